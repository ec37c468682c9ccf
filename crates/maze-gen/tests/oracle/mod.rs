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
