//! Proptest strategies shared by the unit tests.

use proptest::prelude::*;

use crate::{Building, Position, Rules};

/// A seeded deal under any layout: 0 ..= 8 free cells, 1 ..= 10 cascades,
/// either building rule.
pub(crate) fn any_seeded_deal() -> impl Strategy<Value = Position> {
    (0usize..=8, 1usize..=10, any::<bool>(), any::<u64>()).prop_map(
        |(cells, cascades, same_suit, seed)| {
            let building = if same_suit {
                Building::SameSuit
            } else {
                Building::AlternateColors
            };
            Position::seeded_deal(Rules::new(cells, cascades, building).unwrap(), seed)
        },
    )
}
