//! Attack positions for weapons that need a clear line to their target.

use crate::sight::SightGrid;
use alloc::vec::Vec;

use crate::{AttackRange, Place, Query, RangeError, SightSource, Targeting, Terrain};

impl Targeting {
    /// Every cell the unit of `query` on `start` can move to this turn and fire at
    /// `target` from: a stop cell at grid distance `range.min()..=range.max()` from
    /// `target` that sees it ([`crate::Sight::line_of_sight`] from the cell to the
    /// target). As `(cell, movement cost)` pairs, cheapest first; ties nearest the
    /// target first, then in breadth-first order (so the first pair is what
    /// [`Targeting::attack_position`] picks when nothing blocks sight).
    ///
    /// ```
    /// use floodfill::SquareGrid;
    /// use tactics_range::{AttackRange, MoveProfile, Query, SightRules, TacticsMap, Targeting};
    ///
    /// // An archer at 0, a target at 8, a wall (2) at 6 in between.
    /// let map: TacticsMap<SquareGrid> = "000000200\n000000000\n".parse().unwrap();
    /// let foot = MoveProfile::from_costs([Some(1), Some(1), None]).unwrap();
    /// let rules = SightRules::new().blocking(2);
    /// let bow = AttackRange::new(2, 3).unwrap();
    /// let mut targeting = Targeting::new();
    /// let q = Query::new(&map, &foot);
    /// let spots: Vec<(usize, u32)> =
    ///     targeting.firing_positions(&q, &rules, 0, 8, bow, 8).unwrap();
    /// // Cell 5 is 3 steps from 8 but looks at the wall; the row below sees past it.
    /// assert_eq!(spots, [(15, 7), (16, 8)]);
    /// assert!(spots.iter().all(|&(c, _)| c != 5));
    /// ```
    ///
    /// # Errors
    /// As [`Targeting::attack_position`].
    pub fn firing_positions<T: SightGrid, Tr: Terrain, P: Place<T>, S: SightSource>(
        &mut self,
        query: &Query<'_, T, Tr>,
        sight: &S,
        start: P,
        budget: u32,
        range: AttackRange,
        target: P,
    ) -> Result<Vec<(P, u32)>, RangeError> {
        let topology = query.map.topology();
        // `(cost, order found, cell)`: the second field breaks cost ties nearest first.
        let mut spots: Vec<(u32, u32, usize)> = Vec::new();
        self.stops_in_range(query, start, budget, range, target, |c, cost| {
            spots.push((cost, spots.len() as u32, c));
        })?;
        let target = target.cell_of(topology)?;
        let mut kept = Vec::with_capacity(spots.len());
        for spot in spots {
            if self.sight.line_of_sight(query.map, sight, spot.2, target)? {
                kept.push(spot);
            }
        }
        kept.sort_unstable();
        Ok(kept
            .into_iter()
            .filter_map(|(cost, _, c)| P::coord_of(c, topology).map(|p| (p, cost)))
            .collect())
    }
}
