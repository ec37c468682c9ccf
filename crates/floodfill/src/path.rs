//! `Path`: a path walked back from its goal, start first.

use core::iter::FusedIterator;

use smallvec::SmallVec;

use crate::{DistanceLayers, MAX_CELLS, Topology};

/// Cells a path holds without allocating.
const INLINE: usize = 32;

/// A shortest path, start first and goal last, as every path of the workspace
/// comes out: an iterator of `usize` cells that knows its length and runs backwards
/// as well (`.rev()` for goal first). [`DistanceLayers::path_to`] makes one, as do
/// tactics-range's `Reach::path_to` (the same type) and maze-gen's
/// `DistanceMap::path_to`; a search of your own makes one with [`Path::walk_back`].
/// Paths of up to 32 cells are held without allocating.
#[derive(Debug, Clone)]
pub struct Path {
    /// The cells from the goal back to the start; iterated from the back.
    cells: smallvec::IntoIter<[u32; INLINE]>,
}

impl Path {
    /// The path a search's parent links give: from `goal`, follow `parent` until it
    /// answers `None` (at the start), then read the cells start first. At most
    /// `limit` cells are walked, so a parent function that loops ends too (its path
    /// is then cut to the `limit` cells nearest the goal); a cell at or past
    /// [`MAX_CELLS`] (on no topology) ends the walk before it, so `goal` itself there
    /// gives an empty path.
    ///
    /// ```
    /// use floodfill::Path;
    ///
    /// // Parents of a search from cell 4: 7 came from 5, 5 from 4.
    /// let parent = |cell: usize| match cell {
    ///     7 => Some(5),
    ///     5 => Some(4),
    ///     _ => None,
    /// };
    /// let path = Path::walk_back(7, 10, parent);
    /// assert_eq!(path.len(), 3);
    /// assert_eq!(path.collect::<Vec<_>>(), [4, 5, 7]);
    /// assert_eq!(Path::walk_back(7, 2, parent).collect::<Vec<_>>(), [5, 7]);
    /// ```
    #[must_use]
    pub fn walk_back(
        goal: usize,
        limit: usize,
        mut parent: impl FnMut(usize) -> Option<usize>,
    ) -> Path {
        let mut back: SmallVec<[u32; INLINE]> = SmallVec::new();
        let mut next = Some(goal);
        while let Some(cell) = next {
            if back.len() >= limit || cell >= MAX_CELLS {
                break;
            }
            // Fits: below MAX_CELLS (2^28).
            back.push(cell as u32);
            next = parent(cell);
        }
        Path {
            cells: back.into_iter(),
        }
    }
}

impl DistanceLayers {
    /// A shortest path from the nearest seed to `goal`, seed first and `goal` last
    /// (just the seed when `goal` is one); `None` when `goal` was not reached. It
    /// has `distance(goal) + 1` cells, each joined to the next in `topo`: from the
    /// goal the walk back takes, at each cell, the first neighbour (in the
    /// topology's order) one step nearer, so the same layers always give the same
    /// path. `topo` must be the topology the layers were computed on, and
    /// symmetric (every grid here is); on another one the path may stop short of a
    /// seed. Paths of up to 32 cells allocate nothing.
    ///
    /// ```
    /// use floodfill::{Connectivity, DistanceLayers, SquareGrid};
    ///
    /// let grid = SquareGrid::new(4, 3, Connectivity::Four).unwrap();
    /// let mut steps = DistanceLayers::new();
    /// steps.compute(&grid, [0], None).unwrap();
    /// let path = steps.path_to(&grid, 11).unwrap();
    /// assert_eq!(path.len() as u32, steps.distance(11).unwrap() + 1);
    /// let cells: Vec<usize> = path.collect();
    /// assert_eq!((cells[0], cells[cells.len() - 1]), (0, 11));
    /// // `.rev()` walks it goal first: the route an enemy takes to the player.
    /// assert_eq!(steps.path_to(&grid, 11).unwrap().rev().next(), Some(11));
    /// ```
    #[must_use]
    pub fn path_to<T: Topology + ?Sized>(&self, topo: &T, goal: usize) -> Option<Path> {
        let steps = self.distance(goal)?;
        // The walk down visits `steps + 1` cells, none twice.
        let cells = usize::try_from(steps).map_or(usize::MAX, |s| s.saturating_add(1));
        Some(Path::walk_back(goal, cells, |cell| {
            self.step_down(topo, cell)
        }))
    }

    /// The first neighbour of the reached `cell` (in `topo`'s order) one step
    /// nearer a seed; `None` at a seed, or when no neighbour is nearer (a
    /// topology the layers were not computed on). Each step lowers the distance,
    /// so a walk of these steps ends.
    pub(crate) fn step_down<T: Topology + ?Sized>(&self, topo: &T, cell: usize) -> Option<usize> {
        let nearer = self.distance(cell)?.checked_sub(1)?;
        let mut step = None;
        topo.for_each_neighbor(cell, |n| {
            if step.is_none() && self.distance(n) == Some(nearer) {
                step = Some(n);
            }
        });
        step
    }
}

impl Iterator for Path {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        self.cells.next_back().map(|c| c as usize)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.cells.size_hint()
    }
}

impl DoubleEndedIterator for Path {
    fn next_back(&mut self) -> Option<usize> {
        self.cells.next().map(|c| c as usize)
    }
}

impl ExactSizeIterator for Path {}
impl FusedIterator for Path {}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    #[test]
    fn a_walk_back_reads_start_first_and_always_ends() {
        // A chain 0 <- 1 <- ... <- 99: long enough to leave the inline buffer.
        let parent = |c: usize| c.checked_sub(1);
        let long: Vec<usize> = Path::walk_back(99, usize::MAX, parent).collect();
        assert_eq!(long, (0..100).collect::<Vec<_>>());
        let mut path = Path::walk_back(99, usize::MAX, parent);
        assert_eq!(path.len(), 100);
        assert_eq!((path.next_back(), path.next()), (Some(99), Some(0)));
        assert_eq!(path.len(), 98);
        // A parent function that loops is cut at the limit, nearest the goal kept.
        let looped: Vec<usize> = Path::walk_back(3, 5, |c| Some(c ^ 1)).collect();
        assert_eq!(looped, [3, 2, 3, 2, 3]);
        assert_eq!(Path::walk_back(3, 0, parent).len(), 0);
        // Cells no topology holds end the walk before them.
        assert_eq!(Path::walk_back(MAX_CELLS, 9, parent).len(), 0);
        let beyond: Vec<usize> =
            Path::walk_back(5, 9, |c| (c == 5).then_some(usize::MAX)).collect();
        assert_eq!(beyond, [5]);
    }
}
