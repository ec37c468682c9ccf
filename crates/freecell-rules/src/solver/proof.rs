//! Proof mode ([`SolveMode::Proof`](super::SolveMode::Proof)): an exhaustive
//! depth-first search that keeps only a compact key per state seen.
//!
//! Every state reached is filed in a [`KeySet`] by its exact key (32 bytes
//! on up to eight cascades, else 48; see [`compact`](super::compact)) and
//! entered at once: the search keeps one level per state on the line
//! from the root to where it is (the position and the moves it has not
//! tried yet, on one shared move stack), tries a level's moves in turn,
//! enters each child not filed before, and leaves a level when its moves
//! are used up. So every state filed is fully expanded unless a win turns
//! up, and `Impossible` means the reachable states were exhausted, by the
//! same shortcuts as the best-first search (see the [module docs](super)):
//! a move that takes back the last one leads to the state on the level
//! above, and one that moves the last single card on again leads to a
//! successor of that state, which its level tries itself (or, if it skips
//! it by the same rule, the level above it, down to the root, where nothing
//! is skipped). Nothing is kept for a state off the line but its key (33 ..=
//! 73 bytes with its slack in the set, for a 32-byte key), which is what
//! lets a proof reach far more states in the same memory than the
//! best-first search's arena of positions; a state on the line costs about
//! 100 bytes more (its level and its untried moves), and depth-first lines
//! get long. The line is the move list of a win when one is found.

use alloc::vec::Vec;

use super::compact::{RootCascades, long_key};
use super::keyset::{Filed, KeySet};
use super::{Clock, GaveUp, Outcome, Solver, may_auto_move, moves_again, takes_back};
use crate::{MAX_MOVES, Move, Position};

/// One state on the line from the root.
#[derive(Clone, Copy)]
struct Level {
    position: Position,
    /// The move that led here from the level above.
    mv: Move,
    /// Where this level's moves start on the move stack; they run to the
    /// next level's first (or the stack's end).
    first: u32,
    /// The next of them to try.
    next: u32,
}

/// The proof search's storage, kept between searches.
#[derive(Default)]
pub(super) struct ProofTables {
    /// The states seen, by short key where the layout fits one.
    short: KeySet<4>,
    /// The states seen, by long key where it does not.
    long: KeySet<6>,
    line: Vec<Level>,
    /// The moves each level of the line has not tried yet, level by level.
    pending: Vec<Move>,
}

impl core::fmt::Debug for ProofTables {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "ProofTables({} states)", self.states())
    }
}

/// Levels a search may keep from one search to the next.
const KEPT_LEVELS: usize = 1 << 12;

impl ProofTables {
    /// Bytes the line and the move stack hold at the peak of entering one
    /// more level.
    fn line_bytes_soon(&self) -> usize {
        self.line.capacity().max(self.line.len() + 1) * core::mem::size_of::<Level>()
            + self.pending.capacity().max(self.pending.len() + MAX_MOVES)
                * core::mem::size_of::<Move>()
    }

    /// Empties the tables; large ones give their memory back.
    fn clear(&mut self) {
        self.short.clear();
        self.long.clear();
        self.line.clear();
        self.pending.clear();
        if self.line.capacity() > KEPT_LEVELS {
            self.line = Vec::new();
            self.pending = Vec::new();
        }
    }

    /// Bytes held now.
    pub(super) fn bytes(&self) -> usize {
        self.short.bytes()
            + self.long.bytes()
            + self.line.capacity() * core::mem::size_of::<Level>()
            + self.pending.capacity() * core::mem::size_of::<Move>()
    }

    /// States filed.
    pub(super) fn states(&self) -> usize {
        self.short.len() + self.long.len()
    }
}

impl Solver {
    /// The exhaustive search of proof mode (see the module docs).
    pub(super) fn prove(&mut self, start: &Position) -> Outcome {
        self.proof.clear();
        let mut root = *start;
        self.auto_move.run(&mut root, |_| {});
        if root.is_won() {
            return Outcome::Solved(self.written_out(start, Vec::new()));
        }
        // The set is taken out of the tables while the search borrows them.
        if let Some(cascades) = RootCascades::new(&root) {
            let mut seen = core::mem::take(&mut self.proof.short);
            let outcome = self.search_keyed(start, root, &mut seen, |p| cascades.key_of(p));
            self.proof.short = seen;
            outcome
        } else {
            let mut seen = core::mem::take(&mut self.proof.long);
            let outcome = self.search_keyed(start, root, &mut seen, long_key);
            self.proof.long = seen;
            outcome
        }
    }

    /// The search from `root` (`start` after its auto-moves), filing each
    /// state in `seen` by `key`.
    fn search_keyed<const W: usize>(
        &mut self,
        start: &Position,
        root: Position,
        seen: &mut KeySet<W>,
        key: impl Fn(&Position) -> [u64; W],
    ) -> Outcome {
        let clock = Clock::start();
        seen.insert(key(&root), usize::MAX);
        self.enter(root, Move::PLACEHOLDER, None);
        loop {
            let depth = self.proof.line.len();
            let Some(level) = self.proof.line.last_mut() else {
                return Outcome::Impossible;
            };
            let Some(&mv) = self.proof.pending.get(level.next as usize) else {
                // Every move of this level tried: back up.
                self.proof.pending.truncate(level.first as usize);
                self.proof.line.pop();
                continue;
            };
            level.next += 1;
            let parent = level.position;
            let mut child = parent;
            child.apply_trusted(mv);
            if may_auto_move(self.auto_move, &child, mv) {
                self.auto_move.run(&mut child, |_| {});
                if child.is_won() {
                    let chosen = self.proof.line[1..].iter().map(|l| l.mv).chain([mv]);
                    return Outcome::Solved(self.written_out(start, chosen.collect()));
                }
            }
            // The set may grow into what the line leaves of the budget.
            let line_bytes = self.proof.line_bytes_soon();
            let room = self
                .budget
                .max_bytes
                .map_or(usize::MAX, |max| max.saturating_sub(line_bytes));
            match seen.insert(key(&child), room) {
                Filed::New => {}
                Filed::Seen => continue,
                Filed::Full => {
                    let max = self.budget.max_bytes.unwrap_or(usize::MAX);
                    return Outcome::GaveUp(GaveUp::Memory(max));
                }
            }
            let bytes = seen.bytes_within(room) + line_bytes;
            self.stats.bytes = self.stats.bytes.max(bytes);
            if let Some(reason) = self.over_budget(&clock, seen.len() as u64, bytes) {
                return Outcome::GaveUp(reason);
            }
            debug_assert!(depth < u32::MAX as usize);
            let back = (child.home == parent.home).then_some(mv);
            self.enter(child, mv, back);
        }
    }

    /// Puts `position`, reached by `mv`, on the line with its moves, less
    /// those that take back `back` or move its card on again.
    fn enter(&mut self, position: Position, mv: Move, back: Option<Move>) {
        self.stats.expanded += 1;
        position.legal_moves_into(&mut self.moves);
        let first = self.proof.pending.len() as u32;
        let kept = self
            .moves
            .iter()
            .copied()
            .filter(|&m| !back.is_some_and(|last| takes_back(m, last) || moves_again(m, last)));
        self.proof.pending.extend(kept);
        self.proof.line.push(Level {
            position,
            mv,
            first,
            next: first,
        });
    }
}
