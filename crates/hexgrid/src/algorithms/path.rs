//! A* shortest paths on any hex store.

use alloc::collections::BinaryHeap;
use alloc::vec::Vec;
use core::cmp::Reverse;

use crate::{Hex, HexStore};

/// A* shortest paths between two hexes of any [`HexStore`], with the cost of each step
/// given by a closure. Reusable: its scratch arrays (one entry per hex of the store)
/// are kept between calls.
///
/// `cost(from, to)` is the price of stepping from `from` to its neighbour `to` (both in
/// the store), or `None` when the step is not allowed (a wall, deep water, a closed
/// door). Each step costs at least 1: a closure answering `Some(0)` is counted as 1,
/// which keeps the hex distance an exact lower bound, so the path found is a cheapest
/// one.
///
/// ```
/// use hexgrid::{Hex, HexMap, HexStore, PathFinder};
/// // A radius-3 map with a wall across the east side of the centre.
/// let mut map = HexMap::new(Hex::ORIGIN, 3, '.')?;
/// for h in [Hex::new(1, -1), Hex::new(1, 0), Hex::new(1, 1)] {
///     *map.get_hex_mut(h).unwrap() = '#';
/// }
/// let mut finder = PathFinder::new();
/// let cost = finder.find(&map, Hex::ORIGIN, Hex::new(2, 0), |_, to| {
///     (map.get_hex(to) != Some(&'#')).then_some(1)
/// });
/// assert_eq!(cost, Some(5)); // around the wall instead of 2 straight through
/// assert_eq!(finder.path().len(), 6);
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct PathFinder {
    /// Best known cost per store index, valid where `stamp` equals `generation`.
    cost: Vec<u64>,
    parent: Vec<u32>,
    stamp: Vec<u32>,
    generation: u32,
    /// `(estimate, cost so far, index)`, smallest estimate first.
    heap: BinaryHeap<Reverse<(u64, u64, u32)>>,
    path: Vec<Hex>,
}

impl PathFinder {
    /// An empty path finder.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// The cost of a cheapest path from `start` to `goal` within `store`, or `None`
    /// when either is not in the store or no path exists. The path itself is then in
    /// [`PathFinder::path`]. Visits each hex of the store at most once, so it ends on
    /// every input.
    pub fn find<S: HexStore + ?Sized>(
        &mut self,
        store: &S,
        start: Hex,
        goal: Hex,
        mut cost: impl FnMut(Hex, Hex) -> Option<u32>,
    ) -> Option<u64> {
        self.path.clear();
        let len = store.len();
        // A store of our own never answers an index past its length; one written by a
        // caller might, and is then treated as not holding that hex.
        let index = |h: Hex| store.hex_index(h).filter(|&i| i < len);
        let (s, g) = (index(start)?, index(goal)?);
        // Indices are stored as u32; a store past that is beyond OffsetGrid::MAX_CELLS.
        u32::try_from(len).ok()?;
        self.reset(len);
        self.visit(s, 0, s);
        self.heap
            .push(Reverse((u64::from(start.distance(goal)), 0, s as u32)));
        while let Some(Reverse((_, so_far, i))) = self.heap.pop() {
            let i = i as usize;
            if so_far > self.cost[i] {
                continue; // A stale entry: a cheaper way here was found later.
            }
            if i == g {
                self.trace(store, s, g);
                return Some(so_far);
            }
            let here = store.index_hex(i)?;
            for next in here.neighbors() {
                let Some(j) = index(next) else {
                    continue;
                };
                let Some(step) = cost(here, next) else {
                    continue;
                };
                let c = so_far + u64::from(step.max(1));
                if self.stamp[j] != self.generation || c < self.cost[j] {
                    self.visit(j, c, i);
                    let estimate = c + u64::from(next.distance(goal));
                    self.heap.push(Reverse((estimate, c, j as u32)));
                }
            }
        }
        None
    }

    /// The hexes of the last path found, `start` to `goal` (empty when none was).
    #[must_use]
    pub fn path(&self) -> &[Hex] {
        &self.path
    }

    fn reset(&mut self, len: usize) {
        if self.stamp.len() != len {
            self.cost = alloc::vec![0; len];
            self.parent = alloc::vec![0; len];
            self.stamp = alloc::vec![0; len];
            self.generation = 0;
        }
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // After 2^32 calls the stamps could collide: start them over.
            self.stamp.fill(0);
            self.generation = 1;
        }
        self.heap.clear();
    }

    fn visit(&mut self, i: usize, cost: u64, parent: usize) {
        self.cost[i] = cost;
        self.parent[i] = parent as u32;
        self.stamp[i] = self.generation;
    }

    fn trace<S: HexStore + ?Sized>(&mut self, store: &S, start: usize, goal: usize) {
        let mut i = goal;
        while let Some(h) = store.index_hex(i) {
            self.path.push(h);
            if i == start {
                break;
            }
            i = self.parent[i] as usize;
        }
        self.path.reverse();
    }
}
