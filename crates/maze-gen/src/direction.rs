//! The four sides of a cell and their passage bits.

/// A side of a cell, and the direction of the neighbour behind it.
///
/// `y` grows downwards (row 0 is the top row), as on a screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Direction {
    /// Up (towards row 0).
    North,
    /// Right.
    East,
    /// Down.
    South,
    /// Left.
    West,
}

impl Direction {
    /// All four, clockwise from north.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The passage bit of this side in a cell's bit set.
    #[inline]
    #[must_use]
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The side facing this one across a passage.
    #[inline]
    #[must_use]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    /// Column and row step `(dx, dy)` towards the neighbour.
    #[inline]
    #[must_use]
    pub const fn delta(self) -> (isize, isize) {
        match self {
            Direction::North => (0, -1),
            Direction::East => (1, 0),
            Direction::South => (0, 1),
            Direction::West => (-1, 0),
        }
    }

    /// Direction from its index in [`Direction::ALL`] (taken modulo 4).
    #[inline]
    #[must_use]
    pub const fn from_index(i: usize) -> Direction {
        Direction::ALL[i & 3]
    }
}

/// Bit of every side; a cell's passages are a subset of it.
pub(crate) const ALL_SIDES: u8 = 0b1111;

// The passage bits are the side bits the walks over passage bytes read (north 1,
// east 2, south 4, west 8), so they walk a maze's bytes as they are.
const _: () = assert!(
    Direction::North.bit() == 1
        && Direction::East.bit() == 2
        && Direction::South.bit() == 4
        && Direction::West.bit() == 8
);
