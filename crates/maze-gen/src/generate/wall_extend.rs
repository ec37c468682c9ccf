//! 壁延ばし法 (wall-extending), in cell form.
//!
//! Whole square grid only: [`Algorithm::from_rng`](super::Algorithm::from_rng)
//! hands it the guarded random source and the open hall (every inner wall down).

use alloc::vec;
use alloc::vec::Vec;
use rand_core::Rng;

use super::common::close_segment;
use crate::direction::Direction;
use crate::maze::Maze;
use crate::rng::{below, shuffle};

/// Corner state: part of a finished wall (the border counts).
const WALL: u32 = u32::MAX;
/// Corner state: not touched yet.
const FREE: u32 = 0;

/// The wall-extending method. Start from an open hall whose border is wall. Take the
/// inner corners in random order; from each corner that is not yet wall, extend a
/// new wall one segment at a time in random directions, never into a corner of the
/// wall being built (that would close a ring), until it touches an existing wall.
/// When every direction is blocked by the wall being built, back up along it.
///
/// Each inner corner gets exactly one wall segment, and every new wall ends on an
/// existing one, so the walls form a tree rooted at the border and the passages a
/// perfect maze.
pub(super) fn wall_extending<R: Rng + ?Sized>(maze: &mut Maze, rng: &mut R) {
    let (width, height) = (maze.width(), maze.height());
    let pw = width + 1;
    let ph = height + 1;
    // Corner (px, py) lives at py * pw + px; a state is WALL, FREE or the number of
    // the wall being built.
    let mut corner = vec![FREE; pw * ph];
    for px in 0..pw {
        corner[px] = WALL;
        corner[(ph - 1) * pw + px] = WALL;
    }
    for py in 0..ph {
        corner[py * pw] = WALL;
        corner[py * pw + pw - 1] = WALL;
    }
    let mut starts: Vec<u32> = Vec::with_capacity((width - 1) * (height - 1));
    for py in 1..height {
        for px in 1..width {
            starts.push((py * pw + px) as u32);
        }
    }
    shuffle(rng, &mut starts);
    let mut stack: Vec<u32> = Vec::new();
    let mut built: Vec<u32> = Vec::new();
    let mut round = 0u32;
    for start in starts {
        if corner[start as usize] != FREE {
            continue;
        }
        round += 1;
        corner[start as usize] = round;
        stack.clear();
        built.clear();
        stack.push(start);
        built.push(start);
        while let Some(&top) = stack.last() {
            let p = top as usize;
            let (px, py) = (p % pw, p / pw);
            let mut options = [(Direction::North, 0usize); 4];
            let mut n = 0;
            for d in Direction::ALL {
                let (dx, dy) = d.delta();
                let q = ((py as isize + dy) as usize) * pw + (px as isize + dx) as usize;
                if corner[q] != round {
                    options[n] = (d, q);
                    n += 1;
                }
            }
            if n == 0 {
                stack.pop();
                continue;
            }
            let (dir, q) = options[below(rng, n as u32) as usize];
            close_segment(maze, px, py, dir);
            if corner[q] == WALL {
                break;
            }
            corner[q] = round;
            stack.push(q as u32);
            built.push(q as u32);
        }
        for &p in &built {
            corner[p as usize] = WALL;
        }
    }
}
