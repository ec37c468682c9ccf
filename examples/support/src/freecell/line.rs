//! The commands of `freecell play` and the line-mode reader that parses them. Only
//! `std`, the library and the shared word checks, so a fuzz target can feed the
//! reader any text.

use banmen::freecell_rules::{Suit, Tap};

use crate::common::words::{command, no_more, number_word};

/// A place a key names: a cascade, a free cell, or the foundations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A cascade, 0-7 (keys 1-8).
    Cascade(u8),
    /// A free cell, 0-3 (keys a-d).
    FreeCell(u8),
    /// The foundations (key h).
    Home,
}

/// What the player asked for.
pub enum Action {
    /// A source, then a destination (keys).
    Pick(Place),
    /// Moves the arrow keys' cursor by this many places (keys only).
    Cursor(isize),
    /// Moves the view of long cascades by this many rows, up if negative (keys
    /// only).
    Scroll(isize),
    /// Pick the cursor's place, as its key would (Enter or space).
    TapPicked,
    /// One card fewer than the most that can go (`-`).
    Fewer,
    /// One card more, up to the most that can go (`+`).
    More,
    /// Drop the picked source, or the deal number being typed (Esc).
    Cancel,
    /// Start typing a deal number (`n`).
    NewDeal,
    /// A digit of the deal number being typed.
    Digit(char),
    /// The last digit of the deal number taken back (Backspace).
    Erase,
    /// Deal this number (Enter after `n`, or `new N` as a line).
    Deal(Option<u64>),
    /// A tap, named as a line (`tap 1-8 [CARDS]`, `tap a-d`, `tap h [SUIT]`).
    Tap(Tap),
    /// A move in standard notation (lines only).
    Move(String),
    /// Take the last move back (`u`).
    Undo,
    /// Make the move taken back again (`U`).
    Redo,
    /// Back to the deal's first position (`r`).
    Restart,
    /// Ask the solver for the next move (`?`).
    Hint,
    /// Let the solver finish the game (`S`; `solve` as a line).
    Solve,
    /// Let the solver play its next move, one a key (`s`; `step` as a line).
    Step,
    /// Leave the game (`q`).
    Quit,
}

/// The commands a line can hold, said when a line is not one of them.
pub const LINES: &str = "commands: tap 1-8 [CARDS], tap a-d, tap h [SUIT], move NOTATION \
(e.g. 5a), undo, redo, restart, new N, hint, step, solve, quit";

/// The command of one line of words; an empty line is a problem like any other.
pub fn from_line(words: &[&str]) -> Result<Action, String> {
    let (action, takes) = match command(words) {
        "" => return Err(LINES.into()),
        "tap" => return tap_words(words).map(Action::Tap),
        "move" => match words.get(1) {
            Some(text) => (Action::Move(text.to_string()), 1),
            None => return Err("move: which move? e.g. move 5a".into()),
        },
        "new" => {
            let n = number_word(words, 1, "deal", 1..=banmen::freecell_rules::EXTENDED_MAX)?;
            (Action::Deal(Some(n)), 1)
        }
        "undo" | "u" => (Action::Undo, 0),
        "redo" | "U" => (Action::Redo, 0),
        "restart" | "r" => (Action::Restart, 0),
        "hint" | "?" => (Action::Hint, 0),
        "solve" | "s" => (Action::Solve, 0),
        "step" => (Action::Step, 0),
        "quit" | "q" => (Action::Quit, 0),
        other => return Err(format!("unknown command {other:?}; {LINES}")),
    };
    no_more(words, takes)?;
    Ok(action)
}

/// `tap 5` (the exposed card), `tap 5 3` (the top three cards), `tap a`, `tap h`,
/// `tap h S`. A cascade tap's `card` is filled in against the position later, as a
/// count of cards from the top: `u8::MAX - (count - 1)`.
fn tap_words(words: &[&str]) -> Result<Tap, String> {
    let label = words.get(1).ok_or("tap: which card? 1-8, a-d or h")?;
    let tap = match *label {
        "h" => match words.get(2) {
            None => Tap::Foundation(None),
            Some(s) => Tap::Foundation(Some(suit(s)?)),
        },
        l if l.len() == 1 && ('a'..='d').contains(&l.chars().next().unwrap_or(' ')) => {
            Tap::FreeCell(l.as_bytes()[0] - b'a')
        }
        _ => {
            let cascade = number_word(words, 1, "cascade", 1..=8u8)?;
            let count = match words.get(2) {
                Some(_) => number_word(words, 2, "cards", 1..=13u8)?,
                None => 1,
            };
            Tap::Cascade {
                cascade: cascade - 1,
                card: u8::MAX - (count - 1),
            }
        }
    };
    let takes = if words.len() > 2 { 2 } else { 1 };
    no_more(words, takes)?;
    Ok(tap)
}

fn suit(text: &str) -> Result<Suit, String> {
    let mut chars = text.chars();
    match (
        chars
            .next()
            .and_then(|c| Suit::from_letter(c.to_ascii_uppercase())),
        chars.next(),
    ) {
        (Some(s), None) => Ok(s),
        _ => Err(format!("tap h: {text:?} is not a suit (C, D, H or S)")),
    }
}
