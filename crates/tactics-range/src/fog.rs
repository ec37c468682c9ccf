//! Fog of war for one side: what its units see together (Advance Wars style).

use alloc::vec::Vec;

use floodfill::Topology;

use crate::sight::SightGrid;
use crate::{RangeError, RangeSearch, SightRules, TacticsMap};

/// One unit that looks: where it stands and how far it sees (in grid distance, as
/// [`RangeSearch::field_of_view`]). A game adds its own bonuses (Advance Wars'
/// infantry on a mountain) before passing the range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Viewer {
    /// The cell the unit stands on.
    pub cell: usize,
    /// How far it sees.
    pub range: u32,
}

/// Per-cell fog state of the last [`RangeSearch::fog`], kept in the scratch.
#[derive(Debug, Clone, Default)]
pub(crate) struct FogScratch {
    /// `generation << 2 | level`: level 1 seen, 2 seen with the units on it.
    cells: Vec<u32>,
    generation: u32,
    seen: Vec<u32>,
}

const SEEN: u32 = 1;
const UNITS_SEEN: u32 = 2;

impl RangeSearch {
    /// The fog-of-war map of a side: the union of its `viewers`' fields of view on
    /// `map` under `sight`. A cell in it is *seen*; the unit on a seen cell is
    /// *revealed* unless the cell's terrain hides units ([`SightRules::hiding`]) and no
    /// viewer stands on it or next to it.
    ///
    /// ```
    /// use floodfill::SquareGrid;
    /// use tactics_range::{RangeSearch, SightRules, TacticsMap, Viewer};
    ///
    /// // Plain 0, forest 1 (hides units); one scout on the left with range 3.
    /// let map: TacticsMap<SquareGrid> = "0010000\n".parse().unwrap();
    /// let rules = SightRules::new().hiding(1);
    /// let mut search = RangeSearch::new();
    /// let fog = search.fog(&map, &rules, &[Viewer { cell: 0, range: 3 }]).unwrap();
    /// assert!(fog.sees(2) && !fog.reveals(2)); // the forest, but not who is in it
    /// assert!(fog.reveals(3) && !fog.sees(4));
    /// ```
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] for a viewer off the map.
    pub fn fog<T: SightGrid>(
        &mut self,
        map: &TacticsMap<T>,
        sight: &SightRules,
        viewers: &[Viewer],
    ) -> Result<Fog<'_>, RangeError> {
        for v in viewers {
            map.check_cell(v.cell)?;
        }
        let len = map.len();
        let mut fog = core::mem::take(&mut self.fog);
        fog.begin(len);
        for v in viewers {
            self.sight.begin(len);
            self.view_into(map, sight, v.cell, v.range)?;
            for &c in &self.sight.seen {
                let c = c as usize;
                let near = c == v.cell || is_neighbour(map.topology(), v.cell, c);
                let level = if near || !sight.hides(map.terrain_ids()[c]) {
                    UNITS_SEEN
                } else {
                    SEEN
                };
                fog.raise(c, level);
            }
        }
        self.fog = fog;
        Ok(Fog {
            cells: &self.fog.cells[..len],
            generation: self.fog.generation,
            seen: &self.fog.seen,
        })
    }
}

fn is_neighbour<T: Topology>(topo: &T, a: usize, b: usize) -> bool {
    let mut found = false;
    topo.for_each_neighbor(a, |n| found |= n == b);
    found
}

impl FogScratch {
    fn begin(&mut self, len: usize) {
        if self.cells.len() < len {
            self.cells.resize(len, 0);
        }
        if self.generation >= u32::MAX >> 2 {
            self.cells.iter_mut().for_each(|c| *c = 0);
            self.generation = 0;
        }
        self.generation += 1;
        self.seen.clear();
    }

    fn raise(&mut self, cell: usize, level: u32) {
        let now = self.cells[cell];
        let current = if now >> 2 == self.generation {
            now & 3
        } else {
            self.seen.push(cell as u32);
            0
        };
        if level > current {
            self.cells[cell] = self.generation << 2 | level;
        }
    }
}

/// What one side sees: the result of [`RangeSearch::fog`], borrowed from the search.
#[derive(Debug, Clone, Copy)]
pub struct Fog<'a> {
    cells: &'a [u32],
    generation: u32,
    seen: &'a [u32],
}

impl<'a> Fog<'a> {
    fn level(&self, cell: usize) -> u32 {
        match self.cells.get(cell) {
            Some(&v) if v >> 2 == self.generation => v & 3,
            _ => 0,
        }
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
    pub fn cells(&self) -> impl ExactSizeIterator<Item = usize> + 'a {
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
