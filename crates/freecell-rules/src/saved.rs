//! The serde forms of the types whose fields could hold values the
//! constructors refuse: loading checks them exactly as the constructors and
//! parsers do, and names the field that is wrong.
//!
//! The saved forms depend on the core types, not the other way round: the
//! core types carry no serde attributes naming this module, and their
//! `Serialize` and `Deserialize` are written here, through a saved form.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::moves::Location;
use crate::notation::NotationPlace;
use crate::rules::{MAX_CASCADES, MAX_FREE_CELLS};
use crate::{AutoMove, Building, FreecellError, Game, Move, MoveText, Position, Step, Suit};

/// `Serialize` and `Deserialize` for a core type through its saved form:
/// saved as the form, loaded as the form and then checked by the form's
/// `TryFrom`, whose error becomes the deserializer's (as serde's
/// `into` / `try_from` attributes do).
macro_rules! saved_as {
    ($core:ty, $saved:ty) => {
        impl serde::Serialize for $core {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                serde::Serialize::serialize(&<$saved>::from(self.clone()), s)
            }
        }

        impl<'de> serde::Deserialize<'de> for $core {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let saved = <$saved as serde::Deserialize>::deserialize(d)?;
                <$core>::try_from(saved).map_err(serde::de::Error::custom)
            }
        }
    };
}

saved_as!(Position, PositionRepr);
saved_as!(Location, LocationRepr);
saved_as!(Move, MoveRepr);
saved_as!(Game, GameRepr);

/// A refusal naming the field.
fn bad(field: &'static str, problem: &'static str) -> FreecellError {
    FreecellError::BadSavedValue { field, problem }
}

/// [`Position`] as saved: its building rule and its board text, read back
/// by the board parser (which checks every card).
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct PositionRepr {
    building: Building,
    board: String,
}

impl From<Position> for PositionRepr {
    fn from(p: Position) -> Self {
        PositionRepr {
            building: p.rules().building(),
            board: p.to_string(),
        }
    }
}

impl TryFrom<PositionRepr> for Position {
    type Error = FreecellError;
    fn try_from(r: PositionRepr) -> Result<Self, Self::Error> {
        Position::parse_with(&r.board, r.building)
    }
}

/// [`Location`] as saved; a cascade or free cell past the largest layout is refused.
#[derive(Clone, Copy, serde::Serialize, serde::Deserialize)]
#[serde(rename = "Location")]
pub(crate) enum LocationRepr {
    Cascade(u8),
    FreeCell(u8),
    Foundation(Suit),
}

impl From<Location> for LocationRepr {
    fn from(l: Location) -> Self {
        match l {
            Location::Cascade(i) => LocationRepr::Cascade(i),
            Location::FreeCell(i) => LocationRepr::FreeCell(i),
            Location::Foundation(s) => LocationRepr::Foundation(s),
        }
    }
}

impl TryFrom<LocationRepr> for Location {
    type Error = FreecellError;
    fn try_from(r: LocationRepr) -> Result<Self, Self::Error> {
        match r {
            LocationRepr::Cascade(i) if usize::from(i) < MAX_CASCADES => Ok(Location::Cascade(i)),
            LocationRepr::FreeCell(i) if usize::from(i) < MAX_FREE_CELLS => {
                Ok(Location::FreeCell(i))
            }
            LocationRepr::Foundation(s) => Ok(Location::Foundation(s)),
            LocationRepr::Cascade(_) => Err(bad("Cascade", "cascades are numbered 0 ..= 9")),
            LocationRepr::FreeCell(_) => Err(bad("FreeCell", "free cells are numbered 0 ..= 7")),
        }
    }
}

/// [`Move`] as saved: a count of 1, or 1 ..= 13 (the longest run) between
/// two cascades.
#[derive(Clone, Copy, serde::Serialize, serde::Deserialize)]
#[serde(rename = "Move")]
pub(crate) struct MoveRepr {
    from: Location,
    to: Location,
    count: u8,
}

impl From<Move> for MoveRepr {
    fn from(m: Move) -> Self {
        MoveRepr {
            from: m.from,
            to: m.to,
            count: m.count,
        }
    }
}

impl TryFrom<MoveRepr> for Move {
    type Error = FreecellError;
    fn try_from(r: MoveRepr) -> Result<Self, Self::Error> {
        let run = matches!((r.from, r.to), (Location::Cascade(_), Location::Cascade(_)));
        match r.count {
            1 => {}
            2..=13 if run => {}
            _ => return Err(bad("count", "1, or 1 ..= 13 between two cascades")),
        }
        Ok(Move::new(r.from, r.to, r.count))
    }
}

/// [`MoveText`] as saved: only what standard notation can say is loaded.
#[derive(Clone, Copy, serde::Serialize, serde::Deserialize)]
#[serde(rename = "MoveText")]
pub(crate) struct MoveTextRepr {
    from: NotationPlace,
    to: NotationPlace,
    count: Option<u8>,
}

impl From<MoveText> for MoveTextRepr {
    fn from(m: MoveText) -> Self {
        MoveTextRepr {
            from: m.from,
            to: m.to,
            count: m.count,
        }
    }
}

impl TryFrom<MoveTextRepr> for MoveText {
    type Error = FreecellError;
    fn try_from(r: MoveTextRepr) -> Result<Self, Self::Error> {
        let text = MoveText {
            from: r.from,
            to: r.to,
            count: r.count,
        };
        // Notation writes every value it can read, and reads back what it
        // wrote; a value it cannot write (cascade 10, a count of 0, a move
        // from the foundations...) comes back different.
        let written = text.to_string();
        match written.parse::<MoveText>() {
            Ok(back) if back == text => Ok(text),
            _ => Err(bad(
                "MoveText",
                "not a move standard notation can write (places, count)",
            )),
        }
    }
}

/// [`Game`] as saved: its history must lead to its position.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
#[serde(rename = "Game")]
pub(crate) struct GameRepr {
    position: Position,
    auto_move: AutoMove,
    steps: Vec<Step>,
    done: usize,
}

impl From<Game> for GameRepr {
    fn from(g: Game) -> Self {
        let (position, auto_move, steps, done) = g.into_parts();
        GameRepr {
            position,
            auto_move,
            steps,
            done,
        }
    }
}

impl TryFrom<GameRepr> for Game {
    type Error = FreecellError;
    fn try_from(r: GameRepr) -> Result<Self, Self::Error> {
        if r.done > r.steps.len() {
            return Err(bad("done", "more steps done than recorded"));
        }
        // Undo and redo work a player move with the auto-moves after it.
        let starts_turn = |i: usize| r.steps.get(i).is_none_or(|s| !s.auto);
        if !starts_turn(0) || !starts_turn(r.done) {
            return Err(bad("steps", "a turn must start with a player move"));
        }
        // Taking back the steps done, then playing every step, must be legal.
        let mut p = r.position;
        for step in r.steps[..r.done].iter().rev() {
            p.undo(step.mv)
                .map_err(|_| bad("steps", "the steps done do not lead to the position"))?;
        }
        for step in &r.steps {
            p.apply(step.mv)
                .map_err(|_| bad("steps", "a recorded step is illegal where it is played"))?;
        }
        Ok(Game::from_parts(r.position, r.auto_move, r.steps, r.done))
    }
}
