//! `Movement`: reusable scratch for the movement questions (where a unit can go, by
//! which path, in how many turns).

use floodfill::Topology;

use crate::goals::GoalMarks;
use crate::search::Search;
use crate::turns::TurnScratch;
use crate::{Path, Place, Query, RangeError, Reach, Terrain, TurnBudget, Turns};

/// Reusable scratch for movement: [`Movement::reach`] (where a unit can go this
/// turn, and the cheapest paths there), [`Movement::find_nearest`] and
/// [`Movement::find_nearest_where`] (the cheapest of many goals, and the path there)
/// and [`Movement::turns`] (how many turns it needs to get anywhere). Results are owned ([`Reach`], [`Turns`]): keep them as
/// long as the game needs them.
///
/// Keep one `Movement` per thread and call it again and again: its buffers grow to
/// the largest map seen and are then reused. [`Movement::reach_into`] also reuses the
/// result's buffers, so a warmed-up query allocates nothing.
///
/// The search is Dijkstra's algorithm with a bucket queue (Dial's algorithm): costs
/// are small integers, so the queue is a ring of 256 buckets (more than any step
/// cost) instead of a binary heap. A free step (terrain of cost 0) is settled in the
/// bucket it was found from, at the same cost, still once per cell.
///
/// ```
/// use floodfill::{Connectivity, SquareGrid};
/// use tactics_range::{MoveProfile, Movement, Query, TacticsMap};
///
/// // The seed's 10x10 field, unit at (6, 6) counting from 1, 3 movement points.
/// let grid = SquareGrid::new(10, 10, Connectivity::Four).unwrap();
/// let map = TacticsMap::filled(grid, 0).unwrap();
/// let foot = MoveProfile::uniform(1, 1).unwrap();
/// let mut movement = Movement::new();
/// let start = grid.cell_of((5, 5)).unwrap();
/// let reach = movement.reach(&Query::new(&map, &foot), start, 3).unwrap();
/// assert_eq!(reach.remaining(grid.cell_of((5, 2)).unwrap()), Some(0));
/// assert_eq!(reach.remaining(grid.cell_of((4, 4)).unwrap()), Some(1));
/// assert_eq!(reach.stop_cells().count(), 25);
/// let path: Vec<usize> = reach.path_to(grid.cell_of((7, 5)).unwrap()).unwrap().collect();
/// assert_eq!(path, [55, 56, 57]);
/// ```
#[derive(Debug, Clone, Default)]
pub struct Movement {
    search: Search,
    /// The per-turn searches' buffers and results of [`Movement::turns`].
    turns: TurnScratch,
    /// The per-cell buffers of the searches that answer no `Reach` (turns, goals).
    spare: Reach,
    /// The goals of [`Movement::find_nearest`].
    goals: GoalMarks,
}

impl Movement {
    /// Empty scratch; buffers grow on first use.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Where the unit of `query` standing on `start` can go with `budget` movement
    /// points: the cheapest cost and the remaining movement per reached cell, the
    /// parent of each (for paths), and which cells it may stop on.
    ///
    /// Entering a cell costs its terrain in the unit's profile; impassable terrain and
    /// (without the pass skill) enemy units are never entered; allies and passed
    /// enemies are walked through but are not stop cells; the zone-of-control rule
    /// applies unless the unit is a skirmisher. The occupant recorded on `start` is
    /// the mover's own and plays no part.
    ///
    /// `start` is a cell index or the map's own coordinate ([`Place`]).
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] (or [`RangeError::OffMap`]) for a bad start;
    /// [`RangeError::BudgetTooLarge`] above [`crate::MAX_BUDGET`];
    /// [`RangeError::SizeMismatch`] for an occupant slice of the wrong length;
    /// [`RangeError::UnknownTerrain`] when the search meets a terrain the profile does
    /// not mention.
    pub fn reach<T: Topology, Tr: Terrain, P: Place<T>>(
        &mut self,
        query: &Query<'_, T, Tr>,
        start: P,
        budget: u32,
    ) -> Result<Reach, RangeError> {
        let mut out = Reach::default();
        self.reach_into(query, start, budget, &mut out)?;
        Ok(out)
    }

    /// [`Movement::reach`] into an existing result, reusing its buffers: what a game
    /// that searches every frame calls. On error `out` is left empty.
    ///
    /// # Errors
    /// As [`Movement::reach`].
    pub fn reach_into<T: Topology, Tr: Terrain, P: Place<T>>(
        &mut self,
        query: &Query<'_, T, Tr>,
        start: P,
        budget: u32,
        out: &mut Reach,
    ) -> Result<(), RangeError> {
        let len = query.map.len();
        let start = match start.cell_of(query.map.topology()) {
            Ok(cell) => cell,
            Err(e) => {
                out.len = 0;
                return Err(e);
            }
        };
        self.search
            .run_into(out, len, |s| s.run(query, start, budget))?;
        out.note_units(query.occupants);
        Ok(())
    }

    /// The cheapest of several goals the unit of `query` on `start` can reach with
    /// `budget` movement points: `(goal, cost, path)`, the path start first and
    /// `goal` last, as [`Reach::path_to`] gives it. `None` when no goal is within
    /// the budget. A goal is found when [`Movement::reach`] would reach it
    /// ([`Reach::cost_to`] is `Some`): every rule of the query applies exactly as
    /// there (terrain, units, zones of control, edge costs), and the cost and path
    /// are those the reach would give. Repeated goals count once; `start` among them
    /// is found at cost 0 with the path `[start]`. For "as near as possible,
    /// whatever it costs", pass [`crate::MAX_BUDGET`].
    ///
    /// **Tie-break.** Of equally cheap goals, the one [`Reach::reached`] would list
    /// first (cells are settled cost by cost, first in first out within a cost, see
    /// [`Reach`]): the same query always finds the same goal. The answer is in the
    /// caller's kind of place (a goal given as a `Hex` on a wrap map comes back
    /// canonical, as [`Place::coord_of`] names it).
    ///
    /// The search stops when it settles the first goal: it looks at no cell dearer
    /// than the answer, and at most the cells [`Movement::reach`] would.
    ///
    /// ```
    /// use floodfill::SquareGrid;
    /// use tactics_range::{MoveProfile, Movement, Query, TacticsMap};
    ///
    /// // Three wells; forest (1) costs 3 to enter, plain (0) costs 1.
    /// let map: TacticsMap<SquareGrid> = "\
    /// 00000
    /// 01110
    /// 00010
    /// "
    /// .parse()
    /// .unwrap();
    /// let foot = MoveProfile::from_costs([Some(1), Some(3)]).unwrap();
    /// let wells = [(2, 2), (4, 2), (0, 0)];
    /// let mut movement = Movement::new();
    /// let query = Query::new(&map, &foot);
    /// let (well, cost, path) = movement.find_nearest(&query, (2, 0), 9, wells).unwrap().unwrap();
    /// // (2, 2) is two steps away but through forest: 4; (0, 0) costs 2.
    /// assert_eq!((well, cost), ((0, 0), 2));
    /// assert_eq!(path.collect::<Vec<usize>>(), [2, 1, 0]);
    /// // Out of reach with 1 point.
    /// assert!(movement.find_nearest(&query, (2, 0), 1, wells).unwrap().is_none());
    /// ```
    ///
    /// # Errors
    /// As [`Movement::reach`], and [`RangeError::CellOutOfRange`] (or
    /// [`RangeError::OffMap`]) for a goal off the map. Terrain the profile does not
    /// know is an error when the search meets it before it settles the goal.
    pub fn find_nearest<T: Topology, Tr: Terrain, P: Place<T>>(
        &mut self,
        query: &Query<'_, T, Tr>,
        start: P,
        budget: u32,
        goals: impl IntoIterator<Item = P>,
    ) -> Result<Option<(P, u32, Path)>, RangeError> {
        let topology = query.map.topology();
        self.goals.begin(query.map.len())?;
        for goal in goals {
            self.goals.mark(goal.cell_of(topology)?);
        }
        let marks = core::mem::take(&mut self.goals);
        let found = self.first_settled(query, start, budget, |cell| {
            if marks.contains(cell) {
                P::coord_of(cell, topology)
            } else {
                None
            }
        });
        self.goals = marks;
        found
    }

    /// The cheapest cell the unit of `query` on `start` can reach with `budget`
    /// movement points where `is_goal` holds: `(goal, cost, path)` as
    /// [`Movement::find_nearest`] answers (same rules, same tie-break, path start
    /// first), or `None` when no reached cell passes. A reach that stops at the first
    /// cell meeting a condition: the nearest free fountain, the nearest cell next to
    /// an enemy, the nearest cell a scout has not seen.
    ///
    /// `is_goal` is asked about the reached cells in settling order (cheapest first,
    /// the start first), each once, in the kind of place `start` is given in (a
    /// `Hex` for a `Hex` start, a cell index for a `usize`); the search stops at the
    /// first it accepts, so it never looks past that cell's cost.
    ///
    /// ```
    /// use floodfill::{Coords, HexGrid};
    /// use hexgrid::{Hex, OffsetLayout};
    /// use tactics_range::{MoveProfile, Movement, Query, TacticsMap};
    ///
    /// let board = HexGrid::new(9, 9, OffsetLayout::OddR).unwrap();
    /// let map = TacticsMap::filled(board, 0).unwrap();
    /// let foot = MoveProfile::uniform(1, 1).unwrap();
    /// let start: Hex = board.coord_of(40).unwrap(); // the middle
    /// let mut movement = Movement::new();
    /// // The nearest hex with q + r == start.q + start.r + 3 (a diagonal line).
    /// let on_line = |h: Hex| h.q + h.r == start.q + start.r + 3;
    /// let query = Query::new(&map, &foot);
    /// let (hex, cost, path) = movement.find_nearest_where(&query, start, 5, on_line).unwrap().unwrap();
    /// assert_eq!(cost, 3);
    /// assert!(on_line(hex));
    /// assert_eq!(path.len(), 4);
    /// ```
    ///
    /// # Errors
    /// As [`Movement::find_nearest`].
    pub fn find_nearest_where<T: Topology, Tr: Terrain, P: Place<T>>(
        &mut self,
        query: &Query<'_, T, Tr>,
        start: P,
        budget: u32,
        mut is_goal: impl FnMut(P) -> bool,
    ) -> Result<Option<(P, u32, Path)>, RangeError> {
        let topology = query.map.topology();
        self.first_settled(query, start, budget, |cell| {
            P::coord_of(cell, topology).filter(|&p| is_goal(p))
        })
    }

    /// The search behind [`Movement::find_nearest`] and
    /// [`Movement::find_nearest_where`]: a reach into the spare result that stops at
    /// the first settled cell `goal` names a place for, and that place, its cost and
    /// path.
    fn first_settled<T: Topology, Tr: Terrain, P: Place<T>>(
        &mut self,
        query: &Query<'_, T, Tr>,
        start: P,
        budget: u32,
        mut goal: impl FnMut(usize) -> Option<P>,
    ) -> Result<Option<(P, u32, Path)>, RangeError> {
        let start = start.cell_of(query.map.topology())?;
        let len = query.map.len();
        let mut place = None;
        let found = self.search.run_into(&mut self.spare, len, |s| {
            s.run_until(query, start, budget, |cell| {
                place = goal(cell);
                place.is_some()
            })
        })?;
        let spare = &self.spare;
        Ok(found.and_then(|cell| Some((place?, spare.cost_to(cell)?, spare.path_to(cell)?))))
    }

    /// How many turns the unit of `query` on `start` needs to reach each cell, moving
    /// `budget.this_turn` points now and `budget.per_turn` each later turn.
    ///
    /// Every turn follows the single-turn rules of [`Movement::reach`]: a turn ends
    /// on a stop cell (not on an ally or a passed enemy), zones of control apply per
    /// turn (under [`crate::ZocRule::StopOnEnter`] entering a zone ends that turn's
    /// move; the next turn may leave it), and unused points are not carried over. The
    /// unit may also wait, so a cell is reached in the first turn it can be.
    ///
    /// ```
    /// use floodfill::{Connectivity, SquareGrid};
    /// use tactics_range::{MoveProfile, Movement, Query, TacticsMap, TurnBudget};
    ///
    /// let map: TacticsMap<SquareGrid> = "0000000\n".parse().unwrap();
    /// let foot = MoveProfile::uniform(1, 1).unwrap();
    /// let mut movement = Movement::new();
    /// let turns = movement.turns(&Query::new(&map, &foot), 0, TurnBudget::per_turn(2)).unwrap();
    /// let numbers: Vec<Option<u32>> = (0..7).map(|c| turns.turn(c)).collect();
    /// assert_eq!(numbers, [Some(0), Some(1), Some(1), Some(2), Some(2), Some(3), Some(3)]);
    /// assert_eq!(turns.turn_start(6), Some(4)); // the third turn begins on cell 4
    /// ```
    ///
    /// Work: one search per turn from the stop cells first reached the turn before,
    /// so about the reached cells times the cells within one turn's move; at most
    /// `min(max_turns, cells)` turns.
    ///
    /// # Errors
    /// As [`Movement::reach`] (each budget at most [`crate::MAX_BUDGET`]).
    pub fn turns<T: Topology, Tr: Terrain, P: Place<T>>(
        &mut self,
        query: &Query<'_, T, Tr>,
        start: P,
        budget: TurnBudget,
    ) -> Result<Turns, RangeError> {
        query.check()?;
        let start = start.cell_of(query.map.topology())?;
        for b in [budget.this_turn, budget.per_turn] {
            if b > crate::MAX_BUDGET {
                return Err(RangeError::BudgetTooLarge { budget: b });
            }
        }
        let len = query.map.len();
        let (search, turns) = (&mut self.search, &mut self.turns);
        search.run_into(&mut self.spare, len, |s| {
            turns.run(s, query, start, budget, len)
        })?;
        Ok(self.turns.result(start, len, query.occupants))
    }
}
