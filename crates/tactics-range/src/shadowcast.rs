//! Symmetric shadowcasting on square grids (Albert Ford's algorithm, iterative, with
//! exact rational slopes), and the marks of the cells a sight query has seen.

use alloc::vec::Vec;

use crate::RangeError;
use floodfill::SquareGrid;

/// One row of a shadowcasting quadrant: a depth and the slopes `start..=end` still
/// lit, as fractions `(numerator, denominator)` with a positive denominator.
#[derive(Debug, Clone, Copy)]
struct Row {
    depth: i64,
    start: (i64, i64),
    end: (i64, i64),
}

/// Reusable scratch of the sight queries.
#[derive(Debug, Clone, Default)]
pub(crate) struct SightScratch {
    rows: Vec<Row>,
    /// Cells seen by the last field of view, each once.
    pub(crate) seen: Vec<u32>,
    marks: Vec<u32>,
    generation: u32,
}

impl SightScratch {
    pub(crate) fn begin(&mut self, len: usize) -> Result<(), RangeError> {
        crate::search::grow(&mut self.marks, len)?;
        if self.generation == u32::MAX {
            self.marks.iter_mut().for_each(|m| *m = 0);
            self.generation = 0;
        }
        self.generation += 1;
        self.seen.clear();
        Ok(())
    }

    pub(crate) fn see(&mut self, cell: usize) {
        if self.marks[cell] != self.generation {
            self.marks[cell] = self.generation;
            self.seen.push(cell as u32);
        }
    }

    pub(crate) fn has_seen(&self, cell: usize) -> bool {
        self.marks.get(cell) == Some(&self.generation)
    }
}

/// `floor(n / d)` for `d > 0`.
fn div_floor(n: i128, d: i128) -> i128 {
    n.div_euclid(d)
}

/// A column index back in `i64` (columns lie within `-depth..=depth`).
fn clamp(col: i128) -> i64 {
    col.clamp(i128::from(i64::MIN / 4), i128::from(i64::MAX / 4)) as i64
}

impl SightScratch {
    /// Albert Ford's symmetric shadowcasting from the centre of `(ox, oy)` to
    /// `depth` rows in each of the four quadrants, calling `reveal` on every cell
    /// seen (some cells on the diagonals twice). Iterative: rows wait on a stack.
    /// Cells off the grid count as blocking and are not revealed; they only shadow
    /// cells off the grid, so this is the same as an open world beyond the edge.
    pub(crate) fn shadowcast(
        &mut self,
        grid: &SquareGrid,
        (ox, oy): (i64, i64),
        depth: i64,
        opaque: &dyn Fn(usize) -> bool,
        within: &dyn Fn(i64, i64) -> bool,
    ) {
        let (w, h) = (grid.width() as i64, grid.height() as i64);
        let at = |x: i64, y: i64| {
            ((0..w).contains(&x) && (0..h).contains(&y)).then(|| (y * w + x) as usize)
        };
        self.see((oy * w + ox) as usize);
        for quadrant in 0..4 {
            let transform = move |d: i64, col: i64| match quadrant {
                0 => (ox + col, oy - d),
                1 => (ox + d, oy + col),
                2 => (ox + col, oy + d),
                _ => (ox - d, oy + col),
            };
            let wall = |d: i64, col: i64| {
                let (x, y) = transform(d, col);
                at(x, y).is_none_or(opaque)
            };
            self.rows.clear();
            self.rows.push(Row {
                depth: 1,
                start: (-1, 1),
                end: (1, 1),
            });
            while let Some(mut row) = self.rows.pop() {
                if row.depth > depth {
                    continue;
                }
                let d = row.depth;
                // round_ties_up(d * start) and round_ties_down(d * end).
                // In i128: depth times a numerator can pass i64 on a map with
                // billions of cells in one row.
                let (d128, (sn, sd), (en, ed)) = (
                    i128::from(d),
                    (i128::from(row.start.0), i128::from(row.start.1)),
                    (i128::from(row.end.0), i128::from(row.end.1)),
                );
                let min_col = clamp(div_floor(2 * d128 * sn + sd, 2 * sd));
                let max_col = clamp(-div_floor(-(2 * d128 * en - ed), 2 * ed));
                let mut prev: Option<bool> = None;
                for col in min_col..=max_col {
                    let is_wall = wall(d, col);
                    let c128 = i128::from(col);
                    let symmetric = c128 * sd >= d128 * sn && c128 * ed <= d128 * en;
                    if (is_wall || symmetric) && within(d, col) {
                        let (x, y) = transform(d, col);
                        if let Some(c) = at(x, y) {
                            self.see(c);
                        }
                    }
                    if prev == Some(true) && !is_wall {
                        row.start = (2 * col - 1, 2 * d);
                    }
                    if prev == Some(false) && is_wall {
                        self.rows.push(Row {
                            depth: d + 1,
                            start: row.start,
                            end: (2 * col - 1, 2 * d),
                        });
                    }
                    prev = Some(is_wall);
                }
                if prev == Some(false) {
                    self.rows.push(Row {
                        depth: d + 1,
                        ..row
                    });
                }
            }
        }
    }
}
