//! Scoring rule sets: the seed's classic rule, the research rule, end penalties and
//! custom rules.

use crate::Color;

/// How a game is scored. [`Rules`] covers the published rule sets; implement the trait
/// (or wrap a closure in [`ScoreFn`]) for anything else.
///
/// Any `i64` may be returned: totals add the points of each removal in the order
/// played, then the end points, saturating at `i64::MIN` and `i64::MAX`.
pub trait Scoring {
    /// Points for removing a group of `size` tiles (always 2 or more) of `color`.
    fn group_points(&self, size: usize, color: Color) -> i64;

    /// Points added when the game is over, given the tiles left per colour (entry `k`
    /// is colour `k + 1`; all zero when the board was cleared): a clearing bonus, minus
    /// a penalty for tiles left. The default is 0.
    fn end_points(&self, remaining: &[u16]) -> i64 {
        let _ = remaining;
        0
    }
}

/// A cubic polynomial in `m = n - shift`: `c[0] + c[1] m + c[2] m^2 + c[3] m^3`.
/// Arithmetic saturates instead of overflowing.
///
/// ```
/// use samegame_board::Polynomial;
///
/// let classic = Polynomial::square_minus(1); // (n - 1)^2
/// assert_eq!(classic.eval(5), 16);
/// let linear = Polynomial { shift: 0, coefficients: [0, 10, 0, 0] }; // 10 n
/// assert_eq!(linear.eval(7), 70);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Polynomial {
    /// Subtracted from the argument before evaluating.
    pub shift: i64,
    /// Coefficients of `m^0 .. m^3`.
    pub coefficients: [i64; 4],
}

impl Polynomial {
    /// `(n - shift)^2`.
    #[must_use]
    pub const fn square_minus(shift: i64) -> Self {
        Polynomial {
            shift,
            coefficients: [0, 0, 1, 0],
        }
    }

    /// The value at `n`.
    #[must_use]
    #[inline]
    pub fn eval(&self, n: i64) -> i64 {
        let m = n.saturating_sub(self.shift);
        let [c0, c1, c2, c3] = self.coefficients;
        // Horner's rule.
        c3.saturating_mul(m)
            .saturating_add(c2)
            .saturating_mul(m)
            .saturating_add(c1)
            .saturating_mul(m)
            .saturating_add(c0)
    }
}

/// A rule set as data (it can be saved with `serde`): points per group, a bonus for
/// clearing the board and an optional penalty per colour left.
///
/// ```
/// use samegame_board::{Color, Rules, Scoring};
///
/// let one = Color::new(1).unwrap();
/// assert_eq!(Rules::CLASSIC.group_points(5, one), 16); // (5 - 1)^2
/// assert_eq!(Rules::RESEARCH.group_points(5, one), 9); // (5 - 2)^2
/// assert_eq!(Rules::RESEARCH.end_points(&[0, 0, 0]), 1000); // cleared
/// // With the penalty: colours with c > 2 tiles left cost (c - 2)^2 each.
/// let rules = Rules::RESEARCH.with_end_penalty();
/// assert_eq!(rules.end_points(&[4, 1, 0]), -4);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules {
    /// Points for a group of `n` tiles: `group.eval(n)`.
    pub group: Polynomial,
    /// Added when the board is cleared.
    pub clear_bonus: i64,
    /// When set, for each colour with `c > penalty.shift` tiles left at the end,
    /// `penalty.eval(c)` is subtracted.
    pub end_penalty: Option<Polynomial>,
}

impl Rules {
    /// The seed article's rule: `(n - 1)^2` per group, nothing at the end.
    pub const CLASSIC: Rules = Rules {
        group: Polynomial::square_minus(1),
        clear_bonus: 0,
        end_penalty: None,
    };

    /// The research benchmark's rule (the 20 standard positions): `(n - 2)^2` per
    /// group and 1000 for clearing the board.
    pub const RESEARCH: Rules = Rules {
        group: Polynomial::square_minus(2),
        clear_bonus: 1000,
        end_penalty: None,
    };

    /// The same rules with the usual end penalty: `(c - 2)^2` subtracted for each
    /// colour with `c > 2` tiles left.
    #[must_use]
    pub const fn with_end_penalty(self) -> Self {
        Rules {
            end_penalty: Some(Polynomial::square_minus(2)),
            ..self
        }
    }
}

impl Default for Rules {
    /// [`Rules::CLASSIC`], the seed article's rule.
    fn default() -> Self {
        Rules::CLASSIC
    }
}

impl Scoring for Rules {
    #[inline]
    fn group_points(&self, size: usize, _color: Color) -> i64 {
        self.group.eval(size as i64)
    }

    fn end_points(&self, remaining: &[u16]) -> i64 {
        if remaining.iter().all(|&c| c == 0) {
            return self.clear_bonus;
        }
        let Some(penalty) = self.end_penalty else {
            return 0;
        };
        remaining
            .iter()
            .filter(|&&c| i64::from(c) > penalty.shift)
            .fold(0i64, |sum, &c| {
                sum.saturating_sub(penalty.eval(i64::from(c)))
            })
    }
}

/// Custom group points from a closure of the group size; nothing at the end.
///
/// ```
/// use samegame_board::{Color, ScoreFn, Scoring};
///
/// let rules = ScoreFn(|n: usize| 10 * n as i64);
/// assert_eq!(rules.group_points(3, Color::new(1).unwrap()), 30);
/// ```
#[derive(Debug, Clone, Copy)]
pub struct ScoreFn<F>(pub F);

impl<F: Fn(usize) -> i64> Scoring for ScoreFn<F> {
    #[inline]
    fn group_points(&self, size: usize, _color: Color) -> i64 {
        (self.0)(size)
    }
}

impl<S: Scoring + ?Sized> Scoring for &S {
    #[inline]
    fn group_points(&self, size: usize, color: Color) -> i64 {
        (**self).group_points(size, color)
    }

    fn end_points(&self, remaining: &[u16]) -> i64 {
        (**self).end_points(remaining)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polynomial_saturates() {
        let p = Polynomial {
            shift: 0,
            coefficients: [0, 0, 0, i64::MAX],
        };
        assert_eq!(p.eval(4096), i64::MAX);
        assert_eq!(p.eval(-4096), i64::MIN);
    }

    #[test]
    fn penalty_only_when_not_cleared() {
        let r = Rules::CLASSIC.with_end_penalty();
        assert_eq!(r.end_points(&[0, 0]), 0);
        assert_eq!(r.end_points(&[2, 3, 5]), -(1 + 9));
        assert_eq!(Rules::RESEARCH.end_points(&[5]), 0);
    }
}
