//! Braiding: knock through dead ends to make loops.

use alloc::vec::Vec;
use rand_core::Rng;

use floodfill::Topology;

use crate::board::MAX_DEGREE;
use crate::error::MazeError;
use crate::generate::guard::guard;
use crate::maze::Maze;
use crate::rng::{index, shuffle};

impl<T: Topology> Maze<T> {
    /// Removes a fraction `p` (in `0..=1`) of the dead ends by opening one more
    /// passage from each, which gives the maze loops ("braided"). Returns how many
    /// dead ends were opened.
    ///
    /// The dead ends present at the start are shuffled and the first
    /// `round(p * count)` are treated; one that earlier openings already fixed is
    /// skipped. An opening prefers a neighbour that is itself a dead end (one cut
    /// removes two), else any closed passage to a usable neighbour. A dead end
    /// whose only neighbour is already joined (the end of a 1-wide strip) stays.
    /// The maze stays connected, since passages are only added.
    ///
    /// ```
    /// use maze_gen::{Algorithm, MazeBoard, Maze};
    /// use hexgrid::OffsetLayout;
    ///
    /// let mut maze = Maze::from_seed(Algorithm::Backtracker, 12, 12, 3)?;
    /// maze.braid(1.0, &mut maze_gen::rng::from_seed(3))?;
    /// assert_eq!(maze.dead_ends().count(), 0);
    /// assert!(maze.braid(1.5, &mut maze_gen::rng::from_seed(3)).is_err());
    ///
    /// let board = MazeBoard::hexagon(4, OffsetLayout::OddR)?;
    /// let mut hex = Algorithm::Kruskal.from_rng(&board, &mut maze_gen::rng::from_seed(1))?;
    /// hex.braid(1.0, &mut maze_gen::rng::from_seed(1))?;
    /// assert_eq!(hex.dead_ends().count(), 0);
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    pub fn braid<R: Rng + ?Sized>(&mut self, p: f64, rng: &mut R) -> Result<usize, MazeError> {
        let rng = &mut guard(rng, self.len());
        let dead = braid_order(p, self.dead_ends().map(|c| c as u32).collect(), rng)?;
        let mut opened = 0;
        for &cell in &dead {
            let cell = cell as usize;
            if !self.is_dead_end(cell) {
                continue;
            }
            let (options, n) = self.braid_options(cell);
            if n == 0 {
                continue;
            }
            let (k, j) = options[index(rng, n)];
            self.open_slot(cell, usize::from(k));
            self.open_back(j, cell);
            opened += 1;
        }
        Ok(opened)
    }

    /// The closed passages of `cell` to usable neighbours, as `(slot, neighbour)`,
    /// only those to dead ends when there are any.
    fn braid_options(&self, cell: usize) -> ([(u8, usize); MAX_DEGREE], usize) {
        let mut options = [(0u8, 0usize); MAX_DEGREE];
        let (mut n, mut dead_only) = (0, false);
        let bits = self.passages(cell);
        self.board().for_each_slot(cell, |k, j, usable| {
            if !usable || bits & (1 << k) != 0 {
                return;
            }
            let dead = self.is_dead_end(j);
            if dead && !dead_only {
                // The first dead-end neighbour: restart the list with dead ends only.
                n = 0;
                dead_only = true;
            }
            if dead || !dead_only {
                options[n] = (k as u8, j);
                n += 1;
            }
        });
        (options, n)
    }

    /// Opens `b`'s side of a passage to its neighbour `a`.
    fn open_back(&mut self, b: usize, a: usize) {
        if let Some(k) = self.slot(b, a) {
            self.open_slot(b, k);
        }
    }
}

/// The dead ends a braid of fraction `p` treats, in the order it treats them: all
/// of them shuffled, the first `round(p * count)` kept. Errors for a `p` outside
/// `0..=1` or NaN. Shared by the square grid's and the boards' braids.
pub(crate) fn braid_order<R: Rng + ?Sized>(
    p: f64,
    mut dead: Vec<u32>,
    rng: &mut R,
) -> Result<Vec<u32>, MazeError> {
    if !(0.0..=1.0).contains(&p) {
        return Err(MazeError::BadFraction {
            name: "p",
            value: p,
        });
    }
    shuffle(rng, &mut dead);
    // p * n + 0.5 truncated is round-half-up; no float rounding in `core`.
    let take = ((p * dead.len() as f64 + 0.5) as usize).min(dead.len());
    dead.truncate(take);
    Ok(dead)
}
