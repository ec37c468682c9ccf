//! `Filler`: the reusable scratch behind every walk, and the fill operations.

use alloc::vec::Vec;

use crate::region::{NotReached, Region};
use crate::walk::{Visit, breadth_first, scanline};
use crate::{FloodError, Topology};

/// Reusable scratch for fills, paint bucket, components and distance maps.
///
/// Keep one `Filler` and call it again and again: its buffers grow to the largest
/// board seen and are then reused, so a call allocates nothing. The visited set is
/// generation-stamped: starting a walk bumps a counter instead of clearing an array, so
/// a small fill on a big board costs only the cells it touches.
///
/// Results ([`Region`], [`crate::Components`], [`crate::DistanceLayers`]) borrow the
/// filler; read them, then call the filler again.
///
/// ```
/// use floodfill::{Connectivity, Filler, SquareGrid};
///
/// let map = "\
/// ..#..
/// ..#..
/// ###..";
/// let cells: Vec<u8> = map.bytes().filter(|b| *b != b'\n').collect();
/// let grid = SquareGrid::new(5, 3, Connectivity::Four).unwrap();
/// let mut filler = Filler::new();
/// let room = filler.fill(&grid, 0, |c| cells[c] == b'.').unwrap();
/// assert_eq!(room.len(), 4);
/// assert!(room.contains(grid.cell(1, 1).unwrap()));
/// assert!(!room.contains(grid.cell(4, 0).unwrap()));
/// ```
#[derive(Debug, Clone, Default)]
pub struct Filler {
    /// `stamps[c] == generation` means "visited in the current walk".
    pub(crate) stamps: Vec<u32>,
    pub(crate) generation: u32,
    /// Cells in the order the walk took them: region, queue, component order.
    pub(crate) cells: Vec<u32>,
    /// Scanline seeds `(x, y)`.
    pub(crate) stack: Vec<(u32, u32)>,
    /// Per-cell distance, valid where the stamp is current.
    pub(crate) dist: Vec<u32>,
    /// Layer (or component) boundaries in `cells`.
    pub(crate) starts: Vec<u32>,
    /// Per-cell component label.
    pub(crate) labels: Vec<u32>,
}

/// Stamps cells as visited and records them; accepts cells `passable` allows.
pub(crate) struct Marker<'a, P> {
    pub(crate) stamps: &'a mut [u32],
    pub(crate) generation: u32,
    pub(crate) passable: P,
    pub(crate) out: &'a mut Vec<u32>,
}

impl<P: FnMut(usize) -> bool> Visit for Marker<'_, P> {
    #[inline]
    fn fresh(&mut self, cell: usize) -> bool {
        match self.stamps.get(cell) {
            Some(&s) if s != self.generation => (self.passable)(cell),
            _ => false,
        }
    }

    #[inline]
    fn claim(&mut self, cell: usize) {
        self.stamps[cell] = self.generation;
        // Fits: cell < len <= MAX_CELLS.
        self.out.push(cell as u32);
    }

    #[inline]
    fn recorded(&self, i: usize) -> Option<usize> {
        self.out.get(i).map(|&c| c as usize)
    }
}

/// Overwrites the cells equal to `old` with `new`. Stamps too, so that even a
/// `PartialEq` that still calls a painted cell equal to `old` cannot loop.
struct Painter<'a, T, P> {
    marker: Marker<'a, P>,
    grid: &'a mut [T],
    old: T,
    new: T,
}

impl<T: PartialEq + Clone, P: FnMut(usize) -> bool> Visit for Painter<'_, T, P> {
    #[inline]
    fn fresh(&mut self, cell: usize) -> bool {
        self.marker.fresh(cell) && self.grid.get(cell) == Some(&self.old)
    }

    #[inline]
    fn claim(&mut self, cell: usize) {
        self.marker.claim(cell);
        self.grid[cell] = self.new.clone();
    }

    #[inline]
    fn recorded(&self, i: usize) -> Option<usize> {
        self.marker.recorded(i)
    }
}

/// Runs a walk over `topo` from `seeds`: scanline when the topology is a row grid,
/// breadth-first otherwise. `head` is where the seeds will start in the record.
pub(crate) fn walk<T: Topology + ?Sized, V: Visit>(
    topo: &T,
    seeds: impl IntoIterator<Item = usize>,
    visit: &mut V,
    stack: &mut Vec<(u32, u32)>,
    head: usize,
) -> Result<(), FloodError> {
    let len = topo.len();
    // A row grid whose size disagrees with len is not trusted for the fast path.
    let rows = topo
        .row_grid()
        .filter(|g| g.width > 0 && g.width.checked_mul(g.height) == Some(len));
    stack.clear();
    for seed in seeds {
        if seed >= len {
            return Err(FloodError::SeedOutOfRange { seed, len });
        }
        match rows {
            Some(g) => stack.push(((seed % g.width) as u32, (seed / g.width) as u32)),
            None => {
                if visit.fresh(seed) {
                    visit.claim(seed);
                }
            }
        }
    }
    match rows {
        Some(g) => scanline(g, stack, visit),
        None => breadth_first(topo, visit, head),
    }
    Ok(())
}

impl Filler {
    /// An empty filler; buffers grow on first use.
    #[must_use]
    pub fn new() -> Self {
        Filler::default()
    }

    /// A filler with buffers sized for topologies of up to `cells` cells.
    #[must_use]
    pub fn with_capacity(cells: usize) -> Self {
        let mut f = Filler::default();
        f.stamps.resize(cells, 0);
        f.cells.reserve(cells);
        f
    }

    /// Starts a new walk over `len` cells: a fresh generation, empty record.
    pub(crate) fn begin(&mut self, len: usize) -> Result<(), FloodError> {
        if len > crate::MAX_CELLS {
            return Err(FloodError::TooManyCells { len });
        }
        if self.stamps.len() < len {
            self.stamps.resize(len, 0);
        }
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Once every 2^32 walks the stamps are really cleared.
            self.stamps.fill(0);
            self.generation = 1;
        }
        self.cells.clear();
        Ok(())
    }

    /// The region reachable from `seed` through cells where `passable` holds.
    ///
    /// The seed itself must be passable to be part of the region; if it is not, the
    /// region is empty. `passable` is called only with in-range cells.
    ///
    /// # Errors
    /// [`FloodError::SeedOutOfRange`] if `seed >= topo.len()`;
    /// [`FloodError::TooManyCells`] if the topology exceeds [`crate::MAX_CELLS`].
    pub fn fill<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        seed: usize,
        passable: impl FnMut(usize) -> bool,
    ) -> Result<Region<'_>, FloodError> {
        self.fill_from(topo, [seed], passable)
    }

    /// The region reachable from any of `seeds` (multi-source fill): e.g. every bubble
    /// held by the ceiling, from all ceiling cells at once. No seed gives an empty
    /// region.
    ///
    /// ```
    /// use floodfill::{Connectivity, Filler, SquareGrid};
    ///
    /// let grid = SquareGrid::new(6, 1, Connectivity::Four).unwrap();
    /// let walls = [false, false, true, false, true, false];
    /// let mut filler = Filler::new();
    /// let region = filler.fill_from(&grid, [0, 5], |c| !walls[c]).unwrap();
    /// let mut cells: Vec<usize> = region.cells().collect();
    /// cells.sort();
    /// assert_eq!(cells, [0, 1, 5]);
    /// ```
    ///
    /// # Errors
    /// As [`Filler::fill`], for the first seed out of range.
    pub fn fill_from<T: Topology + ?Sized>(
        &mut self,
        topo: &T,
        seeds: impl IntoIterator<Item = usize>,
        passable: impl FnMut(usize) -> bool,
    ) -> Result<Region<'_>, FloodError> {
        let len = topo.len();
        self.begin(len)?;
        let mut marker = Marker {
            stamps: &mut self.stamps[..len],
            generation: self.generation,
            passable,
            out: &mut self.cells,
        };
        walk(topo, seeds, &mut marker, &mut self.stack, 0)?;
        Ok(self.region(len))
    }

    /// The group of cells holding the same value as `seed`, connected through equal
    /// values: a SameGame group or a same-colour bubble cluster.
    ///
    /// # Errors
    /// [`FloodError::SizeMismatch`] if `values.len() != topo.len()`; otherwise as
    /// [`Filler::fill`].
    pub fn fill_equal<T: Topology + ?Sized, V: PartialEq>(
        &mut self,
        topo: &T,
        values: &[V],
        seed: usize,
    ) -> Result<Region<'_>, FloodError> {
        check_size(topo, values.len())?;
        let Some(target) = values.get(seed) else {
            return Err(FloodError::SeedOutOfRange {
                seed,
                len: topo.len(),
            });
        };
        self.fill(topo, seed, |c| values[c] == *target)
    }

    /// The cells where `passable` holds but which no seed reaches: the floating
    /// bubbles after filling from every ceiling cell through occupied cells.
    ///
    /// ```
    /// use floodfill::{Filler, HexGrid};
    /// use hexgrid::OffsetLayout;
    ///
    /// // 3 columns x 3 rows; row 0 is the ceiling.
    /// let occupied = [
    ///     true, false, false,
    ///     true, false, false,
    ///     false, false, true, // not touching anything held by the ceiling
    /// ];
    /// let board = HexGrid::new(3, 3, OffsetLayout::OddR).unwrap();
    /// let mut filler = Filler::new();
    /// let falling: Vec<usize> =
    ///     filler.not_reached(&board, 0..3, |c| occupied[c]).unwrap().collect();
    /// assert_eq!(falling, [8]);
    /// ```
    ///
    /// # Errors
    /// As [`Filler::fill_from`].
    pub fn not_reached<T: Topology + ?Sized, P: FnMut(usize) -> bool>(
        &mut self,
        topo: &T,
        seeds: impl IntoIterator<Item = usize>,
        mut passable: P,
    ) -> Result<NotReached<'_, P>, FloodError> {
        self.fill_from(topo, seeds, &mut passable)?;
        Ok(NotReached::new(
            &self.stamps[..topo.len()],
            self.generation,
            passable,
        ))
    }

    /// Paint bucket: replaces `grid[seed]`'s value by `new` in every cell connected to
    /// `seed` through cells holding that same value. Returns how many cells changed;
    /// when `new` equals the old value nothing changes and it returns 0 at once.
    ///
    /// ```
    /// use floodfill::{Connectivity, Filler, SquareGrid};
    ///
    /// let grid = SquareGrid::new(3, 2, Connectivity::Four).unwrap();
    /// let mut image = *b"aab\
    ///                    bab";
    /// let changed = Filler::new().paint(&grid, &mut image, 0, b'z').unwrap();
    /// assert_eq!(changed, 3);
    /// assert_eq!(&image, b"zzbbzb");
    /// ```
    ///
    /// # Errors
    /// [`FloodError::SizeMismatch`] if `grid.len() != topo.len()`;
    /// [`FloodError::SeedOutOfRange`] if `seed >= topo.len()`.
    pub fn paint<T: Topology + ?Sized, V: PartialEq + Clone>(
        &mut self,
        topo: &T,
        grid: &mut [V],
        seed: usize,
        new: V,
    ) -> Result<usize, FloodError> {
        check_size(topo, grid.len())?;
        let len = topo.len();
        let Some(old) = grid.get(seed).cloned() else {
            return Err(FloodError::SeedOutOfRange { seed, len });
        };
        if old == new {
            return Ok(0);
        }
        self.begin(len)?;
        let mut painter = Painter {
            marker: Marker {
                stamps: &mut self.stamps[..len],
                generation: self.generation,
                passable: |_| true,
                out: &mut self.cells,
            },
            grid,
            old,
            new,
        };
        walk(topo, [seed], &mut painter, &mut self.stack, 0)?;
        Ok(self.cells.len())
    }

    /// The region of the walk just made.
    fn region(&self, len: usize) -> Region<'_> {
        Region::new(&self.cells, &self.stamps[..len], self.generation)
    }
}

/// Checks that a per-cell slice has one entry per cell.
pub(crate) fn check_size<T: Topology + ?Sized>(topo: &T, found: usize) -> Result<(), FloodError> {
    let expected = topo.len();
    if found == expected {
        Ok(())
    } else {
        Err(FloodError::SizeMismatch { expected, found })
    }
}
