//! Properties of the rules, checked against a naive model written here: columns as
//! vectors of colours (bottom first), groups by an explicit-stack walk, removal by
//! filtering.

use std::collections::BTreeSet;

use proptest::prelude::*;
use rand_pcg::Pcg32;
use samegame_board::{Board, Cell, Game, Rules, Scoring, parse_research};

/// The naive model: `cols[x][y]` is the colour (1-based) at column x, row y from the
/// bottom; only columns with tiles are kept.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Naive {
    width: usize,
    height: usize,
    cols: Vec<Vec<u8>>,
}

impl Naive {
    fn of(board: &Board) -> Naive {
        let mut cols = Vec::new();
        for x in 0..board.width() {
            let mut col = Vec::new();
            for y in 0..board.height() {
                if let Some(c) = board.get(Cell::new(x as u8, y as u8)) {
                    col.push(c.get());
                }
            }
            if !col.is_empty() {
                cols.push(col);
            }
        }
        Naive {
            width: board.width(),
            height: board.height(),
            cols,
        }
    }

    fn at(&self, x: usize, y: usize) -> Option<u8> {
        self.cols.get(x)?.get(y).copied()
    }

    /// The group at (x, y) by a walk with an explicit stack.
    fn group(&self, x: usize, y: usize) -> BTreeSet<(usize, usize)> {
        let mut seen = BTreeSet::new();
        let Some(color) = self.at(x, y) else {
            return seen;
        };
        let mut stack = vec![(x, y)];
        while let Some((x, y)) = stack.pop() {
            if self.at(x, y) != Some(color) || !seen.insert((x, y)) {
                continue;
            }
            stack.push((x + 1, y));
            stack.push((x, y + 1));
            if x > 0 {
                stack.push((x - 1, y));
            }
            if y > 0 {
                stack.push((x, y - 1));
            }
        }
        seen
    }

    /// Every group of 2 or more tiles, as sets of cells.
    fn groups(&self) -> BTreeSet<BTreeSet<(usize, usize)>> {
        let mut out = BTreeSet::new();
        for x in 0..self.cols.len() {
            for y in 0..self.cols[x].len() {
                let g = self.group(x, y);
                if g.len() >= 2 {
                    out.insert(g);
                }
            }
        }
        out
    }

    fn remove(&mut self, group: &BTreeSet<(usize, usize)>) {
        for x in 0..self.cols.len() {
            let col = std::mem::take(&mut self.cols[x]);
            self.cols[x] = col
                .into_iter()
                .enumerate()
                .filter(|&(y, _)| !group.contains(&(x, y)))
                .map(|(_, c)| c)
                .collect();
        }
        self.cols.retain(|c| !c.is_empty());
    }

    fn count(&self, color: u8) -> usize {
        self.cols.iter().flatten().filter(|&&c| c == color).count()
    }
}

/// The board's structural invariants: gravity and the column shift hold.
fn check_shape(board: &Board) {
    let mut seen_empty_column = false;
    for x in 0..board.width() {
        let h = board.column_height(x);
        for y in 0..board.height() {
            let tile = board.get(Cell::new(x as u8, y as u8)).is_some();
            assert_eq!(tile, y < h, "no tile above a hole at column {x}");
        }
        if h == 0 {
            seen_empty_column = true;
        } else {
            assert!(!seen_empty_column, "empty column left of column {x}");
        }
    }
}

/// A board of any size up to `max` with holes anywhere; gravity settles it.
fn any_board(max_side: usize, max_colors: usize) -> impl Strategy<Value = Board> {
    (1..=max_side, 1..=max_side, 1..=max_colors).prop_flat_map(|(w, h, n)| {
        proptest::collection::vec(0..=n as u8, w * h).prop_map(move |cells| {
            Board::from_fn(w, h, n, |c| cells[c.y as usize * w + c.x as usize])
                .expect("sizes in range")
        })
    })
}

/// Plays `picks` (each an index into the legal moves) and checks every step against
/// the model.
fn play_and_check(start: &Board, picks: &[usize], rules: &Rules) {
    let mut game = Game::new(start.clone(), *rules);
    let mut naive = Naive::of(start);
    let initial: Vec<usize> = (1..=start.colors() as u8).map(|c| naive.count(c)).collect();
    let mut removed = vec![0usize; start.colors()];
    let mut expected_score = 0i64;
    let mut moves = Vec::new();
    for &pick in picks {
        check_shape(game.board());
        assert_eq!(Naive::of(game.board()), naive);
        // Every listed move is a legal group of the model, and every group is listed.
        game.board().moves_into(&mut moves);
        let listed: BTreeSet<_> = moves
            .iter()
            .map(|m| {
                let g = naive.group(m.cell.x as usize, m.cell.y as usize);
                assert_eq!(g.len(), m.size as usize);
                assert_eq!(
                    naive.at(m.cell.x as usize, m.cell.y as usize),
                    Some(m.color.get())
                );
                // The named cell is the lowest tile of the group's leftmost column.
                assert_eq!(
                    g.iter().next(),
                    Some(&(m.cell.x as usize, m.cell.y as usize))
                );
                g
            })
            .collect();
        assert_eq!(listed.len(), moves.len(), "a group listed twice");
        assert_eq!(listed, naive.groups());
        assert_eq!(game.board().is_over(), moves.is_empty());
        if moves.is_empty() {
            break;
        }
        let m = moves[pick % moves.len()];
        // group_at agrees with the model from any cell of the group.
        let group = naive.group(m.cell.x as usize, m.cell.y as usize);
        let &(gx, gy) = group.iter().last().expect("non-empty group");
        let found = game
            .board()
            .group_at(Cell::new(gx as u8, gy as u8))
            .expect("a tile");
        let cells: BTreeSet<_> = found
            .cells()
            .map(|c| (c.x as usize, c.y as usize))
            .collect();
        assert_eq!(cells, group);
        // Play from a random cell of the group: any cell names the same move.
        let before = (game.board().clone(), game.score());
        let played = game.play(Cell::new(gx as u8, gy as u8)).expect("legal");
        assert_eq!((played.size, played.color), (group.len(), m.color));
        naive.remove(&group);
        removed[m.color.index()] += group.len();
        expected_score += rules.group_points(group.len(), m.color);
        assert_eq!(game.score(), expected_score);
        // Undo restores the exact board and score; redo plays it again.
        game.undo().expect("a move to undo");
        assert_eq!((game.board().clone(), game.score()), before);
        game.redo().expect("a move to redo");
        for (k, &start_count) in initial.iter().enumerate() {
            assert_eq!(
                removed[k] + game.board().remaining_all()[k] as usize,
                start_count
            );
            assert_eq!(
                naive.count(k as u8 + 1),
                game.board().remaining_all()[k] as usize
            );
        }
    }
    if game.is_over() {
        let end = rules.end_points(game.board().remaining_all());
        assert_eq!(game.final_score(), expected_score + end);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn small_games_follow_the_model(
        board in any_board(9, 5),
        picks in proptest::collection::vec(any::<usize>(), 0..40),
        research in any::<bool>(),
    ) {
        let rules = if research { Rules::RESEARCH.with_end_penalty() } else { Rules::CLASSIC };
        play_and_check(&board, &picks, &rules);
    }

    /// The move lister against the model on boards of every size to 20 x 20 (the
    /// packed path up to 16 x 16, the column path beyond) and up to 16 colours:
    /// every listed move is a legal group with the right size, colour and first
    /// cell, every group is listed once, and the order is colour, then column-major.
    #[test]
    fn listing_matches_the_model_at_every_size(
        board in any_board(20, 16),
        picks in proptest::collection::vec(any::<usize>(), 0..6),
    ) {
        let mut board = board;
        let mut moves = Vec::new();
        for pick in picks.iter().copied().chain([0]) {
            let naive = Naive::of(&board);
            board.moves_into(&mut moves);
            let mut listed = BTreeSet::new();
            for m in &moves {
                let (x, y) = (m.cell.x as usize, m.cell.y as usize);
                let g = naive.group(x, y);
                prop_assert_eq!(g.len(), m.size as usize);
                prop_assert_eq!(naive.at(x, y), Some(m.color.get()));
                prop_assert_eq!(g.iter().next(), Some(&(x, y)));
                listed.insert(g);
            }
            prop_assert_eq!(listed.len(), moves.len(), "a group listed twice");
            prop_assert_eq!(listed, naive.groups());
            let keys: Vec<(u8, u8, u8)> = moves.iter().map(|m| (m.color.get(), m.cell.x, m.cell.y)).collect();
            prop_assert!(keys.windows(2).all(|p| p[0] < p[1]), "order: {:?}", keys);
            let Some(m) = moves.get(pick % moves.len().max(1)) else { break };
            board.remove(m.cell).unwrap();
        }
    }

    #[test]
    fn text_round_trips(board in any_board(20, 16)) {
        let text = board.to_string();
        prop_assert_eq!(text.parse::<Board>().unwrap(), board.clone());
        let research = board.to_research();
        prop_assert_eq!(Board::from_research(&research).unwrap(), board);
    }

    #[test]
    fn playouts_replay_exactly(seed in any::<u64>(), w in 1usize..=20, h in 1usize..=20, n in 1usize..=8) {
        let start = Board::from_seed(w, h, n, seed).unwrap();
        let mut board = start.clone();
        let mut cells = Vec::new();
        let rules = Rules::RESEARCH.with_end_penalty();
        let score = board.random_playout(&mut Pcg32::new(seed, 3), &rules, Some(&mut cells));
        prop_assert!(board.is_over());
        let mut game = Game::new(start, rules);
        for &c in &cells {
            game.play(c).unwrap();
        }
        prop_assert_eq!(game.board(), &board);
        prop_assert_eq!(game.final_score(), score);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "[0-9A-Ha-c .\\-\n\r\t]{0,200}") {
        let _ = text.parse::<Board>();
        let _ = parse_research(&text);
        let _ = Board::from_research(&text);
    }
}

#[test]
fn large_board_games_follow_the_model() {
    // 64 x 64 with 16 colours and 40 x 30 with 3: the limits and a lopsided board.
    for (w, h, n, seed) in [
        (64, 64, 16, 1),
        (40, 30, 3, 2),
        (64, 1, 2, 3),
        (1, 64, 2, 4),
    ] {
        let board = Board::from_seed(w, h, n, seed).unwrap();
        let picks: Vec<usize> = (0..400).map(|i| i * 7919).collect();
        play_and_check(&board, &picks, &Rules::CLASSIC);
    }
}

#[test]
fn listing_at_the_packed_limits_follows_the_model() {
    // 16 x 16 (the largest packed board, full columns reach bit 15 of a lane),
    // 16 x 17 and 17 x 16 (the column path), one colour (a single group of 256 tiles)
    // and long snakes that leave a four-column window.
    let snake = Board::from_fn(16, 16, 2, |c| {
        if c.y % 2 == 0 || (c.y % 4 == 1 && c.x == 15) || (c.y % 4 == 3 && c.x == 0) {
            1
        } else {
            2
        }
    })
    .unwrap();
    let boards = [
        Board::from_seed(16, 16, 2, 1).unwrap(),
        Board::from_seed(16, 17, 3, 2).unwrap(),
        Board::from_seed(17, 16, 3, 3).unwrap(),
        Board::from_fn(16, 16, 1, |_| 1).unwrap(),
        snake,
    ];
    for board in boards {
        let picks: Vec<usize> = (0..200).map(|i| i * 31).collect();
        play_and_check(&board, &picks, &Rules::CLASSIC);
    }
    let full = Board::from_fn(16, 16, 1, |_| 1).unwrap();
    let moves = full.moves();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].size, 256);
}

#[test]
fn uniform_playouts_pick_every_group_alike() {
    // Three groups: sizes 2, 3 and 7. A uniform first move takes each a third of the
    // time; a tile-weighted one would take the big group more than half the time.
    let board: Board = "\
......
..2...
1122.3
333333"
        .parse()
        .unwrap();
    let mut hits = [0u32; 3];
    let mut rng = Pcg32::new(5, 5);
    let mut cells = Vec::new();
    for _ in 0..3000 {
        let mut b = board.clone();
        cells.clear();
        let _ = b.random_playout(&mut rng, &Rules::CLASSIC, Some(&mut cells));
        let first = board.get(cells[0]).unwrap().get();
        hits[first as usize - 1] += 1;
    }
    for h in hits {
        assert!((850..1150).contains(&h), "{hits:?}");
    }
}

#[test]
fn playouts_at_the_size_limits_replay_exactly() {
    // The widest and tallest boards (a column is a whole word, the last column is the
    // last word of a colour's plane), 16 and 17 rows (either side of the short-column
    // path) and 16 colours. Debug builds also check the playout's incremental table
    // against the definition after every move.
    for (w, h, n, seed) in [
        (64, 64, 16, 1),
        (64, 64, 3, 2),
        (64, 1, 2, 3),
        (1, 64, 2, 4),
        (16, 16, 4, 5),
        (16, 17, 4, 6),
        (64, 16, 5, 7),
    ] {
        let start = Board::from_seed(w, h, n, seed).unwrap();
        let mut board = start.clone();
        let mut cells = Vec::new();
        let rules = Rules::RESEARCH.with_end_penalty();
        let score = board.random_playout(&mut Pcg32::new(seed, 5), &rules, Some(&mut cells));
        assert!(board.is_over());
        let mut game = Game::new(start, rules);
        for &c in &cells {
            game.play(c).unwrap();
        }
        assert_eq!(game.board(), &board, "{w} x {h}");
        assert_eq!(game.final_score(), score, "{w} x {h}");
    }
}
