//! The levels of the sides around a viewer on a square grid, read once per field of
//! view so that each line's walk reads an array instead of searching the rules.

use alloc::vec::Vec;

use floodfill::SquareGrid;

use crate::edge_cost::EdgeCost;
use crate::sight_sides::Sides;
use crate::visibility::OPAQUE;

/// The sides of a box of cells: for each, the level of its right and its lower side.
#[derive(Debug, Clone, Default)]
pub(crate) struct SquareSides {
    x0: i64,
    y0: i64,
    width: i64,
    levels: Vec<u8>,
}

impl SquareSides {
    /// Reads the sides of the cells within `r` columns and rows of `(fx, fy)`: the
    /// walls among the rules out of those cells, then the sight marks between them
    /// (a mark wins over a wall, as in [`Sides::level`]).
    pub(crate) fn build(
        &mut self,
        grid: &SquareGrid,
        sides: &Sides<'_>,
        (fx, fy): (usize, usize),
        r: usize,
    ) -> Result<(), crate::RangeError> {
        let (w, h) = (grid.width(), grid.height());
        let (x0, x1) = (fx.saturating_sub(r), fx.saturating_add(r).min(w - 1));
        let (y0, y1) = (fy.saturating_sub(r), fy.saturating_add(r).min(h - 1));
        let bw = x1 - x0 + 1;
        let cells = bw * (y1 - y0 + 1);
        self.levels.clear();
        crate::search::grow(&mut self.levels, 2 * cells)?;
        (self.x0, self.y0, self.width) = (x0 as i64, y0 as i64, bw as i64);
        let slot = |c: usize, t: usize| -> Option<usize> {
            let (x, y) = (c % w, c / w);
            let i = 2 * ((y - y0) * bw + (x - x0));
            if t == c + 1 && x < x1 {
                Some(i)
            } else if t == c + w && y < y1 {
                Some(i + 1)
            } else {
                None
            }
        };
        let edges = sides.edges;
        if sides.walls {
            for y in y0..=y1 {
                for c in y * w + x0..=y * w + x1 {
                    for &(_, t, cost) in edges.out_of(c) {
                        let t = t as usize;
                        if cost == EdgeCost::Blocked
                            && let Some(i) = slot(c, t)
                            && edges.is_wall(c, t)
                        {
                            self.levels[i] = OPAQUE;
                        }
                    }
                }
            }
        }
        for &(a, b, mark) in edges.sight_from(y0 * w + x0, y1 * w + x1) {
            let (a, b) = (a as usize, b as usize);
            if (x0..=x1).contains(&(a % w))
                && let Some(i) = slot(a, b)
            {
                self.levels[i] = mark.level();
            }
        }
        Ok(())
    }

    /// The level of the side between the neighbours `c` and `n`, both in the box.
    #[inline]
    pub(crate) fn level(&self, c: (i64, i64), n: (i64, i64)) -> u8 {
        // The side belongs to the upper or left cell of the two.
        let (low, down) = if c.0 == n.0 {
            (if c.1 < n.1 { c } else { n }, 1)
        } else {
            (if c.0 < n.0 { c } else { n }, 0)
        };
        let i = (low.1 - self.y0) * self.width + (low.0 - self.x0);
        self.levels
            .get(2 * i as usize + down)
            .copied()
            .unwrap_or_default()
    }
}
