//! SameGame: the key and line play (`play`), its line reader (`line`) and the
//! high-score file (`scores`).

pub mod line;
pub mod play;
pub mod scores;

use banmen::samegame_board::Board;

/// `tiles left per colour: 1:N 2:N ...`.
pub fn tiles_left(board: &Board) -> String {
    let left: Vec<String> = board
        .remaining_all()
        .iter()
        .enumerate()
        .map(|(k, n)| format!("{}:{n}", k + 1))
        .collect();
    format!("tiles left per colour: {}", left.join(" "))
}
