//! Every reusable scratch of the crate (`Movement`, `Targeting`, `Sight`, and a
//! `Reach` refilled by `reach_into`) kept across a sequence of maps of different
//! sizes and kinds answers exactly as a fresh one, in debug builds.

use floodfill::{Connectivity, HexBoard, HexGrid, SquareGrid};
use hexgrid::{Hex, HexMap, OffsetLayout, RhombusMap, WrapHexagon};
use proptest::prelude::*;
use tactics_range::{
    AttackRange, MoveProfile, Movement, Occupant, Query, Reach, Sight, SightGrid, SightRules,
    TacticsMap, Targeting, TurnBudget, Viewer,
};

/// The scratch kept across every map of a sequence.
#[derive(Default)]
struct Kept {
    movement: Movement,
    targeting: Targeting,
    sight: Sight,
    /// Refilled by `reach_into` from `movement` and from `other`.
    reach: Reach,
    /// A second movement scratch sharing `reach`.
    other: Movement,
}

fn profile() -> MoveProfile {
    MoveProfile::from_costs([Some(1), Some(2), None]).unwrap()
}

/// Asks every question on `topo` with the kept scratch and with fresh scratch, and
/// compares the answers.
fn ask<T: SightGrid + Clone>(
    kept: &mut Kept,
    topo: T,
    start: usize,
    budget: u32,
    salt: usize,
) -> Result<(), TestCaseError> {
    let n = topo.len();
    let terrain: Vec<u8> = (0..n).map(|c| ((c * 7 + salt) % 5 % 3) as u8).collect();
    let map = TacticsMap::new(topo, terrain).unwrap();
    let start = start % n;
    let target = (start * 31 + salt) % n;
    let mut units = vec![Occupant::Empty; n];
    units[target] = Occupant::unit(1);
    let foot = profile();
    let q = Query::new(&map, &foot).occupants(&units);
    let bow = AttackRange::new(1, 2).unwrap();
    let rules = SightRules::new().blocking(2);

    let fresh = Movement::new().reach(&q, start, budget);
    let by_kept = kept.movement.reach(&q, start, budget);
    let cost = |r: &Reach| (0..n).map(|c| r.cost_to(c)).collect::<Vec<_>>();
    prop_assert_eq!(
        fresh.as_ref().map(cost).ok(),
        by_kept.as_ref().map(cost).ok()
    );
    let fresh = fresh.unwrap();
    let scratch = if salt.is_multiple_of(2) {
        &mut kept.movement
    } else {
        &mut kept.other
    };
    scratch
        .reach_into(&q, start, budget, &mut kept.reach)
        .unwrap();
    prop_assert_eq!(cost(&fresh), cost(&kept.reach));
    let stops = |r: &Reach| r.stop_cells().collect::<Vec<_>>();
    prop_assert_eq!(stops(&fresh), stops(&kept.reach));

    let turns = TurnBudget::per_turn(budget.max(1));
    let a = Movement::new().turns(&q, start, turns).unwrap();
    let b = kept.movement.turns(&q, start, turns).unwrap();
    prop_assert_eq!(
        (0..n).map(|c| a.turn(c)).collect::<Vec<_>>(),
        (0..n).map(|c| b.turn(c)).collect::<Vec<_>>()
    );

    let mut new_targeting = Targeting::new();
    let t = &mut kept.targeting;
    prop_assert_eq!(
        new_targeting
            .threat(&q, start, budget, bow)
            .unwrap()
            .cells()
            .collect::<Vec<_>>(),
        t.threat(&q, start, budget, bow)
            .unwrap()
            .cells()
            .collect::<Vec<_>>()
    );
    prop_assert_eq!(
        new_targeting
            .attack_position(&q, start, budget, bow, target)
            .unwrap(),
        t.attack_position(&q, start, budget, bow, target).unwrap()
    );
    prop_assert_eq!(
        new_targeting
            .cells_in_range(map.topology(), start, bow)
            .unwrap(),
        t.cells_in_range(map.topology(), start, bow).unwrap()
    );

    let mut new_sight = Sight::new();
    let s = &mut kept.sight;
    prop_assert_eq!(
        new_sight.field_of_view(&map, &rules, start, 3).ok(),
        s.field_of_view(&map, &rules, start, 3).ok()
    );
    prop_assert_eq!(
        new_sight.line_of_sight(&map, &rules, start, target).ok(),
        s.line_of_sight(&map, &rules, start, target).ok()
    );
    let viewers = [
        Viewer {
            cell: start,
            range: 2,
        },
        Viewer {
            cell: target,
            range: 1,
        },
    ];
    let seen = |f: tactics_range::Fog| f.cells().collect::<Vec<_>>();
    prop_assert_eq!(
        new_sight.fog(&map, &rules, &viewers).ok().map(seen),
        s.fog(&map, &rules, &viewers).ok().map(seen)
    );
    Ok(())
}

/// One map of a sequence: its kind and size.
fn run(
    kept: &mut Kept,
    kind: u8,
    size: usize,
    start: usize,
    budget: u32,
) -> Result<(), TestCaseError> {
    let salt = size + usize::from(kind);
    match kind % 7 {
        0 => ask(
            kept,
            SquareGrid::new(size, size / 2 + 1, Connectivity::Four).unwrap(),
            start,
            budget,
            salt,
        ),
        1 => ask(
            kept,
            SquareGrid::new(size / 2 + 1, size, Connectivity::Eight).unwrap(),
            start,
            budget,
            salt,
        ),
        2 => {
            let layout = OffsetLayout::ALL[size % 4];
            ask(
                kept,
                HexGrid::new(size, size / 3 + 1, layout).unwrap(),
                start,
                budget,
                salt,
            )
        }
        3 => {
            let map = HexMap::new(Hex::new(3, -2), (size / 2) as u32, ()).unwrap();
            ask(kept, HexBoard(map), start, budget, salt)
        }
        4 => ask(
            kept,
            HexBoard(WrapHexagon::new((size / 3) as u32).unwrap()),
            start,
            budget,
            salt,
        ),
        5 => {
            let map = RhombusMap::new(Hex::new(-1, 4), size, size / 2 + 1, ()).unwrap();
            ask(kept, HexBoard(map), start, budget, salt)
        }
        _ => {
            let map = HexMap::new(Hex::new(0, 0), (size / 4) as u32, ()).unwrap();
            ask(kept, HexBoard(&map), start, budget, salt)
        }
    }
}

/// The case: a big hexagon, a small one, then the big one again into a
/// result another scratch filled.
#[test]
fn a_result_filled_by_a_big_search_is_refilled_after_a_small_one() {
    let hexagon = |r| TacticsMap::filled(HexBoard(HexMap::new(Hex::new(0, 0), r, ()).unwrap()), 0);
    let (big, small) = (hexagon(9).unwrap(), hexagon(1).unwrap());
    let foot = MoveProfile::uniform(1, 1).unwrap();
    let want = Movement::new()
        .reach(&Query::new(&big, &foot), 0, 5)
        .unwrap();
    let mut out = want.clone();
    let mut movement = Movement::new();
    movement.reach(&Query::new(&small, &foot), 0, 5).unwrap();
    movement
        .reach_into(&Query::new(&big, &foot), 0, 5, &mut out)
        .unwrap();
    assert_eq!(
        out.reached().collect::<Vec<_>>(),
        want.reached().collect::<Vec<_>>()
    );
    assert_eq!(out.len(), 36); // the cells within 5 steps of a corner
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn kept_scratch_answers_as_fresh_scratch(
        maps in prop::collection::vec((0u8..7, 1usize..20, 0usize..1000, 0u32..8), 1..7)
    ) {
        let mut kept = Kept::default();
        for (kind, size, start, budget) in maps {
            run(&mut kept, kind, size, start, budget)?;
        }
    }
}
