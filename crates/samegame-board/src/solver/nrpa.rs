//! Nested rollout policy adaptation (Rosin 2011) with the colour-tabu rule and
//! stabilized level-1 steps (Cazenave, Sevestre and Toulemont 2020), restarted from a
//! uniform policy while budget is left.

use std::vec::Vec;

use rand_core::Rng;
use rand_pcg::Pcg32;

use super::budget::Meter;
use super::policy::{Codes, Line, Policy};
use crate::{Board, Cell, Move, Scoring};

/// The PCG stream of the playouts (fixed, so seeds give the same searches forever).
const STREAM: u64 = 0x4E52_5041;
/// Searches of the level below per level (Rosin's N).
const ITERATIONS: usize = 100;
/// Learning rate (Rosin's alpha).
const ALPHA: f64 = 1.0;
/// Playouts per adaptation at level 1 (stabilized NRPA's P): the level-1 policy
/// moves towards the best of several playouts rather than after each one, so a
/// single lucky or unlucky playout pulls it less and the line a level-1 search
/// hands up is the best of more tries.
const PLAYOUTS_PER_STEP: usize = 4;
/// A top level of level [`PATIENT_FROM`] or more ends after this many iterations in
/// a row without a better line, so that [`repeated`] restarts it: once its policy
/// has settled on one line, a fresh search finds more with the budget left. (Lower
/// levels always run their [`ITERATIONS`]: they are short, and cutting them short
/// loses lines that improve late.)
const PATIENCE: usize = 10;
/// The lowest top level that ends early after [`PATIENCE`] iterations without a
/// better line.
const PATIENT_FROM: usize = 3;

/// Scratch of one level: its policy and the best line it has seen.
#[derive(Debug, Default)]
struct Level {
    policy: Policy,
    best: Line,
}

/// Reusable storage of one NRPA search: nothing is allocated per playout once the
/// buffers have grown.
struct Nrpa<'a, S: ?Sized> {
    root: &'a Board,
    rules: &'a S,
    codes: Codes,
    /// The colour kept for the end (one of the root's most frequent ones).
    tabu: Option<usize>,
    /// `levels[l]` for `l` in `1..=level` (`levels[0]` is unused).
    levels: Vec<Level>,
    board: Board,
    /// The moves of the root and of the board of the playout under way.
    root_moves: Vec<Move>,
    moves: Vec<Move>,
    /// Scratch of a step, at least as long as its moves: the candidates' codes
    /// and the running sums of their weights.
    step_codes: Vec<u32>,
    sums: Vec<f64>,
    /// The line of the playout under way.
    line: Line,
    /// The best line of this search so far.
    best: Line,
    rng: Pcg32,
}

/// NRPA searches of `level` from `board`, each from a uniform policy, one after the
/// other while budget is left, with playouts that keep colour index `tabu` for the
/// end: the best line found and its score.
pub(crate) fn repeated<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    level: u8,
    tabu: Option<usize>,
    seed: u64,
    meter: &mut Meter,
) -> (Vec<Cell>, i64) {
    let level = usize::from(level.max(1));
    let mut search = Nrpa::new(board, rules, level, tabu, seed);
    // Without a move every playout is empty and spends nothing: return at once
    // rather than run `ITERATIONS^level` of them.
    if !board.has_moves() {
        search.playout(meter);
        return (search.best.cells, search.best.score.unwrap_or(0));
    }
    loop {
        let before = meter.nodes();
        search.levels[level].policy.reset(search.codes.len());
        search.level(level, meter);
        // A board without moves has nothing to repeat.
        if meter.stopped() || meter.nodes() == before {
            break;
        }
    }
    (search.best.cells, search.best.score.unwrap_or(0))
}

impl<'a, S: Scoring + ?Sized> Nrpa<'a, S> {
    /// A search of `level` from `root` with the policies uniform and no best line.
    fn new(root: &'a Board, rules: &'a S, level: usize, tabu: Option<usize>, seed: u64) -> Self {
        let mut best = Line::default();
        best.clear();
        Nrpa {
            root,
            rules,
            codes: Codes::new(root),
            tabu,
            levels: (0..=level).map(|_| Level::default()).collect(),
            board: root.clone(),
            root_moves: root.moves(),
            moves: Vec::new(),
            step_codes: Vec::new(),
            sums: Vec::new(),
            line: Line::default(),
            best,
            rng: Pcg32::new(seed, STREAM),
        }
    }

    /// One NRPA search of level `l` (at least 1) with the policy in `levels[l]`; its
    /// best line ends in `levels[l].best`. Level 1 adapts after every
    /// [`PLAYOUTS_PER_STEP`] playouts. Stops early (after at least one playout) when
    /// the budget is spent, and the top level of a deep search after [`PATIENCE`]
    /// iterations without a better line. Recursion depth is the level.
    fn level(&mut self, l: usize, meter: &mut Meter) {
        self.levels[l].best.clear();
        let patient = l + 1 == self.levels.len() && l >= PATIENT_FROM;
        let mut stale = 0;
        for _ in 0..ITERATIONS {
            if meter.stopped() && self.levels[l].best.score.is_some() {
                break;
            }
            if patient && stale == PATIENCE {
                break;
            }
            let before = self.levels[l].best.score;
            if l == 1 {
                for _ in 0..PLAYOUTS_PER_STEP {
                    if meter.stopped() && self.levels[1].best.score.is_some() {
                        break;
                    }
                    self.playout(meter);
                    if self.line.at_least(&self.levels[1].best) {
                        self.levels[1].best.copy_from(&self.line);
                    }
                }
            } else {
                let (below, here) = self.levels.split_at_mut(l);
                below[l - 1].policy.copy_from(&here[0].policy);
                self.level(l - 1, meter);
                let (below, here) = self.levels.split_at_mut(l);
                if below[l - 1].best.at_least(&here[0].best) {
                    here[0].best.copy_from(&below[l - 1].best);
                }
            }
            let Level { policy, best } = &mut self.levels[l];
            stale = if best.score > before { 0 } else { stale + 1 };
            policy.adapt(best, ALPHA);
        }
    }

    /// A playout from the root with `levels[1]`'s policy into `self.line`: at each
    /// step a move among the candidates (the moves not of the tabu colour, or every
    /// move when only that colour is left) with probability proportional to
    /// `e^weight`. A better line than this search's best is kept and offered.
    fn playout(&mut self, meter: &mut Meter) {
        self.board.copy_from(self.root);
        // Every playout starts with the root's moves: copied, not listed again
        // (the fullest board is the dearest to list).
        self.moves.clone_from(&self.root_moves);
        self.line.clear();
        let mut score = 0i64;
        while !self.moves.is_empty() {
            let m = self.draw();
            self.line.cells.push(m.cell);
            score = score.saturating_add(self.rules.group_points(usize::from(m.size), m.color));
            self.board.remove_listed(&m);
            meter.spend(1);
            self.board.moves_into(&mut self.moves);
        }
        score = score.saturating_add(self.rules.end_points(self.board.remaining_all()));
        self.line.score = Some(score);
        if self.best.score.is_none_or(|b| score > b) {
            self.best.score = Some(score);
            self.best.cells.clear();
            self.best.cells.extend_from_slice(&self.line.cells);
            meter.offer(&self.best.cells, score);
        }
    }

    /// The move of one step, drawn from `self.moves` with `levels[1]`'s policy among
    /// the candidates; their codes and the choice are added to `self.line`.
    ///
    /// The moves are listed colour by colour, so the tabu colour's are one block:
    /// the candidates are the moves before it and after it (or the block alone
    /// when nothing else is left), weighed in two plain loops into scratch as
    /// long as the moves, with no test or capacity check per move.
    fn draw(&mut self) -> Move {
        let n = self.moves.len();
        if self.sums.len() < n {
            self.sums.resize(n, 0.0);
            self.step_codes.resize(n, 0);
        }
        let (before, after) = match self.tabu {
            Some(t) => {
                // Short scans with one exit each: the lists are short.
                let color = |m: &Move| m.color.index();
                let from = self.moves.iter().position(|m| color(m) >= t).unwrap_or(n);
                let to = from
                    + self.moves[from..]
                        .iter()
                        .take_while(|m| color(m) == t)
                        .count();
                // The tabu colour is a candidate only when nothing else is left.
                if from == 0 && to == n {
                    (n, n)
                } else {
                    (from, to)
                }
            }
            None => (n, n),
        };
        let taken = n - (after - before);
        let (codes, sums) = (&mut self.step_codes[..taken], &mut self.sums[..taken]);
        let policy = &self.levels[1].policy;
        // The same sums in the same order as one loop over the candidates.
        let (head, tail) = (&self.moves[..before], &self.moves[after..]);
        let (codes_head, codes_tail) = codes.split_at_mut(before);
        let (sums_head, sums_tail) = sums.split_at_mut(before);
        let sum = weigh(head, &self.codes, policy, 0.0, codes_head, sums_head);
        let sum = weigh(tail, &self.codes, policy, sum, codes_tail, sums_tail);
        let start = self.line.codes.len();
        self.line.codes.extend_from_slice(codes);
        let r = f64::from(self.rng.next_u32()) * (1.0 / 4_294_967_296.0) * sum;
        let i = sums.iter().position(|&s| s > r).unwrap_or(taken - 1);
        self.line.chosen.push((start + i) as u32);
        self.line.starts.push(self.line.codes.len() as u32);
        // Candidates past the tabu block are that block's length further on.
        if i < before {
            self.moves[i]
        } else {
            self.moves[i + (after - before)]
        }
    }
}

/// Weighs `moves` under `policy` on top of `sum`: their codes go to `codes`, the
/// running sums to `sums` (both as long as `moves`); returns the new sum.
#[inline(always)]
fn weigh(
    moves: &[Move],
    of: &Codes,
    policy: &Policy,
    mut sum: f64,
    codes: &mut [u32],
    sums: &mut [f64],
) -> f64 {
    for ((m, c), s) in moves.iter().zip(codes.iter_mut()).zip(sums.iter_mut()) {
        *c = of.of(m);
        sum += policy.exp(*c);
        *s = sum;
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Budget;
    use crate::{Rules, Scoring};

    /// Replays the last playout of `search` and checks each step against the rule:
    /// the tabu colour only when no other colour has a move.
    fn check_rule<S: Scoring + ?Sized>(search: &Nrpa<S>, tabu: usize) {
        let mut board = search.root.clone();
        for &cell in &search.line.cells {
            let color = board.get(cell).unwrap().index();
            let other = board.moves().iter().any(|m| m.color.index() != tabu);
            assert!(color != tabu || !other, "tabu colour played at {cell}");
            board.remove(cell).unwrap();
        }
        assert!(board.is_over());
    }

    /// The draw by the rule, as simply as it can be written: the candidates (the
    /// moves not of the tabu colour, or all of them when only that colour is left),
    /// their weights summed in order, the first whose running sum passes `u / 2^32`
    /// of the total. Returns the candidates' codes and the index of the one drawn.
    fn naive_draw(
        moves: &[Move],
        codes: &Codes,
        policy: &Policy,
        tabu: Option<usize>,
        u: u32,
    ) -> (Vec<u32>, usize) {
        let others: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| Some(m.color.index()) != tabu)
            .collect();
        let candidates = if others.is_empty() {
            moves.to_vec()
        } else {
            others
        };
        let codes: Vec<u32> = candidates.iter().map(|m| codes.of(m)).collect();
        let total = codes.iter().fold(0.0, |sum, &c| sum + policy.exp(c));
        let r = f64::from(u) * (1.0 / 4_294_967_296.0) * total;
        let mut sum = 0.0;
        for (i, &c) in codes.iter().enumerate() {
            sum += policy.exp(c);
            if sum > r {
                return (codes, i);
            }
        }
        let last = codes.len() - 1;
        (codes, last)
    }

    /// The `nth` colour index with tiles on `board` (the first when fewer are left).
    fn present_color(board: &Board, nth: usize) -> Option<usize> {
        let counts = board.remaining_all();
        let mut present = (0..counts.len()).filter(|&k| counts[k] > 0);
        let first = present.clone().next();
        present.nth(nth).or(first)
    }

    #[test]
    fn every_draw_is_the_naive_draw() {
        // Boards where the tabu colour is left alone at the end (one or two
        // colours), boards of many colours, no tabu colour and each rank; the
        // policy learnt from a few steps first, so that the weights differ.
        let mut draws = 0;
        for seed in 0..24u64 {
            let colors = 1 + (seed % 6) as usize;
            let board = Board::from_seed(9, 8, colors, seed).unwrap();
            let tabu = match seed % 3 {
                0 => None,
                r => present_color(&board, r as usize - 1),
            };
            let mut search = Nrpa::new(&board, &Rules::RESEARCH, 1, tabu, seed);
            search.levels[1].policy.reset(search.codes.len());
            let mut meter = Meter::new(Budget::nodes(u64::MAX));
            for _ in 0..5 {
                search.playout(&mut meter);
                let Level { policy, .. } = &mut search.levels[1];
                policy.adapt(&search.line, ALPHA);
            }
            // One game drawn step by step, each step checked against the rule.
            search.board.copy_from(&board);
            search.line.clear();
            loop {
                search.board.moves_into(&mut search.moves);
                if search.moves.is_empty() {
                    break;
                }
                let u = search.rng.clone().next_u32();
                let (codes, i) = naive_draw(
                    &search.moves,
                    &search.codes,
                    &search.levels[1].policy,
                    tabu,
                    u,
                );
                let start = search.line.codes.len();
                let m = search.draw();
                assert_eq!(&search.line.codes[start..], codes.as_slice(), "seed {seed}");
                assert_eq!(search.line.chosen.last(), Some(&((start + i) as u32)));
                assert_eq!(search.codes.of(&m), codes[i], "seed {seed}");
                search.board.remove(m.cell).unwrap();
                draws += 1;
            }
        }
        assert!(draws > 100);
    }

    #[test]
    fn level_one_stops_within_a_playout_of_its_budget() {
        // A playout spends one node per move, at most one move per tile.
        let board = Board::from_seed(10, 10, 3, 4).unwrap();
        let longest = 10 * 10 / 2;
        for budget in [1, 7, 60, 333] {
            let mut search = Nrpa::new(&board, &Rules::RESEARCH, 1, None, 3);
            search.levels[1].policy.reset(search.codes.len());
            let mut meter = Meter::new(Budget::nodes(budget));
            search.level(1, &mut meter);
            assert!(meter.stopped());
            assert!(meter.nodes() < budget + longest, "{} nodes", meter.nodes());
            assert!(search.levels[1].best.score.is_some());
        }
    }

    #[test]
    fn a_level_one_search_runs_its_playouts_in_steps() {
        // With budget to spare, a level-1 search plays ITERATIONS steps of
        // PLAYOUTS_PER_STEP playouts: its node count is that many playouts' moves.
        let board = Board::from_seed(6, 6, 3, 2).unwrap();
        let mut search = Nrpa::new(&board, &Rules::RESEARCH, 1, None, 5);
        search.levels[1].policy.reset(search.codes.len());
        let mut meter = Meter::new(Budget::nodes(u64::MAX));
        let mut moves = 0u64;
        let mut playouts = 0usize;
        // The same search, one playout at a time, counted from outside.
        let mut twin = Nrpa::new(&board, &Rules::RESEARCH, 1, None, 5);
        twin.levels[1].policy.reset(twin.codes.len());
        let mut twin_meter = Meter::new(Budget::nodes(u64::MAX));
        for _ in 0..ITERATIONS {
            for _ in 0..PLAYOUTS_PER_STEP {
                twin.playout(&mut twin_meter);
                moves += twin.line.cells.len() as u64;
                playouts += 1;
                if twin.line.at_least(&twin.levels[1].best) {
                    twin.levels[1].best.copy_from(&twin.line);
                }
            }
            let Level { policy, best } = &mut twin.levels[1];
            policy.adapt(best, ALPHA);
        }
        search.level(1, &mut meter);
        assert_eq!(playouts, ITERATIONS * PLAYOUTS_PER_STEP);
        assert_eq!(meter.nodes(), moves);
        assert_eq!(search.best.score, twin.best.score);
        assert_eq!(search.levels[1].best.cells, twin.levels[1].best.cells);
    }

    #[test]
    fn a_deep_top_level_ends_after_its_patience() {
        // One group of two tiles: every playout is one move, one node. A level-1
        // search is ITERATIONS steps of PLAYOUTS_PER_STEP playouts, a level-2 search
        // ITERATIONS of those, whatever the line; only the top of a search of
        // level 3 or more stops early, after its first search (which finds the
        // line) and PATIENCE more that find nothing better.
        let board: Board = "11".parse().unwrap();
        let level_one = (ITERATIONS * PLAYOUTS_PER_STEP) as u64;
        let level_two = ITERATIONS as u64 * level_one;
        for (level, nodes) in [
            (1, level_one),
            (2, level_two),
            (3, (PATIENCE as u64 + 1) * level_two),
        ] {
            let mut search = Nrpa::new(&board, &Rules::RESEARCH, level, None, 9);
            search.levels[level].policy.reset(search.codes.len());
            let mut meter = Meter::new(Budget::nodes(u64::MAX));
            search.level(level, &mut meter);
            assert_eq!(meter.nodes(), nodes, "level {level}");
            assert_eq!(search.levels[level].best.score, Some(1000));
        }
    }

    #[test]
    fn playouts_keep_the_chosen_color_for_the_end() {
        for seed in 0..8 {
            let board = Board::from_seed(8, 8, 4, seed).unwrap();
            for nth in 0..2 {
                let tabu = present_color(&board, nth).unwrap();
                let mut search = Nrpa::new(&board, &Rules::RESEARCH, 1, Some(tabu), seed);
                search.levels[1].policy.reset(search.codes.len());
                let mut meter = Meter::new(Budget::nodes(10_000));
                for _ in 0..20 {
                    search.playout(&mut meter);
                    check_rule(&search, tabu);
                }
            }
        }
    }
}
