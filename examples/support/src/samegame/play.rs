//! `samegame play`: SameGame as the classic desktop versions play it. A cursor marks the group
//! under it (its size and what it would score); Enter removes it. `u` undoes and `U`
//! redoes anything, a retry or a new board included; `r` retries the same board, `n`
//! deals a new one, `q` quits. A finished game goes on the high-score list of its
//! board and rules.

use banmen::samegame_board::{Board, Cell, Game, Rules, Scoring};

use crate::common::input::Input;
use crate::common::screen::{Frame, count};
use crate::common::term::{Key, Paint};

use super::line::{Action, LINES, from_line};
use super::scores::{self, Score};

/// A seeded board to play, and the rules.
pub struct Setup {
    /// The seed of the first board (`n` deals from the next seeds).
    pub seed: u64,
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// How many colours the tiles take.
    pub colours: usize,
    /// The scoring and end rules.
    pub rules: Rules,
    /// The rule set's name on the command line (`classic`, `desktop`, ...).
    pub rules_key: &'static str,
    /// The rule set's name as the screen says it.
    pub rules_name: &'static str,
    /// `--no-scores`: keep no high scores.
    pub no_scores: bool,
}

/// The keys in a few words, for a window too short for [`KEYS`].
const SHORT_KEYS: &str = "arrows move, Enter removes, ? help, q";
const KEYS: &str = "arrows or h j k l move, Enter removes, u undo, U redo (a retry or a \
new board too), r retry, n new board, s high scores, ? help, q quit";
/// The keys once the game is over.
const SHORT_END_KEYS: &str = "r again, n new, u undo, s scores, q";
const END_KEYS: &str = "game over: r plays this board again, n deals a new one, u takes \
the last move back, s shows the high scores, q quits";
fn from_key(key: Key) -> Result<Action, String> {
    Ok(match key {
        Key::Left | Key::Char('h') => Action::Step(-1, 0),
        Key::Right | Key::Char('l') => Action::Step(1, 0),
        Key::Up | Key::Char('k') => Action::Step(0, 1),
        Key::Down | Key::Char('j') => Action::Step(0, -1),
        Key::Enter | Key::Char(' ') => Action::Remove,
        Key::Char('u') => Action::Undo,
        Key::Char('U') => Action::Redo,
        Key::Char('r') => Action::Retry,
        Key::Char('n') => Action::New,
        Key::Char('s') => Action::Scores,
        Key::Char('?') => Action::Help,
        Key::Other(name) if name == "F1" => Action::Help,
        Key::Esc => Action::Back,
        Key::Char('q') => Action::Quit,
        other => return Err(format!("unknown key {other}; ? shows the keys")),
    })
}

/// The game as it stands: which board, the game on it, the cursor. Undo and redo
/// step between whole states, so a retry or a new board can be taken back too.
#[derive(Clone)]
struct State {
    seed: u64,
    game: Game,
    cursor: Cell,
    /// What made this state from the one before (for "took back ...").
    how: String,
}

/// Plays until the player quits or the input ends.
pub fn play(setup: &Setup) -> Result<(), String> {
    let deal = |seed| {
        Game::from_seed(setup.width, setup.height, setup.colours, seed, setup.rules)
            .map_err(|e| e.to_string())
    };
    let mut now = State {
        seed: setup.seed,
        game: deal(setup.seed)?,
        cursor: Cell::new(0, 0),
        how: String::new(),
    };
    let (mut past, mut future): (Vec<State>, Vec<State>) = (Vec::new(), Vec::new());
    let score_file = scores::path(setup.no_scores);
    let table = format!(
        "{}x{}, {} colours, {}",
        setup.width, setup.height, setup.colours, setup.rules_key
    );
    let mut input = Input::open();
    let paint = Paint::from_env();
    if !input.is_raw() {
        println!("{LINES}");
        println!("cells: x = column from the left, y = row from the bottom");
        println!("rules: {}", setup.rules_name);
    }
    // What the last command did, shown under the board.
    let mut notes: Vec<String> = Vec::new();
    // The help or the high scores, shown in place of the board until the next key.
    let mut overlay: Option<Overlay> = None;
    loop {
        if let Some(o) = overlay.take() {
            let frame = o.frame(setup, &table);
            if input.is_raw() {
                // Any key goes back to the board; q still quits.
                let back = |k: Key| {
                    Ok(if matches!(k, Key::Char('q')) {
                        Action::Quit
                    } else {
                        Action::Back
                    })
                };
                match input.next_command(&frame, back, |_| Ok(Action::Back)) {
                    None | Some(Action::Quit) => break,
                    Some(_) => continue,
                }
            }
            // Line mode prints it once, then the board as usual.
            frame.print_lines();
        }
        let mut frame = show(&now, setup, paint, std::mem::take(&mut notes));
        if now.game.is_over() && !input.is_raw() {
            // Line mode prints no key legend: what the player can do next.
            frame.notes.push("retry, new, undo, scores or quit".into());
        }
        let board = now.game.board().clone();
        let Some(action) = input.next_command(&frame, from_key, |w| from_line(w, &board)) else {
            break;
        };
        let before = now.clone();
        let changed = match action {
            Action::Step(dx, dy) => {
                now.cursor = step(now.cursor, dx, dy, now.game.board());
                false
            }
            Action::MoveTo(cell) => {
                now.cursor = cell;
                false
            }
            Action::Remove => match now.game.play(now.cursor) {
                Ok(p) => {
                    now.how = format!("removing {} tiles at {}", p.size, p.cell);
                    notes.push(format!("removed {} tiles: +{}", p.size, p.points));
                    if now.game.is_over() {
                        notes.extend(record(&score_file, &table, &now));
                    }
                    true
                }
                Err(e) => {
                    notes.push(format!("cannot remove: {e}"));
                    false
                }
            },
            Action::Undo | Action::Redo => {
                let undo = matches!(action, Action::Undo);
                let source = if undo { &mut past } else { &mut future };
                match source.pop() {
                    Some(state) => {
                        let done = if undo {
                            format!("took back {}", now.how)
                        } else {
                            format!("played again: {}", state.how)
                        };
                        let old = std::mem::replace(&mut now, state);
                        if undo {
                            future.push(old)
                        } else {
                            past.push(old)
                        }
                        notes.push(done);
                    }
                    None if undo => notes.push("there is no move to undo".into()),
                    None => notes.push("there is nothing to redo".into()),
                }
                false
            }
            Action::Help | Action::Scores => {
                overlay = Some(if matches!(action, Action::Help) {
                    Overlay::Help
                } else {
                    Overlay::Scores
                });
                false
            }
            Action::Back => false,
            Action::Retry if now.game.history().len() == 0 => {
                // Nothing to go back to: no second undo step for the same board.
                notes.push("this board is at its start already".into());
                false
            }
            Action::Retry => {
                now.game.restart();
                now.how = "the retry".into();
                notes.push(format!(
                    "the same board again (seed {}); u takes the retry back",
                    now.seed
                ));
                true
            }
            Action::New => {
                now.seed = now.seed.wrapping_add(1);
                now.game = deal(now.seed)?;
                now.cursor = Cell::new(0, 0);
                now.how = format!("the new board (seed {})", now.seed);
                notes.push(format!("a new board (seed {}); u takes it back", now.seed));
                true
            }
            Action::Quit => break,
        };
        if changed {
            past.push(before);
            future.clear();
        }
    }
    input.close();
    println!(
        "final score: {} ({})",
        now.game.final_score(),
        count(now.game.history().len(), "move")
    );
    Ok(())
}

/// Puts a finished game on the high-score list; the lines saying where it came.
fn record(file: &Option<std::path::PathBuf>, table: &str, now: &State) -> Vec<String> {
    let Some(path) = file else {
        return Vec::new();
    };
    let score = Score {
        table: table.to_string(),
        points: now.game.final_score(),
        seed: now.seed,
        moves: now.game.history().len(),
    };
    match scores::record(path, score) {
        Ok(Some(place)) => vec![format!("high score: place {place} (s shows the list)")],
        Ok(None) => Vec::new(),
        Err(e) => vec![format!("high scores not saved: {e}")],
    }
}

/// The cursor moved by (dx, dy), kept on the board.
fn step(cursor: Cell, dx: i32, dy: i32, board: &Board) -> Cell {
    let clamp = |v: u8, d: i32, len: usize| (i32::from(v) + d).clamp(0, len as i32 - 1) as u8;
    Cell::new(
        clamp(cursor.x, dx, board.width()),
        clamp(cursor.y, dy, board.height()),
    )
}

/// The column labels under the board, two columns a cell: the tens on a line of
/// their own once there are ten columns or more, so each label stays readable.
pub fn column_labels(width: usize) -> Vec<String> {
    let digit = |x: usize, tens: bool| {
        if tens {
            if x >= 10 {
                format!("{:>2}", (x / 10) % 10)
            } else {
                "  ".into()
            }
        } else {
            format!("{:>2}", x % 10)
        }
    };
    let line = |tens| -> String {
        let cells: String = (0..width).map(|x| digit(x, tens)).collect();
        format!("   {cells}").trim_end().to_string()
    };
    if width > 10 {
        vec![line(true), line(false)]
    } else {
        vec![line(false)]
    }
}

/// The board (rows from the top, `y` labels on the left, `x` below), the marked
/// group, the score, and at the end of a game the end points, tiles left and high
/// scores.
fn show(now: &State, setup: &Setup, paint: Paint, notes: Vec<String>) -> Frame {
    let (game, cursor, seed) = (&now.game, now.cursor, now.seed);
    let board = game.board();
    let group = board.group_at(cursor);
    let mut top = vec![format!(
        "seed {seed}, {}x{}, {} colours, {}",
        setup.width, setup.height, setup.colours, setup.rules_key
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
    // The status stays on top, whatever the board's size: short lines, so that it
    // takes one row each at 40 columns. Colours are named by their tiles' symbols.
    let over = game.is_over();
    if over {
        // The end of the game replaces the board's name: what the game came to.
        top = show_end(game);
    } else {
        top.push(match group {
            Some(g) if g.is_removable() => format!(
                "cursor {cursor}: {} tiles of colour {}, +{}",
                g.size(),
                g.color().symbol(),
                setup.rules.group_points(g.size(), g.color())
            ),
            Some(g) => format!(
                "cursor {cursor}: a lone tile of colour {}",
                g.color().symbol()
            ),
            None => format!("cursor {cursor}: empty"),
        });
        top.push(format!(
            "score {} after {}, {} left",
            game.score(),
            count(game.history().len(), "move"),
            count(board.tiles(), "tile")
        ));
    }
    let focus_row = board.height() - 1 - usize::from(cursor.y);
    let (legend, short_legend) = if over {
        (END_KEYS, SHORT_END_KEYS)
    } else {
        (KEYS, SHORT_KEYS)
    };
    Frame {
        legend: legend.into(),
        short_legend: short_legend.into(),
        top,
        focus: (4 + 2 * usize::from(cursor.x), focus_row),
        body,
        under: column_labels(board.width()),
        // The row labels and the cursor's column.
        margin: 3,
        notes,
        whole: false,
    }
}

/// The game-over lines: final score, end points, tiles left per colour.
fn show_end(game: &Game) -> Vec<String> {
    let remaining = game.board().remaining_all();
    let end = game.rules().end_points(remaining);
    let what = match (game.board().is_cleared(), end) {
        (true, _) => format!("board cleared: clear bonus {end:+}"),
        (false, 0) => "no moves left, no end penalty".to_string(),
        (false, _) => format!("no moves left: end penalty {end:+}"),
    };
    let left: Vec<String> = remaining
        .iter()
        .enumerate()
        .map(|(k, n)| format!("{}:{n}", symbol(k)))
        .collect();
    vec![
        format!(
            "game over score: {} ({})",
            game.final_score(),
            count(game.history().len(), "move")
        ),
        what,
        format!("left per colour: {}", left.join(" ")),
    ]
}

/// The symbol of the colour of index `k` (`1`..`9`, `A`..`G`), as its tiles show it.
fn symbol(k: usize) -> char {
    banmen::samegame_board::Color::new(k as u8 + 1).map_or('?', |c| c.symbol())
}

/// What shows in place of the board until the next key.
#[derive(Clone, Copy)]
enum Overlay {
    Help,
    Scores,
}

impl Overlay {
    fn frame(self, setup: &Setup, table: &str) -> Frame {
        let top = match self {
            Overlay::Help => vec![
                "Remove groups of 2 or more touching tiles of one colour; tiles above \
                 fall, empty columns close to the left. No group left: game over."
                    .to_string(),
                format!("Rules: {}.", setup.rules_name),
                "Cells are x,y from the bottom left. u undo, U redo, r same board, n new \
                 board, s high scores, q quit."
                    .to_string(),
            ],
            Overlay::Scores => high_scores(setup, table),
        };
        Frame {
            legend: "any key: back to the board".into(),
            top,
            ..Frame::default()
        }
    }
}

/// The high scores of this board and rule set, one a line, best first.
fn high_scores(setup: &Setup, table: &str) -> Vec<String> {
    let Some(path) = scores::path(setup.no_scores) else {
        return vec!["high scores are off (--no-scores or BANMEN_NO_SCORES)".into()];
    };
    let best = scores::best(&path, table);
    let mut lines = vec![format!("high scores, {table}:")];
    if best.is_empty() {
        lines.push("none yet".into());
    }
    lines.extend(best.iter().enumerate().map(|(i, s)| {
        format!(
            "{:>2}. {} (seed {}, {})",
            i + 1,
            s.points,
            s.seed,
            count(s.moves, "move")
        )
    }));
    lines
}
