//! The games' files in the player's data directory (`$XDG_DATA_HOME/banmen`, else
//! `~/.local/share/banmen`): SameGame's high scores, FreeCell's statistics. A
//! non-empty `BANMEN_NO_SCORES` keeps every game from reading or writing them.
//!
//! Reading looks at the path before opening it and refuses what is not a regular
//! file (a FIFO would block, a device never end) and a file over [`MAX_FILE_BYTES`];
//! writing puts the new file beside the old one under a name of its own and renames
//! it over the old one, so a crash never leaves half a file.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// The largest file read or written: far more than any game writes (about 200,000
/// SameGame tables of one score), small enough that a save takes a fraction of a
/// second.
pub const MAX_FILE_BYTES: u64 = 16 << 20;

/// The path of `file` in the data directory, or `None` when `BANMEN_NO_SCORES` is set
/// or no data directory is known.
pub fn path(file: &str) -> Option<PathBuf> {
    let off = std::env::var_os("BANMEN_NO_SCORES").is_some_and(|v| !v.is_empty());
    if off {
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
    Some(base.join("banmen").join(file))
}

/// The lines of a file's bytes, without their newlines (a last line without one
/// included; an empty file has none), as the score and statistics files keep them.
pub fn lines(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    let bytes = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    bytes
        .split(|&b| b == b'\n')
        .filter(move |_| !bytes.is_empty())
}

/// The file's bytes: empty when there is no file yet; an error (and nothing opened)
/// when the path is not a regular file or the file is too big.
pub fn read(path: &Path) -> Result<Vec<u8>, String> {
    let shown = path.display();
    // Looked at before it is opened: opening a FIFO for reading waits for a writer.
    match std::fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("{shown}: {e}")),
        Ok(meta) if !meta.is_file() => return Err(format!("{shown} is not a regular file")),
        Ok(meta) if meta.len() > MAX_FILE_BYTES => {
            return Err(format!(
                "{shown} holds {} bytes, more than the {MAX_FILE_BYTES} a score file may",
                meta.len()
            ));
        }
        Ok(_) => {}
    }
    let file = File::open(path).map_err(|e| format!("{shown}: {e}"))?;
    let mut bytes = Vec::new();
    // One byte past the limit tells a file that grew since it was looked at.
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{shown}: {e}"))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(format!(
            "{shown} holds more than the {MAX_FILE_BYTES} bytes a score file may"
        ));
    }
    Ok(bytes)
}

/// Writes `bytes` to a new file beside `path` and renames it over `path`.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let dir = path.parent().ok_or("the score file has no folder")?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let name = path.file_name().ok_or("the score file has no name")?;
    let mut temporary_name = name.to_os_string();
    temporary_name.push(format!(".{}.tmp", std::process::id()));
    let temporary = dir.join(temporary_name);
    let result = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temporary)
        .and_then(|mut file| {
            file.write_all(bytes)?;
            file.sync_all()
        })
        .and_then(|()| std::fs::rename(&temporary, path));
    result.map_err(|e| {
        let _ = std::fs::remove_file(&temporary);
        format!("{}: {e}", path.display())
    })
}
