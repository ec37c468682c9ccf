//! Iterators over lines, ranges, rings and spirals of hexes. None of them allocates.
//!
//! Coordinates are stepped with wrapping arithmetic, so even a huge radius around a hex
//! at the edge of the `i32` range yields (wrapped) hexes instead of panicking.

use crate::{Direction, Hex};

/// `h + (dq, dr)` without overflow panics.
const fn step(h: Hex, dq: i64, dr: i64) -> Hex {
    Hex::new(
        (h.q as i64).wrapping_add(dq) as i32,
        (h.r as i64).wrapping_add(dr) as i32,
    )
}

/// The hint for an iterator with `remaining` items left (exact when it fits `usize`).
pub(crate) fn hint(remaining: u128) -> (usize, Option<usize>) {
    match usize::try_from(remaining) {
        Ok(n) => (n, Some(n)),
        Err(_) => (usize::MAX, None),
    }
}

/// Every hex within a radius of a centre; see [`Hex::range`].
#[derive(Debug, Clone)]
pub struct HexRange {
    center: Hex,
    radius: i64,
    q: i64,
    r: i64,
    remaining: u128,
}

impl HexRange {
    pub(crate) fn new(center: Hex, radius: u32) -> Self {
        let n = i64::from(radius);
        HexRange {
            center,
            radius: n,
            q: -n,
            // The first column, q = -n, starts at r = max(-n, -q - n) = 0.
            r: 0,
            remaining: range_len(radius),
        }
    }
}

/// `3N(N+1) + 1`, the number of hexes within `n` steps.
pub(crate) const fn range_len(n: u32) -> u128 {
    let n = n as u128;
    3 * n * (n + 1) + 1
}

impl Iterator for HexRange {
    type Item = Hex;
    fn next(&mut self) -> Option<Hex> {
        if self.remaining == 0 {
            return None;
        }
        self.remaining -= 1;
        let n = self.radius;
        let out = step(self.center, self.q, self.r);
        self.r += 1;
        if self.r > n.min(n - self.q) {
            self.q += 1;
            self.r = (-n).max(-n - self.q);
        }
        Some(out)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        hint(self.remaining)
    }
}

impl core::iter::FusedIterator for HexRange {}

/// The hexes at exactly one distance from a centre; see [`Hex::ring`].
#[derive(Debug, Clone)]
pub struct Ring {
    current: Hex,
    radius: u32,
    side: usize,
    walked: u32,
    remaining: u64,
}

impl Ring {
    pub(crate) fn new(center: Hex, radius: u32) -> Self {
        let (dq, dr) = Direction::SouthWest.axial_delta();
        let n = i64::from(radius);
        Ring {
            current: step(center, i64::from(dq) * n, i64::from(dr) * n),
            radius,
            side: 0,
            walked: 0,
            remaining: if radius == 0 {
                1
            } else {
                6 * u64::from(radius)
            },
        }
    }
}

impl Iterator for Ring {
    type Item = Hex;
    fn next(&mut self) -> Option<Hex> {
        if self.remaining == 0 {
            return None;
        }
        self.remaining -= 1;
        let out = self.current;
        if self.radius > 0 {
            let (dq, dr) = Direction::ALL[self.side].axial_delta();
            self.current = step(self.current, i64::from(dq), i64::from(dr));
            self.walked += 1;
            if self.walked == self.radius {
                self.walked = 0;
                // After the sixth side `remaining` is 0, so the index never runs past 5.
                self.side = (self.side + 1) % 6;
            }
        }
        Some(out)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        hint(u128::from(self.remaining))
    }
}

impl core::iter::FusedIterator for Ring {}

/// A centre and the rings around it, nearest first; see [`Hex::spiral`].
#[derive(Debug, Clone)]
pub struct Spiral {
    center: Hex,
    max_radius: u32,
    ring: Ring,
    remaining: u128,
}

impl Spiral {
    pub(crate) fn new(center: Hex, max_radius: u32) -> Self {
        Spiral {
            center,
            max_radius,
            ring: Ring::new(center, 0),
            remaining: range_len(max_radius),
        }
    }
}

impl Iterator for Spiral {
    type Item = Hex;
    fn next(&mut self) -> Option<Hex> {
        if self.remaining == 0 {
            return None;
        }
        self.remaining -= 1;
        if let Some(h) = self.ring.next() {
            return Some(h);
        }
        // The ring is spent but hexes remain, so the radius is below the maximum.
        let next_radius = self.ring.radius + 1;
        debug_assert!(next_radius <= self.max_radius);
        self.ring = Ring::new(self.center, next_radius);
        self.ring.next()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        hint(self.remaining)
    }
}

impl core::iter::FusedIterator for Spiral {}
