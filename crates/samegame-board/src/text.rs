//! The board as text: one row per line, top row first, a symbol per colour
//! (`1`..`9`, `A`..`G`), `.` for an empty cell.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use crate::{Board, Cell, Color, MAX_HEIGHT, MAX_WIDTH, SameGameError};

impl fmt::Display for Board {
    /// One line per row, top row first, each ended by a newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut line = String::with_capacity(self.width() + 1);
        for y in (0..self.height()).rev() {
            line.clear();
            for x in 0..self.width() {
                line.push(
                    self.get(Cell::new(x as u8, y as u8))
                        .map_or('.', Color::symbol),
                );
            }
            line.push('\n');
            f.write_str(&line)?;
        }
        Ok(())
    }
}

impl FromStr for Board {
    type Err = SameGameError;

    /// Reads the [`Display`](fmt::Display) form back. Blank lines before and after the
    /// board and trailing spaces are ignored. The palette is the highest colour present
    /// (see [`Board::with_colors`] to widen it). The board must already have fallen:
    /// a tile above an empty cell or an empty column left of a full one is an error.
    ///
    /// ```
    /// use samegame_board::{Board, SameGameError};
    ///
    /// let board: Board = "1.\n12\n".parse().unwrap();
    /// assert_eq!((board.width(), board.height(), board.colors()), (2, 2, 2));
    /// assert_eq!(
    ///     "1x\n12".parse::<Board>(),
    ///     Err(SameGameError::UnknownSymbol { line: 1, column: 2, symbol: 'x' })
    /// );
    /// ```
    fn from_str(text: &str) -> Result<Board, SameGameError> {
        let mut rows = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim_end();
            if line.is_empty() && rows.is_empty() {
                continue;
            }
            let mut cells = Vec::with_capacity(line.len());
            for (j, symbol) in line.chars().enumerate() {
                let color = match symbol {
                    '.' => 0,
                    _ => match Color::from_symbol(symbol) {
                        Some(c) => c.get(),
                        None => {
                            return Err(SameGameError::UnknownSymbol {
                                line: i + 1,
                                column: j + 1,
                                symbol,
                            });
                        }
                    },
                };
                cells.push((j + 1, color));
            }
            rows.push(RawRow { line: i + 1, cells });
        }
        while rows.last().is_some_and(|r| r.cells.is_empty()) {
            rows.pop();
        }
        build(&rows)
    }
}

/// A row of a text board: its 1-based line and, per cell, the 1-based character
/// column and the colour (0 for empty).
pub(crate) struct RawRow {
    pub(crate) line: usize,
    pub(crate) cells: Vec<(usize, u8)>,
}

/// Checks the rows (top first) of a text board and builds it.
pub(crate) fn build(rows: &[RawRow]) -> Result<Board, SameGameError> {
    let Some(first) = rows.first() else {
        return Err(SameGameError::EmptyText);
    };
    let width = first.cells.len();
    for row in rows {
        if let Some(&(column, _)) = row.cells.get(MAX_WIDTH) {
            return Err(SameGameError::TooLarge {
                line: row.line,
                column,
            });
        }
        if row.cells.len() != width {
            return Err(SameGameError::RaggedRow {
                line: row.line,
                expected: width,
                found: row.cells.len(),
            });
        }
    }
    if let Some(row) = rows.get(MAX_HEIGHT) {
        return Err(SameGameError::TooLarge {
            line: row.line,
            column: 1,
        });
    }
    for pair in rows.windows(2) {
        for (&(column, above), &(_, below)) in pair[0].cells.iter().zip(&pair[1].cells) {
            if above != 0 && below == 0 {
                return Err(SameGameError::FloatingTile {
                    line: pair[0].line,
                    column,
                });
            }
        }
    }
    // After the floating check, a column is empty exactly when its bottom cell is.
    let bottom = &rows[rows.len() - 1].cells;
    if let Some(gap) = bottom.iter().position(|&(_, c)| c == 0)
        && bottom[gap..].iter().any(|&(_, c)| c != 0)
    {
        return Err(SameGameError::GapColumn { column: gap + 1 });
    }
    let colors = rows
        .iter()
        .flat_map(|r| r.cells.iter().map(|&(_, c)| c))
        .max()
        .unwrap_or(0)
        .max(1);
    let height = rows.len();
    Board::from_fn(width, height, colors as usize, |c| {
        rows[height - 1 - c.y as usize].cells[c.x as usize].1
    })
}

impl Board {
    /// The same board with a palette of `colors` colours (at least the highest colour
    /// present): a board read from text gets the highest colour it shows, a game may
    /// want the palette it was dealt with.
    ///
    /// ```
    /// use samegame_board::Board;
    ///
    /// let board: Board = "12".parse::<Board>().unwrap().with_colors(5).unwrap();
    /// assert_eq!(board.colors(), 5);
    /// assert_eq!(board.remaining_all(), &[1, 1, 0, 0, 0]);
    /// ```
    ///
    /// # Errors
    /// [`SameGameError::BadColors`] above the limit, [`SameGameError::ColorOutOfRange`]
    /// when a tile's colour is above `colors`.
    pub fn with_colors(&self, colors: usize) -> Result<Board, SameGameError> {
        Board::from_fn(self.width(), self.height(), colors, |c| {
            self.get(c).map_or(0, Color::get)
        })
    }

    /// The old name of [`Board::with_colors`].
    ///
    /// # Errors
    /// As [`Board::with_colors`].
    #[deprecated(since = "0.1.0", note = "renamed to `with_colors`")]
    pub fn with_colours(&self, colours: usize) -> Result<Board, SameGameError> {
        self.with_colors(colours)
    }
}

/// The saved form of a [`Board`]: its size, palette and rows as text (top first).
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct BoardSpec {
    width: usize,
    height: usize,
    colors: usize,
    rows: Vec<String>,
}

#[cfg(feature = "serde")]
impl From<Board> for BoardSpec {
    fn from(b: Board) -> Self {
        let text = alloc::string::ToString::to_string(&b);
        BoardSpec {
            width: b.width(),
            height: b.height(),
            colors: b.colors(),
            rows: text.lines().map(String::from).collect(),
        }
    }
}

#[cfg(feature = "serde")]
impl TryFrom<BoardSpec> for Board {
    type Error = SameGameError;
    fn try_from(s: BoardSpec) -> Result<Board, SameGameError> {
        crate::board::check_dims(s.width, s.height, s.colors)?;
        let board: Board = s.rows.join("\n").parse()?;
        if board.width() != s.width || board.height() != s.height {
            return Err(SameGameError::BadSize {
                width: board.width(),
                height: board.height(),
            });
        }
        board.with_colors(s.colors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_text() {
        let err = |t: &str| t.parse::<Board>().unwrap_err();
        assert_eq!(err(""), SameGameError::EmptyText);
        assert_eq!(err("\n \n"), SameGameError::EmptyText);
        assert_eq!(
            err("11\n1\n"),
            SameGameError::RaggedRow {
                line: 2,
                expected: 2,
                found: 1
            }
        );
        assert_eq!(
            err("1.\n.1"),
            SameGameError::FloatingTile { line: 1, column: 1 }
        );
        assert_eq!(err("..\n.1"), SameGameError::GapColumn { column: 1 });
        assert_eq!(
            err("1\n\n1"),
            SameGameError::RaggedRow {
                line: 2,
                expected: 1,
                found: 0
            }
        );
        let wide = "1".repeat(MAX_WIDTH + 1);
        assert_eq!(
            err(&wide),
            SameGameError::TooLarge {
                line: 1,
                column: MAX_WIDTH + 1
            }
        );
        let tall = "1\n".repeat(MAX_HEIGHT + 1);
        assert_eq!(
            err(&tall),
            SameGameError::TooLarge {
                line: MAX_HEIGHT + 1,
                column: 1
            }
        );
    }

    #[test]
    fn blank_lines_and_crlf() {
        use alloc::string::ToString;
        let b: Board = "\n\n12 \r\n21\r\n\n".parse().unwrap();
        assert_eq!(b.to_string(), "12\n21\n");
    }
}
