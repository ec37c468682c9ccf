//! Shapes measured around a centre beyond the hexagonal range: 60-degree wedges,
//! two-run (rectilinear) lines, and Euclidean distance with the circular range.

mod euclid;
mod rectiline;
mod wedge;

pub use rectiline::Rectiline;
pub use wedge::Wedge;

use crate::Direction;

/// Splits the axial step `(dq, dr)` into `a` steps along `Direction::ALL[i]` and `b`
/// along the next direction, with `a > 0` and `b >= 0` (the zero step gives sector 0
/// and `(0, 0)`). Returns `(i, a, b)`, `a + b` being the hex distance. Integer-exact:
/// any two adjacent directions form a basis of determinant ±1.
pub(crate) fn sector_of(dq: i64, dr: i64) -> (usize, u64, u64) {
    for i in 0..6 {
        let (x1, y1) = Direction::ALL[i].axial_delta();
        let (x2, y2) = Direction::ALL[(i + 1) % 6].axial_delta();
        let (x1, y1, x2, y2) = (i64::from(x1), i64::from(y1), i64::from(x2), i64::from(y2));
        let det = x1 * y2 - x2 * y1;
        let a = (dq * y2 - x2 * dr) / det;
        let b = (x1 * dr - dq * y1) / det;
        if a > 0 && b >= 0 {
            return (i, a.unsigned_abs(), b.unsigned_abs());
        }
    }
    (0, 0, 0)
}
