//! A game in play: a position with history, undo/redo and auto-moves.

use alloc::vec::Vec;

use crate::{AutoMove, FreecellError, Move, Position, Tap};

/// One recorded move: the player's, or an auto-move that followed it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    /// The move.
    pub mv: Move,
    /// Whether the auto-move rule played it (rather than the player).
    pub auto: bool,
}

/// A game: the current position, the auto-move rule, and the history.
///
/// Each player move is recorded together with the safe auto-moves that
/// followed it, so one [`undo`](Game::undo) takes back the move and its
/// auto-moves together, and one [`redo`](Game::redo) plays them again.
///
/// ```
/// use freecell_rules::{AutoMove, Game, Position, Tap};
/// let mut game = Game::new(Position::microsoft_deal(1).unwrap(), AutoMove::Microsoft);
/// let start = *game.position();
/// game.play_notation("1a").unwrap();
/// game.tap(Tap::Cascade { cascade: 1, card: 6 }).unwrap();
/// assert_eq!(game.turns(), 2);
/// game.undo().unwrap();
/// game.undo().unwrap();
/// assert_eq!(*game.position(), start);
/// game.redo().unwrap();
/// assert_eq!(game.turns(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    position: Position,
    auto_move: AutoMove,
    /// Every step ever played on the current line; `steps[..done]` are on the board.
    steps: Vec<Step>,
    done: usize,
}

impl Game {
    /// A game from `position` (auto-moves are played at once if any are safe;
    /// they are not undoable, as they belong to the deal).
    #[must_use]
    pub fn new(mut position: Position, auto_move: AutoMove) -> Game {
        auto_move.run(&mut position, |_| {});
        Game {
            position,
            auto_move,
            steps: Vec::new(),
            done: 0,
        }
    }

    /// A game from its saved parts (checked by the caller).
    #[cfg(feature = "serde")]
    pub(crate) fn from_parts(
        position: Position,
        auto_move: AutoMove,
        steps: Vec<Step>,
        done: usize,
    ) -> Game {
        Game {
            position,
            auto_move,
            steps,
            done,
        }
    }

    /// The game's parts, to be saved.
    #[cfg(feature = "serde")]
    pub(crate) fn into_parts(self) -> (Position, AutoMove, Vec<Step>, usize) {
        (self.position, self.auto_move, self.steps, self.done)
    }

    /// The position now.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The auto-move rule.
    #[must_use]
    pub const fn auto_move(&self) -> AutoMove {
        self.auto_move
    }

    /// Changes the auto-move rule (takes effect after the next move).
    pub fn set_auto_move(&mut self, rule: AutoMove) {
        self.auto_move = rule;
    }

    /// The steps on the board, oldest first.
    #[must_use]
    pub fn history(&self) -> &[Step] {
        &self.steps[..self.done]
    }

    /// Player moves on the board (auto-moves not counted).
    #[must_use]
    pub fn turns(&self) -> usize {
        self.history().iter().filter(|s| !s.auto).count()
    }

    /// Whether every card is home.
    #[must_use]
    pub fn is_won(&self) -> bool {
        self.position.is_won()
    }

    /// Plays `mv` and then the safe auto-moves; returns how many auto-moves
    /// followed. An illegal move changes nothing. Clears the redo list.
    pub fn play(&mut self, mv: Move) -> Result<usize, FreecellError> {
        self.position
            .apply(mv)
            .map_err(|reason| FreecellError::Illegal { mv, reason })?;
        self.steps.truncate(self.done);
        self.steps.push(Step { mv, auto: false });
        let steps = &mut self.steps;
        let autos = self.auto_move.run(&mut self.position, |m| {
            steps.push(Step { mv: m, auto: true })
        });
        self.done = self.steps.len();
        Ok(autos)
    }

    /// Plays a move written in standard notation (see [`crate::notation`]).
    pub fn play_notation(&mut self, text: &str) -> Result<usize, FreecellError> {
        let mv = self.position.parse_move(text)?;
        self.play(mv)
    }

    /// Plays the move a tap chooses (see [`Position::tap_move`]) and returns it.
    pub fn tap(&mut self, tap: Tap) -> Result<Move, FreecellError> {
        let mv = self
            .position
            .tap_move(tap)
            .ok_or(FreecellError::NothingToTap)?;
        self.play(mv)?;
        Ok(mv)
    }

    /// Takes back the last player move and the auto-moves that followed it.
    pub fn undo(&mut self) -> Result<(), FreecellError> {
        if self.done == 0 {
            return Err(FreecellError::NothingToUndo);
        }
        while self.done > 0 {
            self.done -= 1;
            // `get` because a deserialized game may carry a bad index.
            let Some(&step) = self.steps.get(self.done) else {
                return Err(FreecellError::NothingToUndo);
            };
            self.position
                .undo(step.mv)
                .map_err(|reason| FreecellError::Illegal {
                    mv: step.mv,
                    reason,
                })?;
            if !step.auto {
                break;
            }
        }
        Ok(())
    }

    /// Plays again the player move last taken back, with its auto-moves.
    pub fn redo(&mut self) -> Result<(), FreecellError> {
        let Some(first) = self.steps.get(self.done) else {
            return Err(FreecellError::NothingToRedo);
        };
        if first.auto {
            return Err(FreecellError::NothingToRedo);
        }
        loop {
            let step = self.steps[self.done];
            self.position
                .apply(step.mv)
                .map_err(|reason| FreecellError::Illegal {
                    mv: step.mv,
                    reason,
                })?;
            self.done += 1;
            match self.steps.get(self.done) {
                Some(next) if next.auto => {}
                _ => break,
            }
        }
        Ok(())
    }

    /// Whether [`undo`](Game::undo) has something to take back.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.done > 0
    }

    /// Whether [`redo`](Game::redo) has something to play again.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.done < self.steps.len()
    }
}
