//! The input loop of the games: raw keys on a drawn screen when stdin and stdout are
//! a terminal, otherwise one command per line, so a script (or a test) can play a
//! whole game.

use std::io::{self, BufRead, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crossterm::event::{self, Event};

use super::screen::Frame;
use super::term::{Key, Terminal, key_of, take_redraw};

/// How long to wait for a key before looking whether the screen needs drawing again
/// (after a resume from Ctrl-Z).
const TICK: Duration = Duration::from_millis(200);
/// How long to wait for a key before looking whether a long computation ended.
const WORK_TICK: Duration = Duration::from_millis(20);

/// Where commands come from.
pub struct Input {
    /// Set while the game owns the terminal.
    raw: Option<Terminal>,
    line: String,
}

impl Input {
    /// Raw keys if stdin and stdout are a terminal, else lines.
    pub fn open() -> Input {
        let raw = if io::stdin().is_terminal() && io::stdout().is_terminal() {
            Terminal::enter().ok()
        } else {
            None
        };
        Input {
            raw,
            line: String::new(),
        }
    }

    /// Whether keys are read one at a time.
    pub fn is_raw(&self) -> bool {
        self.raw.is_some()
    }

    /// Gives the terminal back (leaves the game's screen), so what follows prints
    /// where the player ran the game.
    pub fn close(&mut self) {
        self.raw = None;
    }

    /// Shows `frame` and reads until a valid command: `key` decodes a key press,
    /// `line` the words of a line. In raw mode a bad key shows one line saying what
    /// was wrong under the board, a resize draws the screen again; Ctrl-C restores
    /// the terminal and exits with 130, Ctrl-Z suspends. In line mode a bad line
    /// prints its problem and the prompt again. `None` at the end of input or on
    /// Ctrl-D.
    pub fn next_command<C>(
        &mut self,
        frame: &Frame,
        key: impl Fn(Key) -> Result<C, String>,
        line: impl Fn(&[&str]) -> Result<C, String>,
    ) -> Option<C> {
        if self.is_raw() {
            self.next_key_command(frame, key)
        } else {
            frame.print_lines();
            self.next_line_command(line)
        }
    }

    fn next_key_command<C>(
        &mut self,
        frame: &Frame,
        key: impl Fn(Key) -> Result<C, String>,
    ) -> Option<C> {
        let mut problem: Option<String> = None;
        frame.draw(None);
        let _ = take_redraw();
        loop {
            if take_redraw() {
                frame.draw(problem.as_deref());
            }
            match event::poll(TICK) {
                Ok(true) => {}
                Ok(false) => continue,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => return None,
            }
            let pressed = match event::read() {
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => return None,
                Ok(event) => event,
            };
            let pressed = match pressed {
                Event::Key(k) => key_of(k),
                Event::Resize(..) => {
                    frame.draw(problem.as_deref());
                    None
                }
                _ => None,
            };
            let Some(pressed) = pressed else {
                continue;
            };
            let parsed = match pressed {
                Key::Interrupt => self.raw.take()?.interrupt(),
                Key::Suspend => {
                    if let Some(t) = &self.raw {
                        t.suspend();
                    }
                    continue;
                }
                Key::EndOfInput => return None,
                k => key(k),
            };
            match parsed {
                Ok(command) => return Some(command),
                Err(p) => {
                    problem = Some(p);
                    frame.draw(problem.as_deref());
                }
            }
        }
    }

    /// Drops the keys already typed and not yet read (raw mode only), so that keys
    /// pressed for one screen do not answer the next.
    pub fn discard_typed_ahead(&mut self) {
        if !self.is_raw() {
            return;
        }
        while matches!(event::poll(Duration::ZERO), Ok(true)) {
            if event::read().is_err() {
                break;
            }
        }
    }

    /// Runs `work` on another thread with `frame` shown, still reading keys: Ctrl-C
    /// restores the terminal and exits with 130 at once, Ctrl-Z suspends, a resize
    /// draws again, and Esc or `q` set `stop`, which `work` looks at to end early;
    /// other keys are dropped. In line mode `work` just runs.
    pub fn run_stoppable<T: Send>(
        &mut self,
        frame: &Frame,
        stop: &AtomicBool,
        work: impl FnOnce() -> T + Send,
    ) -> T {
        if !self.is_raw() {
            return work();
        }
        frame.draw(None);
        std::thread::scope(|scope| {
            let worker = scope.spawn(work);
            while !worker.is_finished() {
                if take_redraw() {
                    frame.draw(None);
                }
                let pressed = match event::poll(WORK_TICK) {
                    Ok(true) => event::read().ok(),
                    _ => None,
                };
                let key = match pressed {
                    Some(Event::Key(k)) => key_of(k),
                    Some(Event::Resize(..)) => {
                        frame.draw(None);
                        None
                    }
                    _ => None,
                };
                match key {
                    Some(Key::Interrupt) => {
                        if let Some(t) = self.raw.take() {
                            t.interrupt()
                        }
                    }
                    Some(Key::Suspend) => {
                        if let Some(t) = &self.raw {
                            t.suspend();
                        }
                    }
                    Some(Key::Esc | Key::Char('q')) => stop.store(true, Ordering::Relaxed),
                    _ => {}
                }
            }
            match worker.join() {
                Ok(done) => done,
                Err(panic) => std::panic::resume_unwind(panic),
            }
        })
    }

    fn next_line_command<C>(&mut self, line: impl Fn(&[&str]) -> Result<C, String>) -> Option<C> {
        loop {
            show_prompt("> ");
            self.line.clear();
            match io::stdin().lock().read_line(&mut self.line) {
                Ok(0) | Err(_) => return None,
                // Echo the command after the prompt, so a scripted game reads
                // like a played one.
                Ok(_) => println!("{}", self.line.trim_end()),
            }
            let words: Vec<&str> = self.line.split_whitespace().collect();
            if words.is_empty() {
                continue;
            }
            match line(&words) {
                Ok(command) => return Some(command),
                Err(problem) => println!("{problem}"),
            }
        }
    }
}

fn show_prompt(prompt: &str) {
    print!("{prompt}");
    let _ = io::stdout().flush();
}
