//! The seed article's printout of a movement range.

use core::fmt;

use floodfill::SquareGrid;

use crate::{MoveCost, MoveProfile, Reach, TacticsMap};

/// A square map printed the way the seed article prints a movement range: one row per
/// line, each cell either the movement left there (`0`, `1`, ...) or, where the unit
/// cannot go, the terrain's cost negated (`-1` plain, `-2` forest, `-9` mountain,
/// `-0` a free road out of reach; `-X` impassable, `-?` unknown), all run together:
/// `-1-1-101320-1-1`.
///
/// The alternate form (`{:#}`) right-aligns every cell in three columns, which is
/// easier to read.
///
/// ```
/// use floodfill::{Connectivity, SquareGrid};
/// use tactics_range::{MoveProfile, Movement, Query, SeedView, TacticsMap};
///
/// let map: TacticsMap<SquareGrid> = "000\n010\n000\n".parse().unwrap();
/// let profile = MoveProfile::from_costs([Some(1), Some(2)]).unwrap();
/// let mut movement = Movement::new();
/// let reach = movement.reach(&Query::new(&map, &profile), 0, 2).unwrap();
/// let text = SeedView::new(&map, &profile, &reach).to_string();
/// assert_eq!(text, "210\n1-2-1\n0-1-1\n");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct SeedView<'a> {
    map: &'a TacticsMap<SquareGrid>,
    profile: &'a MoveProfile,
    reach: &'a Reach,
}

impl<'a> SeedView<'a> {
    /// A view of `reach` (searched on `map` with `profile`).
    #[must_use]
    pub fn new(
        map: &'a TacticsMap<SquareGrid>,
        profile: &'a MoveProfile,
        reach: &'a Reach,
    ) -> Self {
        SeedView {
            map,
            profile,
            reach,
        }
    }
}

impl fmt::Display for SeedView<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = self.map.topology().width();
        let pad = if f.alternate() { 3 } else { 0 };
        for (cell, &terrain) in self.map.terrain_ids().iter().enumerate() {
            match self.reach.remaining(cell) {
                Some(left) => write!(f, "{left:>pad$}")?,
                None => match self.profile.cost(terrain) {
                    // `-0` for a free terrain, so it never reads as "0 left".
                    MoveCost::Cost(0) => write!(f, "{:>pad$}", "-0")?,
                    MoveCost::Cost(c) => write!(f, "{:>pad$}", -i64::from(c))?,
                    MoveCost::Impassable => write!(f, "{:>pad$}", "-X")?,
                    MoveCost::Unknown => write!(f, "{:>pad$}", "-?")?,
                },
            }
            if (cell + 1) % width == 0 {
                f.write_str("\n")?;
            }
        }
        Ok(())
    }
}
