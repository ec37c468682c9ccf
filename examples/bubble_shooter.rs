//! Bubble shooter in the terminal: a seeded game played by a simple aiming rule.
//!
//! Fire a bubble at an angle; it bounces off the side walls and sticks to the ceiling
//! or the first bubble it touches. Three or more of one colour pop, and whatever no
//! longer hangs from the ceiling falls. Every few shots the ceiling pushes a new row
//! down; a bubble on the bottom row ends the game.
//!
//! Run with `cargo run --release --example bubble_shooter -- --seed 7 --shots 40`;
//! `--help` says what it prints.
//! The rules live in `examples/support/src/bubble/rules.rs` (tested by `tests/bubble_shooter_rules.rs`).

use banmen_examples::bubble::play;
use banmen_examples::bubble::rules::{self, Colour, Game, glyph};
use banmen_examples::bubble::session::{PUSH_EVERY, Session, below};
use banmen_examples::common;
use common::cli::{Arg, Cli};
use rand_core::Rng;

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
       bubble_shooter play [--seed N] [--no-scores]

Plays a seeded game with a simple aiming rule and prints, per shot, the colour
(R G B Y), the angle (degrees, 90 = straight up), the cell the bubble settled in, how
many bubbles popped and fell, the score and the board (`.` an empty cell; odd rows are
shifted half a bubble right).

`play` lets you aim and fire. A guide (*) shows the path up to the first bounce
off a side wall; the launcher under the board shows the loaded bubble and the next
one; after a shot, x marks what popped and v what fell. Left/right or h/l aim 2
degrees (H/L 10), Enter or space fires, s swaps the loaded and the next bubble, p
pauses, b shows the best scores, q quits. The ten best games are kept in
$XDG_DATA_HOME/banmen/bubble-scores.txt (else ~/.local/share/banmen) and shown
at game over. When stdin is not a terminal, one command per line: aim A (10 ..= 170),
left [N], right [N], fire [A], swap, quit.

Levels: level 1 starts with 5 rows and the ceiling comes down a row every 6 shots.
Clearing the board starts the next level with one more row (at most 8) and the
ceiling coming down one shot sooner (at least every 3 shots); the score carries
on. A bubble on the last row ends the game.

  --seed N    the seed of the board and the bubbles, 0 ..= 18446744073709551615
              (default 1)
  --shots N   shots to fire at most, 1 ..= 10000 (default 30)
  --no-scores play keeps no high scores (so does a non-empty BANMEN_NO_SCORES)";

/// The seed, the shot count, whether to play (`bubble_shooter play`) and whether
/// to keep no scores.
fn parse_args() -> (u64, u32, bool, bool) {
    let mut cli = Cli::from_env("bubble_shooter", USAGE);
    let (mut seed, mut shots) = (1u64, 30u32);
    let (mut interactive, mut shots_given, mut no_scores) = (false, false, false);
    while let Some(arg) = cli.next() {
        match arg {
            // Before or after the flags.
            Arg::Word(w) if !interactive && w == "play" => interactive = true,
            Arg::Flag(f) if f == "--seed" => seed = cli.number(&f, 0..=u64::MAX),
            Arg::Flag(f) if f == "--shots" => {
                shots = cli.number(&f, 1..=10_000);
                shots_given = true;
            }
            Arg::Flag(f) if f == "--no-scores" => no_scores = true,
            other => cli.unexpected(other),
        }
    }
    if interactive && shots_given {
        cli.fail("--shots is not an option of play")
    }
    if !interactive && no_scores {
        cli.fail("--no-scores is an option of play only")
    }
    (seed, shots, interactive, no_scores)
}

fn main() {
    let (seed, shots, interactive, no_scores) = parse_args();
    if interactive {
        play::play(seed, no_scores);
        return;
    }
    let mut session = Session::new(seed);
    println!("seed {seed}, {shots} shots, a new row every {PUSH_EVERY} shots\n");
    println!("{}", session.game.board.display_with(glyph));
    for _ in 0..shots {
        let colour = session.next;
        let angle = aim(&session.game, colour, &mut session.rng);
        let turn = session.fire(angle);
        let game = &session.game;
        print!(
            "shot {:>2}: {} at {angle:>5.1} deg",
            game.shots,
            glyph(&Some(colour))
        );
        match turn.shot.landed {
            Some(c) => print!(" -> (col {}, row {})", c.col, c.row),
            None => print!(" -> no room"),
        }
        println!(
            ", popped {}, dropped {}, score {}",
            turn.shot.popped.len(),
            turn.shot.dropped.len(),
            game.score
        );
        if turn.pushed {
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
    println!("out of shots, score {}", session.game.score);
}
