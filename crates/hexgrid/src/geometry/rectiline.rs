//! Rectilinear lines: two straight runs along neighbouring directions.

use crate::{Direction, Hex, hex::iter::hint};

use super::sector_of;

impl Hex {
    /// A shortest path from `self` to `other` made of at most two straight runs along
    /// two neighbouring [`Direction`]s (hexx's `rectiline_to`): `distance + 1` hexes,
    /// both ends included, each one step from the last.
    ///
    /// `other - self` lies in the sector between `Direction::ALL[i]` and
    /// `Direction::ALL[i + 1]`. With `clockwise` the path runs along `dir_(i+1)` first
    /// and turns clockwise onto `dir_i`; otherwise along `dir_i` first, turning
    /// counter-clockwise (turns as on a y-up screen, like [`Hex::rotate_left`]). A
    /// target straight along one direction gives a single run either way.
    ///
    /// ```
    /// use hexgrid::Hex;
    /// // (2, 1) is one step SouthEast (Direction 5) and two East (Direction 0).
    /// let path: Vec<Hex> = Hex::ORIGIN.rectiline_to(Hex::new(2, 1), false).collect();
    /// assert_eq!(path, [Hex::new(0, 0), Hex::new(0, 1), Hex::new(1, 1), Hex::new(2, 1)]);
    /// let path: Vec<Hex> = Hex::ORIGIN.rectiline_to(Hex::new(2, 1), true).collect();
    /// assert_eq!(path, [Hex::new(0, 0), Hex::new(1, 0), Hex::new(2, 0), Hex::new(2, 1)]);
    /// ```
    pub fn rectiline_to(self, other: Hex, clockwise: bool) -> Rectiline {
        let dq = i64::from(other.q) - i64::from(self.q);
        let dr = i64::from(other.r) - i64::from(self.r);
        let (i, a, b) = sector_of(dq, dr);
        let (first, second) = (Direction::ALL[i], Direction::ALL[(i + 1) % 6]);
        let (first, n_first, second) = if clockwise {
            (second, b, first)
        } else {
            (first, a, second)
        };
        Rectiline {
            current: self,
            first,
            second,
            n_first,
            len: a + b,
            next: 0,
        }
    }
}

/// The hexes of a two-run line; see [`Hex::rectiline_to`].
#[derive(Debug, Clone)]
pub struct Rectiline {
    current: Hex,
    first: Direction,
    second: Direction,
    n_first: u64,
    len: u64,
    next: u64,
}

impl Iterator for Rectiline {
    type Item = Hex;
    fn next(&mut self) -> Option<Hex> {
        if self.next > self.len {
            return None;
        }
        let out = self.current;
        let d = if self.next < self.n_first {
            self.first
        } else {
            self.second
        };
        self.current = self.current.neighbor(d);
        self.next += 1;
        Some(out)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        hint(u128::from(self.len) + 1 - u128::from(self.next))
    }
}

impl core::iter::FusedIterator for Rectiline {}
