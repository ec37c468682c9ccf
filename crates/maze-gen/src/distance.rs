//! Distance maps (the seed's "potential method") and placement by distance, built
//! on `floodfill`'s breadth-first distance layers (`DistanceLayers`).

use alloc::vec::Vec;

use core::ops::Deref;

use floodfill::{DistanceLayers, Topology};

use crate::error::MazeError;
use crate::walk::{SideGrid, SideWalks};

/// Distance per cell from one or more start cells, and the cells grouped by
/// distance: the seed's `stepMap` and `stepList`. Works on any `floodfill`
/// topology: a [`Maze`](crate::Maze) (through its passages, loops and halls
/// included), a [`TileMap`](crate::TileMap), or a user graph.
///
/// The map keeps its buffers (a [`DistanceLayers`], which it dereferences to for
/// every accessor) between [`compute`](DistanceMap::compute) calls, so recomputing
/// allocates nothing once the buffers have grown.
///
/// ```
/// use maze_gen::{Algorithm, DistanceMap, Maze};
///
/// let maze = Maze::from_seed(Algorithm::Wilson, 10, 10, 4)?;
/// let start = maze.cell_of((0, 0).into()).unwrap();
/// let map = DistanceMap::from_start(&maze, start)?;
/// let goal = map.farthest().next().unwrap();                  // the goal: farthest cell
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
    steps: DistanceLayers,
}

impl DistanceMap {
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
    /// at distance 0), stopping after `max` steps when given, by
    /// [`DistanceLayers::compute`]. After an error the map is empty (nothing
    /// reached).
    ///
    /// Over a [`Maze`](crate::Maze) this runs a walk made for its passage bytes: no
    /// neighbour callback and no branch per side; a perfect maze walked from one
    /// start (with no budget, or one of at least `len()` steps) takes a tree walk
    /// that checks no cell at all. Same map as the general walk either way.
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
        let sides = crate::topology::square_passages(topo)
            .and_then(|store| SideGrid::new(store.width, &store.bits).ok());
        match sides {
            Some(grid) => self.steps.compute_sides(grid, starts, max)?,
            None => self.steps.compute(topo, starts, max)?,
        }
        Ok(())
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
            sources.extend(self.farthest().next());
        }
        Ok(sources.split_off(first_picked))
    }
}

/// The map is a `floodfill` [`DistanceLayers`]: `distance`, `step_map`, `layer`,
/// `layers`, `farthest`, `max_distance`, `reached`, `order`, `at_least` and
/// `path_from` are its accessors, with the same names and signatures wherever a
/// distance map appears in the workspace.
impl Deref for DistanceMap {
    type Target = DistanceLayers;

    fn deref(&self) -> &DistanceLayers {
        &self.steps
    }
}
