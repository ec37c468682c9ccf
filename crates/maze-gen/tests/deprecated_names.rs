//! The names renamed for the workspace vocabulary still answer as the new ones for one
//! release.
#![allow(deprecated)]

use maze_gen::{Algorithm, Cell, Maze, PolarGrid, TileIds, TileMap};

#[test]
fn maze_index_of_answers_as_cell_of() {
    let maze = Maze::new(4, 3).unwrap();
    for y in 0..5 {
        for x in 0..6 {
            let cell = Cell::new(x, y);
            assert_eq!(maze.index_of(cell), maze.cell_of(cell));
        }
    }
}

#[test]
fn tile_map_index_answers_as_cell_of() {
    let maze = Maze::from_seed(Algorithm::Backtracker, 4, 3, 1).unwrap();
    let map = TileMap::from_maze(
        &maze,
        2,
        TileIds {
            rock: 1u16,
            wall: 2,
            floor: 0,
        },
    )
    .unwrap();
    for y in 0..map.height() + 2 {
        for x in 0..map.width() + 2 {
            assert_eq!(map.index(x, y), map.cell_of((x, y)));
        }
    }
}

#[test]
fn polar_grid_cell_answers_as_cell_of() {
    let grid = PolarGrid::new(4).unwrap();
    for ring in 0..grid.rings() + 1 {
        for k in 0..40 {
            assert_eq!(grid.cell(ring, k), grid.cell_of((ring, k)));
        }
    }
}

#[test]
fn open_neighbours_answers_as_open_neighbors() {
    let maze = Maze::from_seed(Algorithm::Backtracker, 5, 4, 7).unwrap();
    for cell in 0..maze.len() + 2 {
        assert!(maze.open_neighbours(cell).eq(maze.open_neighbors(cell)));
    }
}
