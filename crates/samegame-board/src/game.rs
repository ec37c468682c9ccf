//! `Game`: a board being played, with its rules, score and undo/redo history.

use alloc::vec::Vec;

use crate::{Board, Cell, Color, Rules, SameGameError, Scoring};

/// One move of a game: where it was played, what it removed and what it scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Played {
    /// The cell chosen (as on the board before the move).
    pub cell: Cell,
    /// The group's colour (serialised as `colour`, as before).
    #[cfg_attr(feature = "serde", serde(rename = "colour"))]
    pub color: Color,
    /// Tiles removed.
    pub size: usize,
    /// Points scored by the removal.
    pub points: i64,
}

/// A move on the undo stack: the board as it was, to restore it exactly.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct Step {
    before: Board,
    played: Played,
}

/// The score of the moves in `done`: their points added in order, saturating at the
/// `i64` limits (the crate's one rule for totals).
fn running_score(done: &[Step]) -> i64 {
    done.iter()
        .fold(0i64, |sum, step| sum.saturating_add(step.played.points))
}

/// A game in progress: the starting board (and its seed, if dealt from one), the
/// current board, the rules, the running score and the undo/redo history.
///
/// ```
/// use samegame_board::{Cell, Game, Rules};
///
/// let mut game = Game::new("12\n11".parse().unwrap(), Rules::CLASSIC);
/// let played = game.play(Cell::new(0, 0)).unwrap();
/// assert_eq!((played.size, played.points), (3, 4));
/// assert!(game.is_over());
/// game.undo().unwrap();
/// assert_eq!((game.score(), game.board().tiles()), (0, 4));
/// game.redo().unwrap();
/// assert_eq!(game.score(), 4);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Game<S = Rules> {
    start: Board,
    seed: Option<u64>,
    board: Board,
    rules: S,
    score: i64,
    done: Vec<Step>,
    undone: Vec<Played>,
}

impl<S: Scoring> Game<S> {
    /// A game starting from `board`.
    #[must_use]
    pub fn new(board: Board, rules: S) -> Self {
        Game {
            start: board.clone(),
            seed: None,
            board,
            rules,
            score: 0,
            done: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// A game on [`Board::from_seed`]`(width, height, colors, seed)`; the seed is kept
    /// for [`Game::seed`].
    ///
    /// # Errors
    /// As [`Board::from_seed`].
    pub fn from_seed(
        width: usize,
        height: usize,
        colors: usize,
        seed: u64,
        rules: S,
    ) -> Result<Self, SameGameError> {
        let mut game = Game::new(Board::from_seed(width, height, colors, seed)?, rules);
        game.seed = Some(seed);
        Ok(game)
    }

    /// The old name of [`Game::from_seed`].
    ///
    /// # Errors
    /// As [`Game::from_seed`].
    #[deprecated(since = "0.1.0", note = "renamed to `Game::from_seed`")]
    pub fn random(
        width: usize,
        height: usize,
        colors: usize,
        seed: u64,
        rules: S,
    ) -> Result<Self, SameGameError> {
        Game::from_seed(width, height, colors, seed, rules)
    }

    /// Removes the group at `cell` and scores it. Clears the redo history.
    ///
    /// # Errors
    /// As [`Board::remove`]; the game is then unchanged.
    pub fn play(&mut self, cell: Cell) -> Result<Played, SameGameError> {
        let played = self.apply(cell)?;
        self.undone.clear();
        Ok(played)
    }

    /// Plays `cell` and records it on the undo stack.
    fn apply(&mut self, cell: Cell) -> Result<Played, SameGameError> {
        let before = self.board.clone();
        let removed = self.board.remove(cell)?;
        let played = Played {
            cell,
            color: removed.color,
            size: removed.size,
            points: removed.points(&self.rules),
        };
        self.score = self.score.saturating_add(played.points);
        self.done.push(Step { before, played });
        Ok(played)
    }

    /// Takes the last move back: the board and score are restored exactly.
    ///
    /// # Errors
    /// [`SameGameError::NothingToUndo`] at the start of the game.
    pub fn undo(&mut self) -> Result<Played, SameGameError> {
        let step = self.done.pop().ok_or(SameGameError::NothingToUndo)?;
        self.board = step.before;
        // Recomputed rather than subtracted: saturating sums do not undo exactly.
        self.score = running_score(&self.done);
        self.undone.push(step.played);
        Ok(step.played)
    }

    /// Plays the last undone move again.
    ///
    /// # Errors
    /// [`SameGameError::NothingToRedo`] when nothing was undone since the last
    /// [`Game::play`].
    pub fn redo(&mut self) -> Result<Played, SameGameError> {
        let next = self.undone.pop().ok_or(SameGameError::NothingToRedo)?;
        self.apply(next.cell)
    }

    /// Back to the starting board with score 0 (the seed article's "retry").
    pub fn restart(&mut self) {
        self.board = self.start.clone();
        self.score = 0;
        self.done.clear();
        self.undone.clear();
    }

    /// The board as it stands.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board the game started from.
    #[must_use]
    pub fn start(&self) -> &Board {
        &self.start
    }

    /// The seed the board was dealt from, for games made by [`Game::from_seed`].
    #[must_use]
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The rules.
    #[must_use]
    pub fn rules(&self) -> &S {
        &self.rules
    }

    /// Points scored by the moves so far (without end bonus or penalty).
    #[must_use]
    pub fn score(&self) -> i64 {
        self.score
    }

    /// The score with the end points ([`Scoring::end_points`]) added once the game is
    /// over; the running score before that.
    #[must_use]
    pub fn final_score(&self) -> i64 {
        if self.is_over() {
            self.score
                .saturating_add(self.rules.end_points(self.board.remaining_all()))
        } else {
            self.score
        }
    }

    /// `true` when no group of 2 or more tiles is left.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.board.is_over()
    }

    /// The moves played, oldest first.
    pub fn history(&self) -> impl ExactSizeIterator<Item = &Played> + '_ {
        self.done.iter().map(|s| &s.played)
    }

    /// `true` when a move can be undone.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.done.is_empty()
    }

    /// `true` when an undone move can be played again.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }
}
