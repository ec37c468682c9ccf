//! Queries asked in a map's own coordinates (`Hex`, `(x, y)`) answer exactly what
//! the same queries asked by cell index answer, on square grids and every hex layout.

use crate::common;

use common::{Rules, Scenario, scenario};
use floodfill::Coords;
use proptest::prelude::*;
use tactics_range::{
    AttackRange, Movement, Place, RangeError, Sight, SightGrid, SightRules, TacticsMap, Targeting,
    TurnBudget, Viewer,
};

fn check<T: SightGrid + Coords>(map: &TacticsMap<T>, s: &Scenario) -> Result<(), TestCaseError>
where
    T::Coord: Place<T>,
{
    let topo = map.topology();
    let rules = Rules::new(s);
    let query = common::query(s, map, &rules);
    let place = |c: usize| topo.coord_of(c).unwrap();
    let start = place(s.start);
    let mut movement = Movement::new();
    let by_index = movement.reach(&query, s.start, s.budget).unwrap();
    let by_place = movement.reach(&query, start, s.budget).unwrap();
    let on = by_place.on(map);
    prop_assert_eq!(on.start(), Some(start));
    for c in 0..map.len() {
        prop_assert_eq!(on.cost_to(place(c)), by_index.cost_to(c));
        prop_assert_eq!(on.can_stop(place(c)), by_index.can_stop(c));
        prop_assert_eq!(on.parent(place(c)), by_index.parent(c).map(place));
        let path: Option<Vec<_>> = on.path_to(place(c)).map(Iterator::collect);
        let want: Option<Vec<_>> = by_index.path_to(c).map(|p| p.map(place).collect());
        prop_assert_eq!(path, want);
    }
    prop_assert_eq!(
        on.reached().collect::<Vec<_>>(),
        by_index.reached().map(place).collect::<Vec<_>>()
    );

    let plan = TurnBudget::per_turn(s.budget.max(1)).max_turns(3);
    let turns = movement.turns(&query, start, plan).unwrap();
    let want = movement.turns(&query, s.start, plan).unwrap();
    prop_assert_eq!(&turns, &want);
    for c in 0..map.len() {
        prop_assert_eq!(
            turns.on(map).turn_start(place(c)),
            want.turn_start(c).map(place)
        );
    }

    let range = AttackRange::new(1, 2).unwrap();
    let mut targeting = Targeting::new();
    let threat = targeting.threat(&query, start, s.budget, range).unwrap();
    prop_assert_eq!(
        threat.on(map).cells().collect::<Vec<_>>(),
        threat.cells().map(place).collect::<Vec<_>>()
    );
    let ring = targeting.cells_in_range(topo, start, range).unwrap();
    let want = targeting.cells_in_range(topo, s.start, range).unwrap();
    prop_assert_eq!(ring, want.into_iter().map(place).collect::<Vec<_>>());
    let target = place((s.start * 7 + 3) % map.len());
    let from = targeting
        .attack_position(&query, start, s.budget, range, target)
        .unwrap();
    let want = targeting
        .attack_position(
            &query,
            s.start,
            s.budget,
            range,
            topo.cell_of(target).unwrap(),
        )
        .unwrap();
    prop_assert_eq!(from, want.map(place));

    let rules = SightRules::new().blocking(3);
    let mut sight = Sight::new();
    let seen = sight.field_of_view(map, &rules, start, 3).unwrap();
    let want = sight.field_of_view(map, &rules, s.start, 3).unwrap();
    prop_assert_eq!(seen, want.into_iter().map(place).collect::<Vec<_>>());
    let fog = sight
        .fog(
            map,
            &rules,
            &[Viewer {
                cell: start,
                range: 2,
            }],
        )
        .unwrap();
    let want = sight
        .fog(
            map,
            &rules,
            &[Viewer {
                cell: s.start,
                range: 2,
            }],
        )
        .unwrap();
    prop_assert_eq!(&fog, &want);
    for c in 0..map.len() {
        prop_assert_eq!(fog.on(map).sees(place(c)), want.sees(c));
        prop_assert_eq!(
            sight.line_of_sight(map, &rules, start, place(c)).unwrap(),
            sight.line_of_sight(map, &rules, s.start, c).unwrap()
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn places_answer_as_indices(s in scenario(8, true, true)) {
        match (s.square(), s.hex()) {
            (Some(map), _) => check(&map, &s)?,
            (_, Some(map)) => check(&map, &s)?,
            _ => unreachable!("every scenario is a square grid or a hex board"),
        }
    }
}

/// A coordinate off the map is a typed error, never a panic, and an `on` view
/// answers `None` or `false` for it.
#[test]
fn places_off_the_map_are_errors() {
    let map: TacticsMap<floodfill::SquareGrid> = "000\n000\n".parse().unwrap();
    let foot = tactics_range::MoveProfile::uniform(1, 1).unwrap();
    let query = tactics_range::Query::new(&map, &foot);
    let mut movement = Movement::new();
    assert_eq!(
        movement.reach(&query, (3, 0), 2).unwrap_err(),
        RangeError::OffMap
    );
    let reach = movement.reach(&query, (2, 1), 2).unwrap();
    assert_eq!(reach.on(&map).cost_to((0, 1)), Some(2));
    assert_eq!(reach.on(&map).cost_to((9, 9)), None);
    assert!(!reach.on(&map).can_stop((usize::MAX, 0)));
    let mut sight = Sight::new();
    assert_eq!(
        sight
            .line_of_sight(&map, &SightRules::new(), (0, 0), (0, 2))
            .unwrap_err(),
        RangeError::OffMap
    );
}
