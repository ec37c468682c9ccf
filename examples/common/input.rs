//! The input loop of the games: raw keys when stdin is a terminal, otherwise one
//! command per line, so a script (or a test) can play a whole game.

use std::fmt::Display;
use std::io::{self, BufRead, IsTerminal, Write};
use std::ops::RangeInclusive;
use std::str::FromStr;

use super::cli::parse_number;
use super::term::{Key, RawMode, read_key};

/// Where commands come from.
pub struct Input {
    /// Set while the terminal is in raw mode.
    raw: Option<RawMode>,
    line: String,
}

impl Input {
    /// Raw keys if stdin is a terminal (and `stty` works), else lines.
    pub fn open() -> Input {
        let raw = if io::stdin().is_terminal() {
            RawMode::enter().ok()
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

    /// Reads until a valid command: `key` decodes a key press, `line` the words of a
    /// line. A bad key or line prints one line saying what was wrong and `prompt`
    /// again. `None` at the end of input or on Ctrl-C / Ctrl-D.
    pub fn next_command<C>(
        &mut self,
        prompt: &str,
        key: impl Fn(Key) -> Result<C, String>,
        line: impl Fn(&[&str]) -> Result<C, String>,
    ) -> Option<C> {
        loop {
            show_prompt(prompt);
            let parsed = if self.is_raw() {
                match read_key(&mut io::stdin().lock())? {
                    Key::Interrupt => return None,
                    k => key(k),
                }
            } else {
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
                line(&words)
            };
            match parsed {
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

/// Word `i` of a command line as a number in `range`, named `what` in the problem.
pub fn number_word<T: FromStr + PartialOrd + Display>(
    words: &[&str],
    i: usize,
    what: &str,
    range: RangeInclusive<T>,
) -> Result<T, String> {
    let what = format!("{} {what}", words[0]);
    let word = words.get(i).ok_or_else(|| format!("{what}: missing"))?;
    parse_number(&what, word, &range)
}

/// Refuses words after the ones a command takes.
pub fn no_more(words: &[&str], takes: usize) -> Result<(), String> {
    match words.get(takes + 1) {
        Some(extra) => Err(format!("{}: unexpected {extra:?}", words[0])),
        None => Ok(()),
    }
}
