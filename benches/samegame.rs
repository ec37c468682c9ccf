//! SameGame rules on the standard 15 x 15 positions: one move, listing every legal
//! move, one uniformly random playout, and group finding next to floodfill's general
//! `Filler` on the same board (there is no common Rust SameGame crate to compare with),
//! and the solver's speed: nodes per second of level-1 NRPA searches on a standard
//! position, so a slower playout or policy step shows here.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use floodfill::{Connectivity, Filler, SquareGrid};
use rand_pcg::Pcg32;
use samegame_board::solver::{Budget, Method, SolveConfig, solve};
use samegame_board::{Board, Move, Rules, STANDARD_POSITIONS, parse_research};

fn standard() -> Vec<Board> {
    match parse_research(STANDARD_POSITIONS) {
        Ok(boards) => boards,
        Err(e) => panic!("standard positions: {e}"),
    }
}

fn one_move(c: &mut Criterion) {
    let boards = standard();
    // Every legal move of every standard start position, cycled through.
    let cases: Vec<(usize, Move)> = boards
        .iter()
        .enumerate()
        .flat_map(|(i, b)| b.moves().into_iter().map(move |m| (i, m)))
        .collect();
    let mut next = 0;
    c.bench_function("samegame/one_move_15x15", |b| {
        b.iter_batched_ref(
            || {
                let (i, m) = cases[next % cases.len()];
                next += 1;
                (boards[i].clone(), m)
            },
            |(board, m)| black_box(board.remove(m.cell)),
            BatchSize::SmallInput,
        )
    });
}

fn list_moves(c: &mut Criterion) {
    let boards = standard();
    let mut out = Vec::with_capacity(256);
    let mut g = c.benchmark_group("samegame/list_moves_15x15");
    g.bench_function("ours", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % boards.len();
            boards[i].moves_into(&mut out);
            black_box(out.len())
        })
    });
    // The in-house baseline: floodfill's component labelling on a row-major byte grid.
    let grid = SquareGrid::new(15, 15, Connectivity::Four).expect("15x15");
    let bytes = row_major_bytes(&boards);
    let mut filler = Filler::new();
    g.bench_function("floodfill_components", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % bytes.len();
            let comps = filler
                .components_by_value(&grid, &bytes[i])
                .expect("sizes match");
            black_box(comps.iter().filter(|g| g.len() >= 2).count())
        })
    });
    g.finish();
}

/// Each board as row-major bytes, top row first: the input floodfill's general
/// path takes.
fn row_major_bytes(boards: &[Board]) -> Vec<Vec<u8>> {
    boards
        .iter()
        .map(|b| {
            let mut v = Vec::new();
            b.to_row_major_top(&mut v);
            v
        })
        .collect()
}

fn group_at(c: &mut Criterion) {
    let boards = standard();
    let cells: Vec<(usize, samegame_board::Cell)> = boards
        .iter()
        .enumerate()
        .flat_map(|(i, b)| b.cells().map(move |(cell, _)| (i, cell)))
        .collect();
    let mut g = c.benchmark_group("samegame/group_at_15x15");
    g.bench_function("ours", |b| {
        let mut k = 0;
        b.iter(|| {
            k = (k + 1) % cells.len();
            let (i, cell) = cells[k];
            black_box(boards[i].group_at(cell).map(|g| g.size()))
        })
    });
    let grid = SquareGrid::new(15, 15, Connectivity::Four).expect("15x15");
    let bytes = row_major_bytes(&boards);
    let mut filler = Filler::new();
    g.bench_function("floodfill_fill_equal", |b| {
        let mut k = 0;
        b.iter(|| {
            k = (k + 1) % cells.len();
            let (i, cell) = cells[k];
            let index = (14 - cell.y as usize) * 15 + cell.x as usize;
            black_box(
                filler
                    .fill_equal(&grid, &bytes[i], index)
                    .map(|r| r.len())
                    .ok(),
            )
        })
    });
    g.finish();
}

fn playout(c: &mut Criterion) {
    let boards = standard();
    let mut scratch = boards[0].clone();
    let mut rng = Pcg32::new(7, 11);
    c.bench_function("samegame/random_playout_15x15", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % boards.len();
            scratch.copy_from(&boards[i]);
            black_box(scratch.random_playout(&mut rng, &Rules::RESEARCH, None))
        })
    });
}

/// One thread of level-1 NRPA (playouts, each followed by a policy adaptation) on the
/// 16th standard position, for a fixed number of nodes: criterion's throughput line
/// reads as nodes per second. One colour clearly leads there, so the solver runs no
/// colour trials and the nodes are the search's alone.
fn nrpa_nodes(c: &mut Criterion) {
    const NODES: u64 = 20_000;
    let board = standard().swap_remove(15);
    let config = SolveConfig::new(Method::Nrpa { level: 1 }, Budget::nodes(NODES))
        .with_seed(1)
        .with_threads(1);
    let mut g = c.benchmark_group("samegame/solver_nrpa1_15x15");
    g.throughput(Throughput::Elements(NODES));
    g.bench_function("nodes", |b| {
        b.iter(|| black_box(solve(&board, &Rules::RESEARCH, &config).score))
    });
    g.finish();
}

criterion_group!(benches, one_move, list_moves, group_at, playout, nrpa_nodes);
criterion_main!(benches);
