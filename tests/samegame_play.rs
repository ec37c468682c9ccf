//! `samegame play` scripted through stdin: the printed score is the library's for the
//! same moves, bad input gets one line and the game goes on.

use crate::common;

use std::path::PathBuf;
use std::time::Duration;

use banmen::samegame_board::{Game, Rules, Scoring};
use banmen_examples::samegame::scores::{self, Score};
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
        let mut game = Game::from_seed(6, 5, 3, seed, rules).unwrap();
        let script = largest_first(&mut game);
        assert!(game.is_over());
        let seed_text = seed.to_string();
        let mut args = BOARD_3.to_vec();
        args[2] = &seed_text;
        args.extend(["--rules", name]);
        let text = played("samegame", &args, &script);
        // The last removal is told with the end of the game it brought, and what
        // the player can do next.
        let last = &text[text.rfind("> remove").expect("a removal")..];
        assert!(last.contains("\nremoved "), "{last}");
        assert!(last.contains("\ngame over score: "), "{last}");
        assert!(last.contains("retry, new, undo, scores or quit"), "{last}");
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
            last_line_starting(&text, "left per colour: "),
            format!("left per colour: {}", left.join(" "))
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
    let game = Game::from_seed(6, 5, 3, 3, Rules::CLASSIC).unwrap();
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
            "cursor {}: {} tiles of colour {}, +{points}",
            m.cell,
            m.size,
            m.color.get()
        )),
        "{text}"
    );
}

#[test]
fn bad_input_gets_one_line_and_the_game_goes_on() {
    let mut game = Game::from_seed(6, 5, 3, 3, Rules::CLASSIC).unwrap();
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
    if let Some(c) = single {
        // One coordinate form, the cursor's (x,y), in the status and the problem.
        let problem = format!("cannot remove: the tile at {c} has no neighbour");
        assert!(text.contains(&problem), "{text}");
        assert!(!text.contains(", 0)") && !text.contains("(0,"), "{text}");
    }
    assert_eq!(
        last_line_starting(&text, "final score: "),
        final_line(&game)
    );
}

#[test]
fn the_end_of_input_mid_game_exits_cleanly() {
    let game = Game::from_seed(6, 5, 3, 3, Rules::CLASSIC).unwrap();
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
    let game = Game::from_seed(6, 5, 3, 3, Rules::CLASSIC).unwrap();
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
    let mut game = Game::from_seed(6, 5, 3, 3, Rules::CLASSIC).unwrap();
    let script = largest_first(&mut game);
    let env = [("XDG_DATA_HOME", data), ("HOME", "/nonexistent")];
    let out = common::run_with("samegame", BOARD_3, &script, &env);
    let text = stdout(&out);
    assert!(
        text.contains("high score: place 1 (s shows the list)"),
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

/// A fresh folder for one test's score file.
fn score_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("banmen-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `f` on a thread of its own, or `None` if it has not answered after `seconds`
/// (a save that hangs fails the test instead of stopping it).
fn within<T: Send + 'static>(seconds: u64, f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(f());
    });
    receive.recv_timeout(Duration::from_secs(seconds)).ok()
}

fn score(table: &str, points: i64) -> Score {
    Score {
        table: table.into(),
        points,
        seed: 1,
        moves: 2,
    }
}

/// The lines of a file as bytes, without their newlines.
fn byte_lines(bytes: &[u8]) -> Vec<Vec<u8>> {
    bytes
        .split(|&b| b == b'\n')
        .filter(|l| !l.is_empty())
        .map(<[u8]>::to_vec)
        .collect()
}

#[test]
fn a_save_keeps_every_line_it_cannot_read() {
    let dir = score_dir("unreadable");
    let file = dir.join("scores.txt");
    let mut old: Vec<Vec<u8>> = (0..23)
        .map(|i| format!("{}x5, 3 colours, classic\t{}\t{i}\t4", 5 + i % 4, 100 + i).into_bytes())
        .collect();
    // A Latin-1 byte, a hand edit, and a newer version's extra field on a score of the
    // table the new score goes to.
    old.insert(7, b"caf\xe9 \xb5\t12\t1\t1".to_vec());
    old.push(b"not a score".to_vec());
    old.push(b"9x9, 2 colours, classic\t50\t8\t3\textra".to_vec());
    let text: Vec<u8> = old
        .iter()
        .flat_map(|l| l.iter().copied().chain([b'\n']))
        .collect();
    std::fs::write(&file, &text).unwrap();
    let place = scores::record(&file, score("9x9, 2 colours, classic", 70)).unwrap();
    assert_eq!(place, Some(1));
    let after = byte_lines(&std::fs::read(&file).unwrap());
    for line in &old {
        assert!(
            after.contains(line),
            "lost {:?}",
            String::from_utf8_lossy(line)
        );
    }
    assert_eq!(after.len(), old.len() + 1);
    let best = scores::best(&file, "9x9, 2 colours, classic");
    assert_eq!(best.iter().map(|s| s.points).collect::<Vec<_>>(), [70, 50]);
    // Nothing but the score file is left in its folder.
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_full_table_keeps_its_best_ten_and_the_others_stay_as_they_were() {
    let dir = score_dir("full");
    let file = dir.join("scores.txt");
    let mut text = String::from("other\t5\t1\t1\n");
    for points in 1..=10 {
        text.push_str(&format!("mine\t{points}\t{points}\t1\n"));
    }
    text.push_str("last\t1\t1\t1\n");
    std::fs::write(&file, &text).unwrap();
    // Not on the list: the file is not touched.
    assert_eq!(scores::record(&file, score("mine", 0)).unwrap(), None);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    // Third: the lowest falls off, the table stays where it was.
    assert_eq!(scores::record(&file, score("mine", 9)).unwrap(), Some(3));
    let after = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = after.lines().collect();
    assert_eq!(lines.len(), 12);
    assert_eq!(lines[0], "other\t5\t1\t1");
    assert_eq!(lines[1], "mine\t10\t10\t1");
    assert_eq!(lines[3], "mine\t9\t1\t2");
    assert_eq!(lines[11], "last\t1\t1\t1");
    assert!(!after.contains("mine\t1\t1\t1"), "{after}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// 200,000 tables of one score each: about 8 MB.
fn many_tables(file: &std::path::Path) -> usize {
    let text: String = (0..200_000)
        .map(|i| format!("{}x7, 3 colours, classic {i}\t{i}\t1\t5\n", 3 + i % 60))
        .collect();
    std::fs::write(file, &text).unwrap();
    200_000
}

#[test]
fn saving_is_linear_in_the_file() {
    let dir = score_dir("linear");
    let file = dir.join("scores.txt");
    let tables = many_tables(&file);
    let path = file.clone();
    let saved = within(20, move || scores::record(&path, score("new table", 3)));
    assert_eq!(saved.expect("saved within 20 s"), Ok(Some(1)));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap().lines().count(),
        tables + 1
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_tiny_board_cleared_ends_the_game_at_once_with_a_big_score_file() {
    let dir = score_dir("tiny");
    std::fs::create_dir_all(dir.join("banmen")).unwrap();
    many_tables(&dir.join("banmen/samegame-scores.txt"));
    let data = dir.to_str().unwrap();
    let args = ["play", "--width", "2", "--height", "1", "--colours", "1"];
    let env = [("XDG_DATA_HOME", data), ("HOME", "/nonexistent")];
    let out = common::run_within(30, "samegame", &args, "remove\n", &env)
        .expect("the game ends within 30 s");
    let text = stdout(&out);
    assert!(text.contains("game over score: 1"), "{text}");
    assert!(
        text.contains("high score: place 1 (s shows the list)"),
        "{text}"
    );
    assert!(text.ends_with("final score: 1 (1 move)\n"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn what_is_not_a_regular_file_is_refused_without_waiting() {
    let dir = score_dir("fifo");
    let fifo = dir.join("scores.txt");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let path = fifo.clone();
    let saved = within(10, move || scores::record(&path, score("t", 1))).expect("no wait");
    assert!(saved.unwrap_err().contains("is not a regular file"));
    let path = fifo.clone();
    assert_eq!(
        within(10, move || scores::best(&path, "t")).expect("no wait"),
        []
    );
    // A folder in its place is refused too, and left as it was.
    let folder = dir.join("folder");
    std::fs::create_dir(&folder).unwrap();
    let saved = scores::record(&folder, score("t", 1));
    assert!(saved.unwrap_err().contains("is not a regular file"));
    assert!(folder.is_dir());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn too_big_a_file_is_left_alone() {
    let dir = score_dir("big");
    let file = dir.join("scores.txt");
    let big = std::fs::File::create(&file).unwrap();
    big.set_len(scores::MAX_FILE_BYTES + 1).unwrap();
    drop(big);
    let saved = scores::record(&file, score("t", 1));
    assert!(saved.unwrap_err().contains("more than"), "refused");
    assert_eq!(
        std::fs::metadata(&file).unwrap().len(),
        scores::MAX_FILE_BYTES + 1
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_second_retry_is_no_second_undo_step() {
    let game = Game::from_seed(6, 5, 3, 3, Rules::CLASSIC).unwrap();
    let m = game.board().moves()[0];
    let script = format!(
        "move {} {}\nremove\nretry\nretry\nundo\n",
        m.cell.x, m.cell.y
    );
    let text = played("samegame", BOARD_3, &script);
    assert_mentions(
        &text,
        &["this board is at its start already", "took back the retry"],
    );
    // One undo takes back the one retry: the removal is on the board again.
    let points = (m.size as i64 - 1).pow(2);
    assert_eq!(
        last_line_starting(&text, "final score: "),
        format!("final score: {points} (1 move)")
    );
}
