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

#[test]
fn function_keys_and_ctrl_arrows_do_not_leak() {
    let mut s = start("freecell", &["play", "1"], "0 moves");
    keys(&mut s, "\x1b[15~");
    expect(&mut s, "unknown key F5");
    keys(&mut s, "\x1b[1;5C");
    expect(&mut s, "unknown key Ctrl-Right");
    keys(&mut s, "\x1bOQ");
    expect(&mut s, "unknown key F2");
    // Nothing was played by them: the next quit says 0 moves.
    keys(&mut s, "q");
    let (text, status) = finish(&mut s);
    assert!(text.contains("stopped after 0 moves"), "{text}");
    assert_eq!(exit_code(status), Some(0));
}

#[test]
fn a_lone_esc_does_not_swallow_the_next_key() {
    let mut s = start("maze", &["play", "--width", "8", "--height", "6"], "steps");
    keys(&mut s, "\x1b");
    keys(&mut s, "q");
    let (text, status) = finish(&mut s);
    assert!(text.contains("stopped after 0 steps"), "{text}");
    assert!(text.contains(LEAVE_ALTERNATE_SCREEN), "{text:?}");
    assert_eq!(exit_code(status), Some(0));
}

#[test]
fn a_resize_redraws_at_once() {
    let mut s = start("samegame", &["play", "--seed", "3"], "score 0");
    s.get_process_mut().set_window_size(30, 10).unwrap();
    expect(&mut s, "window too small (30 x 10)");
    s.get_process_mut().set_window_size(80, 24).unwrap();
    expect(&mut s, "score 0 after 0 moves");
    keys(&mut s, "q");
    let (_, status) = finish(&mut s);
    assert_eq!(exit_code(status), Some(0));
}

#[test]
fn ctrl_c_restores_the_terminal_and_exits_with_130() {
    let mut s = start("bubble_shooter", &["play", "--seed", "2"], "(s swaps)");
    keys(&mut s, "\x03");
    let (text, status) = finish(&mut s);
    assert!(text.contains(SHOW_CURSOR), "{text:?}");
    assert!(text.contains(LEAVE_ALTERNATE_SCREEN), "{text:?}");
    assert_eq!(exit_code(status), Some(130));
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut s = start("freecell", &["play", "2"], "0 moves");
    s.get_process_mut().signal(Signal::SIGTERM).unwrap();
    let (text, status) = finish(&mut s);
    assert!(text.contains(LEAVE_ALTERNATE_SCREEN), "{text:?}");
    assert!(
        matches!(status, WaitStatus::Signaled(_, Signal::SIGTERM, _)),
        "{status:?}"
    );
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
fn sighup_restores_the_terminal() {
    let mut s = start("samegame", &["play"], "score 0");
    s.get_process_mut().signal(Signal::SIGHUP).unwrap();
    let (text, status) = finish(&mut s);
    assert!(text.contains(LEAVE_ALTERNATE_SCREEN), "{text:?}");
    assert!(
        matches!(status, WaitStatus::Signaled(_, Signal::SIGHUP, _)),
        "{status:?}"
    );
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
