//! Statistics against naive implementations: a breadth-first search from every
//! cell for the path figures, the definitions for the rest.

use std::collections::VecDeque;

use floodfill::Topology;
use hexgrid::OffsetLayout;
use maze_gen::{Algorithm, Maze, MazeBoard, MazeStats, PolarGrid};
use proptest::prelude::*;

/// Adjacency lists of any maze.
fn lists<T: Topology>(maze: &T) -> Vec<Vec<usize>> {
    (0..maze.len())
        .map(|c| {
            let mut v = vec![];
            maze.for_each_neighbor(c, |j| v.push(j));
            v
        })
        .collect()
}

fn bfs(adj: &[Vec<usize>], s: usize) -> Vec<Option<u32>> {
    let mut d = vec![None; adj.len()];
    d[s] = Some(0);
    let mut q = VecDeque::from([s]);
    while let Some(c) = q.pop_front() {
        for &j in &adj[c] {
            if d[j].is_none() {
                d[j] = Some(d[c].unwrap() + 1);
                q.push_back(j);
            }
        }
    }
    d
}

/// The naive figures: (dead ends, corridors, junctions, diameter, mean).
fn naive<T: Topology>(maze: &T) -> (usize, usize, usize, u32, f64) {
    let adj = lists(maze);
    let cells: Vec<usize> = (0..adj.len()).filter(|&c| !adj[c].is_empty()).collect();
    let count = |k: &dyn Fn(usize) -> bool| cells.iter().filter(|&&c| k(adj[c].len())).count();
    let (mut diameter, mut total, mut pairs) = (0, 0u64, 0u64);
    for &a in &cells {
        let d = bfs(&adj, a);
        for &b in &cells {
            if b != a {
                let x = d[b].unwrap();
                diameter = diameter.max(x);
                total += u64::from(x);
                pairs += 1;
            }
        }
    }
    let mean = if pairs == 0 {
        0.0
    } else {
        total as f64 / pairs as f64
    };
    (
        count(&|n| n == 1),
        count(&|n| n == 2),
        count(&|n| n >= 3),
        diameter,
        mean,
    )
}

/// The river factor by its definition: from each dead end, the cells a fill
/// reaches without entering a junction, averaged over the dead ends.
fn naive_river(adj: &[Vec<usize>]) -> f64 {
    let ends: Vec<usize> = (0..adj.len()).filter(|&c| adj[c].len() == 1).collect();
    let mut total = 0usize;
    for &d in &ends {
        let mut seen = vec![false; adj.len()];
        seen[d] = true;
        let mut stack = vec![d];
        while let Some(c) = stack.pop() {
            total += 1;
            for &j in &adj[c] {
                if !seen[j] && adj[j].len() <= 2 {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
    }
    if ends.is_empty() {
        0.0
    } else {
        total as f64 / ends.len() as f64
    }
}

pub(crate) fn check<T: Topology>(maze: &T) {
    let stats = MazeStats::of(maze).unwrap();
    let (dead, corridors, junctions, diameter, mean) = naive(maze);
    assert_eq!(
        (stats.dead_ends, stats.corridors, stats.junctions),
        (dead, corridors, junctions)
    );
    let adj = lists(maze);
    // Both divide the same two whole numbers: the figures are equal to the bit.
    assert_eq!(stats.river, naive_river(&adj), "river");
    let cells = stats.cells;
    assert_eq!(cells + stats.isolated, maze.len());
    let all_pairs = cells * cells <= MazeStats::PATH_WORK;
    assert_eq!(stats.diameter.is_some(), stats.diameter_ends.is_some());
    if let (Some(d), Some((a, b))) = (stats.diameter, stats.diameter_ends) {
        assert_eq!(d, diameter);
        assert_eq!(bfs(&adj, a)[b], Some(d), "the ends are that far apart");
    } else {
        assert!(!stats.perfect && !all_pairs);
    }
    match stats.mean_path_length {
        Some(exact) => assert!((exact - mean).abs() < 1e-9, "{exact} vs {mean}"),
        None => assert!(!stats.perfect && !all_pairs),
    }
    if cells > 1 {
        let estimate = MazeStats::estimated_mean_path_length(maze, 8).unwrap();
        assert!(
            (estimate.value - mean).abs() <= estimate.error_bound + 1e-9,
            "{estimate:?} vs {mean}"
        );
        let bounds = MazeStats::estimated_diameter(maze, 8).unwrap();
        assert!(bounds.at_least <= diameter && diameter <= bounds.at_most);
        let (a, b) = bounds.ends;
        assert_eq!(bfs(&adj, a)[b], Some(bounds.at_least));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn square_statistics_match_the_naive_ones(w in 1usize..9, h in 1usize..9, k in 0usize..17, seed in any::<u64>(), braid in 0.0f64..1.0) {
        let mut maze = Maze::from_seed(Algorithm::ALL[k], w, h, seed).unwrap();
        check(&maze);
        maze.braid(braid, &mut maze_gen::rng::from_seed(seed)).unwrap();
        check(&maze);
    }

    /// Braided mazes of the size where the old sampled figures fell short.
    #[test]
    fn braided_statistics_are_exact(k in 0usize..17, seed in any::<u64>(), braid in 0.0f64..1.0) {
        let mut maze = Maze::from_seed(Algorithm::ALL[k], 20, 20, seed).unwrap();
        maze.braid(braid, &mut maze_gen::rng::from_seed(seed)).unwrap();
        check(&maze);
    }

    #[test]
    fn board_statistics_match_the_naive_ones(radius in 0u32..4, rings in 1usize..6, seed in any::<u64>()) {
        let hex = MazeBoard::hexagon(radius, OffsetLayout::OddQ).unwrap();
        check(&Algorithm::Wilson.from_rng(&hex, &mut maze_gen::rng::from_seed(seed)).unwrap());
        let polar = MazeBoard::new(PolarGrid::new(rings).unwrap()).unwrap();
        check(&Algorithm::Prim.from_rng(&polar, &mut maze_gen::rng::from_seed(seed)).unwrap());
    }
}

#[test]
fn a_single_cell_and_a_limited_dig_have_statistics() {
    let one = Maze::new(1, 1).unwrap();
    let stats = MazeStats::of(&one).unwrap();
    assert_eq!((stats.cells, stats.isolated, stats.perfect), (0, 1, true));
    assert_eq!(
        (stats.diameter, stats.mean_path_length),
        (Some(0), Some(0.0))
    );
    let dug = Maze::from_seed(
        Algorithm::Dig {
            complexity: Some(2),
        },
        8,
        8,
        1,
    )
    .unwrap();
    let stats = MazeStats::of(&dug).unwrap();
    assert!(stats.perfect && stats.cells < 64);
    assert_eq!(stats.cells + stats.isolated, 64);
    check(&dug);
}

/// A maze with no passage: every cell is isolated, its own piece; nothing is a
/// dead end, a corridor or a junction, and several cells are not perfect.
#[test]
fn a_maze_without_passages_is_all_isolated_cells() {
    let maze = Maze::new(3, 2).unwrap();
    let stats = MazeStats::of(&maze).unwrap();
    assert_eq!((stats.cells, stats.isolated), (0, 6));
    assert_eq!(
        (stats.dead_ends, stats.corridors, stats.junctions),
        (0, 0, 0)
    );
    assert!(!stats.perfect);
    assert_eq!((stats.diameter, stats.dead_end_share()), (Some(0), 0.0));
    let estimate = MazeStats::estimated_mean_path_length(&maze, 4).unwrap();
    assert_eq!((estimate.value, estimate.error_bound), (0.0, 0.0));
}

/// A line of `n` cells: a tree whose pair-distance sum,
/// `(n - 1) n (n + 1) / 6`, passes `u64` above about 4.8 million cells.
struct Line(usize);

impl Topology for Line {
    fn len(&self) -> usize {
        self.0
    }
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        if cell > 0 {
            f(cell - 1);
        }
        if cell + 1 < self.0 {
            f(cell + 1);
        }
    }
    fn max_degree(&self) -> usize {
        2
    }
}

/// The mean path length of a line of `n` cells is `(n + 1) / 3`; at 5 million
/// cells the sum of the pair distances is about 2.1e19, past `u64::MAX`.
#[test]
fn a_pair_sum_past_u64_gives_the_exact_mean() {
    let n = 5_000_000usize;
    let sum = (n as u128 - 1) * n as u128 * (n as u128 + 1) / 6;
    assert!(sum > u128::from(u64::MAX));
    let stats = MazeStats::of(&Line(n)).unwrap();
    let mean = stats.mean_path_length.unwrap();
    assert!((mean - (n as f64 + 1.0) / 3.0).abs() < 1e-6, "{mean}");
    assert_eq!(stats.diameter, Some(n as u32 - 1));
}

/// Braided mazes past the walk-from-every-cell size: the diameter, where iFUB
/// settles it, is the naive one; the estimates' bounds hold.
#[test]
fn large_braided_mazes_have_true_figures() {
    let mut settled = 0;
    for seed in 0..4 {
        let mut maze = Maze::from_seed(Algorithm::Kruskal, 50, 50, seed).unwrap();
        maze.braid(0.25 * seed as f64, &mut maze_gen::rng::from_seed(5))
            .unwrap();
        assert!(maze.len() * maze.len() > MazeStats::PATH_WORK);
        check(&maze);
        settled += usize::from(MazeStats::of(&maze).unwrap().diameter.is_some());
    }
    assert!(settled > 0);
}

#[test]
fn a_maze_in_two_pieces_is_refused() {
    let mut maze = Maze::new(4, 1).unwrap();
    maze.open_side((0, 0).into(), maze_gen::Direction::East)
        .unwrap();
    maze.open_side((2, 0).into(), maze_gen::Direction::East)
        .unwrap();
    assert!(MazeStats::of(&maze).is_err());
}

/// A loop and a separate passage: as many passages as a tree has, so the
/// peeling starts and then gets stuck.
#[test]
fn a_loop_beside_a_piece_is_refused() {
    use maze_gen::Direction::{East, South};
    let mut maze = Maze::new(4, 2).unwrap();
    maze.open_side((0, 0).into(), East).unwrap();
    maze.open_side((0, 0).into(), South).unwrap();
    maze.open_side((1, 0).into(), South).unwrap();
    maze.open_side((0, 1).into(), East).unwrap();
    maze.open_side((2, 0).into(), East).unwrap();
    assert!(MazeStats::of(&maze).is_err());
}

/// Larger trees than the properties draw, one per algorithm: longer corridors
/// and deeper peeling chains.
#[test]
fn larger_trees_match_the_naive_figures() {
    for (k, &algorithm) in Algorithm::ALL.iter().enumerate() {
        let maze = Maze::from_seed(algorithm, 24, 20, k as u64).unwrap();
        check(&maze);
    }
}

/// A tree of `arms` paths of `length` cells hung from cell 0: a hub with more
/// passages than four bits hold. `claimed` is the `max_degree` it reports.
struct Star {
    arms: usize,
    length: usize,
    claimed: usize,
}

impl Topology for Star {
    fn len(&self) -> usize {
        1 + self.arms * self.length
    }
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        if cell == 0 {
            (0..self.arms).for_each(|a| f(1 + a * self.length));
            return;
        }
        let step = (cell - 1) % self.length;
        f(if step == 0 { 0 } else { cell - 1 });
        if step + 1 < self.length {
            f(cell + 1);
        }
    }
    fn max_degree(&self) -> usize {
        self.claimed
    }
}

/// A hub of 20 passages takes the wide records, whether the topology says so
/// or claims at most four passages a cell.
#[test]
fn a_hub_of_many_passages_has_exact_statistics() {
    for claimed in [20, 4] {
        let star = Star {
            arms: 20,
            length: 3,
            claimed,
        };
        check(&star);
        let stats = MazeStats::of(&star).unwrap();
        assert!(stats.perfect);
        assert_eq!(
            (stats.junctions, stats.diameter, stats.river),
            (1, Some(6), 3.0)
        );
    }
}

/// Pullen's figures for the growing tree, read as a check of our counting: the
/// always-newest tree (the backtracker) leaves about 10% dead ends, the
/// always-oldest about 49% (checked loosely on 40 x 40).
#[test]
fn growing_tree_dead_ends_are_near_the_published_shares() {
    use maze_gen::GrowingTreeMode::{Newest, Oldest};
    let share = |mode| {
        let maze = Maze::from_seed(Algorithm::GrowingTree(mode), 40, 40, 11).unwrap();
        MazeStats::of(&maze).unwrap().dead_end_share()
    };
    assert!((share(Newest) - 0.10).abs() < 0.03, "{}", share(Newest));
    assert!((share(Oldest) - 0.49).abs() < 0.06, "{}", share(Oldest));
}

/// A ring of `n` cells: one loop, every cell an end of a longest path (iFUB's
/// worst case, a walk from half the cells).
struct Ring(usize);

impl Topology for Ring {
    fn len(&self) -> usize {
        self.0
    }
    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        f((cell + 1) % self.0);
        f((cell + self.0 - 1) % self.0);
    }
    fn max_degree(&self) -> usize {
        2
    }
}

#[test]
fn rings_have_their_exact_figures() {
    for n in [3, 4, 1000, 5000] {
        let stats = MazeStats::of(&Ring(n)).unwrap();
        assert!(!stats.perfect);
        assert_eq!(stats.corridors, n);
        // Each cell's distances sum to floor(n^2 / 4).
        let mean = (n * n / 4) as f64 / (n - 1) as f64;
        let all_pairs = n * n <= MazeStats::PATH_WORK;
        match stats.mean_path_length {
            Some(m) => assert!((m - mean).abs() < 1e-9 && all_pairs),
            None => assert!(!all_pairs),
        }
        if let Some((a, b)) = stats.diameter_ends {
            assert_eq!(stats.diameter, Some(n as u32 / 2));
            let apart = a.abs_diff(b).min(n - a.abs_diff(b));
            assert_eq!(apart, n / 2);
        }
        let bounds = MazeStats::estimated_diameter(&Ring(n), usize::MAX).unwrap();
        assert!(bounds.is_exact() && bounds.at_least == n as u32 / 2);
        let estimate = MazeStats::estimated_mean_path_length(&Ring(n), 5).unwrap();
        assert!((estimate.value - mean).abs() <= estimate.error_bound + 1e-9);
    }
}

/// Topologies that name neighbours outside themselves or one way only get an
/// answer or a typed error, never a panic.
#[test]
fn outside_and_one_way_neighbours_do_not_panic() {
    let outside = floodfill::FnGraph::new(3, |c: usize| [c + 1, c.wrapping_sub(1)], 2);
    let _ = MazeStats::of(&outside);
    let _ = MazeStats::estimated_diameter(&outside, 8);
    let _ = MazeStats::estimated_mean_path_length(&outside, 8);
    let directed = floodfill::AdjacencyList::directed(3, [(0, 1), (1, 2), (2, 0)]).unwrap();
    let _ = MazeStats::of(&directed);
    let _ = MazeStats::estimated_diameter(&directed, 8);
    let _ = MazeStats::estimated_mean_path_length(&directed, 8);
}
