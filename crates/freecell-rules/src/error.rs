//! The crate's error types: [`FreecellError`] for bad input and [`IllegalMove`]
//! for moves the rules forbid.

use crate::{Card, Move};

/// Why a move is not allowed in a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum IllegalMove {
    /// The cascade number is not below the number of cascades.
    #[error("there is no cascade {0} (cascades are numbered from 0 internally)")]
    NoSuchCascade(u8),
    /// The free-cell number is not below the number of free cells.
    #[error("there is no free cell {0}")]
    NoSuchFreeCell(u8),
    /// The source cascade or free cell holds no card.
    #[error("the source is empty")]
    EmptySource,
    /// Source and destination are the same place.
    #[error("source and destination are the same")]
    SameSourceAndDestination,
    /// Cards never leave the foundations.
    #[error("cards cannot leave the foundations")]
    FromFoundation,
    /// Moves between free cells achieve nothing and are not moves.
    #[error("cards do not move from one free cell to another")]
    FreeCellToFreeCell,
    /// The count is 0, above 1 where only one card can move, or above the cards there.
    #[error("cannot move {count} card(s) here")]
    BadCount {
        /// The count asked for.
        count: u8,
    },
    /// The cards to move are not a run built down by the variant's rule.
    #[error("the top {count} cards are not a run built down")]
    NotARun {
        /// The count asked for.
        count: u8,
    },
    /// More cards than the supermove capacity allows.
    #[error("{count} cards exceed the supermove capacity of {capacity}")]
    OverCapacity {
        /// The count asked for.
        count: u8,
        /// (empty free cells + 1) × 2^(empty cascades other than the destination).
        capacity: u16,
    },
    /// The moved card does not go on the destination's exposed card.
    #[error("{card} does not go on {onto}")]
    DoesNotFit {
        /// The deepest moved card.
        card: Card,
        /// The exposed card of the destination cascade.
        onto: Card,
    },
    /// The destination free cell is occupied.
    #[error("the free cell is occupied")]
    FreeCellOccupied,
    /// The card is not the next one its foundation needs (or the move names the
    /// wrong suit's foundation).
    #[error("{0} is not the next card of its foundation")]
    NotNextOnFoundation(Card),
    /// `undo` was given a move that cannot have produced this position.
    #[error("the move cannot be taken back from this position")]
    CannotUndo,
}

/// Everything that can go wrong in this crate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FreecellError {
    /// Free cells must number 0 ..= 8.
    #[error("{0} free cells asked for; 0 ..= 8 are allowed")]
    BadFreeCellCount(usize),
    /// Cascades must number 1 ..= 10.
    #[error("{0} cascades asked for; 1 ..= 10 are allowed")]
    BadCascadeCount(usize),
    /// Microsoft deal numbers run 1 ..= 2^33 − 1.
    #[error("deal {0} is outside 1 ..= 8589934591")]
    DealOutOfRange(u64),
    /// A rank value outside 1 ..= 13.
    #[error("rank {0} is outside 1 ..= 13")]
    BadRank(u8),
    /// A card index outside 0 ..= 51.
    #[error("card index {0} is outside 0 ..= 51")]
    BadCardIndex(u8),
    /// A card token is not rank-then-suit like `TH`.
    #[error("not a card: expected rank (A 2-9 T J Q K) then suit (C D H S)")]
    BadCard,
    /// Board text: what is wrong, and where (1-based line, and 1-based
    /// column in characters of that line).
    #[error("line {line}, column {column}: {problem}")]
    Board {
        /// 1-based line number.
        line: usize,
        /// 1-based column (characters) on the line.
        column: usize,
        /// What is wrong there.
        problem: BoardProblem,
    },
    /// Saved data (serde) holds a value that the constructors refuse.
    #[error("saved `{field}`: {problem}")]
    BadSavedValue {
        /// The field (or type) holding the value.
        field: &'static str,
        /// What is wrong with it.
        problem: &'static str,
    },
    /// A card appears twice (the foundations count as holding their cards).
    #[error("{0} appears twice")]
    DuplicateCard(Card),
    /// A card appears nowhere.
    #[error("{0} is missing")]
    MissingCard(Card),
    /// A move in standard notation could not be read.
    #[error("not a move in standard notation (e.g. 3a, a8, 1h, ah, 58, 58v3)")]
    BadNotation,
    /// A `vN` count of two decimal digits from 10 to 13 (`41v11`): earlier
    /// versions of this crate wrote counts in decimal, standard notation writes
    /// them in hexadecimal (`41vb`), and read as hexadecimal these would mean
    /// more cards than any run holds. The text is refused rather than guessed.
    #[error(
        "`v{cards}` is a decimal count; standard notation writes counts in hexadecimal (v{cards:x})"
    )]
    DecimalCount {
        /// The count read as decimal.
        cards: u8,
    },
    /// A move the rules forbid.
    #[error("illegal move {mv}: {reason}")]
    Illegal {
        /// The move.
        mv: Move,
        /// Why it is illegal.
        reason: IllegalMove,
    },
    /// Replay: the move with this index (0-based) could not be read.
    #[error("move #{index} could not be read as standard notation")]
    BadNotationAt {
        /// 0-based index in the move list.
        index: usize,
    },
    /// Replay: the move with this index (0-based) has a decimal count (see
    /// [`DecimalCount`](FreecellError::DecimalCount)).
    #[error("move #{index} has the decimal count v{cards}; standard notation writes v{cards:x}")]
    DecimalCountAt {
        /// 0-based index in the move list.
        index: usize,
        /// The count read as decimal.
        cards: u8,
    },
    /// Replay: the move with this index (0-based) is illegal.
    #[error("move #{index} ({mv}) is illegal: {reason}")]
    IllegalAt {
        /// 0-based index in the move list.
        index: usize,
        /// The move as resolved against the position (its count may be a guess
        /// when the notation left it open).
        mv: Move,
        /// Why it is illegal.
        reason: IllegalMove,
    },
    /// Tap-to-move found no place for the tapped card(s).
    #[error("the tapped card has nowhere to go")]
    NothingToTap,
    /// There is no move to undo.
    #[error("nothing to undo")]
    NothingToUndo,
    /// There is no move to redo.
    #[error("nothing to redo")]
    NothingToRedo,
}

/// What is wrong at a place in board text (see [`FreecellError::Board`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BoardProblem {
    /// A token is not a card (or `-` in the free cells).
    #[error("not a card (rank A 2-9 T J Q K, then suit C D H S)")]
    NotACard,
    /// A `Foundations:` entry is not `S-R` (suit, dash, rank or 0).
    #[error("not a foundation entry (suit, dash, rank or 0, like H-5)")]
    BadFoundation,
    /// A `Foundations:` entry names a suit already given.
    #[error("the {0:?} foundation is given twice")]
    RepeatedSuit(crate::Suit),
    /// `Foundations:` or `Freecells:` appears twice or after a cascade.
    #[error("misplaced or repeated header line")]
    MisplacedHeader,
    /// A card appears a second time (the foundations hold their cards).
    #[error("{0} appears a second time")]
    DuplicateCard(Card),
    /// A card appears nowhere (named where the board ends).
    #[error("the board ends with {0} missing")]
    MissingCard(Card),
    /// More than 8 free cells.
    #[error("a ninth free cell; 0 ..= 8 are allowed")]
    TooManyFreeCells,
    /// More than 10 cascades.
    #[error("an eleventh cascade; 1 ..= 10 are allowed")]
    TooManyCascades,
    /// No cascade at all (named where the board ends).
    #[error("no cascade; 1 ..= 10 are allowed")]
    NoCascade,
}
