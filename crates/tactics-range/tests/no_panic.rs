//! The crate's contract under hostile input, in debug builds (where integer overflow
//! panics): every public function given extreme numbers (0, 1, `u32::MAX`,
//! `usize::MAX`), cells off the map, huge budgets, radii and ranges returns a value or
//! a typed error, quickly. Ranges past the map are clamped to it, so none of these
//! loops over 2^32 distances. Hostile saved documents are in `tests/serde.rs` (the
//! feature's test run).

use floodfill::{Connectivity, HexBoard, HexGrid, SquareGrid, Topology};
use hexgrid::{Direction, OffsetLayout, WrapHexagon};
use proptest::prelude::*;
#[allow(deprecated)]
use tactics_range::{
    AttackRange, Attacker, EdgeCost, EdgeCosts, HexShape, MoveProfile, Movement, Occupant, Query,
    RangeError, Sight, SightGrid, SightRules, SquareShape, TacticsMap, Targeting, TurnBudget,
    Viewer, ZocRule, hex_area, square_area,
};

use crate::common;

use common::{extreme_cell, extreme_u32};

fn square_map(w: usize, h: usize, diagonal: bool) -> TacticsMap<SquareGrid> {
    let c = if diagonal {
        Connectivity::Eight
    } else {
        Connectivity::Four
    };
    let grid = SquareGrid::new(w, h, c).unwrap();
    let terrain = (0..grid.len()).map(|i| (i % 3) as u8).collect();
    TacticsMap::new(grid, terrain).unwrap()
}

/// D9 of the robustness issue: a whole-`u32` range on a small map.
#[test]
fn a_range_to_u32_max_is_clamped_to_the_map() {
    let map = square_map(5, 5, false);
    let foot = MoveProfile::from_costs([Some(1), Some(2), None]).unwrap();
    let mut units = vec![Occupant::Empty; 25];
    units[24] = Occupant::unit(1);
    let q = Query::new(&map, &foot).occupants(&units);
    let mut targeting = Targeting::new();
    let huge = AttackRange::new(1, u32::MAX).unwrap();
    let threat = targeting.threat(&q, 0, 3, huge).unwrap();
    // Every cell but those unreachable by the BFS (none on a grid) is in range of a
    // stop cell other than itself.
    assert_eq!(threat.len(), 25);
    assert_eq!(
        targeting.attack_position(&q, 0, 3, huge, 24).unwrap(),
        Some(0)
    );
    let all: Vec<usize> = targeting.cells_in_range(map.topology(), 12, huge).unwrap();
    assert_eq!(all.len(), 24);
    let none = AttackRange::new(u32::MAX, u32::MAX).unwrap();
    assert_eq!(
        targeting
            .cells_in_range(map.topology(), 12, none)
            .unwrap()
            .len(),
        0
    );
    assert_eq!(targeting.threat(&q, 0, 3, none).unwrap().len(), 0);
    assert_eq!(targeting.attack_position(&q, 0, 3, none, 24).unwrap(), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Movement, threat and attack queries with extreme starts, budgets and ranges.
    #[test]
    fn searches_never_panic(
        w in 1usize..6,
        h in 1usize..6,
        hex in any::<bool>(),
        diagonal in any::<bool>(),
        start in extreme_cell(),
        target in extreme_cell(),
        budget in extreme_u32(),
        min in extreme_u32(),
        max in extreme_u32(),
        zoc in 0u8..3,
    ) {
        let foot = MoveProfile::from_costs([Some(1), Some(254), None]).unwrap();
        let range = AttackRange::new(min.min(max), min.max(max)).unwrap();
        let rule = [ZocRule::None, ZocRule::StopOnEnter, ZocRule::NoZoneToZone][usize::from(zoc)];
        let (mut movement, mut sight, mut targeting) = (Movement::new(), Sight::new(), Targeting::new());
        if hex {
            let board = HexGrid::new(w, h, OffsetLayout::ALL[(w + h) % 4]).unwrap();
            let terrain = (0..board.len()).map(|i| (i % 3) as u8).collect();
            let map = TacticsMap::new(board, terrain).unwrap();
            exercise(&mut movement, &mut targeting, &map, &foot, rule, start, target, budget, range);
            sight_and_turns(&mut movement, &mut sight, &mut targeting, &map, &foot, start, target, budget, range);
        } else {
            let map = square_map(w, h, diagonal);
            exercise(&mut movement, &mut targeting, &map, &foot, rule, start, target, budget, range);
            sight_and_turns(&mut movement, &mut sight, &mut targeting, &map, &foot, start, target, budget, range);
        }
    }

    /// Map texts, profiles and terrain edits with hostile values.
    #[test]
    fn maps_and_profiles_never_panic(
        text in "[0-9a-zA-Z#?\n -]{0,60}",
        cell in extreme_cell(),
        terrain in any::<u8>(),
        cost in extreme_u32(),
        count in extreme_cell(),
    ) {
        if let Ok(mut map) = text.parse::<TacticsMap<SquareGrid>>() {
            // What parses prints back to the same map.
            let again: TacticsMap<SquareGrid> = map.to_string().parse().unwrap();
            prop_assert_eq!(&again, &map);
            let _ = map.set_terrain(cell, terrain);
            let _ = map.terrain(cell);
            let _ = map.to_string();
            let map = map.with_connectivity(Connectivity::Eight);
            // A view of a search on another map prints without panicking.
            let other = square_map(3, 2, false);
            let foot = MoveProfile::uniform(3, 1).unwrap();
            let mut movement = Movement::new();
            let reach = movement.reach(&Query::new(&other, &foot), 0, 2).unwrap();
            let _ = tactics_range::SeedView::new(&map, &foot, &reach).to_string();
        }
        let _ = MoveProfile::uniform(count, cost);
        let _ = MoveProfile::new().with_cost(terrain, cost);
        let _ = MoveProfile::from_costs(std::iter::repeat_n(Some(cost), count.min(1000)));
    }

    /// Edge rules with any cells and costs: refused off the map, never a panic.
    #[test]
    fn edge_rules_never_panic(
        cells in extreme_cell(),
        from in extreme_cell(),
        to in extreme_cell(),
        extra in extreme_u32(),
    ) {
        let mut edges = EdgeCosts::new(cells);
        let set = edges.set(from, to, EdgeCost::Extra(extra));
        let cells_ok = from < cells && to < cells && from != to && to < floodfill::MAX_CELLS && from < floodfill::MAX_CELLS;
        prop_assert_eq!(set.is_ok(), cells_ok && extra <= tactics_range::MAX_EXTRA);
        if cells_ok && extra > tactics_range::MAX_EXTRA {
            prop_assert_eq!(set, Err(tactics_range::RangeError::BadExtra { extra }));
        }
        let _ = edges.wall(from, to);
        let _ = (edges.get(from, to), edges.get(usize::MAX, 0), edges.remove(to, from));
    }

    /// Area shapes with extreme sizes and centres.
    #[test]
    #[allow(deprecated)] // the old entry points, kept one release, beside the new one
    fn areas_never_panic(
        w in 1usize..6,
        h in 1usize..6,
        center in extreme_cell(),
        r in extreme_u32(),
        dx in any::<i8>(),
        dy in any::<i8>(),
        d in 0usize..6,
    ) {
        let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        let n = grid.len();
        let mut targeting = Targeting::new();
        for shape in [
            SquareShape::Diamond(r),
            SquareShape::DiamondRing(r),
            SquareShape::Square(r),
            SquareShape::SquareRing(r),
            SquareShape::Cross(r),
            SquareShape::Line { dx, dy, len: r },
            SquareShape::Cone { dx, dy, len: r },
        ] {
            match targeting.area(&grid, center, shape) {
                Ok(cells) => prop_assert!(cells.len() <= n && cells.iter().all(|&c| c < n)),
                Err(e) => {
                    let expected =
                        matches!(e, RangeError::CellOutOfRange { .. } | RangeError::BadDirection);
                    prop_assert!(expected, "{e}");
                }
            }
            match square_area(&grid, center, shape) {
                Ok(cells) => prop_assert!(cells.take(n + 8).all(|c| c < n)),
                Err(e) => {
                    let expected =
                        matches!(e, RangeError::CellOutOfRange { .. } | RangeError::BadDirection);
                    prop_assert!(expected, "{e}");
                }
            }
        }
        let board = HexGrid::new(w, h, OffsetLayout::OddQ).unwrap();
        let direction = Direction::ALL[d];
        let world = HexBoard(WrapHexagon::new(w as u32).unwrap());
        for shape in [
            HexShape::Star(r),
            HexShape::Line { direction, len: r },
            HexShape::Ball(r),
            HexShape::Ring(r),
            HexShape::Cone { direction, len: r },
        ] {
            for result in [targeting.area(&board, center, shape), targeting.area(&world, center, shape)] {
                match result {
                    Ok(cells) => prop_assert!(cells.len() <= world.len().max(n)),
                    Err(e) => {
                        let expected = matches!(e, RangeError::CellOutOfRange { .. });
                        prop_assert!(expected, "{e}");
                    }
                }
            }
            match hex_area(&board, center, shape) {
                Ok(cells) => prop_assert!(cells.take(6 * n + 8).all(|c| c < n)),
                Err(e) => {
                    let expected = matches!(e, RangeError::CellOutOfRange { .. });
                    prop_assert!(expected, "{e}");
                }
            }
        }
    }
}

/// Runs every query of the crate once on `map`; errors are fine, panics are not.
#[allow(clippy::too_many_arguments)]
fn exercise<T: Topology>(
    movement: &mut Movement,
    targeting: &mut Targeting,
    map: &TacticsMap<T>,
    profile: &MoveProfile,
    rule: ZocRule,
    start: usize,
    target: usize,
    budget: u32,
    range: AttackRange,
) {
    let n = map.len();
    let mut units = vec![Occupant::Empty; n];
    units[n - 1] = Occupant::unit(1);
    let q = Query::new(map, profile).occupants(&units).zoc(rule);
    if let Ok(reach) = movement.reach(&q, start, budget) {
        assert!(budget <= tactics_range::MAX_BUDGET && start < n);
        for c in [0, start, target, usize::MAX] {
            let _ = (reach.remaining(c), reach.cost_to(c), reach.parent(c));
            let _ = (reach.can_stop(c), reach.path_to(c).map(Iterator::count));
            let _ = reach.steps_back(c).count();
        }
    } else {
        assert!(budget > tactics_range::MAX_BUDGET || start >= n);
    }
    if let Ok(threat) = targeting.threat(&q, start, budget, range) {
        let _ = (threat.contains(target), threat.enemies().count());
    }
    let _ = targeting.attack_position(&q, start, budget, range, target);
    let one = Attacker {
        query: q,
        start,
        budget,
        range,
    };
    let _ = targeting.attackers_of(&[one, one], target).map(|v| v.len());
    let _ = targeting
        .cells_in_range(map.topology(), start, range)
        .map(|v| v.len());
}

/// Sight, fog, firing spots, edge costs and multi-turn reach with extreme input.
#[allow(clippy::too_many_arguments)]
fn sight_and_turns<T: SightGrid>(
    movement: &mut Movement,
    sight: &mut Sight,
    targeting: &mut Targeting,
    map: &TacticsMap<T>,
    profile: &MoveProfile,
    start: usize,
    target: usize,
    budget: u32,
    range: AttackRange,
) {
    let n = map.len();
    let rules = SightRules::new().blocking(1).hiding(2);
    let _ = sight.line_of_sight(map, &rules, start, target);
    let _ = sight
        .field_of_view(map, &rules, start, budget)
        .map(|v| v.len());
    let viewers = [
        Viewer {
            cell: start,
            range: budget,
        },
        Viewer {
            cell: target,
            range: u32::MAX,
        },
    ];
    if let Ok(fog) = sight.fog(map, &rules, &viewers) {
        let _ = (
            fog.sees(usize::MAX),
            fog.reveals(target),
            fog.cells().count(),
        );
    }
    let mut edges = EdgeCosts::new(n);
    for c in 1..n {
        edges
            .set(c - 1, c, EdgeCost::Extra(tactics_range::MAX_EXTRA))
            .unwrap();
        edges.set(c, c - 1, EdgeCost::Blocked).unwrap();
    }
    let q = Query::new(map, profile).edges(&edges);
    let _ = movement.reach(&q, start, budget).map(|r| r.len());
    let _ = targeting
        .firing_positions(&q, &rules, start, budget, range, target)
        .map(|v| v.len());
    for plan in [
        TurnBudget::per_turn(budget),
        TurnBudget::per_turn(1)
            .this_turn(budget)
            .max_turns(u32::MAX),
        TurnBudget::per_turn(budget).max_turns(0),
    ] {
        if let Ok(turns) = movement.turns(&q, start, plan) {
            for c in [start, target, usize::MAX] {
                let _ = (
                    turns.turn(c),
                    turns.remaining(c),
                    turns.turn_start(c),
                    turns.can_stop(c),
                );
            }
        }
    }
    let wrong = EdgeCosts::new(n + 1);
    assert!(
        movement
            .reach(&Query::new(map, profile).edges(&wrong), 0, 1)
            .is_err()
    );
}

/// Issue 46, item 2: a map size that cannot be served is refused before anything is
/// allocated for it, whatever the topology.
#[test]
fn a_huge_topology_is_refused_before_its_terrain_is_allocated() {
    let endless = floodfill::FnGraph::new(usize::MAX, |_| [], 0);
    assert_eq!(
        TacticsMap::filled(endless, 0).err(),
        Some(RangeError::TooManyCells { len: usize::MAX })
    );
    let world =
        floodfill::HexBoard(hexgrid::WrapHexagon::new(hexgrid::WrapHexagon::MAX_RADIUS).unwrap());
    assert_eq!(
        TacticsMap::filled(world, 0).unwrap_err(),
        RangeError::TooManyCells { len: world.len() }
    );
}

/// A user graph whose `shape()` is whatever it is told.
struct Liar<'a>(floodfill::AdjacencyList, floodfill::Shape<'a>);

impl Topology for Liar<'_> {
    fn len(&self) -> usize {
        self.0.len()
    }
    fn for_each_neighbor(&self, c: usize, f: impl FnMut(usize)) {
        self.0.for_each_neighbor(c, f);
    }
    fn max_degree(&self) -> usize {
        self.0.max_degree()
    }
    fn shape(&self) -> Option<floodfill::Shape<'_>> {
        Some(self.1)
    }
}

/// A topology that claims a `Shape` it is not (of any size, overflowing ones
/// included): movement and targeting answer without a panic.
#[test]
fn lying_shapes_never_panic() {
    use floodfill::Shape;
    let shapes = [
        Shape::Square {
            width: usize::MAX,
            height: 2,
            diagonal: false,
        },
        Shape::Square {
            width: 3,
            height: usize::MAX / 2,
            diagonal: true,
        },
        Shape::Square {
            width: 9,
            height: 1,
            diagonal: false,
        },
        Shape::Square {
            width: 3,
            height: 3,
            diagonal: true,
        },
        Shape::Hex {
            cols: usize::MAX,
            rows: 3,
            layout: OffsetLayout::OddR,
        },
        Shape::Hex {
            cols: 3,
            rows: 3,
            layout: OffsetLayout::EvenQ,
        },
        Shape::SideBits {
            width: 3,
            sides: &[0xff; 9],
        },
    ];
    let foot = MoveProfile::uniform(1, 1).unwrap();
    for shape in shapes {
        let graph = floodfill::AdjacencyList::directed(9, (0..8).map(|c| (c, c + 1))).unwrap();
        let map = TacticsMap::filled(Liar(graph, shape), 0).unwrap();
        let q = Query::new(&map, &foot);
        let _ = Movement::new().reach(&q, 4, 5).map(|r| r.len());
        let _ = Movement::new()
            .turns(&q, 0, TurnBudget::per_turn(2))
            .map(|t| t.len());
        let range = AttackRange::new(1, 2).unwrap();
        let _ = Targeting::new().threat(&q, 0, 3, range).map(|t| t.len());
    }
}
