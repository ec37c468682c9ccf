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

/// Reach (cell, cost, parent), threat, field of view and fog (sees, reveals).
type HexAnswers = (
    Result<Vec<(usize, Option<u32>, Option<usize>)>, RangeError>,
    Result<Vec<usize>, RangeError>,
    Result<Vec<usize>, RangeError>,
    Result<Vec<(bool, bool)>, RangeError>,
);

/// The answers on a hexgrid map (bounded or wrapping) from one store: reach in
/// settling order, threat, a field of view and fog with radii past the map's own.
fn hex_answers<M: hexgrid::HexTopology, Tr: Terrain>(
    map: &TacticsMap<floodfill::HexBoard<M>, Tr>,
    start: usize,
    budget: u32,
    radius: u32,
) -> HexAnswers {
    let foot = tactics_range::MoveProfile::from_costs([Some(1), Some(0), Some(3), None]).unwrap();
    let q = Query::new(map, &foot);
    let reach = Movement::new().reach(&q, start, budget).map(|r| {
        r.reached()
            .map(|c| (c, r.cost_to(c), r.parent(c)))
            .collect::<Vec<_>>()
    });
    let threat = Targeting::new()
        .threat(&q, start, budget, AttackRange::new(1, 3).unwrap())
        .map(|t| t.cells().collect::<Vec<_>>());
    let sight = SightRules::new().blocking(3).hiding(2);
    let view = Sight::new().field_of_view(map, &sight, start, radius);
    let viewers = [tactics_range::Viewer {
        cell: start,
        range: radius,
    }];
    let fog = Sight::new().fog(map, &sight, &viewers).map(|f| {
        (0..map.len())
            .map(|c| (f.sees(c), f.reveals(c)))
            .collect::<Vec<_>>()
    });
    (reach, threat, view, fog)
}

fn check_hex<M: hexgrid::HexTopology + Clone>(
    m: M,
    ids: &[u8],
    start: usize,
    budget: u32,
    radius: u32,
) {
    let len = m.len();
    let ids: Vec<u8> = (0..len).map(|c| ids[c % ids.len()]).collect();
    let board = floodfill::HexBoard(m);
    let owned = TacticsMap::new(board.clone(), ids.clone()).unwrap();
    let read = TacticsMap::from_fn(board, |c| ids[c]).unwrap();
    let start = start % len;
    assert_eq!(
        hex_answers(&read, start, budget, radius),
        hex_answers(&owned, start, budget, radius)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Every hexgrid map, wrap maps included, with sight radii past the map's size:
    /// the same answers from a function store as from a copied vector.
    #[test]
    fn hexgrid_maps_give_the_same_answers_from_any_store(
        kind in 0usize..5,
        ids in proptest::collection::vec(0u8..4, 1..40),
        start in 0usize..64,
        budget in 0u32..7,
        radius in prop_oneof![0u32..6, Just(40u32), Just(u32::MAX)],
        layout in 0usize..4,
    ) {
        use hexgrid::{Hex, HexMap, OffsetGrid, OffsetLayout, RhombusMap, Wrap, WrapHexagon, WrapRect};
        let layout = OffsetLayout::ALL[layout];
        match kind {
            0 => check_hex(HexMap::new(Hex::new(1, -1), 2, ()).unwrap(), &ids, start, budget, radius),
            1 => check_hex(RhombusMap::new(Hex::ORIGIN, 4, 3, ()).unwrap(), &ids, start, budget, radius),
            2 => check_hex(OffsetGrid::new(4, 4, layout, ()).unwrap(), &ids, start, budget, radius),
            3 => check_hex(WrapHexagon::new(2).unwrap(), &ids, start, budget, radius),
            _ => check_hex(WrapRect::new(4, 4, layout, Wrap::Both).unwrap(), &ids, start, budget, radius),
        }
    }
}

/// Hostile sizes and cells: an empty topology and one past the cell limit are typed
/// errors for a function store as for a vector, and a cell far off the map has no
/// terrain.
#[test]
fn function_stores_refuse_what_vectors_refuse() {
    let empty = floodfill::AdjacencyList::directed(0, []).unwrap();
    assert_eq!(
        TacticsMap::from_fn(empty, |_| 0).unwrap_err(),
        RangeError::EmptyMap
    );
    let world =
        floodfill::HexBoard(hexgrid::WrapHexagon::new(hexgrid::WrapHexagon::MAX_RADIUS).unwrap());
    assert_eq!(
        TacticsMap::from_fn(world, |_| 0).unwrap_err(),
        RangeError::TooManyCells {
            len: floodfill::Topology::len(&world)
        }
    );
    let grid = floodfill::SquareGrid::new(2, 2, floodfill::Connectivity::Four).unwrap();
    let read = TacticsMap::from_fn(grid, |_| u8::MAX).unwrap();
    assert_eq!(
        (read.terrain(usize::MAX), read.terrain(3)),
        (None, Some(u8::MAX))
    );
    let bytes = [7u8; 4];
    let borrowed = TacticsMap::new(grid, &bytes[..]).unwrap();
    assert_eq!(
        (borrowed.terrain(usize::MAX), borrowed.terrain_ids()),
        (None, &bytes[..])
    );
}
