//! A maze's passages as compressed adjacency lists, read once from any topology
//! for the fills and the path statistics.

use alloc::vec;
use alloc::vec::Vec;

use floodfill::Topology;

/// The passages of a maze, each once from each end, in compressed lists.
///
/// A passage is a pair of different cells that name each other as neighbours:
/// a neighbour outside the maze, a cell naming itself, a neighbour named twice
/// and a one-way neighbour (named by one end only) are left out, so every walk
/// over these lists sees a plain undirected graph whatever the topology reports.
pub(crate) struct PassageGraph {
    starts: Vec<u32>,
    targets: Vec<u32>,
}

impl PassageGraph {
    /// The passages of `maze`. Its cells must number at most `u32::MAX`
    /// (every maze of this crate is far below).
    pub(crate) fn of<T: Topology + ?Sized>(maze: &T) -> Self {
        let len = maze.len();
        let named = Self::named(maze, len);
        // Keep the names both ends agree on.
        let mut starts = Vec::with_capacity(len + 1);
        let mut targets = Vec::with_capacity(named.targets.len());
        for c in 0..len {
            starts.push(targets.len() as u32);
            for &j in named.neighbours(c) {
                if named
                    .neighbours(j as usize)
                    .binary_search(&(c as u32))
                    .is_ok()
                {
                    targets.push(j);
                }
            }
        }
        starts.push(targets.len() as u32);
        PassageGraph { starts, targets }
    }

    /// Each cell's neighbours as the topology names them, sorted and without
    /// repeats, outside cells and the cell itself.
    fn named<T: Topology + ?Sized>(maze: &T, len: usize) -> Self {
        let mut starts = Vec::with_capacity(len + 1);
        let mut targets: Vec<u32> = Vec::with_capacity(len * 2);
        for c in 0..len {
            let from = targets.len();
            starts.push(from as u32);
            maze.for_each_neighbor(c, |j| {
                if j < len && j != c {
                    targets.push(j as u32);
                }
            });
            let list = &mut targets[from..];
            list.sort_unstable();
            let kept = dedup_sorted(list);
            targets.truncate(from + kept);
        }
        starts.push(targets.len() as u32);
        PassageGraph { starts, targets }
    }

    /// The number of cells.
    pub(crate) fn len(&self) -> usize {
        self.starts.len() - 1
    }

    /// The cells behind `c`'s passages.
    pub(crate) fn neighbours(&self, c: usize) -> &[u32] {
        &self.targets[self.starts[c] as usize..self.starts[c + 1] as usize]
    }

    /// The number of passages at `c`.
    pub(crate) fn degree(&self, c: usize) -> usize {
        (self.starts[c + 1] - self.starts[c]) as usize
    }

    /// The passages in all (each counted once).
    #[cfg(test)]
    pub(crate) fn passage_count(&self) -> usize {
        self.targets.len() / 2
    }

    /// Breadth-first distances from `source` into `dist` (`u32::MAX` for a cell
    /// not reached), with `queue` as scratch; returns the cells reached in the
    /// order reached (in `queue`).
    pub(crate) fn distances<'q>(
        &self,
        source: usize,
        dist: &mut [u32],
        queue: &'q mut Vec<u32>,
    ) -> &'q [u32] {
        dist.fill(u32::MAX);
        queue.clear();
        dist[source] = 0;
        queue.push(source as u32);
        let mut head = 0;
        while let Some(&c) = queue.get(head) {
            head += 1;
            let next = dist[c as usize] + 1;
            for &j in self.neighbours(c as usize) {
                if dist[j as usize] == u32::MAX {
                    dist[j as usize] = next;
                    queue.push(j);
                }
            }
        }
        queue
    }
}

/// Removes repeats from a sorted slice in place; returns how many values stay.
fn dedup_sorted(list: &mut [u32]) -> usize {
    let mut kept = 0;
    for i in 0..list.len() {
        if kept == 0 || list[kept - 1] != list[i] {
            list[kept] = list[i];
            kept += 1;
        }
    }
    kept
}

/// A `vec![u32::MAX; len]`, the "not reached" distance array.
pub(crate) fn unreached(len: usize) -> Vec<u32> {
    vec![u32::MAX; len]
}

#[cfg(test)]
mod tests {
    use super::*;
    use floodfill::AdjacencyList;

    #[test]
    fn one_way_outside_self_and_repeated_names_are_not_passages() {
        struct Odd;
        impl Topology for Odd {
            fn len(&self) -> usize {
                4
            }
            fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
                match cell {
                    0 => [1, 1, 0, 9, 2].into_iter().for_each(&mut f),
                    1 => f(0),
                    2 => f(3), // 0 names 2 but 2 does not name 0
                    _ => f(2),
                }
            }
            fn max_degree(&self) -> usize {
                5
            }
        }
        let p = PassageGraph::of(&Odd);
        assert_eq!(p.neighbours(0), &[1]);
        assert_eq!(p.neighbours(1), &[0]);
        assert_eq!(p.neighbours(2), &[3]);
        assert_eq!(p.passage_count(), 2);
        let directed = AdjacencyList::directed(3, [(0, 1), (1, 2), (2, 0)]).unwrap();
        assert_eq!(PassageGraph::of(&directed).passage_count(), 0);
    }
}
