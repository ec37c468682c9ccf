//! `Path`: a shortest path read off a distance map, start first.

use alloc::vec::Vec;
use core::iter::FusedIterator;

use floodfill::{DistanceLayers, Topology};

/// A shortest path, start first and goal last, as every path of the workspace
/// comes out (tactics-range's `Reach::path_to` too): an iterator of cells that
/// knows its length and runs backwards as well (goal first). Made by
/// [`DistanceMap::path_to`](crate::DistanceMap::path_to).
#[derive(Debug, Clone)]
pub struct Path {
    /// The cells from the goal back to the start; iterated from the back.
    cells: alloc::vec::IntoIter<u32>,
}

impl Path {
    /// The path to `goal` down `layers` over `topo`, or `None` when `goal` was not
    /// reached. One buffer of `distance + 1` cells.
    pub(crate) fn down<T: Topology + ?Sized>(
        layers: &DistanceLayers,
        topo: &T,
        goal: usize,
    ) -> Option<Path> {
        let steps = layers.distance(goal)?;
        // The walk down visits `steps + 1` cells, none twice: no more than the
        // topology has.
        let cells = usize::try_from(steps)
            .map_or(usize::MAX, |s| s.saturating_add(1))
            .min(topo.len());
        let mut back: Vec<u32> = Vec::with_capacity(cells);
        back.extend(layers.path_from(topo, goal).map(|c| c as u32));
        Some(Path {
            cells: back.into_iter(),
        })
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
