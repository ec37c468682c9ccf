//! FreeCell's statistics, as Windows FreeCell keeps them: per deal the games won and
//! lost, and the current and the longest run of wins, in
//! `$XDG_DATA_HOME/banmen/freecell-stats.txt` (see [`crate::common::data`]). A game
//! counts once: won when every card is home, lost when it is left with moves played
//! and not won (a new deal, `q`, the end of input).
//!
//! One deal a line, `DEAL<tab>WON<tab>LOST`, and one line `streak<tab>NOW<tab>BEST`.
//! A save changes the deal's line and the streak's line in place and copies every
//! other line back as it was, whatever it holds.

use std::path::{Path, PathBuf};

use crate::common::data::{self, read, write};

const FILE: &str = "freecell-stats.txt";

/// The file, or `None` when statistics are off or no data directory is known.
pub fn path() -> Option<PathBuf> {
    data::path(FILE)
}

/// One deal's record and the streak, after a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Record {
    /// Games of this deal won.
    pub won: u64,
    /// Games of this deal lost.
    pub lost: u64,
    /// Wins in a row, of any deal, up to this game.
    pub streak: u64,
    /// The longest such run.
    pub best: u64,
}

impl std::fmt::Display for Record {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "won {}, lost {}; {} in a row (best {})",
            self.won, self.lost, self.streak, self.best
        )
    }
}

/// The numbers after the first word of a line, if it has exactly two.
fn two(line: &str) -> Option<(u64, u64)> {
    let mut parts = line.split('\t').skip(1);
    let pair = (parts.next()?.parse().ok()?, parts.next()?.parse().ok()?);
    parts.next().is_none().then_some(pair)
}

/// Counts a game of `deal`, won or lost; the deal's record and the streak after it.
/// An error leaves the file as it was and says why.
pub fn record(path: &Path, deal: u64, won: bool) -> Result<Record, String> {
    let bytes = read(path)?;
    let deal_key = deal.to_string();
    let mut out: Vec<u8> = Vec::with_capacity(bytes.len() + 64);
    let mut record = Record::default();
    let (mut deal_at, mut streak_at) = (None, None);
    let body = bytes.strip_suffix(b"\n").unwrap_or(&bytes);
    let lines: Vec<&[u8]> = if body.is_empty() {
        Vec::new()
    } else {
        body.split(|&b| b == b'\n').collect()
    };
    // First pass: what the file says (the first line of each kind counts).
    for (i, line) in lines.iter().enumerate() {
        let Ok(text) = std::str::from_utf8(line) else {
            continue;
        };
        let key = text.split('\t').next().unwrap_or("");
        match two(text) {
            Some((a, b)) if key == deal_key && deal_at.is_none() => {
                (record.won, record.lost) = (a, b);
                deal_at = Some(i);
            }
            Some((a, b)) if key == "streak" && streak_at.is_none() => {
                (record.streak, record.best) = (a, b);
                streak_at = Some(i);
            }
            _ => {}
        }
    }
    if won {
        record.won += 1;
        record.streak += 1;
        record.best = record.best.max(record.streak);
    } else {
        record.lost += 1;
        record.streak = 0;
    }
    let deal_line = format!("{deal}\t{}\t{}", record.won, record.lost);
    let streak_line = format!("streak\t{}\t{}", record.streak, record.best);
    for (i, line) in lines.iter().enumerate() {
        if Some(i) == deal_at {
            out.extend_from_slice(deal_line.as_bytes());
        } else if Some(i) == streak_at {
            out.extend_from_slice(streak_line.as_bytes());
        } else {
            out.extend_from_slice(line);
        }
        out.push(b'\n');
    }
    if streak_at.is_none() {
        out.extend_from_slice(streak_line.as_bytes());
        out.push(b'\n');
    }
    if deal_at.is_none() {
        out.extend_from_slice(deal_line.as_bytes());
        out.push(b'\n');
    }
    write(path, &out)?;
    Ok(record)
}
