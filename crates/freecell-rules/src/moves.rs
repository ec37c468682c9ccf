//! Moves, the places they connect, and a fixed-size move buffer.

use core::fmt;
use core::ops::Deref;

use crate::Suit;
use crate::rules::{MAX_CASCADES, MAX_FREE_CELLS};

/// A place a card can be: a cascade, a free cell or a suit's foundation.
///
/// Cascades and free cells are numbered from 0 here; standard notation numbers
/// cascades from 1 and letters free cells from `a`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Location {
    /// Cascade (column) `0 ..` cascades.
    Cascade(u8),
    /// Free cell `0 ..` free cells.
    FreeCell(u8),
    /// The foundation of a suit.
    Foundation(Suit),
}

/// A move: `count` cards from `from` to `to`.
///
/// `count` is above 1 only for cascade-to-cascade moves (supermoves). A move
/// names the foundation's suit so that it can be undone without other records.
/// `Display` writes standard notation, extended with `vN` for runs (`58v3`).
///
/// ```
/// use freecell_rules::{Location, Move};
/// let m = Move::new(Location::Cascade(4), Location::Cascade(7), 3);
/// assert_eq!(m.to_string(), "58v3");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
// Five bytes of fields padded to one aligned 8-byte word: a move is then
// copied, passed and reloaded as one word. Unpadded, a copy is a 4-byte and a
// 1-byte store that a later 8-byte load of the same move cannot take its value
// from (store-to-load forwarding fails), which stalled every apply + undo that
// read a just-written move for ~20 cycles.
#[repr(align(8))]
pub struct Move {
    /// Where the cards come from.
    pub from: Location,
    /// Where they go.
    pub to: Location,
    /// How many cards (the top `count` cards of a cascade).
    pub count: u8,
}

impl Move {
    /// A move of `count` cards.
    #[must_use]
    pub const fn new(from: Location, to: Location, count: u8) -> Move {
        Move { from, to, count }
    }

    /// A move of a single card.
    #[must_use]
    pub const fn single(from: Location, to: Location) -> Move {
        Move { from, to, count: 1 }
    }

    /// Whether the move puts a card on a foundation.
    #[must_use]
    pub const fn is_to_foundation(self) -> bool {
        matches!(self.to, Location::Foundation(_))
    }

    pub(crate) const PLACEHOLDER: Move = Move::single(Location::Cascade(0), Location::Cascade(0));
}

/// Places as one index for [`SINGLE_MOVES`]: cascades `0 .. 10`, then free
/// cells `10 .. 18`, then the foundations `18 .. 22` in suit order.
pub(crate) const CELL_PLACE: usize = MAX_CASCADES;
/// The first foundation's place index (see [`CELL_PLACE`]).
pub(crate) const HOME_PLACE: usize = MAX_CASCADES + MAX_FREE_CELLS;
const PLACES: usize = HOME_PLACE + 4;

/// `SINGLE_MOVES[from][to]`: the one-card move between two place indices
/// (see [`CELL_PLACE`]), prebuilt. The generator copies a move from here as
/// one 8-byte word instead of writing its five fields one byte at a time,
/// which is fewer instructions and lets a reader that loads the move as a
/// word right after take it straight from the store (see `Move`'s layout).
pub(crate) static SINGLE_MOVES: [[Move; PLACES]; HOME_PLACE] = single_moves();

/// `TO_FREE_CELL[i]`: the moves of each cascade's exposed card to free cell
/// `i`, in cascade order, so that the generator copies the row in one go when
/// no cascade is empty.
pub(crate) static TO_FREE_CELL: [[Move; MAX_CASCADES]; MAX_FREE_CELLS] = to_free_cell();

const fn to_free_cell() -> [[Move; MAX_CASCADES]; MAX_FREE_CELLS] {
    let mut t = [[Move::PLACEHOLDER; MAX_CASCADES]; MAX_FREE_CELLS];
    let mut i = 0;
    while i < MAX_FREE_CELLS {
        let mut a = 0;
        while a < MAX_CASCADES {
            t[i][a] = SINGLE_MOVES[a][CELL_PLACE + i];
            a += 1;
        }
        i += 1;
    }
    t
}

const fn place(i: usize) -> Location {
    if i < CELL_PLACE {
        Location::Cascade(i as u8)
    } else if i < HOME_PLACE {
        Location::FreeCell((i - CELL_PLACE) as u8)
    } else {
        Location::Foundation(Suit::from_index((i - HOME_PLACE) as u8))
    }
}

const fn single_moves() -> [[Move; PLACES]; HOME_PLACE] {
    let mut t = [[Move::PLACEHOLDER; PLACES]; HOME_PLACE];
    let mut from = 0;
    while from < HOME_PLACE {
        let mut to = 0;
        while to < PLACES {
            t[from][to] = Move::single(place(from), place(to));
            to += 1;
        }
        from += 1;
    }
    t
}

/// Upper bound on the canonical legal moves of any position (10 cascades, 8 free
/// cells): per cascade 1 foundation + 1 free cell + 9 cascades + 13 run lengths
/// into an empty cascade, per free cell 1 foundation + 10 cascades.
pub const MAX_MOVES: usize = 10 * (1 + 1 + 9 + 13) + 8 * (1 + 10);

/// A fixed-capacity move list, filled by [`Position::legal_moves_into`]
/// without allocating; it dereferences to `[Move]`.
///
/// [`Position::legal_moves_into`]: crate::Position::legal_moves_into
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    #[must_use]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::PLACEHOLDER; MAX_MOVES],
            len: 0,
        }
    }

    /// Removes every move (keeps the storage).
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

/// Appends to a cleared [`MoveList`] with the length in a local, written back
/// when the writer is dropped: the generator's pushes are then a store and
/// an increment of a register.
pub(crate) struct MoveWriter<'a> {
    list: &'a mut MoveList,
    len: usize,
}

impl MoveWriter<'_> {
    /// Appends a move; a full list drops it (cannot happen for generated
    /// moves, whose count is bounded by [`MAX_MOVES`]).
    #[inline]
    pub(crate) fn push(&mut self, m: Move) {
        if let Some(slot) = self.list.moves.get_mut(self.len) {
            *slot = m;
            self.len += 1;
        }
    }
}

impl MoveWriter<'_> {
    /// Appends `moves`; a list without room for all of them drops them all
    /// (cannot happen for generated moves).
    #[inline]
    pub(crate) fn extend(&mut self, moves: &[Move]) {
        if let Some(slots) = self.list.moves.get_mut(self.len..self.len + moves.len()) {
            slots.copy_from_slice(moves);
            self.len += moves.len();
        }
    }

    /// Appends the move of the top `k` cards of cascade `a` onto cascade
    /// `b`: the prebuilt single-card move from [`SINGLE_MOVES`] with its
    /// count set (one word copied and one byte put in it, rather than five
    /// fields written one by one).
    #[inline]
    pub(crate) fn push_run(&mut self, a: usize, b: u8, k: u32) {
        let mut m = SINGLE_MOVES[a.min(MAX_CASCADES - 1)][usize::from(b).min(MAX_CASCADES - 1)];
        m.count = k as u8;
        self.push(m);
    }
}

impl Drop for MoveWriter<'_> {
    #[inline]
    fn drop(&mut self) {
        self.list.len = self.len;
    }
}

impl MoveList {
    /// Clears the list and returns a writer that refills it.
    #[inline]
    pub(crate) fn writer(&mut self) -> MoveWriter<'_> {
        MoveWriter { list: self, len: 0 }
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
