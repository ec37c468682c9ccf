//! Properties of the movement, threat and area searches against simple oracles: a
//! naive O(n^2) Dijkstra that applies the movement rules edge by edge, a naive BFS, and
//! brute-force unions.

use crate::common;

use std::collections::VecDeque;

use common::{Rules, Scenario, neighbours, scenario};
use floodfill::{Connectivity, SquareGrid, Topology};
use proptest::prelude::*;
use tactics_range::{
    AttackRange, MoveProfile, Movement, Occupant, Query, RangeError, TacticsMap, Targeting, ZocRule,
};

/// Naive BFS grid distance from `from`.
fn bfs<T: Topology>(t: &T, from: usize) -> Vec<Option<u32>> {
    let mut d = vec![None; t.len()];
    d[from] = Some(0);
    let mut q = VecDeque::from([from]);
    while let Some(u) = q.pop_front() {
        for v in neighbours(t, u) {
            if d[v].is_none() {
                d[v] = Some(d[u].unwrap() + 1);
                q.push_back(v);
            }
        }
    }
    d
}

fn check<T: Topology>(
    map: &TacticsMap<T>,
    s: &Scenario,
    range: (u32, u32),
) -> Result<(), TestCaseError> {
    let topo = map.topology();
    let rules = Rules::new(s);
    // No edge rules here (`scenario(.., false)`): the bucket queue's searches.
    let query = common::query(s, map, &rules);
    let oracle = rules.costs(s.start, s.budget);
    let (mut movement, mut targeting) = (Movement::new(), Targeting::new());
    let reach = movement.reach(&query, s.start, s.budget).unwrap();

    // Remaining movement per cell equals the oracle's.
    for (cell, want) in oracle.iter().enumerate() {
        prop_assert_eq!(reach.cost_to(cell), *want, "cell {}", cell);
        prop_assert_eq!(reach.remaining(cell), want.map(|c| s.budget - c));
    }
    prop_assert_eq!(reach.len(), oracle.iter().flatten().count());
    // Settled cheapest first.
    let order: Vec<u32> = reach.reached().map(|c| reach.cost_to(c).unwrap()).collect();
    prop_assert!(order.windows(2).all(|w| w[0] <= w[1]));

    for cell in reach.reached() {
        // Every path: start to cell, through allowed steps, costing what is reported.
        let path: Vec<usize> = reach.path_to(cell).unwrap().collect();
        prop_assert_eq!(path[0], s.start);
        prop_assert_eq!(*path.last().unwrap(), cell);
        let mut total = 0;
        for pair in path.windows(2) {
            prop_assert!(neighbours(topo, pair[0]).contains(&pair[1]));
            let step = rules.step(pair[0], pair[1], s.start);
            prop_assert!(step.is_some(), "forbidden step {:?}", pair);
            total += step.unwrap();
            // Passable, unblocked cells only.
            prop_assert!(s.pass || !rules.enemy(pair[1]));
        }
        prop_assert_eq!(Some(total), reach.cost_to(cell));
        let back: Vec<usize> = reach.steps_back(cell).collect();
        prop_assert_eq!(back.iter().rev().copied().collect::<Vec<_>>(), path.clone());
        // Zone of control, stated on the path itself.
        if !s.skirmisher {
            match s.zoc {
                ZocRule::StopOnEnter => {
                    for &mid in path.iter().skip(1).take(path.len().saturating_sub(2)) {
                        prop_assert!(!rules.in_zone(mid), "walked on through zone cell {}", mid);
                    }
                }
                ZocRule::NoZoneToZone => {
                    for pair in path.windows(2) {
                        prop_assert!(!(rules.in_zone(pair[0]) && rules.in_zone(pair[1])));
                    }
                }
                ZocRule::None => {}
            }
        }
    }
    // Stop cells never hold a unit (the start holds the mover itself).
    let stops: Vec<usize> = reach.stop_cells().collect();
    for &c in &stops {
        prop_assert!(c == s.start || s.occupants[c] == Occupant::Empty);
    }
    let want_stops = (0..map.len())
        .filter(|&c| oracle[c].is_some() && (c == s.start || s.occupants[c] == Occupant::Empty))
        .count();
    prop_assert_eq!(stops.len(), want_stops);

    // Reachable sets grow with the budget, and so does the movement left.
    let bigger = rules.costs(s.start, s.budget + 3);
    let reach = movement.reach(&query, s.start, s.budget + 3).unwrap();
    for cell in 0..map.len() {
        if let Some(c) = oracle[cell] {
            prop_assert!(reach.cost_to(cell) == Some(c));
            prop_assert!(reach.remaining(cell).unwrap() >= s.budget - c);
        }
        prop_assert_eq!(reach.cost_to(cell), bigger[cell]);
    }

    // Threat range equals the brute-force union over stop cells.
    let range = AttackRange::new(range.0, range.1).unwrap();
    let mut want = vec![false; map.len()];
    for &stop in &stops {
        for (c, d) in bfs(topo, stop).into_iter().enumerate() {
            if d.is_some_and(|d| (range.min()..=range.max()).contains(&d)) {
                want[c] = true;
            }
        }
    }
    let threat = targeting.threat(&query, s.start, s.budget, range).unwrap();
    let mut got: Vec<usize> = threat.cells().collect();
    got.sort_unstable();
    let want_cells: Vec<usize> = (0..map.len()).filter(|&c| want[c]).collect();
    prop_assert_eq!(&got, &want_cells);
    for (c, &w) in want.iter().enumerate() {
        prop_assert_eq!(threat.contains(c), w);
    }
    let enemies: Vec<usize> = threat.enemies().collect();
    for (c, &w) in want.iter().enumerate() {
        prop_assert_eq!(enemies.contains(&c), w && rules.enemy(c));
    }

    // The reverse question agrees with the threat range, and picks a cheapest stop.
    for (target, &w) in want.iter().enumerate() {
        let from = targeting
            .attack_position(&query, s.start, s.budget, range, target)
            .unwrap();
        prop_assert_eq!(from.is_some(), w, "target {}", target);
        if let Some(f) = from {
            let d = bfs(topo, f)[target].unwrap();
            prop_assert!((range.min()..=range.max()).contains(&d));
            let cheapest = stops
                .iter()
                .filter(|&&st| {
                    bfs(topo, st)[target].is_some_and(|d| (range.min()..=range.max()).contains(&d))
                })
                .map(|&st| oracle[st].unwrap())
                .min();
            prop_assert_eq!(oracle[f], cheapest);
        }
    }

    // cells_in_range is the BFS annulus.
    let from = s.start;
    let mut ring: Vec<usize> = targeting.cells_in_range(topo, from, range).unwrap();
    ring.sort_unstable();
    let want_ring: Vec<usize> = bfs(topo, from)
        .into_iter()
        .enumerate()
        .filter(|(_, d)| d.is_some_and(|d| (range.min()..=range.max()).contains(&d)))
        .map(|(c, _)| c)
        .collect();
    prop_assert_eq!(ring, want_ring);
    Ok(())
}

fn run(s: &Scenario, range: (u32, u32)) -> Result<(), TestCaseError> {
    match (s.square(), s.hex()) {
        (Some(map), _) => check(&map, s, range),
        (_, Some(map)) => check(&map, s, range),
        _ => unreachable!("every scenario is a square grid or a hex board"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn search_matches_the_oracle(s in scenario(9, true, false), a in 0u32..3, b in 0u32..3) {
        run(&s, (a, a + b))?;
    }

    /// Terrain ids the profile does not know give an error (or nothing, when the search
    /// never meets them), never a panic.
    #[test]
    fn unknown_terrain_is_an_error_not_a_panic(
        terrain in proptest::collection::vec(0u8..8, 25),
        start in 0usize..30,
        budget in 0u32..70_000,
    ) {
        let grid = SquareGrid::new(5, 5, Connectivity::Eight).unwrap();
        let map = TacticsMap::new(grid, terrain.clone()).unwrap();
        let profile = MoveProfile::from_costs([Some(1), Some(2), None, Some(3)]).unwrap();
        let mut movement = Movement::new();
        match movement.reach(&Query::new(&map, &profile), start, budget) {
            Ok(reach) => {
                prop_assert!(start < 25 && budget <= tactics_range::MAX_BUDGET);
                for c in reach.reached() {
                    prop_assert!(c == start || terrain[c] < 4);
                }
            }
            Err(RangeError::CellOutOfRange { cell, len: 25 }) => prop_assert_eq!(cell, start),
            Err(RangeError::BudgetTooLarge { budget: b }) => prop_assert_eq!(b, budget),
            Err(RangeError::UnknownTerrain { cell, terrain: t }) => {
                prop_assert!(t >= 4);
                prop_assert_eq!(terrain[cell], t);
            }
            Err(e) => prop_assert!(false, "unexpected {e:?}"),
        }
    }
}
