//! Tactics boards.
