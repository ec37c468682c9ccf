//! BFS distance maps grouped by distance: the "potential method" of maze games.

use alloc::vec::Vec;
use core::iter::FusedIterator;

use crate::filler::Marker;
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
    /// Steps from the nearest seed to `cell`, or `None` if it was not reached.
    #[must_use]
    pub fn distance(&self, cell: usize) -> Option<u32> {
        (cell < self.dist.len() && bits::test(self.visited, cell)).then(|| self.dist[cell])
    }

    /// Number of layers: the greatest distance plus one, or 0 when nothing was reached.
    #[must_use]
    pub fn layer_count(&self) -> usize {
        self.starts.len() - 1
    }

    /// The cells at exactly `d` steps (empty beyond the last layer).
    #[must_use]
    pub fn layer(&self, d: usize) -> &'a [u32] {
        match (self.starts.get(d), self.starts.get(d + 1)) {
            (Some(&a), Some(&b)) => &self.order[a as usize..b as usize],
            _ => &[],
        }
    }

    /// The cells farthest from the seeds (the last layer): where a maze puts its goal.
    #[must_use]
    pub fn farthest(&self) -> &'a [u32] {
        self.layer(self.layer_count().saturating_sub(1))
    }

    /// The greatest distance reached, or `None` when nothing was reached.
    #[must_use]
    pub fn max_distance(&self) -> Option<u32> {
        self.layer_count().checked_sub(1).map(|d| d as u32)
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
        let (order, starts) = (self.order, self.starts);
        starts
            .windows(2)
            .map(move |w| &order[w[0] as usize..w[1] as usize])
    }

    /// The step map as a vector: `Some(distance)` per reached cell.
    #[must_use]
    pub fn to_step_map(&self) -> Vec<Option<u32>> {
        (0..self.dist.len()).map(|c| self.distance(c)).collect()
    }

    /// A shortest path from `target` back to a seed, walking distances down one step
    /// at a time (`target` first, the seed last). Empty if `target` was not reached.
    /// Needs a symmetric topology (every grid here is).
    pub fn path_from<'t, T: Topology + ?Sized>(
        &self,
        topo: &'t T,
        target: usize,
    ) -> PathToSeed<'a, 't, T> {
        PathToSeed {
            layers: *self,
            topo,
            next: self.distance(target).map(|_| target),
        }
    }
}

/// Iterator from a cell down to its nearest seed; see [`DistanceLayers::path_from`].
#[derive(Debug)]
pub struct PathToSeed<'a, 't, T: ?Sized> {
    layers: DistanceLayers<'a>,
    topo: &'t T,
    next: Option<usize>,
}

impl<T: Topology + ?Sized> Iterator for PathToSeed<'_, '_, T> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let cell = self.next?;
        let d = self.layers.distance(cell)?;
        self.next = None;
        if d > 0 {
            let layers = self.layers;
            let mut step = None;
            self.topo.for_each_neighbor(cell, |n| {
                if step.is_none() && layers.distance(n) == Some(d - 1) {
                    step = Some(n);
                }
            });
            self.next = step;
        }
        Some(cell)
    }
}

impl<T: Topology + ?Sized> FusedIterator for PathToSeed<'_, '_, T> {}
