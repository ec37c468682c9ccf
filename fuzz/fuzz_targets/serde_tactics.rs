//! Every serde form of tactics-range, from hostile JSON.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    use tactics_range::*;
    banmen_fuzz::json_targets!(data; AttackRange, EdgeCost, EdgeCosts, HexShape, MoveCost, MoveProfile, Occupant,
        SightRules, SquareShape, TacticsMap<floodfill::SquareGrid>, TacticsMap<floodfill::HexGrid>, TurnBudget, Viewer, ZocRule);
});
