//! Who stands where: occupants of cells, sides, and zone-of-control rules.

/// What stands on a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Occupant {
    /// Nobody.
    #[default]
    Empty,
    /// A unit of side `side`. `zoc` is `false` for units that exert no zone of
    /// control (Wesnoth's level-0 units).
    Unit {
        /// The unit's side (army, player, faction).
        side: u8,
        /// Whether the unit exerts a zone of control on its neighbours.
        zoc: bool,
    },
}

impl Occupant {
    /// A unit of `side` that exerts a zone of control.
    #[must_use]
    pub const fn unit(side: u8) -> Self {
        Occupant::Unit { side, zoc: true }
    }

    /// A unit of `side` that exerts no zone of control.
    #[must_use]
    pub const fn unit_without_zoc(side: u8) -> Self {
        Occupant::Unit { side, zoc: false }
    }

    /// How this occupant looks to a unit of `side`.
    #[must_use]
    pub const fn relation(self, side: u8) -> Relation {
        match self {
            Occupant::Empty => Relation::Empty,
            Occupant::Unit { side: s, .. } if s == side => Relation::Ally,
            Occupant::Unit { .. } => Relation::Enemy,
        }
    }

    /// `true` for a unit of another side than `side` that exerts a zone of control.
    #[inline]
    #[must_use]
    pub const fn exerts_zoc_on(self, side: u8) -> bool {
        matches!(self, Occupant::Unit { side: s, zoc: true } if s != side)
    }
}

/// A cell's occupant as seen by a moving unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Relation {
    /// Nobody there: the unit may pass and stop.
    Empty,
    /// A unit of the same side: passable, but not a place to stop.
    Ally,
    /// A unit of another side: blocks, unless the mover has the pass skill (then
    /// passable but still not a place to stop).
    Enemy,
}

/// Zone-of-control rule: how enemies slow a unit that comes next to them. A cell is
/// *in the zone* when one of its neighbours holds an enemy that exerts a zone of
/// control ([`Occupant::Unit`] with `zoc: true`) and could step to it: **a zone does
/// not reach through a closed side**, so an [`crate::EdgeCost::Blocked`] step from
/// the enemy's cell to the cell (a wall, the climb up a ledge) keeps the cell out
/// of its zone. On a maze's tile form the walls are cells of their own, so the
/// same rule holds there with no edge rules at all. Skirmishers ignore every rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ZocRule {
    /// No zone of control (Fire Emblem, Advance Wars).
    #[default]
    None,
    /// Battle for Wesnoth: entering a cell in the zone ends the move there. A unit that
    /// starts in the zone may still leave.
    StopOnEnter,
    /// Game Boy Wars 3, Civilization: no step from one cell in the zone to another
    /// (the start cell included), so a unit cannot slip along an enemy line.
    NoZoneToZone,
}
