//! The solver against the rules: every answer replays to its score and ends the game,
//! budgets are honoured, and tiny boards are solved as well as brute force does.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use proptest::prelude::*;
use samegame_board::solver::{
    Budget, GaveUp, Method, Solution, SolveConfig, solve, solve_with_progress,
};
use samegame_board::{Board, Cell, Rules, Scoring, standard_positions};

/// The best final score from `board` by trying every move, memoised on the board.
fn brute_force<S: Scoring>(board: &Board, rules: &S, memo: &mut HashMap<Board, i64>) -> i64 {
    if let Some(&v) = memo.get(board) {
        return v;
    }
    let moves = board.moves();
    let best = if moves.is_empty() {
        rules.end_points(board.remaining_all())
    } else {
        moves
            .iter()
            .map(|m| {
                let mut child = board.clone();
                let points = child.remove(m.cell).unwrap().points(rules);
                points + brute_force(&child, rules, memo)
            })
            .max()
            .unwrap()
    };
    memo.insert(board.clone(), best);
    best
}

/// Replays the solution by hand: every move legal, the game over at the end, and the
/// score the solver reported.
fn check<S: Scoring>(board: &Board, rules: &S, solution: &Solution) {
    let mut b = board.clone();
    let mut score = 0;
    for &cell in &solution.moves {
        let removed = b.remove(cell).expect("every move is legal");
        score += removed.points(rules);
    }
    assert!(b.is_over(), "the sequence ends the game");
    score += rules.end_points(b.remaining_all());
    assert_eq!(score, solution.score);
    assert_eq!(solution.replay(board, rules), Ok(score));
}

const METHODS: [Method; 8] = [
    Method::Beam,
    Method::BeamWidth(3),
    Method::Nested { level: 1 },
    Method::Nested { level: 2 },
    Method::Nested { level: 3 },
    Method::Nrpa { level: 1 },
    Method::Nrpa { level: 2 },
    Method::Nrpa { level: 3 },
];

fn small_board() -> impl Strategy<Value = Board> {
    (1usize..=7, 1usize..=7, 1usize..=4, any::<u64>())
        .prop_map(|(w, h, c, seed)| Board::from_seed(w, h, c, seed).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn answers_replay_to_their_score(board in small_board(), seed in any::<u64>(), m in 0usize..8) {
        for rules in [Rules::RESEARCH, Rules::CLASSIC.with_end_penalty()] {
            let config = SolveConfig::new(METHODS[m], Budget::nodes(3_000)).with_seed(seed);
            check(&board, &rules, &solve(&board, &rules, &config));
        }
    }

    #[test]
    fn wide_beam_finds_the_optimum(board in (1usize..=4, 1usize..=4, 2usize..=3, any::<u64>())
        .prop_map(|(w, h, c, seed)| Board::from_seed(w, h, c, seed).unwrap())) {
        // A beam wider than any level, with equal boards merged on the higher score,
        // is an exhaustive search: it must match brute force.
        let best = brute_force(&board, &Rules::RESEARCH, &mut HashMap::new());
        let config = SolveConfig::new(Method::BeamWidth(100_000), Budget::default());
        let solution = solve(&board, &Rules::RESEARCH, &config);
        check(&board, &Rules::RESEARCH, &solution);
        prop_assert_eq!(solution.score, best);
        // Nothing can beat the optimum.
        let nested = solve(&board, &Rules::RESEARCH,
            &SolveConfig::new(Method::Nested { level: 2 }, Budget::nodes(2_000)));
        prop_assert!(nested.score <= best);
    }
}

#[test]
fn known_optimum_of_a_tiny_board() {
    // Brute force finds the best score (the board can be cleared: 1000 + points);
    // every method must reach it: NRPA and nested search search a board this small
    // exactly, and the beam is exhaustive on it.
    let board: Board = "\
1213
2122
1233
1211"
        .parse()
        .unwrap();
    let rules = Rules::RESEARCH;
    let best = brute_force(&board, &rules, &mut HashMap::new());
    assert!(best > 1000, "the board can be cleared");
    for method in METHODS {
        let config = SolveConfig::new(method, Budget::nodes(200_000)).with_seed(7);
        let solution = solve(&board, &rules, &config);
        check(&board, &rules, &solution);
        assert_eq!(solution.score, best, "{method:?}");
    }
}

#[test]
fn small_boards_are_solved_to_the_optimum() {
    // On boards this small a generous budget covers every line, so each method
    // must reach brute force's score, board clears included, whatever colour the
    // heuristics would keep for the end.
    let rules = Rules::RESEARCH;
    for (size, seeds) in [(4, 0..40u64), (5, 0..20)] {
        for seed in seeds {
            let board = Board::from_seed(size, size, 3, seed).unwrap();
            let best = brute_force(&board, &rules, &mut HashMap::new());
            for method in [
                Method::Nrpa { level: 2 },
                Method::Nested { level: 2 },
                Method::Beam,
            ] {
                let config = SolveConfig::new(method, Budget::nodes(200_000)).with_seed(1);
                let solution = solve(&board, &rules, &config);
                check(&board, &rules, &solution);
                assert_eq!(
                    solution.score, best,
                    "{size}x{size}, seed {seed}, {method:?}"
                );
            }
        }
    }
}

#[test]
fn medium_boards_with_small_colors_are_mostly_cleared() {
    // On 8 x 8 boards of four colours the most frequent colour has about 16
    // tiles: its final group would score far less than the 1000 for a cleared
    // board. Keeping it for the end anyway left half of these boards uncleared at
    // this budget; a search that keeps no colour, tried beside it, clears nearly
    // all of them.
    let rules = Rules::RESEARCH;
    let mut cleared = 0;
    for seed in 0..24u64 {
        let board = Board::from_seed(8, 8, 4, seed).unwrap();
        let config =
            SolveConfig::new(Method::Nrpa { level: 2 }, Budget::nodes(100_000)).with_seed(seed);
        let solution = solve(&board, &rules, &config);
        check(&board, &rules, &solution);
        let mut end = board.clone();
        for &cell in &solution.moves {
            end.remove(cell).unwrap();
        }
        cleared += usize::from(end.tiles() == 0);
    }
    assert!(cleared >= 20, "{cleared} of 24 boards cleared");
}

#[test]
fn node_budgets_are_reproducible() {
    let board = &standard_positions()[0];
    for method in [
        Method::Beam,
        Method::Nested { level: 2 },
        Method::Nrpa { level: 2 },
    ] {
        let config = SolveConfig::new(method, Budget::nodes(20_000)).with_seed(3);
        let a = solve(board, &Rules::RESEARCH, &config);
        let b = solve(board, &Rules::RESEARCH, &config);
        assert_eq!(a, b);
        check(board, &Rules::RESEARCH, &a);
        // The budget is a cap: a search may stop a little after it (the playout or
        // level under way is finished) but not far.
        assert!(a.nodes <= 20_000 + 2_000, "{method:?}: {} nodes", a.nodes);
        // Two threads: each its own seed, the better wins; also reproducible.
        let two = config.clone().with_threads(2);
        let c = solve(board, &Rules::RESEARCH, &two);
        assert_eq!(c, solve(board, &Rules::RESEARCH, &two));
        assert!(
            c.score >= a.score,
            "thread 0 runs the same search as one thread"
        );
    }
}

#[test]
fn a_stop_flag_ends_the_search_with_the_best_line_so_far() {
    // Without any budget: the flag, set at the first improvement, is what stops it.
    let board = &standard_positions()[4];
    for method in METHODS {
        let stop = Arc::new(AtomicBool::new(false));
        let config = SolveConfig::new(method, Budget::default()).with_stop(Arc::clone(&stop));
        let mut reported = Vec::new();
        let solution = solve_with_progress(board, &Rules::RESEARCH, &config, |better| {
            reported.push(better.score);
            stop.store(true, Ordering::Relaxed);
        });
        check(board, &Rules::RESEARCH, &solution);
        assert!(!reported.is_empty(), "{method:?}");
        assert!(solution.score >= reported[0], "{method:?}");
        assert!(solution.nodes < Budget::DEFAULT_NODES, "{method:?}");
        assert_eq!(solution.gave_up, Some(GaveUp::Stopped), "{method:?}");
        assert!(!solution.optimal, "{method:?}");
    }
}

/// The solution says what ended the search: the node limit, the clock, nothing on a
/// board without moves; and a small board's exact search proves its line best.
#[test]
fn a_solution_says_why_its_search_ended() {
    let board = &standard_positions()[0];
    for method in METHODS {
        let by_nodes = solve(
            board,
            &Rules::RESEARCH,
            &SolveConfig::new(method, Budget::nodes(5_000)),
        );
        // A beam of one fixed width may finish on its own first.
        let finished = matches!(method, Method::BeamWidth(_)) && by_nodes.gave_up.is_none();
        assert!(
            finished || by_nodes.gave_up == Some(GaveUp::Nodes(5_000)),
            "{method:?}"
        );
        assert!(!by_nodes.optimal, "{method:?}");
        let by_time = solve(
            board,
            &Rules::RESEARCH,
            &SolveConfig::new(method, Budget::seconds(0.02)),
        );
        assert!(
            matches!(by_time.gave_up, Some(GaveUp::Time(t)) if t == Duration::from_millis(20))
                || (matches!(method, Method::BeamWidth(_)) && by_time.gave_up.is_none()),
            "{method:?}: {:?}",
            by_time.gave_up
        );
        let zero = solve(
            board,
            &Rules::RESEARCH,
            &SolveConfig::new(method, Budget::nodes(0)),
        );
        assert_eq!(zero.gave_up, Some(GaveUp::Nodes(0)));
    }
    // A memory limit alone leaves the node default in force.
    assert!(Budget::bytes(1 << 20).is_unlimited());
    let over: Board = "12\n21".parse().unwrap();
    let none = solve(
        &over,
        &Rules::RESEARCH,
        &SolveConfig::new(Method::Beam, Budget::nodes(10)),
    );
    assert!(none.optimal && none.gave_up.is_none() && none.moves.is_empty());
    // A 4 x 4 board is searched exactly: the line is proven best, and matches the
    // best score of every line.
    for seed in 0..10 {
        let small = Board::from_seed(4, 4, 3, seed).unwrap();
        let exact = solve(
            &small,
            &Rules::RESEARCH,
            &SolveConfig::new(Method::Nrpa { level: 1 }, Budget::nodes(200_000)),
        );
        assert!(exact.optimal && exact.gave_up.is_none(), "seed {seed}");
        assert_eq!(exact.score, best_of_every_line(&small), "seed {seed}");
    }
}

/// The best final score of `board` under the research rules, every line tried.
fn best_of_every_line(board: &Board) -> i64 {
    let moves = board.moves();
    if moves.is_empty() {
        return Rules::RESEARCH.end_points(board.remaining_all());
    }
    moves
        .iter()
        .map(|m| {
            let mut child = board.clone();
            let points = child.remove(m.cell).unwrap().points(&Rules::RESEARCH);
            points + best_of_every_line(&child)
        })
        .max()
        .unwrap()
}

/// A memory limit narrows the search instead of ending it: a tiny one still gives a
/// replayed line; a beam held to one state finishes without widening, and a small
/// board's exact search that cannot store its boards hands over to the method.
#[test]
fn a_memory_limit_narrows_the_search() {
    let board = &standard_positions()[3];
    let small = Board::from_seed(4, 4, 3, 2).unwrap();
    for method in METHODS {
        let budget = Budget {
            max_bytes: Some(1),
            ..Budget::nodes(20_000)
        };
        let solution = solve(board, &Rules::RESEARCH, &SolveConfig::new(method, budget));
        check(board, &Rules::RESEARCH, &solution);
        assert_ne!(solution.gave_up, Some(GaveUp::Memory(1)), "{method:?}");
        let narrow = solve(&small, &Rules::RESEARCH, &SolveConfig::new(method, budget));
        check(&small, &Rules::RESEARCH, &narrow);
        assert!(!narrow.optimal, "{method:?}: no table, no proof");
    }
    let beam = solve(
        board,
        &Rules::RESEARCH,
        &SolveConfig::new(
            Method::Beam,
            Budget {
                max_bytes: Some(1),
                ..Budget::nodes(1_000_000)
            },
        ),
    );
    assert_eq!(
        beam.gave_up, None,
        "a one-state beam cannot widen, so it finishes"
    );
}

#[test]
fn improvements_increase_and_end_at_the_answer() {
    let board = &standard_positions()[2];
    for method in METHODS {
        let config = SolveConfig::new(method, Budget::nodes(30_000))
            .with_seed(5)
            .with_threads(2);
        let mut reported = Vec::new();
        let solution = solve_with_progress(board, &Rules::RESEARCH, &config, |better| {
            assert_eq!(
                Solution {
                    moves: better.moves.clone(),
                    score: better.score,
                    nodes: 0,
                    optimal: false,
                    gave_up: None,
                }
                .replay(board, &Rules::RESEARCH),
                Ok(better.score)
            );
            reported.push(better.score);
        });
        assert!(reported.windows(2).all(|w| w[0] < w[1]), "{method:?}");
        assert_eq!(reported.last(), Some(&solution.score), "{method:?}");
    }
}

#[test]
fn the_solver_beats_greedy_on_a_standard_board() {
    let board = &standard_positions()[1];
    let mut greedy = board.clone();
    let mut score = 0;
    while let Some(m) = greedy.moves().into_iter().max_by_key(|m| m.size) {
        score += greedy.remove(m.cell).unwrap().points(&Rules::RESEARCH);
    }
    score += Rules::RESEARCH.end_points(greedy.remaining_all());
    let config = SolveConfig::new(Method::Beam, Budget::nodes(100_000));
    let solution = solve(board, &Rules::RESEARCH, &config);
    check(board, &Rules::RESEARCH, &solution);
    assert!(
        solution.score > score,
        "{} <= greedy {score}",
        solution.score
    );
}

/// The score of playing the largest group each turn (the first listed among
/// equals), whatever its colour.
fn largest_first<S: Scoring>(board: &Board, rules: &S) -> i64 {
    let mut b = board.clone();
    let mut score = 0i64;
    loop {
        let moves = b.moves();
        let Some(largest) = moves.iter().map(|m| m.size).max() else {
            break;
        };
        let pick = moves.iter().find(|m| m.size == largest).unwrap();
        score += b.remove(pick.cell).unwrap().points(rules);
    }
    score + rules.end_points(b.remaining_all())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    /// No answer, at any budget and under either rule set, scores below playing
    /// the largest group each turn: the colour rule's lines cannot play it (they
    /// leave the most frequent colour for last), so it is a candidate of its own.
    #[test]
    fn no_answer_is_below_largest_group_first(
        width in 5usize..11,
        height in 5usize..11,
        colors in 2usize..6,
        seed in any::<u64>(),
        nodes in prop::sample::select(vec![0u64, 1, 2_000]),
        method in prop::sample::select(METHODS.to_vec()),
        classic in any::<bool>(),
    ) {
        let board = Board::from_seed(width, height, colors, seed).unwrap();
        let config = SolveConfig::new(method, Budget::nodes(nodes)).with_seed(seed);
        if classic {
            let solution = solve(&board, &Rules::CLASSIC, &config);
            check(&board, &Rules::CLASSIC, &solution);
            prop_assert!(solution.score >= largest_first(&board, &Rules::CLASSIC));
        } else {
            let solution = solve(&board, &Rules::RESEARCH, &config);
            check(&board, &Rules::RESEARCH, &solution);
            prop_assert!(solution.score >= largest_first(&board, &Rules::RESEARCH));
        }
    }
}

#[test]
fn a_board_without_moves_gives_an_empty_answer() {
    let board: Board = "12\n21".parse().unwrap();
    let config = SolveConfig::new(Method::Beam, Budget::nodes(100));
    let solution = solve(&board, &Rules::RESEARCH, &config);
    assert!(solution.moves.is_empty());
    assert_eq!(solution.score, 0);
    let cleared = Board::empty(3, 3, 2).unwrap();
    let solution = solve(&cleared, &Rules::RESEARCH, &config);
    assert_eq!((solution.moves.len(), solution.score), (0, 1000));
    let _ = Cell::new(0, 0);
}
