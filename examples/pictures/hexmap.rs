//! The hexgrid example's maps side by side: each hex of a map one pointy hexagon,
//! coloured by the character the text form prints for it.

use super::hexes::HexFrame;
use super::hexgrid::{Hex, Orientation};
use super::svg::{Svg, Tag};

/// Corner radius of a hex.
const HEX: f64 = 12.0;
/// Space around and between the maps.
const MARGIN: f64 = 10.0;
/// Room for a map's caption above it.
const CAPTION: f64 = 34.0;
/// What the colours mean, under the maps.
const LEGEND: &str = "yellow: the wedge \u{b7} orange: the line from A to B \u{b7} \
@ the viewer \u{b7} white: seen \u{b7} dark: a wall \u{b7} grey: hidden by a wall \u{b7} \
light grey: beyond the view";

const STYLE: &str = "\
.hex{stroke:#8c8577;stroke-width:1}\
.open{fill:#fdfcf7}.wedge{fill:#ffd43b}.line{fill:#ff922b}.end{fill:#4dabf7}\
.viewer{fill:#1c7ed6}.wall{fill:#495057}.hidden{fill:#adb5bd}.far{fill:#e3e6ea}\
.label{font:bold 11px sans-serif;fill:white;text-anchor:middle;dominant-baseline:central}\
.caption{font:12px sans-serif;fill:#212529}";

/// The maps to draw, in order.
#[derive(Default)]
pub struct Sheet {
    maps: Vec<(String, Vec<(Hex, char)>)>,
}

impl Sheet {
    /// Adds a map: its caption and each hex with the character the text prints.
    pub fn add(&mut self, caption: &str, hexes: impl IntoIterator<Item = (Hex, char)>) {
        self.maps
            .push((caption.to_string(), hexes.into_iter().collect()));
    }

    /// The maps side by side, each under its caption. A hex's class says what its
    /// character means: `open` (.), `wedge` (w), `line` (*), `end` (A, B), `viewer`
    /// (@), `wall` (#), `hidden` (~), `far` (-).
    pub fn draw(&self) -> Svg {
        let frames: Vec<HexFrame> = self
            .maps
            .iter()
            .map(|(_, hexes)| {
                let hexes = hexes.iter().map(|&(h, _)| h);
                HexFrame::fit_oriented(Orientation::Pointy, HEX, hexes, MARGIN)
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
        let height = maps_height + 24.0;
        let mut svg = Svg::new(width, height, STYLE);
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
            svg.end();
            x += panel;
        }
        let legend = Tag::new("text")
            .attr("class", "caption")
            .num("x", 2.0 * MARGIN)
            .num("y", maps_height + 12.0);
        svg.text(legend, LEGEND);
        svg
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
