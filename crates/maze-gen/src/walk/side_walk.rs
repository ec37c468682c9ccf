//! The distance walk over a grid of side bits (a maze's passages): no neighbour
//! callback and no branch per side.

use floodfill::{DistanceLayers, FloodError};

use super::SideWalks;
use super::side_grid::SideGrid;
use super::tree_walk::{CELL_MASK, walk_tree};

impl SideGrid<'_> {
    /// `steps[bits][k]`: the step (wrapping) from a cell with side bits `bits` to
    /// its `k`-th open side, 0 (the cell itself) past the last one.
    fn side_steps(&self) -> [[usize; 4]; 16] {
        let by_side = [self.width.wrapping_neg(), 1, self.width, usize::MAX];
        let mut steps = [[0usize; 4]; 16];
        for (bits, row) in steps.iter_mut().enumerate() {
            let open = (0..4).filter(|side| bits & (1 << side) != 0);
            for (slot, side) in row.iter_mut().zip(open) {
                *slot = by_side[side];
            }
        }
        steps
    }
}

impl SideWalks for DistanceLayers {
    /// As [`DistanceLayers::compute`] over `grid`, with the same result, by a
    /// walk made for side bits: a table gives the steps to a cell's open sides, and
    /// the first two (most maze cells have one or two) are handled without a branch
    /// (a missing side points back at the cell itself, which is always already
    /// reached, so its "fresh" test fails); a branch per side on the random side
    /// bits would be mispredicted about half the time.
    ///
    /// A grid with open sides leading off its border takes the general walk.
    ///
    /// A grid that is a tree where it matters (a perfect maze) walked from one
    /// seed with no budget below the cell count takes a faster walk still: every
    /// open side but the one back to the parent leads to a new cell, so nothing is
    /// checked per side and the distances are written after the walk, layer by
    /// layer. One branch-free pass over the bytes decides (every passage open from
    /// both of its cells, exactly `len - 1` of them); should the seed's part still
    /// hold a loop (a grid in several parts), the walk notices it queueing more
    /// than `len` cells and the checked walk starts over. Same result either way.
    ///
    /// # Errors
    /// [`FloodError::SeedOutOfRange`] for a seed outside the grid. After an error
    /// the layers are empty (nothing reached).
    fn compute_sides(
        &mut self,
        grid: SideGrid<'_>,
        seeds: impl IntoIterator<Item = usize>,
        max: Option<u32>,
    ) -> Result<(), FloodError> {
        if !grid.border_is_closed() {
            return self.compute(&grid, seeds, max);
        }
        let mut seeds = seeds.into_iter();
        let (first, second) = (seeds.next(), seeds.next());
        let len = grid.sides.len();
        // The tree walk: one seed, no budget that could stop it early (a tree's
        // depth is below `len`), tags that fit above the cell index, and sides
        // that could form a tree.
        if let (Some(seed), None) = (first, second)
            && max.is_none_or(|m| m as usize >= len)
            && len <= CELL_MASK as usize + 1
            && grid.could_be_tree()
        {
            match walk_tree(self, grid, seed) {
                Ok(true) => return Ok(()),
                // The seed's part has a loop: the checked walk below.
                Ok(false) => {}
                Err(e) => return Err(e),
            }
        }
        self.walk_sides(grid, first.into_iter().chain(second).chain(seeds), max)
    }

    /// The checked walk over side bits (any seeds, any budget).
    fn walk_sides(
        &mut self,
        grid: SideGrid<'_>,
        seeds: impl IntoIterator<Item = usize>,
        max: Option<u32>,
    ) -> Result<(), FloodError> {
        let len = grid.sides.len();
        self.record(len, move |dist, order, starts| {
            dist.fill(DistanceLayers::UNREACHED);
            // The queue is written by index with an unconditional store per side, so
            // it needs a spare slot beyond the last cell; it is cut back at the end.
            // Old contents are overwritten before they are read, so only growth is
            // filled.
            order.resize(len + 1, 0);
            let mut tail = 0;
            for seed in seeds {
                let slot = dist
                    .get_mut(seed)
                    .ok_or(FloodError::SeedOutOfRange { seed, len })?;
                if *slot == DistanceLayers::UNREACHED {
                    *slot = 0;
                    order[tail] = seed as u32;
                    tail += 1;
                }
            }
            let steps = grid.side_steps();
            let (mut begin, mut d) = (0usize, 0u32);
            while tail > begin {
                let end = tail;
                starts.push(end as u32);
                if max == Some(d) {
                    break;
                }
                let next = d + 1;
                tail = expand_layer(grid, &steps, dist, order, begin..end, tail, next);
                begin = end;
                d = next;
            }
            order.truncate(tail);
            Ok(())
        })
    }
}

/// Queues the unreached neighbours of the cells `order[layer]` behind `order[tail]`
/// at distance `next`; returns the new tail. Works on slices, not `Vec`s, so the
/// compiler keeps their pointers and lengths in registers across the stores.
/// Not inlined: on its own the loop keeps its state in registers.
#[inline(never)]
fn expand_layer(
    grid: SideGrid<'_>,
    steps: &[[usize; 4]; 16],
    dist: &mut [u32],
    order: &mut [u32],
    layer: core::ops::Range<usize>,
    mut tail: usize,
    next: u32,
) -> usize {
    let sides = grid.sides;
    for i in layer {
        let cell = order[i] as usize;
        let step = steps[usize::from(sides[cell] & 0xf)];
        // Most maze cells have one or two open sides: those two are handled without
        // a branch on the random side bits; the rarer third and fourth with one.
        tail = visit(dist, order, cell.wrapping_add(step[0]), tail, next);
        tail = visit(dist, order, cell.wrapping_add(step[1]), tail, next);
        if step[2] != 0 {
            tail = visit(dist, order, cell.wrapping_add(step[2]), tail, next);
            tail = visit(dist, order, cell.wrapping_add(step[3]), tail, next);
        }
    }
    tail
}

/// Queues `n` at `order[tail]` and gives it distance `next` when it is unreached;
/// returns the new tail. Without a branch: the queue slot is written either way
/// (and only kept when fresh), and a stale cell gets its own distance back.
#[inline(always)]
fn visit(dist: &mut [u32], order: &mut [u32], n: usize, tail: usize, next: u32) -> usize {
    let old = dist[n];
    let fresh = old == DistanceLayers::UNREACHED;
    dist[n] = if fresh { next } else { old };
    order[tail] = n as u32;
    tail + usize::from(fresh)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::walk::side_grid::{EAST, NORTH, SOUTH, WEST};
    use alloc::vec::Vec;
    use proptest::prelude::*;

    /// Random side bits on a `w × h` grid, some of them leading off the border.
    fn sides_strategy() -> impl Strategy<Value = (usize, Vec<u8>)> {
        (1usize..24, 1usize..24)
            .prop_flat_map(|(w, h)| (Just(w), proptest::collection::vec(any::<u8>(), w * h)))
    }

    /// Keeps only the sides that stay on the grid (what a maze always has).
    fn closed_border(w: usize, sides: &[u8]) -> Vec<u8> {
        let grid = SideGrid::new(w, sides).unwrap();
        (0..sides.len()).map(|c| grid.inner_sides(c)).collect()
    }

    fn assert_same_walks(w: usize, sides: &[u8], seeds: &[usize], max: Option<u32>) {
        let grid = SideGrid::new(w, sides).unwrap();
        let mut general = DistanceLayers::new();
        general.compute(&grid, seeds.iter().copied(), max).unwrap();
        let mut fast = DistanceLayers::new();
        fast.compute_sides(grid, seeds.iter().copied(), max)
            .unwrap();
        assert_eq!(fast.step_map(), general.step_map());
        assert!(fast.order().eq(general.order()));
        assert!(
            fast.layers()
                .map(Vec::from_iter)
                .eq(general.layers().map(Vec::<usize>::from_iter))
        );
        // `compute` over the grid as a topology finds the hook and the same walk.
        let mut hooked = DistanceLayers::new();
        hooked.compute(&grid, seeds.iter().copied(), max).unwrap();
        assert_eq!(hooked.step_map(), general.step_map());
        assert!(hooked.order().eq(general.order()));
    }

    /// A random spanning tree of the `w × h` grid as side bits: Kruskal over
    /// the grid's edges in the order of `weights` (one per edge, cycled).
    fn spanning_tree(w: usize, h: usize, weights: &[u32]) -> Vec<u8> {
        let len = w * h;
        // (weight, cell, east?) for every edge inside the grid.
        let mut edges = Vec::new();
        for c in 0..len {
            if c % w + 1 < w {
                edges.push((c, true));
            }
            if c + w < len {
                edges.push((c, false));
            }
        }
        let mut keyed: Vec<(u32, usize, bool)> = edges
            .iter()
            .enumerate()
            .map(|(k, &(c, east))| (weights[k % weights.len()].wrapping_add(k as u32), c, east))
            .collect();
        keyed.sort_unstable();
        let mut parent: Vec<usize> = (0..len).collect();
        fn root(parent: &mut [usize], mut c: usize) -> usize {
            while parent[c] != c {
                c = parent[c];
            }
            c
        }
        let mut sides = alloc::vec![0u8; len];
        for (_, c, east) in keyed {
            let n = if east { c + 1 } else { c + w };
            let (a, b) = (root(&mut parent, c), root(&mut parent, n));
            if a != b {
                parent[a] = b;
                open_between(&mut sides, w, c, east);
            }
        }
        sides
    }

    /// Opens the passage east (or south) of `c` on both sides.
    fn open_between(sides: &mut [u8], w: usize, c: usize, east: bool) {
        if east {
            sides[c] |= EAST;
            sides[c + 1] |= WEST;
        } else {
            sides[c] |= SOUTH;
            sides[c + w] |= NORTH;
        }
    }

    /// The tree walk's own answer (`Some(exact)`), then the same comparison
    /// against the general walk as [`assert_same_walks`] through `compute_sides`.
    fn tree_walk(w: usize, sides: &[u8], seed: usize) -> bool {
        let grid = SideGrid::new(w, sides).unwrap();
        let mut tree = DistanceLayers::new();
        let exact = walk_tree(&mut tree, grid, seed).unwrap();
        let mut general = DistanceLayers::new();
        general.compute(&grid, [seed], None).unwrap();
        if exact {
            assert_eq!(tree.step_map(), general.step_map());
            assert!(tree.order().eq(general.order()));
            assert!(
                tree.layers()
                    .map(Vec::from_iter)
                    .eq(general.layers().map(Vec::<usize>::from_iter))
            );
        }
        assert_same_walks(w, sides, &[seed], None);
        assert_same_walks(w, sides, &[seed], Some(sides.len() as u32));
        exact
    }

    #[test]
    fn sizes_are_checked() {
        assert!(matches!(
            SideGrid::new(0, &[0]),
            Err(FloodError::EmptyGrid { .. })
        ));
        assert!(matches!(
            SideGrid::new(3, &[]),
            Err(FloodError::EmptyGrid { .. })
        ));
        assert!(matches!(
            SideGrid::new(2, &[0, 0, 0]),
            Err(FloodError::SizeMismatch {
                expected: 4,
                found: 3
            })
        ));
        let grid = SideGrid::new(2, &[0; 6]).unwrap();
        assert_eq!((grid.width, grid.sides.len()), (2, 6));
    }

    #[test]
    fn sides_off_the_grid_are_ignored() {
        // One cell open on every side: nothing to reach but itself.
        let mut steps = DistanceLayers::new();
        steps
            .compute_sides(SideGrid::new(1, &[0xff]).unwrap(), [0], None)
            .unwrap();
        assert!(steps.order().eq([0]));
        // East of the last column must not wrap to the next row.
        let sides = [EAST, 0, 0, 0];
        steps
            .compute_sides(SideGrid::new(1, &sides).unwrap(), [0], None)
            .unwrap();
        assert_eq!(steps.reached(), 1);
    }

    #[test]
    fn every_cell_reached_fills_the_queue_exactly() {
        // A 3 × 2 hall: every inner side open; the queue's spare slot is cut off.
        let (n, e, s, w) = (NORTH, EAST, SOUTH, WEST);
        let sides = [e | s, e | s | w, s | w, n | e, n | e | w, n | w];
        let mut steps = DistanceLayers::new();
        steps
            .compute_sides(SideGrid::new(3, &sides).unwrap(), [0, 5, 0], None)
            .unwrap();
        assert!(steps.order().eq([0, 5, 1, 3, 2, 4]));
        assert_eq!(steps.step_map(), [0, 1, 1, 1, 1, 0]);
        assert_same_walks(3, &sides, &[4], Some(1));
        assert_same_walks(3, &sides, &[], None);
        assert_eq!(
            steps.compute_sides(SideGrid::new(3, &sides).unwrap(), [6], None),
            Err(FloodError::SeedOutOfRange { seed: 6, len: 6 })
        );
        assert_eq!((steps.reached(), steps.step_map().len()), (0, 0));
    }

    #[test]
    fn tree_walk_takes_trees_and_leaves_loops_to_the_checked_walk() {
        let (n, e, s, w) = (NORTH, EAST, SOUTH, WEST);
        // A 3 × 2 comb: a tree; the seed in a corner, in the middle, a lone cell.
        let comb = [e | s, e | w | s, w | s, n, n, n];
        let grid = SideGrid::new(3, &comb).unwrap();
        assert!(grid.could_be_tree());
        assert!(tree_walk(3, &comb, 0) && tree_walk(3, &comb, 4));
        assert!(tree_walk(1, &[0], 0));
        // A seed off the grid is an error on this path too, and leaves nothing.
        let mut steps = DistanceLayers::new();
        steps.compute_sides(grid, [1], None).unwrap();
        assert_eq!(
            steps.compute_sides(grid, [6], None),
            Err(FloodError::SeedOutOfRange { seed: 6, len: 6 })
        );
        assert_eq!((steps.reached(), steps.step_map().len()), (0, 0));
        // Five passages on six cells, but split: a loop of four on the left (a
        // 2 × 2 ring) and a pair on the right. From the ring the tree walk would
        // go round for ever: it gives up and the checked walk answers.
        let split = [e | s, w | s, s, n | e, n | w, n];
        let grid = SideGrid::new(3, &split).unwrap();
        assert!(grid.could_be_tree());
        assert!(!tree_walk(3, &split, 0));
        assert!(tree_walk(3, &split, 2));
        // A one-way passage (east of 0 open, west of 1 closed) is not a tree.
        let one_way = [e, s, 0, n];
        assert!(!SideGrid::new(2, &one_way).unwrap().could_be_tree());
        assert_same_walks(2, &one_way, &[0], None);
        // Too many passages (a ring) or too few (lone cells): not a tree.
        assert!(
            !SideGrid::new(2, &[e | s, w | s, n | e, n | w])
                .unwrap()
                .could_be_tree()
        );
        assert!(!SideGrid::new(2, &[0; 4]).unwrap().could_be_tree());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// The branch-free walk equals the general walk over the same grid, with
        /// and without sides leading off the border, from random seeds and budgets.
        #[test]
        fn fast_walk_matches_the_general_walk(
            (w, sides) in sides_strategy(),
            seeds in proptest::collection::vec(0usize..600, 0..4),
            max in proptest::option::of(0u32..20),
        ) {
            let seeds: Vec<usize> = seeds.into_iter().map(|s| s % sides.len()).collect();
            assert_same_walks(w, &sides, &seeds, max);
            assert_same_walks(w, &closed_border(w, &sides), &seeds, max);
        }

        /// On random spanning trees the tree walk finishes and equals the general
        /// walk, from any seed; budgets and several seeds take the checked walk.
        #[test]
        fn tree_walk_matches_the_general_walk_on_trees(
            w in 1usize..30,
            h in 1usize..30,
            weights in proptest::collection::vec(any::<u32>(), 1..64),
            seed in 0usize..900,
            max in proptest::option::of(0u32..40),
        ) {
            let sides = spanning_tree(w, h, &weights);
            let seed = seed % sides.len();
            prop_assert!(SideGrid::new(w, &sides).unwrap().could_be_tree());
            prop_assert!(tree_walk(w, &sides, seed));
            assert_same_walks(w, &sides, &[seed], max);
            assert_same_walks(w, &sides, &[seed, sides.len() - 1 - seed], max);
        }

        /// The word-at-a-time tree test equals a plain one, on spanning trees
        /// with one side bit toggled (the east-west or north-south agreement, or
        /// the count, breaks) or not, and on random closed-border bytes.
        #[test]
        fn tree_test_matches_a_plain_one(
            w in 1usize..30,
            h in 1usize..30,
            weights in proptest::collection::vec(any::<u32>(), 1..64),
            toggle in proptest::option::of((any::<usize>(), 0u8..4)),
            (rw, random) in sides_strategy(),
        ) {
            let plain = |w: usize, s: &[u8]| {
                let len = s.len();
                let symmetric = (0..len).all(|c| {
                    let east_ok = c % w + 1 == w || (s[c] >> 1 & 1) == (s[c + 1] >> 3 & 1);
                    let south_ok = c + w >= len || (s[c] >> 2 & 1) == (s[c + w] & 1);
                    east_ok && south_ok
                });
                let passages: usize = s.iter().map(|&b| (b & 6).count_ones() as usize).sum();
                symmetric && passages + 1 == len
            };
            let mut sides = spanning_tree(w, h, &weights);
            if let Some((cell, side)) = toggle {
                let c = cell % sides.len();
                sides[c] ^= 1 << side;
            }
            let sides = closed_border(w, &sides);
            prop_assert_eq!(SideGrid::new(w, &sides).unwrap().could_be_tree(), plain(w, &sides));
            let random = closed_border(rw, &random);
            prop_assert_eq!(SideGrid::new(rw, &random).unwrap().could_be_tree(), plain(rw, &random));
        }

        /// A spanning tree with one passage moved: cut one, open another inside a
        /// part. The count is still `len - 1` but one part has a loop; from a seed
        /// in it the tree walk must give up, and `compute_sides` still equals the
        /// general walk from every seed.
        #[test]
        fn moved_passage_loops_fall_back(
            w in 2usize..16,
            h in 2usize..16,
            weights in proptest::collection::vec(any::<u32>(), 1..64),
            cut in any::<usize>(),
            add in any::<usize>(),
        ) {
            let mut sides = spanning_tree(w, h, &weights);
            let len = sides.len();
            // Passages and walls as (cell, east?): east of `c` or south of it.
            let bit = |east: bool| if east { EAST } else { SOUTH };
            let other = |c: usize, east: bool| if east { c + 1 } else { c + w };
            let inner: Vec<(usize, bool)> = (0..len)
                .flat_map(|c| [(c, true), (c, false)])
                .filter(|&(c, east)| if east { c % w + 1 < w } else { c + w < len })
                .collect();
            // Cut one passage.
            let open: Vec<(usize, bool)> =
                inner.iter().copied().filter(|&(c, east)| sides[c] & bit(east) != 0).collect();
            let (a, a_east) = open[cut % open.len()];
            let b = other(a, a_east);
            if a_east {
                sides[a] &= !EAST;
                sides[b] &= !WEST;
            } else {
                sides[a] &= !SOUTH;
                sides[b] &= !NORTH;
            }
            // The two parts, by the general walk from one end of the cut.
            let mut part = DistanceLayers::new();
            part.compute(&SideGrid::new(w, &sides).unwrap(), [a], None).unwrap();
            let same_part =
                |c: usize, n: usize| part.distance(c).is_some() == part.distance(n).is_some();
            // Open a wall between two cells of one part, not the cut passage.
            let closed: Vec<(usize, bool)> = inner
                .iter()
                .copied()
                .filter(|&(c, east)| (c, east) != (a, a_east) && sides[c] & bit(east) == 0)
                .filter(|&(c, east)| same_part(c, other(c, east)))
                .collect();
            prop_assume!(!closed.is_empty());
            let (c, east) = closed[add % closed.len()];
            open_between(&mut sides, w, c, east);
            prop_assert!(SideGrid::new(w, &sides).unwrap().could_be_tree());
            let looped = |s: usize| same_part(s, c);
            for seed in [a, b, 0, len - 1] {
                prop_assert_eq!(tree_walk(w, &sides, seed), !looped(seed));
            }
        }
    }
}
