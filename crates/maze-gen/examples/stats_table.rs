//! Prints the statistics table of docs/maze-gen.md: every algorithm and the weave
//! maze on 20 x 20 and 100 x 100 square grids (and the any-board algorithms on a
//! 100 x 100 hex board), the mean of each figure over seeds 0..100.
//!
//! `cargo run --release -p banmen-maze-gen --example stats_table`

use floodfill::Topology;
use hexgrid::OffsetLayout;
use maze_gen::{Algorithm, Maze, MazeBoard, MazeError, MazeStats, WeaveMaze};

const SEEDS: u64 = 100;

/// Sums of the figures over the seeds.
#[derive(Default)]
struct Sums {
    dead: f64,
    corridor: f64,
    junction: f64,
    diameter: f64,
    mean: f64,
    river: f64,
}

impl Sums {
    fn add(&mut self, s: &MazeStats) {
        self.dead += s.dead_end_share();
        self.corridor += s.corridor_share();
        self.junction += s.junction_share();
        self.diameter += s.diameter.map_or(f64::NAN, f64::from);
        self.mean += s.mean_path_length.unwrap_or(f64::NAN);
        self.river += s.river;
    }

    fn row(&self, name: &str) -> String {
        let n = SEEDS as f64;
        format!(
            "| {name} | {:.1} | {:.1} | {:.1} | {:.0} | {:.0} | {:.2} |",
            100.0 * self.dead / n,
            100.0 * self.corridor / n,
            100.0 * self.junction / n,
            self.diameter / n,
            self.mean / n,
            self.river / n
        )
    }
}

fn table(
    title: &str,
    rows: impl Iterator<Item = Result<String, MazeError>>,
) -> Result<(), MazeError> {
    println!("\n{title}\n");
    println!(
        "| algorithm | dead ends % | corridors % | junctions % | longest path | mean path | river |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for row in rows {
        println!("{}", row?);
    }
    Ok(())
}

fn over_seeds<T: Topology>(make: impl Fn(u64) -> Result<T, MazeError>) -> Result<Sums, MazeError> {
    let mut sums = Sums::default();
    for seed in 0..SEEDS {
        sums.add(&MazeStats::of(&make(seed)?)?);
    }
    Ok(sums)
}

fn main() -> Result<(), MazeError> {
    for side in [20, 100] {
        let weave = over_seeds(|seed| WeaveMaze::from_seed(side, side, seed))
            .map(|s| s.row("weave (backtracker)"));
        table(
            &format!("Square grid {side} x {side}, mean over seeds 0..{SEEDS}:"),
            Algorithm::ALL
                .into_iter()
                .map(|a| {
                    over_seeds(|seed| Maze::from_seed(a, side, side, seed))
                        .map(|s| s.row(&a.to_string()))
                })
                .chain([weave]),
        )?;
        let mut crossings = 0;
        for seed in 0..SEEDS {
            crossings += WeaveMaze::from_seed(side, side, seed)?.crossings();
        }
        let mean = crossings as f64 / SEEDS as f64;
        let share = 100.0 * mean / (side * side) as f64;
        println!("\nWeave crossings: {mean:.1} a maze ({share:.1}% of the cells).");
    }
    let hex = MazeBoard::hex(100, 100, OffsetLayout::OddR)?;
    table(
        &format!("Hex board 100 x 100 (odd-r), mean over seeds 0..{SEEDS}:"),
        Algorithm::ALL
            .into_iter()
            .filter(|a| a.works_on_any_board())
            .map(|a| {
                over_seeds(|seed| a.from_rng(&hex, &mut maze_gen::rng::from_seed(seed)))
                    .map(|s| s.row(&a.to_string()))
            }),
    )
}
