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

use std::process::ExitCode;

use banmen::freecell_rules::solver::{GaveUp, Outcome, SolveMode};
use banmen::freecell_rules::{AutoMove, EXTENDED_MAX, FreecellError, Game, Move, Position, Tap};
use banmen_examples::common;
use banmen_examples::freecell::{play, range};
use common::cli::{Arg, Cli};
use range::Search;

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
                     mean solution length and the search's counters
  range A B | --deals FILE [--shard I/N] [--out FILE [--solutions]] [--threads T]
                     --deals FILE: the deal numbers in FILE (one a line, # comments)
                     instead of A ..= B. --shard I/N: only part I (1 ..= N) of N
                     equal parts. --out FILE: append one tab-separated line per deal
                     (deal, free cells, solved|impossible|gave-up, moves, states,
                     expanded, seconds, then the moves with --solutions, the reason
                     for gave-up, else -), in deal order, skipping the deals FILE
                     has lines for (a re-run resumes; a last line cut short is
                     dropped); exit code 0 when every deal is solved or impossible,
                     3 when some gave up

solve and range take:
  --max-memory BYTES most memory a search's tables may take (1M ..= 1T; K, M, G,
                     T are powers of 1024; default 1G); lifts the default limit
                     of 8000000 stored states
  --max-time SECONDS most time one deal's search may take (default none)
  --free-cells N     deal onto N free cells (0 ..= 8, default 4)

solve also takes:
  --prove            proof mode: an exhaustive search keeping a compact key per
                     state, for proving hard deals impossible in less memory
                     (solutions it finds are long); prints the states, peak
                     bytes and bytes per state";

/// Most worker threads `range` starts: more than the machine has cores only costs
/// memory, and thousands fail to spawn.
const MAX_THREADS: usize = 64;

/// What the command line asked for.
enum Command {
    Play(u64, AutoMove),
    Deal(u64),
    Replay(u64, Vec<String>),
    Tap(u64),
    Solve(u64, Search),
    Range(range::Options),
}

/// Reads the positional words and `--threads`; every count and deal number is
/// checked here, before anything runs.
fn parse_args() -> Command {
    let mut cli = Cli::from_env("freecell", USAGE);
    let mut words = Vec::new();
    let mut threads = None;
    let mut auto = None;
    let (mut max_bytes, mut max_seconds, mut cells) = (None, None, None);
    let mut prove = false;
    let (mut deals, mut shard, mut out, mut solutions) = (None, None, None, false);
    // Flags may come before the command (`freecell --auto none play 1`).
    let command = common::cli::first_word(&["play", "deal", "replay", "tap", "solve", "range"]);
    let is = |name: &str| command.as_deref() == Some(name);
    while let Some(arg) = cli.next() {
        match arg {
            Arg::Word(w) => words.push(w),
            Arg::Flag(f) if f == "--threads" && is("range") => {
                threads = Some(cli.number(&f, 1..=MAX_THREADS))
            }
            Arg::Flag(f) if f == "--deals" && is("range") => deals = Some(cli.value(&f)),
            Arg::Flag(f) if f == "--out" && is("range") => out = Some(cli.value(&f)),
            Arg::Flag(f) if f == "--solutions" && is("range") => solutions = true,
            Arg::Flag(f) if f == "--shard" && is("range") => {
                let text = cli.value(&f);
                shard = Some(range::parse_shard(&text).unwrap_or_else(|e| cli.fail(e)))
            }
            Arg::Flag(f) if f == "--max-memory" && (is("solve") || is("range")) => {
                let text = cli.value(&f);
                max_bytes = Some(range::parse_bytes(&text).unwrap_or_else(|e| cli.fail(e)))
            }
            Arg::Flag(f) if f == "--max-time" && (is("solve") || is("range")) => {
                let text = cli.value(&f);
                max_seconds = Some(range::parse_seconds(&text).unwrap_or_else(|e| cli.fail(e)))
            }
            Arg::Flag(f) if f == "--free-cells" && (is("solve") || is("range")) => {
                let text = cli.value(&f);
                cells = Some(range::parse_cells(&text).unwrap_or_else(|e| cli.fail(e)))
            }
            Arg::Flag(f) if f == "--prove" && is("solve") => prove = true,
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
    let search_given = max_bytes.is_some() || max_seconds.is_some() || cells.is_some();
    let mut search = Search::new(max_bytes, max_seconds, cells);
    if prove {
        search.mode = SolveMode::Proof;
    }
    match command.as_str() {
        "deal" | "tap" | "solve" => {
            let n = deal(0);
            at_most(1);
            match command.as_str() {
                "deal" => Command::Deal(n),
                "tap" => Command::Tap(n),
                _ => Command::Solve(n, search),
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
            let source = match deals {
                Some(file) => {
                    at_most(0);
                    range::Source::List(file.into())
                }
                None => {
                    let (first, last) = (deal(0), deal(1));
                    at_most(2);
                    if last < first {
                        cli.fail(format!("the range {first} ..= {last} is empty"))
                    }
                    range::Source::Span(first, last)
                }
            };
            if solutions && out.is_none() {
                cli.fail("--solutions needs --out FILE")
            }
            Command::Range(range::Options {
                source,
                shard,
                threads: threads.unwrap_or(1),
                out: out.map(Into::into),
                solutions,
                search,
                search_given,
            })
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
        Command::Solve(n, search) => solve(n, &search),
        Command::Range(options) => return range::main(options),
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
    range::verify(start, moves, |text| out.push(text.to_string()))?;
    Ok(out)
}

fn solve(n: u64, search: &Search) -> Result<(), String> {
    let deal = search.deal(n)?;
    print!("{deal}");
    let mut solver = search.solver();
    match solver.solve(&deal) {
        Outcome::Solved(moves) => {
            let text = verified_notation(&deal, &moves)?;
            println!("solution: {}", text.join(" "));
        }
        Outcome::Impossible => println!("impossible: every reachable state was examined"),
        Outcome::GaveUp(reason @ GaveUp::Memory(_)) if search.mode == SolveMode::BestFirst => {
            println!(
                "gave up: {reason}; the best-first search keeps a whole position per \
                 state: try --prove, which keeps a compact key per state"
            )
        }
        Outcome::GaveUp(reason) => println!("gave up: {reason}"),
    }
    if search.mode == SolveMode::Proof {
        let stats = solver.stats();
        println!(
            "states: {}, expanded: {}, peak bytes: {}, bytes per state: {:.1}",
            stats.states,
            stats.expanded,
            stats.bytes,
            stats.bytes as f64 / stats.states.max(1) as f64
        );
    }
    Ok(())
}
