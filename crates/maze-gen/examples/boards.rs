//! Prints a maze on each kind of board (a quick look at the pictures).
use hexgrid::OffsetLayout;
use maze_gen::{Algorithm, Board, PolarGrid, TorusGrid};

fn main() -> Result<(), maze_gen::MazeError> {
    let rng = &mut maze_gen::rng::from_seed(1);
    let hex = Board::hex(8, 5, OffsetLayout::OddR)?;
    println!("{}\n", Algorithm::Backtracker.from_rng(&hex, rng)?);
    let hexq = Board::hex(5, 4, OffsetLayout::EvenQ)?;
    println!("{}\n", Algorithm::Backtracker.from_rng(&hexq, rng)?);
    let hexagon = Board::hexagon(3, OffsetLayout::EvenR)?;
    println!("{}\n", Algorithm::Wilson.from_rng(&hexagon, rng)?);
    let mask = Board::from_mask_text("#..##..#\n........\n#......#\n##....##\n###..###")?;
    println!("{}\n", Algorithm::Kruskal.from_rng(&mask, rng)?);
    let polar = Board::new(PolarGrid::new(5)?)?;
    println!("{}\n", Algorithm::Prim.from_rng(&polar, rng)?);
    let torus = Board::new(TorusGrid::new(8, 4)?)?;
    println!("{}", Algorithm::Backtracker.from_rng(&torus, rng)?);
    Ok(())
}
