//! `Reach`: the result of a movement search.

use alloc::vec::Vec;

use crate::dial::COST_BITS;
use crate::{Occupant, Path};

/// Where a unit can go: the result of [`crate::Movement::reach`]. It owns its data,
/// so a game keeps it (next to a [`crate::Fog`], a [`crate::Threat`], ...) while it
/// asks the same scratch other questions.
///
/// A cell is *reached* when some affordable path enters it (passing allies or, with the
/// pass skill, enemies); it is a *stop cell* when the unit may also end its move there
/// (the start, or a reached cell nobody stands on).
///
/// **Tie-break.** Cells are settled cost by cost, first in first out within a cost,
/// starting from the start, and neighbours are offered in the topology's
/// `for_each_neighbor` order; a strictly cheaper path replaces a cell's parent, an
/// equally cheap one never does. So among the cheapest paths, [`Reach::path_to`] gives
/// the one found first, and the same query always gives the same path.
///
/// `Reach::default()` is an empty result (nothing reached), ready for
/// [`crate::Movement::reach_into`].
#[derive(Debug, Clone, Default)]
pub struct Reach {
    /// Per cell, `generation << COST_BITS | remaining movement` in the low half and
    /// the parent in the high half (see `Search`); only entries of `generation` are
    /// this result's. At least `len` long.
    pub(crate) state: Vec<u64>,
    pub(crate) generation: u32,
    /// Reached cells in settling order: the first `settled` entries.
    pub(crate) order: Vec<u32>,
    pub(crate) settled: usize,
    /// Cells of the map (0 for an empty result).
    pub(crate) len: usize,
    pub(crate) start: usize,
    pub(crate) budget: u32,
    /// Reached cells other than the start that hold a unit, ascending: the reached
    /// cells that are not stop cells.
    pub(crate) held: Vec<u32>,
}

impl Reach {
    /// The cell the unit started from.
    #[must_use]
    pub fn start(&self) -> usize {
        self.start
    }

    /// The movement budget of the search.
    #[must_use]
    pub fn budget(&self) -> u32 {
        self.budget
    }

    /// `true` when some affordable path enters `cell` (or it is the start).
    #[must_use]
    pub fn is_reached(&self, cell: usize) -> bool {
        cell < self.len && self.state[cell] as u32 >> COST_BITS == self.generation
    }

    /// The cheapest movement cost from the start to `cell`, or `None` if unreached.
    #[must_use]
    pub fn cost_to(&self, cell: usize) -> Option<u32> {
        self.remaining(cell).map(|left| self.budget - left)
    }

    /// The movement left on arrival at `cell` by the cheapest path: the seed's number
    /// per cell. `None` if unreached. (Under [`crate::ZocRule::StopOnEnter`] a cell in
    /// an enemy zone shows what is left on arrival, though the move ends there.)
    #[must_use]
    pub fn remaining(&self, cell: usize) -> Option<u32> {
        self.is_reached(cell)
            .then(|| self.state[cell] as u32 & ((1 << COST_BITS) - 1))
    }

    /// The previous cell on the cheapest path to `cell`; `None` for the start and for
    /// unreached cells.
    #[must_use]
    pub fn parent(&self, cell: usize) -> Option<usize> {
        (self.is_reached(cell) && cell != self.start).then(|| (self.state[cell] >> 32) as usize)
    }

    /// `true` when the unit may end its move on `cell`: reached and empty (the start
    /// always counts, since the unit itself stands there).
    #[must_use]
    pub fn can_stop(&self, cell: usize) -> bool {
        self.is_reached(cell)
            && u32::try_from(cell).is_ok_and(|c| self.held.binary_search(&c).is_err())
    }

    /// Number of reached cells.
    #[must_use]
    pub fn len(&self) -> usize {
        self.reached().len()
    }

    /// `true` only for an empty result (a search always reaches its start).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every reached cell, cheapest first (the start first).
    pub fn reached(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        let n = if self.len == 0 { 0 } else { self.settled };
        self.order[..n].iter().map(|&c| c as usize)
    }

    /// The cells the unit may end its move on, cheapest first.
    pub fn stop_cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.reached().filter(move |&c| self.can_stop(c))
    }

    /// The cheapest path from the start to `cell`, start first and `cell` last (just
    /// the start when `cell` is the start), or `None` if `cell` was not reached. See
    /// the type's tie-break rule. Paths of up to 32 cells are built without
    /// allocating.
    #[must_use]
    pub fn path_to(&self, cell: usize) -> Option<Path> {
        // Every step back is to a cell settled earlier, so the walk ends at the
        // start within the reached cells.
        self.is_reached(cell)
            .then(|| Path::walk_back(cell, self.len, |at| self.parent(at)))
    }

    /// The cells walked back from `cell` to the start (`cell` first), without
    /// allocating; empty if `cell` was not reached.
    pub fn steps_back(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let mut next = self.is_reached(cell).then_some(cell);
        core::iter::from_fn(move || {
            let at = next?;
            next = self.parent(at);
            Some(at)
        })
    }

    /// The remaining movement of every cell as a vector (`None` where unreached).
    #[must_use]
    pub fn to_remaining_map(&self) -> alloc::vec::Vec<Option<u32>> {
        (0..self.len).map(|c| self.remaining(c)).collect()
    }

    /// Records which reached cells hold a unit (they are not stop cells).
    pub(crate) fn note_units(&mut self, occupants: Option<&[Occupant]>) {
        self.held.clear();
        let Some(units) = occupants else { return };
        let n = if self.len == 0 { 0 } else { self.settled };
        for &c in &self.order[..n] {
            if c as usize != self.start && units[c as usize] != Occupant::Empty {
                self.held.push(c);
            }
        }
        self.held.sort_unstable();
    }
}
