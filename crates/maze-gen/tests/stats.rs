//! Statistics and fillers against naive implementations: all-pairs breadth-first
//! search for the path figures, edge-by-edge removal for the hanging parts.

use std::collections::VecDeque;

use floodfill::Topology;
use hexgrid::OffsetLayout;
use maze_gen::{Algorithm, Board, Maze, MazeStats, PolarGrid, fill};
use proptest::prelude::*;

/// Adjacency lists of any maze, with passages optionally left out.
fn lists<T: Topology>(maze: &T) -> Vec<Vec<usize>> {
    (0..maze.len())
        .map(|c| {
            let mut v = vec![];
            maze.for_each_neighbor(c, |j| v.push(j));
            v
        })
        .collect()
}

fn bfs(adj: &[Vec<usize>], s: usize, skip: Option<(usize, usize)>) -> Vec<Option<u32>> {
    let mut d = vec![None; adj.len()];
    d[s] = Some(0);
    let mut q = VecDeque::from([s]);
    while let Some(c) = q.pop_front() {
        for &j in &adj[c] {
            if skip == Some((c, j)) || skip == Some((j, c)) {
                continue;
            }
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
        let d = bfs(&adj, a, None);
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

fn check<T: Topology>(maze: &T, exact_mean: bool) {
    let stats = MazeStats::of(maze).unwrap();
    let (dead, corridors, junctions, diameter, mean) = naive(maze);
    assert_eq!(
        (stats.dead_ends, stats.corridors, stats.junctions),
        (dead, corridors, junctions)
    );
    let adj = lists(maze);
    // Both divide the same two whole numbers: the figures are equal to the bit.
    assert_eq!(stats.river, naive_river(&adj), "river");
    let (a, b) = stats.diameter_ends;
    assert_eq!(
        bfs(&adj, a, None)[b],
        Some(stats.diameter),
        "the ends are that far apart"
    );
    if stats.perfect || exact_mean {
        assert_eq!(stats.diameter, diameter);
        assert!(
            (stats.mean_path_length - mean).abs() < 1e-9,
            "{} vs {mean}",
            stats.mean_path_length
        );
    } else {
        assert!(stats.diameter <= diameter);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn square_statistics_match_the_naive_ones(w in 1usize..9, h in 1usize..9, k in 0usize..17, seed in any::<u64>(), braid in 0.0f64..1.0) {
        let mut maze = Maze::from_seed(Algorithm::ALL[k], w, h, seed).unwrap();
        check(&maze, false);
        maze.braid(braid, &mut maze_gen::rng::seeded(seed)).unwrap();
        // Up to 16 cells every cell is a sampled source: the mean is exact.
        check(&maze, w * h <= MazeStats::SAMPLED_SOURCES);
    }

    #[test]
    fn board_statistics_match_the_naive_ones(radius in 0u32..4, rings in 1usize..6, seed in any::<u64>()) {
        let hex = Board::hexagon(radius, OffsetLayout::OddQ).unwrap();
        check(&Algorithm::Wilson.generate_on(&hex, &mut maze_gen::rng::seeded(seed)).unwrap(), false);
        let polar = Board::new(PolarGrid::new(rings).unwrap()).unwrap();
        check(&Algorithm::Prim.generate_on(&polar, &mut maze_gen::rng::seeded(seed)).unwrap(), false);
    }

    #[test]
    fn dead_end_filling_leaves_the_solution_path(w in 1usize..9, h in 1usize..9, seed in any::<u64>()) {
        let maze = Maze::from_seed(Algorithm::Kruskal, w, h, seed).unwrap();
        let (s, g) = (0, maze.len() - 1);
        let filled = fill::dead_ends(&maze, &[s, g]);
        let adj = lists(&maze);
        let path = bfs(&adj, s, None)[g].unwrap() as usize + 1;
        prop_assert_eq!(filled.len(), maze.len() - path);
        let from_s = bfs(&adj, s, None);
        let from_g = bfs(&adj, g, None);
        for &c in &filled {
            // A filled cell is off the one path: it is farther than the path allows.
            prop_assert!(from_s[c].unwrap() + from_g[c].unwrap() > path as u32 - 1);
        }
        // Filling in order: each filled cell was a dead end among the cells left.
        let mut gone = vec![false; maze.len()];
        for &c in &filled {
            let left = adj[c].iter().filter(|&&j| !gone[j]).count();
            prop_assert!(left <= 1);
            gone[c] = true;
        }
    }

    #[test]
    fn cul_de_sac_filling_fills_exactly_the_hanging_parts(w in 1usize..7, h in 1usize..7, seed in any::<u64>(), braid in 0.0f64..1.0) {
        let mut maze = Maze::from_seed(Algorithm::Wilson, w, h, seed).unwrap();
        maze.braid(braid, &mut maze_gen::rng::seeded(seed ^ 1)).unwrap();
        let (s, g) = (0, maze.len() - 1);
        let mut filled = fill::cul_de_sacs(&maze, &[s, g]);
        filled.sort_unstable();
        // Naive: a cell hangs when removing one passage cuts it off from s and g
        // while s and g stay joined.
        let adj = lists(&maze);
        let mut hanging = vec![false; maze.len()];
        for a in 0..maze.len() {
            for &b in &adj[a] {
                let d = bfs(&adj, s, Some((a, b)));
                if d[g].is_some() {
                    for c in 0..maze.len() {
                        if d[c].is_none() && !adj[c].is_empty() {
                            hanging[c] = true;
                        }
                    }
                }
            }
        }
        let expected: Vec<usize> = (0..maze.len()).filter(|&c| hanging[c]).collect();
        prop_assert_eq!(filled, expected);
    }
}

#[test]
fn a_single_cell_and_a_limited_dig_have_statistics() {
    let one = Maze::new(1, 1).unwrap();
    let stats = MazeStats::of(&one).unwrap();
    assert_eq!(
        (stats.cells, stats.diameter, stats.mean_path_length),
        (1, 0, 0.0)
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
    assert!(fill::cul_de_sacs(&one, &[]).is_empty());
    assert!(fill::dead_ends(&one, &[usize::MAX]).is_empty());
}

#[test]
fn a_maze_in_two_pieces_is_refused() {
    let mut maze = Maze::new(4, 1).unwrap();
    maze.open((0, 0).into(), maze_gen::Direction::East).unwrap();
    maze.open((2, 0).into(), maze_gen::Direction::East).unwrap();
    assert!(MazeStats::of(&maze).is_err());
}

/// A loop and a separate passage: as many passages as a tree has, so the
/// peeling starts and then gets stuck.
#[test]
fn a_loop_beside_a_piece_is_refused() {
    use maze_gen::Direction::{East, South};
    let mut maze = Maze::new(4, 2).unwrap();
    maze.open((0, 0).into(), East).unwrap();
    maze.open((0, 0).into(), South).unwrap();
    maze.open((1, 0).into(), South).unwrap();
    maze.open((0, 1).into(), East).unwrap();
    maze.open((2, 0).into(), East).unwrap();
    assert!(MazeStats::of(&maze).is_err());
}

/// Larger trees than the properties draw, one per algorithm: longer corridors
/// and deeper peeling chains.
#[test]
fn larger_trees_match_the_naive_figures() {
    for (k, &algorithm) in Algorithm::ALL.iter().enumerate() {
        let maze = Maze::from_seed(algorithm, 24, 20, k as u64).unwrap();
        check(&maze, false);
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
        check(&star, false);
        let stats = MazeStats::of(&star).unwrap();
        assert!(stats.perfect);
        assert_eq!((stats.junctions, stats.diameter, stats.river), (1, 6, 3.0));
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
