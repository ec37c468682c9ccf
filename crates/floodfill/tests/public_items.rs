//! floodfill stays a small general crate: at most 81 public item declarations in
//! `src/`, counted as docs/architecture.md does:
//!
//! ```text
//! grep -rhE '^\s*pub (const |unsafe )?(fn|struct|enum|trait|type|const|static|mod)\b' crates/floodfill/src | wc -l
//! ```

use std::fs;
use std::path::Path;

/// The most public items floodfill may declare.
const LIMIT: usize = 81;

/// Whether `line` declares a public item, as the `grep` pattern above matches it.
fn declares_public_item(line: &str) -> bool {
    let Some(rest) = line.trim_start().strip_prefix("pub ") else {
        return false;
    };
    let rest = rest
        .strip_prefix("const ")
        .or_else(|| rest.strip_prefix("unsafe "))
        .filter(|after| {
            // `pub const NAME` is itself an item: only strip `const ` before `fn`.
            after.starts_with("fn")
        })
        .unwrap_or(rest);
    [
        "fn", "struct", "enum", "trait", "type", "const", "static", "mod",
    ]
    .iter()
    .any(|kw| {
        rest.strip_prefix(kw)
            .is_some_and(|after| !after.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
    })
}

fn count(dir: &Path) -> usize {
    let mut total = 0;
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            total += count(&path);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            total += text.lines().filter(|l| declares_public_item(l)).count();
        }
    }
    total
}

#[test]
fn public_items_stay_within_the_limit() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let n = count(&src);
    assert!(
        n <= LIMIT,
        "{n} public items in floodfill/src, at most {LIMIT}"
    );
}

#[test]
fn the_count_matches_the_grep_pattern() {
    assert!(declares_public_item("    pub fn new() -> Self {"));
    assert!(declares_public_item("pub const fn low(n: u32) -> u64 {"));
    assert!(declares_public_item("pub const MAX_CELLS: usize = 1;"));
    assert!(declares_public_item("pub struct Filler {"));
    assert!(declares_public_item("pub enum Shape<'a> {"));
    assert!(declares_public_item("pub trait Topology {"));
    assert!(declares_public_item("pub mod x;"));
    assert!(!declares_public_item("pub(crate) fn hidden() {}"));
    assert!(!declares_public_item("pub use crate::x;"));
    assert!(!declares_public_item("    pub width: usize,"));
    assert!(!declares_public_item("// pub fn in a comment"));
    assert!(!declares_public_item("pub fnord() {}"));
}
