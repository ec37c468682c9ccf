//! `SightRules`: what each terrain does to sight.

use alloc::vec::Vec;

/// What terrain does to sight, per terrain id: *blocking* terrain (walls, cliffs,
/// dense woods in some games) stops lines of sight; *hiding* terrain (Advance Wars'
/// forests and reefs) hides the unit on it from every viewer that is not next to
/// it. A blocking cell is itself seen (the face of the wall); what lies behind it
/// is not.
///
/// ```
/// use tactics_range::SightRules;
///
/// const WALL: u8 = 3;
/// const FOREST: u8 = 1;
/// let rules = SightRules::new().blocking(WALL).hiding(FOREST);
/// assert!(rules.blocks(WALL) && !rules.blocks(FOREST) && rules.hides(FOREST));
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(from = "SightSpec", into = "SightSpec")
)]
pub struct SightRules {
    /// Per terrain id: `BLOCKS | HIDES` bits.
    flags: [u8; 256],
    /// Walls between cells block sight ([`SightRules::blocking_walls`]).
    walls: bool,
}

const BLOCKS: u8 = 1;
const HIDES: u8 = 2;

/// The saved form of [`SightRules`]: the blocking and the hiding terrain ids.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct SightSpec {
    blocking: Vec<u8>,
    hiding: Vec<u8>,
    /// Absent (and `false`) in saves from before walls could block sight.
    #[serde(default, skip_serializing_if = "core::ops::Not::not")]
    walls: bool,
}

#[cfg(feature = "serde")]
impl From<SightSpec> for SightRules {
    fn from(s: SightSpec) -> Self {
        let rules = s
            .blocking
            .into_iter()
            .fold(SightRules::new(), SightRules::blocking);
        let rules = s.hiding.into_iter().fold(rules, SightRules::hiding);
        SightRules {
            walls: s.walls,
            ..rules
        }
    }
}

#[cfg(feature = "serde")]
impl From<SightRules> for SightSpec {
    fn from(r: SightRules) -> Self {
        let with = |bit: u8| {
            (0..=255u8)
                .filter(|&t| r.flags[usize::from(t)] & bit != 0)
                .collect()
        };
        SightSpec {
            blocking: with(BLOCKS),
            hiding: with(HIDES),
            walls: r.walls,
        }
    }
}

impl Default for SightRules {
    fn default() -> Self {
        Self::new()
    }
}

impl core::fmt::Debug for SightRules {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let with = |bit: u8| (0..=255u8).filter(move |&t| self.flags[usize::from(t)] & bit != 0);
        f.debug_struct("SightRules")
            .field("blocking", &with(BLOCKS).collect::<Vec<_>>())
            .field("hiding", &with(HIDES).collect::<Vec<_>>())
            .field("walls", &self.walls)
            .finish()
    }
}

impl SightRules {
    /// Nothing blocks sight and nothing hides: sight is a plain range.
    #[must_use]
    pub const fn new() -> Self {
        SightRules {
            flags: [0; 256],
            walls: false,
        }
    }

    /// These rules with `terrain` blocking lines of sight.
    #[must_use]
    pub fn blocking(mut self, terrain: u8) -> Self {
        self.flags[usize::from(terrain)] |= BLOCKS;
        self
    }

    /// These rules with `terrain` hiding the units on it from viewers not next to it.
    #[must_use]
    pub fn hiding(mut self, terrain: u8) -> Self {
        self.flags[usize::from(terrain)] |= HIDES;
        self
    }

    /// These rules with walls between cells blocking sight: a side whose two steps are
    /// both [`crate::EdgeCost::Blocked`] ([`crate::EdgeCosts::wall`]) blocks lines of
    /// sight that cross it, unless a sight mark ([`crate::EdgeCosts::set_sight`]) says
    /// otherwise. Sight reads the sides when they are given with
    /// [`SightRules::with_sides`]; see [`crate::SightSides`] for the line and its tie
    /// rule. Without this, only sight marks act on sides.
    ///
    /// ```
    /// use tactics_range::SightRules;
    ///
    /// let rules = SightRules::new().blocking_walls();
    /// assert!(rules.walls_block() && !SightRules::new().walls_block());
    /// ```
    #[must_use]
    pub fn blocking_walls(mut self) -> Self {
        self.walls = true;
        self
    }

    /// `true` when walls between cells block sight ([`SightRules::blocking_walls`]).
    #[must_use]
    pub fn walls_block(&self) -> bool {
        self.walls
    }

    /// `true` when `terrain` blocks lines of sight.
    #[must_use]
    pub fn blocks(&self, terrain: u8) -> bool {
        self.flags[usize::from(terrain)] & BLOCKS != 0
    }

    /// `true` when `terrain` hides units from viewers that are not next to them.
    #[must_use]
    pub fn hides(&self, terrain: u8) -> bool {
        self.flags[usize::from(terrain)] & HIDES != 0
    }

    pub(crate) fn any_blocking(&self) -> bool {
        self.flags.iter().any(|f| f & BLOCKS != 0)
    }
}
