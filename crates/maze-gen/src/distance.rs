//! Distance maps (the seed's "potential method") and placement by distance, built
//! on `floodfill`'s breadth-first distance layers (`StepLayers`).

use alloc::vec::Vec;

use floodfill::{PathDown, StepLayers, StepMap, Topology};

use crate::error::MazeError;

/// Distance per cell from one or more start cells, and the cells grouped by
/// distance: the seed's `stepMap` and `stepList`. Works on any `floodfill`
/// topology: a [`Maze`](crate::Maze) (through its passages, loops and halls
/// included), a [`TileMap`](crate::TileMap), or a user graph.
///
/// The map keeps its buffers (a `floodfill::StepLayers`) between
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
    /// The step map and step list, owned and recomputed in place.
    steps: StepLayers,
}

impl DistanceMap {
    /// The step-map value of a cell that was not reached.
    pub const UNREACHED: u32 = StepLayers::UNREACHED;

    /// An empty map; call [`compute`](DistanceMap::compute).
    #[must_use]
    pub fn new() -> Self {
        DistanceMap::default()
    }

    /// Distances from one start cell over any topology (a maze, its tile map, a
    /// user graph). See [`compute`](DistanceMap::compute) for the walk a [`Maze`](crate::Maze)
    /// takes.
    pub fn from_start<T: Topology + ?Sized>(topo: &T, start: usize) -> Result<Self, MazeError> {
        let mut map = DistanceMap::new();
        map.compute(topo, [start], None)?;
        Ok(map)
    }

    /// Recomputes the map: breadth-first distances from every cell of `starts` (all
    /// at distance 0), stopping after `max` steps when given. Runs on
    /// `floodfill::StepLayers`, whose walk writes the step map and the step list in
    /// place (the distance array is the visited set, the queue is the step list).
    /// After an error the map is empty (nothing reached).
    ///
    /// A [`Maze`](crate::Maze) reports its passage bytes to `floodfill` (the `Topology::side_grid`
    /// hook), so over a maze this runs the walk made for side bits
    /// (`StepLayers::compute_sides`): no neighbour callback and no branch per side,
    /// about twice as fast on a large maze as the general walk. A perfect maze
    /// walked from one start (with no budget, or one of at least `len()` steps)
    /// takes its tree walk, which never checks whether a cell was reached (in a
    /// tree only the parent was) and is about twice as fast again. Same map either
    /// way.
    ///
    /// ```
    /// use maze_gen::{Algorithm, DistanceMap, Maze};
    ///
    /// let maze = Maze::from_seed(Algorithm::Backtracker, 30, 20, 3)?;
    /// let mut map = DistanceMap::new();
    /// map.compute(&maze, [0, 599], Some(10))?;
    /// assert_eq!(map.distance(0), Some(0));
    /// assert!(map.max_distance() <= Some(10));
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    pub fn compute<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        starts: impl IntoIterator<Item = usize>,
        max: Option<u32>,
    ) -> Result<(), MazeError> {
        self.steps.compute(topo, starts, max)?;
        Ok(())
    }

    /// Steps from the nearest start to `cell`, or `None` when it was not reached.
    #[must_use]
    pub fn distance(&self, cell: usize) -> Option<u32> {
        self.steps.distance(cell)
    }

    /// The step map: distance per cell, [`DistanceMap::UNREACHED`] where unreached.
    #[must_use]
    pub fn step_map(&self) -> &[u32] {
        self.steps.step_map()
    }

    /// Number of distance layers (the greatest distance plus one; 0 when empty).
    #[must_use]
    pub fn layer_count(&self) -> usize {
        self.steps.layer_count()
    }

    /// The cells at exactly `d` steps (the seed's `stepList[d]`).
    #[must_use]
    pub fn layer(&self, d: usize) -> &[u32] {
        self.steps.layer(d)
    }

    /// Every layer, nearest first.
    pub fn layers(&self) -> impl ExactSizeIterator<Item = &[u32]> + '_ {
        self.steps.layers()
    }

    /// The greatest distance reached, or `None` when nothing was reached.
    #[must_use]
    pub fn max_distance(&self) -> Option<u32> {
        self.steps.max_distance()
    }

    /// The cells farthest from the starts (the last layer): where the goal goes.
    #[must_use]
    pub fn farthest(&self) -> &[u32] {
        self.steps.farthest()
    }

    /// Number of reached cells (the seed's `pathStepTotal` plus the start).
    #[must_use]
    pub fn reached(&self) -> usize {
        self.steps.reached()
    }

    /// Reached cells by non-decreasing distance.
    #[must_use]
    pub fn order(&self) -> &[u32] {
        self.steps.order()
    }

    /// Reached cells at `min` steps or more: candidates for enemies, which should not
    /// start next to the player (the seed drops the first layers of the step list).
    pub fn at_least(&self, min: u32) -> impl Iterator<Item = usize> + '_ {
        self.steps.at_least(min).iter().map(|&c| c as usize)
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
