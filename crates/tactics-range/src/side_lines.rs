//! Which sides between cells a line of sight crosses, on square cells and on hexes,
//! in exact integer arithmetic, with the tie rule of [`crate::SightSides`]: a line
//! through a corner (or along a hex side) is walked twice, shifted a hair to each
//! side, and the better of the two walks counts.
//!
//! A shift is a symbolic perturbation: a corner exactly on the line counts as lying
//! on one fixed side of it for the whole walk, so each walk is the walk of a line
//! moved that way, which crosses no corner. Both walks are the same from either end,
//! so the answer is symmetric.

use hexgrid::{Direction, Hex};

use crate::visibility::{CLEAR, OPAQUE};

/// The worst side level on one shifted walk, and whether the walk met a corner on
/// the line before it stopped (only then can the other shift differ).
type Walk = (u8, bool);

/// The level of the line between two walks: the first; the second only when a tie
/// was met before the first stopped (before it, both walks take the same steps).
fn better(first: Walk, second: impl FnOnce() -> u8) -> u8 {
    match first {
        (level, true) if level != CLEAR => level.min(second()),
        (level, _) => level,
    }
}

/// The worst side level crossed by the line between the centres of the square cells
/// `a` and `b` (`(x, y)` coordinates), `side(c, n)` giving the level of the side
/// between the neighbours `c` and `n`. The better of the two shifted walks.
pub(crate) fn square_line(
    a: (i64, i64),
    b: (i64, i64),
    mut side: impl FnMut((i64, i64), (i64, i64)) -> u8,
) -> u8 {
    let first = square_walk(a, b, true, &mut side);
    better(first, || square_walk(a, b, false, &mut side).0)
}

/// One walk from `a` to `b`, crossing one side per step (`|dx| + |dy|` steps). Seen
/// with both axes pointing towards `b`, the corner ahead of the cell `u` columns and
/// `v` rows on is `(u + 1/2, v + 1/2)`: when it lies left of the line the line
/// leaves through the cell's vertical side, when right through the horizontal one,
/// and exactly on it (a tie) as `x_first` says. Products stay below `2^35`: the
/// coordinates are those of a map of at most `floodfill::MAX_CELLS` cells.
fn square_walk(
    a: (i64, i64),
    b: (i64, i64),
    x_first: bool,
    side: &mut impl FnMut((i64, i64), (i64, i64)) -> u8,
) -> Walk {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let (sx, sy) = (dx.signum(), dy.signum());
    let (adx, ady) = (dx.abs(), dy.abs());
    let (mut u, mut v) = (0i64, 0i64);
    let (mut cell, mut worst, mut tied) = (a, CLEAR, false);
    while u < adx || v < ady {
        let cross = adx * (2 * v + 1) - ady * (2 * u + 1);
        tied |= cross == 0;
        let next = if cross > 0 || (cross == 0 && x_first) {
            u += 1;
            (cell.0 + sx, cell.1)
        } else {
            v += 1;
            (cell.0, cell.1 + sy)
        };
        worst = worst.max(side(cell, next));
        if worst == OPAQUE {
            break;
        }
        cell = next;
    }
    (worst, tied)
}

/// The worst side level crossed by the line between the centres of the hexes `a`
/// and `b`, `side(h, d)` giving the level of the side of `h` towards
/// `Direction::ALL[d]`. The better of the two shifted walks.
pub(crate) fn hex_line(a: Hex, b: Hex, mut side: impl FnMut(Hex, usize) -> u8) -> u8 {
    // Lines under 2^20 hexes (every map but those spread over `Hex`'s whole domain)
    // keep their products below 2^50: 64 bits are enough, and faster.
    if a.distance(b) < 1 << 20 {
        let first = hex_walk::<i64>(a, b, true, &mut side);
        better(first, || hex_walk::<i64>(a, b, false, &mut side).0)
    } else {
        let first = hex_walk::<i128>(a, b, true, &mut side);
        better(first, || hex_walk::<i128>(a, b, false, &mut side).0)
    }
}

/// The integers a hex walk computes in: `i64` for lines up to `2^20` hexes long,
/// `i128` beyond.
trait Exact:
    Copy
    + Ord
    + Default
    + From<i32>
    + core::ops::Add<Output = Self>
    + core::ops::Sub<Output = Self>
    + core::ops::Mul<Output = Self>
    + core::ops::AddAssign
{
}
impl Exact for i64 {}
impl Exact for i128 {}

/// One walk from `a` to `b` through the hexes the (shifted) line passes.
///
/// Positions are axial `(q, r)` scaled by 3, relative to `a`: a hex `h` is at `3h`,
/// and its corner `j` (between `Direction::ALL[j]` and `Direction::ALL[j + 1]`, where
/// three hexes meet) at `3h + d_j + d_{j+1}`, the mean of the three centres. An
/// affine map from the screen (either layout) keeps which side of a line a point
/// lies on, so the walk is exact in these integers. `Direction::ALL` runs clockwise
/// here, so the line (from `a` to `b`) leaves a hex through the one side whose
/// first corner lies left of it and whose second lies right. A corner exactly on the
/// line counts as left when `left` says so. `cross(line, 3h)` is kept up to date
/// step by step; it can pass `2^64` on long lines near the edge of [`Hex`]'s domain,
/// so those walk in `i128`.
fn hex_walk<N: Exact>(a: Hex, b: Hex, left: bool, side: &mut impl FnMut(Hex, usize) -> u8) -> Walk {
    let int = |x: i32| N::from(x);
    let three = int(3);
    let deltas = Direction::ALL.map(|d| {
        let (q, r) = d.axial_delta();
        (int(q), int(r))
    });
    let line = (three * (int(b.q) - int(a.q)), three * (int(b.r) - int(a.r)));
    let cross = |(q, r): (N, N)| line.0 * r - line.1 * q;
    // `cross` of each corner's offset from its hex's centre, and of each step.
    let corner: [N; 6] = core::array::from_fn(|j| {
        let (p, n) = (deltas[j], deltas[(j + 1) % 6]);
        cross((p.0 + n.0, p.1 + n.1))
    });
    let step: [N; 6] = deltas.map(|(q, r)| three * cross((q, r)));
    let zero = N::default();
    let is_left = |x: N| x > zero || (x == zero && left);
    let (mut hex, mut at, mut worst, mut tied) = (a, zero, CLEAR, false);
    // Each step moves one hex nearer `b` along the line; the bound only guards the
    // loop (a line `n` hexes long passes fewer than `2n + 2` hexes).
    let n = a.distance(b);
    for _ in 0..=2 * u64::from(n) + 2 {
        if hex == b {
            break;
        }
        // Corner `j` left of the line: bit `j`. The exit is the side whose first
        // corner's bit is set and whose second's is clear.
        let mut left_of = 0u8;
        let mut on_line = 0u8;
        for (j, &c) in corner.iter().enumerate() {
            let x = at + c;
            left_of |= u8::from(is_left(x)) << j;
            on_line |= u8::from(x == zero) << j;
        }
        // Bit `d` of `before`: corner `d - 1` (round the six) is left.
        let before = (left_of << 1 | left_of >> 5) & 0b11_1111;
        let exits = before & !left_of;
        if exits == 0 {
            break;
        }
        let d = exits.trailing_zeros() as usize;
        tied |= on_line & (1 << d | 1 << ((d + 5) % 6)) != 0;
        worst = worst.max(side(hex, d));
        if worst == OPAQUE {
            break;
        }
        hex = hex.neighbor(Direction::ALL[d]);
        at += step[d];
    }
    (worst, tied)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A wall along the whole column between x = 0 and x = 1 stops every line across
    /// it, through corners too; a single wall side touched at its end does not.
    #[test]
    fn square_ties_follow_the_shift_rule() {
        let wall = |c: (i64, i64), n: (i64, i64)| u8::from(c.0.min(n.0) == 0 && c.0 != n.0) * 2;
        assert_eq!(square_line((0, 0), (1, 1), wall), OPAQUE);
        assert_eq!(square_line((0, 0), (3, 3), wall), OPAQUE);
        // Only the side between (0, 0) and (1, 0): the diagonal (0, 1)-(1, 0) touches its
        // lower end, and the shifted line below passes clear.
        let one = |c: (i64, i64), n: (i64, i64)| {
            u8::from((c, n) == ((0, 0), (1, 0)) || (c, n) == ((1, 0), (0, 0))) * 2
        };
        assert_eq!(square_line((0, 1), (1, 0), one), CLEAR);
        assert_eq!(square_line((0, 0), (1, 1), one), CLEAR);
        assert_eq!(square_line((0, 0), (2, 0), one), OPAQUE);
    }

    /// The line between two hexes two steps apart along a diagonal runs along the
    /// side between the two hexes beside it: that side alone does not block it.
    #[test]
    fn hex_line_along_a_side() {
        let (a, t) = (Hex::ORIGIN, Hex::new(2, -1));
        let (x, y) = (Hex::new(1, 0), Hex::new(1, -1));
        let between = |h: Hex, d: usize| {
            let n = h.neighbor(Direction::ALL[d]);
            u8::from((h, n) == (x, y) || (h, n) == (y, x)) * 2
        };
        assert_eq!(hex_line(a, t, between), CLEAR);
        // A wall round `a` on the sides towards x and y blocks both shifts.
        let round = |h: Hex, d: usize| {
            let n = h.neighbor(Direction::ALL[d]);
            u8::from(h == a && (n == x || n == y)) * 2
        };
        assert_eq!(hex_line(a, t, round), OPAQUE);
        assert_eq!(
            hex_line(t, a, |h, d| {
                let n = h.neighbor(Direction::ALL[d]);
                u8::from(n == a && (h == x || h == y)) * 2
            }),
            OPAQUE
        );
    }
}
