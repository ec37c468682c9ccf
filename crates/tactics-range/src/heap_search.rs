//! The movement search for what the bucket queue cannot take: steps whose cost
//! depends on where they come from ([`crate::EdgeCosts`]) and searches from several
//! cells at once (each turn of [`crate::Movement::turns`]).
//!
//! With edge costs a cell can be offered a cheaper path after its first offer, so
//! the bucket lists' "each cell queued once" (see `dial`) does not hold. This is
//! Dijkstra's algorithm with a binary heap and lazy deletion instead, ordered by
//! `(cost, push number)`: first in, first out within a cost, as the bucket queue
//! settles, so without edge rules it gives exactly the same costs, parents and
//! settling order (`tests/edges.rs` checks it).

use alloc::collections::BinaryHeap;
use core::cmp::Reverse;

use floodfill::Topology;

use crate::dial::COST_BITS;
use crate::dial::cell_state;
use crate::search::Search;
use crate::{EdgeCost, MoveCost, Query, RangeError, ZocRule};

/// A heap entry: `(cost spent, push number, cell)`, smallest first.
type Entry = Reverse<(u32, u32, u32)>;

/// The heap, kept between searches for its capacity.
#[derive(Debug, Clone, Default)]
pub(crate) struct HeapScratch {
    heap: BinaryHeap<Entry>,
}

impl Search {
    /// Dijkstra from every cell of `sources` (each with `budget` movement points and
    /// cost 0) under every rule of `query`, into the scratch: keys and parents in
    /// `state` (a source is its own parent), cells in settling order in `order`.
    /// A source in a zone of control may leave it, as the start of a single search.
    /// `mover` is the cell the move began on (its occupant is ignored, see
    /// [`Query::in_zone`]).
    ///
    /// The caller has checked the query, the sources and the budget. Never inlined:
    /// it is the slow path, kept out of the bucket queue's caller.
    #[inline(never)]
    pub(crate) fn heap_search<T: Topology>(
        &mut self,
        query: &Query<'_, T>,
        mover: usize,
        sources: impl IntoIterator<Item = usize>,
        budget: u32,
    ) -> Result<(), RangeError> {
        let len = query.map.len();
        self.budget = budget;
        self.begin(len, query.profile.max_cost());
        let floor = self.generation << COST_BITS;
        let full = floor | budget;
        let mut heap = core::mem::take(&mut self.general.heap);
        heap.clear();
        let mut pushes = 0u32;
        for s in sources {
            if (self.state[s] as u32) < full {
                self.state[s] = cell_state(full, s);
                heap.push(Reverse((0, pushes, s as u32)));
                pushes = pushes.wrapping_add(1);
            }
        }
        let result = self.settle(query, mover, &mut heap, floor, &mut pushes);
        self.general.heap = heap;
        result
    }

    /// The main loop of [`Search::heap_search`].
    fn settle<T: Topology>(
        &mut self,
        query: &Query<'_, T>,
        mover: usize,
        heap: &mut BinaryHeap<Entry>,
        floor: u32,
        pushes: &mut u32,
    ) -> Result<(), RangeError> {
        let topo = query.map.topology();
        let len = query.map.len();
        let budget = self.budget;
        let rule = query.effective_zoc();
        let blocks = |v: usize| query.blocks(mover, v);
        let zone = |c: usize| query.in_zone(mover, c);
        self.settled = 0;
        while let Some(Reverse((spent, _, cell))) = heap.pop() {
            let cell = cell as usize;
            let key = floor | (budget - spent);
            if self.state[cell] as u32 != key {
                continue; // a stale entry: the cell was reached more cheaply since
            }
            self.order[self.settled] = cell as u32;
            self.settled += 1;
            let leaving_zone = match rule {
                ZocRule::None => false,
                // A source may leave the zone it stands in; anyone else stops there.
                ZocRule::StopOnEnter if spent > 0 && zone(cell) => continue,
                ZocRule::StopOnEnter => false,
                ZocRule::NoZoneToZone => zone(cell),
            };
            let mut failure = None;
            let rules = query.edges.map_or(&[][..], |e| e.out_of(cell));
            topo.for_each_neighbor(cell, |v| {
                if v >= len || failure.is_some() || (leaving_zone && zone(v)) {
                    return;
                }
                let terrain = query.map.terrain_ids()[v];
                let step = match query.profile.cost(terrain) {
                    MoveCost::Cost(c) => c,
                    MoveCost::Impassable => return,
                    MoveCost::Unknown => {
                        failure = Some(RangeError::UnknownTerrain { cell: v, terrain });
                        return;
                    }
                };
                let rule = rules.iter().find(|r| r.1 as usize == v).map(|r| r.2);
                let step = match rule {
                    None => step,
                    Some(EdgeCost::Blocked) => return,
                    Some(EdgeCost::Extra(extra)) => step + extra,
                };
                let total = spent + step;
                if total > budget || blocks(v) {
                    return;
                }
                let key = floor | (budget - total);
                if self.state[v] as u32 >= key {
                    return; // reached as cheaply already (or by an older search: below floor)
                }
                self.state[v] = cell_state(key, cell);
                heap.push(Reverse((total, *pushes, v as u32)));
                *pushes = pushes.wrapping_add(1);
            });
            if let Some(e) = failure {
                return Err(e);
            }
        }
        Ok(())
    }
}
