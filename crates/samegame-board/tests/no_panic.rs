//! A hostile caller's inputs: extreme budgets, thread counts, scores that overflow,
//! degenerate boards. Nothing may panic (these run in debug builds, where integer
//! overflow panics), nothing may run unbounded, and every reported score is the
//! replay's.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use proptest::prelude::*;
use samegame_board::solver::{Budget, Method, Solution, SolveConfig, solve};
use samegame_board::{Board, Color, Polynomial, Rules, ScoreFn, Scoring};

const METHODS: [Method; 10] = [
    Method::Beam,
    Method::BeamWidth(0),
    Method::BeamWidth(u32::MAX),
    Method::Nested { level: 0 },
    Method::Nested { level: 2 },
    Method::Nested { level: u8::MAX },
    Method::Nrpa { level: 0 },
    Method::Nrpa { level: 2 },
    Method::Nrpa { level: 3 },
    Method::Nrpa { level: u8::MAX },
];

/// The solution ends the game and its score is the replay's.
fn assert_replays<S: Scoring + ?Sized>(board: &Board, rules: &S, solution: &Solution) {
    assert_eq!(solution.replay(board, rules), Ok(solution.score));
}

/// Rules whose values reach the `i64` limits.
fn overflowing_rules() -> Vec<Rules> {
    let poly = |shift, coefficients| Polynomial {
        shift,
        coefficients,
    };
    vec![
        Rules {
            group: poly(0, [0, 0, 1 << 62, 0]),
            clear_bonus: i64::MAX,
            end_penalty: Some(poly(0, [0, 0, 0, i64::MAX])),
        },
        Rules {
            group: poly(i64::MIN, [i64::MIN, i64::MAX, i64::MIN, i64::MAX]),
            clear_bonus: i64::MIN,
            end_penalty: Some(poly(i64::MAX, [i64::MIN, 0, 0, 0])),
        },
        Rules {
            group: poly(i64::MAX, [1, -1, 1, -1]),
            clear_bonus: 0,
            end_penalty: Some(poly(i64::MIN, [0, i64::MIN, 0, 1 << 62])),
        },
    ]
}

fn small_board() -> impl Strategy<Value = Board> {
    (1usize..=6, 1usize..=6, 1usize..=4, any::<u64>())
        .prop_map(|(w, h, c, seed)| Board::from_seed(w, h, c, seed).unwrap())
}

fn extreme_f64() -> impl Strategy<Value = f64> {
    prop_oneof![
        Just(f64::NAN),
        Just(f64::INFINITY),
        Just(f64::NEG_INFINITY),
        Just(f64::MAX),
        Just(f64::MIN),
        Just(f64::MIN_POSITIVE),
        Just(-0.0),
        Just(1e20),
        Just(1e300),
        any::<f64>(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn seconds_are_clamped(s in extreme_f64()) {
        let budget = Budget::seconds(s);
        let time = budget.max_time.unwrap();
        prop_assert!(time <= Budget::MAX_TIME);
        if s.is_nan() || s <= 0.0 {
            prop_assert_eq!(time, Duration::ZERO);
        }
    }

    #[test]
    fn overflowing_scores_replay_exactly(
        board in small_board(),
        m in 0..METHODS.len(),
        r in 0usize..3,
        seed in any::<u64>(),
    ) {
        let rules = overflowing_rules()[r];
        let config = SolveConfig::new(METHODS[m], Budget::nodes(500)).with_seed(seed);
        assert_replays(&board, &rules, &solve(&board, &rules, &config));
    }

    #[test]
    fn extreme_closures_replay_exactly(board in small_board(), m in 0..METHODS.len(), k in 0usize..3) {
        let closures: [fn(usize) -> i64; 3] = [
            |_| i64::MAX,
            |_| i64::MIN,
            |n| if n % 2 == 0 { i64::MAX } else { i64::MIN + 1 },
        ];
        let rules = ScoreFn(closures[k]);
        let config = SolveConfig::new(METHODS[m], Budget::nodes(500));
        assert_replays(&board, &rules, &solve(&board, &rules, &config));
    }

    #[test]
    fn extreme_budgets_end(board in small_board(), m in 0..METHODS.len(), nodes in prop_oneof![
        Just(0u64), Just(1), Just(u64::MAX), 0u64..2_000,
    ]) {
        // Duration::MAX as time: the node limit (or the default bound) ends it.
        let budget = Budget { max_time: Some(Duration::MAX), max_nodes: Some(nodes.min(3_000)), max_bytes: None };
        let solution = solve(&board, &Rules::RESEARCH, &SolveConfig::new(METHODS[m], budget));
        assert_replays(&board, &Rules::RESEARCH, &solution);
    }
}

#[test]
fn a_zero_budget_returns_the_greedy_line_at_once() {
    let board = Board::from_seed(15, 15, 5, 9).unwrap();
    for budget in [
        Budget::nodes(0),
        Budget::time(Duration::ZERO),
        Budget::seconds(-1.0),
    ] {
        for method in METHODS {
            let solution = solve(&board, &Rules::RESEARCH, &SolveConfig::new(method, budget));
            assert_eq!(solution.nodes, 0, "{method:?}");
            assert!(!solution.moves.is_empty());
            assert_replays(&board, &Rules::RESEARCH, &solution);
        }
    }
}

#[test]
fn thread_counts_are_capped() {
    let board = Board::from_seed(5, 5, 3, 1).unwrap();
    for threads in [0, 1, 100_000, usize::MAX] {
        let config =
            SolveConfig::new(Method::Nrpa { level: 1 }, Budget::nodes(50)).with_threads(threads);
        let solution = solve(&board, &Rules::RESEARCH, &config);
        assert_replays(&board, &Rules::RESEARCH, &solution);
        // Each thread spends at least one playout's nodes, at most MAX_THREADS of them.
        assert!(solution.nodes <= SolveConfig::MAX_THREADS as u64 * 100);
    }
}

#[test]
fn degenerate_boards_work_with_every_method() {
    let one_color = Board::from_seed(6, 4, 1, 3).unwrap();
    let no_moves: Board = "121\n212".parse().unwrap();
    let single = Board::from_seed(1, 1, 1, 0).unwrap();
    let cleared = Board::empty(4, 4, 2).unwrap();
    let largest = Board::from_seed(64, 64, 16, 5).unwrap();
    for board in [one_color, no_moves, single, cleared, largest] {
        for method in METHODS {
            let config = SolveConfig::new(method, Budget::nodes(300)).with_threads(2);
            let solution = solve(&board, &Rules::RESEARCH, &config);
            assert_replays(&board, &Rules::RESEARCH, &solution);
        }
    }
}

#[test]
fn a_set_stop_flag_returns_at_once_even_without_a_budget() {
    // The largest board and the deepest searches: the flag bounds them.
    let board = Board::from_seed(64, 64, 4, 2).unwrap();
    let stop = Arc::new(AtomicBool::new(true));
    for method in METHODS {
        let config = SolveConfig::new(method, Budget::default()).with_stop(Arc::clone(&stop));
        let solution = solve(&board, &Rules::RESEARCH, &config);
        assert_replays(&board, &Rules::RESEARCH, &solution);
        assert!(
            solution.nodes < 20_000,
            "{method:?}: {} nodes",
            solution.nodes
        );
    }
}

#[test]
fn colors_at_the_limits_score_through_rules() {
    // A closure of the colour cannot overflow either: Rules ignore it, and the
    // solver only adds what the rules return.
    let top = Color::new(16).unwrap();
    assert_eq!(overflowing_rules()[0].group_points(4096, top), i64::MAX);
}

#[cfg(feature = "serde")]
#[test]
fn hostile_rules_from_json_replay_exactly() {
    let board = Board::from_seed(6, 6, 3, 4).unwrap();
    for json in [
        r#"{"group":{"shift":0,"coefficients":[0,0,4611686018427387904,0]},"clear_bonus":0,"end_penalty":null}"#,
        r#"{"group":{"shift":-9223372036854775808,"coefficients":[-9223372036854775808,0,0,0]},"clear_bonus":-9223372036854775808,"end_penalty":null}"#,
        r#"{"group":{"shift":9223372036854775807,"coefficients":[0,0,0,9223372036854775807]},"clear_bonus":9223372036854775807,"end_penalty":{"shift":-9223372036854775808,"coefficients":[0,0,1,0]}}"#,
    ] {
        let rules: Rules = serde_json::from_str(json).unwrap();
        for method in METHODS {
            let config = SolveConfig::new(method, Budget::nodes(1_000));
            assert_replays(&board, &rules, &solve(&board, &rules, &config));
        }
    }
}
