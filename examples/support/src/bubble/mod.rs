//! The bubble shooter: the rules on a hexgrid board (`rules`), a seeded game with its
//! ceiling pushes (`session`), the key and line play (`play`) and its line reader
//! (`line`).

pub mod line;
pub mod play;
pub mod rules;
pub mod scores;
pub mod session;
