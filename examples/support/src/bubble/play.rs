//! `bubble_shooter play`: aim with a guide that shows the path up to its first
//! bounce (as the arcade original does), fire, and see what popped and what fell; the
//! launcher shows the loaded bubble and the next one, which can be swapped. The
//! ceiling comes down every few shots; a bubble on the last row ends the game, and a
//! cleared board starts the next level.

use std::collections::HashSet;
use std::path::Path;

use crate::common::input::Input;
use crate::common::screen::{Frame, count};
use crate::common::term::{Key, Paint};

use super::line::{Action, LINES, MAX_ANGLE, MIN_ANGLE, from_line};
use super::rules::{self, Board, glyph};
use super::scores::{self, Score};
use super::session::{Session, push_every, start_rows};

/// The keys in a few words, for a window too short for [`KEYS`].
const SHORT_KEYS: &str = "arrows aim, Enter fires, s swaps, p b q";
const KEYS: &str = "left/right or h/l aim 2 degrees (H/L 10), Enter or space fires, s swaps \
the loaded bubble with the next, p pauses, b best scores, q quits";
fn from_key(key: Key) -> Result<Action, String> {
    Ok(match key {
        Key::Left | Key::Char('h') => Action::Turn(2.0),
        Key::Right | Key::Char('l') => Action::Turn(-2.0),
        Key::Char('H') => Action::Turn(10.0),
        Key::Char('L') => Action::Turn(-10.0),
        Key::Enter | Key::Char(' ') => Action::Fire(None),
        Key::Char('s') => Action::Swap,
        Key::Char('p') => Action::Pause,
        Key::Char('b') => Action::Scores,
        Key::Char('q') => Action::Quit,
        other => return Err(format!("unknown key {other}; the keys are on top")),
    })
}

/// Plays the game of `seed` until it ends, the player quits or the input ends;
/// `no_scores` (`--no-scores`) keeps no high scores.
pub fn play(seed: u64, no_scores: bool) {
    let scores = scores::path(no_scores);
    let mut input = Input::open();
    let paint = Paint::from_env();
    if !input.is_raw() {
        println!("{LINES}");
    }
    let mut seed = seed;
    // One game a turn of this loop; the game-over screen can start another.
    while let Some(next) = play_one(seed, &mut input, paint, scores.as_deref()) {
        seed = next;
    }
    input.close();
}

/// What the game-over screen asks for: a game from this seed, or the end.
enum Again {
    Seed(u64),
    Scores,
    Quit,
}

/// Records a finished game's score; the lines that say how it placed.
fn record_score(path: Option<&Path>, score: Score) -> Vec<String> {
    let Some(path) = path else {
        return Vec::new();
    };
    match scores::record(path, score) {
        Ok((Some(place), _)) => vec![format!(
            "a high score: number {place} of the best {} (b shows them)",
            scores::KEEP
        )],
        Ok((None, list)) => vec![format!(
            "not among the best {} (the last: {}; b shows them)",
            scores::KEEP,
            list.last().map_or(0, |s| s.points)
        )],
        Err(e) => vec![format!("score not saved: {e}")],
    }
}

/// The best scores on a screen of their own until any key; `false` when the input
/// ended.
fn show_scores(input: &mut Input, path: Option<&Path>, top: Vec<String>) -> bool {
    let body = match path.map(scores::best) {
        None => vec!["no high scores are kept (--no-scores or BANMEN_NO_SCORES)".into()],
        Some(Err(e)) => vec![format!("the high scores cannot be read: {e}")],
        Some(Ok(list)) if list.is_empty() => vec!["no high scores yet".into()],
        Some(Ok(list)) => std::iter::once(format!("the best {}:", scores::KEEP))
            .chain(
                list.iter()
                    .enumerate()
                    .map(|(k, s)| format!("{:>2}. {s}", k + 1)),
            )
            .collect(),
    };
    let frame = Frame {
        legend: "high scores: press any key to go back".into(),
        short_legend: "high scores: any key goes back".into(),
        top,
        body,
        under: Vec::new(),
        margin: 0,
        focus: (0, 0),
        notes: Vec::new(),
        whole: true,
    };
    input.next_command(&frame, |_| Ok(()), |_| Ok(())).is_some()
}

/// Plays one game of `seed`; the seed of the next game if the player asks for one.
fn play_one(seed: u64, input: &mut Input, paint: Paint, scores: Option<&Path>) -> Option<u64> {
    let mut session = Session::new(seed);
    let mut angle = 90.0;
    let mut notes: Vec<String> = Vec::new();
    // The board after the last shot, with what popped and fell marked, shown
    // instead of the aim until the next key.
    let mut marked: Option<String> = None;
    // Points from the levels before this one.
    let mut banked = 0;
    loop {
        if session.game.cleared() {
            // The next level: more rows, the ceiling faster; the score carries on.
            let game = &session.game;
            notes.push(format!(
                "board cleared: score {} after {}",
                banked + game.score,
                count(game.shots, "shot")
            ));
            banked += game.score;
            let level = session.level + 1;
            session = Session::at_level(seed, level);
            notes.push(format!(
                "level {level}: {} rows, the ceiling comes down every {} shots",
                start_rows(level),
                push_every(level)
            ));
        }
        let game = &session.game;
        if game.over {
            break;
        }
        let top = vec![format!(
            "seed {seed}, level {}, shot {}, score {}, the ceiling comes down in {}",
            session.level,
            game.shots + 1,
            banked + game.score,
            count(session.shots_to_push(), "shot")
        )];
        let mut body: Vec<String> = marked
            .take()
            .unwrap_or_else(|| aimed(&game.board, angle, paint))
            .lines()
            .map(String::from)
            .collect();
        body.extend(launcher_lines(&session, angle, paint));
        let frame = Frame {
            legend: KEYS.into(),
            short_legend: SHORT_KEYS.into(),
            top,
            body,
            under: Vec::new(),
            margin: 0,
            focus: (0, 0),
            notes: std::mem::take(&mut notes),
            whole: true,
        };
        let Some(action) = input.next_command(&frame, from_key, from_line) else {
            break;
        };
        match action {
            Action::Turn(d) => angle = (angle + d).clamp(MIN_ANGLE, MAX_ANGLE),
            Action::Aim(a) => angle = a,
            Action::Fire(at) => {
                angle = at.unwrap_or(angle);
                marked = fire(&mut session, angle, paint, &mut notes);
                if !input.is_raw() {
                    notes.extend(marked.take().map(|b| b.trim_end().to_string()));
                }
            }
            Action::Swap => {
                session.swap();
                notes.push(format!(
                    "swapped: {} is loaded, {} is next",
                    glyph(&Some(session.next)),
                    glyph(&Some(session.on_deck))
                ));
            }
            Action::Pause => {
                // The board is hidden while paused, as in the arcade original, so a
                // pause is no time to study it; any key goes on.
                let paused = Frame {
                    legend: "paused: press any key to go on".into(),
                    short_legend: "paused: any key goes on".into(),
                    top: frame.top.clone(),
                    body: vec!["".into(), "  - paused -".into()],
                    under: Vec::new(),
                    margin: 0,
                    focus: (0, 0),
                    notes: Vec::new(),
                    whole: true,
                };
                if input
                    .next_command(&paused, |_| Ok(()), |_| Ok(()))
                    .is_none()
                {
                    break;
                }
                notes.push("going on".into());
            }
            Action::Scores => {
                if !show_scores(input, scores, frame.top.clone()) {
                    break;
                }
            }
            Action::Quit => break,
        }
    }
    let game = &session.game;
    let end = if game.over {
        "a bubble reached the last row: game over"
    } else {
        "stopped"
    };
    let summary = format!(
        "{end}: score {} after {} (level {})",
        banked + game.score,
        count(game.shots, "shot"),
        session.level
    );
    if game.over {
        notes.extend(record_score(
            scores,
            Score {
                points: banked + game.score,
                seed,
                shots: game.shots,
                level: session.level,
            },
        ));
    }
    if input.is_raw() && game.over {
        // The final board stays up until the player says what next. Keys typed
        // while the last shot flew are dropped, and only n, r or q answer, so a
        // queued Enter cannot skip this screen.
        input.discard_typed_ahead();
        let board = marked.unwrap_or_else(|| draw(&game.board, paint, |_| None));
        let frame = Frame {
            legend: "game over: n new game, r this game again, b best scores, q quits".into(),
            short_legend: "n new game, r again, b, q quits".into(),
            top: vec![summary],
            body: board.lines().map(String::from).collect(),
            under: Vec::new(),
            margin: 0,
            focus: (0, 0),
            notes,
            whole: true,
        };
        let answer = |key: Key| match key {
            Key::Char('n') => Ok(Again::Seed(seed.wrapping_add(1))),
            Key::Char('r') => Ok(Again::Seed(seed)),
            Key::Char('b') => Ok(Again::Scores),
            Key::Char('q') | Key::Esc => Ok(Again::Quit),
            other => Err(format!(
                "key {other}: n new game, r again, b best scores, q quits"
            )),
        };
        loop {
            match input.next_command(&frame, answer, |_| Ok(Again::Quit)) {
                Some(Again::Seed(next)) => return Some(next),
                Some(Again::Scores) if show_scores(input, scores, frame.top.clone()) => {}
                Some(Again::Scores | Again::Quit) | None => {
                    input.close();
                    println!("{}", frame.top[0]);
                    return None;
                }
            }
        }
    }
    for note in notes {
        println!("{note}");
    }
    input.close();
    println!("{summary}");
    None
}

/// The launcher under the board: the aim as a short stroke, the loaded bubble at
/// the launcher's place, and the next one beside it.
fn launcher_lines(session: &Session, angle: f64, paint: Paint) -> Vec<String> {
    let board = &session.game.board;
    // A cell's text column is 2x - 1 for its centre's x (cells are two columns wide).
    let column = (2.0 * rules::launcher(board).x - 1.0).round() as usize;
    let (stroke, at) = match angle {
        a if a > 100.0 => ('\\', column.saturating_sub(1)),
        a if a < 80.0 => ('/', column + 1),
        _ => ('|', column),
    };
    let bubble = |k| paint.paint(Paint::palette(usize::from(k)), &glyph(&Some(k)).to_string());
    vec![
        format!("{}{stroke}", " ".repeat(at)),
        format!(
            "{}{}   next {} (s swaps); aim {angle:.0} degrees, 90 straight up",
            " ".repeat(column),
            bubble(session.next),
            bubble(session.on_deck)
        ),
    ]
}

/// Fires and describes the shot: where it settled, the board with `x` for what
/// popped and `v` for what fell, the score, and a ceiling push.
fn fire(
    session: &mut Session,
    angle: f64,
    paint: Paint,
    notes: &mut Vec<String>,
) -> Option<String> {
    let colour = session.next;
    let turn = session.fire(angle);
    let shot = &turn.shot;
    let place = match shot.landed {
        Some(c) => format!("settled at (col {}, row {})", c.col, c.row),
        None => "found no room".into(),
    };
    notes.push(format!(
        "shot {}: {} at {angle:.0} degrees {place}, popped {}, dropped {}, score {}",
        session.game.shots,
        glyph(&Some(colour)),
        shot.popped.len(),
        shot.dropped.len(),
        session.game.score
    ));
    let popped: HashSet<usize> = shot.popped.iter().copied().collect();
    let dropped: HashSet<usize> = shot.dropped.iter().copied().collect();
    let marked = (!popped.is_empty()).then(|| {
        draw(&turn.after_shot, paint, |i| {
            if popped.contains(&i) {
                Some('x')
            } else if dropped.contains(&i) {
                Some('v')
            } else {
                None
            }
        })
    });
    if turn.pushed {
        notes.push("the ceiling comes down a row".into());
    }
    marked
}

/// The board with the aim guide: the cells the shot at `angle` crosses up to its
/// first bounce off a side wall (`*`), as in the arcade original; past that the
/// player judges the bounce.
fn aimed(board: &Board, angle: f64, paint: Paint) -> String {
    let layout = rules::layout(board);
    let mut path = HashSet::new();
    let mut last_x: Option<f64> = None;
    let mut heading: Option<bool> = None;
    let mut bounced = false;
    rules::flight_path(board, rules::launcher(board), angle, |p| {
        if let Some(x) = last_x {
            let right = p.x > x;
            if heading.is_some_and(|h| h != right) {
                bounced = true;
            }
            heading = Some(right);
        }
        last_x = Some(p.x);
        if bounced {
            return;
        }
        let c = layout.pixel_to_offset(board.layout(), p);
        if let Some(i) = board.cell_of(c) {
            path.insert(i);
        }
    });
    draw(board, paint, |i| {
        (path.contains(&i) && board.as_slice()[i].is_none()).then_some('*')
    })
}

/// The board as text, odd rows shifted, `mark` overriding cells, the last row (where
/// a bubble ends the game) under a line.
fn draw(board: &Board, paint: Paint, mark: impl Fn(usize) -> Option<char>) -> String {
    let mut out = String::new();
    for row in 0..board.rows() {
        if row + 1 == board.rows() {
            out += &"-".repeat(2 * board.cols() + 1);
            out += " the last row\n";
        }
        if board.is_shifted_row(row) {
            out.push(' ');
        }
        for col in 0..board.cols() {
            let i = row * board.cols() + col;
            let cell = board.as_slice()[i];
            let text = match (mark(i), cell) {
                (Some(m), _) => paint.paint("1", &m.to_string()),
                (None, Some(k)) => {
                    paint.paint(Paint::palette(usize::from(k)), &glyph(&cell).to_string())
                }
                (None, None) => ".".to_string(),
            };
            out += &text;
            out.push(' ');
        }
        out = out.trim_end().to_string();
        out.push('\n');
    }
    out
}
