//! SameGame's high scores: the best ten per board (size, colours) and rule set, in a
//! text file in the player's data directory (`$XDG_DATA_HOME/banmen`, else
//! `~/.local/share/banmen`). `--no-scores` or a non-empty `BANMEN_NO_SCORES` keeps the
//! game from reading or writing it.

use std::path::PathBuf;

/// How many scores each board and rule set keeps.
const KEEP: usize = 10;
const FILE: &str = "samegame-scores.txt";

/// One kept score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Score {
    /// The board and rules it was made on, as one line (`15x15, 5 colours, classic`).
    pub table: String,
    pub points: i64,
    pub seed: u64,
    pub moves: usize,
}

/// The score file, or `None` when scores are off or no data directory is known.
pub fn path(off_by_flag: bool) -> Option<PathBuf> {
    let off_by_env = std::env::var_os("BANMEN_NO_SCORES").is_some_and(|v| !v.is_empty());
    if off_by_flag || off_by_env {
        return None;
    }
    // The XDG rule: a relative XDG_DATA_HOME is ignored.
    let xdg = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute());
    let base = match xdg {
        Some(p) => p,
        None => PathBuf::from(std::env::var_os("HOME")?).join(".local/share"),
    };
    Some(base.join("banmen").join(FILE))
}

/// Every score in the file; lines that do not read are skipped (a file from a newer
/// version, or edited by hand, must not stop the game).
fn load(path: &PathBuf) -> Vec<Score> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let mut parts = line.split('\t');
            let score = Score {
                table: parts.next()?.to_string(),
                points: parts.next()?.parse().ok()?,
                seed: parts.next()?.parse().ok()?,
                moves: parts.next()?.parse().ok()?,
            };
            Some(score)
        })
        .collect()
}

/// The best scores of `table`, best first.
pub fn best(path: &PathBuf, table: &str) -> Vec<Score> {
    let mut scores: Vec<Score> = load(path)
        .into_iter()
        .filter(|s| s.table == table)
        .collect();
    // Equal points: the earlier one (first in the file) stays ahead.
    scores.sort_by_key(|s| std::cmp::Reverse(s.points));
    scores.truncate(KEEP);
    scores
}

/// Adds `score` and keeps the best ten of its table; its place (1 = best) if it
/// made the list.
pub fn record(path: &PathBuf, score: Score) -> Result<Option<usize>, String> {
    let mut all = load(path);
    all.push(score.clone());
    let mut kept: Vec<Score> = Vec::new();
    let mut tables: Vec<&str> = all.iter().map(|s| s.table.as_str()).collect();
    tables.dedup();
    let mut seen = std::collections::HashSet::new();
    for table in tables {
        if seen.insert(table) {
            let mut list: Vec<Score> = all.iter().filter(|s| s.table == table).cloned().collect();
            list.sort_by_key(|s| std::cmp::Reverse(s.points));
            list.truncate(KEEP);
            kept.extend(list);
        }
    }
    let place = kept
        .iter()
        .filter(|s| s.table == score.table)
        .position(|s| *s == score)
        .map(|i| i + 1);
    let text: String = kept
        .iter()
        .map(|s| format!("{}\t{}\t{}\t{}\n", s.table, s.points, s.seed, s.moves))
        .collect();
    let dir = path.parent().ok_or("the score file has no folder")?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    // Written beside it and renamed, so a crash never leaves half a file.
    let temporary = path.with_extension("tmp");
    std::fs::write(&temporary, text).map_err(|e| format!("{}: {e}", temporary.display()))?;
    std::fs::rename(&temporary, path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(place)
}
