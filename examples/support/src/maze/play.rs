//! `maze play`: walk the maze from the start to the goal; the end shows your steps
//! against the shortest path. Shift + an arrow (or H J K L) runs to the next junction;
//! `r` starts the same maze again, `n` makes a new one.

use banmen::maze_gen::{Direction, DistanceMap, Maze, MazeError};

use super::picture::Picture;
use crate::common::input::Input;
use crate::common::screen::{Frame, count};
use crate::common::term::{Key, Paint};

use super::line::{Action, LINES, from_line};

/// A maze to walk: where it starts and ends, the shortest path, and each cell's
/// distance to the goal.
pub struct Walk {
    /// The maze.
    pub maze: Maze,
    /// The cell the walk starts on (`S`).
    pub start: usize,
    /// The cell to reach (`G`).
    pub goal: usize,
    /// The fewest steps from the start to the goal.
    pub shortest: u32,
    /// Each cell's distance to the goal.
    pub to_goal: DistanceMap,
    /// What the maze is, in one line (its algorithm, size and seed).
    pub title: String,
    /// Cells with an enemy (`E`): meeting one sends the walker back to the start.
    pub enemies: Vec<usize>,
    /// Cells with an item (`i`): walking onto one picks it up.
    pub items: Vec<usize>,
}

/// The keys in a few words, for a window too short for [`KEYS`].
const SHORT_KEYS: &str = "arrows walk, r restart, n new maze, q";
const KEYS: &str = "arrows or h j k l walk, Shift + arrow or H J K L run to the next \
junction, r start again, n new maze, q quit. # wall, S start, G goal, @ you, . your trail, \
i an item (pick it up), E an enemy (it sends you back to the start)";
fn arrow(key: &Key) -> Option<Direction> {
    Some(match key {
        Key::Up | Key::Char('k') => Direction::North,
        Key::Right | Key::Char('l') => Direction::East,
        Key::Down | Key::Char('j') => Direction::South,
        Key::Left | Key::Char('h') => Direction::West,
        _ => return None,
    })
}

fn from_key(key: Key) -> Result<Action, String> {
    if let Some(dir) = arrow(&key) {
        return Ok(Action::Go(dir));
    }
    Ok(match key {
        Key::Shift(inner) => match arrow(&inner) {
            Some(dir) => Action::Run(dir),
            None => return Err(format!("unknown key Shift-{inner}; the keys are on top")),
        },
        Key::Char(c @ ('H' | 'J' | 'K' | 'L')) => {
            Action::Run(arrow(&Key::Char(c.to_ascii_lowercase())).unwrap_or(Direction::North))
        }
        Key::Char('r') => Action::Restart,
        Key::Char('n') => Action::New,
        Key::Char('q') => Action::Quit,
        other => return Err(format!("unknown key {other}; the keys are on top")),
    })
}

/// Walks from the start until the goal, a quit or the end of input. `make(k)` makes
/// the `k`-th maze of the game (0 the first; `n` asks for the next).
pub fn play(mut make: impl FnMut(u64) -> Result<Walk, MazeError>) -> Result<(), MazeError> {
    let mut made = 0;
    let mut walk = make(made)?;
    let mut input = Input::open();
    let paint = Paint::from_env();
    let (mut here, mut steps) = (walk.start, 0u64);
    let mut trail = vec![false; walk.maze.len()];
    let mut note = String::new();
    if !input.is_raw() {
        println!(
            "{}: walk from S to G, the shortest path is {}",
            walk.title,
            count(walk.shortest, "step")
        );
        println!("{LINES}");
        println!("# wall, S start, G goal, @ you, . where you have been");
    }
    let raw = input.is_raw();
    loop {
        if here == walk.goal && !raw {
            break;
        }
        if here == walk.goal {
            // The goal screen: the maze as walked, and what next.
            input.discard_typed_ahead();
            let status = format!(
                "well done: {}, the shortest is {}; {} of {} items, {} met",
                count(steps, "step"),
                walk.shortest,
                picked(&walk, here, &trail),
                walk.items.len(),
                match met(&walk, here, &trail) {
                    1 => "1 enemy".to_string(),
                    n => format!("{n} enemies"),
                }
            );
            let mut done = frame(
                &walk,
                here,
                &trail,
                paint,
                status,
                std::mem::take(&mut note),
            );
            done.legend = "well done! n next maze, r this maze again, q quit".into();
            done.short_legend = "n next maze, r again, q quit".into();
            let answer = |key: Key| match key {
                Key::Char('n') => Ok(Action::New),
                Key::Char('r') => Ok(Action::Restart),
                Key::Char('q') | Key::Esc => Ok(Action::Quit),
                other => Err(format!("key {other}: n next maze, r again, q quits")),
            };
            match input.next_command(&done, answer, |_| Ok(Action::Quit)) {
                Some(action @ (Action::New | Action::Restart)) => {
                    reset(&mut make, &mut made, &mut walk, &action, &mut note)?;
                    here = walk.start;
                    steps = 0;
                    trail = vec![false; walk.maze.len()];
                    continue;
                }
                _ => break,
            }
        }
        let status = format!(
            "{}; the goal is {} away (shortest path {})",
            count(steps, "step"),
            count(far(&walk.to_goal, here), "step"),
            walk.shortest
        );
        let frame = frame(
            &walk,
            here,
            &trail,
            paint,
            status,
            std::mem::take(&mut note),
        );
        let Some(action) = input.next_command(&frame, from_key, from_line) else {
            break;
        };
        let found = (picked(&walk, here, &trail), met(&walk, here, &trail));
        match action {
            Action::Go(dir) => match walk.maze.step(here, dir) {
                Some(next) if is_open(&walk.maze, here, dir) => {
                    trail[here] = true;
                    here = next;
                    steps += 1;
                }
                _ => note = format!("a wall to the {}", name(dir)),
            },
            Action::Run(dir) => {
                let walked = run(&walk, &mut here, &mut trail, dir);
                if walked == 0 {
                    note = format!("a wall to the {}", name(dir));
                }
                steps += walked;
            }
            Action::Restart | Action::New => {
                reset(&mut make, &mut made, &mut walk, &action, &mut note)?;
                here = walk.start;
                steps = 0;
                trail = vec![false; walk.maze.len()];
            }
            Action::Quit => break,
        }
        // What the step (or the run) came upon.
        if !matches!(action, Action::Restart | Action::New) {
            let (items, enemies) = (picked(&walk, here, &trail), met(&walk, here, &trail));
            if items > found.0 {
                note = format!("picked up an item: {} of {}", items, walk.items.len());
            }
            if enemies > found.1 {
                note = format!("you met an enemy ({} so far)", enemies);
            }
        }
    }
    input.close();
    if here == walk.goal {
        // The goal screen showed the maze in a raw terminal; line mode prints it.
        if !raw {
            show(&walk, here, &trail, paint);
        }
        println!(
            "goal reached in {}; the shortest path is {}",
            count(steps, "step"),
            count(walk.shortest, "step")
        );
    } else {
        println!(
            "stopped after {}, {} from the goal (shortest path {})",
            count(steps, "step"),
            count(far(&walk.to_goal, here), "step"),
            walk.shortest
        );
    }
    Ok(())
}

/// `r` or `n`: the same maze from its start, or the next one; says which in `note`.
fn reset(
    make: &mut impl FnMut(u64) -> Result<Walk, MazeError>,
    made: &mut u64,
    walk: &mut Walk,
    action: &Action,
    note: &mut String,
) -> Result<(), MazeError> {
    if matches!(action, Action::New) {
        *made += 1;
        *walk = make(*made)?;
        *note = format!("a new maze: {}", walk.title);
    } else {
        *note = "back at the start".into();
    }
    Ok(())
}

/// Walks from `here` towards `dir`, then on along the corridor (turning with it)
/// until a junction, a dead end or the goal; the steps walked.
fn run(walk: &Walk, here: &mut usize, trail: &mut [bool], mut dir: Direction) -> u64 {
    let maze = &walk.maze;
    let mut walked = 0;
    // A corridor cannot be longer than the maze has cells.
    for _ in 0..maze.len() {
        let from = *here;
        let Some(next) = maze.step(from, dir).filter(|_| is_open(maze, from, dir)) else {
            break;
        };
        trail[*here] = true;
        *here = next;
        walked += 1;
        if *here == walk.goal {
            break;
        }
        let back = dir.opposite();
        let ways: Vec<Direction> = Direction::ALL
            .into_iter()
            .filter(|&d| d != back && is_open(maze, *here, d))
            .collect();
        match ways[..] {
            [only] => dir = only,
            _ => break,
        }
    }
    walked
}

/// Whether the `dir` side of the cell at index `cell` is open.
fn is_open(maze: &Maze, cell: usize, dir: Direction) -> bool {
    maze.coord_of(cell)
        .is_some_and(|c| maze.is_open_side(c, dir))
}

fn far(to_goal: &DistanceMap, cell: usize) -> String {
    to_goal
        .distance(cell)
        .map_or_else(|| "unreachable".into(), |d| d.to_string())
}

fn name(dir: Direction) -> &'static str {
    match dir {
        Direction::North => "north",
        Direction::East => "east",
        Direction::South => "south",
        Direction::West => "west",
    }
}

/// How many of the items the walk has come upon (the cells walked, and here).
fn picked(walk: &Walk, here: usize, trail: &[bool]) -> usize {
    let been = |c: usize| c == here || trail.get(c).copied().unwrap_or(false);
    walk.items.iter().filter(|&&c| been(c)).count()
}

/// How many of the enemies the walk has met.
fn met(walk: &Walk, here: usize, trail: &[bool]) -> usize {
    let been = |c: usize| c == here || trail.get(c).copied().unwrap_or(false);
    walk.enemies.iter().filter(|&&c| been(c)).count()
}

/// The maze with S, G, the items not yet picked up (`i`), the enemies (`E`), the
/// cells walked (`.`) and the walker (`@`).
fn picture(walk: &Walk, here: usize, trail: &[bool]) -> Picture {
    let mut picture = Picture::new(&walk.maze);
    for (cell, _) in trail.iter().enumerate().filter(|&(_, &t)| t) {
        picture.put(&walk.maze, cell, '.');
    }
    for &item in walk
        .items
        .iter()
        .filter(|&&c| !trail.get(c).copied().unwrap_or(false))
    {
        picture.put(&walk.maze, item, 'i');
    }
    for &enemy in &walk.enemies {
        picture.put(&walk.maze, enemy, 'E');
    }
    picture.put(&walk.maze, walk.start, 'S');
    picture.put(&walk.maze, walk.goal, 'G');
    picture.put(&walk.maze, here, '@');
    picture
}

fn show(walk: &Walk, here: usize, trail: &[bool], paint: Paint) {
    picture(walk, here, trail).print(paint);
}

/// The screen: the title and status on top, the maze scrolled to keep `@` in view.
fn frame(
    walk: &Walk,
    here: usize,
    trail: &[bool],
    paint: Paint,
    status: String,
    note: String,
) -> Frame {
    let c = walk.maze.coord_of(here).unwrap_or_default();
    Frame {
        legend: KEYS.into(),
        short_legend: SHORT_KEYS.into(),
        // The status stays in view whatever the window's size.
        // One line: a 20x10 maze (21 rows) fits 80 x 24 with the legend and a note.
        top: vec![format!("{}: {status}", walk.title)],
        body: picture(walk, here, trail).painted(paint),
        under: Vec::new(),
        margin: 0,
        focus: (2 * c.x + 1, 2 * c.y + 1),
        notes: [note].into_iter().filter(|l| !l.is_empty()).collect(),
        whole: false,
    }
}
