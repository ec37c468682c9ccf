//! Nested Monte-Carlo search (Cazenave 2009) with colour-tabu playouts (no colour
//! kept on a small board).

use std::vec::Vec;

use rand_pcg::Pcg32;

use super::budget::Meter;
use super::playout::{Playout, keeps_color, kept_color};
use crate::{Board, Cell, Move, Scoring};

/// The PCG stream of the playouts (fixed, so seeds give the same searches forever).
const STREAM: u64 = 0x5E_A2C4;

/// Scratch of one nesting level.
#[derive(Debug, Default)]
struct Level {
    /// The board being walked down at this level.
    board: Option<Board>,
    /// A child being tried.
    child: Option<Board>,
    moves: Vec<Move>,
    /// Moves played at this level so far.
    played: Vec<Cell>,
    /// The best sequence known from the current board on, read from `cursor`.
    best: Vec<Cell>,
    /// A sequence returned by the level below.
    below: Vec<Cell>,
}

/// Reusable storage of a nested search: nothing is allocated per playout.
#[derive(Debug)]
struct Nested {
    /// Whether the root keeps a colour for the end ([`keeps_color`]).
    keep: bool,
    levels: Vec<Level>,
    playout: Playout,
    rng: Pcg32,
}

/// Nested searches of `level` from `board`, one after another with fresh playouts
/// while budget is left: the best game found.
pub(crate) fn repeated<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    level: u8,
    seed: u64,
    meter: &mut Meter,
) -> (Vec<Cell>, i64) {
    let level = usize::from(level.clamp(1, 3));
    let mut search = Nested {
        keep: keeps_color(board),
        levels: (0..=level).map(|_| Level::default()).collect(),
        playout: Playout::default(),
        rng: Pcg32::new(seed, STREAM),
    };
    let mut best: Option<(Vec<Cell>, i64)> = None;
    let mut out = Vec::new();
    loop {
        let before = meter.nodes();
        let score = search.search(level, board, rules, meter, &mut out);
        if best.as_ref().is_none_or(|b| score > b.1) {
            best = Some((out.clone(), score));
            meter.offer(&out, score);
        }
        // A board without moves has nothing to repeat.
        if meter.stopped() || meter.nodes() == before {
            break;
        }
    }
    best.unwrap_or_default()
}

impl Nested {
    /// A nested search of `level` from `start`: writes the moves of the best game it
    /// found to `out` and returns that game's score (end points included).
    ///
    /// At each step every move is tried and followed by a search one level lower
    /// (level 1: a playout); the best sequence seen so far is kept and its first move
    /// played. When the budget runs out the rest of the best sequence is played
    /// without further search. Recursion depth is the level (at most 3).
    fn search<S: Scoring + ?Sized>(
        &mut self,
        level: usize,
        start: &Board,
        rules: &S,
        meter: &mut Meter,
        out: &mut Vec<Cell>,
    ) -> i64 {
        let mut lv = core::mem::take(&mut self.levels[level]);
        let mut board = lv.board.take().unwrap_or_else(|| start.clone());
        board.copy_from(start);
        let mut child = lv.child.take().unwrap_or_else(|| start.clone());
        lv.played.clear();
        lv.best.clear();
        let mut cursor = 0;
        // Points of the best sequence from the current board (end points included).
        let mut best_score: Option<i64> = None;
        let mut score = 0i64;
        loop {
            board.moves_into(&mut lv.moves);
            if lv.moves.is_empty() {
                break;
            }
            // Pairs of the tabu colour are not tried while other moves exist: they
            // score nothing and break up the colour kept for the final group.
            let tabu = kept_color(&board, self.keep);
            let others = lv.moves.iter().any(|m| Some(m.color.index()) != tabu);
            for i in 0..lv.moves.len() {
                let m = lv.moves[i];
                if others && m.size == 2 && Some(m.color.index()) == tabu {
                    continue;
                }
                if best_score.is_some() && meter.stopped() {
                    break;
                }
                child.copy_from(&board);
                let _ = child.remove(m.cell);
                meter.spend(1);
                let points = rules.group_points(m.size as usize, m.color);
                let rest = if level == 1 {
                    self.playout
                        .tabu(&mut child, rules, self.keep, &mut self.rng, meter)
                } else {
                    self.search(level - 1, &child, rules, meter, &mut lv.below)
                };
                let total = points.saturating_add(rest);
                if best_score.is_none_or(|b| total > b) {
                    best_score = Some(total);
                    lv.best.clear();
                    lv.best.push(m.cell);
                    let tail = if level == 1 {
                        &self.playout.cells
                    } else {
                        &lv.below
                    };
                    lv.best.extend_from_slice(tail);
                    cursor = 0;
                }
            }
            // Follow the best sequence one move.
            let cell = lv.best[cursor];
            cursor += 1;
            let removed = board.remove(cell);
            let points = removed.map_or(0, |r| r.points(rules));
            score = score.saturating_add(points);
            best_score = best_score.map(|b| b.saturating_sub(points));
            lv.played.push(cell);
        }
        let total = score.saturating_add(rules.end_points(board.remaining_all()));
        out.clear();
        out.extend_from_slice(&lv.played);
        lv.board = Some(board);
        lv.child = Some(child);
        self.levels[level] = lv;
        total
    }
}
