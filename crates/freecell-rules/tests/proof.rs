//! Proof mode: exact on small endgames (against the naive search), the
//! five-free-cell deals impossible with four and five free cells, ordinary
//! deals solved with moves that replay.

use freecell_rules::solver::{Budget, GaveUp, Outcome, SolveMode, Solver};
use freecell_rules::{Building, Position, Rules};
use proptest::prelude::*;

use crate::solver::{endgame, naive_solvable, replays_to_win};

/// The deals that need five free cells: impossible with four, and (as
/// published) with five as well.
const FIVE_CELL_DEALS: [u64; 6] = [
    14_720_822,
    647_519_280,
    3_015_622_123,
    5_705_339_228,
    7_273_316_239,
    7_573_544_118,
];

fn prover() -> Solver {
    Solver::new(Budget::bytes(1 << 30)).with_mode(SolveMode::Proof)
}

#[test]
fn five_cell_deals_are_impossible_with_four_and_five_free_cells() {
    let mut solver = prover();
    for cells in [4, 5] {
        let rules = Rules::new(cells, 8, Building::AlternateColors).unwrap();
        for n in FIVE_CELL_DEALS {
            let deal = Position::microsoft_deal_with(n, rules).unwrap();
            assert_eq!(
                solver.solve(&deal),
                Outcome::Impossible,
                "deal {n}, {cells} cells"
            );
            let stats = solver.stats();
            assert!(stats.states > 0 && stats.bytes > 0, "{stats:?}");
        }
    }
}

#[test]
fn deal_11982_is_impossible_in_proof_mode() {
    let deal = Position::microsoft_deal(11982).unwrap();
    assert_eq!(prover().solve(&deal), Outcome::Impossible);
}

#[test]
#[ignore = "slow: the depth-first order wanders on solvable deals (deal 1 takes 13.8 M states, 1.4 GB)"]
fn deals_1_to_100_are_solved_in_proof_mode() {
    let mut solver = Solver::new(Budget::bytes(8 << 30)).with_mode(SolveMode::Proof);
    for n in 1..=100 {
        let deal = Position::microsoft_deal(n).unwrap();
        match solver.solve(&deal) {
            Outcome::Solved(moves) => assert!(replays_to_win(&deal, &moves), "deal {n}"),
            other => panic!("deal {n}: {other:?}"),
        }
    }
}

#[test]
fn proof_mode_keeps_to_its_budget() {
    let deal = Position::microsoft_deal(11982).unwrap();
    let mut solver = Solver::new(Budget::nodes(1000)).with_mode(SolveMode::Proof);
    assert_eq!(solver.solve(&deal), Outcome::GaveUp(GaveUp::Nodes(1000)));
    let limit = 1 << 20;
    let mut solver = Solver::new(Budget::bytes(limit)).with_mode(SolveMode::Proof);
    assert_eq!(solver.solve(&deal), Outcome::GaveUp(GaveUp::Memory(limit)));
    // The set fills on rather than double past the budget.
    let bytes = solver.stats().bytes;
    assert!(bytes > limit / 4 && bytes <= limit, "{bytes}");
    assert_eq!(solver.mode(), SolveMode::Proof);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    /// Proof mode never calls a solvable endgame impossible, nor an
    /// unsolvable one solved, and its solutions replay.
    #[test]
    fn proof_mode_agrees_with_naive_search(p in endgame()) {
        let expected = naive_solvable(&p);
        match prover().solve(&p) {
            Outcome::Solved(moves) => {
                prop_assert!(expected, "solved an unsolvable {p:?}");
                prop_assert!(replays_to_win(&p, &moves), "{p:?}");
            }
            Outcome::Impossible => prop_assert!(!expected, "missed a win in {p:?}"),
            Outcome::GaveUp(r) => prop_assert!(false, "gave up: {r}"),
        }
    }
}
