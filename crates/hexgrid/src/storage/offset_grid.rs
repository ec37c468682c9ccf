//! `OffsetGrid<T>`: a rectangular hex board stored row-major in an offset layout.

use alloc::vec::Vec;
use core::fmt;

use crate::{Direction, Hex, HexGridError, OffsetCoord, OffsetLayout};

/// A `cols x rows` board of hexes in an offset layout, stored row-major
/// (`index = row * cols + col`).
///
/// This is the bubble-shooter board: with [`OffsetLayout::OddR`] every odd row is
/// shifted right by half a cell (see [`crate::Layout::bubble`] for pixels). All access
/// is bounds-checked and returns `Option` or `Result`; nothing here panics.
///
/// ```
/// use hexgrid::{OffsetCoord, OffsetGrid, OffsetLayout};
/// let mut board = OffsetGrid::new(4, 3, OffsetLayout::OddR, '.')?;
/// board.set(OffsetCoord::new(1, 1), 'R')?;
/// // The neighbours of (1, 1) on an odd (shifted) row, all in bounds here.
/// assert_eq!(board.neighbors(OffsetCoord::new(1, 1)).count(), 6);
/// assert_eq!(board.to_string(), ". . . .\n . R . .\n. . . .\n");
/// // A new ceiling row: the board descends, the bottom row falls off.
/// let dropped = board.push_row_top('B');
/// assert_eq!(dropped, ['.'; 4]);
/// assert_eq!(board.layout(), OffsetLayout::EvenR);
/// assert_eq!(board.to_string(), " B B B B\n. . . .\n . R . .\n");
/// assert_eq!(board.to_string().parse::<OffsetGrid<char>>()?, board);
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    // Deserialized grids go through `from_vec`, so a saved board whose cell count
    // does not match its size is an error, not a grid that panics when indexed.
    serde(
        try_from = "GridSpec<T>",
        bound(deserialize = "T: serde::Deserialize<'de>")
    )
)]
pub struct OffsetGrid<T> {
    cols: usize,
    rows: usize,
    layout: OffsetLayout,
    cells: Vec<T>,
}

impl<T: Clone> OffsetGrid<T> {
    /// A `cols x rows` grid in `layout` with every cell set to `fill`.
    ///
    /// # Errors
    /// [`HexGridError::EmptyGrid`] if a side is 0, [`HexGridError::GridTooLarge`] if a
    /// side exceeds [`OffsetGrid::MAX_SIDE`] or the cell count
    /// [`OffsetGrid::MAX_CELLS`] (checked before anything is allocated),
    /// [`HexGridError::AllocationFailed`] if the memory cannot be reserved.
    pub fn new(
        cols: usize,
        rows: usize,
        layout: OffsetLayout,
        fill: T,
    ) -> Result<Self, HexGridError> {
        let len = checked_len(cols, rows)?;
        let mut cells = Vec::new();
        cells
            .try_reserve_exact(len)
            .map_err(|_| HexGridError::AllocationFailed { cells: len })?;
        cells.resize(len, fill);
        Ok(OffsetGrid {
            cols,
            rows,
            layout,
            cells,
        })
    }

    /// Inserts a new top row filled with `fill` and removes the bottom row, which is
    /// returned (left to right): the board descends one row and keeps its size, as a
    /// bubble-shooter ceiling does. A game checks the returned row (or the new bottom
    /// row) to see whether the bubbles reached the losing line.
    ///
    /// Every existing cell moves down one row. For the row layouts the parity of every
    /// row index changes, so [`OffsetGrid::layout`] flips (`OddR <-> EvenR`) and every
    /// cell keeps its neighbours; column layouts keep theirs (moving a column down by a
    /// whole cell changes nothing in its parity).
    pub fn push_row_top(&mut self, fill: T) -> Vec<T> {
        let cols = self.cols;
        // Bring the bottom row to the front, then swap the new values in.
        self.cells.rotate_right(cols);
        let dropped = self.cells[..cols]
            .iter_mut()
            .map(|cell| core::mem::replace(cell, fill.clone()))
            .collect();
        self.after_row_inserted_on_top();
        dropped
    }

    /// Like [`OffsetGrid::push_row_top`] but the board grows by one row instead of
    /// dropping its bottom row.
    ///
    /// # Errors
    /// [`HexGridError::GridTooLarge`] if one more row no longer fits the limits of
    /// [`OffsetGrid::new`], [`HexGridError::AllocationFailed`] if its memory cannot be
    /// reserved (the grid is then unchanged).
    pub fn grow_row_top(&mut self, fill: T) -> Result<(), HexGridError> {
        let rows = self.rows.checked_add(1).ok_or(HexGridError::GridTooLarge {
            cols: self.cols,
            rows: self.rows,
        })?;
        let len = checked_len(self.cols, rows)?;
        self.cells
            .try_reserve_exact(self.cols)
            .map_err(|_| HexGridError::AllocationFailed { cells: len })?;
        self.cells
            .splice(0..0, core::iter::repeat_n(fill, self.cols));
        self.rows = rows;
        self.after_row_inserted_on_top();
        Ok(())
    }
}

/// Validates a grid size against the limits and returns its cell count.
pub(crate) fn checked_len(cols: usize, rows: usize) -> Result<usize, HexGridError> {
    if cols == 0 || rows == 0 {
        return Err(HexGridError::EmptyGrid { cols, rows });
    }
    let too_large = HexGridError::GridTooLarge { cols, rows };
    if cols > MAX_SIDE || rows > MAX_SIDE {
        return Err(too_large);
    }
    match cols.checked_mul(rows) {
        Some(len) if len <= MAX_CELLS => Ok(len),
        _ => Err(too_large),
    }
}

/// Checks that `got` cells were given where `expected` are needed.
pub(crate) fn check_count(expected: usize, got: usize) -> Result<(), HexGridError> {
    if got != expected {
        return Err(HexGridError::LengthMismatch { expected, got });
    }
    Ok(())
}

/// See [`OffsetGrid::MAX_SIDE`].
const MAX_SIDE: usize = 1 << 29;
/// See [`OffsetGrid::MAX_CELLS`].
const MAX_CELLS: usize = 1 << 30;

/// The serialized fields of an [`OffsetGrid`], checked before they become one.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct GridSpec<T> {
    cols: usize,
    rows: usize,
    layout: OffsetLayout,
    cells: Vec<T>,
}

#[cfg(feature = "serde")]
impl<T> TryFrom<GridSpec<T>> for OffsetGrid<T> {
    type Error = HexGridError;

    fn try_from(spec: GridSpec<T>) -> Result<Self, HexGridError> {
        OffsetGrid::from_vec(spec.cols, spec.rows, spec.layout, spec.cells)
    }
}

impl<T> OffsetGrid<T> {
    /// The longest side a grid may have, `2^29`: every cell's axial hex then lies in
    /// [`Hex`]'s exact domain, in every layout.
    pub const MAX_SIDE: usize = MAX_SIDE;

    /// The most cells a grid may have, `2^30`: a size past it is refused before any
    /// memory is asked for.
    pub const MAX_CELLS: usize = MAX_CELLS;

    /// A `cols x rows` grid in `layout` holding `cells`, row-major.
    ///
    /// # Errors
    /// As [`OffsetGrid::new`], and [`HexGridError::LengthMismatch`] if
    /// `cells.len() != cols * rows`.
    pub fn from_vec(
        cols: usize,
        rows: usize,
        layout: OffsetLayout,
        cells: Vec<T>,
    ) -> Result<Self, HexGridError> {
        let expected = checked_len(cols, rows)?;
        check_count(expected, cells.len())?;
        Ok(OffsetGrid {
            cols,
            rows,
            layout,
            cells,
        })
    }

    fn after_row_inserted_on_top(&mut self) {
        if self.layout.is_row_layout() {
            self.layout = self.layout.flipped();
        }
    }

    /// Number of columns.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Number of rows.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of cells, `cols * rows`.
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always `false`: a grid has at least one cell (kept for the `len` convention).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The layout in force now. For row layouts it flips each time a row is pushed at
    /// the top, so that every cell keeps its neighbours.
    #[must_use]
    pub fn layout(&self) -> OffsetLayout {
        self.layout
    }

    /// The cells, row-major.
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        &self.cells
    }

    /// The cells, row-major, mutable.
    #[must_use]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.cells
    }

    /// The cells, row-major, by value.
    #[must_use]
    pub fn into_vec(self) -> Vec<T> {
        self.cells
    }

    /// Row `row`, left to right, or `None` past the bottom.
    #[must_use]
    pub fn row(&self, row: usize) -> Option<&[T]> {
        let start = row.checked_mul(self.cols)?;
        self.cells.get(start..start.checked_add(self.cols)?)
    }

    /// `true` when `c` lies inside the grid.
    #[must_use]
    pub fn contains(&self, c: OffsetCoord) -> bool {
        self.cell_of(c).is_some()
    }

    /// `true` when `hex` lies inside the grid (in the layout in force now).
    #[must_use]
    pub fn contains_hex(&self, hex: Hex) -> bool {
        self.contains(self.layout.from_hex(hex))
    }

    /// The row-major index of `c`, or `None` when it lies outside the grid. (The
    /// [`crate::HexTopology`] method of the same name takes a [`Hex`].)
    #[must_use]
    pub fn cell_of(&self, c: OffsetCoord) -> Option<usize> {
        let (col, row) = (usize::try_from(c.col).ok()?, usize::try_from(c.row).ok()?);
        (col < self.cols && row < self.rows).then(|| row * self.cols + col)
    }

    /// The old name of [`OffsetGrid::cell_of`].
    #[deprecated(since = "0.1.0", note = "renamed to `cell_of`")]
    #[must_use]
    pub fn index_of(&self, c: OffsetCoord) -> Option<usize> {
        self.cell_of(c)
    }

    /// The offset coordinate of row-major `index`, or `None` past the end. (The
    /// [`crate::HexTopology`] method of the same name gives a [`Hex`].)
    #[must_use]
    pub fn coord_of(&self, index: usize) -> Option<OffsetCoord> {
        // Both parts fit i32: the sides were checked at construction.
        (index < self.cells.len())
            .then(|| OffsetCoord::new((index % self.cols) as i32, (index / self.cols) as i32))
    }

    /// The axial hex of offset cell `c` in the layout in force now.
    #[must_use]
    pub fn to_hex(&self, c: OffsetCoord) -> Hex {
        self.layout.to_hex(c)
    }

    /// The offset cell of `hex` in the layout in force now.
    #[must_use]
    pub fn from_hex(&self, hex: Hex) -> OffsetCoord {
        self.layout.from_hex(hex)
    }

    /// The cell at `c`, or `None` when it lies outside the grid.
    #[must_use]
    pub fn get(&self, c: OffsetCoord) -> Option<&T> {
        self.cell_of(c).map(|i| &self.cells[i])
    }

    /// The cell at `c`, mutable, or `None` when it lies outside the grid.
    #[must_use]
    pub fn get_mut(&mut self, c: OffsetCoord) -> Option<&mut T> {
        self.cell_of(c).map(|i| &mut self.cells[i])
    }

    /// Stores `value` at `c` and returns the value it replaced.
    ///
    /// # Errors
    /// [`HexGridError::OutOfBounds`] when `c` lies outside the grid (nothing changes).
    pub fn set(&mut self, c: OffsetCoord, value: T) -> Result<T, HexGridError> {
        let (cols, rows) = (self.cols, self.rows);
        let cell = self.get_mut(c).ok_or(HexGridError::OutOfBounds {
            col: c.col,
            row: c.row,
            cols,
            rows,
        })?;
        Ok(core::mem::replace(cell, value))
    }

    /// The cell at axial `hex`, or `None` when it lies outside the grid.
    #[must_use]
    pub fn get_hex(&self, hex: Hex) -> Option<&T> {
        self.get(self.layout.from_hex(hex))
    }

    /// The cell at axial `hex`, mutable, or `None` when it lies outside the grid.
    #[must_use]
    pub fn get_hex_mut(&mut self, hex: Hex) -> Option<&mut T> {
        self.get_mut(self.layout.from_hex(hex))
    }

    /// Stores `value` at axial `hex` and returns the value it replaced.
    ///
    /// # Errors
    /// [`HexGridError::HexOutOfBounds`] when `hex` lies outside the grid.
    pub fn set_hex(&mut self, hex: Hex, value: T) -> Result<T, HexGridError> {
        let (cols, rows) = (self.cols, self.rows);
        let cell = self.get_hex_mut(hex).ok_or(HexGridError::HexOutOfBounds {
            q: hex.q,
            r: hex.r,
            cols,
            rows,
        })?;
        Ok(core::mem::replace(cell, value))
    }

    /// The neighbours of `c` that lie inside the grid, in [`Direction::ALL`] order
    /// (skipping those outside). `c` itself may lie outside (a bubble still in flight
    /// just below the board has neighbours on it). No allocation.
    pub fn neighbors(&self, c: OffsetCoord) -> GridNeighbors {
        GridNeighbors {
            center: c,
            deltas: self.layout.neighbor_deltas(c),
            next: 0,
            cols: self.cols as i64,
            rows: self.rows as i64,
        }
    }

    /// Every cell with its coordinate, row by row.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (OffsetCoord, &T)> + '_ {
        let cols = self.cols;
        self.cells
            .iter()
            .enumerate()
            .map(move |(i, v)| (coord(i, cols), v))
    }

    /// Every cell with its coordinate, row by row, mutable.
    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = (OffsetCoord, &mut T)> + '_ {
        let cols = self.cols;
        self.cells
            .iter_mut()
            .enumerate()
            .map(move |(i, v)| (coord(i, cols), v))
    }

    /// `true` when row `row` is the one shifted half a cell (right, for the row layouts).
    #[must_use]
    pub fn is_shifted_row(&self, row: usize) -> bool {
        match self.layout {
            OffsetLayout::OddR => row & 1 == 1,
            OffsetLayout::EvenR => row & 1 == 0,
            OffsetLayout::OddQ | OffsetLayout::EvenQ => false,
        }
    }

    /// `true` when column `col` is the one shifted half a cell (down, for the column
    /// layouts).
    #[must_use]
    pub fn is_shifted_col(&self, col: usize) -> bool {
        match self.layout {
            OffsetLayout::OddQ => col & 1 == 1,
            OffsetLayout::EvenQ => col & 1 == 0,
            OffsetLayout::OddR | OffsetLayout::EvenR => false,
        }
    }

    /// The board as text with each cell drawn by `draw` (see the [`fmt::Display`]
    /// impl for the format). Handy when `T` has no `Display` or prints more than one
    /// character.
    ///
    /// ```
    /// use hexgrid::{OffsetGrid, OffsetLayout};
    /// let board = OffsetGrid::new(3, 2, OffsetLayout::OddR, None::<u8>)?;
    /// let text = board.display_with(|c| c.map_or('.', |_| 'o')).to_string();
    /// assert_eq!(text, ". . .\n . . .\n");
    /// # Ok::<(), hexgrid::HexGridError>(())
    /// ```
    pub fn display_with<D: fmt::Display, F: Fn(&T) -> D>(&self, draw: F) -> DisplayWith<'_, T, F> {
        DisplayWith { grid: self, draw }
    }

    /// Writes the board with `draw` for each cell.
    fn write_with(
        &self,
        f: &mut fmt::Formatter<'_>,
        draw: impl Fn(&T, &mut fmt::Formatter<'_>) -> fmt::Result,
    ) -> fmt::Result {
        if self.layout.is_row_layout() {
            for (r, row) in self.cells.chunks(self.cols).enumerate() {
                if self.is_shifted_row(r) {
                    f.write_str(" ")?;
                }
                for (c, cell) in row.iter().enumerate() {
                    if c > 0 {
                        f.write_str(" ")?;
                    }
                    draw(cell, f)?;
                }
                f.write_str("\n")?;
            }
            return Ok(());
        }
        // Column layouts: two text lines per row, unshifted columns on the first and
        // shifted columns half a line lower on the second, two characters per column.
        for row in self.cells.chunks(self.cols) {
            for shifted in [false, true] {
                let mut pending_spaces = 0;
                for (c, cell) in row.iter().enumerate() {
                    if self.is_shifted_col(c) == shifted {
                        for _ in 0..pending_spaces {
                            f.write_str(" ")?;
                        }
                        draw(cell, f)?;
                        pending_spaces = 1;
                    } else {
                        pending_spaces += 2;
                    }
                }
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}

/// The 1-based character column where `token`, a slice of `line`, starts.
fn char_column(line: &str, token: &str) -> usize {
    let byte = (token.as_ptr() as usize).saturating_sub(line.as_ptr() as usize);
    line.get(..byte).map_or(0, |head| head.chars().count()) + 1
}

fn coord(index: usize, cols: usize) -> OffsetCoord {
    OffsetCoord::new((index % cols) as i32, (index / cols) as i32)
}

/// The in-bounds neighbours of a cell; see [`OffsetGrid::neighbors`].
#[derive(Debug, Clone)]
pub struct GridNeighbors {
    center: OffsetCoord,
    deltas: &'static [(i32, i32); 6],
    next: usize,
    cols: i64,
    rows: i64,
}

impl Iterator for GridNeighbors {
    type Item = OffsetCoord;
    fn next(&mut self) -> Option<OffsetCoord> {
        while self.next < 6 {
            let (dc, dr) = self.deltas[self.next];
            self.next += 1;
            // In i64 so a centre at the edge of the i32 range cannot overflow.
            let col = i64::from(self.center.col) + i64::from(dc);
            let row = i64::from(self.center.row) + i64::from(dr);
            if (0..self.cols).contains(&col) && (0..self.rows).contains(&row) {
                return Some(OffsetCoord::new(col as i32, row as i32));
            }
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (0, Some(6 - self.next))
    }
}

impl core::iter::FusedIterator for GridNeighbors {}

impl GridNeighbors {
    /// The direction the next neighbour would be in, for callers that zip with
    /// [`Direction::ALL`]-ordered data (`None` when exhausted).
    #[must_use]
    pub fn peek_direction(&self) -> Option<Direction> {
        (self.next < 6).then(|| Direction::from_index(self.next))
    }
}

/// A board printed with a cell-drawing function; see [`OffsetGrid::display_with`].
pub struct DisplayWith<'a, T, F> {
    grid: &'a OffsetGrid<T>,
    draw: F,
}

impl<T, D: fmt::Display, F: Fn(&T) -> D> fmt::Display for DisplayWith<'_, T, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid
            .write_with(f, |cell, f| write!(f, "{}", (self.draw)(cell)))
    }
}

impl<T: fmt::Display> fmt::Display for OffsetGrid<T> {
    /// The board as a bubble shooter shows it, one line per row, cells separated by a
    /// space, shifted rows indented by one character (half a cell):
    ///
    /// ```text
    /// R G B .
    ///  R . . B
    /// G . . .
    /// ```
    ///
    /// Cells should print as one character to line up. Column layouts print two text
    /// lines per row: unshifted columns, then the shifted ones half a line lower.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_with(f, |cell, f| write!(f, "{cell}"))
    }
}

impl<T: core::str::FromStr> core::str::FromStr for OffsetGrid<T> {
    type Err = HexGridError;

    /// Parses the row-layout text [`fmt::Display`] writes: cells separated by
    /// whitespace, every other row indented by one space. Row 0 unindented gives
    /// [`OffsetLayout::OddR`], indented gives [`OffsetLayout::EvenR`]. Blank lines at
    /// the end are ignored. (The two-line column format is print-only.)
    fn from_str(text: &str) -> Result<Self, HexGridError> {
        let text = text.trim_end_matches(['\n', '\r', ' ']);
        let mut cells = Vec::new();
        let (mut cols, mut rows) = (0, 0);
        let mut first_indented = false;
        for (i, line) in text.lines().enumerate() {
            let err = |column, reason| HexGridError::Parse {
                line: i + 1,
                column,
                reason,
            };
            let body = line.strip_prefix(' ').unwrap_or(line);
            let indented = body.len() != line.len();
            if body.starts_with(' ') {
                return Err(err(2, "rows are indented by at most one space"));
            }
            if i == 0 {
                first_indented = indented;
            } else if indented != (first_indented ^ (i & 1 == 1)) {
                return Err(err(1, "indentation must alternate from row to row"));
            }
            let before = cells.len();
            for token in body.split_whitespace() {
                let column = char_column(line, token);
                if i > 0 && cells.len() - before == cols {
                    return Err(err(column, "rows have different lengths"));
                }
                let cell = token
                    .parse::<T>()
                    .map_err(|_| err(column, "a cell does not parse"))?;
                cells.push(cell);
            }
            let width = cells.len() - before;
            if width == 0 {
                return Err(err(1, "empty row"));
            }
            if i == 0 {
                cols = width;
            } else if width != cols {
                let end = line.chars().count() + 1;
                return Err(err(end, "rows have different lengths"));
            }
            rows += 1;
        }
        if rows == 0 {
            return Err(HexGridError::Parse {
                line: 1,
                column: 1,
                reason: "no rows",
            });
        }
        let layout = if first_indented {
            OffsetLayout::EvenR
        } else {
            OffsetLayout::OddR
        };
        OffsetGrid::from_vec(cols, rows, layout, cells)
    }
}
