//! `maze play`: walk the maze from the start to the goal; the end shows your steps
//! against the shortest path.

use banmen::maze_gen::{Direction, DistanceMap, Maze};

use crate::Picture;
use crate::common::input::{Input, no_more};
use crate::common::term::{Key, Paint, clear_screen};

/// What the walker asked for.
enum Action {
    Go(Direction),
    Quit,
}

const KEYS: &str = "arrows or h j k l walk, q quits";
const LINES: &str = "commands: go north|east|south|west (or n e s w), up, down, left, \
right, quit";

fn from_key(key: Key) -> Result<Action, String> {
    Ok(match key {
        Key::Up | Key::Char('k') => Action::Go(Direction::North),
        Key::Right | Key::Char('l') => Action::Go(Direction::East),
        Key::Down | Key::Char('j') => Action::Go(Direction::South),
        Key::Left | Key::Char('h') => Action::Go(Direction::West),
        Key::Char('q') => Action::Quit,
        other => return Err(format!("unknown key {other}: {KEYS}")),
    })
}

fn direction(word: &str) -> Option<Direction> {
    Some(match word {
        "north" | "n" | "up" | "k" => Direction::North,
        "east" | "e" | "right" | "l" => Direction::East,
        "south" | "s" | "down" | "j" => Direction::South,
        "west" | "w" | "left" | "h" => Direction::West,
        _ => return None,
    })
}

fn from_line(words: &[&str]) -> Result<Action, String> {
    let action = match words[0] {
        "go" => {
            let word = words
                .get(1)
                .ok_or("go: which way? north, east, south or west")?;
            let dir = direction(word)
                .ok_or_else(|| format!("go: {word:?} is not north, east, south or west"))?;
            no_more(words, 1)?;
            return Ok(Action::Go(dir));
        }
        "quit" | "q" => Action::Quit,
        word => match direction(word) {
            Some(dir) => Action::Go(dir),
            None => return Err(format!("unknown command {word:?}; {LINES}")),
        },
    };
    no_more(words, 0)?;
    Ok(action)
}

/// Walks from `start` until the goal, a quit or the end of input. `to_goal` holds
/// each cell's distance to the goal.
pub fn play(maze: &Maze, start: usize, goal: usize, shortest: u32, to_goal: &DistanceMap) {
    let mut input = Input::open();
    let paint = Paint::from_env();
    let (mut here, mut steps) = (start, 0u64);
    let mut trail = vec![false; maze.len()];
    let mut note = String::new();
    println!("{}", if input.is_raw() { KEYS } else { LINES });
    while here != goal {
        if input.is_raw() {
            clear_screen();
            println!("{KEYS}");
        }
        show(maze, start, goal, here, &trail, paint);
        println!(
            "{steps} steps; the goal is {} steps away",
            far(to_goal, here)
        );
        if !note.is_empty() {
            println!("{}", std::mem::take(&mut note));
        }
        let Some(action) = input.next_command("> ", from_key, from_line) else {
            break;
        };
        match action {
            Action::Go(dir) if maze.is_open(maze.cell_at(here), dir) => {
                if let Some(next) = maze.step(here, dir) {
                    trail[here] = true;
                    here = next;
                    steps += 1;
                }
            }
            Action::Go(dir) => note = format!("a wall to the {}", name(dir)),
            Action::Quit => break,
        }
    }
    if here == goal {
        if input.is_raw() {
            clear_screen();
        }
        show(maze, start, goal, here, &trail, paint);
        println!("goal reached in {steps} steps; the shortest path is {shortest} steps");
    } else {
        println!(
            "stopped after {steps} steps, {} steps from the goal (shortest path {shortest})",
            far(to_goal, here)
        );
    }
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

/// The maze with S, G, the cells walked (`.`) and the walker (`@`).
fn show(maze: &Maze, start: usize, goal: usize, here: usize, trail: &[bool], paint: Paint) {
    let mut picture = Picture::new(maze);
    for (cell, _) in trail.iter().enumerate().filter(|&(_, &t)| t) {
        picture.put(maze, cell, '.');
    }
    picture.put(maze, start, 'S');
    picture.put(maze, goal, 'G');
    picture.put(maze, here, '@');
    picture.print(paint);
}
