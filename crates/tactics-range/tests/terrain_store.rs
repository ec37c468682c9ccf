//! A map reads its terrain from any store: its own `Vec<u8>`, a borrowed `&[u8]`, or
//! the game's own tiles through `TacticsMap::from_fn`. Every answer is the same
//! whichever store holds the ids, on square (4 and 8) and hex boards of every
//! layout, with units, zones of control, edge rules and unknown terrain: reach in
//! settling order with costs and parents (a store that is not one slice takes the
//! generic search, so this also holds the grid searches to it), the cheapest goal,
//! multi-turn reach, threat and the field of view.

use proptest::prelude::*;
use tactics_range::{
    AttackRange, Movement, Query, RangeError, Sight, SightRules, TacticsMap, Targeting, Terrain,
    TurnBudget,
};

use crate::common::{Rules, Scenario, query, scenario};

/// Every answer of one scenario, as plain data.
#[derive(Debug, PartialEq)]
struct Answers {
    reach: Result<Vec<(usize, u32, Option<usize>)>, RangeError>,
    nearest: Result<Option<(usize, u32, Vec<usize>)>, RangeError>,
    turns: Result<Vec<(usize, u32, Option<u32>)>, RangeError>,
    threat: Result<Vec<usize>, RangeError>,
    view: Result<Vec<usize>, RangeError>,
}

fn answers<T: tactics_range::SightGrid, Tr: Terrain>(
    s: &Scenario,
    map: &TacticsMap<T, Tr>,
    edges: bool,
) -> Answers {
    let rules = Rules::new(s);
    let with_edges = query(s, map, &rules);
    let q = if edges {
        with_edges
    } else {
        Query::new(map, &rules.profile)
            .occupants(&s.occupants)
            .side(s.side)
            .pass(s.pass)
            .skirmisher(s.skirmisher)
            .zoc(s.zoc)
    };
    let mut movement = Movement::new();
    let reach = movement.reach(&q, s.start, s.budget).map(|r| {
        r.reached()
            .map(|c| (c, r.cost_to(c).unwrap(), r.parent(c)))
            .collect()
    });
    let goals = (0..map.len()).filter(|c| c % 3 == 1);
    let nearest = movement
        .find_nearest(&q, s.start, s.budget, goals)
        .map(|found| found.map(|(c, cost, path)| (c, cost, path.collect())));
    let turns = movement
        .turns(
            &q,
            s.start,
            TurnBudget::per_turn(s.budget.max(1)).max_turns(3),
        )
        .map(|t| {
            t.reached()
                .map(|c| (c, t.turn(c).unwrap(), t.remaining(c)))
                .collect()
        });
    let threat = Targeting::new()
        .threat(&q, s.start, s.budget, AttackRange::new(1, 2).unwrap())
        .map(|t| t.cells().collect());
    let sight = SightRules::new().blocking(3).hiding(2);
    let view = Sight::new().field_of_view(map, &sight, s.start, s.budget + 2);
    Answers {
        reach,
        nearest,
        turns,
        threat,
        view,
    }
}

/// The scenario's answers on the three stores of the same ids.
fn check<T: tactics_range::SightGrid + Clone>(s: &Scenario, topology: T, edges: bool) {
    let ids = &s.terrain;
    let owned = TacticsMap::new(topology.clone(), ids.clone()).unwrap();
    let borrowed = TacticsMap::new(topology.clone(), &ids[..]).unwrap();
    let read = TacticsMap::from_fn(topology, |cell| ids[cell]).unwrap();
    let want = answers(s, &owned, edges);
    assert_eq!(answers(s, &borrowed, edges), want, "borrowed slice");
    assert_eq!(answers(s, &read, edges), want, "read through a function");
    for c in 0..=owned.len() {
        assert_eq!(read.terrain(c), owned.terrain(c));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn every_store_gives_the_same_answers(s in scenario(9, true, true), edges in any::<bool>()) {
        if let Some(map) = s.square() {
            check(&s, *map.topology(), edges);
        }
        if let Some(map) = s.hex() {
            check(&s, *map.topology(), edges);
        }
    }
}

/// A store must cover the topology's cells: a short or long one is refused, and a
/// function store is sized from the topology.
#[test]
fn a_store_of_the_wrong_length_is_refused() {
    let grid = floodfill::SquareGrid::new(3, 2, floodfill::Connectivity::Four).unwrap();
    let short = [0u8; 5];
    assert_eq!(
        TacticsMap::new(grid, &short[..]).unwrap_err(),
        RangeError::SizeMismatch {
            what: "terrain",
            expected: 6,
            found: 5
        }
    );
    let read = TacticsMap::from_fn(grid, |cell| (cell % 2) as u8).unwrap();
    assert_eq!(
        (read.len(), read.terrain(5), read.terrain(6)),
        (6, Some(1), None)
    );
    assert_eq!(read.to_string(), "010\n101\n");
    assert_eq!(read.terrain_store().len(), 6);
}
