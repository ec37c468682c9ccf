//! Budgets: when a search stops.

use std::time::{Duration, Instant};

/// When to stop searching: after `time`, after `nodes` board states, or at whichever
/// comes first. With neither the search stops on its own (a beam of width 1, one
/// nested search).
///
/// Only a node budget makes a result reproducible: time depends on the machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Budget {
    /// Wall time per thread.
    pub time: Option<Duration>,
    /// Board states made per thread (each one a board copy plus a removal).
    pub nodes: Option<u64>,
}

impl Budget {
    /// A node budget: reproducible.
    #[must_use]
    pub const fn nodes(nodes: u64) -> Self {
        Budget {
            time: None,
            nodes: Some(nodes),
        }
    }

    /// A time budget.
    #[must_use]
    pub const fn time(time: Duration) -> Self {
        Budget {
            time: Some(time),
            nodes: None,
        }
    }

    /// `seconds` of wall time (negative counts as 0).
    #[must_use]
    pub fn seconds(seconds: f64) -> Self {
        Budget::time(Duration::from_secs_f64(seconds.max(0.0)))
    }

    /// `true` when the search has no limit and must pick its own size.
    #[must_use]
    pub const fn is_unlimited(&self) -> bool {
        self.time.is_none() && self.nodes.is_none()
    }
}

/// Counts nodes and watches the clock for one search.
#[derive(Debug)]
pub(crate) struct Meter {
    nodes: u64,
    limit: u64,
    start: Instant,
    deadline: Option<Instant>,
    /// Nodes at which the clock is read next (reading it every node costs).
    next_check: u64,
    stopped: bool,
}

/// Nodes between two reads of the clock.
const CHECK_EVERY: u64 = 256;

impl Meter {
    pub(crate) fn new(budget: Budget) -> Self {
        let start = Instant::now();
        Meter {
            nodes: 0,
            limit: budget.nodes.unwrap_or(u64::MAX),
            start,
            deadline: budget.time.map(|t| start + t),
            next_check: CHECK_EVERY,
            stopped: false,
        }
    }

    /// Counts `n` nodes; `true` when the budget is spent (and from then on).
    #[inline]
    pub(crate) fn spend(&mut self, n: u64) -> bool {
        self.nodes += n;
        if self.stopped {
            return true;
        }
        if self.nodes >= self.limit {
            self.stopped = true;
        } else if self.nodes >= self.next_check {
            self.next_check = self.nodes + CHECK_EVERY;
            if self.deadline.is_some_and(|d| Instant::now() >= d) {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// `true` once the budget is spent.
    #[inline]
    pub(crate) fn stopped(&self) -> bool {
        self.stopped
    }

    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Nodes left under the node budget (`u64::MAX` without one).
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

    /// `true` when neither nodes nor time limit the search.
    pub(crate) fn unlimited(&self) -> bool {
        self.limit == u64::MAX && self.deadline.is_none()
    }
}
