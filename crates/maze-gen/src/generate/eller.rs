//! Eller's algorithm: one row at a time, with memory proportional to the width.
//!
//! Whole square grid only: [`Algorithm::from_rng`](super::Algorithm::from_rng)
//! hands it the guarded random source and a maze with every wall standing.
//!
//! # The sets of a row as linked lists
//!
//! The sets of the current row are kept as circular doubly linked lists over column
//! indices: `next[x]` and `prev[x]` are the following and preceding columns of
//! `x`'s set in this row (a cell alone in its set links to itself). Two facts make
//! every operation O(1), with no find and no relabelling between rows:
//!
//! 1. **The sets of a row never cross**: there are no columns `a < b < c < d` with
//!    `a`, `c` in one set and `b`, `d` in another. A set is the row's cells of one
//!    connected part of the maze dug so far, that part lies entirely above the row,
//!    and two such parts cannot reach the row in interleaved columns without
//!    crossing each other (the maze is drawn in the plane). Joining two adjacent
//!    cells and splitting cells off into singletons keep a family non-crossing.
//! 2. **Every list is sorted**: following `next` from a set's leftmost column visits
//!    its columns in increasing order, and the rightmost links back to the
//!    leftmost.
//!
//! From (2), columns `x` and `x + 1` are in the same set exactly when
//! `next[x] == x + 1` (the next larger column of `x`'s set is `x + 1`). Joining `x`
//! (set A) to `x + 1` (set B) splices B's list in right after `x`; (1) keeps the
//! result sorted. Either A has columns right of `x`, and then all of B lies between
//! `x` and `next[x]` (else the sets would cross) with `x + 1` its leftmost, so
//! `x → B in order → next[x]` is sorted; or `x` is A's rightmost, and B has no
//! column inside A's span (it would cross), so B's columns left of A, then A, then
//! `x + 1` and B's rest is sorted. In both cases the splice is the same four links:
//! `prev[x + 1] → old next[x]` and `x → x + 1`.
//!
//! The drops go left to right, and a cell that gets no passage down leaves its list
//! at once (it starts a fresh singleton set in the next row); removing a member keeps
//! a list sorted. So when column `x` is reached its list holds its set's columns at
//! `x` or right of it, and those left of it that dropped: `x` alone in its list
//! means it is its set's last column and no column of the set has dropped yet, so it
//! must drop. After the pass the lists are exactly the next row's sets: a dropping
//! cell keeps its set below, a walled one is a singleton.
//!
//! The random decisions are the textbook ones, in the same order and with the same
//! coins as the earlier set-label form (horizontal coins only between different
//! sets, then one coin per cell for the drops), so seeded mazes are unchanged.

use alloc::vec::Vec;
use rand_core::Rng;

use crate::direction::Direction;
use crate::maze::Maze;
use crate::rng::Coins;

/// Row by row: join neighbouring cells of different sets at random, then drop at
/// least one passage down from every set. The last row joins every remaining set.
///
/// The sets of a row are sorted circular linked lists over its columns (see the
/// module source for the invariants), so a row costs O(width): no hashing, no
/// finds, no relabelling pass.
pub(super) fn eller<R: Rng + ?Sized>(maze: &mut Maze, rng: &mut R) {
    let (width, height) = (maze.width(), maze.height());
    // Every cell of the first row starts alone in its set.
    let mut sets = RowSets {
        next: (0..width as u32).collect(),
        prev: (0..width as u32).collect(),
    };
    let mut coins = Coins::new();
    for y in 0..height {
        let (row, below) = maze.row_and_next_mut(y);
        match below {
            Some(below) => {
                sets.join(row, || coins.flip(rng));
                sets.drop_down(row, below, || coins.flip(rng));
            }
            // The last row joins every pair of different sets, without coins.
            None => sets.join(row, || true),
        }
    }
}

/// The sets of the current row: sorted circular doubly linked lists of columns.
struct RowSets {
    /// The next column of the same set (the leftmost after the rightmost).
    next: Vec<u32>,
    /// The previous column of the same set (the rightmost before the leftmost).
    prev: Vec<u32>,
}

impl RowSets {
    /// Opens the east side of each cell whose neighbour is in another set and
    /// `join()` says so, merging the two sets. `join` is only asked for cells of
    /// different sets, left to right.
    #[inline]
    fn join(&mut self, row: &mut [u8], mut join: impl FnMut() -> bool) {
        let (next, prev) = (&mut self.next[..], &mut self.prev[..]);
        let (east, west) = (Direction::East.bit(), Direction::West.bit());
        for x in 0..row.len() - 1 {
            let right = x + 1;
            // Sorted lists: the next column of x's set is x + 1 iff they share it.
            if next[x] as usize != right && join() {
                // Splice the right set's list in after x (stays sorted, see above).
                let after = next[x];
                let last_of_right = prev[right];
                next[last_of_right as usize] = after;
                prev[after as usize] = last_of_right;
                next[x] = right as u32;
                prev[right] = x as u32;
                row[x] |= east;
                row[right] |= west;
            }
        }
    }

    /// Opens the south side of each cell that `drop()` picks, and of each cell
    /// that is the last chance of its set to reach the next row; the others leave
    /// their lists and start fresh sets. `drop` is asked once per cell, left to
    /// right.
    #[inline]
    fn drop_down(&mut self, row: &mut [u8], below: &mut [u8], mut drop: impl FnMut() -> bool) {
        let (next, prev) = (&mut self.next[..], &mut self.prev[..]);
        let (south, north) = (Direction::South.bit(), Direction::North.bit());
        for (x, (cell, under)) in row.iter_mut().zip(below.iter_mut()).enumerate() {
            // The coin is flipped for every cell, forced or not.
            let coin = drop();
            let alone = next[x] as usize == x;
            if coin || alone {
                *cell |= south;
                *under |= north;
            } else {
                // Unlink x: it is walled below, so it starts its own set there.
                let (before, after) = (prev[x], next[x]);
                next[before as usize] = after;
                prev[after as usize] = before;
                next[x] = x as u32;
                prev[x] = x as u32;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::from_seed;
    use alloc::vec;

    /// The part of the maze dug so far that each cell of `rows` belongs to: a plain
    /// flood over open sides within rows `0..rows`.
    fn parts(maze: &Maze, rows: usize) -> Vec<usize> {
        let len = maze.width() * rows;
        let mut part = vec![usize::MAX; len];
        for start in 0..len {
            if part[start] != usize::MAX {
                continue;
            }
            let mut stack = vec![start];
            part[start] = start;
            while let Some(c) = stack.pop() {
                for dir in Direction::ALL {
                    if let Some(n) = maze.step(c, dir)
                        && n < len
                        && maze.passages(c) & dir.bit() != 0
                        && part[n] == usize::MAX
                    {
                        part[n] = start;
                        stack.push(n);
                    }
                }
            }
        }
        part
    }

    /// After every row's joins and drops, each list is sorted (one wrap from the
    /// rightmost column to the leftmost), `prev` mirrors `next`, and the lists are
    /// exactly the next row's sets: the parts of the maze dug so far.
    #[test]
    fn lists_stay_sorted_and_are_the_sets() {
        for (w, h, seed) in [(1, 5, 1), (2, 6, 2), (7, 9, 3), (16, 12, 4), (33, 8, 5)] {
            let mut maze = Maze::new(w, h).unwrap();
            let mut rng = from_seed(seed);
            let mut sets = RowSets {
                next: (0..w as u32).collect(),
                prev: (0..w as u32).collect(),
            };
            let mut coins = Coins::new();
            for y in 0..h - 1 {
                let (row, below) = maze.row_and_next_mut(y);
                sets.join(row, || coins.flip(&mut rng));
                sets.drop_down(row, below.unwrap(), || coins.flip(&mut rng));
                let part = parts(&maze, y + 2);
                let of = |x: usize| part[(y + 1) * w + x];
                for x in 0..w {
                    let (n, p) = (sets.next[x] as usize, sets.prev[x] as usize);
                    assert_eq!((sets.prev[n] as usize, sets.next[p] as usize), (x, x));
                    // The next column is the nearest one to the right in x's part,
                    // or the leftmost of the part after its rightmost.
                    let right = (x + 1..w).find(|&c| of(c) == of(x));
                    let leftmost = (0..w).find(|&c| of(c) == of(x)).unwrap();
                    assert_eq!(n, right.unwrap_or(leftmost), "{w}x{h} seed {seed} row {y}");
                }
            }
        }
    }
}
