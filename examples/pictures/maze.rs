//! Mazes as pictures: every board kind of maze-gen, its start and goal, and on request
//! the shortest path between them.
//!
//! A board is first laid out as a [`Plan`] (a shape per cell, a stroke per side
//! between two cells or on the edge); the drawing then asks the maze which sides are
//! open. Parts carry their cells: a cell shape `data-cell`, a wall `data-a` (and
//! `data-b` unless it is on the edge), a path step `data-a` and `data-b`.

use std::f64::consts::TAU;

use banmen::floodfill::{HexGrid, SquareGrid, Topology};
use banmen::maze_gen::{Cell, Direction, DistanceMap, Maze, PolarGrid, TorusGrid, WeaveMaze};

use super::hexes::HexFrame;
use super::hexgrid::{Direction as HexDirection, Hex};
use super::svg::{Svg, Tag, Xy, arc, num};

/// Side of a square cell, and depth of a polar ring.
const CELL: f64 = 24.0;
/// Corner radius of a hex.
const HEX: f64 = 14.0;
/// Blank space around the maze.
const MARGIN: f64 = 12.0;

const STYLE: &str = "\
.cell{fill:#fdfcf7}.rock{fill:#5b5347}\
.wall{stroke:#1e1b16;stroke-width:2.5;stroke-linecap:round;fill:none}\
.seam{stroke:#3c8dbc;stroke-width:1.5;stroke-dasharray:3 3;fill:none}\
.bridge{stroke:#1e1b16;stroke-width:2;stroke-linecap:round}\
.tunnel{stroke:#6b6358;stroke-width:1.5;stroke-dasharray:3 3}\
.step{stroke:#d9480f;stroke-width:3;stroke-linecap:round;fill:none}\
.under{stroke-dasharray:7 5}\
.start{fill:#1c7ed6}.goal{fill:#2f9e44}";

/// The outline of one cell.
enum Shape {
    Rect(Xy, f64),
    Polygon(Vec<Xy>),
    /// An SVG path (a ring sector).
    Path(String),
    Circle(Xy, f64),
}

/// The line a side is drawn with.
enum Stroke {
    Segment(Xy, Xy),
    /// An SVG path (an arc of a ring).
    Arc(String),
}

/// What a side is when the maze joins its cells.
#[derive(Clone, Copy, PartialEq)]
enum SideKind {
    /// A plain side: no line when open.
    Inner,
    /// A torus side on the picture's edge whose cell across is on the other edge:
    /// drawn open as a dashed seam, so a passage through the wrap shows.
    Seam,
    /// A side that a weave tunnel passes under the cell through: never a wall.
    Tunnel,
}

/// A side of cell `a`, with the cell `b` across it (`None` on the board's edge).
struct Side {
    a: usize,
    b: Option<usize>,
    kind: SideKind,
    stroke: Stroke,
}

/// A board laid out on the page.
struct Plan {
    width: f64,
    height: f64,
    /// The usable cells: index, outline, centre.
    cells: Vec<(usize, Shape, Xy)>,
    sides: Vec<Side>,
    /// Weave crossings: the cell a tunnel runs under, the walls of the corridor
    /// over it, and the tunnel's walls showing on either side.
    crossings: Vec<(usize, [Stroke; 2], [Stroke; 2])>,
    /// A torus's period (the picture wraps by the maze's width and height).
    wrap: Option<Xy>,
}

/// A square maze: `S` start, `G` goal (farthest from the start), the path with `solve`.
pub fn square(maze: &Maze, solve: bool) -> Svg {
    let plan = square_plan(maze.width(), maze.height(), |_| true, false);
    draw(&plan, maze, solve)
}

/// A square grid shaped by a mask.
pub fn masked(maze: &Maze<SquareGrid>, solve: bool) -> Svg {
    let g = maze.board().topology();
    let plan = square_plan(g.width(), g.height(), |c| maze.board().is_usable(c), false);
    draw(&plan, maze, solve)
}

/// A torus, unwrapped: the rectangle with its seams, open ones dashed.
pub fn torus(maze: &Maze<TorusGrid>, solve: bool) -> Svg {
    let g = maze.board().topology();
    let plan = square_plan(g.width(), g.height(), |_| true, true);
    draw(&plan, maze, solve)
}

/// A weave maze: each crossing drawn as a bridge over a tunnel.
pub fn weave(maze: &WeaveMaze, solve: bool) -> Svg {
    let m = maze.maze();
    let mut plan = square_plan(m.width(), m.height(), |_| true, false);
    for side in &mut plan.sides {
        if side.b.is_some_and(|b| tunnel_side(maze, side.a, b)) {
            side.kind = SideKind::Tunnel;
        }
    }
    for cell in (0..m.len()).filter(|&c| maze.has_tunnel_under(c)) {
        plan.crossings.push(crossing(m, cell));
    }
    draw(&plan, maze, solve)
}

/// A hex board (any offset layout, masked or not: the hexagon board too).
pub fn hex(maze: &Maze<HexGrid>, solve: bool) -> Svg {
    let board = maze.board();
    let g = board.topology();
    let layout = g.layout();
    let hex_of = |c: usize| g.coord(c).map(|o| layout.to_hex(o));
    let usable: Vec<(usize, Hex)> = (0..g.len())
        .filter(|&c| board.is_usable(c))
        .filter_map(|c| Some((c, hex_of(c)?)))
        .collect();
    let frame = HexFrame::fit(layout, HEX, usable.iter().map(|&(_, h)| h), MARGIN);
    let mut plan = Plan::new(frame.width, frame.height);
    for &(a, h) in &usable {
        plan.cells.push((
            a,
            Shape::Polygon(frame.corners(h).to_vec()),
            frame.centre(h),
        ));
        for d in HexDirection::ALL {
            let nh = h.neighbor(d);
            let b = g.cell(layout.from_hex(nh)).filter(|&b| board.is_usable(b));
            if b.is_some_and(|b| b < a) {
                continue; // drawn from the other cell
            }
            let (p, q) = frame.side(h, nh);
            plan.sides.push(Side::new(a, b, Stroke::Segment(p, q)));
        }
    }
    draw(&plan, maze, solve)
}

/// A polar maze: the centre disc and rings of sectors, walls as arcs and spokes.
pub fn polar(maze: &Maze<PolarGrid>, solve: bool) -> Svg {
    let g = maze.board().topology();
    let counts = g.ring_counts();
    let rings = counts.len();
    let side = 2.0 * (MARGIN + rings as f64 * CELL);
    let o = (side / 2.0, side / 2.0);
    let angle = |k: usize, n: usize| TAU * k as f64 / n as f64 - TAU / 4.0;
    let at = |r: f64, a: f64| (o.0 + r * a.cos(), o.1 + r * a.sin());
    let mut plan = Plan::new(side, side);
    plan.cells.push((0, Shape::Circle(o, CELL), o));
    for (ring, &n) in counts.iter().enumerate().skip(1) {
        let (inner, outer) = (ring as f64 * CELL, (ring + 1) as f64 * CELL);
        for k in 0..n {
            let Some(a) = g.cell(ring, k) else { continue };
            let (t0, t1) = (angle(k, n), angle(k + 1, n));
            let sector = format!(
                "{} L {} {} {} Z",
                arc(o, outer, t0, t1),
                num(at(inner, t1).0),
                num(at(inner, t1).1),
                arc_back(o, inner, t1, t0)
            );
            let mid = at((inner + outer) / 2.0, (t0 + t1) / 2.0);
            plan.cells.push((a, Shape::Path(sector), mid));
            // Inward: the cell of the ring inside at the same angle.
            let inward = g.cell(ring - 1, k * counts[ring - 1] / n);
            plan.sides
                .push(Side::new(a, inward, Stroke::Arc(arc(o, inner, t0, t1))));
            if n > 1 {
                let ccw = g.cell(ring, (k + n - 1) % n);
                let spoke = Stroke::Segment(at(inner, t0), at(outer, t0));
                plan.sides.push(Side::new(a, ccw, spoke));
            }
            if ring + 1 == rings {
                plan.sides
                    .push(Side::new(a, None, Stroke::Arc(arc(o, outer, t0, t1))));
            }
        }
    }
    draw(&plan, maze, solve)
}

/// The inner arc of a sector, drawn backwards (counter-clockwise) to close it.
fn arc_back(o: Xy, r: f64, from: f64, to: f64) -> String {
    let end = (o.0 + r * to.cos(), o.1 + r * to.sin());
    let large = u8::from(from - to > std::f64::consts::PI);
    format!(
        "A {r} {r} 0 {large} 0 {} {}",
        num(end.0),
        num(end.1),
        r = num(r)
    )
}

impl Plan {
    fn new(width: f64, height: f64) -> Plan {
        Plan {
            width,
            height,
            cells: Vec::new(),
            sides: Vec::new(),
            crossings: Vec::new(),
            wrap: None,
        }
    }
}

impl Side {
    fn new(a: usize, b: Option<usize>, stroke: Stroke) -> Side {
        Side {
            a,
            b,
            kind: SideKind::Inner,
            stroke,
        }
    }
}

/// A `w x h` square grid: the `usable` cells, each side once (a torus draws a side
/// across its seam on both edges).
fn square_plan(w: usize, h: usize, usable: impl Fn(usize) -> bool, torus: bool) -> Plan {
    let mut plan = Plan::new(
        2.0 * MARGIN + w as f64 * CELL,
        2.0 * MARGIN + h as f64 * CELL,
    );
    if torus {
        plan.wrap = Some((w as f64 * CELL, h as f64 * CELL));
    }
    let corner = |x: usize, y: usize| (MARGIN + x as f64 * CELL, MARGIN + y as f64 * CELL);
    for a in (0..w * h).filter(|&a| usable(a)) {
        let (x, y) = (a % w, a / w);
        let p = corner(x, y);
        plan.cells.push((
            a,
            Shape::Rect(p, CELL),
            (p.0 + CELL / 2.0, p.1 + CELL / 2.0),
        ));
        let sides = [
            (Direction::North, corner(x, y), corner(x + 1, y)),
            (Direction::East, corner(x + 1, y), corner(x + 1, y + 1)),
            (Direction::South, corner(x, y + 1), corner(x + 1, y + 1)),
            (Direction::West, corner(x, y), corner(x, y + 1)),
        ];
        for (d, p, q) in sides {
            let (dx, dy) = d.delta();
            let (nx, ny) = (x as isize + dx, y as isize + dy);
            let inside = (0..w as isize).contains(&nx) && (0..h as isize).contains(&ny);
            let stroke = Stroke::Segment(p, q);
            if torus && !inside {
                let b = ny.rem_euclid(h as isize) as usize * w + nx.rem_euclid(w as isize) as usize;
                let mut side = Side::new(a, Some(b), stroke);
                side.kind = SideKind::Seam;
                plan.sides.push(side);
                continue;
            }
            let b = inside
                .then(|| ny as usize * w + nx as usize)
                .filter(|&b| usable(b));
            if b.is_none_or(|b| b > a) {
                plan.sides.push(Side::new(a, b, stroke));
            }
        }
    }
    plan
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

/// The bridge over the tunnel under `cell`: the corridor's two walls across the cell,
/// and the tunnel's two walls at right angles to them, dashed where they pass under.
fn crossing(m: &Maze, cell: usize) -> (usize, [Stroke; 2], [Stroke; 2]) {
    let Cell { x, y } = m.cell_at(cell);
    let (x0, y0) = (MARGIN + x as f64 * CELL, MARGIN + y as f64 * CELL);
    let (x1, y1) = (x0 + CELL, y0 + CELL);
    let i = CELL / 4.0;
    let seg = |p: Xy, q: Xy| Stroke::Segment(p, q);
    // The surface corridor runs north-south when its north side is open.
    if m.is_open_side(Cell::new(x, y), Direction::North) {
        (
            cell,
            [
                seg((x0 + i, y0), (x0 + i, y1)),
                seg((x1 - i, y0), (x1 - i, y1)),
            ],
            [
                seg((x0, y0 + i), (x1, y0 + i)),
                seg((x0, y1 - i), (x1, y1 - i)),
            ],
        )
    } else {
        (
            cell,
            [
                seg((x0, y0 + i), (x1, y0 + i)),
                seg((x0, y1 - i), (x1, y1 - i)),
            ],
            [
                seg((x0 + i, y0), (x0 + i, y1)),
                seg((x1 - i, y0), (x1 - i, y1)),
            ],
        )
    }
}

/// The start (the first cell with a passage) and the shortest path from it to the
/// goal, the cell farthest from it; the path runs start to goal.
pub fn solution<T: Topology + ?Sized>(maze: &T) -> (usize, Vec<usize>) {
    let start = (0..maze.len())
        .find(|&c| {
            let mut any = false;
            maze.for_each_neighbor(c, |_| any = true);
            any
        })
        .unwrap_or(0);
    let Ok(map) = DistanceMap::from_start(maze, start) else {
        return (start, vec![start]);
    };
    let goal = map.farthest().next().unwrap_or(start);
    let mut path: Vec<usize> = map.path_from(maze, goal).collect();
    path.reverse();
    (start, path)
}

/// The picture of `maze` laid out by `plan`: cells, walls, crossings, then the
/// path (with `solve`) and the start and goal marks.
fn draw<T: Topology + ?Sized>(plan: &Plan, maze: &T, solve: bool) -> Svg {
    let mut svg = Svg::new(plan.width, plan.height, STYLE);
    let centres = draw_cells(&mut svg, plan, maze);
    draw_walls(&mut svg, plan, maze);
    draw_crossings(&mut svg, plan);
    let (start, path) = solution(maze);
    if solve {
        draw_path(&mut svg, plan, &centres, &path);
    }
    let goal = path.last().copied().unwrap_or(start);
    for (cell, class, label) in [(start, "start", "S"), (goal, "goal", "G")] {
        if let Some(c) = centres.get(cell).copied().flatten() {
            svg.add(
                Tag::new("circle")
                    .attr("class", class)
                    .attr("data-cell", cell)
                    .num("cx", c.0)
                    .num("cy", c.1)
                    .num("r", CELL / 4.0)
                    .attr("aria-label", label),
            );
        }
    }
    svg
}

/// One shape per usable cell; the centres by cell index.
fn draw_cells<T: Topology + ?Sized>(svg: &mut Svg, plan: &Plan, maze: &T) -> Vec<Option<Xy>> {
    let mut centres = vec![None; maze.len()];
    svg.group(Tag::new("g").attr("id", "cells"));
    for (cell, shape, centre) in &plan.cells {
        if let Some(slot) = centres.get_mut(*cell) {
            *slot = Some(*centre);
        }
        // A cell no passage reaches is rock (a dig with a corridor limit leaves some).
        let mut rock = maze.len() > 1;
        maze.for_each_neighbor(*cell, |_| rock = false);
        let class = if rock { "cell rock" } else { "cell" };
        svg.add(
            shape_tag(shape)
                .attr("class", class)
                .attr("data-cell", cell),
        );
    }
    svg.end();
    centres
}

/// A line for every closed side, and a dashed one for every open side on a seam.
fn draw_walls<T: Topology + ?Sized>(svg: &mut Svg, plan: &Plan, maze: &T) {
    let open = |a: usize, b: usize| {
        let mut joined = false;
        maze.for_each_neighbor(a, |n| joined |= n == b);
        joined
    };
    svg.group(Tag::new("g").attr("id", "walls"));
    for side in &plan.sides {
        let joined = side.b.is_some_and(|b| open(side.a, b));
        let class = match side.kind {
            SideKind::Tunnel => continue,
            SideKind::Seam if joined => "seam",
            _ if joined => continue,
            _ => "wall",
        };
        let mut tag = stroke_tag(&side.stroke)
            .attr("class", class)
            .attr("data-a", side.a);
        if let Some(b) = side.b {
            tag = tag.attr("data-b", b);
        }
        svg.add(tag);
    }
    svg.end();
}

/// The weave's crossings: the tunnel's walls first, the bridge's walls over them.
fn draw_crossings(svg: &mut Svg, plan: &Plan) {
    if plan.crossings.is_empty() {
        return;
    }
    svg.group(Tag::new("g").attr("id", "crossings"));
    for (cell, bridge, tunnel) in &plan.crossings {
        let parts = tunnel
            .iter()
            .map(|s| (s, "tunnel"))
            .chain(bridge.iter().map(|s| (s, "bridge")));
        for (stroke, class) in parts {
            svg.add(
                stroke_tag(stroke)
                    .attr("class", class)
                    .attr("data-cell", cell),
            );
        }
    }
    svg.end();
}

/// The path, one element per step.
fn draw_path(svg: &mut Svg, plan: &Plan, centres: &[Option<Xy>], path: &[usize]) {
    svg.group(Tag::new("g").attr("id", "path"));
    for pair in path.windows(2) {
        let at = |c: usize| centres.get(c).copied().flatten();
        if let (Some(p), Some(q)) = (at(pair[0]), at(pair[1])) {
            svg.add(
                step(plan, p, q)
                    .attr("data-a", pair[0])
                    .attr("data-b", pair[1]),
            );
        }
    }
    svg.end();
}

/// One step of the path from centre `p` to centre `q`: straight, through the seam
/// of a torus (two pieces), or under a bridge (dashed).
fn step(plan: &Plan, p: Xy, q: Xy) -> Tag {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let far = dx.abs().max(dy.abs()) > 1.5 * CELL;
    match plan.wrap {
        Some((w, h)) if far => {
            // Where q would be if the picture went on past the seam.
            let fold = |d: f64, period: f64| {
                if d > period / 2.0 {
                    d - period
                } else if d < -period / 2.0 {
                    d + period
                } else {
                    d
                }
            };
            let (fx, fy) = (fold(dx, w), fold(dy, h));
            let d = format!(
                "M {} {} L {} {} M {} {} L {} {}",
                num(p.0),
                num(p.1),
                num(p.0 + fx / 2.0),
                num(p.1 + fy / 2.0),
                num(q.0 - fx / 2.0),
                num(q.1 - fy / 2.0),
                num(q.0),
                num(q.1)
            );
            Tag::new("path").attr("class", "step").attr("d", d)
        }
        _ => Tag::new("line")
            .attr("class", if far { "step under" } else { "step" })
            .num("x1", p.0)
            .num("y1", p.1)
            .num("x2", q.0)
            .num("y2", q.1),
    }
}

fn shape_tag(shape: &Shape) -> Tag {
    match shape {
        Shape::Rect(p, side) => Tag::new("rect")
            .num("x", p.0)
            .num("y", p.1)
            .num("width", *side)
            .num("height", *side),
        Shape::Polygon(points) => Tag::new("polygon").points(points),
        Shape::Path(d) => Tag::new("path").attr("d", d),
        Shape::Circle(c, r) => Tag::new("circle")
            .num("cx", c.0)
            .num("cy", c.1)
            .num("r", *r),
    }
}

fn stroke_tag(stroke: &Stroke) -> Tag {
    match stroke {
        Stroke::Segment(p, q) => Tag::new("line")
            .num("x1", p.0)
            .num("y1", p.1)
            .num("x2", q.0)
            .num("y2", q.1),
        Stroke::Arc(d) => Tag::new("path").attr("d", d),
    }
}
