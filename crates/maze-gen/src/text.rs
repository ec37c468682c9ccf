//! Text forms of a maze: the `#` tile form (Display / FromStr) and box drawing.

use alloc::vec;
use core::fmt::{self, Write};
use core::str::FromStr;

use crate::direction::Direction;
use crate::error::MazeError;
use crate::limits::validate_size;
use crate::maze::Maze;

impl Maze {
    /// Width of the tile form: `2 * width + 1`.
    #[must_use]
    pub fn tile_width(&self) -> usize {
        2 * self.width() + 1
    }

    /// Height of the tile form: `2 * height + 1`.
    #[must_use]
    pub fn tile_height(&self) -> usize {
        2 * self.height() + 1
    }

    /// Whether tile `(tx, ty)` of the tile form is solid. Cell `(x, y)` sits on tile
    /// `(2x + 1, 2y + 1)`; the tiles between two cells are their shared side; tiles
    /// with both coordinates even are corners, solid unless all four sides meeting
    /// there are open (inside a hall, or a 2 × 2 loop of a braid). The border is
    /// solid, and so is a cell with no open side (left undug by a limited dig).
    /// Tiles outside the form count as solid.
    #[must_use]
    pub fn tile_is_wall(&self, tx: usize, ty: usize) -> bool {
        if tx >= self.tile_width() || ty >= self.tile_height() {
            return true;
        }
        let w = self.width();
        match (tx % 2, ty % 2) {
            (0, 0) => {
                tx == 0
                    || ty == 0
                    || tx + 1 == self.tile_width()
                    || ty + 1 == self.tile_height()
                    || self.tile_is_wall(tx - 1, ty)
                    || self.tile_is_wall(tx + 1, ty)
                    || self.tile_is_wall(tx, ty - 1)
                    || self.tile_is_wall(tx, ty + 1)
            }
            (1, 1) => self.passages((ty / 2) * w + tx / 2) == 0,
            // Between (tx/2, ty/2 - 1) and the cell below it.
            (1, 0) => {
                ty == 0 || self.passages((ty / 2 - 1) * w + tx / 2) & Direction::South.bit() == 0
            }
            // Between (tx/2 - 1, ty/2) and the cell to its right.
            _ => tx == 0 || self.passages((ty / 2) * w + tx / 2 - 1) & Direction::East.bit() == 0,
        }
    }

    /// A view that prints the maze with box-drawing characters (`┌──┬──┐`), one text
    /// row per cell row and two columns per cell.
    ///
    /// ```
    /// use maze_gen::{Algorithm, Maze};
    ///
    /// let maze = Maze::from_seed(Algorithm::Sidewinder, 3, 2, 1)?;
    /// let text = maze.box_drawing().to_string();
    /// assert!(text.starts_with("┌────────┐"));
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    #[must_use]
    pub fn box_drawing(&self) -> BoxDrawing<'_> {
        BoxDrawing(self)
    }
}

/// Prints the tile form: `(2 * width + 1)` columns by `(2 * height + 1)` lines, `#`
/// for walls and a space for floor, lines separated by `\n` (no final newline).
impl fmt::Display for Maze {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for ty in 0..self.tile_height() {
            if ty > 0 {
                f.write_char('\n')?;
            }
            for tx in 0..self.tile_width() {
                f.write_char(if self.tile_is_wall(tx, ty) { '#' } else { ' ' })?;
            }
        }
        Ok(())
    }
}

/// Reads the tile form back: `#` is wall, a space or `.` is floor. Lines may end in
/// `\n` or `\r\n`; one final newline is allowed. An inner corner may be floor only
/// when the four sides meeting there are open (it may also be `#` then). A cell
/// centre is floor exactly when the cell has an open side, as `Display` prints it,
/// so every accepted text prints back the same (up to `.` and `#` corners).
///
/// ```
/// use maze_gen::{Cell, Direction, Maze};
///
/// let maze: Maze = "#####\n#   #\n# ###\n#   #\n#####".parse()?;
/// assert_eq!((maze.width(), maze.height()), (2, 2));
/// assert!(maze.is_open_side(Cell::new(0, 0), Direction::East));
/// assert_eq!(maze.to_string().parse::<Maze>()?, maze);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
impl FromStr for Maze {
    type Err = MazeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.strip_suffix('\n').unwrap_or(s);
        let s = s.strip_suffix('\r').unwrap_or(s);
        let err = |line: usize, column: usize, reason| MazeError::Parse {
            line,
            column,
            reason,
        };
        let tw = s.lines().next().map_or(0, |l| l.chars().count());
        let th = s.lines().count();
        if tw < 3 || tw.is_multiple_of(2) {
            return Err(err(
                1,
                tw + 1,
                "the first line must be 2 * width + 1 tiles (odd, at least 3)",
            ));
        }
        if th < 3 || th.is_multiple_of(2) {
            return Err(err(
                th + 1,
                1,
                "there must be 2 * height + 1 lines (odd, at least 3)",
            ));
        }
        let (w, h) = (tw / 2, th / 2);
        validate_size(w, h)?;
        let mut cells = vec![0u8; w * h];
        let mut centre_solid = vec![false; w * h];
        let mut open_corners = alloc::vec::Vec::new();
        for (ty, line) in s.lines().enumerate() {
            let count = line.chars().count();
            if count > tw {
                return Err(err(ty + 1, tw + 1, "line is longer than the first line"));
            }
            if count < tw {
                return Err(err(
                    ty + 1,
                    count + 1,
                    "line is shorter than the first line",
                ));
            }
            for (tx, ch) in line.chars().enumerate() {
                let wall = match ch {
                    '#' => true,
                    ' ' | '.' => false,
                    _ => {
                        return Err(err(
                            ty + 1,
                            tx + 1,
                            "unexpected character: use '#' for wall, ' ' or '.' for floor",
                        ));
                    }
                };
                let border = tx == 0 || ty == 0 || tx == tw - 1 || ty == th - 1;
                match (tx % 2, ty % 2) {
                    _ if border && !wall => {
                        return Err(err(ty + 1, tx + 1, "the outer wall must be '#'"));
                    }
                    (0, 0) if !wall => open_corners.push((tx, ty)),
                    (1, 1) => centre_solid[(ty / 2) * w + tx / 2] = wall,
                    (1, 0) if !wall => {
                        let above = (ty / 2 - 1) * w + tx / 2;
                        cells[above] |= Direction::South.bit();
                        cells[above + w] |= Direction::North.bit();
                    }
                    (0, 1) if !wall => {
                        let left = (ty / 2) * w + tx / 2 - 1;
                        cells[left] |= Direction::East.bit();
                        cells[left + 1] |= Direction::West.bit();
                    }
                    _ => {}
                }
            }
        }
        for (i, (&bits, &solid)) in cells.iter().zip(&centre_solid).enumerate() {
            let (x, y) = (i % w, i / w);
            if solid && bits != 0 {
                return Err(err(
                    2 * y + 2,
                    2 * x + 2,
                    "a cell centre is '#' but the cell has an open side",
                ));
            }
            // A cell with no open side prints as '#': floor there would not round-trip.
            if !solid && bits == 0 {
                return Err(err(
                    2 * y + 2,
                    2 * x + 2,
                    "a cell centre is floor but the cell has no open side (write '#')",
                ));
            }
        }
        let maze = Maze::from_bits(w, h, cells)?;
        for (tx, ty) in open_corners {
            if maze.tile_is_wall(tx, ty) {
                return Err(err(
                    ty + 1,
                    tx + 1,
                    "a corner may be floor only where four open sides meet",
                ));
            }
        }
        Ok(maze)
    }
}

/// Box-drawing view of a maze, from [`Maze::box_drawing`].
#[derive(Debug, Clone, Copy)]
pub struct BoxDrawing<'a>(&'a Maze);

/// Corner glyph by the walls leaving it: up 1, right 2, down 4, left 8.
const CORNERS: [char; 16] = [
    ' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼',
];

impl fmt::Display for BoxDrawing<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = self.0;
        let wall = |tx: usize, ty: usize| m.tile_is_wall(tx, ty);
        for ty in 0..m.tile_height() {
            if ty > 0 {
                f.write_char('\n')?;
            }
            for tx in 0..m.tile_width() {
                match (tx % 2, ty % 2) {
                    (0, 0) => {
                        let up = ty > 0 && wall(tx, ty - 1);
                        let right = tx + 1 < m.tile_width() && wall(tx + 1, ty);
                        let down = ty + 1 < m.tile_height() && wall(tx, ty + 1);
                        let left = tx > 0 && wall(tx - 1, ty);
                        let k = usize::from(up)
                            | usize::from(right) << 1
                            | usize::from(down) << 2
                            | usize::from(left) << 3;
                        f.write_char(CORNERS[k])?;
                    }
                    (1, 0) => f.write_str(if wall(tx, ty) { "──" } else { "  " })?,
                    (0, 1) => f.write_char(if wall(tx, ty) { '│' } else { ' ' })?,
                    _ => f.write_str(if wall(tx, ty) { "██" } else { "  " })?,
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn display_of_a_small_maze() {
        let mut m = Maze::new(2, 2).unwrap();
        m.carve(0, Direction::East);
        m.carve(0, Direction::South);
        m.carve(2, Direction::East);
        assert_eq!(m.to_string(), "#####\n#   #\n# ###\n#   #\n#####");
        assert_eq!(
            m.box_drawing().to_string(),
            "┌─────┐\n│     │\n│  ╶──┤\n│     │\n└─────┘"
        );
    }

    #[test]
    fn parse_errors_point_at_the_problem() {
        let e = |s: &str| s.parse::<Maze>().unwrap_err();
        assert!(matches!(e(""), MazeError::Parse { line: 1, .. }));
        assert!(matches!(
            e("####\n#  #\n####"),
            MazeError::Parse {
                line: 1,
                column: 5,
                ..
            }
        ));
        assert!(matches!(e("###\n# #"), MazeError::Parse { line: 3, .. }));
        assert!(matches!(
            e("###\n#x#\n###"),
            MazeError::Parse {
                line: 2,
                column: 2,
                ..
            }
        ));
        assert!(matches!(
            e("###\n# \n###"),
            MazeError::Parse {
                line: 2,
                column: 3,
                ..
            }
        ));
        assert!(matches!(
            e("###\n#  #\n###"),
            MazeError::Parse {
                line: 2,
                column: 4,
                ..
            }
        ));
        assert!(matches!(
            e("# #\n# #\n###"),
            MazeError::Parse {
                line: 1,
                column: 2,
                ..
            }
        ));
        assert!(matches!(
            e("#####\n#   #\n## ##\n#   #\n#####"),
            MazeError::Parse {
                line: 3,
                column: 3,
                ..
            }
        ));
        assert!(matches!(
            e("#####\n##  #\n#####\n#   #\n#####"),
            MazeError::Parse {
                line: 2,
                column: 2,
                ..
            }
        ));
    }

    #[test]
    fn halls_have_open_corners() {
        let hall = Maze::open_hall(2, 2).unwrap();
        assert_eq!(hall.to_string(), "#####\n#   #\n#   #\n#   #\n#####");
        assert_eq!(hall.to_string().parse::<Maze>().unwrap(), hall);
        // A '#' corner inside a hall reads as the same maze.
        assert_eq!(
            "#####\n#   #\n# # #\n#   #\n#####".parse::<Maze>().unwrap(),
            hall
        );
        // A floor corner next to a wall is refused.
        assert!(matches!(
            "#####\n# # #\n#   #\n#   #\n#####".parse::<Maze>(),
            Err(MazeError::Parse {
                line: 3,
                column: 3,
                ..
            })
        ));
    }

    #[test]
    fn solid_cells_round_trip() {
        let m = Maze::new(2, 1).unwrap();
        assert_eq!(m.to_string(), "#####\n#####\n#####");
        assert_eq!(m.to_string().parse::<Maze>().unwrap(), m);
        // A floor centre with no open side would print back as '#': refused.
        assert!(matches!(
            "#####\n# # #\n#####\n".parse::<Maze>(),
            Err(MazeError::Parse {
                line: 2,
                column: 2,
                ..
            })
        ));
        assert!(matches!(
            "###\n# #\n###".parse::<Maze>(),
            Err(MazeError::Parse {
                line: 2,
                column: 2,
                ..
            })
        ));
        let one = Maze::new(1, 1).unwrap();
        assert_eq!("###\n###\n###".parse::<Maze>().unwrap(), one);
    }
}
