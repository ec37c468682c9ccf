//! FreeCell in the terminal: Microsoft deals, replaying moves, play by keys, the
//! solver on one deal or a range of deals. `--help` lists the commands and what each
//! prints.
//!
//! ```text
//! cargo run --example freecell -- play 1      # play deal 1
//! cargo run --example freecell -- deal 11982
//! cargo run --example freecell -- replay 1 1a 1b 2h
//! cargo run --example freecell -- tap 1
//! cargo run --release --example freecell -- solve 1
//! cargo run --release --example freecell -- range 1 32000 --threads 2
//! ```

#[path = "common/mod.rs"]
mod common;
#[path = "freecell/play.rs"]
mod play;

use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use banmen::freecell_rules::solver::{Outcome, Solver, Stats};
use banmen::freecell_rules::{AutoMove, EXTENDED_MAX, FreecellError, Game, Move, Position, Tap};
use common::cli::{Arg, Cli};

const USAGE: &str = "\
usage: freecell COMMAND [ARGS]

Deal numbers are Microsoft's, 1 ..= 8589934591 (FreeCell Pro's extended range past
2147483647). Boards print in Freecell Solver's text: one line per cascade, first card
dealt first; `Foundations:` and `Freecells:` lines once they hold cards.

commands:
  play [N] [--auto RULE]
                     play deal N (a random one of 1 ..= 32000 if absent). Keys: pick
                     a source (1-8 a cascade, a-d a free cell), then its
                     destination (1-8, a-d, or h for home); the same key twice or
                     Enter sends the card where it fits best; - and + move fewer or
                     more cards; u undo, U redo, r restart, n new deal by number,
                     ? hint (with the keys that make it), s solve, q quit. After
                     each move, cards that are safe to send home go there by
                     themselves under RULE: microsoft (default, as Windows
                     FreeCell), horne, raymond or none. When stdin is not a
                     terminal, one command per line: tap 5, tap 5 3 (top 3 cards),
                     tap a, tap h, move 5a, undo, redo, restart, new N, hint,
                     solve, quit
  deal N             print deal N
  replay N MOVES...  play standard-notation moves (3a a8 1h ah 58 58v3) on deal N,
                     printing the board after each
  tap N              tap each cascade's exposed card of deal N in turn, printing
                     where tap-to-move sends it, then tap a foundation and undo
  solve N            print deal N, then `solution: MOVES`, `impossible` or
                     `gave up: REASON`
  range A B [--threads T]
                     solve deals A ..= B with T threads (1 ..= 64, default 1); prints
                     how many were solved, impossible or given up, the time, the
                     mean solution length and the search's counters";

/// Most worker threads `range` starts: more than the machine has cores only costs
/// memory, and thousands fail to spawn.
const MAX_THREADS: usize = 64;

/// What the command line asked for.
enum Command {
    Play(u64, AutoMove),
    Deal(u64),
    Replay(u64, Vec<String>),
    Tap(u64),
    Solve(u64),
    Range {
        first: u64,
        last: u64,
        threads: usize,
    },
}

/// Reads the positional words and `--threads`; every count and deal number is
/// checked here, before anything runs.
fn parse_args() -> Command {
    let mut cli = Cli::from_env("freecell", USAGE);
    let mut words = Vec::new();
    let mut threads = None;
    let mut auto = None;
    // Flags may come before the command (`freecell --auto none play 1`).
    let command = common::cli::first_word(&["play", "deal", "replay", "tap", "solve", "range"]);
    let is = |name: &str| command.as_deref() == Some(name);
    while let Some(arg) = cli.next() {
        match arg {
            Arg::Word(w) => words.push(w),
            Arg::Flag(f) if f == "--threads" && is("range") => {
                threads = Some(cli.number(&f, 1..=MAX_THREADS))
            }
            Arg::Flag(f) if f == "--auto" && is("play") => {
                auto = Some(cli.choice(
                    &f,
                    &[
                        ("microsoft", AutoMove::Microsoft),
                        ("horne", AutoMove::Horne),
                        ("raymond", AutoMove::Raymond),
                        ("none", AutoMove::None),
                    ],
                ))
            }
            other => cli.unexpected(other),
        }
    }
    let Some((command, rest)) = words.split_first() else {
        cli.fail("a command is needed")
    };
    let deal = |i: usize| match rest.get(i) {
        Some(text) => cli.number_in("deal number", text, 1..=EXTENDED_MAX),
        None => cli.fail(format!("{command} needs a deal number")),
    };
    let at_most = |n: usize| {
        if let Some(extra) = rest.get(n) {
            cli.fail(format!("unexpected argument {extra:?}"))
        }
    };
    match command.as_str() {
        "deal" | "tap" | "solve" => {
            let n = deal(0);
            at_most(1);
            match command.as_str() {
                "deal" => Command::Deal(n),
                "tap" => Command::Tap(n),
                _ => Command::Solve(n),
            }
        }
        "play" => {
            let n = if rest.is_empty() {
                random_deal()
            } else {
                deal(0)
            };
            at_most(1);
            Command::Play(n, auto.unwrap_or_default())
        }
        "replay" => Command::Replay(deal(0), rest[1..].to_vec()),
        "range" => {
            let (first, last) = (deal(0), deal(1));
            at_most(2);
            if last < first {
                cli.fail(format!("the range {first} ..= {last} is empty"))
            }
            Command::Range {
                first,
                last,
                threads: threads.unwrap_or(1),
            }
        }
        other => cli.fail(format!("unknown command {other:?}")),
    }
}

/// A deal of the original game's 32000, picked by the clock.
fn random_deal() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    u64::from(nanos % 32_000) + 1
}

fn main() -> ExitCode {
    let result = match parse_args() {
        Command::Play(n, rule) => play::play(n, rule),
        Command::Deal(n) => deal(n),
        Command::Replay(n, moves) => replay(n, &moves),
        Command::Tap(n) => tap(n),
        Command::Solve(n) => solve(n),
        Command::Range {
            first,
            last,
            threads,
        } => range(first, last, threads),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("freecell: {message}");
            ExitCode::FAILURE
        }
    }
}

fn load(n: u64) -> Result<Position, String> {
    Position::microsoft_deal(n).map_err(|e| e.to_string())
}

fn deal(n: u64) -> Result<(), String> {
    print!("{}", load(n)?);
    Ok(())
}

fn replay(n: u64, moves: &[String]) -> Result<(), String> {
    let mut position = load(n)?;
    print!("{position}");
    for (index, text) in moves.iter().enumerate() {
        // Replaying one move at a time prints every board; the index in the
        // error is the move's place in the whole list.
        match position.replay([text]) {
            Ok(()) => print!("\n-- {} ({text})\n{position}", index + 1),
            Err(FreecellError::BadNotationAt { .. }) => {
                return Err(format!(
                    "move #{} {text:?} is not standard notation",
                    index + 1
                ));
            }
            Err(FreecellError::IllegalAt { reason, .. }) => {
                return Err(format!("move #{} {text:?} is illegal: {reason}", index + 1));
            }
            Err(other) => return Err(other.to_string()),
        }
    }
    if position.is_won() {
        println!("won");
    }
    Ok(())
}

fn tap(n: u64) -> Result<(), String> {
    let mut game = Game::new(load(n)?, AutoMove::Microsoft);
    print!("{}", game.position());
    // Tap each cascade's exposed card once, left to right, then collect.
    let cascades = game.position().rules().cascades() as u8;
    for cascade in 0..cascades {
        let len = game.position().cascade_len(cascade.into());
        let Some(card_index) = len.checked_sub(1) else {
            continue;
        };
        let tapped = Tap::Cascade {
            cascade,
            card: card_index as u8,
        };
        let card = game
            .position()
            .top(cascade.into())
            .map(|c| c.to_string())
            .unwrap_or_default();
        match game.tap(tapped) {
            Ok(mv) => print!(
                "\ntap {card} on cascade {} -> {mv}\n{}",
                cascade + 1,
                game.position()
            ),
            Err(e) => println!("\ntap {card} on cascade {}: {e}", cascade + 1),
        }
    }
    match game.tap(Tap::Foundation(None)) {
        Ok(mv) => print!("\ntap a foundation -> {mv}\n{}", game.position()),
        Err(e) => println!("\ntap a foundation: {e}"),
    }
    game.undo().map_err(|e| e.to_string())?;
    println!("\nundo -> {} player moves on the board", game.turns());
    Ok(())
}

/// Plays `moves` from `start` through the rules engine (each move checked)
/// and writes them in standard notation; an error if one is illegal or the
/// game is not won at the end.
fn verified_notation(start: &Position, moves: &[Move]) -> Result<Vec<String>, String> {
    let mut out = Vec::with_capacity(moves.len());
    verify(start, moves, |text| out.push(text.to_string()))?;
    Ok(out)
}

/// Plays `moves` from `start` through the rules engine, each move checked,
/// and reads each one's standard notation back, which must name the same
/// move; hands each text to `each`. An error if a move is illegal, a text
/// reads back to another move, or the game is not won at the end. One
/// reused buffer, so verifying a range allocates nothing per move.
fn verify(start: &Position, moves: &[Move], mut each: impl FnMut(&str)) -> Result<(), String> {
    use std::fmt::Write;
    let mut p = *start;
    let mut text = String::new();
    for (i, &m) in moves.iter().enumerate() {
        text.clear();
        write!(text, "{}", p.notation(m)).map_err(|e| e.to_string())?;
        match p.parse_move(&text) {
            Ok(back) if back == m => {}
            _ => {
                return Err(format!(
                    "solver bug: move #{} {text} reads back wrong",
                    i + 1
                ));
            }
        }
        p.apply(m)
            .map_err(|e| format!("solver bug: move #{} {text} is illegal: {e}", i + 1))?;
        each(&text);
    }
    if !p.is_won() {
        return Err("solver bug: the solution does not win".to_string());
    }
    Ok(())
}

fn solve(n: u64) -> Result<(), String> {
    let deal = load(n)?;
    print!("{deal}");
    let mut solver = Solver::default();
    match solver.solve(&deal) {
        Outcome::Solved(moves) => {
            let text = verified_notation(&deal, &moves)?;
            println!("solution: {}", text.join(" "));
        }
        Outcome::Impossible => println!("impossible: every reachable state was examined"),
        Outcome::GaveUp(reason) => println!("gave up: {reason}"),
    }
    Ok(())
}

/// What happened to one deal of a range.
enum RangeResult {
    Solved(usize),
    Impossible,
    GaveUp,
}

/// A deal's number, what happened to it and the search's counters.
type Settled = (u64, RangeResult, Stats);

fn range(first: u64, last: u64, threads: usize) -> Result<(), String> {
    let started = Instant::now();
    let next = AtomicU64::new(first);
    // Each thread takes the next deal number and keeps its own solver.
    let per_thread: Vec<Result<Vec<Settled>, String>> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut solver = Solver::default();
                    let mut done = Vec::new();
                    loop {
                        let n = next.fetch_add(1, Ordering::Relaxed);
                        if n > last {
                            return Ok(done);
                        }
                        let deal = load(n)?;
                        let result = match solver.solve(&deal) {
                            Outcome::Solved(moves) => {
                                verify(&deal, &moves, |_| {})
                                    .map_err(|e| format!("deal {n}: {e}"))?;
                                RangeResult::Solved(moves.len())
                            }
                            Outcome::Impossible => RangeResult::Impossible,
                            Outcome::GaveUp(_) => RangeResult::GaveUp,
                        };
                        done.push((n, result, solver.stats()));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| {
                w.join()
                    .unwrap_or_else(|_| Err("a worker panicked".to_string()))
            })
            .collect()
    });
    let elapsed = started.elapsed();
    let mut results = Vec::new();
    for part in per_thread {
        results.extend(part?);
    }
    results.sort_by_key(|r| r.0);
    print_summary(first, last, threads, &results, elapsed);
    Ok(())
}

fn print_summary(first: u64, last: u64, threads: usize, results: &[Settled], elapsed: Duration) {
    let lengths: Vec<usize> = results
        .iter()
        .filter_map(|r| match r.1 {
            RangeResult::Solved(len) => Some(len),
            _ => None,
        })
        .collect();
    let list = |want: fn(&RangeResult) -> bool| -> Vec<String> {
        results
            .iter()
            .filter(|r| want(&r.1))
            .map(|r| r.0.to_string())
            .collect()
    };
    let impossible = list(|r| matches!(r, RangeResult::Impossible));
    let gave_up = list(|r| matches!(r, RangeResult::GaveUp));
    let total: usize = lengths.iter().sum();
    println!(
        "deals: {first} ..= {last} ({} deals, {threads} thread(s))",
        results.len()
    );
    println!("solved: {}", lengths.len());
    println!(
        "impossible: {} [{}]",
        impossible.len(),
        impossible.join(" ")
    );
    println!("gave up: {} [{}]", gave_up.len(), gave_up.join(" "));
    println!("total time: {:.3} s", elapsed.as_secs_f64());
    println!(
        "solution length: total {total}, mean {:.2}",
        total as f64 / lengths.len().max(1) as f64
    );
    let (stored, expanded) = results
        .iter()
        .fold((0, 0), |(s, e), r| (s + r.2.states, e + r.2.expanded));
    println!("search: {stored} states stored, {expanded} expanded");
}
