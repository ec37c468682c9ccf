//! Every serde form of maze-gen, from hostile JSON.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    use maze_gen::*;
    banmen_fuzz::json_targets!(data; Algorithm, MazeBoard<floodfill::SquareGrid>, Maze<floodfill::SquareGrid>,
        Maze<floodfill::HexGrid>, Cell, Direction, GrowingTreeMode, Maze, PolarGrid, Room, RoomOptions,
        TileIds<u16>, TorusGrid, WeaveMaze);
});
