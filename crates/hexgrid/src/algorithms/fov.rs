//! Field of view by line of sight, over a precomputed tree of lines.

use alloc::vec::Vec;

use crate::{
    Direction, Hex, HexGridError, HexTopology,
    geometry::sector_of,
    hex::iter::range_len,
    hex::{Sample, sample, steps},
    storage::{hexagon_in_domain, hexagon_index},
};

/// [`Node::alt`] of a node that stands for one hex.
const ONE: u16 = u16::MAX;

/// The bit of [`Node::below`] that marks a leaf (no node below it), above the six
/// wedge bits.
const LEAF: u8 = 0x80;

/// Bits of the per-hex state of a computation: asked about, blocks sight, visible.
const ASKED: u8 = 1;
const BLOCKS: u8 = 2;
const SEEN: u8 = 4;

/// One step of the line tree: lines from the centre to every hex of the range, merged
/// where they share a start, in depth-first order. A step is one hex, or the two hexes
/// of a tie (a sample point on their shared edge), which stop the line only when
/// both block.
#[derive(Debug, Clone, Copy)]
struct Node {
    /// The index of the first node after this one's subtree.
    skip: u32,
    /// Row-order index of the hex in the hexagon of the radius (at most 12,481 hexes
    /// for [`Fov::MAX_RADIUS`], so 16 bits suffice and a node stays small).
    index: u16,
    /// The other hex of a tie, or [`ONE`].
    alt: u16,
    /// Wedges (bit `i` for [`crate::Diagonal`] `i`) holding the hex, when a line ends
    /// here; 0 for a hex only passed through.
    end: u8,
    /// The union of `end` over the subtree, to skip subtrees outside a cone, and
    /// [`LEAF`] for a node with nothing below it.
    below: u8,
}

/// Field of view: the hexes a viewer at a centre sees within a radius, when some hexes
/// block sight. Reusable: keep one and call it every turn; the line tree for a radius
/// is built once, and nothing is allocated per call after that.
///
/// A hex `h` of the range is **visible** exactly when
/// [`line_of_sight`](crate::line_of_sight)`(center, h, blocking)` holds: the one
/// symmetric rule of the workspace, ties on hex edges included (the line passes when
/// either hex of a tie is clear). Blocking hexes themselves are visible (a wall is
/// seen) but hide what lies behind them; the centre is always visible and never blocks
/// its own view. Since the rule is symmetric, `h` is visible from the centre exactly
/// when the centre would be visible from `h`.
///
/// Internally the lines to every hex of the range are merged into one tree (lines share
/// their first steps) and walked once in an array, skipping the part behind each
/// blocked step; `blocking` is asked at most once per hex per call, and only for hexes
/// some line reaches and goes on from (nothing lies behind the last hex of a line).
///
/// ```
/// use hexgrid::{Fov, Hex};
/// let wall = Hex::new(1, 0);
/// let mut fov = Fov::new();
/// fov.compute(Hex::ORIGIN, 3, |h| h == wall)?;
/// assert!(fov.is_visible(wall));
/// assert!(!fov.is_visible(Hex::new(2, 0)) && !fov.is_visible(Hex::new(3, 0)));
/// assert!(fov.is_visible(Hex::new(-3, 0)));
/// assert_eq!(fov.visible().count(), 33); // 4 of the 37 hexes lie behind the wall
/// # Ok::<(), hexgrid::HexGridError>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Fov {
    /// The radius the tree was built for (`None` before the first call).
    built: Option<u32>,
    nodes: Vec<Node>,
    /// The offsets of the hexagon of the built radius, in row order.
    offsets: Vec<Hex>,
    center: Hex,
    radius: u32,
    /// Per hex of the hexagon: [`ASKED`], [`BLOCKS`] and [`SEEN`] bits (one array, so
    /// the walk touches one entry per hex).
    state: Vec<u8>,
    /// `true` after [`Fov::compute_on`]: the result is `seen`.
    on_map: bool,
    /// The visible canonical map hexes of the last [`Fov::compute_on`], sorted.
    seen: Vec<Hex>,
}

impl Fov {
    /// The largest radius of the line tree, 64: the tree holds a line to every hex of
    /// the range, so it grows faster than the range, and at 64 it already takes a
    /// noticeable moment to build once. [`Fov::compute`] and [`Fov::cone`] on the
    /// plane go no farther; [`Fov::compute_on`] answers any radius on a map (past
    /// this one, hex by hex with the same rule).
    pub const MAX_RADIUS: u32 = 64;

    /// An empty field of view; the first call builds the line tree.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Computes the hexes visible from `center` within `radius` steps, where
    /// `blocking(hex)` says whether a hex blocks sight. Query the result with
    /// [`Fov::is_visible`] and [`Fov::visible`].
    ///
    /// # Errors
    /// [`HexGridError::RadiusTooLarge`] past [`Fov::MAX_RADIUS`],
    /// [`HexGridError::OutOfDomain`] when a hex of the range would leave [`Hex`]'s
    /// exact domain.
    pub fn compute(
        &mut self,
        center: Hex,
        radius: u32,
        blocking: impl FnMut(Hex) -> bool,
    ) -> Result<&mut Self, HexGridError> {
        self.run(center, radius, 0x3f, blocking)
    }

    /// Like [`Fov::compute`], limited to the 120-degree cone facing `direction`: the
    /// two wedges beside it ([`Hex::wedge`] of the diagonals on either side), edges
    /// included. Only the lines of sight into the cone are walked.
    ///
    /// ```
    /// use hexgrid::{Direction, Fov, Hex};
    /// let mut fov = Fov::new();
    /// fov.cone(Hex::ORIGIN, 2, Direction::East, |_| false)?;
    /// assert!(fov.is_visible(Hex::new(2, 0)) && fov.is_visible(Hex::new(0, 2)));
    /// assert!(!fov.is_visible(Hex::new(-1, 0)));
    /// assert_eq!(fov.visible().count(), 1 + 3 + 5);
    /// # Ok::<(), hexgrid::HexGridError>(())
    /// ```
    ///
    /// # Errors
    /// As [`Fov::compute`].
    pub fn cone(
        &mut self,
        center: Hex,
        radius: u32,
        direction: Direction,
        blocking: impl FnMut(Hex) -> bool,
    ) -> Result<&mut Self, HexGridError> {
        let i = direction.index();
        // The wedges of the diagonals before and after the direction.
        let mask = (1u8 << ((i + 5) % 6)) | (1u8 << i);
        self.run(center, radius, mask, blocking)
    }

    /// Like [`Fov::compute`], on any map of this crate ([`HexTopology`]), at any
    /// radius: the map hexes [`line_of_sight_on`](crate::line_of_sight_on) sees from
    /// `center` within `radius` steps ([`HexTopology::hex_distance`], across the seams
    /// of a wrap-around map). [`Fov::visible`] then yields the seen canonical map
    /// hexes, each once, sorted by `(q, r)`, and [`Fov::is_visible`] answers for
    /// canonical hexes. `blocking` is asked about canonical hexes only; a hex off a
    /// bounded map (or off a side of a [`crate::WrapRect`] that does not wrap), and the
    /// plane past the edge of [`Hex`]'s domain, block sight and are never seen.
    ///
    /// **Which copies count on a wrap-around map.** The plane holds many copies of
    /// each map hex. A map hex `b` is within the radius when its wrapped distance
    /// from `center` is, and it is seen when the line from `center` to a **nearest**
    /// copy of `b` ([`HexTopology::for_each_nearest_copy`]) is clear; when several
    /// copies are equally near (on a [`crate::WrapRect`]), a clear line to any of them
    /// is enough. Farther copies never count, however large the radius:
    ///
    /// ```text
    ///     T . .         WrapHexagon::new(2), # blocks, O at the origin:
    ///    . # . .        T = (0, -2) is 2 steps from O, behind #: hidden.
    ///   . . O . . T'    T' = (3, 0), the copy of T across the east seam, is
    ///    . . . .        3 steps away with a clear line, but it is not a
    ///     . . .         nearest copy, so it does not make T seen.
    /// ```
    ///
    /// Range and sight thus mean one thing: distance, line and the cells a unit can
    /// reach all take the shortest way round. The rule stays symmetric: the nearest
    /// copies of `a` seen from `b` are those of `b` seen from `a` moved back by the
    /// same seam crossing, so `b` is seen from `a` exactly when `a` is seen from `b`.
    /// A radius past the map's extent covers the whole map.
    ///
    /// ```
    /// use hexgrid::{Fov, Hex, WrapHexagon};
    /// let world = WrapHexagon::new(3)?; // 37 hexes
    /// let mut fov = Fov::new();
    /// fov.compute_on(&world, Hex::new(3, 0), 5, |_| false)?;
    /// assert_eq!(fov.visible().count(), 37); // every map hex once, none unwrapped
    /// assert!(fov.is_visible(Hex::new(-3, 3))); // just across the seam
    /// // The picture above: only the nearest copy of (0, -2) counts.
    /// let small = WrapHexagon::new(2)?;
    /// fov.compute_on(&small, Hex::ORIGIN, u32::MAX, |h| h == Hex::new(0, -1))?;
    /// assert!(!fov.is_visible(Hex::new(0, -2)) && fov.is_visible(Hex::new(2, 0)));
    /// # Ok::<(), hexgrid::HexGridError>(())
    /// ```
    ///
    /// Cost: up to [`Fov::MAX_RADIUS`] the line tree, with `blocking` asked at most
    /// once per hex; past it each map hex within the radius (or each hex of the range,
    /// when the map is larger) checks its own line, about the hexes times their
    /// distance (`blocking` may then be asked about a hex more than once).
    ///
    /// # Errors
    /// [`HexGridError::HexNotOnMap`] when `center` stands for no map hex,
    /// [`HexGridError::AllocationFailed`] when the list of seen hexes cannot be
    /// stored. Never [`HexGridError::RadiusTooLarge`].
    pub fn compute_on<M: HexTopology + ?Sized>(
        &mut self,
        map: &M,
        center: Hex,
        radius: u32,
        mut blocking: impl FnMut(Hex) -> bool,
    ) -> Result<&mut Self, HexGridError> {
        let start = map.canonical(center).ok_or(HexGridError::HexNotOnMap {
            q: center.q,
            r: center.r,
        })?;
        // Every map hex lies in the domain, so lines may pass its edge: a plane hex
        // outside it stands for no map hex, blocks and is not seen.
        let mut blocks = |h: Hex| !h.in_domain() || map.canonical(h).is_none_or(&mut blocking);
        let mut seen = core::mem::take(&mut self.seen);
        seen.clear();
        let len = map.len();
        // A map smaller than the range is checked hex by hex (a wrap map would
        // otherwise walk every copy of itself within the radius); a range smaller
        // than the map through the line tree while it reaches, then hex by hex.
        let small = (len as u128) < range_len(radius);
        let result = match radius {
            _ if small => by_cells(map, start, radius, &mut blocks, &mut seen),
            r if r <= Self::MAX_RADIUS => {
                // The centre is a map hex and `r` at most `MAX_RADIUS`, so every plane
                // hex of the range is exact in `i32`.
                self.run_plane(start, r, 0x3f, &mut blocks);
                let mut out = Ok(());
                for h in self.plane_visible() {
                    // A plane hex counts when it is a nearest copy of its map hex.
                    if !h.in_domain() || start.distance(h) != map.hex_distance(start, h) {
                        continue;
                    }
                    if let Some(c) = map.canonical(h) {
                        out = push(&mut seen, c);
                        if out.is_err() {
                            break;
                        }
                    }
                }
                out
            }
            // The range is smaller than the map: walk its hexes, each checking its
            // own line when it is a nearest copy.
            _ => by_range(map, start, radius, &mut blocks, &mut seen),
        };
        seen.sort_unstable();
        seen.dedup();
        self.seen = seen;
        self.center = start;
        self.radius = radius;
        self.on_map = true;
        result.map(|()| self)
    }

    /// `true` when `hex` was visible in the last computation (after
    /// [`Fov::compute_on`]: when the canonical map hex `hex` was seen).
    #[must_use]
    pub fn is_visible(&self, hex: Hex) -> bool {
        if self.on_map {
            return self.seen.binary_search(&hex).is_ok();
        }
        let q = i64::from(hex.q) - i64::from(self.center.q);
        let r = i64::from(hex.r) - i64::from(self.center.r);
        // Before the first computation there is nothing: `get` answers `None`.
        hexagon_index(self.radius, q, r)
            .is_some_and(|i| self.state.get(i).is_some_and(|s| s & SEEN != 0))
    }

    /// The visible hexes of the last computation, in row order (by `r`, then `q`); none
    /// before the first. After [`Fov::compute_on`], the seen canonical map hexes, each
    /// once, sorted by `(q, r)`.
    pub fn visible(&self) -> impl Iterator<Item = Hex> + '_ {
        let map = self.on_map.then_some(self.seen.iter().copied());
        let plane = (!self.on_map).then(|| self.plane_visible());
        map.into_iter().flatten().chain(plane.into_iter().flatten())
    }

    /// The visible hexes of the plane, in row order.
    fn plane_visible(&self) -> impl Iterator<Item = Hex> + '_ {
        // Both arrays are those of the radius in force (empty before the first call).
        self.state
            .iter()
            .zip(&self.offsets)
            .filter(|(s, _)| **s & SEEN != 0)
            .map(|(_, &o)| self.center + o)
    }

    /// The centre of the last computation.
    #[must_use]
    pub fn center(&self) -> Hex {
        self.center
    }

    /// The radius of the last computation.
    #[must_use]
    pub fn radius(&self) -> u32 {
        self.radius
    }

    fn run(
        &mut self,
        center: Hex,
        radius: u32,
        cone: u8,
        blocking: impl FnMut(Hex) -> bool,
    ) -> Result<&mut Self, HexGridError> {
        self.check_radius(radius)?;
        hexagon_in_domain(center, radius)?;
        self.run_plane(center, radius, cone, blocking);
        Ok(self)
    }

    /// [`HexGridError::RadiusTooLarge`] past [`Fov::MAX_RADIUS`].
    fn check_radius(&self, radius: u32) -> Result<(), HexGridError> {
        if radius > Self::MAX_RADIUS {
            return Err(HexGridError::RadiusTooLarge {
                radius,
                max: Self::MAX_RADIUS,
            });
        }
        Ok(())
    }

    /// The walk on the plane, for a checked radius and a centre whose range is exact
    /// in `i32` (not necessarily inside the domain: see [`Fov::compute_on`]).
    fn run_plane(
        &mut self,
        center: Hex,
        radius: u32,
        cone: u8,
        mut blocking: impl FnMut(Hex) -> bool,
    ) {
        // A tree built for a larger radius holds this one's lines too, but its indices
        // are for the larger hexagon: rebuild on any change (radii rarely change).
        if self.built != Some(radius) {
            self.build(radius);
        }
        self.center = center;
        self.radius = radius;
        self.on_map = false;
        self.state.fill(0);
        let offsets = &self.offsets;
        let mut ask = |k: usize| center + offsets[k];
        let walk_args = (&self.nodes[..], &mut self.state[..], cone);
        // The whole range (the common case) needs no cone test per node.
        if cone == 0x3f {
            walk::<true>(walk_args, &mut ask, &mut blocking);
        } else {
            walk::<false>(walk_args, &mut ask, &mut blocking);
        }
    }

    /// Builds the line tree of `radius`: the line from the origin to every hex of the
    /// range (as [`crate::line_of_sight`] samples it), sorted so that lines sharing a
    /// start are adjacent, then merged.
    fn build(&mut self, radius: u32) {
        let len = range_len(radius) as usize;
        let n = i32::try_from(radius).unwrap_or(i32::MAX);
        self.offsets.clear();
        for r in -n..=n {
            for q in (-n).max(-r - n)..=n.min(-r + n) {
                self.offsets.push(Hex::new(q, r));
            }
        }
        // At most 12,481 hexes (radius 64), so every index fits u16 below ONE.
        let index =
            |h: Hex| hexagon_index(radius, i64::from(h.q), i64::from(h.r)).unwrap_or(0) as u16;
        // Each step as (hex, other hex of a tie or ONE), the pair in a fixed order so
        // that lines sharing a tie share its node.
        let step = |s: Sample| match s {
            Sample::One(h) => (index(h), ONE),
            Sample::Two(a, b) => (index(a).min(index(b)), index(a).max(index(b))),
        };
        let mut lines: Vec<Vec<(u16, u16)>> = self
            .offsets
            .iter()
            .map(|&h| {
                let (dq, dr) = (i64::from(h.q), i64::from(h.r));
                let n = steps(dq, dr);
                (0..=n)
                    .map(|i| step(sample(Hex::ORIGIN, dq, dr, n, i)))
                    .collect()
            })
            .collect();
        lines.sort_unstable();
        let wedges = |h: Hex| -> u8 {
            if h == Hex::ORIGIN {
                return 0x3f;
            }
            // A hex on a direction's ray lies in the two wedges beside it.
            let (i, _, b) = sector_of(i64::from(h.q), i64::from(h.r));
            let own = 1u8 << i;
            if b == 0 {
                own | (1 << ((i + 5) % 6))
            } else {
                own
            }
        };
        self.nodes.clear();
        let mut depths: Vec<usize> = Vec::new();
        let mut prev: &[(u16, u16)] = &[];
        for line in &lines {
            let shared = prev.iter().zip(line).take_while(|(a, b)| a == b).count();
            for (depth, &(index, alt)) in line.iter().enumerate().skip(shared) {
                self.nodes.push(Node {
                    index,
                    alt,
                    skip: 0,
                    end: 0,
                    below: 0,
                });
                depths.push(depth);
            }
            // Sorting puts a line before the lines it is a prefix of, so every line
            // adds at least its last hex, which is where it ends.
            // A line ends on its target hex, never on a tie.
            let last = self.nodes.len() - 1;
            let target = self.offsets[self.nodes[last].index as usize];
            self.nodes[last].end = wedges(target);
            prev = line;
        }
        // Subtree ends and cone masks, children before parents (reverse order).
        let count = self.nodes.len();
        let mut stack: Vec<usize> = Vec::new();
        for j in (0..count).rev() {
            // Nodes after j with greater depth, up to the first one not deeper, form its
            // subtree; the stack holds the nearest node of each depth seen so far.
            while let Some(&top) = stack.last() {
                if depths[top] > depths[j] {
                    stack.pop();
                } else {
                    break;
                }
            }
            self.nodes[j].skip = stack.last().map_or(count, |&t| t) as u32;
            let mut below = self.nodes[j].end;
            let mut c = j + 1;
            while c < self.nodes[j].skip as usize {
                below |= self.nodes[c].below & !LEAF;
                c = self.nodes[c].skip as usize;
            }
            if self.nodes[j].skip as usize == j + 1 {
                below |= LEAF;
            }
            self.nodes[j].below = below;
            stack.push(j);
        }
        self.state = alloc::vec![0; len];
        self.built = Some(radius);
    }
}

/// Walks the line tree once: marks the ends of the lines in `cone` as seen and skips
/// the subtree behind each blocked step. Node 0 is the centre, which never blocks;
/// nothing lies behind a leaf, so whether it blocks is never asked; a tie stops the
/// line only when both of its hexes block. `blocking` is asked once per hex at most.
fn walk<const FULL: bool>(
    (nodes, state, cone): (&[Node], &mut [u8], u8),
    hex_of: &mut impl FnMut(usize) -> Hex,
    blocking: &mut impl FnMut(Hex) -> bool,
) {
    let mut blocks = |k: usize, state: &mut [u8]| {
        let mut s = state[k];
        if s & ASKED == 0 {
            s |= ASKED | if blocking(hex_of(k)) { BLOCKS } else { 0 };
            state[k] = s;
        }
        s & BLOCKS != 0
    };
    let mut i = 0;
    while let Some(&node) = nodes.get(i) {
        if !FULL && node.below & cone == 0 {
            i = node.skip as usize;
            continue;
        }
        let k = usize::from(node.index);
        if (FULL && node.end != 0) || node.end & cone != 0 {
            state[k] |= SEEN;
        }
        let blocked = node.below & LEAF == 0
            && i > 0
            && blocks(k, state)
            && (node.alt == ONE || blocks(usize::from(node.alt), state));
        i = if blocked { node.skip as usize } else { i + 1 };
    }
}

/// Pushes `hex`, or [`HexGridError::AllocationFailed`] when there is no room.
fn push(seen: &mut Vec<Hex>, hex: Hex) -> Result<(), HexGridError> {
    if seen.len() == seen.capacity() {
        seen.try_reserve(seen.len().max(16))
            .map_err(|_| HexGridError::AllocationFailed {
                cells: seen.len().saturating_add(1),
            })?;
    }
    seen.push(hex);
    Ok(())
}

/// [`Fov::compute_on`] on a map smaller than the range: each map hex within
/// `radius` checks the lines to its nearest copies; the seen ones go to `seen`.
fn by_cells<M: HexTopology + ?Sized>(
    map: &M,
    start: Hex,
    radius: u32,
    blocks: &mut impl FnMut(Hex) -> bool,
    seen: &mut Vec<Hex>,
) -> Result<(), HexGridError> {
    for i in 0..map.len() {
        let Some(b) = map.coord_of(i) else { continue };
        if map.hex_distance(start, b) > radius {
            continue;
        }
        let mut clear = false;
        map.for_each_nearest_copy(start, b, |c| {
            clear = clear || crate::line_of_sight(start, c, &mut *blocks);
        });
        if clear {
            push(seen, b)?;
        }
    }
    Ok(())
}

/// [`Fov::compute_on`] past the line tree, on a map larger than the range: every
/// hex of the plane within `radius` of `start` that is a nearest copy of its map hex
/// checks its line; the seen map hexes go to `seen` (unsorted, maybe repeated).
fn by_range<M: HexTopology + ?Sized>(
    map: &M,
    start: Hex,
    radius: u32,
    blocks: &mut impl FnMut(Hex) -> bool,
    seen: &mut Vec<Hex>,
) -> Result<(), HexGridError> {
    let n = i64::from(radius);
    let (cq, cr) = (i64::from(start.q), i64::from(start.r));
    for dq in -n..=n {
        for dr in (-n).max(-dq - n)..=n.min(-dq + n) {
            let (Ok(q), Ok(r)) = (i32::try_from(cq + dq), i32::try_from(cr + dr)) else {
                continue;
            };
            let h = Hex::new(q, r);
            if !h.in_domain() {
                continue;
            }
            let Some(c) = map.canonical(h) else { continue };
            let d = start.distance(h);
            if d == map.hex_distance(start, h) && crate::line_of_sight(start, h, &mut *blocks) {
                push(seen, c)?;
            }
        }
    }
    Ok(())
}
