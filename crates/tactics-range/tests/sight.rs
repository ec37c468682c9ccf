//! Line of sight, field of view, fog of war and firing positions against brute force
//! and geometry: symmetric where the algorithms promise it, never through a blocking
//! cell.

use floodfill::{Connectivity, HexGrid, SquareGrid};
use hexgrid::OffsetLayout;
use proptest::prelude::*;
use tactics_range::{
    AttackRange, MoveProfile, Movement, Query, Sight, SightGrid, SightRules, TacticsMap, Targeting,
    Viewer,
};

const WALL: u8 = 1;
const FOREST: u8 = 2;

fn rules() -> SightRules {
    SightRules::new().blocking(WALL).hiding(FOREST)
}

/// Cells `(w, h, terrain)` with about a fifth walls and a fifth forest.
fn board() -> impl Strategy<Value = (usize, usize, Vec<u8>)> {
    (1usize..10, 1usize..10).prop_flat_map(|(w, h)| {
        (
            Just(w),
            Just(h),
            proptest::collection::vec(
                prop_oneof![3 => Just(0u8), 1 => Just(WALL), 1 => Just(FOREST)],
                w * h,
            ),
        )
    })
}

/// Whether the segment between the centres of `a` and `b` passes through the inside
/// of the diamond inscribed in cell `c` (the shape symmetric shadowcasting gives a
/// wall): `|x - cx| + |y - cy| < 1/2` somewhere on it. The distance is convex along
/// the segment, so its minimum is at an end or where x or y crosses the cell centre.
fn crosses_diamond(a: (i64, i64), b: (i64, i64), c: (i64, i64)) -> bool {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let (cx, cy) = (c.0 - a.0, c.1 - a.1);
    // At t = cx / dx (0 <= t <= 1): |cy - t dy| < 1/2  <=>  2 |cy dx - cx dy| < |dx|.
    let at_x = dx != 0
        && (0..=dx.abs()).contains(&(cx * dx.signum()))
        && 2 * (cy * dx - cx * dy).abs() < dx.abs();
    let at_y = dy != 0
        && (0..=dy.abs()).contains(&(cy * dy.signum()))
        && 2 * (cx * dy - cy * dx).abs() < dy.abs();
    at_x || at_y
}

/// Whether the segment touches the closed square of cell `c` (side 1, centred).
fn touches_square(a: (i64, i64), b: (i64, i64), c: (i64, i64)) -> bool {
    // Scale by 2 * steps so every sample is exact: check the segment against the
    // box with a separating-axis test in integers (doubled coordinates).
    let (ax, ay, bx, by) = (2 * a.0, 2 * a.1, 2 * b.0, 2 * b.1);
    let (x0, x1, y0, y1) = (2 * c.0 - 1, 2 * c.0 + 1, 2 * c.1 - 1, 2 * c.1 + 1);
    if ax.max(bx) < x0 || ax.min(bx) > x1 || ay.max(by) < y0 || ay.min(by) > y1 {
        return false;
    }
    // The box's corners on one strict side of the line: no touch.
    let side = |x: i64, y: i64| ((bx - ax) * (y - ay) - (by - ay) * (x - ax)).signum();
    let s = [side(x0, y0), side(x0, y1), side(x1, y0), side(x1, y1)];
    !(s.iter().all(|&v| v > 0) || s.iter().all(|&v| v < 0))
}

fn all_pairs(n: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..n).flat_map(move |a| (0..n).map(move |b| (a, b)))
}

/// Field of view = brute force over all cells; line of sight never self-contradicts.
fn fov_is_brute_force<T: SightGrid>(
    map: &TacticsMap<T>,
    distance: impl Fn(usize, usize) -> u32,
    radius: u32,
) -> Result<(), TestCaseError> {
    let sight = rules();
    let mut seer = Sight::new();
    for from in 0..map.len() {
        let mut got: Vec<usize> = seer.field_of_view(map, &sight, from, radius).unwrap();
        prop_assert_eq!(got[0], from);
        got.sort_unstable();
        let mut want = Vec::new();
        for to in 0..map.len() {
            if distance(from, to) <= radius && seer.line_of_sight(map, &sight, from, to).unwrap() {
                want.push(to);
            }
        }
        prop_assert_eq!(got, want, "from {}", from);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn square_sight_is_symmetric_and_never_through_a_wall((w, h, terrain) in board()) {
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        let map = TacticsMap::new(grid, terrain.clone()).unwrap();
        let sight = rules();
        let mut seer = Sight::new();
        let xy = |c: usize| { let (x, y) = grid.coord_of(c).unwrap(); (x as i64, y as i64) };
        for (a, b) in all_pairs(map.len()) {
            let seen = seer.line_of_sight(&map, &sight, a, b).unwrap();
            let floor = |c: usize| terrain[c] != WALL;
            if floor(a) && floor(b) {
                prop_assert_eq!(seen, seer.line_of_sight(&map, &sight, b, a).unwrap(), "{} {}", a, b);
            }
            let walls_between: Vec<usize> = (0..map.len())
                .filter(|&c| c != a && c != b && terrain[c] == WALL)
                .collect();
            if seen && floor(b) {
                for &c in &walls_between {
                    prop_assert!(!crosses_diamond(xy(a), xy(b), xy(c)), "{} sees {} through {}", a, b, c);
                }
            }
            if walls_between.iter().all(|&c| !touches_square(xy(a), xy(b), xy(c))) {
                prop_assert!(seen, "{} does not see {} over open ground", a, b);
            }
        }
    }

    #[test]
    fn square_fields_of_view_are_brute_force((w, h, terrain) in board(), radius in 0u32..6, eight in any::<bool>()) {
        let c = if eight { Connectivity::Eight } else { Connectivity::Four };
        let grid = SquareGrid::new(w, h, c).unwrap();
        let map = TacticsMap::new(grid, terrain).unwrap();
        let distance = |a: usize, b: usize| {
            let ((ax, ay), (bx, by)) = (grid.coord_of(a).unwrap(), grid.coord_of(b).unwrap());
            let (dx, dy) = (ax.abs_diff(bx) as u32, ay.abs_diff(by) as u32);
            if eight { dx.max(dy) } else { dx + dy }
        };
        fov_is_brute_force(&map, distance, radius)?;
    }

    /// Hex sight is hexgrid's one rule: `hexgrid::line_of_sight` pair by pair and
    /// `hexgrid::Fov` view by view give the same answers, symmetric.
    #[test]
    fn hex_sight_is_hexgrids_rule((w, h, terrain) in board(), layout in 0usize..4, radius in 0u32..6) {
        let layout = OffsetLayout::ALL[layout];
        let board = HexGrid::new(w, h, layout).unwrap();
        let map = TacticsMap::new(board, terrain.clone()).unwrap();
        let sight = rules();
        let mut seer = Sight::new();
        let hex = |c: usize| layout.to_hex(board.coord_of(c).map(|h| board.layout().from_hex(h)).unwrap());
        // Off the board a hex blocks, as on every hexgrid map. (This oracle once let
        // hexes off a `HexGrid` be clear, so a `HexGrid` and the same rectangle as a
        // `HexBoard` answered differently; the rule is now one for every board.)
        let blocks = |h: hexgrid::Hex| board.cell_of(board.layout().to_hex(layout.from_hex(h))).is_none_or(|c| terrain[c] == WALL);
        for (a, b) in all_pairs(map.len()) {
            let seen = seer.line_of_sight(&map, &sight, a, b).unwrap();
            prop_assert_eq!(seen, seer.line_of_sight(&map, &sight, b, a).unwrap(), "{} {}", a, b);
            prop_assert_eq!(seen, hexgrid::line_of_sight(hex(a), hex(b), blocks), "{} {}", a, b);
        }
        let mut fov = hexgrid::Fov::new();
        for from in 0..map.len() {
            fov.compute(hex(from), radius, blocks).unwrap();
            let mut want: Vec<usize> = fov.visible().filter_map(|h| board.cell_of(board.layout().to_hex(layout.from_hex(h)))).collect();
            want.sort_unstable();
            let mut got = seer.field_of_view(&map, &sight, from, radius).unwrap();
            got.sort_unstable();
            prop_assert_eq!(got, want, "from {}", from);
        }
        fov_is_brute_force(&map, |a, b| hex(a).distance(hex(b)), radius)?;
    }

    #[test]
    fn fog_is_the_union_of_views_with_hiding((w, h, terrain) in board(), viewers in proptest::collection::vec((0usize..81, 0u32..5), 0..4)) {
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        let map = TacticsMap::new(grid, terrain.clone()).unwrap();
        let viewers: Vec<Viewer> = viewers.into_iter().map(|(c, r)| Viewer { cell: c % map.len(), range: r }).collect();
        let sight = rules();
        let mut seer = Sight::new();
        let mut sees = vec![false; map.len()];
        let mut reveals = vec![false; map.len()];
        for v in &viewers {
            let view: Vec<usize> = seer.field_of_view(&map, &sight, v.cell, v.range).unwrap();
            for c in view {
                sees[c] = true;
                let near = c == v.cell || grid.neighbors(v.cell).any(|n| n == c);
                reveals[c] |= near || terrain[c] != FOREST;
            }
        }
        let fog = seer.fog(&map, &sight, &viewers).unwrap();
        for c in 0..map.len() {
            prop_assert_eq!(fog.sees(c), sees[c]);
            prop_assert_eq!(fog.reveals(c), reveals[c]);
        }
        prop_assert_eq!(fog.len(), sees.iter().filter(|&&s| s).count());
    }

    #[test]
    fn firing_positions_are_brute_force((w, h, terrain) in board(), start in 0usize..81, target in 0usize..81, budget in 0u32..8, min in 0u32..3, extra in 0u32..3) {
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        let map = TacticsMap::new(grid, terrain).unwrap();
        let (start, target) = (start % map.len(), target % map.len());
        let foot = MoveProfile::from_costs([Some(1), None, Some(2)]).unwrap();
        let range = AttackRange::new(min, min + extra).unwrap();
        let sight = rules();
        let q = Query::new(&map, &foot);
        let (mut movement, mut seer, mut targeting) = (Movement::new(), Sight::new(), Targeting::new());
        let got: Vec<(usize, u32)> = targeting.firing_positions(&q, &sight, start, budget, range, target).unwrap();
        let reach: Vec<Option<u32>> = {
            let r = movement.reach(&q, start, budget).unwrap();
            (0..map.len()).map(|c| r.cost_to(c)).collect()
        };
        let mut want: Vec<(usize, u32)> = Vec::new();
        for (c, &cost) in reach.iter().enumerate() {
            let ((cx, cy), (tx, ty)) = (grid.coord_of(c).unwrap(), grid.coord_of(target).unwrap());
            let d = (cx.abs_diff(tx) + cy.abs_diff(ty)) as u32;
            if let Some(cost) = cost
                && range.contains(d)
                && seer.line_of_sight(&map, &sight, c, target).unwrap()
            {
                want.push((c, cost));
            }
        }
        let mut sorted = got.clone();
        sorted.sort_unstable();
        want.sort_unstable();
        prop_assert_eq!(sorted, want);
        prop_assert!(got.windows(2).all(|p| p[0].1 <= p[1].1));
        // Without anything in the way the first spot is `attack_position`'s.
        let open = SightRules::new();
        let first = targeting.firing_positions(&q, &open, start, budget, range, target).unwrap().first().map(|&(c, _)| c);
        prop_assert_eq!(first, targeting.attack_position(&q, start, budget, range, target).unwrap());
    }
}

#[test]
fn a_pillar_casts_a_shadow_and_walls_are_seen() {
    // 7x5 room; a pillar right of the viewer.
    let map: TacticsMap<SquareGrid> = "0000000\n0000000\n0001000\n0000000\n0000000\n"
        .parse()
        .unwrap();
    let grid = *map.topology();
    let at = |x, y| grid.cell_of((x, y)).unwrap();
    let sight = SightRules::new().blocking(WALL);
    let mut seer = Sight::new();
    let from = at(1, 2);
    assert!(seer.line_of_sight(&map, &sight, from, at(3, 2)).unwrap()); // the pillar
    assert!(!seer.line_of_sight(&map, &sight, from, at(4, 2)).unwrap());
    assert!(!seer.line_of_sight(&map, &sight, from, at(6, 2)).unwrap());
    // The shadow widens: (5, 1) is still seen, (6, 1) no longer.
    assert!(seer.line_of_sight(&map, &sight, from, at(5, 1)).unwrap());
    assert!(!seer.line_of_sight(&map, &sight, from, at(6, 1)).unwrap());
    assert!(seer.line_of_sight(&map, &sight, from, at(6, 0)).unwrap());
    let view: Vec<usize> = seer.field_of_view(&map, &sight, from, 99).unwrap();
    assert_eq!(view.len(), 35 - 5);
    // Radius: Manhattan on a 4-connected grid, clamped to the map.
    assert_eq!(seer.field_of_view(&map, &sight, from, 1).unwrap().len(), 5);
    assert_eq!(
        seer.field_of_view(&map, &sight, from, u32::MAX)
            .unwrap()
            .len(),
        30
    );
}

/// Issue 46, item 4: sight on hexgrid maps at the edge of the coordinate domain is an
/// answer, hexgrid's own (and symmetric), never an error.
#[test]
fn sight_at_the_coordinate_edge_answers() {
    use floodfill::{Coords, HexBoard, Topology};
    use hexgrid::{Fov, Hex, HexMap, RhombusMap};
    let m = Hex::MAX_COORD;
    let hexagon = HexMap::new(Hex::new(m - 2, 0), 2, ()).unwrap();
    let rhombus = RhombusMap::new(Hex::new(0, -m), 3, 4, ()).unwrap();
    fn check<M: hexgrid::HexTopology + Copy>(map: M) {
        let board = HexBoard(map);
        let n = board.len();
        let terrain: Vec<u8> = (0..n).map(|c| u8::from(c % 5 == 3)).collect();
        let tactics = TacticsMap::new(board, terrain.clone()).unwrap();
        let rules = rules();
        let mut sight = Sight::new();
        let mut fov = Fov::new();
        for a in 0..n {
            let ha = board.coord_of(a).unwrap();
            let seen = sight.field_of_view(&tactics, &rules, a, 4).unwrap();
            fov.compute_on(&map, ha, 4, |h| {
                board.cell_of(h).is_some_and(|c| terrain[c] == WALL)
            })
            .unwrap();
            let mut want: Vec<usize> = fov.visible().filter_map(|h| board.cell_of(h)).collect();
            let mut got = seen.clone();
            want.sort_unstable();
            got.sort_unstable();
            assert_eq!(got, want, "{ha:?}");
            for b in 0..n {
                let ab = sight.line_of_sight(&tactics, &rules, a, b).unwrap();
                let ba = sight.line_of_sight(&tactics, &rules, b, a).unwrap();
                assert_eq!(ab, ba, "{a} {b}");
                if board.coord_of(b).unwrap().distance(ha) == 1 {
                    assert!(ab, "neighbours {a} {b}");
                }
            }
            let fog = sight
                .fog(&tactics, &rules, &[Viewer { cell: a, range: 4 }])
                .unwrap();
            assert!(fog.sees(a));
        }
    }
    check(&hexagon);
    check(&rhombus);
}
