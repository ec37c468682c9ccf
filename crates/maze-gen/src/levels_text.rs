//! The text form of a multi-floor maze: each floor in its own board's text form,
//! bottom floor first, with the stairs up listed under each floor.

use alloc::string::ToString;
use core::fmt;

use floodfill::{Coords, Topology};

use crate::board::MazeBoard;
use crate::levels::Levels;
use crate::maze::Maze;

/// Floors one after another, each headed `floor N:` and drawn by the floor
/// board's own `Display`; under each floor but the top one, `stairs up:` names
/// the cells whose stair up is open by their coordinate on the floor board
/// (`(x, y)` on a square floor, a `Hex` on a hex one). Stairs are listed
/// rather than drawn because the cell positions in a picture belong to the floor
/// board's writer.
///
/// ```
/// use floodfill::{Connectivity, SquareGrid};
/// use maze_gen::{Algorithm, MazeBoard, Levels};
///
/// let grid = SquareGrid::new(3, 2, Connectivity::Four)?;
/// let board = MazeBoard::new(Levels::new(grid, 2)?)?;
/// let maze = Algorithm::Backtracker.from_rng(&board, &mut maze_gen::rng::from_seed(7))?;
/// assert!(maze.to_string().starts_with("floor 0:\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl<B> fmt::Display for Maze<Levels<B>>
where
    B: Coords + Clone,
    Maze<B>: fmt::Display,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let levels = self.board().topology();
        let n = levels.floor_board().len();
        // A floor board that is not a board by itself (say, split) has no picture.
        let Ok(floor_board) = MazeBoard::new(levels.floor_board().clone()) else {
            return write!(f, "{} floors of {} cells", levels.floors(), n);
        };
        for floor in 0..levels.floors() {
            if floor > 0 {
                f.write_str("\n")?;
            }
            let base = floor * n;
            let mut picture = Maze::on(floor_board.clone());
            for c in 0..n {
                self.for_each_neighbor(base + c, |j| {
                    if (base..base + n).contains(&j) && j > base + c {
                        // Same-floor neighbours on the levels board are
                        // neighbours on the floor board.
                        let _ = picture.open(c, j - base);
                    }
                });
            }
            writeln!(f, "floor {floor}:")?;
            f.write_str(&picture.to_string())?;
            if floor + 1 < levels.floors() {
                f.write_str("\nstairs up:")?;
                for c in (0..n).filter(|&c| self.is_open(base + c, base + n + c)) {
                    match levels.floor_board().coord_of(c) {
                        Some(coord) => write!(f, " {coord:?}")?,
                        None => write!(f, " {c}")?,
                    }
                }
            }
        }
        Ok(())
    }
}
