//! The examples' shared input pieces: key decoding of raw terminal bytes, the
//! number checks of command lines and game commands, and the games' line readers.

use banmen_examples::bubble::line as bubble_line;
use banmen_examples::common as shared;
use banmen_examples::freecell::line as freecell_line;
use banmen_examples::maze::line as maze_line;
use banmen_examples::samegame::line as samegame_line;

use banmen::freecell_rules::{Suit, Tap};
use banmen::maze_gen::Direction;
use banmen::samegame_board::{Board, Cell, MAX_HEIGHT, MAX_WIDTH};
use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use shared::screen::{Frame, count, slice_visible, visible_width, wrap};
use shared::term::{Key, key_of};
use shared::words::{no_more, number_word, parse_number};

fn key(code: KeyCode, mods: KeyModifiers) -> Option<Key> {
    key_of(KeyEvent::new(code, mods))
}

#[test]
fn key_events_decode_to_keys() {
    let none = KeyModifiers::NONE;
    assert_eq!(key(KeyCode::Up, none), Some(Key::Up));
    assert_eq!(key(KeyCode::Char('q'), none), Some(Key::Char('q')));
    assert_eq!(key(KeyCode::Enter, none), Some(Key::Enter));
    assert_eq!(key(KeyCode::Esc, none), Some(Key::Esc));
    // Function keys and Ctrl-arrows are named, never a digit or a letter.
    assert_eq!(key(KeyCode::F(5), none), Some(Key::Other("F5".into())));
    assert_eq!(
        key(KeyCode::Right, KeyModifiers::CONTROL),
        Some(Key::Other("Ctrl-Right".into()))
    );
    assert_eq!(
        key(KeyCode::Left, KeyModifiers::SHIFT),
        Some(Key::Shift(Box::new(Key::Left)))
    );
    // Ctrl-C interrupts, Ctrl-D ends the input, Ctrl-Z suspends.
    let ctrl = KeyModifiers::CONTROL;
    assert_eq!(key(KeyCode::Char('c'), ctrl), Some(Key::Interrupt));
    assert_eq!(key(KeyCode::Char('d'), ctrl), Some(Key::EndOfInput));
    assert_eq!(key(KeyCode::Char('z'), ctrl), Some(Key::Suspend));
    // A quick Esc then q arrives as Alt-q: still q.
    assert_eq!(
        key(KeyCode::Char('q'), KeyModifiers::ALT),
        Some(Key::Char('q'))
    );
    // Releases (reported by some terminals) are not key presses.
    let mut release = KeyEvent::new(KeyCode::Char('q'), none);
    release.kind = KeyEventKind::Release;
    assert_eq!(key_of(release), None);
}

#[test]
fn screens_fit_the_window() {
    let frame = Frame {
        legend: "keys: a b c d e f g h i j k l m n o p q r s t u v w x y z".into(),
        short_legend: String::new(),
        top: vec!["status".into()],
        body: (0..30)
            .map(|i| format!("{i:>3} {}", "#".repeat(100)))
            .collect(),
        under: Vec::new(),
        margin: 0,
        focus: (90, 25),
        notes: vec!["note".into()],
        whole: false,
    };
    for (w, h) in [(80, 24), (50, 16), (120, 40)] {
        let lines = frame.fit(w, h, Some("problem"));
        assert!(lines.len() <= h, "{w}x{h}: {lines:?}");
        assert!(lines.iter().all(|l| visible_width(l) <= w), "{w}x{h}");
        // The status, the notes and the focused line stay in view.
        assert!(lines.contains(&"status".to_string()));
        assert_eq!(lines[lines.len() - 2..], ["note", "problem"]);
        assert!(
            lines
                .iter()
                .any(|l| l.contains(" 25 ") || l.starts_with("#"))
        );
    }
    let small = frame.fit(30, 10, None).join(" ");
    assert!(small.contains("window too small (30 x 10)"), "{small}");
    assert_eq!(wrap("aa bb cc", 5), ["aa bb", "cc"]);
    let painted = "\x1b[31mab\x1b[0mcd";
    assert_eq!(visible_width(painted), 4);
    // A cut line ends with a reset, so no colour runs on past it.
    assert_eq!(slice_visible(painted, 1, 2), "\x1b[31mb\x1b[0mc\x1b[0m");
}

#[test]
fn numbers_are_checked_against_their_range() {
    assert_eq!(parse_number("--width", "12", &(1..=64usize)), Ok(12));
    for bad in ["0", "65", "-1", "abc", "", "99999999999999999999999"] {
        let e = parse_number("--width", bad, &(1..=64usize)).unwrap_err();
        assert_eq!(
            e,
            format!("--width: expected a number in 1 ..= 64, got {bad:?}")
        );
    }
    for bad in ["nan", "inf", "-0.5", "1.5"] {
        assert!(
            parse_number("--braid", bad, &(0.0..=1.0f64)).is_err(),
            "{bad}"
        );
    }
    assert_eq!(parse_number("--braid", "0.25", &(0.0..=1.0f64)), Ok(0.25));
}

#[test]
fn command_words_are_checked() {
    let words = ["move", "3", "x"];
    assert_eq!(number_word(&words, 1, "X", 0..=4u8), Ok(3));
    assert_eq!(
        number_word(&words, 2, "Y", 0..=4u8),
        Err("move Y: expected a number in 0 ..= 4, got \"x\"".to_string())
    );
    assert_eq!(
        number_word(&words, 3, "Z", 0..=4u8),
        Err("move Z: missing".to_string())
    );
    assert_eq!(no_more(&words, 2), Ok(()));
    assert_eq!(
        no_more(&words, 1),
        Err("move: unexpected \"x\"".to_string())
    );
}

#[test]
fn the_too_small_notice_names_the_size_that_fits() {
    for whole in [false, true] {
        let frame = Frame {
            legend: "keys: q quits".into(),
            short_legend: String::new(),
            top: vec!["status".into()],
            body: (0..20).map(|i| format!("line {i}")).collect(),
            under: Vec::new(),
            margin: 0,
            focus: (0, 0),
            notes: vec!["note".into()],
            whole,
        };
        let notice = frame.fit(40, 5, None).join(" ");
        let size = notice
            .split("at least ")
            .nth(1)
            .and_then(|rest| rest.split(';').next())
            .expect("the notice names a size");
        let (w, h) = size.split_once(" x ").unwrap();
        let (w, h): (usize, usize) = (w.parse().unwrap(), h.parse().unwrap());
        // That size fits, one row less does not.
        assert!(!frame.fit(w, h, None).join(" ").contains("too small"));
        assert!(frame.fit(w, h - 1, None).join(" ").contains("too small"));
        // A board shown whole keeps two rows for notes, as many as it will get.
        assert_eq!(h, if whole { 24 } else { 7 }, "{notice}");
    }
}

#[test]
fn many_notes_keep_their_last_lines() {
    let frame = Frame {
        legend: "keys".into(),
        short_legend: String::new(),
        top: vec!["status".into()],
        body: (0..10).map(|i| format!("board {i}")).collect(),
        under: Vec::new(),
        margin: 0,
        focus: (0, 0),
        notes: (0..100).map(|i| format!("move {i}")).collect(),
        whole: false,
    };
    let lines = frame.fit(80, 24, None);
    assert_eq!(lines.len(), 24);
    assert_eq!(lines[lines.len() - 1], "move 99");
    // The whole board shows; the notes get the rows left.
    for i in 0..10 {
        assert!(lines.contains(&format!("board {i}")), "{lines:?}");
    }
    assert!(
        lines.iter().any(|l| l.ends_with("notes earlier)")),
        "{lines:?}"
    );
}

#[test]
fn the_lines_under_a_tall_board_stay_in_view() {
    let frame = Frame {
        legend: "keys".into(),
        short_legend: String::new(),
        top: vec!["status".into()],
        // Each line starts and ends with its number, so the one shown can be told.
        body: (0..40)
            .map(|i| format!("{i:>2}|{}{i:>2}", "o".repeat(60)))
            .collect(),
        under: vec![format!("  |{}", "x".repeat(62))],
        margin: 3,
        focus: (0, 0),
        notes: vec!["note".into()],
        whole: false,
    };
    for focus in [0, 20, 39] {
        let frame = Frame {
            focus: (64, focus),
            ..frame.clone()
        };
        let lines = frame.fit(40, 12, None);
        assert_eq!(lines.len(), 12, "{lines:?}");
        assert_eq!(lines[..2], ["keys", "status"]);
        // The board scrolls to its focused line and sideways to its last column,
        // its row labels kept; the labels under it stay right under it, scrolled
        // sideways as the board is.
        let board = &lines[2..10];
        let label = format!("{focus:>2}|");
        assert!(
            board
                .iter()
                .any(|l| l.starts_with(&label) && l.ends_with(&format!("o{focus:>2}"))),
            "{lines:?}"
        );
        assert!(board.iter().all(|l| l.len() == 40), "{lines:?}");
        assert_eq!(lines[10], format!("  |{}", "x".repeat(37)));
        assert_eq!(lines[11], "note");
    }
    // A board that fits shows whole, from its first column.
    let narrow = Frame {
        body: vec!["0|oo".into()],
        under: vec!["  |x".into()],
        ..frame
    };
    assert_eq!(narrow.fit(40, 12, None)[2..4], ["0|oo", "  |x"]);
}

#[test]
fn counts_take_the_plural_unless_one() {
    assert_eq!(count(0usize, "move"), "0 moves");
    assert_eq!(count(1u32, "move"), "1 move");
    assert_eq!(count(11u64, "step"), "11 steps");
    assert_eq!(count(21u8, "card"), "21 cards");
}

#[test]
fn a_short_window_gets_the_short_legend() {
    let frame = Frame {
        legend: "keys: ".to_string() + &"word ".repeat(30),
        short_legend: "keys in short".into(),
        top: vec!["status".into()],
        body: (0..10).map(|i| format!("board {i}")).collect(),
        under: Vec::new(),
        margin: 0,
        focus: (0, 9),
        notes: vec!["note".into()],
        whole: false,
    };
    // Tall enough for the whole legend: it shows.
    assert!(frame.fit(40, 30, None)[0].starts_with("keys: word"));
    // Room for the legend and a few board lines only: the short legend, so the
    // board gets more.
    let legend_rows = wrap(&frame.legend, 40).len();
    let scrolled = frame.fit(40, legend_rows + 2 + 4, None);
    assert_eq!(scrolled[0], "keys in short");
    // Too short for it: the short legend, and the board scrolled to its focus.
    let short = frame.fit(40, 8, None);
    assert_eq!(short[..2], ["keys in short", "status"]);
    assert_eq!(short[short.len() - 2..], ["board 9", "note"]);
    // Too short for either: the notice asks for the rows of the short one.
    let notice = frame.fit(40, 6, None).join(" ");
    assert!(notice.contains("at least 40 x 7"), "{notice}");
}

#[test]
fn an_empty_line_is_a_problem_for_every_game() {
    let board = Board::from_seed(15, 10, 3, 1).unwrap();
    assert_eq!(
        freecell_line::from_line(&[]).err(),
        Some(freecell_line::LINES.into())
    );
    assert_eq!(
        maze_line::from_line(&[]).err(),
        Some(maze_line::LINES.into())
    );
    assert_eq!(
        bubble_line::from_line(&[]).err(),
        Some(bubble_line::LINES.into())
    );
    assert_eq!(
        samegame_line::from_line(&[], &board).err(),
        Some(samegame_line::LINES.into())
    );
}

#[test]
fn the_line_readers_read_the_commands_they_list() {
    use freecell_line::Action as F;
    assert!(matches!(
        freecell_line::from_line(&["tap", "5", "3"]),
        Ok(F::Tap(Tap::Cascade {
            cascade: 4,
            card: 253
        }))
    ));
    assert!(matches!(
        freecell_line::from_line(&["tap", "h", "s"]),
        Ok(F::Tap(Tap::Foundation(Some(Suit::Spades))))
    ));
    assert!(freecell_line::from_line(&["tap", "9"]).is_err());
    use maze_line::Action as M;
    assert!(matches!(
        maze_line::from_line(&["run", "w"]),
        Ok(M::Run(Direction::West))
    ));
    assert!(maze_line::from_line(&["go", "north", "now"]).is_err());
    use bubble_line::Action as B;
    assert!(matches!(
        bubble_line::from_line(&["right"]),
        Ok(B::Turn(-2.0))
    ));
    assert!(bubble_line::from_line(&["aim", "NaN"]).is_err());
    use samegame_line::Action as S;
    let board = Board::from_seed(15, 10, 3, 1).unwrap();
    assert!(matches!(
        samegame_line::from_line(&["move", "14", "9"], &board),
        Ok(S::MoveTo(c)) if c == Cell::new(14, 9)
    ));
    assert!(samegame_line::from_line(&["move", "15", "0"], &board).is_err());
}

/// What the `line_*` fuzz targets check: `data` as one typed line reads without a
/// panic, and a problem is one line.
fn line_reader<A>(data: &[u8], read: impl Fn(&[&str]) -> Result<A, String>) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    if let Err(problem) = read(&words) {
        assert!(!problem.is_empty(), "no problem told for {text:?}");
        assert!(!problem.contains('\n'), "{problem:?} is more than one line");
    }
}

/// Inputs that once crashed a `line_*` fuzz target (`scripts/fuzz.sh` saves them in
/// `tests/data/fuzz-regressions/TARGET-HASH`), replayed through the same checks.
#[test]
fn line_inputs_that_once_crashed() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/fuzz-regressions");
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let data = std::fs::read(&path).unwrap();
        match name.split_once('-').map(|(target, _)| target) {
            Some("line_freecell") => line_reader(&data, freecell_line::from_line),
            Some("line_maze") => line_reader(&data, maze_line::from_line),
            Some("line_bubble") => line_reader(&data, bubble_line::from_line),
            Some("line_samegame") => {
                // As the target reads it: two bytes pick the board's size.
                if let [w, h, text @ ..] = data.as_slice() {
                    let width = 1 + usize::from(*w) % MAX_WIDTH;
                    let height = 1 + usize::from(*h) % MAX_HEIGHT;
                    let board = Board::from_seed(width, height, 3, 1).unwrap();
                    line_reader(text, |words| samegame_line::from_line(words, &board));
                }
            }
            _ => panic!("{name}: no line reader of that name"),
        }
    }
}
