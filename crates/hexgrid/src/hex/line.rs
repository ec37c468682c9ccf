//! Straight lines between hexes, in exact integer arithmetic.
//!
//! A line from `a` to `b`, `n` steps apart, samples the segment between their centres
//! at the `n + 1` points `a + (b - a) * i / n` and takes the hex nearest each point
//! (Red Blob's line drawing, without floating point). Scaled by `n`, every point has
//! integer cube coordinates, so rounding is exact; and a point can be equally near two
//! hexes only when it lies on the middle of the edge between them (the line runs along
//! that edge or crosses it there). Both [`Hex::line_to`] and
//! [`crate::line_of_sight`] are built on the one sampling function here, so they
//! always agree on which hexes a line crosses.

use super::iter::hint;
use crate::Hex;

/// The hex nearest one sample point of a line, or the two hexes the point lies
/// between.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Sample {
    /// One nearest hex.
    One(Hex),
    /// A tie: the point lies on the edge between these two (neighbouring) hexes. The
    /// first is the one [`Hex::line_to`] takes: the one with the smaller `s` (where Red
    /// Blob's nudge sends the line), or with the larger `q` when both share `s`.
    Two(Hex, Hex),
}

/// The sample point `i / n` of the way from `from` to `from + (dq, dr)`, where `n` is
/// the hex length of `(dq, dr)` and `i <= n`.
///
/// Scaled by `n`, the point is `i * (dq, dr, ds)` in cube coordinates. The coordinate
/// of largest magnitude is a multiple of `n` (it is `±i * n`), so it never rounds; the
/// other two have fractions that add up to a whole number, so they round to a valid hex
/// on their own, unless both fractions are exactly one half: a tie.
pub(crate) fn sample(from: Hex, dq: i64, dr: i64, n: u64, i: u64) -> Sample {
    if n == 0 {
        return Sample::One(from);
    }
    let (n, i) = (i128::from(n), i128::from(i));
    // Products of two 64-bit values: i128 holds them exactly.
    let parts = [dq, dr, -dq - dr].map(|d| {
        let x = i * i128::from(d);
        let twice = 2 * x.rem_euclid(n);
        (x.div_euclid(n) + i128::from(twice > n), twice == n)
    });
    let mut cube = parts.map(|(v, _)| v);
    let tied: [usize; 2] = match parts.map(|(_, t)| t) {
        [true, true, _] => [0, 1],
        [true, _, true] => [0, 2],
        [_, true, true] => [1, 2],
        _ => return Sample::One(at(from, cube)),
    };
    // Each tied coordinate rounded down; one of the two goes up for each candidate.
    cube[tied[0]] += 1;
    let first = at(from, cube);
    cube[tied[0]] -= 1;
    cube[tied[1]] += 1;
    let second = at(from, cube);
    // `s` in 64 bits: `Hex::s` wraps outside the exact domain.
    let key = |h: Hex| (-i64::from(h.q) - i64::from(h.r), -i64::from(h.q));
    if key(first) <= key(second) {
        Sample::Two(first, second)
    } else {
        Sample::Two(second, first)
    }
}

/// `from` plus a cube offset. Every sample point lies between the two ends of the line
/// on each axis, and so do the hexes nearest it (their coordinates are the point's
/// rounded down or up), so the sums fit `i32`.
fn at(from: Hex, cube: [i128; 3]) -> Hex {
    Hex::new(
        (i128::from(from.q) + cube[0]) as i32,
        (i128::from(from.r) + cube[1]) as i32,
    )
}

/// The hexes of a line between two hexes; see [`Hex::line_to`].
///
/// The line is walked relative to its start in exact integer arithmetic, so it is
/// right for any two hexes (even `i32::MIN` to `i32::MAX`, about `2^33` steps): each
/// hex is one step from the last.
#[derive(Debug, Clone)]
pub struct HexLine {
    from: Hex,
    dq: i64,
    dr: i64,
    len: u64,
    next: u64,
}

impl HexLine {
    pub(crate) fn new(from: Hex, to: Hex) -> Self {
        let dq = i64::from(to.q) - i64::from(from.q);
        let dr = i64::from(to.r) - i64::from(from.r);
        HexLine {
            from,
            dq,
            dr,
            len: steps(dq, dr),
            next: 0,
        }
    }
}

/// The hex length of the offset `(dq, dr)`.
pub(crate) fn steps(dq: i64, dr: i64) -> u64 {
    dq.unsigned_abs()
        .max(dr.unsigned_abs())
        .max((dq + dr).unsigned_abs())
}

impl Iterator for HexLine {
    type Item = Hex;
    fn next(&mut self) -> Option<Hex> {
        if self.next > self.len {
            return None;
        }
        let i = self.next;
        self.next += 1;
        Some(match sample(self.from, self.dq, self.dr, self.len, i) {
            Sample::One(h) | Sample::Two(h, _) => h,
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        hint(u128::from(self.len) + 1 - u128::from(self.next))
    }

    /// Jumps straight to the `n`-th remaining hex (each hex is computed on its own).
    fn nth(&mut self, n: usize) -> Option<Hex> {
        let n = u64::try_from(n).unwrap_or(u64::MAX);
        self.next = self.next.saturating_add(n).min(self.len.saturating_add(1));
        self.next()
    }
}

impl core::iter::FusedIterator for HexLine {}
