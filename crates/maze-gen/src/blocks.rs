//! The blocks of a maze's passages: its biconnected components.
//!
//! A block is a largest set of cells that no single cell cuts apart: a loop with
//! everything joined to it by two ways, or a lone passage on no loop. Blocks share
//! only cut cells, and they join as a tree (the block-cut tree), so any simple path
//! between two cells runs through the blocks on the tree path between them, and
//! through every cell of those blocks that some such path can reach.

use alloc::vec::Vec;

use floodfill::{AdjacencyList, Topology};

use crate::passages::degree;

/// The blocks of a maze's passages, each as its list of cells.
pub(crate) struct Blocks {
    starts: Vec<u32>,
    cells: Vec<u32>,
}

/// Not entered yet.
const NEW: u32 = u32::MAX;

impl Blocks {
    /// The blocks of `passages`, by Hopcroft and Tarjan's low-link search with
    /// explicit stacks (no recursion). Cells with no passage are in no block.
    pub(crate) fn of(passages: &AdjacencyList) -> Self {
        let n = passages.len();
        let mut blocks = Blocks {
            starts: Vec::new(),
            cells: Vec::with_capacity(n),
        };
        let mut entered = alloc::vec![NEW; n];
        let mut low = alloc::vec![0u32; n];
        let mut time = 0u32;
        // Frames: (cell, the cell it was entered from, next neighbour to try).
        let mut frames: Vec<(u32, u32, u32)> = Vec::new();
        // Cells entered and not yet given to a block.
        let mut open: Vec<u32> = Vec::new();
        for root in 0..n {
            if entered[root] != NEW || degree(passages, root) == 0 {
                continue;
            }
            entered[root] = time;
            low[root] = time;
            time += 1;
            frames.push((root as u32, NEW, 0));
            open.push(root as u32);
            while let Some(frame) = frames.last_mut() {
                let (c, from, next) = *frame;
                let c = c as usize;
                if let Some(&j) = passages.neighbors(c).get(next as usize) {
                    frame.2 += 1;
                    if entered[j as usize] == NEW {
                        entered[j as usize] = time;
                        low[j as usize] = time;
                        time += 1;
                        frames.push((j, c as u32, 0));
                        open.push(j);
                    } else if j != from {
                        // The passages are a simple graph: the one passage back to
                        // `from` is the tree edge, any other seen cell a back edge.
                        low[c] = low[c].min(entered[j as usize]);
                    }
                    continue;
                }
                frames.pop();
                if from == NEW {
                    continue;
                }
                let p = from as usize;
                low[p] = low[p].min(low[c]);
                if low[c] >= entered[p] {
                    // Nothing below `c` reaches above `p`: `p` closes a block.
                    blocks.starts.push(blocks.cells.len() as u32);
                    while let Some(x) = open.pop() {
                        blocks.cells.push(x);
                        if x as usize == c {
                            break;
                        }
                    }
                    blocks.cells.push(p as u32);
                }
            }
            // The root stays open after its last block closed.
            open.clear();
        }
        blocks.starts.push(blocks.cells.len() as u32);
        blocks
    }

    /// The number of blocks.
    pub(crate) fn count(&self) -> usize {
        self.starts.len() - 1
    }

    /// The cells of block `b`.
    pub(crate) fn cells(&self, b: usize) -> &[u32] {
        &self.cells[self.starts[b] as usize..self.starts[b + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;
    use floodfill::AdjacencyList;

    fn blocks_of(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<u32>> {
        let graph = AdjacencyList::undirected(n, edges.iter().copied()).unwrap();
        let blocks = Blocks::of(&crate::passages::passages_of(&graph).unwrap());
        let mut all: Vec<Vec<u32>> = (0..blocks.count())
            .map(|b| {
                let mut v = blocks.cells(b).to_vec();
                v.sort_unstable();
                v
            })
            .collect();
        all.sort();
        all
    }

    #[test]
    fn a_loop_hanging_by_one_cell_is_its_own_block() {
        // 0-1-2-0 is a loop, 2-3 a bridge, 3-4-5-3 a loop; 6 has no passage.
        let edges = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5), (5, 3)];
        assert_eq!(
            blocks_of(7, &edges),
            vec![vec![0, 1, 2], vec![2, 3], vec![3, 4, 5]]
        );
    }

    #[test]
    fn two_loops_sharing_a_cell_are_two_blocks() {
        let edges = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 2)];
        assert_eq!(blocks_of(5, &edges), vec![vec![0, 1, 2], vec![2, 3, 4]]);
    }
}
