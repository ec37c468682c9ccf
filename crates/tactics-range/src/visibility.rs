//! `SideSight` (what one side between two cells does to sight) and `Visibility` (what
//! a line of sight gives): the typed answers of sight with walls between cells.

/// What the side between two neighbouring cells does to a line of sight that crosses
/// it, set with [`crate::EdgeCosts::set_sight`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SideSight {
    /// Nothing: a window or an arrow slit in a wall, an open archway.
    Clear,
    /// Half-blocking: a low wall, a hedge, sandbags. What lies behind it is seen,
    /// behind cover ([`Visibility::SeenBehindCover`]).
    Cover,
    /// Blocks sight: a wall, a closed door, a curtain.
    Opaque,
}

impl SideSight {
    /// 0 (clear), 1 (cover) or 2 (opaque): the worst side on a line decides.
    pub(crate) fn level(self) -> u8 {
        match self {
            SideSight::Clear => CLEAR,
            SideSight::Cover => COVER,
            SideSight::Opaque => OPAQUE,
        }
    }
}

/// The level of a clear side.
pub(crate) const CLEAR: u8 = 0;
/// The level of a side that gives cover.
pub(crate) const COVER: u8 = 1;
/// The level of a side that blocks sight.
pub(crate) const OPAQUE: u8 = 2;

/// Whether one cell sees another, and how: the answer of [`crate::Sight::visibility`].
/// Symmetric: what `a` gets looking at `b`, `b` gets looking at `a`.
///
/// ```
/// use tactics_range::Visibility;
///
/// assert!(Visibility::SeenBehindCover.is_seen() && !Visibility::Hidden.is_seen());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Visibility {
    /// Not in sight: a blocking cell or a blocking side lies in the way.
    Hidden,
    /// In sight, nothing in the way.
    Seen,
    /// In sight across a side that gives cover ([`SideSight::Cover`]).
    SeenBehindCover,
}

impl Visibility {
    /// `true` for [`Visibility::Seen`] and [`Visibility::SeenBehindCover`]: what
    /// [`crate::Sight::line_of_sight`] answers.
    #[must_use]
    pub fn is_seen(self) -> bool {
        self != Visibility::Hidden
    }

    /// The visibility of a line whose worst side has `level`.
    pub(crate) fn of_level(level: u8) -> Self {
        match level {
            CLEAR => Visibility::Seen,
            COVER => Visibility::SeenBehindCover,
            _ => Visibility::Hidden,
        }
    }
}
