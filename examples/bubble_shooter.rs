//! Bubble shooter in the terminal: a seeded game played by a simple aiming rule.
//!
//! Fire a bubble at an angle; it bounces off the side walls and sticks to the ceiling
//! or the first bubble it touches. Three or more of one colour pop, and whatever no
//! longer hangs from the ceiling falls. Every few shots the ceiling pushes a new row
//! down; a bubble on the bottom row ends the game.
//!
//! Run with `cargo run --release --example bubble_shooter -- --seed 7 --shots 40`;
//! `--help` says what it prints.
//! The rules live in `examples/bubble/rules.rs` (tested by `tests/bubble_shooter_rules.rs`).

#[path = "common/mod.rs"]
mod common;
#[path = "bubble/rules.rs"]
mod rules;

use common::cli::{Arg, Cli};
use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg32;
use rules::{Colour, Game, glyph};

const COLS: usize = 8;
const ROWS: usize = 12;
const COLOURS: u32 = 4;
/// Rows filled at the start.
const START_ROWS: usize = 5;
/// A new ceiling row every this many shots.
const PUSH_EVERY: u32 = 6;

/// Lemire's bounded sample: a value in `0..n` (n >= 1), the same on every platform.
fn below(rng: &mut impl Rng, n: u32) -> u32 {
    let mut m = u64::from(rng.next_u32()) * u64::from(n);
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = u64::from(rng.next_u32()) * u64::from(n);
        }
    }
    (m >> 32) as u32
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

/// Aim: sweep angles and take the one whose landing cell touches most bubbles of the
/// shot's colour (ties: the first found); a random angle when nothing matches.
fn aim(game: &Game, colour: Colour, rng: &mut impl Rng) -> f64 {
    let board = &game.board;
    let start = rules::launcher(board);
    let mut best = (0, 20.0 + f64::from(below(rng, 141)));
    for step in 0..=70 {
        let angle = 20.0 + 2.0 * f64::from(step);
        let stop = rules::flight(board, start, angle);
        let Some(cell) = rules::landing_cell(board, stop) else {
            continue;
        };
        let same = hexgrid::Direction::ALL
            .into_iter()
            .filter(|&d| board.get(board.layout().neighbor(cell, d)) == Some(&Some(colour)))
            .count();
        if same > best.0 {
            best = (same, angle);
        }
    }
    best.1
}

const USAGE: &str = "\
usage: bubble_shooter [--seed N] [--shots N]

Plays a seeded game with a simple aiming rule and prints, per shot, the colour
(R G B Y), the angle (degrees, 90 = straight up), the cell the bubble settled in, how
many bubbles popped and fell, the score and the board (`.` an empty cell; odd rows are
shifted half a bubble right).

  --seed N    the seed of the board and the bubbles, 0 ..= 18446744073709551615
              (default 1)
  --shots N   shots to fire at most, 1 ..= 10000 (default 30)";

fn parse_args() -> (u64, u32) {
    let mut cli = Cli::from_env("bubble_shooter", USAGE);
    let (mut seed, mut shots) = (1u64, 30u32);
    while let Some(arg) = cli.next() {
        match arg {
            Arg::Flag(f) if f == "--seed" => seed = cli.number(&f, 0..=u64::MAX),
            Arg::Flag(f) if f == "--shots" => shots = cli.number(&f, 1..=10_000),
            other => cli.unexpected(other),
        }
    }
    (seed, shots)
}

fn main() {
    let (seed, shots) = parse_args();
    let mut rng = Pcg32::seed_from_u64(seed);
    let board = hexgrid::OffsetGrid::new(COLS, ROWS, hexgrid::OffsetLayout::OddR, None)
        .expect("8 x 12 is a valid board");
    let mut game = Game::new(board);
    for row in 0..START_ROWS {
        let colours = random_row(&mut rng);
        game.board.as_mut_slice()[row * COLS..(row + 1) * COLS].copy_from_slice(&colours);
    }
    println!("seed {seed}, {shots} shots, a new row every {PUSH_EVERY} shots\n");
    println!("{}", game.board.display_with(glyph));
    for _ in 0..shots {
        let colour = next_colour(&game, &mut rng);
        let angle = aim(&game, colour, &mut rng);
        let shot = game.fire(angle, colour);
        print!(
            "shot {:>2}: {} at {angle:>5.1} deg",
            game.shots,
            glyph(&Some(colour))
        );
        match shot.landed {
            Some(c) => print!(" -> (col {}, row {})", c.col, c.row),
            None => print!(" -> no room"),
        }
        println!(
            ", popped {}, dropped {}, score {}",
            shot.popped, shot.dropped, game.score
        );
        if !game.over && game.shots.is_multiple_of(PUSH_EVERY) {
            let row = random_row(&mut rng);
            game.push_ceiling(row);
            println!("the ceiling comes down a row");
        }
        println!("{}", game.board.display_with(glyph));
        if game.cleared() {
            println!("board cleared! final score {}", game.score);
            return;
        }
        if game.over {
            println!("a bubble crossed the line: game over, score {}", game.score);
            return;
        }
    }
    println!("out of shots, score {}", game.score);
}
