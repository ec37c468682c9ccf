//! Braiding: knock through dead ends to make loops.

use alloc::vec::Vec;
use rand_core::Rng;

use crate::direction::Direction;
use crate::error::MazeError;
use crate::generate::guard::Guarded;
use crate::maze::Maze;
use crate::rng::{below, shuffle};

impl Maze {
    /// Removes a fraction `p` (in `0..=1`) of the dead ends by opening one more side
    /// of each, which turns the maze into one with loops ("braided"). Returns how many
    /// dead ends were opened.
    ///
    /// The dead ends present at the start are shuffled and the first
    /// `round(p * count)` are treated; one that earlier openings already fixed is
    /// skipped. An opening prefers a neighbour that is itself a dead end (one cut
    /// removes two), else any closed side. A dead end whose only neighbour is already
    /// connected (the ends of a 1-wide strip) stays. The maze stays connected, since
    /// passages are only added.
    ///
    /// ```
    /// use maze_gen::{Algorithm, Maze};
    ///
    /// let mut maze = Maze::from_seed(Algorithm::Backtracker, 12, 12, 3)?;
    /// maze.braid(1.0, &mut maze_gen::rng::seeded(3))?;
    /// assert_eq!(maze.dead_ends().count(), 0);
    /// assert!(maze.braid(1.5, &mut maze_gen::rng::seeded(3)).is_err());
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    pub fn braid<R: Rng + ?Sized>(&mut self, p: f64, rng: &mut R) -> Result<usize, MazeError> {
        let rng = &mut Guarded::new(rng, self.len());
        let dead = braid_order(p, self.dead_ends().map(|i| i as u32).collect(), rng)?;
        let mut opened = 0;
        for &cell in &dead {
            let cell = cell as usize;
            if !self.is_dead_end(cell) {
                continue;
            }
            let mut options = [Direction::North; 4];
            let (mut n, mut best) = (0, 0);
            for d in Direction::ALL {
                let Some(j) = self.step(cell, d) else {
                    continue;
                };
                if self.passages(cell) & d.bit() != 0 {
                    continue;
                }
                let also_dead = self.is_dead_end(j);
                if also_dead && best == 0 {
                    // First dead-end neighbour: restart the list with dead ends only.
                    n = 0;
                    best = 1;
                }
                if also_dead || best == 0 {
                    options[n] = d;
                    n += 1;
                }
            }
            if n == 0 {
                continue;
            }
            let d = options[below(rng, n as u32) as usize];
            self.carve(cell, d);
            opened += 1;
        }
        Ok(opened)
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
