//! Which colour NRPA keeps for the end, chosen by a short search per candidate.
//!
//! Keeping the colour with the most tiles out of play gathers it into one large
//! final group. When another colour has nearly as many tiles, keeping that one may
//! make the larger group or clear the board instead, and the counts cannot tell
//! which: a short NRPA search that keeps each such colour can. When even the
//! largest final group would score less than one and a half cleared boards, keeping
//! no colour may be better still (keeping one often leaves the board uncleared), so
//! a search that keeps none is tried too. On a small board no colour is kept: the
//! bonus for clearing it outweighs any final group.

use std::time::Instant;
use std::vec::Vec;

use super::budget::Meter;
use super::nrpa;
use super::playout::{keeps_color, tabu_color};
use crate::{Board, Cell, Color, Scoring};

/// The trials together take this fraction of a search's budget (its nodes, or its
/// time): one part in `TRIAL_SHARE`, split evenly among the candidates tried.
const TRIAL_SHARE: u32 = 8;

/// The colours whose tile count is within a tenth of the most frequent colour's
/// (`10 x most < 11 x count`), the most tiles first and the lower index first among
/// equal counts; empty on an empty board.
pub(crate) fn close_colors(board: &Board) -> Vec<usize> {
    let counts = board.remaining_all();
    let most = counts.iter().copied().max().unwrap_or(0);
    let mut close: Vec<usize> = (0..counts.len())
        .filter(|&k| counts[k] > 0 && 10 * u32::from(most) < 11 * u32::from(counts[k]))
        .collect();
    // Stable: among equal counts the lower index stays first.
    close.sort_by(|&a, &b| counts[b].cmp(&counts[a]));
    close
}

/// Whether the largest final group a kept colour can make (one group of every
/// tile of the most frequent colour) scores less under `rules` than one and a half
/// times the bonus for a cleared board. Then a search that keeps no colour is worth
/// a trial. (Under `Rules::RESEARCH` that is a colour of at most 40 tiles: the
/// original 15 x 10 five-colour board falls below the line, and there the trial
/// pays; on larger colours, the standard 15 x 15 positions' among them, it gains
/// little and its share of the budget is missed.)
fn small_final_group<S: Scoring + ?Sized>(board: &Board, rules: &S) -> bool {
    let counts = board.remaining_all();
    let Some(top) = tabu_color(board) else {
        return false;
    };
    let cleared = std::vec![0u16; counts.len()];
    let group = rules.group_points(usize::from(counts[top]), Color::from_index(top));
    // In `i128`: rules may give points near the `i64` limits.
    2 * i128::from(group) < 3 * i128::from(rules.end_points(&cleared))
}

/// The colours to try keeping for the end (see [`close_colors`]), and `None`,
/// keeping no colour, when the final group would be small ([`small_final_group`]).
fn candidates<S: Scoring + ?Sized>(board: &Board, rules: &S) -> Vec<Option<usize>> {
    let mut candidates: Vec<Option<usize>> = close_colors(board).into_iter().map(Some).collect();
    if small_final_group(board, rules) {
        candidates.push(None);
    }
    candidates
}

/// What the trials found: the colour to keep for the end and, when there were
/// trials, the best line they played (their lines count like any other).
pub(crate) struct Choice {
    pub(crate) color: Option<usize>,
    pub(crate) best: Option<(Vec<Cell>, i64)>,
}

/// The colour an NRPA search of `level` keeps for the end: none on a small board
/// (see [`keeps_color`]), the only candidate when there is one (see
/// [`candidates`]: one colour clearly leads and its final group is not small), else the candidate whose trial scored best (the most tiles
/// first on equal scores, keeping no colour last). Each trial is an NRPA search
/// one level lower (at least 1) keeping that colour or none, within an equal part
/// of [`TRIAL_SHARE`]'s share of the nodes and of the time left.
pub(crate) fn choose<S: Scoring + ?Sized>(
    board: &Board,
    rules: &S,
    level: u8,
    seed: u64,
    meter: &mut Meter,
) -> Choice {
    if !keeps_color(board) {
        return Choice {
            color: None,
            best: None,
        };
    }
    let candidates = candidates(board, rules);
    if candidates.len() < 2 {
        return Choice {
            color: candidates.first().copied().flatten(),
            best: None,
        };
    }
    let parts = TRIAL_SHARE.saturating_mul(candidates.len() as u32);
    let nodes = meter.nodes_left() / u64::from(parts);
    let time = meter.time_left().map(|t| t / parts);
    // The best trial so far: its colour (or none), line and score.
    let mut best: Option<(Option<usize>, Vec<Cell>, i64)> = None;
    for (i, &color) in candidates.iter().enumerate() {
        let until = time.and_then(|t| Instant::now().checked_add(t));
        let trial_seed = trial_seed(seed, i);
        let (cells, score) = meter.phase(nodes, until, |meter| {
            let level = level.saturating_sub(1).max(1);
            nrpa::repeated(board, rules, level, color, trial_seed, meter)
        });
        if best.as_ref().is_none_or(|b| score > b.2) {
            best = Some((color, cells, score));
        }
    }
    match best {
        Some((color, cells, score)) => Choice {
            color,
            best: Some((cells, score)),
        },
        None => Choice {
            color: candidates[0],
            best: None,
        },
    }
}

/// The seed of trial `i` of a search seeded `seed`: far from `seed + j`, the seeds
/// of the other threads' searches.
fn trial_seed(seed: u64, i: usize) -> u64 {
    seed ^ 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(i as u64 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;
    use crate::solver::Budget;

    #[test]
    fn close_colors_are_those_within_a_tenth_of_the_most_frequent() {
        // 10 tiles of index 0 against 10 of index 1: both close.
        let even: Board = "11111\n11111\n22222\n22222".parse().unwrap();
        assert_eq!(close_colors(&even), [0, 1]);
        // 11 against 10: a lead of exactly a tenth of the second's count.
        let lead: Board = "11111\n11111\n12222\n22222\n23333".parse().unwrap();
        assert_eq!(close_colors(&lead), [0]);
        // The most tiles first: 12 of index 2 before 11 of index 0; on equal counts
        // the lower index first.
        let order: Board = "..111\n11111\n11133\n33333\n33333".parse().unwrap();
        assert_eq!(close_colors(&order), [2, 0]);
        let equal: Board = "313\n131".parse().unwrap();
        assert_eq!(close_colors(&equal), [0, 2]);
        assert!(close_colors(&Board::empty(3, 3, 2).unwrap()).is_empty());
        // The first close colour is the one playouts keep by default.
        for seed in 0..32 {
            let board = Board::from_seed(6, 5, 1 + (seed % 6) as usize, seed).unwrap();
            assert_eq!(close_colors(&board).first().copied(), tabu_color(&board));
        }
        // The rule against its arithmetic on random boards.
        for seed in 0..64 {
            let board = Board::from_seed(7, 6, 1 + (seed % 6) as usize, seed).unwrap();
            let counts = board.remaining_all();
            let most = counts.iter().copied().max().unwrap();
            let close = close_colors(&board);
            for (k, &count) in counts.iter().enumerate() {
                // The most frequent colour leads by less than a tenth of `count`.
                let lead = i64::from(most) - i64::from(count);
                let near = count > 0 && 10 * lead < i64::from(count);
                assert_eq!(close.contains(&k), near, "seed {seed}, colour {k}");
            }
            assert!(
                close.windows(2).all(|w| counts[w[0]] > counts[w[1]]
                    || (counts[w[0]] == counts[w[1]] && w[0] < w[1]))
            );
        }
    }

    #[test]
    fn small_boards_keep_no_color() {
        // 7 x 7 is small; 7 x 8 is not, and keeps its clear leader (under rules
        // with no bonus for a cleared board, so that keeping no colour is no
        // candidate there).
        for (h, kept) in [(7, None), (8, Some(0))] {
            let board = Board::from_fn(7, h, 3, |c| if c.x < 4 { 1 } else { 2 + c.y % 2 }).unwrap();
            let mut meter = Meter::new(Budget::nodes(10_000));
            let choice = choose(&board, &Rules::CLASSIC, 2, 1, &mut meter);
            assert_eq!(choice.color, kept, "7 x {h}");
            assert!(choice.best.is_none());
            assert_eq!(meter.nodes(), 0);
        }
    }

    #[test]
    fn a_clear_lead_is_kept_without_trials() {
        // 25 tiles of index 0 against 20 of index 1, on a board too large to be
        // small, under rules with no bonus for clearing it.
        let lead: Board = "1111111111\n1111111111\n1111122222\n2222222222\n2222233333"
            .parse()
            .unwrap();
        // 41 tiles of index 0 (a final group of (41 - 2)^2 = 1521 points, more than
        // one and a half times the 1000 for a cleared board) against 19 of index 1.
        let large: Board =
            "11111111\n11111111\n11111111\n11111111\n11111111\n12222222\n22222222\n22223333"
                .parse()
                .unwrap();
        for (board, rules) in [(&lead, Rules::CLASSIC), (&large, Rules::RESEARCH)] {
            assert!(!small_final_group(board, &rules));
            let mut meter = Meter::new(Budget::nodes(10_000));
            let choice = choose(board, &rules, 3, 1, &mut meter);
            assert_eq!(choice.color, Some(0));
            assert!(choice.best.is_none());
            assert_eq!(meter.nodes(), 0);
        }
    }

    #[test]
    fn keeping_no_color_is_tried_when_the_final_group_is_small() {
        // The first board above under the research rules: 25 tiles make a final
        // group of 529 points, less than the 1000 for a cleared board.
        let lead: Board = "1111111111\n1111111111\n1111122222\n2222222222\n2222233333"
            .parse()
            .unwrap();
        assert!(small_final_group(&lead, &Rules::RESEARCH));
        assert_eq!(candidates(&lead, &Rules::RESEARCH), [Some(0), None]);
        assert_eq!(candidates(&lead, &Rules::CLASSIC), [Some(0)]);
        // The group's points against one and a half bonuses, on random boards of
        // either kind: the line falls between 40 and 41 tiles.
        let mut sides = [0; 2];
        for seed in 0..64 {
            let board = Board::from_seed(8 + (seed % 8) as usize, 8, 3 + (seed % 3) as usize, seed)
                .unwrap();
            let top = *board.remaining_all().iter().max().unwrap();
            let group = (i64::from(top) - 2).pow(2);
            let small = small_final_group(&board, &Rules::RESEARCH);
            assert_eq!(small, group < 1500, "seed {seed}");
            assert_eq!(small, top <= 40, "seed {seed}");
            sides[usize::from(small)] += 1;
        }
        assert!(sides[0] > 0 && sides[1] > 0, "{sides:?}");
        assert!(!small_final_group(
            &Board::empty(8, 8, 3).unwrap(),
            &Rules::RESEARCH
        ));
    }

    #[test]
    fn trials_take_their_share_and_keep_the_best_candidate() {
        // Random boards whose counts are close (10 x 10, three colours) or whose
        // largest final group is small (8 x 8, four).
        let boards = (0..6u64)
            .map(|seed| (seed, Board::from_seed(10, 10, 3, seed).unwrap()))
            .chain((0..3u64).map(|seed| (seed, Board::from_seed(8, 8, 4, seed).unwrap())));
        let mut without = 0;
        for (seed, board) in boards {
            let tried = candidates(&board, &Rules::RESEARCH);
            if tried.len() < 2 {
                continue;
            }
            without += usize::from(tried.contains(&None));
            let budget = 80_000;
            let mut meter = Meter::new(Budget::nodes(budget));
            let choice = choose(&board, &Rules::RESEARCH, 2, seed, &mut meter);
            // Each trial stops within a playout (at most 100 moves) of its part.
            let part = budget / (u64::from(TRIAL_SHARE) * tried.len() as u64);
            assert!(meter.nodes() >= part * tried.len() as u64);
            assert!(meter.nodes() <= (part + 100) * tried.len() as u64);
            assert!(!meter.stopped());
            // The choice is the candidate whose trial, searched again alone, scores
            // best; its line is the best of the trials and replays to its score.
            let scores: Vec<i64> = tried
                .iter()
                .enumerate()
                .map(|(i, &k)| {
                    let mut alone = Meter::new(Budget::nodes(part));
                    nrpa::repeated(
                        &board,
                        &Rules::RESEARCH,
                        1,
                        k,
                        trial_seed(seed, i),
                        &mut alone,
                    )
                    .1
                })
                .collect();
            let top = *scores.iter().max().unwrap();
            let first = scores.iter().position(|&s| s == top).unwrap();
            assert_eq!(choice.color, tried[first], "seed {seed}");
            let (cells, score) = choice.best.unwrap();
            assert_eq!(score, top);
            assert_eq!(
                crate::solver::replay(&board, &Rules::RESEARCH, &cells),
                Ok(score)
            );
        }
        // Keeping no colour was among the candidates on the 8 x 8 boards at least.
        assert!(without >= 3, "{without}");
    }
}
