//! `On`: a kept result read in the map's own coordinates.

use floodfill::{Coords, Topology};

use crate::{Fog, Place, Reach, TacticsMap, Terrain, Threat, Turns};

/// A result ([`Reach`], [`Turns`], [`Fog`], [`Threat`]) read on its map: cells are
/// passed as any [`Place`] (a `Hex`, an `(x, y)`, an index) and listed in the map's
/// coordinate ([`floodfill::Coords::Coord`]). Made by the result's `on(&map)`; it
/// borrows both and copies nothing. A place off the map answers `None` or `false`.
///
/// ```
/// use floodfill::SquareGrid;
/// use tactics_range::{MoveProfile, Movement, Query, TacticsMap};
///
/// let map: TacticsMap<SquareGrid> = "000\n010\n000\n".parse().unwrap();
/// let foot = MoveProfile::from_costs([Some(1), None]).unwrap();
/// let reach = Movement::new().reach(&Query::new(&map, &foot), (0, 0), 2).unwrap();
/// let on = reach.on(&map);
/// assert_eq!(on.cost_to((2, 0)), Some(2));
/// assert_eq!(on.path_to((0, 2)).unwrap().collect::<Vec<_>>(), [(0, 0), (0, 1), (0, 2)]);
/// assert_eq!(on.start(), Some((0, 0)));
/// ```
#[derive(Debug)]
pub struct On<'a, R, T> {
    result: &'a R,
    topology: &'a T,
}

impl<R, T> Clone for On<'_, R, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R, T> Copy for On<'_, R, T> {}

impl<'a, R, T: Topology> On<'a, R, T> {
    /// `result` read on `map`.
    pub(crate) fn new<Tr: Terrain>(result: &'a R, map: &'a TacticsMap<T, Tr>) -> Self {
        On {
            result,
            topology: map.topology(),
        }
    }

    /// The cell of `place`, or `None` off the map.
    fn cell(&self, place: impl Place<T>) -> Option<usize> {
        place.cell_of(self.topology).ok()
    }

    /// The result read by cell index.
    #[must_use]
    pub fn result(&self) -> &'a R {
        self.result
    }
}

/// Gives each kept result the same `on(&map)`, written once.
macro_rules! read_on {
    ($($result:ty),*) => {$(
        impl $result {
            /// This result read on `map` in the map's own coordinates (see [`On`]).
            #[must_use]
            pub fn on<'a, T: Topology, Tr: Terrain>(&'a self, map: &'a TacticsMap<T, Tr>) -> On<'a, Self, T> {
                On::new(self, map)
            }
        }
    )*};
}

read_on!(Reach, Turns, Fog, Threat);

impl<'a, T: Coords> On<'a, Reach, T> {
    /// Where the unit started.
    #[must_use]
    pub fn start(&self) -> Option<T::Coord> {
        self.topology.coord_of(self.result.start())
    }

    /// As [`Reach::cost_to`].
    #[must_use]
    pub fn cost_to(&self, place: impl Place<T>) -> Option<u32> {
        self.cell(place).and_then(|c| self.result.cost_to(c))
    }

    /// As [`Reach::remaining`].
    #[must_use]
    pub fn remaining(&self, place: impl Place<T>) -> Option<u32> {
        self.cell(place).and_then(|c| self.result.remaining(c))
    }

    /// As [`Reach::can_stop`].
    #[must_use]
    pub fn can_stop(&self, place: impl Place<T>) -> bool {
        self.cell(place).is_some_and(|c| self.result.can_stop(c))
    }

    /// As [`Reach::parent`].
    #[must_use]
    pub fn parent(&self, place: impl Place<T>) -> Option<T::Coord> {
        let parent = self.result.parent(self.cell(place)?)?;
        self.topology.coord_of(parent)
    }

    /// As [`Reach::reached`]: every reached place, cheapest first.
    pub fn reached(&self) -> impl Iterator<Item = T::Coord> + 'a {
        let topology = self.topology;
        self.result
            .reached()
            .filter_map(move |c| topology.coord_of(c))
    }

    /// As [`Reach::stop_cells`].
    pub fn stop_cells(&self) -> impl Iterator<Item = T::Coord> + 'a {
        let topology = self.topology;
        self.result
            .stop_cells()
            .filter_map(move |c| topology.coord_of(c))
    }

    /// As [`Reach::path_to`]: the cheapest path, start first.
    #[must_use]
    pub fn path_to(&self, place: impl Place<T>) -> Option<impl Iterator<Item = T::Coord> + 'a> {
        let topology = self.topology;
        let path = self.result.path_to(self.cell(place)?)?;
        Some(path.filter_map(move |c| topology.coord_of(c)))
    }
}

impl<'a, T: Coords> On<'a, Turns, T> {
    /// As [`Turns::turn`].
    #[must_use]
    pub fn turn(&self, place: impl Place<T>) -> Option<u32> {
        self.cell(place).and_then(|c| self.result.turn(c))
    }

    /// As [`Turns::remaining`].
    #[must_use]
    pub fn remaining(&self, place: impl Place<T>) -> Option<u32> {
        self.cell(place).and_then(|c| self.result.remaining(c))
    }

    /// As [`Turns::turn_start`].
    #[must_use]
    pub fn turn_start(&self, place: impl Place<T>) -> Option<T::Coord> {
        let began = self.result.turn_start(self.cell(place)?)?;
        self.topology.coord_of(began)
    }

    /// As [`Turns::can_stop`].
    #[must_use]
    pub fn can_stop(&self, place: impl Place<T>) -> bool {
        self.cell(place).is_some_and(|c| self.result.can_stop(c))
    }

    /// As [`Turns::reached`].
    pub fn reached(&self) -> impl Iterator<Item = T::Coord> + 'a {
        let topology = self.topology;
        self.result
            .reached()
            .filter_map(move |c| topology.coord_of(c))
    }
}

impl<'a, T: Coords> On<'a, Fog, T> {
    /// As [`Fog::sees`].
    #[must_use]
    pub fn sees(&self, place: impl Place<T>) -> bool {
        self.cell(place).is_some_and(|c| self.result.sees(c))
    }

    /// As [`Fog::reveals`].
    #[must_use]
    pub fn reveals(&self, place: impl Place<T>) -> bool {
        self.cell(place).is_some_and(|c| self.result.reveals(c))
    }

    /// As [`Fog::cells`].
    pub fn cells(&self) -> impl Iterator<Item = T::Coord> + 'a {
        let topology = self.topology;
        self.result
            .cells()
            .filter_map(move |c| topology.coord_of(c))
    }
}

impl<'a, T: Coords> On<'a, Threat, T> {
    /// As [`Threat::contains`].
    #[must_use]
    pub fn contains(&self, place: impl Place<T>) -> bool {
        self.cell(place).is_some_and(|c| self.result.contains(c))
    }

    /// As [`Threat::cells`].
    pub fn cells(&self) -> impl Iterator<Item = T::Coord> + 'a {
        let topology = self.topology;
        self.result
            .cells()
            .filter_map(move |c| topology.coord_of(c))
    }

    /// As [`Threat::enemies`].
    pub fn enemies(&self) -> impl Iterator<Item = T::Coord> + 'a {
        let topology = self.topology;
        self.result
            .enemies()
            .filter_map(move |c| topology.coord_of(c))
    }

    /// The movement range the threat was grown from, on the same map.
    #[must_use]
    pub fn reach(&self) -> On<'a, Reach, T> {
        On {
            result: self.result.reach(),
            topology: self.topology,
        }
    }
}
