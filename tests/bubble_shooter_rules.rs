//! The bubble-shooter example's rules, driven move by move.

use banmen_examples::bubble::rules;
use floodfill::{Filler, HexGrid};
use hexgrid::{OffsetCoord, OffsetGrid, OffsetLayout};
use rules::{Board, Game};

/// A board from text rows: `.` empty, `R G B Y` colours 0..4.
fn board(rows: &[&str], total_rows: usize) -> Board {
    let cols = rows[0].len();
    let mut b = OffsetGrid::new(cols, total_rows, OffsetLayout::OddR, None).unwrap();
    for (r, line) in rows.iter().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            let v = "RGBY".find(ch).map(|k| k as u8);
            b.set(OffsetCoord::new(c as i32, r as i32), v).unwrap();
        }
    }
    b
}

/// Puts a bubble of `colour` at `at`, pops its cluster and drops what floats:
/// how many popped and how many fell.
fn land(b: &mut Board, at: OffsetCoord, colour: u8) -> (usize, usize) {
    let topo = HexGrid::of(b).unwrap();
    let mut filler = Filler::new();
    let cell = b.cell_of(at).unwrap();
    b.as_mut_slice()[cell] = Some(colour);
    let popped = rules::pop_cluster(&mut filler, &topo, b, cell).unwrap();
    let fell = rules::drop_floating(&mut filler, &topo, b).unwrap();
    (popped.len(), fell.len())
}

#[test]
fn straight_up_sticks_to_the_ceiling() {
    let b = board(&["......"], 6);
    let stop = rules::flight(&b, rules::launcher(&b), 90.0);
    assert!((stop.y - 0.5).abs() < 1e-9);
    let cell = rules::landing_cell(&b, stop).unwrap();
    assert_eq!(cell.row, 0);
    assert_eq!(
        cell.col, 3,
        "the launcher sits at the middle of 6.5 columns"
    );
}

#[test]
fn walls_reflect_the_bubble() {
    let b = board(&["........"], 10);
    let width = rules::field_width(&b);
    for angle in [15.0, 30.0, 150.0, 165.0] {
        let stop = rules::flight(&b, rules::launcher(&b), angle);
        assert!(stop.x >= 0.5 && stop.x <= width - 0.5, "{angle}: {stop:?}");
        assert!((stop.y - 0.5).abs() < 1e-9);
    }
    // A shallow shot bounces; a mirrored angle lands mirrored.
    let a = rules::flight(&b, rules::launcher(&b), 30.0);
    let m = rules::flight(&b, rules::launcher(&b), 150.0);
    assert!((a.x - (width - m.x)).abs() < 1e-6, "{a:?} vs {m:?}");
}

#[test]
fn a_bubble_stops_when_it_touches_another() {
    let b = board(&["...R..", "......"], 6);
    let target = rules::centre(&b, OffsetCoord::new(3, 0));
    // Fire from straight below the resting bubble.
    let from = hexgrid::Point::new(target.x, target.y + 6.0);
    let stop = rules::flight(&b, from, 90.0);
    assert!(rules::touches_bubble(&b, stop));
    let cell = rules::landing_cell(&b, stop).unwrap();
    assert_eq!(cell.row, 1);
    // The landing cell is a hex neighbour of the bubble it hit.
    let hit = OffsetLayout::OddR.to_hex(OffsetCoord::new(3, 0));
    assert_eq!(OffsetLayout::OddR.to_hex(cell).distance(hit), 1);
}

#[test]
fn three_of_a_colour_pop_and_the_hangers_fall() {
    // Row 0: R R . .   row 1 (shifted): . G . .   row 2: . B . .
    // The G hangs from the Rs; popping them leaves G and B with no ceiling.
    let mut b = board(&["RR..", ".G..", ".B..", "...."], 4);
    // A third R lands at (2, 0).
    assert_eq!(land(&mut b, OffsetCoord::new(2, 0), 0), (3, 2));
    assert!(b.as_slice().iter().all(Option::is_none));
}

#[test]
fn two_of_a_colour_stay() {
    let mut b = board(&["RG..", "...."], 2);
    assert_eq!(land(&mut b, OffsetCoord::new(2, 0), 1), (0, 0));
    assert_eq!(b.as_slice().iter().flatten().count(), 3);
}

#[test]
fn a_game_scores_pops_and_drops() {
    // Row 0: R R G G; row 1 (shifted right): B . . .
    let mut game = Game::new(board(&["RRGG", "B...", "....", "....", "...."], 5));
    // Straight up from x = 2.25 (the middle of 4.5): the bubble touches the G at
    // (2, 0) first and settles in (1, 1), next to the R at (1, 0): R R R pop, and the
    // B at (0, 1), which hung from them, falls.
    let shot = game.fire(90.0, 0);
    assert_eq!(shot.landed, Some(OffsetCoord::new(1, 1)));
    assert_eq!((shot.popped.len(), shot.dropped.len()), (3, 1));
    assert_eq!(game.score, 3 * rules::POP_POINTS + rules::DROP_POINTS);
    assert_eq!(game.shots, 1);
    assert!(!game.over);
    assert_eq!(game.board.as_slice().iter().flatten().count(), 2);
    assert_eq!(game.colours_left(), 1 << 1, "only the two Gs are left");
    assert!(!game.cleared());
    let text = game.board.display_with(rules::glyph).to_string();
    assert_eq!(text.lines().next(), Some(". . G G"));
}

#[test]
fn pushing_the_ceiling_keeps_bubbles_attached() {
    // An R at (1, 0) hangs from the ceiling. The new ceiling row holds one G at
    // (0, 0); the R moves to (1, 1). After the push the layout is EvenR, whose odd
    // rows are unshifted, so (1, 1) touches (0, 0) and (1, 0) above: still held.
    let mut game = Game::new(board(&[".R..", "....", "....", "...."], 4));
    game.push_ceiling([Some(1), None, None, None]);
    assert_eq!(game.board.layout(), OffsetLayout::EvenR);
    let mut filler = Filler::new();
    let topo = HexGrid::of(&game.board).unwrap();
    assert_eq!(
        rules::drop_floating(&mut filler, &topo, &mut game.board.clone())
            .unwrap()
            .len(),
        0
    );
    assert!(!game.over);
    // A topology that kept the old parity would see (1, 1) under (1, 0) and (2, 0),
    // both empty, and drop the R: why `HexGrid::of` reads the layout in force.
    let stale = HexGrid::new(4, 4, OffsetLayout::OddR).unwrap();
    assert_eq!(
        rules::drop_floating(&mut filler, &stale, &mut game.board)
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn reaching_the_last_row_ends_the_game() {
    let mut game = Game::new(board(&["RGBY", "GBYR", "BYRG"], 4));
    assert!(!game.over);
    game.push_ceiling([Some(0), Some(1), Some(2), Some(3)]);
    assert!(game.over, "bubbles now on the last row");
}
