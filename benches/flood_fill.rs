//! Flood fill, components and floating bubbles: floodfill side by side with
//! `pathfinding`, `imageproc` and a plain `VecDeque` BFS like the seed's.
//!
//! Run: `cargo bench -p banmen-benches --bench flood_fill`
#![allow(missing_docs)]

use std::collections::VecDeque;
use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use floodfill::{Connectivity, Filler, HexGrid, SquareGrid};
use hexgrid::OffsetLayout;
use image::{GrayImage, Luma};
use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

const N: usize = 1024;
const WALL: u8 = 255;

/// Lemire's bounded sample: a value in `0..n`.
fn below(rng: &mut impl Rng, n: u32) -> u32 {
    ((u64::from(rng.next_u32()) * u64::from(n)) >> 32) as u32
}

/// An `N x N` board: open cells hold 0; with `walls`, that fraction (in percent)
/// holds `WALL`. The centre is always open.
fn board(walls: u32, seed: u64) -> Vec<u8> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut cells: Vec<u8> = (0..N * N)
        .map(|_| {
            if below(&mut rng, 100) < walls {
                WALL
            } else {
                0
            }
        })
        .collect();
    cells[centre()] = 0;
    cells
}

fn centre() -> usize {
    (N / 2) * N + N / 2
}

/// Neighbours of a square cell, into a fixed array: the baseline's and the peers'
/// successor function.
fn square_neighbors(c: usize, diagonal: bool) -> impl Iterator<Item = usize> {
    let (x, y) = ((c % N) as i64, (c / N) as i64);
    const D4: [(i64, i64); 4] = [(0, -1), (0, 1), (-1, 0), (1, 0)];
    const D8: [(i64, i64); 8] = [
        (0, -1),
        (0, 1),
        (-1, 0),
        (1, 0),
        (-1, -1),
        (1, -1),
        (-1, 1),
        (1, 1),
    ];
    let dirs: &'static [(i64, i64)] = if diagonal { &D8 } else { &D4 };
    dirs.iter().filter_map(move |&(dx, dy)| {
        let (nx, ny) = (x + dx, y + dy);
        (nx >= 0 && ny >= 0 && nx < N as i64 && ny < N as i64)
            .then(|| ny as usize * N + nx as usize)
    })
}

/// The seed's algorithm: a queue, a fresh visited array per call.
fn vecdeque_fill(cells: &[u8], start: usize, diagonal: bool) -> usize {
    let mut seen = vec![false; cells.len()];
    let mut queue = VecDeque::new();
    seen[start] = true;
    queue.push_back(start);
    let mut count = 0;
    while let Some(c) = queue.pop_front() {
        count += 1;
        for n in square_neighbors(c, diagonal) {
            if !seen[n] && cells[n] != WALL {
                seen[n] = true;
                queue.push_back(n);
            }
        }
    }
    count
}

fn fill_group(c: &mut Criterion, name: &str, cells: &[u8], diagonal: bool) {
    let connectivity = if diagonal {
        Connectivity::Eight
    } else {
        Connectivity::Four
    };
    let grid = SquareGrid::new(N, N, connectivity).unwrap();
    let mut filler = Filler::new();
    let filled = filler
        .fill(&grid, centre(), |i| cells[i] != WALL)
        .unwrap()
        .len();
    let mut g = c.benchmark_group(name);
    g.sample_size(10);
    g.throughput(Throughput::Elements(filled as u64));

    g.bench_function("floodfill_fill", |b| {
        b.iter(|| {
            let region = filler
                .fill(&grid, black_box(centre()), |i| cells[i] != WALL)
                .unwrap();
            black_box(region.len())
        })
    });
    if !diagonal {
        // Paint the region 0 -> 1 -> 0 ...: the same work every iteration.
        let mut canvas = cells.to_vec();
        let mut colour = 0u8;
        g.bench_function("floodfill_paint", |b| {
            b.iter(|| {
                colour ^= 1;
                black_box(filler.paint(&grid, &mut canvas, centre(), colour).unwrap())
            })
        });
        let mut image = GrayImage::from_raw(N as u32, N as u32, cells.to_vec()).unwrap();
        let mut colour = 0u8;
        g.bench_function("imageproc_flood_fill_mut", |b| {
            b.iter(|| {
                colour ^= 1;
                let half = (N / 2) as u32;
                imageproc::drawing::flood_fill_mut(&mut image, half, half, Luma([colour]));
                black_box(image.get_pixel(half, half)[0])
            })
        });
    }
    g.bench_function("vecdeque_bfs", |b| {
        b.iter(|| black_box(vecdeque_fill(cells, centre(), diagonal)))
    });
    g.bench_function("pathfinding_bfs_reach", |b| {
        b.iter(|| {
            let reach = pathfinding::directed::bfs::bfs_reach(centre(), |&c| {
                square_neighbors(c, diagonal).filter(|&n| cells[n] != WALL)
            });
            black_box(reach.count())
        })
    });
    let matrix = pathfinding::matrix::Matrix::from_vec(N, N, cells.to_vec()).unwrap();
    g.bench_function("pathfinding_matrix_bfs_reachable", |b| {
        b.iter(|| {
            let set = matrix.bfs_reachable((N / 2, N / 2), diagonal, |p| matrix[p] != WALL);
            black_box(set.len())
        })
    });
    g.finish();
}

fn open_grid(c: &mut Criterion) {
    fill_group(c, "fill_open_1024_4c", &board(0, 1), false);
}

fn walled_grid(c: &mut Criterion) {
    fill_group(c, "fill_walls40_1024_4c", &board(40, 2), false);
}

fn eight_connected(c: &mut Criterion) {
    fill_group(c, "fill_open_1024_8c", &board(0, 3), true);
}

/// Baseline labelling: a BFS per unlabelled cell, like running the seed's fill on
/// every cell.
fn vecdeque_label(cells: &[u8]) -> u32 {
    let mut label = vec![u32::MAX; cells.len()];
    let mut queue = VecDeque::new();
    let mut next = 0;
    for s in 0..cells.len() {
        if label[s] != u32::MAX {
            continue;
        }
        label[s] = next;
        queue.push_back(s);
        while let Some(c) = queue.pop_front() {
            for n in square_neighbors(c, false) {
                if label[n] == u32::MAX && cells[n] == cells[s] {
                    label[n] = next;
                    queue.push_back(n);
                }
            }
        }
        next += 1;
    }
    next
}

/// imageproc's 4-connected labelling of `image`, every pixel labelled (255, the
/// background value, never occurs in the maps here, as ours labels every cell).
fn imageproc_label(image: &GrayImage) -> u32 {
    let labels = imageproc::region_labelling::connected_components(
        image,
        imageproc::region_labelling::Connectivity::Four,
        Luma([255u8]),
    );
    labels.get_pixel(0, 0)[0]
}

fn components(c: &mut Criterion) {
    let mut rng = Pcg64Mcg::seed_from_u64(4);
    let colours: Vec<u8> = (0..N * N).map(|_| below(&mut rng, 5) as u8).collect();
    let grid = SquareGrid::new(N, N, Connectivity::Four).unwrap();
    let image = GrayImage::from_raw(N as u32, N as u32, colours.clone()).unwrap();
    let mut filler = Filler::new();
    let mut g = c.benchmark_group("components_5colour_1024_4c");
    g.sample_size(10);
    g.throughput(Throughput::Elements((N * N) as u64));
    g.bench_function("floodfill_components_by_value", |b| {
        b.iter(|| black_box(filler.components_by_value(&grid, &colours).unwrap().count()))
    });
    // Labels and sizes only (cells on demand): what imageproc's labelling computes
    // too (it returns a label image and no cell lists).
    g.bench_function("floodfill_label_by_value", |b| {
        b.iter(|| black_box(filler.label_by_value(&grid, &colours).unwrap().count()))
    });
    g.bench_function("imageproc_connected_components", |b| {
        b.iter(|| black_box(imageproc_label(&image)))
    });
    g.bench_function("vecdeque_bfs", |b| {
        b.iter(|| black_box(vecdeque_label(&colours)))
    });
    g.finish();
}

/// Side of the game-like maps: large smooth regions, as a terrain generator makes.
const BLOBS: usize = 4096;

/// A `BLOBS x BLOBS` map of smooth blobs: value noise (random heights on a grid
/// every `cell` pixels, blended between them with a smoothstep), cut into
/// `colours` bands of equal height. A few large regions with wavy borders, where
/// the random-colour map is all borders.
fn blobs(colours: u8, cell: usize, seed: u64) -> Vec<u8> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let knots = BLOBS / cell + 2;
    let heights: Vec<f32> = (0..knots * knots)
        .map(|_| below(&mut rng, 1 << 16) as f32 / 65536.0)
        .collect();
    let smooth = |t: f32| t * t * (3.0 - 2.0 * t);
    let mut map = Vec::with_capacity(BLOBS * BLOBS);
    for y in 0..BLOBS {
        let (ky, fy) = (y / cell, smooth((y % cell) as f32 / cell as f32));
        for x in 0..BLOBS {
            let (kx, fx) = (x / cell, smooth((x % cell) as f32 / cell as f32));
            let h = |i: usize, j: usize| heights[(ky + j) * knots + kx + i];
            let top = h(0, 0) + (h(1, 0) - h(0, 0)) * fx;
            let bottom = h(0, 1) + (h(1, 1) - h(0, 1)) * fx;
            let height = top + (bottom - top) * fy;
            map.push(((height * f32::from(colours)) as u8).min(colours - 1));
        }
    }
    map
}

/// Labelling every colour of a game-like map (smooth blobs, binary and five
/// colours) against imageproc's labelling of the same image; the throughput is
/// pixels, so criterion's rate gives the time per pixel.
fn blob_labelling(c: &mut Criterion) {
    let grid = SquareGrid::new(BLOBS, BLOBS, Connectivity::Four).unwrap();
    let mut filler = Filler::new();
    for (name, colours) in [("binary", 2u8), ("5colour", 5)] {
        let map = blobs(colours, 256, 7);
        let regions = filler.label_by_value(&grid, &map).unwrap().count();
        println!("blobs {name} {BLOBS}x{BLOBS}: {regions} regions");
        let image = GrayImage::from_raw(BLOBS as u32, BLOBS as u32, map.clone()).unwrap();
        let mut g = c.benchmark_group(format!("label_blobs_{name}_{BLOBS}_4c"));
        g.sample_size(10);
        g.throughput(Throughput::Elements((BLOBS * BLOBS) as u64));
        g.bench_function("floodfill_label_by_value", |b| {
            b.iter(|| black_box(filler.label_by_value(&grid, &map).unwrap().count()))
        });
        g.bench_function("imageproc_connected_components", |b| {
            b.iter(|| black_box(imageproc_label(&image)))
        });
        g.finish();
    }
}

/// A 12 x 20 bubble board: the top half full of bubbles with a few holes, plus a
/// group in the lower half hanging from nothing.
fn bubble_board() -> (HexGrid, Vec<bool>) {
    let (cols, rows) = (12, 20);
    let grid = HexGrid::new(cols, rows, OffsetLayout::OddR).unwrap();
    let mut rng = Pcg64Mcg::seed_from_u64(5);
    let occupied = (0..cols * rows)
        .map(|c| {
            let row = c / cols;
            (row < 10 && below(&mut rng, 100) < 80) || (12..15).contains(&row)
        })
        .collect();
    (grid, occupied)
}

/// The seed's floating-bubble test: fill from every ceiling cell, then scan.
fn vecdeque_floating(grid: &HexGrid, occupied: &[bool]) -> usize {
    let cols = grid.cols();
    let mut seen = vec![false; occupied.len()];
    let mut queue = VecDeque::new();
    for c in 0..cols {
        if occupied[c] {
            seen[c] = true;
            queue.push_back(c);
        }
    }
    while let Some(c) = queue.pop_front() {
        for n in grid.neighbors(c) {
            if occupied[n] && !seen[n] {
                seen[n] = true;
                queue.push_back(n);
            }
        }
    }
    (0..occupied.len())
        .filter(|&c| occupied[c] && !seen[c])
        .count()
}

fn floating_bubbles(c: &mut Criterion) {
    let (grid, occupied) = bubble_board();
    let cols = grid.cols();
    let mut filler = Filler::new();
    let want = vecdeque_floating(&grid, &occupied);
    let got = filler
        .not_reached(&grid, 0..cols, |i| occupied[i])
        .unwrap()
        .count();
    assert_eq!(got, want);
    let mut g = c.benchmark_group("floating_bubbles_hex_12x20");
    g.bench_with_input(
        BenchmarkId::new("floodfill_not_reached", want),
        &(),
        |b, _| {
            b.iter(|| {
                let floating = filler
                    .not_reached(&grid, black_box(0..cols), |i| occupied[i])
                    .unwrap();
                black_box(floating.count())
            })
        },
    );
    g.bench_with_input(BenchmarkId::new("vecdeque_bfs", want), &(), |b, _| {
        b.iter(|| black_box(vecdeque_floating(&grid, &occupied)))
    });
    g.finish();
}

criterion_group!(
    benches,
    open_grid,
    walled_grid,
    eight_connected,
    components,
    blob_labelling,
    floating_bubbles
);
criterion_main!(benches);
