//! `PathDown`: the old, goal-first walk down a step map, kept one release.
#![allow(deprecated)]

use core::iter::FusedIterator;

use crate::{DistanceLayers, Topology};

/// Iterator from a cell down a step map to its nearest seed: from each cell it moves
/// to the first neighbour (in the topology's neighbour order) one step nearer. Yields
/// the start cell first and a seed last; nothing when the start was not reached.
/// Made by the deprecated [`DistanceLayers::path_from`]; [`DistanceLayers::path_to`]
/// gives the same cells start first as a [`Path`](crate::Path) (`.rev()` for this
/// order).
#[deprecated(
    since = "0.1.0",
    note = "use `DistanceLayers::path_to(topo, goal)` and its `Path`, start first (`.rev()` for goal first)"
)]
#[derive(Debug)]
pub struct PathDown<'m, 't, T: ?Sized> {
    map: &'m DistanceLayers,
    topo: &'t T,
    next: Option<usize>,
}

impl DistanceLayers {
    /// A shortest path from `target` back to a seed, walking distances down one step
    /// at a time (`target` first, the seed last): from each cell to its first
    /// neighbour (in the topology's order) one step nearer. Empty if `target` was not
    /// reached. `topo` must be the topology the layers were computed on, and
    /// symmetric (every grid here is). [`path_to`](DistanceLayers::path_to)`(topo,
    /// target)` gives the same cells start first.
    #[deprecated(
        since = "0.1.0",
        note = "use `path_to(topo, goal)`, start first (`.into_iter().flatten().rev()` for goal first)"
    )]
    pub fn path_from<'s, 't, T: Topology + ?Sized>(
        &'s self,
        topo: &'t T,
        target: usize,
    ) -> PathDown<'s, 't, T> {
        PathDown {
            map: self,
            topo,
            next: self.distance(target).map(|_| target),
        }
    }
}

impl<T: Topology + ?Sized> Iterator for PathDown<'_, '_, T> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let cell = self.next.take()?;
        self.next = self.map.step_down(self.topo, cell);
        Some(cell)
    }
}

impl<T: Topology + ?Sized> FusedIterator for PathDown<'_, '_, T> {}
