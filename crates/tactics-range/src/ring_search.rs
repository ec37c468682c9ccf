//! The movement search for what the linked bucket lists cannot take: steps whose
//! cost depends on where they come from ([`crate::EdgeCosts`]) and searches from
//! several cells at once (each turn of [`crate::Movement::turns`]).
//!
//! With edge costs a cell can be offered a cheaper path after its first offer, so
//! the bucket lists' "each cell queued once" (see `dial`) does not hold. This is
//! Dijkstra's algorithm with a ring of `RING` buckets, each a vector of cells, and
//! lazy deletion: an entry whose cell has since been reached more cheaply is skipped
//! when its bucket comes up. A step costs `0..=MAX_COST + MAX_EXTRA`, below
//! `RING`, so a push lands in the bucket being read only for a free step (a terrain
//! of cost 0, with no extra): it joins that bucket's end and is read in the same pass,
//! the bucket being walked by index while it grows. Within a bucket cells come out in
//! the order they were pushed: first in, first out within a cost, as the bucket lists
//! settle, so without edge rules it gives exactly the same costs, parents and
//! settling order (`tests/edges.rs` and `tests/zero_cost.rs` check it). A cell is
//! settled once: a free step offers it at the cost being settled, never below.

use alloc::vec::Vec;

use floodfill::Topology;

use crate::dial::COST_BITS;
use crate::dial::cell_state;
use crate::ring::RING;
use crate::search::Search;
use crate::{EdgeCost, MoveCost, Query, RangeError, Terrain, ZocRule};

impl Search {
    /// Dijkstra from every cell of `sources` (each with `budget` movement points and
    /// cost 0) under every rule of `query`, into the scratch: keys and parents in
    /// `state` (a source is its own parent), cells in settling order in `order`.
    /// A source in a zone of control may leave it, as the start of a single search.
    /// `mover` is the cell the move began on (its occupant is ignored, see
    /// [`Query::in_zone`]).
    ///
    /// It stops as soon as it settles a cell where `goal` holds, and answers that
    /// cell (`None` when it settled every affordable cell without meeting one).
    ///
    /// The caller has checked the query, the sources and the budget. Never inlined:
    /// it is the slower path, kept out of the bucket lists' caller.
    #[inline(never)]
    pub(crate) fn ring_search<T: Topology, Tr: Terrain>(
        &mut self,
        query: &Query<'_, T, Tr>,
        mover: usize,
        sources: impl IntoIterator<Item = usize>,
        budget: u32,
        goal: impl FnMut(usize) -> bool,
    ) -> Result<Option<usize>, RangeError> {
        let len = query.map.len();
        self.budget = budget;
        self.begin(len, query.profile.max_cost())?;
        let floor = self.generation << COST_BITS;
        let full = floor | budget;
        let mut ring = core::mem::take(&mut self.general);
        let buckets = ring.ready();
        let mut queued = 0usize;
        for s in sources {
            if (self.state[s] as u32) < full {
                self.state[s] = cell_state(full, s);
                buckets[0].push(s as u32);
                queued += 1;
            }
        }
        let result = self.settle(query, mover, buckets, queued, floor, goal);
        if !matches!(result, Ok(None)) {
            // The search stopped with entries queued.
            buckets.iter_mut().for_each(Vec::clear);
        }
        self.general = ring;
        result
    }

    /// The main loop of [`Search::ring_search`]: `queued` entries wait in bucket 0.
    fn settle<T: Topology, Tr: Terrain>(
        &mut self,
        query: &Query<'_, T, Tr>,
        mover: usize,
        buckets: &mut [Vec<u32>],
        mut queued: usize,
        floor: u32,
        mut goal: impl FnMut(usize) -> bool,
    ) -> Result<Option<usize>, RangeError> {
        let topo = query.map.topology();
        let len = query.map.len();
        let budget = self.budget;
        let rule = query.effective_zoc();
        let zone = |c: usize| query.in_zone(mover, c);
        self.settled = 0;
        let mut spent = 0u32;
        while queued > 0 {
            let slot = spent as usize % RING;
            let key = floor | (budget - spent);
            // By index: a free step pushes onto this bucket while it is read.
            let mut next = 0usize;
            while let Some(&cell) = buckets[slot].get(next) {
                next += 1;
                queued -= 1;
                let cell = cell as usize;
                if self.state[cell] as u32 != key {
                    continue; // a stale entry: the cell was reached more cheaply since
                }
                self.order[self.settled] = cell as u32;
                self.settled += 1;
                // A settled cell's cost and parent are final: so is the path to it.
                if goal(cell) {
                    return Ok(Some(cell));
                }
                // A source is its own parent (nothing beats its cost 0); with free
                // steps other cells are settled at cost 0 too.
                let source = (self.state[cell] >> 32) as usize == cell;
                let leaving_zone = match rule {
                    ZocRule::None => false,
                    // A source may leave the zone it stands in; anyone else stops there.
                    ZocRule::StopOnEnter if !source && zone(cell) => continue,
                    ZocRule::StopOnEnter => false,
                    ZocRule::NoZoneToZone => zone(cell),
                };
                let rules = query.edges.map_or(&[][..], |e| e.out_of(cell));
                // Gather the neighbours with a tiny closure, then relax them in a plain
                // loop whose state stays in registers (as the bucket lists' `expand`).
                let mut near = [0u32; NEIGHBOURS];
                let mut found = 0usize;
                topo.for_each_neighbor(cell, |v| {
                    if v < len && found < NEIGHBOURS {
                        near[found] = v as u32;
                    }
                    found += usize::from(v < len);
                });
                // A topology with more neighbours than the buffer: list them all.
                let mut all = Vec::new();
                let listed: &[u32] = if found > NEIGHBOURS {
                    all.reserve(found);
                    topo.for_each_neighbor(cell, |v| {
                        if v < len {
                            all.push(v as u32);
                        }
                    });
                    &all
                } else {
                    &near[..found]
                };
                let step = Step {
                    query,
                    mover,
                    rules,
                    key,
                    spent,
                    budget,
                    leaving_zone,
                };
                for &v in listed {
                    // On an error the caller empties every bucket.
                    step.offer(self, buckets, slot, &mut queued, cell, v as usize)?;
                }
            }
            buckets[slot].clear();
            spent += 1;
        }
        Ok(None)
    }
}

/// Neighbours gathered on the stack per settled cell: enough for every grid here.
const NEIGHBOURS: usize = 8;

/// What offering the steps out of one settled cell needs.
struct Step<'q, 'm, T, Tr> {
    query: &'q Query<'m, T, Tr>,
    mover: usize,
    /// The edge rules out of the cell.
    rules: &'q [(u32, u32, EdgeCost)],
    /// The cell's key and cost.
    key: u32,
    spent: u32,
    budget: u32,
    /// Under `NoZoneToZone`, the cell is in a zone: no step into another.
    leaving_zone: bool,
}

impl<T: Topology, Tr: Terrain> Step<'_, '_, T, Tr> {
    /// Offers the step from the settled `cell` to its neighbour `v`.
    #[inline(always)]
    fn offer(
        &self,
        search: &mut Search,
        buckets: &mut [Vec<u32>],
        slot: usize,
        queued: &mut usize,
        cell: usize,
        v: usize,
    ) -> Result<(), RangeError> {
        // Checked in the order the rules are stated, so the first unknown terrain
        // reported is the same whatever the search.
        if self.leaving_zone && self.query.in_zone(self.mover, v) {
            return Ok(());
        }
        let terrain = self.query.map.id(v);
        let step = self.query.profile.wide_table()[usize::from(terrain)];
        let left = self.budget - self.spent;
        if step > left {
            // Impassable and unknown terrain cost more than any budget.
            if self.query.profile.cost(terrain) == MoveCost::Unknown {
                return Err(RangeError::UnknownTerrain { cell: v, terrain });
            }
            return Ok(());
        }
        let step = match self.rules.iter().find(|r| r.1 as usize == v) {
            None => step,
            Some(&(_, _, EdgeCost::Blocked)) => return Ok(()),
            Some(&(_, _, EdgeCost::Extra(extra))) => step + extra,
        };
        if step > left || self.query.blocks(self.mover, v) {
            return Ok(());
        }
        let next = self.key - step;
        if search.state[v] as u32 >= next {
            return Ok(()); // reached as cheaply already (or by an older search: below floor)
        }
        search.state[v] = cell_state(next, cell);
        buckets[(slot + step as usize) % RING].push(v as u32);
        *queued += 1;
        Ok(())
    }
}
