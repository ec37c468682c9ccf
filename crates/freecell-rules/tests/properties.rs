//! Properties along random walks of legal moves, checked against a naive
//! model of the rules written with plain vectors.

use freecell_rules::{AutoMove, Building, Card, Game, Location, Move, Position, Suit};
use proptest::prelude::*;

use crate::common;
use common::strategies::start_strategy;

/// The naive model: cascades as vectors (deepest first), free cells, foundations.
#[derive(Clone, Debug, PartialEq)]
struct Model {
    cascades: Vec<Vec<Card>>,
    cells: Vec<Option<Card>>,
    home: [u8; 4],
    same_suit: bool,
}

impl Model {
    fn of(p: &Position) -> Model {
        let r = p.rules();
        Model {
            cascades: (0..r.cascades()).map(|c| p.cascade(c).to_vec()).collect(),
            cells: (0..r.free_cells()).map(|i| p.free_cell(i)).collect(),
            home: Suit::ALL.map(|s| p.foundation(s)),
            same_suit: r.building() == Building::SameSuit,
        }
    }

    fn to_position(&self) -> Position {
        let slices: Vec<&[Card]> = self.cascades.iter().map(Vec::as_slice).collect();
        let building = if self.same_suit {
            Building::SameSuit
        } else {
            Building::AlternateColors
        };
        Position::from_parts(&slices, &self.cells, self.home, building).unwrap()
    }

    fn builds_on(&self, card: Card, onto: Card) -> bool {
        let ranks = onto.rank().value() == card.rank().value() + 1;
        let suits = if self.same_suit {
            card.suit() == onto.suit()
        } else {
            card.color() != onto.color()
        };
        ranks && suits
    }

    /// Legality straight from the rules' wording.
    fn legal(&self, m: Move) -> bool {
        let n = m.count as usize;
        let free = self.cells.iter().filter(|c| c.is_none()).count();
        let empty = self.cascades.iter().filter(|c| c.is_empty()).count();
        let moving: Vec<Card> = match m.from {
            Location::Cascade(a) => match self.cascades.get(a as usize) {
                Some(col) if n >= 1 && n <= col.len() => col[col.len() - n..].to_vec(),
                _ => return false,
            },
            Location::FreeCell(i) => match self.cells.get(i as usize) {
                Some(Some(c)) if n == 1 => vec![*c],
                _ => return false,
            },
            Location::Foundation(_) => return false,
        };
        if moving.windows(2).any(|w| !self.builds_on(w[1], w[0])) {
            return false;
        }
        match m.to {
            Location::Cascade(b) => {
                if m.from == m.to {
                    return false;
                }
                let Some(dest) = self.cascades.get(b as usize) else {
                    return false;
                };
                let doubling = empty - usize::from(dest.is_empty());
                let capacity = (free + 1) << doubling;
                let fits = dest
                    .last()
                    .is_none_or(|&top| self.builds_on(moving[0], top));
                let from_cascade = matches!(m.from, Location::Cascade(_));
                fits && (n == 1 || (from_cascade && n <= capacity))
            }
            Location::FreeCell(i) => {
                matches!(m.from, Location::Cascade(_))
                    && n == 1
                    && self.cells.get(i as usize) == Some(&None)
            }
            Location::Foundation(s) => {
                n == 1
                    && moving[0].suit() == s
                    && self.home[s as usize] + 1 == moving[0].rank().value()
            }
        }
    }

    fn apply(&mut self, m: Move) {
        let n = m.count as usize;
        let moving: Vec<Card> = match m.from {
            Location::Cascade(a) => {
                let col = &mut self.cascades[a as usize];
                col.split_off(col.len() - n)
            }
            Location::FreeCell(i) => vec![self.cells[i as usize].take().unwrap()],
            Location::Foundation(_) => unreachable!(),
        };
        match m.to {
            Location::Cascade(b) => self.cascades[b as usize].extend(moving),
            Location::FreeCell(i) => self.cells[i as usize] = Some(moving[0]),
            Location::Foundation(s) => self.home[s as usize] += 1,
        }
    }

    /// Every legal move, by brute force over all sources, destinations and counts.
    fn all_legal(&self) -> Vec<Move> {
        common::every_move(self.cascades.len(), self.cells.len(), 1..=13)
            .into_iter()
            .filter(|&m| self.legal(m))
            .collect()
    }

    fn is_empty_place(&self, l: Location) -> bool {
        match l {
            Location::Cascade(c) => self.cascades[c as usize].is_empty(),
            Location::FreeCell(i) => self.cells[i as usize].is_none(),
            Location::Foundation(_) => false,
        }
    }
}

/// Every card once: cascades, cells and foundations together.
fn assert_all_cards_once(p: &Position) {
    let mut count = [0u8; 52];
    let r = p.rules();
    for c in 0..r.cascades() {
        for card in p.cascade(c).iter() {
            count[card.index() as usize] += 1;
        }
    }
    for i in 0..r.free_cells() {
        if let Some(card) = p.free_cell(i) {
            count[card.index() as usize] += 1;
        }
    }
    for s in Suit::ALL {
        for card in Card::all().filter(|c| c.suit() == s && c.rank().value() <= p.foundation(s)) {
            count[card.index() as usize] += 1;
        }
    }
    assert!(count.iter().all(|&n| n == 1), "{count:?}\n{p}");
}

/// A random move with small fields, legal or (mostly) not.
fn any_move() -> impl Strategy<Value = Move> {
    let loc = prop_oneof![
        (0u8..11).prop_map(Location::Cascade),
        (0u8..9).prop_map(Location::FreeCell),
        (0u8..4).prop_map(|s| Location::Foundation(Suit::from_index(s))),
    ];
    (loc.clone(), loc, 0u8..15).prop_map(|(from, to, count)| Move::new(from, to, count))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn random_walks_keep_every_invariant(
        start in start_strategy(32000),
        choices in proptest::collection::vec(any::<u16>(), 1..50),
        probes in proptest::collection::vec(any_move(), 8),
    ) {
        let mut p = start;
        for choice in choices {
            assert_all_cards_once(&p);
            let model = Model::of(&p);
            prop_assert_eq!(model.to_position(), p);
            let moves = p.legal_moves();

            // Generated moves: legal for the model too, and they cover every
            // legal move up to the choice of empty cell or empty cascade.
            for &m in moves.iter() {
                prop_assert!(p.check(m).is_ok(), "{m:?}");
                prop_assert!(model.legal(m), "model refuses {m:?}");
            }
            for m in model.all_legal() {
                let whole_into_empty = matches!((m.from, m.to), (Location::Cascade(a), Location::Cascade(_))
                    if model.cascades[a as usize].len() == m.count as usize && model.is_empty_place(m.to));
                if whole_into_empty {
                    continue;
                }
                let covered = moves.iter().any(|g| g.from == m.from && g.count == m.count
                    && (g.to == m.to || (model.is_empty_place(g.to) && model.is_empty_place(m.to)
                        && core::mem::discriminant(&g.to) == core::mem::discriminant(&m.to))));
                prop_assert!(covered, "{m:?} missing from {moves:?}");
            }

            // Random probes: the checker agrees with the model, a refused move
            // changes nothing, an accepted one matches the model and undoes.
            for &m in &probes {
                let mut q = p;
                let result = q.apply(m);
                prop_assert_eq!(result.is_ok(), model.legal(m), "{:?}: {:?}", m, result);
                if result.is_err() {
                    prop_assert_eq!(q, p);
                } else {
                    let mut after = model.clone();
                    after.apply(m);
                    prop_assert_eq!(q, after.to_position());
                    q.undo(m).unwrap();
                    prop_assert_eq!(q, p);
                }
            }

            // Text round trip.
            let text = p.to_string();
            prop_assert_eq!(Position::parse_with(&text, p.rules().building()).unwrap(), p);

            if moves.is_empty() {
                break;
            }
            let m = moves[choice as usize % moves.len()];
            let before = p;
            p.apply(m).unwrap();
            // Foundations only grow, by one rank of the moved card's suit.
            for s in Suit::ALL {
                let grew = p.foundation(s) as i32 - before.foundation(s) as i32;
                let expected = i32::from(m.to == Location::Foundation(s));
                prop_assert_eq!(grew, expected);
            }
            let mut back = p;
            back.undo(m).unwrap();
            prop_assert_eq!(back, before, "undo(apply(m)) is the identity");
        }
    }

    #[test]
    fn games_undo_to_the_start(
        deal in 1u64..=32000,
        rule in prop_oneof![Just(AutoMove::Microsoft), Just(AutoMove::Horne), Just(AutoMove::Raymond), Just(AutoMove::None)],
        choices in proptest::collection::vec(any::<u16>(), 1..40),
    ) {
        let mut game = Game::new(Position::microsoft_deal(deal).unwrap(), rule);
        let start = *game.position();
        let mut boards = vec![start];
        for choice in choices {
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[choice as usize % moves.len()]).unwrap();
            prop_assert!(rule.next_move(game.position()).is_none(), "auto-moves ran to the end");
            assert_all_cards_once(game.position());
            boards.push(*game.position());
        }
        for expected in boards.iter().rev().skip(1) {
            game.undo().unwrap();
            prop_assert_eq!(game.position(), expected);
        }
        prop_assert!(!game.can_undo());
        for expected in boards.iter().skip(1) {
            game.redo().unwrap();
            prop_assert_eq!(game.position(), expected);
        }
    }

    #[test]
    fn board_text_parsing_never_panics(text in "(Foundations: |Freecells: |: |[2-9TJQKA][CDHS] |- |\n|10|[a-z ]){0,80}") {
        let _ = text.parse::<Position>();
    }

    #[test]
    fn notation_parsing_never_panics(text in "[0-9a-z]{0,6}") {
        let p = Position::microsoft_deal(1).unwrap();
        if let Ok(m) = p.parse_move(&text) {
            let mut q = p;
            let _ = q.apply(m);
        }
    }

    #[test]
    fn undo_of_a_wrong_move_never_panics(start in start_strategy(32000), m in any_move()) {
        let mut p = start;
        let _ = p.undo(m);
        let _ = p.tap_move(freecell_rules::Tap::Foundation(None));
    }

    #[test]
    fn taps_are_legal(start in start_strategy(32000), cascade in 0u8..11, card in 0u8..20, cell in 0u8..9) {
        let p = start;
        let taps = [
            freecell_rules::Tap::Cascade { cascade, card },
            freecell_rules::Tap::FreeCell(cell),
            freecell_rules::Tap::Foundation(None),
        ];
        for tap in taps {
            if let Some(m) = p.tap_move(tap) {
                prop_assert!(p.is_legal(m));
            }
        }
    }
}
