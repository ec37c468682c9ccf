//! Test oracles written the plain way, independent of the crate's own walks.

#![allow(dead_code)]

use std::collections::VecDeque;

use maze_gen::{Direction, Maze};

/// Distance from `start` to every cell through open passages (naive BFS over
/// coordinates); `None` where unreachable.
pub fn bfs(maze: &Maze, start: usize) -> Vec<Option<u32>> {
    let (w, h) = (maze.width() as isize, maze.height() as isize);
    let mut dist = vec![None; maze.len()];
    let mut queue = VecDeque::new();
    dist[start] = Some(0);
    queue.push_back(start);
    while let Some(i) = queue.pop_front() {
        let (x, y) = ((i as isize) % w, (i as isize) / w);
        for d in Direction::ALL {
            if maze.passages(i) & d.bit() == 0 {
                continue;
            }
            let (dx, dy) = d.delta();
            let (nx, ny) = (x + dx, y + dy);
            assert!(
                nx >= 0 && ny >= 0 && nx < w && ny < h,
                "passage through the outer wall at {x},{y}"
            );
            let j = (ny * w + nx) as usize;
            assert!(
                maze.passages(j) & d.opposite().bit() != 0,
                "one-sided passage at {x},{y} {d:?}"
            );
            if dist[j].is_none() {
                dist[j] = Some(dist[i].unwrap() + 1);
                queue.push_back(j);
            }
        }
    }
    dist
}

/// Asserts a perfect maze: `len - 1` passages and every cell reachable.
pub fn assert_perfect(maze: &Maze, what: &str) {
    assert_eq!(
        maze.passage_count(),
        maze.len() - 1,
        "{what}: passage count"
    );
    assert!(
        bfs(maze, 0).iter().all(Option::is_some),
        "{what}: unreachable cell"
    );
}

/// Asserts every cell is reachable from cell 0.
pub fn assert_connected(maze: &Maze, what: &str) {
    assert!(
        bfs(maze, 0).iter().all(Option::is_some),
        "{what}: unreachable cell"
    );
}

/// The algorithms that run on any board.
pub fn any_board_algorithms() -> Vec<maze_gen::Algorithm> {
    maze_gen::Algorithm::ALL
        .into_iter()
        .filter(|a| a.works_on_any_board())
        .collect()
}

/// Steps from `start` to every cell of a maze on any board, by a plain BFS over
/// `is_open` between every pair of cells that `touch` (an oracle from
/// coordinates, not the board's own neighbour lists) calls adjacent; `None`
/// where unreached.
pub fn distances_by<T: floodfill::Topology>(
    maze: &Maze<T>,
    start: usize,
    touch: impl Fn(usize, usize) -> bool,
) -> Vec<Option<u32>> {
    let mut dist = vec![None; maze.len()];
    let mut queue = VecDeque::from([start]);
    dist[start] = Some(0);
    while let Some(c) = queue.pop_front() {
        let next = dist[c].map(|d| d + 1);
        for (j, d) in dist.iter_mut().enumerate() {
            if d.is_none() && touch(c, j) && maze.is_open(c, j) {
                *d = next;
                queue.push_back(j);
            }
        }
    }
    dist
}

/// On a maze of any board: open passages are two-way and join cells that
/// `touch`, none touches a masked cell, and every usable cell is reached; with
/// `perfect`, the maze is a tree (usable - 1 passages, so one path between any
/// two cells).
pub fn check_board<T: floodfill::Topology>(
    maze: &Maze<T>,
    touch: impl Fn(usize, usize) -> bool,
    perfect: bool,
    what: &str,
) {
    use floodfill::Topology;
    let board = maze.board();
    let mut ends = 0;
    for cell in 0..maze.len() {
        maze.for_each_neighbor(cell, |j| {
            assert!(touch(cell, j), "{what}: {cell}-{j} not adjacent");
            assert!(maze.is_open(j, cell), "{what}: one-way {cell}-{j}");
            assert!(
                board.is_usable(cell) && board.is_usable(j),
                "{what}: masked {cell}-{j}"
            );
            ends += 1;
        });
    }
    assert_eq!(ends, 2 * maze.passage_count(), "{what}: passage count");
    let usable = board.usable_count();
    if perfect {
        assert_eq!(maze.passage_count(), usable - 1, "{what}: not a tree");
    }
    let start = board.first_usable();
    let reached = distances_by(maze, start, &touch).iter().flatten().count();
    assert_eq!(reached, usable, "{what}: not joined");
    assert_eq!(
        maze_gen::DistanceMap::from_start(maze, start)
            .unwrap()
            .reached(),
        usable,
        "{what}"
    );
}

/// `MazeStats::of` on a perfect maze of any unmasked board against all-pairs
/// BFS by `touch`: dead ends, corridors, junctions, diameter and mean path.
pub fn check_perfect_stats<T: floodfill::Topology>(
    maze: &Maze<T>,
    touch: impl Fn(usize, usize) -> bool,
) {
    let stats = maze_gen::MazeStats::of(maze).unwrap();
    let n = maze.len();
    assert!(stats.perfect);
    if n == 1 {
        // A lone cell has no passage: it counts as isolated, not as a cell.
        assert_eq!((stats.cells, stats.isolated, stats.dead_ends), (0, 1, 0));
        return;
    }
    let mut diameter = 0;
    let mut total = 0u64;
    for s in 0..n {
        for d in distances_by(maze, s, &touch) {
            let d = d.unwrap();
            diameter = diameter.max(d);
            total += u64::from(d);
        }
    }
    assert_eq!((stats.cells, stats.isolated), (n, 0));
    assert_eq!(stats.diameter, Some(diameter));
    let degree = |d: u32| (0..n).filter(|&c| maze.degree(c) == d).count();
    assert_eq!(stats.dead_ends, degree(1));
    assert_eq!(stats.corridors, degree(2));
    assert_eq!(stats.junctions, n - degree(1) - degree(2));
    let mean = total as f64 / (n * (n - 1)) as f64;
    let got = stats.mean_path_length.unwrap();
    assert!((got - mean).abs() < 1e-9, "{got} vs {mean}");
}

/// Every any-board algorithm makes a perfect maze on `board` (see [`check_board`]).
pub fn check_every_algorithm<T: floodfill::Topology + Clone>(
    board: &maze_gen::MazeBoard<T>,
    seed: u64,
    touch: impl Fn(usize, usize) -> bool,
    what: &str,
) {
    for algorithm in any_board_algorithms() {
        let maze = algorithm
            .from_rng(board, &mut maze_gen::rng::from_seed(seed))
            .unwrap();
        check_board(
            &maze,
            &touch,
            true,
            &format!("{algorithm} on {what} seed {seed}"),
        );
    }
}

/// The `k`th any-board algorithm's maze on `board`, braided with share `p`,
/// stays joined and two-way, and has no dead end left at `p = 1`.
pub fn check_braided<T: floodfill::Topology + Clone>(
    board: &maze_gen::MazeBoard<T>,
    k: usize,
    seed: u64,
    p: f64,
    touch: impl Fn(usize, usize) -> bool,
) {
    let algs = any_board_algorithms();
    let mut maze = algs[k % algs.len()]
        .from_rng(board, &mut maze_gen::rng::from_seed(seed))
        .unwrap();
    maze.braid(p, &mut maze_gen::rng::from_seed(seed ^ 1))
        .unwrap();
    check_board(&maze, touch, false, "braid");
    if p == 1.0 {
        assert_eq!(maze.dead_ends().count(), 0);
    }
}

/// A masked board is perfect for every any-board algorithm, or refused only
/// as split or empty.
pub fn check_masked<T: floodfill::Topology + Clone>(
    board: Result<maze_gen::MazeBoard<T>, maze_gen::MazeError>,
    seed: u64,
    touch: impl Fn(usize, usize) -> bool,
) {
    match board {
        Ok(board) => check_every_algorithm(&board, seed, touch, "a masked board"),
        Err(e) => assert!(
            matches!(
                e,
                maze_gen::MazeError::SplitMask { .. } | maze_gen::MazeError::EmptyMask
            ),
            "unexpected error {e:?}"
        ),
    }
}
