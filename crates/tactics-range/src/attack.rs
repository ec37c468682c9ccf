//! Attack ranges, threat ranges, targets, and the reverse question for an AI.

use floodfill::{DistanceLayers, Topology};

use crate::{Occupant, Query, RangeError, RangeSearch, Reach};

/// How far a weapon reaches: every cell whose *grid distance* from the attacker is in
/// `min..=max`. A sword is `1..=1`, a bow `2..=3` (it cannot hit an adjacent cell),
/// a javelin `1..=2`.
///
/// Grid distance is the number of steps between two cells on the map's topology,
/// ignoring terrain and units (arrows fly over forests and heads): Manhattan distance
/// on a 4-connected square grid, Chebyshev on an 8-connected one, hex distance on a
/// hex board. It is measured by floodfill's breadth-first distance layers.
///
/// Any `min..=max` is accepted: a range is clamped to the map it is used on, so a
/// `max` past the map's farthest cell reaches the whole map and a `min` past it
/// selects nothing. A query's work is bounded by the cells of the map, never by
/// `max` (`AttackRange::new(1, u32::MAX)` on a 5x5 map visits 25 cells).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    // Loading goes through `AttackRange::new`, so a saved `min > max` is an error.
    serde(try_from = "RangeSpec")
)]
pub struct AttackRange {
    min: u32,
    max: u32,
}

/// The saved form of an [`AttackRange`], checked when loaded.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RangeSpec {
    min: u32,
    max: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<RangeSpec> for AttackRange {
    type Error = RangeError;
    fn try_from(s: RangeSpec) -> Result<Self, RangeError> {
        AttackRange::new(s.min, s.max)
    }
}

impl AttackRange {
    /// A range `min..=max`.
    ///
    /// # Errors
    /// [`RangeError::BadAttackRange`] when `min > max`.
    pub const fn new(min: u32, max: u32) -> Result<Self, RangeError> {
        if min > max {
            return Err(RangeError::BadAttackRange { min, max });
        }
        Ok(AttackRange { min, max })
    }

    /// Adjacent cells only (a sword).
    pub const MELEE: AttackRange = AttackRange { min: 1, max: 1 };

    /// Nearest distance.
    #[must_use]
    pub const fn min(self) -> u32 {
        self.min
    }

    /// Farthest distance.
    #[must_use]
    pub const fn max(self) -> u32 {
        self.max
    }

    /// `true` when `distance` is in `min..=max`.
    #[must_use]
    pub const fn contains(self, distance: u32) -> bool {
        self.min <= distance && distance <= self.max
    }

    /// The cells of `layers` (distances from one cell, computed no farther than
    /// `max`) whose distance is in range, nearest first. It walks the layers that
    /// exist, never the distances up to `max`: a range past the map's farthest cell
    /// costs what the map holds (`AttackRange::new(1, u32::MAX)` is a whole-map range,
    /// not four billion steps).
    pub(crate) fn select(self, layers: &DistanceLayers) -> impl Iterator<Item = usize> + '_ {
        layers
            .layers()
            .enumerate()
            .filter(move |&(d, _)| u32::try_from(d).is_ok_and(|d| self.contains(d)))
            .flat_map(|(_, layer)| layer)
    }
}

impl RangeSearch {
    /// The cells at grid distance `range.min()..=range.max()` from `from`, nearest
    /// first, clipped to the map. With `0..=r` it is a ball (diamond on a 4-connected
    /// grid, square on an 8-connected one, hex radius on a hex board); with `r..=r`
    /// a ring.
    ///
    /// ```
    /// use floodfill::{Connectivity, SquareGrid};
    /// use tactics_range::{AttackRange, RangeSearch};
    ///
    /// let grid = SquareGrid::new(9, 9, Connectivity::Four).unwrap();
    /// let bow = AttackRange::new(2, 3).unwrap();
    /// let mut search = RangeSearch::new();
    /// let centre = grid.cell(4, 4).unwrap();
    /// let cells: Vec<usize> = search.cells_in_range(&grid, centre, bow).unwrap().collect();
    /// assert_eq!(cells.len(), 8 + 12); // the rings at distance 2 and 3
    /// assert!(!cells.contains(&grid.cell(4, 3).unwrap())); // adjacent: too close
    /// ```
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] when `from` is not on the topology.
    pub fn cells_in_range<T: Topology>(
        &mut self,
        topo: &T,
        from: usize,
        range: AttackRange,
    ) -> Result<impl Iterator<Item = usize> + '_, RangeError> {
        if from >= topo.len() {
            return Err(RangeError::CellOutOfRange {
                cell: from,
                len: topo.len(),
            });
        }
        let layers = self
            .filler
            .distances_within(topo, [from], |_| true, Some(range.max))?;
        Ok(range.select(layers))
    }

    /// The threat range of a unit: every cell it could attack this turn, i.e. the
    /// union of [`cells_in_range`](Self::cells_in_range) over all its stop cells. (For
    /// a bow, `2..=3`, this is not "movement range grown by 3": a cell next to every
    /// stop cell but two steps from none is safe.)
    ///
    /// ```
    /// use floodfill::{Connectivity, SquareGrid};
    /// use tactics_range::{AttackRange, MoveProfile, Occupant, Query, RangeSearch, TacticsMap};
    ///
    /// let grid = SquareGrid::new(7, 1, Connectivity::Four).unwrap();
    /// let map = TacticsMap::filled(grid, 0).unwrap();
    /// let foot = MoveProfile::uniform(1, 1).unwrap();
    /// let mut units = vec![Occupant::Empty; 7];
    /// units[6] = Occupant::unit(1);
    /// let q = Query::new(&map, &foot).occupants(&units);
    /// let mut search = RangeSearch::new();
    /// let threat = search.threat(&q, 0, 1, AttackRange::new(2, 3).unwrap()).unwrap();
    /// let cells: Vec<usize> = threat.cells().collect();
    /// assert_eq!(cells, [2, 3, 4]);
    /// assert_eq!(threat.enemies().count(), 0); // the enemy at 6 is 5 steps from 1
    /// ```
    ///
    /// # Errors
    /// As [`RangeSearch::reachable`].
    pub fn threat<'a, T: Topology>(
        &'a mut self,
        query: &Query<'a, T>,
        start: usize,
        budget: u32,
        range: AttackRange,
    ) -> Result<Threat<'a>, RangeError> {
        self.run(query, start, budget)?;
        let len = query.map.len();
        let mut stops = core::mem::take(&mut self.stops);
        stops.clear();
        stops.extend(self.view(query).stop_cells().map(|c| c as u32));
        self.stops = stops;
        self.begin_marks(len);
        let topo = query.map.topology();
        for i in 0..self.stops.len() {
            let from = self.stops[i] as usize;
            let layers = self
                .filler
                .distances_within(topo, [from], |_| true, Some(range.max))?;
            for c in range.select(layers) {
                if self.marks[c] != self.mark_generation {
                    self.marks[c] = self.mark_generation;
                    // Fits: a cell of a walk is below MAX_CELLS.
                    self.marked.push(c as u32);
                }
            }
        }
        Ok(Threat {
            reach: self.view(query),
            cells: &self.marked,
            marks: &self.marks[..len],
            generation: self.mark_generation,
            occupants: query.occupants,
            side: query.side,
        })
    }

    /// Starts a new threat-mark generation for `len` cells.
    fn begin_marks(&mut self, len: usize) {
        if self.marks.len() < len {
            self.marks.resize(len, 0);
        }
        if self.mark_generation == u32::MAX {
            self.marks.iter_mut().for_each(|m| *m = 0);
            self.mark_generation = 0;
        }
        self.mark_generation += 1;
        self.marked.clear();
    }

    /// The reverse question, for an AI: can the unit of `query` on `start` attack the
    /// cell `target` this turn? Returns the cheapest stop cell to attack it from
    /// (ties: the one nearest `target`, then the first in breadth-first order), or
    /// `None` when it cannot.
    ///
    /// # Errors
    /// As [`RangeSearch::reachable`], and [`RangeError::CellOutOfRange`] for a bad
    /// `target`.
    pub fn attack_position<T: Topology>(
        &mut self,
        query: &Query<'_, T>,
        start: usize,
        budget: u32,
        range: AttackRange,
        target: usize,
    ) -> Result<Option<usize>, RangeError> {
        let mut best: Option<(u32, usize)> = None;
        self.stops_in_range(query, start, budget, range, target, |c, cost| {
            if best.is_none_or(|(b, _)| cost < b) {
                best = Some((cost, c));
            }
        })?;
        Ok(best.map(|(_, c)| c))
    }

    /// Runs the movement search, then calls `each(cell, cost)` for every stop cell
    /// within `range` of `target`, nearest `target` first and in breadth-first order
    /// within a distance.
    pub(crate) fn stops_in_range<T: Topology>(
        &mut self,
        query: &Query<'_, T>,
        start: usize,
        budget: u32,
        range: AttackRange,
        target: usize,
        mut each: impl FnMut(usize, u32),
    ) -> Result<(), RangeError> {
        query.map.check_cell(target)?;
        self.run(query, start, budget)?;
        let len = query.map.len();
        // `self.view(query)` field by field, so that `self.filler` stays free below.
        let reach = Reach {
            state: &self.state[..len],
            generation: self.generation,
            order: &self.order[..self.settled],
            start: self.start,
            budget: self.budget,
            occupants: query.occupants,
        };
        // Grid distance is symmetric: the cells within range of `target` are the cells
        // from which `target` is within range.
        let layers = self.filler.distances_within(
            query.map.topology(),
            [target],
            |_| true,
            Some(range.max),
        )?;
        for c in range.select(layers) {
            if let Some(cost) = reach.cost_to(c).filter(|_| reach.can_stop(c)) {
                each(c, cost);
            }
        }
        Ok(())
    }

    /// For an AI weighing a cell: which of `attackers` could attack `target` this
    /// turn, as `(index into attackers, cell it would attack from)` pairs in order.
    ///
    /// # Errors
    /// As [`RangeSearch::attack_position`] for any attacker.
    pub fn attackers_of<T: Topology>(
        &mut self,
        attackers: &[Attacker<'_, T>],
        target: usize,
    ) -> Result<impl ExactSizeIterator<Item = (usize, usize)> + '_, RangeError> {
        self.hits.clear();
        for (i, a) in attackers.iter().enumerate() {
            if let Some(from) =
                self.attack_position(&a.query, a.start, a.budget, a.range, target)?
            {
                self.hits.push((i as u32, from as u32));
            }
        }
        Ok(self.hits.iter().map(|&(i, c)| (i as usize, c as usize)))
    }
}

/// One unit that might attack: its query (profile, side, skills), where it stands,
/// its movement and its weapon. Input to [`RangeSearch::attackers_of`].
#[derive(Debug)]
pub struct Attacker<'a, T> {
    /// The unit's query (map, profile, side, occupants, zone rule).
    pub query: Query<'a, T>,
    /// Where it stands.
    pub start: usize,
    /// Its movement points.
    pub budget: u32,
    /// Its weapon's range.
    pub range: AttackRange,
}

impl<T> Clone for Attacker<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Attacker<'_, T> {}

/// A unit's threat range: the result of [`RangeSearch::threat`].
#[derive(Debug, Clone, Copy)]
pub struct Threat<'a> {
    reach: Reach<'a>,
    cells: &'a [u32],
    marks: &'a [u32],
    generation: u32,
    occupants: Option<&'a [Occupant]>,
    side: u8,
}

impl<'a> Threat<'a> {
    /// The movement range the threat was grown from.
    #[must_use]
    pub fn reach(&self) -> Reach<'a> {
        self.reach
    }

    /// `true` when the unit could attack `cell` this turn.
    #[must_use]
    pub fn contains(&self, cell: usize) -> bool {
        self.marks.get(cell) == Some(&self.generation)
    }

    /// Number of threatened cells.
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// `true` when nothing is threatened.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The threatened cells, in the order they were found.
    pub fn cells(&self) -> impl ExactSizeIterator<Item = usize> + 'a {
        self.cells.iter().map(|&c| c as usize)
    }

    /// The threatened cells that hold an enemy: what the unit can attack this turn.
    /// The occupant recorded on the start cell is the mover's, never a target.
    pub fn enemies(&self) -> impl Iterator<Item = usize> + 'a {
        let (units, side, start) = (self.occupants.unwrap_or(&[]), self.side, self.reach.start);
        self.cells().filter(move |&c| {
            c != start
                && matches!(units.get(c), Some(Occupant::Unit { side: s, .. }) if *s != side)
        })
    }
}
