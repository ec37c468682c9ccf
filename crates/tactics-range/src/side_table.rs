//! The levels of the sides around a viewer on a square grid, read once per field of
//! view so that each line's walk reads an array instead of searching the rules.

use alloc::vec::Vec;

use floodfill::SquareGrid;
use hexgrid::{Direction, Hex};

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

/// The sides of the hexes within `r` of a viewer (a box of axial offsets): for each
/// hex, the level of its sides towards `Direction::ALL[0..3]` (the other three are
/// its neighbours' sides), so a walk needs no cell look-up.
#[derive(Debug, Clone, Default)]
pub(crate) struct HexSides {
    centre: (i64, i64),
    r: i64,
    cells: Vec<u32>,
    levels: Vec<u8>,
}

/// No cell: off the map, or past the edge of the domain.
const NO_CELL: u32 = u32::MAX;

impl HexSides {
    /// Whether a box for radius `r` is worth it on a map of `len` cells: at most a few
    /// times the map (a radius past the map's extent would make it far larger).
    pub(crate) fn fits(r: u32, len: usize) -> bool {
        let side = 2 * u64::from(r) + 1;
        side.saturating_mul(side) <= 4 * len as u64 + 64
    }

    /// Reads the cells (`cell`) and the sides of the hexes within `r` of `centre`.
    pub(crate) fn build(
        &mut self,
        centre: Hex,
        r: u32,
        cell: impl Fn(Hex) -> Option<usize>,
        sides: &Sides<'_>,
    ) -> Result<(), crate::RangeError> {
        let r = i64::from(r);
        let side = (2 * r + 1) as usize;
        self.centre = (i64::from(centre.q), i64::from(centre.r));
        self.r = r;
        self.cells.clear();
        crate::search::grow(&mut self.cells, side * side)?;
        self.levels.clear();
        crate::search::grow(&mut self.levels, 3 * side * side)?;
        let hex_at = |dq: i64, dr: i64| {
            let (q, r) = (self.centre.0 + dq, self.centre.1 + dr);
            match (i32::try_from(q), i32::try_from(r)) {
                (Ok(q), Ok(r)) => Some(Hex::new(q, r)).filter(|h| h.in_domain()),
                _ => None,
            }
        };
        let in_ball = |dq: i64, dr: i64| dq.abs() <= r && dr.abs() <= r && (dq + dr).abs() <= r;
        for dr in -r..=r {
            for dq in -r..=r {
                let c = hex_at(dq, dr)
                    .filter(|_| in_ball(dq, dr))
                    .and_then(&cell)
                    .map_or(NO_CELL, |c| c as u32);
                self.cells[((dr + r) as usize) * side + (dq + r) as usize] = c;
            }
        }
        for dr in -r..=r {
            for dq in -r..=r {
                let i = ((dr + r) as usize) * side + (dq + r) as usize;
                let c = self.cells[i];
                if c == NO_CELL {
                    continue;
                }
                for d in 0..3 {
                    let (sq, sr) = Direction::ALL[d].axial_delta();
                    let (nq, nr) = (dq + i64::from(sq), dr + i64::from(sr));
                    let n = match self.index(nq, nr) {
                        Some(j) if in_ball(nq, nr) => Some(self.cells[j]).filter(|&n| n != NO_CELL),
                        _ => hex_at(nq, nr).and_then(&cell).map(|n| n as u32),
                    };
                    if let Some(n) = n {
                        self.levels[3 * i + d] = sides.level(c as usize, n as usize);
                    }
                }
            }
        }
        Ok(())
    }

    /// The box index of the offset `(dq, dr)`, if in the box.
    fn index(&self, dq: i64, dr: i64) -> Option<usize> {
        let r = self.r;
        ((-r..=r).contains(&dq) && (-r..=r).contains(&dr))
            .then(|| ((dr + r) as usize) * (2 * r + 1) as usize + (dq + r) as usize)
    }

    /// The level of the side of `h` towards `Direction::ALL[d]`, or `None` when the
    /// side's hex is outside the ball.
    #[inline]
    pub(crate) fn level(&self, h: Hex, d: usize) -> Option<u8> {
        let (mut q, mut r) = (
            i64::from(h.q) - self.centre.0,
            i64::from(h.r) - self.centre.1,
        );
        let mut d = d;
        if d >= 3 {
            let (sq, sr) = Direction::ALL[d].axial_delta();
            (q, r, d) = (q + i64::from(sq), r + i64::from(sr), d - 3);
        }
        // Outside the ball the box holds no cells: the caller looks those sides up.
        let ball = q.abs() <= self.r && r.abs() <= self.r && (q + r).abs() <= self.r;
        let i = self.index(q, r).filter(|_| ball)?;
        Some(self.levels[3 * i + d])
    }
}
