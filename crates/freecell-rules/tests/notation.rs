//! Standard notation as Freecell Solver writes it: `vX` counts are hexadecimal,
//! checked against fc-solve's own solutions (stored, so the tool is not needed)
//! and against a naive reading of the notation.

use freecell_rules::{FreecellError, Location, Move, MoveText, NotationPlace, Position};
use proptest::prelude::*;

#[test]
fn counts_are_hexadecimal_both_ways() {
    let m: MoveText = "83vc".parse().unwrap();
    assert_eq!(
        (m.from, m.to, m.count),
        (
            NotationPlace::Cascade(7),
            NotationPlace::Cascade(2),
            Some(12)
        )
    );
    assert_eq!("83vC".parse::<MoveText>(), Ok(m));
    assert_eq!(m.to_string(), "83vc");
    assert_eq!("41vb".parse::<MoveText>().unwrap().count, Some(11));
    assert_eq!("12vd".parse::<MoveText>().unwrap().count, Some(13));
    assert_eq!("12va".parse::<MoveText>().unwrap().count, Some(10));
    assert_eq!("12v9".parse::<MoveText>().unwrap().count, Some(9));
    let eleven = Move::new(Location::Cascade(3), Location::Cascade(0), 11);
    assert_eq!(eleven.to_string(), "41vb");
}

#[test]
fn a_decimal_count_from_an_old_save_is_named_not_guessed() {
    for (text, cards) in [("41v10", 10), ("41v11", 11), ("41v12", 12), ("41v13", 13)] {
        assert_eq!(
            text.parse::<MoveText>(),
            Err(FreecellError::DecimalCount { cards }),
            "{text}"
        );
    }
    let mut p = Position::microsoft_deal(1).unwrap();
    assert_eq!(
        p.replay(["1a", "41v11"]),
        Err(FreecellError::DecimalCountAt {
            index: 1,
            cards: 11
        })
    );
    let message = FreecellError::DecimalCount { cards: 11 }.to_string();
    assert!(
        message.contains("v11") && message.contains("vb"),
        "{message}"
    );
}

#[test]
fn counts_no_run_can_have_are_not_notation() {
    for bad in [
        "58v0", "58ve", "58vf", "58v14", "58v1a", "58v00", "58v01", "58v", "58vg", "58v-1",
        "58v+1", "5av2", "a5v1",
    ] {
        assert_eq!(
            bad.parse::<MoveText>(),
            Err(FreecellError::BadNotation),
            "{bad}"
        );
    }
}

/// The moves of `line` after its deal number.
fn solutions() -> Vec<(u64, Vec<&'static str>)> {
    include_str!("data/fc_solve_solutions.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let mut tokens = line.split_whitespace();
            let n = tokens.next().unwrap().parse().unwrap();
            (n, tokens.collect())
        })
        .collect()
}

#[test]
fn freecell_solver_solutions_with_hexadecimal_counts_replay_to_a_win() {
    let mut hex_counts = 0;
    for (n, moves) in solutions() {
        let mut p = Position::microsoft_deal(n).unwrap();
        p.replay(&moves).unwrap_or_else(|e| panic!("deal {n}: {e}"));
        assert!(p.is_won(), "deal {n}");
        hex_counts += moves
            .iter()
            .filter(|m| m.len() == 4 && (b'a'..=b'd').contains(&m.as_bytes()[3]))
            .count();
    }
    // The stored solutions include counts of ten and more (`va` .. `vd`).
    assert!(hex_counts >= 4, "{hex_counts}");
}

#[test]
fn our_notation_of_freecell_solver_moves_is_theirs_or_shorter() {
    // Reading their text and writing ours names the same move, and where we write
    // a count it is their hexadecimal one.
    for (n, moves) in solutions() {
        let mut p = Position::microsoft_deal(n).unwrap();
        for text in moves {
            let mv = p.parse_move(text).unwrap();
            let ours = p.notation(mv);
            assert_eq!(p.resolve(ours), mv, "deal {n} {text}");
            if ours.count.is_some() && text.contains('v') {
                assert_eq!(ours.to_string(), text, "deal {n}");
            }
            p.apply(mv).unwrap();
        }
    }
}

/// A naive reader of the count: the digits after `v` as hexadecimal.
fn naive_count(text: &str) -> Option<u32> {
    let (_, digits) = text.split_once('v')?;
    u32::from_str_radix(digits, 16).ok()
}

proptest! {
    #[test]
    fn every_count_writes_one_hex_digit_and_reads_back(
        from in 0u8..10, to in 0u8..10, count in 1u8..=13,
    ) {
        prop_assume!(from != to);
        let m = MoveText { from: NotationPlace::Cascade(from), to: NotationPlace::Cascade(to), count: Some(count) };
        let text = m.to_string();
        prop_assert_eq!(text.len(), 4);
        prop_assert_eq!(naive_count(&text), Some(u32::from(count)));
        prop_assert_eq!(text.parse::<MoveText>(), Ok(m));
        prop_assert_eq!(text.to_uppercase().parse::<MoveText>(), Ok(m));
    }

    #[test]
    fn any_text_reads_as_the_naive_hex_count_or_is_refused(text in "[0-9a-i]{2}[vV][0-9a-zA-Z]{0,3}") {
        match text.parse::<MoveText>() {
            Ok(m) => prop_assert_eq!(m.count.map(u32::from), naive_count(&text.to_lowercase())),
            Err(FreecellError::DecimalCount { cards }) => {
                prop_assert_eq!(text[3..].parse::<u8>().ok(), Some(cards));
                prop_assert!((10..=13).contains(&cards));
            }
            Err(e) => {
                prop_assert_eq!(e, FreecellError::BadNotation);
                // Refused only where no one-digit count of a run is written.
                let digits = &text[3..];
                let one_run_digit = digits.len() == 1
                    && u32::from_str_radix(digits, 16).is_ok_and(|n| (1..=13).contains(&n));
                let between_cascades = text.as_bytes()[..2].iter().all(u8::is_ascii_digit)
                    && text.as_bytes()[0] != text.as_bytes()[1];
                prop_assert!(!(one_run_digit && between_cascades), "{}", text);
            }
        }
    }
}

/// The old name of `NotationPlace` still names it for one release.
#[test]
#[allow(deprecated)]
fn place_is_the_old_name_of_notation_place() {
    let old: freecell_rules::Place = NotationPlace::Foundation;
    assert_eq!(old, NotationPlace::Foundation);
}
