//! Random scenarios and the movement rules written naively, step by step, shared by
//! the oracle tests of edge costs and multi-turn reach; and the extreme numbers and
//! cells the no-panic and hostile-document tests try.
#![allow(dead_code)]

use floodfill::{Connectivity, HexGrid, SquareGrid, Topology};
use hexgrid::OffsetLayout;
use proptest::prelude::*;
use tactics_range::{EdgeCost, EdgeCosts, MoveCost, MoveProfile, Occupant, TacticsMap, ZocRule};

pub fn neighbours<T: Topology>(t: &T, cell: usize) -> Vec<usize> {
    let mut out = Vec::new();
    t.for_each_neighbor(cell, |n| {
        if n < t.len() {
            out.push(n)
        }
    });
    out
}

/// Numbers a hostile caller tries.
pub fn extreme_u32() -> impl Strategy<Value = u32> {
    prop_oneof![
        Just(0),
        Just(1),
        Just(u32::MAX),
        Just(u32::MAX - 1),
        Just(u32::from(u16::MAX)),
        Just(u32::from(u16::MAX) + 1),
        any::<u32>(),
        0u32..8,
    ]
}

/// Cells a hostile caller tries: 0, `usize::MAX`, just past `u32`, any.
pub fn extreme_cell() -> impl Strategy<Value = usize> {
    prop_oneof![
        Just(0usize),
        Just(usize::MAX),
        Just(u32::MAX as usize),
        Just(u32::MAX as usize + 1),
        0usize..30,
        any::<usize>(),
    ]
}

/// One random board with units, rules and edge rules.
#[derive(Debug, Clone)]
pub struct Scenario {
    /// 0..=1 square 4 / 8, 2..=5 hex layouts.
    pub kind: u8,
    pub w: usize,
    pub h: usize,
    pub terrain: Vec<u8>,
    pub costs: Vec<Option<u32>>,
    pub occupants: Vec<Occupant>,
    pub side: u8,
    pub pass: bool,
    pub skirmisher: bool,
    pub zoc: ZocRule,
    pub start: usize,
    pub budget: u32,
    /// `(from, to, cost)`; pairs that are not neighbours are kept too (inert).
    pub steps: Vec<(usize, usize, EdgeCost)>,
}

/// Random scenarios up to `max_side` a side; with edge rules when `edges`.
pub fn scenario(max_side: usize, units: bool, edges: bool) -> impl Strategy<Value = Scenario> {
    (0u8..6, 1usize..max_side, 1usize..max_side).prop_flat_map(move |(kind, w, h)| {
        let n = w * h;
        let unit = if units { 1 } else { 0 };
        (
            proptest::collection::vec(0u8..4, n),
            proptest::collection::vec(
                prop_oneof![4 => (1u32..5).prop_map(Some), 1 => Just(None)],
                4,
            ),
            proptest::collection::vec(
                prop_oneof![
                    6 => Just(Occupant::Empty),
                    unit => Just(Occupant::unit(0)),
                    unit => Just(Occupant::unit(1)),
                    unit => Just(Occupant::unit_without_zoc(1)),
                ],
                n,
            ),
            (0u8..2, any::<bool>(), any::<bool>(), 0u8..3),
            (0..n, 0u32..12),
            proptest::collection::vec(
                (
                    0..n,
                    0usize..8,
                    prop_oneof![Just(EdgeCost::Blocked), (0u32..4).prop_map(EdgeCost::Extra)],
                ),
                0..if edges { (2 * n).min(24) } else { 1 },
            ),
        )
            .prop_map(
                move |(
                    terrain,
                    costs,
                    occupants,
                    (side, pass, skirmisher, z),
                    (start, budget),
                    raw,
                )| {
                    let mut s = Scenario {
                        kind,
                        w,
                        h,
                        terrain,
                        costs,
                        occupants,
                        side,
                        pass,
                        skirmisher: skirmisher && z > 0,
                        zoc: [ZocRule::None, ZocRule::StopOnEnter, ZocRule::NoZoneToZone]
                            [z as usize],
                        start,
                        budget,
                        steps: Vec::new(),
                    };
                    // Rules mostly between neighbours (the k-th one), a few anywhere.
                    s.steps = raw
                        .into_iter()
                        .filter_map(|(from, k, cost)| {
                            let near = s.with_topology(|t| t.neighbours(from));
                            let to = near.get(k).copied().unwrap_or((from + k + 1) % n);
                            (to != from).then_some((from, to, cost))
                        })
                        .collect();
                    s
                },
            )
    })
}

impl Scenario {
    pub fn profile(&self) -> MoveProfile {
        MoveProfile::from_costs(self.costs.iter().copied()).unwrap()
    }

    pub fn edges(&self) -> EdgeCosts {
        let mut e = EdgeCosts::new(self.w * self.h);
        for &(f, t, c) in &self.steps {
            e.set(f, t, c).unwrap();
        }
        e
    }

    /// Runs `f` with the scenario's topology.
    pub fn with_topology<R>(&self, f: impl FnOnce(&dyn DynTopology) -> R) -> R {
        match self.kind {
            0 | 1 => {
                let c = if self.kind == 0 {
                    Connectivity::Four
                } else {
                    Connectivity::Eight
                };
                f(&SquareGrid::new(self.w, self.h, c).unwrap())
            }
            k => f(&HexGrid::new(self.w, self.h, OffsetLayout::ALL[usize::from(k - 2)]).unwrap()),
        }
    }

    pub fn square(&self) -> Option<TacticsMap<SquareGrid>> {
        let c = match self.kind {
            0 => Connectivity::Four,
            1 => Connectivity::Eight,
            _ => return None,
        };
        let g = SquareGrid::new(self.w, self.h, c).unwrap();
        Some(TacticsMap::new(g, self.terrain.clone()).unwrap())
    }

    pub fn hex(&self) -> Option<TacticsMap<HexGrid>> {
        let k = usize::from(self.kind.checked_sub(2)?);
        let b = HexGrid::new(self.w, self.h, OffsetLayout::ALL[k]).unwrap();
        Some(TacticsMap::new(b, self.terrain.clone()).unwrap())
    }
}

/// A topology behind a reference, for `with_topology`.
pub trait DynTopology {
    fn len(&self) -> usize;
    fn neighbours(&self, cell: usize) -> Vec<usize>;
}

impl<T: Topology> DynTopology for T {
    fn len(&self) -> usize {
        Topology::len(self)
    }
    fn neighbours(&self, cell: usize) -> Vec<usize> {
        neighbours(self, cell)
    }
}

fn neighbours_dyn(t: &dyn DynTopology, cell: usize) -> Vec<usize> {
    t.neighbours(cell)
}

/// The scenario's query on `map`: its units, side, skills, zone rule and edge rules.
pub fn query<'a, T: Topology, Tr: tactics_range::Terrain>(
    s: &'a Scenario,
    map: &'a TacticsMap<T, Tr>,
    rules: &'a Rules<'a>,
) -> tactics_range::Query<'a, T, Tr> {
    tactics_range::Query::new(map, &rules.profile)
        .occupants(&s.occupants)
        .side(s.side)
        .pass(s.pass)
        .skirmisher(s.skirmisher)
        .zoc(s.zoc)
        .edges(&rules.edges)
}

/// The movement rules, one step at a time, the way a reader of the docs would.
pub struct Rules<'a> {
    pub s: &'a Scenario,
    pub profile: MoveProfile,
    pub edges: EdgeCosts,
}

impl<'a> Rules<'a> {
    pub fn new(s: &'a Scenario) -> Self {
        Rules {
            s,
            profile: s.profile(),
            edges: s.edges(),
        }
    }

    pub fn n(&self) -> usize {
        self.s.w * self.s.h
    }

    pub fn near(&self, cell: usize) -> Vec<usize> {
        self.s.with_topology(|t| neighbours_dyn(t, cell))
    }

    /// The documented rule: a neighbour holds an enemy that exerts a zone, the
    /// occupant recorded on the mover's start cell excepted (`Query::occupants`
    /// ignores it), and no edge rule blocks the step from that enemy to `cell` (a
    /// zone does not reach through a closed side).
    pub fn in_zone(&self, cell: usize) -> bool {
        self.near(cell).into_iter().any(|n| {
            n != self.s.start
                && matches!(self.s.occupants[n], Occupant::Unit { side, zoc: true } if side != self.s.side)
                && self.edges.get(n, cell) != Some(EdgeCost::Blocked)
        })
    }

    /// An enemy stands on `cell` (never the start: its occupant is ignored).
    pub fn enemy(&self, cell: usize) -> bool {
        cell != self.s.start
            && matches!(self.s.occupants[cell], Occupant::Unit { side, .. } if side != self.s.side)
    }

    pub fn can_stop(&self, cell: usize, origin: usize) -> bool {
        cell == origin || self.s.occupants[cell] == Occupant::Empty
    }

    fn zoc(&self) -> ZocRule {
        if self.s.skirmisher {
            ZocRule::None
        } else {
            self.s.zoc
        }
    }

    /// Cost of the step `u -> v` for a move that began at `origin`, or `None`.
    pub fn step(&self, u: usize, v: usize, origin: usize) -> Option<u32> {
        let mut cost = match self.profile.cost(self.s.terrain[v]) {
            MoveCost::Cost(c) => c,
            _ => return None,
        };
        if self.enemy(v) && !self.s.pass {
            return None;
        }
        match self.edges.get(u, v) {
            Some(EdgeCost::Blocked) => return None,
            Some(EdgeCost::Extra(e)) => cost += e,
            None => {}
        }
        match self.zoc() {
            ZocRule::None => {}
            ZocRule::StopOnEnter => {
                if u != origin && self.in_zone(u) {
                    return None;
                }
            }
            ZocRule::NoZoneToZone => {
                if self.in_zone(u) && self.in_zone(v) {
                    return None;
                }
            }
        }
        Some(cost)
    }

    /// Naive Dijkstra from `origin`: repeatedly settle the cheapest unsettled cell.
    pub fn costs(&self, origin: usize, budget: u32) -> Vec<Option<u32>> {
        let n = self.n();
        let mut best: Vec<Option<u32>> = vec![None; n];
        let mut done = vec![false; n];
        best[origin] = Some(0);
        loop {
            let next = (0..n)
                .filter(|&c| !done[c] && best[c].is_some())
                .min_by_key(|&c| best[c]);
            let Some(u) = next else { break };
            done[u] = true;
            let du = best[u].unwrap();
            for v in self.near(u) {
                if v == origin {
                    continue;
                }
                if let Some(c) = self.step(u, v, origin) {
                    let nc = du + c;
                    if nc <= budget && best[v].is_none_or(|b| nc < b) {
                        best[v] = Some(nc);
                    }
                }
            }
        }
        best
    }
}
