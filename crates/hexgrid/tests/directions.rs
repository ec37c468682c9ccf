//! `Hex::direction_to` and `Hex::main_direction_to` against brute force: the step
//! found by trying all six neighbours, and the main direction by the angle between
//! hex centres on the screen, computed in floats from the pixel positions.

use hexgrid::{Diagonal, Direction, Hex};
use proptest::prelude::*;

/// The pixel centre of a hex on a pointy-top layout of unit size (y down).
fn centre(h: Hex) -> (f64, f64) {
    let (q, r) = (f64::from(h.q), f64::from(h.r));
    (3f64.sqrt() * (q + r / 2.0), 1.5 * r)
}

/// The angle (radians, 0..=pi) between the screen line from `a` to `b` and the axis
/// of `d`.
fn angle(a: Hex, b: Hex, d: Direction) -> f64 {
    let ((ax, ay), (bx, by)) = (centre(a), centre(b));
    let (vx, vy) = (bx - ax, by - ay);
    let (dx, dy) = centre(d.hex());
    let cos = (vx * dx + vy * dy) / ((vx * vx + vy * vy).sqrt() * (dx * dx + dy * dy).sqrt());
    cos.clamp(-1.0, 1.0).acos()
}

/// The oracle: the direction at the smallest angle; of two at the same angle, the
/// one whose next direction counter-clockwise (`rotate_left`) is the other.
fn main_by_angle(a: Hex, b: Hex) -> Option<Direction> {
    if a == b {
        return None;
    }
    let angles = Direction::ALL.map(|d| angle(a, b, d));
    let best = angles.iter().copied().fold(f64::INFINITY, f64::min);
    let ties: Vec<Direction> = Direction::ALL
        .into_iter()
        .filter(|d| angles[d.index()] - best < 1e-9)
        .collect();
    match ties[..] {
        [one] => Some(one),
        [x, y] if x.rotate_left() == y => Some(x),
        [x, y] if y.rotate_left() == x => Some(y),
        _ => panic!("{ties:?} tie from {a:?} to {b:?}"),
    }
}

#[test]
fn the_six_neighbours_and_nothing_else_have_a_step_direction() {
    for a in [Hex::ORIGIN, Hex::new(-7, 3), Hex::new(i32::MAX, i32::MIN)] {
        for d in Direction::ALL {
            if let Some(n) = a.checked_neighbor(d) {
                assert_eq!(a.direction_to(n), Some(d));
                assert_eq!(a.main_direction_to(n), Some(d));
            }
        }
        for g in Diagonal::ALL {
            if let Some(far) = a.checked_diagonal(g) {
                assert_eq!(a.direction_to(far), None);
            }
        }
        assert_eq!(a.direction_to(a), None);
        assert_eq!(a.main_direction_to(a), None);
    }
    // Wrapping coordinates are not neighbours: the delta is taken exactly.
    let edge = Hex::new(i32::MAX, 0);
    assert_eq!(edge.direction_to(Hex::new(i32::MIN, 0)), None);
    assert_eq!(
        edge.main_direction_to(Hex::new(i32::MIN, 0)),
        Some(Direction::West)
    );
}

#[test]
fn ties_on_every_diagonal_go_to_the_direction_before_it() {
    for g in Diagonal::ALL {
        for k in 1..5 {
            let want = Direction::from_index(g.index());
            assert_eq!(
                Hex::ORIGIN.main_direction_to(g.hex() * k),
                Some(want),
                "{g:?}"
            );
            assert_eq!(main_by_angle(Hex::ORIGIN, g.hex() * k), Some(want), "{g:?}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn direction_to_is_the_neighbour_found_by_trying_all_six(
        q in -40i32..40, r in -40i32..40, dq in -3i32..=3, dr in -3i32..=3,
    ) {
        let (a, b) = (Hex::new(q, r), Hex::new(q + dq, r + dr));
        let want = Direction::ALL.into_iter().find(|&d| a.neighbor(d) == b);
        prop_assert_eq!(a.direction_to(b), want);
    }

    #[test]
    fn main_direction_is_the_axis_at_the_smallest_angle(
        q in -60i32..60, r in -60i32..60, dq in -30i32..30, dr in -30i32..30, turns in 0i32..6,
    ) {
        let (a, b) = (Hex::new(q, r), Hex::new(q + dq, r + dr));
        let got = a.main_direction_to(b);
        prop_assert_eq!(got, main_by_angle(a, b));
        if let Some(d) = got {
            // A step that way is a step nearer.
            prop_assert_eq!(a.neighbor(d).distance(b) + 1, a.distance(b));
            // The rule turns with the board (ties included).
            let (ra, rb) = (a.rotate(turns), b.rotate(turns));
            let turned = (0..turns).fold(d, |d, _| d.rotate_left());
            prop_assert_eq!(ra.main_direction_to(rb), Some(turned));
        }
    }
}
