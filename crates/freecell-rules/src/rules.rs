//! The variant: how many free cells and cascades, and how cascades are built.

use crate::FreecellError;

/// Most free cells a position may have.
pub const MAX_FREE_CELLS: usize = 8;
/// Most cascades a position may have.
pub const MAX_CASCADES: usize = 10;

/// How cards are built down on cascades.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Building {
    /// FreeCell: one rank lower in the other colour.
    #[default]
    AlternateColors,
    /// Baker's Game: one rank lower in the same suit.
    SameSuit,
}

/// The variant a position is played under.
///
/// ```
/// use freecell_rules::{Building, Rules};
/// let bakers = Rules::new(4, 8, Building::SameSuit).unwrap();
/// assert_eq!(bakers.free_cells(), 4);
/// assert!(Rules::new(9, 8, Building::AlternateColors).is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RulesRepr", into = "RulesRepr"))]
pub struct Rules {
    free_cells: u8,
    cascades: u8,
    building: Building,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::STANDARD
    }
}

impl Rules {
    /// Standard FreeCell: 4 free cells, 8 cascades, alternate colours.
    pub const STANDARD: Rules = Rules {
        free_cells: 4,
        cascades: 8,
        building: Building::AlternateColors,
    };

    /// Baker's Game: 4 free cells, 8 cascades, built down in suit.
    pub const BAKERS_GAME: Rules = Rules {
        free_cells: 4,
        cascades: 8,
        building: Building::SameSuit,
    };

    /// A variant with `free_cells` (0 ..= 8) and `cascades` (1 ..= 10).
    pub fn new(
        free_cells: usize,
        cascades: usize,
        building: Building,
    ) -> Result<Rules, FreecellError> {
        if free_cells > MAX_FREE_CELLS {
            return Err(FreecellError::BadFreeCellCount(free_cells));
        }
        if cascades == 0 || cascades > MAX_CASCADES {
            return Err(FreecellError::BadCascadeCount(cascades));
        }
        Ok(Rules {
            free_cells: free_cells as u8,
            cascades: cascades as u8,
            building,
        })
    }

    /// Number of free cells.
    #[must_use]
    pub const fn free_cells(self) -> usize {
        self.free_cells as usize
    }

    /// Number of cascades.
    #[must_use]
    pub const fn cascades(self) -> usize {
        self.cascades as usize
    }

    /// How cascades are built.
    #[must_use]
    pub const fn building(self) -> Building {
        self.building
    }

    /// The same variant with another building rule.
    #[must_use]
    pub const fn with_building(self, building: Building) -> Rules {
        Rules { building, ..self }
    }
}

/// The serialized form of [`Rules`], validated on the way back in.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct RulesRepr {
    free_cells: u8,
    cascades: u8,
    building: Building,
}

#[cfg(feature = "serde")]
impl From<Rules> for RulesRepr {
    fn from(r: Rules) -> Self {
        RulesRepr {
            free_cells: r.free_cells,
            cascades: r.cascades,
            building: r.building,
        }
    }
}

#[cfg(feature = "serde")]
impl TryFrom<RulesRepr> for Rules {
    type Error = FreecellError;
    fn try_from(r: RulesRepr) -> Result<Self, Self::Error> {
        Rules::new(r.free_cells.into(), r.cascades.into(), r.building)
    }
}
