//! The command line: a thin layer over `lexopt` that gives every example the same
//! behaviour. `-h`/`--help` prints the usage to stdout and exits with 0; an unknown
//! flag, a missing value, a value that does not parse or is out of range prints one
//! line `NAME: <problem>` and `try 'NAME --help'` to stderr and exits with 2. Flags
//! may come before or after a subcommand.

use std::fmt::Display;
use std::ops::RangeInclusive;
use std::process::exit;
use std::str::FromStr;

use super::words::parse_number;

/// Exit code for a command line that cannot be used.
pub const USAGE_ERROR: i32 = 2;

/// One argument: a flag (`--seed`, `-h`) or a plain word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A flag, written as typed: `--name` or `-n`.
    Flag(String),
    /// A word that is not a flag (a subcommand, a file name, a number).
    Word(String),
}

/// An example's command line being read.
pub struct Cli {
    name: &'static str,
    usage: &'static str,
    parser: lexopt::Parser,
}

impl Cli {
    /// The process's own arguments, for the example `name` with `usage`.
    pub fn from_env(name: &'static str, usage: &'static str) -> Cli {
        Cli {
            name,
            usage,
            parser: lexopt::Parser::from_env(),
        }
    }

    /// Prints `NAME: problem` and where to read the usage to stderr and exits with
    /// code 2 (the whole usage would bury the one line that matters).
    pub fn fail(&self, problem: impl Display) -> ! {
        eprintln!("{}: {problem}", self.name);
        eprintln!("try '{} --help'", self.name);
        exit(USAGE_ERROR)
    }

    /// The next argument, or `None` at the end. `-h` and `--help` print the usage
    /// and exit with 0 here, so no example handles them itself; an argument after
    /// them is refused (`freecell --help extra` is a mistyped command, not a request
    /// for help).
    // Not an `Iterator`: the loops over arguments also read values (`cli.value()`)
    // between two `next`s, which a `for` loop over the iterator could not.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<Arg> {
        let arg = match self.parser.next() {
            Ok(arg) => arg?,
            Err(e) => self.fail(e),
        };
        let arg = match arg {
            lexopt::Arg::Short('h') | lexopt::Arg::Long("help") => {
                let help = if arg == lexopt::Arg::Short('h') {
                    "-h"
                } else {
                    "--help"
                };
                let extra = match self.parser.raw_args() {
                    Ok(mut rest) => rest.next(),
                    Err(e) => self.fail(e),
                };
                if let Some(extra) = extra {
                    self.fail(format!("{help} takes no argument after it, got {extra:?}"))
                }
                println!("{}", self.usage);
                exit(0)
            }
            lexopt::Arg::Short(c) => Arg::Flag(format!("-{c}")),
            lexopt::Arg::Long(name) => Arg::Flag(format!("--{name}")),
            lexopt::Arg::Value(v) => match v.into_string() {
                Ok(text) => Arg::Word(text),
                Err(v) => self.fail(format!("not valid text: {v:?}")),
            },
        };
        Some(arg)
    }

    /// Refuses an argument the example does not take.
    pub fn unexpected(&self, arg: Arg) -> ! {
        match arg {
            Arg::Flag(flag) => self.fail(format!("unknown option {flag}")),
            Arg::Word(word) => self.fail(format!("unexpected argument {word:?}")),
        }
    }

    /// The value of `flag` (the next argument, or `--flag=value`).
    pub fn value(&mut self, flag: &str) -> String {
        match self.parser.value() {
            Ok(v) => v
                .into_string()
                .unwrap_or_else(|v| self.fail(format!("{flag}: not valid text: {v:?}"))),
            Err(_) => self.fail(format!("{flag} needs a value")),
        }
    }

    /// The value of `flag` as a number in `range`.
    pub fn number<T: FromStr + PartialOrd + Display>(
        &mut self,
        flag: &str,
        range: RangeInclusive<T>,
    ) -> T {
        let text = self.value(flag);
        self.number_in(flag, &text, range)
    }

    /// `text` (the value of `what`, a flag or a positional argument) as a number in
    /// `range`.
    pub fn number_in<T: FromStr + PartialOrd + Display>(
        &self,
        what: &str,
        text: &str,
        range: RangeInclusive<T>,
    ) -> T {
        parse_number(what, text, &range).unwrap_or_else(|e| self.fail(e))
    }

    /// The value of `flag`, one of `choices` (its name and what it stands for).
    pub fn choice<T: Copy>(&mut self, flag: &str, choices: &[(&str, T)]) -> T {
        let text = self.value(flag);
        match choices.iter().find(|(name, _)| *name == text) {
            Some(&(_, value)) => value,
            None => {
                let names: Vec<&str> = choices.iter().map(|c| c.0).collect();
                self.fail(format!(
                    "{flag}: {text:?} is not one of {}",
                    names.join(", ")
                ))
            }
        }
    }

    /// The value of `flag` read by its type's `FromStr`, whose error names the
    /// value it refused (so the problem line names it once).
    pub fn parsed<T: FromStr>(&mut self, flag: &str) -> T
    where
        T::Err: Display,
    {
        let text = self.value(flag);
        text.parse()
            .unwrap_or_else(|e| self.fail(format!("{flag}: {e}")))
    }
}

/// The first of the process's arguments that is one of `commands`, so an example can
/// know its subcommand before reading flags that come ahead of it
/// (`samegame --seed 3 play`).
pub fn first_word(commands: &[&str]) -> Option<String> {
    std::env::args_os()
        .skip(1)
        .filter_map(|a| a.into_string().ok())
        .take_while(|a| a != "--")
        .find(|a| commands.contains(&a.as_str()))
}
