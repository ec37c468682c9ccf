//! Tactics-game movement, sight and targeting, each printed with a legend. By default
//! on a hexagon-shaped hexgrid map (`HexMap`): a unit's movement range, a side's fog
//! of war and an archer's firing positions, all asked in `Hex` terms. `--board`
//! picks the board: `hexagon`, `offset` (an odd-r rectangle), `wrap` (a hexagon whose
//! edges meet) or `square`, which plays the seed article's 10x10 map and unit with a
//! path, a bow's threat range, zones of control, a wall with a door, multi-turn reach
//! and fog of war.
//!
//! `--svg FILE` also draws the movement range, the fog and the firing positions of
//! the board's maps as a picture.
//!
//! Run with `cargo run --release --example tactics -- [--board KIND] [--budget N]
//! [--vision N] [--svg FILE]`; `--help` prints the options.

use std::process::ExitCode;

use banmen::tactics_range::floodfill::{
    Connectivity, Coords, HexBoard, HexGrid, SquareGrid, Topology,
};
use banmen::tactics_range::hexgrid::{
    Hex, HexMap, HexTopology, OffsetCoord, OffsetGrid, OffsetLayout, WrapHexagon,
};
use banmen::tactics_range::{
    AttackRange, EdgeCosts, MoveProfile, Movement, Occupant, Query, RangeError, Reach, SeedView,
    Sight, SightRules, TacticsMap, Targeting, TurnBudget, Viewer, ZocRule,
};
use banmen_examples::{common, pictures};
use common::cli::{Arg, Cli};
use pictures::tactics::{Panel, Sheet};

const USAGE: &str = "\
usage: tactics [--board KIND] [--budget N] [--vision N] [--svg FILE]

  --board KIND  hexagon (default), offset, wrap or square (the seed article's map)
  --budget N    movement points of the unit, 0..=30 (default 3, the article's)
  --vision N    how far the scouts see, 0..=20 (default 3)
  --svg FILE    also draw the reach, the fog and the firing positions as a picture
                (SVG) in FILE; scripts/render.sh turns it into a PNG
  -h, --help    print this help";

/// The board a run plays on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Board {
    /// A hexagon-shaped `HexMap`.
    Hexagon,
    /// An odd-r offset rectangle (`OffsetGrid`).
    Offset,
    /// A hexagon whose opposite edges meet (`WrapHexagon`).
    Wrap,
    /// The seed article's square map and every square-grid feature.
    Square,
}

/// The seed article's map: 0 plain (cost 1), 1 forest (cost 2), 2 mountain (cost 9).
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

/// The scratch of each question, kept for the whole run.
#[derive(Default)]
struct Scratch {
    movement: Movement,
    sight: Sight,
    targeting: Targeting,
}

/// The command line.
struct Options {
    board: Board,
    budget: u32,
    vision: u32,
    svg: Option<String>,
}

/// Reads the command line; `--help` and every bad argument end the process here
/// (see `common::cli`).
fn parse_args() -> Options {
    let mut cli = Cli::from_env("tactics", USAGE);
    let mut options = Options {
        board: Board::Hexagon,
        budget: 3,
        vision: 3,
        svg: None,
    };
    let boards = [
        ("hexagon", Board::Hexagon),
        ("offset", Board::Offset),
        ("wrap", Board::Wrap),
        ("square", Board::Square),
    ];
    while let Some(arg) = cli.next() {
        match arg {
            Arg::Flag(flag) if flag == "--board" => options.board = cli.choice(&flag, &boards),
            Arg::Flag(flag) if flag == "--budget" => options.budget = cli.number(&flag, 0..=30),
            Arg::Flag(flag) if flag == "--vision" => options.vision = cli.number(&flag, 0..=20),
            Arg::Flag(flag) if flag == "--svg" => options.svg = Some(cli.value(&flag)),
            other => cli.unexpected(other),
        }
    }
    options
}

fn main() -> ExitCode {
    match run(&parse_args()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tactics: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(options: &Options) -> Result<(), RangeError> {
    // The picture's file is made first: a folder that is not there stops the
    // program before the boards are printed.
    let file = match options.svg.as_deref().map(pictures::create) {
        Some(None) => std::process::exit(1),
        other => other.flatten(),
    };
    let mut search = Scratch::default();
    let mut sheet = Sheet::default();
    let (budget, vision) = (options.budget, options.vision);
    match options.board {
        Board::Square => square_run(&mut search, &mut sheet, budget, vision)?,
        Board::Hexagon => {
            let map = HexMap::new(Hex::ORIGIN, 5, ()).expect("a valid radius");
            let title = "a hexagon of radius 5 (HexMap)";
            hex_board_run(&mut search, &mut sheet, title, &map, budget, vision)?;
        }
        Board::Offset => {
            let map = OffsetGrid::new(11, 9, OffsetLayout::OddR, ()).expect("a valid size");
            let title = "an 11x9 odd-r rectangle (OffsetGrid)";
            hex_board_run(&mut search, &mut sheet, title, &map, budget, vision)?;
        }
        Board::Wrap => {
            let map = WrapHexagon::new(5).expect("a valid radius");
            let title = "a hexagon of radius 5 whose opposite edges meet (WrapHexagon)";
            hex_board_run(&mut search, &mut sheet, title, map, budget, vision)?;
        }
    }
    if let (Some(file), Some(path)) = (file, &options.svg) {
        let title = "tactics: reach, fog, firing positions";
        if !pictures::write(file, &sheet.draw(), path, title) {
            std::process::exit(1)
        }
    }
    Ok(())
}

/// The seed article's map and unit, and every square-grid feature.
fn square_run(
    search: &mut Scratch,
    sheet: &mut Sheet,
    budget: u32,
    vision: u32,
) -> Result<(), RangeError> {
    let map: TacticsMap<SquareGrid> = SEED_MAP.parse()?;
    let grid = *map.topology();
    let infantry = MoveProfile::from_costs([Some(1), Some(2), Some(9)])?;
    // The article's unit stands at (6, 6) of its walled 12x12 array: (5, 5) here.
    let start = grid.cell_of((5, 5)).expect("on the map");

    println!("== the seed's map (0 plain, 1 forest, 2 mountain) ==\n{map}");
    let open = TacticsMap::filled(grid, 0)?;
    let reach = search
        .movement
        .reach(&Query::new(&open, &infantry), start, budget)?;
    println!(
        "== basic version: open field, budget {budget}, printed as the seed prints it ==\n{}",
        SeedView::new(&open, &infantry, &reach)
    );
    let reach = search
        .movement
        .reach(&Query::new(&map, &infantry), start, budget)?;
    let seed_terrain = |c| ["plain", "forest", "mountain"][map.terrain(c).unwrap_or(0) as usize];
    let caption = format!("seed map: reach with {budget} points");
    sheet.add(Panel::new(&caption, &grid, seed_terrain).reach(|c| reach.remaining(c), start));
    println!(
        "== forests cost 2, mountains 9, aligned ==\n{:#}",
        SeedView::new(&map, &infantry, &reach)
    );
    println!(
        "legend: a number is the movement left on arriving there; -N is out of reach, \
         and entering it costs N (-1 plain, -2 forest, -9 mountain)\n"
    );

    let target = grid.cell_of((3, 4)).expect("on the map");
    match reach.path_to(target) {
        Some(path) => {
            let steps: Vec<String> = path
                .map(|c| format!("{:?}", grid.coord_of(c).expect("on the map")))
                .collect();
            println!(
                "== cheapest path to (3, 4), cost {} ==\n{}\n",
                reach.cost_to(target).unwrap_or_default(),
                steps.join(" -> ")
            );
        }
        None => println!("== (3, 4) is out of reach with budget {budget} ==\n"),
    }

    bow_overlay(search, &map, &infantry, start, budget)?;
    zones_of_control(search, &infantry)?;
    wall_with_a_door(search)?;
    turns_to_go(search, &map, &infantry, start, budget)?;
    fog_of_war(search, vision, sheet)?;
    hex_run(search, sheet)?;
    Ok(())
}

/// A hexgrid map as a tactics board, asked and answered in `Hex` terms: terrain laid
/// out by position (walls block movement and sight, forests cost 2 and hide units),
/// an archer's movement range, the fog of war of its side (the archer and a scout),
/// and where it can move for a clear shot at an enemy.
fn hex_board_run<M: HexTopology>(
    search: &mut Scratch,
    sheet: &mut Sheet,
    title: &str,
    map: M,
    budget: u32,
    vision: u32,
) -> Result<(), RangeError> {
    const FOREST: u8 = 1;
    const WALL: u8 = 2;
    let board = HexBoard(map);
    // The archer in the middle cell, an enemy three cells along its row.
    let middle = board.len() / 2;
    let terrain: Vec<u8> = (0..board.len())
        .map(|c| {
            let h = board.coord_of(c).expect("a cell of the board");
            match (h.q * 7 + h.r * 3).rem_euclid(11) {
                0 if c != middle => WALL,
                3 | 8 => FOREST,
                _ => 0,
            }
        })
        .collect();
    let tactics = TacticsMap::new(board, terrain)?;
    let board = tactics.topology();
    let at = |c: usize| {
        board
            .coord_of(c % board.len())
            .expect("a cell of the board")
    };
    let (archer, scout, enemy) = (at(middle), at(board.len() / 4), at(middle + 3));
    let mut units = vec![Occupant::Empty; tactics.len()];
    for (hex, side) in [(archer, 0), (scout, 0), (enemy, 1)] {
        if let Some(c) = board.cell_of(hex) {
            units[c] = Occupant::unit(side);
        }
    }
    let foot = MoveProfile::from_costs([Some(1), Some(2), None])?;
    let query = Query::new(&tactics, &foot).occupants(&units);
    let rules = SightRules::new().blocking(WALL).hiding(FOREST);

    println!("== {title}: {} hexes ==", tactics.len());
    let reach = search.movement.reach(&query, archer, budget)?;
    let on = reach.on(&tactics);
    println!("== the archer's movement range, budget {budget} ==");
    println!(
        "(A archer, S scout, E enemy, number = movement left, # wall, f forest, . out of reach)"
    );
    print_hexes(&tactics, |h| match h {
        _ if h == archer => " A".into(),
        _ if h == scout => " S".into(),
        _ if h == enemy => " E".into(),
        _ => match (on.remaining(h), terrain_at(&tactics, h)) {
            (Some(left), _) => format!("{left:2}"),
            (None, WALL) => " #".into(),
            (None, FOREST) => " f".into(),
            (None, _) => " .".into(),
        },
    });

    let viewers = [archer, scout].map(|cell| Viewer {
        cell,
        range: vision,
    });
    let fog = search.sight.fog(&tactics, &rules, &viewers)?;
    let seen = fog.on(&tactics);
    let names = |c| ["plain", "forest", "wall"][tactics.terrain(c).unwrap_or(0) as usize];
    let cell = |h: Hex| board.cell_of(h).expect("a hex of the board");
    let caption = format!("reach with {budget} points");
    let panel = Panel::new(&caption, board, names).reach(|c| reach.remaining(c), cell(archer));
    sheet.add(
        panel
            .unit(cell(scout), "S", "ally")
            .unit(cell(enemy), "E", "enemy"),
    );
    println!("== fog of war for the archer's side, vision {vision} ==");
    println!("(~ fog; a unit in a forest shows only next to a viewer)");
    print_hexes(&tactics, |h| match h {
        _ if !seen.sees(h) => " ~".into(),
        _ if h == archer => " A".into(),
        _ if h == scout => " S".into(),
        _ if h == enemy && seen.reveals(h) => " E".into(),
        _ => match terrain_at(&tactics, h) {
            WALL => " #".into(),
            FOREST => " f".into(),
            _ => " .".into(),
        },
    });

    let mut panel = Panel::new("fog: what the archer A and the scout S see", board, names)
        .fog(|c| fog.sees(c))
        .unit(cell(archer), "A", "ally")
        .unit(cell(scout), "S", "ally");
    if seen.reveals(enemy) {
        panel = panel.unit(cell(enemy), "E", "enemy");
    }
    sheet.add(panel);

    let bow = AttackRange::new(2, 3)?;
    let spots = search
        .targeting
        .firing_positions(&query, &rules, archer, budget, bow, enemy)?;
    println!(
        "== where the archer can move (budget {budget}) to shoot the enemy at ({}, {}) with a clear line (bow 2..=3) ==",
        enemy.q, enemy.r
    );
    if spots.is_empty() {
        println!("nowhere this turn\n");
    } else {
        let list: Vec<String> = spots
            .iter()
            .map(|(h, cost)| format!("({}, {}) cost {cost}", h.q, h.r))
            .collect();
        println!("{}\n", list.join(", "));
    }
    let cells = spots
        .iter()
        .filter_map(|&(h, cost)| board.cell_of(h).map(|c| (c, cost)));
    let caption = format!("firing positions, {budget} points");
    let mut panel = Panel::new(&caption, board, names);
    if let Some(&(h, _)) = spots.first() {
        panel = panel.fire(cell(h), cell(enemy));
    }
    let panel = panel.firing(cells);
    sheet.add(
        panel
            .unit(cell(archer), "A", "ally")
            .unit(cell(enemy), "E", "enemy"),
    );
    Ok(())
}

/// The terrain of the board hex `hex` (0 off the board).
fn terrain_at<M: HexTopology>(map: &TacticsMap<HexBoard<M>>, hex: Hex) -> u8 {
    map.topology()
        .cell_of(hex)
        .and_then(|c| map.terrain(c))
        .unwrap_or(0)
}

/// Prints every hex of the board, pointy-top: one text row per `r`, two columns per
/// step in `q`, shifted half a step per row, each hex drawn as `cell(hex)`.
fn print_hexes<M: HexTopology>(map: &TacticsMap<HexBoard<M>>, cell: impl Fn(Hex) -> String) {
    let board = map.topology();
    let hexes: Vec<Hex> = (0..board.len()).filter_map(|c| board.coord_of(c)).collect();
    let column = |h: Hex| 2 * i64::from(h.q) + i64::from(h.r);
    let left = hexes.iter().map(|&h| column(h)).min().unwrap_or(0);
    let (top, bottom) = (
        hexes.iter().map(|h| h.r).min().unwrap_or(0),
        hexes.iter().map(|h| h.r).max().unwrap_or(0),
    );
    for r in top..=bottom {
        let mut row: Vec<&Hex> = hexes.iter().filter(|h| h.r == r).collect();
        row.sort_by_key(|&&h| column(h));
        let mut line = String::new();
        let mut at = left;
        for &h in row {
            while at < column(h) {
                line.push(' ');
                at += 1;
            }
            line.push_str(&cell(h));
            at += 2;
        }
        println!("{}", line.trim_end());
    }
    println!();
}

/// An archer (bow 2..=3) on the seed map next to two enemies: where it can stop,
/// what it threatens, whom it can shoot this turn.
fn bow_overlay(
    search: &mut Scratch,
    map: &TacticsMap<SquareGrid>,
    profile: &MoveProfile,
    start: usize,
    budget: u32,
) -> Result<(), RangeError> {
    let grid = *map.topology();
    let mut units = vec![Occupant::Empty; map.len()];
    units[start] = Occupant::unit(0);
    let far = grid.cell_of((9, 5)).expect("on the map");
    let near = grid.cell_of((5, 9)).expect("on the map");
    units[far] = Occupant::unit(1);
    units[near] = Occupant::unit(1);
    let q = Query::new(map, profile).occupants(&units);
    let bow = AttackRange::new(2, 3)?;
    let threat = search.targeting.threat(&q, start, budget, bow)?;
    let reach = threat.reach();
    println!("== bow 2..=3: A archer, o stop cell, x threatened, E enemy (! in reach) ==");
    for y in 0..grid.height() {
        let row: String = (0..grid.width())
            .map(|x| {
                let c = grid.cell_of((x, y)).expect("on the map");
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
    let targets: Vec<_> = threat.enemies().filter_map(|c| grid.coord_of(c)).collect();
    println!("enemies the archer can shoot this turn: {targets:?}");
    let from = search
        .targeting
        .attack_position(&q, start, budget, bow, near)?;
    match from.and_then(|c| grid.coord_of(c)) {
        Some(xy) => println!("to shoot the enemy at (5, 9) it moves to {xy:?}\n"),
        None => println!("the enemy at (5, 9) is out of reach this turn\n"),
    }
    Ok(())
}

/// A 7x5 field (8-connected) with an ally in the way and an enemy line: the move
/// range with no zone of control, under each rule, and for a skirmisher.
fn zones_of_control(search: &mut Scratch, profile: &MoveProfile) -> Result<(), RangeError> {
    let grid = SquareGrid::new(7, 5, Connectivity::Eight).expect("valid size");
    let map = TacticsMap::filled(grid, 0)?;
    let mut units = vec![Occupant::Empty; map.len()];
    let at = |x, y| grid.cell_of((x, y)).expect("on the map");
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
        let reach = search.movement.reach(&q, start, 5)?;
        println!("== {title} ==");
        println!(
            "(A unit, a ally, E enemy, e level-0 enemy, number = movement left, . out of reach)"
        );
        print_square(&grid, &units, &reach);
    }
    Ok(())
}

fn print_square(grid: &SquareGrid, units: &[Occupant], reach: &Reach) {
    for y in 0..grid.height() {
        let row: String = (0..grid.width())
            .map(|x| {
                let c = grid.cell_of((x, y)).expect("on the map");
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

/// A 7x5 room cut by a wall between columns 3 and 4 with a door in the bottom row:
/// the unit on the left walks around through the door.
fn wall_with_a_door(search: &mut Scratch) -> Result<(), RangeError> {
    let grid = SquareGrid::new(7, 5, Connectivity::Four).expect("valid size");
    let map = TacticsMap::filled(grid, 0)?;
    let at = |x, y| grid.cell_of((x, y)).expect("on the map");
    let mut edges = EdgeCosts::new(map.len());
    for y in 0..4 {
        edges.wall(at(3, y), at(4, y))?;
    }
    let foot = MoveProfile::uniform(1, 1)?;
    let start = at(2, 1);
    let reach = search
        .movement
        .reach(&Query::new(&map, &foot).edges(&edges), start, 6)?;
    println!("== a wall (|) with a door in the bottom row, budget 6 ==");
    println!(
        "(A unit, number = movement left, . out of reach; the right side is reached through the door)"
    );
    for y in 0..grid.height() {
        let mut line = String::new();
        for x in 0..grid.width() {
            let c = at(x, y);
            let cell = match reach.remaining(c) {
                _ if c == start => " A".to_string(),
                Some(left) => format!("{left:2}"),
                None => " .".into(),
            };
            line.push_str(&cell);
            if x + 1 < grid.width() {
                let wall = edges.get(c, at(x + 1, y)).is_some();
                line.push(if wall { '|' } else { ' ' });
            }
        }
        println!("{line}");
    }
    println!();
    Ok(())
}

/// Wesnoth's turn numbers: how many turns the seed's unit needs to reach each cell.
fn turns_to_go(
    search: &mut Scratch,
    map: &TacticsMap<SquareGrid>,
    profile: &MoveProfile,
    start: usize,
    budget: u32,
) -> Result<(), RangeError> {
    let grid = *map.topology();
    let per_turn = budget.max(1);
    let turns = search.movement.turns(
        &Query::new(map, profile),
        start,
        TurnBudget::per_turn(per_turn),
    )?;
    println!("== turns to reach each cell on the seed's map, {per_turn} points a turn ==");
    println!("(A unit, 1-9 turn of arrival, + ten turns or more, . never)");
    for y in 0..grid.height() {
        let row: String = (0..grid.width())
            .map(|x| {
                let c = grid.cell_of((x, y)).expect("on the map");
                match turns.turn(c) {
                    Some(0) => 'A',
                    Some(t @ 1..=9) => char::from_digit(t, 10).unwrap_or('+'),
                    Some(_) => '+',
                    None => '.',
                }
            })
            .collect();
        println!("{row}");
    }
    let corner = grid.cell_of((0, 0)).expect("on the map");
    let mut waypoints = vec![corner];
    while let Some(w) = turns.turn_start(*waypoints.last().expect("not empty")) {
        waypoints.push(w);
    }
    let route: Vec<String> = waypoints
        .iter()
        .rev()
        .map(|&c| format!("{:?}", grid.coord_of(c).expect("on the map")))
        .collect();
    match turns.turn(corner) {
        Some(t) => println!(
            "turns to (0, 0): {t}; where each turn ends on the way: {}\n",
            route.join(" -> ")
        ),
        None => println!("(0, 0) cannot be reached with {per_turn} points a turn\n"),
    }
    Ok(())
}

/// Fog of war for side 0 on a 12x7 map with walls (#) and forests (f): two scouts see
/// `vision` cells (Manhattan) where walls leave a clear line; an enemy in a forest
/// stays hidden unless a scout stands next to it. Then an archer looks for a spot to
/// shoot a seen enemy with a clear line.
fn fog_of_war(search: &mut Scratch, vision: u32, sheet: &mut Sheet) -> Result<(), RangeError> {
    const PLAIN: u8 = 0;
    const FOREST: u8 = 1;
    const WALL: u8 = 2;
    let map: TacticsMap<SquareGrid> = "\
000000000000
000020011000
000020010000
000020000000
000000022000
011000000000
010000000000
"
    .parse()?;
    let grid = *map.topology();
    let at = |x, y| grid.cell_of((x, y)).expect("on the map");
    let sight = SightRules::new().blocking(WALL).hiding(FOREST);
    let mut units = vec![Occupant::Empty; map.len()];
    let scouts = [at(2, 2), at(6, 5)];
    for &s in &scouts {
        units[s] = Occupant::unit(0);
    }
    let enemies = [at(7, 1), at(8, 3), at(6, 2), at(2, 5)];
    for &e in &enemies {
        units[e] = Occupant::unit(1);
    }
    let viewers: Vec<Viewer> = scouts
        .iter()
        .map(|&cell| Viewer {
            cell,
            range: vision,
        })
        .collect();
    let fog = search.sight.fog(&map, &sight, &viewers)?;
    println!("== fog of war for side 0: two scouts seeing {vision} ==");
    println!(
        "(A scout, E enemy seen, ~ fog, # wall, f forest, . plain; a unit in a forest shows only next to a scout)"
    );
    for y in 0..grid.height() {
        let row: String = (0..grid.width())
            .map(|x| {
                let c = at(x, y);
                let terrain = map.terrain(c).unwrap_or(PLAIN);
                match units[c] {
                    _ if !fog.sees(c) => '~',
                    Occupant::Unit { side: 0, .. } => 'A',
                    Occupant::Unit { .. } if fog.reveals(c) => 'E',
                    _ if terrain == WALL => '#',
                    _ if terrain == FOREST => 'f',
                    _ => '.',
                }
            })
            .collect();
        println!("{row}");
    }
    let hidden: Vec<_> = enemies
        .iter()
        .filter(|&&e| fog.sees(e) && !fog.reveals(e))
        .filter_map(|&e| grid.coord_of(e))
        .collect();
    println!("enemies in seen forests, still hidden: {hidden:?}");
    let terrain = |c| ["plain", "forest", "wall"][map.terrain(c).unwrap_or(0) as usize];
    let mut panel =
        Panel::new("fog: what the scouts A and S see", &grid, terrain).fog(|c| fog.sees(c));
    for (&c, letter) in scouts.iter().zip(["A", "S"]) {
        panel = panel.unit(c, letter, "ally");
    }
    for &e in enemies.iter().filter(|&&e| fog.reveals(e)) {
        panel = panel.unit(e, "E", "enemy");
    }
    sheet.add(panel);

    // The first scout is an archer: bow 2..=3, 6 movement points, walls block arrows.
    let foot = MoveProfile::from_costs([Some(1), Some(2), None])?;
    let q = Query::new(&map, &foot).occupants(&units);
    let bow = AttackRange::new(2, 3)?;
    let target = at(6, 2);
    let cells: Vec<(usize, u32)> = search
        .targeting
        .firing_positions(&q, &sight, scouts[0], 6, bow, target)?;
    let spots: Vec<_> = cells
        .iter()
        .filter_map(|&(c, cost)| grid.coord_of(c).map(|xy| (xy, cost)))
        .collect();
    let mut panel = Panel::new("firing positions, 6 points", &grid, terrain);
    if let Some(&(cheapest, _)) = cells.first() {
        panel = panel.fire(cheapest, target);
    }
    let panel = panel.firing(cells);
    sheet.add(
        panel
            .unit(scouts[0], "A", "ally")
            .unit(target, "E", "enemy"),
    );
    println!(
        "where the archer at (2, 2) can move (6 points) for a clear shot at (6, 2), \
         cheapest first, as (cell, cost): {spots:?}\n"
    );
    Ok(())
}

/// A pointy-top hex board (odd rows shifted right) with a forest belt.
fn hex_run(search: &mut Scratch, sheet: &mut Sheet) -> Result<(), RangeError> {
    let board = HexGrid::new(9, 7, OffsetLayout::OddR).expect("valid size");
    // The terrain read from a rule instead of a copied vector, as a game reads its
    // own tiles: forest in column 5.
    let forest = |c: usize| {
        let col = board
            .coord_of(c)
            .map(|h| board.layout().from_hex(h))
            .map_or(0, |o| o.col);
        u8::from(col == 5)
    };
    let map = TacticsMap::from_fn(board, forest)?;
    let profile = MoveProfile::from_costs([Some(1), Some(3)])?;
    let start = board
        .cell_of(board.layout().to_hex(OffsetCoord::new(3, 3)))
        .expect("on the board");
    let reach = search
        .movement
        .reach(&Query::new(&map, &profile), start, 4)?;
    let terrain = |c| ["plain", "forest"][map.terrain(c).unwrap_or(0) as usize];
    let panel = Panel::new("hex map: reach with 4 points", &board, terrain);
    sheet.add(panel.reach(|c| reach.remaining(c), start));
    println!("== hex board (odd-r), budget 4, forest column 5 costs 3 ==");
    println!("(number = movement left, ^ forest out of reach, . plain out of reach)");
    for row in 0..board.rows() {
        let indent = if row % 2 == 1 { "  " } else { "" };
        let cells: Vec<String> = (0..board.cols())
            .map(|col| {
                let c = board
                    .cell_of(
                        board
                            .layout()
                            .to_hex(OffsetCoord::new(col as i32, row as i32)),
                    )
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

    // The same board with the forest blocking sight: what the unit sees from where it
    // stands, and where it can move (4 points) to shoot (7, 3) with a bow.
    let sight = SightRules::new().blocking(1);
    let fog = search.sight.fog(
        &map,
        &sight,
        &[Viewer {
            cell: start,
            range: 4,
        }],
    )?;
    let seen = (0..map.len()).filter(|&c| fog.sees(c)).count();
    let panel = Panel::new("hex map: fog, the forest blocks sight", &board, terrain);
    sheet.add(panel.fog(|c| fog.sees(c)).unit(start, "A", "ally"));
    let target = board
        .cell_of(board.layout().to_hex(OffsetCoord::new(7, 3)))
        .expect("on the board");
    let q = Query::new(&map, &profile);
    let spots: Vec<(usize, u32)> =
        search
            .targeting
            .firing_positions(&q, &sight, start, 4, AttackRange::new(2, 3)?, target)?;
    let shown: Vec<_> = spots
        .iter()
        .filter_map(|&(c, cost)| {
            board
                .coord_of(c)
                .map(|h| board.layout().from_hex(h))
                .map(|o| ((o.col, o.row), cost))
        })
        .collect();
    println!(
        "with the forest blocking sight the unit sees {seen} of {} hexes (range 4); \
         to shoot (7, 3) with a bow 2..=3 it can move to, as ((col, row), cost): {shown:?}",
        map.len()
    );
    let mut panel = Panel::new("hex map: firing positions, 4 points", &board, terrain);
    if let Some(&(cheapest, _)) = spots.first() {
        panel = panel.fire(cheapest, target);
    }
    sheet.add(
        panel
            .firing(spots)
            .unit(start, "A", "ally")
            .unit(target, "E", "enemy"),
    );
    Ok(())
}
