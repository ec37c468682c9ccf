//! Proptest strategies and small helpers shared by the unit tests.

use proptest::prelude::*;

use crate::{AutoMove, Building, Move, Position, Rules};

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
            Position::from_seed(Rules::new(cells, cascades, building).unwrap(), seed)
        },
    )
}

/// The child the solver expands: `m` applied to `p`, then the safe auto-moves.
pub(crate) fn child_of(p: &Position, m: Move) -> Position {
    let mut child = *p;
    child.apply_trusted(m);
    AutoMove::Raymond.run(&mut child, |_| {});
    child
}
