//! Mazes as pictures: every board kind of maze-gen, its start and goal, the enemies
//! and items the text output places, and on request the shortest path between start
//! and goal, with a legend under the maze.
//!
//! The picture stays light on a board of a million cells: one path per layer (the
//! floor, rock, the walls, the seams, the path, the crossings), each in compact
//! relative path data, and on square boards a run of walls along one grid line is
//! one filled bar (class `wall-bar`: the rectangle a stroke of the wall's width
//! with square caps would cover). What a test needs to read it back lies in the geometry: a square
//! board's cells sit at `margin + cell size * (x, y)` (the margin is `MARGIN` unless
//! the start and goal dots of a large maze need more), a hex board's floor holds one
//! hexagon per usable cell in cell order, a polar board's rings are one cell size
//! deep; the start, the goal, enemies and items carry their cell (`data-cell`). A
//! levels board's floors are square boards side by side, each in a group `level`
//! with its `data-floor` (from 1), its cells from its floor rectangle's top left
//! corner; a stair's mark and a ring where the path takes a stair carry their cell.

use std::f64::consts::{PI, TAU};

use banmen::floodfill::{HexGrid, SquareGrid, Topology};
use banmen::maze_gen::{
    Cell, Direction, DistanceMap, Levels, Maze, PolarGrid, Square, TorusGrid, TriangleGrid,
    UpsilonGrid, WeaveMaze,
};

use super::hexes::HexFrame;
use super::hexgrid::{Direction as HexDirection, Hex};
use super::svg::{LEGEND_STYLE, Legend, PathData, Svg, Swatch, Tag, Xy, num};

/// Side of a square cell and depth of a polar ring when the maze is small; a large
/// maze gets smaller cells (see [`default_cell_size`]).
pub const CELL: f64 = 24.0;
/// Blank space around the maze.
pub const MARGIN: f64 = 12.0;
/// The picture's longer side that the default cell size aims at.
const TARGET_SIDE: f64 = 2400.0;

const STYLE: &str = "\
.floor{fill:#fdfcf7}.rock{fill:#5b5347}\
.wall{stroke:#1e1b16;stroke-width:var(--wall);stroke-linecap:square;fill:none}\
.wall-bar{fill:#1e1b16}\
.seam{stroke:#3c8dbc;stroke-width:var(--thin);stroke-dasharray:var(--dash);fill:none}\
.tunnel{fill:#c9bfad}\
.tunnel-wall{stroke:#1e1b16;stroke-width:var(--thin);fill:none}\
.deck{fill:#fdfcf7}\
.bridge{stroke:#1e1b16;stroke-width:var(--wall);stroke-linecap:butt;fill:none}\
.step{stroke:#d9480f;stroke-width:var(--step);stroke-linecap:round;stroke-linejoin:round;fill:none}\
.link{fill:#ffffff;stroke:#d9480f;stroke-width:var(--thin)}\
.link-label{font-family:sans-serif;font-weight:bold;fill:#d9480f;text-anchor:middle;dominant-baseline:central}\
.start{fill:#1c7ed6}.goal{fill:#2f9e44}.enemy{fill:#c92a2a}.item{fill:#e8a200}\
.mark{stroke:#ffffff;stroke-width:var(--thin)}\
.stair{stroke:#ffffff;stroke-width:var(--thin)}\
.stair-up{fill:#7048e8}.stair-down{fill:#0c8599}.stair-both{fill:#ae3ec9}\
.level-title{font-family:sans-serif;font-weight:bold;fill:#1e1b16;text-anchor:middle}";

/// What to draw besides the maze.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The shortest path from S to G.
    pub solve: bool,
    /// Side of a square cell (depth of a ring, twice a hex's corner radius less a
    /// little); `None` for [`default_cell_size`].
    pub cell_size: Option<f64>,
    /// Cells marked E.
    pub enemies: Vec<usize>,
    /// Cells marked i.
    pub items: Vec<usize>,
}

/// The cell size for a board `cells` cells across at its widest: 24 up to 100
/// cells, then smaller so the picture stays near 2400 units, never under 4.
pub fn default_cell_size(cells: usize) -> f64 {
    (TARGET_SIDE / cells.max(1) as f64).floor().clamp(4.0, CELL)
}

/// The width of a wall for the cell size `c`.
fn wall_width(c: f64) -> f64 {
    (c / 10.0).clamp(1.0, 2.5)
}

/// The style sheet, its stroke widths following the cell size `c`.
fn style(c: f64) -> String {
    let wall = num(wall_width(c));
    let thin = num((c / 16.0).clamp(0.5, 1.5));
    let step = num((c / 8.0).clamp(1.0, 3.0));
    let dash = num((c / 8.0).clamp(1.0, 3.0));
    let sheet = STYLE
        .replace("var(--wall)", &wall)
        .replace("var(--thin)", &thin)
        .replace("var(--step)", &step)
        .replace("var(--dash)", &format!("{dash} {dash}"));
    format!("{sheet}{LEGEND_STYLE}")
}

/// A square maze, the marks of `options` on it.
pub fn square(maze: &Maze, options: &Options) -> Svg {
    let grid = SquareFamily::new(maze.width(), maze.height(), options);
    grid.draw(maze, &|_| true, Kind::Plain, options)
}

/// A square grid shaped by a mask.
pub fn masked(maze: &Maze<SquareGrid>, options: &Options) -> Svg {
    let g = maze.board().topology();
    let grid = SquareFamily::new(g.width(), g.height(), options);
    grid.draw(maze, &|c| maze.board().is_usable(c), Kind::Plain, options)
}

/// A torus, unwrapped: the rectangle with its seams, open ones dashed; where the
/// path goes through a seam, a numbered ring on each side links its two ends.
pub fn torus(maze: &Maze<TorusGrid>, options: &Options) -> Svg {
    let g = maze.board().topology();
    let grid = SquareFamily::new(g.width(), g.height(), options);
    grid.draw(maze, &|_| true, Kind::Torus, options)
}

/// A weave maze: each crossing drawn as a deck over a shaded tunnel, the path under
/// the deck where it goes through the tunnel.
pub fn weave(maze: &WeaveMaze, options: &Options) -> Svg {
    let m = maze.maze();
    let grid = SquareFamily::new(m.width(), m.height(), options);
    grid.draw(maze, &|_| true, Kind::Weave(maze), options)
}

/// A multi-floor maze: its floors side by side, floor 1 on the left, each drawn as
/// the square maze it is under its title, each cell with an open stair marked (a
/// triangle up, a triangle down, a diamond for both); where the path takes a stair,
/// a numbered ring at each end links the two floors.
pub fn levels(maze: &Maze<Levels<Square>>, options: &Options) -> Svg {
    let levels = maze.board().topology();
    let (w, h) = (levels.floor_board().width(), levels.floor_board().height());
    let (n, floors) = (w * h, levels.floors());
    // The default size looks at the whole row of floors, so it stays near the
    // picture's target side however many floors there are.
    let c = options
        .cell_size
        .unwrap_or_else(|| default_cell_size((w * floors).max(h)));
    let one = SquareFamily::with_cell(w, h, c);
    let (block, board) = one.size();
    let title = (0.8 * c).max(14.0);
    let grids: Vec<SquareFamily> = (0..floors)
        .map(|f| SquareFamily {
            o: (f as f64 * block, title),
            ..SquareFamily::with_cell(w, h, c)
        })
        .collect();
    let width = block * floors as f64;
    let board_height = title + board;
    let centre = |cell: usize| {
        let (f, inner) = levels.coords(cell)?;
        Some(grids[f].centre(inner))
    };
    let stair = |cell: usize| {
        let (f, _) = levels.coords(cell)?;
        let up = f + 1 < floors && maze.is_open(cell, cell + n);
        let down = f > 0 && maze.is_open(cell, cell - n);
        match (up, down) {
            (true, true) => Some(Stair::Both),
            (true, false) => Some(Stair::Up),
            (false, true) => Some(Stair::Down),
            (false, false) => None,
        }
    };

    let (start, path) = solution(maze);
    let goal = path.last().copied().unwrap_or(start);
    let mut steps = PathData::new();
    let mut links: Vec<(usize, usize)> = Vec::new();
    if options.solve {
        for pair in path.windows(2) {
            let (Some((fa, _)), Some((fb, _))) = (levels.coords(pair[0]), levels.coords(pair[1]))
            else {
                continue;
            };
            if fa == fb {
                if let (Some(p), Some(q)) = (centre(pair[0]), centre(pair[1])) {
                    steps.segment(p, q);
                }
            } else {
                links.push((pair[0], pair[1]));
            }
        }
    }
    let kinds: Vec<Stair> = (0..maze.len()).filter_map(stair).collect();

    let mut legend = Legend::new(width);
    legend.entry(Swatch::Dot("start mark", "S"), "start");
    legend.entry(Swatch::Dot("goal mark", "G"), "goal (farthest from S)");
    legend.entry(Swatch::Bar("wall-bar", wall_width(c)), "wall");
    let rock = |cell: usize| maze.len() > 1 && !has_passage(maze, cell);
    if (0..maze.len()).any(rock) {
        legend.entry(Swatch::Fill(vec!["rock"]), "rock (no passage)");
    }
    for kind in [Stair::Up, Stair::Down, Stair::Both] {
        if kinds.contains(&kind) {
            legend.entry(
                Swatch::Shape(kind.class(), kind.corners((0.5, 0.5), 0.5)),
                kind.meaning(),
            );
        }
    }
    if options.solve {
        legend.entry(Swatch::Line("step"), "shortest path");
    }
    if !links.is_empty() {
        legend.entry(
            Swatch::Dot("link", "1"),
            "the path takes the stair to the same number",
        );
    }

    let style = style(c);
    let mut svg = Svg::new(width, board_height + legend.height(width), &style);
    svg.group(Tag::new("g").attr("class", "maze"));
    for (f, grid) in grids.iter().enumerate() {
        let base = f * n;
        let floor = Floor { maze, base, n };
        svg.group(
            Tag::new("g")
                .attr("class", "level")
                .attr("data-floor", f + 1),
        );
        svg.text(
            Tag::new("text")
                .attr("class", "level-title")
                .num("x", grid.o.0 + block / 2.0)
                .num("y", title * 0.75)
                .num("font-size", title * 0.7),
            &format!("floor {}", f + 1),
        );
        let (walls, _) = grid.lines(&floor, &|_| true, Kind::Plain);
        svg.path("floor", &grid.runs(|_| true));
        svg.path("rock", &grid.runs(|inner| rock(base + inner)));
        svg.path("wall-bar", &walls);
        for inner in 0..n {
            if let Some(kind) = stair(base + inner) {
                svg.add(
                    Tag::new("polygon")
                        .attr("class", kind.class())
                        .attr("data-cell", base + inner)
                        .points(&kind.corners(grid.centre(inner), 0.34 * c)),
                );
            }
        }
        svg.end();
    }
    svg.path("step", &steps);
    draw_marks(&mut svg, &centre, start, goal, options, one.r);
    // A stair's ring sits in its cell's upper right corner, clear of the stair's
    // mark and of the path through the centre, and over S and G so its number
    // stays legible there.
    for (k, &(a, b)) in links.iter().enumerate() {
        let label = (k + 1).to_string();
        for cell in [a, b] {
            let Some(p) = centre(cell) else { continue };
            let at = (p.0 + 0.27 * c, p.1 - 0.27 * c);
            svg.add(
                Tag::new("circle")
                    .attr("class", "link")
                    .attr("data-cell", cell)
                    .num("cx", at.0)
                    .num("cy", at.1)
                    .num("r", 0.21 * c),
            );
            svg.text(
                Tag::new("text")
                    .attr("class", "link-label")
                    .num("x", at.0)
                    .num("y", at.1)
                    .num("font-size", 0.27 * c),
                &label,
            );
        }
    }
    svg.end();
    legend.draw(&mut svg, board_height);
    svg
}

/// The open stairs of a cell on a levels board.
#[derive(Clone, Copy, PartialEq)]
enum Stair {
    Up,
    Down,
    Both,
}

impl Stair {
    fn class(self) -> &'static str {
        match self {
            Stair::Up => "stair stair-up",
            Stair::Down => "stair stair-down",
            Stair::Both => "stair stair-both",
        }
    }

    fn meaning(self) -> &'static str {
        match self {
            Stair::Up => "stair up",
            Stair::Down => "stair down",
            Stair::Both => "stairs up and down",
        }
    }

    /// The mark's corners around `p`, `s` from it at the farthest: a triangle
    /// pointing up or down (its corners' mean at `p`), or a diamond.
    fn corners(self, p: Xy, s: f64) -> Vec<Xy> {
        let half = s * 0.87;
        match self {
            Stair::Up => vec![
                (p.0, p.1 - s),
                (p.0 + half, p.1 + s / 2.0),
                (p.0 - half, p.1 + s / 2.0),
            ],
            Stair::Down => vec![
                (p.0, p.1 + s),
                (p.0 - half, p.1 - s / 2.0),
                (p.0 + half, p.1 - s / 2.0),
            ],
            Stair::Both => vec![
                (p.0, p.1 - s),
                (p.0 + half, p.1),
                (p.0, p.1 + s),
                (p.0 - half, p.1),
            ],
        }
    }
}

/// One floor of a levels maze as a maze of its own: its cells `0..n` and the
/// passages between them, the stairs left out.
struct Floor<'a> {
    maze: &'a Maze<Levels<Square>>,
    base: usize,
    n: usize,
}

impl Topology for Floor<'_> {
    fn len(&self) -> usize {
        self.n
    }

    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        let range = self.base..self.base + self.n;
        self.maze.for_each_neighbor(self.base + cell, |j| {
            if range.contains(&j) {
                f(j - self.base);
            }
        });
    }

    fn max_degree(&self) -> usize {
        4
    }
}

/// The kind of square board.
#[derive(Clone, Copy)]
enum Kind<'a> {
    Plain,
    Torus,
    Weave(&'a WeaveMaze),
}

/// A `w x h` square grid laid out with cells of side `c`, its margin's top left
/// corner at `o` (one floor of a levels picture sits beside the others).
struct SquareFamily {
    w: usize,
    h: usize,
    c: f64,
    o: Xy,
    /// The blank space around the cells.
    m: f64,
    /// The start and goal dots' radius.
    r: f64,
}

/// Which line a side between two cells is drawn with.
#[derive(Clone, Copy, PartialEq)]
enum Line {
    None,
    Wall,
    Seam,
}

impl SquareFamily {
    fn new(w: usize, h: usize, options: &Options) -> SquareFamily {
        let c = options
            .cell_size
            .unwrap_or_else(|| default_cell_size(w.max(h)));
        SquareFamily::with_cell(w, h, c)
    }

    fn with_cell(w: usize, h: usize, c: f64) -> SquareFamily {
        let r = mark_radius(c, w.max(h) as f64 * c);
        SquareFamily {
            w,
            h,
            c,
            o: (0.0, 0.0),
            m: margin(r),
            r,
        }
    }

    /// The width and height the grid takes with its margin.
    fn size(&self) -> Xy {
        (
            2.0 * self.m + self.w as f64 * self.c,
            2.0 * self.m + self.h as f64 * self.c,
        )
    }

    fn corner(&self, x: usize, y: usize) -> Xy {
        (
            self.o.0 + self.m + x as f64 * self.c,
            self.o.1 + self.m + y as f64 * self.c,
        )
    }

    fn centre(&self, cell: usize) -> Xy {
        let (x, y) = (cell % self.w, cell / self.w);
        let p = self.corner(x, y);
        (p.0 + self.c / 2.0, p.1 + self.c / 2.0)
    }

    /// One rectangle per run of cells along a row for which `pick` holds.
    fn runs(&self, pick: impl Fn(usize) -> bool) -> PathData {
        let mut d = PathData::new();
        for y in 0..self.h {
            let mut x = 0;
            while x < self.w {
                if !pick(y * self.w + x) {
                    x += 1;
                    continue;
                }
                let from = x;
                while x < self.w && pick(y * self.w + x) {
                    x += 1;
                }
                let (p, q) = (self.corner(from, y), self.corner(x, y + 1));
                d.polygon(&[p, (q.0, p.1), q, (p.0, q.1)]);
            }
        }
        d
    }

    /// The line for the side between `a` and `b` (either missing past the board or
    /// on a masked cell); `wrapped` when the two meet across the torus's seam.
    fn side_line<T: Topology + ?Sized>(
        maze: &T,
        kind: Kind,
        a: Option<usize>,
        b: Option<usize>,
        wrapped: bool,
    ) -> Line {
        match (a, b) {
            (Some(a), Some(b)) => {
                let open =
                    joined(maze, a, b) || matches!(kind, Kind::Weave(w) if tunnel_side(w, a, b));
                match (open, wrapped) {
                    (true, true) => Line::Seam,
                    (true, false) => Line::None,
                    _ => Line::Wall,
                }
            }
            (None, None) => Line::None,
            _ => Line::Wall,
        }
    }

    /// Walls and seams: each run of walls along a grid line one filled bar (a
    /// browser fills a rectangle several times faster than it strokes a line, which
    /// is most of the time a million-cell maze takes to draw), each open seam side
    /// one dashed stroke.
    fn lines<T: Topology + ?Sized>(
        &self,
        maze: &T,
        usable: &dyn Fn(usize) -> bool,
        kind: Kind,
    ) -> (PathData, PathData) {
        let (w, h) = (self.w, self.h);
        let torus = matches!(kind, Kind::Torus);
        let cell = |x: usize, y: usize| Some(y * w + x).filter(|&c| usable(c));
        let mut walls = PathData::new();
        let mut seams = PathData::new();
        // Horizontal lines: the side north of row y (y = h: south of the last row).
        for y in 0..=h {
            let line = |x: usize| {
                if torus && (y == 0 || y == h) {
                    Self::side_line(maze, kind, cell(x, h - 1), cell(x, 0), true)
                } else {
                    let above = if y > 0 { cell(x, y - 1) } else { None };
                    let below = if y < h { cell(x, y) } else { None };
                    Self::side_line(maze, kind, above, below, false)
                }
            };
            self.stroke_runs(w, line, |x| self.corner(x, y), &mut walls, &mut seams);
        }
        // Vertical lines: the side west of column x.
        for x in 0..=w {
            let line = |y: usize| {
                if torus && (x == 0 || x == w) {
                    Self::side_line(maze, kind, cell(w - 1, y), cell(0, y), true)
                } else {
                    let left = if x > 0 { cell(x - 1, y) } else { None };
                    let right = if x < w { cell(x, y) } else { None };
                    Self::side_line(maze, kind, left, right, false)
                }
            };
            self.stroke_runs(h, line, |y| self.corner(x, y), &mut walls, &mut seams);
        }
        (walls, seams)
    }

    /// Along one grid line of `n` sides: each run of walls one bar, the rectangle
    /// that a stroke of the wall's width with square caps would cover (three of its
    /// sides, the fourth closed by the fill), each open seam side one dashed stroke
    /// (a dash pattern restarts at every subpath).
    fn stroke_runs(
        &self,
        n: usize,
        line: impl Fn(usize) -> Line,
        at: impl Fn(usize) -> Xy,
        walls: &mut PathData,
        seams: &mut PathData,
    ) {
        let mut k = 0;
        let mut side = -1.0;
        while k < n {
            match line(k) {
                Line::None => k += 1,
                Line::Seam => {
                    seams.segment(at(k), at(k + 1));
                    k += 1;
                }
                Line::Wall => {
                    let from = k;
                    while k < n && line(k) == Line::Wall {
                        k += 1;
                    }
                    let (p, q) = (at(from), at(k));
                    // Half the width along the line (u) and across it, to the side
                    // the bar starts on (v).
                    let t = wall_width(self.c) / 2.0;
                    let u = if p.1 == q.1 { (t, 0.0) } else { (0.0, t) };
                    let v = (u.1 * side, u.0 * side);
                    let (a, b) = ((p.0 - u.0, p.1 - u.1), (q.0 + u.0, q.1 + u.1));
                    // Three sides: a fill closes the fourth. The bar ends on the
                    // side it did not start on, and the next one starts there.
                    walls.move_to((a.0 + v.0, a.1 + v.1));
                    walls.line_to((b.0 + v.0, b.1 + v.1));
                    walls.line_to((b.0 - v.0, b.1 - v.1));
                    walls.line_to((a.0 - v.0, a.1 - v.1));
                    side = -side;
                }
            }
        }
    }

    fn draw<T: Topology + ?Sized>(
        &self,
        maze: &T,
        usable: &dyn Fn(usize) -> bool,
        kind: Kind,
        options: &Options,
    ) -> Svg {
        let c = self.c;
        let (width, board_height) = self.size();
        let rock = |cell: usize| usable(cell) && maze.len() > 1 && !has_passage(maze, cell);
        let floor = self.runs(usable);
        let rocks = self.runs(rock);
        let (walls, seams) = self.lines(maze, usable, kind);
        let (start, path) = solution(maze);
        let goal = path.last().copied().unwrap_or(start);

        // The path: the steps under a bridge apart (drawn under its deck), through a
        // seam as two halves with a numbered ring at each end.
        let mut over = PathData::new();
        let mut under = PathData::new();
        let mut links: Vec<(Xy, Xy)> = Vec::new();
        if options.solve {
            for pair in path.windows(2) {
                let (p, q) = (self.centre(pair[0]), self.centre(pair[1]));
                let (dx, dy) = (q.0 - p.0, q.1 - p.1);
                let far = dx.abs().max(dy.abs()) > 1.5 * c;
                match kind {
                    Kind::Torus if far => {
                        // Half a cell past the edge of each side, on the seam.
                        let step = (
                            if dx.abs() > 1.5 * c {
                                -dx.signum() * c
                            } else {
                                dx
                            },
                            if dy.abs() > 1.5 * c {
                                -dy.signum() * c
                            } else {
                                dy
                            },
                        );
                        let out = (p.0 + step.0 / 2.0, p.1 + step.1 / 2.0);
                        let back = (q.0 - step.0 / 2.0, q.1 - step.1 / 2.0);
                        over.segment(p, out);
                        over.segment(back, q);
                        links.push((out, back));
                    }
                    Kind::Weave(_) if far => under.segment(p, q),
                    _ => over.segment(p, q),
                }
            }
        }

        let mut legend = Legend::new(width);
        legend.entry(Swatch::Dot("start mark", "S"), "start");
        legend.entry(Swatch::Dot("goal mark", "G"), "goal (farthest from S)");
        legend.entry(Swatch::Bar("wall-bar", wall_width(c)), "wall");
        if !rocks.is_empty() {
            legend.entry(Swatch::Fill(vec!["rock"]), "rock (no passage)");
        }
        if !seams.is_empty() {
            legend.entry(Swatch::Line("seam"), "open seam (the edges wrap)");
        }
        if let Kind::Weave(_) = kind {
            legend.entry(Swatch::Fill(vec!["tunnel"]), "tunnel under a bridge");
            legend.entry(Swatch::Line("bridge"), "bridge side");
        }
        if options.solve {
            legend.entry(Swatch::Line("step"), "shortest path");
        }
        if !links.is_empty() {
            legend.entry(
                Swatch::Dot("link", "1"),
                "the path goes on at the same number",
            );
        }
        if !options.enemies.is_empty() {
            legend.entry(Swatch::Dot("enemy mark", "E"), "enemy");
        }
        if !options.items.is_empty() {
            legend.entry(Swatch::Dot("item mark", "i"), "item");
        }

        let height = board_height + legend.height(width);
        let style = style(c);
        let mut svg = Svg::new(width, height, &style);
        svg.group(Tag::new("g").attr("class", "maze"));
        svg.path("floor", &floor);
        svg.path("rock", &rocks);
        svg.path("wall-bar", &walls);
        svg.path("seam", &seams);
        if let Kind::Weave(w) = kind {
            self.draw_crossings(&mut svg, w, &under);
        }
        svg.path("step", &over);
        let r = self.r;
        for (k, (out, back)) in links.iter().enumerate() {
            let label = (k + 1).to_string();
            for at in [out, back] {
                svg.add(
                    Tag::new("circle")
                        .attr("class", "link")
                        .num("cx", at.0)
                        .num("cy", at.1)
                        .num("r", r * 0.8),
                );
                svg.text(
                    Tag::new("text")
                        .attr("class", "link-label")
                        .num("x", at.0)
                        .num("y", at.1)
                        .num("font-size", r),
                    &label,
                );
            }
        }
        let centre = |cell: usize| usable(cell).then(|| self.centre(cell));
        draw_marks(&mut svg, &centre, start, goal, options, r);
        svg.end();
        legend.draw(&mut svg, board_height);
        svg
    }

    /// The crossings: the tunnel shaded across its cell, the path's steps through
    /// it, then the bridge's deck over both and the bridge's sides.
    fn draw_crossings(&self, svg: &mut Svg, maze: &WeaveMaze, under: &PathData) {
        let m = maze.maze();
        let c = self.c;
        let i = c / 4.0;
        let mut band = PathData::new();
        let mut tunnel_walls = PathData::new();
        let mut deck = PathData::new();
        let mut bridge = PathData::new();
        for cell in (0..m.len()).filter(|&cell| maze.has_tunnel_under(cell)) {
            let Some(Cell { x, y }) = m.coord_of(cell) else {
                continue;
            };
            let (x0, y0) = self.corner(x, y);
            let (x1, y1) = (x0 + c, y0 + c);
            // The surface corridor runs north-south when its north side is open.
            let north_south = m.is_open_side(Cell::new(x, y), Direction::North);
            let across = [(x0, y0 + i), (x1, y0 + i), (x1, y1 - i), (x0, y1 - i)];
            let down = [(x0 + i, y0), (x1 - i, y0), (x1 - i, y1), (x0 + i, y1)];
            let (top, tunnel) = if north_south {
                (down, across)
            } else {
                (across, down)
            };
            band.polygon(&tunnel);
            tunnel_walls.segment(tunnel[0], tunnel[1]);
            tunnel_walls.segment(tunnel[3], tunnel[2]);
            deck.polygon(&top);
            if north_south {
                bridge.segment(top[0], top[3]);
                bridge.segment(top[1], top[2]);
            } else {
                bridge.segment(top[0], top[1]);
                bridge.segment(top[3], top[2]);
            }
        }
        svg.path("tunnel", &band);
        svg.path("tunnel-wall", &tunnel_walls);
        svg.path("step under", under);
        svg.path("deck", &deck);
        svg.path("bridge", &bridge);
    }
}

/// The radius of the start and goal dots: most of a cell, and never less than a
/// hundredth of the board's `side`, so they are found at a glance on a large maze.
fn mark_radius(cell: f64, side: f64) -> f64 {
    (cell * 0.38).max(side / 110.0)
}

/// The blank space around a board: [`MARGIN`], or more where dots of radius `r`
/// on the edge cells would stick out of the picture.
fn margin(r: f64) -> f64 {
    MARGIN.max(r + 2.0)
}

/// S, G, enemies and items, each a dot with its letter, carrying its cell.
fn draw_marks(
    svg: &mut Svg,
    centre: &dyn Fn(usize) -> Option<Xy>,
    start: usize,
    goal: usize,
    options: &Options,
    r: f64,
) {
    let marks = options
        .enemies
        .iter()
        .map(|&e| (e, "enemy", "E", 0.8))
        .chain(options.items.iter().map(|&i| (i, "item", "i", 0.8)))
        .chain([(start, "start", "S", 1.0), (goal, "goal", "G", 1.0)]);
    for (cell, class, letter, size) in marks {
        let Some(p) = centre(cell) else { continue };
        svg.add(
            Tag::new("circle")
                .attr("class", format!("{class} mark"))
                .attr("data-cell", cell)
                .num("cx", p.0)
                .num("cy", p.1)
                .num("r", r * size)
                .attr("aria-label", letter),
        );
        svg.text(
            Tag::new("text")
                .attr("class", "mark-label")
                .num("x", p.0)
                .num("y", p.1)
                .num("font-size", 1.2 * r * size),
            letter,
        );
    }
}

/// A hex board (any offset layout, masked or not: the hexagon board too). The floor
/// holds one hexagon per usable cell, in cell order.
pub fn hex(maze: &Maze<HexGrid>, options: &Options) -> Svg {
    let board = maze.board();
    let g = board.topology();
    let layout = g.layout();
    let hex_of = |c: usize| g.coord_of(c);
    let usable: Vec<(usize, Hex)> = (0..g.len())
        .filter(|&c| board.is_usable(c))
        .filter_map(|c| Some((c, hex_of(c)?)))
        .collect();
    let c = options.cell_size.unwrap_or_else(|| {
        let full = HexFrame::fit(
            layout,
            hex_radius(CELL),
            usable.iter().map(|&(_, h)| h),
            MARGIN,
        );
        (CELL * TARGET_SIDE / full.width.max(full.height))
            .floor()
            .clamp(4.0, CELL)
    });
    let fit = |m: f64| HexFrame::fit(layout, hex_radius(c), usable.iter().map(|&(_, h)| h), m);
    let first = fit(MARGIN);
    let r = mark_radius(c, first.width.max(first.height) - 2.0 * MARGIN);
    let frame = if margin(r) > MARGIN {
        fit(margin(r))
    } else {
        first
    };
    let mut centres = vec![None; maze.len()];
    let mut floor = PathData::new();
    let mut rock = PathData::new();
    let mut walls = PathData::new();
    for &(a, h) in &usable {
        centres[a] = Some(frame.centre(h));
        floor.polygon(&frame.corners(h));
        if maze.len() > 1 && !has_passage(maze, a) {
            rock.polygon(&frame.corners(h));
        }
        for d in HexDirection::ALL {
            let nh = h.neighbor(d);
            let b = g.cell_of(nh).filter(|&b| board.is_usable(b));
            if b.is_some_and(|b| b < a || joined(maze, a, b)) {
                continue; // drawn from the other cell, or open
            }
            let (p, q) = frame.side(h, nh);
            walls.segment(p, q);
        }
    }
    let layers = Layers {
        floor,
        rock,
        walls,
        width: frame.width,
        height: frame.height,
        cell: c,
        mark: r,
    };
    layers.draw(maze, &|cell| centres.get(cell).copied().flatten(), options)
}

/// The corner radius of a hex for a cell size (24 gives 14).
pub fn hex_radius(cell: f64) -> f64 {
    cell * 14.0 / 24.0
}

/// A polar maze: the centre disc and rings of sectors, walls as arcs and spokes.
pub fn polar(maze: &Maze<PolarGrid>, options: &Options) -> Svg {
    let g = maze.board().topology();
    let counts = g.ring_counts();
    let rings = counts.len();
    let c = options
        .cell_size
        .unwrap_or_else(|| default_cell_size(2 * rings));
    let r = mark_radius(c, 2.0 * rings as f64 * c);
    let side = 2.0 * (margin(r) + rings as f64 * c);
    let o = (side / 2.0, side / 2.0);
    let angle = |k: usize, n: usize| TAU * k as f64 / n as f64 - TAU / 4.0;
    let at = |r: f64, a: f64| PathData::on_circle(o, r, a);
    let mut centres = vec![None; maze.len()];
    let mut floor = PathData::new();
    let mut rock = PathData::new();
    let mut walls = PathData::new();
    let is_rock = |a: usize| maze.len() > 1 && !has_passage(maze, a);
    floor.move_to(at(rings as f64 * c, -PI / 2.0));
    floor.arc_to(o, rings as f64 * c, -PI / 2.0, 1.5 * PI);
    floor.close();
    centres[0] = Some(o);
    if is_rock(0) {
        rock.move_to(at(c, -PI / 2.0));
        rock.arc_to(o, c, -PI / 2.0, 1.5 * PI);
        rock.close();
    }
    for (ring, &n) in counts.iter().enumerate().skip(1) {
        let (inner, outer) = (ring as f64 * c, (ring + 1) as f64 * c);
        for k in 0..n {
            let Some(a) = g.cell_of((ring, k)) else {
                continue;
            };
            let (t0, t1) = (angle(k, n), angle(k + 1, n));
            centres[a] = Some(at((inner + outer) / 2.0, (t0 + t1) / 2.0));
            if is_rock(a) {
                rock.move_to(at(outer, t0));
                rock.arc_to(o, outer, t0, t1);
                rock.line_to(at(inner, t1));
                rock.arc_sweep(o, inner, t1, t0, false);
                rock.close();
            }
            // Inward: the cell of the ring inside at the same angle.
            let inward = g.cell_of((ring - 1, k * counts[ring - 1] / n));
            if inward.is_none_or(|b| !joined(maze, a, b)) {
                walls.move_to(at(inner, t0));
                walls.arc_to(o, inner, t0, t1);
            }
            if n > 1 {
                let ccw = g.cell_of((ring, (k + n - 1) % n));
                if ccw.is_none_or(|b| !joined(maze, a, b)) {
                    walls.segment(at(inner, t0), at(outer, t0));
                }
            }
            if ring + 1 == rings {
                walls.move_to(at(outer, t0));
                walls.arc_to(o, outer, t0, t1);
            }
        }
    }
    let layers = Layers {
        floor,
        rock,
        walls,
        width: side,
        height: side,
        cell: c,
        mark: r,
    };
    layers.draw(maze, &|cell| centres.get(cell).copied().flatten(), options)
}

/// A triangle board: rows of triangles of side `c`, cell `(x, y)` starting at
/// `margin + (x * c / 2, y * c * sqrt(3) / 2)`. The floor holds one triangle per
/// usable cell in cell order; each closed side is one wall segment.
pub fn triangle(maze: &Maze<TriangleGrid>, options: &Options) -> Svg {
    let board = maze.board();
    let g = board.topology();
    let (w, h) = (g.width(), g.height());
    // The board is (w + 1) / 2 sides across: size the cells as for that many squares.
    let c = options
        .cell_size
        .unwrap_or_else(|| default_cell_size(w.div_ceil(2) + 1));
    let rise = c * 3f64.sqrt() / 2.0;
    let across = (w + 1) as f64 * c / 2.0;
    let r = mark_radius(c / 2.0, across.max(h as f64 * rise));
    let m = margin(r);
    // The corners of cell (x, y): the flat side first (left, right), then the point.
    let corners = |x: usize, y: usize| -> [Xy; 3] {
        let left = m + x as f64 * c / 2.0;
        let (top, bottom) = (m + y as f64 * rise, m + (y + 1) as f64 * rise);
        if TriangleGrid::points_up(x, y) {
            [(left, bottom), (left + c, bottom), (left + c / 2.0, top)]
        } else {
            [(left, top), (left + c, top), (left + c / 2.0, bottom)]
        }
    };
    let mut centres = vec![None; maze.len()];
    let mut floor = PathData::new();
    let mut rock = PathData::new();
    let mut walls = PathData::new();
    for a in (0..g.len()).filter(|&a| board.is_usable(a)) {
        let (x, y) = (a % w, a / w);
        let [l, rt, point] = corners(x, y);
        let up = TriangleGrid::points_up(x, y);
        let third = if up { 2.0 } else { 1.0 } / 3.0;
        centres[a] = Some((l.0 + c / 2.0, m + (y as f64 + third) * rise));
        floor.polygon(&[l, rt, point]);
        if maze.len() > 1 && !has_passage(maze, a) {
            rock.polygon(&[l, rt, point]);
        }
        let across_flat = if up {
            (y + 1 < h).then(|| a + w)
        } else {
            y.checked_sub(1).map(|_| a - w)
        };
        let sides = [
            (x.checked_sub(1).map(|_| a - 1), l, point),
            ((x + 1 < w).then(|| a + 1), rt, point),
            (across_flat, l, rt),
        ];
        for (b, p, q) in sides {
            let b = b.filter(|&b| board.is_usable(b));
            if b.is_some_and(|b| b < a || joined(maze, a, b)) {
                continue; // drawn from the other cell, or open
            }
            walls.segment(p, q);
        }
    }
    let layers = Layers {
        floor,
        rock,
        walls,
        width: across + 2.0 * m,
        height: h as f64 * rise + 2.0 * m,
        cell: c,
        mark: r,
    };
    layers.draw(maze, &|cell| centres.get(cell).copied().flatten(), options)
}

/// An upsilon board: the octagon-and-square tiling, cell `(x, y)` centred at
/// `margin + c * (x + 1/2, y + 1/2)`. Octagons (`x + y` even) have their flat
/// sides north, east, south and west toward the squares and their slanted sides
/// toward the diagonal octagons; squares have sides `c * (2 - sqrt 2)`. The floor
/// holds one polygon per usable cell in cell order; each closed side is one wall
/// segment.
pub fn upsilon(maze: &Maze<UpsilonGrid>, options: &Options) -> Svg {
    let board = maze.board();
    let g = board.topology();
    let (w, h) = (g.width(), g.height());
    let c = options
        .cell_size
        .unwrap_or_else(|| default_cell_size(w.max(h)));
    let r = mark_radius(c / 2.0, c * w.max(h) as f64);
    let m = margin(r);
    // An octagon's inradius reaches half way to the diagonal octagon; a square
    // fills what is left to the octagon beside it.
    let inner = c / 2f64.sqrt();
    let half_square = c - inner;
    let centre = |a: usize| -> Xy {
        let (x, y) = (a % w, a / w);
        (m + (x as f64 + 0.5) * c, m + (y as f64 + 0.5) * c)
    };
    // The corners of cell `a`, then for each side the neighbour's (dx, dy) step.
    let outline = |a: usize| -> Vec<(Xy, Xy, (isize, isize))> {
        let (cx, cy) = centre(a);
        let (x, y) = (a % w, a / w);
        let step = |angle: f64| {
            (
                angle.cos().round() as isize,
                -(angle.sin().round() as isize),
            )
        };
        if UpsilonGrid::is_octagon(x, y) {
            let radius = inner / (PI / 8.0).cos();
            let corner = |k: usize| {
                let t = PI / 8.0 + k as f64 * PI / 4.0;
                (cx + radius * t.cos(), cy - radius * t.sin())
            };
            // The side between corners k - 1 and k faces angle k * 45 degrees.
            (0..8)
                .map(|k| (corner((k + 7) % 8), corner(k), step(k as f64 * PI / 4.0)))
                .collect()
        } else {
            let d = half_square;
            let corners = [
                (cx + d, cy - d),
                (cx - d, cy - d),
                (cx - d, cy + d),
                (cx + d, cy + d),
            ];
            // East, north, west, south, each between two corners.
            (0..4)
                .map(|k| (corners[(k + 3) % 4], corners[k], step(k as f64 * PI / 2.0)))
                .collect()
        }
    };
    let mut floor = PathData::new();
    let mut rock = PathData::new();
    let mut walls = PathData::new();
    for a in (0..g.len()).filter(|&a| board.is_usable(a)) {
        let sides = outline(a);
        let corners: Vec<Xy> = sides.iter().map(|s| s.1).collect();
        floor.polygon(&corners);
        if maze.len() > 1 && !has_passage(maze, a) {
            rock.polygon(&corners);
        }
        let (x, y) = (a % w, a / w);
        for (p, q, (dx, dy)) in sides {
            let b = x
                .checked_add_signed(dx)
                .zip(y.checked_add_signed(dy))
                .filter(|&(bx, by)| bx < w && by < h)
                .map(|(bx, by)| by * w + bx)
                .filter(|&b| board.is_usable(b));
            if b.is_some_and(|b| b < a || joined(maze, a, b)) {
                continue; // drawn from the other cell, or open
            }
            walls.segment(p, q);
        }
    }
    let layers = Layers {
        floor,
        rock,
        walls,
        width: w as f64 * c + 2.0 * m,
        height: h as f64 * c + 2.0 * m,
        cell: c,
        mark: r,
    };
    layers.draw(
        maze,
        &|cell| (cell < g.len() && board.is_usable(cell)).then(|| centre(cell)),
        options,
    )
}

/// A hex or polar board's layers, ready to draw with the path and the marks.
struct Layers {
    floor: PathData,
    rock: PathData,
    walls: PathData,
    width: f64,
    height: f64,
    cell: f64,
    /// The start and goal dots' radius.
    mark: f64,
}

impl Layers {
    fn draw<T: Topology + ?Sized>(
        &self,
        maze: &T,
        centre: &dyn Fn(usize) -> Option<Xy>,
        options: &Options,
    ) -> Svg {
        let (start, path) = solution(maze);
        let goal = path.last().copied().unwrap_or(start);
        let mut steps = PathData::new();
        if options.solve {
            for pair in path.windows(2) {
                if let (Some(p), Some(q)) = (centre(pair[0]), centre(pair[1])) {
                    steps.segment(p, q);
                }
            }
        }
        let mut legend = Legend::new(self.width);
        legend.entry(Swatch::Dot("start mark", "S"), "start");
        legend.entry(Swatch::Dot("goal mark", "G"), "goal (farthest from S)");
        legend.entry(Swatch::Line("wall"), "wall");
        if !self.rock.is_empty() {
            legend.entry(Swatch::Fill(vec!["rock"]), "rock (no passage)");
        }
        if options.solve {
            legend.entry(Swatch::Line("step"), "shortest path");
        }
        let style = style(self.cell);
        let mut svg = Svg::new(self.width, self.height + legend.height(self.width), &style);
        svg.group(Tag::new("g").attr("class", "maze"));
        svg.path("floor", &self.floor);
        svg.path("rock", &self.rock);
        svg.path("wall", &self.walls);
        svg.path("step", &steps);
        let r = self.mark;
        draw_marks(&mut svg, centre, start, goal, options, r);
        svg.end();
        legend.draw(&mut svg, self.height);
        svg
    }
}

fn joined<T: Topology + ?Sized>(maze: &T, a: usize, b: usize) -> bool {
    let mut found = false;
    maze.for_each_neighbor(a, |n| found |= n == b);
    found
}

fn has_passage<T: Topology + ?Sized>(maze: &T, a: usize) -> bool {
    let mut any = false;
    maze.for_each_neighbor(a, |_| any = true);
    any
}

/// Whether the side between neighbours `a` and `b` is one a tunnel passes under one
/// of them through.
fn tunnel_side(maze: &WeaveMaze, a: usize, b: usize) -> bool {
    let m = maze.maze();
    let crossed = |under: usize, other: usize| {
        maze.has_tunnel_under(under)
            && Direction::ALL.into_iter().any(|d| {
                m.step(under, d) == Some(other) && maze.tunnel_end(other, d.opposite()).is_some()
            })
    };
    crossed(a, b) || crossed(b, a)
}

/// The start (the first cell with a passage) and the shortest path from it to the
/// goal, the cell farthest from it; the path runs start to goal.
pub fn solution<T: Topology + ?Sized>(maze: &T) -> (usize, Vec<usize>) {
    let start = (0..maze.len()).find(|&c| has_passage(maze, c)).unwrap_or(0);
    let Ok(map) = DistanceMap::from_start(maze, start) else {
        return (start, vec![start]);
    };
    let goal = map.farthest().next().unwrap_or(start);
    let path: Vec<usize> = map.path_to(maze, goal).into_iter().flatten().collect();
    (start, path)
}
