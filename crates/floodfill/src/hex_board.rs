//! `HexBoard`: any map of hexgrid as a topology.

use hexgrid::{Hex, HexTopology};

use crate::{Coords, Shape, Topology};

/// Any hexgrid map as a floodfill [`Topology`] with [`Hex`] coordinates: a hexagon
/// ([`hexgrid::HexMap`]), a parallelogram ([`hexgrid::RhombusMap`]), a rectangle
/// ([`hexgrid::OffsetGrid`]) or a wrap-around map ([`hexgrid::WrapHexagon`],
/// [`hexgrid::WrapRect`]), or any other [`HexTopology`]. Cells are the map's dense
/// indices, neighbours its own (across the seams of a wrap map), and
/// [`Coords::cell_of`] / [`Coords::coord_of`] translate between cells and hexes
/// (canonical hexes; on a wrap map any copy of a hex finds its cell).
///
/// Every walk of this crate (fills, components, distance layers) then runs on the map,
/// and so does every crate built on [`Topology`]. A map of more than
/// [`crate::MAX_CELLS`] hexes is refused by each walk ([`crate::FloodError::TooManyCells`]). A rectangle keeps the bit-parallel
/// fill of [`crate::HexGrid`]: it reports the same [`Shape`].
///
/// ```
/// use floodfill::{Coords, Filler, HexBoard};
/// use hexgrid::{Hex, HexMap, HexStore, WrapHexagon};
///
/// // A hexagon of radius 3 with a ring of walls at distance 2.
/// let map = HexMap::from_fn(Hex::ORIGIN, 3, |h| h.length() == 2)?;
/// let board = HexBoard(&map);
/// let mut filler = Filler::new();
/// let start = board.cell_of(Hex::ORIGIN).unwrap();
/// let inside = filler.fill(&board, start, |c| !map.as_slice()[c])?;
/// assert_eq!(inside.len(), 7); // the centre and its six neighbours
///
/// // On a wrapping map the east corner and the far west are one step apart.
/// let world = HexBoard(WrapHexagon::new(3)?);
/// let east = world.cell_of(Hex::new(3, 0)).unwrap();
/// let layers = filler.distances(&world, [east], |_| true)?;
/// let west = world.cell_of(Hex::new(-3, 3)).unwrap();
/// assert_eq!(layers.distance(west), Some(1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HexBoard<M>(
    /// The map: pass `&map` to keep using it, or the map itself.
    pub M,
);

impl<M: HexTopology> Topology for HexBoard<M> {
    #[inline]
    fn len(&self) -> usize {
        self.0.len()
    }

    #[inline]
    fn for_each_neighbor(&self, cell: usize, f: impl FnMut(usize)) {
        self.0.for_each_neighbor(cell, f);
    }

    fn max_degree(&self) -> usize {
        6
    }

    /// A non-wrapping offset rectangle is exactly a [`crate::HexGrid`].
    fn shape(&self) -> Option<Shape<'_>> {
        let (cols, rows, layout) = self.0.offset_rect()?;
        Some(Shape::Hex { cols, rows, layout })
    }
}

impl<M: HexTopology> Coords for HexBoard<M> {
    type Coord = Hex;

    fn cell_of(&self, hex: Hex) -> Option<usize> {
        self.0.cell_of(hex).filter(|&c| c < self.0.len())
    }

    fn coord_of(&self, cell: usize) -> Option<Hex> {
        self.0.coord_of(cell)
    }
}
