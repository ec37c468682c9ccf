//! Tactics-game movement: the seed article's 10x10 map and unit, a path, a bow's
//! attack and threat ranges, allies and enemies with zones of control, and a hex map.
//!
//! Run with `cargo run --release --example tactics [budget]` (budget defaults to 3,
//! the article's).

use banmen::tactics_range::floodfill::{Connectivity, HexGrid, SquareGrid, Topology};
use banmen::tactics_range::hexgrid::{OffsetCoord, OffsetLayout};
use banmen::tactics_range::{
    AttackRange, MoveProfile, Occupant, Query, RangeError, RangeSearch, Reach, SeedView,
    TacticsMap, ZocRule,
};

/// The article's map: 0 plain (cost 1), 1 forest (cost 2), 2 mountain (cost 9).
const SEED_MAP: &str = "\
0000000000
0110000020
0110000001
0000000000
0000002000
0000100100
0000000000
0000000000
0100002002
0110000020
";

fn main() -> Result<(), RangeError> {
    let budget: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3);
    let map: TacticsMap<SquareGrid> = SEED_MAP.parse()?;
    let grid = *map.topology();
    let infantry = MoveProfile::from_costs([Some(1), Some(2), Some(9)])?;
    let mut search = RangeSearch::new();
    // The article's unit stands at (6, 6) of its walled 12x12 array: (5, 5) here.
    let start = grid.cell(5, 5).expect("on the map");

    println!("== the seed's map (0 plain, 1 forest, 2 mountain) ==\n{map}");
    let open = TacticsMap::filled(grid, 0)?;
    let reach = search.reachable(&Query::new(&open, &infantry), start, budget)?;
    println!(
        "== basic version: open field, budget {budget}, as the seed prints it ==\n{}",
        SeedView::new(&open, &infantry, &reach)
    );
    let reach = search.reachable(&Query::new(&map, &infantry), start, budget)?;
    println!(
        "== forests cost 2, mountains 9 (movement left per cell) ==\n{}",
        SeedView::new(&map, &infantry, &reach)
    );
    println!(
        "== the same, aligned ==\n{:#}",
        SeedView::new(&map, &infantry, &reach)
    );

    let target = grid.cell(3, 4).expect("on the map");
    match reach.path_to(target) {
        Some(path) => {
            let steps: Vec<String> = path
                .map(|c| format!("{:?}", grid.xy(c).expect("on the map")))
                .collect();
            println!(
                "== cheapest path to (3, 4): cost {:?} ==\n{}\n",
                reach.cost_to(target),
                steps.join(" -> ")
            );
        }
        None => println!("== (3, 4) is out of reach with budget {budget} ==\n"),
    }

    bow_overlay(&mut search, &map, &infantry, start, budget)?;
    zones_of_control(&mut search, &infantry)?;
    hex_run(&mut search)?;
    Ok(())
}

/// An archer (bow 2..=3) on the seed map next to two enemies: where it can stop,
/// what it threatens, whom it can shoot this turn.
fn bow_overlay(
    search: &mut RangeSearch,
    map: &TacticsMap<SquareGrid>,
    profile: &MoveProfile,
    start: usize,
    budget: u32,
) -> Result<(), RangeError> {
    let grid = *map.topology();
    let mut units = vec![Occupant::Empty; map.len()];
    units[start] = Occupant::unit(0);
    let far = grid.cell(9, 5).expect("on the map");
    let near = grid.cell(5, 9).expect("on the map");
    units[far] = Occupant::unit(1);
    units[near] = Occupant::unit(1);
    let q = Query::new(map, profile).occupants(&units);
    let bow = AttackRange::new(2, 3)?;
    let threat = search.threat(&q, start, budget, bow)?;
    let reach = threat.reach();
    println!("== bow 2..=3: A archer, o stop cell, x threatened, E enemy (! in reach) ==");
    for y in 0..grid.height() {
        let row: String = (0..grid.width())
            .map(|x| {
                let c = grid.cell(x, y).expect("on the map");
                match units[c] {
                    Occupant::Unit { side: 0, .. } => 'A',
                    Occupant::Unit { .. } if threat.contains(c) => '!',
                    Occupant::Unit { .. } => 'E',
                    Occupant::Empty if reach.can_stop(c) => 'o',
                    Occupant::Empty if threat.contains(c) => 'x',
                    Occupant::Empty => '.',
                }
            })
            .collect();
        println!("{row}");
    }
    let targets: Vec<_> = threat.enemies().filter_map(|c| grid.xy(c)).collect();
    println!("enemies the archer can shoot this turn: {targets:?}");
    let from = search.attack_position(&q, start, budget, bow, near)?;
    println!(
        "to shoot the enemy at (5, 9) it moves to {:?}\n",
        from.and_then(|c| grid.xy(c))
    );
    Ok(())
}

/// A 7x5 field (8-connected) with an ally in the way and an enemy line: the move
/// range with no zone of control, under each rule, and for a skirmisher.
fn zones_of_control(search: &mut RangeSearch, profile: &MoveProfile) -> Result<(), RangeError> {
    let grid = SquareGrid::new(7, 5, Connectivity::Eight).expect("valid size");
    let map = TacticsMap::filled(grid, 0)?;
    let mut units = vec![Occupant::Empty; map.len()];
    let at = |x, y| grid.cell(x, y).expect("on the map");
    let start = at(0, 2);
    units[start] = Occupant::unit(0);
    units[at(1, 2)] = Occupant::unit(0); // an ally: walk through, never stop on
    units[at(4, 0)] = Occupant::unit(1);
    units[at(4, 2)] = Occupant::unit(1);
    units[at(4, 4)] = Occupant::unit_without_zoc(1); // a level-0 enemy: no zone
    let q = Query::new(&map, profile).occupants(&units);
    for (title, q) in [
        ("no zone of control", q),
        (
            "Wesnoth: entering a zone ends the move",
            q.zoc(ZocRule::StopOnEnter),
        ),
        ("no step from zone to zone", q.zoc(ZocRule::NoZoneToZone)),
        (
            "Wesnoth, skirmisher",
            q.zoc(ZocRule::StopOnEnter).skirmisher(true),
        ),
    ] {
        let reach = search.reachable(&q, start, 5)?;
        println!("== {title} (A unit, a ally, E enemy, e level-0 enemy; movement left) ==");
        print_square(&grid, &units, &reach);
    }
    Ok(())
}

fn print_square(grid: &SquareGrid, units: &[Occupant], reach: &Reach<'_>) {
    for y in 0..grid.height() {
        let row: String = (0..grid.width())
            .map(|x| {
                let c = grid.cell(x, y).expect("on the map");
                match (units[c], reach.remaining(c)) {
                    (Occupant::Unit { side: 0, .. }, _) if c == reach.start() => " A".into(),
                    (Occupant::Unit { side: 0, .. }, _) => " a".into(),
                    (Occupant::Unit { zoc: true, .. }, _) => " E".into(),
                    (Occupant::Unit { .. }, _) => " e".into(),
                    (_, Some(left)) => format!("{left:2}"),
                    (_, None) => " .".into(),
                }
            })
            .collect();
        println!("{row}");
    }
    println!();
}

/// A pointy-top hex board (odd rows shifted right) with a forest belt.
fn hex_run(search: &mut RangeSearch) -> Result<(), RangeError> {
    let board = HexGrid::new(9, 7, OffsetLayout::OddR).expect("valid size");
    let terrain: Vec<u8> = (0..board.len())
        .map(|c| {
            let col = board.coord(c).map_or(0, |o| o.col);
            u8::from(col == 5)
        })
        .collect();
    let map = TacticsMap::new(board, terrain)?;
    let profile = MoveProfile::from_costs([Some(1), Some(3)])?;
    let start = board.cell(OffsetCoord::new(3, 3)).expect("on the board");
    let reach = search.reachable(&Query::new(&map, &profile), start, 4)?;
    println!("== hex board (odd-r), budget 4, forest column 5 costs 3; movement left ==");
    for row in 0..board.rows() {
        let indent = if row % 2 == 1 { "  " } else { "" };
        let cells: Vec<String> = (0..board.cols())
            .map(|col| {
                let c = board
                    .cell(OffsetCoord::new(col as i32, row as i32))
                    .expect("on the board");
                match reach.remaining(c) {
                    Some(left) => format!("{left:>3}"),
                    None if map.terrain(c) == Some(1) => "  ^".into(),
                    None => "  .".into(),
                }
            })
            .collect();
        println!("{indent}{}", cells.join(" "));
    }
    Ok(())
}
