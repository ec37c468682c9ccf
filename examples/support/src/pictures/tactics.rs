//! The tactics example's boards as pictures: movement reach, fog of war and firing
//! positions, on square maps, offset hex grids and every hexgrid map, side by side.
//!
//! The drawing reads the example's results through closures (a cell's terrain, the
//! movement left there, whether it is seen), so it needs nothing of tactics-range's
//! types but the board's topology.
//!
//! Each cell is one polygon `class="cell TERRAIN" data-cell=N`; what lies on it is a
//! second polygon with the same `data-cell` (`reach`, `fog`, `spot`) and a label
//! (`text`, `data-cell`): the movement left, a firing position's cost, a unit's
//! letter. On a map whose edges meet, the hexes just past the seam are drawn again,
//! faded (`data-ghost-of`: the cell they repeat), and the seam dashed. Under the
//! boards a legend shows every terrain and every overlay on every terrain that the
//! boards use, drawn with the boards' own classes.

use banmen::tactics_range::floodfill::{Coords, HexBoard, HexGrid, SquareGrid, Topology};

use super::hexes::HexFrame;
use super::hexgrid::{Direction, Hex, HexTopology, Orientation};
use super::svg::{LEGEND_STYLE, Legend, PathData, Svg, Swatch, Tag, Xy};

/// Side of a square cell.
const SQUARE: f64 = 26.0;
/// Corner radius of a hex.
const HEX: f64 = 15.0;
/// Space around each board.
const MARGIN: f64 = 12.0;
/// Room for a board's caption above it.
const CAPTION: f64 = 30.0;
/// Boards a row.
const PER_ROW: usize = 3;
const STYLE: &str = "\
.cell{stroke:#b8b1a4;stroke-width:1}\
.plain{fill:#f4f1e6}.forest{fill:#8fbf6a}.mountain{fill:#a1887f}.wall{fill:#495057}\
.reach{fill:#4dabf7;opacity:.45}.fog{fill:#343a40;opacity:.55}.spot{fill:#f76707;opacity:.5}\
.label{font:11px sans-serif;fill:#212529;text-anchor:middle;dominant-baseline:central}\
.unit{font-weight:bold}.enemy{fill:#c92a2a}.ally{fill:#1864ab}\
.caption{font:12px sans-serif;fill:#212529}\
.ghosts{opacity:.45}.seam{stroke:#1c7ed6;stroke-width:2;stroke-dasharray:5 3;fill:none}\
.fire{stroke:#c92a2a;stroke-width:2.5;stroke-dasharray:6 3;stroke-linecap:round;fill:none}";

/// A board laid out: each cell's outline, in board units from the board's top-left
/// corner, the board's size, and on a map whose edges meet the hexes just past the
/// seam (outline, the cell they stand for) and the seam's sides.
pub struct Layout {
    cells: Vec<Vec<Xy>>,
    size: Xy,
    ghosts: Vec<(Vec<Xy>, usize)>,
    seam: Vec<(Xy, Xy)>,
}

/// A board whose cells can be drawn.
pub trait Cells: Topology {
    /// The board's layout.
    fn layout(&self) -> Layout;
}

impl Cells for SquareGrid {
    fn layout(&self) -> Layout {
        let cells = (0..self.len())
            .map(|c| {
                let (x, y) = self.coord_of(c).unwrap_or_default();
                let (x0, y0) = (x as f64 * SQUARE, y as f64 * SQUARE);
                let (x1, y1) = (x0 + SQUARE, y0 + SQUARE);
                vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
            })
            .collect();
        let size = (self.width() as f64 * SQUARE, self.height() as f64 * SQUARE);
        Layout {
            cells,
            size,
            ghosts: Vec::new(),
            seam: Vec::new(),
        }
    }
}

impl Cells for HexGrid {
    fn layout(&self) -> Layout {
        let layout = self.layout();
        let hexes: Vec<_> = (0..self.len()).filter_map(|c| self.coord_of(c)).collect();
        let frame = HexFrame::fit(layout, HEX, hexes.iter().copied(), 0.0);
        let cells = hexes.iter().map(|&h| frame.corners(h).to_vec()).collect();
        Layout {
            cells,
            size: (frame.width, frame.height),
            ghosts: Vec::new(),
            seam: Vec::new(),
        }
    }
}

impl<M: HexTopology> Cells for HexBoard<M> {
    fn layout(&self) -> Layout {
        // Pointy-top, as the example prints these boards.
        let hexes: Vec<Hex> = (0..self.len()).filter_map(|c| self.coord_of(c)).collect();
        let across = seam_crossings(&self.0, &hexes);
        let mut ghosts: Vec<(Hex, usize)> = Vec::new();
        for &(_, outside, cell) in &across {
            if !ghosts.iter().any(|g| g.0 == outside) {
                ghosts.push((outside, cell));
            }
        }
        let all = hexes.iter().copied().chain(ghosts.iter().map(|g| g.0));
        let frame = HexFrame::fit_oriented(Orientation::Pointy, HEX, all, 0.0);
        Layout {
            cells: hexes.iter().map(|&h| frame.corners(h).to_vec()).collect(),
            size: (frame.width, frame.height),
            ghosts: ghosts
                .iter()
                .map(|&(h, c)| (frame.corners(h).to_vec(), c))
                .collect(),
            seam: across.iter().map(|&(h, o, _)| frame.side(h, o)).collect(),
        }
    }
}

/// On a map whose edges meet: each side where a map hex's neighbour lies past the
/// seam, as (the map hex, the hex past the seam, the cell that hex stands for).
pub fn seam_crossings<M: HexTopology>(map: &M, hexes: &[Hex]) -> Vec<(Hex, Hex, usize)> {
    let on_map: std::collections::BTreeSet<(i32, i32)> = hexes.iter().map(|h| (h.q, h.r)).collect();
    let mut out = Vec::new();
    for &h in hexes {
        for d in Direction::ALL {
            let n = h.neighbor(d);
            if on_map.contains(&(n.q, n.r)) {
                continue;
            }
            if let Some(cell) = map.canonical(n).and_then(|m| map.cell_of(m)) {
                out.push((h, n, cell));
            }
        }
    }
    out
}

/// One board: a caption, its cells, and what the example puts on them.
pub struct Panel {
    caption: String,
    outlines: Vec<Vec<Xy>>,
    size: Xy,
    ghosts: Vec<(Vec<Xy>, usize)>,
    seam: Vec<(Xy, Xy)>,
    /// A line of fire: from the cell one shoots from to the target's cell.
    fire: Option<(usize, usize)>,
    terrain: Vec<&'static str>,
    /// An overlay class per cell (`reach`, `fog`, `spot`).
    overlay: Vec<Option<&'static str>>,
    /// A label per cell, and its extra class (`unit enemy`, ...).
    label: Vec<Option<(String, &'static str)>>,
}

impl Panel {
    /// A board of `grid`, each cell coloured by the class `terrain` names for it
    /// (`plain`, `forest`, `mountain`, `wall`).
    pub fn new<G: Cells>(
        caption: &str,
        grid: &G,
        terrain: impl Fn(usize) -> &'static str,
    ) -> Panel {
        let Layout {
            cells: outlines,
            size,
            ghosts,
            seam,
        } = grid.layout();
        let len = outlines.len();
        Panel {
            caption: caption.to_string(),
            outlines,
            size,
            ghosts,
            seam,
            fire: None,
            terrain: (0..len).map(terrain).collect(),
            overlay: vec![None; len],
            label: vec![None; len],
        }
    }

    /// The movement reach: every cell with movement left is shaded and labelled
    /// with it; the unit at `start` is `A`.
    pub fn reach(mut self, remaining: impl Fn(usize) -> Option<u32>, start: usize) -> Panel {
        for c in 0..self.outlines.len() {
            if let Some(left) = remaining(c) {
                self.overlay[c] = Some("reach");
                self.label[c] = Some((left.to_string(), ""));
            }
        }
        self.unit(start, "A", "ally")
    }

    /// Fog of war: every cell the side does not see is darkened.
    pub fn fog(mut self, sees: impl Fn(usize) -> bool) -> Panel {
        for c in (0..self.outlines.len()).filter(|&c| !sees(c)) {
            self.overlay[c] = Some("fog");
        }
        self
    }

    /// Firing positions: each cell the shooter can move to for a clear shot, with
    /// the movement it costs.
    pub fn firing(mut self, spots: impl IntoIterator<Item = (usize, u32)>) -> Panel {
        for (c, cost) in spots {
            if c < self.overlay.len() {
                self.overlay[c] = Some("spot");
                self.label[c] = Some((cost.to_string(), ""));
            }
        }
        self
    }

    /// The line of fire from `from` (where the shooter stands) to `to` (its
    /// target); across the seam when the target's copy past it is nearer.
    pub fn fire(mut self, from: usize, to: usize) -> Panel {
        if from < self.outlines.len() && to < self.outlines.len() {
            self.fire = Some((from, to));
        }
        self
    }

    /// A unit's letter on `cell`; `side` is `ally` or `enemy`.
    pub fn unit(mut self, cell: usize, letter: &str, side: &'static str) -> Panel {
        if cell < self.label.len() {
            let class = if side == "enemy" {
                "unit enemy"
            } else {
                "unit ally"
            };
            self.label[cell] = Some((letter.to_string(), class));
        }
        self
    }

    /// Panel width and height, caption included.
    fn extent(&self) -> Xy {
        let caption = self.caption.chars().count() as f64 * 6.5;
        (
            (self.size.0 + 2.0 * MARGIN).max(caption + 2.0 * MARGIN),
            self.size.1 + 2.0 * MARGIN + CAPTION,
        )
    }

    fn draw(&self, svg: &mut Svg, at: Xy, id: usize) {
        svg.group(
            Tag::new("g")
                .attr("class", "board")
                .attr("id", format!("board-{id}")),
        );
        svg.text(
            Tag::new("text")
                .attr("class", "caption")
                .num("x", at.0 + MARGIN)
                .num("y", at.1 + CAPTION / 2.0 + 4.0),
            &self.caption,
        );
        let origin = (at.0 + MARGIN, at.1 + CAPTION + MARGIN);
        let place = |points: &[Xy]| -> Vec<Xy> {
            points
                .iter()
                .map(|p| (p.0 + origin.0, p.1 + origin.1))
                .collect()
        };
        if !self.ghosts.is_empty() {
            svg.group(Tag::new("g").attr("class", "ghosts"));
            for (outline, c) in &self.ghosts {
                self.draw_cell(svg, *c, &place(outline), "data-ghost-of");
            }
            svg.end();
        }
        for (c, outline) in self.outlines.iter().enumerate() {
            self.draw_cell(svg, c, &place(outline), "data-cell");
        }
        if !self.seam.is_empty() {
            let mut d = PathData::new();
            for &(p, q) in &self.seam {
                d.segment(place(&[p])[0], place(&[q])[0]);
            }
            svg.path("seam", &d);
        }
        if let Some((from, to)) = self.fire {
            let p = centre(&place(&self.outlines[from]));
            // The target, or its copy past the seam when that is nearer.
            let targets = std::iter::once(&self.outlines[to])
                .chain(self.ghosts.iter().filter(|g| g.1 == to).map(|g| &g.0));
            let q = targets
                .map(|o| centre(&place(o)))
                .min_by(|a, b| dist(p, *a).total_cmp(&dist(p, *b)))
                .unwrap_or(p);
            // From the rim of the shooter's cell to the rim of the target's.
            let (dx, dy) = (q.0 - p.0, q.1 - p.1);
            let len = dist(p, q).max(1.0);
            let k = (HEX * 0.9 / len).min(0.4);
            let mut d = PathData::new();
            d.segment((p.0 + k * dx, p.1 + k * dy), (q.0 - k * dx, q.1 - k * dy));
            svg.path("fire", &d);
        }
        svg.end();
    }

    /// A cell's terrain, overlay and label; `key` names the attribute its cell goes
    /// in (`data-cell`, or `data-ghost-of` for a copy past the seam).
    fn draw_cell(&self, svg: &mut Svg, c: usize, points: &[Xy], key: &str) {
        svg.add(
            Tag::new("polygon")
                .attr("class", format!("cell {}", self.terrain[c]))
                .attr(key, c)
                .points(points),
        );
        if let Some(class) = self.overlay[c] {
            svg.add(
                Tag::new("polygon")
                    .attr("class", class)
                    .attr(key, c)
                    .points(points),
            );
        }
        if let Some((text, class)) = &self.label[c] {
            let (x, y) = centre(points);
            let tag = Tag::new("text")
                .attr("class", format!("label {class}").trim_end())
                .attr(key, c)
                .num("x", x)
                .num("y", y);
            svg.text(tag, text);
        }
    }
}

/// The mean of a cell's corners.
fn centre(points: &[Xy]) -> Xy {
    let n = points.len().max(1) as f64;
    let (sx, sy) = points
        .iter()
        .fold((0.0, 0.0), |s, p| (s.0 + p.0, s.1 + p.1));
    (sx / n, sy / n)
}

fn dist(p: Xy, q: Xy) -> f64 {
    ((p.0 - q.0).powi(2) + (p.1 - q.1).powi(2)).sqrt()
}

/// The boards, `PER_ROW` a row.
#[derive(Default)]
pub struct Sheet {
    panels: Vec<Panel>,
}

impl Sheet {
    /// Adds a board.
    pub fn add(&mut self, panel: Panel) {
        self.panels.push(panel);
    }

    /// All boards on one picture.
    pub fn draw(&self) -> Svg {
        let rows: Vec<&[Panel]> = self.panels.chunks(PER_ROW).collect();
        // Columns as wide as their widest board, rows as tall as their tallest.
        let mut widths = [0.0f64; PER_ROW];
        for row in &rows {
            for (k, p) in row.iter().enumerate() {
                widths[k] = widths[k].max(p.extent().0);
            }
        }
        let heights: Vec<f64> = rows
            .iter()
            .map(|row| row.iter().map(|p| p.extent().1).fold(0.0, f64::max))
            .collect();
        let width = widths.iter().sum::<f64>().max(1.0);
        let legend = self.legend(width);
        let boards = heights.iter().sum::<f64>();
        let style = format!("{STYLE}{LEGEND_STYLE}");
        let mut svg = Svg::new(width, boards + legend.height(width), &style);
        let mut y = 0.0;
        for (r, row) in rows.iter().enumerate() {
            let mut x = 0.0;
            for (k, p) in row.iter().enumerate() {
                p.draw(&mut svg, (x, y), r * PER_ROW + k + 1);
                x += widths[k];
            }
            y += heights[r];
        }
        legend.draw(&mut svg, boards);
        svg
    }

    /// Every terrain the boards show, every overlay on each terrain it lies on (the
    /// colour a person sees is the blend), the letters, the seam, the line of fire.
    fn legend(&self, width: f64) -> Legend {
        let mut legend = Legend::new(width);
        let terrains = ["plain", "forest", "mountain", "wall"];
        let used = |t: &str, o: Option<&str>| {
            self.panels.iter().any(|p| {
                let copies = p.ghosts.iter().map(|g| g.1);
                (0..p.terrain.len())
                    .chain(copies)
                    .any(|c| p.terrain[c] == t && p.overlay[c] == o)
            })
        };
        for t in terrains.iter().filter(|t| used(t, None)) {
            legend.entry(Swatch::Fill(vec![class_of(t)]), *t);
        }
        let overlays = [
            ("reach", "reach (movement left)"),
            ("fog", "fog (not seen)"),
            ("spot", "firing position (its cost)"),
        ];
        for (o, name) in overlays {
            for t in terrains.iter().filter(|t| used(t, Some(o))) {
                legend.entry(Swatch::Fill(vec![class_of(t), o]), format!("{name} on {t}"));
            }
        }
        legend.entry(Swatch::Letter("label unit ally", "A"), "archer");
        legend.entry(Swatch::Letter("label unit ally", "S"), "scout");
        legend.entry(Swatch::Letter("label unit enemy", "E"), "enemy");
        if self.panels.iter().any(|p| p.fire.is_some()) {
            legend.entry(Swatch::Line("fire"), "line of fire from the cheapest spot");
        }
        if self.panels.iter().any(|p| !p.seam.is_empty()) {
            legend.entry(
                Swatch::Line("seam"),
                "seam: the faded hexes past it repeat those across the map",
            );
        }
        legend
    }
}

/// The classes a terrain's cells are drawn with.
fn class_of(terrain: &str) -> &'static str {
    match terrain {
        "forest" => "cell forest",
        "mountain" => "cell mountain",
        "wall" => "cell wall",
        _ => "cell plain",
    }
}
