//! A small SVG writer: elements with escaped attributes, numbers printed with at most
//! two decimals (so the same board gives the same bytes on every machine), one
//! element a line, a style sheet in the header.

use std::fmt::Write as _;

/// A point in picture units (pixels before any scaling).
pub type Xy = (f64, f64);

/// One element's start tag, built attribute by attribute.
pub struct Tag {
    text: String,
}

impl Tag {
    /// `<name`, ready for attributes.
    pub fn new(name: &str) -> Tag {
        Tag {
            text: format!("<{name}"),
        }
    }

    /// ` key="value"`, the value escaped.
    pub fn attr(mut self, key: &str, value: impl std::fmt::Display) -> Tag {
        let _ = write!(self.text, " {key}=\"{}\"", escape(&value.to_string()));
        self
    }

    /// A number attribute, printed by [`num`].
    pub fn num(self, key: &str, value: f64) -> Tag {
        self.attr(key, num(value))
    }

    /// `points="x,y x,y ..."` (polygons and polylines).
    pub fn points(self, points: &[Xy]) -> Tag {
        let text: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{},{}", num(x), num(y)))
            .collect();
        self.attr("points", text.join(" "))
    }
}

/// A picture being written: the body grows element by element.
pub struct Svg {
    width: f64,
    height: f64,
    style: String,
    body: String,
    depth: usize,
}

impl Svg {
    /// An empty picture `width` x `height` units, styled by `style` (CSS rules).
    pub fn new(width: f64, height: f64, style: &str) -> Svg {
        Svg {
            width,
            height,
            style: style.to_string(),
            body: String::new(),
            depth: 1,
        }
    }

    /// An element with no content.
    pub fn add(&mut self, tag: Tag) {
        self.line(&format!("{}/>", tag.text));
    }

    /// An element holding `text` (escaped).
    pub fn text(&mut self, tag: Tag, text: &str) {
        let name = element_name(&tag);
        self.line(&format!("{}>{}</{name}>", tag.text, escape(text)));
    }

    /// Opens a group (`<g ...>`); [`Svg::end`] closes it.
    pub fn group(&mut self, tag: Tag) {
        self.line(&format!("{}>", tag.text));
        self.depth += 1;
    }

    /// Closes the group opened last.
    pub fn end(&mut self) {
        self.depth = self.depth.saturating_sub(1);
        self.line("</g>");
    }

    fn line(&mut self, text: &str) {
        let _ = writeln!(self.body, "{}{text}", "  ".repeat(self.depth));
    }

    /// The whole document.
    pub fn finish(&self, title: &str) -> String {
        let (w, h) = (num(self.width), num(self.height));
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n  \
             <title>{}</title>\n  <style>{}</style>\n  \
             <rect class=\"background\" width=\"100%\" height=\"100%\" fill=\"white\"/>\n{}</svg>\n",
            escape(title),
            escape(&self.style),
            self.body
        )
    }
}

/// The element name of a start tag (`<line ...` gives `line`).
fn element_name(tag: &Tag) -> &str {
    let rest = &tag.text[1..];
    rest.split(' ').next().unwrap_or(rest)
}

/// `x` with at most two decimals and no trailing zeros; `-0` prints as `0`.
pub fn num(x: f64) -> String {
    let text = format!("{:.2}", x);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".into()
    } else {
        text.into()
    }
}

/// Text made safe for an attribute value or element content.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// `M x y A r r 0 large 1 x y`: the arc of the circle of `radius` around `centre`
/// from angle `from` to angle `to` (radians, clockwise on a y-down screen).
/// A whole turn is drawn as two half turns (one arc cannot start and end at the same
/// point).
pub fn arc(centre: Xy, radius: f64, from: f64, to: f64) -> String {
    if to - from > 1.999 * std::f64::consts::PI {
        let mid = from + std::f64::consts::PI;
        let second = arc(centre, radius, mid, to);
        let tail = second.split_once(" A ").map_or("", |(_, t)| t);
        return format!("{} A {tail}", arc(centre, radius, from, mid));
    }
    let at = |a: f64| (centre.0 + radius * a.cos(), centre.1 + radius * a.sin());
    let (p, q) = (at(from), at(to));
    let large = u8::from(to - from > std::f64::consts::PI);
    format!(
        "M {} {} A {r} {r} 0 {large} 1 {} {}",
        num(p.0),
        num(p.1),
        num(q.0),
        num(q.1),
        r = num(radius)
    )
}

/// Path data (`d`) built command by command, compact enough for a board of a million
/// cells: after the first point every move and line is relative (`m`, `l`, `h`, `v`)
/// and counted in hundredths from the point before, so no rounding adds up along a
/// long path. The data comes in chunks of at most [`SUBPATHS`] subpaths, one element
/// each, each starting with an absolute `M`: a browser draws a thousand paths of a
/// thousand subpaths several times faster than one path of a million.
#[derive(Default)]
pub struct PathData {
    chunks: Vec<String>,
    /// Subpaths in the last chunk.
    subpaths: usize,
    /// The pen, and where the open subpath began (hundredths).
    at: Option<(i64, i64)>,
    start: (i64, i64),
    /// The current chunk's text.
    d: String,
}

/// Most subpaths one path element holds.
pub const SUBPATHS: usize = 1000;

/// `x` in hundredths.
fn hundredths(x: f64) -> i64 {
    (x * 100.0).round() as i64
}

/// A count of hundredths printed as [`num`] prints the number.
fn write_hundredths(out: &mut String, v: i64) {
    let sign = if v < 0 { "-" } else { "" };
    let (whole, frac) = (v.unsigned_abs() / 100, v.unsigned_abs() % 100);
    let _ = match frac {
        0 => write!(out, "{sign}{whole}"),
        f if f % 10 == 0 => write!(out, "{sign}{whole}.{}", f / 10),
        f => write!(out, "{sign}{whole}.{f:02}"),
    };
}

impl PathData {
    /// No commands yet.
    pub fn new() -> PathData {
        PathData::default()
    }

    /// Whether nothing was drawn.
    pub fn is_empty(&self) -> bool {
        self.d.is_empty() && self.chunks.is_empty()
    }

    /// Where the pen is, if anywhere.
    pub fn pen(&self) -> Option<Xy> {
        self.at.map(|(x, y)| (x as f64 / 100.0, y as f64 / 100.0))
    }

    fn command(&mut self, letter: char, values: &[i64]) {
        self.d.push(letter);
        for (k, &v) in values.iter().enumerate() {
            if k > 0 {
                self.d.push(' ');
            }
            write_hundredths(&mut self.d, v);
        }
    }

    /// Starts a subpath at `p`.
    pub fn move_to(&mut self, p: Xy) {
        let q = (hundredths(p.0), hundredths(p.1));
        if self.at != Some(q) {
            self.subpaths += 1;
        }
        if self.subpaths > SUBPATHS {
            self.chunks.push(std::mem::take(&mut self.d));
            self.subpaths = 1;
            self.at = None;
        }
        match self.at {
            None => self.command('M', &[q.0, q.1]),
            Some(at) if at == q => {}
            Some(at) => self.command('m', &[q.0 - at.0, q.1 - at.1]),
        }
        self.at = Some(q);
        self.start = q;
    }

    /// A straight line from the pen to `p`.
    pub fn line_to(&mut self, p: Xy) {
        let q = (hundredths(p.0), hundredths(p.1));
        let at = self.at.unwrap_or(q);
        let (dx, dy) = (q.0 - at.0, q.1 - at.1);
        match (dx, dy) {
            (_, 0) => self.command('h', &[dx]),
            (0, _) => self.command('v', &[dy]),
            _ => self.command('l', &[dx, dy]),
        }
        self.at = Some(q);
    }

    /// The segment from `p` to `q` as a subpath of its own (none if the pen is at
    /// `p` already: the segment goes on from there).
    pub fn segment(&mut self, p: Xy, q: Xy) {
        self.move_to(p);
        self.line_to(q);
    }

    /// A closed polygon.
    pub fn polygon(&mut self, points: &[Xy]) {
        let Some((&first, rest)) = points.split_first() else {
            return;
        };
        self.move_to(first);
        rest.iter().for_each(|&p| self.line_to(p));
        self.close();
    }

    /// The clockwise arc (on a y-down screen) of the circle of `radius` around
    /// `centre` from angle `from` to angle `to` (radians), from the pen, which should
    /// stand at its start; a whole turn is two half turns.
    pub fn arc_to(&mut self, centre: Xy, radius: f64, from: f64, to: f64) {
        if to - from > 1.999 * std::f64::consts::PI {
            let mid = from + std::f64::consts::PI;
            self.arc_to(centre, radius, from, mid);
            self.arc_to(centre, radius, mid, to);
            return;
        }
        self.arc_sweep(centre, radius, from, to, true);
    }

    /// An arc from angle `from` to angle `to`, clockwise or not; the pen at its start.
    pub fn arc_sweep(&mut self, centre: Xy, radius: f64, from: f64, to: f64, clockwise: bool) {
        let end = (centre.0 + radius * to.cos(), centre.1 + radius * to.sin());
        let q = (hundredths(end.0), hundredths(end.1));
        let large = (to - from).abs() > std::f64::consts::PI;
        self.d.push('A');
        let r = hundredths(radius);
        write_hundredths(&mut self.d, r);
        self.d.push(' ');
        write_hundredths(&mut self.d, r);
        let _ = write!(self.d, " 0 {} {} ", u8::from(large), u8::from(clockwise));
        write_hundredths(&mut self.d, q.0);
        self.d.push(' ');
        write_hundredths(&mut self.d, q.1);
        self.at = Some(q);
    }

    /// The point on the circle of `radius` around `centre` at `angle`.
    pub fn on_circle(centre: Xy, radius: f64, angle: f64) -> Xy {
        (
            centre.0 + radius * angle.cos(),
            centre.1 + radius * angle.sin(),
        )
    }

    /// Closes the subpath; the pen goes back to its start.
    pub fn close(&mut self) {
        self.d.push('z');
        self.at = Some(self.start);
    }

    /// The data, for `d` attributes: one per chunk.
    pub fn chunks(&self) -> impl Iterator<Item = &str> {
        self.chunks
            .iter()
            .map(String::as_str)
            .chain(Some(self.d.as_str()).filter(|d| !d.is_empty()))
    }
}

impl Svg {
    /// `<path class=CLASS d=...>`, one per chunk of `data` (none if it is empty).
    pub fn path(&mut self, class: &str, data: &PathData) {
        for d in data.chunks() {
            self.add(Tag::new("path").attr("class", class).attr("d", d));
        }
    }

    /// The picture's width.
    pub fn width(&self) -> f64 {
        self.width
    }
}

/// How one legend entry shows what it names: with the very classes the picture
/// draws with, so its colours are the drawing's by construction.
pub enum Swatch {
    /// A square filled by these classes, one over another (a terrain and what lies
    /// on it).
    Fill(Vec<&'static str>),
    /// A short line stroked by the class.
    Line(&'static str),
    /// A short bar filled by the class, as thick as the drawing's (a line drawn as
    /// a filled rectangle): the class and the thickness at scale 1.
    Bar(&'static str, f64),
    /// A dot of the class with a letter on it.
    Dot(&'static str, &'static str),
    /// A letter in the classes given (as a board labels its cells).
    Letter(&'static str, &'static str),
    /// A polygon filled by the class: its corners in a unit square, scaled to the
    /// swatch (a mark that is a shape, not a letter).
    Shape(&'static str, Vec<Xy>),
}

/// What the colours of a picture mean: swatches and words in rows under the
/// drawing, wrapped to its width.
pub struct Legend {
    entries: Vec<(Swatch, String)>,
    scale: f64,
}

/// Height of one legend row at scale 1.
const LEGEND_ROW: f64 = 20.0;

impl Legend {
    /// An empty legend for a picture `width` wide (larger pictures get larger type).
    pub fn new(width: f64) -> Legend {
        Legend {
            entries: Vec::new(),
            scale: (width / 700.0).clamp(1.0, 4.0),
        }
    }

    /// Adds an entry.
    pub fn entry(&mut self, swatch: Swatch, text: impl Into<String>) {
        self.entries.push((swatch, text.into()));
    }

    /// Each entry's place (row, x) when the rows are `width` wide.
    fn places(&self, width: f64) -> Vec<(usize, f64)> {
        let s = self.scale;
        let (mut row, mut x) = (0, 12.0 * s);
        let mut places = Vec::new();
        for (_, text) in &self.entries {
            let w = (22.0 + 6.2 * text.chars().count() as f64 + 16.0) * s;
            if x + w > width && x > 12.0 * s {
                row += 1;
                x = 12.0 * s;
            }
            places.push((row, x));
            x += w;
        }
        places
    }

    /// The room the legend takes under a drawing `width` wide.
    pub fn height(&self, width: f64) -> f64 {
        let rows = self.places(width).last().map_or(0, |p| p.0 + 1);
        (rows as f64 * LEGEND_ROW + 8.0) * self.scale
    }

    /// Draws the legend with its top at `top`, in a group `class="legend"`.
    pub fn draw(&self, svg: &mut Svg, top: f64) {
        let s = self.scale;
        let places = self.places(svg.width);
        svg.group(
            Tag::new("g")
                .attr("class", "legend")
                .attr("font-size", num(12.0 * s)),
        );
        for ((swatch, text), (row, x)) in self.entries.iter().zip(places) {
            let y = top + (row as f64 * LEGEND_ROW + 4.0) * s;
            let (side, mid) = (14.0 * s, y + 7.0 * s);
            svg.group(Tag::new("g").attr("class", "entry"));
            match swatch {
                Swatch::Fill(classes) => {
                    for class in classes {
                        svg.add(
                            Tag::new("rect")
                                .attr("class", format!("swatch {class}"))
                                .num("x", x)
                                .num("y", y)
                                .num("width", side)
                                .num("height", side),
                        );
                    }
                }
                Swatch::Line(class) => {
                    let mut d = PathData::new();
                    d.segment((x, mid), (x + side, mid));
                    svg.path(&format!("swatch {class}"), &d);
                }
                Swatch::Bar(class, thickness) => {
                    let t = (thickness * s).max(2.0) / 2.0;
                    let mut d = PathData::new();
                    d.polygon(&[
                        (x, mid - t),
                        (x + side, mid - t),
                        (x + side, mid + t),
                        (x, mid + t),
                    ]);
                    svg.path(&format!("swatch {class}"), &d);
                }
                Swatch::Dot(class, letter) => {
                    svg.add(
                        Tag::new("circle")
                            .attr("class", format!("swatch {class}"))
                            .num("cx", x + side / 2.0)
                            .num("cy", mid)
                            .num("r", side / 2.0),
                    );
                    svg.text(
                        Tag::new("text")
                            .attr("class", "mark-label")
                            .num("x", x + side / 2.0)
                            .num("y", mid)
                            .num("font-size", 10.0 * s),
                        letter,
                    );
                }
                Swatch::Shape(class, corners) => {
                    let points: Vec<Xy> = corners
                        .iter()
                        .map(|p| (x + p.0 * side, y + p.1 * side))
                        .collect();
                    svg.add(
                        Tag::new("polygon")
                            .attr("class", format!("swatch {class}"))
                            .points(&points),
                    );
                }
                Swatch::Letter(class, letter) => {
                    svg.text(
                        Tag::new("text")
                            .attr("class", *class)
                            .num("x", x + side / 2.0)
                            .num("y", mid),
                        letter,
                    );
                }
            }
            svg.text(
                Tag::new("text")
                    .attr("class", "legend-text")
                    .num("x", x + side + 6.0 * s)
                    .num("y", mid),
                text,
            );
            svg.end();
        }
        svg.end();
    }
}

/// The legend's own styles: text beside the swatches, the letters on dots.
pub const LEGEND_STYLE: &str = ".legend-text{font-family:sans-serif;fill:#212529;dominant-baseline:central}\
.mark-label{font-family:sans-serif;font-weight:bold;fill:white;text-anchor:middle;dominant-baseline:central}";
