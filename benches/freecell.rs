//! freecell-rules: legal-move generation, apply + undo, Microsoft dealing, the solver.
//! Results and the command are in docs/benchmarks.md.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use freecell_rules::solver::{Outcome, Solver};
use freecell_rules::{MoveList, Position};

/// The first 40 moves of Freecell Solver's solution to deal 1: four cards
/// home, runs built, two free cells in use — a typical mid-game board.
const MID_GAME_MOVES: &str = "5a 5b 5c 5d 5h b2 8b a8 7a b7 58 6b 65 6h 5h 6h 76 b5 81 5b \
                              a5 85 8a 8h a2 7a 7h 3h 8h ch 8h 4h 3c b3 4b 48 d4 b7 28 2d";

fn mid_game() -> Position {
    let mut p = Position::microsoft_deal(1).expect("deal 1 exists");
    p.replay(MID_GAME_MOVES.split_whitespace())
        .expect("the moves are legal");
    p
}

fn legal_moves(c: &mut Criterion) {
    let mid = mid_game();
    let start = Position::microsoft_deal(1).expect("deal 1 exists");
    let mut list = MoveList::new();
    c.bench_function("freecell/legal_moves/mid_game", |b| {
        b.iter(|| {
            black_box(&mid).legal_moves_into(&mut list);
            black_box(list.len())
        })
    });
    c.bench_function("freecell/legal_moves/deal_1_start", |b| {
        b.iter(|| {
            black_box(&start).legal_moves_into(&mut list);
            black_box(list.len())
        })
    });
}

fn apply_undo(c: &mut Criterion) {
    let mut p = mid_game();
    let moves = p.legal_moves();
    // The longest run move on offer exercises the supermove path.
    let run = *moves.iter().max_by_key(|m| m.count).expect("moves exist");
    c.bench_function("freecell/apply_undo/checked", |b| {
        b.iter(|| {
            p.apply(black_box(run)).expect("legal");
            p.undo(black_box(run)).expect("undoable");
        })
    });
    c.bench_function("freecell/apply_undo/all_mid_game_moves", |b| {
        b.iter(|| {
            for &m in moves.iter() {
                p.apply(black_box(m)).expect("legal");
                p.undo(m).expect("undoable");
            }
        })
    });
}

fn deal(c: &mut Criterion) {
    c.bench_function("freecell/microsoft_deal", |b| {
        let mut n = 0u64;
        b.iter(|| {
            n = n % 32000 + 1;
            Position::microsoft_deal(black_box(n)).expect("in range")
        })
    });
    c.bench_function("freecell/microsoft_deal/extended", |b| {
        b.iter(|| Position::microsoft_deal(black_box(6_000_000_000)).expect("in range"))
    });
}

fn solve(c: &mut Criterion) {
    let mut group = c.benchmark_group("freecell/solver");
    group.sample_size(10);
    let mut solver = Solver::default();
    let deal_1 = Position::microsoft_deal(1).expect("deal 1 exists");
    group.bench_function("deal_1", |b| {
        b.iter(|| matches!(solver.solve(black_box(&deal_1)), Outcome::Solved(_)))
    });
    let deals: Vec<Position> = (1..=100)
        .map(|n| Position::microsoft_deal(n).expect("in range"))
        .collect();
    group.bench_function("deals_1_to_100", |b| {
        b.iter(|| {
            deals
                .iter()
                .filter(|d| matches!(solver.solve(d), Outcome::Solved(_)))
                .count()
        })
    });
    let impossible = Position::microsoft_deal(11982).expect("in range");
    group.bench_function("deal_11982_impossible", |b| {
        b.iter(|| solver.solve(black_box(&impossible)) == Outcome::Impossible)
    });
    group.finish();
}

criterion_group!(benches, legal_moves, apply_undo, deal, solve);
criterion_main!(benches);
