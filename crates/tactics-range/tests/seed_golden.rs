//! The seed article's worked 10x10 example, reproduced exactly.
//!
//! The article stores the map in a 12x12 array (a wall ring around the 10x10 field)
//! and puts the unit at (6, 6) counting in that array, x across and y down: field
//! column 5, row 5 counting from 0. Its grids print unreached cells as the terrain's
//! cost negated and reached cells as the movement left, all run together; a few rows
//! of the article carry a stray space, which carries no meaning and is dropped here.

use floodfill::{Connectivity, SquareGrid};
use tactics_range::{MoveProfile, Movement, Query, SeedView, TacticsMap};

/// Splits a seed row like `-1-1-101320-1-1` into its numbers.
fn tokens(row: &str) -> Vec<i32> {
    let row: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < row.len() {
        if row[i] == '-' {
            out.push(-(row[i + 1].to_digit(10).unwrap() as i32));
            i += 2;
        } else {
            out.push(row[i].to_digit(10).unwrap() as i32);
            i += 1;
        }
    }
    out
}

fn grid_of(rows: &[&str]) -> Vec<i32> {
    let cells: Vec<i32> = rows.iter().flat_map(|r| tokens(r)).collect();
    assert_eq!(cells.len(), 100, "a seed grid is 10x10");
    cells
}

/// The article's applied terrain: -1 plain, -2 forest, -9 mountain.
const SEED_TERRAIN: [&str; 10] = [
    "-1-1-1-1-1-1-1 -1-1-1",
    "-1-2-2-1-1-1-1 -1-9-1",
    "-1-2-2-1-1-1-1 -1-1-2",
    "-1-1-1-1-1-1-1 -1-1-1",
    "-1-1-1-1-1-1-9 -1-1-1",
    "-1-1-1-1-2-1-1 -2-1-1",
    "-1-1-1-1-1-1-1 -1-1-1",
    "-1-1-1-1-1-1-1 -1-1-1",
    "-1-2-1-1-1-1-9 -1-1-9",
    "-1-2-2-1-1-1-1 -1-9-1",
];

/// The article's result for the basic version (open field, budget 3).
const SEED_BASIC: [&str; 10] = [
    "-1-1-1-1-1-1-1 -1-1-1",
    "-1-1-1-1-1-1-1 -1-1-1",
    "-1-1-1-1-10-1 -1-1-1",
    "-1-1-1-1010-1-1-1",
    "-1-1-101210-1-1",
    "-1-10123210-1",
    "-1-1-101210-1-1",
    "-1-1-1-1010-1-1-1",
    "-1-1-1-1-10-1 -1-1-1",
    "-1-1-1-1-1-1-1 -1-1-1",
];

/// The article's result with forests and mountains.
const SEED_APPLIED: [&str; 10] = [
    "-1-1-1-1-1-1-1-1-1-1",
    "-1-2-2-1-1-1-1-1-9-1",
    "-1-2-2-1-10-1-1-1-2",
    "-1-1-1-1010-1-1-1",
    "-1-1-1012-9-1-1-1",
    "-1-1-101320-1-1",
    "-1-1-101210-1-1",
    "-1-1-1-1010-1-1-1",
    "-1-2-1-1-10-9-1-1-9",
    "-1-2-2-1-1-1-1-1-9-1",
];

const PLAIN: u8 = 0;
const FOREST: u8 = 1;
const MOUNTAIN: u8 = 2;

fn seed_map(terrain_rows: &[&str]) -> TacticsMap<SquareGrid> {
    let grid = SquareGrid::new(10, 10, Connectivity::Four).unwrap();
    let terrain = grid_of(terrain_rows)
        .into_iter()
        .map(|c| match c {
            -1 => PLAIN,
            -2 => FOREST,
            -9 => MOUNTAIN,
            other => panic!("unexpected terrain {other}"),
        })
        .collect();
    TacticsMap::new(grid, terrain).unwrap()
}

fn seed_profile() -> MoveProfile {
    MoveProfile::from_costs([Some(1), Some(2), Some(9)]).unwrap()
}

/// Runs the seed's unit and returns its printout and its numbers.
fn run(map: &TacticsMap<SquareGrid>) -> (String, Vec<i32>) {
    let profile = seed_profile();
    let start = map.topology().cell_of((6 - 1, 6 - 1)).unwrap();
    let mut movement = Movement::new();
    let reach = movement
        .reach(&Query::new(map, &profile), start, 3)
        .unwrap();
    let text = SeedView::new(map, &profile, &reach).to_string();
    let numbers = text.lines().flat_map(tokens).collect();
    (text, numbers)
}

#[test]
fn basic_version_matches_the_article() {
    let map = seed_map(&["-1-1-1-1-1-1-1-1-1-1"; 10]);
    let (text, numbers) = run(&map);
    assert_eq!(numbers, grid_of(&SEED_BASIC));
    let want: String = SEED_BASIC
        .iter()
        .map(|r| r.replace(' ', "") + "\n")
        .collect();
    assert_eq!(text, want);
}

#[test]
fn forests_and_mountains_match_the_article() {
    let map = seed_map(&SEED_TERRAIN);
    let (text, numbers) = run(&map);
    assert_eq!(numbers, grid_of(&SEED_APPLIED));
    let want: String = SEED_APPLIED
        .iter()
        .map(|r| r.replace(' ', "") + "\n")
        .collect();
    assert_eq!(text, want);
}

#[test]
fn the_article_start_state_and_reach_size() {
    // Before searching, the article sets the start to the budget: the same 3 is what
    // the search reports there.
    let map = seed_map(&SEED_TERRAIN);
    let profile = seed_profile();
    let mut movement = Movement::new();
    let start = map.topology().cell_of((5, 5)).unwrap();
    let reach = movement
        .reach(&Query::new(&map, &profile), start, 3)
        .unwrap();
    assert_eq!(reach.remaining(start), Some(3));
    // 21 cells hold a number in the applied grid.
    let reached = grid_of(&SEED_APPLIED).iter().filter(|&&v| v >= 0).count();
    assert_eq!(reach.len(), reached);
    assert_eq!(reached, 21);
    // The mountain at field (6, 4) is next to the unit's column but costs 9.
    assert_eq!(reach.cost_to(map.topology().cell_of((6, 4)).unwrap()), None);
}
