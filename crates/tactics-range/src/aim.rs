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
        query.map.check_cell(target)?;
        self.run(query, start, budget)?;
        let mut spots = core::mem::take(&mut self.spots);
        spots.clear();
        let len = query.map.len();
        let reach = crate::Reach {
            state: &self.state[..len],
            generation: self.generation,
            order: &self.order[..self.settled],
            start: self.start,
            budget: self.budget,
            occupants: query.occupants,
        };
        let layers = self.filler.distances_within(
            query.map.topology(),
            [target],
            |_| true,
            Some(range.max()),
        )?;
        // `select` goes nearest first, in breadth-first order within a distance.
        for (rank, &c) in range.select(layers).enumerate() {
            let c = c as usize;
            if let Some(cost) = reach.cost_to(c).filter(|_| reach.can_stop(c)) {
                spots.push((cost, rank as u32, c as u32));
            }
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
