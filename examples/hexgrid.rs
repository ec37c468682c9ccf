//! Draws hexagon-shaped maps as text: a wedge, a line across the seam of a
//! wrap-around map, and a field of view among walls; then a small bubble-shooter board
//! before and after its ceiling descends.
//!
//! Run with `cargo run --example hexgrid -- --help` for the options (the shared
//! command line of `banmen_examples::common`: usage on `--help`, exit code 2 on a bad argument).

use std::fmt::Write as _;

use banmen::hexgrid::{Diagonal, Fov, Hex, Layout, OffsetCoord, OffsetGrid, Point, WrapHexagon};

const USAGE: &str = "\
usage: hexgrid [--radius N] [--view N] [--svg FILE]

Prints four pictures, each hex one character, rows of axial r top to bottom:
  1. a wedge: the hexes of the map within the 60-degree sector pointing North ('w');
  2. a wrap-around map: the shortest line from A to B, which leaves the map on one
     side and comes back on the other ('*'), with its length on and off the wrap;
  3. a field of view: what '@' sees within the view radius ('.'), walls ('#', seen
     or not), what the walls hide ('~'), and hexes beyond the view radius ('-');
  4. a bubble-shooter board, a shot landing on it, and its ceiling descending.

options:
  -r, --radius N   radius of the maps, 2 to 20 (default 6)
  -v, --view N     radius of the field of view, 1 to 20 (default 5)
      --svg FILE   also draw maps 1 to 3 as a picture (SVG) in FILE;
                   scripts/render.sh turns it into a PNG
  -h, --help       print this help and exit";

use banmen_examples::{common, pictures};

use common::cli::{Arg, Cli};

fn main() {
    // `-h`/`--help`, unknown flags and bad numbers are handled by the shared `Cli`.
    let mut cli = Cli::from_env("hexgrid", USAGE);
    let (mut radius, mut view, mut svg) = (6, 5, None);
    while let Some(arg) = cli.next() {
        match arg {
            Arg::Flag(f) if f == "-r" || f == "--radius" => radius = cli.number(&f, 2..=20),
            Arg::Flag(f) if f == "-v" || f == "--view" => view = cli.number(&f, 1..=20),
            Arg::Flag(f) if f == "--svg" => svg = Some(cli.value(&f)),
            other => cli.unexpected(other),
        }
    }
    // The pictures are drawn into one text, written at the end.
    // The picture's file is made first: a folder that is not there stops the
    // program before the maps are printed.
    let file = match svg.as_deref().map(pictures::create) {
        Some(None) => std::process::exit(1),
        other => other.flatten(),
    };
    let mut out = String::new();
    let mut sheet = pictures::hexmap::Sheet::default();
    wedge(&mut out, &mut sheet, radius);
    wrap_around(&mut out, &mut sheet, radius);
    field_of_view(&mut out, &mut sheet, radius, view);
    bubble_board(&mut out);
    emit(std::io::stdout(), &out);
    if let (Some(file), Some(path)) = (file, &svg) {
        let title = format!("hexgrid maps of radius {radius}, view {view}");
        if !pictures::write(file, &sheet.draw(), path, &title) {
            std::process::exit(1);
        }
    }
}

/// Writes `text`; a closed pipe (`hexgrid | head`) is not an error worth a panic.
fn emit(mut to: impl std::io::Write, text: &str) {
    let _ = to.write_all(text.as_bytes()).and_then(|()| to.flush());
}

/// Prints the hexagon of `radius` around the origin, one character per hex from
/// `mark`, each row indented half a cell per step from the middle so that the text has
/// the map's shape; the same map goes on `sheet`, under the title line just written.
fn draw(
    out: &mut String,
    sheet: &mut pictures::hexmap::Sheet,
    radius: u32,
    mark: impl Fn(Hex) -> char,
) {
    let title = out.lines().last().unwrap_or_default();
    let title = title.split_once(". ").map_or(title, |(_, t)| t);
    sheet.add(title, Hex::ORIGIN.range(radius).map(|h| (h, mark(h))));
    let n = radius as i32;
    for r in -n..=n {
        let row: Vec<String> = (-n..=n)
            .map(|q| Hex::new(q, r))
            .filter(|h| h.length() <= radius)
            .map(|h| mark(h).to_string())
            .collect();
        let _ = writeln!(
            out,
            "{}{}",
            " ".repeat(r.unsigned_abs() as usize),
            row.join(" ")
        );
    }
    let _ = writeln!(out);
}

fn wedge(out: &mut String, sheet: &mut pictures::hexmap::Sheet, radius: u32) {
    let wedge: Vec<Hex> = Hex::ORIGIN.wedge(radius, Diagonal::North).collect();
    let _ = writeln!(
        out,
        "1. The wedge of radius {radius} pointing North: {} hexes",
        wedge.len()
    );
    draw(out, sheet, radius, |h| {
        if h == Hex::ORIGIN {
            '@'
        } else if wedge.contains(&h) {
            'w'
        } else {
            '.'
        }
    });
}

fn wrap_around(out: &mut String, sheet: &mut pictures::hexmap::Sheet, radius: u32) {
    let map = WrapHexagon::new(radius).expect("the radius was checked against 20");
    let n = radius as i32;
    let (a, b) = (Hex::new(n - 1, 0), Hex::new(-n, 1));
    let line: Vec<Hex> = map.line(a, b).collect();
    let _ = writeln!(
        out,
        "2. A wrap-around map: A {a} to B {b} is {} steps across the seam, {} without it",
        map.distance(a, b),
        a.distance(b)
    );
    draw(out, sheet, radius, |h| {
        if h == a {
            'A'
        } else if h == b {
            'B'
        } else if line.contains(&h) {
            '*'
        } else {
            '.'
        }
    });
    sheet.wraps(|h| map.wrap(h));
}

fn field_of_view(out: &mut String, sheet: &mut pictures::hexmap::Sheet, radius: u32, view: u32) {
    // A fixed scatter of walls (about one hex in eleven), none on the viewer.
    let viewer = Hex::new(-1, 1);
    let wall = |h: Hex| h != viewer && (h.q * 7 + h.r * 13).rem_euclid(11) == 0;
    let mut fov = Fov::new();
    fov.compute(viewer, view, wall)
        .expect("the view radius was checked against 20 and the map lies near the origin");
    let _ = writeln!(
        out,
        "3. Field of view of radius {view} from @ {viewer}: {} hexes seen",
        fov.visible().count()
    );
    draw(out, sheet, radius, |h| {
        if h == viewer {
            '@'
        } else if wall(h) {
            '#'
        } else if fov.is_visible(h) {
            '.'
        } else if h.distance(viewer) <= view {
            '~'
        } else {
            '-'
        }
    });
}

fn bubble_board(out: &mut String) {
    let text = "\
R R G G B B Y Y
 R G G B B Y Y .
G B . . R . . .
 . . . . . . . .
. . . . . . . .
";
    let mut board: OffsetGrid<char> = text.parse().expect("the board text is valid");
    let _ = writeln!(out, "4. A bubble board ({:?}):\n{board}", board.layout());

    // A shot bubble stops at pixel (100, 60) on a board of 32-pixel bubbles.
    let layout = Layout::bubble_board(32.0, board.layout(), Point::new(0.0, 0.0))
        .expect("32 is a valid diameter");
    let cell = layout.pixel_to_offset(board.layout(), Point::new(100.0, 60.0));
    board.set(cell, 'B').expect("the shot lands on the board");
    let touching: String = board
        .neighbors(cell)
        .filter_map(|c| board.get(c))
        .filter(|&&b| b != '.')
        .collect();
    let _ = writeln!(
        out,
        "a shot stops at pixel (100, 60): cell (col {}, row {}), touching bubbles {touching}:\n{board}",
        cell.col, cell.row
    );

    let dropped = board.push_row_top('P');
    let _ = writeln!(
        out,
        "the ceiling descends ({:?} now; bottom row {:?} drops off):\n{board}",
        board.layout(),
        dropped.iter().collect::<String>()
    );
    debug_assert_eq!(
        board.get(OffsetCoord::new(cell.col, cell.row + 1)),
        Some(&'B')
    );
}
