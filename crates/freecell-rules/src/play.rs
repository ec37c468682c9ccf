//! Move legality, apply and undo.

use crate::position::NO;
use crate::{Building, Card, IllegalMove, Location, Move, Position};

impl Position {
    /// Whether `card` may be built on `onto` in a cascade under this variant.
    #[inline]
    #[must_use]
    pub fn fits_on(&self, card: Card, onto: Card) -> bool {
        fits(self.rules.building(), card.index(), onto.index())
    }

    /// Checks `mv` against the rules without changing the position.
    ///
    /// ```
    /// use freecell_rules::{IllegalMove, Location, Move, Position};
    /// let p = Position::microsoft_deal(1).unwrap();
    /// // 6S (cascade 1) cannot go on 8C (cascade 8).
    /// let m = Move::single(Location::Cascade(0), Location::Cascade(7));
    /// assert!(matches!(p.check(m), Err(IllegalMove::DoesNotFit { .. })));
    /// ```
    pub fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        let count = mv.count;
        match (mv.from, mv.to) {
            (Location::Foundation(_), _) => Err(IllegalMove::FromFoundation),
            (Location::FreeCell(_), Location::FreeCell(_)) => Err(IllegalMove::FreeCellToFreeCell),
            (Location::Cascade(a), Location::Cascade(b)) => {
                self.check_run_move(a, b, count).map(|_| ())
            }
            (from, to) => {
                if count != 1 {
                    return Err(IllegalMove::BadCount { count });
                }
                let card = self.single_source(from)?;
                self.check_single_destination(card, to)
            }
        }
    }

    /// Checks a cascade-to-cascade move and returns the deepest moved card,
    /// found on the same walk that checks the run.
    #[inline]
    fn check_run_move(&self, a: u8, b: u8, count: u8) -> Result<u8, IllegalMove> {
        let (a, b) = (self.cascade_index(a)?, self.cascade_index(b)?);
        if a == b {
            return Err(IllegalMove::SameSourceAndDestination);
        }
        if self.len[a] == 0 {
            return Err(IllegalMove::EmptySource);
        }
        if count == 0 || count > self.len[a] {
            return Err(IllegalMove::BadCount { count });
        }
        let building = self.rules.building();
        let mut deep = self.top[a];
        for _ in 1..count {
            let below = self.below[deep as usize];
            if !fits(building, deep, below) {
                return Err(IllegalMove::NotARun { count });
            }
            deep = below;
        }
        let to_empty = self.len[b] == 0;
        if !to_empty {
            let onto = self.top[b];
            if !fits(building, deep, onto) {
                return Err(IllegalMove::DoesNotFit {
                    card: Card::from_index_unchecked(deep),
                    onto: Card::from_index_unchecked(onto),
                });
            }
        }
        let capacity = self.supermove_capacity(to_empty);
        if u16::from(count) > capacity {
            return Err(IllegalMove::OverCapacity { count, capacity });
        }
        Ok(deep)
    }

    /// The card a single-card move takes from `from`.
    fn single_source(&self, from: Location) -> Result<u8, IllegalMove> {
        let card = match from {
            Location::Cascade(a) => self.top[self.cascade_index(a)?],
            Location::FreeCell(i) => self.cells[self.cell_index(i)?],
            Location::Foundation(_) => return Err(IllegalMove::FromFoundation),
        };
        if card == NO {
            Err(IllegalMove::EmptySource)
        } else {
            Ok(card)
        }
    }

    /// Whether one `card` may go to `to` (a free cell, a foundation or a cascade).
    fn check_single_destination(&self, card: u8, to: Location) -> Result<(), IllegalMove> {
        match to {
            Location::FreeCell(i) => {
                if self.cells[self.cell_index(i)?] != NO {
                    Err(IllegalMove::FreeCellOccupied)
                } else {
                    Ok(())
                }
            }
            Location::Foundation(suit) => {
                let c = Card::from_index_unchecked(card);
                if c.suit() == suit && self.home[suit as usize] + 1 == c.rank().value() {
                    Ok(())
                } else {
                    Err(IllegalMove::NotNextOnFoundation(c))
                }
            }
            Location::Cascade(b) => {
                let onto = self.top[self.cascade_index(b)?];
                if onto == NO || fits(self.rules.building(), card, onto) {
                    Ok(())
                } else {
                    Err(IllegalMove::DoesNotFit {
                        card: Card::from_index_unchecked(card),
                        onto: Card::from_index_unchecked(onto),
                    })
                }
            }
        }
    }

    /// Whether `mv` is legal here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    /// Plays `mv` if the rules allow it; an illegal move leaves the position as it was.
    ///
    /// ```
    /// use freecell_rules::{Location, Move, Position};
    /// let mut p = Position::microsoft_deal(1).unwrap();
    /// let m = Move::single(Location::Cascade(0), Location::FreeCell(0));
    /// let before = p;
    /// p.apply(m).unwrap();
    /// assert_eq!(p.free_cell(0).unwrap().to_string(), "6S");
    /// p.undo(m).unwrap();
    /// assert_eq!(p, before);
    /// ```
    #[inline]
    pub fn apply(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if let (Location::Cascade(a), Location::Cascade(b)) = (mv.from, mv.to) {
            if self.try_run_move(a, b, mv.count) {
                return Ok(());
            }
            // Not played by the fast path: the full check finds the reason
            // (and plays a move the fast path left to it).
            let deep = self.check_run_move(a, b, mv.count)?;
            self.relink(a as usize, b as usize, deep, mv.count);
            return Ok(());
        }
        self.check(mv)?;
        self.apply_trusted(mv);
        Ok(())
    }

    /// Plays the run move of the top `k` cards of cascade `a` onto cascade
    /// `b` if it is legal, with the same table lookups as the generator, and
    /// says whether it did; otherwise changes nothing.
    #[inline]
    fn try_run_move(&mut self, a: u8, b: u8, k: u8) -> bool {
        // Clamped, so that indexing below it needs no bounds check.
        let nc = self.rules.cascades().min(crate::rules::MAX_CASCADES);
        let (a, b) = (usize::from(a), usize::from(b));
        if a >= nc || b >= nc || a == b || k == 0 || k > self.len[a] {
            return false;
        }
        let fit = &FIT_TARGETS[self.rules.building() as usize];
        let first = self.top[a];
        let mut deep = first;
        for _ in 1..k {
            let below = self.below[usize::from(deep)];
            if fit[usize::from(deep & 63)] & (1 << (below & 63)) == 0 {
                return false;
            }
            deep = below;
        }
        // An empty destination (`NO`, bit 63) takes any card: add that bit.
        let onto = self.top[b];
        if (fit[usize::from(deep & 63)] | 1 << 63) & (1 << (onto & 63)) == 0 {
            return false;
        }
        if k > 1 && u16::from(k) > self.supermove_capacity(onto == NO) {
            return false;
        }
        self.relink(a, b, deep, k);
        true
    }

    /// Moves the top `k` cards of cascade `a`, down to `deep`, onto cascade `b`.
    #[inline]
    fn relink(&mut self, a: usize, b: usize, deep: u8, k: u8) {
        let first = self.top[a];
        self.top[a] = self.below[usize::from(deep)];
        self.below[usize::from(deep)] = self.top[b];
        self.top[b] = first;
        self.len[a] -= k;
        self.len[b] += k;
    }

    /// Plays a move that [`check`](Position::check) accepted, or that came from
    /// [`legal_moves_into`](Position::legal_moves_into) for this very position,
    /// without checking it again: the solver's and the auto-moves' fast path,
    /// private to the crate so that safe code outside cannot corrupt a position.
    ///
    /// A move that was *not* checked may corrupt the position (it never panics
    /// or touches memory outside it, but the cards may no longer add up).
    #[inline]
    pub(crate) fn apply_trusted(&mut self, mv: Move) {
        let nc = self.rules.cascades();
        let nf = self.rules.free_cells();
        match (mv.from, mv.to) {
            (Location::Cascade(a), Location::Cascade(b)) => {
                let (a, b) = (a as usize, b as usize);
                if a < nc && b < nc && a != b && mv.count >= 1 && mv.count <= self.len[a] {
                    self.transfer(a, b, mv.count);
                }
            }
            (from, to) => {
                // The destination must exist before the card leaves its place.
                let to_exists = match to {
                    Location::Cascade(b) => (b as usize) < nc,
                    Location::FreeCell(i) => (i as usize) < nf,
                    Location::Foundation(_) => true,
                };
                if !to_exists {
                    return;
                }
                let card = match from {
                    Location::Cascade(a) if (a as usize) < nc && self.len[a as usize] > 0 => {
                        self.pop(a as usize)
                    }
                    Location::FreeCell(i) if (i as usize) < nf && self.cells[i as usize] != NO => {
                        core::mem::replace(&mut self.cells[i as usize], NO)
                    }
                    _ => return,
                };
                self.put(card, to);
            }
        }
    }

    /// Puts a loose card at `to`, a place the caller checked exists (used
    /// by apply and undo).
    #[inline]
    fn put(&mut self, card: u8, to: Location) {
        match to {
            Location::Cascade(b) => self.push(b as usize, card),
            Location::FreeCell(i) => self.cells[i as usize] = card,
            // The foundation holds a count; the card is implied by it.
            Location::Foundation(_) => self.home[usize::from(card & 3)] = card / 4 + 1,
        }
    }

    /// Takes back `mv`, which must be the last move played to reach this
    /// position. A move that cannot have been played here is refused with
    /// [`IllegalMove::CannotUndo`] and the position is unchanged.
    #[inline]
    pub fn undo(&mut self, mv: Move) -> Result<(), IllegalMove> {
        // Run moves (the solver's and the benchmarks' hot case) are undone
        // inline; the other kinds out of line, so that callers stay small.
        if let (Location::Cascade(a), Location::Cascade(b)) = (mv.from, mv.to) {
            // Clamped, so that indexing below it needs no bounds check.
            let nc = self.rules.cascades().min(crate::rules::MAX_CASCADES);
            let (a, b, k) = (usize::from(a), usize::from(b), mv.count);
            if a >= nc || b >= nc || a == b || k == 0 || k > self.len[b] {
                return Err(IllegalMove::CannotUndo);
            }
            let mut deep = self.top[b];
            for _ in 1..k {
                deep = self.below[usize::from(deep)];
            }
            self.relink(b, a, deep, k);
            return Ok(());
        }
        self.undo_single(mv)
    }

    /// `undo` for the moves of one card.
    #[inline(never)]
    fn undo_single(&mut self, mv: Move) -> Result<(), IllegalMove> {
        let nc = self.rules.cascades();
        let nf = self.rules.free_cells();
        let cascade_ok = |c: u8| (c as usize) < nc;
        match (mv.from, mv.to) {
            (Location::Cascade(_), Location::Cascade(_)) => Err(IllegalMove::CannotUndo),
            (from, to) => {
                if mv.count != 1 {
                    return Err(IllegalMove::CannotUndo);
                }
                // First check that the source can take the card back.
                match from {
                    Location::Cascade(a) if cascade_ok(a) => {}
                    Location::FreeCell(i) if (i as usize) < nf && self.cells[i as usize] == NO => {}
                    _ => return Err(IllegalMove::CannotUndo),
                }
                let card = match to {
                    Location::Cascade(b)
                        if cascade_ok(b)
                            && self.len[b as usize] > 0
                            && Location::Cascade(b) != from =>
                    {
                        self.pop(b as usize)
                    }
                    Location::FreeCell(i)
                        if (i as usize) < nf
                            && self.cells[i as usize] != NO
                            && Location::FreeCell(i) != from =>
                    {
                        core::mem::replace(&mut self.cells[i as usize], NO)
                    }
                    Location::Foundation(s) if self.home[s as usize] > 0 => {
                        self.home[s as usize] -= 1;
                        self.home[s as usize] * 4 + s as u8
                    }
                    _ => return Err(IllegalMove::CannotUndo),
                };
                self.put(card, from);
                Ok(())
            }
        }
    }

    /// Validates a cascade number.
    #[inline]
    pub(crate) fn cascade_index(&self, c: u8) -> Result<usize, IllegalMove> {
        if (c as usize) < self.rules.cascades() {
            Ok(c as usize)
        } else {
            Err(IllegalMove::NoSuchCascade(c))
        }
    }

    /// Validates a free-cell number.
    #[inline]
    pub(crate) fn cell_index(&self, i: u8) -> Result<usize, IllegalMove> {
        if (i as usize) < self.rules.free_cells() {
            Ok(i as usize)
        } else {
            Err(IllegalMove::NoSuchFreeCell(i))
        }
    }
}

/// Whether card index `card` builds on card index `onto` (`NO` or another
/// index of 52 or more never fits).
#[inline]
pub(crate) fn fits(building: Building, card: u8, onto: u8) -> bool {
    let targets = FIT_TARGETS[building as usize]
        .get(usize::from(card))
        .copied()
        .unwrap_or(0);
    targets.checked_shr(u32::from(onto)).unwrap_or(0) & 1 != 0
}

/// `FIT_TARGETS[building][card]`: the cards (as a set) that card index
/// `card` builds on — the two opposite-colour cards one rank up, or the
/// same-suit one in Baker's Game. Kings, and the unused indices 52 ..= 63,
/// build on nothing. The same set answers both "where may this card go"
/// (with the exposed cards) and "is the card beneath part of the run".
pub(crate) static FIT_TARGETS: [[u64; 64]; 2] = [
    fit_table(Building::AlternateColors),
    fit_table(Building::SameSuit),
];

/// `RUN_TARGETS[building][card]`: the cards (as a set) that the cards of a
/// run whose exposed card is `card` build on, for runs of every length.
/// The k-th card of the run (k = 1 is `card`) is k − 1 ranks up, and its
/// colour (its suit in Baker's Game) is fixed by `card`'s, so what it builds
/// on is the rank group k ranks above `card` of this set. The move generator
/// finds the cascade moves of a whole run with one AND (see `generate.rs`).
pub(crate) static RUN_TARGETS: [[u64; 64]; 2] = [
    run_table(fit_table(Building::AlternateColors)),
    run_table(fit_table(Building::SameSuit)),
];

const fn run_table(fit: [u64; 64]) -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut card = 0usize;
    while card < 52 {
        // Follow one of the cards the run's next card may be: the (one or
        // two) cards in `fit[next]` all build on the same cards.
        let mut next = card;
        let mut set = 0u64;
        while next < 52 && fit[next] != 0 {
            set |= fit[next];
            next = fit[next].trailing_zeros() as usize;
        }
        t[card] = set;
        card += 1;
    }
    t
}

const fn fit_table(building: Building) -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut card = 0u8;
    // Kings (48 ..= 51) have no rank above them.
    while card < 48 {
        let up = (card | 3) + 1; // index of the first card one rank up
        let suits: u64 = match building {
            Building::SameSuit => 1 << (card & 3),
            // Red (diamonds, hearts) goes on black (clubs, spades) and black on red.
            Building::AlternateColors => {
                if Card::from_index_unchecked(card).red_bit() == 1 {
                    0b1001
                } else {
                    0b0110
                }
            }
        };
        t[card as usize] = suits << up;
        card += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_run_table_holds_each_run_cards_targets_in_its_rank_group() {
        for (building, b) in [Building::AlternateColors, Building::SameSuit]
            .into_iter()
            .zip(0..)
        {
            let fit = &FIT_TARGETS[b];
            for (card, &run) in RUN_TARGETS[b][..52].iter().enumerate() {
                // `layer`: every card the k-th card of a run down from `card` can be.
                let mut layer = 1u64 << card;
                let mut all = 0u64;
                for k in 1..=13u32 {
                    let mut next = 0u64;
                    let group = (card as u32 / 4 + k) * 4;
                    for x in (0..52).filter(|&x| layer >> x & 1 == 1) {
                        let in_group = if group >= 64 { 0 } else { (run >> group) & 0xF };
                        assert_eq!(
                            fit[x],
                            in_group.checked_shl(group).unwrap_or(0),
                            "{building:?} {card} k {k}"
                        );
                        next |= fit[x];
                    }
                    all |= next;
                    layer = next;
                }
                assert_eq!(run, all, "{building:?} {card}");
            }
            assert!(RUN_TARGETS[b][52..].iter().all(|&t| t == 0));
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]
        /// The trusted apply lands where the validating apply lands, for
        /// every generated move along random lines of play on seeded deals of
        /// every layout and both building rules.
        #[test]
        fn trusted_apply_agrees_with_apply(
            start in crate::testing::any_seeded_deal(),
            picks in proptest::collection::vec(proptest::prelude::any::<u16>(), 1..60),
        ) {
            let mut p = start;
            let mut moves = crate::MoveList::new();
            for pick in picks {
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter() {
                    let (mut trusted, mut checked) = (p, p);
                    trusted.apply_trusted(m);
                    checked.apply(m).unwrap();
                    proptest::prop_assert_eq!(trusted, checked, "{}", m);
                }
                p.apply_trusted(moves[usize::from(pick) % moves.len()]);
            }
        }
    }

    #[test]
    fn the_fit_table_follows_the_rules() {
        for building in [Building::AlternateColors, Building::SameSuit] {
            for card in 0..=255u8 {
                for onto in 0..=255u8 {
                    let expected = card < 52 && onto < 52 && {
                        let (c, o) = (
                            Card::from_index_unchecked(card),
                            Card::from_index_unchecked(onto),
                        );
                        o.rank().value() == c.rank().value() + 1
                            && match building {
                                Building::AlternateColors => c.color() != o.color(),
                                Building::SameSuit => c.suit() == o.suit(),
                            }
                    };
                    assert_eq!(fits(building, card, onto), expected, "{card} on {onto}");
                }
            }
        }
    }
}
