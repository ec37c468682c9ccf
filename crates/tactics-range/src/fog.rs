//! Fog of war for one side: what its units see together (Advance Wars style).

use alloc::vec::Vec;

use floodfill::Topology;

use crate::sight::SightGrid;
use crate::{Place, RangeError, Sight, SightRules, SightSource, TacticsMap, Terrain};

/// One unit that looks: where it stands and how far it sees (in grid distance, as
/// [`Sight::field_of_view`]). A game adds its own bonuses (Advance Wars'
/// infantry on a mountain) before passing the range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Viewer<P = usize> {
    /// Where the unit stands: a cell index or the map's coordinate ([`crate::Place`]).
    pub cell: P,
    /// How far it sees.
    pub range: u32,
}

const SEEN: u8 = 1;
const UNITS_SEEN: u8 = 2;

impl Sight {
    /// The fog-of-war map of a side: the union of its `viewers`' fields of view on
    /// `map` under `sight`. A cell in it is *seen*; the unit on a seen cell is
    /// *revealed* unless the cell's terrain hides units ([`SightRules::hiding`]) and no
    /// viewer stands on it or next to it.
    ///
    /// ```
    /// use floodfill::SquareGrid;
    /// use tactics_range::{Sight, SightRules, TacticsMap, Viewer};
    ///
    /// // Plain 0, forest 1 (hides units); one scout on the left with range 3.
    /// let map: TacticsMap<SquareGrid> = "0010000\n".parse().unwrap();
    /// let rules = SightRules::new().hiding(1);
    /// let mut sight = Sight::new();
    /// let fog = sight.fog(&map, &rules, &[Viewer { cell: 0, range: 3 }]).unwrap();
    /// assert!(fog.sees(2) && !fog.reveals(2)); // the forest, but not who is in it
    /// assert!(fog.reveals(3) && !fog.sees(4));
    /// ```
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] or [`RangeError::OffMap`] for a viewer off the
    /// map. Any range is answered (never [`RangeError::SightTooFar`]), on a map at
    /// the edge of [`hexgrid::Hex`]'s domain too.
    pub fn fog<T: SightGrid, Tr: Terrain, P: Place<T>, S: SightSource>(
        &mut self,
        map: &TacticsMap<T, Tr>,
        sight: &S,
        viewers: &[Viewer<P>],
    ) -> Result<Fog, RangeError> {
        let viewers = viewers
            .iter()
            .map(|v| {
                let cell = v.cell.cell_of(map.topology())?;
                Ok(Viewer {
                    cell,
                    range: v.range,
                })
            })
            .collect::<Result<Vec<Viewer>, RangeError>>()?;
        let rules: &SightRules = sight.cell_rules();
        let len = map.len();
        let mut level = Vec::new();
        crate::search::grow(&mut level, len)?;
        let mut fog = Fog {
            level,
            seen: Vec::new(),
        };
        for v in &viewers {
            self.marks.begin(len)?;
            self.view_into(map, sight, v.cell, v.range)?;
            for &c in &self.marks.seen {
                let c = c as usize;
                let near = c == v.cell || is_neighbour(map.topology(), v.cell, c);
                let level = if near || !rules.hides(map.id(c)) {
                    UNITS_SEEN
                } else {
                    SEEN
                };
                fog.raise(c, level);
            }
        }
        Ok(fog)
    }
}

fn is_neighbour<T: Topology>(topo: &T, a: usize, b: usize) -> bool {
    let mut found = false;
    topo.for_each_neighbor(a, |n| found |= n == b);
    found
}

/// What one side sees: the result of [`Sight::fog`]; owned.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Fog {
    /// Per cell: 0 in the fog, `SEEN`, or `UNITS_SEEN`.
    level: Vec<u8>,
    /// The seen cells, in the order first seen.
    seen: Vec<u32>,
}

impl Fog {
    fn raise(&mut self, cell: usize, level: u8) {
        let now = self.level[cell];
        if now == 0 {
            self.seen.push(cell as u32);
        }
        self.level[cell] = now.max(level);
    }

    fn level(&self, cell: usize) -> u8 {
        self.level.get(cell).copied().unwrap_or(0)
    }

    /// `true` when some viewer sees `cell` (its terrain is known); `false` in the fog
    /// and off the map.
    #[must_use]
    pub fn sees(&self, cell: usize) -> bool {
        self.level(cell) >= SEEN
    }

    /// `true` when a unit standing on `cell` is visible to the side: the cell is seen
    /// and its terrain does not hide units, or a viewer is on it or next to it.
    #[must_use]
    pub fn reveals(&self, cell: usize) -> bool {
        self.level(cell) == UNITS_SEEN
    }

    /// The seen cells, in the order they were first seen.
    pub fn cells(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.seen.iter().map(|&c| c as usize)
    }

    /// Number of seen cells.
    #[must_use]
    pub fn len(&self) -> usize {
        self.seen.len()
    }

    /// `true` when nothing is seen (no viewers).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.seen.is_empty()
    }
}
