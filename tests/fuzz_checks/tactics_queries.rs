//! The check behind the `tactics_queries` fuzz target, shared with the replay of its
//! saved crashes (`tests/fuzz_regressions.rs`): a sequence of maps of every kind and
//! size read from the input, every movement, targeting and sight question asked on
//! each with one set of scratch kept across all of them, and each answer compared
//! with fresh scratch's. Nothing may panic, and kept scratch must never answer
//! differently.

use floodfill::{AdjacencyList, Connectivity, HexBoard, HexGrid, SquareGrid, Topology};
use hexgrid::{Hex, HexMap, OffsetLayout, RhombusMap, Wrap, WrapHexagon, WrapRect};
use tactics_range::{
    AttackRange, EdgeCost, EdgeCosts, MoveProfile, Movement, Occupant, Query, Reach, SideSight,
    Sight, SightGrid, SightRules, TacticsMap, Targeting, TurnBudget, Viewer, ZocRule,
};

/// Bytes that describe one map and its questions.
const STEP: usize = 8;

/// The scratch kept across every map of one input.
#[derive(Default)]
struct Kept {
    movement: Movement,
    other: Movement,
    targeting: Targeting,
    sight: Sight,
    reach: Reach,
}

/// Runs the check on `data`: each `STEP` bytes are one map and its questions.
pub fn check(data: &[u8]) {
    let mut kept = Kept::default();
    for step in data.chunks(STEP).take(16) {
        let mut b = [0u8; STEP];
        b[..step.len()].copy_from_slice(step);
        let size = usize::from(b[1] % 24) + 1;
        match b[0] % 9 {
            0 => ask(
                &mut kept,
                SquareGrid::new(size, usize::from(b[7] % 9) + 1, Connectivity::Four).unwrap(),
                &b,
            ),
            1 => ask(
                &mut kept,
                SquareGrid::new(usize::from(b[7] % 9) + 1, size, Connectivity::Eight).unwrap(),
                &b,
            ),
            2 => {
                let layout = OffsetLayout::ALL[usize::from(b[7] % 4)];
                ask(
                    &mut kept,
                    HexGrid::new(size, usize::from(b[7] / 4 % 9) + 1, layout).unwrap(),
                    &b,
                );
            }
            3 => {
                let centre = Hex::new(i32::from(b[7] as i8), -i32::from(b[6] as i8));
                ask(
                    &mut kept,
                    HexBoard(HexMap::new(centre, (size / 3) as u32, ()).unwrap()),
                    &b,
                );
            }
            4 => ask(
                &mut kept,
                HexBoard(WrapHexagon::new((size / 3) as u32).unwrap()),
                &b,
            ),
            5 => {
                // Parallelograms up to the edge of the coordinate domain.
                let m = Hex::MAX_COORD;
                let origin = if b[7] & 1 == 0 {
                    Hex::new(-m, 0)
                } else {
                    Hex::new(3, -m)
                };
                let rows = usize::from(b[7] / 2 % 6) + 1;
                ask(
                    &mut kept,
                    HexBoard(RhombusMap::new(origin, size, rows, ()).unwrap()),
                    &b,
                );
            }
            6 => {
                let (cols, rows) = (2 * (size / 2 + 1), 2 * (usize::from(b[7] % 5) + 1));
                let wrap = [Wrap::X, Wrap::Y, Wrap::Both][usize::from(b[6] % 3)];
                let layout = OffsetLayout::ALL[usize::from(b[7] / 8 % 4)];
                if let Ok(map) = WrapRect::new(cols, rows, layout, wrap) {
                    ask(&mut kept, HexBoard(map), &b);
                }
            }
            7 => {
                // A user graph: a ring with chords, some one way.
                let edges = (0..size).flat_map(|c| {
                    let chord = (c * usize::from(b[7] | 1)) % size;
                    [(c, (c + 1) % size), (chord, c)]
                });
                let graph = AdjacencyList::directed(size, edges).unwrap();
                moves(&mut kept, graph, &b);
            }
            _ => {
                let map = HexMap::new(Hex::ORIGIN, (size / 4) as u32, ()).unwrap();
                ask(&mut kept, HexBoard(&map), &b);
            }
        }
    }
}

/// The terrain, units and rules of one step on `topo`.
fn setting<T: Topology>(topo: T, b: &[u8; STEP]) -> (TacticsMap<T>, Vec<Occupant>, usize, usize) {
    let n = topo.len();
    let salt = usize::from(b[4]);
    let terrain: Vec<u8> = (0..n).map(|c| ((c * 7 + salt) % 11 % 4) as u8).collect();
    let map = TacticsMap::new(topo, terrain).unwrap();
    let start = usize::from(b[2]) % n;
    let target = (start * 31 + salt) % n;
    let mut units = vec![Occupant::Empty; n];
    if b[5] & 1 == 1 {
        units[target] = Occupant::unit(1);
        units[(target + 3) % n] = Occupant::unit(0);
    }
    (map, units, start, target)
}

/// Movement and targeting on any topology, kept scratch against fresh scratch.
fn moves<T: Topology>(kept: &mut Kept, topo: T, b: &[u8; STEP]) {
    let (map, units, start, target) = setting(topo, b);
    let n = map.len();
    // Some steps free (roads) on every other input: zero costs are legal.
    let foot = if b[5] & 64 == 0 {
        MoveProfile::from_costs([Some(1), Some(2), None, Some(3)]).unwrap()
    } else {
        MoveProfile::from_costs([Some(0), Some(2), None, Some(0)]).unwrap()
    };
    let mut edges = EdgeCosts::new(n);
    if b[5] & 2 != 0 && n > 1 {
        let _ = edges.wall(start, (start + 1) % n);
        let _ = edges.set(target, (target + 1) % n, EdgeCost::Extra(2));
    }
    let zoc =
        [ZocRule::None, ZocRule::StopOnEnter, ZocRule::NoZoneToZone][usize::from(b[5] >> 2) % 3];
    let mut q = Query::new(&map, &foot)
        .occupants(&units)
        .zoc(zoc)
        .pass(b[5] & 32 != 0);
    if b[5] & 2 != 0 {
        q = q.edges(&edges);
    }
    let budget = u32::from(b[3] % 24);
    let costs = |r: &Reach| {
        (0..n)
            .map(|c| (r.cost_to(c), r.can_stop(c)))
            .collect::<Vec<_>>()
    };
    let fresh = Movement::new().reach(&q, start, budget).map(|r| costs(&r));
    assert_eq!(
        kept.movement.reach(&q, start, budget).map(|r| costs(&r)),
        fresh
    );
    let scratch = if b[6] & 1 == 0 {
        &mut kept.movement
    } else {
        &mut kept.other
    };
    let into = scratch.reach_into(&q, start, budget, &mut kept.reach);
    assert_eq!(into.map(|()| costs(&kept.reach)), fresh);

    // The nearest of two goals, and of the cells with a unit.
    let goals = [target, (target + 5) % n];
    let nearest = |r: Result<Option<(usize, u32, floodfill::Path)>, _>| {
        r.map(|found| found.map(|(cell, cost, path)| (cell, cost, path.collect::<Vec<_>>())))
    };
    assert_eq!(
        nearest(kept.movement.find_nearest(&q, start, budget, goals)),
        nearest(Movement::new().find_nearest(&q, start, budget, goals))
    );
    let occupied = |c: usize| units[c] != Occupant::Empty;
    assert_eq!(
        nearest(kept.other.find_nearest_where(&q, start, budget, occupied)),
        nearest(Movement::new().find_nearest_where(&q, start, budget, occupied))
    );

    let turns = TurnBudget::per_turn(budget.max(1));
    let by_turn = |t: tactics_range::Turns| (0..n).map(|c| t.turn(c)).collect::<Vec<_>>();
    assert_eq!(
        kept.movement.turns(&q, start, turns).map(by_turn),
        Movement::new().turns(&q, start, turns).map(by_turn)
    );

    let range = AttackRange::new(
        u32::from(b[6] % 3),
        u32::from(b[6] % 3) + u32::from(b[7] % 4),
    )
    .unwrap();
    let mut fresh = Targeting::new();
    let cells = |t: tactics_range::Threat| t.cells().collect::<Vec<_>>();
    assert_eq!(
        kept.targeting.threat(&q, start, budget, range).map(cells),
        fresh.threat(&q, start, budget, range).map(cells)
    );
    assert_eq!(
        kept.targeting
            .attack_position(&q, start, budget, range, target),
        fresh.attack_position(&q, start, budget, range, target)
    );
    assert_eq!(
        kept.targeting.cells_in_range(map.topology(), start, range),
        fresh.cells_in_range(map.topology(), start, range)
    );
}

/// Every question, sight included, on a topology that has sight.
fn ask<T: SightGrid + Clone>(kept: &mut Kept, topo: T, b: &[u8; STEP]) {
    moves(kept, topo.clone(), b);
    let (map, _, start, target) = setting(topo, b);
    let rules = SightRules::new().blocking(2).hiding(1);
    let radius = u32::from(b[6] % 12);
    let mut fresh = Sight::new();
    let s = &mut kept.sight;
    assert_eq!(
        s.field_of_view(&map, &rules, start, radius),
        fresh.field_of_view(&map, &rules, start, radius)
    );
    let ab = s.line_of_sight(&map, &rules, start, target);
    assert_eq!(ab, fresh.line_of_sight(&map, &rules, start, target));
    // Symmetric between cells that do not block.
    let clear = |c: usize| map.terrain(c) != Some(2);
    if let (Ok(seen), true) = (ab, clear(start) && clear(target)) {
        assert_eq!(
            Ok(seen),
            s.line_of_sight(&map, &rules, target, start),
            "sight is symmetric"
        );
    }
    let viewers = [
        Viewer {
            cell: start,
            range: radius,
        },
        Viewer {
            cell: target,
            range: 2,
        },
    ];
    let fog = |f: tactics_range::Fog| f.cells().collect::<Vec<_>>();
    assert_eq!(
        s.fog(&map, &rules, &viewers).map(fog),
        fresh.fog(&map, &rules, &viewers).map(fog)
    );
    // Walls and cover on the sides around the viewer, which sight reads too.
    let mut sides = EdgeCosts::new(map.len());
    let marks = [SideSight::Opaque, SideSight::Cover, SideSight::Clear];
    let mut k = usize::from(b[7]);
    map.topology().for_each_neighbor(start, |j| {
        let _ = sides.set_sight(start, j, marks[k % 3]);
        k /= 3;
    });
    let walled = rules.with_sides(&sides);
    assert_eq!(
        s.field_of_view(&map, &walled, start, radius),
        fresh.field_of_view(&map, &walled, start, radius)
    );
    let seen = s.visibility(&map, &walled, start, target);
    assert_eq!(seen, fresh.visibility(&map, &walled, start, target));
    if let (Ok(seen), true) = (seen, clear(start) && clear(target)) {
        assert_eq!(
            Ok(seen),
            s.visibility(&map, &walled, target, start),
            "sight through sides is symmetric"
        );
    }
}
