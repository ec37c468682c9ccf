//! Cheapest paths on any hex map: Dijkstra, or A* when every step has a known
//! minimum cost.

use alloc::collections::{BTreeMap, BinaryHeap};
use alloc::vec::Vec;
use core::cmp::Reverse;

use crate::{Direction, Hex, HexTopology};

/// Cheapest paths between two hexes of any [`HexTopology`] (every map of this crate,
/// wrap-around maps included: paths cross the seams), with the cost of each step given
/// by a closure. Reusable: its scratch is kept between calls. On a map of at most
/// [`PathFinder::DENSE_CELLS`] hexes it is one entry per map hex; on a larger one (a
/// wrap-around hexagon can hold up to 8.6 * 10^17) it holds only the hexes the search
/// looks at, so it grows with the search, not with the map.
///
/// `cost(from, to)` is the price of stepping from `from` to its neighbour `to` (both
/// canonical map hexes, see [`HexTopology`]), or `None` when the step is not allowed
/// (a wall, deep water, a closed door). Every `u32` is a legal step cost, **0
/// included** (a road that costs nothing), and the path found is a cheapest one.
///
/// - [`PathFinder::new`] searches in order of cost (Dijkstra), right for any costs.
/// - [`PathFinder::with_min_step`]`(m)` is for callers whose steps all cost at least
///   `m`: it adds the A* estimate `distance to the goal x m` (across the seams of a
///   wrap map), which never overestimates, so the path is still a cheapest one and far
///   fewer hexes are looked at. A step cheaper than the promised `m` breaks that
///   promise: the path returned is then a real path with its true total, but may not
///   be the cheapest.
/// - **Totals** are `u32` like the steps: a path whose total would pass `u32::MAX` is
///   never taken (its last step is treated as not allowed), so a total is always exact.
///
/// ```
/// use hexgrid::{Hex, HexMap, HexStore, PathFinder};
/// // A radius-3 map with a wall across the east side of the centre.
/// let mut map = HexMap::new(Hex::ORIGIN, 3, '.')?;
/// for h in [Hex::new(1, -1), Hex::new(1, 0), Hex::new(1, 1)] {
///     *map.get_hex_mut(h).unwrap() = '#';
/// }
/// let mut finder = PathFinder::with_min_step(1);
/// let cost = finder.find(&map, Hex::ORIGIN, Hex::new(2, 0), |_, to| {
///     (map.get_hex(to) != Some(&'#')).then_some(1)
/// });
/// assert_eq!(cost, Some(5)); // around the wall instead of 2 straight through
/// assert_eq!(finder.path().len(), 6);
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
///
/// On a wrap-around map the seam is one step, and free steps are free:
///
/// ```
/// use hexgrid::{Hex, PathFinder, WrapHexagon};
/// let world = WrapHexagon::new(3)?;
/// let mut finder = PathFinder::new();
/// // East corner to the far west: one step across the seam.
/// assert_eq!(finder.find(&world, Hex::new(3, 0), Hex::new(-3, 3), |_, _| Some(1)), Some(1));
/// assert_eq!(finder.path(), [Hex::new(3, 0), Hex::new(-3, 3)]);
/// // A road along r = 0 costs nothing, everything else 5.
/// let road = |a: Hex, b: Hex| Some(if a.r == 0 && b.r == 0 { 0 } else { 5 });
/// assert_eq!(finder.find(&world, Hex::new(-2, 0), Hex::new(2, 0), road), Some(0));
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct PathFinder {
    /// Best known cost per map index, valid where `stamp` equals `generation` (maps
    /// of at most `DENSE_CELLS` hexes).
    cost: Vec<u32>,
    parent: Vec<u32>,
    stamp: Vec<u32>,
    generation: u32,
    /// `(cost, parent)` of every hex looked at, on a larger map.
    sparse: BTreeMap<usize, (u32, usize)>,
    /// Whether this search keeps its costs in `sparse`.
    use_sparse: bool,
    /// `(estimate, cost so far, index)`, smallest estimate first.
    heap: BinaryHeap<Reverse<(u64, u32, usize)>>,
    path: Vec<Hex>,
    /// The promised cheapest step: the weight of the distance estimate.
    min_step: u32,
    /// The map indices of [`PathFinder::find_nearest`]'s goals, sorted, no repeats.
    goals: Vec<usize>,
    /// Their hexes, for the A* estimate when there are few enough of them.
    goal_hexes: Vec<Hex>,
}

impl PathFinder {
    /// The largest map whose scratch is one entry per hex (12 bytes each); a search
    /// on a larger map keeps only the hexes it looks at.
    pub const DENSE_CELLS: usize = 1 << 20;

    /// The most goals for which [`PathFinder::find_nearest`] adds the A* estimate
    /// (the distance to the nearest goal, one distance per goal at every hex it
    /// queues); with more it searches in order of cost alone, as [`PathFinder::new`].
    pub const NEAREST_ESTIMATE_GOALS: usize = 16;

    /// A path finder for any step costs, 0 included (Dijkstra).
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// A path finder for steps that all cost at least `min_step` (A* with the estimate
    /// `distance x min_step`); `with_min_step(0)` is [`PathFinder::new`].
    #[must_use]
    pub fn with_min_step(min_step: u32) -> Self {
        PathFinder {
            min_step,
            ..Self::default()
        }
    }

    /// The cost of a cheapest path from `start` to `goal` on `map`, or `None` when
    /// either stands for no map hex or no path exists. The path itself is then in
    /// [`PathFinder::path`], in canonical hexes. A hex is looked at again only when a
    /// strictly cheaper way to it is found, so it ends on every input.
    pub fn find<M: HexTopology + ?Sized>(
        &mut self,
        map: &M,
        start: Hex,
        goal: Hex,
        mut cost: impl FnMut(Hex, Hex) -> Option<u32>,
    ) -> Option<u32> {
        self.path.clear();
        let len = map.len();
        // A map of our own never answers an index past its length; one written by a
        // caller might, and is then treated as not holding that hex.
        let index = |h: Hex| map.cell_of(h).filter(|&i| i < len);
        let (s, g) = (index(start)?, index(goal)?);
        let target = map.coord_of(g)?;
        let weight = u64::from(self.min_step);
        let estimate = |h: Hex| u64::from(map.hex_distance(h, target)) * weight;
        self.search(map, s, |i| i == g, estimate, &mut cost)
            .map(|(_, total)| total)
    }

    /// The cheapest of several goals to reach from `start`, and its cost: `(goal,
    /// cost)` with `goal` the canonical hex reached, or `None` when `start` stands
    /// for no map hex, no goal does, or none can be reached. Goals that stand for no
    /// map hex are skipped, repeats count once, and `start` among them is reached
    /// at cost 0. The path to that goal is then in [`PathFinder::path`], as after
    /// [`find`](PathFinder::find), and costs exactly the total; when several goals
    /// are equally cheap the one returned is the first the search settles.
    ///
    /// One search for all the goals, cheapest first, so the answer is the
    /// cheapest with free steps too (a cost of 0). A finder made by
    /// [`with_min_step`](PathFinder::with_min_step) estimates by the distance to
    /// the nearest goal when there are at most [`PathFinder::NEAREST_ESTIMATE_GOALS`]
    /// of them, under the same promise as `find`. The goal list is kept between
    /// calls, so a finder allocates nothing once it has grown.
    ///
    /// ```
    /// use hexgrid::{Hex, HexMap, PathFinder};
    /// // Three wells; a river (cost 4 to wade into) runs along q = 1.
    /// let map = HexMap::new(Hex::ORIGIN, 4, ())?;
    /// let wells = [Hex::new(2, 0), Hex::new(-3, 0), Hex::new(0, 4)];
    /// let wade = |_: Hex, to: Hex| Some(if to.q == 1 { 4 } else { 1 });
    /// let mut finder = PathFinder::new();
    /// let (well, cost) = finder.find_nearest(&map, Hex::ORIGIN, wells, wade).unwrap();
    /// assert_eq!((well, cost), (Hex::new(-3, 0), 3)); // the nearest, (2, 0), costs 5
    /// assert_eq!(finder.path().len(), 4);
    /// assert_eq!(finder.path().last(), Some(&well));
    /// # Ok::<(), hexgrid::HexGridError>(())
    /// ```
    pub fn find_nearest<M: HexTopology + ?Sized>(
        &mut self,
        map: &M,
        start: Hex,
        goals: impl IntoIterator<Item = Hex>,
        mut cost: impl FnMut(Hex, Hex) -> Option<u32>,
    ) -> Option<(Hex, u32)> {
        self.path.clear();
        let len = map.len();
        let index = |h: Hex| map.cell_of(h).filter(|&i| i < len);
        let s = index(start)?;
        // Kept out of `self` while the search borrows it, and put back after.
        let mut wanted = core::mem::take(&mut self.goals);
        let mut near = core::mem::take(&mut self.goal_hexes);
        wanted.clear();
        near.clear();
        wanted.extend(goals.into_iter().filter_map(index));
        wanted.sort_unstable();
        wanted.dedup();
        let weighted = self.min_step > 0 && wanted.len() <= Self::NEAREST_ESTIMATE_GOALS;
        if weighted {
            near.extend(wanted.iter().filter_map(|&i| map.coord_of(i)));
        }
        let weight = u64::from(self.min_step);
        let estimate = |h: Hex| {
            near.iter()
                .map(|&g| u64::from(map.hex_distance(h, g)) * weight)
                .min()
                .unwrap_or(0)
        };
        let found = if wanted.is_empty() {
            None
        } else {
            let is_goal = |i: usize| wanted.binary_search(&i).is_ok();
            self.search(map, s, is_goal, estimate, &mut cost)
        };
        self.goals = wanted;
        self.goal_hexes = near;
        let (g, total) = found?;
        Some((map.coord_of(g)?, total))
    }

    /// The search behind [`find`](PathFinder::find) and
    /// [`find_nearest`](PathFinder::find_nearest): from map index `s` until the
    /// first index where `is_goal` holds is settled, queued by cost plus
    /// `estimate`. Answers that index and its cost, with the path traced.
    fn search<M: HexTopology + ?Sized>(
        &mut self,
        map: &M,
        s: usize,
        is_goal: impl Fn(usize) -> bool,
        estimate: impl Fn(Hex) -> u64,
        cost: &mut impl FnMut(Hex, Hex) -> Option<u32>,
    ) -> Option<(usize, u32)> {
        let len = map.len();
        let index = |h: Hex| map.cell_of(h).filter(|&i| i < len);
        self.reset(len);
        self.visit(s, 0, s);
        self.heap.push(Reverse((estimate(map.coord_of(s)?), 0, s)));
        while let Some(Reverse((_, so_far, i))) = self.heap.pop() {
            if self.cost_of(i).is_some_and(|best| so_far > best) {
                continue; // A stale entry: a cheaper way here was found later.
            }
            if is_goal(i) {
                self.trace(map, s, i);
                return Some((i, so_far));
            }
            let here = map.coord_of(i)?;
            for d in Direction::ALL {
                // A map hex lies in the exact domain, so its neighbour is exact.
                let step_to = here.neighbor(d);
                let (Some(j), Some(next)) = (index(step_to), map.canonical(step_to)) else {
                    continue;
                };
                let Some(c) = cost(here, next).and_then(|step| so_far.checked_add(step)) else {
                    continue;
                };
                if self.cost_of(j).is_none_or(|best| c < best) {
                    self.visit(j, c, i);
                    self.heap
                        .push(Reverse((u64::from(c) + estimate(next), c, j)));
                }
            }
        }
        None
    }

    /// The hexes of the last path found, `start` to `goal` (canonical; empty when none
    /// was).
    #[must_use]
    pub fn path(&self) -> &[Hex] {
        &self.path
    }

    /// Readies the scratch for a search on a map of `len` hexes: the per-hex arrays
    /// (grown, never shrunk, so a finder kept across maps of any sizes reallocates
    /// only for a larger one) up to `DENSE_CELLS` hexes when the allocator grants
    /// them, the map of hexes looked at otherwise.
    fn reset(&mut self, len: usize) {
        self.heap.clear();
        self.sparse.clear();
        self.use_sparse = len > Self::DENSE_CELLS || !self.grow(len);
        if self.use_sparse {
            return;
        }
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // After 2^32 calls the stamps could collide: start them over.
            self.stamp.fill(0);
            self.generation = 1;
        }
    }

    /// Grows the per-hex arrays to `len` entries; `false` when refused.
    fn grow(&mut self, len: usize) -> bool {
        let more = len.saturating_sub(self.stamp.len());
        if more == 0 {
            return true;
        }
        if self.cost.try_reserve(more).is_err()
            || self.parent.try_reserve(more).is_err()
            || self.stamp.try_reserve(more).is_err()
        {
            return false;
        }
        // New stamps are 0, below every generation in use.
        self.cost.resize(len, 0);
        self.parent.resize(len, 0);
        self.stamp.resize(len, 0);
        true
    }

    /// The best cost found so far to map index `i`, if it was looked at.
    fn cost_of(&self, i: usize) -> Option<u32> {
        if self.use_sparse {
            self.sparse.get(&i).map(|&(c, _)| c)
        } else {
            (self.stamp[i] == self.generation).then(|| self.cost[i])
        }
    }

    /// The hex the cheapest way to `i` found comes from.
    fn parent_of(&self, i: usize) -> usize {
        if self.use_sparse {
            self.sparse.get(&i).map_or(i, |&(_, p)| p)
        } else {
            self.parent[i] as usize
        }
    }

    fn visit(&mut self, i: usize, cost: u32, parent: usize) {
        if self.use_sparse {
            self.sparse.insert(i, (cost, parent));
        } else {
            self.cost[i] = cost;
            // Fits: a dense map has at most DENSE_CELLS hexes.
            self.parent[i] = parent as u32;
            self.stamp[i] = self.generation;
        }
    }

    fn trace<M: HexTopology + ?Sized>(&mut self, map: &M, start: usize, goal: usize) {
        let mut i = goal;
        // At most one hex per map index: a loop in the parents (an inconsistent map
        // written by a caller) cannot run forever.
        for _ in 0..map.len() {
            let Some(h) = map.coord_of(i) else { break };
            self.path.push(h);
            if i == start {
                break;
            }
            i = self.parent_of(i);
        }
        self.path.reverse();
    }
}
