//! The games' key mode, played through a pseudo-terminal as a person plays them:
//! escape sequences that must not leak into keys, a lone Esc, a resize, Ctrl-C and
//! SIGTERM restoring the terminal, and FreeCell played by source and destination
//! keys, including a hint's keys.

// Signals, job control and /proc are Unix's.
#![cfg(unix)]

use crate::common;

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

/// Sends keys, then lets the game read them on their own. Only a key that starts
/// with Esc needs the long pause: bytes that follow it in the same read would be
/// taken for one escape sequence (Esc then `q` for Alt-q). Any other key is read
/// the same whatever comes after it, so a short pause keeps the order readable.
fn keys(session: &mut Session, bytes: &str) {
    session.send(bytes).expect("the keys are sent");
    let pause = if bytes.starts_with('\x1b') { 150 } else { 20 };
    sleep(Duration::from_millis(pause));
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

/// Deal 219837216, one of FreeCell Pro's hardest (impossible, and beyond the hint's
/// budget): a hint at its start works until the hint's memory limit, over a second
/// even on a fast machine, long enough to be stopped while it works on a loaded one.
fn freecell_at_a_slow_hint() -> Session {
    let mut s = start("freecell", &["play", "219837216"], "0 moves");
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
    assert!(text.contains("stopped after 0 moves"), "{text:?}");
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

/// Example `name` with `args` in a `width` x `height` pseudo-terminal, colour on or
/// off, and the screen it draws on; nothing read yet.
fn start_sized(
    name: &str,
    args: &[&str],
    (width, height): (u16, u16),
    colour: bool,
) -> (Session, Screen) {
    let mut command = Command::new(common::example(name));
    command
        .args(args)
        .env("TERM", "xterm")
        .env("BANMEN_NO_SCORES", "1");
    if colour {
        command.env_remove("NO_COLOR");
    } else {
        command.env("NO_COLOR", "1");
    }
    let mut session = Session::spawn(command).expect("the pseudo-terminal starts");
    session
        .get_process_mut()
        .set_window_size(width, height)
        .expect("the window size is set");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    (session, Screen::new(width.into(), height.into()))
}

/// The screen the games drew, as rows of plain text: a small terminal that knows
/// the few sequences the games write (cursor moves, clears, colours).
struct Screen {
    rows: Vec<Vec<char>>,
    row: usize,
    col: usize,
}

impl Screen {
    fn new(width: usize, height: usize) -> Screen {
        Screen {
            rows: vec![vec![' '; width]; height],
            row: 0,
            col: 0,
        }
    }

    /// Takes in more of what the game wrote.
    fn feed(&mut self, text: &str) {
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\x1b' => {
                    if chars.peek() != Some(&'[') {
                        chars.next();
                        continue;
                    }
                    chars.next();
                    let mut params = String::new();
                    let mut last = ' ';
                    for p in chars.by_ref() {
                        if p.is_ascii_alphabetic() || p == '@' || p == '~' {
                            last = p;
                            break;
                        }
                        params.push(p);
                    }
                    self.escape(&params, last);
                }
                '\r' => self.col = 0,
                '\n' => self.row = (self.row + 1).min(self.rows.len() - 1),
                c if c >= ' ' => {
                    if let Some(cell) = self.rows[self.row].get_mut(self.col) {
                        *cell = c;
                    }
                    self.col += 1;
                }
                _ => {}
            }
        }
    }

    fn escape(&mut self, params: &str, last: char) {
        let width = self.rows[0].len();
        match last {
            'H' => {
                let mut n = params.split(';').map(|p| p.parse::<usize>().unwrap_or(1));
                self.row = n
                    .next()
                    .unwrap_or(1)
                    .saturating_sub(1)
                    .min(self.rows.len() - 1);
                self.col = n.next().unwrap_or(1).saturating_sub(1);
            }
            'G' => self.col = params.parse::<usize>().unwrap_or(1).saturating_sub(1),
            'K' => {
                for c in self.col..width {
                    self.rows[self.row][c] = ' ';
                }
            }
            'J' => {
                for c in self.col..width {
                    self.rows[self.row][c] = ' ';
                }
                for r in self.row + 1..self.rows.len() {
                    self.rows[r] = vec![' '; width];
                }
            }
            _ => {}
        }
    }

    fn lines(&self) -> Vec<String> {
        self.rows
            .iter()
            .map(|r| r.iter().collect::<String>().trim_end().to_string())
            .collect()
    }

    fn text(&self) -> String {
        self.lines().join("\n")
    }
}

/// Waits for `text`, then for the rest of that screen, and gives the screen as it
/// then stands.
fn screen_at(session: &mut Session, screen: &mut Screen, text: &str) -> String {
    let found = session
        .expect(text)
        .unwrap_or_else(|e| panic!("waiting for {text:?}: {e}"));
    screen.feed(&String::from_utf8_lossy(found.before()));
    screen.feed(&String::from_utf8_lossy(found.get(0).unwrap_or_default()));
    // The rest of the screen is drawn in the same go.
    sleep(Duration::from_millis(300));
    let mut rest = Vec::new();
    let mut buf = [0u8; 4096];
    while let Ok(n) = session.try_read(&mut buf) {
        if n == 0 {
            break;
        }
        rest.extend_from_slice(&buf[..n]);
    }
    screen.feed(&String::from_utf8_lossy(&rest));
    screen.text()
}

const SIZES: [(u16, u16); 2] = [(80, 24), (40, 12)];

/// SameGame's end at 80 x 24 and 40 x 12: the cleared board, the score and what
/// the player can do next are all on the screen.
#[test]
fn samegame_shows_its_end_at_80x24_and_40x12() {
    for size in SIZES {
        let args = ["play", "--width", "2", "--height", "1", "--colours", "1"];
        let (mut s, mut screen) = start_sized("samegame", &args, size, false);
        screen_at(&mut s, &mut screen, "score 0");
        keys(&mut s, "\r");
        let shown = screen_at(&mut s, &mut screen, "left per colour: 1:0");
        for part in [
            "game over score: 1 (1 move)",
            "board cleared: clear bonus +0",
            " 0 >. .",
            "removed 2 tiles: +1",
        ] {
            assert!(shown.contains(part), "{size:?}: {part:?} in\n{shown}");
        }
        assert!(
            shown.contains("r again") || shown.contains("r plays this board again"),
            "{size:?}:\n{shown}"
        );
        assert!(!shown.contains("too small"), "{size:?}:\n{shown}");
        keys(&mut s, "q");
        let (text, status) = finish(&mut s);
        assert!(text.contains("final score: 1 (1 move)"), "{text:?}");
        assert_eq!(exit_code(status), Some(0));
    }
}

/// The 15 x 15 board's end at 80 x 24: the whole board with the end above it.
#[test]
fn samegame_shows_the_end_of_a_15x15_game_at_80x24() {
    // Seed 1's board, played by the largest group first until no group is left.
    let mut game = banmen::samegame_board::Game::from_seed(
        15,
        15,
        5,
        1,
        banmen::samegame_board::Rules::CLASSIC,
    )
    .expect("the default board deals");
    let (mut s, mut screen) = start_sized("samegame", &["play"], (80, 24), false);
    screen_at(&mut s, &mut screen, "score 0");
    let (mut x, mut y) = (0i32, 0i32);
    while let Some(m) = game.board().moves().into_iter().max_by_key(|m| m.size) {
        let (tx, ty) = (i32::from(m.cell.x), i32::from(m.cell.y));
        let mut typed = String::new();
        typed += &if tx > x { "l" } else { "h" }.repeat((tx - x).unsigned_abs() as usize);
        typed += &if ty > y { "k" } else { "j" }.repeat((ty - y).unsigned_abs() as usize);
        typed.push('\r');
        s.send(&typed).expect("the keys are sent");
        (x, y) = (tx, ty);
        game.play(m.cell).expect("a listed move is legal");
    }
    let score = format!("game over score: {}", game.final_score());
    let shown = screen_at(&mut s, &mut screen, &score);
    for part in [
        score.as_str(),
        "left per colour:",
        "14  ",
        " 0  ",
        "r plays this board again",
    ] {
        assert!(shown.contains(part), "{part:?} in\n{shown}");
    }
    keys(&mut s, "q");
    let (_, status) = finish(&mut s);
    assert_eq!(exit_code(status), Some(0));
}

/// FreeCell's cascade numbers stand over their cards' first columns, at 80 and at
/// 40 columns.
#[test]
fn freecell_labels_stand_over_their_cards() {
    for size in SIZES {
        let (mut s, mut screen) = start_sized("freecell", &["play", "1"], size, false);
        let shown = screen_at(&mut s, &mut screen, "0 cards home");
        let lines: Vec<&str> = shown.lines().collect();
        let labels = lines
            .iter()
            .position(|l| l.trim_start_matches([' ', '>']).starts_with("1   2   3"))
            .unwrap_or_else(|| panic!("{size:?}: no labels in\n{shown}"));
        // Deal 1's cascades start JD 2D 9H JC 5D 7H 7C 5H.
        let cards = lines[labels + 1];
        for (k, card) in ["JD", "2D", "9H", "JC", "5D", "7H", "7C", "5H"]
            .iter()
            .enumerate()
        {
            let label = lines[labels].find(&(k + 1).to_string()).unwrap();
            assert_eq!(cards.find(card), Some(label), "{size:?}: {card}\n{shown}");
        }
        keys(&mut s, "q");
        finish(&mut s);
    }
}

/// FreeCell by the arrow keys: left and right move the cursor (`>`) over the free
/// cells, the foundations and the cascades, Enter picks and space drops, at 80 x 24
/// and 40 x 12; the legend says so.
#[test]
fn freecell_plays_by_an_arrow_key_cursor() {
    for size in SIZES {
        let (mut s, mut screen) = start_sized("freecell", &["play", "1"], size, false);
        let shown = screen_at(&mut s, &mut screen, "0 cards home");
        assert!(
            shown.contains(" >1   2   3"),
            "{size:?}: the cursor on 1\n{shown}"
        );
        assert!(
            shown.contains("<>") || shown.contains("left/right"),
            "{size:?}\n{shown}"
        );
        // Deal 1: cascade 6 ends with 3D. Five places right of cascade 1 is
        // cascade 6 (the order: a b c d h 1 ... 8).
        keys(&mut s, &"\x1b[C".repeat(5));
        keys(&mut s, "\r");
        let shown = screen_at(&mut s, &mut screen, "picked 3D from cascade 6");
        assert!(
            shown.contains(">[6]"),
            "{size:?}: picked under the cursor\n{shown}"
        );
        // Ten places left wraps round to free cell a; space drops there.
        keys(&mut s, &"\x1b[D".repeat(10));
        keys(&mut s, " ");
        let shown = screen_at(&mut s, &mut screen, "6 to a: 3D 6a");
        assert!(shown.contains(">a: 3D"), "{size:?}\n{shown}");
        assert!(shown.contains("1 move"), "{size:?}\n{shown}");
        // Four right: the foundations, marked too.
        keys(&mut s, &"\x1b[C".repeat(4));
        keys(&mut s, "x");
        let shown = screen_at(&mut s, &mut screen, "unknown key");
        assert!(shown.contains(">h: foundations"), "{size:?}\n{shown}");
        keys(&mut s, "q");
        finish(&mut s);
    }
}

/// Long cascades at 40 x 12: up shows the top rows the screen says are above, down
/// goes back to the deepest row; the last note stays; at 80 x 24 every row is in
/// view and up changes nothing.
#[test]
fn freecell_scrolls_to_the_top_rows_of_long_cascades() {
    for size in SIZES {
        let (mut s, mut screen) = start_sized("freecell", &["play", "1"], size, false);
        screen_at(&mut s, &mut screen, "0 cards home");
        keys(&mut s, "6a");
        let bottom = screen_at(&mut s, &mut screen, "6 to a: 3D 6a");
        // Deal 1's first row: JD 2D 9H JC 5D 7H 7C 5H; its last: 6S 9C 2H 6H.
        let first = "JD  2D  9H  JC";
        assert!(bottom.contains("6S  9C  2H  6H"), "{size:?}\n{bottom}");
        keys(&mut s, "\x1b[A");
        let top = screen_at(&mut s, &mut screen, first);
        assert!(top.contains("6 to a: 3D 6a"), "the note stays\n{top}");
        if size.1 == 12 {
            assert!(bottom.contains("^ 2 more rows above"), "{bottom}");
            assert!(!bottom.contains(first), "{bottom}");
            assert!(top.contains("v 2 more rows below"), "{top}");
            assert!(!top.contains("^ "), "{top}");
            keys(&mut s, "\x1b[B");
            let back = screen_at(&mut s, &mut screen, "more rows above");
            assert!(back.contains("6S  9C  2H  6H"), "{back}");
        } else {
            assert!(!bottom.contains("more rows"), "{bottom}");
            assert_eq!(top, bottom, "all of it was in view");
        }
        keys(&mut s, "q");
        finish(&mut s);
    }
}

/// A red card in a free cell (colour codes in the line) at 40 x 12: the
/// foundations stay on the screen.
#[test]
fn freecell_keeps_its_foundations_at_40x12_with_a_red_card_in_a_free_cell() {
    let (mut s, mut screen) = start_sized("freecell", &["play", "1"], (40, 12), true);
    screen_at(&mut s, &mut screen, "0 cards home");
    keys(&mut s, "6");
    keys(&mut s, "a");
    let shown = screen_at(&mut s, &mut screen, "1 move");
    assert!(shown.contains("a: 3D"), "{shown}");
    assert!(shown.contains("h: foundations  -C  -D  -H  -S"), "{shown}");
    keys(&mut s, "q");
    finish(&mut s);
}

/// FreeCell's end: `S` plays deal 1 to the win, which shows with what next.
#[test]
fn freecell_shows_its_win_at_80x24_and_40x12() {
    for size in SIZES {
        let (mut s, mut screen) = start_sized("freecell", &["play", "1"], size, false);
        screen_at(&mut s, &mut screen, "0 cards home");
        keys(&mut s, "S");
        let shown = screen_at(&mut s, &mut screen, "r plays it again");
        assert!(shown.contains("52 cards home"), "{size:?}:\n{shown}");
        assert!(shown.contains("won in "), "{size:?}:\n{shown}");
        keys(&mut s, "q");
        let (text, _) = finish(&mut s);
        assert!(text.contains("won in"), "{text:?}");
    }
}

/// Keys typed ahead while the last shot flies do not skip the bubble shooter's
/// game-over screen: it waits for n, r or q.
#[test]
fn typed_ahead_keys_do_not_skip_the_bubble_shooters_game_over() {
    let (mut s, _) = start_sized("bubble_shooter", &["play", "--seed", "2"], (80, 24), false);
    expect(&mut s, "shot 1");
    // Straight up, shot after shot, far more than the game lasts.
    s.send("\r".repeat(80)).expect("the keys are sent");
    expect(&mut s, "game over: n new game");
    sleep(Duration::from_millis(500));
    assert!(
        s.get_process().is_alive().expect("the game can be asked"),
        "the game-over screen was skipped"
    );
    keys(&mut s, "n");
    expect(&mut s, "seed 3, level 1, shot 1");
    keys(&mut s, "q");
    let (_, status) = finish(&mut s);
    assert_eq!(exit_code(status), Some(0));
}

/// The bubble shooter pauses on p: the board is hidden, the legend says any key
/// goes on, and the next key (whatever it is) brings the same board back.
#[test]
fn the_bubble_shooter_pauses_until_any_key() {
    let (mut s, mut screen) =
        start_sized("bubble_shooter", &["play", "--seed", "2"], (80, 24), false);
    let before = screen_at(&mut s, &mut screen, "90 straight up");
    assert!(before.contains("p pauses"), "{before}");
    keys(&mut s, "p");
    let paused = screen_at(&mut s, &mut screen, "- paused -");
    assert!(paused.contains("press any key to go on"), "{paused}");
    assert!(
        !paused.contains("the last row"),
        "the board is hidden\n{paused}"
    );
    keys(&mut s, "x");
    let after = screen_at(&mut s, &mut screen, "going on");
    assert!(
        after.contains("shot 1, score 0"),
        "nothing was fired\n{after}"
    );
    let board = |t: &str| t.lines().skip(3).take(13).collect::<Vec<_>>().join("\n");
    assert_eq!(board(&after), board(&before), "the same board\n{after}");
    keys(&mut s, "q");
    let (_, status) = finish(&mut s);
    assert_eq!(exit_code(status), Some(0));
}

/// The bubble shooter's game over names the high score, and b shows the list on a
/// screen of its own that any key leaves.
#[test]
fn the_bubble_shooter_keeps_high_scores_and_shows_them_on_b() {
    let dir = std::env::temp_dir().join(format!("banmen-bubble-keys-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut command = Command::new(common::example("bubble_shooter"));
    command
        .args(["play", "--seed", "2"])
        .env("TERM", "xterm")
        .env("NO_COLOR", "1")
        .env("XDG_DATA_HOME", &dir)
        .env_remove("BANMEN_NO_SCORES");
    let mut s = Session::spawn(command).expect("the pseudo-terminal starts");
    s.get_process_mut()
        .set_window_size(80, 24)
        .expect("the window size is set");
    s.set_expect_timeout(Some(Duration::from_secs(20)));
    let mut screen = Screen::new(80, 24);
    screen_at(&mut s, &mut screen, "90 straight up");
    keys(&mut s, "b");
    let shown = screen_at(&mut s, &mut screen, "no high scores yet");
    assert!(shown.contains("press any key to go back"), "{shown}");
    keys(&mut s, "x");
    screen_at(&mut s, &mut screen, "90 straight up");
    // Straight up to the end: seed 2 is over after 8 shots with 30 points.
    for _ in 0..8 {
        keys(&mut s, "\r");
    }
    let shown = screen_at(&mut s, &mut screen, "b shows them");
    assert!(
        shown.contains("a high score: number 1 of the best 10"),
        "{shown}"
    );
    assert!(shown.contains("score 30 after 8 shots"), "{shown}");
    keys(&mut s, "b");
    let shown = screen_at(&mut s, &mut screen, "the best 10:");
    assert!(
        shown.contains(" 1.     30  seed 2, level 1, 8 shots"),
        "{shown}"
    );
    keys(&mut s, "x");
    screen_at(&mut s, &mut screen, "n new game");
    keys(&mut s, "q");
    let (_, status) = finish(&mut s);
    assert_eq!(exit_code(status), Some(0));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The maze's goal screen: well done, and what next, at 80 x 24 and 40 x 12.
#[test]
fn the_maze_shows_a_goal_screen() {
    // The path through `--size 8x5 --seed 3` (the maze of tests/maze_play.rs).
    let path = "jjlkkllljhjjljlllkkkk";
    for size in SIZES {
        let args = ["play", "--size", "8x5", "--seed", "3"];
        let (mut s, mut screen) = start_sized("maze", &args, size, false);
        screen_at(&mut s, &mut screen, "0 steps");
        for key in path.chars() {
            s.send(key.to_string()).expect("the key is sent");
            sleep(Duration::from_millis(20));
        }
        let shown = screen_at(&mut s, &mut screen, "well done: 21 steps");
        assert!(shown.contains("n next maze"), "{size:?}:\n{shown}");
        assert!(shown.contains('@'), "{size:?}:\n{shown}");
        keys(&mut s, "n");
        expect(&mut s, "seed 4");
        keys(&mut s, "q");
        let (_, status) = finish(&mut s);
        assert_eq!(exit_code(status), Some(0));
    }
}

/// `s` steps through the solver's game: one move a key, named, and how many are left.
#[test]
fn freecell_s_plays_the_solvers_next_move() {
    let (mut s, mut screen) = start_sized("freecell", &["play", "1"], (80, 24), false);
    screen_at(&mut s, &mut screen, "0 cards home");
    keys(&mut s, "s");
    let first = screen_at(&mut s, &mut screen, "s plays the next");
    assert!(first.contains("deal 1, 1 move,"), "{first}");
    assert!(first.contains("solve step: "), "{first}");
    keys(&mut s, "s");
    let second = screen_at(&mut s, &mut screen, "s plays the next");
    assert!(second.contains("deal 1, 2 moves,"), "{second}");
    keys(&mut s, "q");
    let (text, _) = finish(&mut s);
    assert!(text.contains("stopped after 2 moves"), "{text:?}");
}
