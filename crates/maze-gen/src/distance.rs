//! Distance maps (the seed's "potential method") and placement by distance, built
//! on `floodfill`'s breadth-first distance layers.

use alloc::vec::Vec;

use floodfill::{Filler, PathDown, StepMap, Topology};

use crate::error::MazeError;

/// Distance per cell from one or more start cells, and the cells grouped by
/// distance: the seed's `stepMap` and `stepList`. Works on any `floodfill`
/// topology: a [`Maze`](crate::Maze) (through its passages, loops and halls
/// included), a [`TileMap`](crate::TileMap), or a user graph.
///
/// The map keeps its buffers (and a `floodfill::Filler`) between
/// [`compute`](DistanceMap::compute) calls, so recomputing allocates nothing once
/// the buffers have grown.
///
/// ```
/// use maze_gen::{Algorithm, DistanceMap, Maze};
///
/// let maze = Maze::from_seed(Algorithm::Wilson, 10, 10, 4)?;
/// let start = maze.index_of((0, 0).into()).unwrap();
/// let map = DistanceMap::from_start(&maze, start)?;
/// let goal = map.farthest()[0] as usize;                  // the goal: farthest cell
/// let path: Vec<usize> = map.path_from(&maze, goal).collect();
/// assert_eq!(path.len() as u32, map.distance(goal).unwrap() + 1);
/// assert_eq!(path.last(), Some(&start));
/// let enemy_spots = map.at_least(6).count();               // far enough from the start
/// assert!(enemy_spots > 0);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct DistanceMap {
    filler: Filler,
    /// Distance per cell, [`DistanceMap::UNREACHED`] where not reached.
    dist: Vec<u32>,
    /// Reached cells in breadth-first order.
    order: Vec<u32>,
    /// Layer d is `order[starts[d]..starts[d + 1]]`.
    starts: Vec<u32>,
}

impl DistanceMap {
    /// The step-map value of a cell that was not reached.
    pub const UNREACHED: u32 = u32::MAX;

    /// An empty map; call [`compute`](DistanceMap::compute).
    #[must_use]
    pub fn new() -> Self {
        DistanceMap::default()
    }

    /// Distances from one start cell over a topology.
    pub fn from_start<T: Topology + ?Sized>(topo: &T, start: usize) -> Result<Self, MazeError> {
        let mut map = DistanceMap::new();
        map.compute(topo, [start], None)?;
        Ok(map)
    }

    /// Recomputes the map: breadth-first distances from every cell of `starts` (all
    /// at distance 0), stopping after `max` steps when given. Runs on
    /// `floodfill::Filler::distances_within`.
    pub fn compute<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        starts: impl IntoIterator<Item = usize>,
        max: Option<u32>,
    ) -> Result<(), MazeError> {
        let layers = self.filler.distances_within(topo, starts, |_| true, max)?;
        self.order.clear();
        self.order.extend_from_slice(layers.order());
        self.starts.clear();
        self.starts.push(0);
        let mut at = 0u32;
        for layer in layers.layers() {
            at += layer.len() as u32;
            self.starts.push(at);
        }
        // A sequential pass over the cells: cheaper than scattering layer by layer.
        self.dist.clear();
        self.dist
            .extend((0..topo.len()).map(|c| layers.distance(c).unwrap_or(Self::UNREACHED)));
        Ok(())
    }

    /// Steps from the nearest start to `cell`, or `None` when it was not reached.
    #[must_use]
    pub fn distance(&self, cell: usize) -> Option<u32> {
        self.dist
            .get(cell)
            .copied()
            .filter(|&d| d != Self::UNREACHED)
    }

    /// The step map: distance per cell, [`DistanceMap::UNREACHED`] where unreached.
    #[must_use]
    pub fn step_map(&self) -> &[u32] {
        &self.dist
    }

    /// Number of distance layers (the greatest distance plus one; 0 when empty).
    #[must_use]
    pub fn layer_count(&self) -> usize {
        self.starts.len() - 1
    }

    /// The cells at exactly `d` steps (the seed's `stepList[d]`).
    #[must_use]
    pub fn layer(&self, d: usize) -> &[u32] {
        match (self.starts.get(d), self.starts.get(d + 1)) {
            (Some(&a), Some(&b)) => &self.order[a as usize..b as usize],
            _ => &[],
        }
    }

    /// Every layer, nearest first.
    pub fn layers(&self) -> impl ExactSizeIterator<Item = &[u32]> + '_ {
        self.starts
            .windows(2)
            .map(|w| &self.order[w[0] as usize..w[1] as usize])
    }

    /// The greatest distance reached, or `None` when nothing was reached.
    #[must_use]
    pub fn max_distance(&self) -> Option<u32> {
        self.layer_count().checked_sub(1).map(|d| d as u32)
    }

    /// The cells farthest from the starts (the last layer): where the goal goes.
    #[must_use]
    pub fn farthest(&self) -> &[u32] {
        self.layer(self.layer_count().saturating_sub(1))
    }

    /// Number of reached cells (the seed's `pathStepTotal` plus the start).
    #[must_use]
    pub fn reached(&self) -> usize {
        self.order.len()
    }

    /// Reached cells by non-decreasing distance.
    #[must_use]
    pub fn order(&self) -> &[u32] {
        &self.order
    }

    /// Reached cells at `min` steps or more: candidates for enemies, which should not
    /// start next to the player (the seed drops the first layers of the step list).
    pub fn at_least(&self, min: u32) -> impl Iterator<Item = usize> + '_ {
        let from = self
            .starts
            .get(min as usize)
            .map_or(self.order.len(), |&s| s as usize);
        self.order[from..].iter().map(|&c| c as usize)
    }

    /// A shortest path from `cell` back to the nearest start, found the seed's way:
    /// from the cell, step to any neighbour one step nearer, until distance 0. Yields
    /// `cell` first and the start last; nothing when `cell` was not reached. `topo`
    /// must be the topology the map was computed on.
    pub fn path_from<'m, 't, T: Topology + ?Sized>(
        &'m self,
        topo: &'t T,
        cell: usize,
    ) -> PathDown<'m, 't, Self, T> {
        PathDown::new(self, topo, cell)
    }

    /// Chooses up to `count` cells that are at least `min_apart` steps from every
    /// cell of `avoid` (say the start) and from each other: doors and their keys,
    /// item spots. Greedy farthest-point choice: each pick is the first cell of the
    /// farthest layer from `avoid` and the cells picked so far (one breadth-first
    /// walk per pick). It stops early when the farthest cell is nearer than
    /// `min_apart`, so fewer than `count` cells mean no more fit by this rule
    /// (greedy, not an exact maximum packing). Overwrites this map.
    ///
    /// ```
    /// use maze_gen::{Algorithm, DistanceMap, Maze};
    ///
    /// let maze = Maze::from_seed(Algorithm::Kruskal, 16, 16, 2)?;
    /// let mut map = DistanceMap::new();
    /// let spots = map.spread_out(&maze, [0], 3, 10)?;
    /// assert_eq!(spots.len(), 3);
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    pub fn spread_out<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        avoid: impl IntoIterator<Item = usize>,
        count: usize,
        min_apart: u32,
    ) -> Result<Vec<usize>, MazeError> {
        let mut sources: Vec<usize> = avoid.into_iter().collect();
        if sources.is_empty() {
            return Err(MazeError::BadParameter {
                name: "avoid",
                reason: "give at least one cell to measure from",
            });
        }
        let first_picked = sources.len();
        for _ in 0..count {
            self.compute(topo, sources.iter().copied(), None)?;
            let Some(far) = self.max_distance() else {
                break;
            };
            if far < min_apart.max(1) {
                break;
            }
            sources.push(self.farthest()[0] as usize);
        }
        Ok(sources.split_off(first_picked))
    }
}

impl StepMap for DistanceMap {
    fn step(&self, cell: usize) -> Option<u32> {
        self.distance(cell)
    }
}
