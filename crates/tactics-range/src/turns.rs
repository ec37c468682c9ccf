//! Multi-turn reach: how many turns a unit needs to get to each cell (the number
//! Battle for Wesnoth prints on the hexes of a long move).

use alloc::vec::Vec;

use floodfill::Topology;

use crate::dial::COST_BITS;
use crate::search::Search;
use crate::{Occupant, Query, RangeError, Terrain};

/// A unit's movement over several turns: the points it has left this turn, the points
/// each later turn gives, and how many turns to look ahead.
///
/// ```
/// use tactics_range::TurnBudget;
///
/// // 5 points a turn, 2 of them left this turn, look 3 turns ahead.
/// let budget = TurnBudget::per_turn(5).this_turn(2).max_turns(3);
/// assert_eq!((budget.this_turn, budget.per_turn, budget.max_turns), (2, 5, 3));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TurnBudget {
    /// Movement left in the current turn (turn 1).
    pub this_turn: u32,
    /// Movement of every later turn.
    pub per_turn: u32,
    /// Turns to look ahead; cells farther away are left unreached. Any value is
    /// fine: the search ends by itself once a turn brings no new cell, after at most
    /// as many turns as the map has cells.
    pub max_turns: u32,
}

impl TurnBudget {
    /// `points` every turn, this one included, with no turn limit.
    #[must_use]
    pub const fn per_turn(points: u32) -> Self {
        TurnBudget {
            this_turn: points,
            per_turn: points,
            max_turns: u32::MAX,
        }
    }

    /// The same with `points` left in the current turn.
    #[must_use]
    pub const fn this_turn(self, points: u32) -> Self {
        TurnBudget {
            this_turn: points,
            ..self
        }
    }

    /// The same looking at most `turns` turns ahead.
    #[must_use]
    pub const fn max_turns(self, turns: u32) -> Self {
        TurnBudget {
            max_turns: turns,
            ..self
        }
    }
}

/// Per-cell results of [`Movement::turns`](crate::Movement::turns), kept in the
/// scratch.
#[derive(Debug, Clone, Default)]
pub(crate) struct TurnScratch {
    /// Per cell: the turn it is first reached in (`UNREACHED` if never), movement
    /// left on arrival, and the cell where that turn began.
    turn: Vec<u32>,
    left: Vec<u32>,
    began: Vec<u32>,
    /// Reached cells, by turn and then by cost.
    order: Vec<u32>,
    /// Stop cells first reached in the last turn: the next turn's starting points.
    frontier: Vec<u32>,
    next: Vec<u32>,
    /// Per cell, during one turn's search: the starting point its path leaves from.
    source: Vec<u32>,
}

const UNREACHED: u32 = u32::MAX;

impl TurnScratch {
    /// Runs every turn's search with `search` (whose per-cell buffers are lent by a
    /// spare [`crate::Reach`]). The caller has checked the query, start and budgets.
    pub(crate) fn run<T: Topology, Tr: Terrain>(
        &mut self,
        search: &mut Search,
        query: &Query<'_, T, Tr>,
        start: usize,
        budget: TurnBudget,
        len: usize,
    ) -> Result<(), RangeError> {
        let t = self;
        for v in [&mut t.turn, &mut t.left, &mut t.began, &mut t.source] {
            v.clear();
            crate::search::grow(v, len)?;
            v.fill(UNREACHED);
        }
        t.order.clear();
        t.frontier.clear();
        t.turn[start] = 0;
        t.left[start] = budget.this_turn;
        t.began[start] = start as u32;
        t.order.push(start as u32);
        t.frontier.push(start as u32);
        let units = query.occupants;
        let can_stop = |c: usize| c == start || units.is_none_or(|o| o[c] == Occupant::Empty);
        let mut turn = 1u32;
        while !t.frontier.is_empty() && turn <= budget.max_turns {
            let points = if turn == 1 {
                budget.this_turn
            } else {
                budget.per_turn
            };
            search.ring_search(
                query,
                start,
                t.frontier.iter().map(|&c| c as usize),
                points,
                crate::search::never,
            )?;
            let floor = search.generation << COST_BITS;
            t.next.clear();
            for &cell in &search.order[..search.settled] {
                let c = cell as usize;
                let state = search.state[c];
                let parent = (state >> 32) as usize;
                t.source[c] = if parent == c { cell } else { t.source[parent] };
                if t.turn[c] == UNREACHED {
                    t.turn[c] = turn;
                    t.left[c] = state as u32 - floor;
                    t.began[c] = t.source[c];
                    t.order.push(cell);
                    if can_stop(c) {
                        t.next.push(cell);
                    }
                }
            }
            // A unit with fewer points now than a full turn may wait on its start and
            // leave with a full turn next time.
            if turn == 1 && budget.this_turn < budget.per_turn {
                t.next.push(start as u32);
            }
            core::mem::swap(&mut t.frontier, &mut t.next);
            turn += 1;
        }
        Ok(())
    }

    /// The owned result of the last [`TurnScratch::run`].
    pub(crate) fn result(&self, start: usize, len: usize, units: Option<&[Occupant]>) -> Turns {
        let mut held: Vec<u32> = self
            .order
            .iter()
            .copied()
            .filter(|&c| {
                c as usize != start && units.is_some_and(|o| o[c as usize] != Occupant::Empty)
            })
            .collect();
        held.sort_unstable();
        Turns {
            turn: self.turn[..len].to_vec(),
            left: self.left[..len].to_vec(),
            began: self.began[..len].to_vec(),
            order: self.order.clone(),
            start,
            held,
        }
    }
}

/// The result of [`Movement::turns`](crate::Movement::turns); owned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turns {
    turn: Vec<u32>,
    left: Vec<u32>,
    began: Vec<u32>,
    order: Vec<u32>,
    start: usize,
    /// Reached cells other than the start that hold a unit, ascending.
    held: Vec<u32>,
}

impl Turns {
    /// The turn in which the unit first gets to `cell`: 0 for the start, 1 for this
    /// turn, 2 for the next, ...; `None` if it never does (within the turn limit).
    #[must_use]
    pub fn turn(&self, cell: usize) -> Option<u32> {
        self.turn.get(cell).copied().filter(|&t| t != UNREACHED)
    }

    /// Movement left on arrival at `cell` in that turn, or `None` if unreached.
    #[must_use]
    pub fn remaining(&self, cell: usize) -> Option<u32> {
        self.turn(cell).map(|_| self.left[cell])
    }

    /// The stop cell where the turn that reaches `cell` begins (the start for the
    /// first turn); `None` for the start itself and for unreached cells. Following it
    /// back gives where each turn ends: the route's waypoints. The move within a turn
    /// is [`Movement::reach`](crate::Movement::reach) from that cell with a full turn's points.
    #[must_use]
    pub fn turn_start(&self, cell: usize) -> Option<usize> {
        self.turn(cell)
            .filter(|&t| t > 0)
            .map(|_| self.began[cell] as usize)
    }

    /// `true` when the unit may end a turn on `cell`: reached and empty, or the start.
    #[must_use]
    pub fn can_stop(&self, cell: usize) -> bool {
        self.turn(cell).is_some()
            && u32::try_from(cell).is_ok_and(|c| self.held.binary_search(&c).is_err())
    }

    /// Every reached cell, by turn, then cheapest first within a turn.
    pub fn reached(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.order.iter().map(|&c| c as usize)
    }

    /// Number of reached cells (the start included).
    #[must_use]
    pub fn len(&self) -> usize {
        self.order.len()
    }

    /// Always `false`: the start is reached.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }
}
