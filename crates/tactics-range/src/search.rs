//! `RangeSearch`: reusable scratch and the bucket-queue (Dial) movement search.

use alloc::vec::Vec;

use floodfill::{Filler, Topology};

use crate::profile::{IMPASSABLE, UNKNOWN};
use crate::{Occupant, Query, RangeError, Reach, ZocRule};

/// Bits of a per-cell key that hold the cost; the generation sits above them.
pub(crate) const COST_BITS: u32 = 16;
/// Generations run `1..=MAX_GENERATION`, then every key is cleared.
const MAX_GENERATION: u32 = (1 << (32 - COST_BITS)) - 1;

/// Reusable scratch for movement, attack and threat searches.
///
/// Keep one per thread and call it again and again: buffers grow to the largest map
/// seen and are then reused, so a query allocates nothing once warmed up. Per-cell
/// state is generation-stamped, so a small range on a big map costs only the cells it
/// touches. Results ([`Reach`], [`crate::Threat`], ...) borrow the search; read them,
/// then search again.
///
/// The movement search is Dijkstra's algorithm with a bucket queue (Dial's algorithm):
/// costs are small integers, so the queue is `max_cost + 1` buckets used round-robin
/// instead of a binary heap.
///
/// ```
/// use floodfill::{Connectivity, SquareGrid};
/// use tactics_range::{MoveProfile, Query, RangeSearch, TacticsMap};
///
/// // The seed's 10x10 field, unit at (6, 6) counting from 1, 3 movement points.
/// let grid = SquareGrid::new(10, 10, Connectivity::Four).unwrap();
/// let map = TacticsMap::filled(grid, 0).unwrap();
/// let foot = MoveProfile::uniform(1, 1).unwrap();
/// let mut search = RangeSearch::new();
/// let start = grid.cell(5, 5).unwrap();
/// let reach = search.reachable(&Query::new(&map, &foot), start, 3).unwrap();
/// assert_eq!(reach.remaining(grid.cell(5, 2).unwrap()), Some(0));
/// assert_eq!(reach.remaining(grid.cell(4, 4).unwrap()), Some(1));
/// assert_eq!(reach.stop_cells().count(), 25);
/// let path: Vec<usize> = reach.path_to(grid.cell(7, 5).unwrap()).unwrap().collect();
/// assert_eq!(path, [55, 56, 57]);
/// ```
#[derive(Debug, Clone, Default)]
pub struct RangeSearch {
    /// Per cell `generation << COST_BITS | cost`: reached by the current search when
    /// the high bits equal the generation. One compare answers "unreached, or reached
    /// more expensively", and keys of older searches compare as unreached.
    pub(crate) keys: Vec<u32>,
    /// Per cell, the neighbour the cheapest path arrives from (valid when reached).
    pub(crate) parents: Vec<u32>,
    pub(crate) generation: u32,
    /// Zone-of-control cache: `2 * zoc_generation + in_zone` once computed.
    zone: Vec<u32>,
    zoc_generation: u32,
    /// Reached cells in the order they were settled (cost never decreases).
    pub(crate) order: Vec<u32>,
    buckets: Vec<Vec<u32>>,
    pub(crate) start: usize,
    pub(crate) budget: u32,
    /// BFS scratch for attack ranges and areas.
    pub(crate) filler: Filler,
    /// Stop cells copied out of a reach (threat ranges).
    pub(crate) stops: Vec<u32>,
    /// Threat marks: `== mark_generation` when marked.
    pub(crate) marks: Vec<u32>,
    pub(crate) mark_generation: u32,
    pub(crate) marked: Vec<u32>,
    /// `(attacker, attack-from cell)` pairs of the last `attackers_of`.
    pub(crate) hits: Vec<(u32, u32)>,
}

impl RangeSearch {
    /// Empty scratch; buffers grow on first use.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Where the unit of `query` standing on `start` can go with `budget` movement
    /// points: the cheapest cost and the remaining movement per reached cell, the
    /// parent of each (for paths), and which cells it may stop on.
    ///
    /// Entering a cell costs its terrain in the unit's profile; impassable terrain and
    /// (without the pass skill) enemy units are never entered; allies and passed
    /// enemies are walked through but are not stop cells; the zone-of-control rule
    /// applies unless the unit is a skirmisher.
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] for a bad start;
    /// [`RangeError::BudgetTooLarge`] above [`crate::MAX_BUDGET`];
    /// [`RangeError::SizeMismatch`] for an occupant slice of the wrong length;
    /// [`RangeError::UnknownTerrain`] when the search meets a terrain the profile does
    /// not mention.
    pub fn reachable<'a, T: Topology>(
        &'a mut self,
        query: &Query<'a, T>,
        start: usize,
        budget: u32,
    ) -> Result<Reach<'a>, RangeError> {
        self.run(query, start, budget)?;
        Ok(self.view(query))
    }

    /// The result of the last successful search as a view.
    pub(crate) fn view<'a, T>(&'a self, query: &Query<'a, T>) -> Reach<'a> {
        let len = query.map.len();
        Reach {
            keys: &self.keys[..len],
            parents: &self.parents[..len],
            generation: self.generation,
            order: &self.order,
            start: self.start,
            budget: self.budget,
            occupants: query.occupants,
        }
    }

    /// Runs the movement search into the scratch.
    pub(crate) fn run<T: Topology>(
        &mut self,
        query: &Query<'_, T>,
        start: usize,
        budget: u32,
    ) -> Result<(), RangeError> {
        query.check()?;
        query.map.check_cell(start)?;
        if budget > crate::MAX_BUDGET {
            return Err(RangeError::BudgetTooLarge { budget });
        }
        let len = query.map.len();
        self.begin(len, query.profile.max_cost());
        self.start = start;
        self.budget = budget;
        self.keys[start] = self.generation << COST_BITS;
        self.parents[start] = start as u32;
        self.buckets[0].push(start as u32);
        self.dial(query)
    }

    /// Sizes the buffers for `len` cells and starts a new generation.
    fn begin(&mut self, len: usize, max_cost: u8) {
        if self.keys.len() < len {
            self.keys.resize(len, 0);
            self.parents.resize(len, 0);
        }
        if self.generation == MAX_GENERATION {
            self.keys.iter_mut().for_each(|k| *k = 0);
            self.generation = 0;
        }
        self.generation += 1;
        self.order.clear();
        let buckets = usize::from(max_cost) + 1;
        if self.buckets.len() < buckets {
            self.buckets.resize_with(buckets, Vec::new);
        }
        // Empty every bucket: an earlier search may have stopped early on an error.
        self.buckets.iter_mut().for_each(Vec::clear);
    }

    /// Starts a new zone-of-control cache generation.
    fn begin_zones(&mut self, len: usize) {
        if self.zone.len() < len {
            self.zone.resize(len, 0);
        }
        if self.zoc_generation >= u32::MAX / 2 - 1 {
            self.zone.iter_mut().for_each(|z| *z = 0);
            self.zoc_generation = 0;
        }
        self.zoc_generation += 1;
    }

    /// Dijkstra with a round-robin bucket queue; the start is already queued.
    fn dial<T: Topology>(&mut self, query: &Query<'_, T>) -> Result<(), RangeError> {
        let rule = query.effective_zoc();
        if rule != ZocRule::None {
            self.begin_zones(query.map.len());
        }
        let mut zones = Zones {
            cache: &mut self.zone,
            generation: self.zoc_generation,
            occupants: query.occupants.unwrap_or(&[]),
            side: query.side,
        };
        let mut queue = Queue {
            buckets: &mut self.buckets,
            ring: usize::from(query.profile.max_cost()) + 1,
            slot: 0,
            pending: 1,
        };
        let base = self.generation << COST_BITS;
        let mut relax = Relax {
            keys: &mut self.keys,
            parents: &mut self.parents,
            budget: self.budget,
            base,
            bad: None,
        };
        let mut spent = 0u32;
        while queue.pending > 0 && spent <= relax.budget {
            let slot = queue.slot;
            let mut bucket = core::mem::take(&mut queue.buckets[slot]);
            queue.pending -= bucket.len();
            for &cell in &bucket {
                let cell = cell as usize;
                if relax.keys[cell] != base | spent {
                    continue; // a cheaper entry for this cell was settled earlier
                }
                self.order.push(cell as u32);
                match rule {
                    ZocRule::None => relax.expand(query, &mut queue, cell, spent, |_| true),
                    ZocRule::StopOnEnter => {
                        if cell == self.start || !zones.in_zone(query, cell) {
                            relax.expand(query, &mut queue, cell, spent, |_| true);
                        }
                    }
                    ZocRule::NoZoneToZone => {
                        if zones.in_zone(query, cell) {
                            let zones = &mut zones;
                            relax.expand(query, &mut queue, cell, spent, |v| {
                                !zones.in_zone(query, v)
                            });
                        } else {
                            relax.expand(query, &mut queue, cell, spent, |_| true);
                        }
                    }
                }
            }
            bucket.clear();
            queue.buckets[slot] = bucket;
            if let Some(cell) = relax.bad {
                let terrain = query.map.terrain(cell).unwrap_or_default();
                return Err(RangeError::UnknownTerrain { cell, terrain });
            }
            queue.slot = if slot + 1 == queue.ring { 0 } else { slot + 1 };
            spent += 1;
        }
        // Entries costlier than the budget are never queued, so every bucket is empty.
        Ok(())
    }
}

/// The round-robin bucket queue: bucket `slot` holds the cells at the cost being
/// settled, bucket `(slot + k) % ring` those `k` more expensive. Steps are at most
/// `ring - 1`, so a push never lands on the bucket being read.
struct Queue<'s> {
    buckets: &'s mut [Vec<u32>],
    ring: usize,
    slot: usize,
    pending: usize,
}

impl Queue<'_> {
    /// Queues `cell` at `step` (`1..ring`) above the cost being settled. A compare
    /// instead of `%`: a division per push is slow.
    #[inline(always)]
    fn push(&mut self, cell: usize, step: usize) {
        let mut slot = self.slot + step;
        if slot >= self.ring {
            slot -= self.ring;
        }
        self.buckets[slot].push(cell as u32);
        self.pending += 1;
    }
}

/// The relaxation step, with the borrowed per-cell state it updates.
struct Relax<'s> {
    keys: &'s mut [u32],
    parents: &'s mut [u32],
    budget: u32,
    /// `generation << COST_BITS`.
    base: u32,
    /// The first cell met whose terrain the profile does not know.
    bad: Option<usize>,
}

impl Relax<'_> {
    /// Offers every neighbour `v` of `cell` (reached at cost `spent`) for which
    /// `allowed(v)` holds a path through `cell`.
    #[inline(always)]
    fn expand<T: Topology>(
        &mut self,
        query: &Query<'_, T>,
        queue: &mut Queue<'_>,
        cell: usize,
        spent: u32,
        mut allowed: impl FnMut(usize) -> bool,
    ) {
        let topo = query.map.topology();
        let step = Step {
            terrain: query.map.terrain_ids(),
            profile: query.profile,
            occupants: if query.pass { None } else { query.occupants },
            side: query.side,
            cell,
            spent,
        };
        // Gather the neighbours with a tiny closure the topology inlines, then relax
        // them in a plain loop whose state stays in registers. (Relaxing inside the
        // topology's callback kept every counter in memory: several times slower.)
        if topo.max_degree() <= NEIGHBOUR_BUFFER {
            let mut buffer = [0u32; NEIGHBOUR_BUFFER];
            let mut found = 0usize;
            topo.for_each_neighbor(cell, |v| {
                buffer[found % NEIGHBOUR_BUFFER] = v as u32;
                found += 1;
            });
            if found <= NEIGHBOUR_BUFFER {
                for &v in &buffer[..found] {
                    self.relax(&step, queue, v as usize, &mut allowed);
                }
                return;
            }
            // A topology that under-reports its degree: take the slow road.
        }
        topo.for_each_neighbor(cell, |v| self.relax(&step, queue, v, &mut allowed));
    }

    /// Offers the step `step.cell -> v`.
    #[inline(always)]
    fn relax(
        &mut self,
        step: &Step<'_>,
        queue: &mut Queue<'_>,
        v: usize,
        allowed: &mut impl FnMut(usize) -> bool,
    ) {
        let (Some(&t), Some(&old)) = (step.terrain.get(v), self.keys.get(v)) else {
            return;
        };
        let code = step.profile.code(t);
        // UNKNOWN (0) and IMPASSABLE (255) in one compare.
        if code.wrapping_sub(1) >= IMPASSABLE - 1 {
            if code == UNKNOWN {
                self.bad.get_or_insert(v);
            }
            return;
        }
        let cost = step.spent + u32::from(code);
        // An older generation's key wraps to a huge number: "unreached". Failing
        // relaxations leave at once: most of them fail, and an early exit beats
        // branch-free full work (measured).
        if cost > self.budget || old.wrapping_sub(self.base) <= cost {
            return;
        }
        if let Some(units) = step.occupants
            && matches!(units.get(v), Some(Occupant::Unit { side, .. }) if *side != step.side)
        {
            return;
        }
        if !allowed(v) {
            return;
        }
        self.keys[v] = self.base | cost;
        self.parents[v] = step.cell as u32;
        queue.push(v, usize::from(code));
    }
}

/// What every relaxation out of one cell shares, copied out of the query once.
struct Step<'q> {
    terrain: &'q [u8],
    profile: &'q crate::MoveProfile,
    /// The occupants, or `None` when none can block (no units, or the pass skill).
    occupants: Option<&'q [Occupant]>,
    side: u8,
    cell: usize,
    spent: u32,
}

/// Neighbours gathered on the stack per expanded cell: enough for every grid here.
const NEIGHBOUR_BUFFER: usize = 8;

/// Lazily computed, cached "is this cell next to an enemy that exerts a zone".
struct Zones<'s> {
    cache: &'s mut [u32],
    generation: u32,
    occupants: &'s [Occupant],
    side: u8,
}

impl Zones<'_> {
    fn in_zone<T: Topology>(&mut self, query: &Query<'_, T>, cell: usize) -> bool {
        let known = self.cache[cell];
        if known >> 1 == self.generation {
            return known & 1 == 1;
        }
        let mut zone = false;
        let (occupants, side) = (self.occupants, self.side);
        query.map.topology().for_each_neighbor(cell, |n| {
            zone |= occupants.get(n).is_some_and(|o| o.exerts_zoc_on(side));
        });
        self.cache[cell] = self.generation << 1 | u32::from(zone);
        zone
    }
}
