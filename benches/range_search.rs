//! Movement range search: tactics-range's bucket-queue Dijkstra next to
//! `pathfinding`'s `dijkstra_reach` (cut at the budget with `take_while`), `hexx`'s
//! `field_of_movement` on the hex map, and the seed article's recursive search.
//!
//! Cases: a 32x32 tactics map with budget 7, a 256x256 map with random costs 1..=3 and
//! budget 100, a 64x64 hex map with random costs 1..=3 and budget 12, and the 32x32
//! map with walls between a tenth of its neighbouring cells (edge costs, next to
//! `dijkstra_reach` given the same walls). Before timing, every implementation's
//! reachable set is checked against ours.
//!
//! Sight: a field of view of radius 10 on the 32x32 map (mountains block) and on a
//! hexgrid hexagon of radius 10 (a tenth of its hexes block), open and with walls
//! between a tenth of the neighbouring cells (`SightRules::with_sides`).
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use floodfill::{Connectivity, HexGrid, SquareGrid, Topology};
use hexgrid::OffsetLayout;
use pathfinding::directed::dijkstra::dijkstra_reach;
use tactics_range::{
    EdgeCost, EdgeCosts, MoveProfile, Movement, Query, Reach, Sight, SightGrid, SightRules,
    TacticsMap,
};

/// A small deterministic generator (splitmix64), so every run benches the same maps.
struct Mix(u64);

impl Mix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// Terrain ids 0..3 (costs 1..=3) at random, or, for the tactics map, 70% plain,
/// 20% forest, 10% impassable mountain.
fn terrain(len: usize, seed: u64, tactics: bool) -> Vec<u8> {
    let mut rng = Mix(seed);
    (0..len)
        .map(|_| {
            let r = rng.next() % 10;
            if tactics {
                match r {
                    0..=6 => 0,
                    7 | 8 => 1,
                    _ => 3,
                }
            } else {
                (r % 3) as u8
            }
        })
        .collect()
}

/// Per-cell entry cost (0 = impassable) as the peers see it.
fn costs(terrain: &[u8], profile: &MoveProfile) -> Vec<u32> {
    terrain
        .iter()
        .map(|&t| match profile.cost(t) {
            tactics_range::MoveCost::Cost(c) => c,
            _ => 0,
        })
        .collect()
}

/// The seed's search: `Search4` tries each neighbour, `Search` subtracts the terrain
/// cost and recurses while movement is left. One change from the article: a cell is
/// searched again only with strictly more movement left (the article's `<` test
/// re-searches ties, which is exponential in the number of equal paths). Recursion
/// depth is at most budget + 1 (every step costs at least 1): 101 frames here.
fn seed_search<T: Topology>(topo: &T, cost: &[u32], cell: usize, left: i32, best: &mut [i32]) {
    topo.for_each_neighbor(cell, |n| {
        let c = cost[n] as i32;
        if c == 0 {
            return;
        }
        let r = left - c;
        if r < 0 || r <= best[n] {
            return;
        }
        best[n] = r;
        if r > 0 {
            seed_search(topo, cost, n, r, best);
        }
    });
}

/// The seed's whole query: reset the array, set the start, search; returns the
/// number of reached cells.
fn seed_query<T: Topology>(
    topo: &T,
    cost: &[u32],
    start: usize,
    budget: u32,
    best: &mut [i32],
) -> usize {
    best.fill(-1);
    best[start] = budget as i32;
    seed_search(topo, cost, start, budget as i32, best);
    best.iter().filter(|&&b| b >= 0).count()
}

/// `pathfinding`'s Dijkstra iterator, cut at the budget; returns the reached count.
fn peer_dijkstra<T: Topology>(topo: &T, cost: &[u32], start: usize, budget: u32) -> usize {
    dijkstra_reach(&start, |&c| {
        let mut out = Vec::with_capacity(6);
        topo.for_each_neighbor(c, |n| {
            if cost[n] > 0 {
                out.push((n, cost[n]));
            }
        });
        out
    })
    .take_while(|item| item.total_cost <= budget)
    .count()
}

struct Case<T> {
    name: &'static str,
    map: TacticsMap<T>,
    profile: MoveProfile,
    start: usize,
    budget: u32,
}

/// tactics-range's scratch and a result it refills, as a game keeps them.
#[derive(Default)]
struct Ours {
    movement: Movement,
    reach: Reach,
}

/// The number of cells tactics-range's search reaches in `case`.
fn reach<T: Topology>(ours: &mut Ours, query: &Query<'_, T>, case: &Case<T>) -> usize {
    ours.movement
        .reach_into(query, black_box(case.start), case.budget, &mut ours.reach)
        .unwrap();
    ours.reach.len()
}

/// The group `range_search/{name}`, counted in the `reached` cells, with
/// tactics-range's search timed first; the peers are added after it.
fn ours_first<'c, T: Topology>(
    c: &'c mut Criterion,
    name: &str,
    reached: usize,
    search: &mut Ours,
    query: &Query<'_, T>,
    case: &Case<T>,
) -> BenchmarkGroup<'c, WallTime> {
    let mut group = c.benchmark_group(format!("range_search/{name}"));
    group.throughput(Throughput::Elements(reached as u64));
    group.bench_function("tactics-range", |b| b.iter(|| reach(search, query, case)));
    // A new owned result per query: the allocation `reach_into` saves.
    group.bench_function("tactics-range new Reach", |b| {
        b.iter(|| {
            search
                .movement
                .reach(query, black_box(case.start), case.budget)
                .unwrap()
                .len()
        })
    });
    group
}

fn run_case<T: Topology>(c: &mut Criterion, case: &Case<T>, hex: Option<&HexGrid>) {
    let topo = case.map.topology();
    let cost = costs(case.map.terrain_ids(), &case.profile);
    let query = Query::new(&case.map, &case.profile);
    let mut search = Ours::default();
    let reached = reach(&mut search, &query, case);
    let mut best = vec![-1i32; topo.len()];
    // Every implementation must find the same range before any is timed.
    assert_eq!(
        seed_query(topo, &cost, case.start, case.budget, &mut best),
        reached
    );
    assert_eq!(peer_dijkstra(topo, &cost, case.start, case.budget), reached);
    if let Some(board) = hex {
        assert_eq!(hexx_query(board, &cost, case.start, case.budget), reached);
    }
    println!("{}: {reached} cells reached", case.name);

    let mut group = ours_first(c, case.name, reached, &mut search, &query, case);
    group.bench_function("pathfinding dijkstra_reach", |b| {
        b.iter(|| peer_dijkstra(topo, &cost, black_box(case.start), case.budget))
    });
    if let Some(board) = hex {
        group.bench_function("hexx field_of_movement", |b| {
            b.iter(|| hexx_query(board, &cost, black_box(case.start), case.budget))
        });
    }
    group.bench_function("seed recursive", |b| {
        b.iter(|| seed_query(topo, &cost, black_box(case.start), case.budget, &mut best))
    });
    group.finish();
}

/// `hexx::algorithms::field_of_movement` on the odd-r board. hexx counts a cost of
/// 0 as one step, so it is given each terrain's cost minus one; hexes off the board
/// are impassable.
fn hexx_query(board: &HexGrid, cost: &[u32], start: usize, budget: u32) -> usize {
    let layout = OffsetLayout::OddR;
    let to_cell = |h: hexx::Hex| {
        let o = layout.from_hex(hexgrid::Hex::new(h.x, h.y));
        board.cell_of(board.layout().to_hex(o))
    };
    let s = layout.to_hex(
        board
            .coord_of(start)
            .map(|h| board.layout().from_hex(h))
            .unwrap(),
    );
    hexx::algorithms::field_of_movement(hexx::Hex::new(s.q, s.r), budget, |h| {
        to_cell(h).and_then(|c| cost[c].checked_sub(1))
    })
    .len()
}

/// The 32x32 case with walls: tactics-range's edge-cost search next to
/// `dijkstra_reach` consulting the same rules.
fn walls_case(c: &mut Criterion, case: &Case<SquareGrid>) {
    let topo = case.map.topology();
    let mut rng = Mix(32);
    let mut edges = EdgeCosts::new(topo.len());
    for cell in 0..topo.len() {
        topo.for_each_neighbor(cell, |n| {
            if cell < n && rng.next().is_multiple_of(10) {
                edges.wall(cell, n).unwrap();
            }
        });
    }
    let cost = costs(case.map.terrain_ids(), &case.profile);
    let peer = |start: usize| {
        dijkstra_reach(&start, |&c| {
            let mut out = Vec::with_capacity(4);
            topo.for_each_neighbor(c, |n| {
                if cost[n] > 0 && edges.get(c, n) != Some(EdgeCost::Blocked) {
                    out.push((n, cost[n]));
                }
            });
            out
        })
        .take_while(|item| item.total_cost <= case.budget)
        .count()
    };
    let query = Query::new(&case.map, &case.profile).edges(&edges);
    let mut search = Ours::default();
    let reached = reach(&mut search, &query, case);
    assert_eq!(peer(case.start), reached);
    println!("{} with walls: {reached} cells reached", case.name);
    let name = format!("{} walls", case.name);
    let mut group = ours_first(c, &name, reached, &mut search, &query, case);
    group.bench_function("pathfinding dijkstra_reach", |b| {
        b.iter(|| peer(black_box(case.start)))
    });
    group.finish();
}

/// Walls between about a tenth of the neighbouring cells of `topo`.
fn random_walls<T: Topology>(topo: &T, seed: u64) -> EdgeCosts {
    let mut rng = Mix(seed);
    let mut edges = EdgeCosts::new(topo.len());
    for cell in 0..topo.len() {
        topo.for_each_neighbor(cell, |n| {
            if cell < n && rng.next().is_multiple_of(10) {
                edges.wall(cell, n).unwrap();
            }
        });
    }
    edges
}

/// A field of view of radius 10 from `from`, open (cells block) and with walls between
/// cells too.
fn sight_case<T: SightGrid>(c: &mut Criterion, name: &str, map: &TacticsMap<T>, from: usize) {
    let rules = SightRules::new().blocking(3);
    let walled = rules.clone().blocking_walls();
    let edges = random_walls(map.topology(), 10);
    let view = walled.with_sides(&edges);
    let mut sight = Sight::new();
    let open: Vec<usize> = sight.field_of_view(map, &rules, from, 10).unwrap();
    let walls: Vec<usize> = sight.field_of_view(map, &view, from, 10).unwrap();
    println!(
        "sight {name}: {} cells seen open, {} with walls",
        open.len(),
        walls.len()
    );
    let mut group = c.benchmark_group(format!("sight/{name}"));
    group.bench_function("open", |b| {
        b.iter(|| {
            let seen: Vec<usize> = sight
                .field_of_view(map, &rules, black_box(from), 10)
                .unwrap();
            seen.len()
        })
    });
    group.bench_function("walls between cells", |b| {
        b.iter(|| {
            let seen: Vec<usize> = sight
                .field_of_view(map, &view, black_box(from), 10)
                .unwrap();
            seen.len()
        })
    });
    group.finish();
}

fn sight_cases(c: &mut Criterion, square: &TacticsMap<SquareGrid>, from: usize) {
    use hexgrid::HexTopology;
    sight_case(c, "32x32 radius 10", square, from);
    let hexagon = floodfill::HexBoard(hexgrid::HexMap::new(hexgrid::Hex::ORIGIN, 10, ()).unwrap());
    let mut rng = Mix(11);
    let terrain = (0..hexagon.len())
        .map(|_| if rng.next().is_multiple_of(10) { 3 } else { 0 })
        .collect();
    let map = TacticsMap::new(hexagon, terrain).unwrap();
    let centre = map.topology().0.cell_of(hexgrid::Hex::ORIGIN).unwrap();
    let map = {
        let mut m = map;
        m.set_terrain(centre, 0).unwrap();
        m
    };
    sight_case(c, "hexagon radius 10", &map, centre);
}

fn benches(c: &mut Criterion) {
    let grid = SquareGrid::new(32, 32, Connectivity::Four).unwrap();
    let tactics = Case {
        name: "32x32 budget 7",
        map: TacticsMap::new(grid, terrain(grid.len(), 7, true)).unwrap(),
        profile: MoveProfile::from_costs([Some(1), Some(2), Some(3), None]).unwrap(),
        start: grid.cell_of((16, 16)).unwrap(),
        budget: 7,
    };
    run_case(c, &tactics, None);
    walls_case(c, &tactics);
    sight_cases(c, &tactics.map, tactics.start);

    let grid = SquareGrid::new(256, 256, Connectivity::Four).unwrap();
    let big = Case {
        name: "256x256 costs 1-3 budget 100",
        map: TacticsMap::new(grid, terrain(grid.len(), 256, false)).unwrap(),
        profile: MoveProfile::from_costs([Some(1), Some(2), Some(3)]).unwrap(),
        start: grid.cell_of((128, 128)).unwrap(),
        budget: 100,
    };
    run_case(c, &big, None);

    let board = HexGrid::new(64, 64, OffsetLayout::OddR).unwrap();
    let hex = Case {
        name: "64x64 hex costs 1-3 budget 12",
        map: TacticsMap::new(board, terrain(board.len(), 64, false)).unwrap(),
        profile: MoveProfile::from_costs([Some(1), Some(2), Some(3)]).unwrap(),
        start: board
            .cell_of(board.layout().to_hex(hexgrid::OffsetCoord::new(32, 32)))
            .unwrap(),
        budget: 12,
    };
    run_case(c, &hex, Some(&board));
}

criterion_group!(range_search, benches);
criterion_main!(range_search);
