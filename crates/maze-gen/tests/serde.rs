//! Saved mazes: every saved type survives a JSON round trip, and bad data is refused
//! rather than trusted.
#![cfg(feature = "serde")]

use maze_gen::{Algorithm, Maze, RoomOptions, TileIds, TileMap, WeaveMaze};

fn round_trip<T>(value: &T) -> T
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
}

#[test]
fn mazes_and_options_round_trip() {
    let maze = Maze::from_seed(Algorithm::Wilson, 9, 7, 5).unwrap();
    assert_eq!(round_trip(&maze), maze);
    assert_eq!(round_trip(&Algorithm::Wilson), Algorithm::Wilson);
    let rooms = RoomOptions::default();
    assert_eq!(round_trip(&rooms), rooms);
    let ids = TileIds {
        rock: 0u16,
        wall: 1,
        floor: 2,
    };
    assert_eq!(round_trip(&ids), ids);
    let tiles = TileMap::from_maze(&maze, 2, ids).unwrap();
    let json = serde_json::to_value(&tiles).unwrap();
    assert_eq!(json["width"], tiles.width());
}

#[test]
fn bad_saved_mazes_are_refused() {
    let maze = Maze::from_seed(Algorithm::Backtracker, 4, 3, 1).unwrap();
    let json = serde_json::to_value(&maze).unwrap();
    let edit = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut value = json.clone();
        change(&mut value);
        serde_json::from_value::<Maze>(value)
    };
    assert!(edit(&|_| ()).is_ok());
    assert!(edit(&|v| v["width"] = 5.into()).is_err());
    assert!(edit(&|v| v["width"] = 0.into()).is_err());
    // A passage open on one side only, or through the outer wall, is not a maze.
    assert!(edit(&|v| v["cells"][0] = 0xff.into()).is_err());
}

#[test]
fn boards_and_board_mazes_round_trip_and_are_checked() {
    use hexgrid::OffsetLayout;
    use maze_gen::{MazeBoard, PolarGrid, TorusGrid};
    let hex = MazeBoard::hexagon(2, OffsetLayout::OddR).unwrap();
    let maze = Algorithm::Wilson
        .from_rng(&hex, &mut maze_gen::rng::from_seed(1))
        .unwrap();
    assert_eq!(round_trip(&hex), hex);
    assert_eq!(round_trip(&maze), maze);
    let polar = PolarGrid::new(5).unwrap();
    assert_eq!(round_trip(&polar), polar);
    let torus = TorusGrid::new(4, 3).unwrap();
    assert_eq!(round_trip(&torus), torus);
    let board = MazeBoard::new(polar).unwrap();
    let pm = Algorithm::Prim
        .from_rng(&board, &mut maze_gen::rng::from_seed(2))
        .unwrap();
    assert_eq!(round_trip(&pm), pm);

    type HexMaze = Maze<floodfill::HexGrid>;
    let json = serde_json::to_value(&maze).unwrap();
    let edit = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut v = json.clone();
        change(&mut v);
        serde_json::from_value::<HexMaze>(v)
    };
    assert!(edit(&|_| ()).is_ok());
    // A one-sided passage, a bit past the neighbours, a short array, a split mask.
    assert!(edit(&|v| v["open"][6] = 0.into()).is_err());
    assert!(edit(&|v| v["open"][6] = 0x80.into()).is_err());
    assert!(edit(&|v| v["open"].as_array_mut().unwrap().pop().map(|_| ()).unwrap()).is_err());
    assert!(edit(&|v| v["board"]["usable"][12] = false.into()).is_err());
    let hostile = [
        r#"{"ring_counts":[]}"#,
        r#"{"ring_counts":[1,0]}"#,
        r#"{"ring_counts":[1,6,18]}"#,
        r#"{"ring_counts":[2]}"#,
    ];
    for json in hostile {
        assert!(serde_json::from_str::<PolarGrid>(json).is_err(), "{json}");
    }
    assert!(serde_json::from_str::<TorusGrid>(r#"{"width":0,"height":3}"#).is_err());
    assert!(
        serde_json::from_str::<TorusGrid>(r#"{"width":18446744073709551615,"height":3}"#).is_err()
    );
    let all_masked = r#"{"topology":{"width":2,"height":1},"usable":[false,false]}"#;
    assert!(serde_json::from_str::<MazeBoard<TorusGrid>>(all_masked).is_err());
    let short = r#"{"topology":{"width":2,"height":1},"usable":[true]}"#;
    assert!(serde_json::from_str::<MazeBoard<TorusGrid>>(short).is_err());
    // A saved edge list loads one-way edges as they are: the board refuses them
    // on load exactly as `MazeBoard::new` does, and takes the two-way list.
    type GraphBoard = MazeBoard<floodfill::AdjacencyList>;
    let one_way = r#"{"topology":{"len":3,"edges":[[0,1],[1,2],[2,0]]},"usable":[true,true,true]}"#;
    let refused = serde_json::from_str::<GraphBoard>(one_way).unwrap_err();
    assert!(refused.to_string().contains("not back"), "{refused}");
    let two_way = r#"{"topology":{"len":2,"edges":[[0,1],[1,0]]},"usable":[true,true]}"#;
    let board = serde_json::from_str::<GraphBoard>(two_way).unwrap();
    assert_eq!(round_trip(&board), board);
}

#[test]
fn weave_mazes_round_trip_and_are_checked() {
    let weave = WeaveMaze::from_seed(9, 7, 1).unwrap();
    assert!(weave.crossings() > 0);
    assert_eq!(round_trip(&weave), weave);
    let mut json = serde_json::to_value(&weave).unwrap();
    let flags = json["under"].as_array_mut().unwrap();
    flags.pop();
    assert!(serde_json::from_value::<WeaveMaze>(json.clone()).is_err());
    // A tunnel under a corner cell (never a straight corridor with two ends).
    let mut json = serde_json::to_value(&weave).unwrap();
    json["under"][0] = true.into();
    assert!(serde_json::from_value::<WeaveMaze>(json).is_err());
}

/// Mazes saved by the version before the square grid and the boards shared one
/// maze type (`tests/data/saved-before-one-maze.txt`) load as the same mazes,
/// and a maze saves in the same form again.
#[test]
fn mazes_saved_before_one_maze_type_still_load() {
    use hexgrid::OffsetLayout;
    use maze_gen::{MazeBoard, PolarGrid, TorusGrid};
    let saved = include_str!("data/saved-before-one-maze.txt");
    let line = |tag: &str| {
        saved
            .lines()
            .find_map(|l| l.strip_prefix(tag).and_then(|l| l.strip_prefix(' ')))
            .unwrap()
    };
    let text_after = |tag: &str, rows: usize| {
        let mut lines = saved.lines().skip_while(|l| *l != tag).skip(1);
        (0..rows)
            .map(|_| lines.next().unwrap())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let square = Maze::from_seed(Algorithm::Wilson, 9, 7, 5).unwrap();
    assert_eq!(
        serde_json::from_str::<Maze>(line("SQUARE")).unwrap(),
        square
    );
    assert_eq!(serde_json::to_string(&square).unwrap(), line("SQUARE"));
    assert_eq!(
        text_after("SQUARE_TEXT", 15).parse::<Maze>().unwrap(),
        square
    );

    let hex = MazeBoard::hex(5, 4, OffsetLayout::OddR).unwrap();
    let hm = Algorithm::Backtracker
        .from_rng(&hex, &mut maze_gen::rng::from_seed(3))
        .unwrap();
    assert_eq!(
        serde_json::from_str::<Maze<floodfill::HexGrid>>(line("HEX")).unwrap(),
        hm
    );
    assert_eq!(serde_json::to_string(&hm).unwrap(), line("HEX"));
    assert_eq!(hm.to_string(), text_after("HEX_TEXT", 9));

    let polar = MazeBoard::new(PolarGrid::new(4).unwrap()).unwrap();
    let pm = Algorithm::Prim
        .from_rng(&polar, &mut maze_gen::rng::from_seed(2))
        .unwrap();
    assert_eq!(
        serde_json::from_str::<Maze<PolarGrid>>(line("POLAR")).unwrap(),
        pm
    );
    let torus = MazeBoard::new(TorusGrid::new(5, 4).unwrap()).unwrap();
    let tm = Algorithm::Kruskal
        .from_rng(&torus, &mut maze_gen::rng::from_seed(4))
        .unwrap();
    assert_eq!(
        serde_json::from_str::<Maze<TorusGrid>>(line("TORUS")).unwrap(),
        tm
    );
    let weave = WeaveMaze::from_seed(7, 5, 1).unwrap();
    assert_eq!(
        serde_json::from_str::<WeaveMaze>(line("WEAVE")).unwrap(),
        weave
    );
    assert_eq!(serde_json::to_string(&weave).unwrap(), line("WEAVE"));

    // The square form is for a square maze only.
    assert!(serde_json::from_str::<Maze<TorusGrid>>(line("SQUARE")).is_err());
    // Loading checks like the constructor: a one-sided passage is refused.
    let one_sided = line("SQUARE").replacen("[2,", "[3,", 1);
    assert!(serde_json::from_str::<Maze>(&one_sided).is_err());
}

#[test]
fn a_whole_board_saves_a_flag_per_cell_and_loads_equal() {
    use maze_gen::{MazeBoard, TorusGrid};

    let whole = MazeBoard::new(TorusGrid::new(3, 2).unwrap()).unwrap();
    let json = serde_json::to_value(&whole).unwrap();
    assert_eq!(
        json["usable"],
        serde_json::json!([true, true, true, true, true, true])
    );
    assert_eq!(round_trip(&whole), whole);
    let masked = MazeBoard::masked(TorusGrid::new(3, 2).unwrap(), |c| c != 4).unwrap();
    let json = serde_json::to_value(&masked).unwrap();
    assert_eq!(
        json["usable"],
        serde_json::json!([true, true, true, true, false, true])
    );
    assert_eq!(round_trip(&masked), masked);
}
