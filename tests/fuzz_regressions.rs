//! Inputs that once crashed a fuzz target, replayed through the same checks:
//! loading must not panic, and what loads must write out and load back equal.
//! `scripts/fuzz.sh` saves a crash of a library target in
//! `crates/CRATE/tests/data/fuzz-regressions/TARGET-HASH`; one file replays them all,
//! so the checks are written once. (The examples' line readers keep theirs at the
//! root, replayed by `tests/examples_input.rs`.) The saved forms are on in every
//! workspace test build (the umbrella's dev-dependencies turn them on).

use std::fmt::{Debug, Display};
use std::str::FromStr;

fn text_round_trip<T: FromStr + Display + PartialEq + Debug>(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(value) = text.parse::<T>() {
        let written = value.to_string();
        assert_eq!(written.parse::<T>().ok(), Some(value), "{written:?}");
    }
}

fn json_round_trip<T>(data: &[u8])
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + Debug,
{
    if let Ok(value) = serde_json::from_slice::<T>(data) {
        let saved = serde_json::to_string(&value).unwrap();
        assert_eq!(serde_json::from_str::<T>(&saved).unwrap(), value, "{saved}");
    }
}

/// Runs `check` on every input saved for `target` in `crate_dir`'s regressions.
fn replay(crate_dir: &str, target: &str, check: impl Fn(&[u8])) {
    let dir = format!(
        "{}/crates/{crate_dir}/tests/data/fuzz-regressions",
        env!("CARGO_MANIFEST_DIR")
    );
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with(&format!("{target}-")) {
            check(&std::fs::read(&path).unwrap());
        }
    }
}

/// The check of the `tactics_queries` target, shared with it.
#[path = "fuzz_checks/tactics_queries.rs"]
mod tactics_queries;

/// Tactics questions on a sequence of maps with kept scratch: the saved crashes, and
/// the target's seed corpus (so a normal test run asks the questions too).
#[test]
fn tactics_query_inputs() {
    replay("tactics-range", "tactics_queries", tactics_queries::check);
    let corpus = format!("{}/fuzz/corpus/tactics_queries", env!("CARGO_MANIFEST_DIR"));
    for entry in std::fs::read_dir(corpus).into_iter().flatten() {
        tactics_queries::check(&std::fs::read(entry.unwrap().path()).unwrap());
    }
}

/// A serde target's input: its first byte picks the type, the rest is the JSON.
fn pick(checks: &[fn(&[u8])]) -> impl Fn(&[u8]) + '_ {
    move |data| {
        if let Some((&pick, rest)) = data.split_first() {
            checks[usize::from(pick) % checks.len()](rest);
        }
    }
}

#[test]
fn floodfill_saved_forms() {
    use floodfill::*;
    let checks: &[fn(&[u8])] = &[
        json_round_trip::<AdjacencyList>,
        json_round_trip::<Connectivity>,
        json_round_trip::<HexGrid>,
        json_round_trip::<SquareGrid>,
    ];
    replay("floodfill", "serde_floodfill", pick(checks));
}

#[test]
fn hexgrid_saved_forms() {
    use hexgrid::*;
    let checks: &[fn(&[u8])] = &[
        json_round_trip::<Diagonal>,
        json_round_trip::<Direction>,
        json_round_trip::<DoubledCoord>,
        json_round_trip::<DoubledLayout>,
        json_round_trip::<FractionalHex>,
        json_round_trip::<Hex>,
        json_round_trip::<HexEdge>,
        json_round_trip::<HexMap<u8>>,
        json_round_trip::<HexVertex>,
        json_round_trip::<Layout>,
        json_round_trip::<OffsetCoord>,
        json_round_trip::<OffsetGrid<u8>>,
        json_round_trip::<OffsetLayout>,
        json_round_trip::<Orientation>,
        json_round_trip::<Point>,
        json_round_trip::<RhombusMap<u8>>,
        json_round_trip::<Wrap>,
        json_round_trip::<WrapHexagon>,
        json_round_trip::<WrapRect>,
    ];
    replay("hexgrid", "serde_hexgrid", pick(checks));
}

#[test]
fn tactics_text_inputs() {
    replay(
        "tactics-range",
        "tactics_map",
        text_round_trip::<tactics_range::TacticsMap<floodfill::SquareGrid>>,
    );
}

#[test]
fn tactics_saved_forms() {
    use tactics_range::*;
    let checks: &[fn(&[u8])] = &[
        json_round_trip::<AttackRange>,
        json_round_trip::<EdgeCost>,
        json_round_trip::<EdgeCosts>,
        json_round_trip::<HexShape>,
        json_round_trip::<MoveCost>,
        json_round_trip::<MoveProfile>,
        json_round_trip::<Occupant>,
        json_round_trip::<SightRules>,
        json_round_trip::<SquareShape>,
        json_round_trip::<TacticsMap<floodfill::SquareGrid>>,
        json_round_trip::<TacticsMap<floodfill::HexGrid>>,
        json_round_trip::<TurnBudget>,
        json_round_trip::<Viewer>,
        json_round_trip::<ZocRule>,
    ];
    replay("tactics-range", "serde_tactics", pick(checks));
}

#[test]
fn freecell_text_inputs() {
    use freecell_rules::{Card, MoveText, Position, Rank};
    replay(
        "freecell-rules",
        "freecell_board",
        text_round_trip::<Position>,
    );
    replay("freecell-rules", "freecell_move", |data| {
        text_round_trip::<MoveText>(data);
        if let Ok(text) = std::str::from_utf8(data) {
            let p = Position::microsoft_deal(1).unwrap();
            if let Ok(mv) = p.parse_move(text) {
                let _ = p.check(mv);
            }
        }
    });
    replay("freecell-rules", "freecell_card", |data| {
        text_round_trip::<Card>(data);
        if let Ok(text) = std::str::from_utf8(data) {
            let _ = Rank::from_token(text);
        }
    });
}

#[test]
fn freecell_saved_forms() {
    use freecell_rules::*;
    let checks: &[fn(&[u8])] = &[
        json_round_trip::<AutoMove>,
        json_round_trip::<Building>,
        json_round_trip::<Card>,
        json_round_trip::<Color>,
        json_round_trip::<Game>,
        json_round_trip::<IllegalMove>,
        json_round_trip::<Location>,
        json_round_trip::<Move>,
        json_round_trip::<MoveText>,
        json_round_trip::<NotationPlace>,
        json_round_trip::<Position>,
        json_round_trip::<Rank>,
        json_round_trip::<Rules>,
        json_round_trip::<Step>,
        json_round_trip::<Suit>,
        json_round_trip::<Tap>,
    ];
    replay("freecell-rules", "serde_freecell", pick(checks));
}

#[test]
fn samegame_text_inputs() {
    replay(
        "samegame-board",
        "samegame_board",
        text_round_trip::<samegame_board::Board>,
    );
    replay("samegame-board", "samegame_research", |data| {
        if let Ok(text) = std::str::from_utf8(data) {
            let _ = samegame_board::parse_research(text);
            let _ = samegame_board::Board::from_research(text);
        }
    });
}

#[test]
fn samegame_saved_forms() {
    use samegame_board::*;
    let checks: &[fn(&[u8])] = &[
        json_round_trip::<Board>,
        json_round_trip::<Cell>,
        json_round_trip::<Color>,
        json_round_trip::<Game<Rules>>,
        json_round_trip::<Move>,
        json_round_trip::<Played>,
        json_round_trip::<Polynomial>,
        json_round_trip::<Removed>,
        json_round_trip::<Rules>,
        json_round_trip::<TopCell>,
    ];
    replay("samegame-board", "serde_samegame", pick(checks));
}

#[test]
fn maze_text_inputs() {
    replay("maze-gen", "maze_text", text_round_trip::<maze_gen::Maze>);
    replay(
        "maze-gen",
        "weave_text",
        text_round_trip::<maze_gen::WeaveMaze>,
    );
    replay(
        "maze-gen",
        "maze_algorithm",
        text_round_trip::<maze_gen::Algorithm>,
    );
    replay("maze-gen", "maze_mask", |data| {
        if let Ok(text) = std::str::from_utf8(data) {
            let _ = maze_gen::MazeBoard::from_mask_text(text);
        }
    });
}

#[test]
fn maze_saved_forms() {
    use floodfill::{HexGrid, SquareGrid};
    use maze_gen::*;
    let checks: &[fn(&[u8])] = &[
        json_round_trip::<Algorithm>,
        json_round_trip::<MazeBoard<SquareGrid>>,
        json_round_trip::<Maze<SquareGrid>>,
        json_round_trip::<Maze<HexGrid>>,
        json_round_trip::<Cell>,
        json_round_trip::<Direction>,
        json_round_trip::<GrowingTreeMode>,
        json_round_trip::<Maze>,
        json_round_trip::<PolarGrid>,
        json_round_trip::<Room>,
        json_round_trip::<RoomOptions>,
        json_round_trip::<TileIds<u16>>,
        json_round_trip::<TorusGrid>,
        json_round_trip::<WeaveMaze>,
    ];
    replay("maze-gen", "serde_maze", pick(checks));
}
