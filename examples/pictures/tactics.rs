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
//! letter.

use banmen::tactics_range::floodfill::{Coords, HexBoard, HexGrid, SquareGrid, Topology};

use super::hexes::HexFrame;
use super::hexgrid::{Hex, HexTopology, Orientation};
use super::svg::{Svg, Tag, Xy};

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
/// What the colours mean, under the boards.
const LEGEND: &str = "blue: reach (the number is the movement left) \u{b7} dark: fog \u{b7} \
orange: a firing position (its cost) \u{b7} green forest, brown mountain, grey wall \u{b7} \
A the unit, E an enemy";

const STYLE: &str = "\
.cell{stroke:#b8b1a4;stroke-width:1}\
.plain{fill:#f4f1e6}.forest{fill:#8fbf6a}.mountain{fill:#a1887f}.wall{fill:#495057}\
.reach{fill:#4dabf7;opacity:.45}.fog{fill:#343a40;opacity:.55}.spot{fill:#f76707;opacity:.5}\
.label{font:11px sans-serif;fill:#212529;text-anchor:middle;dominant-baseline:central}\
.unit{font-weight:bold}.enemy{fill:#c92a2a}.ally{fill:#1864ab}\
.caption{font:12px sans-serif;fill:#212529}";

/// A board whose cells can be drawn: each cell's outline, in board units from the
/// board's top-left corner, and the board's size.
pub trait Cells: Topology {
    /// Every cell's outline, by cell index.
    fn outlines(&self) -> (Vec<Vec<Xy>>, Xy);
}

impl Cells for SquareGrid {
    fn outlines(&self) -> (Vec<Vec<Xy>>, Xy) {
        let cells = (0..self.len())
            .map(|c| {
                let (x, y) = self.xy(c).unwrap_or_default();
                let (x0, y0) = (x as f64 * SQUARE, y as f64 * SQUARE);
                let (x1, y1) = (x0 + SQUARE, y0 + SQUARE);
                vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
            })
            .collect();
        let size = (self.width() as f64 * SQUARE, self.height() as f64 * SQUARE);
        (cells, size)
    }
}

impl Cells for HexGrid {
    fn outlines(&self) -> (Vec<Vec<Xy>>, Xy) {
        let layout = self.layout();
        let hexes: Vec<_> = (0..self.len())
            .filter_map(|c| self.coord(c).map(|o| layout.to_hex(o)))
            .collect();
        let frame = HexFrame::fit(layout, HEX, hexes.iter().copied(), 0.0);
        let cells = hexes.iter().map(|&h| frame.corners(h).to_vec()).collect();
        (cells, (frame.width, frame.height))
    }
}

impl<M: HexTopology> Cells for HexBoard<M> {
    fn outlines(&self) -> (Vec<Vec<Xy>>, Xy) {
        // Pointy-top, as the example prints these boards.
        let hexes: Vec<Hex> = (0..self.len()).filter_map(|c| self.coord_of(c)).collect();
        let frame = HexFrame::fit_oriented(Orientation::Pointy, HEX, hexes.iter().copied(), 0.0);
        let cells = hexes.iter().map(|&h| frame.corners(h).to_vec()).collect();
        (cells, (frame.width, frame.height))
    }
}

/// One board: a caption, its cells, and what the example puts on them.
pub struct Panel {
    caption: String,
    outlines: Vec<Vec<Xy>>,
    size: Xy,
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
        let (outlines, size) = grid.outlines();
        let len = outlines.len();
        Panel {
            caption: caption.to_string(),
            outlines,
            size,
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
        for (c, outline) in self.outlines.iter().enumerate() {
            let points = place(outline);
            let cell = Tag::new("polygon")
                .attr("class", format!("cell {}", self.terrain[c]))
                .attr("data-cell", c)
                .points(&points);
            svg.add(cell);
            if let Some(class) = self.overlay[c] {
                svg.add(
                    Tag::new("polygon")
                        .attr("class", class)
                        .attr("data-cell", c)
                        .points(&points),
                );
            }
            if let Some((text, class)) = &self.label[c] {
                let n = points.len() as f64;
                let (sx, sy) = points
                    .iter()
                    .fold((0.0, 0.0), |s, p| (s.0 + p.0, s.1 + p.1));
                let tag = Tag::new("text")
                    .attr("class", format!("label {class}").trim_end())
                    .attr("data-cell", c)
                    .num("x", sx / n)
                    .num("y", sy / n);
                svg.text(tag, text);
            }
        }
        svg.end();
    }
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
        let height = heights.iter().sum::<f64>() + CAPTION;
        let mut svg = Svg::new(width, height, STYLE);
        let mut y = 0.0;
        for (r, row) in rows.iter().enumerate() {
            let mut x = 0.0;
            for (k, p) in row.iter().enumerate() {
                p.draw(&mut svg, (x, y), r * PER_ROW + k + 1);
                x += widths[k];
            }
            y += heights[r];
        }
        svg.text(
            Tag::new("text")
                .attr("class", "caption")
                .num("x", MARGIN)
                .num("y", y + CAPTION / 2.0),
            LEGEND,
        );
        svg
    }

    /// Writes the picture to `file`; `false` (said on stderr) if it cannot.
    pub fn save(&self, file: &str, title: &str) -> bool {
        super::save(&self.draw(), file, title)
    }
}
