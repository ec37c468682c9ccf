//! `RangeSearch`: reusable scratch and the bucket-queue (Dial) movement search.

use alloc::vec::Vec;

use floodfill::{Filler, Topology};

use crate::profile::{IMPASSABLE, UNKNOWN};
use crate::{Occupant, Query, RangeError, Reach, ZocRule};

/// Per-cell search state, kept together so a relaxation touches one cache line.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Node {
    /// `== generation` when the cell was reached by the current search.
    pub(crate) stamp: u32,
    /// The neighbour the cheapest path arrives from (the start points to itself).
    pub(crate) parent: u32,
    /// Movement spent to get here (at most `MAX_BUDGET`).
    pub(crate) cost: u16,
}

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
    pub(crate) nodes: Vec<Node>,
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
        Reach {
            nodes: &self.nodes[..query.map.len()],
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
        let generation = self.generation;
        self.nodes[start] = Node {
            stamp: generation,
            parent: start as u32,
            cost: 0,
        };
        self.buckets[0].push(start as u32);
        let result = self.dial(query);
        if result.is_err() {
            // Leave no stale entries for the next query.
            self.buckets.iter_mut().for_each(Vec::clear);
        }
        result
    }

    /// Sizes the buffers for `len` cells and starts a new generation.
    fn begin(&mut self, len: usize, max_cost: u8) {
        if self.nodes.len() < len {
            self.nodes.resize(len, Node::default());
        }
        if self.generation == u32::MAX {
            self.nodes.iter_mut().for_each(|n| n.stamp = 0);
            self.generation = 0;
        }
        self.generation += 1;
        self.order.clear();
        let buckets = usize::from(max_cost) + 1;
        if self.buckets.len() < buckets {
            self.buckets.resize_with(buckets, Vec::new);
        }
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
        let ring = usize::from(query.profile.max_cost()) + 1;
        let (budget, generation) = (self.budget, self.generation);
        let mut pending = 1usize;
        let mut spent = 0u32;
        let mut bad = None;
        while pending > 0 && spent <= budget {
            let slot = spent as usize % ring;
            let mut bucket = core::mem::take(&mut self.buckets[slot]);
            pending -= bucket.len();
            for &cell in &bucket {
                let cell = cell as usize;
                if u32::from(self.nodes[cell].cost) != spent {
                    continue; // a cheaper entry for this cell was settled earlier
                }
                self.order.push(cell as u32);
                let leaves = match rule {
                    ZocRule::None => Some(false),
                    ZocRule::StopOnEnter => {
                        (cell == self.start || !zones.in_zone(query, cell)).then_some(false)
                    }
                    ZocRule::NoZoneToZone => Some(zones.in_zone(query, cell)),
                };
                let Some(from_zone) = leaves else { continue };
                let mut relax = Relax {
                    query,
                    nodes: &mut self.nodes,
                    buckets: &mut self.buckets,
                    ring,
                    budget,
                    generation,
                    pending: &mut pending,
                    bad: &mut bad,
                };
                if from_zone {
                    relax.expand(cell, spent, |v| !zones.in_zone(query, v));
                } else {
                    relax.expand(cell, spent, |_| true);
                }
            }
            bucket.clear();
            self.buckets[slot] = bucket;
            if let Some(cell) = bad {
                let terrain = query.map.terrain(cell).unwrap_or_default();
                return Err(RangeError::UnknownTerrain { cell, terrain });
            }
            spent += 1;
        }
        // Entries costlier than the budget are never queued, so every bucket is empty.
        Ok(())
    }
}

/// The relaxation step, with the borrowed pieces of the scratch it needs.
struct Relax<'s, 'q, T> {
    query: &'s Query<'q, T>,
    nodes: &'s mut [Node],
    buckets: &'s mut [Vec<u32>],
    ring: usize,
    budget: u32,
    generation: u32,
    pending: &'s mut usize,
    bad: &'s mut Option<usize>,
}

impl<T: Topology> Relax<'_, '_, T> {
    /// Offers every neighbour `v` of `cell` (reached at cost `spent`) for which
    /// `allowed(v)` holds a path through `cell`.
    #[inline]
    fn expand(&mut self, cell: usize, spent: u32, mut allowed: impl FnMut(usize) -> bool) {
        let terrain = self.query.map.terrain_ids();
        let profile = self.query.profile;
        let occupants = self.query.occupants;
        let (side, pass) = (self.query.side, self.query.pass);
        self.query.map.topology().for_each_neighbor(cell, |v| {
            let Some(&t) = terrain.get(v) else { return };
            let code = profile.code(t);
            if code == UNKNOWN || code == IMPASSABLE {
                if code == UNKNOWN && self.bad.is_none() {
                    *self.bad = Some(v);
                }
                return;
            }
            let cost = spent + u32::from(code);
            if cost > self.budget {
                return;
            }
            let node = &mut self.nodes[v];
            if node.stamp == self.generation && u32::from(node.cost) <= cost {
                return;
            }
            if let Some(units) = occupants
                && !pass
                && matches!(units[v], Occupant::Unit { side: s, .. } if s != side)
            {
                return;
            }
            if !allowed(v) {
                return;
            }
            *node = Node {
                stamp: self.generation,
                parent: cell as u32,
                // cost <= budget <= MAX_BUDGET == u16::MAX.
                cost: cost as u16,
            };
            self.buckets[cost as usize % self.ring].push(v as u32);
            *self.pending += 1;
        });
    }
}

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
