//! The names of the algorithms: [`Algorithm`]'s `Display` and `FromStr`, the
//! kebab-case names of the `--algorithm` flags (`dig=12`, `growing-tree=75`).
//! Every name printed parses back to the same algorithm.

use core::fmt;
use core::str::FromStr;

use super::{Algorithm, GrowingTreeMode};
use crate::error::MazeError;

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Algorithm::Dig { complexity: None } => f.write_str("dig"),
            Algorithm::Dig {
                complexity: Some(c),
            } => write!(f, "dig={c}"),
            Algorithm::Backtracker => f.write_str("backtracker"),
            Algorithm::Prim => f.write_str("prim"),
            Algorithm::Kruskal => f.write_str("kruskal"),
            Algorithm::Wilson => f.write_str("wilson"),
            Algorithm::AldousBroder => f.write_str("aldous-broder"),
            Algorithm::Eller => f.write_str("eller"),
            Algorithm::HuntAndKill => f.write_str("hunt-and-kill"),
            Algorithm::GrowingTree(GrowingTreeMode::Newest) => f.write_str("growing-tree-newest"),
            Algorithm::GrowingTree(GrowingTreeMode::Random) => f.write_str("growing-tree-random"),
            Algorithm::GrowingTree(GrowingTreeMode::Oldest) => f.write_str("growing-tree-oldest"),
            Algorithm::GrowingTree(GrowingTreeMode::Mixed { newest_percent: 50 }) => {
                f.write_str("growing-tree")
            }
            Algorithm::GrowingTree(GrowingTreeMode::Mixed { newest_percent }) => {
                write!(f, "growing-tree={newest_percent}")
            }
            Algorithm::Sidewinder => f.write_str("sidewinder"),
            Algorithm::BinaryTree => f.write_str("binary-tree"),
            Algorithm::RecursiveDivision => f.write_str("recursive-division"),
            Algorithm::StickDown => f.write_str("stick-down"),
            Algorithm::WallExtending => f.write_str("wall-extending"),
        }
    }
}

impl FromStr for Algorithm {
    type Err = MazeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let unknown = || MazeError::UnknownAlgorithm(s.into());
        let (name, arg) = match s.split_once('=') {
            Some((name, arg)) => (name, Some(arg.parse::<u32>().map_err(|_| unknown())?)),
            None => (s, None),
        };
        let algorithm = match (name, arg) {
            ("dig", complexity) => Algorithm::Dig { complexity },
            ("growing-tree", p) => {
                let p = p.unwrap_or(50);
                if p > 100 {
                    return Err(unknown());
                }
                Algorithm::GrowingTree(GrowingTreeMode::Mixed {
                    newest_percent: p as u8,
                })
            }
            (_, Some(_)) => return Err(unknown()),
            ("backtracker" | "recursive-backtracker", None) => Algorithm::Backtracker,
            ("prim", None) => Algorithm::Prim,
            ("kruskal", None) => Algorithm::Kruskal,
            ("wilson", None) => Algorithm::Wilson,
            ("aldous-broder", None) => Algorithm::AldousBroder,
            ("eller", None) => Algorithm::Eller,
            ("hunt-and-kill", None) => Algorithm::HuntAndKill,
            ("growing-tree-newest", None) => Algorithm::GrowingTree(GrowingTreeMode::Newest),
            ("growing-tree-random", None) => Algorithm::GrowingTree(GrowingTreeMode::Random),
            ("growing-tree-oldest", None) => Algorithm::GrowingTree(GrowingTreeMode::Oldest),
            ("sidewinder", None) => Algorithm::Sidewinder,
            ("binary-tree", None) => Algorithm::BinaryTree,
            ("recursive-division", None) => Algorithm::RecursiveDivision,
            ("stick-down", None) => Algorithm::StickDown,
            ("wall-extending", None) => Algorithm::WallExtending,
            _ => return Err(unknown()),
        };
        Ok(algorithm)
    }
}
