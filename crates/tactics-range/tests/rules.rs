//! Hand-checked scenarios for each rule, shapes against brute force, and bad input.

use floodfill::{Connectivity, FnGraph, HexGrid, SquareGrid};
use hexgrid::{Direction, OffsetLayout};
use proptest::prelude::*;
#[allow(deprecated)]
use tactics_range::{
    AttackRange, Attacker, HexShape, MoveProfile, Movement, Occupant, Query, RangeError,
    SquareShape, TacticsMap, Targeting, ZocRule, hex_area, square_area,
};

const PLAIN: u8 = 0;
const FOREST: u8 = 1;
const MOUNTAIN: u8 = 2;

fn line_map(text: &str) -> TacticsMap<SquareGrid> {
    text.parse().unwrap()
}

fn foot() -> MoveProfile {
    MoveProfile::from_costs([Some(1), Some(2), Some(4)]).unwrap()
}

#[test]
fn fire_emblem_classes_differ_only_in_profile() {
    // A corridor: plain, forest, forest, mountain, plain.
    let map = line_map("01120\n");
    let infantry = foot();
    let cavalry = MoveProfile::from_costs([Some(1), Some(3), None]).unwrap();
    let flier = MoveProfile::uniform(3, 1).unwrap();
    let mut movement = Movement::new();
    let mut far = |p: &MoveProfile| {
        let r = movement.reach(&Query::new(&map, p), 0, 5).unwrap();
        (0..5).map(|c| r.remaining(c)).collect::<Vec<_>>()
    };
    assert_eq!(far(&infantry), [Some(5), Some(3), Some(1), None, None]);
    assert_eq!(far(&cavalry), [Some(5), Some(2), None, None, None]);
    assert_eq!(far(&flier), [Some(5), Some(4), Some(3), Some(2), Some(1)]);
    let _ = (PLAIN, FOREST, MOUNTAIN);
}

#[test]
fn enemies_block_allies_pass_and_pass_skill_walks_through() {
    // 0 . A . E . : ally at 2, enemy at 4.
    let map = line_map("000000\n");
    let p = foot();
    let mut units = vec![Occupant::Empty; 6];
    units[2] = Occupant::unit(0);
    units[4] = Occupant::unit(1);
    let mut movement = Movement::new();
    let q = Query::new(&map, &p).occupants(&units);
    let r = movement.reach(&q, 0, 9).unwrap();
    assert_eq!(r.cost_to(3), Some(3)); // through the ally
    assert!(r.is_reached(2) && !r.can_stop(2)); // but not onto it
    assert_eq!(r.cost_to(4), None); // the enemy blocks
    assert_eq!(r.cost_to(5), None);
    assert_eq!(r.stop_cells().collect::<Vec<_>>(), [0, 1, 3]);
    let r = movement.reach(&q.pass(true), 0, 9).unwrap();
    assert_eq!(r.cost_to(5), Some(5));
    assert!(r.is_reached(4) && !r.can_stop(4));
    assert_eq!(
        r.path_to(5).unwrap().collect::<Vec<_>>(),
        [0, 1, 2, 3, 4, 5]
    );
}

/// A 5x2 field with an enemy on the lower row (`S` start, `E` enemy):
/// ```text
/// S . . . .
/// . . E . .
/// ```
/// The zone is (2, 0), (1, 1) and (3, 1): every way east passes through it.
fn zoc_field() -> (TacticsMap<SquareGrid>, Vec<Occupant>) {
    let map = TacticsMap::filled(SquareGrid::new(5, 2, Connectivity::Four).unwrap(), 0).unwrap();
    let mut units = vec![Occupant::Empty; 10];
    units[7] = Occupant::unit(1);
    (map, units)
}

#[test]
fn wesnoth_zone_ends_the_move() {
    let (map, units) = zoc_field();
    let p = foot();
    let mut movement = Movement::new();
    let q = Query::new(&map, &p)
        .occupants(&units)
        .zoc(ZocRule::StopOnEnter);
    let r = movement.reach(&q, 0, 4).unwrap();
    assert_eq!(r.cost_to(2), Some(2)); // entered, and the move ends there
    assert_eq!(r.cost_to(6), Some(2));
    assert_eq!(r.cost_to(3), None);
    assert_eq!(r.cost_to(4), None);
    // A skirmisher walks on through the zone.
    let r = movement.reach(&q.skirmisher(true), 0, 4).unwrap();
    assert_eq!(r.cost_to(4), Some(4));
    assert_eq!(r.path_to(4).unwrap().collect::<Vec<_>>(), [0, 1, 2, 3, 4]);
    // A level-0 enemy exerts no zone.
    let mut weak = units.clone();
    weak[7] = Occupant::unit_without_zoc(1);
    let r = movement
        .reach(
            &Query::new(&map, &p)
                .occupants(&weak)
                .zoc(ZocRule::StopOnEnter),
            0,
            4,
        )
        .unwrap();
    assert_eq!(r.cost_to(4), Some(4));
    // A unit starting in the zone may leave it.
    let r = movement.reach(&q, 2, 2).unwrap();
    assert_eq!(r.cost_to(4), Some(2));
    // Allies exert no zone on their own side.
    let r = movement.reach(&q.side(1), 0, 4).unwrap();
    assert_eq!(r.cost_to(4), Some(4));
}

/// The occupant recorded on the start cell is the mover's: an enemy recorded there
/// exerts no zone, blocks nothing and is no target, under every rule and search.
#[test]
fn the_start_cells_occupant_is_ignored() {
    let map = line_map("0000\n");
    let p = foot();
    let mut units = vec![Occupant::Empty; 4];
    units[0] = Occupant::unit(1);
    let mut edges = tactics_range::EdgeCosts::new(4);
    for zoc in [ZocRule::StopOnEnter, ZocRule::NoZoneToZone] {
        let q = Query::new(&map, &p).occupants(&units).zoc(zoc);
        let (mut movement, mut targeting) = (Movement::new(), Targeting::new());
        let r = movement.reach(&q, 0, 3).unwrap();
        assert_eq!(r.cost_to(2), Some(2), "{zoc:?}");
        assert_eq!(r.cost_to(3), Some(3), "{zoc:?}");
        // The heap search (edge rules) and the multi-turn search agree.
        edges.set(2, 1, tactics_range::EdgeCost::Extra(1)).unwrap();
        let r = movement.reach(&q.edges(&edges), 0, 3).unwrap();
        assert_eq!(r.cost_to(2), Some(2), "{zoc:?} with edges");
        let turns = movement
            .turns(&q, 0, tactics_range::TurnBudget::per_turn(1))
            .unwrap();
        assert_eq!(turns.turn(3), Some(3), "{zoc:?} turns");
        let threat = targeting.threat(&q, 0, 0, AttackRange::MELEE).unwrap();
        assert_eq!(threat.enemies().count(), 0);
    }
    // Later turns may walk back over the start, whatever was recorded there.
    let map = line_map("000\n");
    let mut units = vec![Occupant::Empty; 3];
    units[1] = Occupant::unit(1);
    let q = Query::new(&map, &p).occupants(&units).pass(false);
    let mut movement = Movement::new();
    let r = movement.reach(&q, 1, 2).unwrap();
    assert_eq!((r.cost_to(0), r.cost_to(2)), (Some(1), Some(1)));
}

#[test]
fn no_step_from_zone_to_zone() {
    // 8-connected 5x5, an enemy at (4, 2): the zone is (3, 1), (4, 1), (3, 2), (3, 3),
    // (4, 3), and they touch each other.
    let map = TacticsMap::filled(SquareGrid::new(5, 5, Connectivity::Eight).unwrap(), 0).unwrap();
    let mut units = vec![Occupant::Empty; 25];
    units[14] = Occupant::unit(1);
    let p = foot();
    let mut movement = Movement::new();
    let q = Query::new(&map, &p)
        .occupants(&units)
        .zoc(ZocRule::NoZoneToZone);
    let r = movement.reach(&q, 9, 4).unwrap();
    assert_eq!(r.cost_to(13), Some(3)); // round by (3, 0) and (2, 1)
    assert_eq!(r.cost_to(8), Some(2)); // by (4, 0) or (3, 0)
    let path: Vec<usize> = r.path_to(13).unwrap().collect();
    assert_eq!(path, [9, 3, 7, 13]);
    // Without the rule, one diagonal step each.
    let r = movement.reach(&q.zoc(ZocRule::None), 9, 4).unwrap();
    assert_eq!((r.cost_to(13), r.cost_to(8)), (Some(1), Some(1)));
    // Stop-on-enter differs again: from the start anything goes, so both cost 1.
    let r = movement.reach(&q.zoc(ZocRule::StopOnEnter), 9, 4).unwrap();
    assert_eq!((r.cost_to(13), r.cost_to(8)), (Some(1), Some(1)));
    assert_eq!(r.cost_to(18), Some(4)); // not through 13 or 8: round by (2, 1), (2, 2)
}

#[test]
fn attack_and_threat_for_a_bow() {
    let map = TacticsMap::filled(SquareGrid::new(9, 9, Connectivity::Four).unwrap(), 0).unwrap();
    let p = foot();
    let mut units = vec![Occupant::Empty; 81];
    units[40] = Occupant::unit(1); // enemy in the centre
    let q = Query::new(&map, &p).occupants(&units);
    let bow = AttackRange::new(2, 3).unwrap();
    let mut targeting = Targeting::new();
    // Archer at (0, 4) with 2 moves: stops reach x <= 2; the enemy at (4, 4) is 2 away.
    let t = targeting.threat(&q, 36, 2, bow).unwrap();
    assert_eq!(t.enemies().collect::<Vec<_>>(), [40]);
    let from = targeting.attack_position(&q, 36, 2, bow, 40).unwrap();
    assert_eq!(from, Some(37)); // one move: cheapest; 3 from the enemy
    // The enemy's own answer: who can reach me? This archer, and not a sword with 1 move.
    let sword = Attacker {
        query: q,
        start: 0,
        budget: 1,
        range: AttackRange::MELEE,
    };
    let archer = Attacker {
        query: q,
        start: 36,
        budget: 2,
        range: bow,
    };
    let who: Vec<(usize, usize)> = targeting.attackers_of(&[sword, archer], 40).unwrap();
    assert_eq!(who, [(1, 37)]);
    assert!(AttackRange::new(3, 2).is_err());
}

#[test]
#[allow(deprecated)] // the old entry point, kept one release
fn square_shapes_match_brute_force() {
    for conn in [Connectivity::Four, Connectivity::Eight] {
        let g = SquareGrid::new(7, 6, conn).unwrap();
        for center in 0..g.len() {
            let (cx, cy) = g.coord_of(center).unwrap();
            for r in 0..5u32 {
                let shapes = [
                    SquareShape::Diamond(r),
                    SquareShape::DiamondRing(r),
                    SquareShape::Square(r),
                    SquareShape::SquareRing(r),
                    SquareShape::Cross(r),
                    SquareShape::Line {
                        dx: 1,
                        dy: -1,
                        len: r,
                    },
                ];
                for shape in shapes {
                    let mut got: Vec<usize> = square_area(&g, center, shape).unwrap().collect();
                    got.sort_unstable();
                    let want: Vec<usize> = (0..g.len())
                        .filter(|&c| {
                            let (x, y) = g.coord_of(c).unwrap();
                            let (dx, dy) = (x as i64 - cx as i64, y as i64 - cy as i64);
                            let (m, ch, r) =
                                (dx.abs() + dy.abs(), dx.abs().max(dy.abs()), i64::from(r));
                            match shape {
                                SquareShape::Diamond(_) => m <= r,
                                SquareShape::DiamondRing(_) => m == r,
                                SquareShape::Square(_) => ch <= r,
                                SquareShape::SquareRing(_) => ch == r,
                                SquareShape::Cross(_) => (dx == 0 || dy == 0) && m <= r,
                                SquareShape::Line { .. } => dx == -dy && dx >= 1 && dx <= r,
                                // Not in the list above (tests/areas.rs draws cones).
                                SquareShape::Cone { .. } => unreachable!(),
                            }
                        })
                        .collect();
                    assert_eq!(got, want, "{shape:?} at {center}");
                }
            }
        }
    }
    let g = SquareGrid::new(3, 3, Connectivity::Four).unwrap();
    assert_eq!(
        square_area(
            &g,
            0,
            SquareShape::Line {
                dx: 0,
                dy: 0,
                len: 2
            }
        )
        .err(),
        Some(RangeError::BadDirection)
    );
    assert!(square_area(&g, 9, SquareShape::Diamond(1)).is_err());
    // A huge radius is clipped, not scanned.
    assert_eq!(
        square_area(&g, 4, SquareShape::Square(u32::MAX))
            .unwrap()
            .count(),
        9
    );
}

/// Hex distance of two offset cells, through axial coordinates.
fn hex_distance(layout: OffsetLayout, g: &HexGrid, a: usize, b: usize) -> u32 {
    let (p, q) = (
        layout.to_hex(g.coord_of(a).map(|h| g.layout().from_hex(h)).unwrap()),
        layout.to_hex(g.coord_of(b).map(|h| g.layout().from_hex(h)).unwrap()),
    );
    let (dq, dr) = (p.q - q.q, p.r - q.r);
    ((dq.abs() + dr.abs() + (dq + dr).abs()) / 2) as u32
}

#[test]
#[allow(deprecated)] // the old entry point, kept one release
fn hex_radius_is_hex_distance_and_lines_walk_straight() {
    let mut targeting = Targeting::new();
    for layout in OffsetLayout::ALL {
        let g = HexGrid::new(7, 6, layout).unwrap();
        for center in 0..g.len() {
            let range = AttackRange::new(1, 3).unwrap();
            let mut got: Vec<usize> = targeting.cells_in_range(&g, center, range).unwrap();
            got.sort_unstable();
            let want: Vec<usize> = (0..g.len())
                .filter(|&c| (1..=3).contains(&hex_distance(layout, &g, center, c)))
                .collect();
            assert_eq!(got, want, "{layout:?} {center}");
            let star: Vec<usize> = hex_area(&g, center, HexShape::Star(2)).unwrap().collect();
            for &c in &star {
                assert!(hex_distance(layout, &g, center, c) <= 2);
            }
            for d in Direction::ALL {
                let line: Vec<usize> = hex_area(
                    &g,
                    center,
                    HexShape::Line {
                        direction: d,
                        len: 3,
                    },
                )
                .unwrap()
                .collect();
                for (k, &c) in line.iter().enumerate() {
                    assert_eq!(hex_distance(layout, &g, center, c), k as u32 + 1);
                }
            }
        }
    }
}

#[test]
fn hex_board_movement() {
    let g = HexGrid::new(9, 9, OffsetLayout::OddR).unwrap();
    let map = TacticsMap::filled(g, 0).unwrap();
    let p = foot();
    let mut movement = Movement::new();
    let r = movement.reach(&Query::new(&map, &p), 40, 2).unwrap();
    assert_eq!(r.len(), 1 + 6 + 12); // a hex of radius 2
}

#[test]
fn user_graph_works_too() {
    // A cycle of 6 cells.
    let ring = FnGraph::new(6, |c: usize| [(c + 1) % 6, (c + 5) % 6], 2);
    let map = TacticsMap::new(ring, vec![0, 1, 0, 0, 0, 0]).unwrap();
    let p = foot();
    let mut movement = Movement::new();
    let r = movement.reach(&Query::new(&map, &p), 0, 3).unwrap();
    assert_eq!(r.cost_to(3), Some(3));
    assert_eq!(r.path_to(3).unwrap().collect::<Vec<_>>(), [0, 5, 4, 3]);
    assert_eq!(r.cost_to(1), Some(2));
}

#[test]
fn bad_input_is_a_typed_error() {
    let map = line_map("0120\n");
    let p = foot();
    let (mut movement, mut targeting) = (Movement::new(), Targeting::new());
    let q = Query::new(&map, &p);
    assert_eq!(
        movement.reach(&q, 4, 1).err(),
        Some(RangeError::CellOutOfRange { cell: 4, len: 4 })
    );
    assert_eq!(
        movement.reach(&q, 0, tactics_range::MAX_BUDGET + 1).err(),
        Some(RangeError::BudgetTooLarge {
            budget: tactics_range::MAX_BUDGET + 1
        })
    );
    assert!(movement.reach(&q, 0, tactics_range::MAX_BUDGET).is_ok());
    let units = vec![Occupant::Empty; 3];
    assert_eq!(
        movement.reach(&q.occupants(&units), 0, 1).err(),
        Some(RangeError::SizeMismatch {
            what: "occupants",
            expected: 4,
            found: 3
        })
    );
    let short = MoveProfile::from_costs([Some(1), Some(2)]).unwrap();
    assert_eq!(
        movement.reach(&Query::new(&map, &short), 0, 9).err(),
        Some(RangeError::UnknownTerrain {
            cell: 2,
            terrain: 2
        })
    );
    // After an error the scratch is still good.
    assert_eq!(movement.reach(&q, 0, 6).unwrap().cost_to(2), Some(6));
    let empty = SquareGrid::new(0, 3, Connectivity::Four);
    assert!(empty.is_err());
    assert_eq!(
        TacticsMap::new(FnGraph::new(0, |_: usize| [0usize; 0], 0), vec![]).err(),
        Some(RangeError::EmptyMap)
    );
    assert!(
        targeting
            .cells_in_range(map.topology(), 9, AttackRange::MELEE)
            .is_err()
    );
    assert!(
        targeting
            .attack_position(&q, 0, 1, AttackRange::MELEE, 99)
            .is_err()
    );
}

#[test]
fn big_map_in_the_normal_test_run() {
    let g = SquareGrid::new(256, 256, Connectivity::Four).unwrap();
    let terrain: Vec<u8> = (0..g.len()).map(|c| ((c * 7919) % 3) as u8).collect();
    let map = TacticsMap::new(g, terrain).unwrap();
    let p = MoveProfile::from_costs([Some(1), Some(2), Some(3)]).unwrap();
    let mut movement = Movement::new();
    let start = g.cell_of((128, 128)).unwrap();
    let reach = movement.reach(&Query::new(&map, &p), start, 100).unwrap();
    assert!(reach.len() > 5000);
    let far = reach.reached().last().unwrap();
    let cost: u32 = reach
        .path_to(far)
        .unwrap()
        .skip(1)
        .map(|c| u32::from(map.terrain(c).unwrap()) + 1)
        .sum();
    assert_eq!(Some(cost), reach.cost_to(far));
    let whole = movement.reach(&Query::new(&map, &p), 0, 65_535).unwrap();
    assert_eq!(whole.len(), g.len());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Map text round-trips.
    #[test]
    fn map_text_round_trip(w in 1usize..8, h in 1usize..8, seed in proptest::collection::vec(0u8..36, 64)) {
        let g = SquareGrid::new(w, h, Connectivity::Four).unwrap();
        let terrain: Vec<u8> = (0..g.len()).map(|c| seed[c]).collect();
        let map = TacticsMap::new(g, terrain).unwrap();
        let text = map.to_string();
        prop_assert_eq!(text.parse::<TacticsMap<SquareGrid>>().unwrap(), map);
    }
}

#[test]
fn results_stay_right_across_the_generation_wrap() {
    // Per-cell keys carry a 16-bit generation: 70 000 searches wrap it once.
    let map = line_map("0100\n");
    let p = foot();
    let mut movement = Movement::new();
    // Results refilled by two scratches in turn: every key of either must stay
    // below the next generation, across the wrap of both.
    let mut other = Movement::new();
    let mut kept = [
        tactics_range::Reach::default(),
        tactics_range::Reach::default(),
    ];
    let q = Query::new(&map, &p);
    for i in 0..140_000u32 {
        let budget = i % 5;
        let want = [
            Some(0),
            (budget >= 2).then_some(2),
            (budget >= 3).then_some(3),
            (budget >= 4).then_some(4),
        ];
        let r = movement.reach(&q, 0, budget).unwrap();
        assert_eq!(
            [r.cost_to(0), r.cost_to(1), r.cost_to(2), r.cost_to(3)],
            want,
            "search {i}"
        );
        let scratch = if i % 3 == 0 {
            &mut other
        } else {
            &mut movement
        };
        let r = &mut kept[(i % 7 % 2) as usize];
        scratch.reach_into(&q, 0, budget, r).unwrap();
        assert_eq!(
            [r.cost_to(0), r.cost_to(1), r.cost_to(2), r.cost_to(3)],
            want,
            "refill {i}"
        );
    }
}

/// The square-grid search (index arithmetic) and the generic one (topology callback)
/// must agree exactly: costs, parents (so the tie-break) and settling order. The
/// generic one is reached by hiding the grid behind a closure graph.
#[test]
fn square_fast_path_equals_the_generic_search() {
    let mut seed = 7u64;
    let mut next = move || {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize
    };
    let profile = MoveProfile::from_costs([Some(1), Some(2), Some(5), None]).unwrap();
    let mut fast = Movement::new();
    let mut slow = Movement::new();
    for round in 0..60 {
        let (w, h) = (1 + next() % 13, 1 + next() % 11);
        let connectivity = if round % 2 == 0 {
            Connectivity::Four
        } else {
            Connectivity::Eight
        };
        let grid = SquareGrid::new(w, h, connectivity).unwrap();
        let terrain: Vec<u8> = (0..w * h).map(|_| (next() % 4) as u8).collect();
        let units: Vec<Occupant> = (0..w * h)
            .map(|_| match next() % 8 {
                0 => Occupant::unit(0),
                1 => Occupant::unit(1),
                _ => Occupant::Empty,
            })
            .collect();
        let graph = FnGraph::new(w * h, move |c| grid.neighbors(c), 8);
        let square_map = TacticsMap::new(grid, terrain.clone()).unwrap();
        let graph_map = TacticsMap::new(graph, terrain).unwrap();
        let start = next() % (w * h);
        let budget = (next() % 12) as u32;
        let pass = round % 3 == 0;
        let q1 = Query::new(&square_map, &profile)
            .occupants(&units)
            .pass(pass);
        let q2 = Query::new(&graph_map, &profile)
            .occupants(&units)
            .pass(pass);
        let a = fast.reach(&q1, start, budget).unwrap();
        let b = slow.reach(&q2, start, budget).unwrap();
        assert_eq!(
            a.reached().collect::<Vec<_>>(),
            b.reached().collect::<Vec<_>>()
        );
        for cell in 0..w * h {
            assert_eq!(
                a.cost_to(cell),
                b.cost_to(cell),
                "round {round} cell {cell}"
            );
            assert_eq!(a.parent(cell), b.parent(cell), "round {round} cell {cell}");
        }
    }
}
