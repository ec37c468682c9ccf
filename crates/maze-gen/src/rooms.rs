//! Rooms: rectangular halls carved into a maze and joined to it by doors.

use alloc::vec;
use alloc::vec::Vec;
use rand_core::Rng;

use crate::direction::Direction;
use crate::error::MazeError;
use crate::generate::guard::guard;
use crate::generate::union_find::UnionFind;
use crate::maze::Maze;
use crate::rng::{below, chance, shuffle};

/// A rectangular hall of cells: columns `x..x + width`, rows `y..y + height`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Room {
    /// Left column.
    pub x: usize,
    /// Top row.
    pub y: usize,
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
}

impl Room {
    /// Whether the cell `(x, y)` is inside the room. Exact for every field value
    /// (no overflow near `usize::MAX`), so a loaded room is safe to ask.
    #[must_use]
    pub fn contains(&self, x: usize, y: usize) -> bool {
        x >= self.x && x - self.x < self.width && y >= self.y && y - self.y < self.height
    }
}

/// How many rooms to carve and how big.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RoomOptions {
    /// Rooms to place.
    pub count: usize,
    /// Smallest side, in cells (at least 1).
    pub min_side: usize,
    /// Largest side, in cells (at least `min_side`).
    pub max_side: usize,
    /// Chance (0..=100) of keeping a door that is not needed for connectivity.
    pub extra_door_percent: u8,
}

impl Default for RoomOptions {
    fn default() -> Self {
        RoomOptions {
            count: 3,
            min_side: 2,
            max_side: 4,
            extra_door_percent: 10,
        }
    }
}

/// Placement attempts per room before giving up.
const ATTEMPTS_PER_ROOM: usize = 64;

impl Maze {
    /// Carves `options.count` rectangular halls (no two touching) and joins them to
    /// the maze. Inside a room every side is open. On a room's border the passages
    /// the maze had are thinned to doors: they are taken in random order and one is
    /// kept only when it joins parts not yet joined (a union-find decides), or by the
    /// `extra_door_percent` chance. A connected maze therefore stays connected, and
    /// each room gets as few doors as connectivity needs plus a few extra.
    ///
    /// Errors ([`MazeError::RoomsDoNotFit`]) when a room cannot be as small as
    /// `min_side` in this maze, or when the rooms could not be placed apart within a
    /// fixed number of attempts; [`MazeError::BadParameter`] for `min_side == 0` or
    /// `max_side < min_side`. On error the maze is unchanged.
    ///
    /// ```
    /// use maze_gen::{Algorithm, Maze, RoomOptions};
    ///
    /// let mut maze = Maze::from_seed(Algorithm::Kruskal, 20, 12, 1)?;
    /// let rooms = maze.add_rooms(&RoomOptions::default(), &mut maze_gen::rng::from_seed(1))?;
    /// assert_eq!(rooms.len(), 3);
    /// # Ok::<(), maze_gen::MazeError>(())
    /// ```
    pub fn add_rooms<R: Rng + ?Sized>(
        &mut self,
        options: &RoomOptions,
        rng: &mut R,
    ) -> Result<Vec<Room>, MazeError> {
        let rng = &mut guard(rng, self.len());
        let rooms = self.place_rooms(options, rng)?;
        if rooms.is_empty() {
            return Ok(rooms);
        }
        let (w, n) = (self.width(), self.len());
        // room_of[i]: 1 + the room holding cell i, or 0.
        let mut room_of = vec![0u32; n];
        for (k, r) in rooms.iter().enumerate() {
            for y in r.y..r.y + r.height {
                for x in r.x..r.x + r.width {
                    room_of[y * w + x] = k as u32 + 1;
                }
            }
        }
        let mut sets = UnionFind::new(n);
        let mut doors: Vec<(u32, Direction)> = Vec::new();
        for i in 0..n {
            for dir in [Direction::East, Direction::South] {
                let Some(j) = self.step(i, dir) else { continue };
                let inside = room_of[i] != 0 && room_of[i] == room_of[j];
                if inside {
                    self.carve_to(i, j, dir);
                    sets.union(i, j);
                } else if self.passages(i) & dir.bit() != 0 {
                    if room_of[i] != room_of[j] {
                        doors.push((i as u32, dir));
                    } else {
                        sets.union(i, j);
                    }
                }
            }
        }
        shuffle(rng, &mut doors);
        let extra = (u64::from(options.extra_door_percent.min(100)) << 32) / 100;
        for (i, dir) in doors {
            let i = i as usize;
            let j = self.step(i, dir).expect("doors join two cells");
            if !sets.union(i, j) && !chance(rng, extra) {
                self.wall_up(i, dir);
            }
        }
        Ok(rooms)
    }

    fn place_rooms<R: Rng + ?Sized>(
        &self,
        options: &RoomOptions,
        rng: &mut R,
    ) -> Result<Vec<Room>, MazeError> {
        let o = options;
        if o.min_side == 0 || o.max_side < o.min_side {
            return Err(MazeError::BadParameter {
                name: "rooms",
                reason: "need 1 <= min_side <= max_side",
            });
        }
        let (w, h) = (self.width(), self.height());
        let no_fit = MazeError::RoomsDoNotFit {
            count: o.count,
            min_side: o.min_side,
            max_side: o.max_side,
            width: w,
            height: h,
        };
        if o.count == 0 {
            return Ok(Vec::new());
        }
        // Rooms that do not touch each claim (side + 1)^2 cells of the grid padded
        // by one row and column: more than that cannot fit, whatever the attempts.
        let claim = o
            .min_side
            .saturating_add(1)
            .saturating_mul(o.min_side.saturating_add(1));
        if o.min_side > w || o.min_side > h || o.count.saturating_mul(claim) > (w + 1) * (h + 1) {
            return Err(no_fit);
        }
        let side = |rng: &mut R, limit: usize| {
            let hi = o.max_side.min(limit);
            o.min_side + below(rng, (hi - o.min_side + 1) as u32) as usize
        };
        let mut rooms: Vec<Room> = Vec::with_capacity(o.count);
        // Cells of placed rooms: a candidate is checked against its own area plus a
        // one-cell margin, so each attempt costs O(side^2) however many rooms exist.
        let mut taken = vec![false; w * h];
        for _ in 0..o.count.saturating_mul(ATTEMPTS_PER_ROOM) {
            if rooms.len() == o.count {
                break;
            }
            let (rw, rh) = (side(rng, w), side(rng, h));
            let x = below(rng, (w - rw + 1) as u32) as usize;
            let y = below(rng, (h - rh + 1) as u32) as usize;
            let room = Room {
                x,
                y,
                width: rw,
                height: rh,
            };
            let (x0, y0) = (x.saturating_sub(1), y.saturating_sub(1));
            let (x1, y1) = ((x + rw + 1).min(w), (y + rh + 1).min(h));
            let free = (y0..y1).all(|yy| !taken[yy * w + x0..yy * w + x1].contains(&true));
            if free {
                for yy in y..y + rh {
                    taken[yy * w + x..yy * w + x + rw].fill(true);
                }
                rooms.push(room);
            }
        }
        if rooms.len() < o.count {
            return Err(no_fit);
        }
        Ok(rooms)
    }
}
