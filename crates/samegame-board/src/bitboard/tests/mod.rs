//! The bitboard kernels against `floodfill`'s general walks and brute force.

mod columns;
mod common;
mod gaps;
mod packed_flood;
mod small_components;
