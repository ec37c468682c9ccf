//! Terminal pictures of board mazes: masked square, torus, hex and polar.
//!
//! Each is a `Display` on `Maze<grid>`. Masked cells print as blank space
//! (square: `#`), so the board's shape shows.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use floodfill::{HexGrid, SquareGrid, Topology};

use crate::maze::Maze;
use crate::polar::PolarGrid;
use crate::torus::TorusGrid;

/// A grid of characters, printed with trailing spaces trimmed.
struct Canvas {
    width: usize,
    rows: Vec<Vec<char>>,
}

impl Canvas {
    fn new(width: usize, height: usize) -> Self {
        Canvas {
            width,
            rows: vec![vec![' '; width]; height],
        }
    }

    fn put(&mut self, x: usize, y: usize, ch: char) {
        if x < self.width && y < self.rows.len() {
            self.rows[y][x] = ch;
        }
    }

    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, row) in self.rows.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            let line: String = row.iter().collect();
            f.write_str(line.trim_end())?;
        }
        Ok(())
    }
}

/// The square tile form of the unmasked maze (`#` walls, `(2w + 1) x (2h + 1)`),
/// masked cells solid.
fn square_tiles<T: Topology>(maze: &Maze<T>, width: usize, height: usize, wraps: bool) -> Canvas {
    let mut c = Canvas::new(2 * width + 1, 2 * height + 1);
    for row in &mut c.rows {
        row.fill('#');
    }
    let cell = |x: usize, y: usize| y * width + x;
    for y in 0..height {
        for x in 0..width {
            let i = cell(x, y);
            if maze.degree(i) > 0 || (maze.board().is_usable(i) && maze.board().usable_count() == 1)
            {
                c.put(2 * x + 1, 2 * y + 1, ' ');
            }
            let east = cell((x + 1) % width, y);
            if (x + 1 < width || wraps) && maze.is_open(i, east) {
                c.put(2 * x + 2, 2 * y + 1, ' ');
                if x + 1 == width {
                    c.put(0, 2 * y + 1, ' ');
                }
            }
            let south = cell(x, (y + 1) % height);
            if (y + 1 < height || wraps) && maze.is_open(i, south) {
                c.put(2 * x + 1, 2 * y + 2, ' ');
                if y + 1 == height {
                    c.put(2 * x + 1, 0, ' ');
                }
            }
        }
    }
    c
}

/// The tile form of the maze crate's square mazes: `#` for walls and masked
/// cells, a space for floor.
impl fmt::Display for Maze<SquareGrid> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.board().topology();
        square_tiles(self, g.width(), g.height(), false).write(f)
    }
}

/// The tile form with the wrap-around passages as gaps in the outer wall.
impl fmt::Display for Maze<TorusGrid> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.board().topology();
        square_tiles(self, g.width(), g.height(), true).write(f)
    }
}

/// Hexes as offset bricks, four characters wide: `|` between hexes side by side,
/// `-` under a hex where no passage leads to the hex below. Column layouts are
/// drawn transposed (columns as lines), which is the same picture turned.
impl fmt::Display for Maze<HexGrid> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.board().topology();
        let row_layout = g.layout().is_row_layout();
        // Along a "line" (a row, or a column when transposed) and across lines.
        let (along, lines) = if row_layout {
            (g.cols(), g.rows())
        } else {
            (g.rows(), g.cols())
        };
        let cell = |k: usize, line: usize| {
            if row_layout {
                line * along + k
            } else {
                k * g.cols() + line
            }
        };
        // Which lines are pushed half a hex on: the ones whose neighbours in the
        // next line sit to the right.
        let shifted = |line: usize| {
            let here = cell(0, line);
            let mut right = false;
            if line + 1 < lines {
                g.for_each_neighbor(here, |j| {
                    right |= j == cell(1.min(along - 1), line + 1) && along > 1
                });
            } else if line > 0 {
                g.for_each_neighbor(here, |j| {
                    right |= j == cell(1.min(along - 1), line - 1) && along > 1
                });
            }
            right
        };
        let shift: Vec<usize> = (0..lines).map(|l| if shifted(l) { 2 } else { 0 }).collect();
        let mut c = Canvas::new(4 * along + 3, 2 * lines + 1);
        let usable = |i: usize| self.board().is_usable(i);
        // The hex of line `line` whose brick covers text column `x`.
        let at = |line: usize, x: usize| {
            let s = shift[line];
            (x >= s && (x - s) / 4 < along).then(|| cell((x - s) / 4, line))
        };
        for (line, &s) in shift.iter().enumerate() {
            let y = 2 * line + 1;
            for k in 0..along {
                let i = cell(k, line);
                let x0 = 4 * k + s;
                let west = (k > 0).then(|| cell(k - 1, line));
                let draw_west = usable(i) || west.is_some_and(usable);
                if draw_west && !west.is_some_and(|w| self.is_open(i, w)) {
                    c.put(x0, y, '|');
                }
                if usable(i) && k + 1 == along {
                    c.put(x0 + 4, y, '|');
                }
            }
        }
        // Edge lines: a wall under every brick whose hex below is not joined to it.
        for edge in 0..=lines {
            for x in 0..c.width {
                let above = edge.checked_sub(1).and_then(|l| at(l, x));
                let below = (edge < lines).then(|| at(edge, x)).flatten();
                let joined = matches!((above, below), (Some(a), Some(b)) if self.is_open(a, b));
                if !joined && (above.is_some_and(usable) || below.is_some_and(usable)) {
                    c.put(x, 2 * edge, '-');
                }
            }
        }
        c.write(f)
    }
}

/// The polar maze unrolled: one text line per ring (centre at the top), angle
/// across, each outermost cell three characters wide. `|` between cells of a ring
/// with no passage, `-` over a cell with no passage inward.
impl fmt::Display for Maze<PolarGrid> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.board().topology();
        let outer = g.ring_counts().last().copied().unwrap_or(1);
        let width = 3 * outer + 1;
        let mut c = Canvas::new(width, 2 * g.rings() + 1);
        for x in 0..width {
            c.put(x, 0, '-');
            c.put(x, 2 * g.rings(), '-');
        }
        for (ring, &count) in g.ring_counts().iter().enumerate() {
            let span = 3 * outer / count;
            let y = 2 * ring + 1;
            for k in 0..count {
                let i = g.cell_of((ring, k)).unwrap_or(0);
                let x0 = k * span;
                let ccw = g.cell_of((ring, (k + count - 1) % count)).unwrap_or(i);
                // The seam at angle 0 shows in both border columns.
                if !self.is_open(i, ccw) || (count == 1 && ring > 0) {
                    c.put(x0, y, '|');
                    if k == 0 {
                        c.put(width - 1, y, '|');
                    }
                }
                if ring > 0 {
                    let inward_open = self
                        .open_neighbors(i)
                        .any(|j| g.ring_of(j).is_some_and(|(r, _)| r + 1 == ring));
                    for x in x0 + 1..x0 + span {
                        c.put(x, y - 1, if inward_open { ' ' } else { '-' });
                    }
                }
            }
            if ring == 0 {
                c.put(0, y, '|');
                c.put(width - 1, y, '|');
            }
        }
        c.write(f)
    }
}
