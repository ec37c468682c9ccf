//! FreeCell in the terminal: Microsoft deals, replaying moves, tap-to-move.
//!
//! ```text
//! cargo run --example freecell -- deal 11982
//! cargo run --example freecell -- replay 1 1a 1b 2h
//! cargo run --example freecell -- tap 1
//! ```

use std::process::ExitCode;

use banmen::freecell_rules::{AutoMove, FreecellError, Game, Position, Tap};

const USAGE: &str = "\
usage: freecell <command> [args]
  deal N             print Microsoft deal N (1 ..= 8589934591) in Freecell Solver's board format
  replay N MOVES...  play standard-notation moves (3a a8 1h ah 58 58v3) on deal N, printing each board
  tap N              tap the exposed cards of deal N in turn, showing where tap-to-move sends them";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::FAILURE;
    };
    // One arm per subcommand; each returns its own error text.
    let result = match command.as_str() {
        "deal" => deal_number(rest).and_then(deal),
        "replay" => deal_number(rest).and_then(|n| replay(n, &rest[1..])),
        "tap" => deal_number(rest).and_then(tap),
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command {other:?}\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The deal number, the first argument.
fn deal_number(args: &[String]) -> Result<u64, String> {
    let text = args
        .first()
        .ok_or_else(|| format!("a deal number is needed\n{USAGE}"))?;
    text.parse()
        .map_err(|_| format!("{text:?} is not a deal number"))
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
