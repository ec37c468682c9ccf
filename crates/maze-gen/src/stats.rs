//! Maze statistics: cell kinds, longest path, mean path length, river factor.

use alloc::vec::Vec;

use floodfill::{AdjacencyList, Topology};

use crate::error::MazeError;
use crate::passages::{degree, passages_of};
use crate::paths::{DiameterBounds, Estimate, Walker, in_pieces, mean_of};
use crate::topology::InRange;

/// Figures that describe a maze's texture, over the cells with at least one
/// passage (the maze's cells). Cells with no passage (solid rock, masked cells,
/// every cell of a maze with no passage) are counted as [`isolated`] and take
/// no part in any other figure.
///
/// Every figure is exact, or `None` where an exact one would cost too much:
/// - A perfect maze (a tree) gets all of them from one pass that peels the tree
///   leaf by leaf: linear time, no breadth-first walk at all.
/// - A maze with loops gets its path figures from breadth-first walks, at most
///   [`MazeStats::PATH_WORK`] cell visits in all: a walk from every cell when
///   `cells * cells` fits (exact diameter and mean), otherwise iFUB walks for the
///   diameter, which is `None` if they do not settle it, and no mean.
///   [`MazeStats::estimated_diameter`] and
///   [`MazeStats::estimated_mean_path_length`] give proven bounds at any size.
/// - A maze whose passages do not join all its cells (in pieces) is an error:
///   distances between pieces do not exist.
///
/// [`isolated`]: MazeStats::isolated
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
/// assert_eq!((stats.cells, stats.isolated), (400, 0));
/// assert_eq!(stats.dead_ends + stats.corridors + stats.junctions, 400);
/// assert!(stats.mean_path_length.is_some()); // exact on every perfect maze
/// assert!(stats.dead_end_share() < 0.2); // the backtracker: long corridors
/// let (a, b) = stats.diameter_ends.unwrap(); // exact on every perfect maze
/// assert!(stats.diameter.unwrap() > 0 && a != b);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MazeStats {
    /// Cells with at least one passage: the population of every other figure.
    pub cells: usize,
    /// Cells with no passage (rock, masked cells, a maze with no passage).
    pub isolated: usize,
    /// Cells with exactly one passage.
    pub dead_ends: usize,
    /// Cells with exactly two passages.
    pub corridors: usize,
    /// Cells with three passages or more.
    pub junctions: usize,
    /// Whether the maze is a tree over its cells (joined, no loop). A maze with
    /// no passage is perfect only when it has a single cell.
    pub perfect: bool,
    /// The longest shortest path, in steps (the maze's diameter), exact. `None`
    /// for a large maze with loops whose diameter [`MazeStats::PATH_WORK`] does not
    /// settle: see [`MazeStats::estimated_diameter`].
    pub diameter: Option<u32>,
    /// The two ends of that path (a goal at the farthest pair); `None` with it.
    pub diameter_ends: Option<(usize, usize)>,
    /// The mean number of steps between two different cells, exact (`0.0` with
    /// fewer than two cells). `None` for a maze with loops whose cell count,
    /// squared, is over [`MazeStats::PATH_WORK`] (2048 cells): see
    /// [`MazeStats::estimated_mean_path_length`].
    pub mean_path_length: Option<f64>,
    /// The river factor: the mean length, in cells, of the corridors that end in
    /// a dead end (from the dead end up to, not including, the first junction).
    /// Long winding "rivers" with few side branches score high, a maze of short
    /// stubs scores near 1.
    pub river: f64,
}

impl MazeStats {
    /// The most cell visits [`MazeStats::of`] spends on the path figures of a
    /// maze with loops (a walk visits every cell once and looks through each of
    /// its passages). Up to 2048 cells that is a walk from every cell; above,
    /// the iFUB walks it allows (none when fewer than five).
    pub const PATH_WORK: usize = 1 << 22;

    /// The statistics of a maze on any topology (a [`Maze`](crate::Maze), a
    /// [`Maze`](crate::Maze) on any board, a tile map). Errors only when the
    /// passages do not join every cell that has one (a limited dig's maze is
    /// fine: its rock has no passage and is left out). Linear time on a perfect
    /// maze; on a maze with loops, up to [`MazeStats::PATH_WORK`] cell visits more.
    pub fn of<T: Topology + ?Sized>(maze: &T) -> Result<Self, MazeError> {
        let maze = &InRange(maze);
        // Four bytes less per cell where the degrees and indices fit (every
        // maze of this crate); other topologies take the wide records, and so
        // does one whose cells have more passages than its `max_degree`.
        if maze.len() <= Packed::CELLS && maze.max_degree() <= Packed::DEGREE {
            let (nodes, census) = records::<Packed, _>(maze)?;
            if census.widest <= Packed::MAX_DEGREE {
                return Self::from_records(maze, nodes, &census);
            }
        }
        let (nodes, census) = records::<Wide, _>(maze)?;
        Self::from_records(maze, nodes, &census)
    }

    /// The statistics from the records and census of a maze.
    fn from_records<L: Links, T: Topology + ?Sized>(
        maze: &T,
        mut nodes: Vec<Node<L>>,
        census: &Census,
    ) -> Result<Self, MazeError> {
        let len = maze.len();
        let [isolated, dead_ends, corridors, junctions] = census.kinds;
        let cells = dead_ends + corridors + junctions;
        if cells == 0 {
            return Ok(MazeStats::without_passages(len));
        }
        let stats = |perfect, (diameter, diameter_ends, mean_path_length), river| MazeStats {
            cells,
            isolated,
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
        // corridors; anything else (a loop, or a maze in pieces) is walked.
        if census.ends / 2 == cells - 1 {
            if let Some(tree) = peel_tree(nodes, cells) {
                let (diameter, ends, mean) = tree.paths;
                let paths = (Some(diameter), Some(ends), Some(mean));
                return Ok(stats(true, paths, tree.river));
            }
            // The peeling spent the records; only a maze in pieces gets here.
            nodes = records::<L, T>(maze)?.0;
        }
        let river = river(&nodes);
        drop(nodes);
        Ok(stats(false, loop_paths(maze, cells)?, river))
    }

    /// A maze with no passage: every cell is its own piece.
    fn without_passages(len: usize) -> Self {
        MazeStats {
            cells: 0,
            isolated: len,
            dead_ends: 0,
            corridors: 0,
            junctions: 0,
            perfect: len == 1,
            diameter: Some(0),
            diameter_ends: Some((0, 0)),
            mean_path_length: Some(0.0),
            river: 0.0,
        }
    }

    /// An estimate of the mean path length of a joined maze of any size, from
    /// breadth-first walks from `sources` cells (at least one), each next one the
    /// cell farthest from those walked so far. The true mean lies within
    /// [`Estimate::error_bound`] of [`Estimate::value`]: two cells' mean
    /// distances to the rest differ by at most their distance apart (times
    /// `n / (n - 1)`), so each walk pins every cell's mean distance to a range,
    /// and the estimate is the mean of the ranges' midpoints, off by at most the
    /// mean of their half-widths (never more than the mean distance from a cell
    /// to its nearest walked cell, times `n / (n - 1)`). With `sources` at least
    /// the cell count the estimate is exact. Costs `sources` walks over the
    /// maze. Errors as [`MazeStats::of`] does for a maze in pieces.
    ///
    /// ```
    /// use maze_gen::{Algorithm, Maze, MazeStats};
    ///
    /// let mut maze = Maze::from_seed(Algorithm::Kruskal, 30, 30, 7)?;
    /// maze.braid(0.5, &mut maze_gen::rng::from_seed(7))?;
    /// let exact = MazeStats::of(&maze)?.mean_path_length.unwrap();
    /// let estimate = MazeStats::estimated_mean_path_length(&maze, 64)?;
    /// assert!((estimate.value - exact).abs() <= estimate.error_bound);
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    pub fn estimated_mean_path_length<T: Topology + ?Sized>(
        maze: &T,
        sources: usize,
    ) -> Result<Estimate, MazeError> {
        let passages = passages_of(maze)?;
        let Some((mut walker, first, cells)) = joined(&passages)? else {
            return Ok(Estimate {
                value: 0.0,
                error_bound: 0.0,
            });
        };
        Ok(walker.estimated_mean(first, cells, sources))
    }

    /// Bounds on the diameter of a joined maze of any size, and two cells as far
    /// apart as the lower bound, from at most `walks` breadth-first walks (five
    /// at least) of iFUB, the search [`MazeStats::of`] uses: the lower bound is
    /// the longest path found, the upper one twice the distance from a central
    /// cell within which no walk has been. Enough walks make them meet
    /// ([`DiameterBounds::is_exact`]); a braided maze may need many. Errors as
    /// [`MazeStats::of`] does for a maze in pieces.
    ///
    /// ```
    /// use maze_gen::{Algorithm, Maze, MazeStats};
    ///
    /// let mut maze = Maze::from_seed(Algorithm::Kruskal, 300, 300, 7)?;
    /// maze.braid(0.5, &mut maze_gen::rng::from_seed(7))?;
    /// let bounds = MazeStats::estimated_diameter(&maze, 20)?;
    /// assert!(bounds.at_least <= bounds.at_most);
    /// let (goal, start) = bounds.ends; // at least `at_least` steps apart
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    pub fn estimated_diameter<T: Topology + ?Sized>(
        maze: &T,
        walks: usize,
    ) -> Result<DiameterBounds, MazeError> {
        let passages = passages_of(maze)?;
        let Some((mut walker, first, _)) = joined(&passages)? else {
            return Ok(DiameterBounds {
                at_least: 0,
                ends: (0, 0),
                at_most: 0,
            });
        };
        Ok(walker.diameter(first, walks))
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
fn records<L: Links, T: Topology + ?Sized>(maze: &T) -> Result<(Vec<Node<L>>, Census), MazeError> {
    match crate::topology::side_bits(maze) {
        Some(grid) => Ok(side_nodes(grid.width, grid.sides)),
        None => neighbour_nodes(maze),
    }
}

/// The records of any maze, from its passages as the fills read them
/// ([`passages_of`]: a one-way, repeated or self neighbour is no passage), so the
/// statistics and the fills agree on every topology.
fn neighbour_nodes<L: Links, T: Topology + ?Sized>(
    maze: &T,
) -> Result<(Vec<Node<L>>, Census), MazeError> {
    let passages = passages_of(maze)?;
    let mut census = Census::default();
    let nodes = (0..passages.len())
        .map(|c| {
            let links = passages.neighbors(c).iter().fold(0u32, |x, &j| x ^ j);
            let degree = degree(&passages, c) as u32;
            census.add(degree);
            Node::new(c, degree, links)
        })
        .collect();
    Ok((nodes, census))
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
    // The pair-step sum of a long tree passes `u64` (a 4096 x 4096 maze's can).
    let (mut peeled, mut pair_steps) = (0usize, 0u128);
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
            pair_steps += u128::from(u64::from(leaf.size) * (n as u64 - u64::from(leaf.size)));
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
    Some(Tree {
        paths: (best, ends, mean_of(2 * pair_steps, n)),
        river: ratio(river_cells as usize, rivers as usize),
    })
}

/// A walker over a maze's passages, its first cell with a passage and the cell
/// count; `None` when no cell has a passage, an error when they are in pieces.
fn joined(passages: &AdjacencyList) -> Result<Option<(Walker<'_>, usize, usize)>, MazeError> {
    let len = passages.len();
    let Some(first) = (0..len).find(|&c| degree(passages, c) > 0) else {
        return Ok(None);
    };
    let cells = (0..len).filter(|&c| degree(passages, c) > 0).count();
    let mut walker = Walker::new(passages);
    if walker.reached(first) != cells {
        return Err(in_pieces());
    }
    Ok(Some((walker, first, cells)))
}

/// The path figures of a maze with loops, exact, within
/// [`MazeStats::PATH_WORK`]: all of them by a walk from every cell when that
/// fits, else the diameter by iFUB if it settles in time.
#[allow(clippy::type_complexity)]
fn loop_paths<T: Topology + ?Sized>(
    maze: &T,
    cells: usize,
) -> Result<(Option<u32>, Option<(usize, usize)>, Option<f64>), MazeError> {
    let passages = passages_of(maze)?;
    let Some((mut walker, first, reached)) = joined(&passages)? else {
        return Err(in_pieces());
    };
    if reached != cells {
        return Err(in_pieces());
    }
    if cells.saturating_mul(cells) <= MazeStats::PATH_WORK {
        let (diameter, ends, mean) = walker.all_pairs(first, cells);
        return Ok((Some(diameter), Some(ends), Some(mean)));
    }
    let walks = MazeStats::PATH_WORK / cells;
    if walks < 5 {
        return Ok((None, None, None));
    }
    let bounds = walker.diameter(first, walks);
    Ok(match bounds.is_exact() {
        true => (Some(bounds.at_least), Some(bounds.ends), None),
        false => (None, None, None),
    })
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
