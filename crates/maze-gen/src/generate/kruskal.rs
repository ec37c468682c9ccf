//! Randomised Kruskal over a real union-find, on any board: the edges in random
//! order, each opened when it joins two different sets of cells. Uniformly
//! spread short dead ends.
//!
//! It keeps no scratch state per cell, so it does without the grower of the
//! other any-board generators (`grow.rs`); the union-find is `union_find.rs`.

use alloc::vec::Vec;

use floodfill::Topology;
use rand_core::Rng;

use super::union_find::UnionFind;
use crate::board::{MAX_DEGREE, MazeBoard};
use crate::maze::Maze;
use crate::rng::shuffle;

/// Randomised Kruskal into `maze` (every wall standing): it keeps no scratch
/// state per cell, only the edges and the union-find.
pub(super) fn kruskal<T: Topology, R: Rng + ?Sized>(maze: &mut Maze<T>, rng: &mut R) {
    let len = maze.board().len();
    // An edge is its lower cell and that cell's slot towards the other,
    // packed as `cell * 8 + slot` (cells are below 2^26, slots below 8).
    // At most half the slots, each edge being two of them.
    let most = len * maze.board().topology().max_degree().min(MAX_DEGREE) / 2;
    let mut edges: Vec<u32> = Vec::with_capacity(most);
    maze.board()
        .for_each_edge(|a, k| edges.push((a * MAX_DEGREE + k) as u32));
    shuffle(rng, &mut edges);
    let ends = |board: &MazeBoard<T>, edge: u32| {
        let (a, k) = (edge as usize / MAX_DEGREE, edge as usize % MAX_DEGREE);
        (a, k, board.slot_target(a, k))
    };
    let mut sets = UnionFind::new(len);
    let mut joined = 0;
    for (i, &edge) in edges.iter().enumerate() {
        if joined + 1 == maze.board().usable_count() {
            break;
        }
        // The edges come in random order, so each one's cells are cache misses
        // in the union-find and the maze. Reading the sets of the edge a few
        // places ahead starts those misses early, overlapping them with this
        // edge's work.
        if let Some(&ahead) = edges.get(i + LOOK_AHEAD) {
            let (c, _, d) = ends(maze.board(), ahead);
            core::hint::black_box(sets.peek(c) ^ sets.peek(d));
        }
        let (a, k, b) = ends(maze.board(), edge);
        if sets.union(a, b) {
            maze.join_slot(a, k, b);
            joined += 1;
        }
    }
}

/// How many edges ahead Kruskal's union loop touches the sets of.
const LOOK_AHEAD: usize = 16;
