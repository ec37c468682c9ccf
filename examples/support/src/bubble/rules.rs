//! Bubble-shooter rules: the worked recipe behind `examples/bubble_shooter.rs`, kept
//! in small functions that `tests/bubble_shooter_rules.rs` drives.
//!
//! - the board is hexgrid's `OffsetGrid<Option<Colour>>`, row 0 against the ceiling;
//! - geometry is hexgrid's bubble `Layout` (bubble diameter 1, so one unit is one
//!   bubble), and a moving bubble snaps to a cell by pixel -> hex cube rounding;
//! - traversal is floodfill's: `fill_equal` finds the same-colour cluster of the
//!   bubble that just landed, `not_reached` the bubbles no longer held by the ceiling.

use floodfill::{Filler, FloodError, HexGrid};
use hexgrid::{Direction, Layout, OffsetCoord, OffsetGrid, Point};

/// A bubble colour, `0..colours`.
pub type Colour = u8;
/// The board: `None` is an empty cell.
pub type Board = OffsetGrid<Option<Colour>>;

/// A cluster of at least this many bubbles of one colour pops.
pub const MIN_CLUSTER: usize = 3;
/// Points per popped bubble.
pub const POP_POINTS: u32 = 10;
/// Points per bubble dropped because nothing held it to the ceiling.
pub const DROP_POINTS: u32 = 20;
/// A flying bubble touches a resting one when their centres are closer than this
/// (slightly under one diameter, so grazing shots slip past as players expect).
pub const TOUCH: f64 = 0.85;
/// Distance a bubble moves per simulation step, in diameters.
const STEP: f64 = 0.05;
/// Flight cut-off: far more steps than any shot needs, so a bad angle cannot loop.
const MAX_STEPS: usize = 100_000;

/// The pixel layout of `board` as it stands: it depends on which rows are shifted,
/// which flips each time a ceiling row is pushed.
pub fn layout(board: &Board) -> Layout {
    Layout::bubble_board(1.0, board.layout(), Point::new(0.0, 0.0))
        .expect("a bubble diameter of 1 is a valid layout")
}

/// Width of the playfield: `cols` bubbles plus the half a shifted row sticks out.
pub fn field_width(board: &Board) -> f64 {
    board.cols() as f64 + 0.5
}

/// Where shots start: centred, one row below the board.
pub fn launcher(board: &Board) -> Point {
    let row_height = 3f64.sqrt() / 2.0;
    Point::new(
        field_width(board) / 2.0,
        0.5 + board.rows() as f64 * row_height,
    )
}

/// Centre of the cell at `c`.
pub fn centre(board: &Board, c: OffsetCoord) -> Point {
    layout(board).offset_to_pixel(board.layout(), c)
}

fn distance(a: Point, b: Point) -> f64 {
    (a.x - b.x).hypot(a.y - b.y)
}

/// The cell containing `p` and its six neighbours (some may be off the board).
fn cell_and_neighbours(board: &Board, p: Point) -> [OffsetCoord; 7] {
    let offset_layout = board.layout();
    let c = layout(board).pixel_to_offset(offset_layout, p);
    let mut around = [c; 7];
    for (slot, dir) in around[1..].iter_mut().zip(Direction::ALL) {
        *slot = offset_layout.neighbor(c, dir);
    }
    around
}

/// Whether a bubble centred at `p` touches a resting bubble.
pub fn touches_bubble(board: &Board, p: Point) -> bool {
    cell_and_neighbours(board, p)
        .into_iter()
        .any(|c| matches!(board.get(c), Some(Some(_))) && distance(centre(board, c), p) < TOUCH)
}

/// Flies a bubble from `from` at `angle_degrees` (0 = right, 90 = straight up; clamped
/// to 10..=170 so every shot climbs), reflecting off the side walls, until it reaches
/// the ceiling or touches a bubble. Returns where its centre stopped.
pub fn flight(board: &Board, from: Point, angle_degrees: f64) -> Point {
    flight_path(board, from, angle_degrees, |_| {})
}

/// [`flight`], handing every point the bubble's centre passes to `visit` (a screen
/// draws the path from them).
pub fn flight_path(
    board: &Board,
    from: Point,
    angle_degrees: f64,
    mut visit: impl FnMut(Point),
) -> Point {
    let angle = angle_degrees.clamp(10.0, 170.0).to_radians();
    let (mut dx, dy) = (angle.cos() * STEP, -angle.sin() * STEP);
    let (left, right) = (0.5, field_width(board) - 0.5);
    let mut p = from;
    for _ in 0..MAX_STEPS {
        if p.y <= 0.5 {
            return Point::new(p.x, 0.5);
        }
        if touches_bubble(board, p) {
            return p;
        }
        visit(p);
        p.x += dx;
        p.y += dy;
        // Mirror the overshoot back into the field.
        if p.x < left {
            p.x = 2.0 * left - p.x;
            dx = -dx;
        } else if p.x > right {
            p.x = 2.0 * right - p.x;
            dx = -dx;
        }
    }
    p
}

/// The free cell a bubble stopped at `p` settles in: the cell under `p` (pixel -> hex
/// snap) or, if that is taken or off the board, the nearest free neighbour. `None` if
/// there is none (the bubble is below the board).
pub fn landing_cell(board: &Board, p: Point) -> Option<OffsetCoord> {
    cell_and_neighbours(board, p)
        .into_iter()
        .filter(|&c| matches!(board.get(c), Some(None)))
        .min_by(|&a, &b| distance(centre(board, a), p).total_cmp(&distance(centre(board, b), p)))
}

/// Pops the same-colour cluster containing `cell` if it has at least
/// [`MIN_CLUSTER`] bubbles. Returns the cells that popped (none if it was smaller).
pub fn pop_cluster(
    filler: &mut Filler,
    topology: &HexGrid,
    board: &mut Board,
    cell: usize,
) -> Result<Vec<usize>, FloodError> {
    if !matches!(board.as_slice().get(cell), Some(Some(_))) {
        return Ok(Vec::new());
    }
    let cluster: Vec<usize> = filler
        .fill_equal(topology, board.as_slice(), cell)?
        .cells()
        .collect();
    if cluster.len() < MIN_CLUSTER {
        return Ok(Vec::new());
    }
    let cells = board.as_mut_slice();
    for &c in &cluster {
        cells[c] = None;
    }
    Ok(cluster)
}

/// Drops every bubble no longer connected to the ceiling: fill from every row-0 cell
/// through occupied cells, and whatever is occupied but not reached falls. Returns
/// the cells that fell.
pub fn drop_floating(
    filler: &mut Filler,
    topology: &HexGrid,
    board: &mut Board,
) -> Result<Vec<usize>, FloodError> {
    let cells = board.as_slice();
    let falling: Vec<usize> = filler
        .not_reached(topology, 0..board.cols(), |c| cells[c].is_some())?
        .collect();
    let cells = board.as_mut_slice();
    for &c in &falling {
        cells[c] = None;
    }
    Ok(falling)
}

/// Whether a bubble sits on or below row `loss_row`.
pub fn crossed_loss_line(board: &Board, loss_row: usize) -> bool {
    board
        .as_slice()
        .iter()
        .skip(loss_row.saturating_mul(board.cols()))
        .any(Option::is_some)
}

/// What one shot did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shot {
    /// Where the bubble settled (`None`: it found no free cell).
    pub landed: Option<OffsetCoord>,
    /// The cells popped with it (the bubble's own among them).
    pub popped: Vec<usize>,
    /// The cells whose bubbles fell afterwards.
    pub dropped: Vec<usize>,
}

/// A game in progress.
#[derive(Debug, Clone)]
pub struct Game {
    /// The board.
    pub board: Board,
    /// Points so far.
    pub score: u32,
    /// Shots fired so far.
    pub shots: u32,
    /// Set once a bubble crosses the loss line.
    pub over: bool,
    filler: Filler,
}

impl Game {
    /// A game on `board`.
    pub fn new(board: Board) -> Self {
        Game {
            board,
            score: 0,
            shots: 0,
            over: false,
            filler: Filler::new(),
        }
    }

    /// The last row a bubble may rest on.
    pub fn loss_row(&self) -> usize {
        self.board.rows() - 1
    }

    /// Fires a bubble of `colour` at `angle_degrees`: flight, landing, popping,
    /// dropping, scoring and the loss test, in the order of the rules.
    pub fn fire(&mut self, angle_degrees: f64, colour: Colour) -> Shot {
        self.shots += 1;
        let stop = flight(&self.board, launcher(&self.board), angle_degrees);
        let mut shot = Shot {
            landed: landing_cell(&self.board, stop),
            popped: Vec::new(),
            dropped: Vec::new(),
        };
        let Some(c) = shot.landed else {
            self.over = true;
            return shot;
        };
        // The topology follows the board's current layout (it flips on every push).
        let topology = HexGrid::of(&self.board).expect("a board is a valid topology");
        let cell = self
            .board
            .cell_of(c)
            .expect("landing cells lie on the board");
        self.board.as_mut_slice()[cell] = Some(colour);
        shot.popped = pop_cluster(&mut self.filler, &topology, &mut self.board, cell)
            .expect("the landing cell is on the board");
        if !shot.popped.is_empty() {
            shot.dropped = drop_floating(&mut self.filler, &topology, &mut self.board)
                .expect("ceiling cells are on the board");
        }
        self.score +=
            POP_POINTS * shot.popped.len() as u32 + DROP_POINTS * shot.dropped.len() as u32;
        self.over = crossed_loss_line(&self.board, self.loss_row());
        shot
    }

    /// Pushes a new ceiling row holding `row` (left to right); the bottom row leaves
    /// the board, and if it held a bubble, or the push brought one onto the loss line,
    /// the game is over.
    pub fn push_ceiling(&mut self, row: impl IntoIterator<Item = Option<Colour>>) {
        let dropped = self.board.push_row_top(None);
        for (slot, value) in self.board.as_mut_slice().iter_mut().zip(row) {
            *slot = value;
        }
        if dropped.iter().any(Option::is_some) || crossed_loss_line(&self.board, self.loss_row()) {
            self.over = true;
        }
    }

    /// The colours still on the board, as a bit set (bit `k` for colour `k`).
    pub fn colours_left(&self) -> u32 {
        self.board
            .as_slice()
            .iter()
            .flatten()
            .fold(0, |set, &k| set | 1 << k)
    }

    /// Whether the board is empty (the player cleared it).
    pub fn cleared(&self) -> bool {
        self.board.as_slice().iter().all(Option::is_none)
    }
}

/// Letters for colours 0..5 and the empty cell.
pub fn glyph(cell: &Option<Colour>) -> char {
    match cell {
        None => '.',
        Some(k) => *b"RGBYP".get(usize::from(*k)).unwrap_or(&b'?') as char,
    }
}
