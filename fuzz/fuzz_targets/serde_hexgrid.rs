//! Every serde form of hexgrid, from hostile JSON.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    use hexgrid::*;
    banmen_fuzz::json_targets!(data; Diagonal, Direction, DoubledCoord, DoubledLayout, FractionalHex, Hex, HexEdge,
        HexMap<u8>, HexVertex, Layout, OffsetCoord, OffsetGrid<u8>, OffsetLayout, Orientation, Point,
        RhombusMap<u8>, Wrap, WrapHexagon, WrapRect);
});
