//! Attack positions for weapons that need a clear line to their target.

use crate::sight::SightGrid;
use crate::{AttackRange, Query, RangeError, RangeSearch, SightRules};

impl RangeSearch {
    /// Every cell the unit of `query` on `start` can move to this turn and fire at
    /// `target` from: a stop cell at grid distance `range.min()..=range.max()` from
    /// `target` that sees it ([`RangeSearch::line_of_sight`] from the cell to the
    /// target). As `(cell, movement cost)` pairs, cheapest first; ties nearest the
    /// target first, then in breadth-first order (so the first pair is what
    /// [`RangeSearch::attack_position`] picks when nothing blocks sight).
    ///
    /// ```
    /// use floodfill::SquareGrid;
    /// use tactics_range::{AttackRange, MoveProfile, Query, RangeSearch, SightRules, TacticsMap};
    ///
    /// // An archer at 0, a target at 8, a wall (2) at 6 in between.
    /// let map: TacticsMap<SquareGrid> = "000000200\n000000000\n".parse().unwrap();
    /// let foot = MoveProfile::from_costs([Some(1), Some(1), None]).unwrap();
    /// let rules = SightRules::new().blocking(2);
    /// let bow = AttackRange::new(2, 3).unwrap();
    /// let mut search = RangeSearch::new();
    /// let q = Query::new(&map, &foot);
    /// let spots: Vec<(usize, u32)> =
    ///     search.firing_positions(&q, &rules, 0, 8, bow, 8).unwrap().collect();
    /// // Cell 5 is 3 steps from 8 but looks at the wall; the row below sees past it.
    /// assert_eq!(spots, [(15, 7), (16, 8)]);
    /// assert!(spots.iter().all(|&(c, _)| c != 5));
    /// ```
    ///
    /// # Errors
    /// As [`RangeSearch::attack_position`].
    pub fn firing_positions<'a, T: SightGrid>(
        &'a mut self,
        query: &Query<'a, T>,
        sight: &SightRules,
        start: usize,
        budget: u32,
        range: AttackRange,
        target: usize,
    ) -> Result<impl ExactSizeIterator<Item = (usize, u32)> + 'a, RangeError> {
        let mut spots = core::mem::take(&mut self.spots);
        spots.clear();
        let found = self.stops_in_range(query, start, budget, range, target, |c, cost| {
            // The second field, the order found, breaks cost ties nearest first.
            spots.push((cost, spots.len() as u32, c as u32));
        });
        if let Err(e) = found {
            self.spots = spots;
            return Err(e);
        }
        let mut kept = 0;
        for i in 0..spots.len() {
            if self.line_of_sight(query.map, sight, spots[i].2 as usize, target)? {
                spots[kept] = spots[i];
                kept += 1;
            }
        }
        spots.truncate(kept);
        spots.sort_unstable();
        self.spots = spots;
        Ok(self.spots.iter().map(|&(cost, _, c)| (c as usize, cost)))
    }
}
