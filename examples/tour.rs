//! A tour of banmen: one board from every crate, printed to the terminal.
//!
//! Run with `cargo run --release --example tour`.

use banmen::hexgrid::{OffsetCoord, OffsetGrid, OffsetLayout};

fn main() {
    println!("== hexgrid: a bubble-shooter board ==");
    let grid = OffsetGrid::new(6, 3, OffsetLayout::OddR, '.').expect("6x3 is a valid size");
    println!(
        "{} columns x {} rows, layout {:?}",
        grid.cols(),
        grid.rows(),
        grid.layout()
    );
    println!("cell (2, 1) holds {:?}", grid.get(OffsetCoord::new(2, 1)));
    #[cfg(feature = "maze-gen")]
    maze();
}

/// A dug maze with its goal at the farthest cell from the start.
#[cfg(feature = "maze-gen")]
fn maze() {
    use banmen::maze_gen::{Algorithm, DistanceMap, Maze};

    println!("\n== maze-gen: the dig method, goal at the farthest cell ==");
    let maze = Maze::from_seed(Algorithm::Dig { complexity: None }, 12, 5, 1).expect("valid size");
    let map = DistanceMap::from_start(&maze, 0).expect("cell 0 exists");
    let goal = map.farthest()[0] as usize;
    let mut text: Vec<Vec<char>> = maze
        .to_string()
        .lines()
        .map(|l| l.chars().collect())
        .collect();
    text[1][1] = 'S';
    let g = maze.cell_at(goal);
    text[2 * g.y + 1][2 * g.x + 1] = 'G';
    for line in text {
        println!("{}", line.into_iter().collect::<String>());
    }
    println!(
        "goal {} steps from the start",
        map.max_distance().unwrap_or(0)
    );
}
