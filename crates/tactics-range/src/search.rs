//! `Search`: the movement search's scratch and the bucket-queue (Dial) search.

use alloc::vec::Vec;

use floodfill::{HexGrid, Shape, Topology};
use hexgrid::OffsetLayout;

use crate::dial::{Blocking, COST_BITS, Dial, Enemies, HEADS, Open, Tails, entry_cell};
use crate::hex_path::{HexRowSteps, HexSteps};
use crate::profile::WIDE_UNKNOWN;
use crate::ring::RingScratch;
use crate::square_path::{self, Padded, Square4, Square8, row_down};
use crate::{Query, RangeError, Reach, Terrain, ZocRule};

/// Generations run `2..=MAX_GENERATION`, then every key is cleared. (From 2, so
/// every key of a search is above any cost in the profile's search table: see
/// `WIDE_UNKNOWN`.)
const MAX_GENERATION: u32 = (1 << (32 - COST_BITS)) - 1;

/// The movement search's scratch: the bucket-queue (Dial) Dijkstra and, for edge
/// rules and multi-turn reach, the bucket-ring search. The per-cell results (`state`,
/// `order`) are a [`Reach`]'s buffers, lent to the search for one query (see
/// [`Search::run_into`]), so a result outlives the scratch that computed it.
#[derive(Debug, Clone, Default)]
pub(crate) struct Search {
    /// Per cell, the key `generation << COST_BITS | movement left` in the low half
    /// and the neighbour the cheapest path arrives from in the high half: reached by
    /// the current search when the key's high bits equal the generation. One compare
    /// answers "unreached, or reached more expensively": keys of older searches are
    /// smaller. Key and parent share a word so a relaxation is one store.
    pub(crate) state: Vec<u64>,
    /// Above every key in `state` and in the padded keys: each search takes the next.
    pub(crate) generation: u32,
    /// Zone-of-control cache: `2 * zoc_generation + in_zone` once computed.
    zone: Vec<u32>,
    zoc_generation: u32,
    /// Reached cells in the order they were settled (cost never decreases): the
    /// first `settled` entries. Sized to the largest map once, so a search writes
    /// by index and never clears it.
    pub(crate) order: Vec<u32>,
    pub(crate) settled: usize,
    /// The bucket ring as linked lists (see `dial`): `HEADS` head slots, then a
    /// link slot per cell.
    links: Vec<u64>,
    /// The tail of every bucket; every bucket is empty between searches.
    tails: Tails,
    /// The square-grid search's padded state (see `square_path`).
    padded: Padded,
    pub(crate) start: usize,
    pub(crate) budget: u32,
    /// The bucket ring of the search with edge costs and of multi-turn reach.
    pub(crate) general: RingScratch,
}

impl Search {
    /// Runs `search` with `out`'s per-cell buffers, then hands them back to `out`
    /// with the result's bookkeeping. Every key in either set of buffers is below
    /// the next generation (`begin` takes the larger of the two, plus one), so a
    /// `Reach` filled by one scratch can be refilled by another.
    pub(crate) fn run_into<R>(
        &mut self,
        out: &mut Reach,
        len: usize,
        search: impl FnOnce(&mut Self) -> Result<R, RangeError>,
    ) -> Result<R, RangeError> {
        core::mem::swap(&mut self.state, &mut out.state);
        core::mem::swap(&mut self.order, &mut out.order);
        self.generation = self.generation.max(out.generation);
        let result = search(self);
        core::mem::swap(&mut self.state, &mut out.state);
        core::mem::swap(&mut self.order, &mut out.order);
        out.generation = self.generation;
        out.start = self.start;
        out.budget = self.budget;
        out.settled = self.settled;
        // A failed search leaves an empty result (every accessor answers `None`).
        out.len = if result.is_ok() { len } else { 0 };
        out.held.clear();
        result
    }

    /// Runs the movement search into the scratch.
    pub(crate) fn run<T: Topology, Tr: Terrain>(
        &mut self,
        query: &Query<'_, T, Tr>,
        start: usize,
        budget: u32,
    ) -> Result<(), RangeError> {
        self.prepare(query, start, budget)?;
        let len = query.map.len();
        if query.edge_rules().is_some() {
            return self
                .ring_search(query, start, [start], budget, never)
                .map(|_| ());
        }
        self.budget = budget;
        self.begin(len, query.profile.max_cost())?;
        if self.dial(query, true, never)? != Ended::Unknown {
            return Ok(());
        }
        // A grid search met terrain the profile does not know. The generic search
        // tells which such cell comes first; it is an error either way, so running
        // twice costs nothing that matters.
        self.begin(len, query.profile.max_cost())?;
        self.dial(query, false, never).map(|_| ())
    }

    /// Runs the movement search into the scratch until it settles a cell where
    /// `goal` holds, and answers that cell (`None` when none within the budget
    /// does). Settling order is [`Search::run`]'s, so the cell is the first goal
    /// [`Reach::reached`] would list, and its cost and parents are final; cells
    /// settled after it are not looked at.
    pub(crate) fn run_until<T: Topology, Tr: Terrain>(
        &mut self,
        query: &Query<'_, T, Tr>,
        start: usize,
        budget: u32,
        goal: impl FnMut(usize) -> bool,
    ) -> Result<Option<usize>, RangeError> {
        self.prepare(query, start, budget)?;
        if query.edge_rules().is_some() {
            return self.ring_search(query, start, [start], budget, goal);
        }
        self.budget = budget;
        self.begin(query.map.len(), query.profile.max_cost())?;
        // The generic search: it stops on a goal, and reports unknown terrain itself.
        match self.dial(query, false, goal)? {
            Ended::Found(cell) => Ok(Some(cell)),
            Ended::Done | Ended::Unknown => Ok(None),
        }
    }

    /// The checks every movement search makes before it starts.
    fn prepare<T: Topology, Tr: Terrain>(
        &mut self,
        query: &Query<'_, T, Tr>,
        start: usize,
        budget: u32,
    ) -> Result<(), RangeError> {
        query.check()?;
        query.map.check_cell(start)?;
        if budget > crate::MAX_BUDGET {
            return Err(RangeError::BudgetTooLarge { budget });
        }
        self.start = start;
        Ok(())
    }

    /// Sizes the buffers for `len` cells and starts a new generation.
    pub(crate) fn begin(&mut self, len: usize, max_cost: u32) -> Result<(), RangeError> {
        // Each buffer is sized on its own: `state` and `order` are lent by the result
        // being filled (see `run_into`), which another scratch may have sized, so one
        // buffer's length says nothing about the others'.
        grow(&mut self.state, len)?;
        grow(&mut self.order, len)?;
        grow(&mut self.links, HEADS + len)?;
        if self.generation == MAX_GENERATION {
            self.state.iter_mut().for_each(|k| *k = 0);
            self.padded.forget();
            self.generation = 1;
        }
        self.generation = self.generation.max(1) + 1;
        self.settled = 0;
        // Steps cost at most 254, less than the ring's `HEADS` buckets.
        debug_assert!((max_cost as usize) < HEADS);
        Ok(())
    }

    /// Starts a new zone-of-control cache generation.
    fn begin_zones(&mut self, len: usize) -> Result<(), RangeError> {
        grow(&mut self.zone, len)?;
        if self.zoc_generation >= u32::MAX / 2 - 1 {
            self.zone.iter_mut().for_each(|z| *z = 0);
            self.zoc_generation = 0;
        }
        self.zoc_generation += 1;
        Ok(())
    }

    /// Dijkstra with a round-robin bucket queue from `self.start`, into the scratch,
    /// by a grid search when `grids` allows and one fits, until it settles a cell
    /// where `goal` holds (the generic search asks; the grid searches are taken only
    /// with a goal that never holds). [`Ended::Unknown`] when a grid search met
    /// unknown terrain and stopped (the caller runs the generic one). The grid
    /// searches read the terrain as one slice; a store that is not one takes the
    /// generic search.
    fn dial<T: Topology, Tr: Terrain>(
        &mut self,
        query: &Query<'_, T, Tr>,
        grids: bool,
        goal: impl FnMut(usize) -> bool,
    ) -> Result<Ended, RangeError> {
        match query.map.ids() {
            Some(ids) => self.dial_on(query, ids, grids, goal),
            None => self.dial_on(query, query.map.terrain_store(), false, goal),
        }
    }

    /// [`Search::dial`] with the terrain read from `terrain`.
    fn dial_on<T: Topology, Tr: Terrain, D: Terrain + ?Sized>(
        &mut self,
        query: &Query<'_, T, Tr>,
        terrain: &D,
        grids: bool,
        mut goal: impl FnMut(usize) -> bool,
    ) -> Result<Ended, RangeError> {
        let rule = query.effective_zoc();
        if rule != ZocRule::None {
            self.begin_zones(query.map.len())?;
        }
        let topo = query.map.topology();
        let len = query.map.len();
        // A grid the padded search takes: (width, height, shape), with the terrain
        // as one slice.
        let grid = match topo.shape() {
            Some(Shape::Square {
                width,
                height,
                diagonal,
            }) => Some((width, height, GridKind::Square(diagonal))),
            Some(Shape::Hex { cols, rows, layout }) => HexGrid::new(cols, rows, layout)
                .ok()
                .map(|b| (cols, rows, GridKind::Hex(HexRowSteps::of(&b)))),
            _ => None,
        }
        // A shape is taken only when it has the map's cells (a topology's claim may be
        // anything, overflowing sizes included).
        .filter(|&(w, h, _)| w.checked_mul(h) == Some(len) && Padded::fits(w, h))
        .zip(terrain.ids());
        let padded = match grid {
            Some(((w, h, _), _)) => {
                grow(&mut self.links, HEADS + Padded::len(w, h))?;
                self.padded.prepare(w, h)
            }
            None => &mut [],
        };
        let links_len = match grid {
            Some(((w, h, _), _)) => HEADS + Padded::len(w, h),
            None => HEADS + len,
        };
        let start = self.start;
        let current = self.generation << COST_BITS | self.budget;
        self.state[start] = crate::dial::cell_state(current, start);
        let table = query.profile.wide_table();
        let floor = self.generation << COST_BITS;
        let max_cost = query.profile.max_cost() as usize;
        // The searches take the dial by value (see `square_path::search`), made in
        // the branch that runs: the grid searches over the slice of ids, the generic
        // one over any store.
        macro_rules! new_dial {
            ($terrain:expr) => {
                Dial::new(
                    &mut self.state[..len],
                    &mut self.links[..links_len],
                    &mut self.tails,
                    $terrain,
                    table,
                    max_cost,
                    floor,
                    current,
                )
            };
        }
        let order = &mut self.order[..len];
        let enemies = match query.occupants {
            Some(units) if !query.pass => Some(Enemies {
                units,
                side: query.side,
            }),
            _ => None,
        };
        // The grid searches test "already reached" before the terrain (see
        // `dial::relax`); a start on terrain the profile does not know is the one cell
        // where that changes which unknown terrain is met first, so it goes generic.
        let start_known = table[usize::from(terrain.id(start))] != WIDE_UNKNOWN;
        let fast = grids && start_known && rule == ZocRule::None;
        let free = query.profile.has_free_steps();
        let (settled, unknown, bad, found) = match (fast, grid, enemies) {
            (true, Some(((w, _, kind), ids)), None) => {
                let dial = new_dial!(ids);
                let (settled, dial) = kind.search(dial, padded, w, start, order, Open, free);
                let (unknown, bad) = close(dial, None);
                (settled, unknown, bad, None)
            }
            (true, Some(((w, _, kind), ids)), Some(e)) => {
                let dial = new_dial!(ids);
                let (settled, dial) = kind.search(dial, padded, w, start, order, e, free);
                let (unknown, bad) = close(dial, None);
                (settled, unknown, bad, None)
            }
            (_, _, enemies) => {
                let mut dial = new_dial!(terrain);
                dial.push_start(start);
                let mut zones = Zones {
                    cache: &mut self.zone,
                    generation: self.zoc_generation,
                    start,
                };
                let goal = &mut goal;
                let (settled, dial, found) = match (enemies, free) {
                    (None, false) => {
                        generic::<T, Tr, D, false>(dial, query, rule, &mut zones, order, Open, goal)
                    }
                    (None, true) => {
                        generic::<T, Tr, D, true>(dial, query, rule, &mut zones, order, Open, goal)
                    }
                    (Some(e), false) => {
                        generic::<T, Tr, D, false>(dial, query, rule, &mut zones, order, e, goal)
                    }
                    (Some(e), true) => {
                        generic::<T, Tr, D, true>(dial, query, rule, &mut zones, order, e, goal)
                    }
                };
                let (unknown, bad) = close(dial, found);
                (settled, unknown, bad, found)
            }
        };
        self.settled = settled;
        match (bad, found) {
            // Unknown terrain met before the goal was settled is still an error.
            (Some(cell), _) => {
                let terrain = query.map.terrain(cell).unwrap_or_default();
                Err(RangeError::UnknownTerrain { cell, terrain })
            }
            (None, Some(cell)) => Ok(Ended::Found(cell)),
            (None, None) if unknown => Ok(Ended::Unknown),
            (None, None) => Ok(Ended::Done),
        }
    }
}

/// What a finished search leaves to report: whether a grid search met unknown
/// terrain, and the first unknown cell the generic one met. A search that stopped
/// with entries queued (unknown terrain, or the goal found) empties every bucket.
fn close<D: ?Sized>(dial: Dial<'_, D>, found: Option<usize>) -> (bool, Option<usize>) {
    if dial.unknown || dial.bad.is_some() || found.is_some() {
        dial.tails.clear();
    }
    (dial.unknown, dial.bad)
}

/// How a bucket-list search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ended {
    /// Every affordable cost settled.
    Done,
    /// It settled this goal cell and stopped.
    Found(usize),
    /// A grid search met terrain the profile does not know and stopped.
    Unknown,
}

/// The goal of a search that looks for none: it settles every affordable cell.
#[inline(always)]
pub(crate) fn never(_: usize) -> bool {
    false
}

/// Makes `v` at least `len` long (new entries zero, which every key reads as
/// "unreached": keys of a search are at least `2 << COST_BITS`), or reports
/// [`floodfill::FloodError::OutOfMemory`] when the allocator refuses.
pub(crate) fn grow<T: Copy + Default>(v: &mut Vec<T>, len: usize) -> Result<(), RangeError> {
    if v.len() < len {
        v.try_reserve(len - v.len())
            .map_err(|_| floodfill::FloodError::OutOfMemory { cells: len })?;
        v.resize(len, T::default());
    }
    Ok(())
}

/// The search on any topology, under any zone-of-control rule; `dial` by value as
/// in `square_path::search`, and `FREE` as there (the profile has a terrain of
/// cost 0). It stops as soon as it settles a cell where `goal` holds, and answers
/// that cell too.
#[allow(clippy::too_many_arguments)]
fn generic<'s, T: Topology, Tr: Terrain, D: Terrain + ?Sized, const FREE: bool>(
    mut dial: Dial<'s, D>,
    query: &Query<'_, T, Tr>,
    rule: ZocRule,
    zones: &mut Zones<'_>,
    order: &mut [u32],
    blocking: impl Blocking,
    goal: &mut impl FnMut(usize) -> bool,
) -> (usize, Dial<'s, D>, Option<usize>) {
    let topo = query.map.topology();
    let mut settled = 0usize;
    let mut found = None;
    'search: while dial.running() {
        let mut at = dial.slot;
        let mut taken = 0usize;
        // With free terrain (`FREE`), a step of cost 0 queues onto this bucket's end
        // while it is drained: drain to the tail, then on from there while the tail
        // moved. Without, the loop runs once.
        loop {
            let tail = dial.tails.0[dial.slot % HEADS];
            while at != tail {
                let cell = entry_cell(dial.links[at]);
                at = HEADS + cell;
                taken += 1;
                // Each cell is queued once (see `dial`), so `order` has room.
                if let Some(o) = order.get_mut(settled) {
                    *o = cell as u32;
                }
                settled += 1;
                // Settled cells keep their cost and parent: the path to it is final.
                if goal(cell) {
                    found = Some(cell);
                    break 'search;
                }
                match rule {
                    ZocRule::None => expand(&mut dial, topo, cell, blocking, |_| true),
                    ZocRule::StopOnEnter => {
                        // The start is settled first: a unit may leave a zone it starts in.
                        if settled == 1 || !zones.in_zone(query, cell) {
                            expand(&mut dial, topo, cell, blocking, |_| true);
                        }
                    }
                    ZocRule::NoZoneToZone => {
                        if zones.in_zone(query, cell) {
                            expand(&mut dial, topo, cell, blocking, |v| {
                                !zones.in_zone(query, v)
                            });
                        } else {
                            expand(&mut dial, topo, cell, blocking, |_| true);
                        }
                    }
                }
            }
            if !FREE || dial.tails.0[dial.slot % HEADS] == at {
                break;
            }
        }
        dial.next_bucket(taken);
    }
    (settled.min(order.len()), dial, found)
}

/// Offers every neighbour `v` of `cell` for which `allowed(v)` holds a path through
/// `cell`.
#[inline(always)]
fn expand<T: Topology, D: Terrain + ?Sized>(
    dial: &mut Dial<'_, D>,
    topo: &T,
    cell: usize,
    blocking: impl Blocking,
    mut allowed: impl FnMut(usize) -> bool,
) {
    let len = dial.state.len();
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
                let v = v as usize;
                // The topology contract lets a neighbour be off the map: skip it.
                if v < len && allowed(v) {
                    dial.offer(cell, v, blocking);
                }
            }
            return;
        }
        // A topology that under-reports its degree: take the slow road.
    }
    topo.for_each_neighbor(cell, |v| {
        if v < len && allowed(v) {
            dial.offer(cell, v, blocking);
        }
    });
}

/// Neighbours gathered on the stack per expanded cell: enough for every grid here.
const NEIGHBOUR_BUFFER: usize = 8;

/// Lazily computed, cached "is this cell next to an enemy that exerts a zone".
struct Zones<'s> {
    cache: &'s mut [u32],
    generation: u32,
    /// The mover's start, whose occupant exerts no zone (see [`Query::in_zone`]).
    start: usize,
}

impl Zones<'_> {
    fn in_zone<T: Topology, Tr: Terrain>(&mut self, query: &Query<'_, T, Tr>, cell: usize) -> bool {
        let known = self.cache[cell];
        if known >> 1 == self.generation {
            return known & 1 == 1;
        }
        let zone = query.in_zone(self.start, cell);
        self.cache[cell] = self.generation << 1 | u32::from(zone);
        zone
    }
}

/// Which padded grid search a topology takes.
#[derive(Clone, Copy)]
enum GridKind {
    /// A square grid, 8-connected when `true`.
    Square(bool),
    Hex(HexRowSteps),
}

impl GridKind {
    /// Runs the padded search with this kind's neighbour steps (`free`: the profile
    /// has a terrain of cost 0).
    #[allow(clippy::too_many_arguments)]
    fn search<'s>(
        self,
        dial: Dial<'s>,
        padded: &mut [u32],
        width: usize,
        start: usize,
        order: &mut [u32],
        blocking: impl Blocking,
        free: bool,
    ) -> (usize, Dial<'s>) {
        // One call per step type, so each layout's steps stay compile-time constants.
        macro_rules! search_with {
            ($steps:expr) => {
                if free {
                    square_path::search::<true>(dial, padded, width, start, order, blocking, $steps)
                } else {
                    square_path::search::<false>(
                        dial, padded, width, start, order, blocking, $steps,
                    )
                }
            };
        }
        let down = row_down(width);
        match self {
            GridKind::Square(false) => search_with!(Square4 { down }),
            GridKind::Square(true) => search_with!(Square8 { down }),
            // `HexSteps<L>` is the layout `OffsetLayout::ALL[L]`.
            GridKind::Hex(shape) => match shape.layout() {
                OffsetLayout::OddR => search_with!(HexSteps::<0>(shape)),
                OffsetLayout::EvenR => search_with!(HexSteps::<1>(shape)),
                OffsetLayout::OddQ => search_with!(HexSteps::<2>(shape)),
                OffsetLayout::EvenQ => search_with!(HexSteps::<3>(shape)),
            },
        }
    }
}
