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

    /// Writes the document to `path`.
    pub fn save(&self, path: &str, title: &str) -> std::io::Result<()> {
        std::fs::write(path, self.finish(title))
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
