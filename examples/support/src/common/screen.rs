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
        // Many notes (a solver's whole game) keep their last ones, each whole; the
        // board comes first.
        let problem_lines = problem.map_or_else(Vec::new, |p| wrap(p, width));
        let spare = height
            .saturating_sub(head.len() + problem_lines.len() + self.body.len() + self.under.len())
            .max(MIN_NOTE_LINES);
        let mut tail = last_notes(&self.notes, width, spare);
        tail.extend(problem_lines);
        // A board shown whole keeps rows for notes even before there are any, so the
        // size a game needs does not grow after its first move.
        let note_rows = if self.whole {
            tail.len().max(MIN_NOTE_LINES)
        } else {
            tail.len()
        };
        let room = height.saturating_sub(head.len() + note_rows + self.under.len());
        if width < MIN_WIDTH || room < least || head.len() + tail.len() > height {
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
        let mut rows: Vec<String> = self.body[first..first + shown].iter().map(cut).collect();
        // A board without row labels says where rows are out of view, in place of
        // its first (or last) row shown.
        if self.margin == 0 && shown >= 3 {
            if first > 0 {
                rows[0] = format!("  ^ {} above", count(first + 1, "more row"));
            }
            let below = self.body.len() - first - shown;
            if below > 0 {
                rows[shown - 1] = format!("  v {} below", count(below + 1, "more row"));
            }
        }
        lines.extend(rows);
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
            + if self.whole {
                MIN_NOTE_LINES
            } else {
                self.notes
                    .iter()
                    .map(wrapped)
                    .sum::<usize>()
                    .min(MIN_NOTE_LINES)
            }
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
        // A paragraph that fits keeps its spacing (aligned columns, leading spaces).
        if paragraph.chars().count() <= width {
            lines.push(paragraph.to_string());
            continue;
        }
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

/// The last of `notes` that fit in `spare` lines at `width`, each note whole: when some
/// are left out a first line says how many; a last note too long on its own keeps
/// its first lines, the last of them ending in `...`.
fn last_notes(notes: &[String], width: usize, spare: usize) -> Vec<String> {
    let wrapped: Vec<Vec<String>> = notes.iter().map(|l| wrap_painted(l, width)).collect();
    let total: usize = wrapped.iter().map(Vec::len).sum();
    if total <= spare {
        return wrapped.into_iter().flatten().collect();
    }
    let room = spare.saturating_sub(1);
    let (mut kept, mut used) = (0, 0);
    for note in wrapped.iter().rev() {
        if used + note.len() > room {
            break;
        }
        used += note.len();
        kept += 1;
    }
    if kept == 0 {
        // The last note alone is too long: its beginning, marked as cut.
        let mut lines: Vec<String> = wrapped.last().map_or_else(Vec::new, |n| n.clone());
        lines.truncate(spare.max(1));
        if let Some(last) = lines.last_mut() {
            let keep = visible_width(last).min(width.saturating_sub(3));
            *last = slice_visible(last, 0, keep) + "...";
        }
        return lines;
    }
    let left_out = notes.len() - kept;
    let mut lines = vec![format!("({} earlier)", count(left_out, "note"))];
    lines.extend(wrapped[notes.len() - kept..].iter().flatten().cloned());
    lines
}

/// A line that may hold colour codes, broken at spaces into lines of at most `width`
/// columns as [`wrap`] does, each colour carried over to the next line.
fn wrap_painted(line: &str, width: usize) -> Vec<String> {
    if !line.contains('\x1b') {
        return wrap(line, width);
    }
    if visible_width(line) <= width {
        return vec![line.to_string()];
    }
    // Break the visible text, then cut the painted line at the same columns.
    let plain: String = slice_parts(line)
        .filter(|(code, _)| !code)
        .map(|(_, c)| c)
        .collect();
    let mut out = Vec::new();
    let mut from = 0;
    let mut colour = String::new();
    let chars: Vec<char> = plain.chars().collect();
    for piece in wrap(&plain, width) {
        // wrap drops the space it breaks at: skip it here too.
        while from < chars.len() && chars[from] == ' ' && !piece.starts_with(' ') {
            from += 1;
        }
        let n = piece.chars().count();
        let mut part = colour.clone() + &slice_visible(line, from, n);
        // The colour in force at the end of this part goes on with the next.
        for (code, p) in slice_parts(&part.clone()) {
            if code {
                colour = if p == "\x1b[0m" {
                    String::new()
                } else {
                    p.to_string()
                };
            }
        }
        if part.contains('\x1b') && !part.ends_with("\x1b[0m") {
            part += "\x1b[0m";
        }
        out.push(part);
        from += n;
    }
    out
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
