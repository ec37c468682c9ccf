//! Move rules on hand-built positions: supermoves, auto-move rules, tap
//! priorities, notation, board text errors, game history.

use crate::common;

use common::{build, build_with, card, suit};
use freecell_rules::{
    AutoMove, BoardProblem, Building, FreecellError, Game, IllegalMove, Location, Move, MoveText,
    Position, Suit, Tap,
};

const C: fn(u8) -> Location = Location::Cascade;
const F: fn(u8) -> Location = Location::FreeCell;

/// Six cascades, two free cells taken; cascade 5 (index 4) holds 8S 7H 6C and
/// cascade 4 (index 3) shows 9D; cascade 6 is empty.
fn supermove_board() -> Position {
    "Foundations: H-5 C-5 D-5 S-5
Freecells: KS QH - -
JC TD 9S 8H 7C 6D
KH QC JD TS 9H 8C 7D 6S
KC QD JS TH 9C 8D 7S 6H
KD QS JH TC 9D
8S 7H 6C
:
"
    .parse()
    .unwrap()
}

#[test]
fn supermove_capacity_counts_cells_and_empty_cascades() {
    let p = supermove_board();
    assert_eq!(p.empty_free_cells(), 2);
    assert_eq!(p.empty_cascades(), 1);
    assert_eq!(p.supermove_capacity(false), 6); // (2 + 1) × 2
    assert_eq!(p.supermove_capacity(true), 3); // the empty destination does not count
    // Three cards onto 9D: within 6.
    let m = Move::new(C(4), C(3), 3);
    assert_eq!(p.check(m), Ok(()));
    assert_eq!(p.notation(m).to_string(), "54");
    assert_eq!(m.to_string(), "54v3");
}

#[test]
fn supermove_into_empty_cascade_does_not_count_itself() {
    let p = supermove_board();
    assert_eq!(p.check(Move::new(C(0), C(5), 3)), Ok(()));
    assert_eq!(
        p.check(Move::new(C(0), C(5), 4)),
        Err(IllegalMove::OverCapacity {
            count: 4,
            capacity: 3
        })
    );
    // Generated moves into the empty cascade stop at the capacity.
    let into_empty: Vec<u8> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from == C(0) && m.to == C(5))
        .map(|m| m.count)
        .collect();
    assert_eq!(into_empty, [1, 2, 3]);
}

#[test]
fn supermove_with_zero_free_cells() {
    let p: Position = "Foundations: H-5 C-5 D-5 S-5
Freecells:
KS QH JC TD 9S 8H 7C 6D
KH QC JD TS 9H 8C 7D 6S
KC QD JS TH 9C 8D 7S 6H
KD QS JH TC 9D
8S 7H 6C
:
"
    .parse()
    .unwrap();
    assert_eq!(p.rules().free_cells(), 0);
    assert_eq!(p.supermove_capacity(false), 2);
    assert_eq!(p.supermove_capacity(true), 1);
    assert_eq!(
        p.check(Move::new(C(4), C(3), 3)),
        Err(IllegalMove::OverCapacity {
            count: 3,
            capacity: 2
        })
    );
    assert_eq!(p.check(Move::single(C(4), C(5))), Ok(()));
    assert_eq!(
        p.check(Move::new(C(4), C(5), 2)),
        Err(IllegalMove::OverCapacity {
            count: 2,
            capacity: 1
        })
    );
    assert_eq!(
        p.check(Move::single(C(4), F(0))),
        Err(IllegalMove::NoSuchFreeCell(0))
    );
    // The text keeps the empty free-cell line, so it reads back the same.
    assert!(p.to_string().contains("Freecells:\n"));
    assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
}

#[test]
fn illegal_moves_have_reasons() {
    let p = supermove_board();
    let cases = [
        (Move::single(C(9), C(0)), IllegalMove::NoSuchCascade(9)),
        (Move::single(C(5), C(0)), IllegalMove::EmptySource),
        (
            Move::single(C(1), C(1)),
            IllegalMove::SameSourceAndDestination,
        ),
        (Move::new(C(4), C(5), 0), IllegalMove::BadCount { count: 0 }),
        (Move::new(C(4), C(5), 9), IllegalMove::BadCount { count: 9 }),
        (
            Move::single(C(1), C(3)),
            IllegalMove::DoesNotFit {
                card: card("6S"),
                onto: card("9D"),
            },
        ),
        (Move::single(C(1), F(0)), IllegalMove::FreeCellOccupied),
        (Move::new(C(1), F(2), 2), IllegalMove::BadCount { count: 2 }),
        (Move::single(F(0), F(2)), IllegalMove::FreeCellToFreeCell),
        (
            Move::single(Location::Foundation(suit("AS")), C(5)),
            IllegalMove::FromFoundation,
        ),
        (
            Move::single(C(1), Location::Foundation(suit("AH"))),
            IllegalMove::NotNextOnFoundation(card("6S")),
        ),
        (Move::single(F(3), C(5)), IllegalMove::EmptySource),
        (Move::single(F(8), C(5)), IllegalMove::NoSuchFreeCell(8)),
    ];
    for (m, reason) in cases {
        let mut q = p;
        assert_eq!(q.apply(m), Err(reason), "{m:?}");
        assert_eq!(q, p, "a refused move changes nothing");
    }
    let deal = Position::microsoft_deal(1).unwrap(); // 6D under 6S: not a run
    assert_eq!(
        deal.check(Move::new(C(0), C(1), 2)),
        Err(IllegalMove::NotARun { count: 2 })
    );
    // And the legal ones go through.
    let mut q = p;
    q.apply(Move::single(C(1), Location::Foundation(suit("6S"))))
        .unwrap();
    assert_eq!(q.foundation(suit("6S")), 6);
}

/// Foundations C-2 D-2 H-1 S-1; exposed 3C, 2H, 2S, 3D.
fn auto_board(building: Building) -> Position {
    build_with(
        [2, 2, 1, 1],
        &["-", "-", "-", "-"],
        &["3C", "2H", "2S", "3D", "", "", "", ""],
        4,
        building,
    )
}

#[test]
fn microsoft_auto_move_rule() {
    let p = auto_board(Building::AlternateColors);
    let safe = |t: &str| AutoMove::Microsoft.is_safe(&p, card(t));
    assert!(safe("2H") && safe("2S"), "twos always");
    assert!(!safe("3C"), "3C waits: 2H is still out");
    assert!(!safe("3D"), "3D waits: 2S is still out");
    assert!(!safe("4C"), "not the next card");
    // Once both red twos are home, 3C goes.
    let q = build(
        [2, 2, 2, 1],
        &["-"; 4],
        &["3C", "", "2S", "3D", "", "", "", ""],
        4,
    );
    assert!(AutoMove::Microsoft.is_safe(&q, card("3C")));
}

#[test]
fn horne_auto_move_rule_is_strict_for_twos() {
    let p = build(
        [1, 0, 0, 0],
        &["-"; 4],
        &["2C", "", "", "", "", "", "", ""],
        4,
    );
    assert!(AutoMove::Microsoft.is_safe(&p, card("2C")));
    assert!(
        !AutoMove::Horne.is_safe(&p, card("2C")),
        "red aces are still out"
    );
    let q = auto_board(Building::AlternateColors);
    assert!(AutoMove::Horne.is_safe(&q, card("2H")));
    assert!(!AutoMove::Horne.is_safe(&q, card("3C")));
}

#[test]
fn raymond_auto_move_rule_looks_two_ranks_down() {
    let p = auto_board(Building::AlternateColors);
    // 3C: red twos not both home, but both red aces are and spades need >= 0.
    assert!(AutoMove::Raymond.is_safe(&p, card("3C")));
    assert!(!AutoMove::Microsoft.is_safe(&p, card("3C")));
    // 3D: black aces home, and hearts (the other red suit) needs >= 0: safe.
    assert!(AutoMove::Raymond.is_safe(&p, card("3D")));
    // 4C with C-3: red threes no, red twos D-2 H-1 no.
    let q = build(
        [3, 2, 1, 1],
        &["-"; 4],
        &["4C", "", "", "", "", "", "", ""],
        4,
    );
    assert!(!AutoMove::Raymond.is_safe(&q, card("4C")));
    // 4C with red twos home and spades at 1 = 4 − 3: safe.
    let r = build(
        [3, 2, 2, 1],
        &["-"; 4],
        &["4C", "", "", "", "", "", "", ""],
        4,
    );
    assert!(AutoMove::Raymond.is_safe(&r, card("4C")));
    let s = build(
        [3, 2, 2, 0],
        &["-"; 4],
        &["4C", "", "", "", "", "", "", ""],
        4,
    );
    assert!(
        !AutoMove::Raymond.is_safe(&s, card("4C")),
        "the ace of spades is out"
    );
}

#[test]
fn no_auto_move_and_bakers_game() {
    let p = auto_board(Building::AlternateColors);
    assert_eq!(AutoMove::None.next_move(&p), None);
    let b = auto_board(Building::SameSuit);
    for rule in [AutoMove::Microsoft, AutoMove::Horne, AutoMove::Raymond] {
        assert!(
            rule.is_safe(&b, card("3C")),
            "{rule:?}: every playable card is safe in Baker's Game"
        );
    }
}

#[test]
fn auto_moves_follow_a_move_and_undo_together() {
    // AH and AS are buried under 5C and 9D; moving those exposes them.
    let p = build(
        [0; 4],
        &["-"; 4],
        &["KD AH 5C", "AS QC", "2H 9D", "", "", "", "", ""],
        3,
    );
    let mut game = Game::new(p, AutoMove::Microsoft);
    assert_eq!(*game.position(), p, "nothing safe at the start");
    let autos = game.play_notation("1a").unwrap(); // 5C to a free cell; AH goes home
    assert_eq!(autos, 1);
    assert_eq!(game.position().foundation(suit("AH")), 1);
    let autos = game.play_notation("3b").unwrap(); // 9D away; 2H then goes home
    assert_eq!(autos, 1);
    assert_eq!(game.position().foundation(suit("2H")), 2);
    assert_eq!(game.history().len(), 4);
    game.undo().unwrap();
    assert_eq!(
        game.position().foundation(suit("2H")),
        1,
        "one undo: the move and its auto-move"
    );
    assert_eq!(game.position().free_cell(1), None);
    game.undo().unwrap();
    assert_eq!(*game.position(), p);
    assert_eq!(game.undo(), Err(FreecellError::NothingToUndo));
    game.redo().unwrap();
    assert_eq!(game.position().foundation(suit("AH")), 1);
    game.redo().unwrap();
    assert_eq!(game.position().foundation(suit("2H")), 2);
    assert_eq!(game.redo(), Err(FreecellError::NothingToRedo));
    // A new move after an undo drops the redo line.
    game.undo().unwrap();
    game.play_notation("3a").unwrap_err(); // free cell a is taken: refused, nothing changes
    assert!(game.can_redo());
    game.play_notation("3c").unwrap();
    assert!(!game.can_redo());
}

#[test]
fn tap_single_card_prefers_a_cascade_to_the_right_then_wraps() {
    // 5H on cascade 6 (index 5); 6S shows on cascade 3 and 6C on cascade 8.
    let p = build(
        [0; 4],
        &["-"; 4],
        &["KD", "KS", "6S", "KH", "KC", "5H", "QD", "6C"],
        4,
    );
    let tap = Tap::Cascade {
        cascade: 5,
        card: 0,
    };
    assert_eq!(p.tap_move(tap), Some(Move::single(C(5), C(7))));
    // Without 6C on the right, the search wraps to the left: cascade 3.
    let q = build(
        [0; 4],
        &["-"; 4],
        &["KD", "KS", "6S", "KH", "KC", "5H", "QD", "6D"],
        4,
    );
    assert_eq!(q.tap_move(tap), Some(Move::single(C(5), C(2))));
    // Wrapping starts at the first cascade: 6C on cascade 1 beats 6S on cascade 3.
    let r = build(
        [0; 4],
        &["-"; 4],
        &["6C", "KS", "6S", "KH", "KC", "5H", "QD", "6D"],
        4,
    );
    assert_eq!(r.tap_move(tap), Some(Move::single(C(5), C(0))));
}

#[test]
fn tap_single_card_then_free_cell_then_empty_cascade_then_foundation() {
    // AC is exposed on cascade 1; nothing to build on; a free cell is open and
    // cascade 3 is empty: the free cell wins, the foundation comes last.
    let p = build(
        [0; 4],
        &["QD", "-", "QH", "-"],
        &["KD AC", "KS", "", "KH"],
        3,
    );
    let tap = Tap::Cascade {
        cascade: 0,
        card: 1,
    };
    assert_eq!(p.tap_move(tap), Some(Move::single(C(0), F(1))));
    // Free cells full: the empty cascade (searching to the right).
    let q = build(
        [0; 4],
        &["QD", "QC", "QH", "QS"],
        &["KD AC", "KS", "", "KH"],
        3,
    );
    assert_eq!(q.tap_move(tap), Some(Move::single(C(0), C(2))));
    // No empty cascade either: the foundation.
    let r = build(
        [0; 4],
        &["QD", "QC", "QH", "QS"],
        &["KD AC", "KS", "JS", "KH"],
        3,
    );
    assert_eq!(
        r.tap_move(tap),
        Some(Move::single(C(0), Location::Foundation(suit("AC"))))
    );
    // Nowhere at all: a king with full cells and no empty cascade.
    let s = build(
        [0; 4],
        &["QD", "QC", "QH", "QS"],
        &["AC KD", "KS", "JS", "KH"],
        3,
    );
    assert_eq!(s.tap_move(tap), None);
    let mut game = Game::new(s, AutoMove::None);
    assert_eq!(game.tap(tap), Err(FreecellError::NothingToTap));
}

#[test]
fn tap_run_goes_onto_a_card_then_into_an_empty_cascade() {
    // Cascade 1: 9S 8H 7C; 9C on cascade 2 does not take 8H... 9D on cascade 4 does.
    let p = build([0; 4], &["-"; 4], &["KD 9S 8H 7C", "9C", "", "9D", "KH"], 4);
    let tap = Tap::Cascade {
        cascade: 0,
        card: 2,
    }; // 8H 7C
    assert_eq!(p.tap_move(tap), Some(Move::new(C(0), C(1), 2)));
    let whole = Tap::Cascade {
        cascade: 0,
        card: 1,
    }; // 9S 8H 7C: no red ten shows
    assert_eq!(p.tap_move(whole), Some(Move::new(C(0), C(2), 3)));
    // Tapping a card that does not head a run does nothing.
    let broken = Tap::Cascade {
        cascade: 0,
        card: 0,
    };
    assert_eq!(p.tap_move(broken), None);
    // Over the capacity: (0 + 1) × 2^0 into the empty cascade with full cells.
    let q = build(
        [0; 4],
        &["QD", "QC", "QH", "QS"],
        &["KD 9S 8H 7C", "JC", "", "JD", "KH"],
        4,
    );
    assert_eq!(q.tap_move(whole), None);
}

#[test]
fn tap_free_cell_card_prefers_leftmost_cascade_then_empty_then_foundation() {
    let p = build(
        [0; 4],
        &["5H", "AD", "-", "-"],
        &["KD", "6C", "", "6S", "KH"],
        4,
    );
    assert_eq!(p.tap_move(Tap::FreeCell(0)), Some(Move::single(F(0), C(1))));
    // AD fits nowhere: the empty cascade, not the foundation.
    assert_eq!(p.tap_move(Tap::FreeCell(1)), Some(Move::single(F(1), C(2))));
    let q = build(
        [0; 4],
        &["5H", "AD", "-", "-"],
        &["KD", "6C", "QS", "6S", "KH"],
        4,
    );
    assert_eq!(
        q.tap_move(Tap::FreeCell(1)),
        Some(Move::single(F(1), Location::Foundation(suit("AD"))))
    );
    assert_eq!(q.tap_move(Tap::FreeCell(2)), None, "an empty free cell");
}

#[test]
fn tap_foundation_collects() {
    // 2C waits in a free cell and on cascade 1 shows AH; clubs have AC home.
    let p = build(
        [1, 0, 0, 0],
        &["-", "2C", "-", "-"],
        &["KD AH", "KS", "KC", "KH"],
        3,
    );
    assert_eq!(
        p.tap_move(Tap::Foundation(Some(suit("2C")))),
        Some(Move::single(F(1), Location::Foundation(suit("2C"))))
    );
    // Any foundation: the lowest rank wins, AH before 2C.
    assert_eq!(
        p.tap_move(Tap::Foundation(None)),
        Some(Move::single(C(0), Location::Foundation(suit("AH"))))
    );
    assert_eq!(p.tap_move(Tap::Foundation(Some(suit("AS")))), None);
}

#[test]
fn notation_parses_and_formats() {
    for text in ["3a", "a8", "1h", "ah", "58", "58v3", "0i", "i0"] {
        let m: MoveText = text.parse().unwrap();
        assert_eq!(m.to_string(), text);
    }
    for bad in [
        "", "3", "33", "h3", "3x", "58v", "58v0", "3av2", "58v300", "hh", "9z",
    ] {
        assert_eq!(
            bad.parse::<MoveText>(),
            Err(FreecellError::BadNotation),
            "{bad}"
        );
    }
    let p = supermove_board();
    // "54" resolves to the three cards that fit on 9D; "16" to one card.
    assert_eq!(p.parse_move("54").unwrap(), Move::new(C(4), C(3), 3));
    assert_eq!(p.parse_move("16").unwrap(), Move::single(C(0), C(5)));
    assert_eq!(p.parse_move("16v3").unwrap(), Move::new(C(0), C(5), 3));
    assert_eq!(
        p.parse_move("2h").unwrap(),
        Move::single(C(1), Location::Foundation(suit("6S")))
    );
    for m in p.legal_moves().iter() {
        let text = p.notation(*m).to_string();
        assert_eq!(p.parse_move(&text).unwrap(), *m, "{text}");
        assert_eq!(p.parse_move(&m.to_string()).unwrap(), *m);
    }
}

#[test]
fn replay_reports_the_first_bad_move() {
    let start = Position::microsoft_deal(1).unwrap();
    let mut p = start;
    assert_eq!(
        p.replay(["1a", "zz", "2b"]),
        Err(FreecellError::BadNotationAt { index: 1 })
    );
    let mut q = start;
    let err = q.replay(["1a", "1b", "1a"]).unwrap_err();
    assert!(matches!(
        err,
        FreecellError::IllegalAt {
            index: 2,
            reason: IllegalMove::FreeCellOccupied,
            ..
        }
    ));
    assert_eq!(q.free_cell(1).unwrap(), card("6D"));
}

/// The error of parsing `text`, as (line, column, problem).
fn board_error(text: &str) -> (usize, usize, BoardProblem) {
    match text.parse::<Position>() {
        Err(FreecellError::Board {
            line,
            column,
            problem,
        }) => (line, column, problem),
        other => panic!("expected a board error, got {other:?}"),
    }
}

#[test]
fn board_text_errors_name_the_line_and_column() {
    let deal = Position::microsoft_deal(5).unwrap().to_string();
    assert_eq!(deal.lines().nth(2), Some("2D 9C KC JD 8C TH 7C"));
    assert_eq!(deal.lines().nth(5), Some("9H 2C 5H JH QD 6C"));
    // JD turned into a second QD: named where it is seen the second time.
    let dup = deal.replacen("JD", "QD", 1);
    assert_eq!(
        board_error(&dup),
        (6, 13, BoardProblem::DuplicateCard(card("QD")))
    );
    // The board ends on line 7: a missing card is named just past its end.
    let short: String = deal.lines().take(7).map(|l| format!("{l}\n")).collect();
    let (line, column, problem) = board_error(&short);
    assert_eq!((line, column), (7, deal.lines().nth(6).unwrap().len() + 1));
    assert!(matches!(problem, BoardProblem::MissingCard(_)));
    let bad = deal.replacen(' ', " XX ", 1);
    assert_eq!(board_error(&bad), (1, 4, BoardProblem::NotACard));
    let late = format!("{deal}Freecells: - - - -\n");
    assert_eq!(board_error(&late), (9, 1, BoardProblem::MisplacedHeader));
    let nine_cells = format!("Freecells: - - - - - - - - -\n{deal}");
    assert_eq!(
        board_error(&nine_cells),
        (1, 28, BoardProblem::TooManyFreeCells)
    );
    let eleven: String = format!("{deal}:\n:\n  :\n");
    assert_eq!(board_error(&eleven), (11, 3, BoardProblem::TooManyCascades));
    let found = format!("Foundations: H-X\n{deal}");
    assert_eq!(board_error(&found), (1, 14, BoardProblem::BadFoundation));
    // A foundation claiming a card that is also on the board: named where
    // the card is seen the second time.
    let twice = format!("Foundations: H-A\n{deal}");
    assert_eq!(
        board_error(&twice),
        (2, 1, BoardProblem::DuplicateCard(card("AH")))
    );
    // A suit given twice is refused, not overwritten.
    let repeated = format!("Foundations: H-A H-0\n{deal}");
    assert_eq!(
        board_error(&repeated),
        (1, 18, BoardProblem::RepeatedSuit(Suit::Hearts))
    );
    assert_eq!(board_error(""), (1, 1, BoardProblem::NoCascade));
    assert_eq!(
        board_error("\n\nFreecells: - -\n"),
        (3, 15, BoardProblem::NoCascade)
    );
    // The message names the place.
    let message = "Foundations: H-A H-0\n"
        .parse::<Position>()
        .unwrap_err()
        .to_string();
    assert!(message.starts_with("line 1, column 18:"), "{message}");
}

#[test]
fn board_text_reads_freecell_solver_output_style() {
    // Freecell Solver's own state lines start with ":" and write 10 for ten.
    let p = Position::microsoft_deal(1).unwrap();
    let fcs: String = p
        .to_string()
        .lines()
        .map(|l| format!(": {}\n", l.replace('T', "10")))
        .collect();
    let text = format!("Foundations: H-0 C-0 D-0 S-0\nFreecells:  -  -  -  -\n{fcs}");
    assert_eq!(text.parse::<Position>().unwrap(), p);
}

#[test]
fn bakers_game_builds_in_suit() {
    let p = build_with(
        [0; 4],
        &["-"; 4],
        &["KD 9S", "TS", "TH", "KH"],
        0,
        Building::SameSuit,
    );
    assert_eq!(p.check(Move::single(C(0), C(1))), Ok(()));
    assert!(matches!(
        p.check(Move::single(C(0), C(2))),
        Err(IllegalMove::DoesNotFit { .. })
    ));
    let text = p.to_string();
    assert_eq!(Position::parse_with(&text, Building::SameSuit).unwrap(), p);
}

#[test]
fn won_position() {
    let mut p = build([13, 13, 13, 12], &["-"; 4], &["KS"], 0);
    assert!(!p.is_won());
    p.apply(Move::single(C(0), Location::Foundation(suit("KS"))))
        .unwrap();
    assert!(p.is_won());
    assert_eq!(p.cards_home(), 52);
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.to_string(), "Foundations: H-K C-K D-K S-K\n:\n");
    assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
}
