//! Beam search with a colour-tabu evaluation, states merged by hash.

use std::vec::Vec;

use super::budget::Meter;
use super::hash::board_hash;
use super::playout::{Playout, tabu_color};
use crate::{Board, Cell, Move, Scoring};

/// Widest beam on any board.
const MAX_WIDTH: usize = 1 << 18;
/// Memory a beam may use, roughly (boards of a level plus their candidates).
const MEMORY: usize = 256 << 20;
/// States of an interrupted level finished greedily.
const FINISH: usize = 16;

/// The widest beam whose boards and candidates fit in [`MEMORY`], or in `max_bytes`
/// when that is less: a state may have up to `tiles / 2` children, each a
/// [`Candidate`].
fn widest(board: &Board, max_bytes: Option<usize>) -> usize {
    let memory = max_bytes.map_or(MEMORY, |b| b.min(MEMORY));
    let board_bytes = core::mem::size_of::<Board>() + 8 * board.colors() * board.width();
    let children = (board.tiles() / 2).max(1) * core::mem::size_of::<Candidate>();
    (memory / (board_bytes + children)).clamp(1, MAX_WIDTH)
}

/// `parent` of a candidate merged into an equal state (dropped before the cut).
const MERGED: u32 = u32::MAX;

/// A child state waiting for the cut: how it scores and how to rebuild it.
#[derive(Debug, Clone, Copy)]
struct Candidate {
    /// Points so far plus the points of the groups on its board (saturating).
    eval: i64,
    /// Points so far.
    score: i64,
    /// Hash of its board.
    hash: u64,
    /// Index of the parent in the current level ([`MERGED`] once merged away).
    parent: u32,
    /// The move from the parent.
    cell: Cell,
}

/// The best finished game seen: its score and how to rebuild its moves.
#[derive(Debug, Clone, Default)]
struct Best {
    score: Option<i64>,
    moves: Vec<Cell>,
}

impl Best {
    fn offer(&mut self, score: i64, moves: impl FnOnce(&mut Vec<Cell>)) {
        if self.score.is_none_or(|s| score > s) {
            self.score = Some(score);
            self.moves.clear();
            moves(&mut self.moves);
        }
    }
}

/// Reusable storage of one beam search (kept across the runs of the widening).
#[derive(Debug)]
struct Beam {
    /// Set when a run had to drop candidates (else it was exhaustive).
    pruned: bool,
    /// Boards of the current level and of the next one.
    current: Vec<Board>,
    next: Vec<Board>,
    /// Points so far and evaluations, per state of the current level.
    scores: Vec<i64>,
    evals: Vec<i64>,
    /// `trace[d][i]`: parent (in level `d`) and move of state `i` of level `d + 1`.
    trace: Vec<Vec<(u32, Cell)>>,
    candidates: Vec<Candidate>,
    /// Open-addressing table of candidate indices + 1 (0 = empty), by hash.
    slots: Vec<u32>,
    moves: Vec<Move>,
    child_moves: Vec<Move>,
    child: Board,
    playout: Playout,
}

/// A fixed-width beam search: the best finished game it found.
pub(crate) fn fixed<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    width: usize,
    seed: u64,
    meter: &mut Meter,
) -> (Vec<Cell>, i64) {
    let mut beam = Beam::new(board);
    let mut best = Best::default();
    beam.run(
        board,
        rules,
        width.min(widest(board, meter.max_bytes())),
        seed,
        meter,
        &mut best,
    );
    finish(board, rules, best, &mut beam.playout, meter)
}

/// Beam searches of growing width until the budget is spent: the best of them.
///
/// After each run the cost per unit of width is measured and the next width is the
/// one that fills what is left of the budget, at most four times the last one (so the
/// last run gets most of the budget and a bad estimate costs little).
pub(crate) fn widening<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    seed: u64,
    meter: &mut Meter,
) -> (Vec<Cell>, i64) {
    let mut beam = Beam::new(board);
    let mut best = Best::default();
    let max_width = widest(board, meter.max_bytes());
    let mut width = 1usize;
    while !meter.stopped() {
        let (nodes0, time0) = (meter.nodes(), meter.elapsed());
        let done = beam.run(board, rules, width, seed, meter, &mut best);
        if let Some(score) = best.score {
            meter.offer(&best.moves, score);
        }
        // An exhaustive run (nothing cut) cannot be improved on.
        if !done || !beam.pruned || width >= max_width {
            break;
        }
        let nodes = (meter.nodes() - nodes0).max(1) as f64;
        let time = (meter.elapsed() - time0).as_secs_f64().max(1e-6);
        // How many times the last run still fits, with a margin for noise.
        let by_nodes = meter.nodes_left() as f64 / nodes;
        let by_time = meter.time_left().map(|left| left.as_secs_f64() / time);
        let fits = by_time.map_or(by_nodes, |t| t.min(by_nodes));
        let factor = (fits * 0.85).min(4.0);
        if factor < 1.0 {
            // The budget cannot pay for a wider run: it is what ends this search.
            meter.end_early(by_time.is_some_and(|t| t < by_nodes));
            break;
        }
        width = ((width as f64 * factor) as usize).clamp(width + 1, max_width);
    }
    finish(board, rules, best, &mut beam.playout, meter)
}

/// The best game found, or a greedy game when the search found none.
fn finish<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    best: Best,
    playout: &mut Playout,
    meter: &mut Meter,
) -> (Vec<Cell>, i64) {
    let (moves, score) = match best.score {
        Some(score) => (best.moves, score),
        None => {
            let mut b = board.clone();
            let score = playout.greedy(&mut b, rules, true);
            (playout.cells.clone(), score)
        }
    };
    meter.offer(&moves, score);
    (moves, score)
}

impl Beam {
    fn new(root: &Board) -> Self {
        Beam {
            pruned: false,
            current: Vec::new(),
            next: Vec::new(),
            scores: Vec::new(),
            evals: Vec::new(),
            trace: Vec::new(),
            candidates: Vec::new(),
            slots: Vec::new(),
            moves: Vec::new(),
            child_moves: Vec::new(),
            child: root.clone(),
            playout: Playout::default(),
        }
    }

    /// One beam search of `width` from `root`; offers every finished game to `best`.
    /// Returns `false` when the budget stopped it (its best states are then finished
    /// greedily).
    fn run<S: Scoring + ?Sized>(
        &mut self,
        root: &Board,
        rules: &S,
        width: usize,
        seed: u64,
        meter: &mut Meter,
        best: &mut Best,
    ) -> bool {
        let tabu = tabu_color(root);
        self.pruned = false;
        let salt = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.current.truncate(1);
        if self.current.is_empty() {
            self.current.push(root.clone());
        } else {
            self.current[0].copy_from(root);
        }
        self.scores.clear();
        self.scores.push(0);
        self.evals.clear();
        self.evals.push(0);
        let mut depth = 0;
        loop {
            let complete = self.expand(rules, tabu, depth, meter, best);
            if !complete {
                self.finish_level(rules, depth, best);
                return false;
            }
            if self.candidates.is_empty() {
                return true;
            }
            self.merge();
            self.cut(width, salt);
            self.advance(depth, meter);
            depth += 1;
        }
    }

    /// Lists the children of every state of the level into `candidates`; finished
    /// games go to `best`. `false` if the budget ran out on the way.
    fn expand<S: Scoring + ?Sized>(
        &mut self,
        rules: &S,
        tabu: Option<usize>,
        depth: usize,
        meter: &mut Meter,
        best: &mut Best,
    ) -> bool {
        self.candidates.clear();
        for p in 0..self.current.len() {
            let parent = &self.current[p];
            parent.moves_into(&mut self.moves);
            for &m in &self.moves {
                if meter.spend(1) {
                    return false;
                }
                self.child.copy_from(parent);
                let _ = self.child.remove(m.cell);
                let score =
                    self.scores[p].saturating_add(rules.group_points(m.size as usize, m.color));
                self.child.moves_into(&mut self.child_moves);
                if self.child_moves.is_empty() {
                    let total = score.saturating_add(rules.end_points(self.child.remaining_all()));
                    let trace = &self.trace;
                    best.offer(total, |out| {
                        rebuild(trace, depth, p, out);
                        out.push(m.cell);
                    });
                    continue;
                }
                let eval =
                    score.saturating_add(evaluate(&self.child, &self.child_moves, rules, tabu));
                self.candidates.push(Candidate {
                    eval,
                    score,
                    hash: board_hash(&self.child),
                    parent: p as u32,
                    cell: m.cell,
                });
            }
        }
        true
    }

    /// Merges candidates with equal boards: the one with more points so far stays.
    fn merge(&mut self) {
        let size = (self.candidates.len() * 2).next_power_of_two();
        self.slots.clear();
        self.slots.resize(size, 0);
        let mask = size - 1;
        for i in 0..self.candidates.len() {
            let h = self.candidates[i].hash;
            let mut at = h as usize & mask;
            loop {
                let slot = self.slots[at];
                if slot == 0 {
                    self.slots[at] = i as u32 + 1;
                    break;
                }
                let j = slot as usize - 1;
                if self.candidates[j].hash == h {
                    // Equal boards: the same future, so only the points so far count.
                    if self.candidates[i].score > self.candidates[j].score {
                        self.candidates[j].parent = MERGED;
                        self.slots[at] = i as u32 + 1;
                    } else {
                        self.candidates[i].parent = MERGED;
                    }
                    break;
                }
                at = (at + 1) & mask;
            }
        }
        self.candidates.retain(|c| c.parent != MERGED);
    }

    /// Keeps the `width` best candidates (ties broken by a seeded hash).
    fn cut(&mut self, width: usize, salt: u64) {
        if self.candidates.len() > width {
            self.pruned = true;
            let key = |c: &Candidate| (c.eval, c.hash ^ salt);
            self.candidates
                .select_nth_unstable_by(width - 1, |a, b| key(b).cmp(&key(a)));
            self.candidates.truncate(width);
        }
    }

    /// Builds the boards of the kept candidates: the next level.
    fn advance(&mut self, depth: usize, meter: &mut Meter) {
        let n = self.candidates.len();
        while self.next.len() < n {
            self.next.push(self.current[0].clone());
        }
        if self.trace.len() <= depth {
            self.trace.push(Vec::new());
        }
        let trace = &mut self.trace[depth];
        trace.clear();
        self.scores.clear();
        self.evals.clear();
        for (i, c) in self.candidates.iter().enumerate() {
            self.next[i].copy_from(&self.current[c.parent as usize]);
            let _ = self.next[i].remove(c.cell);
            trace.push((c.parent, c.cell));
            self.scores.push(c.score);
            self.evals.push(c.eval);
        }
        meter.spend(n as u64);
        core::mem::swap(&mut self.current, &mut self.next);
        self.current.truncate(n.max(1));
    }

    /// The budget ran out while expanding level `depth`: finish its best states
    /// greedily so the run still yields a game.
    fn finish_level<S: Scoring + ?Sized>(&mut self, rules: &S, depth: usize, best: &mut Best) {
        let mut order: Vec<usize> = (0..self.current.len()).collect();
        let evals = &self.evals;
        order.sort_by_key(|&i| core::cmp::Reverse(evals[i]));
        for &p in order.iter().take(FINISH) {
            self.child.copy_from(&self.current[p]);
            let total =
                self.scores[p].saturating_add(self.playout.greedy(&mut self.child, rules, true));
            let (trace, cells) = (&self.trace, &self.playout.cells);
            best.offer(total, |out| {
                rebuild(trace, depth, p, out);
                out.extend_from_slice(cells);
            });
        }
    }
}

/// The moves leading to state `index` of level `depth`.
fn rebuild(trace: &[Vec<(u32, Cell)>], depth: usize, mut index: usize, out: &mut Vec<Cell>) {
    let start = out.len();
    for d in (0..depth).rev() {
        let (parent, cell) = trace[d][index];
        out.push(cell);
        index = parent as usize;
    }
    out[start..].reverse();
}

/// Weight (in hundredths) of the tabu colour's groups in the evaluation.
const TABU_WEIGHT: i64 = 200;
/// Points taken off per tile that is in no group.
const SINGLE_COST: i64 = 20;
/// Points taken off per colour down to one tile (that board cannot be cleared).
const LAST_TILE_COST: i64 = 500;

/// What a state (not yet over) promises beyond its points: the points of the groups
/// on the board, the tabu colour's counted double so that it is kept together for a
/// large final group; minus a cost per tile in no group, and per colour left with a
/// single tile (it can never be removed, so the clearing bonus is gone). Weights
/// were tuned on the 20 standard positions.
fn evaluate<S: Scoring + ?Sized>(
    board: &Board,
    moves: &[Move],
    rules: &S,
    tabu: Option<usize>,
) -> i64 {
    let mut value = 0;
    let mut in_groups = 0;
    for m in moves {
        let points = rules.group_points(m.size as usize, m.color);
        let weight = if Some(m.color.index()) == tabu {
            TABU_WEIGHT
        } else {
            100
        };
        value = (points / 100)
            .saturating_mul(weight)
            .saturating_add(points % 100 * weight / 100)
            .saturating_add(value);
        in_groups += i64::from(m.size);
    }
    // Tiles and colours are at most 64 * 64: these products cannot overflow.
    let singles = board.tiles() as i64 - in_groups;
    let last_tiles = board.remaining_all().iter().filter(|&&n| n == 1).count() as i64;
    value
        .saturating_sub(singles * SINGLE_COST)
        .saturating_sub(last_tiles * LAST_TILE_COST)
}
