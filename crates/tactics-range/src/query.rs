//! `Query`: who moves on which map under which rules.

use floodfill::Topology;

use crate::{MoveProfile, Occupant, RangeError, TacticsMap, ZocRule};

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
pub struct Query<'a, T> {
    pub(crate) map: &'a TacticsMap<T>,
    pub(crate) profile: &'a MoveProfile,
    pub(crate) occupants: Option<&'a [Occupant]>,
    pub(crate) side: u8,
    pub(crate) pass: bool,
    pub(crate) skirmisher: bool,
    pub(crate) zoc: ZocRule,
}

impl<T> Clone for Query<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Query<'_, T> {}

impl<'a, T: Topology> Query<'a, T> {
    /// A unit with `profile` on `map`, side 0, no other units, no zone of control.
    #[must_use]
    pub fn new(map: &'a TacticsMap<T>, profile: &'a MoveProfile) -> Self {
        Query {
            map,
            profile,
            occupants: None,
            side: 0,
            pass: false,
            skirmisher: false,
            zoc: ZocRule::None,
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

    /// The map.
    #[must_use]
    pub fn map(&self) -> &'a TacticsMap<T> {
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

    /// Checks the occupant slice against the map.
    pub(crate) fn check(&self) -> Result<(), RangeError> {
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
