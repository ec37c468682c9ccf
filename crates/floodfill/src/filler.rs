//! `Filler`: the reusable scratch behind every walk, and the fill operations.

use alloc::vec::Vec;

use crate::hex_rows::HexRows;
use crate::region::{NotReached, Region};
use crate::walk::{Stacks, Visit, breadth_first, fast_rows, scanline};
use crate::{FloodError, Shape, Topology, bits};

/// Reusable scratch for fills, paint bucket, components and distance maps.
///
/// Keep one `Filler` and call it again and again: its buffers grow to the largest
/// board seen and are then reused, so a call allocates nothing. The visited set is
/// a bitset (one bit per cell: a million-cell board's set fits in the cache), cleared
/// for each walk with `len / 64` word writes.
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
/// assert!(room.contains(grid.cell_of((1, 1)).unwrap()));
/// assert!(!room.contains(grid.cell_of((4, 0)).unwrap()));
/// ```
#[derive(Debug, Clone, Default)]
pub struct Filler {
    /// Bit `c` set: cell `c` was claimed by the current walk.
    pub(crate) visited: Vec<u64>,
    /// Cells in the order the walk took them: region, queue, component order.
    pub(crate) cells: Vec<u32>,
    /// Cells claimed as whole runs (scanline and hex row walks): they are recorded
    /// only in `visited`.
    pub(crate) run_cells: usize,
    /// Scanline stacks.
    pub(crate) stacks: Stacks,
    /// The distance layers of [`Filler::distances`].
    pub(crate) layers: crate::DistanceLayers,
    /// Layer (or component) boundaries in `cells`.
    pub(crate) starts: Vec<u32>,
    /// Per-cell component label.
    pub(crate) labels: Vec<u32>,
    /// Union-find parents of the raster labelling.
    pub(crate) parent: Vec<u32>,
    /// Component sizes of a label-only labelling.
    pub(crate) sizes: Vec<u32>,
    /// Hex row boards: passable cells, then reached cells, one word per row.
    pub(crate) row_open: Vec<u64>,
    pub(crate) row_reached: Vec<u64>,
    /// Hex row boards: the passable cells as a bitset over `0..len`, so that
    /// [`Filler::not_reached`] need not ask the predicate again.
    pub(crate) open_bits: Vec<u64>,
}

/// Marks cells as visited and records them; accepts cells `passable` allows.
/// Single cells (breadth-first walks) go to `out`; whole runs (scanline) are only
/// counted in `run_cells`, the visited set being their record.
pub(crate) struct Marker<'a, P> {
    pub(crate) visited: &'a mut [u64],
    pub(crate) len: usize,
    pub(crate) passable: P,
    pub(crate) out: &'a mut Vec<u32>,
    pub(crate) run_cells: &'a mut usize,
}

impl<P: FnMut(usize) -> bool> Visit for Marker<'_, P> {
    #[inline]
    fn fresh(&mut self, cell: usize) -> bool {
        cell < self.len && !bits::test(self.visited, cell) && (self.passable)(cell)
    }

    #[inline]
    fn claim(&mut self, cell: usize) {
        bits::set(self.visited, cell);
        // Fits: cell < len <= MAX_CELLS.
        self.out.push(cell as u32);
    }

    #[inline]
    fn recorded(&self, i: usize) -> Option<usize> {
        self.out.get(i).map(|&c| c as usize)
    }

    #[inline]
    fn claim_run(&mut self, start: usize, end: usize) {
        bits::set_range(self.visited, start, end);
        *self.run_cells += end - start;
    }

    #[inline]
    fn run_end(&mut self, start: usize, end: usize) -> usize {
        unvisited_run_end(self.visited, self.len, start, end, |c| (self.passable)(c))
    }
}

/// The first cell of `start..end` (cut at `len`) that is visited or that `keep`
/// refuses, or the end. Reads the visited bits a word at a time, so the inner loop
/// over a stretch of unvisited cells calls only `keep`.
#[inline]
fn unvisited_run_end(
    visited: &[u64],
    len: usize,
    start: usize,
    end: usize,
    mut keep: impl FnMut(usize) -> bool,
) -> usize {
    let end = end.min(len);
    let mut c = start;
    while c < end {
        let word = visited[c >> 6] >> (c & 63);
        let free = if word == 0 {
            64 - (c & 63)
        } else {
            word.trailing_zeros() as usize
        };
        let stop = end.min(c + free);
        while c < stop {
            if !keep(c) {
                return c;
            }
            c += 1;
        }
        if c < end && bits::test(visited, c) {
            return c;
        }
    }
    end
}

/// Overwrites the cells equal to `old` with `new`. Marks them visited too, so that
/// even a `PartialEq` that still calls a painted cell equal to `old` cannot loop.
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

    #[inline]
    fn claim_run(&mut self, start: usize, end: usize) {
        self.marker.claim_run(start, end);
        self.grid[start..end].fill(self.new.clone());
    }

    /// The visited bits a word at a time, as the plain fill reads them, and within
    /// an unvisited stretch only the cells' values.
    #[inline]
    fn run_end(&mut self, start: usize, end: usize) -> usize {
        let (grid, old) = (&*self.grid, &self.old);
        unvisited_run_end(self.marker.visited, self.marker.len, start, end, |c| {
            grid.get(c) == Some(old)
        })
    }
}

/// Runs a walk over `topo` from `seeds`: scanline when the topology is a row grid,
/// breadth-first otherwise. `head` is where the seeds will start in the record.
pub(crate) fn walk<T: Topology + ?Sized, V: Visit>(
    topo: &T,
    seeds: impl IntoIterator<Item = usize>,
    visit: &mut V,
    stacks: &mut Stacks,
    head: usize,
) -> Result<(), FloodError> {
    let len = topo.len();
    let rows = fast_rows(topo);
    stacks.seeds.clear();
    for seed in seeds {
        if seed >= len {
            return Err(FloodError::SeedOutOfRange { seed, len });
        }
        match rows {
            Some(g) => stacks
                .seeds
                .push(((seed % g.width) as u32, (seed / g.width) as u32)),
            None => {
                if visit.fresh(seed) {
                    visit.claim(seed);
                }
            }
        }
    }
    match rows {
        Some(g) => scanline(g, stacks, visit),
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

    /// A filler with buffers sized for topologies of up to `cells` cells (at most
    /// [`crate::MAX_CELLS`]; a larger request, or one the allocator refuses, leaves
    /// the buffers to grow on first use), so that not even the first call on a
    /// game's board allocates.
    #[must_use]
    pub fn with_capacity(cells: usize) -> Self {
        let mut f = Filler::default();
        let cells = cells.min(crate::MAX_CELLS);
        if f.visited.try_reserve(bits::words(cells)).is_ok() {
            f.visited.resize(bits::words(cells), 0);
        }
        // Best effort: a refused reservation only means growth on first use.
        let _ = f.cells.try_reserve(cells);
        f
    }

    /// Starts a new walk over `len` cells: an empty visited set and record.
    pub(crate) fn begin(&mut self, len: usize) -> Result<(), FloodError> {
        if len > crate::MAX_CELLS {
            return Err(FloodError::TooManyCells { len });
        }
        let words = bits::words(len);
        if self.visited.len() < words {
            self.visited.resize(words, 0);
        }
        self.visited[..words].fill(0);
        self.cells.clear();
        self.run_cells = 0;
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
        if let Some(hex) = fast_hex(topo) {
            self.fill_hex_rows(hex, len, seeds, passable)?;
            return Ok(self.region(len));
        }
        let stacks = &mut self.stacks;
        let mut marker = Marker {
            visited: &mut self.visited[..bits::words(len)],
            len,
            passable,
            out: &mut self.cells,
            run_cells: &mut self.run_cells,
        };
        walk(topo, seeds, &mut marker, stacks, 0)?;
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
        let len = topo.len();
        let words = bits::words(len);
        // The hex row path has every cell's passability already.
        let known = fast_hex(topo).map(|_| &self.open_bits[..words]);
        Ok(NotReached::new(
            &self.visited[..words],
            known,
            len,
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
                visited: &mut self.visited[..bits::words(len)],
                len,
                passable: |_| true,
                out: &mut self.cells,
                run_cells: &mut self.run_cells,
            },
            grid,
            old,
            new,
        };
        walk(topo, [seed], &mut painter, &mut self.stacks, 0)?;
        Ok(self.cells.len() + self.run_cells)
    }

    /// The bit-parallel fill of a hex board in a row layout (see
    /// `HexRows`): `passable` is asked once per cell to build the row
    /// masks, the fill runs on the masks, and the result is written back as the
    /// visited set.
    fn fill_hex_rows(
        &mut self,
        hex: HexRows,
        len: usize,
        seeds: impl IntoIterator<Item = usize>,
        mut passable: impl FnMut(usize) -> bool,
    ) -> Result<(), FloodError> {
        let cols = hex.cols();
        let rows = len / cols;
        self.row_reached.clear();
        self.row_reached.resize(rows, 0);
        for seed in seeds {
            if seed >= len {
                return Err(FloodError::SeedOutOfRange { seed, len });
            }
            self.row_reached[seed / cols] |= 1 << (seed % cols);
        }
        // The passable cells, asked a 64-cell word at a time (a loop with no
        // per-row exit to mispredict), then cut into row words.
        let words = bits::words(len);
        if self.open_bits.len() < words {
            self.open_bits.resize(words, 0);
        }
        for (i, word) in self.open_bits[..words].iter_mut().enumerate() {
            let base = i * 64;
            *word =
                (0..64.min(len - base)).fold(0u64, |w, b| w | (u64::from(passable(base + b)) << b));
        }
        self.row_open.clear();
        let open_bits = &self.open_bits;
        self.row_open
            .extend((0..rows).map(|r| bits::read_word(open_bits, r * cols, cols)));
        hex.fill(&self.row_open, &mut self.row_reached);
        for (r, &reached) in self.row_reached.iter().enumerate() {
            let base = r * cols;
            bits::or_word(&mut self.visited, base, reached, cols);
            self.run_cells += reached.count_ones() as usize;
        }
        Ok(())
    }

    /// The region of the walk just made.
    fn region(&self, len: usize) -> Region<'_> {
        Region::new(
            &self.cells,
            self.run_cells,
            &self.visited[..bits::words(len)],
            len,
        )
    }
}

/// The hex row shape of `topo`, when it has one that fits its length.
pub(crate) fn fast_hex<T: Topology + ?Sized>(topo: &T) -> Option<HexRows> {
    let len = topo.len();
    let Some(Shape::Hex { cols, rows, layout }) = topo.shape() else {
        return None;
    };
    HexRows::new(cols, layout)
        .filter(|h| len > 0 && cols.checked_mul(rows) == Some(len) && h.cols() == cols)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Connectivity, SquareGrid};

    #[test]
    fn each_walk_starts_from_a_clear_set() {
        let big = SquareGrid::new(100, 100, Connectivity::Four).unwrap();
        let small = SquareGrid::new(3, 3, Connectivity::Four).unwrap();
        let mut filler = Filler::new();
        assert_eq!(filler.fill(&big, 0, |_| true).unwrap().len(), 10_000);
        assert_eq!(filler.fill(&small, 4, |_| true).unwrap().len(), 9);
        assert_eq!(filler.fill(&big, 5, |_| true).unwrap().len(), 10_000);
    }
}
