//! hexgrid beside hexx: pixel -> hex and offset <-> axial conversions, 1024 inputs per
//! iteration, and field of view on the same walled map; both crates in the same run so
//! the ratio can be read directly.
//!
//! Run with `cargo bench -p banmen-benches --bench hexgrid`.
#![allow(missing_docs)]

use std::hint::black_box;

use banmen_benches::Lcg;
use criterion::{Criterion, criterion_group, criterion_main};

const N: usize = 1024;

fn points() -> Vec<(f64, f64)> {
    let mut rng = Lcg(42);
    (0..N)
        .map(|_| {
            (
                rng.next_f64() * 2000.0 - 1000.0,
                rng.next_f64() * 2000.0 - 1000.0,
            )
        })
        .collect()
}

fn offsets() -> Vec<(i32, i32)> {
    let mut rng = Lcg(7);
    (0..N)
        .map(|_| {
            let c = (rng.next_f64() * 200.0 - 100.0) as i32;
            let r = (rng.next_f64() * 200.0 - 100.0) as i32;
            (c, r)
        })
        .collect()
}

fn pixel_to_hex(c: &mut Criterion) {
    let pts = points();
    let ours_pts: Vec<hexgrid::Point> = pts
        .iter()
        .map(|&(x, y)| hexgrid::Point::new(x, y))
        .collect();
    let hexx_pts: Vec<hexx::Vec2> = pts
        .iter()
        .map(|&(x, y)| hexx::Vec2::new(x as f32, y as f32))
        .collect();

    for (name, ours_o, hexx_layout) in [
        (
            "pointy",
            hexgrid::Orientation::Pointy,
            hexx::HexLayout::pointy(),
        ),
        ("flat", hexgrid::Orientation::Flat, hexx::HexLayout::flat()),
    ] {
        let ours = hexgrid::Layout::new(
            ours_o,
            hexgrid::Point::new(10.0, 10.0),
            hexgrid::Point::new(3.0, 4.0),
        )
        .expect("valid layout");
        let theirs = hexx_layout
            .with_hex_size(10.0)
            .with_origin(hexx::Vec2::new(3.0, 4.0));
        let mut g = c.benchmark_group(format!("pixel_to_hex/{name}"));
        g.bench_function("hexgrid", |b| {
            b.iter(|| {
                let layout = black_box(&ours);
                let mut acc = 0i32;
                for &p in black_box(&ours_pts) {
                    let h = layout.pixel_to_hex(p);
                    acc = acc.wrapping_add(h.q ^ h.r);
                }
                acc
            })
        });
        g.bench_function("hexx", |b| {
            b.iter(|| {
                let layout = black_box(&theirs);
                let mut acc = 0i32;
                for &p in black_box(&hexx_pts) {
                    let h = layout.world_pos_to_hex(p);
                    acc = acc.wrapping_add(h.x ^ h.y);
                }
                acc
            })
        });
        g.finish();
    }
}

fn offset_conversions(c: &mut Criterion) {
    let offs = offsets();
    let ours_offs: Vec<hexgrid::OffsetCoord> = offs
        .iter()
        .map(|&(c, r)| hexgrid::OffsetCoord::new(c, r))
        .collect();
    let ours_hexes: Vec<hexgrid::Hex> =
        offs.iter().map(|&(q, r)| hexgrid::Hex::new(q, r)).collect();
    let hexx_offs: Vec<[i32; 2]> = offs.iter().map(|&(c, r)| [c, r]).collect();
    let hexx_hexes: Vec<hexx::Hex> = offs.iter().map(|&(q, r)| hexx::Hex::new(q, r)).collect();
    let pointy = hexx::HexOrientation::Pointy;

    // The layout is a run-time value (as `OffsetGrid::layout()` is) for both crates.
    for (name, ours_layout, hexx_mode) in [
        (
            "odd_r",
            hexgrid::OffsetLayout::OddR,
            hexx::OffsetHexMode::Odd,
        ),
        (
            "even_r",
            hexgrid::OffsetLayout::EvenR,
            hexx::OffsetHexMode::Even,
        ),
    ] {
        let mut g = c.benchmark_group(format!("offset_to_axial/{name}"));
        g.bench_function("hexgrid", |b| {
            b.iter(|| {
                let layout = black_box(ours_layout);
                let mut acc = 0i32;
                for &o in black_box(&ours_offs) {
                    let h = layout.to_hex(o);
                    acc = acc.wrapping_add(h.q ^ h.r);
                }
                acc
            })
        });
        g.bench_function("hexx", |b| {
            b.iter(|| {
                let (mode, orientation) = black_box((hexx_mode, pointy));
                let mut acc = 0i32;
                for &o in black_box(&hexx_offs) {
                    let h = hexx::Hex::from_offset_coordinates(o, mode, orientation);
                    acc = acc.wrapping_add(h.x ^ h.y);
                }
                acc
            })
        });
        g.finish();

        let mut g = c.benchmark_group(format!("axial_to_offset/{name}"));
        g.bench_function("hexgrid", |b| {
            b.iter(|| {
                let layout = black_box(ours_layout);
                let mut acc = 0i32;
                for &h in black_box(&ours_hexes) {
                    let o = layout.from_hex(h);
                    acc = acc.wrapping_add(o.col ^ o.row);
                }
                acc
            })
        });
        g.bench_function("hexx", |b| {
            b.iter(|| {
                let (mode, orientation) = black_box((hexx_mode, pointy));
                let mut acc = 0i32;
                for &h in black_box(&hexx_hexes) {
                    let [col, row] = h.to_offset_coordinates(mode, orientation);
                    acc = acc.wrapping_add(col ^ row);
                }
                acc
            })
        });
        g.finish();
    }
}

/// Field of view of radius 10 from the centre of a radius-12 map with about one hex in
/// eight a wall (the same walls, looked up the same way, for both crates). hexgrid's
/// `Fov` is kept between calls, as a game keeps it between turns.
fn field_of_view(c: &mut Criterion) {
    const RADIUS: u32 = 10;
    let mut rng = Lcg(11);
    let walls = hexgrid::HexMap::from_fn(hexgrid::Hex::ORIGIN, 12, |h| {
        h != hexgrid::Hex::ORIGIN && rng.next_f64() < 0.125
    })
    .unwrap();
    let wall = |q: i32, r: i32| {
        use hexgrid::HexStore;
        walls
            .get_hex(hexgrid::Hex::new(q, r))
            .copied()
            .unwrap_or(true)
    };
    let mut g = c.benchmark_group("field_of_view/r10");
    let mut fov = hexgrid::Fov::new();
    g.bench_function("hexgrid", |b| {
        b.iter(|| {
            let center = black_box(hexgrid::Hex::ORIGIN);
            fov.compute(center, RADIUS, |h| wall(h.q, h.r)).unwrap();
            fov.visible().count()
        })
    });
    g.bench_function("hexx", |b| {
        b.iter(|| {
            let center = black_box(hexx::Hex::ZERO);
            hexx::algorithms::range_fov(center, RADIUS, |h| wall(h.x, h.y)).len()
        })
    });
    g.finish();
}

criterion_group!(benches, pixel_to_hex, offset_conversions, field_of_view);
criterion_main!(benches);
