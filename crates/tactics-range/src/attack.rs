//! `AttackRange` (how far a weapon reaches) and `Attacker` (a unit that might attack).

use alloc::vec::Vec;

use floodfill::DistanceLayers;

use crate::{Query, RangeError};

/// How far a weapon reaches: every cell whose *grid distance* from the attacker is in
/// `min..=max`. A sword is `1..=1`, a bow `2..=3` (it cannot hit an adjacent cell),
/// a javelin `1..=2`.
///
/// Grid distance is the number of steps between two cells on the map's topology,
/// ignoring terrain and units (arrows fly over forests and heads): Manhattan distance
/// on a 4-connected square grid, Chebyshev on an 8-connected one, hex distance on a
/// hex board. It is measured by floodfill's breadth-first distance layers.
///
/// Any `min..=max` is accepted: a range is clamped to the map it is used on, so a
/// `max` past the map's farthest cell reaches the whole map and a `min` past it
/// selects nothing. A query's work is bounded by the cells of the map, never by
/// `max` (`AttackRange::new(1, u32::MAX)` on a 5x5 map visits 25 cells).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    // Loading goes through `AttackRange::new`, so a saved `min > max` is an error.
    serde(try_from = "RangeSpec")
)]
pub struct AttackRange {
    min: u32,
    max: u32,
}

/// The saved form of an [`AttackRange`], checked when loaded.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RangeSpec {
    min: u32,
    max: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<RangeSpec> for AttackRange {
    type Error = RangeError;
    fn try_from(s: RangeSpec) -> Result<Self, RangeError> {
        AttackRange::new(s.min, s.max)
    }
}

impl AttackRange {
    /// A range `min..=max`.
    ///
    /// # Errors
    /// [`RangeError::BadAttackRange`] when `min > max`.
    pub const fn new(min: u32, max: u32) -> Result<Self, RangeError> {
        if min > max {
            return Err(RangeError::BadAttackRange { min, max });
        }
        Ok(AttackRange { min, max })
    }

    /// Adjacent cells only (a sword).
    pub const MELEE: AttackRange = AttackRange { min: 1, max: 1 };

    /// Nearest distance.
    #[must_use]
    pub const fn min(self) -> u32 {
        self.min
    }

    /// Farthest distance.
    #[must_use]
    pub const fn max(self) -> u32 {
        self.max
    }

    /// `true` when `distance` is in `min..=max`.
    #[must_use]
    pub const fn contains(self, distance: u32) -> bool {
        self.min <= distance && distance <= self.max
    }

    /// The cells of `layers` (distances from one cell, computed no farther than
    /// `max`) whose distance is in range, nearest first. It walks the layers that
    /// exist, never the distances up to `max`: a range past the map's farthest cell
    /// costs what the map holds (`AttackRange::new(1, u32::MAX)` is a whole-map range,
    /// not four billion steps).
    pub(crate) fn select(self, layers: &DistanceLayers) -> impl Iterator<Item = usize> + '_ {
        layers
            .layers()
            .enumerate()
            .filter(move |&(d, _)| u32::try_from(d).is_ok_and(|d| self.contains(d)))
            .flat_map(|(_, layer)| layer)
    }
}

/// One unit that might attack: its query (profile, side, skills), where it stands,
/// its movement and its weapon. Input to [`crate::Targeting::attackers_of`].
#[derive(Debug)]
pub struct Attacker<'a, T, P = usize, Tr = Vec<u8>> {
    /// The unit's query (map, profile, side, occupants, zone rule).
    pub query: Query<'a, T, Tr>,
    /// Where it stands: a cell index or the map's coordinate ([`crate::Place`]).
    pub start: P,
    /// Its movement points.
    pub budget: u32,
    /// Its weapon's range.
    pub range: AttackRange,
}

impl<T, P: Copy, Tr> Clone for Attacker<'_, T, P, Tr> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, P: Copy, Tr> Copy for Attacker<'_, T, P, Tr> {}
