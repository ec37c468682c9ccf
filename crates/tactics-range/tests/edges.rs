//! Edge costs (walls, ledges, climbs) against the naive rules of `common`, and the
//! heap search they take against the bucket queue when no rule applies.

use crate::common;

use common::{Rules, Scenario, scenario};
use floodfill::{Connectivity, HexGrid, SquareGrid, Topology};
use hexgrid::{OffsetCoord, OffsetLayout};
use proptest::prelude::*;
use tactics_range::{EdgeCost, EdgeCosts, MoveProfile, Movement, Query, RangeError, TacticsMap};

fn check<T: Topology>(map: &TacticsMap<T>, s: &Scenario) -> Result<(), TestCaseError> {
    let rules = Rules::new(s);
    let query = common::query(s, map, &rules);
    let oracle = rules.costs(s.start, s.budget);
    let mut movement = Movement::new();
    let reach = movement.reach(&query, s.start, s.budget).unwrap();
    for (cell, want) in oracle.iter().enumerate() {
        prop_assert_eq!(reach.cost_to(cell), *want, "cell {}", cell);
        // The path is made of allowed steps and costs what is reported.
        if let Some(path) = reach.path_to(cell) {
            let path: Vec<usize> = path.collect();
            prop_assert_eq!(path[0], s.start);
            let mut total = 0;
            for w in path.windows(2) {
                let step = rules.step(w[0], w[1], s.start);
                prop_assert!(step.is_some(), "forbidden step {:?}", w);
                total += step.unwrap();
            }
            prop_assert_eq!(Some(total), *want);
        }
    }
    // Costs never fall when the budget grows.
    let small: Vec<Option<u32>> = {
        let r = movement
            .reach(&query, s.start, s.budget.saturating_sub(2))
            .unwrap();
        (0..map.len()).map(|c| r.cost_to(c)).collect()
    };
    for (c, got) in small.iter().enumerate() {
        if got.is_some() {
            prop_assert_eq!(*got, oracle[c]);
        }
    }
    Ok(())
}

/// With only inert rules (between cells that are not neighbours), the heap search
/// gives exactly what the bucket queue gives: costs, parents, settling order.
fn same_as_bucket_queue<T: Topology>(
    map: &TacticsMap<T>,
    s: &Scenario,
) -> Result<(), TestCaseError> {
    let n = map.len();
    let Some((a, b)) = (0..n)
        .flat_map(|a| (0..n).map(move |b| (a, b)))
        .find(|&(a, b)| a != b && !common::neighbours(map.topology(), a).contains(&b))
    else {
        return Ok(());
    };
    let mut inert = EdgeCosts::new(n);
    inert.wall(a, b).unwrap();
    let profile = s.profile();
    let base = Query::new(map, &profile)
        .occupants(&s.occupants)
        .side(s.side)
        .pass(s.pass)
        .skirmisher(s.skirmisher)
        .zoc(s.zoc);
    let mut one = Movement::new();
    let mut two = Movement::new();
    let plain = one.reach(&base, s.start, s.budget).unwrap();
    let heap = two.reach(&base.edges(&inert), s.start, s.budget).unwrap();
    prop_assert_eq!(
        plain.reached().collect::<Vec<_>>(),
        heap.reached().collect::<Vec<_>>()
    );
    for c in 0..n {
        prop_assert_eq!(plain.remaining(c), heap.remaining(c));
        prop_assert_eq!(plain.parent(c), heap.parent(c));
        prop_assert_eq!(plain.can_stop(c), heap.can_stop(c));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn edge_costs_match_the_naive_rules(s in scenario(8, true, true)) {
        if let Some(map) = s.square() {
            check(&map, &s)?;
            same_as_bucket_queue(&map, &s)?;
        }
        if let Some(map) = s.hex() {
            check(&map, &s)?;
            same_as_bucket_queue(&map, &s)?;
        }
    }
}

#[test]
fn a_wall_on_a_square_map_sends_the_unit_around() {
    // 3x3, the unit in the middle of the left column; a wall on its right side.
    let grid = SquareGrid::new(3, 3, Connectivity::Four).unwrap();
    let map = TacticsMap::filled(grid, 0).unwrap();
    let foot = MoveProfile::uniform(1, 1).unwrap();
    let at = |x, y| grid.cell_of((x, y)).unwrap();
    let mut edges = EdgeCosts::new(map.len());
    edges.wall(at(0, 1), at(1, 1)).unwrap();
    let mut movement = Movement::new();
    let q = Query::new(&map, &foot).edges(&edges);
    let reach = movement.reach(&q, at(0, 1), 4).unwrap();
    assert_eq!(reach.cost_to(at(1, 1)), Some(3));
    let path: Vec<usize> = reach.path_to(at(1, 1)).unwrap().collect();
    assert_eq!(path, [at(0, 1), at(0, 0), at(1, 0), at(1, 1)]);
    // Without the rules, one step.
    let plain = movement
        .reach(&Query::new(&map, &foot), at(0, 1), 4)
        .unwrap();
    assert_eq!(plain.cost_to(at(1, 1)), Some(1));
}

#[test]
fn a_ledge_on_a_hex_map_is_one_way() {
    let board = HexGrid::new(4, 4, OffsetLayout::OddQ).unwrap();
    let map = TacticsMap::filled(board, 0).unwrap();
    let foot = MoveProfile::uniform(1, 1).unwrap();
    let low = board
        .cell_of(board.layout().to_hex(OffsetCoord::new(1, 1)))
        .unwrap();
    let high = board.neighbors(low).next().unwrap();
    let mut edges = EdgeCosts::new(map.len());
    edges.set(low, high, EdgeCost::Blocked).unwrap();
    let mut movement = Movement::new();
    let q = Query::new(&map, &foot).edges(&edges);
    let up = movement.reach(&q, low, 1).unwrap();
    assert_eq!(up.cost_to(high), None);
    let down = movement.reach(&q, high, 1).unwrap();
    assert_eq!(down.cost_to(low), Some(1));
    // A climb instead: 1 + 2 straight up, so walking around (2) is cheaper; with an
    // extra of 0 the climb is a plain step again.
    edges.set(low, high, EdgeCost::Extra(2)).unwrap();
    let q = Query::new(&map, &foot).edges(&edges);
    let reach = movement.reach(&q, low, 3).unwrap();
    assert_eq!(reach.cost_to(high), Some(2));
    assert_eq!(reach.path_to(high).unwrap().len(), 3);
    edges.set(low, high, EdgeCost::Extra(0)).unwrap();
    let q = Query::new(&map, &foot).edges(&edges);
    assert_eq!(
        movement
            .reach(&q, low, 3)
            .unwrap()
            .path_to(high)
            .unwrap()
            .len(),
        2
    );
}

#[test]
fn edge_rules_for_another_map_are_refused() {
    let map = TacticsMap::filled(SquareGrid::new(2, 2, Connectivity::Four).unwrap(), 0).unwrap();
    let foot = MoveProfile::uniform(1, 1).unwrap();
    let edges = EdgeCosts::new(5);
    let mut movement = Movement::new();
    assert_eq!(
        movement
            .reach(&Query::new(&map, &foot).edges(&edges), 0, 3)
            .unwrap_err(),
        RangeError::SizeMismatch {
            what: "edges",
            expected: 4,
            found: 5
        }
    );
}
