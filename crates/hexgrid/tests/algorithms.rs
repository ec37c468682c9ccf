//! Field of view and A* against brute force: line of sight checked point by point
//! along each segment, and Dijkstra by repeated scans of every hex.

use std::collections::HashSet;

use hexgrid::{
    Diagonal, Direction, Fov, Hex, HexGridError, HexMap, HexStore, HexTopology, OffsetGrid,
    OffsetLayout, PathFinder, RhombusMap, Wrap, WrapHexagon, WrapRect,
};
use proptest::prelude::*;

use crate::oracle;

/// The oracle: `h` is seen from the centre by the brute-force rule.
fn seen(center: Hex, h: Hex, walls: &HashSet<Hex>) -> bool {
    oracle::sees(center, h, |x| walls.contains(&x))
}

fn walls_near(center: Hex, radius: u32, picks: &[(i32, i32)]) -> HashSet<Hex> {
    let n = radius as i32;
    picks
        .iter()
        .map(|&(q, r)| center + Hex::new(q % (n + 1), r % (n + 1)))
        .filter(|&h| h != center)
        .collect()
}

/// Dijkstra by scanning for the cheapest open hex each round: the slow, obvious way,
/// over the map's own neighbours (across the seams of a wrap map), with 64-bit totals.
fn dijkstra<M: HexTopology>(
    map: &M,
    start: Hex,
    goal: Hex,
    cost: impl Fn(Hex, Hex) -> Option<u32>,
) -> Option<u64> {
    let n = map.len();
    let mut dist = vec![u64::MAX; n];
    let mut done = vec![false; n];
    dist[map.cell_of(start)?] = 0;
    let goal = map.cell_of(goal)?;
    loop {
        let i = (0..n)
            .filter(|&i| !done[i] && dist[i] < u64::MAX)
            .min_by_key(|&i| dist[i])?;
        if i == goal {
            return Some(dist[i]);
        }
        done[i] = true;
        let h = map.coord_of(i).unwrap();
        let mut next = Vec::new();
        map.for_each_neighbor(i, |j| next.push(j));
        for j in next {
            if let Some(c) = cost(h, map.coord_of(j).unwrap()) {
                dist[j] = dist[j].min(dist[i] + u64::from(c));
            }
        }
    }
}

/// The path found is a chain of map neighbours from start to goal whose steps add up
/// to the total.
fn check_path<M: HexTopology>(
    finder: &PathFinder,
    map: &M,
    start: Hex,
    goal: Hex,
    cost: impl Fn(Hex, Hex) -> Option<u32>,
    total: u32,
) {
    let path = finder.path();
    let canon = |h: Hex| map.canonical(h).unwrap();
    assert_eq!(
        (path[0], *path.last().unwrap()),
        (canon(start), canon(goal))
    );
    let mut sum = 0;
    for w in path.windows(2) {
        let (i, j) = (map.cell_of(w[0]).unwrap(), map.cell_of(w[1]).unwrap());
        let mut next = Vec::new();
        map.for_each_neighbor(i, |k| next.push(k));
        assert!(next.contains(&j), "{:?} -> {:?}", w[0], w[1]);
        assert_eq!(map.canonical(w[1]), Some(w[1]));
        sum += u64::from(cost(w[0], w[1]).unwrap());
    }
    assert_eq!(sum, u64::from(total));
}

#[test]
fn red_blob_style_field_of_view() {
    // A wall east of the centre hides the hexes straight behind it, not those beside.
    let walls: HashSet<Hex> = [Hex::new(1, 0)].into();
    let mut fov = Fov::new();
    // Before the first computation nothing is visible (and asking does not panic).
    assert_eq!(fov.visible().count(), 0);
    assert!(!fov.is_visible(Hex::ORIGIN));
    fov.compute(Hex::ORIGIN, 3, |h| walls.contains(&h)).unwrap();
    assert!(fov.is_visible(Hex::new(1, 0)));
    assert!(!fov.is_visible(Hex::new(2, 0)));
    assert!(!fov.is_visible(Hex::new(3, 0)));
    assert!(Hex::ORIGIN.neighbors().all(|h| fov.is_visible(h)));
    // The line to (2, -1) runs along the edge between the wall and (1, -1), which is
    // clear: a tie passes when either side is clear. (1, 2) lies clear of the wall.
    assert!(fov.is_visible(Hex::new(2, -1)));
    assert!(fov.is_visible(Hex::new(1, 2)) && fov.is_visible(Hex::new(-3, 0)));
    assert!(!fov.is_visible(Hex::new(4, 0)), "outside the radius");
    // Radius 0: only the centre, which never blocks itself.
    fov.compute(Hex::new(5, 5), 0, |_| true).unwrap();
    assert_eq!(fov.visible().collect::<Vec<_>>(), [Hex::new(5, 5)]);
    // Limits.
    assert!(matches!(
        fov.compute(Hex::ORIGIN, Fov::MAX_RADIUS + 1, |_| false),
        Err(HexGridError::RadiusTooLarge { .. })
    ));
    assert!(matches!(
        fov.compute(Hex::new(i32::MAX, 0), 1, |_| false),
        Err(HexGridError::OutOfDomain { .. })
    ));
}

#[test]
fn cones_are_two_wedges_wide() {
    let mut fov = Fov::new();
    for d in Direction::ALL {
        fov.cone(Hex::new(3, -2), 4, d, |_| false).unwrap();
        let want: HashSet<Hex> = [
            Diagonal::from_index(d.index() + 5),
            Diagonal::from_index(d.index()),
        ]
        .into_iter()
        .flat_map(|g| Hex::new(3, -2).wedge(4, g))
        .collect();
        assert_eq!(fov.visible().collect::<HashSet<_>>(), want, "{d:?}");
    }
}

#[test]
fn paths_go_around_walls_and_fail_cleanly() {
    let map = HexMap::from_fn(Hex::ORIGIN, 3, |h| h.q == 1 && h.r > -3).unwrap();
    let mut finder = PathFinder::new();
    let open = |_: Hex, to: Hex| (!*map.get_hex(to).unwrap()).then_some(1);
    let cost = finder.find(&map, Hex::new(0, 2), Hex::new(3, -1), open);
    assert_eq!(
        cost.map(u64::from),
        dijkstra(&map, Hex::new(0, 2), Hex::new(3, -1), open)
    );
    assert_eq!(finder.find(&map, Hex::ORIGIN, Hex::new(9, 9), open), None);
    assert!(finder.path().is_empty());
    assert_eq!(finder.find(&map, Hex::ORIGIN, Hex::ORIGIN, open), Some(0));
    assert_eq!(finder.path(), [Hex::ORIGIN]);
    // Walled in: no path.
    assert_eq!(
        finder.find(&map, Hex::ORIGIN, Hex::new(2, 0), |_, _| None),
        None
    );
}

#[test]
fn nearest_goals_skip_what_is_off_the_map() {
    let map = HexMap::new(Hex::ORIGIN, 3, ()).unwrap();
    let step = |_: Hex, _: Hex| Some(2);
    let mut finder = PathFinder::with_min_step(2);
    let none: [Hex; 0] = [];
    assert_eq!(finder.find_nearest(&map, Hex::ORIGIN, none, step), None);
    assert!(finder.path().is_empty());
    let off = [Hex::new(9, 0), Hex::new(i32::MIN, i32::MAX)];
    assert_eq!(finder.find_nearest(&map, Hex::ORIGIN, off, step), None);
    assert_eq!(
        finder.find_nearest(&map, Hex::new(9, 9), [Hex::ORIGIN], step),
        None
    );
    // Off-map goals and repeats are skipped; the start itself costs nothing.
    let goals = [
        Hex::new(9, 0),
        Hex::new(3, 0),
        Hex::new(3, 0),
        Hex::new(0, -2),
    ];
    assert_eq!(
        finder.find_nearest(&map, Hex::ORIGIN, goals, step),
        Some((Hex::new(0, -2), 4))
    );
    assert_eq!(
        finder.path(),
        [Hex::ORIGIN, Hex::new(0, -1), Hex::new(0, -2)]
    );
    assert_eq!(
        finder.find_nearest(&map, Hex::ORIGIN, [Hex::new(3, 0), Hex::ORIGIN], step),
        Some((Hex::ORIGIN, 0))
    );
    assert_eq!(finder.path(), [Hex::ORIGIN]);
    // Walled in: no goal is reached.
    assert_eq!(
        finder.find_nearest(&map, Hex::ORIGIN, [Hex::new(1, 0)], |_, _| None),
        None
    );
    // On a wrap map the goal comes back canonical, across the seam.
    let world = WrapHexagon::new(3).unwrap();
    let far_west = Hex::new(-3, 3);
    let seen_from_east = world.canonical(far_west + Hex::new(7, -3)).unwrap();
    assert_eq!(
        PathFinder::new().find_nearest(&world, Hex::new(3, 0), [far_west + Hex::new(7, -3)], step),
        Some((
            seen_from_east,
            world.hex_distance(Hex::new(3, 0), seen_from_east) * 2
        ))
    );
}

/// The nearest of many goals is the cheapest of the separate searches, and the path
/// left in the finder reaches the goal returned at that cost.
fn check_nearest<M: HexTopology>(
    finder: &mut PathFinder,
    map: &M,
    start: Hex,
    goals: &[Hex],
    cost: impl Fn(Hex, Hex) -> Option<u32>,
) -> Result<(), TestCaseError> {
    let want = goals
        .iter()
        .filter_map(|&g| dijkstra(map, start, g, &cost))
        .min();
    let got = finder.find_nearest(map, start, goals.iter().copied(), &cost);
    prop_assert_eq!(got.map(|(_, c)| u64::from(c)), want);
    if let Some((goal, total)) = got {
        let canon: Vec<Hex> = goals.iter().filter_map(|&g| map.canonical(g)).collect();
        prop_assert!(canon.contains(&goal), "{:?} not among {:?}", goal, canon);
        prop_assert_eq!(dijkstra(map, start, goal, &cost), Some(u64::from(total)));
        check_path(finder, map, start, goal, &cost, total);
    } else {
        prop_assert!(finder.path().is_empty());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn nearest_goal_matches_dijkstra_to_each_goal(
        costs in prop::collection::vec(0u32..6, 64),
        a in 0usize..400, goals in prop::collection::vec(0usize..400, 0..24),
        shape in 0usize..6, weighted in any::<bool>(),
    ) {
        // As in the path test: 5 is a wall, 0 a free step, shifted by 1 for A*. More
        // than `NEAREST_ESTIMATE_GOALS` goals search without the estimate.
        let shift = u32::from(weighted);
        let price = |h: Hex| costs[(h.q * 7 + h.r * 3).rem_euclid(64) as usize];
        let cost = |_: Hex, to: Hex| Some(price(to)).filter(|&c| c < 5).map(|c| c + shift);
        let mut finder = if weighted { PathFinder::with_min_step(1) } else { PathFinder::new() };
        macro_rules! check {
            ($map:expr) => {{
                let map = $map;
                let at = |i: usize| HexTopology::coord_of(map, i % map.len()).unwrap();
                // Some goals off the map; on a wrap map, some given uncanonical.
                let goals: Vec<Hex> = goals.iter().map(|&g| match g % 5 {
                    0 => Hex::new(99, g as i32),
                    1 => at(g) + Hex::new(14, -7),
                    _ => at(g),
                }).collect();
                check_nearest(&mut finder, map, at(a), &goals, cost)?;
            }};
        }
        match shape {
            0 => check!(&HexMap::new(Hex::new(2, -1), 4, ()).unwrap()),
            1 => check!(&RhombusMap::new(Hex::new(-2, 0), 8, 7, ()).unwrap()),
            2 => check!(&OffsetGrid::new(8, 8, OffsetLayout::EvenQ, ()).unwrap()),
            3 => check!(&WrapHexagon::new(3).unwrap()),
            4 => check!(&WrapRect::new(6, 4, OffsetLayout::OddR, Wrap::Both).unwrap()),
            _ => check!(&WrapRect::new(5, 6, OffsetLayout::OddQ, Wrap::Y).unwrap()),
        }
    }

    #[test]
    fn fov_matches_line_of_sight(
        q in -50i32..50, r in -50i32..50, radius in 0u32..9,
        picks in prop::collection::vec((-9i32..9, -9i32..9), 0..30),
        dir in 0usize..6,
    ) {
        let c = Hex::new(q, r);
        let walls = walls_near(c, radius, &picks);
        let mut fov = Fov::new();
        let mut asked = Vec::new();
        fov.compute(c, radius, |h| { asked.push(h); walls.contains(&h) }).unwrap();
        let want: HashSet<Hex> = c.range(radius).filter(|&h| seen(c, h, &walls)).collect();
        prop_assert_eq!(fov.visible().collect::<HashSet<_>>(), want.clone());
        for h in c.range(radius + 1) {
            prop_assert_eq!(fov.is_visible(h), want.contains(&h));
        }
        // Each hex is asked about at most once.
        prop_assert_eq!(asked.iter().collect::<HashSet<_>>().len(), asked.len());
        // The cone is the full view cut to its two wedges.
        let d = Direction::from_index(dir);
        fov.cone(c, radius, d, |h| walls.contains(&h)).unwrap();
        let wedge: HashSet<Hex> = [Diagonal::from_index(dir + 5), Diagonal::from_index(dir)]
            .into_iter().flat_map(|g| c.wedge(radius, g)).collect();
        let want_cone: HashSet<Hex> = want.intersection(&wedge).copied().collect();
        prop_assert_eq!(fov.visible().collect::<HashSet<_>>(), want_cone);
    }

    #[test]
    fn paths_match_dijkstra_on_every_map(
        costs in prop::collection::vec(0u32..6, 64),
        a in 0usize..64, b in 0usize..64, shape in 0usize..6, weighted in any::<bool>(),
    ) {
        // The price of entering a hex, from the table: 5 is a wall, 0 a free step. The
        // A* form is asked only when every step costs at least 1 (the table shifted).
        let shift = u32::from(weighted);
        let price = |h: Hex| costs[(h.q * 7 + h.r * 3).rem_euclid(64) as usize];
        let hexagon = HexMap::new(Hex::new(2, -1), 4, ()).unwrap();
        let rhombus = RhombusMap::new(Hex::new(-2, 0), 8, 7, ()).unwrap();
        let grid = OffsetGrid::new(8, 8, OffsetLayout::EvenQ, ()).unwrap();
        let wrap_hexagon = WrapHexagon::new(3).unwrap();
        let torus = WrapRect::new(6, 4, OffsetLayout::OddR, Wrap::Both).unwrap();
        let cylinder = WrapRect::new(5, 6, OffsetLayout::OddQ, Wrap::Y).unwrap();
        let mut finder = if weighted { PathFinder::with_min_step(1) } else { PathFinder::new() };
        macro_rules! check {
            ($map:expr) => {{
                let map = $map;
                let (start, goal) = (HexTopology::coord_of(map, a % map.len()).unwrap(), HexTopology::coord_of(map, b % map.len()).unwrap());
                let cost = |_: Hex, to: Hex| Some(price(to)).filter(|&c| c < 5).map(|c| c + shift);
                let got = finder.find(map, start, goal, cost);
                prop_assert_eq!(got.map(u64::from), dijkstra(map, start, goal, cost));
                if let Some(total) = got {
                    check_path(&finder, map, start, goal, cost, total);
                }
            }};
        }
        match shape {
            0 => check!(&hexagon),
            1 => check!(&rhombus),
            2 => check!(&grid),
            3 => check!(&wrap_hexagon),
            4 => check!(&torus),
            _ => check!(&cylinder),
        }
    }

    /// One finder kept across a sequence of maps of different sizes and kinds answers
    /// as the oracle on each (its scratch grows and is reused, never misread).
    #[test]
    fn one_finder_across_a_sequence_of_maps(
        costs in prop::collection::vec(0u32..6, 64),
        maps in prop::collection::vec((0usize..6, 1u32..7, 0usize..400, 0usize..400), 1..6),
        weighted in any::<bool>(),
    ) {
        let shift = u32::from(weighted);
        let price = |h: Hex| costs[(h.q * 7 + h.r * 3).rem_euclid(64) as usize];
        let cost = |_: Hex, to: Hex| Some(price(to)).filter(|&c| c < 5).map(|c| c + shift);
        let mut finder = if weighted { PathFinder::with_min_step(1) } else { PathFinder::new() };
        for (shape, size, a, b) in maps {
            let n = size as usize;
            macro_rules! check {
                ($map:expr) => {{
                    let map = $map;
                    let (start, goal) = (HexTopology::coord_of(map, a % map.len()).unwrap(), HexTopology::coord_of(map, b % map.len()).unwrap());
                    let got = finder.find(map, start, goal, cost);
                    prop_assert_eq!(got.map(u64::from), dijkstra(map, start, goal, cost));
                    if let Some(total) = got {
                        check_path(&finder, map, start, goal, cost, total);
                    }
                }};
            }
            match shape {
                0 => check!(&HexMap::new(Hex::new(2, -1), size, ()).unwrap()),
                1 => check!(&RhombusMap::new(Hex::new(-2, 0), n + 1, 2 * n, ()).unwrap()),
                2 => check!(&OffsetGrid::new(2 * n, n, OffsetLayout::ALL[n % 4], ()).unwrap()),
                3 => check!(&WrapHexagon::new(size).unwrap()),
                4 => check!(&WrapRect::new(2 * n, 2 * n, OffsetLayout::OddR, Wrap::Both).unwrap()),
                _ => check!(&WrapRect::new(n + 1, 2 * n, OffsetLayout::OddQ, Wrap::Y).unwrap()),
            }
        }
    }
}

/// Issue 46, item 2: on wrap hexagons far past what a per-hex array could hold, the
/// finder keeps only the hexes it looks at, and finds short paths (across the seam
/// too) at once.
#[test]
fn paths_on_huge_wrap_hexagons_look_only_at_what_they_visit() {
    for radius in [17_320, 1 << 20, WrapHexagon::MAX_RADIUS] {
        let world = WrapHexagon::new(radius).unwrap();
        assert!(world.len() > PathFinder::DENSE_CELLS);
        let r = radius as i32;
        let east = Hex::new(r, 0);
        for weighted in [false, true] {
            let mut finder = if weighted {
                PathFinder::with_min_step(1)
            } else {
                PathFinder::new()
            };
            let step = |_: Hex, _: Hex| Some(1);
            assert_eq!(
                finder.find(&world, Hex::ORIGIN, Hex::new(1, 0), step),
                Some(1)
            );
            assert_eq!(finder.path(), [Hex::ORIGIN, Hex::new(1, 0)]);
            // East corner to the far west: one step across the seam.
            assert_eq!(finder.find(&world, east, Hex::new(-r, r), step), Some(1));
            assert_eq!(
                finder.find(&world, Hex::ORIGIN, Hex::new(3, -5), step),
                Some(5)
            );
            assert_eq!(finder.path().len(), 6);
            // The nearest of three goals, one across the seam.
            let goals = [Hex::new(3, -5), Hex::new(-r, r), Hex::new(0, 4)];
            assert_eq!(
                finder.find_nearest(&world, east, goals, step),
                Some((Hex::new(-r, r), 1))
            );
            assert_eq!(finder.path(), [east, Hex::new(-r, r)]);
            // And back on a small map with the same finder.
            let small = WrapHexagon::new(3).unwrap();
            assert_eq!(
                finder.find(&small, Hex::new(3, 0), Hex::new(-3, 3), step),
                Some(1)
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// One `Fov` kept across a sequence of plane views, cones and map views of
    /// different radii and maps answers as a fresh one each time.
    #[test]
    fn one_fov_across_a_sequence_of_views(
        views in prop::collection::vec((0usize..5, 0u32..12, -20i32..20, -20i32..20, 0usize..6), 1..8),
        picks in prop::collection::vec((-9i32..9, -9i32..9), 0..30),
    ) {
        let mut kept = Fov::new();
        for (kind, radius, q, r, dir) in views {
            let c = Hex::new(q, r);
            let walls = walls_near(c, radius.max(4), &picks);
            let blocks = |h: Hex| walls.contains(&h);
            let mut fresh = Fov::new();
            let seen = |f: &Fov| f.visible().collect::<Vec<_>>();
            match kind {
                0 => {
                    kept.compute(c, radius, blocks).unwrap();
                    fresh.compute(c, radius, blocks).unwrap();
                }
                1 => {
                    let d = Direction::from_index(dir);
                    kept.cone(c, radius, d, blocks).unwrap();
                    fresh.cone(c, radius, d, blocks).unwrap();
                }
                2 => {
                    let map = WrapHexagon::new(radius / 2 + 1).unwrap();
                    let at = map.wrap(c);
                    kept.compute_on(&map, at, radius, blocks).unwrap();
                    fresh.compute_on(&map, at, radius, blocks).unwrap();
                }
                3 => {
                    let map = HexMap::new(c, radius / 2 + 1, ()).unwrap();
                    kept.compute_on(&map, c, radius, blocks).unwrap();
                    fresh.compute_on(&map, c, radius, blocks).unwrap();
                }
                _ => {
                    let map = RhombusMap::new(c, 5, 3, ()).unwrap();
                    kept.compute_on(&map, c, radius, blocks).unwrap();
                    fresh.compute_on(&map, c, radius, blocks).unwrap();
                }
            }
            prop_assert_eq!(seen(&kept), seen(&fresh));
            for h in c.range(radius + 1) {
                prop_assert_eq!(kept.is_visible(h), fresh.is_visible(h));
            }
        }
    }
}
