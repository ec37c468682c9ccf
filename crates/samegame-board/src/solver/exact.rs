//! An exact search for small boards: every line, equal boards searched once.
//!
//! On a board of a few dozen tiles the heuristics' rules (above all keeping one
//! colour for the end) can rule out the best line, while every line together is
//! only thousands of boards. This search walks them depth first, stores each
//! board's best future score and move under a 64-bit hash of the board, and so
//! proves the optimum. It gives up (and the method runs instead) when its budget
//! is spent or its table is full.

use std::collections::HashMap;
use std::vec::Vec;

use super::budget::Meter;
use super::hash::board_hash;
use crate::{Board, Cell, Move, Scoring};

/// Boards of at most this many tiles (a 7 x 7 board) are searched exactly first.
pub(crate) const MAX_TILES: usize = 49;

/// Most boards the table holds (a few tens of MiB); a search that needs more gives
/// up.
pub(crate) const MAX_ENTRIES: usize = 1 << 20;

/// A board's best future score and the move that starts it.
type Entry = (i64, Cell);

/// Bytes one stored board costs in the table, roughly: its key and entry, and the
/// hash map's control byte and spare room.
const ENTRY_BYTES: usize = 2 * (8 + core::mem::size_of::<Entry>()) + 1;

/// Most boards the table may hold within `max_bytes` (and never more than
/// [`MAX_ENTRIES`]).
pub(crate) fn entries_within(max_bytes: Option<usize>) -> usize {
    max_bytes.map_or(MAX_ENTRIES, |b| (b / ENTRY_BYTES).min(MAX_ENTRIES))
}

/// One board on the walk: its moves, the next one to try and the best so far.
struct Frame {
    board: Board,
    hash: u64,
    moves: Vec<Move>,
    next: usize,
    best: Option<Entry>,
}

/// The optimal line from `board` and its score, or `None` when the meter stops the
/// search or more than `max_entries` boards would have to be stored. Spends one
/// node per board made. Hash collisions (two boards with equal 64-bit hashes) are
/// not told apart; the line is replayed at the end, and a line that does not
/// replay is not returned.
pub(crate) fn solve<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    max_entries: usize,
    meter: &mut Meter,
) -> Option<(Vec<Cell>, i64)> {
    let table = best_moves(board, rules, max_entries, meter)?;
    let (cells, score) = follow(board, rules, &table)?;
    meter.offer(&cells, score);
    Some((cells, score))
}

/// The table of best future scores and moves of every board reachable from
/// `root` that has a move (boards without one are scored, not stored). An
/// explicit stack, not recursion: its depth is at most half the root's tiles.
fn best_moves<S: Scoring + ?Sized>(
    root: &Board,
    rules: &S,
    max_entries: usize,
    meter: &mut Meter,
) -> Option<HashMap<u64, Entry>> {
    let mut table: HashMap<u64, Entry> = HashMap::new();
    // `stack[..depth]` is the walk; frames past it are kept for their buffers.
    let mut stack: Vec<Frame> = Vec::new();
    let mut depth = 0;
    push(&mut stack, &mut depth, root);
    let mut child = root.clone();
    while depth > 0 {
        let top = &mut stack[depth - 1];
        let Some(&m) = top.moves.get(top.next) else {
            // Every move tried: the board's value is known.
            let (hash, best) = (top.hash, top.best?);
            if table.len() >= max_entries {
                return None;
            }
            table.insert(hash, best);
            depth -= 1;
            if depth > 0 {
                let parent = &mut stack[depth - 1];
                let m = parent.moves[parent.next - 1];
                let points = rules.group_points(usize::from(m.size), m.color);
                improve(parent, points.saturating_add(best.0), m.cell);
            }
            continue;
        };
        if meter.stopped() {
            return None;
        }
        top.next += 1;
        child.copy_from(&top.board);
        child.remove_listed(&m);
        meter.spend(1);
        let points = rules.group_points(usize::from(m.size), m.color);
        let hash = board_hash(&child);
        if let Some(&(future, _)) = table.get(&hash) {
            improve(top, points.saturating_add(future), m.cell);
        } else if child.has_moves() {
            push(&mut stack, &mut depth, &child);
        } else {
            let end = rules.end_points(child.remaining_all());
            improve(top, points.saturating_add(end), m.cell);
        }
    }
    Some(table)
}

/// Puts `board` on the walk at `depth`, reusing a frame's buffers when there is one.
fn push(stack: &mut Vec<Frame>, depth: &mut usize, board: &Board) {
    if stack.len() == *depth {
        stack.push(Frame {
            board: board.clone(),
            hash: 0,
            moves: Vec::new(),
            next: 0,
            best: None,
        });
    }
    let frame = &mut stack[*depth];
    frame.board.copy_from(board);
    frame.hash = board_hash(board);
    board.moves_into(&mut frame.moves);
    frame.next = 0;
    frame.best = None;
    *depth += 1;
}

/// Keeps `(value, cell)` as the frame's best when it scores more (the first of
/// equal values stays).
fn improve(frame: &mut Frame, value: i64, cell: Cell) {
    if frame.best.is_none_or(|(best, _)| value > best) {
        frame.best = Some((value, cell));
    }
}

/// The line the table's best moves make from `root`, played through the rules, and
/// its score; `None` if a board on the way is missing or its move does not play
/// (only after a hash collision).
fn follow<S: Scoring + ?Sized>(
    root: &Board,
    rules: &S,
    table: &HashMap<u64, Entry>,
) -> Option<(Vec<Cell>, i64)> {
    let mut board = root.clone();
    let mut cells = Vec::new();
    let mut score = 0i64;
    while board.has_moves() {
        let &(_, cell) = table.get(&board_hash(&board))?;
        score = score.saturating_add(board.remove(cell).ok()?.points(rules));
        cells.push(cell);
    }
    Some((
        cells,
        score.saturating_add(rules.end_points(board.remaining_all())),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;
    use crate::solver::{Budget, replay};

    /// The best final score from `board`, every line tried, no table.
    fn every_line<S: Scoring + ?Sized>(board: &Board, rules: &S) -> i64 {
        let moves = board.moves();
        if moves.is_empty() {
            return rules.end_points(board.remaining_all());
        }
        moves
            .iter()
            .map(|m| {
                let mut child = board.clone();
                let points = child.remove(m.cell).unwrap().points(rules);
                points + every_line(&child, rules)
            })
            .max()
            .unwrap()
    }

    #[test]
    fn the_line_is_optimal_and_replays() {
        let classic = Rules::CLASSIC.with_end_penalty();
        for seed in 0..40u64 {
            let (w, h) = (1 + seed as usize % 4, 1 + seed as usize / 10);
            let board = Board::from_seed(w, h, 2 + seed as usize % 3, seed).unwrap();
            if !board.has_moves() {
                continue;
            }
            for rules in [&Rules::RESEARCH as &dyn Scoring, &classic] {
                let mut meter = Meter::new(Budget::nodes(u64::MAX));
                let (cells, score) = solve(&board, rules, MAX_ENTRIES, &mut meter).unwrap();
                assert_eq!(score, every_line(&board, rules), "seed {seed}");
                assert_eq!(replay(&board, rules, &cells), Ok(score));
                assert!(!meter.stopped());
            }
        }
    }

    #[test]
    fn it_gives_up_at_its_budget_or_its_table_size() {
        let board = Board::from_seed(5, 5, 3, 7).unwrap();
        let mut meter = Meter::new(Budget::nodes(u64::MAX));
        assert!(solve(&board, &Rules::RESEARCH, MAX_ENTRIES, &mut meter).is_some());
        let (nodes, entries) = (meter.nodes(), 2);
        assert!(nodes > 10, "{nodes} nodes");
        // Exactly its nodes are enough; one node fewer stops it with no answer.
        let mut meter = Meter::new(Budget::nodes(nodes));
        assert!(solve(&board, &Rules::RESEARCH, MAX_ENTRIES, &mut meter).is_some());
        let mut meter = Meter::new(Budget::nodes(nodes - 1));
        assert!(solve(&board, &Rules::RESEARCH, MAX_ENTRIES, &mut meter).is_none());
        assert!(meter.stopped());
        // A table too small for the boards with moves: no answer either.
        let mut meter = Meter::new(Budget::nodes(u64::MAX));
        assert!(solve(&board, &Rules::RESEARCH, entries, &mut meter).is_none());
    }

    #[test]
    fn a_board_without_moves_is_its_end_points() {
        let stuck: Board = "12\n21".parse().unwrap();
        let mut meter = Meter::new(Budget::nodes(10));
        // No frame has a best move: nothing to store, nothing to return.
        assert_eq!(
            solve(&stuck, &Rules::RESEARCH, MAX_ENTRIES, &mut meter),
            None
        );
        assert_eq!(meter.nodes(), 0);
    }
}
