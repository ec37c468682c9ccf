//! `freecell play` scripted through stdin: a whole game by taps ends with the move
//! count the library counts for the same moves; bad input gets one line.

use crate::common;

use banmen::freecell_rules::solver::{Outcome, Solver};
use banmen::freecell_rules::{AutoMove, Game, Location, Move, Position, Tap};
use common::{assert_mentions, last_line_starting, played, run, stdout};

/// The line that plays `mv`: a tap when one makes it, else the move's notation.
fn line_for(position: &Position, mv: Move) -> String {
    let mut taps = Vec::new();
    match mv.from {
        Location::Cascade(c) => {
            let len = position.cascade_len(usize::from(c));
            let count = usize::from(mv.count);
            let tap = Tap::Cascade {
                cascade: c,
                card: (len - count) as u8,
            };
            let line = if count == 1 {
                format!("tap {}", c + 1)
            } else {
                format!("tap {} {count}", c + 1)
            };
            taps.push((tap, line));
        }
        Location::FreeCell(i) => {
            taps.push((Tap::FreeCell(i), format!("tap {}", char::from(b'a' + i))))
        }
        Location::Foundation(_) => {}
    }
    if let Location::Foundation(s) = mv.to {
        taps.push((Tap::Foundation(Some(s)), format!("tap h {}", s.letter())));
    }
    taps.into_iter()
        .find(|(t, _)| position.tap_move(*t) == Some(mv))
        .map_or_else(
            || format!("move {}", position.notation(mv)),
            |(_, line)| line,
        )
}

/// A winning script for deal `n` under `rule`, and the library's game after it.
/// The solver searches with the same auto-move rule, so the foundation moves the
/// game makes by itself are the ones its plan lists next; those are not typed.
fn winning_script(n: u64, rule: AutoMove) -> (String, Game) {
    let mut game = Game::new(Position::microsoft_deal(n).unwrap(), rule);
    let Outcome::Solved(plan) = Solver::default()
        .with_auto_move(rule)
        .solve(game.position())
    else {
        panic!("deal {n} is solvable");
    };
    let mut expected = *game.position();
    let mut script = String::new();
    for (i, mv) in plan.into_iter().enumerate() {
        if expected == *game.position() {
            script += &line_for(game.position(), mv);
            script.push('\n');
            game.play(mv).unwrap();
            if i == 3 {
                // Take a move back and play it again: nothing changes.
                script += "undo\nredo\n";
            }
        }
        expected.apply(mv).unwrap();
    }
    assert!(game.is_won());
    (script, game)
}

#[test]
fn a_whole_game_by_taps_counts_the_library_moves() {
    for (n, rule, name) in [
        (1, AutoMove::Microsoft, "microsoft"),
        (617, AutoMove::Horne, "horne"),
        (5, AutoMove::None, "none"),
    ] {
        let (script, game) = winning_script(n, rule);
        let taps = script.lines().filter(|l| l.starts_with("tap ")).count();
        assert!(taps * 2 > game.turns(), "most moves are taps:\n{script}");
        let text = played(
            "freecell",
            &["play", &n.to_string(), "--auto", name],
            &script,
        );
        assert_eq!(
            last_line_starting(&text, "won in "),
            format!("won in {} moves", game.turns()),
            "deal {n}"
        );
    }
}

#[test]
fn a_hint_is_the_solvers_next_move() {
    let start = Game::new(Position::microsoft_deal(1).unwrap(), AutoMove::Microsoft);
    let Outcome::Solved(plan) = Solver::default()
        .with_auto_move(AutoMove::Microsoft)
        .solve(start.position())
    else {
        panic!("deal 1 is solvable")
    };
    let out = run("freecell", &["play", "1"], "hint\n");
    let text = stdout(&out);
    let hint = last_line_starting(&text, "hint: ");
    assert!(
        hint.starts_with(&format!("hint: {} ", start.position().notation(plan[0]))),
        "{hint}"
    );
}

#[test]
fn solve_plays_the_game_out_and_counts_its_moves() {
    let out = run("freecell", &["play", "1"], "tap 1\nsolve\n");
    let text = stdout(&out);
    let played = text.matches("solver: ").count();
    assert_eq!(
        last_line_starting(&text, "won in "),
        format!("won in {} moves", played + 1)
    );
}

#[test]
fn bad_input_gets_one_line_and_the_game_goes_on() {
    let script = "tap 9\ntap z\ntap 1 20\ntap\nfly\nmove 1h\nmove\nundo\nredo\ntap h X\ntap 1\n";
    let text = played("freecell", &["play", "1"], script);
    assert_mentions(
        &text,
        &[
            "tap cascade: expected a number in 1 ..= 8, got \"9\"",
            "tap cascade: expected a number in 1 ..= 8, got \"z\"",
            "tap cards: expected a number in 1 ..= 13, got \"20\"",
            "tap: which card?",
            "unknown command \"fly\"",
            "move: illegal move 1h",
            "move: which move?",
            "nothing to undo",
            "nothing to redo",
            "\"X\" is not a suit",
            "tap 1: 6S 1a",
        ],
    );
    // The input ended mid-game: a clean stop with the count so far.
    assert!(
        text.ends_with("stopped after 1 move, 0 cards home\n"),
        "{text}"
    );
}

#[test]
fn restart_new_deal_and_the_hint_on_11982() {
    let text = played("freecell", &["play", "1"], "tap 1\ntap 2\nrestart\nredo\n");
    assert_mentions(
        &text,
        &["back to the start: took back 2 moves", "played it again"],
    );
    assert!(
        text.ends_with("stopped after 1 move, 0 cards home\n"),
        "{text}"
    );
    let text = played("freecell", &["play", "1"], "tap 1\nnew 11982\nhint\n");
    assert_mentions(
        &text,
        &[
            "deal 11982, 0 moves",
            "hint: deal 11982 cannot be won from the start",
        ],
    );
    // Nothing to undo there, so the hint does not say to undo.
    assert!(!text.contains("u takes moves back"), "{text}");
}

#[test]
fn every_hint_along_a_won_game_names_keys() {
    let (script, _) = winning_script(1, AutoMove::Microsoft);
    let hinted: String = script.lines().map(|l| format!("hint\n{l}\n")).collect();
    let text = played("freecell", &["play", "1"], &hinted);
    let hints: Vec<&str> = text.lines().filter(|l| l.contains("hint: ")).collect();
    assert!(hints.len() > 20, "{text}");
    for hint in hints {
        assert!(hint.contains("; keys "), "{hint}");
    }
}

#[test]
fn statistics_count_wins_losses_and_the_streak_per_deal() {
    let dir = std::env::temp_dir().join(format!("banmen-freecell-stats-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.to_str().unwrap();
    let env = [("XDG_DATA_HOME", data), ("HOME", "/nonexistent")];
    let play =
        |args: &[&str], script: &str| stdout(&common::run_with("freecell", args, script, &env));
    let won = play(&["play", "1"], "solve\n");
    assert!(
        won.contains("deal 1: won 1, lost 0; 1 in a row (best 1)"),
        "{won}"
    );
    let again = play(&["play", "1"], "solve\n");
    assert!(
        again.contains("deal 1: won 2, lost 0; 2 in a row (best 2)"),
        "{again}"
    );
    // Left with a move played: lost, and the run of wins ends.
    let lost = play(&["play", "5"], "tap 1\nquit\n");
    assert!(
        lost.contains("deal 5: won 0, lost 1; 0 in a row (best 2)"),
        "{lost}"
    );
    // A game left with no move played is not counted; a line the file cannot read
    // is kept.
    let file = dir.join("banmen/freecell-stats.txt");
    let mut text = std::fs::read(&file).unwrap();
    text.extend_from_slice(b"caf\xe9\n");
    std::fs::write(&file, &text).unwrap();
    play(&["play", "7"], "quit\n");
    let after = std::fs::read(&file).unwrap();
    assert_eq!(after, text);
    let lost = play(&["play", "1"], "tap 1\nnew 2\nquit\n");
    assert!(
        lost.contains("deal 1: won 2, lost 1; 0 in a row (best 2)"),
        "{lost}"
    );
    let after = std::fs::read(&file).unwrap();
    assert!(after.windows(5).any(|w| w == b"caf\xe9\n"), "{after:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
