//! The commands of `samegame play` and the line-mode reader that parses them. Only
//! `std`, the library and the shared word checks, so a fuzz target can feed the
//! reader any text.

use banmen::samegame_board::{Board, Cell};

use crate::common::words::{command, no_more, number_word};

/// What the player asked for.
pub enum Action {
    /// Move the cursor by (columns, rows up).
    Step(i32, i32),
    /// Put the cursor on a cell.
    MoveTo(Cell),
    /// Remove the group under the cursor (Enter).
    Remove,
    /// Take the last step back (`u`).
    Undo,
    /// Make the step taken back again (`U`).
    Redo,
    /// The same board again from the start (`r`).
    Retry,
    /// A new board from the next seed (`n`).
    New,
    /// The help screen (`?`, F1; `help` as a line).
    Help,
    /// The high scores of this board and rules (`s`; `scores` as a line).
    Scores,
    /// Back to the board from the help or the scores (Esc).
    Back,
    /// Leave the game (`q`).
    Quit,
}

/// The commands a line can hold, said when a line is not one of them.
pub const LINES: &str = "commands: move X Y, left, right, up, down (or h j k l), remove, \
undo, redo, retry, new, scores, help, quit";

/// The command of one line of words; an empty line is a problem like any other.
pub fn from_line(words: &[&str], board: &Board) -> Result<Action, String> {
    let action = match command(words) {
        "" => return Err(LINES.into()),
        "move" => {
            let x = number_word(words, 1, "X", 0..=board.width() - 1)?;
            let y = number_word(words, 2, "Y", 0..=board.height() - 1)?;
            no_more(words, 2)?;
            return Ok(Action::MoveTo(Cell::new(x as u8, y as u8)));
        }
        "left" | "h" => Action::Step(-1, 0),
        "right" | "l" => Action::Step(1, 0),
        "up" | "k" => Action::Step(0, 1),
        "down" | "j" => Action::Step(0, -1),
        "remove" | "enter" => Action::Remove,
        "undo" | "u" => Action::Undo,
        "redo" | "U" => Action::Redo,
        "retry" | "r" => Action::Retry,
        "new" | "n" => Action::New,
        "scores" | "s" => Action::Scores,
        "help" | "?" => Action::Help,
        "quit" | "q" => Action::Quit,
        other => return Err(format!("unknown command {other:?}; {LINES}")),
    };
    no_more(words, 0)?;
    Ok(action)
}
