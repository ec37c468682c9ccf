//! Maze statistics: cell kinds, longest path, mean path length, river factor.

use alloc::vec;
use alloc::vec::Vec;

use floodfill::Topology;

use crate::distance::DistanceMap;
use crate::error::MazeError;

/// Figures that describe a maze's texture, over the cells with at least one
/// passage (the maze's cells; solid rock and masked cells are left out).
///
/// For a perfect maze (a tree) every figure is exact and comes from one pass
/// that peels the tree leaf by leaf (no breadth-first walk at all). For a maze with loops the
/// figures come from [`MazeStats::SAMPLED_SOURCES`] walks from evenly spaced
/// cells (all of them in a small maze, where the figures are exact): the mean
/// over the pairs they cover, and the longest path found by them and by a
/// double sweep (a lower bound, usually exact).
///
/// ```
/// use maze_gen::{Algorithm, Maze, MazeStats};
///
/// let maze = Maze::from_seed(Algorithm::Backtracker, 20, 20, 1)?;
/// let stats = MazeStats::of(&maze)?;
/// assert_eq!(stats.cells, 400);
/// assert_eq!(stats.dead_ends + stats.corridors + stats.junctions, 400);
/// assert!(stats.dead_end_share() < 0.2); // the backtracker: long corridors
/// let (a, b) = stats.diameter_ends;
/// assert!(stats.diameter > 0 && a != b);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MazeStats {
    /// Cells with at least one passage.
    pub cells: usize,
    /// Cells with exactly one passage.
    pub dead_ends: usize,
    /// Cells with exactly two passages.
    pub corridors: usize,
    /// Cells with three passages or more.
    pub junctions: usize,
    /// Whether the maze is a tree over its cells (connected, no loop).
    pub perfect: bool,
    /// The longest shortest path, in steps (the maze's diameter).
    pub diameter: u32,
    /// The two ends of that path.
    pub diameter_ends: (usize, usize),
    /// The mean number of steps between two different cells.
    pub mean_path_length: f64,
    /// The river factor: the mean length, in cells, of the corridors that end in
    /// a dead end (from the dead end up to, not including, the first junction).
    /// Long winding "rivers" with few side branches score high, a maze of short
    /// stubs scores near 1.
    pub river: f64,
}

impl MazeStats {
    /// Walks sampled for the mean path length of a maze with loops.
    pub const SAMPLED_SOURCES: usize = 16;

    /// The statistics of a maze on any topology (a [`Maze`](crate::Maze), a
    /// [`BoardMaze`](crate::BoardMaze), a tile map). Errors only when the
    /// passages are not all joined (a limited dig's maze is fine: its rock has no
    /// passage and is left out).
    pub fn of<T: Topology + ?Sized>(maze: &T) -> Result<Self, MazeError> {
        let len = maze.len();
        let mut degree = vec![0u8; len];
        let (mut ends, mut cells, mut first) = (0usize, 0usize, None);
        let mut kinds = [0usize; 3];
        for (c, d) in degree.iter_mut().enumerate() {
            let mut n = 0u32;
            maze.for_each_neighbor(c, |_| n += 1);
            *d = n.min(255) as u8;
            if n > 0 {
                cells += 1;
                ends += n as usize;
                first.get_or_insert(c);
                kinds[(n as usize).min(3) - 1] += 1;
            }
        }
        let [dead_ends, corridors, junctions] = kinds;
        let Some(first) = first else {
            return Ok(MazeStats::single(len));
        };
        let river = river(maze, &degree);
        // A tree is peeled leaf by leaf in one pass; anything else (a loop, or a
        // maze in pieces) is walked and sampled.
        let tree = if ends / 2 == cells - 1 {
            peel_tree(maze, degree, cells)
        } else {
            None
        };
        let perfect = tree.is_some();
        let (diameter, diameter_ends, mean_path_length) = match tree {
            Some(paths) => paths,
            None => sampled_paths(maze, first, cells)?,
        };
        Ok(MazeStats {
            cells,
            dead_ends,
            corridors,
            junctions,
            perfect,
            diameter,
            diameter_ends,
            mean_path_length,
            river,
        })
    }

    /// A maze of one cell (or none with a passage).
    fn single(len: usize) -> Self {
        MazeStats {
            cells: len.min(1),
            dead_ends: 0,
            corridors: 0,
            junctions: 0,
            perfect: true,
            diameter: 0,
            diameter_ends: (0, 0),
            mean_path_length: 0.0,
            river: 0.0,
        }
    }

    /// Dead ends per cell, `0..=1`.
    #[must_use]
    pub fn dead_end_share(&self) -> f64 {
        ratio(self.dead_ends, self.cells)
    }

    /// Corridor cells per cell, `0..=1`.
    #[must_use]
    pub fn corridor_share(&self) -> f64 {
        ratio(self.corridors, self.cells)
    }

    /// Junctions per cell, `0..=1`.
    #[must_use]
    pub fn junction_share(&self) -> f64 {
        ratio(self.junctions, self.cells)
    }
}

fn ratio(part: usize, whole: usize) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

/// Diameter, its ends and the exact mean path length of a tree, in one pass that
/// peels leaves: a peeled cell's subtree (everything peeled through it) has
/// `size` cells, so the passage to the cell it hangs from lies on
/// `size * (n - size)` of the paths between two cells; the longest path through a
/// cell joins its two deepest peeled branches. `None` when the peeling gets stuck
/// before one cell is left: the passages hold a loop (and so the maze is in
/// pieces, having `n - 1` passages).
fn peel_tree<T: Topology + ?Sized>(
    maze: &T,
    mut degree: Vec<u8>,
    n: usize,
) -> Option<(u32, (usize, usize), f64)> {
    let len = degree.len();
    let mut size = vec![1u32; len];
    // Deepest peeled cell below each cell: (depth below, the cell).
    let mut deepest: Vec<(u32, u32)> = (0..len as u32).map(|c| (0, c)).collect();
    let mut leaves: Vec<u32> = (0..len as u32)
        .filter(|&c| degree[c as usize] == 1)
        .collect();
    let (mut best, mut ends) = (0u32, (0usize, 0usize));
    let (mut peeled, mut pair_steps) = (0usize, 0u64);
    while peeled + 1 < n {
        let c = leaves.pop()? as usize;
        // Cells still standing have a degree; a peeled cell's is 0.
        let mut parent = None;
        maze.for_each_neighbor(c, |j| {
            if degree[j] > 0 {
                parent = Some(j);
            }
        });
        let p = parent?;
        degree[c] = 0;
        peeled += 1;
        pair_steps += u64::from(size[c]) * (n as u64 - u64::from(size[c]));
        size[p] += size[c];
        let through = (deepest[c].0 + 1, deepest[c].1);
        if deepest[p].0 + through.0 > best || peeled == 1 {
            best = deepest[p].0 + through.0;
            ends = (deepest[p].1 as usize, through.1 as usize);
        }
        if through.0 > deepest[p].0 {
            deepest[p] = through;
        }
        degree[p] -= 1;
        if degree[p] == 1 {
            leaves.push(p as u32);
        }
    }
    let pairs = (n as u64) * (n as u64 - 1) / 2;
    Some((best, ends, pair_steps as f64 / pairs as f64))
}

/// Double-sweep diameter and a sampled mean for a maze with loops: walks from
/// evenly spaced reached cells, each giving the distances to every other cell
/// (and a longer path than the sweep's, when one shows up).
fn sampled_paths<T: Topology + ?Sized>(
    maze: &T,
    first: usize,
    cells: usize,
) -> Result<(u32, (usize, usize), f64), MazeError> {
    let walk = DistanceMap::from_start(maze, first)?;
    if walk.reached() != cells {
        return Err(MazeError::BadParameter {
            name: "maze",
            reason: "the passages do not join every cell that has one",
        });
    }
    let a = walk.farthest()[0] as usize;
    let from_a = DistanceMap::from_start(maze, a)?;
    let mut ends = (a, from_a.farthest()[0] as usize);
    let mut diameter = from_a.max_distance().unwrap_or(0);
    let order = walk.order();
    let sources = MazeStats::SAMPLED_SOURCES.min(cells);
    let (mut total, mut pairs) = (0u64, 0u64);
    let mut map = DistanceMap::new();
    for s in 0..sources {
        let source = order[s * cells / sources] as usize;
        map.compute(maze, [source], None)?;
        total += map
            .order()
            .iter()
            .map(|&c| u64::from(map.step_map()[c as usize]))
            .sum::<u64>();
        pairs += cells as u64 - 1;
        if let Some(far) = map.max_distance().filter(|&d| d > diameter) {
            diameter = far;
            ends = (source, map.farthest()[0] as usize);
        }
    }
    Ok((diameter, ends, total as f64 / pairs.max(1) as f64))
}

/// Mean length of the dead-end corridors: from each dead end, the cells walked
/// through degree-2 cells until a junction (or the corridor's other end).
fn river<T: Topology + ?Sized>(maze: &T, degree: &[u8]) -> f64 {
    let (mut total, mut count) = (0u64, 0u64);
    for start in (0..degree.len()).filter(|&c| degree[c] == 1) {
        let (mut prev, mut cur, mut length) = (usize::MAX, start, 0u64);
        loop {
            length += 1;
            let mut next = None;
            maze.for_each_neighbor(cur, |j| {
                if j != prev {
                    next = Some(j);
                }
            });
            match next {
                Some(j) if degree[j] == 2 && j != start => (prev, cur) = (cur, j),
                Some(j) if degree[j] == 1 => {
                    // A corridor with two dead ends: the whole maze is one line.
                    length += 1;
                    break;
                }
                _ => break,
            }
        }
        total += length;
        count += 1;
    }
    if count == 0 {
        0.0
    } else {
        total as f64 / count as f64
    }
}
