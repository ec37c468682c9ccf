//! The terminal: raw keys through `stty` (no terminal crate), a guard that restores
//! the terminal on every exit path, key decoding and the colour policy.

use std::io::{self, IsTerminal, Read, Write};
use std::process::{Command, Stdio};
use std::sync::{Mutex, Once};

/// The terminal settings to restore, shared with the panic hook.
static SAVED: Mutex<Option<String>> = Mutex::new(None);
static HOOK: Once = Once::new();

/// Runs `stty` on the terminal of stdin and returns what it printed.
fn stty(args: &[&str]) -> io::Result<String> {
    let out = Command::new("stty")
        .args(args)
        .stdin(Stdio::inherit())
        .stderr(Stdio::null())
        .output()?;
    if !out.status.success() {
        return Err(io::Error::other("stty failed"));
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Puts the saved settings back, once (the guard and the panic hook may both try).
fn restore() {
    let saved = SAVED.lock().map(|mut s| s.take()).unwrap_or(None);
    if let Some(settings) = saved {
        let _ = stty(&[&settings]);
    }
}

/// Raw keys while it lives: no line buffering, no echo, and Ctrl-C arrives as byte 3
/// instead of killing the process, so the game quits through its own exit path. Output
/// processing stays on so `\n` still starts a new line. Dropping the guard, returning
/// from `main` or a panic restores the terminal.
pub struct RawMode(());

impl RawMode {
    /// Switches the terminal of stdin to raw keys.
    pub fn enter() -> io::Result<RawMode> {
        let saved = stty(&["-g"])?;
        *SAVED.lock().map_err(|_| io::Error::other("poisoned"))? = Some(saved);
        HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                restore();
                previous(info);
            }));
        });
        if let Err(e) = stty(&["raw", "-echo", "opost", "onlcr"]) {
            restore();
            return Err(e);
        }
        Ok(RawMode(()))
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        restore();
    }
}

/// A key press, decoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// Arrow up.
    Up,
    /// Arrow down.
    Down,
    /// Arrow left.
    Left,
    /// Arrow right.
    Right,
    /// Enter (carriage return or line feed).
    Enter,
    /// Ctrl-C or Ctrl-D: quit at once.
    Interrupt,
    /// A printable character.
    Char(char),
    /// Anything else (an unknown escape sequence, a control byte), as its first byte.
    Other(u8),
}

impl std::fmt::Display for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Key::Char(c) => write!(f, "'{c}'"),
            Key::Other(b) => write!(f, "byte {b}"),
            other => write!(f, "{other:?}"),
        }
    }
}

/// Reads one key from `bytes` (raw terminal input); `None` at the end of input.
pub fn read_key(bytes: &mut impl Read) -> Option<Key> {
    let byte = |r: &mut dyn Read| {
        let mut b = [0u8; 1];
        match r.read(&mut b) {
            Ok(1) => Some(b[0]),
            _ => None,
        }
    };
    let key = match byte(bytes)? {
        3 | 4 => Key::Interrupt,
        b'\r' | b'\n' => Key::Enter,
        0x1b => match byte(bytes)? {
            // CSI (`ESC [`) and SS3 (`ESC O`) both carry the arrows.
            b'[' | b'O' => match byte(bytes)? {
                b'A' => Key::Up,
                b'B' => Key::Down,
                b'C' => Key::Right,
                b'D' => Key::Left,
                other => Key::Other(other),
            },
            other => Key::Other(other),
        },
        b if b.is_ascii_graphic() || b == b' ' => Key::Char(char::from(b)),
        other => Key::Other(other),
    };
    Some(key)
}

/// Whether to colour the output: only when stdout is a terminal, and never when
/// `NO_COLOR` is set to a non-empty value (https://no-color.org).
pub fn colour_wanted() -> bool {
    let no_colour = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    io::stdout().is_terminal() && !no_colour
}

/// ANSI colours, or plain text when colour is off.
#[derive(Debug, Clone, Copy)]
pub struct Paint {
    on: bool,
}

impl Paint {
    /// Colours when [`colour_wanted`].
    pub fn from_env() -> Paint {
        Paint {
            on: colour_wanted(),
        }
    }

    /// Whether colour is on.
    pub fn is_on(self) -> bool {
        self.on
    }

    /// `text` in the SGR style `sgr` (for example `"31"` red, `"1;44"` bold on blue).
    pub fn paint(self, sgr: &str, text: &str) -> String {
        if self.on {
            format!("\x1b[{sgr}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }

    /// The SGR foreground colour for palette entry `k` (red, green, blue, yellow,
    /// magenta, cyan, then round again).
    pub fn palette(k: usize) -> &'static str {
        ["31", "32", "34", "33", "35", "36"][k % 6]
    }
}

/// Clears the screen when stdout is a terminal (the raw-key mode redraws each turn).
pub fn clear_screen() {
    let mut out = io::stdout();
    if out.is_terminal() {
        let _ = write!(out, "\x1b[H\x1b[2J");
    }
}
