//! `freecell play [N]`: FreeCell played by taps, as the seed article plays it. Tap a
//! card by its cascade (1-8) or free-cell (a-d) label and tap-to-move sends it where
//! its priority list says; `h` taps the foundations. Safe auto-moves follow each tap;
//! `u`/`U` undo and redo, `?` asks the solver for a hint, `s` lets it finish the game.

use std::time::Duration;

use banmen::freecell_rules::solver::{Budget, Outcome, Solver};
use banmen::freecell_rules::{AutoMove, Card, Game, Location, Move, Position, Suit, Tap};

use crate::common::input::{Input, no_more, number_word};
use crate::common::term::{Key, Paint, clear_screen};

/// What the player asked for.
enum Action {
    Tap(Tap),
    /// Grow the next cascade tap by one card (keys: `+`).
    Longer,
    /// A move in standard notation (lines only).
    Move(String),
    Undo,
    Redo,
    Hint,
    Solve,
    Quit,
}

const KEYS: &str = "1-8 tap a cascade's card (+ before it: one more card), a-d a free \
cell, h the foundations; u undo, U redo, ? hint, s solve, q quit";
const LINES: &str = "commands: tap 1-8 [CARDS], tap a-d, tap h [SUIT], move NOTATION \
(e.g. 5a), undo, redo, hint, solve, quit";

/// The solver's limits here: a hint must come back while the player waits.
fn solver(rule: AutoMove) -> Solver {
    Solver::new(Budget {
        max_states: 2_000_000,
        max_bytes: 1 << 28,
        max_time: Some(Duration::from_secs(20)),
    })
    .with_auto_move(solver_rule(rule))
}

/// The solver searches with the game's auto-move rule, so that its solution's
/// foundation moves are the ones the game plays by itself; with no auto-moves it
/// uses Raymond's rule (a search without any is much slower).
fn solver_rule(rule: AutoMove) -> AutoMove {
    match rule {
        AutoMove::None => AutoMove::Raymond,
        other => other,
    }
}

fn from_key(key: Key) -> Result<Action, String> {
    Ok(match key {
        Key::Char(c @ '1'..='8') => Action::Tap(Tap::Cascade {
            cascade: c as u8 - b'1',
            card: u8::MAX,
        }),
        Key::Char(c @ 'a'..='d') => Action::Tap(Tap::FreeCell(c as u8 - b'a')),
        Key::Char('h') => Action::Tap(Tap::Foundation(None)),
        Key::Char('+') => Action::Longer,
        Key::Char('u') => Action::Undo,
        Key::Char('U') => Action::Redo,
        Key::Char('?') => Action::Hint,
        Key::Char('s') => Action::Solve,
        Key::Char('q') => Action::Quit,
        other => return Err(format!("unknown key {other}: {KEYS}")),
    })
}

fn from_line(words: &[&str]) -> Result<Action, String> {
    let (action, takes) = match words[0] {
        "tap" => return tap_words(words).map(Action::Tap),
        "move" => match words.get(1) {
            Some(text) => (Action::Move(text.to_string()), 1),
            None => return Err("move: which move? e.g. move 5a".into()),
        },
        "undo" | "u" => (Action::Undo, 0),
        "redo" | "U" => (Action::Redo, 0),
        "hint" | "?" => (Action::Hint, 0),
        "solve" | "s" => (Action::Solve, 0),
        "quit" | "q" => (Action::Quit, 0),
        other => return Err(format!("unknown command {other:?}; {LINES}")),
    };
    no_more(words, takes)?;
    Ok(action)
}

/// `tap 5` (the exposed card), `tap 5 3` (the top three cards), `tap a`, `tap h`,
/// `tap h S`. A cascade tap's `card` is filled in against the position later, as a
/// count of cards from the top: `u8::MAX - (count - 1)`.
fn tap_words(words: &[&str]) -> Result<Tap, String> {
    let label = words.get(1).ok_or("tap: which card? 1-8, a-d or h")?;
    let tap = match *label {
        "h" => match words.get(2) {
            None => Tap::Foundation(None),
            Some(s) => Tap::Foundation(Some(suit(s)?)),
        },
        l if l.len() == 1 && ('a'..='d').contains(&l.chars().next().unwrap_or(' ')) => {
            Tap::FreeCell(l.as_bytes()[0] - b'a')
        }
        _ => {
            let cascade = number_word(words, 1, "cascade", 1..=8u8)?;
            let count = match words.get(2) {
                Some(_) => number_word(words, 2, "cards", 1..=13u8)?,
                None => 1,
            };
            Tap::Cascade {
                cascade: cascade - 1,
                card: u8::MAX - (count - 1),
            }
        }
    };
    let takes = if words.len() > 2 { 2 } else { 1 };
    no_more(words, takes)?;
    Ok(tap)
}

fn suit(text: &str) -> Result<Suit, String> {
    let mut chars = text.chars();
    match (
        chars
            .next()
            .and_then(|c| Suit::from_letter(c.to_ascii_uppercase())),
        chars.next(),
    ) {
        (Some(s), None) => Ok(s),
        _ => Err(format!("tap h: {text:?} is not a suit (C, D, H or S)")),
    }
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

/// Plays deal `deal` until it is won, the player quits or the input ends.
pub fn play(deal: u64, rule: AutoMove) -> Result<(), String> {
    let start = Position::microsoft_deal(deal).map_err(|e| e.to_string())?;
    let mut game = Game::new(start, rule);
    let mut solver = solver(rule);
    let mut input = Input::open();
    let paint = Paint::from_env();
    let mut longer = 0u8;
    // What the last command did, printed under the board (raw mode redraws it).
    let mut notes = Vec::new();
    println!("{}", if input.is_raw() { KEYS } else { LINES });
    loop {
        if input.is_raw() {
            clear_screen();
            println!("{KEYS}");
        }
        show(&game, deal, paint);
        for note in notes.drain(..) {
            println!("{note}");
        }
        if game.is_won() {
            break;
        }
        let Some(action) = input.next_command("> ", from_key, from_line) else {
            break;
        };
        let pick = std::mem::take(&mut longer);
        match action {
            Action::Tap(Tap::Cascade { cascade, card }) => {
                let tap = Tap::Cascade {
                    cascade,
                    card: card.saturating_sub(pick),
                };
                match resolve(tap, game.position()) {
                    Ok(tap) => tap_card(&mut notes, &mut game, tap),
                    Err(e) => notes.push(e),
                }
            }
            Action::Tap(tap) => tap_card(&mut notes, &mut game, tap),
            Action::Longer => {
                longer = pick.saturating_add(1).min(12);
                notes.push(format!(
                    "the next cascade tap takes its top {} cards",
                    longer + 1
                ));
            }
            Action::Move(text) => match game.position().parse_move(&text) {
                Ok(mv) => play_move(&mut notes, &mut game, mv, "move"),
                Err(e) => notes.push(format!("move {text}: {e}")),
            },
            Action::Undo => report(&mut notes, game.undo(), "took back the last move"),
            Action::Redo => report(&mut notes, game.redo(), "played it again"),
            Action::Hint => hint(&mut notes, &game, &mut solver),
            Action::Solve => solve_from_here(&mut notes, &mut game, &mut solver),
            Action::Quit => break,
        }
    }
    if game.is_won() {
        println!("won in {} moves", game.turns());
    } else {
        println!(
            "stopped after {} moves, {} cards home",
            game.turns(),
            game.position().cards_home()
        );
    }
    Ok(())
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
    match game.play(mv) {
        Ok(0) => notes.push(format!("{what}: {card} {text}")),
        Ok(autos) => notes.push(format!(
            "{what}: {card} {text}, then {autos} safe auto-moves"
        )),
        Err(e) => notes.push(format!("{what}: {e}")),
    }
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

/// The tap that makes `mv`, if one does.
pub fn tap_for(position: &Position, mv: Move) -> Option<Tap> {
    let from = match mv.from {
        Location::Cascade(c) => {
            let len = position.cascade_len(usize::from(c));
            let card = len.checked_sub(usize::from(mv.count))? as u8;
            Some(Tap::Cascade { cascade: c, card })
        }
        Location::FreeCell(i) => Some(Tap::FreeCell(i)),
        Location::Foundation(_) => None,
    };
    let home = match mv.to {
        Location::Foundation(s) => Some(Tap::Foundation(Some(s))),
        _ => None,
    };
    [from, home]
        .into_iter()
        .flatten()
        .find(|&t| position.tap_move(t) == Some(mv))
}

/// The solver's next move from here.
fn hint(notes: &mut Vec<String>, game: &Game, solver: &mut Solver) {
    let position = game.position();
    match solver.solve(position) {
        Outcome::Solved(moves) => match moves.first() {
            Some(&mv) => {
                let how = match tap_for(position, mv) {
                    Some(t) => format!("tap {}", tap_label(t)),
                    None => "no tap makes it; type it as a move".into(),
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
        Outcome::Impossible => notes.push("hint: no win is left from here; undo".into()),
        Outcome::GaveUp(why) => notes.push(format!("hint: the solver gave up ({why})")),
    }
}

fn place(to: Location) -> String {
    match to {
        Location::Cascade(c) => format!("to cascade {}", c + 1),
        Location::FreeCell(i) => format!("to free cell {}", char::from(b'a' + i)),
        Location::Foundation(s) => format!("home to {}", s.letter()),
    }
}

/// Most times `s` asks the solver again after the game's auto-moves left its plan.
const MAX_REPLANS: usize = 100;

/// Lets the solver play the game to the win from here, one move a line. The game's
/// own auto-moves may play some of the solver's foundation moves first; those are
/// skipped, and if the game leaves the plan another way the solver plans again.
fn solve_from_here(notes: &mut Vec<String>, game: &mut Game, solver: &mut Solver) {
    for _ in 0..MAX_REPLANS {
        if game.is_won() {
            return;
        }
        let plan = match solver.solve(game.position()) {
            Outcome::Solved(moves) => moves,
            Outcome::Impossible => {
                return notes.push("solve: no win is left from here; undo".into());
            }
            Outcome::GaveUp(why) => {
                return notes.push(format!("solve: the solver gave up ({why})"));
            }
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

/// The foundations, the free cells and the cascades as columns, labelled as the
/// player taps them.
fn show(game: &Game, deal: u64, paint: Paint) {
    let p = game.position();
    let card = |c: Option<Card>| match c {
        None => " --".to_string(),
        Some(c) => {
            let text = format!("{:>3}", c.to_string());
            let red = matches!(c.suit(), Suit::Hearts | Suit::Diamonds);
            if red { paint.paint("31", &text) } else { text }
        }
    };
    println!(
        "deal {deal}, {} moves, auto-moves: {:?}; T is a ten",
        game.turns(),
        game.auto_move()
    );
    let free: String = (0..p.rules().free_cells())
        .map(|i| format!(" {}:{}", char::from(b'a' + i as u8), card(p.free_cell(i))))
        .collect();
    let home: String = Suit::ALL
        .iter()
        .map(|&s| match p.foundation_top(s) {
            Some(c) => format!(" {}", card(Some(c))),
            None => format!("  -{}", s.letter()),
        })
        .collect();
    println!("free cells{free}    h: foundations{home}");
    let cascades = p.rules().cascades();
    let labels: String = (1..=cascades).map(|c| format!("{c:>4}")).collect();
    println!("{labels}");
    let depth = (0..cascades).map(|c| p.cascade_len(c)).max().unwrap_or(0);
    for row in 0..depth.max(1) {
        let line: String = (0..cascades)
            .map(|c| match p.cascade(c).get(row) {
                Some(&k) => format!(" {}", card(Some(k))),
                None if row == 0 => "   .".to_string(),
                None => "    ".to_string(),
            })
            .collect();
        println!("{}", line.trim_end());
    }
}
