//! The hexgrid example's maps side by side: each hex of a map one pointy hexagon,
//! coloured by the character the text form prints for it. A map whose edges meet
//! shows its seam dashed and, faded past it, the hexes across the map that its edge
//! hexes touch there (`data-ghost-of="q,r"`). A legend under the maps shows each
//! colour used.

use super::hexes::HexFrame;
use super::hexgrid::{Hex, Orientation};
use super::svg::{LEGEND_STYLE, Legend, PathData, Svg, Swatch, Tag};

/// Corner radius of a hex.
const HEX: f64 = 12.0;
/// Space around and between the maps.
const MARGIN: f64 = 10.0;
/// Room for a map's caption above it.
const CAPTION: f64 = 34.0;
const STYLE: &str = "\
.hex{stroke:#8c8577;stroke-width:1}\
.open{fill:#fdfcf7}.wedge{fill:#ffd43b}.line{fill:#ff922b}.end{fill:#4dabf7}\
.viewer{fill:#1c7ed6}.wall{fill:#495057}.hidden{fill:#adb5bd}.far{fill:#e3e6ea}\
.label{font:bold 11px sans-serif;fill:white;text-anchor:middle;dominant-baseline:central}\
.caption{font:12px sans-serif;fill:#212529}\
.ghosts{opacity:.4}.seam{stroke:#1c7ed6;stroke-width:2;stroke-dasharray:5 3;fill:none}";

/// The maps to draw, in order.
#[derive(Default)]
pub struct Sheet {
    maps: Vec<(String, Vec<(Hex, char)>)>,
    /// Per map, the hexes past its seam and the map hex each stands for.
    ghosts: Vec<Vec<(Hex, Hex)>>,
}

impl Sheet {
    /// Adds a map: its caption and each hex with the character the text prints.
    pub fn add(&mut self, caption: &str, hexes: impl IntoIterator<Item = (Hex, char)>) {
        self.maps
            .push((caption.to_string(), hexes.into_iter().collect()));
        self.ghosts.push(Vec::new());
    }

    /// Marks the map added last as one whose edges meet: `wrap` gives the map hex
    /// that a hex past the edge stands for.
    pub fn wraps(&mut self, wrap: impl Fn(Hex) -> Hex) {
        let (Some((_, hexes)), Some(ghosts)) = (self.maps.last(), self.ghosts.last_mut()) else {
            return;
        };
        let radius = hexes.iter().map(|(h, _)| h.length()).max().unwrap_or(0);
        *ghosts = Hex::ORIGIN
            .range(radius + 1)
            .filter(|h| h.length() == radius + 1)
            .map(|h| (h, wrap(h)))
            .collect();
    }

    /// The maps side by side, each under its caption. A hex's class says what its
    /// character means: `open` (.), `wedge` (w), `line` (*), `end` (A, B), `viewer`
    /// (@), `wall` (#), `hidden` (~), `far` (-).
    pub fn draw(&self) -> Svg {
        let frames: Vec<HexFrame> = self
            .maps
            .iter()
            .zip(&self.ghosts)
            .map(|((_, hexes), ghosts)| {
                let hexes = hexes.iter().map(|&(h, _)| h);
                let all = hexes.chain(ghosts.iter().map(|g| g.0));
                HexFrame::fit_oriented(Orientation::Pointy, HEX, all, MARGIN)
            })
            .collect();
        // A map is as wide as its hexes or its caption, whichever is wider.
        let widths: Vec<f64> = frames
            .iter()
            .zip(&self.maps)
            .map(|(f, (caption, _))| f.width.max(caption_width(caption)))
            .collect();
        let width = widths.iter().sum::<f64>() + MARGIN;
        let maps_height = frames.iter().map(|f| f.height).fold(0.0, f64::max) + CAPTION;
        let legend = self.legend(width);
        let height = maps_height + legend.height(width);
        let style = format!("{STYLE}{LEGEND_STYLE}");
        let mut svg = Svg::new(width, height, &style);
        let mut x = MARGIN;
        for (k, (frame, (caption, hexes))) in frames.into_iter().zip(&self.maps).enumerate() {
            let panel = widths[k];
            let indent = (panel - frame.width) / 2.0;
            let frame = frame.shifted(x + indent, CAPTION);
            svg.group(
                Tag::new("g")
                    .attr("class", "map")
                    .attr("id", format!("map-{}", k + 1)),
            );
            svg.text(
                Tag::new("text")
                    .attr("class", "caption")
                    .num("x", x + MARGIN)
                    .num("y", CAPTION / 2.0),
                caption,
            );
            let ghosts = &self.ghosts[k];
            if !ghosts.is_empty() {
                svg.group(Tag::new("g").attr("class", "ghosts"));
                for &(ghost, of) in ghosts {
                    let ch = hexes.iter().find(|h| h.0 == of).map_or('.', |h| h.1);
                    svg.add(
                        Tag::new("polygon")
                            .attr("class", format!("hex {}", class_of(ch)))
                            .attr("data-ghost-of", format!("{},{}", of.q, of.r))
                            .points(&frame.corners(ghost)),
                    );
                }
                svg.end();
            }
            for &(hex, ch) in hexes {
                let class = class_of(ch);
                svg.add(
                    Tag::new("polygon")
                        .attr("class", format!("hex {class}"))
                        .attr("data-hex", format!("{},{}", hex.q, hex.r))
                        .points(&frame.corners(hex)),
                );
                if matches!(ch, '@' | 'A' | 'B') {
                    let (cx, cy) = frame.centre(hex);
                    svg.text(
                        Tag::new("text")
                            .attr("class", "label")
                            .num("x", cx)
                            .num("y", cy),
                        &ch.to_string(),
                    );
                }
            }
            if !ghosts.is_empty() {
                let mut seam = PathData::new();
                for &(ghost, _) in ghosts {
                    for n in (0..6).map(|d| ghost.neighbor(super::hexgrid::Direction::ALL[d])) {
                        if hexes.iter().any(|h| h.0 == n) {
                            let (p, q) = frame.side(ghost, n);
                            seam.segment(p, q);
                        }
                    }
                }
                svg.path("seam", &seam);
            }
            svg.end();
            x += panel;
        }
        legend.draw(&mut svg, maps_height);
        svg
    }

    /// An entry for each kind of hex the maps show, and the seam.
    fn legend(&self, width: f64) -> Legend {
        let mut legend = Legend::new(width);
        let kinds = [
            ('w', "hex wedge", "the wedge"),
            ('*', "hex line", "the line from A to B"),
            ('A', "hex end", "A and B, the line's ends"),
            ('@', "hex viewer", "the viewer"),
            ('.', "hex open", "open (in the view: seen)"),
            ('#', "hex wall", "a wall"),
            ('~', "hex hidden", "hidden behind a wall"),
            ('-', "hex far", "beyond the view"),
        ];
        for (ch, class, name) in kinds {
            let used = self
                .maps
                .iter()
                .any(|(_, hexes)| hexes.iter().any(|h| class_of(h.1) == class_of(ch)));
            if used {
                legend.entry(Swatch::Fill(vec![class]), name);
            }
        }
        if self.ghosts.iter().any(|g| !g.is_empty()) {
            legend.entry(
                Swatch::Line("seam"),
                "seam: the faded hexes past it repeat those across the map",
            );
        }
        legend
    }
}

/// About how wide `caption` is in the caption font, with the margins.
fn caption_width(caption: &str) -> f64 {
    caption.chars().count() as f64 * 6.5 + 2.0 * MARGIN
}

fn class_of(ch: char) -> &'static str {
    match ch {
        'w' => "wedge",
        '*' => "line",
        'A' | 'B' => "end",
        '@' => "viewer",
        '#' => "wall",
        '~' => "hidden",
        '-' => "far",
        _ => "open",
    }
}
