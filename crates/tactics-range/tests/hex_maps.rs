//! Every hexgrid map (hexagon, rhombus, offset rectangle, wrap-around hexagon and
//! rectangle) as a tactics board through `floodfill::HexBoard`: movement against a
//! naive Dijkstra over the map's own neighbours, sight symmetric and the same as
//! hexgrid's, fog and firing positions, all asked in `Hex` terms.

use std::collections::BTreeSet;

use floodfill::{Coords, HexBoard, Topology};
use hexgrid::{
    Fov, Hex, HexMap, HexTopology, OffsetGrid, OffsetLayout, RhombusMap, Wrap, WrapHexagon,
    WrapRect,
};
use proptest::prelude::*;
use tactics_range::{
    AttackRange, MoveProfile, Movement, Query, Sight, SightRules, TacticsMap, Targeting, Viewer,
};

const WALL: u8 = 2;

/// Plain 1, forest 2, wall impassable (and blocking sight).
fn profile() -> MoveProfile {
    MoveProfile::from_costs([Some(1), Some(2), None]).unwrap()
}

/// Naive Dijkstra over the board's neighbours: settle the cheapest unsettled cell.
fn oracle<T: Topology>(topo: &T, terrain: &[u8], start: usize, budget: u32) -> Vec<Option<u32>> {
    let n = topo.len();
    let cost = |c: usize| [Some(1), Some(2), None][usize::from(terrain[c])];
    let mut best = vec![None; n];
    let mut done = vec![false; n];
    best[start] = Some(0);
    while let Some(u) = (0..n)
        .filter(|&c| !done[c] && best[c].is_some())
        .min_by_key(|&c| best[c])
    {
        done[u] = true;
        topo.for_each_neighbor(u, |v| {
            if let Some(c) = cost(v) {
                let total = best[u].unwrap() + c;
                if v != start && total <= budget && best[v].is_none_or(|b| total < b) {
                    best[v] = Some(total);
                }
            }
        });
    }
    best
}

fn check<M: HexTopology + Copy>(
    map: M,
    wraps: bool,
    terrain: &[u8],
    start: usize,
    budget: u32,
    radius: u32,
) -> Result<(), TestCaseError> {
    let board = HexBoard(map);
    let n = board.len();
    let terrain: Vec<u8> = (0..n).map(|c| terrain[c % terrain.len()]).collect();
    let start = start % n;
    let tactics = TacticsMap::new(board, terrain.clone()).unwrap();
    let hex = |c: usize| board.coord_of(c).unwrap();
    let foot = profile();
    let query = Query::new(&tactics, &foot);

    // Movement, asked and read in hexes.
    let reach = Movement::new().reach(&query, hex(start), budget).unwrap();
    let want = oracle(&board, &terrain, start, budget);
    for (c, &want) in want.iter().enumerate() {
        prop_assert_eq!(reach.on(&tactics).cost_to(hex(c)), want, "cell {}", c);
    }

    // Sight: symmetric, and hexgrid's answer.
    let rules = SightRules::new().blocking(WALL);
    let mut sight = Sight::new();
    let wall = |h: Hex| board.cell_of(h).is_some_and(|c| terrain[c] == WALL);
    let mut fov = Fov::new();
    for a in 0..n {
        for b in 0..n {
            let seen = sight
                .line_of_sight(&tactics, &rules, hex(a), hex(b))
                .unwrap();
            prop_assert_eq!(
                seen,
                sight
                    .line_of_sight(&tactics, &rules, hex(b), hex(a))
                    .unwrap()
            );
            let d = map.hex_distance(hex(a), hex(b));
            let want = if wraps {
                fov.compute_on(&map, hex(a), d, wall)
                    .unwrap()
                    .is_visible(hex(b))
            } else {
                // Off a bounded map a hex blocks.
                hexgrid::line_of_sight(hex(a), hex(b), |h| {
                    board.cell_of(h).is_none_or(|c| terrain[c] == WALL)
                })
            };
            prop_assert_eq!(seen, want, "{:?} {:?}", hex(a), hex(b));
        }
        let view: BTreeSet<Hex> = sight
            .field_of_view(&tactics, &rules, hex(a), radius)
            .unwrap()
            .into_iter()
            .collect();
        let want: BTreeSet<Hex> = fov
            .compute_on(&map, hex(a), radius, wall)
            .unwrap()
            .visible()
            .collect();
        prop_assert_eq!(&view, &want);
        if !wraps {
            // On a bounded map: the hexes within the radius in line of sight.
            let brute: BTreeSet<Hex> = (0..n)
                .filter(|&b| hex(a).distance(hex(b)) <= radius)
                .filter(|&b| sight.line_of_sight(&tactics, &rules, a, b).unwrap())
                .map(hex)
                .collect();
            prop_assert_eq!(&view, &brute);
        }
        let fog = sight
            .fog(
                &tactics,
                &rules,
                &[Viewer {
                    cell: hex(a),
                    range: radius,
                }],
            )
            .unwrap();
        for c in 0..n {
            prop_assert_eq!(fog.on(&tactics).sees(hex(c)), view.contains(&hex(c)));
        }
    }

    // Firing positions: reachable stop cells in range that see the target.
    let target = hex((start * 5 + 1) % n);
    let bow = AttackRange::new(1, 2).unwrap();
    let spots = Targeting::new()
        .firing_positions(&query, &rules, hex(start), budget, bow, target)
        .unwrap();
    for &(h, cost) in &spots {
        prop_assert_eq!(reach.on(&tactics).cost_to(h), Some(cost));
        prop_assert!(sight.line_of_sight(&tactics, &rules, h, target).unwrap());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn every_hexgrid_map_is_a_tactics_board(
        kind in 0usize..5,
        terrain in proptest::collection::vec(prop_oneof![5 => Just(0u8), 2 => Just(1u8), 2 => Just(WALL)], 1..40),
        start in 0usize..64,
        budget in 0u32..6,
        radius in 0u32..5,
        layout in 0usize..4,
    ) {
        let layout = OffsetLayout::ALL[layout];
        match kind {
            0 => check(&HexMap::new(Hex::new(1, -1), 2, ()).unwrap(), false, &terrain, start, budget, radius)?,
            1 => check(&RhombusMap::new(Hex::ORIGIN, 4, 3, ()).unwrap(), false, &terrain, start, budget, radius)?,
            2 => check(&OffsetGrid::new(4, 4, layout, ()).unwrap(), false, &terrain, start, budget, radius)?,
            3 => check(WrapHexagon::new(2).unwrap(), true, &terrain, start, budget, radius)?,
            _ => check(WrapRect::new(4, 4, layout, Wrap::Both).unwrap(), true, &terrain, start, budget, radius)?,
        }
    }
}

/// On a wrapping map the east edge is one step from the west edge.
#[test]
fn a_wrap_map_is_crossed_at_its_seam() {
    let world = HexBoard(WrapHexagon::new(3).unwrap());
    let map = TacticsMap::filled(world, 0).unwrap();
    let foot = profile();
    let reach = Movement::new()
        .reach(&Query::new(&map, &foot), Hex::new(3, 0), 1)
        .unwrap();
    assert_eq!(reach.on(&map).cost_to(Hex::new(-3, 3)), Some(1));
    assert_eq!(reach.on(&map).reached().count(), 7);
}
