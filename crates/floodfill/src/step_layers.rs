//! Owned, reusable BFS distance layers: the lean walk for callers that keep the
//! step map and step list themselves (maze distance maps recomputed every move).

use alloc::vec::Vec;

use crate::distance::{PathDown, StepMap};
use crate::layer_list::LayerList;
use crate::{FloodError, Shape, Topology};

/// Breadth-first distances from a set of seeds over every cell of a topology, kept
/// in owned buffers that a later [`compute`](StepLayers::compute) reuses: the step
/// map (distance per cell) and the step list (cells grouped by distance).
///
/// It gives the same distances, order and layers as
/// [`Filler::distances_within`](crate::Filler::distances_within) with every cell
/// passable, by a leaner walk: the distance array itself (all
/// [`StepLayers::UNREACHED`] at the start) is the visited set, and the queue is the
/// breadth-first order that is also the step list. Each cell costs one neighbour
/// callback and one load and store per neighbour, with nothing to copy out
/// afterwards. Use it when every cell is passable (a maze, whose topology already
/// follows the passages); use [`Filler`](crate::Filler) to test passability per cell.
///
/// ```
/// use floodfill::{Connectivity, SquareGrid, StepLayers};
///
/// let grid = SquareGrid::new(3, 3, Connectivity::Four).unwrap();
/// let mut steps = StepLayers::new();
/// steps.compute(&grid, [0], None).unwrap();
/// assert_eq!(steps.distance(8), Some(4));
/// assert_eq!(steps.layer(1), [3, 1]);
/// assert_eq!(steps.farthest(), [8]);
/// // Recomputing reuses the buffers; `max` stops the walk after that many steps.
/// steps.compute(&grid, [4], Some(1)).unwrap();
/// assert_eq!((steps.reached(), steps.distance(0)), (5, None));
/// ```
#[derive(Debug, Clone, Default)]
pub struct StepLayers {
    /// Distance per cell, `UNREACHED` where not reached; doubles as the visited set.
    dist: Vec<u32>,
    /// Reached cells in breadth-first order (the queue of the walk).
    order: Vec<u32>,
    /// Layer d is `order[starts[d]..starts[d + 1]]`.
    starts: Vec<u32>,
}

impl StepLayers {
    /// The step-map value of a cell that was not reached.
    pub const UNREACHED: u32 = u32::MAX;

    /// Empty layers; call [`compute`](StepLayers::compute).
    #[must_use]
    pub fn new() -> Self {
        StepLayers::default()
    }

    /// Recomputes the layers: breadth-first distances from every cell of `seeds`
    /// (all at distance 0; repeats ignored), stopping after `max` steps when given.
    /// Neighbour indices `>= topo.len()` are ignored. Allocates nothing once the
    /// buffers have grown to the topology's size.
    ///
    /// A topology that reports itself as a [`SideGrid`](crate::SideGrid) (a maze)
    /// takes [`compute_sides`](StepLayers::compute_sides), the faster walk over its
    /// side bits, with the same result.
    ///
    /// # Errors
    /// [`FloodError::SeedOutOfRange`] for a seed `>= topo.len()`;
    /// [`FloodError::TooManyCells`] if the topology exceeds [`crate::MAX_CELLS`].
    /// After an error the layers are empty (nothing reached).
    pub fn compute<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        seeds: impl IntoIterator<Item = usize>,
        max: Option<u32>,
    ) -> Result<(), FloodError> {
        match topo.shape() {
            Some(Shape::Sides { width, sides }) => match crate::SideGrid::new(width, sides) {
                Ok(grid) => self.compute_sides(grid, seeds, max),
                Err(_) => self.compute_general(topo, seeds, max),
            },
            _ => self.compute_general(topo, seeds, max),
        }
    }

    /// As [`compute`](StepLayers::compute), always through
    /// [`Topology::for_each_neighbor`]: the walk the fast forms fall back on and
    /// are tested against (it never consults the optimisation hooks).
    pub(crate) fn compute_general<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        seeds: impl IntoIterator<Item = usize>,
        max: Option<u32>,
    ) -> Result<(), FloodError> {
        let result = self.walk(topo, seeds, max);
        if result.is_err() {
            self.clear();
        }
        result
    }

    /// Empties the layers (nothing reached), keeping the buffers.
    pub(crate) fn clear(&mut self) {
        self.dist.clear();
        self.order.clear();
        self.starts.clear();
        self.starts.push(0);
    }

    /// The buffers, reset for a walk over `len` cells: every distance unreached and
    /// layer 0 starting at 0. The queue keeps its old contents (the walk over side
    /// bits overwrites it by index; the general walk clears it).
    pub(crate) fn buffers(&mut self, len: usize) -> (&mut Vec<u32>, &mut Vec<u32>, &mut Vec<u32>) {
        // Resize, then fill: a fill with all-ones words is a plain memset.
        self.dist.resize(len, Self::UNREACHED);
        self.dist.fill(Self::UNREACHED);
        self.starts.clear();
        self.starts.push(0);
        (&mut self.dist, &mut self.order, &mut self.starts)
    }

    /// As [`buffers`](StepLayers::buffers), but the distances are left as they
    /// are (only sized to `len`): for a walk that writes every one of them.
    pub(crate) fn buffers_unfilled(
        &mut self,
        len: usize,
    ) -> (&mut Vec<u32>, &mut Vec<u32>, &mut Vec<u32>) {
        self.dist.resize(len, Self::UNREACHED);
        self.starts.clear();
        self.starts.push(0);
        (&mut self.dist, &mut self.order, &mut self.starts)
    }

    fn walk<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        seeds: impl IntoIterator<Item = usize>,
        max: Option<u32>,
    ) -> Result<(), FloodError> {
        let len = topo.len();
        if len > crate::MAX_CELLS {
            return Err(FloodError::TooManyCells { len });
        }
        let (dist, order, starts) = self.buffers(len);
        order.clear();
        // Every cell enters the queue at most once: pushes never reallocate.
        order.reserve(len);
        for seed in seeds {
            let slot = dist
                .get_mut(seed)
                .ok_or(FloodError::SeedOutOfRange { seed, len })?;
            if *slot == Self::UNREACHED {
                *slot = 0;
                order.push(seed as u32);
            }
        }
        // Expanding layer d (order[begin..end]) appends layer d + 1 behind it.
        let (mut begin, mut d) = (0usize, 0u32);
        loop {
            let end = order.len();
            if end == begin {
                break;
            }
            starts.push(end as u32);
            if max == Some(d) {
                break;
            }
            let next = d + 1;
            for i in begin..end {
                let cell = order[i] as usize;
                topo.for_each_neighbor(cell, |n| {
                    if let Some(slot) = dist.get_mut(n)
                        && *slot == Self::UNREACHED
                    {
                        *slot = next;
                        order.push(n as u32);
                    }
                });
            }
            begin = end;
            d = next;
        }
        Ok(())
    }

    /// The step list, for the layer questions.
    fn list(&self) -> LayerList<'_> {
        LayerList {
            order: &self.order,
            starts: &self.starts,
        }
    }

    /// Steps from the nearest seed to `cell`, or `None` when it was not reached.
    #[must_use]
    pub fn distance(&self, cell: usize) -> Option<u32> {
        self.dist
            .get(cell)
            .copied()
            .filter(|&d| d != Self::UNREACHED)
    }

    /// The step map: distance per cell, [`StepLayers::UNREACHED`] where not reached.
    #[must_use]
    pub fn step_map(&self) -> &[u32] {
        &self.dist
    }

    /// Number of layers: the greatest distance plus one, or 0 when nothing was reached.
    #[must_use]
    pub fn layer_count(&self) -> usize {
        self.list().layer_count()
    }

    /// The cells at exactly `d` steps (empty beyond the last layer).
    #[must_use]
    pub fn layer(&self, d: usize) -> &[u32] {
        self.list().layer(d)
    }

    /// The layers, nearest first.
    pub fn layers(&self) -> impl ExactSizeIterator<Item = &[u32]> + '_ {
        self.list().layers()
    }

    /// The cells farthest from the seeds (the last layer).
    #[must_use]
    pub fn farthest(&self) -> &[u32] {
        self.list().farthest()
    }

    /// The greatest distance reached, or `None` when nothing was reached.
    #[must_use]
    pub fn max_distance(&self) -> Option<u32> {
        self.list().max_distance()
    }

    /// Number of cells reached.
    #[must_use]
    pub fn reached(&self) -> usize {
        self.order.len()
    }

    /// Every reached cell in breadth-first order (so by non-decreasing distance).
    #[must_use]
    pub fn order(&self) -> &[u32] {
        &self.order
    }

    /// Reached cells at `min` steps or more, nearest first.
    #[must_use]
    pub fn at_least(&self, min: u32) -> &[u32] {
        self.list().at_least(min)
    }

    /// A shortest path from `target` back to a seed, walking distances down one step
    /// at a time (`target` first, the seed last). Empty if `target` was not reached.
    /// `topo` must be the topology the layers were computed on.
    pub fn path_from<'s, 't, T: Topology + ?Sized>(
        &'s self,
        topo: &'t T,
        target: usize,
    ) -> PathDown<'s, 't, Self, T> {
        PathDown::new(self, topo, target)
    }
}

impl StepMap for StepLayers {
    fn step(&self, cell: usize) -> Option<u32> {
        self.distance(cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{AdjacencyList, Connectivity, Filler, FnGraph, HexGrid, SquareGrid};
    use alloc::vec::Vec;
    use proptest::prelude::*;

    /// The layers must match `Filler::distances_within` with every cell passable:
    /// same distances, same order, same layer boundaries.
    fn assert_same_as_filler<T: Topology + ?Sized>(topo: &T, seeds: &[usize], max: Option<u32>) {
        let mut filler = Filler::new();
        let want = filler
            .distances_within(topo, seeds.iter().copied(), |_| true, max)
            .unwrap();
        let mut got = StepLayers::new();
        got.compute(topo, seeds.iter().copied(), max).unwrap();
        assert_eq!(got.order(), want.order());
        assert_eq!(got.layer_count(), want.layer_count());
        assert!(got.layers().eq(want.layers()));
        for c in 0..topo.len() {
            assert_eq!(got.distance(c), want.distance(c), "cell {c}");
        }
        assert_eq!(got.max_distance(), want.max_distance());
        assert_eq!(got.farthest(), want.farthest());
    }

    #[test]
    fn bad_seeds_are_errors_and_leave_nothing_reached() {
        let grid = SquareGrid::new(3, 3, Connectivity::Four).unwrap();
        let mut steps = StepLayers::new();
        steps.compute(&grid, [0], None).unwrap();
        assert_eq!(
            steps.compute(&grid, [4, 9], None),
            Err(FloodError::SeedOutOfRange { seed: 9, len: 9 })
        );
        assert_eq!((steps.reached(), steps.layer_count()), (0, 0));
        assert_eq!((steps.distance(4), steps.max_distance()), (None, None));
        assert!(steps.farthest().is_empty() && steps.at_least(0).is_empty());
    }

    #[test]
    fn no_seeds_reach_nothing_and_budget_zero_keeps_the_seeds() {
        let grid = SquareGrid::new(4, 2, Connectivity::Eight).unwrap();
        let mut steps = StepLayers::new();
        steps.compute(&grid, [], None).unwrap();
        assert_eq!((steps.reached(), steps.max_distance()), (0, None));
        steps.compute(&grid, [5, 5, 2], Some(0)).unwrap();
        assert_eq!(steps.order(), [5, 2]);
        assert_eq!(steps.at_least(1), [] as [u32; 0]);
    }

    #[test]
    fn out_of_range_neighbours_are_ignored() {
        // Each cell points at the next one and at a cell that does not exist.
        let graph = FnGraph::new(5, |c: usize| [c + 1, c + 100], 2);
        let mut steps = StepLayers::new();
        steps.compute(&graph, [0], None).unwrap();
        assert_eq!(steps.max_distance(), Some(4));
        assert_same_as_filler(&graph, &[0], None);
    }

    #[test]
    fn paths_walk_down_to_a_seed() {
        let grid = SquareGrid::new(5, 4, Connectivity::Four).unwrap();
        let mut steps = StepLayers::new();
        steps.compute(&grid, [0, 19], None).unwrap();
        let path: Vec<usize> = steps.path_from(&grid, 9).collect();
        assert_eq!(path.len() as u32, steps.distance(9).unwrap() + 1);
        assert!(matches!(path.last(), Some(0 | 19)));
    }

    #[test]
    fn directed_edges_and_hex_boards_match_the_filler() {
        let graph = AdjacencyList::directed(6, [(0, 1), (1, 2), (2, 0), (3, 4), (5, 3)]).unwrap();
        assert_same_as_filler(&graph, &[0, 5], None);
        let hex = HexGrid::new(9, 7, hexgrid::OffsetLayout::OddR).unwrap();
        assert_same_as_filler(&hex, &[0, 30], None);
        assert_same_as_filler(&hex, &[62], Some(3));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Random walls on a square grid (as a graph that drops walled cells), random
        /// seeds (walled ones included) and budgets: the same result as the filler.
        #[test]
        fn matches_the_filler_on_random_boards(
            w in 1usize..40,
            h in 1usize..40,
            eight in any::<bool>(),
            wall_bits in proptest::collection::vec(any::<bool>(), 1600),
            seeds in proptest::collection::vec(0usize..1600, 0..4),
            max in proptest::option::of(0u32..30),
        ) {
            let conn = if eight { Connectivity::Eight } else { Connectivity::Four };
            let grid = SquareGrid::new(w, h, conn).unwrap();
            let len = w * h;
            let open = |c: usize| !wall_bits[c];
            let graph = FnGraph::new(
                len,
                |c: usize| {
                    let mut out = Vec::new();
                    if open(c) {
                        grid.for_each_neighbor(c, |n| if open(n) { out.push(n) });
                    }
                    out
                },
                8,
            );
            let seeds: Vec<usize> = seeds.into_iter().map(|s| s % len).collect();
            assert_same_as_filler(&graph, &seeds, max);
        }
    }
}
