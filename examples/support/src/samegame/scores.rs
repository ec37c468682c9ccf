//! SameGame's high scores: the best ten per board (size, colours) and rule set, in a
//! text file in the player's data directory (`$XDG_DATA_HOME/banmen`, else
//! `~/.local/share/banmen`). `--no-scores` or a non-empty `BANMEN_NO_SCORES` keeps the
//! game from reading or writing it.
//!
//! One score a line: `TABLE<tab>POINTS<tab>SEED<tab>MOVES`, where TABLE names the board
//! and rules (`15x15, 5 colours, classic`). A save never writes the player's file with
//! less than it held, except the scores that fall off the end of their own table's top
//! ten: every other line is copied back byte for byte, in its place, whatever it holds
//! (another table's scores, a line that does not read: a hand edit, bytes that are not
//! UTF-8, a newer version's extra fields, which are kept on a line that does read too).
//! The new file is written beside the old one and renamed over it, so a crash never
//! leaves half a file. Saving reads the file once and writes it once (linear in its
//! size); a file over [`MAX_FILE_BYTES`], or a path that is not a regular file (a
//! folder, a FIFO, a device), is left alone and the save refused with the reason.

use std::path::{Path, PathBuf};

use crate::common::data::{self, read, write};

/// How many scores each board and rule set keeps.
const KEEP: usize = 10;
const FILE: &str = "samegame-scores.txt";
/// The largest score file read or written (see [`data::MAX_FILE_BYTES`]).
pub const MAX_FILE_BYTES: u64 = data::MAX_FILE_BYTES;

/// One kept score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Score {
    /// The board and rules it was made on, as one line (`15x15, 5 colours, classic`).
    pub table: String,
    /// The game's final score.
    pub points: i64,
    /// The seed the board was dealt from.
    pub seed: u64,
    /// How many removals it took.
    pub moves: usize,
}

impl Score {
    /// Its line in the file, without the newline.
    fn line(&self) -> String {
        format!(
            "{}\t{}\t{}\t{}",
            self.table, self.points, self.seed, self.moves
        )
    }
}

/// The score file, or `None` when scores are off or no data directory is known.
pub fn path(off_by_flag: bool) -> Option<PathBuf> {
    if off_by_flag {
        return None;
    }
    data::path(FILE)
}

/// The score on a line, if it reads: its four fields (any further fields, from a newer
/// version, are left to the line).
fn parse(line: &[u8]) -> Option<Score> {
    let line = std::str::from_utf8(line).ok()?;
    let mut parts = line.split('\t');
    Some(Score {
        table: parts.next()?.to_string(),
        points: parts.next()?.parse().ok()?,
        seed: parts.next()?.parse().ok()?,
        moves: parts.next()?.trim_end_matches('\r').parse().ok()?,
    })
}

/// The best scores of a table, best first, each with the line it was read from.
/// Equal points: the earlier one (first in the file) stays ahead.
fn ranked(mut list: Vec<(Score, &[u8])>) -> Vec<(Score, &[u8])> {
    list.sort_by_key(|(s, _)| std::cmp::Reverse(s.points));
    list
}

/// The best scores of `table`, best first; none when the file cannot be read.
pub fn best(path: &Path, table: &str) -> Vec<Score> {
    let bytes = read(path).unwrap_or_default();
    let list = data::lines(&bytes)
        .filter_map(|line| parse(line).map(|s| (s, line)))
        .filter(|(s, _)| s.table == table)
        .collect();
    let mut scores: Vec<Score> = ranked(list).into_iter().map(|(s, _)| s).collect();
    scores.truncate(KEEP);
    scores
}

/// Adds `score` and keeps the best ten of its table; its place (1 = best) if it made
/// the list. Every line that is not one of this table's scores is written back as it
/// was; an error leaves the file as it was and says why.
pub fn record(path: &Path, score: Score) -> Result<Option<usize>, String> {
    let bytes = read(path)?;
    let new_line = score.line();
    // This table's scores with the lines they came from, and the new one last (so an
    // equal score already kept stays ahead of it).
    let mut list: Vec<(Score, &[u8])> = data::lines(&bytes)
        .filter_map(|line| parse(line).map(|s| (s, line)))
        .filter(|(s, _)| s.table == score.table)
        .collect();
    let had = list.len();
    list.push((score.clone(), new_line.as_bytes()));
    let mut list = ranked(list);
    list.truncate(KEEP);
    // The new score is the one whose line is `new_line` itself, not an equal old one.
    let place = list
        .iter()
        .position(|(_, line)| line.as_ptr() == new_line.as_ptr())
        .map(|i| i + 1);
    if place.is_none() && had <= KEEP {
        // Not on the list, and the list keeps what it had: nothing to write.
        return Ok(None);
    }
    // The table's kept lines go where its first line was (at the end for a new table);
    // its other lines fell off its list; every other line stays where it is.
    let mut out: Vec<u8> = Vec::with_capacity(bytes.len() + new_line.len() + 1);
    let put_table = |out: &mut Vec<u8>| {
        for (_, line) in &list {
            out.extend_from_slice(line);
            out.push(b'\n');
        }
    };
    let mut placed = false;
    for line in data::lines(&bytes) {
        if parse(line).is_some_and(|s| s.table == score.table) {
            if !placed {
                put_table(&mut out);
                placed = true;
            }
        } else {
            out.extend_from_slice(line);
            out.push(b'\n');
        }
    }
    if !placed {
        put_table(&mut out);
    }
    write(path, &out)?;
    Ok(place)
}
