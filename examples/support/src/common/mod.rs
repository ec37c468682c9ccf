//! What every example shares: the command line (usage, `-h`/`--help`, one problem
//! line and exit code 2 for bad arguments), and for the games that can be played, the
//! terminal (crossterm: raw keys on the alternate screen, restored on every exit
//! path, key decoding, the colour policy), the screen fitted to the window, and the
//! input loop that reads either keys or one command per line, and the checks of a
//! typed command's words (plain `std`, for the games' line readers).

pub mod cli;
pub mod data;
pub mod input;
pub mod screen;
pub mod term;
pub mod words;
