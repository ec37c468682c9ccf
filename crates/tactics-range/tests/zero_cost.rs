//! Free steps: terrain that costs 0 (a road, a teleport pad) and `EdgeCost::Extra(0)`
//! onto it. Every movement search (the padded grid searches, the generic bucket
//! lists, the bucket ring of edge rules and of multi-turn reach) against a plain
//! Dijkstra oracle written here (a binary heap over an adjacency list built from the
//! rules, zero-cost edges included), on square grids, offset hex boards, hexgrid maps
//! (hexagon, offset rectangle, wrap-around hexagon and rectangle) and plain graphs,
//! with cost tables full of zeros and impassable terrain, random budgets, blocking
//! units and zones of control. Reach sets and costs must match exactly; paths must be
//! walkable, cost what is reported and be cheapest; each cell is settled once.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

use floodfill::{AdjacencyList, Connectivity, FnGraph, HexBoard, HexGrid, SquareGrid, Topology};
use hexgrid::{Hex, HexMap, OffsetGrid, OffsetLayout, Wrap, WrapHexagon, WrapRect};
use proptest::prelude::*;
use tactics_range::{
    AttackRange, EdgeCost, EdgeCosts, MoveCost, MoveProfile, Movement, Occupant, Query, Reach,
    SeedView, Sight, SightGrid, SightRules, TacticsMap, Targeting, TurnBudget, ZocRule,
};

/// Terrain ids of a case: 0..TERRAINS, each with a cost in the case's table.
const TERRAINS: u8 = 5;
/// Terrain that blocks sight in the firing-position checks (its cost is random).
const SIGHT_WALL: u8 = 4;
/// Per-cell inputs are drawn this long and cycled over the board's cells.
const DRAWN: usize = 64;

/// One random case, independent of the board it is played on.
#[derive(Debug, Clone)]
struct Case {
    /// Which board (see [`Case::play`]).
    board: u8,
    w: usize,
    h: usize,
    layout: usize,
    terrain: Vec<u8>,
    /// Per terrain id: a cost (0 often) or impassable.
    costs: Vec<Option<u32>>,
    occupants: Vec<Occupant>,
    /// Whether the query is given the occupants at all.
    units: bool,
    side: u8,
    pass: bool,
    skirmisher: bool,
    zoc: ZocRule,
    /// `(from, k, cost)`: a rule for the step to `from`'s `k`-th neighbour.
    steps: Vec<(usize, usize, EdgeCost)>,
    /// Extra neighbour pairs of the plain graph board.
    links: Vec<(usize, usize)>,
    start: usize,
    budget: u32,
    range: (u32, u32),
    turns: TurnBudget,
}

fn case() -> impl Strategy<Value = Case> {
    (
        (0u8..11, 1usize..8, 1usize..8, 0usize..4),
        proptest::collection::vec(0..TERRAINS, DRAWN),
        // Many free terrains, some impassable.
        proptest::collection::vec(
            prop_oneof![
                4 => Just(Some(0u32)),
                3 => (1u32..4).prop_map(Some),
                2 => Just(None),
            ],
            usize::from(TERRAINS),
        ),
        proptest::collection::vec(
            prop_oneof![
                7 => Just(Occupant::Empty),
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
            any::<bool>(),
            0usize..3,
        ),
        proptest::collection::vec(
            (
                0..DRAWN,
                0usize..8,
                prop_oneof![
                    1 => Just(EdgeCost::Blocked),
                    3 => Just(EdgeCost::Extra(0)),
                    1 => (1u32..3).prop_map(EdgeCost::Extra),
                ],
            ),
            0..20,
        ),
        proptest::collection::vec((0..DRAWN, 0..DRAWN), 0..80),
        (
            0..DRAWN,
            prop_oneof![1 => Just(0u32), 3 => 0u32..8, 1 => 8u32..20],
        ),
        (0u32..3, 0u32..3),
        (0u32..5, 0u32..5, 0u32..8),
    )
        .prop_map(
            |(
                (board, w, h, layout),
                terrain,
                costs,
                occupants,
                (units, side, pass, skirmisher, zoc),
                mut steps,
                links,
                (start, budget),
                (min, extra),
                (per_turn, this_turn, max_turns),
            )| {
                // Half the cases without edge rules: the bucket lists' searches.
                if board % 2 == 0 && w % 2 == 0 {
                    steps.clear();
                }
                Case {
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
                    steps,
                    links,
                    start,
                    budget,
                    range: (min, min + extra),
                    turns: TurnBudget::per_turn(per_turn)
                        .this_turn(this_turn)
                        .max_turns(max_turns),
                }
            },
        )
}

/// The neighbours of `cell` on the map, as the topology lists them.
fn near<T: Topology>(t: &T, cell: usize) -> Vec<usize> {
    let mut out = Vec::new();
    t.for_each_neighbor(cell, |v| {
        if v < t.len() {
            out.push(v);
        }
    });
    out
}

/// The movement rules of a case on one board, written step by step from the docs.
struct Rules {
    n: usize,
    near: Vec<Vec<usize>>,
    terrain: Vec<u8>,
    occupants: Vec<Occupant>,
    units: bool,
    side: u8,
    pass: bool,
    zoc: ZocRule,
    /// The cell the move begins on: its recorded occupant is ignored.
    start: usize,
    profile: MoveProfile,
    edges: EdgeCosts,
}

impl Rules {
    fn new<T: Topology>(topo: &T, c: &Case) -> Self {
        let n = topo.len();
        let near: Vec<Vec<usize>> = (0..n).map(|u| near(topo, u)).collect();
        let mut edges = EdgeCosts::new(n);
        for &(from, k, cost) in &c.steps {
            let from = from % n;
            if let Some(&to) = near[from].get(k)
                && to != from
            {
                edges.set(from, to, cost).unwrap();
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
        }
    }

    fn enemy(&self, v: usize) -> bool {
        self.units
            && v != self.start
            && matches!(self.occupants[v], Occupant::Unit { side, .. } if side != self.side)
    }

    /// A zone does not reach through a closed side: not from `m` when the step
    /// `m -> v` is blocked.
    fn in_zone(&self, v: usize) -> bool {
        self.units
            && self.near[v].iter().any(|&m| {
                m != self.start
                    && self.occupants[m].exerts_zoc_on(self.side)
                    && self.edges.get(m, v) != Some(EdgeCost::Blocked)
            })
    }

    fn can_stop(&self, v: usize) -> bool {
        v == self.start || !self.units || self.occupants[v] == Occupant::Empty
    }

    /// The cost of the step `u -> v` when the move (or this turn's move) began on one
    /// of the cells `source` marks, or `None` when the step is not allowed.
    fn step(&self, u: usize, v: usize, source: &[bool]) -> Option<u32> {
        let MoveCost::Cost(mut cost) = self.profile.cost(self.terrain[v]) else {
            return None;
        };
        if self.enemy(v) && !self.pass {
            return None;
        }
        match self.edges.get(u, v) {
            Some(EdgeCost::Blocked) => return None,
            Some(EdgeCost::Extra(e)) => cost += e,
            None => {}
        }
        let allowed = match self.zoc {
            ZocRule::None => true,
            ZocRule::StopOnEnter => source[u] || !self.in_zone(u),
            ZocRule::NoZoneToZone => !(self.in_zone(u) && self.in_zone(v)),
        };
        allowed.then_some(cost)
    }

    /// The rules as an adjacency list of weighted edges.
    fn graph(&self, source: &[bool]) -> Vec<Vec<(usize, u32)>> {
        (0..self.n)
            .map(|u| {
                self.near[u]
                    .iter()
                    .filter_map(|&v| self.step(u, v, source).map(|c| (v, c)))
                    .collect()
            })
            .collect()
    }

    /// The cheapest cost from any of `sources` to every cell, within `budget`.
    fn costs(&self, sources: &[usize], budget: u32) -> Vec<Option<u32>> {
        let mut source = vec![false; self.n];
        for &s in sources {
            source[s] = true;
        }
        dijkstra(&self.graph(&source), sources, budget)
    }
}

/// Plain Dijkstra with a binary heap: the oracle. Zero-cost edges are fine for it.
fn dijkstra(graph: &[Vec<(usize, u32)>], sources: &[usize], budget: u32) -> Vec<Option<u32>> {
    let mut best: Vec<Option<u32>> = vec![None; graph.len()];
    let mut done = vec![false; graph.len()];
    let mut heap = BinaryHeap::new();
    for &s in sources {
        best[s] = Some(0);
        heap.push(Reverse((0u32, s)));
    }
    while let Some(Reverse((d, u))) = heap.pop() {
        if std::mem::replace(&mut done[u], true) {
            continue;
        }
        for &(v, w) in &graph[u] {
            let total = d + w;
            if total <= budget && best[v].is_none_or(|b| total < b) {
                best[v] = Some(total);
                heap.push(Reverse((total, v)));
            }
        }
    }
    best
}

/// Breadth-first grid distances from `from` (terrain and units ignored).
fn bfs(rules: &Rules, from: usize) -> Vec<Option<u32>> {
    let mut d = vec![None; rules.n];
    d[from] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some(u) = queue.pop_front() {
        for &v in &rules.near[u] {
            if d[v].is_none() {
                d[v] = Some(d[u].unwrap() + 1);
                queue.push_back(v);
            }
        }
    }
    d
}

fn query<'a, T: Topology>(c: &'a Case, map: &'a TacticsMap<T>, rules: &'a Rules) -> Query<'a, T> {
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

/// Every reached cell once, cheapest first, the start first: the reach's own list.
fn check_settled_once(reach: &Reach, rules: &Rules) -> Result<(), TestCaseError> {
    let order: Vec<usize> = reach.reached().collect();
    prop_assert_eq!(order.first(), Some(&rules.start));
    let mut sorted = order.clone();
    sorted.sort_unstable();
    sorted.dedup();
    prop_assert_eq!(
        sorted.len(),
        order.len(),
        "a cell settled twice: {:?}",
        order
    );
    let costs: Vec<u32> = order.iter().map(|&c| reach.cost_to(c).unwrap()).collect();
    prop_assert!(costs.windows(2).all(|w| w[0] <= w[1]), "{:?}", costs);
    Ok(())
}

/// Movement, threat and attack positions on one board against the oracle.
fn check<T: Topology>(topo: T, c: &Case) -> Result<(), TestCaseError> {
    let rules = Rules::new(&topo, c);
    let map = TacticsMap::new(topo, rules.terrain.clone()).unwrap();
    let query = query(c, &map, &rules);
    let start = rules.start;
    let mut movement = Movement::new();
    // A search first, so the one checked runs on used scratch.
    let _ = movement.reach(&query, (start + 1) % rules.n, c.budget + 1);
    let reach = movement.reach(&query, start, c.budget).unwrap();
    let mut is_start = vec![false; rules.n];
    is_start[start] = true;
    let oracle = rules.costs(&[start], c.budget);

    for (cell, &want) in oracle.iter().enumerate() {
        prop_assert_eq!(reach.cost_to(cell), want, "cell {}", cell);
        prop_assert_eq!(reach.remaining(cell), want.map(|w| c.budget - w));
        prop_assert_eq!(reach.can_stop(cell), want.is_some() && rules.can_stop(cell));
    }
    prop_assert_eq!(reach.len(), oracle.iter().flatten().count());
    check_settled_once(&reach, &rules)?;

    for cell in reach.reached() {
        let path: Vec<usize> = reach.path_to(cell).unwrap().collect();
        prop_assert_eq!(path[0], start);
        prop_assert_eq!(*path.last().unwrap(), cell);
        let mut total = 0;
        for pair in path.windows(2) {
            prop_assert!(
                rules.near[pair[0]].contains(&pair[1]),
                "not a step {:?}",
                pair
            );
            let step = rules.step(pair[0], pair[1], &is_start);
            prop_assert!(step.is_some(), "forbidden step {:?}", pair);
            total += step.unwrap();
        }
        // Walkable, within budget and cheapest: the oracle's cost.
        prop_assert_eq!(Some(total), oracle[cell], "path {:?}", path);
        prop_assert!(total <= c.budget);
        let mut distinct = path.clone();
        distinct.sort_unstable();
        distinct.dedup();
        prop_assert_eq!(distinct.len(), path.len(), "a loop in {:?}", path);
        let back: Vec<usize> = reach.steps_back(cell).collect();
        prop_assert_eq!(back.into_iter().rev().collect::<Vec<_>>(), path);
        if let Some(p) = reach.parent(cell) {
            let step = rules.step(p, cell, &is_start).unwrap();
            prop_assert_eq!(
                reach.cost_to(p).unwrap() + step,
                reach.cost_to(cell).unwrap()
            );
        }
    }

    // Threat: the attack range around every stop cell, by brute force.
    let stops: Vec<usize> = (0..rules.n)
        .filter(|&s| oracle[s].is_some() && rules.can_stop(s))
        .collect();
    let got_stops: Vec<usize> = {
        let mut s: Vec<usize> = reach.stop_cells().collect();
        s.sort_unstable();
        s
    };
    prop_assert_eq!(&got_stops, &stops);
    let range = AttackRange::new(c.range.0, c.range.1).unwrap();
    let distance: Vec<Vec<Option<u32>>> = (0..rules.n).map(|s| bfs(&rules, s)).collect();
    let in_range = |a: usize, b: usize| distance[a][b].is_some_and(|d| range.contains(d));
    let mut targeting = Targeting::new();
    let threat = targeting.threat(&query, start, c.budget, range).unwrap();
    for cell in 0..rules.n {
        let want = stops.iter().any(|&s| in_range(s, cell));
        prop_assert_eq!(threat.contains(cell), want, "threat at {}", cell);
        // The cheapest stop to attack from, and that it is one.
        let cheapest = stops
            .iter()
            .filter(|&&s| in_range(s, cell))
            .map(|&s| oracle[s].unwrap())
            .min();
        let from = targeting
            .attack_position(&query, start, c.budget, range, cell)
            .unwrap();
        prop_assert_eq!(
            from.map(|f| oracle[f].unwrap()),
            cheapest,
            "target {}",
            cell
        );
        if let Some(f) = from {
            prop_assert!(stops.contains(&f) && in_range(f, cell));
        }
    }
    prop_assert_eq!(threat.len(), threat.cells().count());
    check_turns(&query, &rules, c)?;
    Ok(())
}

/// Multi-turn reach against the definition, turn by turn, with the oracle searching
/// from every cell the unit may stand on at the start of the turn.
fn check_turns<T: Topology>(
    query: &Query<'_, T>,
    rules: &Rules,
    c: &Case,
) -> Result<(), TestCaseError> {
    let budget = c.turns;
    let start = rules.start;
    let mut want: Vec<Option<(u32, u32)>> = vec![None; rules.n];
    want[start] = Some((0, budget.this_turn));
    let mut positions = vec![start];
    for turn in 1..=budget.max_turns.min(rules.n as u32 + 2) {
        let points = if turn == 1 {
            budget.this_turn
        } else {
            budget.per_turn
        };
        let costs = rules.costs(&positions, points);
        let mut fresh = false;
        for (cell, cost) in costs.iter().enumerate() {
            if let Some(cost) = *cost
                && want[cell].is_none()
            {
                want[cell] = Some((turn, points - cost));
                fresh = true;
            }
        }
        if !fresh && turn > 1 {
            break;
        }
        positions = (0..rules.n)
            .filter(|&p| want[p].is_some() && rules.can_stop(p))
            .collect();
    }
    let turns = Movement::new().turns(query, start, budget).unwrap();
    for (cell, w) in want.iter().enumerate() {
        let got = turns
            .turn(cell)
            .map(|t| (t, turns.remaining(cell).unwrap()));
        prop_assert_eq!(got, *w, "turns at cell {}", cell);
        prop_assert_eq!(turns.can_stop(cell), w.is_some() && rules.can_stop(cell));
        if let Some(b) = turns.turn_start(cell) {
            prop_assert!(turns.can_stop(b));
            prop_assert!(turns.turn(b) < turns.turn(cell));
        }
    }
    let order: Vec<usize> = turns.reached().collect();
    let mut distinct = order.clone();
    distinct.sort_unstable();
    distinct.dedup();
    prop_assert_eq!(distinct.len(), order.len());
    prop_assert_eq!(order.len(), want.iter().flatten().count());
    Ok(())
}

/// [`check`], then firing positions on a board with sight: the stop cells in range of
/// the target that see it, with the oracle's costs, cheapest first.
fn check_with_sight<T: SightGrid + Clone>(topo: T, c: &Case) -> Result<(), TestCaseError> {
    check(topo.clone(), c)?;
    let rules = Rules::new(&topo, c);
    let map = TacticsMap::new(topo, rules.terrain.clone()).unwrap();
    let query = query(c, &map, &rules);
    let oracle = rules.costs(&[rules.start], c.budget);
    let range = AttackRange::new(c.range.0, c.range.1).unwrap();
    let sight_rules = SightRules::new().blocking(SIGHT_WALL);
    let (mut targeting, mut sight) = (Targeting::new(), Sight::new());
    for target in 0..rules.n {
        let spots = targeting
            .firing_positions(&query, &sight_rules, rules.start, c.budget, range, target)
            .unwrap();
        let distance = bfs(&rules, target);
        let mut want: Vec<(usize, u32)> = Vec::new();
        for s in 0..rules.n {
            if let Some(cost) = oracle[s]
                && rules.can_stop(s)
                && distance[s].is_some_and(|d| range.contains(d))
                && sight.line_of_sight(&map, &sight_rules, s, target).unwrap()
            {
                want.push((s, cost));
            }
        }
        prop_assert!(spots.windows(2).all(|w| w[0].1 <= w[1].1), "{:?}", spots);
        let mut got = spots.clone();
        got.sort_unstable();
        prop_assert_eq!(got, want, "target {}", target);
    }
    Ok(())
}

impl Case {
    /// Plays the case on its board.
    fn play(&self) -> Result<(), TestCaseError> {
        let layout = OffsetLayout::ALL[self.layout];
        let (w, h) = (self.w, self.h);
        match self.board {
            0 => check_with_sight(SquareGrid::new(w, h, Connectivity::Four).unwrap(), self),
            1 => check_with_sight(SquareGrid::new(w, h, Connectivity::Eight).unwrap(), self),
            2..=5 => check_with_sight(
                HexGrid::new(w, h, OffsetLayout::ALL[usize::from(self.board - 2)]).unwrap(),
                self,
            ),
            6 => {
                let map = HexMap::new(Hex::new(1, -1), (w % 4) as u32, ()).unwrap();
                check_with_sight(HexBoard(&map), self)
            }
            7 => {
                let map = OffsetGrid::new(w, h, layout, ()).unwrap();
                check_with_sight(HexBoard(&map), self)
            }
            8 => check_with_sight(
                HexBoard(WrapHexagon::new(1 + (w % 3) as u32).unwrap()),
                self,
            ),
            9 => {
                let (x, y) = (2 * (1 + w % 3), 2 * (1 + h % 3));
                let wrap = [Wrap::Both, Wrap::X, Wrap::Y][self.layout % 3];
                check_with_sight(HexBoard(WrapRect::new(x, y, layout, wrap).unwrap()), self)
            }
            _ => {
                // A plain graph: a path through the cells plus random links.
                let n = w * h;
                let edges = (1..n)
                    .map(|i| (i - 1, i))
                    .chain(self.links.iter().map(|&(a, b)| (a % n, b % n)));
                check(AdjacencyList::undirected(n, edges).unwrap(), self)
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn free_steps_match_the_oracle(c in case()) {
        c.play()?;
    }

    /// With free terrain the grid searches still give exactly the generic search's
    /// settling order, costs and parents, and so does the bucket ring (edge rules that
    /// are never consulted): one tie-break for every search.
    #[test]
    fn every_search_settles_free_steps_alike(c in case()) {
        fn outcome<T: Topology>(topo: T, c: &Case, inert: bool) -> Vec<(usize, u32, Option<usize>)> {
            let mut rules = Rules::new(&topo, c);
            rules.edges = EdgeCosts::new(rules.n);
            if inert {
                // Two cells that are not neighbours, when there are such.
                if let Some((a, b)) = (0..rules.n)
                    .flat_map(|a| (0..rules.n).map(move |b| (a, b)))
                    .find(|&(a, b)| a != b && !rules.near[a].contains(&b))
                {
                    rules.edges.set(a, b, EdgeCost::Blocked).unwrap();
                }
            }
            let map = TacticsMap::new(topo, rules.terrain.clone()).unwrap();
            let reach = Movement::new()
                .reach(&query(c, &map, &rules), rules.start, c.budget)
                .unwrap();
            reach
                .reached()
                .map(|cell| (cell, reach.cost_to(cell).unwrap(), reach.parent(cell)))
                .collect()
        }
        let (w, h) = (c.w, c.h);
        let compare = |fast: Vec<_>, generic: Vec<_>, ring: Vec<_>| -> Result<(), TestCaseError> {
            prop_assert_eq!(&fast, &generic);
            prop_assert_eq!(&fast, &ring);
            Ok(())
        };
        if c.board % 2 == 0 {
            let connectivity = if c.board % 4 == 0 { Connectivity::Four } else { Connectivity::Eight };
            let grid = SquareGrid::new(w, h, connectivity).unwrap();
            let graph = FnGraph::new(grid.len(), move |cell| grid.neighbors(cell), grid.max_degree());
            compare(outcome(grid, &c, false), outcome(graph, &c, false), outcome(grid, &c, true))?;
        } else {
            let board = HexGrid::new(w, h, OffsetLayout::ALL[c.layout]).unwrap();
            let graph = FnGraph::new(board.len(), move |cell| board.neighbors(cell), board.max_degree());
            compare(outcome(board, &c, false), outcome(graph, &c, false), outcome(board, &c, true))?;
        }
    }
}

/// A map where everything is free: every cell is reached at cost 0 with no movement
/// at all, each once, by every search (no endless loop round the free cycles).
#[test]
fn an_all_free_map_is_reached_for_nothing() {
    let profile = MoveProfile::uniform(1, 0).unwrap();
    let grid = SquareGrid::new(64, 64, Connectivity::Eight).unwrap();
    let map = TacticsMap::filled(grid, 0).unwrap();
    let graph = FnGraph::new(grid.len(), move |c| grid.neighbors(c), grid.max_degree());
    let generic = TacticsMap::filled(graph, 0).unwrap();
    let mut edges = EdgeCosts::new(map.len());
    edges.set(0, 1, EdgeCost::Extra(0)).unwrap();
    let mut movement = Movement::new();
    let searches = [
        movement
            .reach(&Query::new(&map, &profile), 2080, 0)
            .unwrap(),
        movement
            .reach(&Query::new(&generic, &profile), 2080, 0)
            .unwrap(),
        movement
            .reach(&Query::new(&map, &profile).edges(&edges), 2080, 0)
            .unwrap(),
    ];
    for reach in &searches {
        assert_eq!(reach.len(), 64 * 64);
        assert!((0..map.len()).all(|c| reach.cost_to(c) == Some(0)));
        let mut order: Vec<usize> = reach.reached().collect();
        order.sort_unstable();
        order.dedup();
        assert_eq!(order.len(), 64 * 64);
    }
    let turns = movement
        .turns(&Query::new(&map, &profile), 2080, TurnBudget::per_turn(0))
        .unwrap();
    assert_eq!(turns.len(), 64 * 64);
    assert!((0..map.len()).all(|c| c == 2080 || turns.turn(c) == Some(1)));
}

/// The free road of a game: walking onto and along it costs nothing, leaving it costs
/// the field's price, and the cheapest path takes the road even when it is longer.
#[test]
fn a_free_road_is_the_cheapest_way() {
    // Field 0 costs 2, road 1 is free, water 2 impassable.
    let map: TacticsMap<SquareGrid> = "\
00000
11111
22201
00001
"
    .parse()
    .unwrap();
    let profile = MoveProfile::from_costs([Some(2), Some(0), None]).unwrap();
    assert_eq!(profile.cost(1), MoveCost::Cost(0));
    let grid = *map.topology();
    let mut movement = Movement::new();
    let start = grid.cell_of((0, 1)).unwrap();
    let reach = movement
        .reach(&Query::new(&map, &profile), start, 2)
        .unwrap();
    assert_eq!(reach.cost_to(grid.cell_of((4, 1)).unwrap()), Some(0));
    assert_eq!(reach.cost_to(grid.cell_of((4, 3)).unwrap()), Some(0));
    assert_eq!(reach.cost_to(grid.cell_of((2, 0)).unwrap()), Some(2));
    assert_eq!(reach.cost_to(grid.cell_of((3, 3)).unwrap()), Some(2));
    assert_eq!(reach.cost_to(grid.cell_of((2, 3)).unwrap()), None);
    let path: Vec<(usize, usize)> = reach
        .path_to(grid.cell_of((3, 3)).unwrap())
        .unwrap()
        .map(|c| grid.coord_of(c).unwrap())
        .collect();
    assert_eq!(
        path,
        [
            (0, 1),
            (1, 1),
            (2, 1),
            (3, 1),
            (4, 1),
            (4, 2),
            (4, 3),
            (3, 3)
        ]
    );
    // Through the square grid's padded search and the generic one alike.
    let graph = FnGraph::new(grid.len(), move |c| grid.neighbors(c), grid.max_degree());
    let generic = TacticsMap::new(graph, map.terrain_ids().to_vec()).unwrap();
    let slow = movement
        .reach(&Query::new(&generic, &profile), start, 2)
        .unwrap();
    assert!((0..map.len()).all(|c| slow.cost_to(c) == reach.cost_to(c)));
    assert!((0..map.len()).all(|c| slow.parent(c) == reach.parent(c)));
    // The seed's printout: a free road out of reach reads `-0`, never "0 left".
    let cut: TacticsMap<SquareGrid> = "021\n".parse().unwrap();
    let reach = movement.reach(&Query::new(&cut, &profile), 0, 5).unwrap();
    assert_eq!(SeedView::new(&cut, &profile, &reach).to_string(), "5-X-0\n");
}

/// A zone of control still ends a move that enters it for free, and a unit that starts
/// in a zone may still leave it for free (the search's start, not "cost 0 so far").
#[test]
fn zones_of_control_hold_on_free_terrain() {
    let grid = SquareGrid::new(6, 1, Connectivity::Four).unwrap();
    let map = TacticsMap::filled(grid, 0).unwrap();
    let free = MoveProfile::uniform(1, 0).unwrap();
    let mut units = vec![Occupant::Empty; 6];
    units[3] = Occupant::unit(1);
    let mut edges = EdgeCosts::new(6);
    edges.set(0, 1, EdgeCost::Extra(0)).unwrap();
    let mut movement = Movement::new();
    for with_edges in [false, true] {
        let mut q = Query::new(&map, &free)
            .occupants(&units)
            .zoc(ZocRule::StopOnEnter)
            .pass(true);
        if with_edges {
            q = q.edges(&edges);
        }
        // From 0: cell 2 is in the zone; the move ends there.
        let reach = movement.reach(&q, 0, 0).unwrap();
        let reached: Vec<usize> = reach.reached().collect();
        assert_eq!(reached, [0, 1, 2], "edges {with_edges}");
        // From 4 (in the zone too): the unit may leave, over 3 (passed) and on.
        let reach = movement.reach(&q, 4, 0).unwrap();
        assert_eq!(reach.cost_to(5), Some(0));
        assert_eq!(reach.cost_to(3), Some(0));
        assert_eq!(reach.cost_to(2), Some(0));
        assert_eq!(reach.cost_to(1), None, "edges {with_edges}");
        // Turns: each turn leaves the zone cell it ended on, for free, and stops in
        // the next zone cell (4 is beside the enemy too).
        let turns = movement.turns(&q, 0, TurnBudget::per_turn(0)).unwrap();
        assert_eq!(turns.turn(2), Some(1));
        assert_eq!(turns.turn(4), Some(2));
        assert_eq!(turns.turn(5), Some(3));
        assert_eq!(turns.turn_start(5), Some(4));
    }
}
