//! Every library's public surface is a reviewed list: every line of a crate's `src/`
//! that declares something public (an item, a field, a re-export) is in the crate's
//! `tests/public-api.txt`, file by file, so a new public item or a rename shows as a
//! diff of that file in review. The umbrella's own `src/` is listed the same way.
//!
//! After a deliberate change, write the lists anew and review their diff:
//!
//! ```text
//! UPDATE_PUBLIC_API=1 cargo test --test integration public_api
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
/// A declaration under a `#[deprecated]` attribute is listed with that mark, so an old
/// name kept as an alias reads as one in the list.
fn declarations(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_trait = false;
    let mut deprecated = false;
    let push = |out: &mut Vec<String>, decl: &str, deprecated: &mut bool| {
        let mark = if *deprecated { "#[deprecated] " } else { "" };
        out.push(format!("{mark}{decl}"));
        *deprecated = false;
    };
    for line in code.lines() {
        let item = line.trim();
        if item.starts_with("#[deprecated") {
            deprecated = true;
        } else if let Some(decl) = public_declaration(line) {
            in_trait = decl.starts_with("pub trait ");
            push(&mut out, decl, &mut deprecated);
        } else if in_trait && line == "}" {
            in_trait = false;
        } else if in_trait
            && (item.starts_with("fn ") || item.starts_with("type ") || item.starts_with("const "))
        {
            let end = item.find(" {").unwrap_or(item.len());
            push(&mut out, &item[..end], &mut deprecated);
        } else if item.starts_with("fn ") || item.starts_with("impl") {
            // A private item: an attribute above it is not on a listed one.
            deprecated = false;
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
            out.push_str(&d);
            out.push('\n');
        }
    }
    out
}

/// The packages whose surface is listed: each library, and the umbrella.
fn packages() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs: Vec<PathBuf> = fs::read_dir(root.join("crates"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|dir| dir.join("src").is_dir())
        .collect();
    dirs.sort();
    dirs.push(root.to_path_buf());
    dirs
}

#[test]
fn public_api_matches_the_reviewed_lists() {
    let update = std::env::var_os("UPDATE_PUBLIC_API").is_some();
    let mut differences = String::new();
    for package in packages() {
        let snapshot = package.join("tests/public-api.txt");
        let current = current_list(&package);
        if update {
            fs::write(&snapshot, &current).unwrap();
            continue;
        }
        let reviewed = fs::read_to_string(&snapshot).unwrap_or_default();
        if current == reviewed {
            continue;
        }
        let added: Vec<&str> = current
            .lines()
            .filter(|l| !reviewed.lines().any(|r| r == *l))
            .collect();
        let removed: Vec<&str> = reviewed
            .lines()
            .filter(|l| !current.lines().any(|c| c == *l))
            .collect();
        differences.push_str(&format!(
            "{} differs from its public-api.txt\nadded: {added:#?}\nremoved: {removed:#?}\n",
            package.display()
        ));
    }
    assert!(
        differences.is_empty(),
        "{differences}review the change, then: UPDATE_PUBLIC_API=1 cargo test --test integration public_api"
    );
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
    let code = "#[deprecated(since = \"0.1.0\", note = \"renamed to `new`\")]\n#[must_use]\npub fn old() {}\npub fn new() {}\n";
    assert_eq!(
        declarations(code),
        ["#[deprecated] pub fn old()", "pub fn new()"]
    );
}
