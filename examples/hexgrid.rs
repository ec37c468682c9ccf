//! Placeholder; the hexgrid example lands with the hexgrid crate.
fn main() {}
