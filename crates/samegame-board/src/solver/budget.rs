//! Budgets: when a search stops, and the meter that watches one.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::progress::Report;
use crate::Cell;

/// When to stop searching: after `max_time`, after `max_nodes` board states, or at
/// whichever comes first; `max_bytes` bounds the memory a search may hold. The
/// fields are named as freecell-rules' solver names its budget's.
///
/// - A budget with neither a time nor a node limit ([`Budget::default`]) is bounded
///   all the same: it stops after [`Budget::DEFAULT_NODES`] nodes per thread.
/// - Time is clamped to [`Budget::MAX_TIME`] (a `Duration::MAX` budget means
///   `MAX_TIME`); [`Budget::seconds`] maps NaN and negative values to 0 and values
///   above `MAX_TIME` (infinity included) to `MAX_TIME`.
/// - A budget of 0 nodes or 0 time returns at once with a greedy line.
/// - Memory: without `max_bytes` a beam holds about 256 MiB at most and the exact
///   search of a small board about a million boards; `max_bytes` lowers both (per
///   thread). Memory never ends a search: a smaller limit narrows the beam, and an
///   exact search that would outgrow it hands over to the method.
///
/// Only a node budget makes a result reproducible: time depends on the machine.
/// A search may also be stopped from another thread ([`super::SolveConfig::with_stop`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Budget {
    /// Wall time per thread (clamped to [`Budget::MAX_TIME`]).
    pub max_time: Option<Duration>,
    /// Board states made per thread (each one a board copy plus a removal).
    pub max_nodes: Option<u64>,
    /// Bytes a thread's search may hold, roughly (see above).
    pub max_bytes: Option<usize>,
}

impl Budget {
    /// The longest time budget: one year. Longer ones are clamped to it.
    pub const MAX_TIME: Duration = Duration::from_secs(365 * 24 * 3600);

    /// Nodes per thread when a budget sets no limit at all (about a second on a
    /// 15 x 15 board, tens of seconds on a 64 x 64 one).
    pub const DEFAULT_NODES: u64 = 2_000_000;

    /// A node budget: reproducible.
    #[must_use]
    pub const fn nodes(nodes: u64) -> Self {
        Budget {
            max_time: None,
            max_nodes: Some(nodes),
            max_bytes: None,
        }
    }

    /// A time budget (clamped to [`Budget::MAX_TIME`]).
    #[must_use]
    pub fn time(time: Duration) -> Self {
        Budget {
            max_time: Some(time.min(Budget::MAX_TIME)),
            max_nodes: None,
            max_bytes: None,
        }
    }

    /// A memory limit alone (the search then stops after
    /// [`Budget::DEFAULT_NODES`] nodes).
    #[must_use]
    pub const fn bytes(bytes: usize) -> Self {
        Budget {
            max_time: None,
            max_nodes: None,
            max_bytes: Some(bytes),
        }
    }

    /// `seconds` of wall time: NaN and negative values count as 0, values above
    /// [`Budget::MAX_TIME`] (infinity included) as `MAX_TIME`.
    #[must_use]
    pub fn seconds(seconds: f64) -> Self {
        let max = Budget::MAX_TIME.as_secs_f64();
        let clamped = if seconds > 0.0 {
            seconds.min(max)
        } else {
            // Zero, negative, or NaN (which compares false).
            0.0
        };
        Budget::time(Duration::from_secs_f64(clamped))
    }

    /// `true` when the caller set no time or node limit (the search then stops after
    /// [`Budget::DEFAULT_NODES`] nodes).
    #[must_use]
    pub const fn is_unlimited(&self) -> bool {
        self.max_time.is_none() && self.max_nodes.is_none()
    }

    /// `true` for a budget of 0 nodes or 0 time: nothing may be searched.
    #[must_use]
    pub fn is_zero(&self) -> bool {
        self.max_nodes == Some(0) || self.max_time == Some(Duration::ZERO)
    }

    /// Why a search under this budget that searched nothing ended: the zero limit.
    pub(crate) fn zero_reason(&self) -> Option<GaveUp> {
        if self.max_nodes == Some(0) {
            Some(GaveUp::Nodes(0))
        } else if self.max_time == Some(Duration::ZERO) {
            Some(GaveUp::Time(Duration::ZERO))
        } else {
            None
        }
    }
}

/// What ended a search before it had tried every line: the same reasons, by the
/// same names, as freecell-rules' solver gives. A SameGame search is anytime, so
/// it still answers with its best line ([`super::Solution::gave_up`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum GaveUp {
    /// The stop flag given to [`super::SolveConfig::with_stop`] was set.
    Stopped,
    /// [`Budget::max_time`] passed.
    Time(Duration),
    /// [`Budget::max_nodes`] nodes were made (or [`Budget::DEFAULT_NODES`] when
    /// the budget sets no limit).
    Nodes(u64),
    /// Memory: not given by this solver (a memory limit narrows its searches
    /// instead of ending them); here so both solvers share one set of reasons.
    Memory(usize),
}

impl core::fmt::Display for GaveUp {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            GaveUp::Stopped => f.write_str("stopped"),
            GaveUp::Time(t) => write!(f, "time limit of {:.3} s reached", t.as_secs_f64()),
            GaveUp::Nodes(n) => write!(f, "limit of {n} nodes reached"),
            GaveUp::Memory(b) => write!(f, "memory limit of {b} bytes reached"),
        }
    }
}

/// Counts nodes, watches the clock and the stop flag, and reports improvements for
/// one search on one thread.
pub(crate) struct Meter<'a> {
    nodes: u64,
    limit: u64,
    start: Instant,
    deadline: Option<Instant>,
    /// Nodes at which the clock and the flag are read next (reading every node costs).
    next_check: u64,
    stopped: bool,
    stop: Option<&'a AtomicBool>,
    report: Option<&'a dyn Report>,
    /// This search's best score so far (what `offer` compares with).
    best: Option<i64>,
    /// The budget it meters, for the reason a search ended and the memory limit.
    budget: Budget,
    /// Set when a method stops because the budget left could not pay for its next
    /// step: the limit that was short.
    ended_early: Option<GaveUp>,
}

/// Nodes between two reads of the clock.
const CHECK_EVERY: u64 = 256;

impl<'a> Meter<'a> {
    /// A meter for `budget`; an unlimited budget gets [`Budget::DEFAULT_NODES`].
    pub(crate) fn new(budget: Budget) -> Self {
        let start = Instant::now();
        let limit = match budget {
            Budget {
                max_time: None,
                max_nodes: None,
                ..
            } => Budget::DEFAULT_NODES,
            Budget { max_nodes, .. } => max_nodes.unwrap_or(u64::MAX),
        };
        let time = budget.max_time.map(|t| t.min(Budget::MAX_TIME));
        Meter {
            nodes: 0,
            limit,
            start,
            // MAX_TIME from now cannot overflow an `Instant`; `checked_add` all the same.
            deadline: time.and_then(|t| start.checked_add(t)),
            next_check: CHECK_EVERY,
            stopped: false,
            stop: None,
            report: None,
            best: None,
            budget,
            ended_early: None,
        }
    }

    /// The same meter, also stopped when `stop` is set.
    pub(crate) fn with_stop(self, stop: Option<&'a AtomicBool>) -> Self {
        let stopped = stop.is_some_and(|s| s.load(Ordering::Relaxed));
        Meter {
            stop,
            stopped: self.stopped || stopped,
            ..self
        }
    }

    /// The same meter, offering improvements to `report`.
    pub(crate) fn with_report(self, report: &'a dyn Report) -> Self {
        Meter {
            report: Some(report),
            ..self
        }
    }

    /// Counts `n` nodes; `true` when the budget is spent (and from then on).
    #[inline]
    pub(crate) fn spend(&mut self, n: u64) -> bool {
        self.nodes = self.nodes.saturating_add(n);
        if self.stopped {
            return true;
        }
        if self.nodes >= self.limit {
            self.stopped = true;
        } else if self.nodes >= self.next_check {
            self.next_check = self.nodes.saturating_add(CHECK_EVERY);
            self.stopped = self.past_deadline_or_stopped();
        }
        self.stopped
    }

    /// `true` when the deadline has passed or the stop flag is set (the checks
    /// [`Meter::spend`] makes every [`CHECK_EVERY`] nodes).
    fn past_deadline_or_stopped(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
            || self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
    }

    /// Runs `f` as a phase that ends after `nodes` more nodes or at `until`,
    /// whichever comes first (and at the budget's own end); then the meter goes on
    /// under the budget alone. A phase cut short by its own limits leaves the meter
    /// running when the budget has more.
    pub(crate) fn phase<T>(
        &mut self,
        nodes: u64,
        until: Option<Instant>,
        f: impl FnOnce(&mut Self) -> T,
    ) -> T {
        let (limit, deadline) = (self.limit, self.deadline);
        self.limit = limit.min(self.nodes.saturating_add(nodes));
        if let Some(until) = until {
            self.deadline = Some(deadline.map_or(until, |d| d.min(until)));
        }
        self.stopped = self.stopped || self.nodes >= self.limit;
        let out = f(self);
        self.limit = limit;
        self.deadline = deadline;
        self.stopped = self.nodes >= self.limit || self.past_deadline_or_stopped();
        out
    }

    /// Why the search ended, asked when it has: the stop flag, a limit the method
    /// found too short for its next step, the clock, or the node limit; `None` when
    /// none of them is reached (the method ran out of lines to try).
    pub(crate) fn gave_up(&self) -> Option<GaveUp> {
        if self.stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            Some(GaveUp::Stopped)
        } else if let Some(reason) = self.ended_early {
            Some(reason)
        } else if self.deadline.is_some_and(|d| Instant::now() >= d) {
            let time = self.budget.max_time.unwrap_or_default();
            Some(GaveUp::Time(time.min(Budget::MAX_TIME)))
        } else if self.nodes >= self.limit {
            Some(GaveUp::Nodes(self.limit))
        } else {
            None
        }
    }

    /// Records that the method stops because what is left of the time (`by_time`)
    /// or of the nodes could not pay for its next step, which [`Meter::gave_up`]
    /// then names.
    pub(crate) fn end_early(&mut self, by_time: bool) {
        self.ended_early = Some(if by_time {
            GaveUp::Time(
                self.budget
                    .max_time
                    .unwrap_or_default()
                    .min(Budget::MAX_TIME),
            )
        } else {
            GaveUp::Nodes(self.limit)
        });
    }

    /// The budget's memory limit, if any.
    pub(crate) fn max_bytes(&self) -> Option<usize> {
        self.budget.max_bytes
    }

    /// `true` once the budget is spent.
    #[inline]
    pub(crate) fn stopped(&self) -> bool {
        self.stopped
    }

    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Nodes left under the node budget.
    pub(crate) fn nodes_left(&self) -> u64 {
        self.limit.saturating_sub(self.nodes)
    }

    /// Time since the search started.
    pub(crate) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Time left before the deadline, if there is one.
    pub(crate) fn time_left(&self) -> Option<Duration> {
        self.deadline
            .map(|d| d.saturating_duration_since(Instant::now()))
    }

    /// A finished line the search found, with the score it computed: passed on to
    /// the progress report when it beats this search's best so far.
    pub(crate) fn offer(&mut self, moves: &[Cell], score: i64) {
        if self.best.is_some_and(|b| score <= b) {
            return;
        }
        self.best = Some(score);
        if let Some(report) = self.report {
            report.offer(moves, self.nodes);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spend_until_stopped(meter: &mut Meter) -> u64 {
        let start = meter.nodes();
        while !meter.spend(1) {}
        meter.nodes() - start
    }

    #[test]
    fn a_phase_ends_at_its_own_nodes_and_the_budget_goes_on() {
        let mut meter = Meter::new(Budget::nodes(1000));
        assert_eq!(meter.phase(300, None, spend_until_stopped), 300);
        assert!(!meter.stopped());
        assert_eq!(meter.nodes_left(), 700);
        // A phase longer than what is left ends with the budget, which stays spent.
        assert_eq!(meter.phase(5000, None, spend_until_stopped), 700);
        assert!(meter.stopped());
        assert!(meter.phase(10, None, |m| m.stopped()));
    }

    #[test]
    fn a_phase_ends_at_its_deadline() {
        let mut meter = Meter::new(Budget::nodes(1_000_000));
        // A deadline already past: the phase stops at the first time check.
        let spent = meter.phase(u64::MAX, Some(Instant::now()), spend_until_stopped);
        assert_eq!(spent, CHECK_EVERY);
        assert!(!meter.stopped());
        assert_eq!(meter.time_left(), None);
        assert_eq!(spend_until_stopped(&mut meter), 1_000_000 - CHECK_EVERY);
    }

    #[test]
    fn a_stop_flag_outlasts_a_phase() {
        let stop = AtomicBool::new(false);
        let mut meter = Meter::new(Budget::nodes(1_000_000)).with_stop(Some(&stop));
        meter.phase(100, None, |m| {
            stop.store(true, Ordering::Relaxed);
            spend_until_stopped(m)
        });
        assert!(meter.stopped());
    }
}
