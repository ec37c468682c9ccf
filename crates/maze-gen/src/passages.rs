//! A maze's passages as floodfill's compressed adjacency lists, read once from any
//! topology for the fills and the path statistics.

use floodfill::AdjacencyList;
use floodfill::Topology;

use crate::error::MazeError;

/// The passages of `maze`, each listed at both ends: the pairs of different cells
/// that name each other as neighbours ([`AdjacencyList::symmetric`]). A neighbour
/// outside the maze, a cell naming itself, a neighbour named twice and a one-way
/// neighbour are left out, so every walk over the lists sees a plain undirected
/// graph whatever the topology reports.
///
/// # Errors
/// [`MazeError::Flood`] for a topology past floodfill's cell limit, or when the
/// lists cannot be allocated.
pub(crate) fn passages_of<T: Topology + ?Sized>(maze: &T) -> Result<AdjacencyList, MazeError> {
    Ok(AdjacencyList::symmetric(maze)?)
}

/// The number of passages at `c`.
pub(crate) fn degree(passages: &AdjacencyList, c: usize) -> usize {
    passages.neighbors(c).len()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let p = passages_of(&Odd).unwrap();
        assert_eq!(p.neighbors(0), &[1]);
        assert_eq!(p.neighbors(1), &[0]);
        assert_eq!(p.neighbors(2), &[3]);
        assert_eq!((0..4).map(|c| degree(&p, c)).sum::<usize>(), 4);
        let directed = AdjacencyList::directed(3, [(0, 1), (1, 2), (2, 0)]).unwrap();
        assert!((0..3).all(|c| degree(&passages_of(&directed).unwrap(), c) == 0));
    }
}
