//! The crate's contract under hostile input (see the crate docs): every
//! public function, given any value its argument types can hold, returns a
//! value or a typed error, and never panics; in debug builds too, where
//! integer overflow would panic.

use freecell_rules::solver::{Budget, Outcome, Solver};
use freecell_rules::{
    AutoMove, Building, Card, EXTENDED_MAX, Game, Location, Move, MoveList, MoveText,
    NotationPlace, Position, Rules, Suit, Tap,
};
use proptest::prelude::*;
use std::time::Duration;

use crate::common;
use common::strategies::start_strategy;

/// Any location, out-of-range numbers (up to 255) included.
fn any_location() -> impl Strategy<Value = Location> {
    prop_oneof![
        prop_oneof![0u8..12, Just(u8::MAX)].prop_map(Location::Cascade),
        prop_oneof![0u8..10, Just(u8::MAX)].prop_map(Location::FreeCell),
        (0u8..4).prop_map(|s| Location::Foundation(Suit::from_index(s))),
    ]
}

/// Any move: any places, any count (0, 1, runs, 255).
fn any_move() -> impl Strategy<Value = Move> {
    (
        any_location(),
        any_location(),
        prop_oneof![0u8..16, Just(u8::MAX)],
    )
        .prop_map(|(from, to, count)| Move::new(from, to, count))
}

/// Any place as notation names it, out-of-range numbers included.
fn any_place() -> impl Strategy<Value = NotationPlace> {
    prop_oneof![
        any::<u8>().prop_map(NotationPlace::Cascade),
        any::<u8>().prop_map(NotationPlace::FreeCell),
        Just(NotationPlace::Foundation),
    ]
}

/// Any tap, out-of-range numbers included.
fn any_tap() -> impl Strategy<Value = Tap> {
    prop_oneof![
        (any::<u8>(), any::<u8>()).prop_map(|(cascade, card)| Tap::Cascade { cascade, card }),
        any::<u8>().prop_map(Tap::FreeCell),
        prop::option::of((0u8..4).prop_map(Suit::from_index)).prop_map(Tap::Foundation),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every query and move of a position, with any move, tap and index.
    #[test]
    fn positions_take_any_move_tap_and_index(
        start in start_strategy(EXTENDED_MAX),
        moves in prop::collection::vec(any_move(), 1..40),
        taps in prop::collection::vec(any_tap(), 1..10),
        index in prop_oneof![0usize..12, Just(usize::MAX)],
    ) {
        let mut p = start;
        let mut list = MoveList::new();
        for m in moves {
            let _ = m.to_string();
            let _ = p.check(m);
            let _ = p.notation(m).to_string();
            let mut q = p;
            let applied = q.apply(m);
            prop_assert_eq!(applied.is_ok(), p.is_legal(m));
            if applied.is_err() {
                prop_assert_eq!(q, p, "a refused move changed the position");
            }
            let mut r = p;
            if r.undo(m).is_err() {
                prop_assert_eq!(r, p, "a refused undo changed the position");
            }
            p.legal_moves_into(&mut list);
            if let Some(&legal) = list.first() {
                p.apply(legal).unwrap();
            }
        }
        for tap in taps {
            let _ = p.tap_move(tap);
        }
        let _ = (p.cascade_len(index), p.top(index), p.cascade(index).len());
        let _ = (p.free_cell(index), p.supermove_capacity(true), p.supermove_capacity(false));
        for card in Card::all() {
            let _ = p.locate(card);
        }
        let text = p.to_string();
        prop_assert_eq!(Position::parse_with(&text, p.rules().building()), Ok(p));
    }

    /// Move text: any places and count print, parse back or are refused,
    /// and resolve against any position.
    #[test]
    fn move_text_takes_any_value(
        from in any_place(),
        to in any_place(),
        count in prop::option::of(any::<u8>()),
        deal in 1u64..=1000,
    ) {
        let text = MoveText { from, to, count };
        let written = text.to_string();
        let _ = written.parse::<MoveText>();
        let p = Position::microsoft_deal(deal).unwrap();
        let _ = p.check(p.resolve(text));
    }

    /// Arbitrary text, and mutated board text, as a position, a move, a card.
    #[test]
    fn parsers_take_any_text(
        junk in ".{0,200}",
        deal in 1u64..=1000,
        cut in any::<usize>(),
        insert in ".{0,8}",
    ) {
        let _ = junk.parse::<Position>();
        let _ = junk.parse::<MoveText>();
        let _ = junk.parse::<Card>();
        let _ = Position::microsoft_deal(deal).unwrap().parse_move(&junk);
        let board = Position::microsoft_deal(deal).unwrap().to_string();
        let mut at = cut % (board.len() + 1);
        while !board.is_char_boundary(at) {
            at -= 1;
        }
        let mutated = format!("{}{insert}{}", &board[..at], &board[at..]);
        if let Ok(p) = mutated.parse::<Position>() {
            prop_assert_eq!(p.to_string().parse::<Position>(), Ok(p));
        }
    }

    /// A game: any moves, taps, notation, undo and redo, in any order.
    #[test]
    fn games_take_any_input(
        deal in 1u64..=1000,
        actions in prop::collection::vec((0u8..5, any_move(), any_tap(), ".{0,4}"), 1..40),
    ) {
        let mut game = Game::new(Position::microsoft_deal(deal).unwrap(), AutoMove::Raymond);
        for (kind, m, tap, text) in actions {
            let _ = match kind {
                0 => game.play(m).map(drop),
                1 => game.tap(tap).map(drop),
                2 => game.play_notation(&text).map(drop),
                3 => game.undo(),
                _ => game.redo(),
            };
            let _ = (game.history().len(), game.turns(), game.can_undo(), game.can_redo());
        }
    }
}

/// Deal numbers at and past both ends, and layouts at and past their limits.
#[test]
fn deals_and_layouts_at_the_limits() {
    for deal in [0, EXTENDED_MAX + 1, u64::MAX] {
        assert!(Position::microsoft_deal(deal).is_err(), "{deal}");
    }
    assert!(Position::microsoft_deal(EXTENDED_MAX).is_ok());
    for (cells, cascades) in [(9, 8), (4, 0), (4, 11), (usize::MAX, usize::MAX)] {
        assert!(Rules::new(cells, cascades, Building::SameSuit).is_err());
    }
    for seed in [0, 1, u64::MAX] {
        let rules = Rules::new(0, 1, Building::AlternateColors).unwrap();
        let p = Position::from_seed(rules, seed);
        assert_eq!(p.cascade_len(0), 52);
        let _ = Position::microsoft_deal_with(u64::MAX, rules);
    }
    let deck: Vec<Card> = Card::all().collect();
    let columns: Vec<&[Card]> = deck.chunks(13).collect();
    assert!(Position::from_parts(&columns, &[None; 4], [14, 0, 0, 0], Building::SameSuit).is_err());
    assert!(Position::from_parts(&columns, &[None; 9], [0; 4], Building::SameSuit).is_err());
    assert!(Position::from_parts(&[], &[], [13; 4], Building::SameSuit).is_err());
}

/// The solver with budgets at their extremes settles or gives up.
#[test]
fn solver_budgets_at_the_limits() {
    let deal = Position::microsoft_deal(1).unwrap();
    for budget in [
        Budget {
            max_nodes: Some(0),
            max_bytes: Some(0),
            max_time: Some(Duration::ZERO),
        },
        Budget {
            max_nodes: Some(1),
            max_bytes: Some(usize::MAX),
            max_time: Some(Duration::MAX),
        },
        Budget {
            max_nodes: Some(u64::MAX),
            max_bytes: Some(1),
            max_time: None,
        },
    ] {
        let outcome = Solver::new(budget).solve(&deal);
        assert!(matches!(outcome, Outcome::GaveUp(_)), "{budget:?}");
    }
    // A won position and a position on a single cascade.
    let won: Position = "Foundations: H-K C-K D-K S-K\n:\n".parse().unwrap();
    assert_eq!(Solver::default().solve(&won), Outcome::Solved(Vec::new()));
}

/// Hostile saved documents are refused with an error that names the field.
#[cfg(feature = "serde")]
#[test]
fn hostile_saved_documents_are_refused() {
    let game = Game::new(Position::microsoft_deal(1).unwrap(), AutoMove::None);
    let json = serde_json::to_string(&game).unwrap();
    let hostile = [
        json.replace("\"done\":0", "\"done\":5"),
        json.replace("\"done\":0", "\"done\":18446744073709551615"),
        json.replace(
            "\"steps\":[]",
            r#""steps":[{"mv":{"from":{"Cascade":0},"to":{"Cascade":1},"count":1},"auto":false}]"#,
        )
        .replace("\"done\":0", "\"done\":1"),
        json.replace(
            "\"steps\":[]",
            r#""steps":[{"mv":{"from":{"Cascade":255},"to":{"FreeCell":0},"count":1},"auto":false}]"#,
        ),
        json.replace("AlternateColors", "Sideways"),
    ];
    for doc in &hostile {
        assert_ne!(doc, &json);
        let err = serde_json::from_str::<Game>(doc).unwrap_err().to_string();
        assert!(!err.is_empty());
    }
    let done = serde_json::from_str::<Game>(&hostile[0])
        .unwrap_err()
        .to_string();
    assert!(done.contains("`done`"), "{done}");
    for doc in [
        r#"{"from":{"Cascade":255},"to":{"Cascade":1},"count":1}"#,
        r#"{"from":{"FreeCell":8},"to":{"Cascade":1},"count":1}"#,
        r#"{"from":{"Cascade":0},"to":{"Cascade":1},"count":0}"#,
        r#"{"from":{"Cascade":0},"to":{"FreeCell":1},"count":2}"#,
        r#"{"from":{"Cascade":0},"to":{"Cascade":1},"count":14}"#,
        r#"{"from":{"Cascade":0},"to":{"Cascade":1},"count":-1}"#,
    ] {
        assert!(serde_json::from_str::<Move>(doc).is_err(), "{doc}");
    }
    for doc in [
        r#"{"from":{"Cascade":255},"to":{"Cascade":1},"count":null}"#,
        r#"{"from":"Foundation","to":{"Cascade":1},"count":null}"#,
        r#"{"from":{"Cascade":0},"to":{"Cascade":0},"count":null}"#,
        r#"{"from":{"Cascade":0},"to":{"Cascade":1},"count":0}"#,
        r#"{"from":{"Cascade":0},"to":{"FreeCell":1},"count":3}"#,
        r#"{"from":{"FreeCell":200},"to":{"Cascade":1},"count":null}"#,
    ] {
        assert!(serde_json::from_str::<MoveText>(doc).is_err(), "{doc}");
    }
    for doc in [
        r#"{"building":"AlternateColors","board":""}"#,
        r#"{"building":"AlternateColors","board":"Foundations: H-A H-0\n"}"#,
        r#"{"building":"AlternateColors","board":"\u0000"}"#,
    ] {
        assert!(serde_json::from_str::<Position>(doc).is_err(), "{doc}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Saved games with their numbers and moves mutated load and work, or
    /// are refused; a loaded game's history and undo never panic.
    #[cfg(feature = "serde")]
    #[test]
    fn mutated_saved_games_load_or_are_refused(
        deal in 1u64..=1000,
        played in 0usize..20,
        digit in 0usize..400,
        value in prop_oneof![Just("0"), Just("255"), Just("9"), Just("18446744073709551615"), Just("-1")],
    ) {
        let mut game = Game::new(Position::microsoft_deal(deal).unwrap(), AutoMove::Raymond);
        for _ in 0..played {
            let Some(&m) = game.position().legal_moves().first() else { break };
            game.play(m).unwrap();
        }
        game.undo().ok();
        let json = serde_json::to_string(&game).unwrap();
        // Replace the `digit`-th number of the document.
        let mut numbers = json.match_indices(|c: char| c.is_ascii_digit()).map(|(i, _)| i);
        if let Some(at) = numbers.nth(digit % json.len().max(1)) {
            let end = json[at..].find(|c: char| !c.is_ascii_digit()).map_or(json.len(), |e| at + e);
            let doc = format!("{}{value}{}", &json[..at], &json[end..]);
            if let Ok(mut loaded) = serde_json::from_str::<Game>(&doc) {
                let _ = (loaded.history().len(), loaded.turns());
                while loaded.undo().is_ok() {}
                while loaded.redo().is_ok() {}
            }
        }
    }
}
