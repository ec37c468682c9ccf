//! `EdgeCosts`: walls between two cells, and steps whose cost depends on where they
//! come from (ledges, climbs, fences).

use alloc::vec::Vec;

use crate::{RangeError, SideSight};

/// What a step from one cell to a neighbour costs beyond entering the neighbour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EdgeCost {
    /// The step cannot be taken: one side of a wall, or climbing up a ledge.
    Blocked,
    /// The step costs the neighbour's terrain plus this much (a climb, a fence),
    /// `0..=`[`crate::MAX_EXTRA`]. Onto a terrain of cost 0, `Extra(0)` (or no rule)
    /// is a free step, and `Extra(n)` a step that costs exactly `n`.
    Extra(u32),
}

/// Rules for single steps between neighbouring cells, on any topology: a wall between
/// two cells ([`EdgeCosts::wall`]), a one-way ledge (the climb up
/// [`EdgeCost::Blocked`], the drop down free), a climb that costs more than the
/// terrain ([`EdgeCost::Extra`]). A step without a rule costs its terrain, as
/// always, and a step's total may be 0 (free terrain, no extra): searches with edge
/// rules stay cheapest-first with free steps too. Give them to a search with
/// [`crate::Query::edges`].
///
/// Rules are directed pairs `(from, to)` of cells on a map of [`EdgeCosts::cells`]
/// cells. Which cells are neighbours is the map's topology's business: a rule for two
/// cells that are not neighbours is accepted and never consulted.
///
/// ```
/// use floodfill::{Connectivity, SquareGrid};
/// use tactics_range::{EdgeCost, EdgeCosts, MoveProfile, Query, Movement, TacticsMap};
///
/// // A 3x1 corridor: a wall between cells 0 and 1, a ledge from 1 up to 2.
/// let map = TacticsMap::filled(SquareGrid::new(3, 1, Connectivity::Four).unwrap(), 0).unwrap();
/// let mut edges = EdgeCosts::new(map.len());
/// edges.wall(0, 1).unwrap();
/// edges.set(1, 2, EdgeCost::Extra(2)).unwrap(); // climbing up costs 1 + 2
/// let foot = MoveProfile::uniform(1, 1).unwrap();
/// let mut movement = Movement::new();
/// let reach = movement.reach(&Query::new(&map, &foot).edges(&edges), 1, 5).unwrap();
/// assert_eq!(reach.cost_to(0), None); // the wall
/// assert_eq!(reach.cost_to(2), Some(3)); // the climb
/// let back = movement.reach(&Query::new(&map, &foot).edges(&edges), 2, 5).unwrap();
/// assert_eq!(back.cost_to(1), Some(1)); // dropping down is a plain step
/// ```
#[derive(Debug, Clone, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "EdgeSpec", into = "EdgeSpec")
)]
pub struct EdgeCosts {
    cells: usize,
    /// `(from, to, cost)`, sorted by `(from, to)`, one entry per pair.
    rules: Vec<(u32, u32, EdgeCost)>,
    /// `first[c]`: the number of rules out of cells below `c`, for `c` up to one
    /// past the largest cell with a rule out of it (longer after removals). The
    /// rules out of `c` are `rules[first[c]..first[c + 1]]`: a search finds a cell's
    /// rules with two reads, not a binary search per settled cell.
    first: Vec<u32>,
    /// What sides do to sight (`EdgeCosts::set_sight`): `(low, high, mark)` for the
    /// side between cells `low < high`, sorted, one entry per side.
    sight: Vec<(u32, u32, SideSight)>,
}

/// Equal when the rules and sight marks are: `first` follows from them.
impl PartialEq for EdgeCosts {
    fn eq(&self, other: &Self) -> bool {
        (self.cells, &self.rules, &self.sight) == (other.cells, &other.rules, &other.sight)
    }
}

impl Eq for EdgeCosts {}

impl core::hash::Hash for EdgeCosts {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        (self.cells, &self.rules, &self.sight).hash(state);
    }
}

/// The saved form of [`EdgeCosts`]: the map's cell count and the rules, loaded
/// through [`EdgeCosts::from_steps`] so bad cells are refused.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct EdgeSpec {
    cells: usize,
    steps: Vec<(usize, usize, EdgeCost)>,
    /// Sight marks (`EdgeCosts::set_sight`); absent in saves without any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    sight: Vec<(usize, usize, SideSight)>,
}

#[cfg(feature = "serde")]
impl TryFrom<EdgeSpec> for EdgeCosts {
    type Error = RangeError;
    fn try_from(spec: EdgeSpec) -> Result<Self, RangeError> {
        let mut edges = EdgeCosts::from_steps(spec.cells, spec.steps)?;
        for (a, b, mark) in spec.sight {
            edges.set_sight(a, b, mark)?;
        }
        Ok(edges)
    }
}

#[cfg(feature = "serde")]
impl From<EdgeCosts> for EdgeSpec {
    fn from(e: EdgeCosts) -> Self {
        EdgeSpec {
            cells: e.cells,
            steps: e.steps().collect(),
            sight: e.sight_marks().collect(),
        }
    }
}

/// `Err` for an extra cost above [`crate::MAX_EXTRA`].
fn check_extra(cost: EdgeCost) -> Result<(), RangeError> {
    match cost {
        EdgeCost::Extra(extra) if extra > crate::MAX_EXTRA => Err(RangeError::BadExtra { extra }),
        _ => Ok(()),
    }
}

impl EdgeCosts {
    /// No rules yet, for a map of `cells` cells ([`crate::TacticsMap::len`]).
    #[must_use]
    pub fn new(cells: usize) -> Self {
        EdgeCosts {
            cells,
            rules: Vec::new(),
            first: Vec::new(),
            sight: Vec::new(),
        }
    }

    /// Rules for a map of `cells` cells from `(from, to, cost)` triples, as
    /// [`EdgeCosts::set`] one by one (a later rule for the same pair replaces an
    /// earlier one), but sorted once: `O(n log n)` for `n` rules where `set` costs up
    /// to `O(n + c)` each (`c` the largest cell with a rule). The way to build a maze's
    /// worth of walls.
    ///
    /// # Errors
    /// As [`EdgeCosts::set`], for the first bad triple.
    pub fn from_steps(
        cells: usize,
        steps: impl IntoIterator<Item = (usize, usize, EdgeCost)>,
    ) -> Result<Self, RangeError> {
        let mut edges = EdgeCosts::new(cells);
        let mut rules = Vec::new();
        for (from, to, cost) in steps {
            let (f, t) = edges.key(from, to)?;
            check_extra(cost)?;
            rules.push((f, t, cost));
        }
        // Stable: equal pairs stay in input order, so keeping the last of each run
        // is "a later rule replaces an earlier one".
        rules.sort_by_key(|&(f, t, _)| (f, t));
        let mut kept: Vec<(u32, u32, EdgeCost)> = Vec::with_capacity(rules.len());
        for rule in rules {
            match kept.last_mut() {
                Some(last) if (last.0, last.1) == (rule.0, rule.1) => *last = rule,
                _ => kept.push(rule),
            }
        }
        edges.rules = kept;
        edges.index();
        Ok(edges)
    }

    /// The walls of a maze, or of any board whose open sides another topology names:
    /// every step between neighbours on `board` that `passages` does not join (its
    /// neighbours of a cell are the cells an open passage leads to) is
    /// [`EdgeCost::Blocked`]. With a [`crate::TacticsMap`] on `board` this is the
    /// *cells plus walls* form of a maze: the map keeps the board's coordinates,
    /// sight and shapes, and a search walks the passages only. A zone of control
    /// does not reach through a wall either (see [`crate::ZocRule`]).
    ///
    /// `passages` is read as a topology on the same cells (a maze is one: maze-gen's
    /// `Maze` on a `HexGrid` or a square board); a passage between cells that are not
    /// neighbours on `board` adds nothing, and a one-way passage opens its one way.
    ///
    /// ```
    /// use floodfill::{Connectivity, SquareGrid};
    /// use tactics_range::{EdgeCosts, MoveProfile, Movement, Query, TacticsMap};
    ///
    /// // A 3x1 board whose only passage joins cells 1 and 2.
    /// let board = SquareGrid::new(3, 1, Connectivity::Four).unwrap();
    /// let passages = floodfill::AdjacencyList::undirected(3, [(1, 2)]).unwrap();
    /// let walls = EdgeCosts::from_passages(&board, &passages).unwrap();
    /// assert_eq!(walls.len(), 2); // 0 -> 1 and 1 -> 0
    /// let map = TacticsMap::filled(board, 0).unwrap();
    /// let foot = MoveProfile::uniform(1, 1).unwrap();
    /// let reach = Movement::new().reach(&Query::new(&map, &foot).edges(&walls), 2, 9).unwrap();
    /// assert_eq!((reach.cost_to(1), reach.cost_to(0)), (Some(1), None));
    /// ```
    ///
    /// # Errors
    /// [`RangeError::SizeMismatch`] when the two topologies differ in cell count;
    /// [`RangeError::TooManyCells`] beyond `u32` cell indices.
    pub fn from_passages<B, P>(board: &B, passages: &P) -> Result<Self, RangeError>
    where
        B: floodfill::Topology + ?Sized,
        P: floodfill::Topology + ?Sized,
    {
        let cells = board.len();
        if passages.len() != cells {
            return Err(RangeError::SizeMismatch {
                what: "passages",
                expected: cells,
                found: passages.len(),
            });
        }
        if u32::try_from(cells).is_err() {
            return Err(RangeError::TooManyCells { len: cells });
        }
        let mut walls = Vec::new();
        let mut open = Vec::new();
        for from in 0..cells {
            open.clear();
            passages.for_each_neighbor(from, |to| open.push(to));
            board.for_each_neighbor(from, |to| {
                // Sides off the board (a topology may name them) are no steps.
                if to < cells && to != from && !open.contains(&to) {
                    walls.push((from, to, EdgeCost::Blocked));
                }
            });
        }
        Self::from_steps(cells, walls)
    }

    /// The number of cells of the map the rules are for.
    #[must_use]
    pub fn cells(&self) -> usize {
        self.cells
    }

    /// Number of directed rules (sight marks not counted).
    #[must_use]
    pub fn len(&self) -> usize {
        self.rules.len()
    }

    /// `true` when there is no step rule: searches then take their usual fast paths.
    /// Sight marks ([`EdgeCosts::set_sight`]) do not count: they never change a step.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// Sets the rule for the step `from -> to` (replacing an earlier one).
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] for a cell off the map;
    /// [`RangeError::SameCell`] when `from == to`;
    /// [`RangeError::BadExtra`] for an extra cost above [`crate::MAX_EXTRA`].
    pub fn set(&mut self, from: usize, to: usize, cost: EdgeCost) -> Result<(), RangeError> {
        let key = self.key(from, to)?;
        check_extra(cost)?;
        match self.find(key) {
            Ok(i) => self.rules[i].2 = cost,
            Err(i) => {
                self.rules.insert(i, (key.0, key.1, cost));
                self.shift(key.0, true);
            }
        }
        Ok(())
    }

    /// A wall between `a` and `b`: both steps blocked.
    ///
    /// # Errors
    /// As [`EdgeCosts::set`].
    pub fn wall(&mut self, a: usize, b: usize) -> Result<(), RangeError> {
        self.set(a, b, EdgeCost::Blocked)?;
        self.set(b, a, EdgeCost::Blocked)
    }

    /// Removes the rule for `from -> to`, if any; returns it.
    pub fn remove(&mut self, from: usize, to: usize) -> Option<EdgeCost> {
        let key = self.key(from, to).ok()?;
        let i = self.find(key).ok()?;
        self.shift(key.0, false);
        Some(self.rules.remove(i).2)
    }

    /// The rule for the step `from -> to`, or `None` (the step costs its terrain).
    #[must_use]
    #[inline]
    pub fn get(&self, from: usize, to: usize) -> Option<EdgeCost> {
        let key = self.key(from, to).ok()?;
        self.find(key).ok().map(|i| self.rules[i].2)
    }

    /// Every rule as `(from, to, cost)`, ordered by `from`, then `to`.
    pub fn steps(&self) -> impl ExactSizeIterator<Item = (usize, usize, EdgeCost)> + '_ {
        self.rules
            .iter()
            .map(|&(f, t, c)| (f as usize, t as usize, c))
    }

    /// Marks what the side between `a` and `b` does to sight, whatever the step rules
    /// say (replacing an earlier mark): a door that blocks sight but not steps
    /// ([`SideSight::Opaque`]), a low wall that gives cover ([`SideSight::Cover`]), a
    /// window in a wall ([`SideSight::Clear`]). The mark is for the side, both ways.
    /// Sight reads it when these costs are given with [`crate::SightRules::with_sides`];
    /// movement never does.
    ///
    /// ```
    /// use tactics_range::{EdgeCosts, SideSight};
    ///
    /// let mut edges = EdgeCosts::new(4);
    /// edges.set_sight(2, 1, SideSight::Opaque).unwrap(); // a door
    /// assert_eq!(edges.sight(1, 2), Some(SideSight::Opaque));
    /// assert!(edges.is_empty()); // no step rule: steps through the door are plain
    /// ```
    ///
    /// # Errors
    /// [`RangeError::CellOutOfRange`] for a cell off the map;
    /// [`RangeError::SameCell`] when `a == b`.
    pub fn set_sight(&mut self, a: usize, b: usize, mark: SideSight) -> Result<(), RangeError> {
        let (f, t) = self.key(a, b)?;
        let key = (f.min(t), f.max(t));
        match self.find_sight(key) {
            Ok(i) => self.sight[i].2 = mark,
            Err(i) => self.sight.insert(i, (key.0, key.1, mark)),
        }
        Ok(())
    }

    /// Removes the sight mark of the side between `a` and `b`, if any; returns it.
    pub fn remove_sight(&mut self, a: usize, b: usize) -> Option<SideSight> {
        let (f, t) = self.key(a, b).ok()?;
        let i = self.find_sight((f.min(t), f.max(t))).ok()?;
        Some(self.sight.remove(i).2)
    }

    /// The sight mark of the side between `a` and `b` (either order), or `None`.
    #[must_use]
    pub fn sight(&self, a: usize, b: usize) -> Option<SideSight> {
        let (f, t) = self.key(a, b).ok()?;
        let i = self.find_sight((f.min(t), f.max(t))).ok()?;
        Some(self.sight[i].2)
    }

    /// Every sight mark as `(a, b, mark)` with `a < b`, ordered by `a`, then `b`.
    pub fn sight_marks(&self) -> impl ExactSizeIterator<Item = (usize, usize, SideSight)> + '_ {
        self.sight
            .iter()
            .map(|&(a, b, m)| (a as usize, b as usize, m))
    }

    /// The sight marks whose lower cell is in `lo..=hi`, as stored.
    pub(crate) fn sight_from(&self, lo: usize, hi: usize) -> &[(u32, u32, SideSight)] {
        let begin = self.sight.partition_point(|m| (m.0 as usize) < lo);
        let end = self.sight.partition_point(|m| (m.0 as usize) <= hi);
        &self.sight[begin..end.max(begin)]
    }

    /// `true` when there is a sight mark.
    pub(crate) fn has_sight_marks(&self) -> bool {
        !self.sight.is_empty()
    }

    /// `true` when both steps between `a` and `b` are [`EdgeCost::Blocked`]: a wall.
    #[inline]
    pub(crate) fn is_wall(&self, a: usize, b: usize) -> bool {
        let blocked = |from: usize, to: usize| {
            self.out_of(from)
                .iter()
                .any(|&(_, t, c)| t as usize == to && c == EdgeCost::Blocked)
        };
        blocked(a, b) && blocked(b, a)
    }

    fn find_sight(&self, key: (u32, u32)) -> Result<usize, usize> {
        self.sight.binary_search_by_key(&key, |&(a, b, _)| (a, b))
    }

    /// The rules of the steps out of `from`, as `(from, to, cost)` ordered by `to`
    /// (empty off the map). One binary search; a search then scans this short run
    /// for each neighbour instead of searching all rules again.
    #[inline]
    pub(crate) fn out_of(&self, from: usize) -> &[(u32, u32, EdgeCost)] {
        match (
            self.first.get(from),
            from.checked_add(1).and_then(|n| self.first.get(n)),
        ) {
            (Some(&begin), Some(&end)) => &self.rules[begin as usize..end as usize],
            _ => &[],
        }
    }

    /// Rebuilds `first` from the rules (after building them at once).
    fn index(&mut self) {
        self.first.clear();
        for (i, rule) in self.rules.iter().enumerate() {
            // Rules fit in u32 indices: at most one per ordered pair of u32 cells is
            // far more, but a Vec of them that large cannot be built anyway.
            let i = i as u32;
            while self.first.len() <= rule.0 as usize {
                self.first.push(i);
            }
        }
        self.first.push(self.rules.len() as u32);
    }

    /// Counts one rule more (`added`) or less out of `from` in `first`.
    fn shift(&mut self, from: u32, added: bool) {
        let from = from as usize;
        if added && self.first.len() < from + 2 {
            let end = self.first.last().copied().unwrap_or(0);
            self.first.resize(from + 2, end);
        }
        for count in &mut self.first[from + 1..] {
            *count = if added { *count + 1 } else { *count - 1 };
        }
    }

    /// The pair as stored, checked.
    fn key(&self, from: usize, to: usize) -> Result<(u32, u32), RangeError> {
        for cell in [from, to] {
            if cell >= self.cells {
                return Err(RangeError::CellOutOfRange {
                    cell,
                    len: self.cells,
                });
            }
        }
        if from == to {
            return Err(RangeError::SameCell { cell: from });
        }
        // Maps hold at most `floodfill::MAX_CELLS` cells (`TacticsMap::new`), so rules
        // past it could never be used; refusing them bounds `first` by the map.
        let fit = |c: usize| {
            if c < floodfill::MAX_CELLS {
                Ok(c as u32)
            } else {
                Err(RangeError::TooManyCells { len: self.cells })
            }
        };
        Ok((fit(from)?, fit(to)?))
    }

    fn find(&self, key: (u32, u32)) -> Result<usize, usize> {
        self.rules.binary_search_by_key(&key, |&(f, t, _)| (f, t))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_are_directed_checked_and_replaceable() {
        let mut e = EdgeCosts::new(4);
        assert!(e.is_empty());
        e.wall(0, 1).unwrap();
        e.set(2, 3, EdgeCost::Extra(3)).unwrap();
        e.set(2, 3, EdgeCost::Extra(1)).unwrap();
        assert_eq!(e.len(), 3);
        assert_eq!(e.get(1, 0), Some(EdgeCost::Blocked));
        assert_eq!(e.get(2, 3), Some(EdgeCost::Extra(1)));
        assert_eq!(e.get(3, 2), None);
        assert_eq!(e.get(usize::MAX, 0), None);
        assert_eq!(
            e.set(4, 0, EdgeCost::Blocked),
            Err(RangeError::CellOutOfRange { cell: 4, len: 4 })
        );
        assert_eq!(e.wall(2, 2), Err(RangeError::SameCell { cell: 2 }));
        assert_eq!(e.remove(0, 1), Some(EdgeCost::Blocked));
        assert_eq!(e.remove(0, 1), None);
        let listed: Vec<_> = e.steps().collect();
        assert_eq!(
            listed,
            [(1, 0, EdgeCost::Blocked), (2, 3, EdgeCost::Extra(1))]
        );
    }

    /// The per-cell index stays the sorted rules' runs through sets, removals and
    /// building at once.
    #[test]
    fn the_index_follows_every_edit() {
        let mut seed = 11u64;
        let mut next = move |n: u64| {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            ((seed >> 33) % n) as usize
        };
        let mut e = EdgeCosts::new(12);
        for round in 0..2_000 {
            let (f, t) = (next(12), next(12));
            if f != t {
                if next(3) == 0 {
                    let _ = e.remove(f, t);
                } else {
                    e.set(f, t, EdgeCost::Extra(round % 5)).unwrap();
                }
            }
            if round % 97 == 0 {
                e = EdgeCosts::from_steps(12, e.steps()).unwrap();
            }
            for c in 0..14 {
                let want: Vec<_> = e
                    .rules
                    .iter()
                    .filter(|r| r.0 as usize == c)
                    .copied()
                    .collect();
                assert_eq!(e.out_of(c), &want[..], "round {round} cell {c}");
            }
        }
        assert!(e.out_of(usize::MAX).is_empty());
    }

    #[test]
    fn passages_leave_walls_on_every_other_side() {
        use floodfill::{AdjacencyList, Connectivity, SquareGrid};
        // A 2x2 board with passages 0-1 and 1-3: walls 0|2 and 2|3, both ways.
        let board = SquareGrid::new(2, 2, Connectivity::Four).unwrap();
        let maze = AdjacencyList::undirected(4, [(0, 1), (1, 3)]).unwrap();
        let walls = EdgeCosts::from_passages(&board, &maze).unwrap();
        let steps: Vec<(usize, usize, EdgeCost)> = walls.steps().collect();
        let b = EdgeCost::Blocked;
        assert_eq!(steps, [(0, 2, b), (2, 0, b), (2, 3, b), (3, 2, b)]);
        // One-way: a passage listed from 0 only opens 0 -> 2, not 2 -> 0.
        let one_way = AdjacencyList::directed(4, [(0, 2)]).unwrap();
        let walls = EdgeCosts::from_passages(&board, &one_way).unwrap();
        assert_eq!(walls.get(0, 2), None);
        assert_eq!(walls.get(2, 0), Some(b));
        let small = AdjacencyList::undirected(3, [(0, 1)]).unwrap();
        assert_eq!(
            EdgeCosts::from_passages(&board, &small),
            Err(RangeError::SizeMismatch {
                what: "passages",
                expected: 4,
                found: 3
            })
        );
    }

    #[test]
    fn building_at_once_is_setting_one_by_one() {
        let steps = [
            (3, 1, EdgeCost::Blocked),
            (0, 2, EdgeCost::Extra(4)),
            (3, 1, EdgeCost::Extra(2)),
            (1, 0, EdgeCost::Blocked),
            (0, 2, EdgeCost::Extra(1)),
        ];
        let mut one_by_one = EdgeCosts::new(4);
        for (f, t, c) in steps {
            one_by_one.set(f, t, c).unwrap();
        }
        assert_eq!(EdgeCosts::from_steps(4, steps).unwrap(), one_by_one);
        assert_eq!(
            EdgeCosts::from_steps(4, [(0, 1, EdgeCost::Blocked), (2, 9, EdgeCost::Blocked)]),
            Err(RangeError::CellOutOfRange { cell: 9, len: 4 })
        );
    }
}
