//! `MoveProfile`: what each terrain costs one class of unit.

use alloc::vec::Vec;

use crate::RangeError;

/// Table code for a terrain the profile does not mention.
pub(crate) const UNKNOWN: u8 = 0;
/// Table code for an impassable terrain.
pub(crate) const IMPASSABLE: u8 = u8::MAX;
/// Search-table entry for an impassable terrain: above every budget, so the search's
/// one "can the unit afford this step" compare also rejects it. Small enough that a
/// key minus it never wraps (keys are at least `2 << COST_BITS`, see `Search`).
pub(crate) const WIDE_IMPASSABLE: u32 = crate::MAX_BUDGET + 1;
/// Search-table entry for a terrain the profile does not know (also above every
/// budget; told apart from impassable only after that compare fails).
pub(crate) const WIDE_UNKNOWN: u32 = crate::MAX_BUDGET + 2;

/// What entering one terrain costs a unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MoveCost {
    /// Entering costs this many movement points (`1..=MAX_COST`).
    Cost(u32),
    /// The unit can never enter (a mountain for cavalry, the sea for infantry).
    Impassable,
    /// The profile does not mention this terrain; a search that meets it reports
    /// [`RangeError::UnknownTerrain`] instead of guessing.
    Unknown,
}

/// The movement costs of one class of unit: terrain id (`u8`) → [`MoveCost`].
///
/// Classes differ only in their profile, so Fire Emblem's infantry, cavalry and fliers
/// or Advance Wars' movement types (foot, boots, treads, tires, air, ...) are one
/// profile each, shared by every unit of that class. Entering a cell costs the cell's
/// terrain; the start cell is free.
///
/// ```
/// use tactics_range::{MoveCost, MoveProfile};
///
/// const PLAIN: u8 = 0;
/// const FOREST: u8 = 1;
/// const MOUNTAIN: u8 = 2;
/// let infantry = MoveProfile::from_costs([Some(1), Some(2), Some(4)]).unwrap();
/// let cavalry = MoveProfile::from_costs([Some(1), Some(3), None]).unwrap();
/// let flier = MoveProfile::uniform(3, 1).unwrap();
/// assert_eq!(infantry.cost(FOREST), MoveCost::Cost(2));
/// assert_eq!(cavalry.cost(MOUNTAIN), MoveCost::Impassable);
/// assert_eq!(flier.cost(MOUNTAIN), MoveCost::Cost(1));
/// assert_eq!(flier.cost(7), MoveCost::Unknown);
/// # let _ = PLAIN;
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "Vec<MoveCost>", into = "Vec<MoveCost>")
)]
pub struct MoveProfile {
    /// Per terrain id: `UNKNOWN`, `IMPASSABLE` or the cost. A full table, so the
    /// search looks a cost up with one unchecked-by-construction index.
    table: [u8; 256],
    /// The same table as the search reads it: the cost, or `WIDE_IMPASSABLE` /
    /// `WIDE_UNKNOWN`, both larger than any budget.
    wide: [u32; 256],
    /// The largest finite cost: the search ends after this many empty buckets.
    max_cost: u8,
}

impl Default for MoveProfile {
    fn default() -> Self {
        Self::new()
    }
}

impl core::fmt::Debug for MoveProfile {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.costs()).finish()
    }
}

impl MoveProfile {
    /// A profile that knows no terrain yet.
    #[must_use]
    pub fn new() -> Self {
        MoveProfile {
            table: [UNKNOWN; 256],
            wide: [WIDE_UNKNOWN; 256],
            max_cost: 1,
        }
    }

    /// Terrains `0..terrains` all cost `cost` (a flier, or the seed's open field).
    ///
    /// # Errors
    /// [`RangeError::BadCost`] unless `1 <= cost <= MAX_COST`;
    /// [`RangeError::TooManyTerrains`] if `terrains > 256`.
    pub fn uniform(terrains: usize, cost: u32) -> Result<Self, RangeError> {
        Self::from_costs(core::iter::repeat_n(Some(cost), terrains))
    }

    /// A profile from one entry per terrain id, starting at 0: `Some(cost)` or `None`
    /// for impassable. Ids past the end are unknown.
    ///
    /// # Errors
    /// [`RangeError::BadCost`] for a cost outside `1..=MAX_COST`;
    /// [`RangeError::TooManyTerrains`] for more than 256 entries.
    pub fn from_costs(costs: impl IntoIterator<Item = Option<u32>>) -> Result<Self, RangeError> {
        let mut profile = Self::new();
        for (terrain, cost) in costs.into_iter().enumerate() {
            let id = u8::try_from(terrain)
                .map_err(|_| RangeError::TooManyTerrains { count: terrain + 1 })?;
            profile = match cost {
                Some(c) => profile.with_cost(id, c)?,
                None => profile.with_impassable(id),
            };
        }
        Ok(profile)
    }

    /// This profile with `terrain` costing `cost`.
    ///
    /// # Errors
    /// [`RangeError::BadCost`] unless `1 <= cost <= MAX_COST`.
    pub fn with_cost(mut self, terrain: u8, cost: u32) -> Result<Self, RangeError> {
        let code = match u8::try_from(cost) {
            Ok(c) if (1..=crate::MAX_COST).contains(&cost) => c,
            _ => {
                return Err(RangeError::BadCost {
                    terrain: terrain.into(),
                    cost,
                });
            }
        };
        self.table[usize::from(terrain)] = code;
        self.wide[usize::from(terrain)] = u32::from(code);
        self.max_cost = self.max_cost.max(code);
        Ok(self)
    }

    /// This profile with `terrain` impassable.
    #[must_use]
    pub fn with_impassable(mut self, terrain: u8) -> Self {
        self.table[usize::from(terrain)] = IMPASSABLE;
        self.wide[usize::from(terrain)] = WIDE_IMPASSABLE;
        self
    }

    /// What entering `terrain` costs.
    #[must_use]
    pub fn cost(&self, terrain: u8) -> MoveCost {
        match self.table[usize::from(terrain)] {
            UNKNOWN => MoveCost::Unknown,
            IMPASSABLE => MoveCost::Impassable,
            c => MoveCost::Cost(u32::from(c)),
        }
    }

    /// The largest finite cost in the profile (1 when there is none).
    #[must_use]
    pub fn max_cost(&self) -> u32 {
        u32::from(self.max_cost)
    }

    /// Every entry from terrain 0 up to the last one the profile mentions.
    pub fn costs(&self) -> impl Iterator<Item = MoveCost> + '_ {
        let end = self
            .table
            .iter()
            .rposition(|&c| c != UNKNOWN)
            .map_or(0, |i| i + 1);
        (0..end).map(|t| self.cost(t as u8))
    }

    /// The search's table: a cost per terrain id, or `WIDE_IMPASSABLE` /
    /// `WIDE_UNKNOWN`.
    #[inline]
    pub(crate) fn wide_table(&self) -> &[u32; 256] {
        &self.wide
    }
}

impl TryFrom<Vec<MoveCost>> for MoveProfile {
    type Error = RangeError;

    fn try_from(costs: Vec<MoveCost>) -> Result<Self, RangeError> {
        if costs.len() > 256 {
            return Err(RangeError::TooManyTerrains { count: costs.len() });
        }
        let mut profile = Self::new();
        for (terrain, cost) in costs.into_iter().enumerate() {
            let id = terrain as u8; // < 256, checked above
            profile = match cost {
                MoveCost::Cost(c) => profile.with_cost(id, c)?,
                MoveCost::Impassable => profile.with_impassable(id),
                MoveCost::Unknown => profile,
            };
        }
        Ok(profile)
    }
}

impl From<MoveProfile> for Vec<MoveCost> {
    fn from(profile: MoveProfile) -> Self {
        profile.costs().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn costs_round_trip_through_the_saved_form() {
        let p = MoveProfile::new()
            .with_cost(0, 1)
            .unwrap()
            .with_impassable(2)
            .with_cost(4, 9)
            .unwrap();
        let saved: Vec<MoveCost> = p.clone().into();
        assert_eq!(
            saved,
            [
                MoveCost::Cost(1),
                MoveCost::Unknown,
                MoveCost::Impassable,
                MoveCost::Unknown,
                MoveCost::Cost(9)
            ]
        );
        assert_eq!(MoveProfile::try_from(saved).unwrap(), p);
        assert_eq!(p.max_cost(), 9);
    }

    #[test]
    fn bad_costs_are_errors() {
        assert_eq!(
            MoveProfile::from_costs([Some(1), Some(0)]),
            Err(RangeError::BadCost {
                terrain: 1,
                cost: 0
            })
        );
        assert!(MoveProfile::uniform(1, 255).is_err());
        assert!(MoveProfile::uniform(1, u32::MAX).is_err());
        assert_eq!(
            MoveProfile::uniform(300, 1),
            Err(RangeError::TooManyTerrains { count: 257 })
        );
        assert!(MoveProfile::uniform(256, 1).is_ok());
        let big = alloc::vec![MoveCost::Unknown; 257];
        assert!(MoveProfile::try_from(big).is_err());
    }
}
