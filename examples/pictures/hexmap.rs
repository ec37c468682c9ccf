//! Hex maps of the hexgrid example.
