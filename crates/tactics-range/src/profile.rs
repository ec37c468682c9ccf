//! `MoveProfile`: what each terrain costs one class of unit.

use alloc::vec::Vec;

use crate::RangeError;

/// Table entry for an impassable terrain: above every budget, so the search's one
/// "can the unit afford this step" compare also rejects it. Small enough that a key
/// minus it never wraps (keys are at least `2 << COST_BITS`, see `Search`).
pub(crate) const WIDE_IMPASSABLE: u32 = crate::MAX_BUDGET + 1;
/// Table entry for a terrain the profile does not know (also above every budget;
/// told apart from impassable only after that compare fails).
pub(crate) const WIDE_UNKNOWN: u32 = crate::MAX_BUDGET + 2;

/// What entering one terrain costs a unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum MoveCost {
    /// Entering costs this many movement points, `0..=`[`crate::MAX_COST`]. A cost
    /// of 0 is a free step (a road, a teleport pad): searches stay cheapest-first
    /// and settle every cell once, however many free steps in a row or in a loop.
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
/// terrain; the start cell is free, and so is a terrain of cost 0 (a road the unit
/// walks along for nothing, as hexgrid's `PathFinder` allows a step of 0).
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
///
/// // Roads (terrain 3) are free: the unit goes as far along them as they lead.
/// let wagon = MoveProfile::from_costs([Some(2), Some(4), None, Some(0)]).unwrap();
/// assert_eq!(wagon.cost(3), MoveCost::Cost(0));
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "Vec<MoveCost>", into = "Vec<MoveCost>")
)]
pub struct MoveProfile {
    /// Per terrain id, as the search reads it: the cost (`0..=MAX_COST`), or
    /// `WIDE_IMPASSABLE` / `WIDE_UNKNOWN`, both larger than any budget. A full
    /// table, so the search looks a cost up with one unchecked-by-construction index.
    wide: [u32; 256],
    /// The largest finite cost set so far (0 before any): the search ends after
    /// this many empty buckets.
    max_cost: u8,
    /// Whether some terrain costs 0: only then does a search's drain of a bucket
    /// look for free steps queued onto it.
    free: bool,
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
            wide: [WIDE_UNKNOWN; 256],
            max_cost: 0,
            free: false,
        }
    }

    /// Terrains `0..terrains` all cost `cost` (a flier, or the seed's open field).
    ///
    /// # Errors
    /// [`RangeError::BadCost`] for a cost above [`crate::MAX_COST`];
    /// [`RangeError::TooManyTerrains`] if `terrains > 256`.
    pub fn uniform(terrains: usize, cost: u32) -> Result<Self, RangeError> {
        Self::from_costs(core::iter::repeat_n(Some(cost), terrains))
    }

    /// A profile from one entry per terrain id, starting at 0: `Some(cost)` or `None`
    /// for impassable. Ids past the end are unknown.
    ///
    /// # Errors
    /// [`RangeError::BadCost`] for a cost above [`crate::MAX_COST`];
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

    /// This profile with `terrain` costing `cost` (0 for a free step).
    ///
    /// # Errors
    /// [`RangeError::BadCost`] for a cost above [`crate::MAX_COST`].
    pub fn with_cost(mut self, terrain: u8, cost: u32) -> Result<Self, RangeError> {
        let code = match u8::try_from(cost) {
            Ok(c) if cost <= crate::MAX_COST => c,
            _ => {
                return Err(RangeError::BadCost {
                    terrain: terrain.into(),
                    cost,
                });
            }
        };
        self.wide[usize::from(terrain)] = u32::from(code);
        self.max_cost = self.max_cost.max(code);
        self.free = self.wide.contains(&0);
        Ok(self)
    }

    /// This profile with `terrain` impassable.
    #[must_use]
    pub fn with_impassable(mut self, terrain: u8) -> Self {
        self.wide[usize::from(terrain)] = WIDE_IMPASSABLE;
        self.free = self.wide.contains(&0);
        self
    }

    /// What entering `terrain` costs.
    #[must_use]
    pub fn cost(&self, terrain: u8) -> MoveCost {
        match self.wide[usize::from(terrain)] {
            WIDE_UNKNOWN => MoveCost::Unknown,
            WIDE_IMPASSABLE => MoveCost::Impassable,
            c => MoveCost::Cost(c),
        }
    }

    /// The largest finite cost in the profile (0 when there is none, or when every
    /// terrain it knows is free).
    #[must_use]
    pub fn max_cost(&self) -> u32 {
        u32::from(self.max_cost)
    }

    /// Every entry from terrain 0 up to the last one the profile mentions.
    pub fn costs(&self) -> impl Iterator<Item = MoveCost> + '_ {
        let end = self
            .wide
            .iter()
            .rposition(|&c| c != WIDE_UNKNOWN)
            .map_or(0, |i| i + 1);
        (0..end).map(|t| self.cost(t as u8))
    }

    /// Whether some terrain costs 0 (a free step).
    #[inline]
    pub(crate) fn has_free_steps(&self) -> bool {
        self.free
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
            MoveProfile::from_costs([Some(1), Some(255)]),
            Err(RangeError::BadCost {
                terrain: 1,
                cost: 255
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

    /// Cost 0 is a cost like any other: kept, listed, saved and loaded, and told apart
    /// from impassable and unknown terrain.
    #[test]
    fn a_cost_of_zero_is_a_free_step() {
        let p = MoveProfile::from_costs([Some(0), None, Some(crate::MAX_COST)]).unwrap();
        assert_eq!(p.cost(0), MoveCost::Cost(0));
        assert_eq!(p.cost(1), MoveCost::Impassable);
        assert_eq!(p.cost(2), MoveCost::Cost(crate::MAX_COST));
        assert_eq!(p.cost(3), MoveCost::Unknown);
        assert_eq!(p.max_cost(), crate::MAX_COST);
        let saved: Vec<MoveCost> = p.clone().into();
        assert_eq!(
            saved,
            [
                MoveCost::Cost(0),
                MoveCost::Impassable,
                MoveCost::Cost(crate::MAX_COST)
            ]
        );
        assert_eq!(MoveProfile::try_from(saved).unwrap(), p);
        let free = MoveProfile::uniform(4, 0).unwrap();
        assert_eq!(free.max_cost(), 0);
        assert_eq!(free.costs().count(), 4);
        assert_eq!(MoveProfile::new().max_cost(), 0);
        assert_ne!(free, MoveProfile::new());
        // Whether the searches look for free steps follows the table.
        assert!(p.has_free_steps() && free.has_free_steps());
        assert!(!p.clone().with_impassable(0).has_free_steps());
        assert!(!MoveProfile::uniform(3, 1).unwrap().has_free_steps());
        assert!(
            MoveProfile::uniform(3, 1)
                .unwrap()
                .with_cost(1, 0)
                .unwrap()
                .has_free_steps()
        );
    }
}
