//! Walls, doors and cover on the sides between cells, against a brute-force oracle:
//! plain segment geometry in exact integers, every non-clear side checked against the
//! line from centre to centre, shifted a hair to each side (the tie rule of
//! `SightSides`). Square grids (4 and 8), offset hex boards and hexgrid maps (wrap
//! maps through the nearest copies), both directions, and with no wall the answers of
//! the sight functions without sides.

use std::collections::HashMap;

use std::cell::RefCell;

use floodfill::{Connectivity, Coords, HexBoard, HexGrid, SquareGrid};
use hexgrid::{Direction, Hex, HexMap, HexTopology, OffsetLayout, Wrap, WrapHexagon, WrapRect};
use proptest::prelude::*;
use tactics_range::{
    AttackRange, EdgeCost, EdgeCosts, MoveProfile, Query, SideSight, Sight, SightGrid, SightRules,
    TacticsMap, Targeting, Viewer, Visibility,
};

const PILLAR: u8 = 1;

type Point = (i64, i64);

/// A side for the oracle: its two ends and its level (1 cover, 2 opaque).
type Side = (Point, Point, u8);

/// Twice the signed area of `a b p`: which side of the line `a b` the point `p` is on.
fn orient(a: Point, b: Point, p: Point) -> i128 {
    i128::from(b.0 - a.0) * i128::from(p.1 - a.1) - i128::from(b.1 - a.1) * i128::from(p.0 - a.0)
}

/// Whether the segment `a b`, moved a hair to its left (`left`) or right, crosses the
/// side `p q`: the side's line must part `a` from `b`, and `p` and `q` must lie on
/// either side of the moved line (a corner on the line itself lies on the other side
/// from the one the line moved to). A side along the line is never crossed.
fn crosses(a: Point, b: Point, p: Point, q: Point, left: bool) -> bool {
    if orient(p, q, a).signum() * orient(p, q, b).signum() >= 0 {
        return false;
    }
    let side = |o: i128| if o == 0 { !left } else { o > 0 };
    side(orient(a, b, p)) != side(orient(a, b, q))
}

/// The oracle's level of the line `a b` among `sides` (`(p, q, level)`): the worst
/// side crossed, for the better of the two shifts.
fn oracle_level(a: Point, b: Point, sides: &[Side]) -> u8 {
    [true, false]
        .into_iter()
        .map(|left| {
            sides
                .iter()
                .filter(|&&(p, q, _)| crosses(a, b, p, q, left))
                .map(|s| s.2)
                .max()
                .unwrap_or(0)
        })
        .min()
        .unwrap()
}

fn visibility_of(level: u8) -> Visibility {
    [
        Visibility::Seen,
        Visibility::SeenBehindCover,
        Visibility::Hidden,
    ][usize::from(level)]
}

/// What the test put on one side, and so the level the oracle gives it.
#[derive(Debug, Clone, Copy, Default)]
struct SideRec {
    wall: bool,
    mark: Option<SideSight>,
}

impl SideRec {
    fn level(self, walls_block: bool) -> u8 {
        match self.mark {
            Some(SideSight::Clear) => 0,
            Some(SideSight::Cover) => 1,
            Some(SideSight::Opaque) => 2,
            None => 2 * u8::from(walls_block && self.wall),
        }
    }
}

/// Puts choice `k` on the side between `a` and `b`: nothing, a wall, a window in a
/// wall, a door, cover, cover on a wall, or a one-way ledge (not a wall).
fn put(
    edges: &mut EdgeCosts,
    recs: &mut HashMap<(usize, usize), SideRec>,
    a: usize,
    b: usize,
    k: u8,
) {
    if a == b {
        return;
    }
    let rec = recs.entry((a.min(b), a.max(b))).or_default();
    match k {
        1 | 2 | 5 => {
            edges.wall(a, b).unwrap();
            rec.wall = true;
        }
        6 => edges.set(a, b, EdgeCost::Blocked).unwrap(),
        _ => {}
    }
    let mark = match k {
        2 => Some(SideSight::Clear),
        3 => Some(SideSight::Opaque),
        4 | 5 => Some(SideSight::Cover),
        _ => None,
    };
    if let Some(m) = mark {
        edges.set_sight(a, b, m).unwrap();
        rec.mark = Some(m);
    }
}

fn choices(len: usize) -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(prop_oneof![6 => Just(0u8), 1 => 1u8..7], len)
}

/// The checks every board gets: `expected(a, b)` is the oracle's answer.
fn check_board<T: SightGrid>(
    map: &TacticsMap<T>,
    rules: &SightRules,
    edges: &EdgeCosts,
    expected: impl Fn(usize, usize) -> Visibility,
    radius: u32,
) -> Result<(), TestCaseError> {
    let mut sight = Sight::new();
    let view = rules.with_sides(edges);
    let n = map.len();
    for a in 0..n {
        for b in 0..n {
            let want = if a == b {
                Visibility::Seen
            } else {
                expected(a, b)
            };
            let got = sight.visibility(map, &view, a, b).unwrap();
            prop_assert_eq!(got, want, "{} -> {}", a, b);
            // Symmetric between cells that do not block (the cells' rule promises no
            // more; the sides' rule is symmetric for every pair).
            let clear = |c: usize| !rules.blocks(map.terrain_ids()[c]);
            if clear(a) && clear(b) {
                prop_assert_eq!(
                    sight.visibility(map, &view, b, a).unwrap(),
                    got,
                    "symmetry {} {}",
                    a,
                    b
                );
            }
            prop_assert_eq!(
                sight.line_of_sight(map, &view, a, b).unwrap(),
                got.is_seen()
            );
        }
        // The field of view is the cells' one, less what the sides hide, in its order.
        let cells: Vec<usize> = sight.field_of_view(map, rules, a, radius).unwrap();
        let want: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|&b| a == b || expected(a, b).is_seen())
            .collect();
        let got: Vec<usize> = sight.field_of_view(map, &view, a, radius).unwrap();
        prop_assert_eq!(got, want, "field of view of {}", a);
    }
    // Fog: the union of the viewers' fields of view.
    let viewers = [
        Viewer {
            cell: 0,
            range: radius,
        },
        Viewer {
            cell: n - 1,
            range: radius,
        },
    ];
    let fog = sight.fog(map, &view, &viewers).unwrap();
    for c in 0..n {
        let seen = viewers.iter().any(|v| {
            sight
                .field_of_view(map, &view, v.cell, v.range)
                .unwrap()
                .contains(&c)
        });
        prop_assert_eq!(fog.sees(c), seen, "fog at {}", c);
    }
    Ok(())
}

/// With no side that does anything to sight, every answer is the one without sides.
fn check_unchanged<T: SightGrid>(
    map: &TacticsMap<T>,
    rules: &SightRules,
    edges: &EdgeCosts,
    radius: u32,
) -> Result<(), TestCaseError> {
    let mut sight = Sight::new();
    let view = rules.with_sides(edges);
    for a in 0..map.len() {
        for b in 0..map.len() {
            let plain = sight.line_of_sight(map, rules, a, b).unwrap();
            let got = sight.visibility(map, &view, a, b).unwrap();
            prop_assert_eq!(
                got,
                if plain {
                    Visibility::Seen
                } else {
                    Visibility::Hidden
                }
            );
        }
        let plain: Vec<usize> = sight.field_of_view(map, rules, a, radius).unwrap();
        let got: Vec<usize> = sight.field_of_view(map, &view, a, radius).unwrap();
        prop_assert_eq!(got, plain);
    }
    Ok(())
}

/// A square map with random pillars and sides; the oracle's sides in doubled
/// coordinates (a cell `(x, y)` is centred on `(2x, 2y)`).
fn square_case(
    w: usize,
    h: usize,
    eight: bool,
    terrain: Vec<u8>,
    picks: &[u8],
    walls_block: bool,
) -> (TacticsMap<SquareGrid>, SightRules, EdgeCosts, Vec<Side>) {
    let connectivity = if eight {
        Connectivity::Eight
    } else {
        Connectivity::Four
    };
    let grid = SquareGrid::new(w, h, connectivity).unwrap();
    let map = TacticsMap::new(grid, terrain).unwrap();
    let mut rules = SightRules::new().blocking(PILLAR);
    if walls_block {
        rules = rules.blocking_walls();
    }
    let mut edges = EdgeCosts::new(map.len());
    let mut recs = HashMap::new();
    let mut sides = Vec::new();
    for y in 0..h {
        for x in 0..w {
            let c = y * w + x;
            let (cx, cy) = (2 * x as i64, 2 * y as i64);
            // Right, down, and (doing nothing to sight) the diagonal down-right.
            let steps = [
                (x + 1 < w, c + 1, ((cx + 1, cy - 1), (cx + 1, cy + 1))),
                (y + 1 < h, c + w, ((cx - 1, cy + 1), (cx + 1, cy + 1))),
            ];
            for (i, (ok, n, (p, q))) in steps.into_iter().enumerate() {
                if ok {
                    let k = picks[(3 * c + i) % picks.len()];
                    put(&mut edges, &mut recs, c, n, k);
                    let level = recs
                        .get(&(c, n))
                        .copied()
                        .unwrap_or_default()
                        .level(walls_block);
                    if level > 0 {
                        sides.push((p, q, level));
                    }
                }
            }
            if eight && x + 1 < w && y + 1 < h && picks[(3 * c + 2) % picks.len()] == 1 {
                edges.wall(c, c + w + 1).unwrap();
            }
        }
    }
    (map, rules, edges, sides)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn square_sides_match_the_oracle(
        (w, h, terrain) in (1usize..8, 1usize..8).prop_flat_map(|(w, h)| {
            (Just(w), Just(h), prop::collection::vec(prop_oneof![6 => Just(0u8), 1 => Just(PILLAR)], w * h))
        }),
        eight in any::<bool>(),
        picks in choices(64),
        walls_block in any::<bool>(),
        radius in 0u32..12,
    ) {
        let (map, rules, edges, sides) = square_case(w, h, eight, terrain, &picks, walls_block);
        let grid = *map.topology();
        let centre = |c: usize| {
            let (x, y) = grid.coord_of(c).unwrap();
            (2 * x as i64, 2 * y as i64)
        };
        let plain = RefCell::new(Sight::new());
        let expected = |a: usize, b: usize| {
            if !plain_sight(&mut plain.borrow_mut(), &map, &rules, a, b) {
                return Visibility::Hidden;
            }
            visibility_of(oracle_level(centre(a), centre(b), &sides))
        };
        check_board(&map, &rules, &edges, expected, radius)?;
    }

    #[test]
    fn square_sight_without_blocking_sides_is_unchanged(
        (w, h, terrain) in (1usize..8, 1usize..8).prop_flat_map(|(w, h)| {
            (Just(w), Just(h), prop::collection::vec(prop_oneof![4 => Just(0u8), 1 => Just(PILLAR)], w * h))
        }),
        eight in any::<bool>(),
        picks in prop::collection::vec(prop_oneof![Just(0u8), Just(1u8), Just(2u8), Just(6u8)], 64),
        radius in 0u32..12,
    ) {
        // Walls that do not block (the rule is off), windows and ledges.
        let (map, rules, edges, _) = square_case(w, h, eight, terrain.clone(), &picks, false);
        check_unchanged(&map, &rules, &edges, radius)?;
        // Windows in walls that would block.
        let picks: Vec<u8> = picks.iter().map(|&k| if k == 1 { 2 } else { k }).collect();
        let (map, rules, edges, _) = square_case(w, h, eight, terrain, &picks, true);
        check_unchanged(&map, &rules, &edges, radius)?;
    }
}

/// Sight without sides, one cell pair: the answer the oracle builds on.
fn plain_sight<T: SightGrid>(
    sight: &mut Sight,
    map: &TacticsMap<T>,
    rules: &SightRules,
    a: usize,
    b: usize,
) -> bool {
    sight.line_of_sight(map, rules, a, b).unwrap()
}

/// A hex's centre, scaled by 3, in a skewed frame of the plane (`x = 2q + r`,
/// `y = r`, an affine image of the screen, so sides of lines are kept).
fn hex_point(h: Hex) -> Point {
    (
        3 * (2 * i64::from(h.q) + i64::from(h.r)),
        3 * i64::from(h.r),
    )
}

/// A corner of a side, from hexgrid's corner model: the mean of the three hexes
/// that meet there (scaled by 3, so the sum of their centres).
fn corner_point(v: hexgrid::HexVertex) -> Point {
    v.hexes()
        .iter()
        .map(|&h| (2 * i64::from(h.q) + i64::from(h.r), i64::from(h.r)))
        .fold((0, 0), |s, p| (s.0 + p.0, s.1 + p.1))
}

/// A hex board with random pillars and sides, checked against the oracle. `copies`
/// lists the nearest copies of the second hex seen from the first (the hex itself
/// off wrap maps).
fn check_hex<T: SightGrid + Coords<Coord = Hex>>(
    board: T,
    pillars: &[bool],
    picks: &[u8],
    walls_block: bool,
    radius: u32,
    copies: impl Fn(Hex, Hex) -> Vec<Hex>,
) -> Result<(), TestCaseError> {
    let n = board.len();
    let terrain: Vec<u8> = (0..n)
        .map(|c| u8::from(pillars[c % pillars.len()]))
        .collect();
    let map = TacticsMap::new(board, terrain.clone()).unwrap();
    let board = map.topology();
    let mut rules = SightRules::new().blocking(PILLAR);
    if walls_block {
        rules = rules.blocking_walls();
    }
    let mut edges = EdgeCosts::new(n);
    let mut recs = HashMap::new();
    for c in 0..n {
        let hex = board.coord_of(c).unwrap();
        for (i, d) in Direction::ALL[..3].iter().enumerate() {
            if let Some(m) = board.cell_of(hex.neighbor(*d)) {
                put(
                    &mut edges,
                    &mut recs,
                    c,
                    m,
                    picks[(3 * c + i) % picks.len()],
                );
            }
        }
    }
    let level_between = |a: Hex, b: Hex| match (board.cell_of(a), board.cell_of(b)) {
        (Some(x), Some(y)) => recs
            .get(&(x.min(y), x.max(y)))
            .copied()
            .unwrap_or_default()
            .level(walls_block),
        _ => 0,
    };
    // Every side near the line (of the hexes within its length plus one of `a`).
    let sides_near = |a: Hex, len: u32| {
        let mut sides = Vec::new();
        for h in a.range(len + 1) {
            for d in Direction::ALL {
                let e = hexgrid::HexEdge::new(h, d);
                if e.hex() != h {
                    continue; // each side once
                }
                let [x, y] = e.hexes();
                let level = level_between(x, y);
                if level > 0 {
                    let [p, q] = e.vertices().map(corner_point);
                    sides.push((p, q, level));
                }
            }
        }
        sides
    };
    let blocks = |h: Hex| !h.in_domain() || board.cell_of(h).is_none_or(|c| terrain[c] == PILLAR);
    let expected = |a: usize, b: usize| {
        let (ha, hb) = (board.coord_of(a).unwrap(), board.coord_of(b).unwrap());
        let best = copies(ha, hb)
            .into_iter()
            .map(|c| {
                if hexgrid::line_of_sight(ha, c, blocks) {
                    oracle_level(hex_point(ha), hex_point(c), &sides_near(ha, ha.distance(c)))
                } else {
                    2
                }
            })
            .min()
            .unwrap_or(2);
        visibility_of(best)
    };
    check_board(&map, &rules, &edges, expected, radius)?;
    // Without the sides doing anything, the answers are those without sides.
    check_unchanged(&map, &rules, &EdgeCosts::new(n), radius)?;
    Ok(())
}

fn layout(i: usize) -> OffsetLayout {
    OffsetLayout::ALL[i % 4]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn hex_sides_match_the_oracle(
        kind in 0usize..4,
        a in 1usize..6,
        b in 1usize..6,
        lay in 0usize..4,
        pillars in prop::collection::vec(prop::bool::weighted(0.15), 1..40),
        picks in choices(64),
        walls_block in any::<bool>(),
        radius in 0u32..8,
    ) {
        match kind {
            0 => {
                let board = HexGrid::new(a, b, layout(lay)).unwrap();
                check_hex(board, &pillars, &picks, walls_block, radius, |_, h| vec![h])?;
            }
            1 => {
                let map = HexMap::new(Hex::new(1, -2), (a as u32).div_ceil(2), ()).unwrap();
                check_hex(HexBoard(map.clone()), &pillars, &picks, walls_block, radius, |_, h| vec![h])?;
            }
            2 => {
                let map = WrapHexagon::new((a as u32 - 1) / 2).unwrap();
                let copies = move |f: Hex, t: Hex| {
                    let mut out = Vec::new();
                    map.for_each_nearest_copy(f, t, |c| out.push(c));
                    out
                };
                check_hex(HexBoard(map), &pillars, &picks, walls_block, radius, copies)?;
            }
            _ => {
                let wrap = [Wrap::X, Wrap::Y, Wrap::Both][(a + b) % 3];
                let (cols, rows) = match layout(lay).is_row_layout() {
                    true => (a.max(2), 2 * b.div_ceil(2)),
                    false => (2 * a.div_ceil(2), b.max(2)),
                };
                let map = WrapRect::new(cols, rows, layout(lay), wrap).unwrap();
                let copies = move |f: Hex, t: Hex| {
                    let mut out = Vec::new();
                    map.for_each_nearest_copy(f, t, |c| out.push(c));
                    out
                };
                check_hex(HexBoard(map), &pillars, &picks, walls_block, radius, copies)?;
            }
        }
    }
}

/// The tie rule's picture (`SightSides`): the diagonal from A = (0, 0) to B = (1, 1)
/// passes the corner x where the sides between the four cells meet.
#[test]
fn square_corner_ties() {
    let map = TacticsMap::filled(SquareGrid::new(2, 2, Connectivity::Four).unwrap(), 0).unwrap();
    let rules = SightRules::new().blocking_walls();
    let mut sight = Sight::new();
    let mut see = |walls: &[(usize, usize)]| {
        let mut edges = EdgeCosts::new(4);
        for &(a, b) in walls {
            edges.wall(a, b).unwrap();
        }
        let view = rules.with_sides(&edges);
        (
            sight.line_of_sight(&map, &view, 0, 3).unwrap(),
            sight.line_of_sight(&map, &view, 3, 0).unwrap(),
        )
    };
    // Cells 0 1 / 2 3: the top arm of x is the side 0|1, the left arm 0|2, the right
    // arm 1|3 and the bottom arm 2|3.
    assert_eq!(see(&[(0, 1)]), (true, true)); // touching one wall's end
    assert_eq!(see(&[(0, 1), (0, 2)]), (false, false)); // a corner round A
    assert_eq!(see(&[(0, 1), (2, 3)]), (false, false)); // a straight wall through x
    assert_eq!(see(&[(0, 1), (1, 3)]), (true, true)); // a corner round the other cell
    assert_eq!(see(&[(0, 2), (1, 3)]), (false, false)); // a straight wall, the other way
}

/// On hexes a line can run along a side: the line from (0, 0) to (2, -1) runs along
/// the side between (1, 0) and (1, -1). That side alone does not block it; with a
/// wall on one side of its end it still passes; walls closing both shifts block it.
#[test]
fn hex_line_along_a_side() {
    let map = TacticsMap::filled(HexBoard(HexMap::new(Hex::ORIGIN, 2, ()).unwrap()), 0).unwrap();
    let board = map.topology();
    let cell = |q, r| board.cell_of(Hex::new(q, r)).unwrap();
    let (a, t, x, y) = (cell(0, 0), cell(2, -1), cell(1, 0), cell(1, -1));
    let rules = SightRules::new().blocking_walls();
    let mut sight = Sight::new();
    let mut see = |walls: &[(usize, usize)]| {
        let mut edges = EdgeCosts::new(map.len());
        for &(p, q) in walls {
            edges.wall(p, q).unwrap();
        }
        let view = rules.with_sides(&edges);
        let there = sight.line_of_sight(&map, &view, a, t).unwrap();
        assert_eq!(sight.line_of_sight(&map, &view, t, a).unwrap(), there);
        there
    };
    assert!(see(&[(x, y)]));
    assert!(see(&[(a, x)]));
    assert!(!see(&[(a, x), (a, y)]));
    assert!(!see(&[(a, x), (y, t)]));
    assert!(see(&[(a, x), (x, t)]));
}

/// Firing positions read the sides too: a door between the archer's row and the
/// target's hides the target from the cells behind it.
#[test]
fn firing_positions_see_through_sides() {
    let map: TacticsMap<SquareGrid> = "00000\n00000\n".parse().unwrap();
    let foot = MoveProfile::uniform(1, 1).unwrap();
    let mut edges = EdgeCosts::new(map.len());
    // A door between (1, 0) and (2, 0); the target at (4, 0).
    edges.set_sight(1, 2, SideSight::Opaque).unwrap();
    let rules = SightRules::new();
    let bow = AttackRange::new(3, 3).unwrap();
    let mut targeting = Targeting::new();
    let q = Query::new(&map, &foot);
    let open = targeting
        .firing_positions(&q, &rules, 0, 6, bow, 4)
        .unwrap();
    let shut = targeting
        .firing_positions(&q, &rules.with_sides(&edges), 0, 6, bow, 4)
        .unwrap();
    assert!(open.iter().any(|&(c, _)| c == 1));
    assert!(!shut.iter().any(|&(c, _)| c == 1));
    let mut sight = Sight::new();
    for &(c, _) in &open {
        let seen = sight
            .line_of_sight(&map, &rules.with_sides(&edges), c, 4)
            .unwrap();
        assert_eq!(shut.iter().any(|&(s, _)| s == c), seen);
    }
}

/// Sight marks and the walls rule are saved and loaded; saves without them load as
/// before, and a mark on a cell past the map is refused.
#[cfg(feature = "serde")]
#[test]
fn sides_and_rules_round_trip() {
    let mut edges = EdgeCosts::new(6);
    edges.wall(0, 1).unwrap();
    edges.set_sight(4, 3, SideSight::Cover).unwrap();
    edges.set_sight(0, 1, SideSight::Clear).unwrap();
    let text = serde_json::to_string(&edges).unwrap();
    assert_eq!(serde_json::from_str::<EdgeCosts>(&text).unwrap(), edges);
    let rules = SightRules::new().blocking(2).blocking_walls();
    let text = serde_json::to_string(&rules).unwrap();
    assert_eq!(serde_json::from_str::<SightRules>(&text).unwrap(), rules);
    // The forms without the new parts are unchanged.
    let plain = SightRules::new().blocking(2);
    assert_eq!(
        serde_json::to_string(&plain).unwrap(),
        r#"{"blocking":[2],"hiding":[]}"#
    );
    let old = r#"{"cells":2,"steps":[[0,1,"Blocked"]]}"#;
    let loaded: EdgeCosts = serde_json::from_str(old).unwrap();
    assert_eq!(serde_json::to_string(&loaded).unwrap(), old);
    let bad = r#"{"cells":2,"steps":[],"sight":[[0,5,"Opaque"]]}"#;
    assert!(serde_json::from_str::<EdgeCosts>(bad).is_err());
}
