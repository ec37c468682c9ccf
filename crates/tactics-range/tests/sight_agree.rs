//! One sight answer on every board, at every range: `Sight::line_of_sight`,
//! `Sight::field_of_view`, `Sight::fog` and `Targeting::firing_positions` agree with
//! each other, are symmetric, and on hex boards match a brute-force oracle built on
//! the plane rule `hexgrid::line_of_sight` (and so do `hexgrid::Fov::compute_on` and
//! `hexgrid::line_of_sight_on`), for every radius: 0, small, the map's size and past
//! it, the line tree's limit and past it, and `u32::MAX`.
//!
//! The documented rule on a hexgrid map: a hex off the map blocks; the range is the
//! wrapped distance (the nearest copy across the seams); `b` is seen from `a` when the
//! line from `a` to a nearest copy of `b` is clear (any of several equally near).

// Pairs of cells are indices into per-pair tables.
#![allow(clippy::needless_range_loop)]

use std::collections::{BTreeMap, BTreeSet};

use floodfill::{Connectivity, Coords, Filler, HexBoard, HexGrid, SquareGrid, Topology};
use hexgrid::{
    Fov, Hex, HexMap, HexTopology, OffsetCoord, OffsetGrid, OffsetLayout, RhombusMap, Wrap,
    WrapHexagon, WrapRect,
};
use proptest::prelude::*;
use tactics_range::{
    AttackRange, MoveProfile, Movement, Query, Sight, SightGrid, SightRules, TacticsMap, Targeting,
    Viewer,
};

const WALL: u8 = 1;

thread_local! {
    /// Scratch kept across the property's cases, as a game keeps it between turns:
    /// the line tree of each radius (64 among them) is then built once, not per case.
    static SCRATCH: std::cell::RefCell<(Sight, Fov)> = std::cell::RefCell::new((Sight::new(), Fov::new()));
}

fn rules() -> SightRules {
    SightRules::new().blocking(WALL)
}

/// Plain costs 1; a wall is impassable.
fn foot() -> MoveProfile {
    MoveProfile::from_costs([Some(1), None]).unwrap()
}

/// The radii every view is asked at, around the map's own size `n`.
fn radii(n: u32, extra: u32) -> Vec<u32> {
    vec![
        0,
        1,
        2,
        extra,
        n.saturating_sub(1),
        n,
        n + 1,
        64,
        65,
        1000,
        u32::MAX,
    ]
}

/// Breadth-first steps between all pairs over the board's neighbours (every cell
/// passable): the grid distance of ranges.
fn bfs_all<T: Topology>(topo: &T) -> Vec<Vec<u32>> {
    let n = topo.len();
    (0..n)
        .map(|s| {
            let mut d = vec![u32::MAX; n];
            d[s] = 0;
            let mut queue = std::collections::VecDeque::from([s]);
            while let Some(u) = queue.pop_front() {
                topo.for_each_neighbor(u, |v| {
                    if d[v] == u32::MAX {
                        d[v] = d[u] + 1;
                        queue.push_back(v);
                    }
                });
            }
            d
        })
        .collect()
}

/// The brute-force hex oracle: for each viewer cell, each target cell's nearest
/// distance over all plane copies within `reach` and whether the plane rule sees any
/// copy at that distance (off-map hexes and walls blocking).
fn hex_oracle<T: Coords<Coord = Hex> + Topology>(
    board: &T,
    walls: &[bool],
    reach: u32,
) -> Vec<Vec<(u32, bool)>> {
    let n = board.len();
    let blocks = |h: Hex| board.cell_of(h).is_none_or(|c| walls[c]);
    (0..n)
        .map(|a| {
            let ha = board.coord_of(a).unwrap();
            // Per target cell: its copies, by distance.
            let mut copies: BTreeMap<usize, (u32, Vec<Hex>)> = BTreeMap::new();
            for h in ha.range(reach) {
                let Some(c) = board.cell_of(h) else { continue };
                let d = ha.distance(h);
                let e = copies.entry(c).or_insert((u32::MAX, Vec::new()));
                if d < e.0 {
                    *e = (d, vec![h]);
                } else if d == e.0 {
                    e.1.push(h);
                }
            }
            (0..n)
                .map(|b| {
                    let (d, near) = &copies[&b];
                    (
                        *d,
                        near.iter().any(|&h| hexgrid::line_of_sight(ha, h, blocks)),
                    )
                })
                .collect()
        })
        .collect()
}

/// Everything a game asks about sight on `map`, against `distance` and `sees` (the
/// oracle's answers per pair: grid distance and line of sight at any distance).
#[allow(clippy::too_many_arguments)]
fn agree<T: SightGrid>(
    map: &TacticsMap<T>,
    distance: &[Vec<u32>],
    sees: &dyn Fn(usize, usize) -> bool,
    symmetric_for_walls: bool,
    extra: u32,
    start: usize,
    target: usize,
    range: (u32, u32),
) -> Result<(), TestCaseError> {
    let n = map.len();
    let walls: Vec<bool> = (0..n).map(|c| map.terrain(c) == Some(WALL)).collect();
    let rules = rules();
    let mut scratch = SCRATCH.with(|s| std::mem::take(&mut *s.borrow_mut()));
    let result = agree_with(
        map,
        distance,
        sees,
        symmetric_for_walls,
        extra,
        start,
        target,
        range,
        &walls,
        &rules,
        &mut scratch.0,
    );
    SCRATCH.with(|s| *s.borrow_mut() = scratch);
    result
}

#[allow(clippy::too_many_arguments)]
fn agree_with<T: SightGrid>(
    map: &TacticsMap<T>,
    distance: &[Vec<u32>],
    sees: &dyn Fn(usize, usize) -> bool,
    symmetric_for_walls: bool,
    extra: u32,
    start: usize,
    target: usize,
    range: (u32, u32),
    walls: &[bool],
    rules: &SightRules,
    sight: &mut Sight,
) -> Result<(), TestCaseError> {
    let n = map.len();
    let mut los = vec![vec![false; n]; n];
    for a in 0..n {
        for b in 0..n {
            los[a][b] = sight.line_of_sight(map, rules, a, b).unwrap();
            prop_assert_eq!(los[a][b], sees(a, b), "line of sight {} -> {}", a, b);
        }
    }
    for a in 0..n {
        for b in 0..n {
            if symmetric_for_walls || (!walls[a] && !walls[b]) {
                prop_assert_eq!(los[a][b], los[b][a], "symmetric {} {}", a, b);
            }
        }
    }
    // Radius outside, viewers inside: the line tree is built once per radius.
    for radius in radii(n as u32, extra) {
        for a in 0..n {
            let want: BTreeSet<usize> = (0..n)
                .filter(|&b| distance[a][b] <= radius && los[a][b])
                .collect();
            let view: Vec<usize> = sight.field_of_view(map, rules, a, radius).unwrap();
            prop_assert_eq!(view.first(), Some(&a), "the viewer first");
            let got: BTreeSet<usize> = view.iter().copied().collect();
            prop_assert_eq!(got.len(), view.len(), "each cell once");
            prop_assert_eq!(&got, &want, "field of view from {} radius {}", a, radius);
            let fog = sight
                .fog(
                    map,
                    rules,
                    &[Viewer {
                        cell: a,
                        range: radius,
                    }],
                )
                .unwrap();
            let fogged: BTreeSet<usize> = fog.cells().collect();
            prop_assert_eq!(&fogged, &want, "fog from {} range {}", a, radius);
        }
    }
    // Firing positions: reachable cells in range of the target that see it.
    let (start, target) = (start % n, target % n);
    let profile = foot();
    let query = Query::new(map, &profile);
    let bow = AttackRange::new(range.0, range.1).unwrap();
    let budget = 3;
    let reach = Movement::new().reach(&query, start, budget).unwrap();
    let spots: Vec<(usize, u32)> = Targeting::new()
        .firing_positions(&query, rules, start, budget, bow, target)
        .unwrap();
    let got: BTreeSet<(usize, u32)> = spots.iter().copied().collect();
    let want: BTreeSet<(usize, u32)> = (0..n)
        .filter_map(|c| reach.cost_to(c).map(|cost| (c, cost)))
        .filter(|&(c, _)| bow.contains(distance[c][target]) && los[c][target])
        .collect();
    prop_assert_eq!(got, want, "firing positions at {}", target);
    Ok(())
}

/// A hexgrid map as a tactics board: the tactics answers against the oracle, and
/// hexgrid's own `Fov::compute_on` and `line_of_sight_on` against it too.
fn check_hex_map<M: HexTopology + Copy>(
    map: M,
    walls: &[bool],
    extra: u32,
    start: usize,
    target: usize,
    range: (u32, u32),
) -> Result<(), TestCaseError> {
    let board = HexBoard(map);
    let n = board.len();
    let walls: Vec<bool> = (0..n).map(|c| walls[c % walls.len()]).collect();
    let terrain: Vec<u8> = walls.iter().map(|&w| u8::from(w)).collect();
    let tactics = TacticsMap::new(board, terrain).unwrap();
    let oracle = hex_oracle(&board, &walls, n as u32);
    let distance: Vec<Vec<u32>> = oracle
        .iter()
        .map(|row| row.iter().map(|&(d, _)| d).collect())
        .collect();
    // The oracle's nearest distance is the map's own, and the board's steps.
    prop_assert_eq!(&distance, &bfs_all(&board));
    let hex = |c: usize| board.coord_of(c).unwrap();
    for a in 0..n {
        for b in 0..n {
            prop_assert_eq!(map.hex_distance(hex(a), hex(b)), distance[a][b]);
        }
    }
    // hexgrid's own answers.
    let mut fov = SCRATCH.with(|s| std::mem::take(&mut s.borrow_mut().1));
    let result = hexgrid_agrees(&map, &oracle, &walls, extra, &mut fov);
    SCRATCH.with(|s| s.borrow_mut().1 = fov);
    result?;
    let sees = |a: usize, b: usize| oracle[a][b].1;
    agree(
        &tactics, &distance, &sees, true, extra, start, target, range,
    )
}

/// `Fov::compute_on` and `line_of_sight_on` against the oracle.
fn hexgrid_agrees<M: HexTopology>(
    map: &M,
    oracle: &[Vec<(u32, bool)>],
    walls: &[bool],
    extra: u32,
    fov: &mut Fov,
) -> Result<(), TestCaseError> {
    let n = map.len();
    let hex = |c: usize| map.coord_of(c).unwrap();
    let wall = |h: Hex| map.cell_of(h).is_some_and(|c| walls[c]);
    for a in 0..n {
        for b in 0..n {
            let seen = hexgrid::line_of_sight_on(map, hex(a), hex(b), wall).unwrap();
            prop_assert_eq!(seen, oracle[a][b].1, "line_of_sight_on {} -> {}", a, b);
        }
    }
    for radius in radii(n as u32, extra) {
        for a in 0..n {
            fov.compute_on(map, hex(a), radius, wall).unwrap();
            let got: Vec<Hex> = fov.visible().collect();
            let want: Vec<Hex> = {
                let mut v: Vec<Hex> = (0..n)
                    .filter(|&b| oracle[a][b].0 <= radius && oracle[a][b].1)
                    .map(hex)
                    .collect();
                v.sort_unstable();
                v
            };
            prop_assert_eq!(
                &got,
                &want,
                "compute_on from {:?} radius {}",
                hex(a),
                radius
            );
            for b in 0..n {
                prop_assert_eq!(fov.is_visible(hex(b)), want.contains(&hex(b)));
            }
        }
    }
    Ok(())
}

/// `floodfill::HexGrid`: the same oracle (off the board blocks).
fn check_hex_grid(
    board: HexGrid,
    walls: &[bool],
    extra: u32,
    start: usize,
    target: usize,
    range: (u32, u32),
) -> Result<(), TestCaseError> {
    let n = board.len();
    let walls: Vec<bool> = (0..n).map(|c| walls[c % walls.len()]).collect();
    let terrain: Vec<u8> = walls.iter().map(|&w| u8::from(w)).collect();
    let tactics = TacticsMap::new(board, terrain).unwrap();
    let oracle = hex_oracle(&board, &walls, n as u32);
    let distance: Vec<Vec<u32>> = oracle
        .iter()
        .map(|row| row.iter().map(|&(d, _)| d).collect())
        .collect();
    prop_assert_eq!(&distance, &bfs_all(&board));
    let sees = |a: usize, b: usize| oracle[a][b].1;
    agree(
        &tactics, &distance, &sees, true, extra, start, target, range,
    )
}

/// Square grids: shadowcasting has its own oracle tests (`tests/sight.rs`); here the
/// four questions agree with `line_of_sight` at every radius.
fn check_square(
    grid: SquareGrid,
    walls: &[bool],
    extra: u32,
    start: usize,
    target: usize,
    range: (u32, u32),
) -> Result<(), TestCaseError> {
    let n = grid.len();
    let walls: Vec<bool> = (0..n).map(|c| walls[c % walls.len()]).collect();
    let terrain: Vec<u8> = walls.iter().map(|&w| u8::from(w)).collect();
    let tactics = TacticsMap::new(grid, terrain).unwrap();
    let distance = bfs_all(&grid);
    let mut sight = Sight::new();
    let rules = rules();
    let los: Vec<Vec<bool>> = (0..n)
        .map(|a| {
            (0..n)
                .map(|b| sight.line_of_sight(&tactics, &rules, a, b).unwrap())
                .collect()
        })
        .collect();
    let sees = |a: usize, b: usize| los[a][b];
    agree(
        &tactics, &distance, &sees, false, extra, start, target, range,
    )
}

fn layout(i: usize) -> OffsetLayout {
    OffsetLayout::ALL[i % 4]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_board_gives_one_sight_answer_at_every_range(
        kind in 0usize..9,
        a in 1usize..6,
        b in 1usize..6,
        lay in 0usize..4,
        walls in prop::collection::vec(prop::bool::weighted(0.25), 1..40),
        extra in 0u32..12,
        start in 0usize..64,
        target in 0usize..64,
        min in 0u32..4,
        span in 0u32..4,
    ) {
        let range = (min, min + span);
        match kind {
            0 => check_hex_map(&HexMap::new(Hex::new(1, -2), (a as u32).div_ceil(2), ()).unwrap(), &walls, extra, start, target, range)?,
            1 => check_hex_map(&RhombusMap::new(Hex::new(-1, 2), a, b, ()).unwrap(), &walls, extra, start, target, range)?,
            2 => check_hex_map(&OffsetGrid::new(a, b, layout(lay), ()).unwrap(), &walls, extra, start, target, range)?,
            3 => check_hex_grid(HexGrid::new(a, b, layout(lay)).unwrap(), &walls, extra, start, target, range)?,
            4 => check_hex_map(WrapHexagon::new((a as u32 - 1) / 2).unwrap(), &walls, extra, start, target, range)?,
            5 | 6 => {
                let wrap = [Wrap::X, Wrap::Y, Wrap::Both][(a + b + kind) % 3];
                // Shoved lines that wrap come in an even count.
                let (cols, rows) = match layout(lay).is_row_layout() {
                    true => (a, 2 * b.div_ceil(2)),
                    false => (2 * a.div_ceil(2), b),
                };
                let map = WrapRect::new(cols, rows, layout(lay), wrap).unwrap();
                check_hex_map(map, &walls, extra, start, target, range)?;
            }
            7 => check_square(SquareGrid::new(a, b, Connectivity::Four).unwrap(), &walls, extra, start, target, range)?,
            _ => check_square(SquareGrid::new(a, b, Connectivity::Eight).unwrap(), &walls, extra, start, target, range)?,
        }
    }
}

/// The first case: on `WrapHexagon::new(2)` with a wall at (0, -1), the
/// viewer at the origin does not see (0, -2) (its nearest copy is behind the wall),
/// whatever the radius, in every question alike.
#[test]
fn a_wrap_map_shows_only_what_can_be_shot() {
    let world = WrapHexagon::new(2).unwrap();
    let board = HexBoard(world);
    let wall = Hex::new(0, -1);
    let terrain: Vec<u8> = (0..board.len())
        .map(|c| u8::from(board.coord_of(c) == Some(wall)))
        .collect();
    let map = TacticsMap::new(board, terrain).unwrap();
    let rules = rules();
    let mut sight = Sight::new();
    let (o, t) = (Hex::ORIGIN, Hex::new(0, -2));
    for radius in [2, 3, 5, 64, 65, u32::MAX] {
        let view: Vec<Hex> = sight.field_of_view(&map, &rules, o, radius).unwrap();
        assert!(!view.contains(&t), "radius {radius}");
        assert!(view.contains(&wall) && view.contains(&Hex::new(2, 0)));
        let fog = sight
            .fog(
                &map,
                &rules,
                &[Viewer {
                    cell: o,
                    range: radius,
                }],
            )
            .unwrap();
        assert!(!fog.on(&map).sees(t) && fog.on(&map).sees(wall));
        let mut fov = Fov::new();
        fov.compute_on(&world, o, radius, |h| h == wall).unwrap();
        assert!(!fov.is_visible(t) && fov.is_visible(wall));
    }
    assert!(!sight.line_of_sight(&map, &rules, o, t).unwrap());
    assert!(!sight.line_of_sight(&map, &rules, t, o).unwrap());
    assert!(!hexgrid::line_of_sight_on(&world, o, t, |h| h == wall).unwrap());
    let profile = foot();
    let query = Query::new(&map, &profile);
    let bow = AttackRange::new(1, 3).unwrap();
    let spots = Targeting::new()
        .firing_positions(&query, &rules, o, 0, bow, t)
        .unwrap();
    assert!(spots.is_empty());
    // Without the wall every question sees (0, -2), two steps away.
    let open = SightRules::new();
    assert!(sight.line_of_sight(&map, &open, o, t).unwrap());
    let spots = Targeting::new()
        .firing_positions(&query, &open, o, 0, bow, t)
        .unwrap();
    assert_eq!(spots, [(o, 0)]);
}

/// The second case: a long sight range on a hexgrid map is the whole map,
/// not an error.
#[test]
fn a_long_sight_range_covers_the_map() {
    let map = TacticsMap::filled(HexBoard(HexMap::new(Hex::ORIGIN, 5, ()).unwrap()), 0).unwrap();
    let rules = rules();
    let mut sight = Sight::new();
    for radius in [10, 64, 65, 1000, u32::MAX] {
        let view: Vec<Hex> = sight
            .field_of_view(&map, &rules, Hex::ORIGIN, radius)
            .unwrap();
        assert_eq!(view.len(), 91, "radius {radius}");
        let edge = Hex::new(5, -5);
        assert_eq!(
            sight
                .field_of_view(&map, &rules, edge, radius)
                .unwrap()
                .len(),
            91
        );
    }
    let fog = sight
        .fog(
            &map,
            &rules,
            &[Viewer {
                cell: Hex::ORIGIN,
                range: u32::MAX,
            }],
        )
        .unwrap();
    assert_eq!(fog.len(), 91);
}

/// The third case: line of sight and firing positions between hexes more
/// than 64 apart on a hexgrid map answer, as `hexgrid::line_of_sight` does.
#[test]
fn sight_farther_than_the_line_tree() {
    let hexagon = HexMap::new(Hex::ORIGIN, 40, ()).unwrap();
    let board = HexBoard(&hexagon);
    let (west, east) = (Hex::new(-40, 0), Hex::new(40, 0));
    let profile = foot();
    let gun = AttackRange::new(70, 80).unwrap();
    for blocked in [false, true] {
        let terrain: Vec<u8> = (0..board.len())
            .map(|c| u8::from(blocked && board.coord_of(c) == Some(Hex::ORIGIN)))
            .collect();
        let map = TacticsMap::new(board, terrain).unwrap();
        let rules = rules();
        let mut sight = Sight::new();
        let want = hexgrid::line_of_sight(west, east, |h| blocked && h == Hex::ORIGIN);
        assert_eq!(want, !blocked);
        assert_eq!(sight.line_of_sight(&map, &rules, west, east).unwrap(), want);
        assert_eq!(sight.line_of_sight(&map, &rules, east, west).unwrap(), want);
        let view: Vec<Hex> = sight.field_of_view(&map, &rules, west, 80).unwrap();
        assert_eq!(view.contains(&east), want);
        let query = Query::new(&map, &profile);
        let spots = Targeting::new()
            .firing_positions(&query, &rules, west, 0, gun, east)
            .unwrap();
        assert_eq!(spots, if want { vec![(west, 0)] } else { vec![] });
    }
}

/// The fourth case: a 1 x 3 odd-r board with a wall at offset (0, 1). A hex
/// off the board blocks on every board, so (0, 0) does not see (0, 2) around the wall
/// on a `floodfill::HexGrid` or on an `OffsetGrid` through `HexBoard`.
#[test]
fn off_the_board_blocks_on_every_board() {
    let layout = OffsetLayout::OddR;
    let (a, wall, b) = (
        layout.to_hex(OffsetCoord::new(0, 0)),
        layout.to_hex(OffsetCoord::new(0, 1)),
        layout.to_hex(OffsetCoord::new(0, 2)),
    );
    let rules = rules();
    let mut sight = Sight::new();
    let grid = HexGrid::new(1, 3, layout).unwrap();
    let terrain: Vec<u8> = (0..3)
        .map(|c| u8::from(grid.coord_of(c) == Some(wall)))
        .collect();
    let on_grid = TacticsMap::new(grid, terrain).unwrap();
    let rect = OffsetGrid::new(1, 3, layout, ()).unwrap();
    let store = HexBoard(&rect);
    let terrain: Vec<u8> = (0..3)
        .map(|c| u8::from(store.coord_of(c) == Some(wall)))
        .collect();
    let on_store = TacticsMap::new(store, terrain).unwrap();
    for (from, to) in [(a, b), (b, a)] {
        assert!(!sight.line_of_sight(&on_grid, &rules, from, to).unwrap());
        assert!(!sight.line_of_sight(&on_store, &rules, from, to).unwrap());
        assert!(!hexgrid::line_of_sight_on(&rect, from, to, |h| h == wall).unwrap());
    }
    let view: Vec<Hex> = sight.field_of_view(&on_grid, &rules, a, 5).unwrap();
    assert_eq!(view, [a, wall]);
    let view: Vec<Hex> = sight.field_of_view(&on_store, &rules, a, 5).unwrap();
    assert_eq!(view, [a, wall]);
    // Without the wall the line runs through the board: seen on both.
    let open = SightRules::new();
    assert!(sight.line_of_sight(&on_grid, &open, a, b).unwrap());
    assert!(sight.line_of_sight(&on_store, &open, a, b).unwrap());
}

/// The distance layers a field of view reads are the board's, on a wrap map too.
#[test]
fn ranges_on_a_wrap_map_are_wrapped_distances() {
    let world = HexBoard(WrapRect::new(4, 1, OffsetLayout::OddR, Wrap::X).unwrap());
    let mut filler = Filler::new();
    let layers = filler.distances(&world, [0], |_| true).unwrap();
    assert_eq!(layers.distance(2), Some(2));
    assert_eq!(layers.distance(3), Some(1));
}

/// Thin wrap maps, where copies of a hex other than the nearest lie within small
/// radii and several copies are equally near: every question still follows the
/// nearest-copy rule, against the oracle, through the line tree and past it.
#[test]
fn thin_wrap_maps_count_only_the_nearest_copies() {
    let maps = [
        WrapRect::new(1, 24, OffsetLayout::OddR, Wrap::X).unwrap(),
        WrapRect::new(2, 12, OffsetLayout::EvenR, Wrap::X).unwrap(),
        WrapRect::new(14, 2, OffsetLayout::OddQ, Wrap::Both).unwrap(),
        WrapRect::new(3, 8, OffsetLayout::OddR, Wrap::Both).unwrap(),
        WrapRect::new(2, 32, OffsetLayout::OddR, Wrap::X).unwrap(),
        WrapRect::new(24, 3, OffsetLayout::OddQ, Wrap::Y).unwrap(),
    ];
    for (i, map) in maps.into_iter().enumerate() {
        // The larger maps (where the line tree meets copies that are not nearest)
        // once, the smaller twice.
        for seed in 0..(if map.len() > 40 { 1 } else { 2 }) {
            let walls: Vec<bool> = (0..37).map(|c| (c * 7 + seed * 5 + i) % 9 < 3).collect();
            check_hex_map(
                map,
                &walls,
                3 + seed as u32,
                seed * 11,
                seed * 17 + 3,
                (1, 4),
            )
            .unwrap();
        }
    }
}
