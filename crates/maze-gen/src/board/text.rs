//! Terminal pictures of board mazes: masked square, torus, hex and polar.
//!
//! Each is a `Display` on `Maze<grid>` (hexgrid's maps through `HexBoard`). Masked cells print as blank space
//! (square: `#`), so the board's shape shows.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use floodfill::{HexBoard, HexGrid, SquareGrid, Topology};
use hexgrid::HexTopology;

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
        hex_rect(self, self.board().topology()).write(f)
    }
}

/// A maze on a hexgrid map ([`floodfill::HexBoard`] over a `HexMap`, a
/// `RhombusMap`, an `OffsetGrid`, a wrap-around map) in the same bricks as
/// `Maze<HexGrid>`: an offset rectangle exactly as on a [`HexGrid`] of its size
/// and layout, any other map as pointy-top rows of equal `r` (the axial
/// coordinate), each row half a hex on from the one above, with blank space
/// where the map has no hex. A wrap-around map is drawn as its canonical hexes:
/// passages across its seams are not shown. A map whose rows would need more
/// than four times as many bricks as it has hexes (and over four million) prints
/// a one-line note instead of a picture of mostly blank space.
impl<M: HexTopology> fmt::Display for Maze<HexBoard<M>> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let map = &self.board().topology().0;
        if let Some((cols, rows, layout)) = map.offset_rect()
            && let Ok(grid) = HexGrid::new(cols, rows, layout)
            && grid.len() == self.len()
        {
            return hex_rect(self, &grid).write(f);
        }
        match hex_rows(self, map) {
            Some(canvas) => canvas.write(f),
            None => write!(
                f,
                "(a hex maze of {} cells, too spread out to draw)",
                self.len()
            ),
        }
    }
}

/// The bricks of a maze whose cells are those of the rectangle `g` (same cells,
/// same neighbours), lines along the rows of a row layout, the columns of a
/// column layout.
fn hex_rect<T: Topology>(maze: &Maze<T>, g: &HexGrid) -> Canvas {
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
    bricks(maze, along, &shift, |k, line| Some(cell(k, line)))
}

/// Slots a picture of pointy-top rows may take beyond four per cell.
const MAX_SPARE_BRICKS: usize = 1 << 22;

/// The bricks of a maze on any hexgrid map: one line per axial `r`, a hex at
/// `2q + r` half-bricks across; `None` when the picture would be too sparse.
fn hex_rows<M: HexTopology>(maze: &Maze<HexBoard<M>>, map: &M) -> Option<Canvas> {
    // Each cell's row and half-brick column, in i64 (no overflow for any i32 hex).
    let place = |c: usize| {
        map.coord_of(c)
            .map(|h| (i64::from(h.r), 2 * i64::from(h.q) + i64::from(h.r)))
    };
    let (mut r0, mut r1, mut t0, mut t1) = (i64::MAX, i64::MIN, i64::MAX, i64::MIN);
    for (r, t) in (0..maze.len()).filter_map(place) {
        (r0, r1, t0, t1) = (r0.min(r), r1.max(r), t0.min(t), t1.max(t));
    }
    if r0 > r1 {
        return Some(Canvas::new(0, 0));
    }
    let lines = usize::try_from(r1 - r0 + 1).ok()?;
    let along = usize::try_from((t1 - t0) / 2 + 1).ok()?;
    let slots = lines.checked_mul(along)?;
    if slots > maze.len().saturating_mul(4).max(MAX_SPARE_BRICKS) {
        return None;
    }
    let mut table = vec![u32::MAX; slots];
    for c in 0..maze.len() {
        if let Some((r, t)) = place(c) {
            // In range: r0 <= r <= r1 and t0 <= t <= t1.
            let slot = (r - r0) as usize * along + ((t - t0) / 2) as usize;
            if table[slot] == u32::MAX {
                table[slot] = c as u32;
            }
        }
    }
    // Row r's hexes sit at half-brick columns of r's parity.
    let shift: Vec<usize> = (0..lines)
        .map(|l| if (r0 + l as i64 - t0) % 2 == 0 { 0 } else { 2 })
        .collect();
    let cell = |k: usize, line: usize| {
        table
            .get(line * along + k)
            .filter(|&&c| c != u32::MAX)
            .map(|&c| c as usize)
    };
    Some(bricks(maze, along, &shift, cell))
}

/// Hex bricks: `along` slots a line, line `l` pushed `shift[l]` characters on,
/// `cell(k, line)` the cell in slot `k` of a line (`None`: no hex there, drawn
/// like a masked one).
fn bricks<T: Topology>(
    maze: &Maze<T>,
    along: usize,
    shift: &[usize],
    cell: impl Fn(usize, usize) -> Option<usize>,
) -> Canvas {
    let lines = shift.len();
    let mut c = Canvas::new(4 * along + 3, 2 * lines + 1);
    let usable = |i: Option<usize>| i.is_some_and(|i| maze.board().is_usable(i));
    let open = |a: Option<usize>, b: Option<usize>| matches!((a, b), (Some(a), Some(b)) if maze.is_open(a, b));
    // The hex of line `line` whose brick covers text column `x`.
    let at = |line: usize, x: usize| {
        let s = shift[line];
        (x >= s && (x - s) / 4 < along)
            .then(|| cell((x - s) / 4, line))
            .flatten()
    };
    for (line, &s) in shift.iter().enumerate() {
        let y = 2 * line + 1;
        for k in 0..along {
            let i = cell(k, line);
            let x0 = 4 * k + s;
            let west = k.checked_sub(1).and_then(|w| cell(w, line));
            if (usable(i) || usable(west)) && !open(i, west) {
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
            if !open(above, below) && (usable(above) || usable(below)) {
                c.put(x, 2 * edge, '-');
            }
        }
    }
    c
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
                        .any(|j| g.coord_of(j).is_some_and(|(r, _)| r + 1 == ring));
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
