//! The commands of `maze play` and the line-mode reader that parses them. Only `std`,
//! the library and the shared word checks, so a fuzz target can feed the reader any
//! text.

use banmen::maze_gen::Direction;

use crate::common::words::{command, no_more};

/// What the walker asked for.
pub enum Action {
    /// One step, if no wall is in the way.
    Go(Direction),
    /// Walk on while the corridor goes on: to the next junction, dead end or goal.
    Run(Direction),
    /// Back to the start of this maze (`r`).
    Restart,
    /// The next maze, from the next seed (`n`).
    New,
    /// Leave the game (`q`).
    Quit,
}

/// The commands a line can hold, said when a line is not one of them.
pub const LINES: &str = "commands: go north|east|south|west (or n e s w), up, down, left, \
right, run DIRECTION, restart, new, quit";

fn direction(word: &str) -> Option<Direction> {
    Some(match word {
        "north" | "n" | "up" | "k" => Direction::North,
        "east" | "e" | "right" | "l" => Direction::East,
        "south" | "s" | "down" | "j" => Direction::South,
        "west" | "w" | "left" | "h" => Direction::West,
        _ => return None,
    })
}

/// The command of one line of words; an empty line is a problem like any other.
pub fn from_line(words: &[&str]) -> Result<Action, String> {
    let action = match command(words) {
        "" => return Err(LINES.into()),
        go_or_run @ ("go" | "run") => {
            let word = words
                .get(1)
                .ok_or_else(|| format!("{go_or_run}: which way? north, east, south or west"))?;
            let dir = direction(word).ok_or_else(|| {
                format!("{go_or_run}: {word:?} is not north, east, south or west")
            })?;
            no_more(words, 1)?;
            return Ok(if go_or_run == "go" {
                Action::Go(dir)
            } else {
                Action::Run(dir)
            });
        }
        "restart" => Action::Restart,
        "new" => Action::New,
        "quit" | "q" => Action::Quit,
        word => match direction(word) {
            Some(dir) => Action::Go(dir),
            None => return Err(format!("unknown command {word:?}; {LINES}")),
        },
    };
    no_more(words, 0)?;
    Ok(action)
}
