//! `Path`: a shortest path read off distance layers, start first.

use alloc::vec::Vec;
use core::iter::FusedIterator;

use crate::{DistanceLayers, Topology};

/// A shortest path, start first and goal last, as every path of the workspace
/// comes out (tactics-range's `Reach::path_to` and maze-gen's
/// `DistanceMap::path_to` too): an iterator of `usize` cells that knows its length
/// and runs backwards as well (`.rev()` for goal first). Made by
/// [`DistanceLayers::path_to`].
#[derive(Debug, Clone)]
pub struct Path {
    /// The cells from the goal back to the start; iterated from the back.
    cells: alloc::vec::IntoIter<u32>,
}

impl DistanceLayers {
    /// A shortest path from the nearest seed to `goal`, seed first and `goal` last
    /// (just the seed when `goal` is one); `None` when `goal` was not reached. It
    /// has `distance(goal) + 1` cells, each joined to the next in `topo`: from the
    /// goal the walk back takes, at each cell, the first neighbour (in the
    /// topology's order) one step nearer, so the same layers always give the same
    /// path. `topo` must be the topology the layers were computed on, and
    /// symmetric (every grid here is); on another one the path may stop short of a
    /// seed. One buffer of the path's length.
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
        // The walk down visits `steps + 1` cells, none twice: no more than the
        // topology has.
        let cells = usize::try_from(steps)
            .map_or(usize::MAX, |s| s.saturating_add(1))
            .min(topo.len());
        let mut back: Vec<u32> = Vec::with_capacity(cells);
        let mut next = Some(goal);
        while let Some(cell) = next {
            // Fits: a reached cell is below the layers' length, at most MAX_CELLS.
            back.push(cell as u32);
            next = self.step_down(topo, cell);
        }
        Some(Path {
            cells: back.into_iter(),
        })
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
