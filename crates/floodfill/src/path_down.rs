//! `PathDown`: a shortest path read off a step map, one step nearer at a time.

use core::iter::FusedIterator;

use crate::{DistanceLayers, Topology};

/// Iterator from a cell down a step map to its nearest seed: from each cell it moves
/// to the first neighbour (in the topology's neighbour order) one step nearer. Yields
/// the start cell first and a seed last; nothing when the start was not reached.
/// Made by [`DistanceLayers::path_from`]: the route an enemy takes to the player.
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
    /// symmetric (every grid here is).
    pub fn path_from<'s, 't, T: Topology + ?Sized>(
        &'s self,
        topo: &'t T,
        target: usize,
    ) -> PathDown<'s, 't, T> {
        PathDown::new(self, topo, target)
    }
}

impl<'m, 't, T: Topology + ?Sized> PathDown<'m, 't, T> {
    /// The path from `from` down `map`, over the topology `map` was computed on.
    pub(crate) fn new(map: &'m DistanceLayers, topo: &'t T, from: usize) -> Self {
        PathDown {
            map,
            topo,
            next: map.distance(from).map(|_| from),
        }
    }
}

impl<T: Topology + ?Sized> Iterator for PathDown<'_, '_, T> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let cell = self.next.take()?;
        let d = self.map.distance(cell)?;
        if let Some(nearer) = d.checked_sub(1) {
            let map = self.map;
            let mut step = None;
            self.topo.for_each_neighbor(cell, |n| {
                if step.is_none() && map.distance(n) == Some(nearer) {
                    step = Some(n);
                }
            });
            self.next = step;
        }
        Some(cell)
    }
}

impl<T: Topology + ?Sized> FusedIterator for PathDown<'_, '_, T> {}
