//! `Query`: who moves on which map under which rules.

use alloc::vec::Vec;

use floodfill::Topology;

use crate::{EdgeCosts, MoveProfile, Occupant, RangeError, TacticsMap, Terrain, ZocRule};

/// Everything a movement search needs besides the start and the budget: the map, the
/// moving unit's profile, side and skills, the other units and the zone-of-control
/// rule. `Copy`, built with chained setters.
///
/// ```
/// use floodfill::{Connectivity, SquareGrid};
/// use tactics_range::{MoveProfile, Occupant, Query, TacticsMap, ZocRule};
///
/// let map = TacticsMap::filled(SquareGrid::new(5, 5, Connectivity::Four).unwrap(), 0).unwrap();
/// let foot = MoveProfile::uniform(1, 1).unwrap();
/// let mut units = vec![Occupant::Empty; 25];
/// units[12] = Occupant::unit(1); // an enemy in the middle
/// let query = Query::new(&map, &foot)
///     .side(0)
///     .occupants(&units)
///     .zoc(ZocRule::StopOnEnter);
/// # let _ = query;
/// ```
#[derive(Debug)]
pub struct Query<'a, T, Tr = Vec<u8>> {
    pub(crate) map: &'a TacticsMap<T, Tr>,
    pub(crate) profile: &'a MoveProfile,
    pub(crate) occupants: Option<&'a [Occupant]>,
    pub(crate) side: u8,
    pub(crate) pass: bool,
    pub(crate) skirmisher: bool,
    pub(crate) zoc: ZocRule,
    pub(crate) edges: Option<&'a EdgeCosts>,
}

impl<T, Tr> Clone for Query<'_, T, Tr> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, Tr> Copy for Query<'_, T, Tr> {}

impl<'a, T: Topology, Tr: Terrain> Query<'a, T, Tr> {
    /// A unit with `profile` on `map`, side 0, no other units, no zone of control.
    #[must_use]
    pub fn new(map: &'a TacticsMap<T, Tr>, profile: &'a MoveProfile) -> Self {
        Query {
            map,
            profile,
            occupants: None,
            side: 0,
            pass: false,
            skirmisher: false,
            zoc: ZocRule::None,
            edges: None,
        }
    }

    /// The occupant of every cell (one entry per cell; checked when searching). The
    /// mover's own start cell is ignored, so it may hold the mover itself.
    #[must_use]
    pub fn occupants(mut self, occupants: &'a [Occupant]) -> Self {
        self.occupants = Some(occupants);
        self
    }

    /// The mover's side: units of this side are allies, the others enemies.
    #[must_use]
    pub fn side(mut self, side: u8) -> Self {
        self.side = side;
        self
    }

    /// Fire Emblem's Pass skill: walk through enemies (never stop on them).
    #[must_use]
    pub fn pass(mut self, pass: bool) -> Self {
        self.pass = pass;
        self
    }

    /// A skirmisher ignores zones of control.
    #[must_use]
    pub fn skirmisher(mut self, skirmisher: bool) -> Self {
        self.skirmisher = skirmisher;
        self
    }

    /// The zone-of-control rule in force.
    #[must_use]
    pub fn zoc(mut self, rule: ZocRule) -> Self {
        self.zoc = rule;
        self
    }

    /// Walls, ledges and climbs between cells ([`EdgeCosts`], for this map's cell
    /// count; checked when searching). Without rules (or with an empty set) a search
    /// takes its fast paths; with rules, a heap-based Dijkstra that gives the same
    /// tie-break.
    #[must_use]
    pub fn edges(mut self, edges: &'a EdgeCosts) -> Self {
        self.edges = Some(edges);
        self
    }

    /// The map.
    #[must_use]
    pub fn map(&self) -> &'a TacticsMap<T, Tr> {
        self.map
    }

    /// The rule that actually applies to this mover (none for a skirmisher).
    pub(crate) fn effective_zoc(&self) -> ZocRule {
        if self.skirmisher || self.occupants.is_none() {
            ZocRule::None
        } else {
            self.zoc
        }
    }

    /// `true` when a neighbour of `cell` holds a unit that exerts a zone of control on
    /// the mover, whose move began on `start`. The occupant recorded on `start` is
    /// ignored, as [`Query::occupants`] promises: it is the mover itself, or a unit the
    /// game left there; either way it is not beside the mover once it moves.
    ///
    /// **A zone does not reach through a closed side.** A unit's zone covers the
    /// neighbours it could step to: not `cell` when an edge rule blocks the step from
    /// the unit's cell to `cell` (a wall, the climb up a ledge). The tile form of a
    /// maze gets the same rule for free, its walls being cells of their own.
    pub(crate) fn in_zone(&self, start: usize, cell: usize) -> bool {
        let Some(units) = self.occupants else {
            return false;
        };
        let edges = self.edge_rules();
        let mut zone = false;
        self.map.topology().for_each_neighbor(cell, |n| {
            zone |= n != start
                && units.get(n).is_some_and(|o| o.exerts_zoc_on(self.side))
                && edges.is_none_or(|e| e.get(n, cell) != Some(crate::EdgeCost::Blocked));
        });
        zone
    }

    /// `true` when `cell` holds a unit the mover (whose move began on `start`) cannot
    /// enter: an enemy, unless it has the pass skill. The occupant of `start` is
    /// ignored, as in [`Query::in_zone`].
    pub(crate) fn blocks(&self, start: usize, cell: usize) -> bool {
        !self.pass
            && cell != start
            && self
                .occupants
                .and_then(|o| o.get(cell))
                .is_some_and(|o| o.relation(self.side) == crate::Relation::Enemy)
    }

    /// The edge rules, when there are any.
    pub(crate) fn edge_rules(&self) -> Option<&'a EdgeCosts> {
        self.edges.filter(|e| !e.is_empty())
    }

    /// Checks the occupant slice and the edge rules against the map.
    pub(crate) fn check(&self) -> Result<(), RangeError> {
        if let Some(e) = self.edges
            && e.cells() != self.map.len()
        {
            return Err(RangeError::SizeMismatch {
                what: "edges",
                expected: self.map.len(),
                found: e.cells(),
            });
        }
        match self.occupants {
            Some(o) if o.len() != self.map.len() => Err(RangeError::SizeMismatch {
                what: "occupants",
                expected: self.map.len(),
                found: o.len(),
            }),
            _ => Ok(()),
        }
    }
}
