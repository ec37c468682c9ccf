//! `Movement::find_nearest` and `Movement::find_nearest_where` against a naive
//! oracle: one plain Dijkstra (binary heap) per goal, over the movement rules written
//! out step by step, on square (4 and 8), offset hex, hexagon, wrap-around hexagon and
//! wrap-around rectangle boards, with random terrain (free and impassable included),
//! walls, blocking and passable units and every zone-of-control rule. The nearest
//! cost must be the least of the per-goal costs, the goal one of that cost (the first
//! the reach settles), and the path walkable, start first, costing the answer.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use floodfill::{Connectivity, Coords, HexBoard, HexGrid, SquareGrid, Topology};
use hexgrid::{Hex, HexMap, OffsetLayout, Wrap, WrapHexagon, WrapRect};
use proptest::prelude::*;
use tactics_range::{
    EdgeCost, EdgeCosts, MAX_BUDGET, MoveCost, MoveProfile, Movement, Occupant, Place, Query,
    RangeError, TacticsMap, ZocRule,
};

/// Per-cell inputs are drawn this long and cycled over the board's cells.
const DRAWN: usize = 64;

#[derive(Debug, Clone)]
struct Case {
    board: u8,
    w: usize,
    h: usize,
    layout: usize,
    terrain: Vec<u8>,
    costs: Vec<Option<u32>>,
    occupants: Vec<Occupant>,
    units: bool,
    side: u8,
    pass: bool,
    skirmisher: bool,
    zoc: ZocRule,
    /// `(cell, k)`: a wall between `cell` and its `k`-th neighbour.
    walls: Vec<(usize, usize)>,
    /// `(cell, k)`: a one-way block from `cell` to its `k`-th neighbour.
    ledges: Vec<(usize, usize)>,
    goals: Vec<usize>,
    start: usize,
    budget: u32,
}

fn case() -> impl Strategy<Value = Case> {
    (
        (0u8..9, 1usize..8, 1usize..8, 0usize..4),
        proptest::collection::vec(0u8..4, DRAWN),
        proptest::collection::vec(
            prop_oneof![3 => Just(Some(0u32)), 4 => (1u32..4).prop_map(Some), 1 => Just(None)],
            4,
        ),
        proptest::collection::vec(
            prop_oneof![
                8 => Just(Occupant::Empty),
                1 => Just(Occupant::unit(0)),
                2 => Just(Occupant::unit(1)),
                1 => Just(Occupant::unit_without_zoc(1)),
            ],
            DRAWN,
        ),
        (
            any::<bool>(),
            0u8..2,
            any::<bool>(),
            prop_oneof![3 => Just(false), 1 => Just(true)],
            0usize..3,
        ),
        proptest::collection::vec((0..DRAWN, 0usize..8), 0..24),
        proptest::collection::vec((0..DRAWN, 0usize..8), 0..6),
        proptest::collection::vec(0..DRAWN, 0..6),
        (
            0..DRAWN,
            prop_oneof![1 => Just(0u32), 4 => 0u32..12, 1 => Just(MAX_BUDGET)],
        ),
    )
        .prop_map(
            |(
                (board, w, h, layout),
                terrain,
                costs,
                occupants,
                (units, side, pass, skirmisher, zoc),
                walls,
                ledges,
                goals,
                (start, budget),
            )| Case {
                board,
                w,
                h,
                layout,
                terrain,
                costs,
                occupants,
                units,
                side,
                pass,
                skirmisher,
                zoc: [ZocRule::None, ZocRule::StopOnEnter, ZocRule::NoZoneToZone][zoc],
                walls,
                ledges,
                goals,
                start,
                budget,
            },
        )
}

/// The neighbours of `cell`, as the topology lists them (on the map only).
fn near<T: Topology>(t: &T, cell: usize) -> Vec<usize> {
    let mut out = Vec::new();
    t.for_each_neighbor(cell, |v| {
        if v < t.len() {
            out.push(v);
        }
    });
    out
}

/// The movement rules of a case on one board, one step at a time, from the docs.
struct Rules {
    n: usize,
    near: Vec<Vec<usize>>,
    terrain: Vec<u8>,
    occupants: Vec<Occupant>,
    units: bool,
    side: u8,
    pass: bool,
    zoc: ZocRule,
    start: usize,
    profile: MoveProfile,
    edges: EdgeCosts,
    goals: Vec<usize>,
}

impl Rules {
    fn new<T: Topology>(topo: &T, c: &Case) -> Self {
        let n = topo.len();
        let near: Vec<Vec<usize>> = (0..n).map(|u| near(topo, u)).collect();
        let mut edges = EdgeCosts::new(n);
        for (list, both) in [(&c.walls, true), (&c.ledges, false)] {
            for &(from, k) in list {
                let from = from % n;
                if let Some(&to) = near[from].get(k)
                    && to != from
                {
                    if both {
                        edges.wall(from, to).unwrap();
                    } else {
                        edges.set(from, to, EdgeCost::Blocked).unwrap();
                    }
                }
            }
        }
        Rules {
            n,
            terrain: (0..n).map(|i| c.terrain[i % DRAWN]).collect(),
            occupants: (0..n).map(|i| c.occupants[i % DRAWN]).collect(),
            near,
            units: c.units,
            side: c.side,
            pass: c.pass,
            zoc: if c.units && !c.skirmisher {
                c.zoc
            } else {
                ZocRule::None
            },
            start: c.start % n,
            profile: MoveProfile::from_costs(c.costs.iter().copied()).unwrap(),
            edges,
            goals: c.goals.iter().map(|g| g % n).collect(),
        }
    }

    fn enemy(&self, v: usize) -> bool {
        self.units
            && v != self.start
            && matches!(self.occupants[v], Occupant::Unit { side, .. } if side != self.side)
    }

    /// Next to a unit exerting a zone on the mover, unless a closed side is between.
    fn in_zone(&self, v: usize) -> bool {
        self.units
            && self.near[v].iter().any(|&m| {
                m != self.start
                    && self.occupants[m].exerts_zoc_on(self.side)
                    && self.edges.get(m, v) != Some(EdgeCost::Blocked)
            })
    }

    /// The cost of the step `u -> v`, or `None` when it is not allowed.
    fn step(&self, u: usize, v: usize) -> Option<u32> {
        let MoveCost::Cost(cost) = self.profile.cost(self.terrain[v]) else {
            return None;
        };
        if (self.enemy(v) && !self.pass) || self.edges.get(u, v) == Some(EdgeCost::Blocked) {
            return None;
        }
        let allowed = match self.zoc {
            ZocRule::None => true,
            ZocRule::StopOnEnter => u == self.start || !self.in_zone(u),
            ZocRule::NoZoneToZone => !(self.in_zone(u) && self.in_zone(v)),
        };
        allowed.then_some(cost)
    }

    /// Plain Dijkstra with a binary heap from the start to `goal`, within `budget`:
    /// the oracle, one run per goal.
    fn cost_to(&self, goal: usize, budget: u32) -> Option<u32> {
        let mut best: Vec<Option<u32>> = vec![None; self.n];
        let mut heap = BinaryHeap::new();
        best[self.start] = Some(0);
        heap.push(Reverse((0u32, self.start)));
        while let Some(Reverse((d, u))) = heap.pop() {
            if best[u].is_some_and(|b| d > b) {
                continue;
            }
            if u == goal {
                return Some(d);
            }
            for &v in &self.near[u] {
                if let Some(w) = self.step(u, v) {
                    let total = d + w;
                    if total <= budget && best[v].is_none_or(|b| total < b) {
                        best[v] = Some(total);
                        heap.push(Reverse((total, v)));
                    }
                }
            }
        }
        None
    }
}

fn query<'a, T: Topology>(c: &Case, map: &'a TacticsMap<T>, rules: &'a Rules) -> Query<'a, T> {
    let mut q = Query::new(map, &rules.profile)
        .side(c.side)
        .pass(c.pass)
        .skirmisher(c.skirmisher)
        .zoc(c.zoc)
        .edges(&rules.edges);
    if c.units {
        q = q.occupants(&rules.occupants);
    }
    q
}

/// Both searches on one board against the oracle, by cell index and in the board's
/// own coordinate.
fn check<T: Coords>(topo: T, c: &Case) -> Result<(), TestCaseError>
where
    T::Coord: Place<T> + PartialEq + std::fmt::Debug,
{
    let rules = Rules::new(&topo, c);
    let map = TacticsMap::new(topo, rules.terrain.clone()).unwrap();
    let query = query(c, &map, &rules);
    let (start, budget) = (rules.start, c.budget);
    let want = rules
        .goals
        .iter()
        .filter_map(|&g| rules.cost_to(g, budget))
        .min();
    let mut movement = Movement::new();
    // A search first, so the ones checked run on used scratch.
    let _ = movement.reach(&query, (start + 1) % rules.n, budget / 2);
    let found = movement
        .find_nearest(&query, start, budget, rules.goals.iter().copied())
        .unwrap();
    prop_assert_eq!(found.as_ref().map(|f| f.1), want);
    let reach = movement.reach(&query, start, budget).unwrap();
    if let Some((goal, cost, path)) = found {
        prop_assert!(rules.goals.contains(&goal));
        prop_assert_eq!(rules.cost_to(goal, budget), Some(cost));
        // The tie-break: the first goal of that cost in the reach's settling order.
        let first = reach
            .reached()
            .find(|c| rules.goals.contains(c) && reach.cost_to(*c) == Some(cost));
        prop_assert_eq!(first, Some(goal));
        let path: Vec<usize> = path.collect();
        prop_assert_eq!(path[0], start);
        prop_assert_eq!(*path.last().unwrap(), goal);
        let mut total = 0;
        for pair in path.windows(2) {
            prop_assert!(
                rules.near[pair[0]].contains(&pair[1]),
                "not a step {:?}",
                pair
            );
            let step = rules.step(pair[0], pair[1]);
            prop_assert!(step.is_some(), "forbidden step {:?}", pair);
            total += step.unwrap();
        }
        prop_assert_eq!(total, cost);
        prop_assert_eq!(path, reach.path_to(goal).unwrap().collect::<Vec<_>>());
    }

    // The same goals as a condition: the same answer, the condition asked about the
    // reached cells in settling order, each once, and none past the answer.
    let mut asked = Vec::new();
    let by_condition = movement
        .find_nearest_where(&query, start, budget, |cell: usize| {
            asked.push(cell);
            rules.goals.contains(&cell)
        })
        .unwrap();
    let settled: Vec<usize> = reach.reached().collect();
    let upto = match &by_condition {
        Some((goal, ..)) => settled.iter().position(|c| c == goal).unwrap() + 1,
        None => settled.len(),
    };
    prop_assert_eq!(&asked, &settled[..upto]);
    prop_assert_eq!(
        by_condition.map(|(g, cost, p)| (g, cost, p.collect::<Vec<_>>())),
        movement
            .find_nearest(&query, start, budget, rules.goals.iter().copied())
            .unwrap()
            .map(|(g, cost, p)| (g, cost, p.collect::<Vec<_>>()))
    );

    // In the board's own coordinate: the same goal, named by its coordinate.
    let topo = map.topology();
    let place = |cell: usize| topo.coord_of(cell).unwrap();
    let by_coord = movement
        .find_nearest(
            &query,
            place(start),
            budget,
            rules.goals.iter().map(|&g| place(g)),
        )
        .unwrap();
    prop_assert_eq!(
        by_coord.map(|(g, cost, _)| (g, cost)),
        found_place(&mut movement, &query, start, budget, &rules.goals, place)
    );
    Ok(())
}

/// The index search's answer, its goal named in the board's coordinate.
fn found_place<T: Topology, C>(
    movement: &mut Movement,
    query: &Query<'_, T>,
    start: usize,
    budget: u32,
    goals: &[usize],
    place: impl Fn(usize) -> C,
) -> Option<(C, u32)> {
    movement
        .find_nearest(query, start, budget, goals.iter().copied())
        .unwrap()
        .map(|(g, cost, _)| (place(g), cost))
}

impl Case {
    fn play(&self) -> Result<(), TestCaseError> {
        let layout = OffsetLayout::ALL[self.layout];
        let (w, h) = (self.w, self.h);
        match self.board {
            0 => check(SquareGrid::new(w, h, Connectivity::Four).unwrap(), self),
            1 => check(SquareGrid::new(w, h, Connectivity::Eight).unwrap(), self),
            2..=5 => check(
                HexGrid::new(w, h, OffsetLayout::ALL[usize::from(self.board - 2)]).unwrap(),
                self,
            ),
            6 => {
                let map = HexMap::new(Hex::new(1, -1), (w % 4) as u32, ()).unwrap();
                check(HexBoard(&map), self)
            }
            7 => check(
                HexBoard(WrapHexagon::new(1 + (w % 3) as u32).unwrap()),
                self,
            ),
            _ => {
                let (x, y) = (2 * (1 + w % 3), 2 * (1 + h % 3));
                let wrap = [Wrap::Both, Wrap::X, Wrap::Y][self.layout % 3];
                check(HexBoard(WrapRect::new(x, y, layout, wrap).unwrap()), self)
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn nearest_goal_matches_a_dijkstra_per_goal(c in case()) {
        c.play()?;
    }
}

#[test]
fn the_start_among_the_goals_is_found_for_nothing() {
    let map: TacticsMap<SquareGrid> = "000\n000\n".parse().unwrap();
    let foot = MoveProfile::uniform(1, 1).unwrap();
    let q = Query::new(&map, &foot);
    let mut movement = Movement::new();
    let (goal, cost, path) = movement
        .find_nearest(&q, (1, 1), 0, [(2, 0), (1, 1), (1, 1)])
        .unwrap()
        .unwrap();
    assert_eq!((goal, cost), ((1, 1), 0));
    assert_eq!(path.collect::<Vec<_>>(), [4]);
    // No goals: nothing found; the start first in the condition's questions.
    assert!(movement.find_nearest(&q, 0, 5, []).unwrap().is_none());
    let mut first = None;
    let none = movement
        .find_nearest_where(&q, 3, 5, |c: usize| {
            first.get_or_insert(c);
            false
        })
        .unwrap();
    assert!(none.is_none());
    assert_eq!(first, Some(3));
}

#[test]
fn bad_input_is_an_error() {
    let map: TacticsMap<SquareGrid> = "000\n000\n".parse().unwrap();
    let foot = MoveProfile::uniform(1, 1).unwrap();
    let q = Query::new(&map, &foot);
    let mut movement = Movement::new();
    assert_eq!(
        movement.find_nearest(&q, 0, 3, [1, 6]).map(|f| f.is_some()),
        Err(RangeError::CellOutOfRange { cell: 6, len: 6 })
    );
    assert_eq!(
        movement
            .find_nearest(&q, (0, 0), 3, [(3, 0)])
            .map(|f| f.is_some()),
        Err(RangeError::OffMap)
    );
    assert_eq!(
        movement.find_nearest(&q, 9, 3, [1]).map(|f| f.is_some()),
        Err(RangeError::CellOutOfRange { cell: 9, len: 6 })
    );
    assert_eq!(
        movement
            .find_nearest(&q, 0, MAX_BUDGET + 1, [1])
            .map(|f| f.is_some()),
        Err(RangeError::BudgetTooLarge {
            budget: MAX_BUDGET + 1
        })
    );
    let units = [Occupant::Empty; 5];
    assert!(matches!(
        movement.find_nearest_where(&q.occupants(&units), 0, 3, |_: usize| true),
        Err(RangeError::SizeMismatch { .. })
    ));
    // Terrain the profile does not know, met before any goal.
    let known = MoveProfile::from_costs([Some(1)]).unwrap();
    let odd: TacticsMap<SquareGrid> = "01\n".parse().unwrap();
    assert!(matches!(
        movement.find_nearest(&Query::new(&odd, &known), 0, 3, [1]),
        Err(RangeError::UnknownTerrain {
            cell: 1,
            terrain: 1
        })
    ));
    // The scratch still answers afterwards.
    assert_eq!(
        movement.find_nearest(&q, 0, 3, [2]).unwrap().map(|f| f.1),
        Some(2)
    );
}
