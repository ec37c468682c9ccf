//! Area-of-effect shapes (`Targeting::area`) on every board with coordinates, against
//! a brute-force oracle: enumerate every cell of the board and keep those whose step
//! from the centre satisfies the shape's defining predicate, written here from the
//! documented rule (cube distance, the ray, the cone's angle in exact integer
//! geometry). On a wrap map the step is taken to each of the cell's nearest copies,
//! found by brute force over the plane; a cell is in the shape when one of them is.

use std::collections::BTreeMap;

use floodfill::{Connectivity, Coords, HexBoard, HexGrid, SquareGrid};
use hexgrid::{
    Direction, Hex, HexMap, OffsetGrid, OffsetLayout, RhombusMap, Wrap, WrapHexagon, WrapRect,
};
use proptest::prelude::*;
#[allow(deprecated)]
use tactics_range::{
    AreaGrid, HexShape, RangeError, SquareShape, Targeting, hex_area, square_area,
};

fn layout(i: usize) -> OffsetLayout {
    OffsetLayout::ALL[i % 4]
}

/// Sizes around the board's own: small, its size, past it, and `u32::MAX`.
fn sizes(n: u32, extra: u32) -> Vec<u32> {
    vec![0, 1, 2, extra, n, n + 1, 1000, u32::MAX]
}

fn hex_shapes(sizes: &[u32]) -> Vec<HexShape> {
    let mut shapes = Vec::new();
    for &r in sizes {
        shapes.push(HexShape::Ball(r));
        shapes.push(HexShape::Ring(r));
        shapes.push(HexShape::Star(r));
        for direction in Direction::ALL {
            shapes.push(HexShape::Line { direction, len: r });
            shapes.push(HexShape::Cone { direction, len: r });
        }
    }
    shapes
}

/// Hex distance of the step `(q, r)`.
fn length(q: i64, r: i64) -> i64 {
    (q.abs() + r.abs() + (q + r).abs()) / 2
}

/// The shape's predicate on the step `(q, r)` from the centre, written from the docs.
fn hex_predicate(shape: HexShape, q: i64, r: i64) -> bool {
    let d = length(q, r);
    let on_ray = |direction: Direction, len: u32| {
        let (dq, dr) = direction.axial_delta();
        // Some k in 1..=len with (q, r) = k * step; k is at most the step's length.
        (1..=i64::from(len).min(d)).any(|k| (q, r) == (i64::from(dq) * k, i64::from(dr) * k))
    };
    match shape {
        HexShape::Ball(n) => d <= i64::from(n),
        HexShape::Ring(n) => d == i64::from(n),
        HexShape::Line { direction, len } => on_ray(direction, len),
        HexShape::Star(len) => d == 0 || Direction::ALL.iter().any(|&dir| on_ray(dir, len)),
        HexShape::Cone { direction, len } => {
            // The angle to the axis at most 60 degrees: with pointy-top centres
            // x = sqrt(3) / 2 * (2q + r), y = 3 / 2 * r, cos >= 1/2 is
            // dot >= 0 and 4 dot^2 >= |h|^2 |axis|^2, scaled by 4/3 on both sides.
            let (aq, ar) = direction.axial_delta();
            let (ax, ay) = (i128::from(2 * aq + ar), i128::from(ar));
            let (x, y) = (i128::from(2 * q + r), i128::from(r));
            let dot = x * ax + 3 * y * ay;
            let (norm, axis) = (x * x + 3 * y * y, ax * ax + 3 * ay * ay);
            (1..=i64::from(len)).contains(&d) && dot >= 0 && 4 * dot * dot >= norm * axis
        }
    }
}

/// The oracle on a hex board: `(distance, cell)` of every cell with a nearest copy
/// (over every plane hex that stands for it, up to the farthest canonical hex) in the
/// shape, sorted.
fn hex_oracle<T: Coords<Coord = Hex>>(
    board: &T,
    center: usize,
    shape: HexShape,
) -> Vec<(u32, usize)> {
    let origin = board.coord_of(center).unwrap();
    let reach = (0..board.len())
        .map(|c| origin.distance(board.coord_of(c).unwrap()))
        .max()
        .unwrap();
    // Per cell: its nearest distance and the copies at that distance.
    let mut copies: BTreeMap<usize, (u32, Vec<Hex>)> = BTreeMap::new();
    for h in origin.range(reach) {
        let Some(c) = board.cell_of(h) else { continue };
        let d = origin.distance(h);
        let e = copies.entry(c).or_insert((u32::MAX, Vec::new()));
        if d < e.0 {
            *e = (d, vec![h]);
        } else if d == e.0 {
            e.1.push(h);
        }
    }
    assert_eq!(
        copies.len(),
        board.len(),
        "every cell has a copy within reach"
    );
    let mut want: Vec<(u32, usize)> = copies
        .into_iter()
        .filter(|(_, (_, near))| {
            near.iter().any(|h| {
                hex_predicate(
                    shape,
                    i64::from(h.q) - i64::from(origin.q),
                    i64::from(h.r) - i64::from(origin.r),
                )
            })
        })
        .map(|(c, (d, _))| (d, c))
        .collect();
    want.sort_unstable();
    want
}

/// Every hex shape from `center` on `board`, asked by `Hex` and by index, against the
/// oracle; and centres off the board.
fn check_hex<T>(board: &T, center: usize, extra: u32) -> Result<(), TestCaseError>
where
    T: AreaGrid<Shape = HexShape> + Coords<Coord = Hex>,
{
    let n = board.len();
    let center = center % n;
    let hex = |c: usize| board.coord_of(c).unwrap();
    let mut targeting = Targeting::new();
    for shape in hex_shapes(&sizes(n as u32, extra)) {
        let want = hex_oracle(board, center, shape);
        let by_hex = targeting.area(board, hex(center), shape).unwrap();
        let want_hexes: Vec<Hex> = want.iter().map(|&(_, c)| hex(c)).collect();
        prop_assert_eq!(&by_hex, &want_hexes, "{:?} from {:?}", shape, hex(center));
        let by_index = targeting.area(board, center, shape).unwrap();
        let want_cells: Vec<usize> = want.iter().map(|&(_, c)| c).collect();
        prop_assert_eq!(by_index, want_cells, "{:?} by index", shape);
        // Off the board.
        prop_assert_eq!(
            targeting.area(board, n, shape),
            Err(RangeError::CellOutOfRange { cell: n, len: n })
        );
        prop_assert_eq!(
            targeting.area(board, usize::MAX, shape),
            Err(RangeError::CellOutOfRange {
                cell: usize::MAX,
                len: n
            })
        );
    }
    Ok(())
}

/// A hex far off every bounded board of these tests.
const FAR: Hex = Hex::new(1000, -3);

/// The square predicate on the step `(x, y)`, written from the docs.
fn square_predicate(shape: SquareShape, x: i64, y: i64) -> bool {
    let (m, c) = (x.abs() + y.abs(), x.abs().max(y.abs()));
    let on_ray = |sx: i64, sy: i64, len: u32| {
        (1..=i64::from(len).min(c)).any(|k| (x, y) == (sx * k, sy * k))
    };
    match shape {
        SquareShape::Diamond(r) => m <= i64::from(r),
        SquareShape::DiamondRing(r) => m == i64::from(r),
        SquareShape::Square(r) => c <= i64::from(r),
        SquareShape::SquareRing(r) => c == i64::from(r),
        SquareShape::Cross(len) => {
            (x, y) == (0, 0)
                || [(0, -1), (0, 1), (-1, 0), (1, 0)]
                    .iter()
                    .any(|&(sx, sy)| on_ray(sx, sy, len))
        }
        SquareShape::Line { dx, dy, len } => on_ray(dx.into(), dy.into(), len),
        SquareShape::Cone { dx, dy, len } => {
            // The angle to the axis at most 45 degrees: dot >= 0 and
            // 2 dot^2 >= |v|^2 |axis|^2.
            let (sx, sy) = (i64::from(dx), i64::from(dy));
            let dot = x * sx + y * sy;
            (1..=i64::from(len)).contains(&c)
                && dot >= 0
                && 2 * dot * dot >= (x * x + y * y) * (sx * sx + sy * sy)
        }
    }
}

fn square_shapes(sizes: &[u32]) -> Vec<SquareShape> {
    let mut shapes = Vec::new();
    for &r in sizes {
        shapes.extend([
            SquareShape::Diamond(r),
            SquareShape::DiamondRing(r),
            SquareShape::Square(r),
            SquareShape::SquareRing(r),
            SquareShape::Cross(r),
        ]);
        for dx in -1..=1 {
            for dy in -1..=1 {
                if (dx, dy) != (0, 0) {
                    shapes.push(SquareShape::Line { dx, dy, len: r });
                    shapes.push(SquareShape::Cone { dx, dy, len: r });
                }
            }
        }
    }
    shapes
}

fn check_square(grid: SquareGrid, center: usize, extra: u32) -> Result<(), TestCaseError> {
    let n = grid.len();
    let center = center % n;
    let (cx, cy) = grid.coord_of(center).unwrap();
    let mut targeting = Targeting::new();
    for shape in square_shapes(&sizes((grid.width() + grid.height()) as u32, extra)) {
        let mut want: Vec<(u32, usize)> = (0..n)
            .filter_map(|c| {
                let (x, y) = grid.coord_of(c).unwrap();
                let (dx, dy) = (x as i64 - cx as i64, y as i64 - cy as i64);
                square_predicate(shape, dx, dy).then_some((dx.abs().max(dy.abs()) as u32, c))
            })
            .collect();
        want.sort_unstable();
        let got = targeting.area(&grid, (cx, cy), shape).unwrap();
        let want_xy: Vec<(usize, usize)> = want
            .iter()
            .map(|&(_, c)| grid.coord_of(c).unwrap())
            .collect();
        prop_assert_eq!(&got, &want_xy, "{:?} from {:?}", shape, (cx, cy));
        // The old entry point lists the same cells.
        #[allow(deprecated)]
        let mut old: Vec<usize> = square_area(&grid, center, shape).unwrap().collect();
        old.sort_unstable();
        let mut cells: Vec<usize> = want.iter().map(|&(_, c)| c).collect();
        cells.sort_unstable();
        prop_assert_eq!(old, cells, "square_area {:?}", shape);
        prop_assert_eq!(
            targeting.area(&grid, (grid.width(), 0), shape),
            Err(RangeError::OffMap)
        );
        prop_assert_eq!(
            targeting.area(&grid, n, shape),
            Err(RangeError::CellOutOfRange { cell: n, len: n })
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_board_draws_every_shape_as_its_predicate(
        kind in 0usize..9,
        a in 1usize..7,
        b in 1usize..7,
        lay in 0usize..4,
        center in 0usize..64,
        extra in 0u32..9,
    ) {
        match kind {
            0 => check_hex(&HexBoard(HexMap::new(Hex::new(1, -2), (a as u32) / 2, ()).unwrap()), center, extra)?,
            1 => check_hex(&HexBoard(RhombusMap::new(Hex::new(-1, 2), a, b, ()).unwrap()), center, extra)?,
            2 => check_hex(&HexBoard(OffsetGrid::new(a, b, layout(lay), ()).unwrap()), center, extra)?,
            3 => {
                let grid = HexGrid::new(a, b, layout(lay)).unwrap();
                check_hex(&grid, center, extra)?;
                // The old entry point lists the same cells.
                let c = center % grid.len();
                let mut targeting = Targeting::new();
                for shape in hex_shapes(&[0, 1, extra, u32::MAX]) {
                    #[allow(deprecated)]
                    let mut old: Vec<usize> = hex_area(&grid, c, shape).unwrap().collect();
                    old.sort_unstable();
                    let mut new = targeting.area(&grid, c, shape).unwrap();
                    new.sort_unstable();
                    prop_assert_eq!(old, new, "hex_area {:?}", shape);
                }
            }
            4 => check_hex(&HexBoard(WrapHexagon::new((a as u32 - 1) / 2).unwrap()), center, extra)?,
            5 | 6 => {
                let wrap = [Wrap::X, Wrap::Y, Wrap::Both][(a + b + kind) % 3];
                // Shoved lines that wrap come in an even count.
                let (cols, rows) = match layout(lay).is_row_layout() {
                    true => (a, 2 * b.div_ceil(2)),
                    false => (2 * a.div_ceil(2), b),
                };
                let map = WrapRect::new(cols, rows, layout(lay), wrap).unwrap();
                check_hex(&HexBoard(map), center, extra)?;
            }
            7 => check_square(SquareGrid::new(a, b, Connectivity::Four).unwrap(), center, extra)?,
            _ => check_square(SquareGrid::new(a, b, Connectivity::Eight).unwrap(), center, extra)?,
        }
    }
}

#[test]
fn hex_centres_off_the_board_are_off_map() {
    let mut targeting = Targeting::new();
    let shape = HexShape::Ball(u32::MAX);
    let hexagon = HexBoard(HexMap::new(Hex::ORIGIN, 2, ()).unwrap());
    assert_eq!(
        targeting.area(&hexagon, FAR, shape),
        Err(RangeError::OffMap)
    );
    let grid = HexGrid::new(3, 3, OffsetLayout::EvenQ).unwrap();
    assert_eq!(targeting.area(&grid, FAR, shape), Err(RangeError::OffMap));
    // A wrap map accepts any copy of its hexes: a far hex is a copy.
    let world = HexBoard(WrapHexagon::new(2).unwrap());
    let far = targeting.area(&world, FAR, HexShape::Ring(1)).unwrap();
    let home = world.coord_of(world.cell_of(FAR).unwrap()).unwrap();
    assert_eq!(
        far,
        targeting.area(&world, home, HexShape::Ring(1)).unwrap()
    );
    // A WrapRect that wraps one way only has no cell past its other sides.
    let band = HexBoard(WrapRect::new(4, 3, OffsetLayout::OddR, Wrap::X).unwrap());
    assert_eq!(
        targeting.area(&band, Hex::new(0, 10), shape),
        Err(RangeError::OffMap)
    );
}

#[test]
fn bad_square_steps_are_refused() {
    let grid = SquareGrid::new(3, 3, Connectivity::Eight).unwrap();
    let mut targeting = Targeting::new();
    for (dx, dy) in [(0, 0), (2, 0), (0, -2), (i8::MIN, i8::MAX)] {
        for shape in [
            SquareShape::Line { dx, dy, len: 1 },
            SquareShape::Cone { dx, dy, len: 1 },
        ] {
            assert_eq!(
                targeting.area(&grid, (1, 1), shape),
                Err(RangeError::BadDirection)
            );
        }
    }
}

/// Huge sizes on the largest board of the tests' kinds answer quickly (the work is
/// bounded by the cells, not the size) and hold the whole board where they should.
#[test]
fn huge_sizes_clamp_to_the_board() {
    let mut targeting = Targeting::new();
    let world = HexBoard(WrapRect::new(64, 64, OffsetLayout::OddR, Wrap::Both).unwrap());
    let all = targeting
        .area(&world, Hex::ORIGIN, HexShape::Ball(u32::MAX))
        .unwrap();
    assert_eq!(all.len(), 64 * 64);
    assert!(
        targeting
            .area(&world, Hex::ORIGIN, HexShape::Ring(u32::MAX))
            .unwrap()
            .is_empty()
    );
    let line = HexShape::Line {
        direction: Direction::East,
        len: u32::MAX,
    };
    // Round the seam: east to the far side of the 64-hex row, where the row's other
    // half is nearer the other way (the cell 32 away is as near both ways).
    assert_eq!(targeting.area(&world, Hex::ORIGIN, line).unwrap().len(), 32);
    let grid = SquareGrid::new(300, 200, Connectivity::Four).unwrap();
    let square = targeting
        .area(&grid, (5, 5), SquareShape::Square(u32::MAX))
        .unwrap();
    assert_eq!(square.len(), 300 * 200);
    let cone = SquareShape::Cone {
        dx: 1,
        dy: 1,
        len: u32::MAX,
    };
    assert_eq!(
        targeting.area(&grid, (0, 0), cone).unwrap().len(),
        300 * 200 - 1
    );
}

/// A tiny wrap map where a shape covers several copies of one cell: each cell once.
#[test]
fn a_shape_over_several_copies_counts_each_cell_once() {
    let mut targeting = Targeting::new();
    let ring = HexBoard(WrapRect::new(4, 1, OffsetLayout::OddR, Wrap::X).unwrap());
    // The cell two steps away is as near east as west: once.
    let at2 = targeting
        .area(&ring, Hex::ORIGIN, HexShape::Ring(2))
        .unwrap();
    assert_eq!(at2, [Hex::new(2, 0)]);
    let star = targeting
        .area(&ring, Hex::ORIGIN, HexShape::Star(5))
        .unwrap();
    assert_eq!(star.len(), 4);
    let one = HexBoard(WrapHexagon::new(0).unwrap());
    let cells = targeting.area(
        &one,
        Hex::ORIGIN,
        HexShape::Cone {
            direction: Direction::West,
            len: 9,
        },
    );
    assert!(cells.unwrap().is_empty()); // every copy of the one cell is the centre itself
    assert_eq!(
        targeting
            .area(&one, Hex::ORIGIN, HexShape::Ball(9))
            .unwrap(),
        [Hex::ORIGIN]
    );
}
