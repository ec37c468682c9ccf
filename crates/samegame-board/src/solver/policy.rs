//! The playout policy of NRPA: a weight per move code, stored densely, and the
//! lines it is adapted to.

use std::vec::Vec;

use crate::{Board, Cell, Move};

/// Weights are kept within `±WEIGHT_LIMIT` so that their exponentials and sums of
/// them stay finite (e^300 times 4096 moves is far below `f64::MAX`).
const WEIGHT_LIMIT: f64 = 300.0;

/// Size classes of a move code: groups of 2 to `SIZE_CLASSES` tiles each have their
/// own, groups of more tiles share the last one.
const SIZE_CLASSES: usize = 16;

/// Most codes a board is given: size classes are dropped (down to one) on boards
/// whose colours and cells would need more, so that a level's policy, which every
/// search below it copies, stays small.
const MAX_CODES: usize = 1 << 18;

/// Move codes of one board size: a code names a move the same way in every position
/// of a game, so what the policy learns about it carries over. A move's code is its
/// colour, its group's lowest tile in its leftmost column (the cell [`Move`] names)
/// and its group's size class: a group that grows or shrinks under the moves around
/// it is another move with another weight, while a group left alone keeps its code.
/// The codes of a board are `0..colors * width * height * size classes`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Codes {
    height: usize,
    cells: usize,
    colors: usize,
    /// Size classes on this board (1 to [`SIZE_CLASSES`]).
    sizes: usize,
}

impl Codes {
    pub(crate) fn new(board: &Board) -> Self {
        let cells = board.width() * board.height();
        let colors = board.colors();
        Codes {
            height: board.height(),
            cells,
            colors,
            sizes: (MAX_CODES / (cells * colors).max(1)).clamp(1, SIZE_CLASSES),
        }
    }

    /// Number of codes.
    pub(crate) fn len(&self) -> usize {
        self.colors * self.cells * self.sizes
    }

    /// The code of `m`.
    #[inline]
    pub(crate) fn of(&self, m: &Move) -> u32 {
        let cell = usize::from(m.cell.x) * self.height + usize::from(m.cell.y);
        let class = usize::from(m.size.saturating_sub(2)).min(self.sizes - 1);
        ((m.color.index() * self.cells + cell) * self.sizes + class) as u32
    }
}

/// A finished playout as NRPA needs it: its moves, and for each step the codes of
/// the moves the policy chose among and which one it took.
#[derive(Debug, Clone, Default)]
pub(crate) struct Line {
    /// Score with end points; `None` for no line yet.
    pub(crate) score: Option<i64>,
    pub(crate) cells: Vec<Cell>,
    /// Codes of the candidates of every step, one step after the other.
    pub(crate) codes: Vec<u32>,
    /// `codes[starts[t]..starts[t + 1]]` are step `t`'s candidates.
    pub(crate) starts: Vec<u32>,
    /// Index into `codes` of the move taken at each step.
    pub(crate) chosen: Vec<u32>,
}

impl Line {
    /// Empties the line (keeping its buffers).
    pub(crate) fn clear(&mut self) {
        self.score = None;
        self.cells.clear();
        self.codes.clear();
        self.starts.clear();
        self.starts.push(0);
        self.chosen.clear();
    }

    /// A copy of `other`, reusing this line's buffers.
    pub(crate) fn copy_from(&mut self, other: &Line) {
        self.score = other.score;
        for (to, from) in [
            (&mut self.codes, &other.codes),
            (&mut self.starts, &other.starts),
            (&mut self.chosen, &other.chosen),
        ] {
            to.clear();
            to.extend_from_slice(from);
        }
        self.cells.clear();
        self.cells.extend_from_slice(&other.cells);
    }

    /// `true` when `self` is at least as good as `other` (NRPA keeps the later of
    /// equal lines, so the policy keeps moving on plateaus).
    pub(crate) fn at_least(&self, other: &Line) -> bool {
        match (self.score, other.score) {
            (Some(a), Some(b)) => a >= b,
            (a, _) => a.is_some(),
        }
    }
}

/// Weights of the move codes, with their exponentials cached (a playout then only
/// adds numbers).
#[derive(Debug, Clone, Default)]
pub(crate) struct Policy {
    weights: Vec<f64>,
    exps: Vec<f64>,
    /// `stamps[code] == stamp` once `adapt` has refreshed the code's exponential.
    stamps: Vec<u32>,
    stamp: u32,
}

impl Policy {
    /// The uniform policy over `len` codes (every weight 0).
    pub(crate) fn reset(&mut self, len: usize) {
        self.weights.clear();
        self.weights.resize(len, 0.0);
        self.exps.clear();
        self.exps.resize(len, 1.0);
        self.stamps.clear();
        self.stamps.resize(len, 0);
        self.stamp = 0;
    }

    /// A copy of `other`, reusing this policy's buffers.
    pub(crate) fn copy_from(&mut self, other: &Policy) {
        self.weights.clear();
        self.weights.extend_from_slice(&other.weights);
        self.exps.clear();
        self.exps.extend_from_slice(&other.exps);
        self.stamps.clear();
        self.stamps.extend_from_slice(&other.stamps);
        self.stamp = other.stamp;
    }

    /// `e^weight` of a code: its unnormalised probability.
    #[inline]
    pub(crate) fn exp(&self, code: u32) -> f64 {
        self.exps[code as usize]
    }

    /// Rosin's adaptation: along `line`, the weight of each move taken grows by
    /// `alpha` and every candidate's shrinks by `alpha` times its probability under the
    /// policy as it was before this call.
    pub(crate) fn adapt(&mut self, line: &Line, alpha: f64) {
        for (t, &chosen) in line.chosen.iter().enumerate() {
            let step = &line.codes[line.starts[t] as usize..line.starts[t + 1] as usize];
            let z: f64 = step.iter().map(|&c| self.exps[c as usize]).sum();
            let rate = alpha / z;
            self.weights[line.codes[chosen as usize] as usize] += alpha;
            for &c in step {
                self.weights[c as usize] -= rate * self.exps[c as usize];
            }
        }
        // The exponentials of the changed weights, now that every step has used the
        // old ones: once per code (a group keeps its code over many steps).
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.stamps.fill(0);
            self.stamp = 1;
        }
        for &c in &line.codes {
            let c = c as usize;
            if self.stamps[c] != self.stamp {
                self.stamps[c] = self.stamp;
                let w = self.weights[c].clamp(-WEIGHT_LIMIT, WEIGHT_LIMIT);
                self.weights[c] = w;
                self.exps[c] = w.exp();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{MAX_COLORS, MAX_HEIGHT, MAX_WIDTH};

    /// The listed move whose group holds `cell`.
    fn move_at(board: &Board, cell: Cell) -> Move {
        let group = board.group_at(cell).unwrap();
        *board
            .moves()
            .iter()
            .find(|m| group.contains(m.cell))
            .unwrap()
    }

    #[test]
    fn a_group_keeps_its_code_when_play_elsewhere_leaves_it_alone() {
        // The 1-group on the left is the same group before and after the 3-group on
        // the right is removed.
        let mut board: Board = "\
2..3
11.3
1223"
            .parse()
            .unwrap();
        let codes = Codes::new(&board);
        let before = codes.of(&move_at(&board, Cell::new(0, 0)));
        board.remove(Cell::new(3, 0)).unwrap();
        let after = codes.of(&move_at(&board, Cell::new(0, 0)));
        assert_eq!(before, after);
        // Another group's code differs.
        assert_ne!(before, codes.of(&move_at(&board, Cell::new(1, 0))));
    }

    #[test]
    fn codes_stay_in_range_on_the_largest_boards() {
        let board = Board::from_seed(MAX_WIDTH, MAX_HEIGHT, MAX_COLORS, 7).unwrap();
        let codes = Codes::new(&board);
        let moves = board.moves();
        assert!(!moves.is_empty());
        assert!(moves.iter().all(|m| (codes.of(m) as usize) < codes.len()));
        // The last colour at the last cell with the largest size class is the last code.
        let last = Move {
            cell: Cell::new((MAX_WIDTH - 1) as u8, (MAX_HEIGHT - 1) as u8),
            color: crate::Color::from_index(MAX_COLORS - 1),
            size: u16::MAX,
        };
        assert_eq!(codes.of(&last) as usize, codes.len() - 1);
        // The policy stays within its bound of codes, size classes and all.
        assert!(codes.len() <= MAX_CODES);
    }

    #[test]
    fn size_classes_tell_groups_apart_up_to_the_last_class() {
        let board = Board::from_seed(15, 15, 5, 1).unwrap();
        let codes = Codes::new(&board);
        assert_eq!(codes.sizes, SIZE_CLASSES);
        assert_eq!(codes.len(), 15 * 15 * 5 * SIZE_CLASSES);
        let at = |size: u16| {
            codes.of(&Move {
                cell: Cell::new(3, 4),
                color: crate::Color::from_index(2),
                size,
            })
        };
        // Every size up to the last class has its own code, next to each other...
        let last = SIZE_CLASSES as u16 + 1;
        for size in 2..last {
            assert_eq!(at(size) + 1, at(size + 1));
        }
        // ...and larger groups share the last class.
        assert_eq!(at(last), at(last + 1));
        assert_eq!(at(last), at(225));
        // Every code of a board with many colours and cells is in range.
        for seed in 0..4 {
            let board = Board::from_seed(40, 40, 12, seed).unwrap();
            let codes = Codes::new(&board);
            assert!(codes.len() <= MAX_CODES);
            assert!(
                board
                    .moves()
                    .iter()
                    .all(|m| (codes.of(m) as usize) < codes.len())
            );
        }
    }

    #[test]
    fn adaptation_moves_probability_to_the_line() {
        // One step with three candidates, the second taken.
        let mut line = Line::default();
        line.clear();
        line.codes.extend([0, 1, 2]);
        line.starts.push(3);
        line.chosen.push(1);
        line.cells.push(Cell::new(0, 0));
        let mut policy = Policy::default();
        policy.reset(3);
        policy.adapt(&line, 1.0);
        // The taken move gained 1 - 1/3, the others lost 1/3 each.
        assert!((policy.weights[1] - 2.0 / 3.0).abs() < 1e-12);
        assert!((policy.weights[0] + 1.0 / 3.0).abs() < 1e-12);
        assert!((policy.exp(1) - (2.0f64 / 3.0).exp()).abs() < 1e-12);
        // Weights stay bounded however often the line is learnt.
        for _ in 0..100_000 {
            policy.adapt(&line, 1.0);
        }
        assert!(policy.weights.iter().all(|w| w.abs() <= WEIGHT_LIMIT));
        assert!(policy.exps.iter().all(|e| e.is_finite()));
    }
}
