//! `samegame play`: the game as the seed article plays it. A cursor marks the group
//! under it (its size and what it would score); Enter removes it; `u` undoes, `r`
//! retries the same board, `n` deals a new one, `q` quits.

use banmen::samegame_board::{Board, Cell, Game, Rules, Scoring};

use crate::common::input::{Input, no_more, number_word};
use crate::common::screen::Frame;
use crate::common::term::{Key, Paint};

/// A seeded board to play, and the rules.
pub struct Setup {
    pub seed: u64,
    pub width: usize,
    pub height: usize,
    pub colours: usize,
    pub rules: Rules,
    pub rules_name: &'static str,
}

/// What the player asked for.
enum Action {
    /// Move the cursor by (columns, rows up).
    Step(i32, i32),
    /// Put the cursor on a cell.
    MoveTo(Cell),
    Remove,
    Undo,
    Retry,
    New,
    Quit,
}

const KEYS: &str = "arrows or h j k l move, Enter removes, u undo, r retry, n new board, q quit";
const LINES: &str = "commands: move X Y, left, right, up, down (or h j k l), remove, \
undo, retry, new, quit";

fn from_key(key: Key) -> Result<Action, String> {
    Ok(match key {
        Key::Left | Key::Char('h') => Action::Step(-1, 0),
        Key::Right | Key::Char('l') => Action::Step(1, 0),
        Key::Up | Key::Char('k') => Action::Step(0, 1),
        Key::Down | Key::Char('j') => Action::Step(0, -1),
        Key::Enter | Key::Char(' ') => Action::Remove,
        Key::Char('u') => Action::Undo,
        Key::Char('r') => Action::Retry,
        Key::Char('n') => Action::New,
        Key::Char('q') => Action::Quit,
        other => return Err(format!("unknown key {other}: {KEYS}")),
    })
}

fn from_line(words: &[&str], board: &Board) -> Result<Action, String> {
    let action = match words[0] {
        "move" => {
            let x = number_word(words, 1, "X", 0..=board.width() - 1)?;
            let y = number_word(words, 2, "Y", 0..=board.height() - 1)?;
            no_more(words, 2)?;
            return Ok(Action::MoveTo(Cell::new(x as u8, y as u8)));
        }
        "left" | "h" => Action::Step(-1, 0),
        "right" | "l" => Action::Step(1, 0),
        "up" | "k" => Action::Step(0, 1),
        "down" | "j" => Action::Step(0, -1),
        "remove" | "enter" => Action::Remove,
        "undo" | "u" => Action::Undo,
        "retry" | "r" => Action::Retry,
        "new" | "n" => Action::New,
        "quit" | "q" => Action::Quit,
        other => return Err(format!("unknown command {other:?}; {LINES}")),
    };
    no_more(words, 0)?;
    Ok(action)
}

/// Plays until the player quits or the input ends.
pub fn play(setup: &Setup) -> Result<(), String> {
    let mut seed = setup.seed;
    let deal = |seed| {
        Game::random(setup.width, setup.height, setup.colours, seed, setup.rules)
            .map_err(|e| e.to_string())
    };
    let mut game = deal(seed)?;
    let mut cursor = Cell::new(0, 0);
    let mut input = Input::open();
    let paint = Paint::from_env();
    if !input.is_raw() {
        println!("{LINES}");
        println!("cells: x = column from the left, y = row from the bottom");
    }
    // What the last command did, shown under the board.
    let mut notes: Vec<String> = Vec::new();
    loop {
        let frame = show(
            &game,
            cursor,
            setup,
            seed,
            paint,
            std::mem::take(&mut notes),
        );
        let board = game.board().clone();
        let Some(action) = input.next_command(&frame, from_key, |w| from_line(w, &board)) else {
            break;
        };
        match action {
            Action::Step(dx, dy) => cursor = step(cursor, dx, dy, game.board()),
            Action::MoveTo(cell) => cursor = cell,
            Action::Remove => match game.play(cursor) {
                Ok(p) => notes.push(format!("removed {} tiles: +{}", p.size, p.points)),
                Err(e) => notes.push(format!("cannot remove at {cursor}: {e}")),
            },
            Action::Undo => match game.undo() {
                Ok(p) => notes.push(format!("took back {} tiles at {}", p.size, p.cell)),
                Err(e) => notes.push(e.to_string()),
            },
            Action::Retry => {
                game.restart();
                notes.push(format!("the same board again (seed {seed})"));
            }
            Action::New => {
                seed = seed.wrapping_add(1);
                game = deal(seed)?;
                notes.push(format!("a new board (seed {seed})"));
            }
            Action::Quit => break,
        }
    }
    input.close();
    println!(
        "final score: {} ({} moves)",
        game.final_score(),
        game.history().len()
    );
    Ok(())
}

/// The cursor moved by (dx, dy), kept on the board.
fn step(cursor: Cell, dx: i32, dy: i32, board: &Board) -> Cell {
    let clamp = |v: u8, d: i32, len: usize| (i32::from(v) + d).clamp(0, len as i32 - 1) as u8;
    Cell::new(
        clamp(cursor.x, dx, board.width()),
        clamp(cursor.y, dy, board.height()),
    )
}

/// The board (rows from the top, `y` labels on the left, `x` below), the marked
/// group, the score, and at the end of a game the end points and tiles left.
fn show(
    game: &Game,
    cursor: Cell,
    setup: &Setup,
    seed: u64,
    paint: Paint,
    mut notes: Vec<String>,
) -> Frame {
    let board = game.board();
    let group = board.group_at(cursor);
    let top = vec![format!(
        "seed {seed}, {}x{}, {} colours, {}",
        setup.width, setup.height, setup.colours, setup.rules_name
    )];
    let mut body = Vec::new();
    for y in (0..board.height()).rev() {
        let mut line = format!("{y:>2} ");
        for x in 0..board.width() {
            let cell = Cell::new(x as u8, y as u8);
            let marked = group.as_ref().is_some_and(|g| g.contains(cell));
            line.push(match (cell == cursor, marked) {
                (true, _) => '>',
                (false, true) => '*',
                _ => ' ',
            });
            let tile = board.get(cell);
            let symbol = tile.map_or('.', |c| c.symbol()).to_string();
            line += &match tile {
                Some(c) if paint.is_on() => {
                    let style = Paint::palette(c.index());
                    let style = if marked {
                        format!("7;{style}")
                    } else {
                        style.to_string()
                    };
                    paint.paint(&style, &symbol)
                }
                _ => symbol,
            };
        }
        body.push(line);
    }
    let xs: String = (0..board.width())
        .map(|x| format!("{:>2}", x % 100))
        .collect();
    body.push(format!("   {xs}"));
    let mut status = Vec::new();
    status.push(match group {
        Some(g) if g.is_removable() => format!(
            "cursor {cursor}: {} tiles of colour {}, would score {}",
            g.size(),
            g.colour().get(),
            setup.rules.group_points(g.size(), g.colour())
        ),
        Some(g) => format!(
            "cursor {cursor}: a single tile of colour {}, cannot be removed",
            g.colour().get()
        ),
        None => format!("cursor {cursor}: empty"),
    });
    status.push(format!(
        "score {} after {} moves, {} tiles left",
        game.score(),
        game.history().len(),
        board.tiles()
    ));
    if game.is_over() {
        status.extend(show_end(game));
    }
    status.append(&mut notes);
    let focus_row = board.height() - 1 - usize::from(cursor.y);
    Frame {
        legend: KEYS.into(),
        top,
        focus: (3 + 2 * usize::from(cursor.x), focus_row),
        body,
        notes: status,
    }
}

/// The game-over lines: end points, final score, tiles left per colour.
fn show_end(game: &Game) -> Vec<String> {
    let remaining = game.board().remaining_all();
    let end = game.rules().end_points(remaining);
    let what = match (game.board().is_cleared(), end) {
        (true, _) => format!("board cleared: clear bonus {end:+}"),
        (false, 0) => "no moves left: no end penalty under these rules".to_string(),
        (false, _) => format!("no moves left: end penalty {end:+}"),
    };
    vec![
        format!("game over. {what}"),
        crate::tiles_left(game.board()),
        format!("game over score: {}", game.final_score()),
        "r retry, n new board, u undo, q quit".to_string(),
    ]
}
