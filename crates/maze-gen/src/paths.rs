//! Path figures of a maze with loops, exact: the diameter by iFUB (a few
//! breadth-first walks bound it from both sides), the mean path length by a walk
//! from every cell; and a sampled estimate of the mean with a proven error bound.

use alloc::vec::Vec;

use floodfill::{AdjacencyList, DistanceLayers, Topology};

use crate::error::MazeError;
use crate::passages::degree;

/// An estimate of a figure and a bound on its error: the true figure lies in
/// `value - error_bound ..= value + error_bound`.
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Estimate {
    /// The estimated figure.
    pub value: f64,
    /// The most the true figure can differ from `value` (0 when it is exact).
    pub error_bound: f64,
}

/// Bounds on a maze's diameter (its longest shortest path), and two cells
/// `at_least` steps apart: the diameter lies in `at_least..=at_most`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct DiameterBounds {
    /// The longest shortest path found, in steps: a lower bound.
    pub at_least: u32,
    /// Two cells `at_least` steps apart (a goal at the farthest pair found).
    pub ends: (usize, usize),
    /// An upper bound on the diameter.
    pub at_most: u32,
}

impl DiameterBounds {
    /// Whether the bounds meet: `at_least` is the diameter.
    #[must_use]
    pub fn is_exact(&self) -> bool {
        self.at_least >= self.at_most
    }

    fn raise(&mut self, d: u32, ends: (usize, usize)) {
        if d > self.at_least {
            (self.at_least, self.ends) = (d, ends);
        }
    }
}

/// Breadth-first scratch over one maze's passages: floodfill's distance layers,
/// refilled by each walk.
pub(crate) struct Walker<'p> {
    passages: &'p AdjacencyList,
    layers: DistanceLayers,
}

impl<'p> Walker<'p> {
    pub(crate) fn new(passages: &'p AdjacencyList) -> Self {
        Walker {
            passages,
            layers: DistanceLayers::new(),
        }
    }

    /// Walks from `source` (a cell of the passages, so the walk is never
    /// refused); returns how many cells it reached.
    fn walk(&mut self, source: usize) -> usize {
        // A refused walk leaves the layers empty: nothing reached.
        let _ = self.layers.compute(self.passages, [source], None);
        self.layers.reached()
    }

    /// Steps from the last walk's source to `c`, `u32::MAX` when not reached.
    fn dist(&self, c: usize) -> u32 {
        self.layers.distance(c).unwrap_or(u32::MAX)
    }

    /// The cells reached from `source` (the walk's first use: it also tells
    /// whether the maze is joined).
    pub(crate) fn reached(&mut self, source: usize) -> usize {
        self.walk(source)
    }

    /// Walks from `source`: its farthest cell and that cell's distance.
    fn farthest(&mut self, source: usize) -> (usize, u32) {
        self.walk(source);
        let far = self.layers.order().next_back().unwrap_or(source);
        (far, self.dist(far))
    }

    /// The cell `steps` steps from the last walk's `end` towards its source.
    fn towards_source(&self, end: usize, steps: u32) -> usize {
        let mut c = end;
        for _ in 0..steps {
            let d = self.dist(c);
            match self
                .passages
                .neighbors(c)
                .iter()
                .find(|&&j| self.dist(j as usize) < d)
            {
                Some(&j) => c = j as usize,
                None => break,
            }
        }
        c
    }

    /// Bounds on the diameter of the joined maze holding `first`, from at most
    /// `walks` walks (five at least), by iFUB (Crescenzi et al.): a four-sweep
    /// picks a central cell `u`; walks from the cells farthest from `u`, level by
    /// level inwards, raise the lower bound, while the cells not yet walked, all
    /// within `i` steps of `u`, are at most `2i` apart. The bounds meet (the
    /// diameter is exact) when the lower one reaches twice the level left; that
    /// takes a handful of walks on some mazes and many on a braided one (at worst
    /// one per cell).
    pub(crate) fn diameter(&mut self, first: usize, walks: usize) -> DiameterBounds {
        let mut bounds = DiameterBounds {
            at_least: 0,
            ends: (first, first),
            at_most: u32::MAX,
        };
        let from = |w: &mut Self, source: usize, bounds: &mut DiameterBounds| {
            let (far, d) = w.farthest(source);
            bounds.raise(d, (source, far));
            bounds.at_most = bounds.at_most.min(d.saturating_mul(2));
            (far, d)
        };
        let sweep = |w: &mut Self, start: usize, bounds: &mut DiameterBounds| {
            let (a, _) = from(w, start, bounds);
            let (b, d) = from(w, a, bounds);
            w.towards_source(b, d / 2)
        };
        let u = sweep(self, first, &mut bounds);
        let u = sweep(self, u, &mut bounds);
        from(self, u, &mut bounds);
        let order: Vec<u32> = self.layers.order().map(|c| c as u32).collect();
        let level: Vec<u32> = order.iter().map(|&c| self.dist(c as usize)).collect();
        let mut left = walks.saturating_sub(5);
        for (&x, &i) in order.iter().zip(&level).rev() {
            bounds.at_most = bounds.at_most.min(bounds.at_least.max(i.saturating_mul(2)));
            if bounds.is_exact() || left == 0 {
                return bounds;
            }
            left -= 1;
            let (far, d) = self.farthest(x as usize);
            bounds.raise(d, (x as usize, far));
        }
        bounds.at_most = bounds.at_least;
        bounds
    }

    /// The exact diameter, its ends and the mean path length of the joined maze
    /// holding `first` (`cells` cells with a passage), by a walk from every cell.
    pub(crate) fn all_pairs(&mut self, first: usize, cells: usize) -> (u32, (usize, usize), f64) {
        let (mut best, mut ends, mut total) = (0u32, (first, first), 0u128);
        for s in (0..self.passages.len()).filter(|&c| degree(self.passages, c) > 0) {
            self.walk(s);
            let far = self.layers.order().next_back().unwrap_or(s);
            let steps = self.layers.step_map();
            let sum: u64 = self.layers.order().map(|c| u64::from(steps[c])).sum();
            total += u128::from(sum);
            if self.dist(far) > best {
                (best, ends) = (self.dist(far), (s, far));
            }
        }
        (best, ends, mean_of(total, cells))
    }

    /// The sampled mean path length: walks from `sources` cells picked farthest
    /// first, and for every cell the range its own mean distance must lie in.
    ///
    /// The bound: the mean distance from a cell `c` to the others differs from
    /// that of a walked cell `s` by at most `n / (n - 1)` times their distance
    /// (triangle inequality, summed over the other cells). Each walk narrows
    /// every cell's range to within that of `s`; the estimate is the mean of the
    /// ranges' midpoints, off by at most the mean of their half-widths (no more
    /// than the mean distance to the nearest walked cell, times `n / (n - 1)`).
    pub(crate) fn estimated_mean(
        &mut self,
        first: usize,
        cells: usize,
        sources: usize,
    ) -> Estimate {
        let n = self.passages.len();
        let others = (cells - 1).max(1) as f64;
        let slack = cells as f64 / others;
        let mut nearest = alloc::vec![u32::MAX; n];
        let mut low = alloc::vec![f64::NEG_INFINITY; n];
        let mut high = alloc::vec![f64::INFINITY; n];
        let mut source = first;
        for _ in 0..sources.clamp(1, cells) {
            self.walk(source);
            let steps = self.layers.step_map();
            let sum: u64 = self.layers.order().map(|c| u64::from(steps[c])).sum();
            let mean = sum as f64 / others;
            let (mut next, mut gap) = (source, 0u32);
            for c in self.layers.order() {
                let d = steps[c];
                let reach = slack * f64::from(d);
                low[c] = low[c].max(mean - reach);
                high[c] = high[c].min(mean + reach);
                nearest[c] = nearest[c].min(d);
                if nearest[c] > gap {
                    (next, gap) = (c, nearest[c]);
                }
            }
            if gap == 0 {
                break; // every cell walked
            }
            source = next;
        }
        let (mut middle, mut half) = (0.0, 0.0);
        for c in (0..n).filter(|&c| nearest[c] != u32::MAX) {
            middle += (low[c] + high[c]) / 2.0;
            half += (high[c] - low[c]).max(0.0) / 2.0;
        }
        Estimate {
            value: middle / cells as f64,
            error_bound: half / cells as f64,
        }
    }
}

/// The mean over the `cells * (cells - 1)` ordered pairs of a distance total.
pub(crate) fn mean_of(total: u128, cells: usize) -> f64 {
    let pairs = (cells as u128) * (cells as u128).saturating_sub(1);
    if pairs == 0 {
        0.0
    } else {
        total as f64 / pairs as f64
    }
}

/// The error for a maze whose passages do not join every cell that has one.
pub(crate) fn in_pieces() -> MazeError {
    MazeError::BadParameter {
        name: "maze",
        reason: "the passages do not join every cell that has one",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Algorithm, Maze};
    use proptest::prelude::*;

    fn braided(k: usize, w: usize, h: usize, seed: u64, braid: f64) -> Maze {
        let mut maze = Maze::from_seed(Algorithm::ALL[k], w, h, seed).unwrap();
        maze.braid(braid, &mut crate::rng::from_seed(seed)).unwrap();
        maze
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// iFUB's diameter is the walk-from-every-cell one, and its ends are
        /// that far apart; the estimate's bound holds for any source count.
        #[test]
        fn ifub_and_the_estimate_agree_with_all_pairs(
            k in 0usize..17, w in 1usize..24, h in 1usize..24, seed in any::<u64>(),
            braid in 0.0f64..1.0, sources in 1usize..40,
        ) {
            let maze = braided(k, w, h, seed, braid);
            let passages = crate::passages::passages_of(&maze).unwrap();
            let mut walker = Walker::new(&passages);
            let (best, _, mean) = walker.all_pairs(0, maze.len());
            let bounds = walker.diameter(0, usize::MAX);
            prop_assert!(bounds.is_exact());
            prop_assert_eq!(bounds.at_least, best);
            let (a, b) = bounds.ends;
            walker.walk(a);
            prop_assert_eq!(walker.dist(b), best);
            for walks in [0, 6, 9, 20] {
                let few = walker.diameter(0, walks);
                prop_assert!(few.at_least <= best && best <= few.at_most, "{:?} {}", few, best);
                let (a, b) = few.ends;
                walker.walk(a);
                prop_assert_eq!(walker.dist(b), few.at_least);
            }
            let estimate = walker.estimated_mean(0, maze.len(), sources);
            prop_assert!((estimate.value - mean).abs() <= estimate.error_bound + 1e-9);
            if sources >= maze.len() {
                prop_assert!(estimate.error_bound == 0.0 && (estimate.value - mean).abs() < 1e-9);
            }
        }
    }
}
