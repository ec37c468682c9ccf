//! `samegame play` scripted through stdin: the printed score is the library's for the
//! same moves, bad input gets one line and the game goes on.

mod common;

use banmen::samegame_board::{Game, Rules, Scoring};
use common::{assert_mentions, last_line_starting, played, run, stdout};

/// `samegame play` on the 6 x 5, 3-colour board of seed 3 (the test boards).
const BOARD_3: &[&str] = &[
    "play",
    "--seed",
    "3",
    "--width",
    "6",
    "--height",
    "5",
    "--colours",
    "3",
];

/// The line the game prints last, from the library's game.
fn final_line(game: &Game) -> String {
    format!(
        "final score: {} ({} moves)",
        game.final_score(),
        game.history().len()
    )
}

/// Plays the largest group each turn on the library's game and writes the same
/// moves as `move X Y` / `remove` lines.
fn largest_first(game: &mut Game) -> String {
    let mut script = String::new();
    while let Some(m) = game.board().moves().into_iter().max_by_key(|m| m.size) {
        script += &format!("move {} {}\nremove\n", m.cell.x, m.cell.y);
        game.play(m.cell).expect("a listed move is legal");
    }
    script
}

#[test]
fn a_whole_game_scores_what_the_library_scores() {
    for (seed, rules, name) in [
        (3, Rules::CLASSIC, "classic"),
        (5, Rules::RESEARCH.with_end_penalty(), "research-penalty"),
        (8, Rules::RESEARCH, "research"),
    ] {
        let mut game = Game::random(6, 5, 3, seed, rules).unwrap();
        let script = largest_first(&mut game);
        assert!(game.is_over());
        let seed_text = seed.to_string();
        let mut args = BOARD_3.to_vec();
        args[2] = &seed_text;
        args.extend(["--rules", name]);
        let text = played("samegame", &args, &script);
        assert!(text.contains("game over."), "{text}");
        // The last removal is told before the end of the game it brought.
        let last_removal = text.rfind("removed ").expect("a removal");
        assert!(last_removal < text.rfind("game over.").unwrap(), "{text}");
        assert_eq!(
            last_line_starting(&text, "final score: "),
            final_line(&game)
        );
        let left: Vec<String> = game
            .board()
            .remaining_all()
            .iter()
            .enumerate()
            .map(|(k, n)| format!("{}:{n}", k + 1))
            .collect();
        assert_eq!(
            last_line_starting(&text, "tiles left per colour: "),
            format!("tiles left per colour: {}", left.join(" "))
        );
        let end = rules.end_points(game.board().remaining_all());
        if game.board().is_cleared() {
            assert!(text.contains(&format!("clear bonus {end:+}")), "{text}");
        } else if end != 0 {
            assert!(text.contains(&format!("end penalty {end:+}")), "{text}");
        }
    }
}

#[test]
fn the_cursor_shows_the_group_and_its_points() {
    let game = Game::random(6, 5, 3, 3, Rules::CLASSIC).unwrap();
    let m = game
        .board()
        .moves()
        .into_iter()
        .max_by_key(|m| m.size)
        .unwrap();
    let out = run(
        "samegame",
        BOARD_3,
        &format!("move {} {}\n", m.cell.x, m.cell.y),
    );
    let text = stdout(&out);
    let points = (m.size as i64 - 1).pow(2);
    assert!(
        text.contains(&format!(
            "cursor {}: {} tiles of colour {}, would score {points}",
            m.cell,
            m.size,
            m.colour.get()
        )),
        "{text}"
    );
}

#[test]
fn bad_input_gets_one_line_and_the_game_goes_on() {
    let mut game = Game::random(6, 5, 3, 3, Rules::CLASSIC).unwrap();
    let single = game
        .board()
        .cells()
        .map(|(c, _)| c)
        .find(|&c| game.board().group_at(c).is_some_and(|g| !g.is_removable()));
    let mut script = String::from("jump\nmove 99 0\nmove 0\nremove now\nundo\n");
    if let Some(c) = single {
        script += &format!("move {} {}\nremove\n", c.x, c.y);
    }
    // Walk the cursor off every edge: it stays on the board.
    script += &"left\n".repeat(10);
    script += &"down\n".repeat(10);
    // One move, undo, retry, then the whole game.
    let first = game.board().moves()[0].cell;
    script += &format!(
        "move {} {}\nremove\nundo\nremove\nretry\n",
        first.x, first.y
    );
    script += &largest_first(&mut game);
    let text = played("samegame", BOARD_3, &script);
    assert_mentions(
        &text,
        &[
            "unknown command \"jump\"",
            "move X: expected a number in 0 ..= 5, got \"99\"",
            "move Y: missing",
            "remove: unexpected \"now\"",
            "there is no move to undo",
            "cursor 0,0",
        ],
    );
    if single.is_some() {
        assert!(text.contains("cannot remove at"), "{text}");
    }
    assert_eq!(
        last_line_starting(&text, "final score: "),
        final_line(&game)
    );
}

#[test]
fn the_end_of_input_mid_game_exits_cleanly() {
    let game = Game::random(6, 5, 3, 3, Rules::CLASSIC).unwrap();
    let m = game.board().moves()[0];
    let text = played(
        "samegame",
        BOARD_3,
        &format!("move {} {}\nremove\n", m.cell.x, m.cell.y),
    );
    let points = (m.size as i64 - 1).pow(2);
    assert!(text.ends_with(&format!("final score: {points} (1 move)\n")));
}

#[test]
fn column_labels_stay_readable_past_ten() {
    let text = played(
        "samegame",
        &["play", "--width", "14", "--height", "3"],
        "quit\n",
    );
    // Each label under its column (the tile of column x is at 4 + 2x): the tens on
    // a line of their own.
    let tens = format!("\n{}1 1 1 1\n", " ".repeat(4 + 2 * 10));
    assert!(text.contains(&tens), "{text}");
    assert!(
        text.contains("\n    0 1 2 3 4 5 6 7 8 9 0 1 2 3\n"),
        "{text}"
    );
}

#[test]
fn undo_and_redo_take_back_a_retry_and_a_new_board() {
    let game = Game::random(6, 5, 3, 3, Rules::CLASSIC).unwrap();
    let m = game.board().moves()[0];
    let script = format!(
        "move {} {}\nremove\nretry\nundo\nnew\nundo\nredo\nundo\n",
        m.cell.x, m.cell.y
    );
    let text = played("samegame", BOARD_3, &script);
    assert_mentions(
        &text,
        &[
            "took back the retry",
            "took back the new board (seed 4)",
            "played again: the new board (seed 4)",
        ],
    );
    // Back on the first board with its one move.
    let points = (m.size as i64 - 1).pow(2);
    assert!(
        text.ends_with(&format!("final score: {points} (1 move)\n")),
        "{text}"
    );
}

#[test]
fn a_finished_game_goes_on_the_high_score_list_of_its_board_and_rules() {
    let dir = std::env::temp_dir().join(format!("banmen-scores-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.to_str().unwrap();
    let mut game = Game::random(6, 5, 3, 3, Rules::CLASSIC).unwrap();
    let script = largest_first(&mut game);
    let env = [("XDG_DATA_HOME", data), ("HOME", "/nonexistent")];
    let out = common::run_with("samegame", BOARD_3, &script, &env);
    let text = stdout(&out);
    assert!(
        text.contains("high score: place 1 for 6x5, 3 colours, classic"),
        "{text}"
    );
    let file = std::fs::read_to_string(dir.join("banmen/samegame-scores.txt")).unwrap();
    assert_eq!(
        file,
        format!(
            "6x5, 3 colours, classic\t{}\t3\t{}\n",
            game.final_score(),
            game.history().len()
        )
    );
    // The flag keeps the list as it is.
    let mut args = BOARD_3.to_vec();
    args.push("--no-scores");
    let out = common::run_with("samegame", &args, &script, &env);
    assert!(!stdout(&out).contains("high score"), "{}", stdout(&out));
    let again = std::fs::read_to_string(dir.join("banmen/samegame-scores.txt")).unwrap();
    assert_eq!(again, file);
    let _ = std::fs::remove_dir_all(&dir);
}
