//! The crate's contract under hostile input: every public call at the extremes
//! (0, 1, `usize::MAX`, NaN, infinities, out-of-range indices), every generator with
//! degenerate random sources, and hostile saved data either answers or returns a
//! typed error. Runs in the normal debug build, where integer overflow panics.

use core::convert::Infallible;

use maze_gen::{
    Algorithm, Cell, Direction, DistanceMap, GrowingTreeMode, Maze, MazeBoard, MazeError, Room,
    RoomOptions, Square, TileIds, TileMap, WeaveMaze,
};
use proptest::prelude::*;
use rand_core::TryRng;

/// The whole `w × h` square grid.
fn square(w: usize, h: usize) -> MazeBoard<Square> {
    MazeBoard::new(Square::new(w, h).unwrap()).unwrap()
}

/// A random source that returns a fixed cycle of numbers forever.
struct Cycle(Vec<u64>, usize);

impl Cycle {
    fn constant(value: u64) -> Self {
        Cycle(vec![value], 0)
    }

    fn next(&mut self) -> u64 {
        let v = self.0[self.1 % self.0.len()];
        self.1 += 1;
        v
    }
}

impl TryRng for Cycle {
    type Error = Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok(self.next() as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(self.next())
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for b in dst {
            *b = self.next() as u8;
        }
        Ok(())
    }
}

/// The sources a broken or hostile caller might hand in.
fn degenerate_sources() -> Vec<Cycle> {
    vec![
        Cycle::constant(0),
        Cycle::constant(u64::MAX),
        Cycle::constant(1),
        Cycle::constant(0x8000_0000_8000_0000),
        Cycle(vec![0, u64::MAX], 0),
        Cycle(vec![0, 1, 2], 0),
        Cycle(vec![3, u64::MAX, 3, 0], 0),
        // Only even words: a coin read from the low bit always lands the same way.
        Cycle(
            (0..1000u64)
                .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15) & !1)
                .collect(),
            0,
        ),
    ]
}

fn every_algorithm() -> Vec<Algorithm> {
    let mut all = Algorithm::ALL.to_vec();
    all.push(Algorithm::Dig {
        complexity: Some(3),
    });
    all.push(Algorithm::Dig {
        complexity: Some(0),
    });
    all
}

#[test]
fn every_generator_finishes_with_a_degenerate_source() {
    for (w, h) in [(1, 1), (1, 7), (7, 1), (5, 5), (6, 4)] {
        for algorithm in every_algorithm() {
            for mut rng in degenerate_sources() {
                let maze = algorithm.from_rng(&square(w, h), &mut rng).unwrap();
                if algorithm.is_perfect() {
                    assert_eq!(maze.passage_count(), w * h - 1, "{algorithm} {w}x{h}");
                    let reach = DistanceMap::from_start(&maze, 0).unwrap();
                    assert_eq!(reach.reached(), w * h, "{algorithm} {w}x{h}");
                }
            }
        }
    }
}

/// Every generator on hex boards and user boards, and weave mazes, with every
/// degenerate source (cycles of one to four words, only even words): each finishes,
/// perfect where the algorithm promises it.
#[test]
fn board_generators_and_weaves_finish_with_a_degenerate_source() {
    use hexgrid::OffsetLayout;
    use maze_gen::MazeBoard;
    let hexagon = MazeBoard::hexagon(3, OffsetLayout::OddR).unwrap();
    let rect = MazeBoard::hex(5, 4, OffsetLayout::EvenQ).unwrap();
    for algorithm in Algorithm::ALL
        .into_iter()
        .filter(|a| a.works_on_any_board())
    {
        for mut rng in degenerate_sources() {
            let maze = algorithm.from_rng(&hexagon, &mut rng).unwrap();
            assert_eq!(
                maze.passage_count(),
                hexagon.usable_count() - 1,
                "{algorithm}"
            );
            let mut maze = algorithm.from_rng(&rect, &mut rng).unwrap();
            assert_eq!(maze.passage_count(), rect.usable_count() - 1, "{algorithm}");
            maze.braid(1.0, &mut rng).unwrap();
        }
    }
    for mut rng in degenerate_sources() {
        for (w, h) in [(1, 1), (5, 5), (7, 3)] {
            let _ = WeaveMaze::from_rng(w, h, &mut rng).unwrap();
        }
    }
}

#[test]
fn braids_and_rooms_finish_with_a_degenerate_source() {
    for mut rng in degenerate_sources() {
        let mut maze = Maze::from_seed(Algorithm::Backtracker, 9, 9, 1).unwrap();
        maze.braid(1.0, &mut rng).unwrap();
        let _ = maze.add_rooms(&RoomOptions::default(), &mut rng);
        assert_eq!(DistanceMap::from_start(&maze, 0).unwrap().reached(), 81);
    }
}

#[test]
fn indices_outside_the_maze_have_no_passages_and_no_neighbours() {
    let maze = Maze::from_seed(Algorithm::Kruskal, 3, 3, 1).unwrap();
    for index in [9, 20, usize::MAX / 2, usize::MAX] {
        assert_eq!(maze.passages(index), 0);
        assert_eq!(maze.degree(index), 0);
        assert!(!maze.is_dead_end(index));
        assert_eq!(maze.open_neighbors(index).count(), 0);
        for dir in Direction::ALL {
            assert_eq!(maze.step(index, dir), None, "{index} {dir:?}");
        }
        assert_eq!(maze.coord_of(index), None);
    }
    // The defect this guards: a south step from a cell below the maze came back in.
    assert_eq!(maze.step(20, Direction::North), None);
    assert!(DistanceMap::from_start(&maze, usize::MAX).is_err());
}

#[test]
fn tile_map_coordinates_outside_the_map_are_none() {
    let maze = Maze::from_seed(Algorithm::Prim, 3, 2, 1).unwrap();
    let ids = TileIds {
        rock: 0u8,
        wall: 1,
        floor: 2,
    };
    let map = TileMap::from_maze(&maze, 3, ids).unwrap();
    for v in [map.width(), usize::MAX / 2, usize::MAX] {
        assert_eq!(map.cell_of((v, 0)), None);
        assert_eq!(map.cell_of((0, v)), None);
        assert!(map.is_solid(v, v));
        assert_eq!(map.cell_origin(Cell::new(v, 0)), None);
        assert_eq!(map.cell_origin(Cell::new(0, v)), None);
    }
    assert_eq!(map.cell_origin(Cell::new(2, 1)), Some((15, 9)));
}

#[test]
fn rooms_at_the_extremes_are_exact_or_refused() {
    let room = Room {
        x: usize::MAX - 1,
        y: usize::MAX,
        width: usize::MAX,
        height: 1,
    };
    assert!(room.contains(usize::MAX, usize::MAX));
    assert!(!room.contains(0, usize::MAX));
    assert!(!room.contains(usize::MAX, 0));
    let mut maze = Maze::from_seed(Algorithm::Wilson, 6, 6, 2).unwrap();
    let before = maze.clone();
    let mut rng = maze_gen::rng::from_seed(3);
    for (count, min_side, max_side) in [
        (1, usize::MAX, usize::MAX),
        (1, usize::MAX - 1, usize::MAX),
        (usize::MAX, 1, 1),
        (2, 1, usize::MAX),
        (1, 0, 0),
        (1, 3, 2),
    ] {
        let options = RoomOptions {
            count,
            min_side,
            max_side,
            extra_door_percent: u8::MAX,
        };
        if let Err(e) = maze.add_rooms(&options, &mut rng) {
            assert!(matches!(
                e,
                MazeError::RoomsDoNotFit { .. } | MazeError::BadParameter { .. }
            ));
            assert_eq!(maze, before);
        } else {
            assert_eq!(DistanceMap::from_start(&maze, 0).unwrap().reached(), 36);
            maze = before.clone();
        }
    }
}

#[test]
fn fractions_that_are_not_numbers_in_range_are_refused() {
    let mut maze = Maze::from_seed(Algorithm::Backtracker, 4, 4, 1).unwrap();
    let mut rng = maze_gen::rng::from_seed(1);
    for p in [
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        -0.1,
        1.0 + f64::EPSILON,
    ] {
        assert!(matches!(
            maze.braid(p, &mut rng),
            Err(MazeError::BadFraction { .. })
        ));
    }
}

#[test]
fn growing_tree_names_round_trip_or_the_mode_is_refused() {
    for p in 0..=u8::MAX {
        let algorithm = Algorithm::GrowingTree(GrowingTreeMode::Mixed { newest_percent: p });
        let parsed = algorithm.to_string().parse::<Algorithm>();
        let made = Maze::from_seed(algorithm, 3, 3, 1);
        if p <= 100 {
            assert_eq!(parsed.unwrap(), algorithm);
            assert!(made.is_ok());
        } else {
            assert!(parsed.is_err());
            assert!(matches!(made, Err(MazeError::BadParameter { .. })));
        }
    }
}

#[test]
fn sizes_at_the_extremes_are_typed_errors() {
    for (w, h) in [
        (0, 0),
        (0, usize::MAX),
        (usize::MAX, 1),
        (usize::MAX, usize::MAX),
        (Maze::MAX_SIDE + 1, 1),
        (Maze::MAX_SIDE, Maze::MAX_SIDE),
    ] {
        for algorithm in every_algorithm() {
            let e = Maze::from_seed(algorithm, w, h, 0).unwrap_err();
            assert!(matches!(
                e,
                MazeError::EmptyMaze { .. } | MazeError::MazeTooLarge { .. }
            ));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn queries_never_panic(
        w in 1usize..6, h in 1usize..6, seed in any::<u64>(),
        index in prop_oneof![0usize..40, Just(usize::MAX), Just(usize::MAX / 2)],
        x in prop_oneof![0usize..8, Just(usize::MAX)],
        y in prop_oneof![0usize..8, Just(usize::MAX)],
    ) {
        let mut maze = Maze::from_seed(Algorithm::Wilson, w, h, seed).unwrap();
        let inside = index < maze.len();
        // In a perfect maze of two or more cells every cell has an open side.
        prop_assert_eq!(maze.passages(index) != 0, inside && maze.len() > 1);
        for dir in Direction::ALL {
            if let Some(j) = maze.step(index, dir) {
                prop_assert!(inside && j < maze.len());
                prop_assert_eq!(maze.step(j, dir.opposite()), Some(index));
            }
        }
        let cell = Cell::new(x, y);
        let _ = maze.is_open_side(cell, Direction::East);
        let _ = maze.tile_is_wall(x, y);
        let opened = maze.open_side(cell, Direction::South);
        prop_assert_eq!(opened.is_ok(), x < w && y < h - 1);
        prop_assert!(maze.close_side(cell, Direction::North).is_ok() == (x < w && y < h));
    }

    #[test]
    fn any_text_parses_or_is_refused_and_accepted_text_round_trips(
        text in "[# .\n]{0,60}",
    ) {
        if let Ok(maze) = text.parse::<Maze>() {
            let printed = maze.to_string();
            prop_assert_eq!(printed.parse::<Maze>().unwrap(), maze);
        }
    }

    /// Every cycle of up to four words (the stuck-source rule's `MAX_PERIOD`) ends
    /// every generator with a perfect maze where the algorithm promises one.
    #[test]
    fn short_cycles_still_give_perfect_mazes(
        w in 1usize..8, h in 1usize..8, words in prop::collection::vec(any::<u64>(), 1..=4),
        k in 0usize..17,
    ) {
        let algorithm = Algorithm::ALL[k];
        let maze = algorithm.from_rng(&square(w, h), &mut Cycle(words.clone(), 0)).unwrap();
        if algorithm.is_perfect() {
            prop_assert_eq!(maze.passage_count(), w * h - 1);
        }
    }

    #[test]
    fn degenerate_sources_still_give_perfect_mazes(
        w in 1usize..8, h in 1usize..8, value in any::<u64>(), k in 0usize..17,
    ) {
        let algorithm = Algorithm::ALL[k];
        let maze = algorithm.from_rng(&square(w, h), &mut Cycle::constant(value)).unwrap();
        prop_assert_eq!(maze.passage_count(), w * h - 1);
    }
}

#[cfg(feature = "serde")]
mod saved {
    use super::*;

    #[test]
    fn hostile_saved_values_are_refused_or_safe_to_use() {
        let refused = [
            r#"{"width":1,"height":1,"cells":[0,0]}"#,
            r#"{"width":18446744073709551615,"height":18446744073709551615,"cells":[]}"#,
            r#"{"width":4294967296,"height":4294967296,"cells":[0]}"#,
            r#"{"width":2,"height":1,"cells":[2,0]}"#,
            r#"{"width":1,"height":1,"cells":[128]}"#,
        ];
        for json in refused {
            assert!(serde_json::from_str::<Maze>(json).is_err(), "{json}");
        }
        assert!(
            serde_json::from_str::<GrowingTreeMode>(r#"{"Mixed":{"newest_percent":255}}"#).is_err()
        );
        assert!(
            serde_json::from_str::<Algorithm>(
                r#"{"GrowingTree":{"Mixed":{"newest_percent":101}}}"#
            )
            .is_err()
        );
        let ok: GrowingTreeMode =
            serde_json::from_str(r#"{"Mixed":{"newest_percent":100}}"#).unwrap();
        assert_eq!(
            ok,
            GrowingTreeMode::Mixed {
                newest_percent: 100
            }
        );
        // Plain values hold any field; every method on them stays exact.
        let max = usize::MAX;
        let cell: Cell = serde_json::from_str(&format!(r#"{{"x":{max},"y":{max}}}"#)).unwrap();
        let maze = Maze::new(3, 3).unwrap();
        assert_eq!(maze.cell_of(cell), None);
        assert!(!maze.is_open_side(cell, Direction::East));
        let room: Room = serde_json::from_str(&format!(
            r#"{{"x":{max},"y":{max},"width":{max},"height":{max}}}"#
        ))
        .unwrap();
        assert!(room.contains(max, max) && !room.contains(0, 0));
        let options: RoomOptions = serde_json::from_str(&format!(
            r#"{{"count":{max},"min_side":{max},"max_side":{max},"extra_door_percent":255}}"#
        ))
        .unwrap();
        let mut maze = Maze::from_seed(Algorithm::Prim, 5, 5, 1).unwrap();
        assert!(
            maze.add_rooms(&options, &mut maze_gen::rng::from_seed(1))
                .is_err()
        );
    }
}

#[test]
fn board_generators_finish_with_a_degenerate_source() {
    use hexgrid::OffsetLayout;
    use maze_gen::{MazeBoard, PolarGrid, TorusGrid};
    let hex = MazeBoard::hexagon(2, OffsetLayout::OddR).unwrap();
    let polar = MazeBoard::new(PolarGrid::new(4).unwrap()).unwrap();
    let torus = MazeBoard::new(TorusGrid::new(5, 3).unwrap()).unwrap();
    for algorithm in every_algorithm()
        .into_iter()
        .filter(|a| a.works_on_any_board())
    {
        for mut rng in degenerate_sources() {
            let perfect = algorithm.is_perfect();
            let m = algorithm.from_rng(&hex, &mut rng).unwrap();
            assert!(!perfect || m.passage_count() == 18, "{algorithm}");
            let m = algorithm.from_rng(&polar, &mut rng).unwrap();
            assert!(!perfect || m.passage_count() == polar.usable_count() - 1);
            let m = algorithm.from_rng(&torus, &mut rng).unwrap();
            assert!(!perfect || m.passage_count() == 14);
        }
    }
}

#[test]
fn weave_mazes_finish_with_degenerate_sources() {
    for mut source in degenerate_sources() {
        for (w, h) in [(1, 1), (7, 3), (12, 12)] {
            let weave = WeaveMaze::from_rng(w, h, &mut source).unwrap();
            assert_eq!(weave.maze().passage_count() + weave.crossings(), w * h - 1);
            assert_eq!(DistanceMap::from_start(&weave, 0).unwrap().reached(), w * h);
        }
    }
}
