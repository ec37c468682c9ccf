//! The standard positions file, seeded boards pinned forever, and bad input.

use rand_pcg::Pcg32;
use samegame_board::{
    Board, Cell, Color, Game, Rules, STANDARD_POSITIONS, SameGameError, TopCell, parse_research,
    standard_positions,
};

#[test]
fn the_standard_file_holds_twenty_full_15x15_boards_of_5_colors() {
    let boards = parse_research(STANDARD_POSITIONS).unwrap();
    assert_eq!(boards.len(), 20);
    for b in &boards {
        assert_eq!((b.width(), b.height(), b.colors()), (15, 15, 5));
        assert_eq!(b.tiles(), 225);
        assert_eq!(
            b.remaining_all().iter().map(|&c| c as usize).sum::<usize>(),
            225
        );
    }
    // The first line is the top row of position 1: "3 1 1 4 1 0 4 0 4 4 1 1 0 2 3".
    let first = &boards[0];
    let top: Vec<u8> = (0..15)
        .map(|x| {
            first
                .get(first.from_top(TopCell::new(x, 0)).unwrap())
                .unwrap()
                .get()
                - 1
        })
        .collect();
    assert_eq!(top, [3, 1, 1, 4, 1, 0, 4, 0, 4, 4, 1, 1, 0, 2, 3]);
    // Bottom-left of position 1 is the first number of its 15th line ("1 0 1 0 ...").
    assert_eq!(first.get(Cell::new(0, 0)).map(Color::get), Some(2));
    // Position 2 starts on line 17: "3 3 0 1 0 2 1 2 3 2 3 1 1 1 0".
    assert_eq!(
        boards[1].to_research().lines().next(),
        Some("3 3 0 1 0 2 1 2 3 2 3 1 1 1 0")
    );
    // The last row of position 20: "3 4 1 4 4 0 0 0 0 1 0 2 1 0 0".
    assert_eq!(
        boards[19].to_research().lines().last(),
        Some("3 4 1 4 4 0 0 0 0 1 0 2 1 0 0")
    );
    // Writing every board back gives the file, up to the trailing spaces.
    let written: Vec<String> = boards.iter().map(Board::to_research).collect();
    let file: Vec<&str> = STANDARD_POSITIONS
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(written.concat().lines().collect::<Vec<_>>(), file);
    assert_eq!(standard_positions(), boards);
}

#[test]
fn the_shared_copy_of_the_standard_file_matches_when_present() {
    // The crate embeds its own copy; when the workspace's shared data is next to it,
    // they must agree.
    let shared = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/data/samegame-standard-20.txt"
    );
    if let Ok(text) = std::fs::read_to_string(shared) {
        assert_eq!(parse_research(&text).unwrap(), standard_positions());
    }
}

#[test]
fn seeded_boards_never_change() {
    let cases = [
        ((5, 4, 3, 0), "22112\n22112\n13232\n32323\n"),
        ((6, 3, 5, 1), "151443\n341314\n524345\n"),
        ((4, 4, 16, 2024), "GDGA\nB31D\nF67D\nG6G7\n"),
    ];
    for ((w, h, c, seed), text) in cases {
        assert_eq!(
            Board::from_seed(w, h, c, seed).unwrap().to_string(),
            text,
            "seed {seed}"
        );
    }
    let big = Board::from_seed(15, 15, 5, 42).unwrap();
    assert_eq!(big.to_string().lines().next(), Some("311111133352151"));
    // A playout is pinned too: the same seeds give the same game forever.
    let mut b = big.clone();
    assert_eq!(
        b.random_playout(&mut Pcg32::new(9, 9), &Rules::RESEARCH, None),
        447
    );
    // Retry = same seed, new board = new seed.
    let mut game = Game::from_seed(15, 15, 5, 42, Rules::CLASSIC).unwrap();
    assert_eq!(game.seed(), Some(42));
    let first = game.board().moves()[0].cell;
    game.play(first).unwrap();
    game.restart();
    assert_eq!(game.board(), &big);
    assert_eq!(game.score(), 0);
}

#[test]
fn bad_moves_are_errors_and_change_nothing() {
    let mut game = Game::new("1.\n12".parse().unwrap(), Rules::CLASSIC);
    let before = game.board().clone();
    assert_eq!(
        game.play(Cell::new(5, 0)),
        Err(SameGameError::OutOfBoard {
            x: 5,
            y: 0,
            width: 2,
            height: 2
        })
    );
    assert_eq!(
        game.play(Cell::new(1, 1)),
        Err(SameGameError::EmptyCell { x: 1, y: 1 })
    );
    assert_eq!(
        game.play(Cell::new(1, 0)),
        Err(SameGameError::SingleTile { x: 1, y: 0 })
    );
    assert_eq!(game.board(), &before);
    assert_eq!(game.undo(), Err(SameGameError::NothingToUndo));
    assert_eq!(game.redo(), Err(SameGameError::NothingToRedo));
    game.play(Cell::new(0, 1)).unwrap();
    // Playing a new move clears the redo history.
    game.undo().unwrap();
    assert!(game.can_redo());
    game.play(Cell::new(0, 0)).unwrap();
    assert!(!game.can_redo());
    assert_eq!(
        Board::empty(3, 3, 2).unwrap().group_at(Cell::new(0, 0)),
        None
    );
}

#[test]
fn bad_text_names_line_and_column() {
    assert_eq!(
        "12\n1?\n".parse::<Board>(),
        Err(SameGameError::UnknownSymbol {
            line: 2,
            column: 2,
            symbol: '?'
        })
    );
    assert_eq!(
        parse_research("0 1\n1 1\n\n0 1 2\n0 1\n"),
        Err(SameGameError::RaggedRow {
            line: 5,
            expected: 3,
            found: 2
        })
    );
    assert_eq!(
        parse_research("0 1\n1 17\n"),
        Err(SameGameError::TooManyColors {
            line: 2,
            column: 3,
            value: 17
        })
    );
    // Messages say what was wrong.
    let e = "12\n1?\n".parse::<Board>().unwrap_err().to_string();
    assert!(e.contains("line 2, column 2"), "{e}");
}

#[test]
fn end_scoring_under_the_rule_sets() {
    // Clearing the board earns the research bonus.
    let mut game = Game::new("11\n22".parse().unwrap(), Rules::RESEARCH);
    game.play(Cell::new(0, 1)).unwrap();
    game.play(Cell::new(0, 0)).unwrap();
    assert!(game.board().is_cleared());
    assert_eq!(game.final_score(), 1000);
    // Tiles left: the penalty counts colours with more than 2 tiles.
    let mut game = Game::new(
        "1111\n2323\n3232".parse().unwrap(),
        Rules::RESEARCH.with_end_penalty(),
    );
    game.play(Cell::new(0, 2)).unwrap();
    assert!(game.is_over());
    // 4 ones scored (4-2)^2 = 4; colours 2 and 3 have 4 tiles each: -(2^2) twice.
    assert_eq!(game.final_score(), 4 - 4 - 4);
}

/// The seeded constructors' old names still answer, and answer the same.
#[test]
#[allow(deprecated)]
fn the_old_seeded_names_give_the_same_boards() {
    use samegame_board::{Game, Rules};
    assert_eq!(Board::random(9, 7, 4, 11), Board::from_seed(9, 7, 4, 11));
    let mut a = Pcg32::new(5, 9);
    let mut b = Pcg32::new(5, 9);
    assert_eq!(
        Board::random_with(6, 6, 3, &mut a),
        Board::from_rng(6, 6, 3, &mut b)
    );
    let old = Game::random(5, 5, 3, 2, Rules::RESEARCH).unwrap();
    let new = Game::from_seed(5, 5, 3, 2, Rules::RESEARCH).unwrap();
    assert_eq!((old.board(), old.seed()), (new.board(), new.seed()));
}
