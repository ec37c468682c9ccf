//! The terminal, through `crossterm`: raw keys on the alternate screen, decoded key
//! events, and one restore path for every way out (return, panic, Ctrl-C, SIGTERM,
//! SIGHUP) plus suspend and resume on Ctrl-Z. Also the colour policy.
//!
//! crossterm does not catch signals, so `signal-hook` runs a small thread that puts
//! the terminal back before the process ends or stops.

use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, Once};

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::{cursor, execute, terminal};

/// Exit code after Ctrl-C, as a shell reports a process ended by SIGINT.
pub const INTERRUPTED: i32 = 130;

/// Whether the game's screen is up (raw keys, alternate screen). The guard, the panic
/// hook and the signal thread all go through it, so the terminal is restored once.
static ACTIVE: Mutex<bool> = Mutex::new(false);
/// Set when the screen must be drawn again though no key came (after a resume).
static REDRAW: AtomicBool = AtomicBool::new(false);
static HOOKS: Once = Once::new();

/// Raw keys on the alternate screen while it lives; dropping it, a panic or a
/// terminating signal puts the terminal back as it was.
pub struct Terminal(());

impl Terminal {
    /// Takes over the terminal.
    pub fn enter() -> io::Result<Terminal> {
        HOOKS.call_once(install_hooks);
        take_over()?;
        // crossterm starts watching for resizes when events are first asked for: ask
        // now, so a resize before the first key is not missed.
        let _ = crossterm::event::poll(std::time::Duration::ZERO);
        Ok(Terminal(()))
    }

    /// Stops the process as Ctrl-Z does in a shell, with the terminal restored while
    /// it is stopped and taken over again when it continues.
    pub fn suspend(&self) {
        #[cfg(unix)]
        {
            restore();
            let _ = signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP);
            let _ = take_over();
        }
    }

    /// Restores the terminal and exits with [`INTERRUPTED`] (Ctrl-C).
    pub fn interrupt(self) -> ! {
        restore();
        std::process::exit(INTERRUPTED)
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        restore();
    }
}

/// Whether the screen must be drawn again though no key came; clears the flag.
pub fn take_redraw() -> bool {
    REDRAW.swap(false, Ordering::Relaxed)
}

fn take_over() -> io::Result<()> {
    let mut active = ACTIVE.lock().unwrap_or_else(|e| e.into_inner());
    if !*active {
        terminal::enable_raw_mode()?;
        if let Err(e) = execute!(io::stdout(), terminal::EnterAlternateScreen, cursor::Hide) {
            let _ = terminal::disable_raw_mode();
            return Err(e);
        }
        *active = true;
    }
    REDRAW.store(true, Ordering::Relaxed);
    Ok(())
}

/// Puts the terminal back, once: the guard, the panic hook and the signal thread
/// may all try.
fn restore() {
    let mut active = ACTIVE.lock().unwrap_or_else(|e| e.into_inner());
    if *active {
        let _ = execute!(io::stdout(), cursor::Show, terminal::LeaveAlternateScreen);
        let _ = terminal::disable_raw_mode();
        *active = false;
    }
}

/// The panic hook restores before the message prints (on the alternate screen it
/// would vanish); on Unix a thread restores on signals.
fn install_hooks() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
    #[cfg(unix)]
    restore_on_signals();
}

/// A thread that restores the terminal before SIGTERM or SIGHUP end the process
/// and around a stop sent from outside (`kill -TSTP`), then does what the signal
/// does by default.
#[cfg(unix)]
fn restore_on_signals() {
    use signal_hook::consts::{SIGHUP, SIGTERM, SIGTSTP};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGTSTP]) else {
        return;
    };
    std::thread::spawn(move || {
        for signal in signals.forever() {
            let was_active = *ACTIVE.lock().unwrap_or_else(|e| e.into_inner());
            restore();
            // The default action: end the process by this signal, or stop it.
            let _ = signal_hook::low_level::emulate_default_handler(signal);
            if signal == SIGTSTP && was_active {
                let _ = take_over();
            }
        }
    });
}

/// The size of the window, columns then rows.
pub fn window_size() -> (usize, usize) {
    terminal::size().map_or((80, 24), |(w, h)| (usize::from(w), usize::from(h)))
}

/// A key press, decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Key {
    /// Arrow up.
    Up,
    /// Arrow down.
    Down,
    /// Arrow left.
    Left,
    /// Arrow right.
    Right,
    /// Shift + an arrow: the arrow's direction, as [`Key::Up`] and so on.
    Shift(Box<Key>),
    /// Enter.
    Enter,
    /// Escape on its own.
    Esc,
    /// Backspace.
    Backspace,
    /// Ctrl-C: restore the terminal and exit with 130.
    Interrupt,
    /// Ctrl-D: quit as the game's own quit key does.
    EndOfInput,
    /// Ctrl-Z: suspend.
    Suspend,
    /// A printable character (Alt held with it is ignored: a quick Esc then a key
    /// arrives as Alt + that key).
    Char(char),
    /// Any other key, by its name (`F5`, `Ctrl-Right`).
    Other(String),
}

impl std::fmt::Display for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Key::Char(c) => write!(f, "'{c}'"),
            Key::Other(name) => f.write_str(name),
            Key::Shift(k) => write!(f, "Shift-{k}"),
            other => write!(f, "{other:?}"),
        }
    }
}

/// The key of a crossterm key event; `None` for key releases (only some terminals
/// report them).
pub fn key_of(event: KeyEvent) -> Option<Key> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    let mods = event.modifiers;
    let ctrl = mods.contains(KeyModifiers::CONTROL);
    let arrow = match event.code {
        KeyCode::Up => Some(Key::Up),
        KeyCode::Down => Some(Key::Down),
        KeyCode::Left => Some(Key::Left),
        KeyCode::Right => Some(Key::Right),
        _ => None,
    };
    if let Some(arrow) = arrow {
        return Some(if mods.is_empty() {
            arrow
        } else if mods == KeyModifiers::SHIFT {
            Key::Shift(Box::new(arrow))
        } else {
            Key::Other(format!("{}{arrow:?}", modifier_names(mods)))
        });
    }
    Some(match event.code {
        KeyCode::Char('c') if ctrl => Key::Interrupt,
        KeyCode::Char('d') if ctrl => Key::EndOfInput,
        KeyCode::Char('z') if ctrl => Key::Suspend,
        KeyCode::Char(c) if ctrl => Key::Other(format!("Ctrl-{c}")),
        KeyCode::Char(c) => Key::Char(c),
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Esc,
        KeyCode::Backspace => Key::Backspace,
        other => Key::Other(format!("{}{other}", modifier_names(mods))),
    })
}

fn modifier_names(mods: KeyModifiers) -> String {
    let mut names = String::new();
    for (flag, name) in [
        (KeyModifiers::CONTROL, "Ctrl-"),
        (KeyModifiers::ALT, "Alt-"),
        (KeyModifiers::SHIFT, "Shift-"),
    ] {
        if mods.contains(flag) {
            names += name;
        }
    }
    names
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

/// Flushes stdout; a closed stdout is not worth a panic here.
pub fn flush() {
    let _ = io::stdout().flush();
}
