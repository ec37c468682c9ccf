//! Weave mazes: passages that cross under one another on the square grid.

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt::{self, Write};
use core::str::FromStr;

use floodfill::Topology;
use rand_core::Rng;

use crate::direction::Direction;
use crate::error::MazeError;
use crate::generate::guard::guard;
use crate::maze::Maze;
use crate::rng::{below, index};

/// A perfect maze on the square grid whose passages may cross: a tunnel runs under
/// a straight corridor cell, at right angles to it, and joins the two cells on
/// either side of it (the weave of *Mazes for Programmers*).
///
/// The surface passages are an ordinary [`Maze`]; a cell with a tunnel under it
/// ([`WeaveMaze::has_tunnel_under`]) is open on exactly the two sides across the
/// tunnel, and at most one tunnel passes under a cell. As a `floodfill`
/// [`Topology`] a cell's neighbours are the cells behind its open sides and at the
/// far ends of its tunnels, so [`DistanceMap`](crate::DistanceMap),
/// [`MazeStats`](crate::MazeStats) and paths follow the tunnels.
///
/// ```
/// use maze_gen::{DistanceMap, MazeStats, WeaveMaze};
///
/// let weave = WeaveMaze::from_seed(10, 10, 1)?;
/// assert!(weave.crossings() > 0);
/// // A spanning tree: surface passages and tunnels join 100 cells with 99 links.
/// assert_eq!(weave.maze().passage_count() + weave.crossings(), 99);
/// assert!(MazeStats::of(&weave)?.perfect);
/// let map = DistanceMap::from_start(&weave, 0)?;
/// assert_eq!(map.reached(), 100);
/// println!("{weave}"); // the `#` tile form, tunnels drawn as `-` and `|`
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RawWeave"))]
pub struct WeaveMaze {
    maze: Maze,
    under: Vec<bool>,
}

impl WeaveMaze {
    /// A weave maze by the recursive backtracker: from the current cell it may step
    /// to an unvisited neighbour, or tunnel under a neighbour that is a straight
    /// corridor across the way (with no tunnel under it yet) to the unvisited cell
    /// beyond, unless that would put two tunnels in line at the current cell; each
    /// option is equally likely. Sizes as for [`Maze::new`]. Finishes
    /// for every random source (see the crate's contract).
    pub fn from_rng<R: Rng + ?Sized>(
        width: usize,
        height: usize,
        rng: &mut R,
    ) -> Result<Self, MazeError> {
        let rng = &mut guard(rng, width.saturating_mul(height));
        let mut weave = WeaveMaze {
            maze: Maze::new(width, height)?,
            under: vec![false; width * height],
        };
        let start = index(rng, weave.maze.len());
        weave.maze.mark(start);
        // An explicit stack: no recursion, whatever the size.
        let mut stack = vec![start];
        while let Some(&cur) = stack.last() {
            let mut options = [(Direction::North, 0usize, None); 4];
            let mut n = 0;
            for d in Direction::ALL {
                if let Some((next, tunnel)) = weave.option(cur, d) {
                    options[n] = (d, next, tunnel);
                    n += 1;
                }
            }
            if n == 0 {
                stack.pop();
                continue;
            }
            let k = if n == 1 { 0 } else { below(rng, n as u32) };
            let (d, next, tunnel) = options[k as usize];
            match tunnel {
                Some(b) => weave.under[b] = true,
                None => weave.maze.carve_to(cur, next, d),
            }
            weave.maze.mark(next);
            stack.push(next);
        }
        weave.maze.clear_marks();
        Ok(weave)
    }

    /// The old name of [`WeaveMaze::from_rng`].
    #[deprecated(
        since = "0.1.0",
        note = "renamed `WeaveMaze::from_rng`, the workspace's word for a value drawn from a random source"
    )]
    pub fn generate<R: Rng + ?Sized>(
        width: usize,
        height: usize,
        rng: &mut R,
    ) -> Result<Self, MazeError> {
        WeaveMaze::from_rng(width, height, rng)
    }

    /// [`WeaveMaze::from_rng`] from a `u64` seed (PCG-32, see
    /// [`crate::rng::from_seed`]); the same seed gives the same maze forever.
    pub fn from_seed(width: usize, height: usize, seed: u64) -> Result<Self, MazeError> {
        WeaveMaze::from_rng(width, height, &mut crate::rng::from_seed(seed))
    }

    /// Where the backtracker at `cur` may go towards `d`: the unvisited neighbour
    /// (and no tunnel), or the unvisited cell beyond a neighbour it may tunnel
    /// under (and that neighbour).
    fn option(&self, cur: usize, d: Direction) -> Option<(usize, Option<usize>)> {
        let b = self.maze.step(cur, d)?;
        if !self.maze.is_marked(b) {
            return Some((b, None));
        }
        // No two tunnels in line at one cell: from a cell with a tunnel under it
        // the new one would leave through a side its own tunnel uses, and from the
        // end of a tunnel it would continue it. Either way the text form could not
        // tell them from one long tunnel.
        let in_line = self.under[cur] || self.tunnel_end(cur, d.opposite()).is_some();
        if in_line || self.under[b] || self.maze.passages(b) != across(d) {
            return None;
        }
        let c = self.maze.step(b, d).filter(|&c| !self.maze.is_marked(c))?;
        Some((c, Some(b)))
    }

    /// A weave maze from its parts, checked as the generator builds them: one
    /// flag per cell; a tunnel only under a straight corridor, at right angles to
    /// it, with a cell at both ends; no second tunnel in line under a tunnel's end
    /// or just past it (two tunnels in a row).
    fn checked(maze: Maze, under: Vec<bool>) -> Result<Self, MazeError> {
        let bad = |reason| MazeError::BadParameter {
            name: "under",
            reason,
        };
        if under.len() != maze.len() {
            return Err(bad("one tunnel flag per cell is needed"));
        }
        for b in (0..maze.len()).filter(|&b| under[b]) {
            let d = match maze.passages(b) {
                p if p == across(Direction::East) => Direction::East,
                p if p == across(Direction::South) => Direction::South,
                _ => return Err(bad("a tunnel passes under a cell that is not straight")),
            };
            for out in [d, d.opposite()] {
                let end = maze.step(b, out);
                let end = end.ok_or(bad("a tunnel leads through the outer wall"))?;
                // The next tunnel in line would start at `end` or just past it.
                let next = [Some(end), maze.step(end, out)];
                if next
                    .into_iter()
                    .flatten()
                    .any(|c| under[c] && maze.passages(c) == across(d))
                {
                    return Err(bad("two tunnels in a row"));
                }
            }
        }
        Ok(WeaveMaze { maze, under })
    }

    /// The surface passages (tunnels left out).
    #[must_use]
    pub fn maze(&self) -> &Maze {
        &self.maze
    }

    /// Whether a tunnel runs under the cell at `index` (`false` outside the maze).
    #[must_use]
    pub fn has_tunnel_under(&self, index: usize) -> bool {
        self.under.get(index).copied().unwrap_or(false)
    }

    /// The cell a tunnel leads to from the cell at `index` through its `dir` side
    /// (under the neighbour there), or `None`.
    #[must_use]
    pub fn tunnel_end(&self, index: usize, dir: Direction) -> Option<usize> {
        let b = self.maze.step(index, dir)?;
        if self.under[b] && self.maze.passages(b) == across(dir) {
            self.maze.step(b, dir)
        } else {
            None
        }
    }

    /// Number of crossings: cells with a tunnel under them.
    #[must_use]
    pub fn crossings(&self) -> usize {
        self.under.iter().filter(|&&u| u).count()
    }
}

/// The passage bits of a straight corridor at right angles to `d`.
fn across(d: Direction) -> u8 {
    match d {
        Direction::East | Direction::West => Direction::North.bit() | Direction::South.bit(),
        Direction::North | Direction::South => Direction::East.bit() | Direction::West.bit(),
    }
}

/// Cells are the dense indices `y * width + x`; a cell's neighbours are the cells
/// behind its open sides, then the far ends of its tunnels.
impl Topology for WeaveMaze {
    fn len(&self) -> usize {
        self.maze.len()
    }

    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        self.maze.open_neighbors(cell).for_each(&mut f);
        for d in Direction::ALL {
            if let Some(c) = self.tunnel_end(cell, d) {
                f(c);
            }
        }
    }

    /// Each side is an open passage, a tunnel's mouth or a wall.
    fn max_degree(&self) -> usize {
        4
    }
}

/// The tile form of [`Maze`]'s `Display`, with the two wall tiles beside a cell
/// that has a tunnel under it drawn as `-` (a tunnel running east–west) or `|`
/// (north–south), and a cell reached by a tunnel alone drawn as floor.
impl fmt::Display for WeaveMaze {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let m = &self.maze;
        for ty in 0..m.tile_height() {
            if ty > 0 {
                f.write_char('\n')?;
            }
            for tx in 0..m.tile_width() {
                let tile = match self.tunnel_tile(tx, ty) {
                    Some(c) => c,
                    None if m.tile_is_wall(tx, ty) && !self.tunnel_mouth(tx, ty) => '#',
                    None => ' ',
                };
                f.write_char(tile)?;
            }
        }
        Ok(())
    }
}

impl WeaveMaze {
    /// Whether `(tx, ty)` is the centre of a cell whose only way out is a tunnel:
    /// floor, where the surface maze alone would draw solid rock.
    fn tunnel_mouth(&self, tx: usize, ty: usize) -> bool {
        let cell = (ty / 2) * self.maze.width() + tx / 2;
        tx % 2 == 1
            && ty % 2 == 1
            && Direction::ALL
                .into_iter()
                .any(|d| self.tunnel_end(cell, d).is_some())
    }

    /// The tunnel drawn on side tile `(tx, ty)`, if a tunnel passes through it.
    fn tunnel_tile(&self, tx: usize, ty: usize) -> Option<char> {
        let m = &self.maze;
        let (x, y) = (tx / 2, ty / 2);
        let (cells, ch) = match (tx % 2, ty % 2) {
            // The side between (x - 1, y) and (x, y).
            (0, 1) if tx > 0 && x < m.width() => ([y * m.width() + x - 1, y * m.width() + x], '-'),
            // The side between (x, y - 1) and (x, y).
            (1, 0) if ty > 0 && y < m.height() => {
                ([(y - 1) * m.width() + x, y * m.width() + x], '|')
            }
            _ => return None,
        };
        let axis = if ch == '-' {
            Direction::East
        } else {
            Direction::South
        };
        cells
            .iter()
            .any(|&c| self.under[c] && m.passages(c) == across(axis))
            .then_some(ch)
    }
}

/// Reads the text `Display` prints: the tile form of [`Maze`]'s `FromStr`, where
/// a cell whose two walls across one axis are both `-` (east and west of it) or
/// both `|` (north and south) has a tunnel under it, and a cell reached by a
/// tunnel alone has a floor centre. The text must be exactly what the maze it
/// describes prints (up to `.` for floor and `#` on an open inner corner).
///
/// ```
/// use maze_gen::WeaveMaze;
///
/// let weave = WeaveMaze::from_seed(8, 6, 3)?;
/// assert_eq!(weave.to_string().parse::<WeaveMaze>()?, weave);
/// // A corridor north to south, and a tunnel under it from west to east.
/// let text = "#######\n### ###\n### ###\n# - - #\n### ###\n### ###\n#######";
/// let cross: WeaveMaze = text.parse()?;
/// assert!(cross.has_tunnel_under(4));
/// assert_eq!(cross.to_string(), text);
/// # Ok::<(), maze_gen::MazeError>(())
/// ```
impl FromStr for WeaveMaze {
    type Err = MazeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.strip_suffix('\n').unwrap_or(s);
        let s = s.strip_suffix('\r').unwrap_or(s);
        let grid: Vec<Vec<char>> = s
            .lines()
            .map(|l| l.chars().map(|c| if c == '.' { ' ' } else { c }).collect())
            .collect();
        let tile = |tx: usize, ty: usize| grid.get(ty).and_then(|l| l.get(tx)).copied();
        let tunnel = |c| c == Some('-') || c == Some('|');
        // The surface alone: tunnels become walls, and a cell reached by a tunnel
        // alone becomes rock, as `Maze` prints a cell with no open side.
        let mut surface = String::with_capacity(s.len());
        for (ty, line) in grid.iter().enumerate() {
            if ty > 0 {
                surface.push('\n');
            }
            for (tx, &c) in line.iter().enumerate() {
                let centre = tx % 2 == 1 && ty % 2 == 1;
                let shut = |t: Option<char>| t.is_some_and(|t| t == '#' || tunnel(Some(t)));
                let mouth = centre
                    && c == ' '
                    && shut(tile(tx - 1, ty))
                    && shut(tile(tx + 1, ty))
                    && shut(tile(tx, ty - 1))
                    && shut(tile(tx, ty + 1));
                surface.push(if tunnel(Some(c)) || mouth { '#' } else { c });
            }
        }
        let maze: Maze = surface.parse()?;
        let width = maze.width();
        let under = (0..maze.len())
            .map(|i| {
                let (tx, ty) = (2 * (i % width) + 1, 2 * (i / width) + 1);
                (tile(tx - 1, ty) == Some('-') && tile(tx + 1, ty) == Some('-'))
                    || (tile(tx, ty - 1) == Some('|') && tile(tx, ty + 1) == Some('|'))
            })
            .collect();
        let weave = WeaveMaze::checked(maze, under)?;
        // Whatever the reading above skipped over (a stray `-`, a floor centre
        // that no tunnel reaches) shows up as a difference from the printout.
        let printed = weave.to_string();
        for (ty, line) in printed.lines().enumerate() {
            for (tx, c) in line.chars().enumerate() {
                let corner = tx % 2 == 0 && ty % 2 == 0;
                if tile(tx, ty) != Some(c) && !(corner && c == ' ') {
                    return Err(MazeError::Parse {
                        line: ty + 1,
                        column: tx + 1,
                        reason: "not what the maze it describes prints",
                    });
                }
            }
        }
        Ok(weave)
    }
}

/// The serialised fields of a [`WeaveMaze`], checked before they become one.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct RawWeave {
    maze: Maze,
    under: Vec<bool>,
}

#[cfg(feature = "serde")]
impl TryFrom<RawWeave> for WeaveMaze {
    type Error = MazeError;

    fn try_from(raw: RawWeave) -> Result<Self, MazeError> {
        WeaveMaze::checked(raw.maze, raw.under)
    }
}
