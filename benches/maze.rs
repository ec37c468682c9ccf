//! Maze generation at 1000 x 1000 for every algorithm, with `maze_generator` 2.0 as
//! the peer for the algorithms it has (its backtracker at 1000 x 1000; its Prim, Eller
//! and growing tree are quadratic, so all four are also compared at 100 x 100), and the
//! distance map of a 1000 x 1000 maze; a 1000 x 1000 hex maze against the square
//! one; the statistics of a 1000 x 1000 maze.
//!
//! Peer choice: `maze_generator` is the light, commonly used maze crate (petgraph,
//! rand 0.7; no image or SVG stack). `knossos` pulls in an image/rendering stack and
//! its Eller and Kruskal are known to be broken, so it is not used here.
//! `maze_generator`'s backtracker recurses once per cell, so the whole bench runs on
//! a thread with a large stack; ours needs none.
#![allow(missing_docs)]

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, criterion_group};
use floodfill::{Filler, NeighborsOnly};
use hexgrid::OffsetLayout;
use maze_gen::{Algorithm, DistanceMap, GrowingTreeMode, Maze, MazeBoard, MazeStats};
use maze_generator::prelude::Generator;

const SIDE: usize = 1000;

/// Times `make(seed)` with a new seed each iteration, so no two runs time the
/// same maze.
fn seeded<M>(group: &mut BenchmarkGroup<'_, WallTime>, name: &str, mut make: impl FnMut(u64) -> M) {
    group.bench_function(name, |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            make(seed)
        });
    });
}

fn generators(c: &mut Criterion) {
    let mut group = c.benchmark_group("maze_1000x1000");
    group.sample_size(10);
    for algorithm in Algorithm::ALL {
        seeded(&mut group, &format!("ours/{algorithm}"), |s| {
            Maze::from_seed(algorithm, SIDE, SIDE, s).unwrap()
        });
    }
    let side = SIDE as i32;
    group.bench_function("maze_generator/backtracker", |b| {
        b.iter(|| {
            maze_generator::recursive_backtracking::RbGenerator::new(Some([7; 32]))
                .generate(side, side)
                .unwrap()
        });
    });
    group.finish();
}

/// `maze_generator`'s Prim, Eller and growing tree search `Vec`s of visited cells
/// (quadratic time): at 1000 x 1000 they do not finish, so they are compared at
/// 100 x 100, against ours at the same size.
fn small_peers(c: &mut Criterion) {
    const SMALL: usize = 100;
    let mut group = c.benchmark_group("maze_100x100");
    group.sample_size(10);
    for algorithm in [
        Algorithm::Backtracker,
        Algorithm::Prim,
        Algorithm::Eller,
        Algorithm::GrowingTree(GrowingTreeMode::Oldest),
    ] {
        seeded(&mut group, &format!("ours/{algorithm}"), |s| {
            Maze::from_seed(algorithm, SMALL, SMALL, s).unwrap()
        });
    }
    let side = SMALL as i32;
    group.bench_function("maze_generator/backtracker", |b| {
        b.iter(|| {
            maze_generator::recursive_backtracking::RbGenerator::new(Some([7; 32]))
                .generate(side, side)
                .unwrap()
        });
    });
    group.bench_function("maze_generator/prim", |b| {
        b.iter(|| {
            maze_generator::prims_algorithm::PrimsGenerator::new(Some([7; 32]))
                .generate(side, side)
                .unwrap()
        });
    });
    group.bench_function("maze_generator/eller", |b| {
        b.iter(|| {
            maze_generator::ellers_algorithm::EllersGenerator::new(Some([7; 32]))
                .generate(side, side)
                .unwrap()
        });
    });
    // Its default selection takes the first cell on the stack: our `Oldest`.
    group.bench_function("maze_generator/growing-tree-oldest", |b| {
        b.iter(|| {
            maze_generator::growing_tree::GrowingTreeGenerator::new(Some([7; 32]))
                .generate(side, side)
                .unwrap()
        });
    });
    group.finish();
}

fn distances(c: &mut Criterion) {
    let mut group = c.benchmark_group("distance_1000x1000");
    group.sample_size(10);
    let maze = Maze::from_seed(Algorithm::Backtracker, SIDE, SIDE, 1).unwrap();
    let mut braided = Maze::from_seed(Algorithm::Kruskal, SIDE, SIDE, 1).unwrap();
    braided
        .braid(0.5, &mut maze_gen::rng::from_seed(1))
        .unwrap();
    for (name, m) in [("backtracker", &maze), ("kruskal-braided", &braided)] {
        let mut map = DistanceMap::new();
        // Over a maze, `compute` takes floodfill's side-bit walk (the maze reports
        // its passage bytes): the figure for the target.
        group.bench_function(format!("DistanceMap::compute/{name}"), |b| {
            b.iter(|| {
                map.compute(m, [0], None).unwrap();
                map.max_distance()
            });
        });
        // The general walk, through the neighbour callback only, for comparison.
        group.bench_function(format!("DistanceMap::compute/general/{name}"), |b| {
            b.iter(|| {
                map.compute(&NeighborsOnly(m), [0], None).unwrap();
                map.max_distance()
            });
        });
        let mut filler = Filler::new();
        group.bench_function(format!("floodfill::Filler::distances/{name}"), |b| {
            b.iter(|| filler.distances(m, [0], |_| true).unwrap().max_distance());
        });
    }
    group.finish();
}

/// Any-board generation against the square grid at the same cell count: a
/// 1000 x 1000 hex board (odd-r) and a 1000 x 1000 square board, both through
/// `from_rng`, next to the square grid's own backtracker; and the hex board
/// through its neighbour callback only (the general walk of any topology).
fn boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("board_1000x1000");
    group.sample_size(10);
    let hex = MazeBoard::hex(SIDE, SIDE, OffsetLayout::OddR).unwrap();
    let square = MazeBoard::square(SIDE, SIDE).unwrap();
    seeded(&mut group, "backtracker/hex", |s| {
        Algorithm::Backtracker
            .from_rng(&hex, &mut maze_gen::rng::from_seed(s))
            .unwrap()
    });
    let hex_general = MazeBoard::new(NeighborsOnly(hex.topology())).unwrap();
    seeded(&mut group, "backtracker/hex-neighbours-only", |s| {
        Algorithm::Backtracker
            .from_rng(&hex_general, &mut maze_gen::rng::from_seed(s))
            .unwrap()
    });
    seeded(&mut group, "backtracker/square-board", |s| {
        Algorithm::Backtracker
            .from_rng(&square, &mut maze_gen::rng::from_seed(s))
            .unwrap()
    });
    seeded(&mut group, "backtracker/square-grid", |s| {
        Maze::from_seed(Algorithm::Backtracker, SIDE, SIDE, s).unwrap()
    });
    // A million triangles: three neighbours a cell through the general walk.
    let triangle = MazeBoard::new(maze_gen::TriangleGrid::new(SIDE, SIDE).unwrap()).unwrap();
    seeded(&mut group, "backtracker/triangle", |s| {
        Algorithm::Backtracker
            .from_rng(&triangle, &mut maze_gen::rng::from_seed(s))
            .unwrap()
    });
    // A million octagons and squares: up to eight neighbours a cell.
    let upsilon = MazeBoard::new(maze_gen::UpsilonGrid::new(SIDE, SIDE).unwrap()).unwrap();
    seeded(&mut group, "backtracker/upsilon", |s| {
        Algorithm::Backtracker
            .from_rng(&upsilon, &mut maze_gen::rng::from_seed(s))
            .unwrap()
    });
    // A million cells on ten floors of 100,000: stairs as the last two slots.
    let floor = maze_gen::Square::new(SIDE, SIDE / 10).unwrap();
    let levels = MazeBoard::new(maze_gen::Levels::new(floor, 10).unwrap()).unwrap();
    seeded(&mut group, "backtracker/levels", |s| {
        Algorithm::Backtracker
            .from_rng(&levels, &mut maze_gen::rng::from_seed(s))
            .unwrap()
    });
    group.finish();
}

/// `MazeStats::of` on a 1000 x 1000 perfect maze and on a braided one.
fn statistics(c: &mut Criterion) {
    let mut group = c.benchmark_group("stats_1000x1000");
    group.sample_size(10);
    let maze = Maze::from_seed(Algorithm::Kruskal, SIDE, SIDE, 1).unwrap();
    let mut braided = maze.clone();
    braided
        .braid(0.5, &mut maze_gen::rng::from_seed(1))
        .unwrap();
    group.bench_function("MazeStats::of/kruskal", |b| {
        b.iter(|| MazeStats::of(&maze).unwrap())
    });
    group.bench_function("MazeStats::of/kruskal-braided", |b| {
        b.iter(|| MazeStats::of(&braided).unwrap())
    });
    group.finish();
}

criterion_group!(
    benches,
    generators,
    small_peers,
    distances,
    boards,
    statistics
);

fn main() {
    // maze_generator's backtracker recurses once per cell: give it room.
    std::thread::Builder::new()
        .stack_size(2 << 30)
        .spawn(|| {
            benches();
            Criterion::default().configure_from_args().final_summary();
        })
        .unwrap()
        .join()
        .unwrap();
}
