//! The commands of `bubble_shooter play` and the line-mode reader that parses them.
//! Only `std` and the shared word checks, so a fuzz target can feed the reader any
//! text.

use crate::common::words::{command, no_more, number_word};

/// What the player asked for.
pub enum Action {
    /// Turn the aim by this many degrees (positive: to the left).
    Turn(f64),
    /// Aim at this angle.
    Aim(f64),
    /// Fire, at this angle if given.
    Fire(Option<f64>),
    /// Swap the loaded bubble with the next one.
    Swap,
    /// Pause until the next key (a key only: a script has no clock to stop).
    Pause,
    /// Show the best scores until the next key (a key only).
    Scores,
    /// Leave the game.
    Quit,
}

/// The launcher's limits: every shot climbs. The lowest angle, in degrees (to the right).
pub const MIN_ANGLE: f64 = 10.0;
/// The highest angle, in degrees (to the left).
pub const MAX_ANGLE: f64 = 170.0;

/// The commands a line can hold, said when a line is not one of them.
pub const LINES: &str = "commands: aim A (10 ..= 170, 90 straight up), left [N], right [N], \
fire [A], swap, quit";

/// The command of one line of words; an empty line is a problem like any other.
pub fn from_line(words: &[&str]) -> Result<Action, String> {
    let angle = |i| number_word(words, i, "angle", MIN_ANGLE..=MAX_ANGLE);
    let turn = || match words.get(1) {
        Some(_) => number_word(words, 1, "degrees", 0.0..=160.0),
        None => Ok(2.0),
    };
    let (action, takes) = match command(words) {
        "" => return Err(LINES.into()),
        "aim" => (Action::Aim(angle(1)?), 1),
        "left" | "h" => (Action::Turn(turn()?), 1),
        "right" | "l" => (Action::Turn(-turn()?), 1),
        "fire" | "shoot" => match words.get(1) {
            Some(_) => (Action::Fire(Some(angle(1)?)), 1),
            None => (Action::Fire(None), 0),
        },
        "swap" | "s" => (Action::Swap, 0),
        "quit" | "q" => (Action::Quit, 0),
        other => return Err(format!("unknown command {other:?}; {LINES}")),
    };
    no_more(words, takes)?;
    Ok(action)
}
