//! User graphs as topologies: a neighbour closure, or a compact adjacency list.

use alloc::vec::Vec;

use crate::error::reserve_total;
use crate::{FloodError, Topology};

/// Any graph given by a closure `cell -> neighbours`, in the style of the
/// `pathfinding` crate's successor functions.
///
/// The closure may return any `IntoIterator` of cells; return an array or an iterator
/// (not a `Vec`) to keep traversal allocation-free. Neighbours `>= len` are ignored.
///
/// ```
/// use floodfill::{FnGraph, Filler};
///
/// // A path 0 - 1 - 2 - ... - 9 given by a closure.
/// let line = FnGraph::new(10, |c: usize| [c.wrapping_sub(1), c + 1], 2);
/// let mut filler = Filler::new();
/// let layers = filler.distances(&line, [0], |_| true).unwrap();
/// assert_eq!(layers.distance(9), Some(9));
/// ```
#[derive(Debug, Clone, Copy)]
pub struct FnGraph<F> {
    len: usize,
    neighbors: F,
    max_degree: usize,
}

impl<F, I> FnGraph<F>
where
    F: Fn(usize) -> I,
    I: IntoIterator<Item = usize>,
{
    /// A graph of `len` cells whose neighbours are `neighbors(cell)`; `max_degree` is
    /// an upper bound on how many each cell has (used only to size buffers).
    pub fn new(len: usize, neighbors: F, max_degree: usize) -> Self {
        FnGraph {
            len,
            neighbors,
            max_degree,
        }
    }
}

impl<F, I> Topology for FnGraph<F>
where
    F: Fn(usize) -> I,
    I: IntoIterator<Item = usize>,
{
    fn len(&self) -> usize {
        self.len
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, f: impl FnMut(usize)) {
        (self.neighbors)(cell).into_iter().for_each(f);
    }

    fn max_degree(&self) -> usize {
        self.max_degree
    }
}

/// A graph stored as compressed adjacency lists: every cell's neighbours in one
/// array, so iterating them is a slice walk. Build it once from an edge list (a maze's
/// passages, a tile map's links) and fill or measure distances on it many times.
///
/// ```
/// use floodfill::{AdjacencyList, Filler};
///
/// // Two separate corridors: 0-1-2 and 3-4.
/// let g = AdjacencyList::undirected(5, [(0, 1), (1, 2), (3, 4)]).unwrap();
/// let mut filler = Filler::new();
/// assert_eq!(filler.fill(&g, 0, |_| true).unwrap().len(), 3);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "AdjacencySpec", into = "AdjacencySpec")
)]
pub struct AdjacencyList {
    /// `starts[c]..starts[c + 1]` indexes `targets` for cell `c`; `len + 1` entries.
    starts: Vec<u32>,
    targets: Vec<u32>,
    max_degree: usize,
}

/// The saved form of an [`AdjacencyList`]: its directed edges, validated on load.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct AdjacencySpec {
    len: usize,
    edges: Vec<(u32, u32)>,
}

#[cfg(feature = "serde")]
impl TryFrom<AdjacencySpec> for AdjacencyList {
    type Error = FloodError;
    fn try_from(s: AdjacencySpec) -> Result<Self, FloodError> {
        AdjacencyList::directed(
            s.len,
            s.edges.into_iter().map(|(a, b)| (a as usize, b as usize)),
        )
    }
}

#[cfg(feature = "serde")]
impl From<AdjacencyList> for AdjacencySpec {
    fn from(g: AdjacencyList) -> Self {
        let len = g.starts.len().saturating_sub(1);
        let edges = (0..len)
            .flat_map(|c| g.slice(c).iter().map(move |&t| (c as u32, t)))
            .collect();
        AdjacencySpec { len, edges }
    }
}

impl AdjacencyList {
    /// A graph of `len` cells where each `(a, b)` joins `a` and `b` both ways.
    ///
    /// # Errors
    /// [`FloodError::EdgeOutOfRange`] if an edge names a cell `>= len`;
    /// [`FloodError::TooManyCells`] if `len` or the edge count exceeds
    /// [`crate::MAX_CELLS`].
    pub fn undirected(
        len: usize,
        edges: impl IntoIterator<Item = (usize, usize)>,
    ) -> Result<Self, FloodError> {
        Self::build(len, edges, true)
    }

    /// A graph of `len` cells where each `(a, b)` makes `b` a neighbour of `a` only.
    ///
    /// # Errors
    /// As [`AdjacencyList::undirected`].
    pub fn directed(
        len: usize,
        edges: impl IntoIterator<Item = (usize, usize)>,
    ) -> Result<Self, FloodError> {
        Self::build(len, edges, false)
    }

    /// The two-way part of `topology`, read once: `b` is a neighbour of `a` when
    /// `a` and `b` are different cells that name each other. A neighbour named by
    /// one end only, named twice, the cell itself or an index `>= len()` is left
    /// out, so every walk over the list sees a plain undirected graph whatever the
    /// topology reports (a maze's passages, a tile map's links). Each cell's
    /// neighbours come in ascending order.
    ///
    /// ```
    /// use floodfill::{AdjacencyList, Topology};
    ///
    /// // 0 and 1 name each other; 1 -> 2 is one way; 2 names itself and cell 9.
    /// let named = AdjacencyList::directed(10, [(0, 1), (1, 0), (1, 2), (2, 2), (2, 9)])?;
    /// let two_way = AdjacencyList::symmetric(&named)?;
    /// assert_eq!((two_way.neighbors(0), two_way.neighbors(1)), (&[1][..], &[0][..]));
    /// assert!(two_way.neighbors(2).is_empty());
    /// assert_eq!(two_way.len(), 10);
    /// # Ok::<(), floodfill::FloodError>(())
    /// ```
    ///
    /// # Errors
    /// [`FloodError::TooManyCells`] if the topology has more than
    /// [`crate::MAX_CELLS`] cells or names more neighbours in all;
    /// [`FloodError::OutOfMemory`] when the lists cannot be allocated.
    pub fn symmetric<T: Topology + ?Sized>(topology: &T) -> Result<Self, FloodError> {
        let named = Self::named(topology)?;
        let len = named.len();
        let mut starts = Vec::new();
        reserve_total(&mut starts, len + 1)?;
        let mut targets = Vec::new();
        reserve_total(&mut targets, named.targets.len())?;
        let mut max_degree = 0;
        for c in 0..len {
            let from = targets.len();
            starts.push(from as u32);
            let back = |j: &&u32| named.slice(**j as usize).binary_search(&(c as u32)).is_ok();
            targets.extend(named.slice(c).iter().filter(back));
            max_degree = max_degree.max(targets.len() - from);
        }
        starts.push(targets.len() as u32);
        Ok(AdjacencyList {
            starts,
            targets,
            max_degree,
        })
    }

    /// Each cell's neighbours as `topology` names them, sorted, without repeats,
    /// the cell itself or indices out of range.
    fn named<T: Topology + ?Sized>(topology: &T) -> Result<Self, FloodError> {
        let len = topology.len();
        if len > crate::MAX_CELLS {
            return Err(FloodError::TooManyCells { len });
        }
        let mut starts = Vec::new();
        reserve_total(&mut starts, len + 1)?;
        let mut targets: Vec<u32> = Vec::new();
        for c in 0..len {
            let from = targets.len();
            starts.push(from as u32);
            let mut refused = Ok(());
            topology.for_each_neighbor(c, |j| {
                if j < len && j != c && refused.is_ok() {
                    refused = targets
                        .try_reserve(1)
                        .map_err(|_| FloodError::OutOfMemory { cells: len });
                    if refused.is_ok() {
                        targets.push(j as u32);
                    }
                }
            });
            refused?;
            if targets.len() > crate::MAX_CELLS {
                return Err(FloodError::TooManyCells { len: targets.len() });
            }
            let list = &mut targets[from..];
            list.sort_unstable();
            let kept = dedup_sorted(list);
            targets.truncate(from + kept);
        }
        starts.push(targets.len() as u32);
        Ok(AdjacencyList {
            starts,
            targets,
            max_degree: 0,
        })
    }

    /// Counting sort of the edges by source: validate and count, then place.
    fn build(
        len: usize,
        edges: impl IntoIterator<Item = (usize, usize)>,
        both_ways: bool,
    ) -> Result<Self, FloodError> {
        if len > crate::MAX_CELLS {
            return Err(FloodError::TooManyCells { len });
        }
        let mut list: Vec<(u32, u32)> = Vec::new();
        for (from, to) in edges {
            if from >= len || to >= len {
                return Err(FloodError::EdgeOutOfRange { from, to, len });
            }
            // Both fit in u32: len <= MAX_CELLS.
            list.push((from as u32, to as u32));
            if both_ways {
                list.push((to as u32, from as u32));
            }
            if list.len() > crate::MAX_CELLS {
                return Err(FloodError::TooManyCells { len: list.len() });
            }
        }
        let mut starts = Vec::new();
        reserve_total(&mut starts, len + 1)?;
        starts.resize(len + 1, 0);
        for &(from, _) in &list {
            starts[from as usize + 1] += 1;
        }
        let mut max_degree = 0;
        for c in 0..len {
            max_degree = max_degree.max(starts[c + 1] as usize);
            starts[c + 1] += starts[c];
        }
        let mut next = Vec::new();
        reserve_total(&mut next, len + 1)?;
        next.extend_from_slice(&starts);
        let mut targets = Vec::new();
        reserve_total(&mut targets, list.len())?;
        targets.resize(list.len(), 0);
        for (from, to) in list {
            let slot = &mut next[from as usize];
            targets[*slot as usize] = to;
            *slot += 1;
        }
        Ok(AdjacencyList {
            starts,
            targets,
            max_degree,
        })
    }

    /// The neighbours of `cell` as a slice (empty when out of range, for any
    /// `cell`).
    #[must_use]
    #[inline]
    pub fn neighbors(&self, cell: usize) -> &[u32] {
        if cell < self.len() {
            self.slice(cell)
        } else {
            &[]
        }
    }

    #[inline]
    fn slice(&self, cell: usize) -> &[u32] {
        &self.targets[self.starts[cell] as usize..self.starts[cell + 1] as usize]
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

impl Topology for AdjacencyList {
    fn len(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        for &n in self.neighbors(cell) {
            f(n as usize);
        }
    }

    fn max_degree(&self) -> usize {
        self.max_degree
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// `symmetric` against the definition: `b` is listed at `a` exactly when
        /// `a != b`, both are cells, and each names the other; ascending, no repeats.
        #[test]
        fn symmetric_keeps_the_pairs_both_ends_name(
            len in 0usize..12,
            names in proptest::collection::vec(proptest::collection::vec(0usize..14, 0..6), 12),
        ) {
            let graph = FnGraph::new(len, |c: usize| names[c].clone(), 6);
            let two_way = AdjacencyList::symmetric(&graph).unwrap();
            prop_assert_eq!(two_way.len(), len);
            let mut widest = 0;
            for a in 0..len {
                let want: Vec<u32> = (0..len)
                    .filter(|&b| b != a && names[a].contains(&b) && names[b].contains(&a))
                    .map(|b| b as u32)
                    .collect();
                prop_assert_eq!(two_way.neighbors(a), &want[..]);
                widest = widest.max(want.len());
            }
            prop_assert_eq!(two_way.max_degree(), widest);
        }
    }

    #[test]
    fn lists_follow_edges() {
        let g = AdjacencyList::undirected(4, [(0, 1), (0, 2), (2, 3)]).unwrap();
        assert_eq!(g.neighbors(0), [1, 2]);
        assert_eq!(g.neighbors(2), [0, 3]);
        assert_eq!(g.neighbors(9), [] as [u32; 0]);
        assert_eq!(g.max_degree(), 2);
        let d = AdjacencyList::directed(3, [(0, 1), (1, 2)]).unwrap();
        assert_eq!(d.neighbors(1), [2]);
        assert_eq!(d.len(), 3);
    }

    /// A topology past the cell limit is refused before anything is allocated, and
    /// neighbours named out of range (usize::MAX among them) are left out.
    #[test]
    fn symmetric_refuses_huge_topologies_and_drops_far_names() {
        for len in [crate::MAX_CELLS + 1, usize::MAX] {
            let huge = FnGraph::new(len, |c: usize| [c.wrapping_add(1)], 1);
            assert_eq!(
                AdjacencyList::symmetric(&huge),
                Err(FloodError::TooManyCells { len })
            );
        }
        let far = FnGraph::new(3, |c: usize| [usize::MAX, c, (c + 1) % 3, (c + 2) % 3], 4);
        let ring = AdjacencyList::symmetric(&far).unwrap();
        assert_eq!((ring.neighbors(0), ring.max_degree()), (&[1, 2][..], 2));
        assert_eq!(
            AdjacencyList::symmetric(&AdjacencyList::default())
                .unwrap()
                .len(),
            0
        );
    }

    #[test]
    fn bad_edges() {
        assert_eq!(
            AdjacencyList::undirected(2, [(0, 2)]),
            Err(FloodError::EdgeOutOfRange {
                from: 0,
                to: 2,
                len: 2
            })
        );
        assert_eq!(AdjacencyList::directed(0, []).unwrap().len(), 0);
    }
}
