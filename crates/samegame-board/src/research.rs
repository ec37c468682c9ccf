//! The research text format: the 20 standard positions of the single-player search
//! literature. Each board is lines of space-separated numbers, colours from 0, the
//! first line the top row; boards are separated by blank lines.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use crate::text::{RawRow, build};
use crate::{Board, Cell, MAX_COLORS, SameGameError};

/// Reads every board of a research-format text (boards separated by blank lines).
///
/// Numbers are colours from 0 (`0` becomes [`crate::Color`] 1); `.` is accepted for an
/// empty cell. Any whitespace separates numbers and trailing spaces are fine. Each
/// board's palette is its highest colour.
///
/// ```
/// use samegame_board::parse_research;
///
/// let boards = parse_research("0 1 \n1 1 \n\n2 2\n0 1\n").unwrap();
/// assert_eq!(boards.len(), 2);
/// assert_eq!(boards[0].to_string(), "12\n22\n");
/// assert_eq!(boards[1].colors(), 3);
/// ```
///
/// # Errors
/// [`SameGameError::EmptyText`] with no board; for a bad board the error of
/// [`Board::from_research`], with lines counted in the whole text.
pub fn parse_research(text: &str) -> Result<Vec<Board>, SameGameError> {
    let mut boards = Vec::new();
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            if !rows.is_empty() {
                boards.push(build(&rows)?);
                rows.clear();
            }
            continue;
        }
        rows.push(research_row(i + 1, line)?);
    }
    if !rows.is_empty() {
        boards.push(build(&rows)?);
    }
    if boards.is_empty() {
        return Err(SameGameError::EmptyText);
    }
    Ok(boards)
}

/// Reads one row of numbers.
fn research_row(line: usize, text: &str) -> Result<RawRow, SameGameError> {
    let mut cells = Vec::new();
    let mut chars = text.char_indices().peekable();
    // Character (not byte) column of the current position, 1-based.
    let mut column = 0;
    while let Some((_, c)) = chars.next() {
        column += 1;
        if c.is_whitespace() {
            continue;
        }
        let start = column;
        if c == '.' {
            cells.push((start, 0));
            continue;
        }
        let mut value: u64 = 0;
        let mut digit = Some(c);
        loop {
            let Some(d) = digit.and_then(|d| d.to_digit(10)) else {
                return Err(SameGameError::UnknownSymbol {
                    line,
                    column,
                    symbol: digit.unwrap_or(' '),
                });
            };
            value = value.saturating_mul(10).saturating_add(u64::from(d));
            match chars.peek() {
                Some(&(_, next)) if !next.is_whitespace() => {
                    chars.next();
                    column += 1;
                    digit = Some(next);
                }
                _ => break,
            }
        }
        if value >= MAX_COLORS as u64 {
            return Err(SameGameError::TooManyColors {
                line,
                column: start,
                value,
            });
        }
        cells.push((start, value as u8 + 1));
    }
    Ok(RawRow { line, cells })
}

impl Board {
    /// Reads one board in the research format (see [`parse_research`]).
    ///
    /// ```
    /// use samegame_board::Board;
    ///
    /// let board = Board::from_research("0 1\n1 1\n").unwrap();
    /// assert_eq!(board.to_research(), "0 1\n1 1\n");
    /// ```
    ///
    /// # Errors
    /// [`SameGameError::EmptyText`], [`SameGameError::MoreThanOneBoard`],
    /// [`SameGameError::UnknownSymbol`], [`SameGameError::TooManyColors`], and the
    /// shape errors of the text format ([`SameGameError::RaggedRow`],
    /// [`SameGameError::TooLarge`], [`SameGameError::FloatingTile`],
    /// [`SameGameError::GapColumn`]).
    pub fn from_research(text: &str) -> Result<Board, SameGameError> {
        let mut rows = Vec::new();
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            if rows.last().is_some_and(|r: &RawRow| r.line < i) {
                return Err(SameGameError::MoreThanOneBoard { line: i + 1 });
            }
            rows.push(research_row(i + 1, line)?);
        }
        build(&rows)
    }

    /// The board in the research format: numbers from 0 separated by single spaces,
    /// `.` for empty cells, top row first, one line per row.
    #[must_use]
    pub fn to_research(&self) -> String {
        let mut out = String::with_capacity(self.width() * self.height() * 2);
        for y in (0..self.height()).rev() {
            for x in 0..self.width() {
                if x > 0 {
                    out.push(' ');
                }
                match self.get(Cell::new(x as u8, y as u8)) {
                    Some(c) => {
                        let _ = write!(out, "{}", c.index());
                    }
                    None => out.push('.'),
                }
            }
            out.push('\n');
        }
        out
    }
}

/// The 20 standard positions of the single-player search literature (15 x 15, five
/// colours), in the research format: the test set used by SameGame search papers and
/// by the CodinGame SameGame port (from `StandardTestset.txt` of acatai/SameGame).
/// Scored with [`crate::Rules::RESEARCH`].
pub const STANDARD_POSITIONS: &str = include_str!("../data/standard-20.txt");

/// The 20 standard positions as boards (see [`STANDARD_POSITIONS`]).
///
/// ```
/// let boards = samegame_board::standard_positions();
/// assert_eq!(boards.len(), 20);
/// assert!(boards.iter().all(|b| (b.width(), b.height(), b.colors()) == (15, 15, 5)));
/// ```
#[must_use]
pub fn standard_positions() -> Vec<Board> {
    // The text is part of the crate and tested; it always parses.
    parse_research(STANDARD_POSITIONS).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_research_text() {
        assert_eq!(parse_research(" \n\n"), Err(SameGameError::EmptyText));
        assert_eq!(
            parse_research("0 1\n1 x\n"),
            Err(SameGameError::UnknownSymbol {
                line: 2,
                column: 3,
                symbol: 'x'
            })
        );
        assert_eq!(
            parse_research("0 1\n1 2a\n"),
            Err(SameGameError::UnknownSymbol {
                line: 2,
                column: 4,
                symbol: 'a'
            })
        );
        assert_eq!(
            parse_research("0 16\n"),
            Err(SameGameError::TooManyColors {
                line: 1,
                column: 3,
                value: 16
            })
        );
        assert!(matches!(
            parse_research("0 99999999999999999999999\n"),
            Err(SameGameError::TooManyColors { .. })
        ));
        assert_eq!(
            parse_research("0 1\n1\n"),
            Err(SameGameError::RaggedRow {
                line: 2,
                expected: 2,
                found: 1
            })
        );
        assert_eq!(
            Board::from_research("0\n\n1\n"),
            Err(SameGameError::MoreThanOneBoard { line: 3 })
        );
        assert_eq!(
            parse_research("0 .\n0 1\n\n. 1\n. 1\n"),
            Err(SameGameError::GapColumn { column: 1 })
        );
    }
}
