//! `Movement`: reusable scratch for the movement questions (where a unit can go, by
//! which path, in how many turns).

use floodfill::Topology;

use crate::search::Search;
use crate::turns::TurnScratch;
use crate::{Place, Query, RangeError, Reach, TurnBudget, Turns};

/// Reusable scratch for movement: [`Movement::reach`] (where a unit can go this
/// turn, and the cheapest paths there) and [`Movement::turns`] (how many turns it
/// needs to get anywhere). Results are owned ([`Reach`], [`Turns`]): keep them as
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
    spare: Reach,
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
    pub fn reach<T: Topology, P: Place<T>>(
        &mut self,
        query: &Query<'_, T>,
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
    pub fn reach_into<T: Topology, P: Place<T>>(
        &mut self,
        query: &Query<'_, T>,
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
    pub fn turns<T: Topology, P: Place<T>>(
        &mut self,
        query: &Query<'_, T>,
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
