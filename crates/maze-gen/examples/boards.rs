//! Prints a maze on each kind of board (a quick look at the pictures).
use hexgrid::OffsetLayout;
use maze_gen::{Algorithm, Board, PolarGrid, TorusGrid};

fn main() -> Result<(), maze_gen::MazeError> {
    let rng = &mut maze_gen::rng::seeded(1);
    let hex = Board::hex(8, 5, OffsetLayout::OddR)?;
    println!("{}\n", Algorithm::Backtracker.generate_on(&hex, rng)?);
    let hexq = Board::hex(5, 4, OffsetLayout::EvenQ)?;
    println!("{}\n", Algorithm::Backtracker.generate_on(&hexq, rng)?);
    let hexagon = Board::hexagon(3, OffsetLayout::EvenR)?;
    println!("{}\n", Algorithm::Wilson.generate_on(&hexagon, rng)?);
    let mask = Board::from_mask_text("#..##..#\n........\n#......#\n##....##\n###..###")?;
    println!("{}\n", Algorithm::Kruskal.generate_on(&mask, rng)?);
    let polar = Board::new(PolarGrid::new(5)?)?;
    println!("{}\n", Algorithm::Prim.generate_on(&polar, rng)?);
    let torus = Board::new(TorusGrid::new(8, 4)?)?;
    println!("{}", Algorithm::Backtracker.generate_on(&torus, rng)?);
    Ok(())
}
