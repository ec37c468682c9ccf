//! The bubble-shooter board must be exact: circles of diameter D, rows D·√3/2 apart,
//! shifted rows half a diameter over; a point snaps to the cell whose centre is nearest.

use hexgrid::{Hex, Layout, OffsetCoord, OffsetGrid, OffsetLayout, Point};

const D: f64 = 40.0;

fn dist(a: Point, b: Point) -> f64 {
    ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt()
}

/// The oracle: the cell (of a generous window) whose centre is nearest to `p`,
/// computed from the article's formula, not from `Layout`.
fn nearest_cell(p: Point, top_left: Point, odd_rows_shifted: bool) -> (OffsetCoord, f64, f64) {
    let mut best = (OffsetCoord::new(0, 0), f64::INFINITY, f64::INFINITY);
    for row in -3..15 {
        for col in -3..15 {
            let shifted = (row & 1 == 1) == odd_rows_shifted;
            let centre = Point::new(
                top_left.x + D / 2.0 + D * (f64::from(col) + if shifted { 0.5 } else { 0.0 }),
                top_left.y + D / 2.0 + f64::from(row) * D * 3f64.sqrt() / 2.0,
            );
            let d = dist(p, centre);
            if d < best.1 {
                best = (OffsetCoord::new(col, row), d, best.1);
            } else if d < best.2 {
                best.2 = d;
            }
        }
    }
    best
}

#[test]
fn centres_follow_the_article_geometry() {
    let top_left = Point::new(3.0, 5.0);
    let layout = Layout::bubble_board(D, OffsetLayout::OddR, top_left).unwrap();
    for row in 0..6 {
        for col in 0..8 {
            let c = layout.offset_to_pixel(OffsetLayout::OddR, OffsetCoord::new(col, row));
            let want_x = top_left.x + D / 2.0 + D * (f64::from(col) + 0.5 * f64::from(row & 1));
            let want_y = top_left.y + D / 2.0 + f64::from(row) * D * 3f64.sqrt() / 2.0;
            assert!((c.x - want_x).abs() < 1e-9 && (c.y - want_y).abs() < 1e-9);
        }
    }
    // Neighbouring bubbles touch: centres exactly one diameter apart.
    let h = Hex::new(2, 3);
    for n in h.neighbors() {
        let d = dist(layout.hex_to_pixel(h), layout.hex_to_pixel(n));
        assert!((d - D).abs() < 1e-9, "{d}");
    }
}

/// Points just inside every corner and every edge midpoint of every cell of a board,
/// on even and odd rows, snap to that cell; just outside an edge, to the neighbour.
#[test]
fn points_near_every_corner_and_edge_snap_to_the_nearest_centre() {
    for (grid_layout, odd_shifted) in [(OffsetLayout::OddR, true), (OffsetLayout::EvenR, false)] {
        let top_left = Point::new(-7.5, 12.25);
        let layout = Layout::bubble_board(D, grid_layout, top_left).unwrap();
        for row in 0..4 {
            for col in 0..5 {
                let cell = OffsetCoord::new(col, row);
                let centre = layout.offset_to_pixel(grid_layout, cell);
                for i in 0..6 {
                    let corner = layout.corner_offset(i);
                    let next = layout.corner_offset(i + 1);
                    let edge_mid = Point::new((corner.x + next.x) / 2.0, (corner.y + next.y) / 2.0);
                    for (offset, what) in [(corner, "corner"), (edge_mid, "edge")] {
                        for scale in [0.999, 0.99, 0.5, 1.001] {
                            let p = Point::new(
                                centre.x + offset.x * scale,
                                centre.y + offset.y * scale,
                            );
                            let got = layout.pixel_to_offset(grid_layout, p);
                            let (want, best, second) = nearest_cell(p, top_left, odd_shifted);
                            if second - best < 1e-9 {
                                continue; // An exact tie (on a corner) has no nearest cell.
                            }
                            assert_eq!(got, want, "{grid_layout:?} {cell:?} {what} {i} x{scale}");
                            if scale < 1.0 {
                                assert_eq!(got, cell, "{what} {i} x{scale}");
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn a_grid_of_points_agrees_with_brute_force() {
    let top_left = Point::new(0.0, 0.0);
    let layout = Layout::bubble_board(D, OffsetLayout::OddR, top_left).unwrap();
    let mut checked = 0;
    for yi in 0..200 {
        for xi in 0..200 {
            let p = Point::new(f64::from(xi) * 1.37 - 10.0, f64::from(yi) * 1.21 - 10.0);
            let (want, best, second) = nearest_cell(p, top_left, true);
            if second - best > 1e-9 {
                assert_eq!(layout.pixel_to_offset(OffsetLayout::OddR, p), want, "{p:?}");
                checked += 1;
            }
        }
    }
    assert!(checked > 39_000);
}

#[test]
fn article_screen_to_cube_agrees() {
    // The article's screenToCube with hex height h = 2 * size, board origin at 0.
    let h = 2.0 * D / 3f64.sqrt();
    let layout = Layout::bubble(D, Point::new(0.0, 0.0)).unwrap();
    for (sx, sy) in [(13.0, 7.0), (-20.5, 33.0), (101.0, -64.0), (0.0, 35.0)] {
        let x = (sx * 3f64.sqrt() / 3.0 - sy / 3.0) / (h / 2.0);
        let z = sy * 4.0 / 3.0 / h;
        let f = layout.pixel_to_fractional(Point::new(sx, sy));
        assert!((f.q - x).abs() < 1e-12 && (f.r - z).abs() < 1e-12);
    }
}

#[test]
fn descending_ceiling_keeps_bubbles_in_place_horizontally() {
    let top_left = Point::new(0.0, 0.0);
    let mut grid = OffsetGrid::new(6, 5, OffsetLayout::OddR, 0u32).unwrap();
    for (i, cell) in grid.as_mut_slice().iter_mut().enumerate() {
        *cell = i as u32 + 1;
    }
    let before = Layout::bubble_board(D, grid.layout(), top_left).unwrap();
    let old = grid.clone();
    grid.push_row_top(0);
    let after = Layout::bubble_board(D, grid.layout(), top_left).unwrap();
    for (c, v) in old.iter().filter(|(c, _)| c.row < 4) {
        let moved = OffsetCoord::new(c.col, c.row + 1);
        assert_eq!(grid.get(moved), Some(v));
        let p0 = before.offset_to_pixel(old.layout(), c);
        let p1 = after.offset_to_pixel(grid.layout(), moved);
        assert!((p0.x - p1.x).abs() < 1e-9, "{c:?}");
        assert!((p1.y - p0.y - D * 3f64.sqrt() / 2.0).abs() < 1e-9);
    }
}

#[test]
fn bad_sizes_are_errors() {
    assert!(Layout::bubble(0.0, Point::new(0.0, 0.0)).is_err());
    assert!(Layout::bubble(f64::NAN, Point::new(0.0, 0.0)).is_err());
    assert!(Layout::bubble(1.0, Point::new(f64::INFINITY, 0.0)).is_err());
}
