//! `DistanceLayers`: breadth-first distances as a step map and a step list, in owned
//! buffers that every recomputation reuses.

use alloc::vec::Vec;

use crate::{FloodError, Topology};

/// Breadth-first distances from a set of seeds: the step map (distance per cell) and
/// the step list (reached cells grouped by distance, nearest first), the "potential
/// method" a game uses to put a goal at the farthest cell, keep enemies a few steps
/// from the player or walk a shortest path back.
///
/// This is the one distance type of the workspace: [`Filler::distances`](crate::Filler::distances)
/// returns it (with a passability test per cell), an owned
/// one is recomputed in place by [`compute`](DistanceLayers::compute) (every cell
/// passable: a maze, whose topology already follows the passages), and maze-gen's
/// `DistanceMap` dereferences to it. The distance array (all
/// [`DistanceLayers::UNREACHED`] at the start) is the walk's visited set and the
/// queue is the step list, so nothing is copied out afterwards.
///
/// Cells come out as they go in, as `usize`: the cell lists (`layer`, `farthest`,
/// `order`, `at_least`) are iterators that know their length.
///
/// ```
/// use floodfill::{Connectivity, DistanceLayers, SquareGrid};
///
/// let grid = SquareGrid::new(3, 3, Connectivity::Four).unwrap();
/// let mut steps = DistanceLayers::new();
/// steps.compute(&grid, [0], None).unwrap();
/// assert_eq!(steps.distance(8), Some(4));
/// assert!(steps.layer(1).eq([3, 1]));
/// assert_eq!(steps.farthest().collect::<Vec<_>>(), [8]);
/// // Recomputing reuses the buffers; `max` stops the walk after that many steps.
/// steps.compute(&grid, [4], Some(1)).unwrap();
/// assert_eq!((steps.reached(), steps.distance(0)), (5, None));
/// ```
#[derive(Debug, Clone, Default)]
pub struct DistanceLayers {
    /// Distance per cell, `UNREACHED` where not reached; doubles as the visited set.
    dist: Vec<u32>,
    /// Reached cells in breadth-first order (the queue of the walk).
    order: Vec<u32>,
    /// Layer d is `order[starts[d]..starts[d + 1]]`.
    starts: Vec<u32>,
}

/// The distance array, the queue (the step list) and the layer starts of a walk.
pub(crate) type Buffers<'a> = (&'a mut Vec<u32>, &'a mut Vec<u32>, &'a mut Vec<u32>);

impl DistanceLayers {
    /// The step-map value of a cell that was not reached.
    pub const UNREACHED: u32 = u32::MAX;

    /// Empty layers; call [`compute`](DistanceLayers::compute).
    #[must_use]
    pub fn new() -> Self {
        DistanceLayers::default()
    }

    /// Recomputes the layers: breadth-first distances from every cell of `seeds`
    /// (all at distance 0; repeats ignored) over every cell, stopping after `max`
    /// steps when given. Neighbour indices `>= topo.len()` are ignored. Allocates
    /// nothing once the buffers have grown to the topology's size.
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
        self.compute_where(topo, seeds, |_| true, max)
    }

    /// The walk with a passability test: only cells where `passable` holds are
    /// reached (seeds included). After an error the layers are empty.
    pub(crate) fn compute_where<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        seeds: impl IntoIterator<Item = usize>,
        passable: impl FnMut(usize) -> bool,
        max: Option<u32>,
    ) -> Result<(), FloodError> {
        let result = self.walk(topo, seeds, passable, max);
        if result.is_err() {
            self.clear();
        }
        result
    }

    /// Whether the layer starts run from 0 to the step list's end, and the step
    /// list holds at most `len` cells. (Starts that go down make some layers
    /// empty, not a panic: every accessor is total. They are not scanned, which
    /// would cost a pass over every layer.)
    pub(crate) fn check_bounds(&self, len: usize) -> Result<(), FloodError> {
        let (order, starts) = (self.order.len(), &self.starts);
        let last = starts.last().map_or(0, |&s| s as usize);
        if starts.first() == Some(&0) && last == order && order <= len {
            Ok(())
        } else {
            Err(FloodError::SizeMismatch {
                expected: order,
                found: last,
            })
        }
    }

    /// Empties the layers (nothing reached), keeping the buffers.
    pub(crate) fn clear(&mut self) {
        self.dist.clear();
        self.order.clear();
        self.starts.clear();
        self.starts.push(0);
    }

    /// The buffers, reset for a walk over `len` cells: every distance unreached and
    /// layer 0 starting at 0. The queue keeps its old contents (a recorded walk may
    /// overwrite it by index; the general walk clears it).
    pub(crate) fn buffers(&mut self, len: usize) -> Result<Buffers<'_>, FloodError> {
        let buffers = self.buffers_unfilled(len)?;
        // A fill with all-ones words is a plain memset.
        buffers.0.fill(Self::UNREACHED);
        Ok(buffers)
    }

    /// As [`buffers`](DistanceLayers::buffers), but the distances are left as they
    /// are (only sized to `len`): for a walk that writes every one of them.
    pub(crate) fn buffers_unfilled(&mut self, len: usize) -> Result<Buffers<'_>, FloodError> {
        if len > crate::MAX_CELLS {
            return Err(FloodError::TooManyCells { len });
        }
        // Room for every cell in the queue too: pushes never reallocate.
        crate::error::reserve_total(&mut self.dist, len)?;
        crate::error::reserve_total(&mut self.order, len)?;
        self.dist.resize(len, Self::UNREACHED);
        self.starts.clear();
        self.starts.push(0);
        Ok((&mut self.dist, &mut self.order, &mut self.starts))
    }

    fn walk<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        seeds: impl IntoIterator<Item = usize>,
        mut passable: impl FnMut(usize) -> bool,
        max: Option<u32>,
    ) -> Result<(), FloodError> {
        let len = topo.len();
        let (dist, order, starts) = self.buffers(len)?;
        order.clear();
        for seed in seeds {
            let slot = dist
                .get_mut(seed)
                .ok_or(FloodError::SeedOutOfRange { seed, len })?;
            if *slot == Self::UNREACHED && passable(seed) {
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
                        && passable(n)
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

    /// Steps from the nearest seed to `cell`, or `None` when it was not reached.
    #[must_use]
    pub fn distance(&self, cell: usize) -> Option<u32> {
        self.dist
            .get(cell)
            .copied()
            .filter(|&d| d != Self::UNREACHED)
    }

    /// The step map: distance per cell, [`DistanceLayers::UNREACHED`] where not reached.
    #[must_use]
    pub fn step_map(&self) -> &[u32] {
        &self.dist
    }

    /// Number of layers: the greatest distance plus one, 0 when nothing was reached.
    fn layers_len(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    /// The cells at exactly `d` steps (empty beyond the last layer, for any `d`).
    pub fn layer(
        &self,
        d: usize,
    ) -> impl ExactSizeIterator<Item = usize> + DoubleEndedIterator + Clone + '_ {
        cells(self.layer_slice(d))
    }

    /// Layer `d` as stored.
    fn layer_slice(&self, d: usize) -> &[u32] {
        let bounds = d
            .checked_add(1)
            .and_then(|next| Some((*self.starts.get(d)?, *self.starts.get(next)?)));
        bounds
            .and_then(|(a, b)| self.order.get(a as usize..b as usize))
            .unwrap_or(&[])
    }

    /// The layers, nearest first, each as its cells.
    pub fn layers(
        &self,
    ) -> impl ExactSizeIterator<
        Item = impl ExactSizeIterator<Item = usize> + DoubleEndedIterator + Clone + '_,
    > + '_ {
        (0..self.layers_len()).map(|d| self.layer(d))
    }

    /// The cells farthest from the seeds (the last layer).
    pub fn farthest(
        &self,
    ) -> impl ExactSizeIterator<Item = usize> + DoubleEndedIterator + Clone + '_ {
        self.layer(self.layers_len().saturating_sub(1))
    }

    /// The greatest distance reached, or `None` when nothing was reached.
    #[must_use]
    pub fn max_distance(&self) -> Option<u32> {
        self.layers_len()
            .checked_sub(1)
            .map(|d| u32::try_from(d).unwrap_or(u32::MAX))
    }

    /// Number of cells reached.
    #[must_use]
    pub fn reached(&self) -> usize {
        self.order.len()
    }

    /// Every reached cell in breadth-first order (so by non-decreasing distance).
    pub fn order(&self) -> impl ExactSizeIterator<Item = usize> + DoubleEndedIterator + Clone + '_ {
        cells(&self.order)
    }

    /// Reached cells at `min` steps or more, nearest first: where enemies may start,
    /// away from the player.
    pub fn at_least(
        &self,
        min: u32,
    ) -> impl ExactSizeIterator<Item = usize> + DoubleEndedIterator + Clone + '_ {
        let from = usize::try_from(min)
            .ok()
            .and_then(|d| self.starts.get(d))
            .map_or(self.order.len(), |&s| s as usize);
        cells(self.order.get(from..).unwrap_or(&[]))
    }
}

/// Stored cells (`u32`, half the memory) as `usize`, the type cells go in as.
fn cells(
    stored: &[u32],
) -> impl ExactSizeIterator<Item = usize> + DoubleEndedIterator + Clone + '_ {
    stored.iter().map(|&c| c as usize)
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
        let mut got = DistanceLayers::new();
        got.compute(topo, seeds.iter().copied(), max).unwrap();
        assert!(got.order().eq(want.order()));
        assert_eq!(got.layers().len(), want.layers().len());
        assert!(
            got.layers()
                .map(Vec::from_iter)
                .eq(want.layers().map(Vec::<usize>::from_iter))
        );
        for c in 0..topo.len() {
            assert_eq!(got.distance(c), want.distance(c), "cell {c}");
        }
        assert_eq!(got.max_distance(), want.max_distance());
        assert!(got.farthest().eq(want.farthest()));
    }

    #[test]
    fn bad_seeds_are_errors_and_leave_nothing_reached() {
        let grid = SquareGrid::new(3, 3, Connectivity::Four).unwrap();
        let mut steps = DistanceLayers::new();
        steps.compute(&grid, [0], None).unwrap();
        assert_eq!(
            steps.compute(&grid, [4, 9], None),
            Err(FloodError::SeedOutOfRange { seed: 9, len: 9 })
        );
        assert_eq!((steps.reached(), steps.layers().len()), (0, 0));
        assert_eq!((steps.distance(4), steps.max_distance()), (None, None));
        assert!(steps.farthest().len() == 0 && steps.at_least(0).len() == 0);
    }

    #[test]
    fn no_seeds_reach_nothing_and_budget_zero_keeps_the_seeds() {
        let grid = SquareGrid::new(4, 2, Connectivity::Eight).unwrap();
        let mut steps = DistanceLayers::new();
        steps.compute(&grid, [], None).unwrap();
        assert_eq!((steps.reached(), steps.max_distance()), (0, None));
        steps.compute(&grid, [5, 5, 2], Some(0)).unwrap();
        assert!(steps.order().eq([5, 2]));
        assert_eq!(steps.at_least(1).len(), 0);
    }

    #[test]
    fn out_of_range_neighbours_are_ignored() {
        // Each cell points at the next one and at a cell that does not exist.
        let graph = FnGraph::new(5, |c: usize| [c + 1, c + 100], 2);
        let mut steps = DistanceLayers::new();
        steps.compute(&graph, [0], None).unwrap();
        assert_eq!(steps.max_distance(), Some(4));
        assert_same_as_filler(&graph, &[0], None);
    }

    #[test]
    fn paths_run_from_a_seed_to_the_goal() {
        let grid = SquareGrid::new(5, 4, Connectivity::Four).unwrap();
        let mut steps = DistanceLayers::new();
        steps.compute(&grid, [0, 19], None).unwrap();
        let path: Vec<usize> = steps.path_to(&grid, 9).unwrap().collect();
        assert_eq!(path.len() as u32, steps.distance(9).unwrap() + 1);
        assert!(matches!(path.first(), Some(0 | 19)));
        assert_eq!(path.last(), Some(&9));
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
