//! Maze transformers for solving and showing: dead-end filling and cul-de-sac
//! filling. Each returns the cells it filled, in the order it filled them, so a
//! game can animate the fill; the maze itself is not changed.
//!
//! Both read the maze's passages the same way: a passage is a pair of different
//! cells that name each other as neighbours (a neighbour outside the maze, or
//! named by one end only, is not a passage). A cell with no passage (rock, a
//! masked cell) is never filled; kept cells outside the maze are ignored. Pieces
//! of the maze that are not joined to each other are filled each on its own.

use alloc::collections::VecDeque;
use alloc::vec;
use alloc::vec::Vec;

use floodfill::{AdjacencyList, Topology};

use crate::blocks::Blocks;
use crate::passages::passages_of;

/// Dead-end filling: fills every cell that is not kept and has at most one
/// passage to cells not yet filled, then every cell that filling turned into
/// such a dead end, until none is left. What stays is the kept cells, the loops,
/// and the cells on a path between two of those (in a perfect maze with two kept
/// cells, exactly the solution path between them). Returns the filled cells in
/// fill order.
///
/// A piece of the maze with no kept cell and no loop fills completely, and so
/// does a perfect maze when no cell is kept. A braided maze keeps its loops even
/// where they hang off the solution by a single cell; [`cul_de_sacs`] fills
/// those too.
///
/// ```
/// use maze_gen::{Algorithm, DistanceMap, Maze, fill};
///
/// let maze = Maze::from_seed(Algorithm::Prim, 12, 8, 5)?;
/// let (start, goal) = (0, maze.len() - 1);
/// let filled = fill::dead_ends(&maze, &[start, goal]);
/// let path_cells = DistanceMap::from_start(&maze, start)?.distance(goal).unwrap() + 1;
/// assert_eq!(filled.len(), maze.len() - path_cells as usize);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[must_use]
pub fn dead_ends<T: Topology + ?Sized>(maze: &T, keep: &[usize]) -> Vec<usize> {
    // Past floodfill's cell limit there is nothing to fill (no maze comes near).
    let passages = passages_of(maze).unwrap_or_default();
    let len = passages.len();
    let kept = kept_cells(len, keep);
    let mut degree: Vec<u32> = (0..len)
        .map(|c| passages.neighbors(c).len() as u32)
        .collect();
    let mut filled = vec![false; len];
    let mut queue: VecDeque<usize> = (0..len).filter(|&c| degree[c] == 1 && !kept[c]).collect();
    let mut order = Vec::new();
    // A cell's count only falls, one at a time, so every cell that comes down
    // to one passage or none is queued once it reaches one.
    while let Some(c) = queue.pop_front() {
        if filled[c] {
            continue;
        }
        filled[c] = true;
        order.push(c);
        for &j in passages.neighbors(c) {
            let j = j as usize;
            if !filled[j] {
                // Saturating: a one-way edge (see the contract) may not count at `j`.
                degree[j] = degree[j].saturating_sub(1);
                if degree[j] == 1 && !kept[j] {
                    queue.push_back(j);
                }
            }
        }
    }
    order
}

/// Cul-de-sac filling: fills every cell that is not on a simple path between
/// two kept cells. What stays is exactly the kept cells and the cells some
/// path between two different kept cells passes through without visiting a cell
/// twice: dead ends, dead-end parts with loops inside, and loops hanging off the
/// solution by a single cell are all filled. Returns the filled cells, one
/// hanging part (a block: a loop, or a passage on no loop) after another from
/// the outside in, each part's cells in index order.
///
/// With one kept cell in a piece of the maze, everything else in that piece is
/// filled; with none, the whole piece is (and so is the whole maze when no cell
/// is kept).
///
/// The parts are the maze's blocks (biconnected components, found by an
/// iterative low-link search): blocks meet at single cells and join as a tree,
/// and a simple path between two cells runs through exactly the blocks on the
/// tree path between them, each of which it can cross through any of its cells.
/// That tree is dead-end filled down to the kept cells. Time and memory are
/// linear in the maze's size.
///
/// ```
/// use maze_gen::{Algorithm, Maze, fill};
///
/// let mut maze = Maze::from_seed(Algorithm::Kruskal, 10, 10, 3)?;
/// maze.braid(0.5, &mut maze_gen::rng::from_seed(3))?;
/// let keep = [0, 99];
/// let sacs = fill::cul_de_sacs(&maze, &keep);
/// let ends = fill::dead_ends(&maze, &keep);
/// assert!(sacs.len() >= ends.len()); // it also fills hanging loops
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[must_use]
pub fn cul_de_sacs<T: Topology + ?Sized>(maze: &T, keep: &[usize]) -> Vec<usize> {
    // Past floodfill's cell limit there is nothing to fill (no maze comes near).
    let passages = passages_of(maze).unwrap_or_default();
    let len = passages.len();
    let kept = kept_cells(len, keep);
    let tree = BlockTree::of(&passages);
    // The block-cut tree's nodes: cells `0..len`, then blocks. A cell node links
    // to the blocks it is in; a block node to its cells.
    let mut degree: Vec<u32> = (0..len)
        .map(|c| tree.blocks_of(c).len() as u32)
        .chain((0..tree.blocks.count()).map(|b| tree.blocks.cells(b).len() as u32))
        .collect();
    let mut gone = vec![false; degree.len()];
    let mut queue: VecDeque<usize> = (0..len).filter(|&c| degree[c] == 1 && !kept[c]).collect();
    let mut order = Vec::new();
    while let Some(node) = queue.pop_front() {
        if gone[node] {
            continue;
        }
        gone[node] = true;
        if node < len {
            // A cell leaves the tree: the block it still hangs from (if any)
            // fills it when that block goes.
            if degree[node] == 0 {
                order.push(node);
            }
            for &b in tree.blocks_of(node) {
                let b = len + b as usize;
                if !gone[b] {
                    degree[b] -= 1;
                    if degree[b] <= 1 {
                        queue.push_back(b);
                    }
                }
            }
        } else {
            // A block leaves: its cells that left before it are filled now; the
            // one it hangs from (if any) loses a link.
            let from = order.len();
            for &c in tree.blocks.cells(node - len) {
                let c = c as usize;
                if gone[c] {
                    order.push(c);
                } else {
                    degree[c] -= 1;
                    if degree[c] <= 1 && !kept[c] {
                        queue.push_back(c);
                    }
                }
            }
            order[from..].sort_unstable();
        }
    }
    order
}

/// `kept[c]` for the kept cells inside the maze.
fn kept_cells(len: usize, keep: &[usize]) -> Vec<bool> {
    let mut kept = vec![false; len];
    for &k in keep.iter().filter(|&&k| k < len) {
        kept[k] = true;
    }
    kept
}

/// The blocks of a maze and, for each cell, the blocks it is in.
struct BlockTree {
    blocks: Blocks,
    starts: Vec<u32>,
    of_cell: Vec<u32>,
}

impl BlockTree {
    fn of(passages: &AdjacencyList) -> Self {
        let blocks = Blocks::of(passages);
        let len = passages.len();
        let mut starts = vec![0u32; len + 1];
        for b in 0..blocks.count() {
            for &c in blocks.cells(b) {
                starts[c as usize + 1] += 1;
            }
        }
        for c in 0..len {
            starts[c + 1] += starts[c];
        }
        let mut next = starts.clone();
        let mut of_cell = vec![0u32; starts[len] as usize];
        for b in 0..blocks.count() {
            for &c in blocks.cells(b) {
                of_cell[next[c as usize] as usize] = b as u32;
                next[c as usize] += 1;
            }
        }
        BlockTree {
            blocks,
            starts,
            of_cell,
        }
    }

    /// The blocks cell `c` is in (more than one for a cut cell, none for a cell
    /// with no passage).
    fn blocks_of(&self, c: usize) -> &[u32] {
        &self.of_cell[self.starts[c] as usize..self.starts[c + 1] as usize]
    }
}
