//! Legal-move generation into a reusable buffer.

use crate::capacity::capacity;
use crate::moves::{CELL_PLACE, HOME_PLACE, MoveWriter, SINGLE_MOVES, TO_FREE_CELL};
use crate::play::{FIT_TARGETS, RUN_TARGETS};
use crate::position::NO;
use crate::rules::{MAX_CASCADES, MAX_FREE_CELLS};
use crate::{Card, Location, MoveList, Position};

impl Position {
    /// Fills `out` with the canonical legal moves of the position (clearing it first).
    ///
    /// *Canonical* means: moves that differ only in *which* empty free cell or
    /// *which* empty cascade receives the cards are generated once, to the
    /// lowest-numbered one, and moving a whole cascade into an empty cascade
    /// (which changes nothing) is left out. Every generated move passes
    /// [`check`](Position::check). Order: foundation moves (free cells, then
    /// cascades), cascade to cascade, free cell to cascade, cascade to free cell.
    ///
    /// Nothing is allocated; reuse one [`MoveList`] across calls.
    ///
    /// ```
    /// use freecell_rules::{MoveList, Position};
    /// let p = Position::microsoft_deal(1).unwrap();
    /// let mut moves = MoveList::new();
    /// p.legal_moves_into(&mut moves);
    /// assert!(moves.iter().all(|&m| p.is_legal(m)));
    /// assert!(moves.iter().any(|m| m.to_string() == "1a"));
    /// ```
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        let scan = Scan::of(self);
        let mut out = list.writer();
        self.home_moves(&mut out, &scan);
        if scan.first_empty_cascade == NO {
            self.run_moves_onto_cards(&mut out, &scan);
        } else {
            self.run_moves_with_an_empty_cascade(&mut out, &scan);
        }
        self.cell_to_cascade_moves(&mut out, &scan);
        self.cascade_to_cell_moves(&mut out, &scan);
    }

    /// Foundation moves: free cells, then cascades. Skipped at once when no
    /// exposed card is next home.
    #[inline(always)]
    fn home_moves(&self, out: &mut MoveWriter<'_>, scan: &Scan) {
        let next_home = self.next_home_cards();
        if (scan.exposed | scan.in_cells) & next_home == 0 {
            return;
        }
        for (i, &card) in self.cells[..scan.nf].iter().enumerate() {
            if bit(card) & next_home != 0 {
                out.push(SINGLE_MOVES[CELL_PLACE + i][home_place(card)]);
            }
        }
        for (from, &card) in SINGLE_MOVES.iter().zip(&self.top[..scan.nc]) {
            if bit(card) & next_home != 0 {
                out.push(from[home_place(card)]);
            }
        }
    }

    /// Cascade to cascade when a cascade is empty: onto exposed cards, as
    /// in [`run_moves_onto_cards`](Position::run_moves_onto_cards), and into
    /// the first empty cascade, cascade by cascade and by run length.
    ///
    /// The run is walked only as deep as the deepest candidate (or the
    /// longest run into the empty cascade) needs, to check that the run
    /// really reaches it.
    #[inline(always)]
    fn run_moves_with_an_empty_cascade(&self, out: &mut MoveWriter<'_>, scan: &Scan) {
        let building = self.rules.building();
        let targets_of = &FIT_TARGETS[building as usize];
        let runs_of = &RUN_TARGETS[building as usize];
        for a in 0..scan.nc {
            let top = self.top[a];
            if top == NO {
                continue;
            }
            // The longest run that may go into the empty cascade; moving
            // the whole cascade (k == len) changes nothing, so it is left out.
            let into_empty = u32::from(u16::from(self.len[a] - 1).min(scan.cap_into_empty));
            let group = u32::from(top >> 2);
            let reach = runs_of[usize::from(top & 63)]
                & scan.exposed
                & (scan.within_capacity << (4 * group));
            // Every k up to the deepest candidate or run length that may
            // go into the empty cascade, in order.
            let deepest_hit = if reach == 0 {
                0
            } else {
                (63 - reach.leading_zeros()) / 4 - group
            };
            let depth = deepest_hit.max(into_empty);
            if depth == 0 {
                continue;
            }
            let mut card = top;
            let mut k: u32 = 1;
            loop {
                let mut onto = (reach >> (4 * (group + k))) & 0xF;
                while onto != 0 {
                    let target = 4 * (group + k) + onto.trailing_zeros();
                    out.push_run(a, scan.exposed_on[target as usize & 63], k);
                    onto &= onto - 1;
                }
                if k <= into_empty {
                    out.push_run(a, scan.first_empty_cascade, k);
                }
                if k >= depth {
                    break;
                }
                let below = self.below[usize::from(card)];
                if bit(below) & targets_of[usize::from(card & 63)] == 0 {
                    break; // the run ends here
                }
                card = below;
                k += 1;
            }
        }
    }

    /// Free cell to cascade: onto each exposed card it builds on, then into
    /// the first empty cascade.
    #[inline(always)]
    fn cell_to_cascade_moves(&self, out: &mut MoveWriter<'_>, scan: &Scan) {
        let targets_of = &FIT_TARGETS[self.rules.building() as usize];
        for i in 0..scan.nf {
            let card = self.cells[i];
            if card == NO {
                continue;
            }
            let from = &SINGLE_MOVES[CELL_PLACE + i];
            let mut onto = targets_of[usize::from(card & 63)] & scan.exposed;
            while onto != 0 {
                let c = scan.exposed_on[onto.trailing_zeros() as usize];
                out.push(from[usize::from(c).min(MAX_CASCADES - 1)]);
                onto &= onto - 1;
            }
            if scan.first_empty_cascade != NO {
                out.push(from[usize::from(scan.first_empty_cascade).min(MAX_CASCADES - 1)]);
            }
        }
    }

    /// Cascade to the first empty free cell, from each cascade with a card.
    #[inline(always)]
    fn cascade_to_cell_moves(&self, out: &mut MoveWriter<'_>, scan: &Scan) {
        if scan.empty_cells == 0 {
            return;
        }
        let to = usize::from(first_empty(&self.cells[..scan.nf])).min(MAX_FREE_CELLS - 1);
        let row = &TO_FREE_CELL[to][..scan.nc];
        if scan.first_empty_cascade == NO {
            out.extend(row);
        } else {
            for (&m, &top) in row.iter().zip(&self.top) {
                if top != NO {
                    out.push(m);
                }
            }
        }
    }

    /// The cascade-to-cascade moves when no cascade is empty (the usual
    /// case), for `legal_moves_into`.
    ///
    /// The k-th card of a run is k − 1 ranks above the exposed card and, in
    /// a run, its colour (its suit in Baker's Game) follows from the exposed
    /// card's, so the cards the whole run may build on are one table entry,
    /// `RUN_TARGETS[top]`, with the targets of the k-th card in the rank
    /// group k above the exposed card's. One AND with the exposed cards, cut
    /// to the groups within the capacity, finds every candidate; the run is
    /// walked only as deep as the deepest candidate needs, to check that the
    /// run really reaches it. Usually nothing matches, and a cascade costs a
    /// handful of instructions.
    #[inline]
    fn run_moves_onto_cards(&self, out: &mut MoveWriter<'_>, scan: &Scan) {
        let Scan {
            nc,
            exposed,
            ref exposed_on,
            within_capacity,
            ..
        } = *scan;
        let building = self.rules.building();
        let targets_of = &FIT_TARGETS[building as usize];
        let runs_of = &RUN_TARGETS[building as usize];
        // One branch-free pass finds the cascades with any candidate (an
        // empty one has none: its `NO` reads the empty entry 63), then only
        // those are visited. The capacity is left to the visit: a run's
        // first card is always within it, so this rarely visits a cascade
        // for nothing.
        let mut candidates = 0u32;
        for (a, &top) in self.top[..nc].iter().enumerate() {
            let reach = runs_of[usize::from(top & 63)] & exposed;
            candidates |= u32::from(reach != 0) << a;
        }
        while candidates != 0 {
            let a = (candidates.trailing_zeros() as usize).min(MAX_CASCADES - 1);
            candidates &= candidates - 1;
            let top = self.top[a];
            let group = u32::from(top >> 2) & 15;
            let mut hits =
                runs_of[usize::from(top & 63)] & exposed & (within_capacity << (4 * group));
            // The candidates in order (by k, then by card), checking the
            // run down to each one's depth.
            let mut card = top;
            let mut reached = 1;
            while hits != 0 {
                let target = hits.trailing_zeros();
                let k = target / 4 - group;
                while reached < k {
                    let below = self.below[usize::from(card)];
                    if bit(below) & targets_of[usize::from(card & 63)] == 0 {
                        break;
                    }
                    card = below;
                    reached += 1;
                }
                if reached < k {
                    break; // the run ends above the rest
                }
                out.push_run(a, exposed_on[target as usize & 63], k);
                hits &= hits - 1;
            }
        }
    }

    /// The canonical legal moves in a fresh list (see [`legal_moves_into`](Position::legal_moves_into)).
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut out = MoveList::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// Whether card index `card` is the next card of its foundation.
    #[inline]
    pub(crate) fn goes_home(&self, card: u8) -> bool {
        self.home[(card & 3) as usize] == card >> 2
    }

    /// The next card of each foundation as a card set (a full foundation
    /// adds bit 52 + suit, which is no card).
    #[inline]
    pub(crate) fn next_home_cards(&self) -> u64 {
        let [c, d, h, s] = self.home;
        (1 << (c * 4)) | (1 << (d * 4 + 1)) | (1 << (h * 4 + 2)) | (1 << (s * 4 + 3))
    }
}

/// What one pass over the exposed cards and the free cells finds, for the
/// phases of [`Position::legal_moves_into`].
struct Scan {
    /// Cascades and free cells, clamped to the array sizes so that indexing
    /// below them needs no bounds check.
    nc: usize,
    nf: usize,
    /// The exposed cards as a set.
    exposed: u64,
    /// The cascade each exposed card lies on, by card index.
    exposed_on: [u8; 64],
    /// The free-cell cards as a set.
    in_cells: u64,
    empty_cells: usize,
    /// The longest run into the first empty cascade.
    cap_into_empty: u16,
    /// Rank groups 0 ..= capacity above a card (4 × 14 bits at most): the
    /// run targets a run onto an exposed card may reach.
    within_capacity: u64,
    /// The first empty cascade, or `NO` when there is none.
    first_empty_cascade: u8,
}

impl Scan {
    #[inline(always)]
    fn of(p: &Position) -> Scan {
        let nc = p.rules.cascades().min(MAX_CASCADES);
        let nf = p.rules.free_cells().min(MAX_FREE_CELLS);
        let empty_cascades = p.empty_cascades();
        let empty_cells = p.empty_free_cells();
        let cap_onto_card = capacity(empty_cells, empty_cascades);
        // Filled in place: the 64-byte map is not copied.
        let mut scan = Scan {
            nc,
            nf,
            exposed: 0,
            exposed_on: [0; 64],
            in_cells: 0,
            empty_cells,
            cap_into_empty: capacity(empty_cells, empty_cascades.saturating_sub(1)),
            within_capacity: (1 << (4 * (1 + u32::from(cap_onto_card.min(13))))) - 1,
            first_empty_cascade: if empty_cascades == 0 {
                NO
            } else {
                first_empty(&p.top[..nc])
            },
        };
        // `NO` is bit 63, no card, so an empty cascade or cell needs no branch.
        for (c, &top) in p.top[..nc].iter().enumerate() {
            scan.exposed |= bit(top);
            scan.exposed_on[usize::from(top & 63)] = c as u8;
        }
        scan.exposed &= CARDS;
        for &card in &p.cells[..nf] {
            scan.in_cells |= bit(card);
        }
        scan.in_cells &= CARDS;
        scan
    }
}

/// The 52 cards as a set: bit `i` is the card with index `i`.
const CARDS: u64 = (1 << 52) - 1;

/// The set bit of card index `card`; `NO` maps to bit 63, which is no card.
#[inline]
fn bit(card: u8) -> u64 {
    1 << (card & 63)
}

/// The index of the first `NO` in `places` (cascade tops or free cells), or `NO`.
#[inline]
fn first_empty(places: &[u8]) -> u8 {
    places.iter().position(|&p| p == NO).map_or(NO, |i| i as u8)
}

/// The place index (see `SINGLE_MOVES`) of card index `card`'s foundation.
#[inline]
fn home_place(card: u8) -> usize {
    HOME_PLACE + usize::from(card & 3)
}

/// The foundation location of card index `card`.
#[inline]
pub(crate) fn home_of(card: u8) -> Location {
    Location::Foundation(Card::from_index_unchecked(card).suit())
}
