//! `bubble_shooter play` scripted through stdin: a whole game ends with the score and
//! shot count of the example's own rules for the same angles.

use crate::common;

use banmen_examples::bubble::session;
use common::{last_line_starting, played, run, stdout};
use session::Session;

/// A spread of angles, the same on every run.
fn angle(i: u32) -> u32 {
    40 + (i * 37) % 100
}

#[test]
fn a_whole_game_ends_with_the_rules_score() {
    for seed in [2, 5] {
        let mut game = Session::new(seed);
        let mut script = String::new();
        let mut popped = 0;
        for i in 0.. {
            if game.game.over || game.game.cleared() {
                break;
            }
            assert!(i < 1000, "the game ends");
            let a = angle(i);
            script += &format!("fire {a}\n");
            popped += game.fire(f64::from(a)).shot.popped.len();
        }
        assert!(
            popped > 0,
            "the script pops something, so the score is not 0"
        );
        // Bad lines on the way change nothing.
        let script = format!("aim 500\nfly\nleft\nright\n{script}");
        let text = played(
            "bubble_shooter",
            &["play", "--seed", &seed.to_string()],
            &script,
        );
        let end = if game.game.cleared() {
            "board cleared"
        } else {
            "a bubble reached the last row: game over"
        };
        assert_eq!(
            last_line_starting(&text, end),
            format!(
                "{end}: score {} after {} shots (level 1)",
                game.game.score, game.game.shots
            )
        );
        assert!(text.contains("aim angle: expected a number in 10 ..= 170, got \"500\""));
        assert!(text.contains("unknown command \"fly\""));
        assert!(text.contains("the ceiling comes down a row"));
    }
}

#[test]
fn the_screen_shows_the_path_the_pops_and_the_falls() {
    // Fire until a shot pops something; the board printed after it marks each popped
    // bubble x and each fallen one v.
    let mut game = Session::new(2);
    let mut script = String::new();
    let (popped, dropped) = (0..)
        .find_map(|i| {
            script += &format!("fire {}\n", angle(i));
            let shot = game.fire(f64::from(angle(i))).shot;
            (!shot.popped.is_empty()).then_some((shot.popped.len(), shot.dropped.len()))
        })
        .unwrap();
    let out = run("bubble_shooter", &["play", "--seed", "2"], &script);
    let text = stdout(&out);
    assert!(text.contains("aim 90 degrees, 90 straight up"), "{text}");
    let mut lines = text
        .lines()
        .skip_while(|l| !l.contains(&format!("popped {popped}, dropped {dropped}")));
    assert!(
        lines.next().is_some(),
        "the popping shot is reported:\n{text}"
    );
    let board: String = lines
        .take_while(|l| l.chars().all(|c| " RGBYxv.".contains(c)))
        .collect();
    assert_eq!(board.matches('x').count(), popped, "{text}");
    assert_eq!(board.matches('v').count(), dropped, "{text}");
}

#[test]
fn the_end_of_input_mid_game_stops_cleanly() {
    let mut game = Session::new(7);
    game.fire(90.0);
    let text = played("bubble_shooter", &["play", "--seed", "7"], "fire 90\n");
    assert!(
        text.ends_with(&format!(
            "stopped: score {} after 1 shot (level 1)\n",
            game.game.score
        )),
        "{}",
        text
    );
}

#[test]
fn the_aim_guide_stops_at_the_first_bounce() {
    // A shallow shot to the right meets the right wall low on the board: the guide
    // climbs to the right and never comes back left.
    let text = played("bubble_shooter", &["play", "--seed", "2"], "aim 20\n");
    let after = text.split("> aim 20\n").nth(1).expect("the aimed screen");
    let stars: Vec<usize> = after
        .lines()
        .take_while(|l| !l.contains("next"))
        .filter_map(|l| l.find('*'))
        .collect();
    assert!(stars.len() >= 2, "{after}");
    // Lines run top to bottom: from the bottom up, each star is right of the last.
    assert!(stars.windows(2).all(|w| w[0] >= w[1]), "{stars:?}\n{after}");
}

#[test]
fn swapping_loads_the_next_bubble() {
    let mut game = Session::new(5);
    let (loaded, next) = (game.next, game.on_deck);
    game.swap();
    assert_eq!((game.next, game.on_deck), (next, loaded));
    game.fire(70.0);
    let text = played(
        "bubble_shooter",
        &["play", "--seed", "5"],
        "swap\nfire 70\n",
    );
    assert!(text.contains("swapped: "), "{text}");
    assert!(
        text.ends_with(&format!(
            "stopped: score {} after 1 shot (level 1)\n",
            game.game.score
        )),
        "{text}"
    );
}

#[test]
fn each_level_starts_fuller_and_brings_the_ceiling_down_sooner() {
    for (level, rows, every) in [(1, 5, 6), (2, 6, 5), (3, 7, 4), (4, 8, 3), (9, 8, 3)] {
        let game = Session::at_level(11, level);
        let filled = (0..session::ROWS)
            .filter(|&r| {
                game.game.board.as_slice()[r * session::COLS..(r + 1) * session::COLS]
                    .iter()
                    .all(Option::is_some)
            })
            .count();
        assert_eq!(filled, rows, "level {level}");
        assert_eq!(game.shots_to_push(), every, "level {level}");
    }
}

/// A scratch data folder for one test.
fn data_dir(test: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("banmen-bubble-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A finished game goes on the high-score list; `--no-scores` and
/// `BANMEN_NO_SCORES` keep the file as it was.
#[test]
fn a_finished_game_is_a_high_score_unless_scores_are_off() {
    let dir = data_dir("record");
    let data = dir.to_str().unwrap();
    let file = dir.join("banmen/bubble-scores.txt");
    // Straight up until the game ends (seed 2: game over after 8 shots, 30 points).
    let script = "fire 90\n".repeat(40);
    let env = [("XDG_DATA_HOME", data), ("HOME", "/nonexistent")];
    let out = common::run_with("bubble_shooter", &["play", "--seed", "2"], &script, &env);
    let text = stdout(&out);
    assert!(
        text.contains("a high score: number 1 of the best 10 (b shows them)"),
        "{text}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "30\t2\t8\t1\n");
    // Off by the flag, then by the variable: no line about scores, the file as it was.
    for (args, env) in [
        (vec!["play", "--seed", "2", "--no-scores"], env.to_vec()),
        (
            vec!["play", "--seed", "2"],
            [env.as_slice(), &[("BANMEN_NO_SCORES", "1")]].concat(),
        ),
    ] {
        let out = common::run_with("bubble_shooter", &args, &script, &env);
        let text = stdout(&out);
        assert!(text.contains("game over: score 30"), "{text}");
        assert!(!text.contains("high score"), "{text}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "30\t2\t8\t1\n");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The store keeps the ten best, best first, an equal score after the earlier one,
/// and every line that is not a score.
#[test]
fn the_score_file_keeps_the_ten_best_and_the_lines_it_cannot_read() {
    use banmen_examples::bubble::scores::{self, Score};
    let dir = data_dir("store");
    let path = dir.join("bubble-scores.txt");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        &path,
        b"a hand-written note\n\xff\xfe\n50\t1\t2\t1\textra\n",
    )
    .unwrap();
    let score = |points, seed| Score {
        points,
        seed,
        shots: 3,
        level: 1,
    };
    // An oracle: every score so far, sorted by points (stable: earlier first).
    let mut all: Vec<Score> = Vec::new();
    for (k, points) in [40, 10, 40, 90, 0, 70, 40, 20, 80, 60, 30, 40, 5]
        .iter()
        .enumerate()
    {
        let s = score(*points, k as u64);
        let (place, list) = scores::record(&path, s).unwrap();
        all.push(s);
        all.sort_by_key(|s| std::cmp::Reverse(s.points));
        let best: Vec<Score> = all.iter().copied().take(scores::KEEP).collect();
        let want = best.iter().position(|b| *b == s).map(|i| i + 1);
        assert_eq!(place, want, "{s:?}");
        assert_eq!(list, best, "{s:?}");
        assert_eq!(scores::best(&path).unwrap(), best);
    }
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.starts_with(b"a hand-written note\n\xff\xfe\n50\t1\t2\t1\textra\n"));
    // A path that is not a regular file: an error, nothing written.
    assert!(scores::record(&dir, score(1, 1)).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}
