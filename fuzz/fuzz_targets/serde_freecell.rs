//! Every serde form of freecell-rules, from hostile JSON.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    use freecell_rules::*;
    banmen_fuzz::json_targets!(data; AutoMove, Building, Card, Color, Game, IllegalMove, Location, Move, MoveText,
        NotationPlace, Position, Rank, Rules, Step, Suit, Tap);
});
