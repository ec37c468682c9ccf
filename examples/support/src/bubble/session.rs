//! A seeded game of the bubble-shooter example: the starting rows, the colour of each
//! next bubble, and the ceiling that comes down every few shots; each level starts
//! with more rows and brings the ceiling down more often. The auto-player,
//! `bubble_shooter play` and the tests all go through it, so a seed and a list of
//! angles always give the same game.

use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg32;

use super::rules::{Board, Colour, Game, Shot};

/// Bubbles per row.
pub const COLS: usize = 8;
/// Rows of the board; a bubble on the last one ends the game.
pub const ROWS: usize = 12;
/// Colours in play.
pub const COLOURS: u32 = 4;
/// Rows filled at the start of the first level.
pub const START_ROWS: usize = 5;
/// A new ceiling row every this many shots on the first level.
pub const PUSH_EVERY: u32 = 6;

/// Rows filled at the start of `level` (from 1): one more each level, at most 8.
pub fn start_rows(level: u32) -> usize {
    (START_ROWS + level.saturating_sub(1) as usize).min(8)
}

/// Shots between ceiling pushes on `level`: one fewer each level, at least 3.
pub fn push_every(level: u32) -> u32 {
    PUSH_EVERY.saturating_sub(level.saturating_sub(1)).max(3)
}

/// A value in `0..n` (n >= 1), the same on every platform: floodfill's bounded sample
/// drawing from the seeded generator.
pub fn below(rng: &mut impl Rng, n: u32) -> u32 {
    sample::uniform_below(n, || rng.next_u32())
}

fn random_row(rng: &mut impl Rng) -> Vec<Option<Colour>> {
    (0..COLS)
        .map(|_| Some(below(rng, COLOURS) as Colour))
        .collect()
}

/// The next bubble: a colour still on the board, as in the arcade game.
fn next_colour(game: &Game, rng: &mut impl Rng) -> Colour {
    let left = game.colours_left();
    let present: Vec<Colour> = (0..COLOURS as Colour)
        .filter(|k| left & 1 << k != 0)
        .collect();
    match present.len() {
        0 => below(rng, COLOURS) as Colour,
        n => present[below(rng, n as u32) as usize],
    }
}

/// What one turn did.
pub struct Turn {
    /// The shot.
    pub shot: Shot,
    /// The board right after the shot, before a ceiling push (the shot's cells are
    /// numbered on it).
    pub after_shot: Board,
    /// Whether the ceiling came down a row after it.
    pub pushed: bool,
}

/// A seeded game in progress.
pub struct Session {
    /// The game.
    pub game: Game,
    /// The colour of the bubble in the launcher.
    pub next: Colour,
    /// The colour of the bubble after it (the player may swap the two).
    pub on_deck: Colour,
    /// The level, from 1.
    pub level: u32,
    /// Draws the rows and colours (and the auto-player's random angles).
    pub rng: Pcg32,
}

impl Session {
    /// The game of `seed`: [`START_ROWS`] random rows and the first bubbles.
    pub fn new(seed: u64) -> Session {
        Session::at_level(seed, 1)
    }

    /// Level `level` (from 1) of the game of `seed`: [`start_rows`] random rows and
    /// the first bubbles.
    pub fn at_level(seed: u64, level: u32) -> Session {
        // Level 1 draws from the seed itself; each later level from its own stream.
        let mut rng = match level {
            0 | 1 => Pcg32::seed_from_u64(seed),
            _ => Pcg32::new(seed, u64::from(level)),
        };
        let board = hexgrid::OffsetGrid::new(COLS, ROWS, hexgrid::OffsetLayout::OddR, None)
            .expect("8 x 12 is a valid board");
        let mut game = Game::new(board);
        for row in 0..start_rows(level) {
            let colours = random_row(&mut rng);
            game.board.as_mut_slice()[row * COLS..(row + 1) * COLS].copy_from_slice(&colours);
        }
        let next = next_colour(&game, &mut rng);
        let on_deck = next_colour(&game, &mut rng);
        Session {
            game,
            next,
            on_deck,
            level: level.max(1),
            rng,
        }
    }

    /// Swaps the bubble in the launcher with the one after it.
    pub fn swap(&mut self) {
        std::mem::swap(&mut self.next, &mut self.on_deck);
    }

    /// Fires the next bubble at `angle_degrees`, brings the ceiling down if this was
    /// every [`push_every`]th shot of the level, and loads the next bubble.
    pub fn fire(&mut self, angle_degrees: f64) -> Turn {
        let shot = self.game.fire(angle_degrees, self.next);
        let after_shot = self.game.board.clone();
        let pushed = !self.game.over && self.game.shots.is_multiple_of(push_every(self.level));
        if pushed {
            let row = random_row(&mut self.rng);
            self.game.push_ceiling(row);
        }
        // The waiting bubble moves up; if its colour left the board, it is drawn
        // again, so no shot is wasted on a colour that is gone.
        let left = self.game.colours_left();
        self.next = if left & 1 << self.on_deck != 0 || left == 0 {
            self.on_deck
        } else {
            next_colour(&self.game, &mut self.rng)
        };
        self.on_deck = next_colour(&self.game, &mut self.rng);
        Turn {
            shot,
            after_shot,
            pushed,
        }
    }

    /// Shots left before the ceiling comes down.
    pub fn shots_to_push(&self) -> u32 {
        let every = push_every(self.level);
        every - self.game.shots % every
    }
}
