//! Small helpers shared by the generators.

use rand_core::Rng;

use crate::direction::Direction;
use crate::maze::Maze;
use crate::rng::below;

/// The grid neighbours of `i` with the direction to each, as a fixed array of
/// options. One division per call (the column), instead of one per direction.
#[inline]
fn grid_neighbours(maze: &Maze, i: usize) -> [Option<(usize, Direction)>; 4] {
    let w = maze.width();
    let x = i % w;
    [
        (i >= w).then(|| (i - w, Direction::North)),
        (x + 1 < w).then(|| (i + 1, Direction::East)),
        (i + w < maze.len()).then(|| (i + w, Direction::South)),
        (x > 0).then(|| (i - 1, Direction::West)),
    ]
}

/// Neighbours of `i` that are not yet marked visited, with the direction to each.
#[inline]
pub(crate) fn unvisited(maze: &Maze, i: usize) -> ([(usize, Direction); 4], usize) {
    let mut out = [(0, Direction::North); 4];
    let mut n = 0;
    for (j, d) in grid_neighbours(maze, i).into_iter().flatten() {
        if !maze.is_marked(j) {
            out[n] = (j, d);
            n += 1;
        }
    }
    (out, n)
}

/// Neighbours of `i` that are already marked visited, with the direction to each.
#[inline]
pub(crate) fn visited(maze: &Maze, i: usize) -> ([(usize, Direction); 4], usize) {
    let mut out = [(0, Direction::North); 4];
    let mut n = 0;
    for (j, d) in grid_neighbours(maze, i).into_iter().flatten() {
        if maze.is_marked(j) {
            out[n] = (j, d);
            n += 1;
        }
    }
    (out, n)
}

/// One of the first `n` (non-zero) options, uniformly; no draw when there is only one.
#[inline]
pub(crate) fn pick<R: Rng + ?Sized>(
    rng: &mut R,
    options: &[(usize, Direction); 4],
    n: usize,
) -> (usize, Direction) {
    if n == 1 {
        options[0]
    } else {
        options[below(rng, n as u32) as usize]
    }
}

/// Carves from `cur` to one of its unvisited neighbours, drawn uniformly, and marks
/// that neighbour: the step of every walk that digs into fresh rock. `None` (and no
/// draw) when every neighbour is visited.
#[inline]
pub(crate) fn dig_onward<R: Rng + ?Sized>(
    maze: &mut Maze,
    rng: &mut R,
    cur: usize,
) -> Option<usize> {
    let (options, n) = unvisited(maze, cur);
    if n == 0 {
        return None;
    }
    let (next, dir) = pick(rng, &options, n);
    maze.carve_to(cur, next, dir);
    maze.mark(next);
    Some(next)
}

/// Closes the wall segment that starts at lattice point `(px, py)` (a corner between
/// cells; `0..=width`, `0..=height`) and runs one step towards `dir`. The point must
/// be an inner corner (`1..width`, `1..height`), so both cells beside the segment
/// exist. Used by stick-down and wall-extending, which think in corners and walls.
pub(crate) fn close_segment(maze: &mut Maze, px: usize, py: usize, dir: Direction) {
    let w = maze.width();
    let (cell, side) = match dir {
        // A vertical segment between cells (px-1, row) and (px, row).
        Direction::North => ((py - 1) * w + px - 1, Direction::East),
        Direction::South => (py * w + px - 1, Direction::East),
        // A horizontal segment between cells (col, py-1) and (col, py).
        Direction::West => ((py - 1) * w + px - 1, Direction::South),
        Direction::East => ((py - 1) * w + px, Direction::South),
    };
    maze.wall_up(cell, side);
}

/// Whether the segment from inner corner `(px, py)` towards `dir` is a wall.
pub(crate) fn segment_is_wall(maze: &Maze, px: usize, py: usize, dir: Direction) -> bool {
    let w = maze.width();
    let (cell, side) = match dir {
        Direction::North => ((py - 1) * w + px - 1, Direction::East),
        Direction::South => (py * w + px - 1, Direction::East),
        Direction::West => ((py - 1) * w + px - 1, Direction::South),
        Direction::East => ((py - 1) * w + px, Direction::South),
    };
    maze.passages(cell) & side.bit() == 0
}
