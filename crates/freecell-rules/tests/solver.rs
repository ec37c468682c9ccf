//! The solver: Microsoft deals solved and replayed, deal 11982 proved
//! impossible, hand-built positions with known answers, budgets, and a
//! naive breadth-first oracle on small random endgames.

use crate::common;

use std::collections::{HashSet, VecDeque};
use std::time::Duration;

use common::build;
use freecell_rules::solver::{Budget, GaveUp, Outcome, Solver};
use freecell_rules::{AutoMove, Building, Card, Location, Move, Position};
use proptest::prelude::*;

/// Plays `moves` with the checking `apply` and tells whether they win.
pub(crate) fn replays_to_win(start: &Position, moves: &[Move]) -> bool {
    let mut p = *start;
    moves.iter().all(|&m| p.apply(m).is_ok()) && p.is_won()
}

/// Deals 1 ..= DEALS: each solved, and each solution replays to a win
/// through the checking rules (no implicit auto-moves).
const DEALS: u64 = 300;

#[test]
fn microsoft_deals_are_solved_and_replay_to_a_win() {
    let mut solver = Solver::default();
    for n in 1..=DEALS {
        let deal = Position::microsoft_deal(n).unwrap();
        match solver.solve(&deal) {
            Outcome::Solved(moves) => {
                assert!(replays_to_win(&deal, &moves), "deal {n}");
                // The standard notation of the solution reads back and wins too.
                let mut p = deal;
                let mut q = deal;
                let text: Vec<String> = moves
                    .iter()
                    .map(|&m| {
                        let t = p.notation(m).to_string();
                        p.apply(m).unwrap();
                        t
                    })
                    .collect();
                q.replay(&text).unwrap();
                assert!(q.is_won(), "deal {n} from notation");
            }
            other => panic!("deal {n}: {other:?}"),
        }
    }
}

#[test]
fn deal_11982_is_impossible() {
    let deal = Position::microsoft_deal(11982).unwrap();
    let mut solver = Solver::default();
    assert_eq!(solver.solve(&deal), Outcome::Impossible);
    let stats = solver.stats();
    assert_eq!(
        stats.states, stats.expanded,
        "exhaustion expands every state"
    );
    assert!(stats.states > 1000, "{stats:?}");
}

#[test]
fn solving_is_deterministic() {
    let deal = Position::microsoft_deal(617).unwrap();
    let mut a = Solver::default();
    let first = a.solve(&deal);
    let stats = a.stats();
    assert_eq!(a.solve(&deal), first);
    assert_eq!(Solver::default().solve(&deal), first);
    assert_eq!(a.stats(), stats);
}

#[test]
fn a_won_position_needs_no_moves() {
    let won = build([13; 4], &["-"; 4], &["", "", "", "", "", "", "", ""], 0);
    assert!(won.is_won());
    assert_eq!(Solver::default().solve(&won), Outcome::Solved(Vec::new()));
}

#[test]
fn one_move_from_won() {
    // The king of spades in a free cell, everything else home.
    let p = build([13, 13, 13, 12], &["-", "KS", "-", "-"], &["", "", ""], 0);
    let Outcome::Solved(moves) = Solver::default().solve(&p) else {
        panic!("one move wins");
    };
    assert_eq!(
        moves,
        [Move::single(
            Location::FreeCell(1),
            Location::Foundation(Card::from_index(51).unwrap().suit())
        )]
    );
    // Also without any auto-moves: the foundation move is found by search.
    let q = build([13, 13, 12, 13], &[], &["", "KH"], 1);
    let mut solver = Solver::default().with_auto_move(AutoMove::None);
    let Outcome::Solved(moves) = solver.solve(&q) else {
        panic!("one move wins");
    };
    assert_eq!(moves.len(), 1);
    assert!(replays_to_win(&q, &moves));
}

#[test]
fn stuck_with_no_free_cells_is_impossible() {
    // Only clubs in play, no free cells, two cascades with no empty one:
    // clubs never build on clubs, and neither exposed card is the ace.
    let p = build(
        [0, 13, 13, 13],
        &[],
        &["AC 3C 5C 7C 9C JC KC", "2C 4C 6C 8C TC QC"],
        0,
    );
    let mut solver = Solver::default();
    assert_eq!(solver.solve(&p), Outcome::Impossible);
    assert_eq!(solver.stats().states, 1);
    // One free cell is not enough either: KC and QC cannot both be parked.
    let q = build(
        [0, 13, 13, 13],
        &["-"],
        &["AC 3C 5C 7C 9C JC KC", "2C 4C 6C 8C TC QC"],
        0,
    );
    assert_eq!(solver.solve(&q), Outcome::Impossible);
    assert!(solver.stats().states > 1);
}

#[test]
fn state_budget_gives_up() {
    let deal = Position::microsoft_deal(11982).unwrap();
    let mut solver = Solver::new(Budget {
        max_nodes: Some(500),
        ..Budget::default()
    });
    assert_eq!(solver.solve(&deal), Outcome::GaveUp(GaveUp::Nodes(500)));
    // A few hundred more may be stored by the last expansion, no more.
    assert!(solver.stats().states < 500 + 200, "{:?}", solver.stats());
}

#[test]
fn memory_budget_gives_up() {
    let deal = Position::microsoft_deal(11982).unwrap();
    let mut solver = Solver::new(Budget {
        max_bytes: Some(1 << 20),
        ..Budget::default()
    });
    assert_eq!(
        solver.solve(&deal),
        Outcome::GaveUp(GaveUp::Memory(1 << 20))
    );
}

#[test]
fn time_budget_gives_up() {
    let deal = Position::microsoft_deal(11982).unwrap();
    let mut solver = Solver::new(Budget {
        max_time: Some(Duration::ZERO),
        ..Budget::default()
    });
    assert_eq!(
        solver.solve(&deal),
        Outcome::GaveUp(GaveUp::Time(Duration::ZERO))
    );
    assert!(GaveUp::Time(Duration::ZERO).to_string().contains("time"));
}

#[test]
fn a_stop_flag_ends_the_search() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    let deal = Position::microsoft_deal(1).unwrap();
    // Not set: the same answer as without a flag.
    let stop = Arc::new(AtomicBool::new(false));
    let mut flagged = Solver::default().with_stop(Arc::clone(&stop));
    assert_eq!(flagged.solve(&deal), Solver::default().solve(&deal));
    // Set before: the search stops at once.
    stop.store(true, Ordering::Relaxed);
    assert_eq!(flagged.solve(&deal), Outcome::GaveUp(GaveUp::Stopped));
    assert!(flagged.stats().expanded <= 1, "{:?}", flagged.stats());
    // Set from another thread, at once: the search (an exhaustion of millions of
    // states, tens of milliseconds even optimised) sees it at its next check,
    // whenever the thread runs; no timing is assumed.
    let hard = Position::microsoft_deal(11982).unwrap();
    stop.store(false, Ordering::Relaxed);
    let setter = {
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || stop.store(true, Ordering::Relaxed))
    };
    assert_eq!(flagged.solve(&hard), Outcome::GaveUp(GaveUp::Stopped));
    setter.join().unwrap();
    assert_eq!(GaveUp::Stopped.to_string(), "stopped");
}

/// Every move the rules allow, found by trying every source, destination and
/// count (the oracle does not use the engine's move generator).
fn all_moves(p: &Position) -> Vec<Move> {
    let rules = p.rules();
    let mut places: Vec<Location> = (0..rules.cascades() as u8)
        .map(Location::Cascade)
        .chain((0..rules.free_cells() as u8).map(Location::FreeCell))
        .collect();
    places.extend(freecell_rules::Suit::ALL.map(Location::Foundation));
    let mut out = Vec::new();
    for &from in &places {
        for &to in &places {
            let most = match (from, to) {
                (Location::Cascade(_), Location::Cascade(_)) => 13,
                _ => 1,
            };
            for count in 1..=most {
                let m = Move::new(from, to, count);
                if p.is_legal(m) {
                    out.push(m);
                }
            }
        }
    }
    out
}

/// Breadth-first search over exact positions with no auto-moves and no
/// shortcuts: whether `start` can be won.
pub(crate) fn naive_solvable(start: &Position) -> bool {
    let mut seen = HashSet::from([*start]);
    let mut queue = VecDeque::from([*start]);
    while let Some(p) = queue.pop_front() {
        if p.is_won() {
            return true;
        }
        for m in all_moves(&p) {
            let mut q = p;
            q.apply(m).unwrap();
            if seen.insert(q) {
                queue.push_back(q);
            }
        }
    }
    false
}

/// A small endgame: foundations at 11 ..= 13, the rest dealt into 2 ..= 4
/// cascades, with 0 ..= 2 free cells (some holding cards).
pub(crate) fn endgame() -> impl Strategy<Value = Position> {
    (
        prop::array::uniform4(11u8..=13),
        2usize..=4,
        0usize..=2,
        any::<u64>(),
        any::<bool>(),
    )
        .prop_map(|(home, cascades, cells, seed, bakers)| {
            let mut loose: Vec<Card> = Card::all()
                .filter(|c| c.rank().value() > home[c.suit() as usize])
                .collect();
            // A small deterministic shuffle from the seed.
            let mut s = seed | 1;
            for i in (1..loose.len()).rev() {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                loose.swap(i, (s % (i as u64 + 1)) as usize);
            }
            let mut free: Vec<Option<Card>> = vec![None; cells];
            for slot in free.iter_mut() {
                if s & 1 == 1 {
                    *slot = loose.pop();
                }
                s >>= 1;
            }
            let mut columns: Vec<Vec<Card>> = vec![Vec::new(); cascades];
            for (i, c) in loose.into_iter().enumerate() {
                columns[(i * 7 + (s as usize >> 3)) % cascades].push(c);
            }
            let slices: Vec<&[Card]> = columns.iter().map(Vec::as_slice).collect();
            let building = if bakers {
                Building::SameSuit
            } else {
                Building::AlternateColors
            };
            Position::from_parts(&slices, &free, home, building).unwrap()
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    /// The solver agrees with the naive search on solvability, under every
    /// auto-move rule (each is claimed safe), and its solutions replay.
    #[test]
    fn agrees_with_naive_search(p in endgame()) {
        let expected = naive_solvable(&p);
        for rule in [AutoMove::Raymond, AutoMove::Horne, AutoMove::Microsoft, AutoMove::None] {
            let mut solver = Solver::default().with_auto_move(rule);
            match solver.solve(&p) {
                Outcome::Solved(moves) => {
                    prop_assert!(expected, "{rule:?} solved an unsolvable {p:?}");
                    prop_assert!(replays_to_win(&p, &moves), "{rule:?} {p:?}");
                }
                Outcome::Impossible => prop_assert!(!expected, "{rule:?} missed a win in {p:?}"),
                Outcome::GaveUp(r) => prop_assert!(false, "{rule:?} gave up: {r}"),
            }
        }
    }
}

/// Progress reports: every `PROGRESS_EVERY` expansions, the best state's cards home
/// never falling, its moves replaying to a position with that many cards home, the
/// counters growing; the answer is the one `solve` gives.
#[test]
fn progress_reports_the_best_state_so_far() {
    for deal in [11982, 617, 24200] {
        let start = Position::microsoft_deal(deal).unwrap();
        let mut reports = Vec::new();
        let mut solver = Solver::default();
        let outcome = solver.solve_with_progress(&start, |p| reports.push(p.clone()));
        assert_eq!(outcome, Solver::default().solve(&start), "deal {deal}");
        let expanded = solver.stats().expanded;
        assert_eq!(
            reports.len(),
            expanded.div_ceil(Solver::PROGRESS_EVERY),
            "deal {deal}"
        );
        for pair in reports.windows(2) {
            assert!(pair[0].score <= pair[1].score);
            assert!(pair[0].nodes <= pair[1].nodes);
            assert!(pair[0].elapsed <= pair[1].elapsed);
        }
        for report in &reports {
            let mut p = start;
            for m in &report.moves {
                p.apply(*m).unwrap();
            }
            assert_eq!(p.cards_home() as i64, report.score, "deal {deal}");
        }
    }
}

/// The budget's constructors set one limit each, and a limit of `None` is no limit.
#[test]
fn budget_constructors_set_one_limit() {
    use std::time::Duration;
    assert_eq!(Budget::nodes(7).max_nodes, Some(7));
    assert_eq!(
        Budget::time(Duration::from_secs(2)).max_time,
        Some(Duration::from_secs(2))
    );
    assert_eq!(Budget::bytes(9).max_bytes, Some(9));
    let deal = Position::microsoft_deal(11982).unwrap();
    let unlimited = Budget {
        max_time: None,
        max_nodes: None,
        max_bytes: None,
    };
    assert_eq!(Solver::new(unlimited).solve(&deal), Outcome::Impossible);
    assert_eq!(
        Solver::new(Budget::nodes(0)).solve(&deal),
        Outcome::GaveUp(GaveUp::Nodes(0))
    );
}
