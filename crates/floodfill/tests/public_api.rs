//! floodfill's public surface is a reviewed list: every line of `src/` that declares
//! something public (an item, a field, a re-export) is in `tests/public-api.txt`, file
//! by file, so a new public item shows as a diff of that file in review.
//!
//! After a deliberate change, write the list anew and review its diff:
//!
//! ```text
//! UPDATE_PUBLIC_API=1 cargo test -p banmen-floodfill --test public_api
//! ```

use std::fs;
use std::path::{Path, PathBuf};

/// The public declaration on `line`, cut at its body or the end of its first line;
/// `None` for anything else (`pub(crate)`, comments, plain code).
fn public_declaration(line: &str) -> Option<&str> {
    let trimmed = line.trim();
    if !trimmed.starts_with("pub ") {
        return None;
    }
    let end = trimmed.find(" {").unwrap_or(trimmed.len());
    Some(trimmed[..end].trim_end_matches(['{', ' ']))
}

/// The public declarations of a file's code, in order: `pub` lines, and inside a
/// `pub trait` the methods and types it declares (they are public with the trait).
fn declarations(code: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut in_trait = false;
    for line in code.lines() {
        if let Some(decl) = public_declaration(line) {
            in_trait = decl.starts_with("pub trait ");
            out.push(decl);
        } else if in_trait && line == "}" {
            in_trait = false;
        } else if in_trait {
            let item = line.trim();
            if item.starts_with("fn ") || item.starts_with("type ") || item.starts_with("const ") {
                let end = item.find(" {").unwrap_or(item.len());
                out.push(&item[..end]);
            }
        }
    }
    out
}

/// The `.rs` files below `dir`, sorted, so the list has one order on every machine.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The list as `tests/public-api.txt` holds it: a `## file` heading per file with
/// public declarations, then one declaration a line.
fn current_list(root: &Path) -> String {
    let src = root.join("src");
    let mut out = String::new();
    for file in rust_files(&src) {
        let text = fs::read_to_string(&file).unwrap();
        // Unit tests are not part of the surface.
        let code = text.split("#[cfg(test)]").next().unwrap_or("");
        let decls = declarations(code);
        if decls.is_empty() {
            continue;
        }
        let name = file
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        out.push_str(&format!("## {name}\n"));
        for d in decls {
            out.push_str(d);
            out.push('\n');
        }
    }
    out
}

#[test]
fn public_api_matches_the_reviewed_list() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let snapshot = root.join("tests/public-api.txt");
    let current = current_list(root);
    if std::env::var_os("UPDATE_PUBLIC_API").is_some() {
        fs::write(&snapshot, &current).unwrap();
        return;
    }
    let reviewed = fs::read_to_string(&snapshot).unwrap_or_default();
    if current != reviewed {
        let added: Vec<&str> = current
            .lines()
            .filter(|l| !reviewed.lines().any(|r| r == *l))
            .collect();
        let removed: Vec<&str> = reviewed
            .lines()
            .filter(|l| !current.lines().any(|c| c == *l))
            .collect();
        panic!(
            "floodfill's public API differs from tests/public-api.txt\nadded: {added:#?}\nremoved: {removed:#?}\nreview the change, then: UPDATE_PUBLIC_API=1 cargo test -p banmen-floodfill --test public_api"
        );
    }
}

#[test]
fn declarations_are_recognised() {
    assert_eq!(
        public_declaration("    pub fn new() -> Self {"),
        Some("pub fn new() -> Self")
    );
    assert_eq!(
        public_declaration("pub const MAX_CELLS: usize = 1;"),
        Some("pub const MAX_CELLS: usize = 1;")
    );
    assert_eq!(
        public_declaration("    pub width: usize,"),
        Some("pub width: usize,")
    );
    assert_eq!(
        public_declaration("pub use crate::x;"),
        Some("pub use crate::x;")
    );
    assert_eq!(public_declaration("pub(crate) fn hidden() {}"), None);
    assert_eq!(public_declaration("// pub fn in a comment"), None);
    assert_eq!(public_declaration("let pub_x = 1;"), None);
}
