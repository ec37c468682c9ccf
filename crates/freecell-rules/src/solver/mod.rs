//! A FreeCell solver: best-first search over single moves and legal run
//! moves, with safe auto-moves, and a table of every state seen.
//!
//! [`Solver::solve`] answers [`Outcome::Solved`] with a complete move list,
//! [`Outcome::Impossible`] when every state reachable from the position has
//! been seen without a win, or [`Outcome::GaveUp`] when the [`Budget`] ran out.
//!
//! # Why `Impossible` is a proof
//!
//! The search stores every state it reaches and expands every one of them
//! with every legal move, so `Impossible` means the reachable states were
//! exhausted. Three shortcuts shrink that space without losing a win:
//!
//! - **Equivalent moves.** [`Position::legal_moves_into`] generates a move to
//!   *an* empty free cell or *an* empty cascade once, not once per empty one,
//!   and leaves out moving a whole cascade into an empty one. Those moves lead
//!   to states that differ only in the order of the cascades or cells — the
//!   same canonical state (see below), so nothing is lost.
//! - **Canonical states.** A state is keyed on each card's card beneath it,
//!   the set of free-cell cards and the foundation counts. That key is blind
//!   to the order of cascades and of free cells and to nothing else, and
//!   permuting cascades or cells maps wins to wins. The key is compared
//!   exactly (no hash compaction), so no state is wrongly taken as seen.
//! - **Safe auto-moves.** After each move, cards go home by a *safe* rule
//!   ([`AutoMove::Raymond`] by default; Horne's and Microsoft's rules are
//!   special cases of the argument). Call a card *C* safe when it is next on
//!   its foundation and every card that could ever be built on it — and,
//!   transitively, on those — is home or next on its foundation. Under
//!   Raymond's condition (rank *r*; both opposite-colour foundations hold ≥
//!   *r* − 2 cards; the other suit of *C*'s colour ≥ *r* − 3) the cards that
//!   can go on *C* are the two opposite-colour *r* − 1 cards *X* (next or home),
//!   on *X* only the other same-colour *r* − 2 card *Z* (next or home; *C*'s own
//!   *r* − 2 is home), and on *Z* nothing (the opposite-colour *r* − 3 cards are
//!   home). Take any win *W* from state *S* and play it from *S'* = *S* with *C*
//!   home, keeping a set *H* ⊆ {*C*, *X*, *Z*} of cards that are home in *S'*
//!   but not in *S* (each lies in *S* only under other cards of *H*, so
//!   removing *H* leaves a valid layout): a move of *H* cards alone is
//!   skipped; a move putting *X* on *C* or *Z* on *X* sends that card home
//!   instead (it is next on its foundation) and adds it to *H*; a run whose
//!   top part is in *H* moves without it. Every other move is unchanged, and
//!   stays legal because *S'* has at least the free cells and empty cascades of
//!   *S*, hence at least its supermove capacity. The last state is won. So a
//!   state and its safe auto-move successor are both winnable or both not.
//!   Microsoft's rule (twos always, else opposite-colour *r* − 1 home) and
//!   Horne's rule are safe by the same argument (an ace always goes home when
//!   exposed, so no ace ever needs a two).
//!
//! Supermoves are limited by the real capacity, (empty free cells + 1) ×
//! 2^(empty cascades), so a proof holds for the real rules.
//!
//! # Search order
//!
//! Two queues take turns: one holds every stored state not expanded yet,
//! by a steady estimate of the work left; the other only the *novel*
//! states, those whose move made a fact true (a card on a given card, in a
//! cell, or home) that no earlier state of the same score had made true.
//! Best-first search stalls on plateaus of states that score alike; the
//! novel ones are the states on the plateau doing something not tried yet.
//!
//! # Speed
//!
//! Nodes live in one arena (position, parent, move, depth, the sums of its
//! measures); children are played straight into it and the new ones packed
//! down. The table stores node numbers with a tag, a hash of the key kept
//! move by move (a child's is its parent's with the few terms its move
//! changed swapped), and files a state by the tag's top bits, so it doubles
//! without hashing a state again; each
//! estimate's open list is a bucket queue (one bucket of node numbers per
//! score, so a push or pop costs no heap sifting). The per-cascade measures
//! behind the scores are kept only for expanded states (about a fifth of
//! those stored): a child is scored from the sums of its parent's measures
//! and of the cascades its move changed, adding just the cards a move put
//! on a cascade and settling most cascades that lost cards without a walk. After a move only the card it
//! exposed is checked for a safe auto-move (stored states have none left),
//! unless a card went home. The buffers are kept between calls, so a
//! [`Solver`] reused for many deals allocates only when a search outgrows the
//! last one.
//! The search is deterministic: the same position and budget give the same
//! answer and the same moves.
//!
//! ```
//! use freecell_rules::{Position, solver::{Outcome, Solver}};
//! let deal = Position::microsoft_deal(1).unwrap();
//! let mut solver = Solver::default();
//! let Outcome::Solved(moves) = solver.solve(&deal) else { panic!("deal 1 is solvable") };
//! let mut p = deal;
//! for m in &moves {
//!     p.apply(*m).unwrap(); // every move is legal as it stands, auto-moves included
//! }
//! assert!(p.is_won());
//! ```

mod arena;
mod compact;
mod keyset;
mod novelty;
mod open;
mod proof;
mod score;
mod table;
mod tag;

use alloc::vec::Vec;
use core::fmt;
use core::time::Duration;

use crate::{AutoMove, Move, MoveList, Position};
use arena::{Arena, NO_PARENT, NOT_EXPANDED, Node};
use novelty::Novelty;
use open::{BucketQueue, Ties};
use score::{Features, Parts, Weights};
use tag::tag_change;

/// One estimate the search takes turns with.
struct Estimate {
    weights: Weights,
    /// Which of the states with the lowest score comes first.
    ties: Ties,
    /// After expanding a state taken from this estimate's list, how many
    /// times at most to go on at once with its best new novel child (by
    /// this estimate), then that child's, and so on: a greedy probe down one
    /// line, which finds the win sooner on deals where the best-first order
    /// keeps widening a plateau. Every probed state is stored and queued
    /// like any other, so nothing is skipped.
    probe: u32,
    /// How many states in a row this estimate picks when its turn comes.
    turns: usize,
}

/// The estimate whose turn is `turn` (counting every state taken from the
/// queues): each takes its `turns` in a row, in order.
fn estimate_of(turn: usize) -> usize {
    const CYCLE: usize = {
        let mut sum = 0;
        let mut i = 0;
        while i < ESTIMATES.len() {
            sum += ESTIMATES[i].turns;
            i += 1;
        }
        sum
    };
    let mut t = turn % CYCLE;
    for (q, e) in ESTIMATES.iter().enumerate() {
        if t < e.turns {
            return q;
        }
        t -= e.turns;
    }
    ESTIMATES.len() - 1
}

/// The estimate whose queue holds every state stored and not expanded: when
/// the novel queue is empty its turn goes here, and when this one is empty
/// every stored state has been expanded.
const EVERY: usize = 0;
/// The estimate whose queue holds only the novel states (see `novelty.rs`),
/// novel by its score without the depth term.
const NOVEL: usize = 1;

/// The estimates the search alternates between: a steady one, with a little
/// weight on depth, breaking ties newest first (so it dives along equally
/// good lines instead of widening them) and probing greedily after each of
/// its expansions, over every state; and a greedier one, keener on free
/// cells, with less weight on depth, breaking ties oldest first, over the
/// novel states only. The steady one alone has a long tail of hard deals,
/// where it widens a plateau of states that score alike; the novel ones are
/// the states on that plateau doing something not tried yet, so taking
/// turns with them cuts the tail. The novel queue takes eight states for
/// each one the steady one takes. The ratio and the weights were each
/// measured one step either way over the first 32000 deals and kept where
/// the search stored the fewest states without longer solutions.
const ESTIMATES: [Estimate; 2] = [
    Estimate {
        weights: Weights {
            cards_left: 3,
            over_lower: 2,
            above_next: 1,
            cells_used: 3,
            empty_cascades: 3,
            breaks: 2,
            depth_sixteenths: 32,
        },
        ties: Ties::Newest,
        probe: 64,
        turns: 1,
    },
    Estimate {
        weights: Weights {
            cards_left: 3,
            over_lower: 1,
            above_next: 1,
            cells_used: 5,
            empty_cascades: 4,
            breaks: 2,
            depth_sixteenths: 8,
        },
        ties: Ties::Oldest,
        probe: 0,
        turns: 8,
    },
];

/// Limits on one search. A search that reaches a limit gives up
/// ([`Outcome::GaveUp`]) instead of running on. The fields are named as
/// samegame-board's solver names its budget's: `max_time`, `max_nodes`,
/// `max_bytes`; `None` sets no limit of that kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Most wall-clock time (checked every 1024 expansions; needs the `std`
    /// feature, and is ignored without it).
    pub max_time: Option<Duration>,
    /// Most nodes: here a node is a state stored (never more than
    /// [`Solver::MAX_NODES`]).
    pub max_nodes: Option<u64>,
    /// Most bytes held by the solver's tables (an estimate within a few per cent).
    pub max_bytes: Option<usize>,
}

impl Default for Budget {
    /// 8 million states, 1 GiB, no time limit: enough to settle every
    /// Microsoft deal 1 ..= 32000, including the exhaustion of 11982.
    fn default() -> Self {
        Budget {
            max_time: None,
            max_nodes: Some(8_000_000),
            max_bytes: Some(1 << 30),
        }
    }
}

impl Budget {
    /// At most `nodes` states stored, and no other limit.
    #[must_use]
    pub const fn nodes(nodes: u64) -> Self {
        Budget {
            max_time: None,
            max_nodes: Some(nodes),
            max_bytes: None,
        }
    }

    /// At most `time` of wall-clock time, and no other limit.
    #[must_use]
    pub const fn time(time: Duration) -> Self {
        Budget {
            max_time: Some(time),
            max_nodes: None,
            max_bytes: None,
        }
    }

    /// At most `bytes` of memory in the solver's tables, and no other limit.
    #[must_use]
    pub const fn bytes(bytes: usize) -> Self {
        Budget {
            max_time: None,
            max_nodes: None,
            max_bytes: Some(bytes),
        }
    }
}

/// Why a search stopped without an answer: the same reasons, by the same
/// names, as samegame-board's solver gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum GaveUp {
    /// The stop flag given to [`Solver::with_stop`] was set.
    Stopped,
    /// [`Budget::max_time`] passed.
    Time(Duration),
    /// [`Budget::max_nodes`] states were stored.
    Nodes(u64),
    /// The tables would grow past [`Budget::max_bytes`].
    Memory(usize),
}

impl fmt::Display for GaveUp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GaveUp::Stopped => f.write_str("stopped"),
            GaveUp::Time(t) => write!(f, "time limit of {:.3} s reached", t.as_secs_f64()),
            GaveUp::Nodes(n) => write!(f, "limit of {n} states reached"),
            GaveUp::Memory(b) => write!(f, "memory limit of {b} bytes reached"),
        }
    }
}

/// How a search is going, handed to the callback of
/// [`Solver::solve_with_progress`]: the same fields as samegame-board's
/// `solver::Progress`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Progress {
    /// Cards home in the best state expanded so far (the most cards home;
    /// the first such state on ties).
    pub score: i64,
    /// The moves from the start to that state, auto-moves written out.
    pub moves: Vec<Move>,
    /// Time since the search started (zero without the `std` feature).
    pub elapsed: Duration,
    /// Nodes so far: states stored.
    pub nodes: u64,
}

/// The answer of a search.
#[derive(Debug, Clone, PartialEq, Eq)]
#[must_use]
pub enum Outcome {
    /// Every move from the position to the win, foundation moves included:
    /// each one legal where it is played, with no implicit auto-moves.
    Solved(Vec<Move>),
    /// No sequence of legal moves wins: every reachable state was examined.
    Impossible,
    /// The budget ran out first.
    GaveUp(GaveUp),
}

/// Counters of the last search.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// States stored (distinct canonical states reached).
    pub states: usize,
    /// States expanded (their moves generated and played).
    pub expanded: usize,
    /// Most bytes the search's tables held (the figure
    /// [`Budget::max_bytes`] is checked against).
    pub bytes: usize,
}

/// How a [`Solver`] searches.
///
/// Both modes are exact: `Impossible` from either is a proof. They differ
/// in what they are good at.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SolveMode {
    /// Best-first search (see the [module docs](self)): finds short
    /// solutions fast, but keeps a whole position per state stored (about
    /// 300 bytes with its table and queues).
    #[default]
    BestFirst,
    /// Exhaustive depth-first search keeping an exact key per state seen,
    /// 32 bytes on up to eight cascades (33 ..= 73 bytes per state with its
    /// table), 48 on more, and a whole position for each state on its line
    /// from the root: for proving hard deals impossible. Its solutions are long and it reports no progress.
    Proof,
}

/// A reusable solver: keep one and call [`solve`](Solver::solve) for each
/// position, so the buffers are reused.
#[derive(Debug)]
pub struct Solver {
    budget: Budget,
    auto_move: AutoMove,
    mode: SolveMode,
    /// Proof mode's storage.
    proof: proof::ProofTables,
    /// Every state stored.
    arena: Arena,
    /// The per-cascade measures of every expanded state, from which its
    /// children's are found.
    parts: Vec<Parts>,
    open: [BucketQueue; ESTIMATES.len()],
    /// The facts the search's moves have made true, for the novel queue.
    novelty: Novelty,
    moves: MoveList,
    stats: Stats,
    /// Set from another thread to end the search early.
    #[cfg(feature = "std")]
    stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new(Budget::default())
    }
}

impl Solver {
    /// A solver with `budget`, using the safe [`AutoMove::Raymond`] rule.
    #[must_use]
    pub fn new(budget: Budget) -> Solver {
        Solver {
            budget,
            auto_move: AutoMove::Raymond,
            mode: SolveMode::BestFirst,
            proof: proof::ProofTables::default(),
            arena: Arena::default(),
            parts: Vec::new(),
            open: ESTIMATES.map(|e| BucketQueue::new(e.ties)),
            novelty: Novelty::default(),
            moves: MoveList::new(),
            stats: Stats::default(),
            #[cfg(feature = "std")]
            stop: None,
        }
    }

    /// Uses another auto-move rule during the search. All of [`AutoMove`]'s
    /// rules are safe (see the [module docs](self)); `AutoMove::None` searches
    /// the full space and is much slower.
    #[must_use]
    pub fn with_auto_move(mut self, rule: AutoMove) -> Solver {
        self.auto_move = rule;
        self
    }

    /// Searches in `mode` (see [`SolveMode`]).
    ///
    /// ```
    /// use freecell_rules::{Position, solver::{Outcome, SolveMode, Solver}};
    /// let mut solver = Solver::default().with_mode(SolveMode::Proof);
    /// assert_eq!(solver.solve(&Position::microsoft_deal(11982).unwrap()), Outcome::Impossible);
    /// let stats = solver.stats();
    /// assert!(stats.states > 0 && stats.bytes > 0);
    /// ```
    #[must_use]
    pub fn with_mode(mut self, mode: SolveMode) -> Solver {
        self.mode = mode;
        self
    }

    /// The search mode.
    #[must_use]
    pub fn mode(&self) -> SolveMode {
        self.mode
    }

    /// Ends each search soon after `stop` is set (looked at every 1024
    /// expansions, as the time limit is), with [`GaveUp::Stopped`]: a search run
    /// on another thread can be cancelled. The flag is not cleared by the solver.
    ///
    /// ```
    /// use std::sync::{Arc, atomic::AtomicBool};
    /// use freecell_rules::{Position, solver::{GaveUp, Outcome, Solver}};
    /// let stop = Arc::new(AtomicBool::new(true));
    /// let mut solver = Solver::default().with_stop(Arc::clone(&stop));
    /// let deal = Position::microsoft_deal(1).unwrap();
    /// assert_eq!(solver.solve(&deal), Outcome::GaveUp(GaveUp::Stopped));
    /// ```
    #[cfg(feature = "std")]
    #[must_use]
    pub fn with_stop(mut self, stop: std::sync::Arc<std::sync::atomic::AtomicBool>) -> Solver {
        self.stop = Some(stop);
        self
    }

    /// The budget.
    #[must_use]
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// Counters of the last search.
    #[must_use]
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Bytes held by the search's tables now.
    fn bytes(&self) -> usize {
        self.arena.bytes()
            + self.parts.capacity() * core::mem::size_of::<Parts>()
            + self.open.iter().map(BucketQueue::bytes).sum::<usize>()
            + self.novelty.bytes()
    }

    /// Solves `start` (see the [module docs](self)).
    pub fn solve(&mut self, start: &Position) -> Outcome {
        self.run(start, None)
    }

    /// [`solve`](Solver::solve), calling `progress` every
    /// [`Solver::PROGRESS_EVERY`] expansions with the best state so far (the
    /// most cards home), the moves to it and the counters, so a game can show
    /// a progress bar. The callback runs on the solver's thread, between
    /// expansions; the answer is the one `solve` gives. In
    /// [`SolveMode::Proof`] it is never called.
    ///
    /// ```
    /// use freecell_rules::{Position, solver::{Outcome, Solver}};
    /// let deal = Position::microsoft_deal(11982).unwrap(); // impossible
    /// let mut best = 0;
    /// let outcome = Solver::default().solve_with_progress(&deal, |p| best = best.max(p.score));
    /// assert_eq!(outcome, Outcome::Impossible);
    /// assert!(best > 0 && best < 52);
    /// ```
    pub fn solve_with_progress<F: FnMut(&Progress)>(
        &mut self,
        start: &Position,
        mut progress: F,
    ) -> Outcome {
        self.run(start, Some(&mut progress))
    }

    /// Most states one search stores, whatever its budget: states are numbered
    /// with `u32`s, and one expansion adds at most a few hundred past the check.
    /// A budget above it (or none) gives up at it with [`GaveUp::Nodes`].
    pub const MAX_NODES: u64 = u32::MAX as u64 - 4096;

    /// Expansions between two calls of a progress callback.
    pub const PROGRESS_EVERY: usize = 1 << 14;

    /// One search, reporting to `progress` if given.
    fn run(&mut self, start: &Position, progress: Option<&mut dyn FnMut(&Progress)>) -> Outcome {
        // Like the table: the storage of a hard deal's huge search is not kept.
        let huge = self.arena.is_huge();
        self.arena.clear();
        self.parts.clear();
        if huge {
            self.parts = Vec::new();
            self.open = ESTIMATES.map(|e| BucketQueue::new(e.ties));
        }
        self.open.iter_mut().for_each(BucketQueue::clear);
        self.novelty.clear();
        self.stats = Stats::default();
        if self.mode == SolveMode::Proof {
            let outcome = self.prove(start);
            self.stats.states = self.proof.states();
            self.stats.bytes = self.stats.bytes.max(self.proof.bytes());
            return outcome;
        }
        let outcome = self.search(start, progress);
        self.stats.states = self.arena.len();
        // The tables only grow during a search.
        self.stats.bytes = self.bytes();
        outcome
    }

    /// Best-first search: take the next state from the estimates' queues in
    /// turn (or the next step of a probe), expand it, and stop at a win, when
    /// every stored state is expanded, or when the budget runs out.
    fn search(
        &mut self,
        start: &Position,
        mut progress: Option<&mut dyn FnMut(&Progress)>,
    ) -> Outcome {
        let mut root = *start;
        self.auto_move.run(&mut root, |_| {});
        if root.is_won() {
            return Outcome::Solved(self.path(start, NO_PARENT, None));
        }
        self.push_root(root);
        let clock = Clock::start();
        let mut turn = 0;
        // The probe under way: its next state, the estimate, the steps left.
        let mut probe: Option<(u32, usize, u32)> = None;
        // For progress reports: the most cards home in a state expanded, and where.
        let mut best_home = (0, NO_PARENT);
        loop {
            let (index, estimate, steps) = match probe.take() {
                Some(step) => step,
                None => match self.next_open(&mut turn) {
                    Some((index, q)) => (index, q, ESTIMATES[q].probe),
                    None => return Outcome::Impossible,
                },
            };
            if let Some(reason) = self.over_budget(&clock, self.arena.len() as u64, self.bytes()) {
                return Outcome::GaveUp(reason);
            }
            self.stats.expanded += 1;
            if let Some(report) = progress.as_deref_mut() {
                self.track_progress(start, index, &mut best_home, &clock, report);
            }
            match self.expand(start, index, estimate) {
                Expanded::Won(moves) => return Outcome::Solved(moves),
                Expanded::Best(best) => {
                    if steps > 0 && best != NO_PARENT {
                        probe = Some((best, estimate, steps - 1));
                    }
                }
            }
        }
    }

    /// Expands stored state `index`: plays each of its moves (skipping the
    /// one that takes back the move that led here, and those that move on
    /// the single card it moved, whose children are stored already) with
    /// the safe auto-moves, stores the children not seen before and queues
    /// them on the steady estimate, and the novel ones on the novel estimate.
    #[inline(always)]
    fn expand(&mut self, start: &Position, index: u32, estimate: usize) -> Expanded {
        let node = *self.arena.node(index);
        let position = node.position;
        let depth = node.depth + 1;
        let features = self.measure(&node);
        let back = self.move_back(&node);
        let tag = self.arena.tag(index);
        let parts = self.parts.len() as u32;
        self.arena.node_mut(index).parts = parts;
        self.parts.push(*features.parts());
        position.legal_moves_into(&mut self.moves);
        let first = self.arena.start_children();
        for &mv in self.moves.iter() {
            if back.is_some_and(|last| takes_back(mv, last) || moves_again(mv, last)) {
                continue;
            }
            let (child, child_tag) = self.arena.push_child(Node {
                position,
                parent: index,
                mv,
                depth,
                parts: NOT_EXPANDED,
                parent_parts: parts,
                sums: [0; 3],
            });
            *child_tag = tag ^ tag_change(child, mv);
            child.apply_trusted(mv);
            // Only a card going home can win, and only a move home or an
            // auto-move sends one.
            if may_auto_move(self.auto_move, child, mv) {
                // `AutoMove::run`, with the tag kept.
                while let Some(home) = self.auto_move.next_move(child) {
                    *child_tag ^= tag_change(child, home);
                    child.apply_trusted(home);
                }
                if child.is_won() {
                    self.arena.drop_children(first);
                    return Expanded::Won(self.path(start, index, Some(mv)));
                }
            }
        }
        // The best new novel child by `estimate` (score, node), for a probe.
        let mut best = (u32::MAX, NO_PARENT);
        let open = &mut self.open;
        let novelty = &mut self.novelty;
        self.arena.file(first, |child, number| {
            let totals = features.child_totals_after(&position, &child.position, child.mv);
            child.sums = totals.sums();
            let novel_score = totals.score(0, &ESTIMATES[NOVEL].weights);
            let novel = novelty.is_novel(novel_score, &position, child.mv);
            for (q, (queue, e)) in open.iter_mut().zip(&ESTIMATES).enumerate() {
                if q == NOVEL && !novel {
                    continue;
                }
                let score = totals.score(depth.into(), &e.weights);
                queue.push(score, number);
                if q == estimate && novel {
                    best = best.min((score, number));
                }
            }
        });
        Expanded::Best(best.1)
    }

    /// The measures of stored state `node`, rebuilt from its parent's.
    #[inline(always)]
    fn measure(&self, node: &Node) -> Features {
        if node.parent == NO_PARENT {
            return Features::of(&node.position);
        }
        let parent = self.arena.node(node.parent);
        debug_assert_eq!(node.parent_parts, parent.parts);
        let parent_parts = &self.parts[node.parent_parts as usize];
        Features::of_child(parent_parts, &parent.position, &node.position, node.sums)
    }

    /// The move that led to stored state `node` when no card went home on
    /// the way: taking it back leads to the parent, stored already.
    #[inline(always)]
    fn move_back(&self, node: &Node) -> Option<Move> {
        if node.parent == NO_PARENT {
            return None;
        }
        let parent = self.arena.node(node.parent);
        (parent.position.home == node.position.home).then_some(node.mv)
    }

    /// Stores the root and queues it on every estimate.
    fn push_root(&mut self, position: Position) {
        let totals = Features::of(&position).totals();
        let number = self.arena.store_root(Node {
            position,
            parent: NO_PARENT,
            mv: Move::PLACEHOLDER,
            depth: 0,
            parts: NOT_EXPANDED,
            parent_parts: NOT_EXPANDED,
            sums: totals.sums(),
        });
        for (queue, e) in self.open.iter_mut().zip(&ESTIMATES) {
            queue.push(totals.score(0, &e.weights), number);
        }
    }
}

/// What expanding a state found.
enum Expanded {
    /// A child is won: the full move list.
    Won(Vec<Move>),
    /// The best new novel child by the estimate the state was taken from
    /// (`NO_PARENT` when no child was new and novel).
    Best(u32),
}

/// When the search started, for [`Budget::max_time`] (which needs `std`).
struct Clock {
    #[cfg(feature = "std")]
    started: std::time::Instant,
}

impl Clock {
    fn start() -> Clock {
        Clock {
            #[cfg(feature = "std")]
            started: std::time::Instant::now(),
        }
    }

    /// Time since the search started; zero without `std`.
    fn elapsed(&self) -> Duration {
        #[cfg(feature = "std")]
        return self.started.elapsed();
        #[cfg(not(feature = "std"))]
        Duration::ZERO
    }

    /// Whether `limit` has passed, looked at every 1024 expansions.
    #[cfg_attr(not(feature = "std"), allow(unused_variables))]
    fn is_past(&self, limit: Duration, expanded: usize) -> bool {
        #[cfg(feature = "std")]
        if expanded.is_multiple_of(1024) {
            return self.started.elapsed() >= limit;
        }
        false
    }
}

/// Whether `mv` takes back `last`, the move that led to the state `mv` is
/// played from, when no card went home after `last` — so that `mv` leads
/// back to the state `last` was played from, up to the order of the free
/// cells (a card sent back to a cell goes to the first empty one, not
/// necessarily the one it came from). That state is stored, so the child
/// would be found in the table and dropped; skipping it changes nothing
/// but the work. (The state before `last` had no safe auto-move left, and
/// neither has the same state reached again.)
#[inline]
fn takes_back(mv: Move, last: Move) -> bool {
    use crate::Location::FreeCell;
    mv.from == last.to
        && mv.count == last.count
        && (mv.to == last.from || matches!((mv.to, last.from), (FreeCell(_), FreeCell(_))))
}

/// Whether `mv` moves on the single card that `last`, itself a single card,
/// has just moved, when no card went home after `last` — so that `mv` leads
/// to a state one move from the state `last` was played from (the card
/// moved from where `last` took it straight to where `mv` puts it: the
/// places it passes through are as they were, and a single card needs no
/// capacity). That state is a successor of an expanded state, and every
/// successor of an expanded state is stored (the ones skipped there by this
/// rule or by [`takes_back`] are stored one step further up, down to the
/// root, where nothing is skipped), so the child would be found in the
/// table and dropped; skipping it changes nothing but the work.
#[inline]
fn moves_again(mv: Move, last: Move) -> bool {
    mv.from == last.to && mv.count == 1 && last.count == 1
}

/// Whether `child`, reached by `mv` from a stored state, may have a safe
/// auto-move under `rule`. Stored states have none left, and safety depends
/// only on the foundations, so unless `mv` went home the only candidate is
/// the card `mv` exposed on its source cascade.
#[inline]
fn may_auto_move(rule: AutoMove, child: &Position, mv: Move) -> bool {
    match mv.from {
        _ if mv.is_to_foundation() => true,
        crate::Location::Cascade(a) => {
            let card = child.top[a as usize];
            card != crate::position::NO
                && child.goes_home(card)
                && rule.is_safe(child, crate::Card::from_index_unchecked(card))
        }
        _ => false,
    }
}

impl Solver {
    /// The next node to expand and the queue it came from: the queues take
    /// turns (see [`estimate_of`]), a turn whose queue is empty goes to the
    /// `EVERY` queue, and a node already expanded through another queue is
    /// skipped. `None` when every stored state has been expanded.
    fn next_open(&mut self, turn: &mut usize) -> Option<(u32, usize)> {
        let q = estimate_of(*turn);
        *turn += 1;
        // Every stored state is queued on the `EVERY` estimate, and one
        // taken unexpanded is expanded at once; so when that queue runs
        // dry, every stored state has been expanded.
        [q, EVERY].into_iter().find_map(|q| {
            let open = &mut self.open[q];
            core::iter::from_fn(|| open.pop())
                .find(|&index| self.arena.node(index).parts == NOT_EXPANDED)
                .map(|index| (index, q))
        })
    }

    /// Which limit of the budget the search has reached, if any, with
    /// `states` stored and `bytes` held.
    fn over_budget(&self, clock: &Clock, states: u64, bytes: usize) -> Option<GaveUp> {
        // Without a limit, or past it, the node numbering's own: nodes are `u32`s.
        let limit = self
            .budget
            .max_nodes
            .map_or(Solver::MAX_NODES, |n| n.min(Solver::MAX_NODES));
        if states >= limit {
            return Some(GaveUp::Nodes(limit));
        }
        if let Some(limit) = self.budget.max_bytes
            && bytes > limit
        {
            return Some(GaveUp::Memory(limit));
        }
        if let Some(limit) = self.budget.max_time
            && clock.is_past(limit, self.stats.expanded)
        {
            return Some(GaveUp::Time(limit));
        }
        #[cfg(feature = "std")]
        if let Some(stop) = &self.stop
            && self.stats.expanded.is_multiple_of(1024)
            && stop.load(std::sync::atomic::Ordering::Relaxed)
        {
            return Some(GaveUp::Stopped);
        }
        None
    }

    /// Remembers state `index` if it has the most cards home so far, and
    /// every [`Solver::PROGRESS_EVERY`] expansions reports the best one.
    fn track_progress(
        &self,
        start: &Position,
        index: u32,
        best: &mut (usize, u32),
        clock: &Clock,
        report: &mut dyn FnMut(&Progress),
    ) {
        let home = self.arena.node(index).position.cards_home();
        if best.1 == NO_PARENT || home > best.0 {
            *best = (home, index);
        }
        if self.stats.expanded % Solver::PROGRESS_EVERY == 1 {
            report(&Progress {
                score: best.0 as i64,
                moves: self.path(start, best.1, None),
                elapsed: clock.elapsed(),
                nodes: self.arena.len() as u64,
            });
        }
    }

    /// The full move list from `start` to the win through node `last` and
    /// then `final_move`, auto-moves written out.
    fn path(&self, start: &Position, last: u32, final_move: Option<Move>) -> Vec<Move> {
        let mut chosen: Vec<Move> = final_move.into_iter().collect();
        let mut at = last;
        while at != NO_PARENT {
            let node = self.arena.node(at);
            if node.parent != NO_PARENT {
                chosen.push(node.mv);
            }
            at = node.parent;
        }
        chosen.reverse();
        self.written_out(start, chosen)
    }

    /// `chosen` played from `start` with the auto-moves written out.
    fn written_out(&self, start: &Position, chosen: Vec<Move>) -> Vec<Move> {
        let mut out = Vec::new();
        let mut p = *start;
        self.auto_move.run(&mut p, |m| out.push(m));
        for mv in chosen {
            p.apply_trusted(mv);
            out.push(mv);
            // Each move is played from a state with no safe auto-move left,
            // as in the search, so the same test says when one may follow.
            if may_auto_move(self.auto_move, &p, mv) {
                self.auto_move.run(&mut p, |m| out.push(m));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use table::same_state;

    /// The same places the other way, the same count; a card goes back to
    /// any free cell.
    #[test]
    fn takes_back_names_the_reverse_move() {
        use crate::Location::{Cascade, FreeCell};
        let run = Move::new(Cascade(0), Cascade(1), 2);
        assert!(takes_back(Move::new(Cascade(1), Cascade(0), 2), run));
        assert!(!takes_back(Move::new(Cascade(1), Cascade(0), 1), run));
        assert!(!takes_back(Move::new(Cascade(1), Cascade(2), 2), run));
        assert!(!takes_back(Move::new(Cascade(0), Cascade(1), 2), run));
        let to_cell = Move::new(Cascade(2), FreeCell(1), 1);
        assert!(takes_back(Move::new(FreeCell(1), Cascade(2), 1), to_cell));
        assert!(!takes_back(Move::new(FreeCell(0), Cascade(2), 1), to_cell));
        assert!(!takes_back(Move::new(FreeCell(1), Cascade(3), 1), to_cell));
        let from_cell = Move::new(FreeCell(3), Cascade(2), 1);
        assert!(takes_back(Move::new(Cascade(2), FreeCell(0), 1), from_cell));
        assert!(!takes_back(
            Move::new(Cascade(3), FreeCell(0), 1),
            from_cell
        ));
    }

    /// A single card moved on from where the last move put it, the last move
    /// a single card too.
    #[test]
    fn moves_again_names_the_card_just_moved() {
        use crate::Location::{Cascade, Foundation, FreeCell};
        let to_cell = Move::new(Cascade(2), FreeCell(1), 1);
        assert!(moves_again(Move::new(FreeCell(1), Cascade(4), 1), to_cell));
        assert!(moves_again(
            Move::new(FreeCell(1), Foundation(crate::Suit::Hearts), 1),
            to_cell
        ));
        assert!(!moves_again(Move::new(FreeCell(0), Cascade(4), 1), to_cell));
        let single = Move::new(Cascade(0), Cascade(1), 1);
        assert!(moves_again(Move::new(Cascade(1), Cascade(5), 1), single));
        assert!(moves_again(Move::new(Cascade(1), FreeCell(0), 1), single));
        assert!(!moves_again(Move::new(Cascade(1), Cascade(5), 2), single));
        assert!(!moves_again(Move::new(Cascade(0), Cascade(5), 1), single));
        let run = Move::new(Cascade(0), Cascade(1), 3);
        assert!(!moves_again(Move::new(Cascade(1), Cascade(5), 1), run));
        assert!(!moves_again(Move::new(Cascade(1), Cascade(5), 3), run));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Along random lines of play with Raymond's auto-moves, on seeded
        /// deals of every layout and both building rules: whenever no card
        /// went home on the last move, every legal move that
        /// `takes_back` names leads (with its auto-moves) to the state
        /// before, and every other one that `moves_again` names to a
        /// successor of the state before (or that state itself, when the
        /// straight move would take a whole cascade to an empty one), so
        /// the search may skip them.
        #[test]
        fn a_move_taken_back_leads_to_the_state_before(
            start in crate::testing::any_seeded_deal(),
            picks in prop::collection::vec(any::<u16>(), 1..120),
        ) {
            let mut p = start;
            AutoMove::Raymond.run(&mut p, |_| {});
            let mut moves = MoveList::new();
            let mut before: Option<(Position, Move)> = None;
            let mut skipped = 0;
            for &pick in &picks {
                p.legal_moves_into(&mut moves);
                if moves.is_empty() {
                    break;
                }
                if let Some((q, last)) = before.filter(|(q, _)| q.home == p.home) {
                    for &m in moves.iter().filter(|&&m| takes_back(m, last)) {
                        let child = crate::testing::child_of(&p, m);
                        prop_assert!(same_state(&child, &q), "{} after {}", m, last);
                        skipped += 1;
                    }
                    let mut from_q = MoveList::new();
                    q.legal_moves_into(&mut from_q);
                    let again = moves
                        .iter()
                        .filter(|&&m| moves_again(m, last) && !takes_back(m, last));
                    for &m in again {
                        let child = crate::testing::child_of(&p, m);
                        let sibling = from_q
                            .iter()
                            .any(|&s| same_state(&crate::testing::child_of(&q, s), &child));
                        prop_assert!(
                            sibling || same_state(&child, &q),
                            "{} after {}",
                            m,
                            last
                        );
                    }
                }
                // Now and then a move back the way it came (any count), so
                // that lines go to and fro.
                let back = before.and_then(|(_, last)| {
                    moves.iter().copied().find(|m| m.from == last.to && m.to == last.from)
                });
                let m = match back {
                    Some(b) if pick % 4 == 0 => b,
                    _ => moves[usize::from(pick) % moves.len()],
                };
                let mut next = p;
                next.apply_trusted(m);
                AutoMove::Raymond.run(&mut next, |_| {});
                before = Some((p, m));
                p = next;
            }
            // Lines that go to and fro take moves back.
            prop_assert!(skipped > 0 || picks.len() < 40 || p.is_won() || moves.is_empty());
        }
    }
}
