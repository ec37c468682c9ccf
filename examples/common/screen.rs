//! One screen of a game, fitted to the window: the key legend on top (wrapped), the
//! fixed lines (the status), the board (scrolled so the cursor stays in view), the
//! lines that stay under it (column labels) and the notes at the bottom. In raw mode the whole screen is drawn again each time, so
//! nothing scrolls away; in line mode the same lines print one after the other.

use std::fmt::Write as _;
use std::io::{self, Write};

use crossterm::{cursor, queue, terminal};

/// What a game shows for one turn.
#[derive(Debug, Clone, Default)]
pub struct Frame {
    /// The key legend, shown on top in raw mode only (line mode prints its own list
    /// of commands once).
    pub legend: String,
    /// The legend in a few words, shown instead when the window is too short for
    /// `legend` (empty: none).
    pub short_legend: String,
    /// Lines that always show, above the board (the status).
    pub top: Vec<String>,
    /// The board; scrolled to keep `focus` in view when the window is too small.
    pub body: Vec<String>,
    /// Lines that always show right under the board, scrolled sideways with it but
    /// never out of view (column labels).
    pub under: Vec<String>,
    /// Columns on the left of the board (and of the lines under it) that stay in view
    /// when it scrolls sideways (row labels).
    pub margin: usize,
    /// (column, line) of `body` to keep in view.
    pub focus: (usize, usize),
    /// Lines that always show, under the board (what the last key did).
    pub notes: Vec<String>,
    /// Whether the board must show whole (a shooter aims across all of it); else
    /// it scrolls, and a window counts as too small only below a few lines.
    pub whole: bool,
}

/// The smallest window a game draws in: narrower, or with fewer rows than the
/// legend, status, notes and a few board lines need, shows a notice instead.
pub const MIN_WIDTH: usize = 40;
/// Fewest board lines shown before the window counts as too small.
const MIN_BODY_LINES: usize = 4;
/// Fewest lines many notes are cut down to: a count of the ones left out and the last.
const MIN_NOTE_LINES: usize = 2;

impl Frame {
    /// Prints the lines of line mode: the fixed lines, the board, the notes.
    pub fn print_lines(&self) {
        let mut out = io::stdout().lock();
        let lines = self.top.iter().chain(&self.body).chain(&self.under);
        for line in lines.chain(&self.notes) {
            let _ = writeln!(out, "{line}");
        }
    }

    /// The screen's lines for a window of `width` x `height`, each at most `width`
    /// columns wide, at most `height` of them; `problem` is one more note.
    /// The legend shows when the whole board fits with it; else the short legend
    /// leaves the board more rows.
    pub fn fit(&self, width: usize, height: usize, problem: Option<&str>) -> Vec<String> {
        let whole = self.body.len();
        self.fit_with(&self.legend, whole, width, height, problem)
            .or_else(|| {
                let least = self.min_body();
                self.fit_with(self.shortest_legend(), least, width, height, problem)
            })
            .unwrap_or_else(|| self.too_small(width, height, problem))
    }

    /// The short legend if there is one, else the legend.
    fn shortest_legend(&self) -> &str {
        if self.short_legend.is_empty() {
            &self.legend
        } else {
            &self.short_legend
        }
    }

    /// [`Frame::fit`] with `legend`; `None` if the window is too small for it and
    /// `least` board lines.
    fn fit_with(
        &self,
        legend: &str,
        least: usize,
        width: usize,
        height: usize,
        problem: Option<&str>,
    ) -> Option<Vec<String>> {
        let mut head = wrap(legend, width);
        head.extend(self.top.iter().flat_map(|l| wrap_painted(l, width)));
        let mut tail: Vec<String> = self
            .notes
            .iter()
            .flat_map(|l| wrap_painted(l, width))
            .collect();
        // Many notes (a solver's whole game) keep their last lines; the board comes
        // first.
        let problem_lines = problem.map_or_else(Vec::new, |p| wrap(p, width));
        let spare = height
            .saturating_sub(head.len() + problem_lines.len() + self.body.len() + self.under.len())
            .max(MIN_NOTE_LINES);
        if tail.len() > spare {
            let cut = tail.len() - (spare - 1);
            tail.drain(..cut);
            tail.insert(0, format!("({cut} earlier lines)"));
        }
        tail.extend(problem_lines);
        let room = height.saturating_sub(head.len() + tail.len() + self.under.len());
        if width < MIN_WIDTH || room < least {
            return None;
        }
        let shown = self.body.len().min(room);
        let first = scroll(self.focus.1, shown, self.body.len());
        let body_width = self
            .body
            .iter()
            .chain(&self.under)
            .map(|l| visible_width(l))
            .max()
            .unwrap_or(0);
        // The margin stays; the rest scrolls to keep the focus in view.
        let margin = self.margin.min(width / 2);
        let view = width - margin;
        let left = margin
            + scroll(
                self.focus.0.saturating_sub(margin),
                view,
                body_width.saturating_sub(margin),
            );
        let cut = |l: &String| {
            if left == margin {
                slice_visible(l, 0, width)
            } else {
                slice_visible(l, 0, margin) + &slice_visible(l, left, view)
            }
        };
        let mut lines = head;
        lines.extend(self.body[first..first + shown].iter().map(cut));
        lines.extend(self.under.iter().map(cut));
        lines.extend(tail);
        Some(lines)
    }

    /// The notice for a window too small to play in, with the size it needs: at
    /// least [`MIN_WIDTH`] columns, and at that width the rows for the short legend, the
    /// status, the notes and a few board lines (a wider board scrolls).
    fn too_small(&self, width: usize, height: usize, problem: Option<&str>) -> Vec<String> {
        let want_width = width.max(MIN_WIDTH);
        let want_height = self.fixed_rows(want_width, problem) + self.min_body();
        let text = format!(
            "window too small ({width} x {height}): make it at least {want_width} x \
             {want_height}; q quits"
        );
        wrap(&text, width.max(1)).into_iter().take(height).collect()
    }

    /// The fewest board lines worth playing with.
    fn min_body(&self) -> usize {
        if self.whole {
            self.body.len()
        } else {
            self.body.len().min(MIN_BODY_LINES)
        }
    }

    /// The rows the legend, the fixed lines, the lines under the board and the notes
    /// take at `width`.
    fn fixed_rows(&self, width: usize, problem: Option<&str>) -> usize {
        let wrapped = |l: &String| wrap_painted(l, width).len();
        wrap(self.shortest_legend(), width).len()
            + self.top.iter().map(wrapped).sum::<usize>()
            + self.under.len()
            + self
                .notes
                .iter()
                .map(wrapped)
                .sum::<usize>()
                .min(MIN_NOTE_LINES)
            + problem.map_or(0, |p| wrap(p, width).len())
    }

    /// Draws the screen for the current window, with `problem` as its last note.
    pub fn draw(&self, problem: Option<&str>) {
        let (width, height) = super::term::window_size();
        let lines = self.fit(width, height, problem);
        let mut out = io::stdout().lock();
        let _ = queue!(out, cursor::MoveTo(0, 0));
        for (row, line) in lines.iter().enumerate() {
            let _ = queue!(out, cursor::MoveTo(0, row as u16));
            let _ = write!(out, "{line}");
            let _ = queue!(out, terminal::Clear(terminal::ClearType::UntilNewLine));
        }
        // Below the last line, when there is room below it (the cursor cannot go
        // past the last row, so clearing from there would erase that row).
        if lines.len() < height {
            let _ = queue!(
                out,
                cursor::MoveTo(0, lines.len() as u16),
                terminal::Clear(terminal::ClearType::FromCursorDown)
            );
        }
        let _ = out.flush();
    }
}

/// The first of `shown` items out of `len` so that item `focus` is in view, centred
/// when it can be.
fn scroll(focus: usize, shown: usize, len: usize) -> usize {
    if len <= shown {
        return 0;
    }
    focus.saturating_sub(shown / 2).min(len - shown)
}

/// `text` broken at spaces into lines of at most `width` characters (a longer word
/// is cut).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        for word in paragraph.split(' ') {
            let fits = line.chars().count() + 1 + word.chars().count() <= width;
            if !line.is_empty() && !fits {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
            while line.chars().count() > width {
                let rest: String = line.chars().skip(width).collect();
                lines.push(line.chars().take(width).collect());
                line = rest;
            }
        }
        lines.push(line);
    }
    lines
}

/// A line that may hold colour codes: wrapped as text when it has none, else cut.
fn wrap_painted(line: &str, width: usize) -> Vec<String> {
    if line.contains('\x1b') {
        vec![slice_visible(line, 0, width)]
    } else {
        wrap(line, width)
    }
}

/// The columns a line takes on screen: its characters less the colour codes this
/// program wrote into it (`ESC [ ... m`).
pub fn visible_width(line: &str) -> usize {
    slice_parts(line).filter(|(code, _)| !code).count()
}

/// Columns `from .. from + width` of `line`, keeping every colour code so the
/// colours stay right.
pub fn slice_visible(line: &str, from: usize, width: usize) -> String {
    let mut out = String::new();
    let mut column = 0;
    for (code, piece) in slice_parts(line) {
        if code {
            out += piece;
        } else {
            if (from..from + width).contains(&column) {
                out += piece;
            }
            column += 1;
        }
    }
    if out.contains('\x1b') && !out.ends_with("\x1b[0m") {
        let _ = write!(out, "\x1b[0m");
    }
    out
}

/// The pieces of a line this program painted: colour codes (`true`) and single
/// characters (`false`).
fn slice_parts(line: &str) -> impl Iterator<Item = (bool, &str)> {
    let mut rest = line;
    std::iter::from_fn(move || {
        let mut chars = rest.char_indices();
        let (_, first) = chars.next()?;
        let end = if first == '\x1b' {
            rest.find('m').map_or(rest.len(), |i| i + 1)
        } else {
            chars.next().map_or(rest.len(), |(i, _)| i)
        };
        let (piece, tail) = rest.split_at(end);
        rest = tail;
        Some((first == '\x1b', piece))
    })
}

/// `n` and `noun`, with an `s` unless `n` is one: "1 move", "3 moves".
pub fn count(n: impl std::fmt::Display, noun: &str) -> String {
    let n = n.to_string();
    let s = if n == "1" { "" } else { "s" };
    format!("{n} {noun}{s}")
}
