//! `Targeting`: what a unit can attack, from where, and who can attack a cell.

use alloc::vec::Vec;

use floodfill::{Filler, Topology};

use crate::area::AreaScratch;
use crate::{
    AreaGrid, AttackRange, Attacker, Movement, Place, Query, RangeError, Reach, Sight, Terrain,
    Threat,
};

/// Reusable scratch for the targeting questions: the cells in a weapon's range
/// ([`Targeting::cells_in_range`]), a unit's threat range ([`Targeting::threat`]),
/// where to attack a target from ([`Targeting::attack_position`],
/// [`Targeting::firing_positions`] for weapons that need a clear line) and who can
/// attack a cell ([`Targeting::attackers_of`]) and area-of-effect shapes
/// ([`Targeting::area`]). Results are owned.
///
/// It keeps its own [`Movement`] and [`Sight`] scratch, so a game holds one
/// `Targeting` next to its `Movement` and `Sight`.
#[derive(Debug, Clone, Default)]
pub struct Targeting {
    movement: Movement,
    /// The reach of the last attack-position query, kept for its buffers.
    reach: Reach,
    pub(crate) sight: Sight,
    /// BFS scratch for attack ranges.
    filler: Filler,
    /// The cells of the last area.
    area: AreaScratch,
}

impl Targeting {
    /// Empty scratch; buffers grow on first use.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }
}

impl Targeting {
    /// The cells at grid distance `range.min()..=range.max()` from `from`, nearest
    /// first, clipped to the map. With `0..=r` it is a ball (diamond on a 4-connected
    /// grid, square on an 8-connected one, hex radius on a hex board); with `r..=r`
    /// a ring.
    ///
    /// ```
    /// use floodfill::{Connectivity, SquareGrid};
    /// use tactics_range::{AttackRange, Targeting};
    ///
    /// let grid = SquareGrid::new(9, 9, Connectivity::Four).unwrap();
    /// let bow = AttackRange::new(2, 3).unwrap();
    /// let mut targeting = Targeting::new();
    /// let centre = grid.cell_of((4, 4)).unwrap();
    /// let cells: Vec<usize> = targeting.cells_in_range(&grid, centre, bow).unwrap();
    /// assert_eq!(cells.len(), 8 + 12); // the rings at distance 2 and 3
    /// assert!(!cells.contains(&grid.cell_of((4, 3)).unwrap())); // adjacent: too close
    /// ```
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] or [`RangeError::OffMap`] when `from` is not on
    /// the topology.
    pub fn cells_in_range<T: Topology, P: Place<T>>(
        &mut self,
        topo: &T,
        from: P,
        range: AttackRange,
    ) -> Result<Vec<P>, RangeError> {
        let from = from.cell_of(topo)?;
        let layers = self
            .filler
            .distances_within(topo, [from], |_| true, Some(range.max()))?;
        Ok(range
            .select(layers)
            .filter_map(|c| P::coord_of(c, topo))
            .collect())
    }

    /// The cells of an area-of-effect `shape` around `center` on `board`, clipped to
    /// the board, in the kind of place `center` is (a `Hex` centre lists `Hex`es):
    /// nearest the centre first (hex distance on hex boards, the wrapped distance on a
    /// wrap map; `max(|dx|, |dy|)` on a square grid), then by cell index. Each cell
    /// comes once.
    ///
    /// `board` is a [`SquareGrid`](floodfill::SquareGrid) with a
    /// [`SquareShape`](crate::SquareShape), or a hex board —
    /// [`HexGrid`](floodfill::HexGrid) or any hexgrid map as a
    /// [`HexBoard`](floodfill::HexBoard) — with a [`HexShape`](crate::HexShape). A
    /// shape is its predicate on the step from the centre (see each variant); on a
    /// wrap map a cell is in it when one of its nearest copies is ([`AreaGrid`]).
    /// Sizes may be any `u32`: the work is bounded by the board's cells.
    ///
    /// ```
    /// use floodfill::{Connectivity, HexBoard, SquareGrid};
    /// use hexgrid::{Direction, Hex, HexMap, WrapHexagon};
    /// use tactics_range::{HexShape, SquareShape, Targeting};
    ///
    /// let mut targeting = Targeting::new();
    /// let hexagon = HexBoard(HexMap::new(Hex::ORIGIN, 3, ()).unwrap());
    /// let blast = targeting.area(&hexagon, Hex::ORIGIN, HexShape::Ball(1)).unwrap();
    /// assert_eq!(blast.len(), 7);
    /// assert_eq!(blast[0], Hex::ORIGIN); // nearest first
    /// // A breath: three hexes in front, then five, clipped by the map's edge.
    /// let breath = HexShape::Cone { direction: Direction::East, len: 2 };
    /// let cone = targeting.area(&hexagon, Hex::ORIGIN, breath).unwrap();
    /// assert_eq!(cone.len(), 3 + 5);
    /// assert!(cone.contains(&Hex::new(1, -1)) && !cone.contains(&Hex::new(0, -1)));
    ///
    /// // On a wrap map the shape runs across the seam, each cell once.
    /// let world = HexBoard(WrapHexagon::new(2).unwrap());
    /// let east = Hex::new(2, 0);
    /// let ring = targeting.area(&world, east, HexShape::Ring(1)).unwrap();
    /// assert_eq!(ring.len(), 6);
    /// assert!(ring.contains(&Hex::new(-2, 2))); // one step east, across the seam
    /// let everything = targeting.area(&world, east, HexShape::Ball(u32::MAX)).unwrap();
    /// assert_eq!(everything.len(), 19);
    ///
    /// // Square grids speak (x, y).
    /// let grid = SquareGrid::new(5, 5, Connectivity::Four).unwrap();
    /// let beam = SquareShape::Line { dx: 1, dy: 0, len: 9 };
    /// assert_eq!(targeting.area(&grid, (2, 2), beam).unwrap(), [(3, 2), (4, 2)]);
    /// let fan = SquareShape::Cone { dx: 0, dy: -1, len: 2 };
    /// assert_eq!(targeting.area(&grid, (2, 4), fan).unwrap().len(), 3 + 5);
    /// ```
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] or [`RangeError::OffMap`] when `center` is not
    /// on the board; [`RangeError::BadDirection`] for a square `Line` or `Cone` whose
    /// step has a component outside `-1..=1` or is `(0, 0)`.
    pub fn area<T: AreaGrid, P: Place<T>>(
        &mut self,
        board: &T,
        center: P,
        shape: T::Shape,
    ) -> Result<Vec<P>, RangeError> {
        let center = center.cell_of(board)?;
        board.area_cells(center, shape, &mut self.area)?;
        Ok(self
            .area
            .found
            .iter()
            .filter_map(|&(_, c)| P::coord_of(c, board))
            .collect())
    }

    /// The threat range of a unit: every cell it could attack this turn, i.e. the
    /// union of [`cells_in_range`](Self::cells_in_range) over all its stop cells. (For
    /// a bow, `2..=3`, this is not "movement range grown by 3": a cell next to every
    /// stop cell but two steps from none is safe.)
    ///
    /// ```
    /// use floodfill::{Connectivity, SquareGrid};
    /// use tactics_range::{AttackRange, MoveProfile, Occupant, Query, Targeting, TacticsMap};
    ///
    /// let grid = SquareGrid::new(7, 1, Connectivity::Four).unwrap();
    /// let map = TacticsMap::filled(grid, 0).unwrap();
    /// let foot = MoveProfile::uniform(1, 1).unwrap();
    /// let mut units = vec![Occupant::Empty; 7];
    /// units[6] = Occupant::unit(1);
    /// let q = Query::new(&map, &foot).occupants(&units);
    /// let mut targeting = Targeting::new();
    /// let threat = targeting.threat(&q, 0, 1, AttackRange::new(2, 3).unwrap()).unwrap();
    /// let cells: Vec<usize> = threat.cells().collect();
    /// assert_eq!(cells, [2, 3, 4]);
    /// assert_eq!(threat.enemies().count(), 0); // the enemy at 6 is 5 steps from 1
    /// ```
    ///
    /// # Errors
    /// As [`crate::Movement::reach`].
    pub fn threat<T: Topology, Tr: Terrain, P: Place<T>>(
        &mut self,
        query: &Query<'_, T, Tr>,
        start: P,
        budget: u32,
        range: AttackRange,
    ) -> Result<Threat, RangeError> {
        let reach = self.movement.reach(query, start, budget)?;
        let len = query.map.len();
        let mut marks = Vec::new();
        crate::search::grow(&mut marks, len)?;
        let mut cells = Vec::new();
        let topo = query.map.topology();
        for from in reach.stop_cells() {
            let layers = self
                .filler
                .distances_within(topo, [from], |_| true, Some(range.max()))?;
            for c in range.select(layers) {
                if !core::mem::replace(&mut marks[c], true) {
                    // Fits: a cell of a walk is below MAX_CELLS.
                    cells.push(c as u32);
                }
            }
        }
        Ok(Threat::new(reach, cells, marks, query))
    }

    /// The reverse question, for an AI: can the unit of `query` on `start` attack the
    /// cell `target` this turn? Returns the cheapest stop cell to attack it from
    /// (ties: the one nearest `target`, then the first in breadth-first order), or
    /// `None` when it cannot.
    ///
    /// # Errors
    /// As [`crate::Movement::reach`], and [`RangeError::CellOutOfRange`] or
    /// [`RangeError::OffMap`] for a bad `target`.
    pub fn attack_position<T: Topology, Tr: Terrain, P: Place<T>>(
        &mut self,
        query: &Query<'_, T, Tr>,
        start: P,
        budget: u32,
        range: AttackRange,
        target: P,
    ) -> Result<Option<P>, RangeError> {
        let mut best: Option<(u32, usize)> = None;
        self.stops_in_range(query, start, budget, range, target, |c, cost| {
            if best.is_none_or(|(b, _)| cost < b) {
                best = Some((cost, c));
            }
        })?;
        Ok(best.and_then(|(_, c)| P::coord_of(c, query.map.topology())))
    }

    /// Runs the movement search, then calls `each(cell, cost)` for every stop cell
    /// within `range` of `target`, nearest `target` first and in breadth-first order
    /// within a distance.
    pub(crate) fn stops_in_range<T: Topology, Tr: Terrain, P: Place<T>>(
        &mut self,
        query: &Query<'_, T, Tr>,
        start: P,
        budget: u32,
        range: AttackRange,
        target: P,
        mut each: impl FnMut(usize, u32),
    ) -> Result<(), RangeError> {
        let target = target.cell_of(query.map.topology())?;
        let reach = &mut self.reach;
        self.movement.reach_into(query, start, budget, reach)?;
        // Grid distance is symmetric: the cells within range of `target` are the cells
        // from which `target` is within range.
        let layers = self.filler.distances_within(
            query.map.topology(),
            [target],
            |_| true,
            Some(range.max()),
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
    /// As [`Targeting::attack_position`] for any attacker.
    pub fn attackers_of<T: Topology, Tr: Terrain, P: Place<T>>(
        &mut self,
        attackers: &[Attacker<'_, T, P, Tr>],
        target: P,
    ) -> Result<Vec<(usize, P)>, RangeError> {
        let mut hits = Vec::new();
        for (i, a) in attackers.iter().enumerate() {
            if let Some(from) =
                self.attack_position(&a.query, a.start, a.budget, a.range, target)?
            {
                hits.push((i, from));
            }
        }
        Ok(hits)
    }
}
