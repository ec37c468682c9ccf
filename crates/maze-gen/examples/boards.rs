//! Prints a maze on each kind of board (a quick look at the pictures).
use hexgrid::OffsetLayout;
use maze_gen::{Algorithm, MazeBoard, PolarGrid, TorusGrid};

fn main() -> Result<(), maze_gen::MazeError> {
    let rng = &mut maze_gen::rng::from_seed(1);
    let hex = MazeBoard::hex(8, 5, OffsetLayout::OddR)?;
    println!("{}\n", Algorithm::Backtracker.from_rng(&hex, rng)?);
    let hexq = MazeBoard::hex(5, 4, OffsetLayout::EvenQ)?;
    println!("{}\n", Algorithm::Backtracker.from_rng(&hexq, rng)?);
    let hexagon = MazeBoard::hexagon(3, OffsetLayout::EvenR)?;
    println!("{}\n", Algorithm::Wilson.from_rng(&hexagon, rng)?);
    let mask = MazeBoard::from_mask_text("#..##..#\n........\n#......#\n##....##\n###..###")?;
    println!("{}\n", Algorithm::Kruskal.from_rng(&mask, rng)?);
    let polar = MazeBoard::new(PolarGrid::new(5)?)?;
    println!("{}\n", Algorithm::Prim.from_rng(&polar, rng)?);
    let torus = MazeBoard::new(TorusGrid::new(8, 4)?)?;
    println!("{}", Algorithm::Backtracker.from_rng(&torus, rng)?);
    Ok(())
}
