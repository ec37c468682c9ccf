//! The fillers against brute force: cul-de-sac filling against every simple path
//! between the kept cells, dead-end filling against its rule applied cell by cell.

use floodfill::Topology;
use maze_gen::{Algorithm, Direction, Maze, MazeBoard, fill};
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

/// The cells on some simple path between two different kept cells, and the kept
/// cells themselves, by walking every simple path (an explicit stack of
/// neighbour positions).
fn on_simple_paths(adj: &[Vec<usize>], keep: &[usize]) -> Vec<bool> {
    let mut on = vec![false; adj.len()];
    for &k in keep {
        on[k] = true;
    }
    for &a in keep {
        for &b in keep {
            if a >= b {
                continue;
            }
            let mut in_path = vec![false; adj.len()];
            let mut path = vec![(a, 0usize)];
            in_path[a] = true;
            while let Some(&mut (c, ref mut next)) = path.last_mut() {
                if c == b {
                    for &(x, _) in &path {
                        on[x] = true;
                    }
                } else if let Some(&j) = adj[c].get(*next) {
                    *next += 1;
                    if !in_path[j] {
                        in_path[j] = true;
                        path.push((j, 0));
                    }
                    continue;
                }
                in_path[c] = false;
                path.pop();
            }
        }
    }
    on
}

/// The cells dead-end filling must fill: its rule applied to the cells in index
/// order until nothing changes.
fn naive_dead_ends(adj: &[Vec<usize>], keep: &[usize]) -> Vec<usize> {
    let mut filled = vec![false; adj.len()];
    loop {
        let mut changed = false;
        for c in 0..adj.len() {
            let left = adj[c].iter().filter(|&&j| !filled[j]).count();
            if !filled[c] && !adj[c].is_empty() && !keep.contains(&c) && left <= 1 {
                filled[c] = true;
                changed = true;
            }
        }
        if !changed {
            return (0..adj.len()).filter(|&c| filled[c]).collect();
        }
    }
}

fn braided(k: usize, w: usize, h: usize, seed: u64, braid: f64) -> Maze {
    let mut maze = Maze::from_seed(Algorithm::ALL[k], w, h, seed).unwrap();
    maze.braid(braid, &mut maze_gen::rng::from_seed(seed ^ 1))
        .unwrap();
    maze
}

/// Each filled cell had at most one passage to the cells not yet filled.
fn fills_in_order(adj: &[Vec<usize>], filled: &[usize]) -> bool {
    let mut gone = vec![false; adj.len()];
    filled.iter().all(|&c| {
        let left = adj[c].iter().filter(|&&j| !gone[j]).count();
        gone[c] = true;
        left <= 1
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn cul_de_sac_filling_keeps_exactly_the_simple_paths(
        w in 1usize..7, h in 1usize..7, k in 0usize..17, seed in any::<u64>(),
        braid in 0.0f64..1.0, keep in prop::collection::vec(any::<prop::sample::Index>(), 0..4),
    ) {
        let maze = braided(k, w, h, seed, braid);
        let keep: Vec<usize> = keep.iter().map(|i| i.index(maze.len())).collect();
        let adj = lists(&maze);
        let on = on_simple_paths(&adj, &keep);
        // A cell with no passage (a 1 x 1 maze's) is never filled.
        let expected: Vec<usize> = (0..maze.len()).filter(|&c| !on[c] && !adj[c].is_empty()).collect();
        let mut filled = fill::cul_de_sacs(&maze, &keep);
        filled.sort_unstable();
        prop_assert_eq!(filled, expected);
    }

    #[test]
    fn dead_end_filling_follows_its_rule(
        w in 1usize..9, h in 1usize..9, k in 0usize..17, seed in any::<u64>(),
        braid in 0.0f64..1.0, keep in prop::collection::vec(any::<prop::sample::Index>(), 0..4),
    ) {
        let maze = braided(k, w, h, seed, braid);
        let keep: Vec<usize> = keep.iter().map(|i| i.index(maze.len())).collect();
        let adj = lists(&maze);
        let filled = fill::dead_ends(&maze, &keep);
        prop_assert!(fills_in_order(&adj, &filled));
        let mut sorted = filled.clone();
        sorted.sort_unstable();
        prop_assert_eq!(sorted, naive_dead_ends(&adj, &keep));
        // Cul-de-sac filling fills at least as much, and where dead-end filling
        // leaves no loop they agree.
        let mut sacs = fill::cul_de_sacs(&maze, &keep);
        sacs.sort_unstable();
        prop_assert!(filled.iter().all(|c| sacs.binary_search(c).is_ok()));
    }

    #[test]
    fn perfect_maze_dead_end_filling_leaves_the_solution_path(w in 1usize..9, h in 1usize..9, seed in any::<u64>()) {
        let maze = Maze::from_seed(Algorithm::Kruskal, w, h, seed).unwrap();
        let (s, g) = (0, maze.len() - 1);
        let filled = fill::dead_ends(&maze, &[s, g]);
        let on = on_simple_paths(&lists(&maze), &[s, g]);
        let expected: Vec<usize> = (0..maze.len()).filter(|&c| !on[c]).collect();
        let mut sorted = filled.clone();
        sorted.sort_unstable();
        prop_assert_eq!(sorted, expected);
        let mut sacs = fill::cul_de_sacs(&maze, &[s, g]);
        sacs.sort_unstable();
        prop_assert_eq!(sacs, filled_sorted(&filled));
    }

    #[test]
    fn board_fills_keep_exactly_the_simple_paths(radius in 1u32..3, seed in any::<u64>(), braid in 0.0f64..1.0) {
        let board = MazeBoard::hexagon(radius, hexgrid::OffsetLayout::OddR).unwrap();
        let mut maze = Algorithm::Wilson.from_rng(&board, &mut maze_gen::rng::from_seed(seed)).unwrap();
        maze.braid(braid, &mut maze_gen::rng::from_seed(seed)).unwrap();
        let keep = [board.first_usable(), maze.len() - 1 - board.first_usable()];
        let on = on_simple_paths(&lists(&maze), &keep);
        let mut sacs = fill::cul_de_sacs(&maze, &keep);
        sacs.sort_unstable();
        let expected: Vec<usize> = (0..maze.len())
            .filter(|&c| !on[c] && !lists(&maze)[c].is_empty())
            .collect();
        prop_assert_eq!(sacs, expected);
    }
}

fn filled_sorted(filled: &[usize]) -> Vec<usize> {
    let mut v = filled.to_vec();
    v.sort_unstable();
    v
}

/// A 3 x 3 maze whose loop 1-2-5-4 hangs off the solution 0-1 by cell 1: dead-end
/// filling leaves the loop, cul-de-sac filling fills it too.
#[test]
fn a_loop_hanging_by_one_cell_is_filled() {
    use Direction::{East, South};
    let mut maze = Maze::new(3, 3).unwrap();
    for (x, y, d) in [
        (0, 0, East),
        (1, 0, East),
        (2, 0, South),
        (1, 0, South),
        (1, 1, East),
        (0, 0, South),
        (0, 1, South),
        (0, 2, East),
        (1, 2, East),
    ] {
        maze.open_side((x, y).into(), d).unwrap();
    }
    assert_eq!(fill::dead_ends(&maze, &[0, 1]), vec![8, 7, 6, 3]);
    assert_eq!(fill::cul_de_sacs(&maze, &[0, 1]), vec![2, 4, 5, 8, 7, 6, 3]);
    // The loop stays when the path runs through it.
    assert_eq!(fill::cul_de_sacs(&maze, &[0, 5]), vec![8, 7, 6, 3]);
}

/// Kept cells with no passage keep nothing else: each piece of the maze is
/// filled on its own, a piece with no kept cell completely.
#[test]
fn a_piece_without_a_kept_cell_fills_completely() {
    let mut maze = Maze::new(3, 1).unwrap();
    maze.open_side((0, 0).into(), Direction::East).unwrap();
    assert_eq!(fill::dead_ends(&maze, &[2]), vec![0, 1]);
    assert_eq!(fill::dead_ends(&maze, &[]), vec![0, 1]);
    assert_eq!(fill::dead_ends(&maze, &[1, usize::MAX]), vec![0]);
    assert_eq!(fill::cul_de_sacs(&maze, &[2]), vec![0, 1]);
    assert_eq!(fill::cul_de_sacs(&maze, &[1]), vec![0]);
    let one = Maze::new(1, 1).unwrap();
    assert!(fill::cul_de_sacs(&one, &[]).is_empty());
    assert!(fill::dead_ends(&one, &[usize::MAX]).is_empty());
}

/// A topology that names neighbours outside itself or one way only: those are
/// not passages, and nothing panics.
#[test]
fn one_way_and_outside_neighbours_are_not_passages() {
    let outside = floodfill::FnGraph::new(3, |c: usize| [c + 1, c.wrapping_sub(1)], 2);
    assert_eq!(fill::cul_de_sacs(&outside, &[0]), vec![2, 1]);
    assert_eq!(fill::dead_ends(&outside, &[0]), vec![2, 1]);
    let directed = floodfill::AdjacencyList::directed(3, [(0, 1), (1, 2), (2, 0)]).unwrap();
    assert!(fill::cul_de_sacs(&directed, &[0]).is_empty());
    assert!(fill::dead_ends(&directed, &[]).is_empty());
}

/// The measure: 150 braided 7 x 6 mazes, start and goal in opposite
/// corners, not one cell off the brute-force answer.
#[test]
fn braided_7_by_6_mazes_fill_exactly() {
    for seed in 0..150u64 {
        let maze = braided((seed % 17) as usize, 7, 6, seed, 0.5);
        let keep = [0, maze.len() - 1];
        let on = on_simple_paths(&lists(&maze), &keep);
        let mut filled = fill::cul_de_sacs(&maze, &keep);
        filled.sort_unstable();
        let expected: Vec<usize> = (0..maze.len()).filter(|&c| !on[c]).collect();
        assert_eq!(filled, expected, "seed {seed}");
    }
}
