//! Distance maps (the seed's "potential method") and placement by distance, built
//! on `floodfill`'s breadth-first distance layers (`DistanceLayers`).

use alloc::vec::Vec;

use core::cell::RefCell;
use core::ops::Deref;

#[allow(deprecated)]
use floodfill::PathDown;
use floodfill::{DistanceLayers, Path, Topology};

use crate::error::MazeError;
use crate::walk::SideWalks;

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
/// let path: Vec<usize> = map.path_to(&maze, goal).unwrap().collect();
/// assert_eq!(path.len() as u32, map.distance(goal).unwrap() + 1);
/// assert_eq!((path.first(), path.last()), (Some(&start), Some(&goal)));
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
        match crate::topology::side_bits(topo) {
            Some(grid) => self.steps.compute_sides(grid, starts, max)?,
            None => self.steps.compute(topo, starts, max)?,
        }
        Ok(())
    }

    /// As [`compute`](DistanceMap::compute), through the cells where `passable`
    /// holds only, as [`floodfill::Filler::distances_within`] takes them: a cell
    /// for which it is `false` is never entered, and a start for which it is
    /// `false` is not reached. `passable` is called only with cells below
    /// `topo.len()`. Over a maze this is the general walk (the passage-byte walk
    /// has no predicate); the map is the same as `compute`'s when every cell is
    /// passable.
    ///
    /// ```
    /// use maze_gen::{DistanceMap, Maze};
    ///
    /// let maze = Maze::open_hall(5, 1)?;              // one corridor of five cells
    /// let mut map = DistanceMap::new();
    /// map.compute_where(&maze, [0], |c| c != 3, None)?; // a boulder on cell 3
    /// assert_eq!((map.distance(2), map.distance(4)), (Some(2), None));
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    ///
    /// # Errors
    /// As [`compute`](DistanceMap::compute): a start outside the topology, or a
    /// topology past floodfill's cell limit. After an error the map is empty.
    pub fn compute_where<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        starts: impl IntoIterator<Item = usize>,
        passable: impl FnMut(usize) -> bool,
        max: Option<u32>,
    ) -> Result<(), MazeError> {
        let len = topo.len();
        let only = Passable {
            topo,
            passable: RefCell::new(passable),
            len,
        };
        // A start outside the topology goes through to be refused; the others
        // must be passable.
        let starts = starts.into_iter().filter(|&s| s >= len || only.allows(s));
        self.steps.compute(&only, starts, max)?;
        Ok(())
    }

    /// A shortest path from the map's nearest start to `goal`, start first and
    /// `goal` last (just the start when `goal` is one), as every path of the
    /// workspace comes out; `None` when `goal` was not reached. It has
    /// `distance(goal) + 1` cells, each joined to the next in `topo`. From each
    /// cell the walk back takes the first neighbour (in the topology's order) one
    /// step nearer, so the same map always gives the same path. `topo` must be
    /// the topology the map was computed on, and symmetric (a maze, a tile map,
    /// every grid here is). One buffer of the path's length.
    ///
    /// ```
    /// use maze_gen::{Algorithm, DistanceMap, Maze};
    ///
    /// let maze = Maze::from_seed(Algorithm::Kruskal, 8, 8, 1)?;
    /// let map = DistanceMap::from_start(&maze, 0)?;
    /// let path = map.path_to(&maze, 63).unwrap();
    /// assert_eq!(path.len() as u32, map.distance(63).unwrap() + 1);
    /// let cells: Vec<usize> = path.collect();
    /// assert_eq!((cells[0], cells[cells.len() - 1]), (0, 63));
    /// assert!(cells.windows(2).all(|step| maze.is_open(step[0], step[1])));
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    #[must_use]
    pub fn path_to<T: Topology + ?Sized>(&self, topo: &T, goal: usize) -> Option<Path> {
        self.steps.path_to(topo, goal)
    }

    /// The old, goal-first form of [`DistanceMap::path_to`]: `target` first, a
    /// start last, nothing when `target` was not reached. `path_to(topo,
    /// target)` gives the same cells start first (`.rev()` for this order).
    #[deprecated(
        since = "0.1.0",
        note = "use `path_to(topo, goal)`, start first (`.rev()` for goal first)"
    )]
    #[allow(deprecated)]
    pub fn path_from<'s, 't, T: Topology + ?Sized>(
        &'s self,
        topo: &'t T,
        target: usize,
    ) -> PathDown<'s, 't, T> {
        self.steps.path_from(topo, target)
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
        self.spread(avoid, count, min_apart, |map, sources| {
            map.compute(topo, sources.iter().copied(), None)
        })
    }

    /// As [`spread_out`](DistanceMap::spread_out), measuring through the cells
    /// where `passable` holds only (as [`compute_where`](DistanceMap::compute_where)
    /// walks): no pick is a cell for which it is `false`, and distances go round
    /// those cells.
    ///
    /// ```
    /// use maze_gen::{DistanceMap, Maze};
    ///
    /// let maze = Maze::open_hall(9, 1)?;               // one corridor of nine cells
    /// let mut map = DistanceMap::new();
    /// // Cells 6 and up are behind a locked door: the spot is the farthest before it.
    /// let spots = map.spread_out_where(&maze, [0], |c| c < 6, 1, 3)?;
    /// assert_eq!(spots, [5]);
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    ///
    /// # Errors
    /// As [`spread_out`](DistanceMap::spread_out).
    pub fn spread_out_where<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        avoid: impl IntoIterator<Item = usize>,
        mut passable: impl FnMut(usize) -> bool,
        count: usize,
        min_apart: u32,
    ) -> Result<Vec<usize>, MazeError> {
        self.spread(avoid, count, min_apart, |map, sources| {
            map.compute_where(topo, sources.iter().copied(), &mut passable, None)
        })
    }

    /// The greedy farthest-point choice of [`spread_out`](DistanceMap::spread_out),
    /// with `walk` recomputing the map from the cells so far.
    fn spread(
        &mut self,
        avoid: impl IntoIterator<Item = usize>,
        count: usize,
        min_apart: u32,
        mut walk: impl FnMut(&mut Self, &[usize]) -> Result<(), MazeError>,
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
            walk(self, &sources)?;
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
/// `layers`, `farthest`, `max_distance`, `reached`, `order` and `at_least` are its
/// accessors, with the same names and signatures wherever a distance map appears
/// in the workspace. Paths come from [`DistanceMap::path_to`], start first.
impl Deref for DistanceMap {
    type Target = DistanceLayers;

    fn deref(&self) -> &DistanceLayers {
        &self.steps
    }
}

/// A topology with the cells where `passable` is `false` left out: they are never
/// named as a neighbour, so floodfill's walk never enters them (the starts are
/// filtered by the caller). Neighbours at or past `len` are dropped before the
/// predicate sees them. The predicate sits in a cell because neighbours are read
/// through `&self`; it is borrowed for one call at a time.
struct Passable<'a, T: ?Sized, F> {
    topo: &'a T,
    passable: RefCell<F>,
    len: usize,
}

impl<T: Topology + ?Sized, F: FnMut(usize) -> bool> Passable<'_, T, F> {
    /// Whether the in-range `cell` may be entered.
    fn allows(&self, cell: usize) -> bool {
        (self.passable.borrow_mut())(cell)
    }
}

impl<T: Topology + ?Sized, F: FnMut(usize) -> bool> Topology for Passable<'_, T, F> {
    fn len(&self) -> usize {
        self.len
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        self.topo.for_each_neighbor(cell, |n| {
            if n < self.len && self.allows(n) {
                f(n);
            }
        });
    }

    fn max_degree(&self) -> usize {
        self.topo.max_degree()
    }
}
