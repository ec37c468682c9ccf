//! BFS distance maps grouped by distance: the "potential method" of maze games.

use alloc::vec::Vec;
use core::iter::FusedIterator;

use crate::filler::Marker;
use crate::layer_list::LayerList;
use crate::walk::Visit;
use crate::{Filler, FloodError, Topology, bits};

impl Filler {
    /// Breadth-first distances from `seeds` (all at distance 0) through cells where
    /// `passable` holds: the step map (distance per cell) and the step list (cells
    /// grouped by distance).
    ///
    /// ```
    /// use floodfill::{Connectivity, Filler, SquareGrid};
    ///
    /// let grid = SquareGrid::new(3, 3, Connectivity::Four).unwrap();
    /// let mut filler = Filler::new();
    /// let layers = filler.distances(&grid, [0], |_| true).unwrap();
    /// assert_eq!(layers.distance(8), Some(4));
    /// assert_eq!(layers.layer(1), [3, 1]);
    /// assert_eq!(layers.farthest(), [8]);
    /// ```
    ///
    /// # Errors
    /// [`FloodError::SeedOutOfRange`] for a seed `>= topo.len()`;
    /// [`FloodError::TooManyCells`] if the topology exceeds [`crate::MAX_CELLS`].
    pub fn distances<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        seeds: impl IntoIterator<Item = usize>,
        passable: impl FnMut(usize) -> bool,
    ) -> Result<DistanceLayers<'_>, FloodError> {
        self.distances_within(topo, seeds, passable, None)
    }

    /// As [`Filler::distances`], but stops at `max` steps: cells farther away are left
    /// unreached (a movement or sight range).
    ///
    /// # Errors
    /// As [`Filler::distances`].
    pub fn distances_within<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        seeds: impl IntoIterator<Item = usize>,
        passable: impl FnMut(usize) -> bool,
        max: Option<u32>,
    ) -> Result<DistanceLayers<'_>, FloodError> {
        let len = topo.len();
        self.begin(len)?;
        if self.dist.len() < len {
            self.dist.resize(len, 0);
        }
        let dist = &mut self.dist[..len];
        let mut marker = Marker {
            visited: &mut self.visited[..bits::words(len)],
            len,
            passable,
            out: &mut self.cells,
            runs: &mut self.runs,
        };
        for seed in seeds {
            if seed >= len {
                return Err(FloodError::SeedOutOfRange { seed, len });
            }
            if marker.fresh(seed) {
                marker.claim(seed);
                dist[seed] = 0;
            }
        }
        let starts = &mut self.starts;
        starts.clear();
        starts.push(0);
        // Layer d is cells[starts[d]..starts[d + 1]]; expanding it appends layer d + 1.
        let (mut begin, mut d) = (0usize, 0u32);
        loop {
            let end = marker.out.len();
            if end == begin {
                break;
            }
            starts.push(end as u32);
            if max == Some(d) {
                break;
            }
            for i in begin..end {
                let cell = marker.out[i] as usize;
                topo.for_each_neighbor(cell, |n| {
                    if marker.fresh(n) {
                        marker.claim(n);
                        dist[n] = d + 1;
                    }
                });
            }
            begin = end;
            d += 1;
        }
        Ok(DistanceLayers {
            order: &self.cells,
            starts: &self.starts,
            dist: &self.dist[..len],
            visited: &self.visited[..bits::words(len)],
        })
    }
}

/// The result of [`Filler::distances`]: distance per reached cell (the step map) and
/// the reached cells grouped by distance (the step list), nearest first.
#[derive(Debug, Clone, Copy)]
pub struct DistanceLayers<'a> {
    order: &'a [u32],
    starts: &'a [u32],
    dist: &'a [u32],
    visited: &'a [u64],
}

impl<'a> DistanceLayers<'a> {
    /// The step list, for the layer questions.
    fn list(&self) -> LayerList<'a> {
        LayerList {
            order: self.order,
            starts: self.starts,
        }
    }

    /// Steps from the nearest seed to `cell`, or `None` if it was not reached.
    #[must_use]
    pub fn distance(&self, cell: usize) -> Option<u32> {
        (cell < self.dist.len() && bits::test(self.visited, cell)).then(|| self.dist[cell])
    }

    /// Number of layers: the greatest distance plus one, or 0 when nothing was reached.
    #[must_use]
    pub fn layer_count(&self) -> usize {
        self.list().layer_count()
    }

    /// The cells at exactly `d` steps (empty beyond the last layer).
    #[must_use]
    pub fn layer(&self, d: usize) -> &'a [u32] {
        self.list().layer(d)
    }

    /// The cells farthest from the seeds (the last layer): where a maze puts its goal.
    #[must_use]
    pub fn farthest(&self) -> &'a [u32] {
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
    pub fn order(&self) -> &'a [u32] {
        self.order
    }

    /// The layers, nearest first.
    pub fn layers(&self) -> impl ExactSizeIterator<Item = &'a [u32]> + 'a {
        self.list().layers()
    }

    /// The step map as a vector: `Some(distance)` per reached cell.
    #[must_use]
    pub fn to_step_map(&self) -> Vec<Option<u32>> {
        (0..self.dist.len()).map(|c| self.distance(c)).collect()
    }

    /// A shortest path from `target` back to a seed, walking distances down one step
    /// at a time (`target` first, the seed last). Empty if `target` was not reached.
    /// Needs a symmetric topology (every grid here is).
    pub fn path_from<'s, 't, T: Topology + ?Sized>(
        &'s self,
        topo: &'t T,
        target: usize,
    ) -> PathDown<'s, 't, Self, T> {
        PathDown::new(self, topo, target)
    }
}

/// A step map: the distance of each cell from the seeds, `None` where not reached.
///
/// [`DistanceLayers`] is one; a game that keeps its own copy of the distances (a maze
/// that stores them beside the maze, say) implements it to reuse [`PathDown`].
pub trait StepMap {
    /// The distance of `cell`, or `None` when it was not reached.
    fn step(&self, cell: usize) -> Option<u32>;
}

impl StepMap for DistanceLayers<'_> {
    fn step(&self, cell: usize) -> Option<u32> {
        self.distance(cell)
    }
}

/// Iterator from a cell down a step map to its nearest seed: from each cell it moves
/// to the first neighbour (in the topology's neighbour order) one step nearer. Yields
/// the start cell first and a seed last; nothing when the start was not reached.
#[derive(Debug)]
pub struct PathDown<'m, 't, M: ?Sized, T: ?Sized> {
    map: &'m M,
    topo: &'t T,
    next: Option<usize>,
}

impl<'m, 't, M: StepMap + ?Sized, T: Topology + ?Sized> PathDown<'m, 't, M, T> {
    /// The path from `from` down `map`, over the topology `map` was computed on.
    #[must_use]
    pub fn new(map: &'m M, topo: &'t T, from: usize) -> Self {
        PathDown {
            map,
            topo,
            next: map.step(from).map(|_| from),
        }
    }
}

impl<M: StepMap + ?Sized, T: Topology + ?Sized> Iterator for PathDown<'_, '_, M, T> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let cell = self.next.take()?;
        let d = self.map.step(cell)?;
        if d > 0 {
            let map = self.map;
            let mut step = None;
            self.topo.for_each_neighbor(cell, |n| {
                if step.is_none() && map.step(n) == Some(d - 1) {
                    step = Some(n);
                }
            });
            self.next = step;
        }
        Some(cell)
    }
}

impl<M: StepMap + ?Sized, T: Topology + ?Sized> FusedIterator for PathDown<'_, '_, M, T> {}
