//! The grid searches (index arithmetic on square grids and on offset hex boards of
//! all four layouts) against the generic search (topology callback), reached by
//! hiding the same board behind a closure graph. They must agree exactly: the
//! settling order, every cost and parent (so the tie-break), and the error, with
//! random terrain (unknown terrain included), units, sides, pass, budgets from 0 and
//! starts anywhere, borders and corners included.

use floodfill::{Connectivity, FnGraph, HexGrid, SquareGrid, Topology};
use hexgrid::OffsetLayout;
use proptest::prelude::*;
use tactics_range::{MoveProfile, Movement, Occupant, Query, RangeError, TacticsMap, ZocRule};

#[derive(Debug, Clone)]
struct Case {
    kind: u8,
    w: usize,
    h: usize,
    terrain: Vec<u8>,
    costs: Vec<Option<u8>>,
    occupants: Vec<Occupant>,
    side: u8,
    pass: bool,
    zoc: u8,
    start: usize,
    budget: u32,
}

fn case() -> impl Strategy<Value = Case> {
    (0u8..6, 1usize..12, 1usize..12).prop_flat_map(|(kind, w, h)| {
        let n = w * h;
        (
            // Terrain 5 is unknown to every profile below.
            proptest::collection::vec(prop_oneof![20 => 0u8..5, 1 => Just(5u8)], n),
            proptest::collection::vec(
                prop_oneof![4 => (1u8..8).prop_map(Some), 1 => Just(None)],
                5,
            ),
            proptest::collection::vec(
                prop_oneof![
                    8 => Just(Occupant::Empty),
                    1 => Just(Occupant::unit(0)),
                    1 => Just(Occupant::unit(1)),
                ],
                n,
            ),
            (0u8..2, any::<bool>(), 0u8..4),
            // Starts: anywhere, or a corner / border cell.
            prop_oneof![
                2 => 0..n,
                1 => prop_oneof![Just(0), Just(w - 1), Just(n - w), Just(n - 1)],
            ],
            prop_oneof![1 => Just(0u32), 4 => 0u32..16, 1 => 16u32..60],
        )
            .prop_map(
                move |(terrain, costs, occupants, (side, pass, zoc), start, budget)| Case {
                    kind,
                    w,
                    h,
                    terrain,
                    costs,
                    occupants,
                    side,
                    pass,
                    zoc,
                    start,
                    budget,
                },
            )
    })
}

/// One search, as plain data: the reached cells in order with cost and parent.
type Outcome = Result<Vec<(usize, u32, Option<usize>)>, RangeError>;

fn search<T: Topology>(topo: T, c: &Case, with_units: bool) -> Outcome {
    let profile = MoveProfile::from_costs(c.costs.iter().map(|&k| k.map(u32::from))).unwrap();
    let map = TacticsMap::new(topo, c.terrain.clone()).unwrap();
    let zoc = [
        ZocRule::None,
        ZocRule::None,
        ZocRule::StopOnEnter,
        ZocRule::NoZoneToZone,
    ][usize::from(c.zoc)];
    let mut query = Query::new(&map, &profile)
        .side(c.side)
        .pass(c.pass)
        .zoc(zoc);
    if with_units {
        query = query.occupants(&c.occupants);
    }
    let mut movement = Movement::new();
    // A warm-up search first: the generation stamps must keep searches apart.
    let _ = movement.reach(&query, (c.start + 1) % map.len(), c.budget / 2);
    let reach = movement.reach(&query, c.start, c.budget)?;
    Ok(reach
        .reached()
        .map(|cell| (cell, reach.cost_to(cell).unwrap(), reach.parent(cell)))
        .collect())
}

fn compare<T: Topology + Copy>(
    grid: T,
    neighbours: impl Fn(usize) -> floodfill::Neighbors + Copy,
    c: &Case,
) -> Result<(), TestCaseError> {
    for with_units in [false, true] {
        let graph = FnGraph::new(grid.len(), neighbours, grid.max_degree());
        let fast = search(grid, c, with_units);
        let slow = search(graph, c, with_units);
        prop_assert_eq!(&fast, &slow, "units {}", with_units);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn grid_searches_equal_the_generic_search(c in case()) {
        match c.kind {
            0 | 1 => {
                let connectivity = if c.kind == 0 { Connectivity::Four } else { Connectivity::Eight };
                let grid = SquareGrid::new(c.w, c.h, connectivity).unwrap();
                compare(grid, move |cell| grid.neighbors(cell), &c)?;
            }
            k => {
                let board = HexGrid::new(c.w, c.h, OffsetLayout::ALL[usize::from(k - 2)]).unwrap();
                compare(board, move |cell| board.neighbors(cell), &c)?;
            }
        }
    }
}

/// Boards one cell wide or high, where every cell is on two borders.
#[test]
fn thin_boards_agree() {
    for (w, h) in [(1, 1), (1, 9), (9, 1), (2, 7), (7, 2)] {
        for kind in 0..6 {
            let n = w * h;
            let c = Case {
                kind,
                w,
                h,
                terrain: (0..n).map(|i| (i % 3) as u8).collect(),
                costs: vec![Some(1), Some(2), Some(3), None, Some(1)],
                occupants: vec![Occupant::Empty; n],
                side: 0,
                pass: false,
                zoc: 0,
                start: n / 2,
                budget: 9,
            };
            let run = || -> Result<(), TestCaseError> {
                if kind < 2 {
                    let connectivity = if kind == 0 {
                        Connectivity::Four
                    } else {
                        Connectivity::Eight
                    };
                    let grid = SquareGrid::new(w, h, connectivity).unwrap();
                    compare(grid, move |cell| grid.neighbors(cell), &c)
                } else {
                    let board =
                        HexGrid::new(w, h, OffsetLayout::ALL[usize::from(kind - 2)]).unwrap();
                    compare(board, move |cell| board.neighbors(cell), &c)
                }
            };
            run().unwrap();
        }
    }
}

/// One search reused across boards of different shapes and kinds (the padded keys
/// are rebuilt per shape) gives what a fresh search gives.
#[test]
fn one_search_across_shapes_equals_fresh_searches() {
    let profile = MoveProfile::from_costs([Some(1), Some(2), Some(3), None]).unwrap();
    let mut reused = Movement::new();
    for round in 0..40usize {
        let (w, h) = (1 + round % 7, 1 + (round * 5) % 9);
        let terrain: Vec<u8> = (0..w * h).map(|i| ((i * 7 + round) % 4) as u8).collect();
        let start = (round * 3) % (w * h);
        let budget = (round % 9) as u32;
        let outcome = |movement: &mut Movement, kind: usize| -> Outcome {
            fn run<T: Topology>(
                movement: &mut Movement,
                topo: T,
                terrain: &[u8],
                profile: &MoveProfile,
                start: usize,
                budget: u32,
            ) -> Outcome {
                let map = TacticsMap::new(topo, terrain.to_vec()).unwrap();
                let reach = movement.reach(&Query::new(&map, profile), start, budget)?;
                Ok(reach
                    .reached()
                    .map(|cell| (cell, reach.cost_to(cell).unwrap(), reach.parent(cell)))
                    .collect())
            }
            match kind {
                0 => run(
                    movement,
                    SquareGrid::new(w, h, Connectivity::Four).unwrap(),
                    &terrain,
                    &profile,
                    start,
                    budget,
                ),
                1 => run(
                    movement,
                    SquareGrid::new(w, h, Connectivity::Eight).unwrap(),
                    &terrain,
                    &profile,
                    start,
                    budget,
                ),
                k => run(
                    movement,
                    HexGrid::new(w, h, OffsetLayout::ALL[k - 2]).unwrap(),
                    &terrain,
                    &profile,
                    start,
                    budget,
                ),
            }
        };
        for kind in [round % 6, (round + 3) % 6] {
            let want = outcome(&mut Movement::new(), kind);
            assert_eq!(
                outcome(&mut reused, kind),
                want,
                "round {round} kind {kind}"
            );
        }
    }
}
