//! Maze transformers for solving and showing: dead-end filling and cul-de-sac
//! filling. Each returns the cells it filled, in the order it filled them, so a
//! game can animate the fill; the maze itself is not changed.

use alloc::collections::VecDeque;
use alloc::vec;
use alloc::vec::Vec;

use floodfill::Topology;

use crate::topology::InRange;

/// Dead-end filling: fills every dead end that is not a kept cell, then every
/// cell that filling turned into a dead end, until none is left. What stays is
/// every cell on a path between kept cells (in a perfect maze, exactly the
/// solution path between a start and a goal) plus the loops a braided maze has.
/// Returns the filled cells in fill order. Kept cells outside the maze are
/// ignored; with no kept cell a perfect maze fills down to one cell.
///
/// ```
/// use maze_gen::{Algorithm, DistanceMap, Maze, fill};
///
/// let maze = Maze::from_seed(Algorithm::Prim, 12, 8, 5)?;
/// let (start, goal) = (0, maze.len() - 1);
/// let filled = fill::dead_ends(&maze, &[start, goal]);
/// let path_cells = DistanceMap::from_start(&maze, start)?.distance(goal).unwrap() + 1;
/// assert_eq!(filled.len(), maze.len() - path_cells as usize);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[must_use]
pub fn dead_ends<T: Topology + ?Sized>(maze: &T, keep: &[usize]) -> Vec<usize> {
    let maze = &InRange(maze);
    let len = maze.len();
    let mut kept = vec![false; len];
    for &k in keep.iter().filter(|&&k| k < len) {
        kept[k] = true;
    }
    let mut degree: Vec<u32> = (0..len)
        .map(|c| {
            let mut n = 0;
            maze.for_each_neighbor(c, |_| n += 1);
            n
        })
        .collect();
    let mut filled = vec![false; len];
    let mut queue: VecDeque<usize> = (0..len).filter(|&c| degree[c] == 1 && !kept[c]).collect();
    let mut order = Vec::new();
    // With no kept cell, stop before filling the last cell of a tree.
    let none_kept = keep.iter().all(|&k| k >= len);
    let mut standing = degree.iter().filter(|&&d| d > 0).count();
    while let Some(c) = queue.pop_front() {
        if filled[c] || degree[c] > 1 {
            continue;
        }
        if none_kept && standing <= 1 {
            break;
        }
        standing -= 1;
        filled[c] = true;
        order.push(c);
        maze.for_each_neighbor(c, |j| {
            if !filled[j] {
                // Saturating: a one-way edge (see the contract) may not count at `j`.
                degree[j] = degree[j].saturating_sub(1);
                if degree[j] == 1 && !kept[j] {
                    queue.push_back(j);
                }
            }
        });
    }
    order
}

/// Cul-de-sac filling: fills every part of the maze that hangs from the rest by a
/// single passage and holds no kept cell, loops included (a dead-end region with
/// a loop in it, which dead-end filling cannot touch). What stays is every cell
/// on some path between two kept cells. Returns the filled cells, one hanging
/// part after another from the outside in (each part's cells in index order).
///
/// The parts are found from the maze's bridges (the passages on no loop): the
/// maze minus its bridges falls into loop-joined parts, which the bridges join
/// as a tree; that tree is then dead-end filled. With fewer than one kept cell
/// inside the maze nothing is filled.
///
/// ```
/// use maze_gen::{Algorithm, Maze, fill};
///
/// let mut maze = Maze::from_seed(Algorithm::Kruskal, 10, 10, 3)?;
/// maze.braid(0.5, &mut maze_gen::rng::seeded(3))?;
/// let keep = [0, 99];
/// let sacs = fill::cul_de_sacs(&maze, &keep);
/// let ends = fill::dead_ends(&maze, &keep);
/// assert!(sacs.len() >= ends.len()); // it also fills hanging loops
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[must_use]
pub fn cul_de_sacs<T: Topology + ?Sized>(maze: &T, keep: &[usize]) -> Vec<usize> {
    let maze = &InRange(maze);
    let len = maze.len();
    if !keep.iter().any(|&k| k < len) {
        return Vec::new();
    }
    let graph = Adjacency::of(maze);
    let bridge = graph.bridges();
    // Loop-joined parts: the maze without its bridges, labelled by a walk.
    let mut part = vec![u32::MAX; len];
    let mut parts = 0u32;
    let mut stack = Vec::new();
    for s in 0..len {
        if part[s] != u32::MAX {
            continue;
        }
        part[s] = parts;
        stack.push(s);
        while let Some(c) = stack.pop() {
            for (e, &j) in graph.edges(c) {
                if !bridge[e] && part[j as usize] == u32::MAX {
                    part[j as usize] = parts;
                    stack.push(j as usize);
                }
            }
        }
        parts += 1;
    }
    // The tree of parts: dead-end fill it, keeping the parts with a kept cell.
    let p = parts as usize;
    let mut kept = vec![false; p];
    for &k in keep.iter().filter(|&&k| k < len) {
        kept[part[k] as usize] = true;
    }
    let mut degree = vec![0u32; p];
    let mut links: Vec<Vec<u32>> = vec![Vec::new(); p];
    for c in 0..len {
        for (e, &j) in graph.edges(c) {
            if bridge[e] {
                degree[part[c] as usize] += 1;
                links[part[c] as usize].push(part[j as usize]);
            }
        }
    }
    let mut gone = vec![false; p];
    let mut queue: VecDeque<usize> = (0..p).filter(|&q| degree[q] <= 1 && !kept[q]).collect();
    let mut order = Vec::new();
    while let Some(q) = queue.pop_front() {
        if gone[q] {
            continue;
        }
        gone[q] = true;
        order.push(q);
        for &r in &links[q] {
            let r = r as usize;
            if !gone[r] {
                // Saturating: a one-way edge (see the contract) may not count at `r`.
                degree[r] = degree[r].saturating_sub(1);
                if degree[r] <= 1 && !kept[r] {
                    queue.push_back(r);
                }
            }
        }
    }
    let mut cells_of: Vec<Vec<usize>> = vec![Vec::new(); p];
    for c in 0..len {
        cells_of[part[c] as usize].push(c);
    }
    order
        .into_iter()
        .flat_map(|q| core::mem::take(&mut cells_of[q]))
        .filter(|&c| graph.degree(c) > 0)
        .collect()
}

/// The maze's passages as compressed adjacency lists (each passage once from each
/// end), for the bridge search.
struct Adjacency {
    starts: Vec<u32>,
    targets: Vec<u32>,
}

impl Adjacency {
    fn of<T: Topology + ?Sized>(maze: &T) -> Self {
        let mut starts = Vec::with_capacity(maze.len() + 1);
        let mut targets = Vec::new();
        for c in 0..maze.len() {
            starts.push(targets.len() as u32);
            maze.for_each_neighbor(c, |j| targets.push(j as u32));
        }
        starts.push(targets.len() as u32);
        Adjacency { starts, targets }
    }

    fn degree(&self, c: usize) -> usize {
        (self.starts[c + 1] - self.starts[c]) as usize
    }

    /// The passages out of `c`, with their slot numbers.
    fn edges(&self, c: usize) -> impl Iterator<Item = (usize, &u32)> {
        let (a, b) = (self.starts[c] as usize, self.starts[c + 1] as usize);
        (a..b).zip(&self.targets[a..b])
    }

    /// `bridge[e]` for every slot: whether the passage is on no loop. Tarjan's
    /// low-link search, with an explicit stack (no recursion).
    fn bridges(&self) -> Vec<bool> {
        let n = self.starts.len() - 1;
        let mut bridge = vec![false; self.targets.len()];
        let mut entered = vec![u32::MAX; n];
        let mut low = vec![0u32; n];
        let mut time = 0u32;
        // Frames: (cell, slot it was entered by, next slot to try).
        let mut stack: Vec<(usize, usize, usize)> = Vec::new();
        for root in 0..n {
            if entered[root] != u32::MAX {
                continue;
            }
            entered[root] = time;
            low[root] = time;
            time += 1;
            stack.push((root, usize::MAX, self.starts[root] as usize));
            while let Some(&mut (c, via, ref mut next)) = stack.last_mut() {
                if *next < self.starts[c + 1] as usize {
                    let e = *next;
                    *next += 1;
                    let j = self.targets[e] as usize;
                    if via != usize::MAX && j == self.targets_parent(via) {
                        continue; // the passage we came in by
                    }
                    if entered[j] == u32::MAX {
                        entered[j] = time;
                        low[j] = time;
                        time += 1;
                        stack.push((j, e, self.starts[j] as usize));
                    } else {
                        low[c] = low[c].min(entered[j]);
                    }
                } else {
                    stack.pop();
                    if let Some(&(p, _, _)) = stack.last() {
                        low[p] = low[p].min(low[c]);
                        if low[c] > entered[p] {
                            bridge[via] = true;
                            if let Some(back) = self.edges(c).find(|&(_, &t)| t as usize == p) {
                                bridge[back.0] = true;
                            }
                        }
                    }
                }
            }
        }
        bridge
    }

    /// The cell a slot leads out of.
    fn targets_parent(&self, slot: usize) -> usize {
        self.starts.partition_point(|&s| s as usize <= slot) - 1
    }
}
