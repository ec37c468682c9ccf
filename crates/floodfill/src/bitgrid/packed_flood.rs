//! Components of a graph on a [`Packed16`] grid, grown bit-parallel and peeled off
//! one at a time.

use super::Packed16;

impl Packed16 {
    /// The lowest cell in bit order (lowest row of the leftmost column), as its bit
    /// index `16 * x + y`, or `None` for an empty set.
    #[inline]
    #[must_use]
    pub fn first_index(&self) -> Option<usize> {
        let w = &self.words;
        let i = if w[0] != 0 {
            0
        } else if w[1] != 0 {
            1
        } else if w[2] != 0 {
            2
        } else if w[3] != 0 {
            3
        } else {
            return None;
        };
        Some(64 * i + w[i].trailing_zeros() as usize)
    }

    /// The cells of `self` plus every cell joined to one of them by an edge of the
    /// graph `up` / `right` (the encoding of [`super::small_components`]: a bit at
    /// each cell joined to the cell above it / on its right). Edges stay inside the
    /// grid by construction (there is no cell above row 15 or right of column 15), so
    /// no lane masks are needed: a step is about 15 word operations per word.
    ///
    /// Upward the step goes a whole run at once: an addition carries through a
    /// vertical run of `up` edges (the carry stops inside the lane, as bit 15 of an
    /// `up` lane is never set), so tall groups take no more steps than flat ones.
    #[inline]
    #[must_use]
    pub fn spread(self, up: Packed16, right: Packed16) -> Packed16 {
        let (r, u, rt) = (self.words, up.words, right.words);
        let mut out = [0u64; 4];
        for i in 0..4 {
            // The run above every reached cell with an up edge: the carry of
            // `u + seeds` clears the run's edges from the seed up and sets the bit
            // past them, so `^ u` is the run's cells from the seed to its top (a
            // seed above another in the same run may drop out; it is reached).
            let seeds = r[i] & u[i];
            let above = u[i].wrapping_add(seeds) ^ u[i];
            let below = (r[i] >> 1) & u[i];
            let from_left = (r[i] & rt[i]) << 16
                | if i > 0 {
                    (r[i - 1] & rt[i - 1]) >> 48
                } else {
                    0
                };
            let to_right = if i < 3 { r[i + 1] << 48 } else { 0 };
            let from_right = ((r[i] >> 16) | to_right) & rt[i];
            out[i] = r[i] | above | below | from_left | from_right;
        }
        Packed16 { words: out }
    }

    /// The union of the components (of the graph `up` / `right`, see
    /// [`Packed16::spread`]) that hold a cell of `self`: [`Packed16::spread`] until
    /// nothing changes. Steps: about the component's extent, a vertical run counting
    /// once upward.
    ///
    /// ```
    /// use floodfill::bitgrid::Packed16;
    ///
    /// // Column 0: cells 0-1 joined; (0,1) joined to (1,1); (1,1) to (1,2).
    /// let up = Packed16::from_columns(&[0b01, 0b10]);
    /// let right = Packed16::from_columns(&[0b10, 0b00]);
    /// let seed = Packed16::from_columns(&[0b01]);
    /// let group = seed.flood(up, right);
    /// assert_eq!(group.cells().collect::<Vec<_>>(), [(0, 0), (0, 1), (1, 1), (1, 2)]);
    /// ```
    #[must_use]
    pub fn flood(self, up: Packed16, right: Packed16) -> Packed16 {
        let mut reached = self;
        loop {
            let next = reached.spread(up, right);
            if next == reached {
                return reached;
            }
            reached = next;
        }
    }

    /// The components of the graph `up` / `right` that hold cells of `self`, one at a
    /// time, in the order of their first cells (see [`PackedComponents`]).
    #[must_use]
    pub fn components(self, up: Packed16, right: Packed16) -> PackedComponents {
        PackedComponents {
            left: self,
            up,
            right,
        }
    }
}

/// Iterator over the components of a graph on a [`Packed16`] grid that hold cells of
/// a set, made by [`Packed16::components`], as [`PackedComponent`]s: the set's lowest
/// cell in the component, its size and its cells. When the set is a union of whole
/// components (the usual case), that cell is the component's first cell: its lowest
/// cell in its leftmost column.
///
/// How: each step floods ([`Packed16::flood`]) from the lowest cell left in the set
/// and takes out what it reached, so components come in the order of their first
/// cells. No recursion, no allocation.
///
/// ```
/// use floodfill::bitgrid::Packed16;
///
/// // Two vertical pairs: column 0 rows 0-1 and column 2 rows 1-2.
/// let up = Packed16::from_columns(&[0b001, 0, 0b010]);
/// let cells = Packed16::from_columns(&[0b011, 0, 0b110]);
/// let found: Vec<(usize, u32)> =
///     cells.components(up, Packed16::EMPTY).map(|c| (c.first, c.size)).collect();
/// assert_eq!(found, [(0, 2), (33, 2)]);
/// ```
#[derive(Debug, Clone)]
pub struct PackedComponents {
    left: Packed16,
    up: Packed16,
    right: Packed16,
}

/// One component found by [`PackedComponents`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PackedComponent {
    /// Bit index `16 * x + y` of the lowest cell of the set in the component: the
    /// component's first cell (lowest cell of its leftmost column) when the set holds
    /// whole components.
    pub first: usize,
    /// Cells in the component.
    pub size: u32,
    /// The component's cells.
    pub cells: Packed16,
}

impl Iterator for PackedComponents {
    type Item = PackedComponent;

    // Always inlined: in a caller's loop the component's fields stay in registers.
    #[inline(always)]
    fn next(&mut self) -> Option<PackedComponent> {
        let first = self.left.first_index()?;
        let (cells, size) = flood_from(first, self.up, self.right);
        self.left = self.left & !cells;
        Some(PackedComponent { first, size, cells })
    }
}

/// The component of the cell with bit index `first`, grown in the four columns from
/// `first`'s column rightwards, as one `u64`, so a step is a quarter of the work of a
/// whole-board one; finished on the whole board when it reaches an edge out of that
/// window. A component whose first cell this is starts in `first`'s column, so the
/// window holds nearly every component of up to 7 cells.
#[inline(always)]
fn flood_from(first: usize, up: Packed16, right: Packed16) -> (Packed16, u32) {
    // Bits `offset..offset + 64` of the whole board: columns x..x+3 (past column 15:
    // zero).
    let offset = first & !15;
    let window = |p: &Packed16| {
        let (i, s) = (offset / 64, offset % 64);
        let lo = p.words[i] >> s;
        // `<< 1 << (63 - s)`: a shift by 64 - s that stays defined when s is 0.
        let hi = p.words.get(i + 1).map_or(0, |&w| w << 1 << (63 - s));
        lo | hi
    };
    let (u, rt) = (window(&up), window(&right));
    let mut r: u64 = 1 << (first % 16);
    loop {
        // As in `Packed16::spread`: lanes never leak, as bit 15 of an `up` lane and
        // column 15 of `right` are never set; the window's last column is checked
        // below.
        let above = u.wrapping_add(r & u) ^ u;
        let next = r | above | ((r >> 1) & u) | ((r & rt) << 16) | ((r >> 16) & rt);
        if next == r {
            break;
        }
        r = next;
    }
    let mut out = Packed16::EMPTY;
    let (i, s) = (offset / 64, offset % 64);
    out.words[i] = r << s;
    if let Some(w) = out.words.get_mut(i + 1) {
        *w = r >> 1 >> (63 - s);
    }
    // An edge from the window's last column to the right, or into its first column
    // from the left (when `first` is not its component's first cell).
    let left_edges = if offset >= 16 {
        let (j, t) = ((offset - 16) / 64, (offset - 16) % 64);
        right.words[j] >> t & 0xFFFF
    } else {
        0
    };
    if (r & rt) >> 48 != 0 || r & left_edges != 0 {
        let all = out.flood(up, right);
        return (all, all.count());
    }
    (out, r.count_ones())
}

impl core::iter::FusedIterator for PackedComponents {}
