//! The games' key mode, played through a pseudo-terminal as a person plays them:
//! escape sequences that must not leak into keys, a lone Esc, a resize, Ctrl-C and
//! SIGTERM restoring the terminal, and FreeCell played by source and destination
//! keys, including a hint's keys.

// Signals, job control and /proc are Unix's.
#![cfg(unix)]

mod common;

use std::process::Command;
use std::thread::sleep;
use std::time::Duration;

use expectrl::{Eof, Regex, Session, Signal, WaitStatus};

/// What a terminal left by the games must see at the end: the cursor shown again
/// and the alternate screen left.
const SHOW_CURSOR: &str = "\x1b[?25h";
const LEAVE_ALTERNATE_SCREEN: &str = "\x1b[?1049l";

/// Example `name` with `args` in an 80 x 24 pseudo-terminal, its first screen up.
fn start(name: &str, args: &[&str], first: &str) -> Session {
    let mut command = Command::new(common::example(name));
    command
        .args(args)
        .env("NO_COLOR", "1")
        .env("TERM", "xterm")
        .env("BANMEN_NO_SCORES", "1");
    let mut session = Session::spawn(command).expect("the pseudo-terminal starts");
    session
        .get_process_mut()
        .set_window_size(80, 24)
        .expect("the window size is set");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    expect(&mut session, first);
    session
}

/// Waits for `text`; what came before it.
fn expect(session: &mut Session, text: &str) -> String {
    let found = session
        .expect(text)
        .unwrap_or_else(|e| panic!("waiting for {text:?}: {e}"));
    String::from_utf8_lossy(found.before()).into_owned()
}

/// Sends keys, then lets the game read them on their own (so they are not taken
/// for one escape sequence).
fn keys(session: &mut Session, bytes: &str) {
    session.send(bytes).expect("the keys are sent");
    sleep(Duration::from_millis(150));
}

/// Everything the game prints until it ends, and how it ended.
fn finish(session: &mut Session) -> (String, WaitStatus) {
    let rest = session.expect(Eof).expect("the game ends");
    let text = String::from_utf8_lossy(rest.get(0).unwrap_or_default()).into_owned();
    let status = session.get_process().wait().expect("the game is reaped");
    (text, status)
}

/// Whether process `pid` is stopped (its state in `/proc` is `T`); on systems
/// without `/proc`, taken as stopped.
fn is_stopped(pid: i32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        // The state follows the command name, which is in parentheses.
        Ok(stat) => stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('T')),
        Err(_) => true,
    }
}

fn exit_code(status: WaitStatus) -> Option<i32> {
    match status {
        WaitStatus::Exited(_, code) => Some(code),
        _ => None,
    }
}

/// One game as the tests below play it.
struct Game {
    /// The example.
    name: &'static str,
    args: &'static [&'static str],
    /// Text of its first screen (and of every screen while nothing was played).
    first: &'static str,
    /// Text of its screen that says nothing was played: no move, the cursor or the
    /// aim where they started.
    unchanged: &'static str,
    /// What it prints after `q` when nothing was played.
    quit_unplayed: &'static str,
    /// What it shows in a window of 40 x 12: its screen, or the size notice for a
    /// board that must show whole and cannot fit.
    at_40x12: &'static str,
}

/// The four games, each on a small board.
const GAMES: [Game; 4] = [
    Game {
        name: "freecell",
        args: &["play", "1"],
        first: "0 moves",
        unchanged: "0 moves, 0 cards home",
        quit_unplayed: "stopped after 0 moves",
        at_40x12: "0 moves, 0 cards home",
    },
    Game {
        name: "samegame",
        args: &["play", "--seed", "3"],
        first: "score 0",
        unchanged: "cursor 0,0:",
        quit_unplayed: "(0 moves)",
        at_40x12: "cursor 0,0:",
    },
    Game {
        name: "maze",
        args: &["play", "--width", "8", "--height", "6"],
        first: "away (shortest path",
        unchanged: "0 steps;",
        quit_unplayed: "stopped after 0 steps",
        at_40x12: "0 steps;",
    },
    Game {
        name: "bubble_shooter",
        args: &["play", "--seed", "2"],
        first: "90 straight up",
        unchanged: "aim 90 degrees",
        quit_unplayed: "stopped: score 0 after 0 shots",
        at_40x12: "window too small (40 x 12)",
    },
];

/// Runs `check` on every game at once, each in its own pseudo-terminal, so the
/// suite takes as long as one game; a failure names its game.
fn each_game(check: fn(&Game)) {
    std::thread::scope(|scope| {
        let runs: Vec<_> = GAMES
            .iter()
            .map(|game| (game.name, scope.spawn(move || check(game))))
            .collect();
        for (name, run) in runs {
            if let Err(e) = run.join() {
                let why = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                panic!("{name}: {why}");
            }
        }
    });
}

fn start_game(game: &Game) -> Session {
    start(game.name, game.args, game.first)
}

/// Quits with `q`; what the game printed after its screen, checked to say that
/// nothing was played and that the terminal was given back.
fn quit_unplayed(game: &Game, s: &mut Session) {
    keys(s, "q");
    let (text, status) = finish(s);
    assert!(text.contains(game.quit_unplayed), "{text:?}");
    assert!(text.contains(SHOW_CURSOR), "{text:?}");
    assert!(text.contains(LEAVE_ALTERNATE_SCREEN), "{text:?}");
    assert_eq!(exit_code(status), Some(0));
}

/// Function keys and Ctrl-arrows (in both encodings terminals send F-keys in) are
/// named as the keys they are, and play nothing: no digit, `~` or letter of their
/// sequence comes through as a key.
#[test]
fn function_keys_and_ctrl_arrows_do_not_leak() {
    each_game(|game| {
        let mut s = start_game(game);
        let leaks = [
            ("\x1b[15~", "F5"),
            ("\x1bOQ", "F2"),
            ("\x1b[1;5C", "Ctrl-Right"),
            ("\x1b[1;5D", "Ctrl-Left"),
        ];
        let mut last = String::new();
        for (bytes, name) in leaks {
            keys(&mut s, bytes);
            let drawn = expect(&mut s, &format!("unknown key {name}"));
            // The screen drawn for this key, from the end of the last one.
            let screen = match drawn.rsplit_once(&last) {
                Some((_, after)) if !last.is_empty() => after,
                _ => &drawn,
            };
            assert!(screen.contains(game.unchanged), "after {name}: {screen:?}");
            last = format!("unknown key {name}");
        }
        quit_unplayed(game, &mut s);
    });
}

/// Esc on its own is a key of its own: the `q` after it still quits.
#[test]
fn a_lone_esc_does_not_swallow_the_next_key() {
    each_game(|game| {
        let mut s = start_game(game);
        keys(&mut s, "\x1b");
        keys(&mut s, "q");
        quit_unplayed(game, &mut s);
    });
}

/// A window made too small shows at once the size it needs; made larger again, the
/// game's screen comes back at once, unchanged (no key needed for either).
#[test]
fn a_resize_redraws_at_once() {
    each_game(|game| {
        let mut s = start_game(game);
        // 40 x 12 fits every game but the shooter, whose board must show whole;
        // 30 x 10 is too small for all.
        s.get_process_mut().set_window_size(40, 12).unwrap();
        expect(&mut s, game.at_40x12);
        s.get_process_mut().set_window_size(30, 10).unwrap();
        expect(&mut s, "window too small (30 x 10)");
        s.get_process_mut().set_window_size(80, 24).unwrap();
        expect(&mut s, game.unchanged);
        quit_unplayed(game, &mut s);
    });
}

#[test]
fn ctrl_c_restores_the_terminal_and_exits_with_130() {
    each_game(|game| {
        let mut s = start_game(game);
        keys(&mut s, "\x03");
        let (text, status) = finish(&mut s);
        assert!(text.contains(SHOW_CURSOR), "{text:?}");
        assert!(text.contains(LEAVE_ALTERNATE_SCREEN), "{text:?}");
        assert_eq!(exit_code(status), Some(130));
    });
}

/// SIGTERM and SIGHUP put the terminal back, then end the game as they would
/// have without it.
#[test]
fn sigterm_and_sighup_restore_the_terminal() {
    each_game(|game| {
        for signal in [Signal::SIGTERM, Signal::SIGHUP] {
            let mut s = start_game(game);
            s.get_process_mut().signal(signal).unwrap();
            let (text, status) = finish(&mut s);
            assert!(text.contains(SHOW_CURSOR), "{signal}: {text:?}");
            assert!(text.contains(LEAVE_ALTERNATE_SCREEN), "{signal}: {text:?}");
            assert!(
                matches!(status, WaitStatus::Signaled(_, got, _) if got == signal),
                "{signal}: {status:?}"
            );
        }
    });
}

/// A SameGame board taller and wider than the window scrolls with the cursor, while
/// the key legend (the short one), the status and the column and row labels stay in
/// view.
#[test]
fn samegame_keeps_its_labels_legend_and_status_on_a_board_taller_than_the_window() {
    let args = ["play", "--seed", "3", "--width", "20", "--height", "30"];
    let mut s = start("samegame", &args, "score 0");
    s.get_process_mut().set_window_size(40, 16).unwrap();
    // The smaller window's screen first, so the keys below are not raced by the
    // resize's redraw.
    expect(&mut s, "arrows move, Enter removes");
    // To the top right corner, far out of the first view: up, then right.
    keys(&mut s, &"k".repeat(29));
    expect(&mut s, "cursor 0,29:");
    keys(&mut s, &"l".repeat(19));
    expect(&mut s, "cursor 19,29:");
    keys(&mut s, "Z");
    let screen = expect(&mut s, "unknown key 'Z'");
    for shown in [
        // The short legend: the whole one would leave the board too few rows.
        "arrows move, Enter removes",
        "cursor 19,29:",
        "score 0 after 0 moves",
        // The labels of the columns in view, tens over ones.
        "1 1 1 1 1 1 1 1 1 1",
        "0 1 2 3 4 5 6 7 8 9",
        // The board's top row, where the cursor is, with its row label.
        "29 ",
    ] {
        assert!(screen.contains(shown), "{shown:?} in {screen:?}");
    }
    keys(&mut s, "q");
    let (text, status) = finish(&mut s);
    assert!(text.contains("(0 moves)"), "{text:?}");
    assert_eq!(exit_code(status), Some(0));
}

/// Deal 24200 after 7S and 7D to free cells and KD to a third: a hint there takes
/// the solver most of a second, long enough to be stopped while it works.
fn freecell_at_a_slow_hint() -> Session {
    let mut s = start("freecell", &["play", "24200"], "0 moves");
    for key in ["8", "d", "6", "b", "6", "c"] {
        keys(&mut s, key);
    }
    expect(&mut s, "3 moves");
    // At once, not after the usual pause: the solver is already at work.
    s.send("?").expect("the key is sent");
    expect(&mut s, "thinking... Esc stops");
    s
}

/// The solver runs while keys are read: Ctrl-C ends the game at once (the hint it
/// was working on never shows), with the terminal restored.
#[test]
fn ctrl_c_ends_a_freecell_hint_at_once() {
    let mut s = freecell_at_a_slow_hint();
    s.send("\x03").expect("the key is sent");
    let (text, status) = finish(&mut s);
    assert!(!text.contains("hint:"), "{text:?}");
    assert!(text.contains(LEAVE_ALTERNATE_SCREEN), "{text:?}");
    assert_eq!(exit_code(status), Some(130));
}

/// Esc stops the solver's search and the game goes on.
#[test]
fn esc_stops_a_freecell_hint() {
    let mut s = freecell_at_a_slow_hint();
    s.send("\x1b").expect("the key is sent");
    expect(&mut s, "hint: stopped");
    keys(&mut s, "q");
    let (text, status) = finish(&mut s);
    assert!(text.contains("stopped after 3 moves"), "{text:?}");
    assert_eq!(exit_code(status), Some(0));
}

/// Esc says what it dropped: a pick, or a deal number being typed.
#[test]
fn freecell_esc_says_what_it_dropped() {
    let mut s = start("freecell", &["play", "1"], "0 moves");
    keys(&mut s, "6");
    keys(&mut s, "\x1b");
    expect(&mut s, "dropped the pick");
    for key in ["n", "6", "\x1b"] {
        keys(&mut s, key);
    }
    let screen = expect(&mut s, "no new deal: back to this one");
    assert!(screen.contains("deal 1, 0 moves"), "{screen:?}");
    keys(&mut s, "q");
    let (text, _) = finish(&mut s);
    assert!(text.contains("stopped after 0 moves"), "{text:?}");
}

#[test]
fn freecell_moves_by_source_then_destination_and_by_a_hints_keys() {
    let mut s = start("freecell", &["play", "1"], "0 moves");
    // Deal 1: cascade 6 ends with 3D; pick it, then free cell a.
    keys(&mut s, "6");
    expect(&mut s, "picked 3D from cascade 6");
    keys(&mut s, "a");
    expect(&mut s, "6 to a: 3D 6a");
    // The hint names its keys; typing them makes the hinted move.
    keys(&mut s, "?");
    let hint = s
        .expect(Regex(r"hint: (\S+) \(\S+ [^;]*; keys ([^)]*)\)"))
        .expect("a hint with keys");
    let notation = String::from_utf8_lossy(&hint[1]).into_owned();
    let typed = String::from_utf8_lossy(&hint[2]).into_owned();
    for key in typed.split(' ') {
        keys(&mut s, key);
    }
    let first = typed.split(' ').next().unwrap_or_default();
    let last = typed.split(' ').next_back().unwrap_or_default();
    expect(&mut s, &format!("{first} to {last}: "));
    expect(&mut s, &format!(" {notation}"));
    keys(&mut s, "q");
    let (text, _) = finish(&mut s);
    assert!(text.contains("stopped after 2 moves"), "{text}");
}

#[test]
fn ctrl_z_suspends_with_the_terminal_restored_and_resumes() {
    let mut s = start("maze", &["play", "--width", "8", "--height", "6"], "steps");
    keys(&mut s, "\x1a");
    expect(&mut s, LEAVE_ALTERNATE_SCREEN);
    let pid = s.get_process().pid();
    assert!(
        (0..40).any(|_| {
            sleep(Duration::from_millis(50));
            is_stopped(pid.as_raw())
        }),
        "the game stopped"
    );
    s.get_process_mut().signal(Signal::SIGCONT).unwrap();
    // Back on the game's screen, drawn again.
    expect(&mut s, "\x1b[?1049h");
    expect(&mut s, "0 steps");
    keys(&mut s, "q");
    let (text, status) = finish(&mut s);
    assert!(text.contains("stopped after 0 steps"), "{text}");
    assert_eq!(exit_code(status), Some(0));
}

#[test]
fn unknown_keys_redraw_the_screen_instead_of_adding_lines() {
    let mut s = start("samegame", &["play", "--seed", "3"], "score 0");
    for _ in 0..5 {
        keys(&mut s, "Z");
    }
    keys(&mut s, "\x1b[1;5A");
    // Everything drawn since the first screen: cursor moves, never a new line.
    let drawn = expect(&mut s, "unknown key Ctrl-Up");
    assert!(drawn.contains("unknown key 'Z'"), "{drawn:?}");
    assert!(!drawn.contains('\n'), "{drawn:?}");
    keys(&mut s, "q");
    let (_, status) = finish(&mut s);
    assert_eq!(exit_code(status), Some(0));
}

#[test]
fn shift_arrow_runs_as_far_as_the_run_command() {
    let args = ["play", "--size", "8x6", "--seed", "2"];
    let steps = |text: &str| common::last_line_starting(text, "stopped after ");
    // The first way out of the start that runs at least two steps, in line mode.
    let (arrow, line) = [("\x1b[1;2C", "run east"), ("\x1b[1;2B", "run south")]
        .into_iter()
        .map(|(arrow, word)| (arrow, steps(&common::played("maze", &args, word))))
        .find(|(_, line)| {
            !line.starts_with("stopped after 0 ") && !line.starts_with("stopped after 1 ")
        })
        .expect("a run of two steps or more from the start");
    let mut s = start("maze", &args, "steps");
    keys(&mut s, arrow);
    keys(&mut s, "q");
    let (text, _) = finish(&mut s);
    assert_eq!(steps(&text), line);
}
