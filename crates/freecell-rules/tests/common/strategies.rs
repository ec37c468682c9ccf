//! Proptest strategies shared by the property tests: random variants and random
//! starting positions under them.

use freecell_rules::{Building, Position, Rules};
use proptest::prelude::*;

/// Any variant: 0–8 free cells, 1–10 cascades, either building rule.
pub fn rules_strategy() -> impl Strategy<Value = Rules> {
    (0usize..=8, 1usize..=10, any::<bool>()).prop_map(|(f, c, same)| {
        let building = if same {
            Building::SameSuit
        } else {
            Building::AlternateColors
        };
        Rules::new(f, c, building).unwrap()
    })
}

/// A Microsoft deal numbered `1..=max_deal`, or a seeded deal under any variant.
pub fn start_strategy(max_deal: u64) -> impl Strategy<Value = Position> {
    prop_oneof![
        (1u64..=max_deal).prop_map(|n| Position::microsoft_deal(n).unwrap()),
        (rules_strategy(), any::<u64>()).prop_map(|(r, seed)| Position::from_seed(r, seed)),
    ]
}
