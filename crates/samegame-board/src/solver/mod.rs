//! A solver: the best line of moves it can find for a board under a rule set, within
//! a budget of nodes and/or time, on one or more threads.
//!
//! One entry point, [`solve`] (and [`solve_with_progress`], which also reports each
//! improvement with its time); a [`SolveConfig`] chooses the method, the budget, the
//! seed, the threads and an optional stop flag. The methods ([`Method`]):
//!
//! - **NRPA** ([`Method::Nrpa`], level 1 to 5): nested rollout policy adaptation
//!   (Rosin 2011). Playouts from the root pick moves with probabilities
//!   `e^weight` of the move's code (its colour, its group's lowest-leftmost cell
//!   and its group's size); each level runs 100 searches of the level below and
//!   after each one moves the policy towards the best line seen, level 1 after
//!   every 4 playouts (stabilized NRPA). Playouts never pick one colour while
//!   another move exists (the colour-tabu rule), so it is kept together for a large
//!   final group (except on small boards, see below): the colour with the most
//!   tiles at the start, or, when other colours have nearly as many (within a
//!   tenth), the one of them whose short trial search scored best (the trials take
//!   an eighth of the budget, and their lines count like any other); when that
//!   colour's final group would score less than one and a half cleared boards, a
//!   trial keeping no colour joins them. When a search of the top level ends it
//!   restarts from a uniform policy; a top level of 3 or more also ends after 10
//!   searches in a row without a better line. The strongest method on the 20
//!   standard positions (see `docs/samegame-board.md`).
//! - **Nested Monte-Carlo search** ([`Method::Nested`], level 1 to 3): at each step
//!   every move is tried with a search one level lower (level 0 = a colour-tabu
//!   random playout) and the best sequence found so far is followed; restarted
//!   while budget is left.
//! - **Beam search** ([`Method::Beam`], [`Method::BeamWidth`]): all states after `d`
//!   moves are expanded, the children scored by *points so far + the points of the
//!   groups now on the board* (the tabu colour's counted double, tiles in no group
//!   and colours down to one tile cost points), equal boards merged by hash, and the
//!   best `width` kept. [`Method::Beam`] widens run after run to fill the budget.
//!
//! **Small boards are solved exactly.** On a board of at most 49 tiles (7 x 7),
//! NRPA and nested search first search every line, each board once (boards are
//! told apart by a 64-bit hash, and at most about a million are stored), with half
//! of the budget's nodes and time. When that search finishes, its line is optimal
//! and is the answer; otherwise the method runs with the rest of the budget and
//! keeps no colour out of play. On so few tiles a cleared board is worth more than
//! one large final group, the colour-tabu rule often makes the clear unreachable,
//! and every line together is often only thousands of boards. The beam needs
//! neither step: its colour rule only ranks states, and once its width covers
//! every level it is an exhaustive search itself.
//!
//! **Answers are replayed.** Every line is replayed through [`Board::remove`] and
//! [`Scoring`] before it is returned or reported, and the replayed score is the one
//! given: totals add each removal's points in the order played and then the end
//! points, saturating at the `i64` limits (rules whose values overflow give
//! saturated totals, never a panic or a wrong claim). Two greedy lines are always
//! candidates, largest group first with the tabu colour last and largest group
//! first whatever its colour, so the answer is never below either and a budget of
//! 0 returns the better of them at once.
//!
//! **Bounds.** Every search ends: at its node or time budget, at
//! [`Budget::DEFAULT_NODES`] nodes per thread when the budget sets no limit, or
//! within a few hundred nodes of the stop flag being set. Time budgets are clamped to
//! [`Budget::MAX_TIME`], threads to [`SolveConfig::MAX_THREADS`]; a beam's width is
//! capped so that its memory stays near 256 MiB.
//!
//! **Threads and determinism.** Threads run independent searches (thread `i` with
//! seed `seed + i` and its own copy of the budget: root parallelism) and the best
//! line wins, the lowest thread on ties. Each NRPA thread runs its own colour
//! trials, so on close counts threads may keep different colours. With only a node
//! budget the answer depends only on the board, the rules, the method, the seed and
//! the thread count. A time budget or a stop flag depends on the machine's speed and
//! load; so does the order in which threads report improvements.
//!
//! ```
//! use samegame_board::Board;
//! use samegame_board::Rules;
//! use samegame_board::solver::{Budget, Method, SolveConfig, solve};
//!
//! let board = Board::from_seed(8, 8, 3, 5).unwrap();
//! let config = SolveConfig::new(Method::Nrpa { level: 2 }, Budget::nodes(20_000)).with_seed(1);
//! let solution = solve(&board, &Rules::RESEARCH, &config);
//! // The solution replays to the same score, and the same seed gives the same answer.
//! assert_eq!(solution.score, solution.replay(&board, &Rules::RESEARCH).unwrap());
//! assert_eq!(solution, solve(&board, &Rules::RESEARCH, &config));
//! ```

mod beam;
mod budget;
mod color_trial;
mod exact;
mod hash;
mod nested;
mod nrpa;
mod playout;
mod policy;
mod progress;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;
use std::vec::Vec;

use crate::{Board, Cell, SameGameError, Scoring};

use budget::Meter;
pub use budget::{Budget, GaveUp};
pub use progress::Progress;
use progress::{Report, Reporter};

/// The progress report's old name.
#[deprecated(
    since = "0.1.0",
    note = "renamed to `Progress`, the name freecell-rules' solver uses too"
)]
pub type Improvement = Progress;

/// How the solver searches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Method {
    /// Beam search with the colour-tabu rule and a "points + groups on the board"
    /// evaluation. The width grows within the budget.
    Beam,
    /// Beam search of one fixed width (no widening); the budget still stops it. The
    /// width is capped so that the beam's memory stays near 256 MiB.
    BeamWidth(u32),
    /// Nested Monte-Carlo search of this level (1 to 3; other values are clamped),
    /// restarted with fresh playouts while budget is left.
    Nested {
        /// Nesting level: 1 tries each move with one playout, 2 with a level-1
        /// search, 3 with a level-2 search.
        level: u8,
    },
    /// Nested rollout policy adaptation of this level (1 to 5; other values are
    /// clamped), restarted from a uniform policy while budget is left.
    Nrpa {
        /// Nesting level: level 1 adapts the policy after each of its playouts,
        /// level `l` after each level `l - 1` search (100 of them per level).
        level: u8,
    },
}

/// What the solver is asked to do: method, budget, seed, threads and an optional
/// stop flag.
#[derive(Debug, Clone)]
pub struct SolveConfig {
    /// The search method.
    pub method: Method,
    /// When to stop.
    pub budget: Budget,
    /// Seed of the random choices (playouts, tie-breaking).
    pub seed: u64,
    /// Independent searches run side by side on threads (0 means 1; at most
    /// [`SolveConfig::MAX_THREADS`]). Thread `i` uses seed `seed + i` and its own copy
    /// of the budget.
    pub threads: usize,
    /// Set with [`SolveConfig::with_stop`].
    stop: Option<Arc<AtomicBool>>,
}

impl SolveConfig {
    /// Most threads a search starts; more are capped to this.
    pub const MAX_THREADS: usize = 64;

    /// One thread, seed 0, no stop flag.
    #[must_use]
    pub const fn new(method: Method, budget: Budget) -> Self {
        SolveConfig {
            method,
            budget,
            seed: 0,
            threads: 1,
            stop: None,
        }
    }

    /// The same with another seed.
    #[must_use]
    pub fn with_seed(self, seed: u64) -> Self {
        SolveConfig { seed, ..self }
    }

    /// The same with `threads` independent searches (each its own seed and budget).
    #[must_use]
    pub fn with_threads(self, threads: usize) -> Self {
        SolveConfig { threads, ..self }
    }

    /// The same, stopped early when `stop` is set (from any thread): the search ends
    /// within a few hundred nodes, with the best line found so far and
    /// [`GaveUp::Stopped`]. The flag is not cleared by the solver.
    #[must_use]
    pub fn with_stop(self, stop: Arc<AtomicBool>) -> Self {
        SolveConfig {
            stop: Some(stop),
            ..self
        }
    }

    /// Threads actually started: `threads` clamped to `1..=MAX_THREADS`.
    fn thread_count(&self) -> usize {
        self.threads.clamp(1, SolveConfig::MAX_THREADS)
    }
}

/// A solution: the moves (each a cell of the removed group, as on the board before
/// that move) and the score under the rules, end bonus or penalty included.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Solution {
    /// The moves in order; the board is over after the last one.
    pub moves: Vec<Cell>,
    /// The final score, as the replay computed it.
    pub score: i64,
    /// Search nodes spent (board states made, summed over threads).
    pub nodes: u64,
    /// `true` when the line is proven best: every line of the board was searched
    /// (the exact search of a small board finished; boards are told apart by a
    /// 64-bit hash), or the board had no move.
    pub optimal: bool,
    /// What ended the search, when a limit did ([`GaveUp::Stopped`] on any
    /// thread, else the first thread's reason): the line is then the best one
    /// found in time. `None` when every thread's method finished on its own.
    pub gave_up: Option<GaveUp>,
}

impl Solution {
    /// Replays the moves on `board` under `rules` and returns the final score (points
    /// of every removal plus [`Scoring::end_points`], added in order with saturating
    /// arithmetic).
    ///
    /// # Errors
    /// The error of [`Board::remove`] for an illegal move, or
    /// [`SameGameError::NotOver`] if moves are still possible after the last one.
    pub fn replay<S: Scoring + ?Sized>(
        &self,
        board: &Board,
        rules: &S,
    ) -> Result<i64, SameGameError> {
        replay(board, rules, &self.moves)
    }
}

/// Replays `moves` on a copy of `board`; the final score if the game is over after.
fn replay<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    moves: &[Cell],
) -> Result<i64, SameGameError> {
    let mut b = board.clone();
    let mut score = 0i64;
    for &cell in moves {
        score = score.saturating_add(b.remove(cell)?.points(rules));
    }
    if !b.is_over() {
        return Err(SameGameError::NotOver { moves: moves.len() });
    }
    Ok(score.saturating_add(rules.end_points(b.remaining_all())))
}

/// The best line found for `board` under `rules` within `config`'s budget.
///
/// The line always ends the game (a board without moves gives an empty line) and
/// has been replayed: `solution.score` is the replay's score, so it is exact even
/// for rules whose totals saturate. Never panics (a panic inside the search would
/// be a bug in it, and is passed on).
#[must_use]
pub fn solve<S: Scoring + Sync + ?Sized>(
    board: &Board,
    rules: &S,
    config: &SolveConfig,
) -> Solution {
    solve_with_progress(board, rules, config, |_| {})
}

/// [`solve`], calling `progress` with each line better than all before it, as soon
/// as a thread finds it (from that thread, never from two at once; scores strictly
/// increase). The last improvement reported is the returned solution's line or one
/// as good.
///
/// ```
/// use samegame_board::{Board, Rules};
/// use samegame_board::solver::{Budget, Method, SolveConfig, solve_with_progress};
///
/// let board = Board::from_seed(10, 10, 4, 3).unwrap();
/// let config = SolveConfig::new(Method::Nrpa { level: 2 }, Budget::nodes(50_000));
/// let mut scores = Vec::new();
/// let solution = solve_with_progress(&board, &Rules::RESEARCH, &config, |better| {
///     scores.push(better.score);
/// });
/// assert!(scores.windows(2).all(|w| w[0] < w[1]));
/// assert_eq!(scores.last(), Some(&solution.score));
/// ```
#[must_use]
pub fn solve_with_progress<S, F>(
    board: &Board,
    rules: &S,
    config: &SolveConfig,
    progress: F,
) -> Solution
where
    S: Scoring + Sync + ?Sized,
    F: FnMut(&Progress) + Send,
{
    let report = Reporter::new(board, rules, Instant::now(), progress);
    // The greedy lines first: an answer (and a first report) before any search.
    let mut results = greedy_lines(board, rules, &report);
    // A board without moves has one line, the empty one: nothing to search.
    let (optimal, gave_up) = if !board.has_moves() {
        (true, None)
    } else if config.budget.is_zero() {
        (false, config.budget.zero_reason())
    } else {
        let threads = run_threads(board, rules, config, &report);
        let optimal = threads.iter().any(|t| t.optimal);
        let stopped = threads.iter().any(|t| t.gave_up == Some(GaveUp::Stopped));
        let gave_up = if stopped {
            Some(GaveUp::Stopped)
        } else {
            threads.iter().find_map(|t| t.gave_up)
        };
        results.extend(threads.into_iter().map(|t| (t.moves, t.nodes)));
        (optimal, gave_up)
    };
    let nodes = results.iter().map(|r| r.1).sum();
    // The best replayed score; the earliest result on ties (the greedy lines, then
    // thread 0, 1, ...), so the pick is deterministic.
    let mut best: Option<(Vec<Cell>, i64)> = None;
    for (moves, _) in results {
        let Ok(score) = replay(board, rules, &moves) else {
            debug_assert!(false, "the solver returned an illegal line");
            continue;
        };
        if best.as_ref().is_none_or(|b| score > b.1) {
            best = Some((moves, score));
        }
    }
    // The greedy lines always replay, so `best` is set; an empty line otherwise.
    let (moves, score) = best.unwrap_or_else(|| (Vec::new(), 0));
    Solution {
        moves,
        score,
        nodes,
        optimal,
        gave_up,
    }
}

/// The two greedy lines, each offered to `report`: largest group first with the
/// most frequent colour last (the colour-tabu rule's greedy finish), and largest
/// group first whatever its colour (the line a player's first idea plays, which
/// the colour rule cannot reach; the answer is never worse than it).
fn greedy_lines<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    report: &dyn Report,
) -> Vec<(Vec<Cell>, u64)> {
    let mut playout = playout::Playout::default();
    [true, false]
        .into_iter()
        .map(|keep| {
            let mut b = board.clone();
            let _ = playout.greedy(&mut b, rules, keep);
            report.offer(&playout.cells, 0);
            (core::mem::take(&mut playout.cells), 0)
        })
        .collect()
}

/// What one thread's search gave.
struct ThreadResult {
    moves: Vec<Cell>,
    nodes: u64,
    optimal: bool,
    gave_up: Option<GaveUp>,
}

/// Runs the threads' searches.
fn run_threads<S: Scoring + Sync + ?Sized>(
    board: &Board,
    rules: &S,
    config: &SolveConfig,
    report: &dyn Report,
) -> Vec<ThreadResult> {
    let run = |i: usize| {
        let seed = config.seed.wrapping_add(i as u64);
        let mut meter = Meter::new(config.budget)
            .with_stop(config.stop.as_deref())
            .with_report(report);
        let found = search(board, rules, config.method, seed, &mut meter);
        ThreadResult {
            moves: found.moves,
            nodes: meter.nodes(),
            optimal: found.optimal,
            gave_up: if found.optimal { None } else { meter.gave_up() },
        }
    };
    let threads = config.thread_count();
    if threads == 1 {
        return std::vec![run(0)];
    }
    std::thread::scope(|scope| {
        // A thread the system refuses to start is skipped: its seed is not searched.
        let handles: Vec<_> = (1..threads)
            .filter_map(|i| {
                std::thread::Builder::new()
                    .spawn_scoped(scope, move || run(i))
                    .ok()
            })
            .collect();
        let mut all = std::vec![run(0)];
        for handle in handles {
            match handle.join() {
                Ok(result) => all.push(result),
                // A panic in a worker (a bug, or the caller's callback): pass it on.
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        all
    })
}

/// A line one thread's search found.
struct Found {
    moves: Vec<Cell>,
    /// Whether the exact search proved it best.
    optimal: bool,
}

/// One thread's search: a finished line, and whether it is proven best.
fn search<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    method: Method,
    seed: u64,
    meter: &mut Meter,
) -> Found {
    // The beam needs no exact search first: once its width covers every level it
    // is one, and its colour rule only ranks states, it rules none out.
    if !matches!(method, Method::Beam | Method::BeamWidth(_))
        && let Some((moves, _)) = exact_first(board, rules, meter)
    {
        return Found {
            moves,
            optimal: true,
        };
    }
    let (moves, _) = method_line(board, rules, method, seed, meter);
    Found {
        moves,
        optimal: false,
    }
}

/// The line of `method` alone, with the score the search computed.
fn method_line<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    method: Method,
    seed: u64,
    meter: &mut Meter,
) -> (Vec<Cell>, i64) {
    match method {
        Method::Beam => beam::widening(board, rules, seed, meter),
        Method::BeamWidth(width) => beam::fixed(board, rules, width.max(1) as usize, seed, meter),
        Method::Nested { level } => nested::repeated(board, rules, level.clamp(1, 3), seed, meter),
        Method::Nrpa { level } => {
            let level = level.clamp(1, 5);
            let choice = color_trial::choose(board, rules, level, seed, meter);
            let found = nrpa::repeated(board, rules, level, choice.color, seed, meter);
            match choice.best {
                Some(trial) if trial.1 > found.1 => trial,
                _ => found,
            }
        }
    }
}

/// The optimal line of a small board (at most [`exact::MAX_TILES`] tiles) when its
/// exact search finishes within half of the nodes and of the time left (the
/// method keeps the other half); `None` on larger boards or when it does not.
fn exact_first<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    meter: &mut Meter,
) -> Option<(Vec<Cell>, i64)> {
    if board.tiles() > exact::MAX_TILES {
        return None;
    }
    let nodes = meter.nodes_left() / 2;
    let until = meter
        .time_left()
        .and_then(|t| Instant::now().checked_add(t / 2));
    let entries = exact::entries_within(meter.max_bytes());
    meter.phase(nodes, until, |meter| {
        exact::solve(board, rules, entries, meter)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    /// The best final score from `board`, every line tried.
    fn brute_force(board: &Board) -> i64 {
        let moves = board.moves();
        if moves.is_empty() {
            return Rules::RESEARCH.end_points(board.remaining_all());
        }
        moves
            .iter()
            .map(|m| {
                let mut child = board.clone();
                let points = child.remove(m.cell).unwrap().points(&Rules::RESEARCH);
                points + brute_force(&child)
            })
            .max()
            .unwrap()
    }

    #[test]
    fn the_methods_alone_keep_no_color_on_small_boards() {
        // Without the exact search: on small boards the methods themselves must not
        // keep a colour out of play, or most of these clears are out of reach.
        for seed in 0..40u64 {
            let board = Board::from_seed(4, 4, 3, seed).unwrap();
            let best = brute_force(&board);
            for method in [Method::Nrpa { level: 1 }, Method::Nested { level: 1 }] {
                let mut meter = Meter::new(Budget::nodes(20_000));
                let level = 1;
                let found = match method {
                    Method::Nrpa { .. } => {
                        let choice =
                            color_trial::choose(&board, &Rules::RESEARCH, level, 1, &mut meter);
                        assert_eq!(choice.color, None);
                        nrpa::repeated(&board, &Rules::RESEARCH, level, None, 1, &mut meter)
                    }
                    _ => nested::repeated(&board, &Rules::RESEARCH, level, 1, &mut meter),
                };
                assert_eq!(found.1, best, "seed {seed}, {method:?}");
                assert_eq!(replay(&board, &Rules::RESEARCH, &found.0), Ok(best));
            }
        }
    }
}
