//! The bubble shooter's high scores: the best ten games, in
//! `$XDG_DATA_HOME/banmen/bubble-scores.txt` (see [`crate::common::data`], the same
//! safe reads and writes as SameGame's scores). `--no-scores` or a non-empty
//! `BANMEN_NO_SCORES` keeps the game from reading or writing it.
//!
//! One score a line: `POINTS<tab>SEED<tab>SHOTS<tab>LEVEL`. A save keeps every line
//! that does not read as a score (a hand edit, bytes that are not UTF-8), byte for
//! byte and in its order, ahead of the ten best, which it writes best first; equal
//! points keep the earlier game ahead.

use std::path::{Path, PathBuf};

use crate::common::data::{self, read, write};

/// How many scores the file keeps.
pub const KEEP: usize = 10;
const FILE: &str = "bubble-scores.txt";

/// One kept game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Score {
    /// The final score (every level's points).
    pub points: u32,
    /// The seed the game was played from.
    pub seed: u64,
    /// Shots fired in the last level.
    pub shots: u32,
    /// The level it ended on.
    pub level: u32,
}

impl Score {
    fn line(&self) -> String {
        format!(
            "{}\t{}\t{}\t{}",
            self.points, self.seed, self.shots, self.level
        )
    }
}

impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:>6}  seed {}, level {}, {} shots",
            self.points, self.seed, self.level, self.shots
        )
    }
}

/// The score file, or `None` when scores are off (`off_by_flag`, or
/// `BANMEN_NO_SCORES`) or no data directory is known.
pub fn path(off_by_flag: bool) -> Option<PathBuf> {
    if off_by_flag {
        return None;
    }
    data::path(FILE)
}

/// The score on a line, if it is exactly one.
fn parse(line: &[u8]) -> Option<Score> {
    let line = std::str::from_utf8(line).ok()?.trim_end_matches('\r');
    let mut parts = line.split('\t');
    let score = Score {
        points: parts.next()?.parse().ok()?,
        seed: parts.next()?.parse().ok()?,
        shots: parts.next()?.parse().ok()?,
        level: parts.next()?.parse().ok()?,
    };
    parts.next().is_none().then_some(score)
}

/// The kept scores, best first (equal points: the earlier first).
fn ranked(bytes: &[u8]) -> Vec<Score> {
    let mut list: Vec<Score> = data::lines(bytes).filter_map(parse).collect();
    list.sort_by_key(|s| std::cmp::Reverse(s.points));
    list.truncate(KEEP);
    list
}

/// The best scores, best first; an error says why the file cannot be read.
pub fn best(path: &Path) -> Result<Vec<Score>, String> {
    Ok(ranked(&read(path)?))
}

/// Adds `score`; its place (1 = best) if it made the ten best, and the list after
/// it. An error leaves the file as it was and says why.
pub fn record(path: &Path, score: Score) -> Result<(Option<usize>, Vec<Score>), String> {
    let bytes = read(path)?;
    let mut list = ranked(&bytes);
    // After every equal score: the earlier game stays ahead.
    let at = list.partition_point(|s| s.points >= score.points);
    if at >= KEEP {
        return Ok((None, list));
    }
    list.insert(at, score);
    list.truncate(KEEP);
    let mut out = Vec::with_capacity(bytes.len() + 32);
    for line in data::lines(&bytes).filter(|l| parse(l).is_none()) {
        out.extend_from_slice(line);
        out.push(b'\n');
    }
    for s in &list {
        out.extend_from_slice(s.line().as_bytes());
        out.push(b'\n');
    }
    write(path, &out)?;
    Ok((Some(at + 1), list))
}
