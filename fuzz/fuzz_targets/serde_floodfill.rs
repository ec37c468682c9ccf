//! Every serde form of floodfill, from hostile JSON.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    use floodfill::*;
    banmen_fuzz::json_targets!(data; AdjacencyList, Connectivity, HexGrid, SquareGrid);
});
