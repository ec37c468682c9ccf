//! The one line-of-sight rule: which hexes a viewer sees past blocking hexes.

use crate::hex::{Sample, sample, steps};
use crate::{Hex, HexGridError, HexTopology};

/// `true` when `to` is in sight from `from`: no hex strictly between them on the
/// line between their centres blocks, as `blocks(hex)` says. This is the workspace's
/// one visibility rule; [`crate::Fov`] computes the same answer for a whole range at
/// once.
///
/// - The line samples the segment between the two centres at `distance + 1` evenly
///   spaced points, exactly (integer arithmetic), and looks at the hex nearest each
///   point: the hexes of [`Hex::line_to`].
/// - The ends never block: a blocking hex is itself seen (a wall is visible, what lies
///   behind it is not), and `from == to` is always in sight. `blocks` is never asked
///   about either end.
/// - **Ties.** A point can fall exactly on the edge between two hexes, halfway
///   between their centres (`a` and `b` below): the line runs along that edge, or
///   crosses it at its middle. Neither hex is nearer the line there, and the line is
///   clear at that point when **either** of the two is clear; both must block to stop
///   it:
///
/// ```text
///     .   a   T      O sees T (two steps away) unless a and b both block:
///       O   b   .    the line O-T runs along the edge between a and b
/// ```
///
///   Why this tie rule: it treats both sides alike (no orientation-dependent shadows),
///   so a single pillar beside a line along an edge does not cast a shadow, while two
///   touching blocking hexes (a wall) still stop it: either choice of side at each tie
///   gives a chain of neighbouring hexes, so no line slips through a wall of touching
///   hexes.
/// - **Symmetric**: the sample points, and the hexes nearest them, are the same
///   walked from either end, and the tie rule does not depend on the direction, so
///   `line_of_sight(a, b, f) == line_of_sight(b, a, f)` for every `a`, `b` and `f`.
///
/// Works for any two hexes (even at opposite ends of the `i32` range), asking `blocks`
/// at most twice per step.
///
/// ```
/// use hexgrid::{Hex, line_of_sight};
/// let wall = |h: Hex| h == Hex::new(1, 0);
/// assert!(!line_of_sight(Hex::ORIGIN, Hex::new(2, 0), wall)); // behind the wall
/// assert!(line_of_sight(Hex::ORIGIN, Hex::new(1, 0), wall)); // the wall itself
/// assert!(line_of_sight(Hex::new(2, 0), Hex::ORIGIN, |h| h == Hex::new(3, 0)));
/// // A tie: the line to (2, -1) runs between (1, 0) and (1, -1); one pillar does not block it,
/// let pillar = |h: Hex| h == Hex::new(1, -1);
/// assert!(line_of_sight(Hex::ORIGIN, Hex::new(2, -1), pillar));
/// // a wall of both does.
/// let wall = |h: Hex| h == Hex::new(1, -1) || h == Hex::new(1, 0);
/// assert!(!line_of_sight(Hex::ORIGIN, Hex::new(2, -1), wall));
/// ```
pub fn line_of_sight(from: Hex, to: Hex, mut blocks: impl FnMut(Hex) -> bool) -> bool {
    let dq = i64::from(to.q) - i64::from(from.q);
    let dr = i64::from(to.r) - i64::from(from.r);
    let n = steps(dq, dr);
    (1..n).all(|i| match sample(from, dq, dr, n, i) {
        Sample::One(h) => !blocks(h),
        Sample::Two(a, b) => !blocks(a) || !blocks(b),
    })
}

/// [`line_of_sight`] on a map ([`HexTopology`]), at any distance: `true` when the map
/// hex `to` stands for is in sight from the one `from` stands for. On a wrap-around
/// map the line goes to a **nearest** copy of `to` ([`HexTopology::for_each_nearest_copy`];
/// when several are equally near, a clear line to any of them is enough), so sight
/// takes the shortest way round, as distance does; [`crate::Fov::compute_on`] gives the
/// same answer for every hex within a radius (its guide has a picture). `blocking` is
/// asked about canonical map hexes only; a hex off a bounded map (or off a side of a
/// [`crate::WrapRect`] that does not wrap), and the plane past the edge of [`Hex`]'s
/// domain, block the line. Symmetric, like the plane rule:
/// `line_of_sight_on(m, a, b, f) == line_of_sight_on(m, b, a, f)`.
///
/// ```
/// use hexgrid::{Hex, WrapHexagon, line_of_sight_on};
/// let world = WrapHexagon::new(2)?;
/// let wall = |h: Hex| h == Hex::new(0, -1);
/// // The nearest copy of (0, -2) lies behind the wall; a farther one does not count.
/// assert!(!line_of_sight_on(&world, Hex::ORIGIN, Hex::new(0, -2), wall)?);
/// assert!(!line_of_sight_on(&world, Hex::new(0, -2), Hex::ORIGIN, wall)?);
/// // Across the seam: (2, 0) and (-2, 2) are neighbours.
/// assert!(line_of_sight_on(&world, Hex::new(2, 0), Hex::new(-2, 2), wall)?);
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
///
/// # Errors
/// [`HexGridError::HexNotOnMap`] when `from` or `to` stands for no map hex.
pub fn line_of_sight_on<M: HexTopology + ?Sized>(
    map: &M,
    from: Hex,
    to: Hex,
    mut blocking: impl FnMut(Hex) -> bool,
) -> Result<bool, HexGridError> {
    let on_map = |h: Hex| {
        map.canonical(h)
            .ok_or(HexGridError::HexNotOnMap { q: h.q, r: h.r })
    };
    let (a, b) = (on_map(from)?, on_map(to)?);
    let mut blocks = |h: Hex| !h.in_domain() || map.canonical(h).is_none_or(&mut blocking);
    let mut clear = false;
    map.for_each_nearest_copy(a, b, |c| {
        clear = clear || line_of_sight(a, c, &mut blocks);
    });
    Ok(clear)
}
