//! `freecell play [N]`: FreeCell by keys, as Windows FreeCell plays it by clicks:
//! pick a source (a cascade 1-8 or a free cell a-d), then a destination (1-8, a-d, or
//! h for home). Picking the source again (or Enter) taps it instead: tap-to-move
//! sends the card where its priority list says. Safe auto-moves follow each move;
//! `u`/`U` undo and redo, `r` restarts, `n` deals a new deal by number, `?` asks the
//! solver for a hint (naming the keys that make it), `s` plays the solver's next move
//! (again and again: its whole game, a move a key), `S` lets it finish the game.
//! Left and right move a cursor over the free cells, the foundations and the
//! cascades; Enter or space picks (then drops on) the place under it.
//! The solver runs while keys are still read: Esc stops it, Ctrl-C quits at once.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use banmen::freecell_rules::solver::{Budget, GaveUp, Outcome, Solver};
use banmen::freecell_rules::{AutoMove, Card, Game, Location, Move, Position, Step, Suit, Tap};

use crate::common::input::Input;
use crate::common::screen::{Frame, count};
use crate::common::term::{Key, Paint};

use super::line::{Action, LINES, Place, from_line};
use super::stats;

/// What the keys mean at the moment.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Mode {
    Normal,
    /// A source is picked; `fewer` is how many cards fewer than the most to move.
    Picked {
        from: Place,
        fewer: u8,
    },
    /// A deal number is being typed after `n`.
    Typing(String),
}

/// The keys in a few words, for a window too short for [`KEYS`].
const SHORT_KEYS: &str = "1-8 a-d h <> Enter ^v; u U r n ? s q";
const KEYS: &str = "1-8/a-d pick a source, then 1-8, a-d or h (home) is where it \
goes; the same key again: tap-to-move; or left/right move the cursor (>) and Enter \
or space picks, then drops, as its key would; up/down scroll long cascades; \
- + fewer/more cards; Esc drops \
the pick; h alone: a card home. u/U undo/redo, r restart, n new deal, ? hint, \
s the solver's next move (again and again: its whole game), S solve to the end, q quit";
/// The solver's limits here: a hint must come back while the player waits; `stop`
/// ends a search early.
fn solver(rule: AutoMove, stop: Arc<AtomicBool>) -> Solver {
    Solver::new(Budget {
        max_time: Some(Duration::from_secs(20)),
        max_nodes: Some(2_000_000),
        max_bytes: Some(1 << 28),
    })
    .with_auto_move(solver_rule(rule))
    .with_stop(stop)
}

/// Asks the solver about a position (on another thread while keys are read).
type Think<'a> = dyn FnMut(&Position) -> Outcome + 'a;

/// The solver searches with the game's auto-move rule, so that its solution's
/// foundation moves are the ones the game plays by itself; with no auto-moves it
/// uses Raymond's rule (a search without any is much slower).
fn solver_rule(rule: AutoMove) -> AutoMove {
    match rule {
        AutoMove::None => AutoMove::Raymond,
        other => other,
    }
}

fn from_key(key: Key, mode: &Mode) -> Result<Action, String> {
    if let Mode::Typing(_) = mode {
        return Ok(match key {
            Key::Char(c) if c.is_ascii_digit() => Action::Digit(c),
            Key::Backspace => Action::Erase,
            Key::Enter => Action::Deal(None),
            Key::Esc => Action::Cancel,
            other => {
                return Err(format!(
                    "key {other}: type a deal number, Enter deals it, Esc goes back"
                ));
            }
        });
    }
    Ok(match key {
        Key::Char(c @ '1'..='8') => Action::Pick(Place::Cascade(c as u8 - b'1')),
        Key::Char(c @ 'a'..='d') => Action::Pick(Place::FreeCell(c as u8 - b'a')),
        Key::Char('h') => Action::Pick(Place::Home),
        Key::Enter | Key::Char(' ') => Action::TapPicked,
        Key::Left => Action::Cursor(-1),
        Key::Right => Action::Cursor(1),
        Key::Up => Action::Scroll(-SCROLL_STEP),
        Key::Down => Action::Scroll(SCROLL_STEP),
        Key::Char('-') => Action::Fewer,
        Key::Char('+') => Action::More,
        Key::Esc => Action::Cancel,
        Key::Char('n') => Action::NewDeal,
        Key::Char('u') => Action::Undo,
        Key::Char('U') => Action::Redo,
        Key::Char('r') => Action::Restart,
        Key::Char('?') => Action::Hint,
        Key::Char('s') => Action::Step,
        Key::Char('S') => Action::Solve,
        Key::Char('q') => Action::Quit,
        other => return Err(format!("unknown key {other}; the keys are listed on top")),
    })
}

/// Turns a cascade tap's count from the top into the card's index from the deepest.
fn resolve(tap: Tap, position: &Position) -> Result<Tap, String> {
    let Tap::Cascade { cascade, card } = tap else {
        return Ok(tap);
    };
    let count = usize::from(u8::MAX - card) + 1;
    let len = position.cascade_len(usize::from(cascade));
    let index = len
        .checked_sub(count)
        .ok_or_else(|| format!("cascade {} holds {len} cards, not {count}", cascade + 1))?;
    Ok(Tap::Cascade {
        cascade,
        card: index as u8,
    })
}

/// The game being played: the deal, the library's game, the key mode.
struct Table {
    deal: u64,
    rule: AutoMove,
    game: Game,
    mode: Mode,
    /// What the last command did, shown under the board.
    notes: Vec<String>,
    /// The solver's moves from the position they start from, for `s` to play one
    /// at a time without searching again.
    plan: Option<(Position, Vec<Move>)>,
    /// Whether this game is in the statistics already (it was won).
    counted: bool,
    /// Where the arrow keys' cursor stands (Enter picks it); it follows the keys
    /// that name a place.
    cursor: Place,
    /// The cascade row the view is kept on after up or down (`None`: the deepest
    /// row, where play is); any other key brings it back there.
    view: Option<usize>,
}

/// How many rows up or down move the view: more than half the rows a 40 x 12 window
/// shows, so the first key moves it however the screen centres its focus.
const SCROLL_STEP: isize = 3;

/// The places the cursor visits, left to right as the screen shows them: the free
/// cells, the foundations, then the cascades.
fn cursor_places(position: &Position) -> Vec<Place> {
    let rules = position.rules();
    (0..rules.free_cells() as u8)
        .map(Place::FreeCell)
        .chain([Place::Home])
        .chain((0..rules.cascades() as u8).map(Place::Cascade))
        .collect()
}

/// Counts a game of `deal` in the statistics; the line saying the deal's record.
fn count_game(deal: u64, won: bool) -> Option<String> {
    let path = stats::path()?;
    Some(match stats::record(&path, deal, won) {
        Ok(record) => format!("deal {deal}: {record}"),
        Err(e) => format!("statistics not saved: {e}"),
    })
}

impl Table {
    fn new(deal: u64, rule: AutoMove) -> Result<Table, String> {
        let start = Position::microsoft_deal(deal).map_err(|e| e.to_string())?;
        Ok(Table {
            deal,
            rule,
            game: Game::new(start, rule),
            mode: Mode::Normal,
            notes: Vec::new(),
            plan: None,
            counted: false,
            cursor: Place::Cascade(0),
            view: None,
        })
    }
}

/// Plays deal `deal` until the player quits or the input ends (in line mode, until
/// it is won).
pub fn play(deal: u64, rule: AutoMove) -> Result<(), String> {
    let mut table = Table::new(deal, rule)?;
    let stop = Arc::new(AtomicBool::new(false));
    let mut solver = solver(rule, Arc::clone(&stop));
    let mut input = Input::open();
    let paint = Paint::from_env();
    if !input.is_raw() {
        println!("{LINES}");
    }
    loop {
        if table.game.is_won() && !input.is_raw() {
            frame(&table, paint).print_lines();
            break;
        }
        // What the last command said, kept on screen while the cursor or the view
        // moves.
        let said = table.notes.clone();
        if table.game.is_won() {
            table.notes.push(format!(
                "won in {}! r plays it again, n deals another, q quits",
                count(table.game.turns(), "move")
            ));
        } else if stuck(table.game.position()) {
            table
                .notes
                .push("no moves left: u takes one back, r restarts, n deals another".into());
        }
        let shown = frame(&table, paint);
        table.notes.clear();
        let mode = table.mode.clone();
        let Some(action) = input.next_command(&shown, |k| from_key(k, &mode), from_line) else {
            break;
        };
        // While the solver works the screen says so, and Esc stops it.
        let mut busy = shown.clone();
        busy.notes = vec!["thinking... Esc stops, Ctrl-C quits".into()];
        let mut think = |position: &Position| {
            stop.store(false, Ordering::Relaxed);
            input.run_stoppable(&busy, &stop, || solver.solve(position))
        };
        // A game left unfinished with moves played is lost when a new deal replaces it.
        let left = (
            table.deal,
            table.game.turns(),
            table.game.is_won() || table.counted,
        );
        let is_deal = matches!(action, Action::Deal(_));
        let looks = matches!(action, Action::Cursor(_) | Action::Scroll(_));
        if !act(&mut table, action, &mut think)? {
            break;
        }
        if looks {
            table.notes = said;
        }
        if is_deal && table.game.turns() == 0 && left.1 > 0 && !left.2 {
            table.notes.extend(count_game(left.0, false));
        }
        if table.game.is_won() && !table.counted {
            table.counted = true;
            let deal = table.deal;
            table.notes.extend(count_game(deal, true));
        }
    }
    input.close();
    if !table.counted
        && !table.game.is_won()
        && table.game.turns() > 0
        && let Some(line) = count_game(table.deal, false)
    {
        println!("{line}");
    }
    let game = &table.game;
    if game.is_won() {
        println!("won in {}", count(game.turns(), "move"));
    } else {
        println!(
            "stopped after {}, {} home",
            count(game.turns(), "move"),
            count(game.position().cards_home(), "card")
        );
    }
    Ok(())
}

/// No legal move at all (auto-moves aside): the game cannot go on from here.
fn stuck(position: &Position) -> bool {
    !position.is_won() && position.legal_moves().is_empty()
}

/// Does what the player asked; `false` to quit.
fn act(table: &mut Table, action: Action, think: &mut Think) -> Result<bool, String> {
    let notes = &mut table.notes;
    let game = &mut table.game;
    let mode = std::mem::replace(&mut table.mode, Mode::Normal);
    let view = table.view.take();
    match action {
        Action::Scroll(by) => {
            let p = game.position();
            let depth = (0..p.rules().cascades()).map(|c| p.cascade_len(c)).max();
            let last = depth.unwrap_or(0).max(1) - 1;
            let row = (view.unwrap_or(last) as isize + by).clamp(0, last as isize) as usize;
            table.view = (row < last).then_some(row);
            table.mode = mode;
        }
        Action::Pick(place) => {
            table.cursor = place;
            table.mode = pick(notes, game, mode, place);
        }
        // Enter picks or drops on the cursor, as the cursor's key would (on the
        // source picked: the same key twice, a tap).
        Action::TapPicked => table.mode = pick(notes, game, mode, table.cursor),
        Action::Cursor(by) => {
            let places = cursor_places(game.position());
            let at = places.iter().position(|&p| p == table.cursor).unwrap_or(0);
            let n = places.len() as isize;
            table.cursor = places[(at as isize + by).rem_euclid(n) as usize];
            table.mode = mode;
        }
        Action::Fewer | Action::More => match mode {
            Mode::Picked { from, fewer } => {
                let fewer = if matches!(action, Action::Fewer) {
                    fewer.saturating_add(1).min(12)
                } else {
                    fewer.saturating_sub(1)
                };
                notes.push(picked_note(game.position(), from, fewer));
                table.mode = Mode::Picked { from, fewer };
            }
            _ => notes.push("pick a source first: 1-8 or a-d".into()),
        },
        Action::Cancel => notes.push(match mode {
            Mode::Typing(_) => "no new deal: back to this one".into(),
            Mode::Picked { .. } => "dropped the pick".into(),
            Mode::Normal => "nothing picked".into(),
        }),
        Action::NewDeal => {
            notes.push("new deal: type its number, Enter deals it, Esc goes back".into());
            table.mode = Mode::Typing(String::new());
        }
        Action::Digit(d) => {
            let mut text = match mode {
                Mode::Typing(t) => t,
                _ => String::new(),
            };
            if text.len() < 10 {
                text.push(d);
            }
            notes.push(format!("new deal: {text}_ (Enter deals it, Esc goes back)"));
            table.mode = Mode::Typing(text);
        }
        Action::Erase => {
            let mut text = match mode {
                Mode::Typing(t) => t,
                _ => String::new(),
            };
            text.pop();
            notes.push(format!("new deal: {text}_ (Enter deals it, Esc goes back)"));
            table.mode = Mode::Typing(text);
        }
        Action::Deal(n) => {
            let typed = match mode {
                Mode::Typing(t) => t,
                _ => String::new(),
            };
            let n = match n {
                Some(n) => Ok(n),
                // An empty Enter: a deal at random, as Windows FreeCell's new game.
                None if typed.is_empty() => Ok(random_deal()),
                None => crate::common::words::parse_number(
                    "new deal",
                    &typed,
                    &(1..=banmen::freecell_rules::EXTENDED_MAX),
                ),
            };
            match n.and_then(|n| Table::new(n, table.rule)) {
                Ok(fresh) => {
                    *table = fresh;
                    let deal = table.deal;
                    table.notes.push(format!("deal {deal}"));
                }
                Err(e) => {
                    notes.push(e);
                    table.mode = Mode::Typing(typed);
                }
            }
        }
        Action::Tap(Tap::Cascade { cascade, card }) => {
            match resolve(Tap::Cascade { cascade, card }, game.position()) {
                Ok(tap) => tap_card(notes, game, tap),
                Err(e) => notes.push(e),
            }
        }
        Action::Tap(tap) => tap_card(notes, game, tap),
        Action::Move(text) => match game.position().parse_move(&text) {
            Ok(mv) => play_move(notes, game, mv, "move"),
            Err(e) => notes.push(format!("move {text}: {e}")),
        },
        Action::Undo => report(notes, game.undo(), "took back the last move"),
        Action::Redo => report(notes, game.redo(), "played it again"),
        Action::Restart => {
            let mut undone = 0;
            while game.undo().is_ok() {
                undone += 1;
            }
            notes.push(format!(
                "back to the start: took back {} (U plays them again)",
                count(undone, "move")
            ));
        }
        Action::Hint => hint(notes, game, think, table.deal),
        Action::Solve => solve_from_here(notes, game, think, table.deal),
        Action::Step => step(notes, game, think, table.deal, &mut table.plan),
        Action::Quit => return Ok(false),
    }
    Ok(true)
}

/// A key naming `place` after nothing was picked picks it (or, for `h`, sends the
/// lowest card that can go home); after a source was picked, moves there.
fn pick(notes: &mut Vec<String>, game: &mut Game, mode: Mode, place: Place) -> Mode {
    let Mode::Picked { from, fewer } = mode else {
        if place == Place::Home {
            tap_card(notes, game, Tap::Foundation(None));
            return Mode::Normal;
        }
        if source_card(game.position(), place).is_none() {
            notes.push(format!("{} is empty", place_name(place)));
            return Mode::Normal;
        }
        notes.push(picked_note(game.position(), place, 0));
        return Mode::Picked {
            from: place,
            fewer: 0,
        };
    };
    if place == from {
        tap_place(notes, game, from);
        return Mode::Normal;
    }
    match move_to(game.position(), from, place, fewer) {
        Ok(mv) => {
            let what = format!("{} to {}", key_of(from), key_of(place));
            play_move(notes, game, mv, &what);
        }
        Err(e) => notes.push(e),
    }
    Mode::Normal
}

/// The note after a pick: the card(s) and the keys of every place they can go.
fn picked_note(position: &Position, from: Place, fewer: u8) -> String {
    let card = source_card(position, from).map_or("?".into(), |c| c.to_string());
    let places: Vec<String> = destinations(position, from)
        .into_iter()
        .filter_map(|to| {
            let mv = move_to(position, from, to, fewer).ok()?;
            let cards = if mv.count > 1 {
                format!(" ({} cards)", mv.count)
            } else {
                String::new()
            };
            Some(format!("{}{cards}", key_of(to)))
        })
        .collect();
    let fewer_note = if fewer > 0 {
        format!(", {fewer} fewer than the most")
    } else {
        String::new()
    };
    if places.is_empty() {
        format!(
            "picked {card} from {}{fewer_note}: it cannot go anywhere (Esc drops it)",
            place_name(from)
        )
    } else {
        format!(
            "picked {card} from {}{fewer_note}: it can go to {} (Esc drops it)",
            place_name(from),
            places.join(", ")
        )
    }
}

/// Every place a key names.
fn destinations(position: &Position, from: Place) -> Vec<Place> {
    let cascades = (0..position.rules().cascades() as u8).map(Place::Cascade);
    let cells = (0..position.rules().free_cells() as u8).map(Place::FreeCell);
    cascades
        .chain(cells)
        .chain([Place::Home])
        .filter(|&p| p != from)
        .collect()
}

fn location(place: Place) -> Option<Location> {
    match place {
        Place::Cascade(c) => Some(Location::Cascade(c)),
        Place::FreeCell(i) => Some(Location::FreeCell(i)),
        Place::Home => None,
    }
}

/// The exposed card at a source.
fn source_card(position: &Position, place: Place) -> Option<Card> {
    match place {
        Place::Cascade(c) => position.top(usize::from(c)),
        Place::FreeCell(i) => position.free_cell(usize::from(i)),
        Place::Home => None,
    }
}

/// The move from `from` to `to` that the keys make: into a cascade, the most cards
/// that can go, less `fewer`; into a free cell, that cell or else the first empty
/// one; home, the exposed card to its suit's foundation.
fn move_to(position: &Position, from: Place, to: Place, fewer: u8) -> Result<Move, String> {
    let no = || {
        format!(
            "{} cannot go to {}",
            describe(position, from),
            place_name(to)
        )
    };
    let src = location(from).ok_or_else(no)?;
    let card =
        source_card(position, from).ok_or_else(|| format!("{} is empty", place_name(from)))?;
    let legal = |m: Move| position.is_legal(m);
    match to {
        Place::Cascade(d) => {
            let most = match from {
                Place::Cascade(c) => position.cascade_len(usize::from(c)).min(13) as u8,
                _ => 1,
            };
            let counts: Vec<u8> = (1..=most)
                .rev()
                .filter(|&n| legal(Move::new(src, Location::Cascade(d), n)))
                .collect();
            let n = counts
                .get(usize::from(fewer).min(counts.len().saturating_sub(1)))
                .ok_or_else(no)?;
            Ok(Move::new(src, Location::Cascade(d), *n))
        }
        Place::FreeCell(i) => {
            let cells = position.rules().free_cells() as u8;
            std::iter::once(i)
                .chain(0..cells)
                .map(|j| Move::new(src, Location::FreeCell(j), 1))
                .find(|&m| legal(m))
                .ok_or_else(no)
        }
        Place::Home => {
            let m = Move::new(src, Location::Foundation(card.suit()), 1);
            if legal(m) { Ok(m) } else { Err(no()) }
        }
    }
}

fn describe(position: &Position, place: Place) -> String {
    source_card(position, place).map_or_else(|| place_name(place), |c| c.to_string())
}

/// The key that names `place`.
fn key_of(place: Place) -> String {
    match place {
        Place::Cascade(c) => (c + 1).to_string(),
        Place::FreeCell(i) => char::from(b'a' + i).to_string(),
        Place::Home => "h".into(),
    }
}

fn place_name(place: Place) -> String {
    match place {
        Place::Cascade(c) => format!("cascade {}", c + 1),
        Place::FreeCell(i) => format!("free cell {}", char::from(b'a' + i)),
        Place::Home => "home".into(),
    }
}

/// Taps the picked source: its exposed card goes where tap-to-move sends it.
fn tap_place(notes: &mut Vec<String>, game: &mut Game, from: Place) {
    let tap = match from {
        Place::Cascade(c) => {
            let len = game.position().cascade_len(usize::from(c));
            Tap::Cascade {
                cascade: c,
                card: len.saturating_sub(1) as u8,
            }
        }
        Place::FreeCell(i) => Tap::FreeCell(i),
        Place::Home => Tap::Foundation(None),
    };
    tap_card(notes, game, tap);
}

/// The keys that make `mv` from `position`: a source, `-` as often as needed, a
/// destination; checked against what those keys do.
fn keys_for(position: &Position, mv: Move) -> Option<String> {
    let from = match mv.from {
        Location::Cascade(c) => Place::Cascade(c),
        Location::FreeCell(i) => Place::FreeCell(i),
        Location::Foundation(_) => return None,
    };
    let to = match mv.to {
        Location::Cascade(c) => Place::Cascade(c),
        Location::FreeCell(i) => Place::FreeCell(i),
        Location::Foundation(_) => Place::Home,
    };
    (0..13u8)
        .find(|&fewer| move_to(position, from, to, fewer) == Ok(mv))
        .map(|fewer| {
            let mut keys = vec![key_of(from)];
            keys.extend((0..fewer).map(|_| "-".to_string()));
            keys.push(key_of(to));
            keys.join(" ")
        })
}

/// The solver's next move from here, with the keys that make it.
fn hint(notes: &mut Vec<String>, game: &Game, think: &mut Think, deal: u64) {
    let position = game.position();
    match think(position) {
        Outcome::Solved(moves) => match moves.first() {
            Some(&mv) => {
                let how = match keys_for(position, mv) {
                    Some(keys) => format!("keys {keys}"),
                    None => format!("line: move {}", position.notation(mv)),
                };
                notes.push(format!(
                    "hint: {} ({} {}; {how})",
                    position.notation(mv),
                    moved_card(position, mv),
                    place(mv.to)
                ));
            }
            None => notes.push("hint: nothing to do, the game is won".into()),
        },
        Outcome::Impossible => notes.push(format!("hint: {}", no_win(game, think, deal))),
        Outcome::GaveUp(GaveUp::Stopped) => notes.push("hint: stopped".into()),
        Outcome::GaveUp(why) => notes.push(format!("hint: the solver gave up ({why})")),
    }
}

/// The screen: the free cells and foundations, the cascades as columns labelled as
/// the player picks them (the picked source in brackets), the notes.
fn frame(table: &Table, paint: Paint) -> Frame {
    let game = &table.game;
    let p = game.position();
    let picked = match table.mode {
        Mode::Picked { from, .. } => Some(from),
        _ => None,
    };
    // The cursor, a > in the space before its place's label.
    let mark = |place: Place| if table.cursor == place { '>' } else { ' ' };
    let card = |c: Option<Card>| match c {
        None => " --".to_string(),
        Some(c) => {
            let text = format!("{:>3}", c.to_string());
            let red = matches!(c.suit(), Suit::Hearts | Suit::Diamonds);
            if red { paint.paint("31", &text) } else { text }
        }
    };
    // Short enough for one row at 40 columns; the auto-move rule is in the legend.
    let status = format!(
        "deal {}, {}, {} home",
        table.deal,
        count(game.turns(), "move"),
        count(p.cards_home(), "card"),
    );
    let free: String = (0..p.rules().free_cells())
        .map(|i| {
            let label = char::from(b'a' + i as u8);
            let mark = mark(Place::FreeCell(i as u8));
            let label = if picked == Some(Place::FreeCell(i as u8)) {
                format!("{mark}[{label}]")
            } else {
                format!(" {mark}{label}:")
            };
            format!("{label}{}", card(p.free_cell(i)))
        })
        .collect();
    let home: String = Suit::ALL
        .iter()
        .map(|&s| match p.foundation_top(s) {
            Some(c) => format!(" {}", card(Some(c))),
            None => format!("  -{}", s.letter()),
        })
        .collect();
    let cascades = p.rules().cascades();
    let labels: String = (1..=cascades)
        .map(|c| {
            let mark = mark(Place::Cascade(c as u8 - 1));
            if picked == Some(Place::Cascade(c as u8 - 1)) {
                format!("{mark}[{c}]")
            } else {
                // Over the card's first character (a card takes columns 2-3 of 4).
                format!(" {mark}{c} ")
            }
        })
        .collect::<String>()
        .trim_end()
        .to_string();
    let mut body = Vec::new();
    let depth = (0..cascades).map(|c| p.cascade_len(c)).max().unwrap_or(0);
    for row in 0..depth.max(1) {
        let line: String = (0..cascades)
            .map(|c| match p.cascade(c).get(row) {
                Some(&k) => format!(" {}", card(Some(k))),
                None if row == 0 => "   .".to_string(),
                None => "    ".to_string(),
            })
            .collect();
        body.push(line.trim_end().to_string());
    }
    Frame {
        legend: format!("{KEYS}; auto-moves: {:?}; T is a ten", game.auto_move()),
        short_legend: SHORT_KEYS.into(),
        // The cascades' labels stay on top while a long cascade scrolls.
        top: vec![
            status,
            format!(
                "free cells{free}   {}h: foundations{home}",
                mark(Place::Home)
            ),
            labels,
        ],
        under: Vec::new(),
        margin: 0,
        focus: (0, table.view.unwrap_or(usize::MAX).min(body.len() - 1)),
        body,
        notes: table.notes.clone(),
        whole: false,
    }
}

fn report(notes: &mut Vec<String>, result: Result<(), impl std::fmt::Display>, done: &str) {
    match result {
        Ok(()) => notes.push(done.to_string()),
        Err(e) => notes.push(e.to_string()),
    }
}

/// Sends the tapped card(s) where tap-to-move says.
fn tap_card(notes: &mut Vec<String>, game: &mut Game, tap: Tap) {
    match game.position().tap_move(tap) {
        Some(mv) => play_move(notes, game, mv, &format!("tap {}", tap_label(tap))),
        None => notes.push(format!(
            "tap {}: nothing to move there, or nowhere to go",
            tap_label(tap)
        )),
    }
}

/// Plays `mv` and says what happened, in standard notation.
fn play_move(notes: &mut Vec<String>, game: &mut Game, mv: Move, what: &str) {
    let text = game.position().notation(mv).to_string();
    let card = moved_card(game.position(), mv);
    let before = *game.position();
    match game.play(mv) {
        Ok(0) => notes.push(format!("{what}: {card} {text}")),
        Ok(autos) => {
            // Named in notation, so the moves on screen replay as they are
            // (`freecell replay` plays no auto-moves of its own).
            let steps = game.history();
            let names = auto_names(before, mv, &steps[steps.len() - autos..]);
            notes.push(format!("{what}: {card} {text}, then auto {names}"));
        }
        Err(e) => notes.push(format!("{what}: {e}")),
    }
}

/// The notation of the auto-moves `steps` that followed `mv` from `before`.
fn auto_names(before: Position, mv: Move, steps: &[Step]) -> String {
    let mut position = before;
    let _ = position.apply(mv);
    let mut names = Vec::new();
    for step in steps {
        names.push(position.notation(step.mv).to_string());
        let _ = position.apply(step.mv);
    }
    names.join(" ")
}

/// A deal at random among the first 32000 (the classic set).
fn random_deal() -> u64 {
    use std::hash::{BuildHasher, RandomState};
    RandomState::new().hash_one(std::time::SystemTime::now()) % 32000 + 1
}

/// The card a move picks up (the deepest one of a run).
fn moved_card(position: &Position, mv: Move) -> String {
    let card = match mv.from {
        Location::Cascade(c) => {
            let cards = position.cascade(usize::from(c));
            cards
                .len()
                .checked_sub(usize::from(mv.count))
                .and_then(|i| cards.get(i).copied())
        }
        Location::FreeCell(i) => position.free_cell(usize::from(i)),
        Location::Foundation(s) => position.foundation_top(s),
    };
    card.map_or_else(|| "?".into(), |c| c.to_string())
}

/// The label a player types for `tap`.
fn tap_label(tap: Tap) -> String {
    match tap {
        Tap::Cascade { cascade, .. } => (cascade + 1).to_string(),
        Tap::FreeCell(i) => char::from(b'a' + i).to_string(),
        Tap::Foundation(None) => "h".into(),
        Tap::Foundation(Some(s)) => format!("h {}", s.letter()),
    }
}

fn place(to: Location) -> String {
    match to {
        Location::Cascade(c) => format!("to cascade {}", c + 1),
        Location::FreeCell(i) => format!("to free cell {}", char::from(b'a' + i)),
        Location::Foundation(s) => format!("home to {}", s.letter()),
    }
}

/// Why no win is left from the game's position: the deal cannot be won at all, or
/// the move that lost it (found by halving the moves played, a search each) and how
/// many undos take it back.
fn no_win(game: &Game, think: &mut Think, deal: u64) -> String {
    // positions[k]: the position after k of the player's moves (with their auto-moves).
    let mut back = game.clone();
    let mut positions = vec![*back.position()];
    while back.can_undo() && back.undo().is_ok() {
        positions.push(*back.position());
    }
    positions.reverse();
    let from_start = match think(&positions[0]) {
        Outcome::Solved(_) => true,
        Outcome::Impossible => false,
        Outcome::GaveUp(_) => return "no win is left from here; u takes moves back".into(),
    };
    if !from_start {
        let why = if deal == 11982 {
            " (the one deal of the first 32000 that cannot)"
        } else {
            ""
        };
        return format!("deal {deal} cannot be won from the start{why}; n deals another");
    }
    // Winnable after `lo` moves, not after `hi`.
    let (mut lo, mut hi) = (0, positions.len() - 1);
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        match think(&positions[mid]) {
            Outcome::Solved(_) => lo = mid,
            Outcome::Impossible => hi = mid,
            Outcome::GaveUp(_) => return "no win is left from here; u takes moves back".into(),
        }
    }
    let lost = game
        .history()
        .iter()
        .filter(|step| !step.auto)
        .nth(hi - 1)
        .map_or_else(String::new, |step| {
            format!(" ({})", positions[hi - 1].notation(step.mv))
        });
    let undos = positions.len() - hi;
    format!(
        "no win is left; move {hi}{lost} lost it: u {} takes it back",
        if undos == 1 {
            "once".to_string()
        } else {
            format!("{undos} times")
        }
    )
}

/// `s`: the solver's next move, from the plan kept since the last `s` if the game
/// is still on it, else from a new search; the plan left is kept for the next `s`.
fn step(
    notes: &mut Vec<String>,
    game: &mut Game,
    think: &mut Think,
    deal: u64,
    plan: &mut Option<(Position, Vec<Move>)>,
) {
    if game.is_won() {
        return notes.push("solve: nothing to do, the game is won".into());
    }
    let moves = match plan.take() {
        Some((from, moves)) if from == *game.position() && !moves.is_empty() => moves,
        _ => match solution_or_note(notes, game, think, deal) {
            Some(moves) => moves,
            None => return,
        },
    };
    let mut expected = *game.position();
    let mut rest = moves.into_iter().peekable();
    let Some(mv) = rest.next() else { return };
    play_move(notes, game, mv, "solve step");
    if expected.apply(mv).is_err() {
        return;
    }
    // Foundation moves the game made by itself come off the plan.
    while expected != *game.position() {
        match rest.next_if(|m| m.is_to_foundation()) {
            Some(m) if expected.apply(m).is_ok() => {}
            // Off the plan: the next `s` searches again.
            _ => return,
        }
    }
    let rest: Vec<Move> = rest.collect();
    if !rest.is_empty() {
        // Moves home are mostly made by the auto-moves: the count leaves them out.
        let left = rest.iter().filter(|m| !m.is_to_foundation()).count();
        notes.push(format!(
            "{} to go besides moves home; s plays the next",
            count(left, "move")
        ));
        *plan = Some((*game.position(), rest));
    }
}

/// The solver's moves from here, or `None` with a note saying why there are none
/// (no win is left, the search was stopped, or it gave up).
fn solution_or_note(
    notes: &mut Vec<String>,
    game: &Game,
    think: &mut Think,
    deal: u64,
) -> Option<Vec<Move>> {
    let note = match think(game.position()) {
        Outcome::Solved(moves) => return Some(moves),
        Outcome::Impossible => format!("solve: {}", no_win(game, think, deal)),
        Outcome::GaveUp(GaveUp::Stopped) => "solve: stopped".to_string(),
        Outcome::GaveUp(why) => format!("solve: the solver gave up ({why})"),
    };
    notes.push(note);
    None
}

/// Most times `s` asks the solver again after the game's auto-moves left its plan.
const MAX_REPLANS: usize = 100;

/// Lets the solver play the game to the win from here, one move a line. The game's
/// own auto-moves may play some of the solver's foundation moves first; those are
/// skipped, and if the game leaves the plan another way the solver plans again.
fn solve_from_here(notes: &mut Vec<String>, game: &mut Game, think: &mut Think, deal: u64) {
    for _ in 0..MAX_REPLANS {
        if game.is_won() {
            return;
        }
        let Some(plan) = solution_or_note(notes, game, think, deal) else {
            return;
        };
        if follow(notes, game, &plan) {
            return;
        }
    }
    notes.push(format!("solve: stopped after {MAX_REPLANS} plans"));
}

/// Plays `plan` while the game stays on it; `true` if the plan was played out.
fn follow(notes: &mut Vec<String>, game: &mut Game, plan: &[Move]) -> bool {
    let mut expected = *game.position();
    let mut next = plan.iter().copied().peekable();
    while let Some(mv) = next.next() {
        if expected != *game.position() {
            return false;
        }
        play_move(notes, game, mv, "solver");
        if expected.apply(mv).is_err() {
            return false;
        }
        // Foundation moves the game already made by itself.
        while expected != *game.position() {
            match next.next_if(|m| m.is_to_foundation()) {
                Some(m) if expected.apply(m).is_ok() => {}
                _ => return false,
            }
        }
    }
    true
}
