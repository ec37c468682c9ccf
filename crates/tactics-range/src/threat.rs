//! `Threat`: every cell a unit could attack this turn.

use alloc::vec::Vec;

use crate::{Query, Reach, Relation};

/// A unit's threat range: the result of [`crate::Targeting::threat`]; owned.
#[derive(Debug, Clone)]
pub struct Threat {
    reach: Reach,
    /// The threatened cells in the order found.
    cells: Vec<u32>,
    /// Per cell: threatened.
    marks: Vec<bool>,
    /// The threatened cells holding an enemy, in the order found.
    enemies: Vec<u32>,
}

impl Threat {
    /// The threat of `reach` over `cells` (marked in `marks`), its enemies taken
    /// from `query`'s occupants.
    pub(crate) fn new<T, Tr>(
        reach: Reach,
        cells: Vec<u32>,
        marks: Vec<bool>,
        query: &Query<'_, T, Tr>,
    ) -> Self {
        let (units, side, start) = (query.occupants.unwrap_or(&[]), query.side, reach.start());
        // The occupant recorded on the start cell is the mover's, never a target.
        let enemies = cells
            .iter()
            .copied()
            .filter(|&c| {
                c as usize != start
                    && units
                        .get(c as usize)
                        .is_some_and(|o| o.relation(side) == Relation::Enemy)
            })
            .collect();
        Threat {
            reach,
            cells,
            marks,
            enemies,
        }
    }

    /// The movement range the threat was grown from.
    #[must_use]
    pub fn reach(&self) -> &Reach {
        &self.reach
    }

    /// `true` when the unit could attack `cell` this turn.
    #[must_use]
    pub fn contains(&self, cell: usize) -> bool {
        self.marks.get(cell).copied().unwrap_or(false)
    }

    /// Number of threatened cells.
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// `true` when nothing is threatened.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The threatened cells, in the order they were found.
    pub fn cells(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.cells.iter().map(|&c| c as usize)
    }

    /// The threatened cells that hold an enemy: what the unit can attack this turn.
    pub fn enemies(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.enemies.iter().map(|&c| c as usize)
    }
}
