//! Maze statistics: cell kinds, longest path, mean path length, river factor.

use alloc::vec::Vec;

use floodfill::Topology;

use crate::distance::DistanceMap;
use crate::error::MazeError;
use crate::topology::InRange;

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
/// A [`WeaveMaze`](crate::WeaveMaze)'s tunnels count as passages here (its cells'
/// neighbours are behind open sides and at tunnel ends); the number of crossings is
/// the weave's own figure, [`WeaveMaze::crossings`](crate::WeaveMaze::crossings): the
/// graph alone cannot tell a tunnel from a passage.
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
        let maze = &InRange(maze);
        // Four bytes less per cell where the degrees and indices fit (every
        // maze of this crate); other topologies take the wide records, and so
        // does one whose cells have more passages than its `max_degree`.
        if maze.len() <= Packed::CELLS && maze.max_degree() <= Packed::DEGREE {
            let (nodes, census) = records::<Packed, _>(maze);
            if census.widest <= Packed::MAX_DEGREE {
                return Self::from_records(maze, nodes, &census);
            }
        }
        let (nodes, census) = records::<Wide, _>(maze);
        Self::from_records(maze, nodes, &census)
    }

    /// The statistics from the records and census of a maze.
    fn from_records<L: Links, T: Topology + ?Sized>(
        maze: &T,
        mut nodes: Vec<Node<L>>,
        census: &Census,
    ) -> Result<Self, MazeError> {
        let len = maze.len();
        let [_, dead_ends, corridors, junctions] = census.kinds;
        let cells = dead_ends + corridors + junctions;
        let Some(first) = nodes.iter().position(|n| n.passages.degree() > 0) else {
            return Ok(MazeStats::single(len));
        };
        let stats = |perfect, (diameter, diameter_ends, mean_path_length), river| MazeStats {
            cells,
            dead_ends,
            corridors,
            junctions,
            perfect,
            diameter,
            diameter_ends,
            mean_path_length,
            river,
        };
        // A tree is peeled leaf by leaf in one pass that also measures its
        // corridors; anything else (a loop, or a maze in pieces) is walked and
        // sampled.
        if census.ends / 2 == cells - 1 {
            if let Some(tree) = peel_tree(nodes, cells) {
                return Ok(stats(true, tree.paths, tree.river));
            }
            // The peeling spent the records; only a maze in pieces gets here.
            nodes = records::<L, T>(maze).0;
        }
        let river = river(&nodes);
        Ok(stats(false, sampled_paths(maze, first, cells)?, river))
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

/// One cell's record for the peeling and the corridor walks, read from the maze
/// in the single pass over it.
///
/// `passages` holds the XOR of the cells behind the passages still standing: once
/// one passage is left, it is the cell at the other end, so the peeling and the
/// corridor walks never ask the topology for neighbours again (with the
/// branch-free side read below, about a fifth off the statistics of a
/// 1000 x 1000 maze).
#[derive(Clone, Copy)]
struct Node<L> {
    passages: L,
    /// Cells peeled into this one, itself included.
    size: u32,
    /// The deepest peeled cell below this one: its depth and the cell.
    depth: u32,
    deepest: u32,
}

impl<L: Links> Node<L> {
    fn new(cell: usize, degree: u32, links: u32) -> Self {
        Node {
            passages: L::new(degree, links),
            size: 1,
            depth: 0,
            deepest: cell as u32,
        }
    }
}

/// The passages still standing at a cell: how many, and the XOR of the cells
/// behind them.
trait Links: Copy {
    /// The most passages a cell may have.
    const MAX_DEGREE: u32;
    fn new(degree: u32, links: u32) -> Self;
    fn degree(self) -> u32;
    fn links(self) -> u32;
    /// Takes down the passage to `cell`.
    fn cut(&mut self, cell: u32);
    /// Marks the cell peeled.
    fn clear(&mut self);
}

/// The degree in the top four bits, the XOR below: a 16-byte record instead of
/// 20 (the statistics of a 1000 x 1000 tree wait on memory; this took about a
/// seventh off their time and a fifth off their first-level cache misses).
#[derive(Clone, Copy)]
struct Packed(u32);

impl Packed {
    const SHIFT: u32 = 28;
    /// The most cells: their indices, and so their XOR, fit below the degree.
    const CELLS: usize = 1 << Self::SHIFT;
    /// The most passages at a cell, as `Topology::max_degree` counts them.
    const DEGREE: usize = 15;
}

impl Links for Packed {
    const MAX_DEGREE: u32 = Packed::DEGREE as u32;
    fn new(degree: u32, links: u32) -> Self {
        // A faulty topology can give more passages than it claimed (the census
        // sees it and the records are made again wide) or a neighbour out of
        // range: the mask keeps that out of the degree, and the peeling refuses
        // the cell it names.
        Packed(degree.min(Self::MAX_DEGREE) << Self::SHIFT | links & (u32::MAX >> 4))
    }
    fn degree(self) -> u32 {
        self.0 >> Self::SHIFT
    }
    fn links(self) -> u32 {
        self.0 & (u32::MAX >> 4)
    }
    fn cut(&mut self, cell: u32) {
        self.0 = (self.0 ^ cell) - (1 << Self::SHIFT);
    }
    fn clear(&mut self) {
        self.0 &= u32::MAX >> 4;
    }
}

/// The degree and the XOR in words of their own, for any topology.
#[derive(Clone, Copy)]
struct Wide {
    degree: u32,
    links: u32,
}

impl Links for Wide {
    const MAX_DEGREE: u32 = u32::MAX;
    fn new(degree: u32, links: u32) -> Self {
        Wide { degree, links }
    }
    fn degree(self) -> u32 {
        self.degree
    }
    fn links(self) -> u32 {
        self.links
    }
    fn cut(&mut self, cell: u32) {
        self.links ^= cell;
        self.degree -= 1;
    }
    fn clear(&mut self) {
        self.degree = 0;
    }
}

/// Cells by passage count (`kinds[d]` for `d` passages, `kinds[3]` for three or
/// more) and the passage ends in all, counted while the records are written:
/// a separate count would read every record once more.
#[derive(Default)]
struct Census {
    kinds: [usize; 4],
    ends: usize,
    /// The most passages at one cell.
    widest: u32,
}

impl Census {
    fn add(&mut self, degree: u32) {
        self.kinds[(degree as usize).min(3)] += 1;
        self.ends += degree as usize;
        self.widest = self.widest.max(degree);
    }
}

/// The records of a maze and its census, through the fastest way the maze
/// offers.
fn records<L: Links, T: Topology + ?Sized>(maze: &T) -> (Vec<Node<L>>, Census) {
    match crate::topology::square_maze(maze) {
        Some(square) => side_nodes(square.width(), square.passage_bytes()),
        None => neighbour_nodes(maze),
    }
}

/// The records of any maze, through its neighbour callback.
fn neighbour_nodes<L: Links, T: Topology + ?Sized>(maze: &T) -> (Vec<Node<L>>, Census) {
    let mut census = Census::default();
    let nodes = (0..maze.len())
        .map(|c| {
            let (mut degree, mut links) = (0u32, 0u32);
            maze.for_each_neighbor(c, |j| {
                degree += 1;
                links ^= j as u32;
            });
            census.add(degree);
            Node::new(c, degree, links)
        })
        .collect();
    (nodes, census)
}

/// The records of a maze that reports its open sides as bytes (a square
/// [`Maze`](crate::Maze)), read without a branch on the sides: a neighbour's
/// index is mixed in under a mask made from its side bit (random passages made
/// the callback's four tests mispredict about half the time).
fn side_nodes<L: Links>(w: usize, sides: &[u8]) -> (Vec<Node<L>>, Census) {
    // The passage bits of `Direction`.
    const NORTH: u8 = 1;
    const EAST: u8 = 2;
    const SOUTH: u8 = 4;
    const WEST: u8 = 8;
    let mut census = Census::default();
    let mut nodes = Vec::with_capacity(sides.len());
    for (y, row) in sides.chunks_exact(w).enumerate() {
        for (x, &bits) in row.iter().enumerate() {
            let c = y * w + x;
            // Sides that would leave the grid are not passages.
            let mut bits = bits & 0xf;
            bits &= !(NORTH * u8::from(y == 0));
            bits &= !(SOUTH * u8::from(c + w >= sides.len()));
            bits &= !(WEST * u8::from(x == 0));
            bits &= !(EAST * u8::from(x + 1 == w));
            let side =
                |flag: u8, j: usize| (j as u32) & 0u32.wrapping_sub(u32::from(bits & flag != 0));
            let links = side(NORTH, c.wrapping_sub(w))
                ^ side(EAST, c + 1)
                ^ side(SOUTH, c + w)
                ^ side(WEST, c.wrapping_sub(1));
            census.add(bits.count_ones());
            nodes.push(Node::new(c, bits.count_ones(), links));
        }
    }
    (nodes, census)
}

/// A tree's figures from the peeling.
struct Tree {
    /// Diameter, its ends and the exact mean path length.
    paths: (u32, (usize, usize), f64),
    /// The river factor.
    river: f64,
}

/// The figures of a tree, in one pass that peels leaves: a peeled cell's subtree
/// (everything peeled through it) has `size` cells, so the passage to the cell
/// it hangs from lies on `size * (n - size)` of the paths between two cells; the
/// longest path through a cell joins its two deepest peeled branches. `None`
/// when the peeling gets stuck before one cell is left: the passages hold a loop
/// (and so the maze is in pieces, having `n - 1` passages).
///
/// The dead-end corridors are measured on the way (no walk of their own over
/// the records): a cell nothing was peeled into still has all its passages, so
/// its `degree` tells a corridor cell from a junction or a dead end.
fn peel_tree<L: Links>(mut nodes: Vec<Node<L>>, n: usize) -> Option<Tree> {
    let (mut best, mut ends) = (0u32, (0usize, 0usize));
    let (mut peeled, mut pair_steps) = (0usize, 0u64);
    let (mut river_cells, mut rivers) = (0u64, 0u64);
    // The leaves from the highest cell down, each peeled with the chain of
    // parents it turns into leaves: no list of leaves to build. A cell that is a
    // leaf when its turn comes was one from the start (one turned into a leaf
    // is peeled at once, in the chain that did it).
    for start in (0..nodes.len()).rev() {
        let mut c = start;
        // The chain's cells since its dead end or its last junction, and whether
        // a junction was met yet.
        let (mut run, mut from_end) = (1u64, true);
        while nodes[c].passages.degree() == 1 && peeled + 1 < n {
            let leaf = nodes[c];
            // A leaf whose last neighbour was peeled first: the cells are in pieces.
            let p = leaf.passages.links() as usize;
            if p == c || nodes.get(p).is_none_or(|q| q.passages.degree() == 0) {
                return None;
            }
            nodes[c].passages.clear();
            peeled += 1;
            pair_steps += u64::from(leaf.size) * (n as u64 - u64::from(leaf.size));
            let parent = &mut nodes[p];
            match (parent.size, parent.passages.degree()) {
                // A corridor cell: the corridor goes on.
                (1, 2) => run += 1,
                // The last cell, a dead end: its corridor ends here, and so
                // does the chain's own when the maze is a single line.
                (1, 1) => {
                    let both = u64::from(from_end);
                    river_cells += (run + 1) * (1 + both);
                    rivers += 1 + both;
                }
                // A junction: the chain's dead-end corridor stops short of it.
                _ => {
                    if from_end {
                        river_cells += run;
                        rivers += 1;
                    }
                    (run, from_end) = (0, false);
                }
            }
            parent.size += leaf.size;
            let through = leaf.depth + 1;
            if parent.depth + through > best || peeled == 1 {
                best = parent.depth + through;
                ends = (parent.deepest as usize, leaf.deepest as usize);
            }
            if through > parent.depth {
                (parent.depth, parent.deepest) = (through, leaf.deepest);
            }
            parent.passages.cut(c as u32);
            c = p;
        }
    }
    // Stuck before one cell was left: a loop holds the rest.
    if peeled + 1 < n {
        return None;
    }
    let pairs = (n as u64) * (n as u64 - 1) / 2;
    Some(Tree {
        paths: (best, ends, pair_steps as f64 / pairs as f64),
        river: ratio(river_cells as usize, rivers as usize),
    })
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
    let a = walk.farthest().next().unwrap_or(first);
    let from_a = DistanceMap::from_start(maze, a)?;
    let mut ends = (a, from_a.farthest().next().unwrap_or(a));
    let mut diameter = from_a.max_distance().unwrap_or(0);
    let order: Vec<usize> = walk.order().collect();
    let sources = MazeStats::SAMPLED_SOURCES.min(cells);
    let (mut total, mut pairs) = (0u64, 0u64);
    let mut map = DistanceMap::new();
    for s in 0..sources {
        let source = order[s * cells / sources];
        map.compute(maze, [source], None)?;
        total += map
            .order()
            .map(|c| u64::from(map.step_map()[c]))
            .sum::<u64>();
        pairs += cells as u64 - 1;
        if let Some(far) = map.max_distance().filter(|&d| d > diameter) {
            diameter = far;
            ends = (source, map.farthest().next().unwrap_or(source));
        }
    }
    Ok((diameter, ends, total as f64 / pairs.max(1) as f64))
}

/// Mean length of the dead-end corridors: from each dead end, the cells walked
/// through degree-2 cells until a junction (or the corridor's other end).
fn river<L: Links>(nodes: &[Node<L>]) -> f64 {
    let (mut total, mut count) = (0u64, 0u64);
    for start in (0..nodes.len()).filter(|&c| nodes[c].passages.degree() == 1) {
        let (mut prev, mut cur, mut length) = (0, start, 0u64);
        // At most one step a cell: a corridor never comes back on itself.
        for _ in 0..nodes.len() {
            length += 1;
            // The neighbour other than the one we came from (a dead end has one).
            let mut next = nodes[cur].passages.links();
            if cur != start {
                next ^= prev as u32;
            }
            let next = next as usize;
            match nodes.get(next).map(|n| n.passages.degree()) {
                Some(2) if next != start => (prev, cur) = (cur, next),
                Some(1) => {
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
