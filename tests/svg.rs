//! The pictures of `--svg`: each example writes one into a temporary directory, the
//! test reads it back with an XML parser and checks it against the board built again
//! from the library with the same seed: one wall per closed side, one shape per cell,
//! the path as long as the shortest path, reach and fog cell by cell.

use crate::common;

use std::collections::BTreeMap;

use banmen::floodfill::{Connectivity, HexGrid, SquareGrid, Topology};
use banmen::hexgrid::OffsetLayout;
use banmen::maze_gen::{
    Algorithm, Direction, DistanceMap, Levels, Maze, MazeBoard, PolarGrid, Square, TorusGrid,
    WeaveMaze, rng,
};
use roxmltree::{Document, Node};

/// Runs `example` with `args` and `--svg` into the test's temporary directory; the
/// picture's text.
fn picture(example: &str, name: &str, args: &[&str]) -> String {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("svg");
    std::fs::create_dir_all(&dir).expect("the temporary directory can be made");
    let file = dir.join(format!("{name}.svg"));
    let _ = std::fs::remove_file(&file);
    let path = file.to_str().expect("a UTF-8 path");
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--svg", path]);
    let out = common::run(example, &all, "");
    assert_eq!(out.status.code(), Some(0), "{example} {all:?}: {out:?}");
    std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{example} wrote {path}: {e}"))
}

/// The elements whose class list holds `class`.
fn with_class<'a, 'i>(doc: &'a Document<'i>, class: &str) -> Vec<Node<'a, 'i>> {
    doc.descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.split_whitespace().any(|w| w == class))
        })
        .collect()
}

fn number(node: Node, attr: &str) -> f64 {
    node.attribute(attr)
        .unwrap_or_else(|| panic!("{attr} on {node:?}"))
        .parse()
        .unwrap_or_else(|_| panic!("{attr} is a number on {node:?}"))
}

fn index(node: Node, attr: &str) -> usize {
    number(node, attr) as usize
}

/// The centre of a cell's shape: a rectangle's middle, a polygon's mean corner, a
/// circle's centre; `None` for a ring sector.
fn centre(node: Node) -> Option<(f64, f64)> {
    match node.tag_name().name() {
        "rect" => Some((
            number(node, "x") + number(node, "width") / 2.0,
            number(node, "y") + number(node, "height") / 2.0,
        )),
        "polygon" => {
            let points = polygon(node);
            let n = points.len() as f64;
            let sum = points
                .iter()
                .fold((0.0, 0.0), |s, p| (s.0 + p.0, s.1 + p.1));
            Some((sum.0 / n, sum.1 / n))
        }
        "circle" => Some((number(node, "cx"), number(node, "cy"))),
        _ => None,
    }
}

fn polygon(node: Node) -> Vec<(f64, f64)> {
    node.attribute("points")
        .expect("a polygon has points")
        .split_whitespace()
        .map(|p| {
            let (x, y) = p.split_once(',').expect("x,y");
            (x.parse().expect("x"), y.parse().expect("y"))
        })
        .collect()
}

fn near(p: (f64, f64), q: (f64, f64)) -> bool {
    (p.0 - q.0).abs() < 0.02 && (p.1 - q.1).abs() < 0.02
}

fn dist(p: (f64, f64), q: (f64, f64)) -> f64 {
    ((p.0 - q.0).powi(2) + (p.1 - q.1).powi(2)).sqrt()
}

fn joined<T: Topology + ?Sized>(t: &T, a: usize, b: usize) -> bool {
    let mut found = false;
    t.for_each_neighbor(a, |n| found |= n == b);
    found
}

/// A side as drawn: its two cells, lowest first (`None` on the edge).
type Pair = (usize, Option<usize>);

fn pair(a: usize, b: Option<usize>) -> Pair {
    match b {
        Some(b) if b < a => (b, Some(a)),
        _ => (a, b),
    }
}

fn count(pairs: impl IntoIterator<Item = Pair>) -> BTreeMap<Pair, usize> {
    let mut m = BTreeMap::new();
    for p in pairs {
        *m.entry(p).or_insert(0) += 1;
    }
    m
}

/// The walls a maze on `grid` should show: every side between two usable neighbours
/// of the grid that the maze does not join, and every side of a usable cell facing no
/// usable cell (`sides` per cell; 0 to leave the edge out).
fn expected_walls<G: Topology, M: Topology + ?Sized>(
    grid: &G,
    usable: impl Fn(usize) -> bool,
    maze: &M,
    sides: impl Fn(usize) -> usize,
) -> BTreeMap<Pair, usize> {
    let mut walls = Vec::new();
    for a in (0..grid.len()).filter(|&a| usable(a)) {
        let mut inner = 0;
        grid.for_each_neighbor(a, |b| {
            if usable(b) {
                inner += 1;
                if a < b && !joined(maze, a, b) {
                    walls.push((a, Some(b)));
                }
            }
        });
        walls.extend(std::iter::repeat_n(
            (a, None),
            sides(a).saturating_sub(inner),
        ));
    }
    count(walls)
}

type Xy = (f64, f64);

/// One piece of a path: a straight line, or an arc of the given radius.
#[derive(Clone, Copy, Debug)]
struct Seg {
    from: Xy,
    to: Xy,
    radius: Option<f64>,
}

/// The subpaths of path data (`M m L l H h V v A z`, the commands the pictures
/// write), each as its pieces in absolute units.
fn subpaths(d: &str) -> Vec<Vec<Seg>> {
    enum Tok {
        Cmd(char),
        Num(f64),
    }
    let mut tokens = Vec::new();
    let mut num = String::new();
    let flush = |num: &mut String, tokens: &mut Vec<Tok>| {
        if !num.is_empty() {
            let v = num.parse().unwrap_or_else(|_| panic!("a number: {num}"));
            tokens.push(Tok::Num(v));
            num.clear();
        }
    };
    for ch in d.chars() {
        match ch {
            c if c.is_ascii_alphabetic() => {
                flush(&mut num, &mut tokens);
                tokens.push(Tok::Cmd(c));
            }
            ' ' | ',' => flush(&mut num, &mut tokens),
            '-' => {
                flush(&mut num, &mut tokens);
                num.push('-');
            }
            c => num.push(c),
        }
    }
    flush(&mut num, &mut tokens);
    let mut out: Vec<Vec<Seg>> = Vec::new();
    let (mut at, mut start) = ((0.0, 0.0), (0.0, 0.0));
    let mut i = 0;
    let mut cmd = ' ';
    let next = |i: &mut usize| -> f64 {
        let Tok::Num(v) = tokens[*i] else {
            panic!("a number in {d}")
        };
        *i += 1;
        v
    };
    let push = |out: &mut Vec<Vec<Seg>>, from: Xy, to: Xy, radius| {
        out.last_mut()
            .expect("a subpath starts with M")
            .push(Seg { from, to, radius });
    };
    while i < tokens.len() {
        if let Tok::Cmd(c) = tokens[i] {
            cmd = c;
            i += 1;
        }
        match cmd {
            'M' | 'm' => {
                let (x, y) = (next(&mut i), next(&mut i));
                at = if cmd == 'm' {
                    (at.0 + x, at.1 + y)
                } else {
                    (x, y)
                };
                start = at;
                out.push(Vec::new());
            }
            'L' | 'l' => {
                let (x, y) = (next(&mut i), next(&mut i));
                let to = if cmd == 'l' {
                    (at.0 + x, at.1 + y)
                } else {
                    (x, y)
                };
                push(&mut out, at, to, None);
                at = to;
            }
            'H' | 'h' => {
                let x = next(&mut i);
                let to = if cmd == 'h' {
                    (at.0 + x, at.1)
                } else {
                    (x, at.1)
                };
                push(&mut out, at, to, None);
                at = to;
            }
            'V' | 'v' => {
                let y = next(&mut i);
                let to = if cmd == 'v' {
                    (at.0, at.1 + y)
                } else {
                    (at.0, y)
                };
                push(&mut out, at, to, None);
                at = to;
            }
            'A' => {
                let r = next(&mut i);
                for _ in 0..4 {
                    next(&mut i);
                }
                let to = (next(&mut i), next(&mut i));
                push(&mut out, at, to, Some(r));
                at = to;
            }
            'z' | 'Z' => {
                if !near(at, start) {
                    push(&mut out, at, start, None);
                }
                at = start;
            }
            other => panic!("a command the pictures do not write: {other:?} in {d}"),
        }
    }
    out
}

/// Whether `node` is part of the legend.
fn in_legend(node: Node) -> bool {
    node.ancestors().any(|a| {
        a.attribute("class")
            .is_some_and(|c| c.split_whitespace().any(|w| w == "legend"))
    })
}

/// The drawing's elements (the legend left out) whose class list holds `class`.
fn drawn<'a, 'i>(doc: &'a Document<'i>, class: &str) -> Vec<Node<'a, 'i>> {
    with_class(doc, class)
        .into_iter()
        .filter(|n| !in_legend(*n))
        .collect()
}

/// The elements under `root` (the legend left out) whose class list holds `class`.
fn drawn_in<'a, 'i>(root: Node<'a, 'i>, class: &str) -> Vec<Node<'a, 'i>> {
    root.descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.split_whitespace().any(|w| w == class))
                && !in_legend(*n)
        })
        .collect()
}

/// The subpaths of every path of `class` in the drawing.
fn drawn_subpaths(doc: &Document, class: &str) -> Vec<Vec<Seg>> {
    drawn_subpaths_in(doc.root(), class)
}

/// The subpaths of every path of `class` under `root`, the legend left out.
fn drawn_subpaths_in(root: Node, class: &str) -> Vec<Vec<Seg>> {
    drawn_in(root, class)
        .into_iter()
        .flat_map(|n| subpaths(n.attribute("d").expect("a path")))
        .collect()
}

/// The pieces of every path of `class` in the drawing.
fn drawn_segments(doc: &Document, class: &str) -> Vec<Seg> {
    drawn_subpaths(doc, class).into_iter().flatten().collect()
}

/// Where a maze picture puts its cells: cell index to centre.
type Centres = BTreeMap<usize, Xy>;

/// The cell whose centre is at `p`.
fn cell_at(centres: &Centres, p: Xy) -> Option<usize> {
    centres.iter().find(|(_, c)| near(**c, p)).map(|(&k, _)| k)
}

/// What a maze picture says: start, goal, the path's steps (cell to cell).
struct MazePicture {
    start: usize,
    goal: usize,
    steps: Vec<(usize, usize)>,
}

/// Reads the marks and the path; a step through a torus's seam is drawn as a half
/// step to the seam from each side, `wrap` the picture's period there.
fn read_maze(text: &str, centres: &Centres, wrap: Option<Xy>) -> MazePicture {
    let doc = Document::parse(text).expect("the picture is well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert!(root.attribute("viewBox").is_some() && root.attribute("width").is_some());
    let one = |class: &str| {
        let marks = drawn(&doc, class);
        assert_eq!(marks.len(), 1, "one {class} mark");
        index(marks[0], "data-cell")
    };
    let mut steps = Vec::new();
    for s in drawn_segments(&doc, "step") {
        let Some(a) = cell_at(centres, s.from) else {
            // The second half of a step through the seam: it ends on a centre.
            assert!(wrap.is_some(), "{s:?} starts on a cell's centre");
            assert!(cell_at(centres, s.to).is_some(), "{s:?} ends on a centre");
            continue;
        };
        if let Some(b) = cell_at(centres, s.to) {
            steps.push((a, b));
            continue;
        }
        let (w, h) = wrap.unwrap_or_else(|| panic!("{s:?} ends on a cell's centre"));
        let far = (2.0 * s.to.0 - s.from.0, 2.0 * s.to.1 - s.from.1);
        let (ox, oy) = (MARGIN, MARGIN);
        let folded = (
            (far.0 - ox).rem_euclid(w) + ox,
            (far.1 - oy).rem_euclid(h) + oy,
        );
        let b = cell_at(centres, folded).unwrap_or_else(|| panic!("{s:?} leads to a cell"));
        steps.push((a, b));
    }
    MazePicture {
        start: one("start"),
        goal: one("goal"),
        steps,
    }
}

/// The start (first cell with a passage), the goal (farthest from it) and the
/// length of the shortest path between them, from the library.
fn start_goal<T: Topology + ?Sized>(maze: &T) -> (usize, usize, usize) {
    let start = (0..maze.len())
        .find(|&c| {
            let mut any = false;
            maze.for_each_neighbor(c, |_| any = true);
            any
        })
        .unwrap_or(0);
    let map = DistanceMap::from_start(maze, start).expect("a start on the maze");
    let goal = map.farthest().next().expect("a farthest cell");
    (start, goal, map.distance(goal).expect("reached") as usize)
}

/// The path: as many steps as the shortest path, each through an open passage, and
/// together one walk from the start to the goal without a break.
fn check_path<T: Topology + ?Sized>(p: &MazePicture, maze: &T) {
    let (start, goal, length) = start_goal(maze);
    assert_eq!((p.start, p.goal), (start, goal), "start and goal marks");
    assert_eq!(p.steps.len(), length, "the path is the shortest path");
    for &(a, b) in &p.steps {
        assert!(joined(maze, a, b), "step {a} -> {b} goes through a passage");
    }
    let mut left = p.steps.clone();
    let mut at = start;
    while !left.is_empty() {
        let k = left
            .iter()
            .position(|&(a, b)| a == at || b == at)
            .unwrap_or_else(|| panic!("the path breaks at {at}: {left:?}"));
        let (a, b) = left.swap_remove(k);
        at = if a == at { b } else { a };
    }
    assert_eq!(at, goal, "the path ends at the goal");
}

/// Blank space around a maze, as the pictures lay it out.
const MARGIN: f64 = 12.0;

/// A square board's layout: `w x h` cells of side `c` from `o`, the top left
/// corner of the first cell (`(MARGIN, MARGIN)` on a board drawn alone).
struct SquareLayout {
    w: usize,
    h: usize,
    c: f64,
    o: Xy,
}

impl SquareLayout {
    fn centres(&self, usable: impl Fn(usize) -> bool) -> Centres {
        (0..self.w * self.h)
            .filter(|&k| usable(k))
            .map(|k| {
                let (x, y) = ((k % self.w) as f64, (k / self.w) as f64);
                (
                    k,
                    (self.o.0 + (x + 0.5) * self.c, self.o.1 + (y + 0.5) * self.c),
                )
            })
            .collect()
    }

    /// Grid coordinates of a point, which must lie on the grid's corners.
    fn grid(&self, p: Xy) -> (i64, i64) {
        let g = |v: f64, o: f64| {
            let k = (v - o) / self.c;
            assert!((k - k.round()).abs() < 1e-3, "{p:?} lies on the grid");
            k.round() as i64
        };
        (g(p.0, self.o.0), g(p.1, self.o.1))
    }

    /// The cells the rectangles of `class` cover, each once at most.
    fn covered(&self, root: Node, class: &str) -> Vec<usize> {
        let mut cells = Vec::new();
        for sub in drawn_subpaths_in(root, class) {
            let corners: Vec<(i64, i64)> = sub.iter().map(|s| self.grid(s.from)).collect();
            assert_eq!(corners.len(), 4, "{class}: a rectangle: {sub:?}");
            let (x0, x1) = (
                corners.iter().map(|c| c.0).min(),
                corners.iter().map(|c| c.0).max(),
            );
            let (y0, y1) = (
                corners.iter().map(|c| c.1).min(),
                corners.iter().map(|c| c.1).max(),
            );
            let (x0, x1, y0, y1) = (x0.unwrap(), x1.unwrap(), y0.unwrap(), y1.unwrap());
            for y in y0..y1 {
                for x in x0..x1 {
                    cells.push(y as usize * self.w + x as usize);
                }
            }
        }
        let mut sorted = cells.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), cells.len(), "{class}: each cell once");
        sorted
    }

    /// The walls as drawn: every bar of class `wall-bar` is a rectangle as thick as
    /// a wall (a tenth of a cell, 1 to 2.5) around a line along the grid from corner
    /// to corner, reaching half its thickness past both ends; that line, cut into
    /// sides of one cell, names the usable cells on each side (`wrap`: a torus, the
    /// sides on its edges name the cells across the seam).
    fn walls(
        &self,
        root: Node,
        usable: impl Fn(usize) -> bool,
        wrap: bool,
    ) -> BTreeMap<Pair, usize> {
        let mut pairs = Vec::new();
        let (w, h) = (self.w as i64, self.h as i64);
        let cell = |x: i64, y: i64| {
            let (x, y) = if wrap {
                (x.rem_euclid(w), y.rem_euclid(h))
            } else {
                (x, y)
            };
            ((0..w).contains(&x) && (0..h).contains(&y))
                .then(|| (y * w + x) as usize)
                .filter(|&c| usable(c))
        };
        let t = (self.c / 10.0).clamp(1.0, 2.5);
        for bar in drawn_subpaths_in(root, "wall-bar") {
            assert!(bar.iter().all(|s| s.radius.is_none()), "{bar:?}");
            // Three sides (a fill closes the fourth) or four.
            assert!((3..=4).contains(&bar.len()), "a rectangle: {bar:?}");
            let xs = bar.iter().map(|s| s.from.0);
            let ys = bar.iter().map(|s| s.from.1);
            let (x0, x1) = (
                xs.clone().fold(f64::MAX, f64::min),
                xs.fold(f64::MIN, f64::max),
            );
            let (y0, y1) = (
                ys.clone().fold(f64::MAX, f64::min),
                ys.fold(f64::MIN, f64::max),
            );
            // Each side along an axis from a corner of the box to the next, the
            // four corners each met once.
            let corner = |p: Xy| {
                let x = [x0, x1].iter().position(|&x| (p.0 - x).abs() < 0.011);
                let y = [y0, y1].iter().position(|&y| (p.1 - y).abs() < 0.011);
                x.zip(y).unwrap_or_else(|| panic!("{bar:?} is a box"))
            };
            let mut met: Vec<(usize, usize)> = bar.iter().map(|s| corner(s.from)).collect();
            met.push(corner(bar[bar.len() - 1].to));
            for s in &bar {
                let (a, b) = (corner(s.from), corner(s.to));
                assert!((a.0 == b.0) != (a.1 == b.1), "{bar:?}: a side of the box");
            }
            if bar.len() == 4 {
                assert_eq!(met.pop(), met.first().copied(), "{bar:?} closes");
            }
            met.sort();
            met.dedup();
            assert_eq!(met.len(), 4, "{bar:?} has four corners");
            let thin = |a: f64, b: f64| (b - a - t).abs() < 0.011;
            let (from, to) = if thin(y0, y1) {
                let y = (y0 + y1) / 2.0;
                ((x0 + t / 2.0, y), (x1 - t / 2.0, y))
            } else {
                assert!(thin(x0, x1), "{bar:?} is {t} thick");
                let x = (x0 + x1) / 2.0;
                ((x, y0 + t / 2.0), (x, y1 - t / 2.0))
            };
            let s = Seg {
                from,
                to,
                radius: None,
            };
            let (p, q) = (self.grid(s.from), self.grid(s.to));
            let (lo, hi) = (p.min(q), p.max(q));
            assert!(
                lo != hi && (lo.0 == hi.0 || lo.1 == hi.1),
                "{s:?} along a grid line"
            );
            if lo.1 == hi.1 {
                for x in lo.0..hi.0 {
                    let (a, b) = (cell(x, lo.1 - 1), cell(x, lo.1));
                    pairs.push(side_pair(a, b, &s));
                }
            } else {
                for y in lo.1..hi.1 {
                    let (a, b) = (cell(lo.0 - 1, y), cell(lo.0, y));
                    pairs.push(side_pair(a, b, &s));
                }
            }
        }
        count(pairs)
    }
}

fn side_pair(a: Option<usize>, b: Option<usize>, s: &Seg) -> Pair {
    match (a, b) {
        (Some(a), b) => pair(a, b),
        (None, Some(b)) => (b, None),
        (None, None) => panic!("{s:?} is a wall between no cells"),
    }
}

#[test]
fn square_maze_walls_cells_and_path() {
    for (seed, algorithm, cell) in [
        (3, "wilson", None),
        (5, "kruskal", Some("10")),
        (8, "dig=4", None),
    ] {
        let name = format!("square-{seed}");
        let seed_text = seed.to_string();
        let mut args = vec![
            "--width",
            "12",
            "--height",
            "8",
            "--seed",
            &seed_text,
            "--algorithm",
            algorithm,
            "--solve",
        ];
        if let Some(c) = cell {
            args.extend(["--cell-size", c]);
        }
        let text = picture("maze", &name, &args);
        let alg: Algorithm = algorithm.parse().expect("an algorithm");
        let mut r = rng::from_seed(seed);
        let board = MazeBoard::new(Square::new(12, 8).expect("a size")).expect("a board");
        let mut maze = alg.from_rng(&board, &mut r).expect("a maze");
        maze.braid(0.0, &mut r).expect("no braid");
        let grid = SquareGrid::new(12, 8, Connectivity::Four).expect("a grid");
        let layout = SquareLayout {
            w: 12,
            h: 8,
            c: cell.map_or(24.0, |c| c.parse().expect("a size")),
            o: (MARGIN, MARGIN),
        };
        let doc = Document::parse(&text).expect("well-formed");
        assert_eq!(
            layout.covered(doc.root(), "floor"),
            (0..96).collect::<Vec<_>>(),
            "the floor covers every cell"
        );
        assert_eq!(
            layout.walls(doc.root(), |_| true, false),
            expected_walls(&grid, |_| true, &maze, |_| 4),
            "seed {seed}"
        );
        let centres = layout.centres(|_| true);
        let p = read_maze(&text, &centres, None);
        check_path(&p, &maze);
        // A corridor limit leaves rock, drawn as rock.
        let rock: Vec<usize> = (0..maze.len()).filter(|&c| maze.passages(c) == 0).collect();
        assert_eq!(
            layout.covered(doc.root(), "rock"),
            rock,
            "seed {seed}: rock cells"
        );
        check_legend(&text);
    }
}

#[test]
fn enemies_and_items_are_drawn_where_the_text_puts_them() {
    let out = common::run("maze", &["--size", "14x9", "--seed", "6"], "");
    let text = picture("maze", "marks", &["--size", "14x9", "--seed", "6"]);
    let printed = common::stdout(&out);
    // The maze's text: cell (x, y) at row 2y+1, column 2x+1.
    let rows: Vec<Vec<char>> = printed
        .lines()
        .skip_while(|l| !l.starts_with('#'))
        .map(|l| l.chars().collect())
        .collect();
    let marked = |letter: char| {
        let mut cells = Vec::new();
        for y in 0..9 {
            for x in 0..14 {
                if rows[2 * y + 1][2 * x + 1] == letter {
                    cells.push(y * 14 + x);
                }
            }
        }
        cells
    };
    let doc = Document::parse(&text).expect("well-formed");
    let drawn_at = |class: &str| {
        let mut cells: Vec<usize> = drawn(&doc, class)
            .into_iter()
            .map(|n| index(n, "data-cell"))
            .collect();
        cells.sort();
        cells
    };
    let centres = SquareLayout {
        w: 14,
        h: 9,
        c: 24.0,
        o: (MARGIN, MARGIN),
    }
    .centres(|_| true);
    for (letter, class) in [('E', "enemy"), ('i', "item"), ('S', "start"), ('G', "goal")] {
        let cells = marked(letter);
        assert!(!cells.is_empty(), "the text shows {letter}");
        assert_eq!(
            drawn_at(class),
            cells,
            "{class} where the text has {letter}"
        );
        for n in drawn(&doc, class) {
            let c = centres[&index(n, "data-cell")];
            assert!(
                near((number(n, "cx"), number(n, "cy")), c),
                "{n:?} on its cell"
            );
        }
    }
    check_legend(&text);
}

#[test]
fn a_picture_without_solve_has_no_path() {
    let text = picture("maze", "no-path", &["--size", "6x4", "--seed", "2"]);
    let centres = SquareLayout {
        w: 6,
        h: 4,
        c: 24.0,
        o: (MARGIN, MARGIN),
    }
    .centres(|_| true);
    let p = read_maze(&text, &centres, None);
    assert!(p.steps.is_empty());
    assert_ne!(p.start, p.goal);
}

/// A hex board's walls, each piece one side, named by the cells
/// whose centres lie `apothem` from its middle (`None` past the edge).
fn walls_by_centres(
    doc: &Document,
    centres: &Centres,
    apothem: impl Fn(usize) -> f64,
) -> BTreeMap<Pair, usize> {
    let mut pairs = Vec::new();
    for s in drawn_segments(doc, "wall") {
        let mid = ((s.from.0 + s.to.0) / 2.0, (s.from.1 + s.to.1) / 2.0);
        let cells: Vec<usize> = centres
            .iter()
            .filter(|&(&k, c)| (dist(mid, *c) - apothem(k)).abs() < 0.05)
            .map(|(&k, _)| k)
            .collect();
        match cells[..] {
            [a] => pairs.push((a, None)),
            [a, b] => {
                let (ca, cb) = (centres[&a], centres[&b]);
                // On the line between the two centres (half way when the
                // cells are alike).
                assert!(
                    (dist(ca, mid) + dist(mid, cb) - dist(ca, cb)).abs() < 0.05,
                    "{s:?} between its cells"
                );
                pairs.push(pair(a, Some(b)));
            }
            _ => panic!("{s:?} is a side of one or two cells: {cells:?}"),
        }
    }
    count(pairs)
}

#[test]
fn hex_and_hexagon_mazes() {
    for (name, board) in [
        (
            "hex",
            vec!["--board", "hex", "--width", "10", "--height", "6"],
        ),
        ("hexagon", vec!["--board", "hexagon", "--height", "4"]),
    ] {
        let mut args = board.clone();
        args.extend([
            "--seed",
            "3",
            "--algorithm",
            "prim",
            "--braid",
            "0.3",
            "--solve",
        ]);
        let text = picture("maze", name, &args);
        let b = if name == "hex" {
            MazeBoard::hex(10, 6, OffsetLayout::OddR)
        } else {
            MazeBoard::hexagon(4, OffsetLayout::OddR)
        }
        .expect("a board");
        let mut r = rng::from_seed(3);
        let mut maze = Algorithm::Prim.from_rng(&b, &mut r).expect("a maze");
        maze.braid(0.3, &mut r).expect("a braid");
        let doc = Document::parse(&text).expect("well-formed");
        // The floor: one hexagon per usable cell, in cell order.
        let floor = drawn_subpaths(&doc, "floor");
        let usable: Vec<usize> = (0..b.topology().len())
            .filter(|&c| b.is_usable(c))
            .collect();
        assert_eq!(floor.len(), usable.len(), "{name}: one hex per cell");
        let mut centres = Centres::new();
        for (&c, hex) in usable.iter().zip(&floor) {
            assert_eq!(hex.len(), 6, "{name}: a hex has six corners");
            let sum = hex
                .iter()
                .fold((0.0, 0.0), |s, p| (s.0 + p.from.0, s.1 + p.from.1));
            let centre = (sum.0 / 6.0, sum.1 / 6.0);
            // Corner radius 14 at the default size.
            assert!(
                hex.iter()
                    .all(|p| (dist(p.from, centre) - 14.0).abs() < 0.05)
            );
            centres.insert(c, centre);
        }
        let grid: &HexGrid = b.topology();
        // The sides lie 14 cos 30° from the centre.
        assert_eq!(
            walls_by_centres(&doc, &centres, |_| 14.0 * 3f64.sqrt() / 2.0),
            expected_walls(grid, |c| b.is_usable(c), &maze, |_| 6),
            "{name}"
        );
        check_path(&read_maze(&text, &centres, None), &maze);
        check_legend(&text);
    }
}

#[test]
fn masked_maze() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/maze-gen/tests/data/heart.txt"
    );
    let text = picture(
        "maze",
        "mask",
        &["--board", "mask", file, "--seed", "3", "--solve"],
    );
    let b = MazeBoard::from_mask_text(&std::fs::read_to_string(file).expect("the mask"))
        .expect("a board");
    let mut r = rng::from_seed(3);
    let mut maze: Maze<SquareGrid> = Algorithm::Dig { complexity: None }
        .from_rng(&b, &mut r)
        .expect("a maze");
    maze.braid(0.0, &mut r).expect("no braid");
    let g: &SquareGrid = b.topology();
    let layout = SquareLayout {
        w: g.width(),
        h: g.height(),
        c: 24.0,
        o: (MARGIN, MARGIN),
    };
    let doc = Document::parse(&text).expect("well-formed");
    let usable: Vec<usize> = (0..g.len()).filter(|&c| b.is_usable(c)).collect();
    assert_eq!(
        layout.covered(doc.root(), "floor"),
        usable,
        "no floor on a masked cell"
    );
    assert_eq!(
        layout.walls(doc.root(), |c| b.is_usable(c), false),
        expected_walls(g, |c| b.is_usable(c), &maze, |_| 4)
    );
    let centres = layout.centres(|c| b.is_usable(c));
    check_path(&read_maze(&text, &centres, None), &maze);
    check_legend(&text);
}

#[test]
fn torus_maze_shows_its_seams() {
    let args = [
        "--board", "torus", "--width", "9", "--height", "7", "--seed", "4", "--solve",
    ];
    let text = picture("maze", "torus", &args);
    let b = MazeBoard::new(TorusGrid::new(9, 7).expect("a torus")).expect("a board");
    let mut r = rng::from_seed(4);
    let mut maze = Algorithm::Dig { complexity: None }
        .from_rng(&b, &mut r)
        .expect("a maze");
    maze.braid(0.0, &mut r).expect("no braid");
    let layout = SquareLayout {
        w: 9,
        h: 7,
        c: 24.0,
        o: (MARGIN, MARGIN),
    };
    let doc = Document::parse(&text).expect("well-formed");
    // A closed side across the seam shows on both edges of the picture.
    let seam = |a: usize, b: usize| (a % 9).abs_diff(b % 9) > 1 || (a / 9).abs_diff(b / 9) > 1;
    let mut expected = expected_walls(b.topology(), |_| true, &maze, |_| 4);
    for (&(a, b), n) in expected.iter_mut() {
        if b.is_some_and(|b| seam(a, b)) {
            *n = 2;
        }
    }
    assert_eq!(layout.walls(doc.root(), |_| true, true), expected);
    // Every open side across the seam is drawn dashed on both edges, one cell long,
    // on the picture's edge.
    let open_seams = (0..63)
        .flat_map(|a| {
            let mut v = Vec::new();
            maze.for_each_neighbor(a, |b| v.push((a, b)));
            v
        })
        .filter(|&(a, b)| seam(a, b))
        .count();
    assert!(open_seams > 0, "this maze passes through its seam");
    let seams = drawn_segments(&doc, "seam");
    assert_eq!(seams.len(), open_seams);
    for s in &seams {
        assert!(
            (dist(s.from, s.to) - 24.0).abs() < 0.01,
            "{s:?} one side long"
        );
        let (p, q) = (layout.grid(s.from), layout.grid(s.to));
        assert!(
            (p.0 == q.0 && (p.0 == 0 || p.0 == 9)) || (p.1 == q.1 && (p.1 == 0 || p.1 == 7)),
            "{s:?} on an edge"
        );
    }
    let centres = layout.centres(|_| true);
    let p = read_maze(&text, &centres, Some((9.0 * 24.0, 7.0 * 24.0)));
    check_path(&p, &maze);
    // Each step through the seam has a numbered ring at both of its ends, on the
    // seam; the numbers pair them.
    let through: Vec<_> = p.steps.iter().filter(|&&(a, b)| seam(a, b)).collect();
    assert!(!through.is_empty(), "this path goes through the seam");
    let links = drawn(&doc, "link");
    assert_eq!(links.len(), 2 * through.len(), "two rings a crossing");
    let mut labels: Vec<String> = drawn(&doc, "link-label")
        .into_iter()
        .map(|n| n.text().unwrap_or_default().to_string())
        .collect();
    labels.sort();
    let mut want: Vec<String> = (1..=through.len())
        .flat_map(|k| [k.to_string(), k.to_string()])
        .collect();
    want.sort();
    assert_eq!(labels, want, "each number twice");
    for l in links {
        let at = (number(l, "cx"), number(l, "cy"));
        let on_edge = [12.0, 12.0 + 9.0 * 24.0]
            .iter()
            .any(|x| (at.0 - x).abs() < 0.02)
            || [12.0, 12.0 + 7.0 * 24.0]
                .iter()
                .any(|y| (at.1 - y).abs() < 0.02);
        assert!(on_edge, "{l:?} on the seam");
    }
    check_legend(&text);
}

#[test]
fn polar_maze_arcs_and_spokes() {
    use std::f64::consts::{FRAC_PI_2, TAU};
    let args = [
        "--board", "polar", "--height", "6", "--seed", "5", "--solve",
    ];
    let text = picture("maze", "polar", &args);
    let grid = PolarGrid::new(6).expect("a polar grid");
    let b = MazeBoard::new(grid.clone()).expect("a board");
    let mut r = rng::from_seed(5);
    let mut maze = Algorithm::Dig { complexity: None }
        .from_rng(&b, &mut r)
        .expect("a maze");
    maze.braid(0.0, &mut r).expect("no braid");
    // Only the outer ring has sides facing no cell: one arc each.
    let outer = *grid.ring_counts().last().expect("rings");
    let mut expected = expected_walls(&grid, |_| true, &maze, |_| 0);
    let last_ring = grid.rings() - 1;
    for k in 0..outer {
        expected.insert((grid.cell_of((last_ring, k)).expect("a cell"), None), 1);
    }
    let doc = Document::parse(&text).expect("well-formed");
    let side: f64 = number(doc.root_element(), "width");
    let o = (side / 2.0, side / 2.0);
    // Angle 0 points up, angles grow clockwise; rings 24 deep.
    let turn = |p: Xy| ((p.1 - o.1).atan2(p.0 - o.0) + FRAC_PI_2).rem_euclid(TAU);
    let cell_of = |ring: usize, t: f64| {
        let n = grid.ring_counts()[ring];
        let k = ((t / TAU * n as f64).floor() as usize).min(n - 1);
        grid.cell_of((ring, k)).expect("a cell")
    };
    let mut walls = Vec::new();
    let mut spokes = 0;
    for s in drawn_segments(&doc, "wall") {
        let (r0, r1) = (dist(s.from, o), dist(s.to, o));
        match s.radius {
            Some(r) => {
                // An arc: on a ring's boundary, from the cell's start to its end.
                assert!(
                    (r0 - r).abs() < 0.05 && (r1 - r).abs() < 0.05,
                    "{s:?} on its circle"
                );
                let ring = (r / 24.0).round() as usize;
                assert!((r - 24.0 * ring as f64).abs() < 0.01, "{s:?} between rings");
                let (t0, t1) = (turn(s.from), turn(s.to));
                let span = (t1 - t0).rem_euclid(TAU);
                let mid = (t0 + span / 2.0).rem_euclid(TAU);
                if ring == grid.rings() {
                    walls.push((cell_of(ring - 1, mid), None));
                } else {
                    walls.push(pair(cell_of(ring, mid), Some(cell_of(ring - 1, mid))));
                }
            }
            None => {
                // A spoke: from a ring's inner to its outer radius, where a cell
                // starts; between it and the cell counter-clockwise of it.
                let ring = (r0 / 24.0).round() as usize;
                assert!((r0 - 24.0 * ring as f64).abs() < 0.02, "{s:?}");
                assert!((r1 - 24.0 * (ring + 1) as f64).abs() < 0.02, "{s:?}");
                let n = grid.ring_counts()[ring] as f64;
                let t = turn(s.to);
                let k = (t / TAU * n).round();
                assert!((t / TAU * n - k).abs() < 1e-3, "{s:?} where a cell starts");
                let k = k as usize % n as usize;
                let a = grid.cell_of((ring, k)).expect("a cell");
                let b = grid
                    .cell_of((ring, (k + n as usize - 1) % n as usize))
                    .expect("a cell");
                walls.push(pair(a, Some(b)));
                spokes += 1;
            }
        }
    }
    assert!(spokes > 0);
    assert_eq!(count(walls), expected);
    // Centres: the disc's middle, then each sector's middle.
    let mut centres = Centres::new();
    centres.insert(0, o);
    for (ring, &n) in grid.ring_counts().iter().enumerate().skip(1) {
        for k in 0..n {
            let t = TAU * (k as f64 + 0.5) / n as f64 - FRAC_PI_2;
            let r = 24.0 * (ring as f64 + 0.5);
            centres.insert(
                grid.cell_of((ring, k)).expect("a cell"),
                (o.0 + r * t.cos(), o.1 + r * t.sin()),
            );
        }
    }
    check_path(&read_maze(&text, &centres, None), &maze);
    check_legend(&text);
}

#[test]
fn weave_maze_draws_crossings_as_bridges() {
    let args = [
        "--board", "weave", "--width", "12", "--height", "8", "--seed", "3", "--solve",
    ];
    let text = picture("maze", "weave", &args);
    let weave = WeaveMaze::from_rng(12, 8, &mut rng::from_seed(3)).expect("a weave maze");
    assert!(weave.crossings() > 0, "this maze has crossings");
    let m = weave.maze();
    let grid = SquareGrid::new(12, 8, Connectivity::Four).expect("a grid");
    // The sides a tunnel passes through are open in the picture: the closed sides of
    // a cell with a tunnel under it.
    let mut expected = expected_walls(&grid, |_| true, &weave, |_| 4);
    for c in (0..m.len()).filter(|&c| weave.has_tunnel_under(c)) {
        let at = m.coord_of(c).unwrap();
        for d in Direction::ALL
            .into_iter()
            .filter(|d| m.passages(c) & d.bit() == 0)
        {
            let (dx, dy) = d.delta();
            let n = grid
                .cell_of((at.x.wrapping_add_signed(dx), at.y.wrapping_add_signed(dy)))
                .expect("a tunnel passes between two cells of the maze");
            assert!(expected.remove(&pair(c, Some(n))).is_some());
        }
    }
    let layout = SquareLayout {
        w: 12,
        h: 8,
        c: 24.0,
        o: (MARGIN, MARGIN),
    };
    let doc = Document::parse(&text).expect("well-formed");
    assert_eq!(layout.walls(doc.root(), |_| true, false), expected);
    // Over each crossing: a deck and its two sides, lying in the cell, and the
    // tunnel shaded under it, running the other way.
    let in_cell = |p: Xy| {
        let (x, y) = (
            ((p.0 - MARGIN) / 24.0).floor(),
            ((p.1 - MARGIN) / 24.0).floor(),
        );
        y as usize * 12 + x as usize
    };
    let mid = |s: &Seg| ((s.from.0 + s.to.0) / 2.0, (s.from.1 + s.to.1) / 2.0);
    let bridges = drawn_segments(&doc, "bridge");
    assert_eq!(
        bridges.len(),
        2 * weave.crossings(),
        "two sides over each crossing"
    );
    assert!(
        bridges
            .iter()
            .all(|b| weave.has_tunnel_under(in_cell(mid(b))))
    );
    let decks = drawn_subpaths(&doc, "deck");
    let tunnels = drawn_subpaths(&doc, "tunnel");
    assert_eq!(decks.len(), weave.crossings());
    assert_eq!(tunnels.len(), weave.crossings());
    for (deck, tunnel) in decks.iter().zip(&tunnels) {
        let extent = |sub: &Vec<Seg>| {
            let xs = sub.iter().map(|s| s.from.0);
            let ys = sub.iter().map(|s| s.from.1);
            (
                xs.clone().fold(f64::MIN, f64::max) - xs.fold(f64::MAX, f64::min),
                ys.clone().fold(f64::MIN, f64::max) - ys.fold(f64::MAX, f64::min),
            )
        };
        let (d, t) = (extent(deck), extent(tunnel));
        assert!(
            (d.0 - t.1).abs() < 0.01 && (d.1 - t.0).abs() < 0.01,
            "the tunnel crosses the deck"
        );
    }
    let centres = layout.centres(|_| true);
    check_path(&read_maze(&text, &centres, None), &weave);
    check_legend(&text);
}

#[test]
fn pictures_are_deterministic() {
    let args = ["--size", "5x4", "--seed", "9", "--solve"];
    let a = picture("maze", "same-a", &args);
    let b = picture("maze", "same-b", &args);
    assert_eq!(a, b, "the same maze gives the same bytes");
}

#[test]
fn a_thousand_by_a_thousand_maze_is_a_few_megabytes() {
    // The binary tree is the cheapest generator (one pass, no search), so a debug
    // build makes the maze quickly; its walls break into as many runs as any.
    let args = [
        "--size",
        "1000x1000",
        "--algorithm",
        "binary-tree",
        "--solve",
    ];
    let text = picture("maze", "big", &args);
    // Walls are filled bars, which a browser draws much faster than strokes, at
    // about twice the bytes (6.4 MB for this maze).
    assert!(text.len() < 7_000_000, "{} bytes", text.len());
    let doc = Document::parse(&text).expect("well-formed");
    // The default cell size shrinks to 4 for so many cells; the start and goal dots
    // grow to a hundredth of the board, the margin with them, so they stay inside.
    let r = 4000.0 / 110.0;
    let (width, height) = (
        number(doc.root_element(), "width"),
        number(doc.root_element(), "height"),
    );
    assert!((width - (2.0 * (r + 2.0) + 4000.0)).abs() < 0.02, "{width}");
    for class in ["start", "goal"] {
        let dot = drawn(&doc, class)[0];
        let (x, y, rr) = (number(dot, "cx"), number(dot, "cy"), number(dot, "r"));
        assert!((rr - r).abs() < 0.01, "{dot:?}");
        assert!(x - rr >= 0.0 && x + rr <= width && y - rr >= 0.0 && y + rr <= height);
    }
    assert!(
        doc.descendants().count() < 10_000,
        "elements by layer, not by cell"
    );
    check_legend(&text);
}

/// The style sheet's colours: class name to (fill, stroke).
fn style_colours(doc: &Document) -> BTreeMap<String, (Option<String>, Option<String>)> {
    let sheet = doc
        .descendants()
        .find(|n| n.has_tag_name("style"))
        .and_then(|n| n.text())
        .expect("a style sheet");
    let mut colours = BTreeMap::new();
    for rule in sheet.split('}').filter(|r| !r.trim().is_empty()) {
        let (selector, body) = rule.split_once('{').expect("a rule");
        let prop = |name: &str| {
            body.split(';').find_map(|p| {
                let (k, v) = p.split_once(':')?;
                (k.trim() == name && v.trim() != "none").then(|| v.trim().to_string())
            })
        };
        for class in selector
            .split(',')
            .filter_map(|s| s.trim().strip_prefix('.'))
        {
            colours.insert(class.to_string(), (prop("fill"), prop("stroke")));
        }
    }
    colours
}

/// The colours an element is painted with, from its classes.
fn colours_of(
    node: Node,
    sheet: &BTreeMap<String, (Option<String>, Option<String>)>,
) -> Vec<String> {
    node.attribute("class")
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|c| sheet.get(c))
        .flat_map(|(f, s)| [f.clone(), s.clone()])
        .flatten()
        .collect()
}

/// The legend shows every colour the drawing paints with and none it does not:
/// the floor aside (the page the maze is drawn on), and text aside.
fn check_legend(text: &str) {
    let doc = Document::parse(text).expect("well-formed");
    let sheet = style_colours(&doc);
    let floor: Vec<String> = ["floor", "deck"]
        .iter()
        .filter_map(|c| sheet.get(*c))
        .flat_map(|(f, s)| [f.clone(), s.clone()])
        .flatten()
        .collect();
    let painted = |legend: bool| {
        let mut set: Vec<String> = doc
            .descendants()
            .filter(|n| n.is_element() && !n.has_tag_name("text") && in_legend(*n) == legend)
            .flat_map(|n| colours_of(n, &sheet))
            .filter(|c| !floor.contains(c))
            .collect();
        set.sort();
        set.dedup();
        set
    };
    let (drawing, legend) = (painted(false), painted(true));
    assert!(!legend.is_empty(), "a legend");
    assert_eq!(legend, drawing, "the legend's colours are the drawing's");
}

/// The hexes of one map of the hexgrid picture, by class.
fn hex_classes(map: Node) -> BTreeMap<(i32, i32), String> {
    let mut hexes = BTreeMap::new();
    for h in map
        .descendants()
        .filter(|n| n.has_tag_name("polygon") && n.attribute("data-ghost-of").is_none())
    {
        let (q, r) = h
            .attribute("data-hex")
            .and_then(|t| t.split_once(','))
            .expect("data-hex=\"q,r\"");
        let key = (q.parse().expect("q"), r.parse().expect("r"));
        let class = h.attribute("class").expect("a class");
        let class = class.strip_prefix("hex ").expect("a hex").to_string();
        // One shape per hex, and the shape a regular hexagon around its centre.
        let points = polygon(h);
        assert_eq!(points.len(), 6);
        let c = centre(h).expect("a centre");
        assert!(
            points.iter().all(|&p| (dist(p, c) - 12.0).abs() < 0.02),
            "{h:?}"
        );
        assert!(
            hexes.insert(key, class).is_none(),
            "one shape per hex: {key:?}"
        );
    }
    hexes
}

fn hexes_of(map: &BTreeMap<(i32, i32), String>, classes: &[&str]) -> Vec<(i32, i32)> {
    map.iter()
        .filter(|(_, c)| classes.contains(&c.as_str()))
        .map(|(&k, _)| k)
        .collect()
}

#[test]
fn hexgrid_maps_wedge_line_and_view() {
    use banmen::hexgrid::{Diagonal, Fov, Hex, WrapHexagon};
    for (radius, view) in [(4u32, 3u32), (6, 5)] {
        let (rt, vt) = (radius.to_string(), view.to_string());
        let name = format!("hexgrid-{radius}-{view}");
        let text = picture("hexgrid", &name, &["--radius", &rt, "--view", &vt]);
        let doc = Document::parse(&text).expect("well-formed");
        let maps = with_class(&doc, "map");
        assert_eq!(maps.len(), 3, "the wedge, the line and the view");
        let maps: Vec<_> = maps.into_iter().map(hex_classes).collect();
        let all: Vec<(i32, i32)> = Hex::ORIGIN.range(radius).map(|h| (h.q, h.r)).collect();
        let mut sorted = all.clone();
        sorted.sort();
        for m in &maps {
            assert_eq!(
                m.keys().copied().collect::<Vec<_>>(),
                sorted,
                "every hex of the map"
            );
        }
        let key = |h: Hex| (h.q, h.r);
        let sort = |mut v: Vec<(i32, i32)>| {
            v.sort();
            v
        };
        // 1. the wedge (the viewer at its tip)
        let wedge = sort(
            Hex::ORIGIN
                .wedge(radius, Diagonal::North)
                .map(key)
                .collect(),
        );
        assert_eq!(sort(hexes_of(&maps[0], &["wedge", "viewer"])), wedge);
        // 2. the line across the seam, its two ends marked
        let n = radius as i32;
        let (a, b) = (Hex::new(n - 1, 0), Hex::new(-n, 1));
        let wrap = WrapHexagon::new(radius).expect("a map");
        let line = sort(wrap.line(a, b).map(key).collect());
        assert_eq!(sort(hexes_of(&maps[1], &["line", "end"])), line);
        assert_eq!(hexes_of(&maps[1], &["end"]), sort(vec![key(a), key(b)]));
        // 3. the view: the walls as drawn, what the viewer sees among them
        let viewer = Hex::new(-1, 1);
        let walls = hexes_of(&maps[2], &["wall"]);
        assert!(!walls.is_empty());
        let wall = |h: Hex| h != viewer && (h.q * 7 + h.r * 13).rem_euclid(11) == 0;
        assert!(walls.iter().all(|&(q, r)| wall(Hex::new(q, r))));
        let mut fov = Fov::new();
        fov.compute(viewer, view, wall).expect("a view");
        let seen: Vec<_> = all
            .iter()
            .copied()
            .filter(|&(q, r)| {
                let h = Hex::new(q, r);
                fov.is_visible(h) && !wall(h) && h != viewer
            })
            .collect();
        assert_eq!(hexes_of(&maps[2], &["open"]), sort(seen));
        assert_eq!(hexes_of(&maps[2], &["viewer"]), vec![key(viewer)]);
        let hidden = hexes_of(&maps[2], &["hidden"]);
        assert!(hidden.iter().all(|&(q, r)| {
            let h = Hex::new(q, r);
            !fov.is_visible(h) && h.distance(viewer) <= view
        }));
        // The wrap-around map: the ring past its edge repeats, faded, the hexes the
        // wrap sends it to; only that map has them, and its seam.
        let ghosts = |k: usize| -> Vec<Node> {
            with_class(&doc, "map")[k]
                .descendants()
                .filter(|n| n.attribute("data-ghost-of").is_some())
                .collect()
        };
        assert!(ghosts(0).is_empty() && ghosts(2).is_empty());
        let ring = ghosts(1);
        assert_eq!(
            ring.len(),
            6 * (radius as usize + 1),
            "the ring past the edge"
        );
        for g in ring {
            let (q, r) = g
                .attribute("data-ghost-of")
                .and_then(|t| t.split_once(','))
                .expect("q,r");
            let of = (q.parse().expect("q"), r.parse().expect("r"));
            let class = g.attribute("class").and_then(|c| c.strip_prefix("hex "));
            assert_eq!(class, Some(maps[1][&of].as_str()), "{g:?} repeats {of:?}");
            let corners = polygon(g);
            let c = centre(g).expect("a centre");
            let (x, y) = (c.0, c.1);
            assert!(corners.len() == 6 && (x, y) != (0.0, 0.0));
        }
        assert!(
            !drawn_segments(&doc, "seam").is_empty(),
            "the seam is drawn"
        );
        check_legend(&text);
    }
}

/// One board of the tactics picture: per cell, its terrain class, its overlay class
/// and its label.
#[derive(Default)]
struct TacticsBoard {
    terrain: BTreeMap<usize, String>,
    overlay: BTreeMap<usize, String>,
    label: BTreeMap<usize, String>,
}

fn tactics_boards(text: &str) -> Vec<TacticsBoard> {
    let doc = Document::parse(text).expect("well-formed");
    with_class(&doc, "board")
        .into_iter()
        .map(|b| {
            let mut board = TacticsBoard::default();
            for n in b
                .descendants()
                .filter(|n| n.attribute("data-cell").is_some())
            {
                let c = index(n, "data-cell");
                let class = n.attribute("class").unwrap_or_default();
                let slot = match (n.tag_name().name(), class.strip_prefix("cell ")) {
                    ("polygon", Some(terrain)) => (&mut board.terrain, terrain.to_string()),
                    ("polygon", None) => (&mut board.overlay, class.to_string()),
                    _ => (&mut board.label, n.text().unwrap_or_default().to_string()),
                };
                assert!(
                    slot.0.insert(c, slot.1).is_none(),
                    "one of each per cell: {n:?}"
                );
            }
            board
        })
        .collect()
}

/// Movement left per cell within `budget` from `start`, by a plain Dijkstra over
/// `grid` where entering a cell costs `cost(cell)` (`u32::MAX`: never entered).
fn reach_oracle<G: Topology>(
    grid: &G,
    cost: impl Fn(usize) -> u32,
    start: usize,
    budget: u32,
) -> BTreeMap<usize, u32> {
    let mut best = vec![u32::MAX; grid.len()];
    best[start] = 0;
    let mut done = vec![false; grid.len()];
    let next = |best: &[u32], done: &[bool]| {
        (0..best.len())
            .filter(|&c| !done[c] && best[c] <= budget)
            .min_by_key(|&c| best[c])
    };
    while let Some(c) = next(&best, &done) {
        done[c] = true;
        let here = best[c];
        grid.for_each_neighbor(c, |n| best[n] = best[n].min(here.saturating_add(cost(n))));
    }
    (0..grid.len())
        .filter(|&c| best[c] <= budget)
        .map(|c| (c, budget - best[c]))
        .collect()
}

/// The reach as drawn: shaded cells with their labels (the unit's own cell says A).
fn drawn_reach(board: &TacticsBoard, start: usize) -> BTreeMap<usize, u32> {
    let mut reach = BTreeMap::new();
    for (&c, class) in &board.overlay {
        assert_eq!(class, "reach");
        let label = &board.label[&c];
        let left = if c == start {
            None
        } else {
            Some(label.parse().expect("movement left"))
        };
        reach.insert(c, left.unwrap_or(u32::MAX));
    }
    reach
}

/// `((a, b), cost)` pairs from a printed list.
fn printed_spots(line: &str) -> Vec<((usize, usize), u32)> {
    let list = &line[line.rfind(": [").expect("a list") + 3..];
    list.split("((")
        .skip(1)
        .map(|item| {
            let nums: Vec<u32> = item
                .split(|c: char| !c.is_ascii_digit())
                .filter(|t| !t.is_empty())
                .map(|t| t.parse().expect("a number"))
                .collect();
            ((nums[0] as usize, nums[1] as usize), nums[2])
        })
        .collect()
}

#[test]
fn tactics_reach_fog_and_firing_positions() {
    use banmen::hexgrid::{Fov, OffsetCoord};
    const SEED_MAP: &str = "0000000000\n0110000020\n0110000001\n0000000000\n0000002000\n\
                            0000100100\n0000000000\n0000000000\n0100002002\n0110000020\n";
    for budget in [3u32, 5] {
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("svg");
        std::fs::create_dir_all(&dir).expect("a directory");
        let file = dir.join(format!("tactics-{budget}.svg"));
        let path = file.to_str().expect("UTF-8");
        let b = budget.to_string();
        let args = ["--board", "square", "--budget", &b, "--svg", path];
        let out = common::played("tactics", &args, "");
        let text = std::fs::read_to_string(&file).expect("the picture");
        let boards = tactics_boards(&text);
        assert_eq!(
            boards.len(),
            6,
            "seed reach, fog, firing; hex reach, fog, firing"
        );

        // The seed map: terrain as printed, reach as a Dijkstra finds it.
        let grid = SquareGrid::new(10, 10, Connectivity::Four).expect("a grid");
        let terrain: Vec<u8> = SEED_MAP
            .bytes()
            .filter(|b| b.is_ascii_digit())
            .map(|b| b - b'0')
            .collect();
        let names = ["plain", "forest", "mountain"];
        assert_eq!(boards[0].terrain.len(), 100, "one shape per cell");
        for (c, &t) in terrain.iter().enumerate() {
            assert_eq!(boards[0].terrain[&c], names[t as usize]);
        }
        let start = grid.cell_of((5, 5)).expect("on the map");
        let mut want = reach_oracle(&grid, |c| [1, 2, 9][terrain[c] as usize], start, budget);
        want.insert(start, u32::MAX);
        assert_eq!(drawn_reach(&boards[0], start), want, "budget {budget}");

        // The fog board against the printed one: '~' is fog.
        let fog_rows: Vec<&str> = out
            .lines()
            .skip_while(|l| !l.starts_with("== fog of war"))
            .skip(2)
            .take(7)
            .collect();
        let fog_grid = SquareGrid::new(12, 7, Connectivity::Four).expect("a grid");
        assert_eq!(boards[1].terrain.len(), 84);
        for (y, row) in fog_rows.iter().enumerate() {
            for (x, ch) in row.chars().enumerate() {
                let c = fog_grid.cell_of((x, y)).expect("on the map");
                let fog = boards[1].overlay.get(&c).map(String::as_str) == Some("fog");
                assert_eq!(fog, ch == '~', "({x}, {y}) is {ch}");
                if ch == 'E' {
                    assert_eq!(boards[1].label[&c], "E");
                }
            }
        }
        // Firing positions against the printed list, with their costs.
        let line = common::last_line_starting(&out, "where the archer");
        let spots: BTreeMap<usize, String> = printed_spots(&line)
            .into_iter()
            .map(|((x, y), cost)| {
                (
                    fog_grid.cell_of((x, y)).expect("on the map"),
                    cost.to_string(),
                )
            })
            .collect();
        assert!(!spots.is_empty());
        assert!(boards[2].overlay.values().all(|c| c == "spot"));
        assert_eq!(
            boards[2].overlay.keys().collect::<Vec<_>>(),
            spots.keys().collect::<Vec<_>>()
        );
        for (c, cost) in &spots {
            assert_eq!(&boards[2].label[c], cost);
        }
        let cheapest = printed_spots(&line)[0].0;
        let cheapest = fog_grid
            .cell_of((cheapest.0, cheapest.1))
            .expect("on the map");
        check_fire(&text, 2, cheapest, labelled(&boards[2], "E"));

        // The hex board: reach by Dijkstra, fog by hexgrid's field of view (the forest
        // column blocks sight), firing positions as printed.
        let hex = HexGrid::new(9, 7, OffsetLayout::OddR).expect("a grid");
        let forest = |c: usize| {
            hex.coord_of(c)
                .map(|h| hex.layout().from_hex(h))
                .is_some_and(|o| o.col == 5)
        };
        let hstart = hex
            .cell_of(hex.layout().to_hex(OffsetCoord::new(3, 3)))
            .expect("on the board");
        assert_eq!(boards[3].terrain.len(), 63, "one hex per cell");
        let mut want = reach_oracle(&hex, |c| if forest(c) { 3 } else { 1 }, hstart, 4);
        want.insert(hstart, u32::MAX);
        assert_eq!(drawn_reach(&boards[3], hstart), want);
        let to_hex = |c: usize| {
            OffsetLayout::OddR.to_hex(
                hex.coord_of(c)
                    .map(|h| hex.layout().from_hex(h))
                    .expect("a cell"),
            )
        };
        let blocked = |h| {
            hex.cell_of(hex.layout().to_hex(OffsetLayout::OddR.from_hex(h)))
                .is_some_and(forest)
        };
        let mut fov = Fov::new();
        fov.compute(to_hex(hstart), 4, blocked).expect("a view");
        for c in 0..hex.len() {
            let fog = boards[4].overlay.get(&c).map(String::as_str) == Some("fog");
            assert_eq!(fog, !fov.is_visible(to_hex(c)), "hex {c}");
        }
        let line = common::last_line_starting(&out, "with the forest blocking sight");
        let spots: BTreeMap<usize, String> = printed_spots(&line)
            .into_iter()
            .map(|((col, row), cost)| {
                let o = OffsetCoord::new(col as i32, row as i32);
                (
                    hex.cell_of(hex.layout().to_hex(o)).expect("on the board"),
                    cost.to_string(),
                )
            })
            .collect();
        assert!(!spots.is_empty());
        assert_eq!(
            boards[5].overlay.keys().collect::<Vec<_>>(),
            spots.keys().collect::<Vec<_>>()
        );
        for (c, cost) in &spots {
            assert_eq!(&boards[5].label[c], cost);
        }
        let (col, row) = printed_spots(&line)[0].0;
        let cheapest = hex
            .cell_of(
                hex.layout()
                    .to_hex(OffsetCoord::new(col as i32, row as i32)),
            )
            .expect("on the board");
        check_fire(&text, 5, cheapest, labelled(&boards[5], "E"));
        check_legend(&text);
        check_tactics_legend(&text);
    }
}

/// Every pair of terrain and overlay the boards show (`None`: bare terrain) is in
/// the legend, drawn with the same classes one over the other, and the legend
/// shows no pair the boards do not.
fn check_tactics_legend(text: &str) {
    let doc = Document::parse(text).expect("well-formed");
    let mut drawn_pairs = std::collections::BTreeSet::new();
    for board in with_class(&doc, "board") {
        let mut cells: BTreeMap<(bool, usize), (String, Option<String>)> = BTreeMap::new();
        for n in board.descendants().filter(|n| n.has_tag_name("polygon")) {
            let class = n.attribute("class").unwrap_or_default();
            let (ghost, c) = match (n.attribute("data-cell"), n.attribute("data-ghost-of")) {
                (Some(c), _) => (false, c),
                (None, Some(c)) => (true, c),
                _ => continue,
            };
            let key = (ghost, c.parse().expect("a cell"));
            match class.strip_prefix("cell ") {
                Some(t) => {
                    cells.entry(key).or_insert((String::new(), None)).0 = t.to_string();
                }
                None => {
                    cells.entry(key).or_insert((String::new(), None)).1 = Some(class.to_string());
                }
            }
        }
        drawn_pairs.extend(cells.into_values());
    }
    let mut legend_pairs = std::collections::BTreeSet::new();
    for entry in with_class(&doc, "entry") {
        let classes: Vec<String> = entry
            .children()
            .filter(|n| n.has_tag_name("rect"))
            .map(|n| {
                let c = n.attribute("class").unwrap_or_default();
                c.split_whitespace()
                    .filter(|w| *w != "swatch" && *w != "cell")
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        match &classes[..] {
            [] => {}
            [t] => {
                legend_pairs.insert((t.clone(), None));
            }
            [t, o] => {
                legend_pairs.insert((t.clone(), Some(o.clone())));
            }
            other => panic!("a swatch of one terrain and one overlay: {other:?}"),
        }
    }
    assert_eq!(
        legend_pairs, drawn_pairs,
        "the legend shows each blend drawn"
    );
}

/// The line of fire on board `k`: one stroke on the line from the centre of `from`
/// to the centre of `to` (or of `to`'s copy past the seam, whichever is nearer),
/// pointing at the target and between the two.
fn check_fire(text: &str, k: usize, from: usize, to: usize) {
    let doc = Document::parse(text).expect("well-formed");
    let board = with_class(&doc, "board")[k];
    let centre_of = |key: &str, c: usize| -> Vec<Xy> {
        board
            .descendants()
            .filter(|n| {
                n.has_tag_name("polygon")
                    && n.attribute("class").is_some_and(|c| c.starts_with("cell "))
                    && n.attribute(key) == Some(c.to_string().as_str())
            })
            .filter_map(centre)
            .collect()
    };
    let p = centre_of("data-cell", from)[0];
    let targets: Vec<Xy> = centre_of("data-cell", to)
        .into_iter()
        .chain(centre_of("data-ghost-of", to))
        .collect();
    let q = targets
        .into_iter()
        .min_by(|a, b| dist(p, *a).total_cmp(&dist(p, *b)))
        .expect("the target is drawn");
    let fire: Vec<Seg> = board
        .descendants()
        .filter(|n| n.attribute("class") == Some("fire"))
        .flat_map(|n| subpaths(n.attribute("d").expect("a path")))
        .flatten()
        .collect();
    assert_eq!(fire.len(), 1, "one line of fire on board {k}");
    let s = fire[0];
    let along = |x: Xy| {
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        let len = dist(p, q);
        let t = ((x.0 - p.0) * dx + (x.1 - p.1) * dy) / (len * len);
        let off = ((x.0 - p.0) * dy - (x.1 - p.1) * dx).abs() / len;
        (t, off)
    };
    let ((t0, o0), (t1, o1)) = (along(s.from), along(s.to));
    assert!(
        o0 < 0.05 && o1 < 0.05,
        "{s:?} on the line from {p:?} to {q:?}"
    );
    assert!(
        0.0 <= t0 && t0 < t1 && t1 <= 1.0,
        "{s:?} from the spot to the target"
    );
}

/// The cell whose label on `board` is `letter`.
fn labelled(board: &TacticsBoard, letter: &str) -> usize {
    let mut cells = board.label.iter().filter(|(_, l)| l.as_str() == letter);
    let (&c, _) = cells
        .next()
        .unwrap_or_else(|| panic!("a cell labelled {letter}"));
    assert!(cells.next().is_none(), "one cell labelled {letter}");
    c
}

/// A hexgrid map drawn by `tactics --board NAME`: reach by a Dijkstra (walls and the
/// enemy's hex closed, forests cost 2, the scout's hex passed through), fog by
/// hexgrid's field of view from the archer and the scout (walls block sight), firing
/// positions as printed.
fn check_hexgrid_board<M: banmen::hexgrid::HexTopology>(name: &str, map: M) {
    use banmen::floodfill::{Coords, HexBoard};
    use banmen::hexgrid::{Fov, Hex};
    let (budget, vision) = (4u32, 3u32);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("svg");
    std::fs::create_dir_all(&dir).expect("a directory");
    let file = dir.join(format!("tactics-{name}.svg"));
    let path = file.to_str().expect("UTF-8");
    let (b, v) = (budget.to_string(), vision.to_string());
    let args = [
        "--board", name, "--budget", &b, "--vision", &v, "--svg", path,
    ];
    let out = common::played("tactics", &args, "");
    let text = std::fs::read_to_string(&file).expect("the picture");
    let boards = tactics_boards(&text);
    assert_eq!(boards.len(), 3, "{name}: reach, fog, firing positions");

    let board = HexBoard(map);
    for drawn in &boards {
        assert_eq!(drawn.terrain.len(), board.len(), "{name}: one hex per cell");
        assert_eq!(drawn.terrain, boards[0].terrain, "{name}: the same terrain");
    }
    let terrain = |c: usize| boards[0].terrain[&c].as_str();
    let (archer, scout, enemy) = (
        labelled(&boards[0], "A"),
        labelled(&boards[0], "S"),
        labelled(&boards[0], "E"),
    );
    let cost = |c: usize| match terrain(c) {
        _ if c == enemy => u32::MAX,
        "wall" => u32::MAX,
        "forest" => 2,
        _ => 1,
    };
    let want = reach_oracle(&board, cost, archer, budget);
    assert_eq!(
        boards[0].overlay.keys().copied().collect::<Vec<_>>(),
        want.keys().copied().collect::<Vec<_>>(),
        "{name}: the reach"
    );
    assert!(boards[0].overlay.values().all(|c| c == "reach"));
    for (c, left) in want.into_iter().filter(|&(c, _)| c != archer && c != scout) {
        assert_eq!(boards[0].label[&c], left.to_string(), "{name}: cell {c}");
    }

    let hex = |c: usize| board.coord_of(c).expect("a cell");
    let wall = |h: Hex| board.cell_of(h).is_some_and(|c| terrain(c) == "wall");
    let mut seen = vec![false; board.len()];
    for viewer in [labelled(&boards[1], "A"), labelled(&boards[1], "S")] {
        let mut fov = Fov::new();
        fov.compute_on(&board.0, hex(viewer), vision, wall)
            .expect("a view");
        for (c, s) in seen.iter_mut().enumerate() {
            *s |= fov.is_visible(hex(c));
        }
    }
    assert!(seen.iter().any(|&s| !s), "{name}: some fog");
    for (c, &s) in seen.iter().enumerate() {
        let fog = boards[1].overlay.get(&c).map(String::as_str) == Some("fog");
        assert_eq!(fog, !s, "{name}: hex {c} {:?}", hex(c));
    }

    // The line after the firing positions' heading: "(q, r) cost N, ...".
    let line = out
        .lines()
        .skip_while(|l| !l.starts_with("== where the archer"))
        .nth(1)
        .expect("the firing positions");
    let spots: BTreeMap<usize, String> = line
        .split(", (")
        .filter(|_| line != "nowhere this turn")
        .map(|item| {
            let nums: Vec<i32> = item
                .split(|c: char| !c.is_ascii_digit() && c != '-')
                .filter(|t| !t.is_empty())
                .map(|t| t.parse().expect("a number"))
                .collect();
            let c = board
                .cell_of(Hex::new(nums[0], nums[1]))
                .expect("a map hex");
            (c, nums[2].to_string())
        })
        .collect();
    assert!(!spots.is_empty(), "{name}: {line}");
    assert!(boards[2].overlay.values().all(|c| c == "spot"));
    assert_eq!(
        boards[2].overlay.keys().collect::<Vec<_>>(),
        spots.keys().collect::<Vec<_>>(),
        "{name}"
    );
    for (c, cost) in spots.iter().filter(|&(&c, _)| c != archer) {
        assert_eq!(&boards[2].label[c], cost, "{name}: hex {c}");
    }
    let first = line.split(", (").next().expect("a first spot");
    let nums: Vec<i32> = first
        .split(|c: char| !c.is_ascii_digit() && c != '-')
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().expect("a number"))
        .collect();
    let cheapest = board
        .cell_of(Hex::new(nums[0], nums[1]))
        .expect("a map hex");
    check_fire(&text, 2, cheapest, labelled(&boards[2], "E"));
    check_legend(&text);
    check_tactics_legend(&text);
    // A map whose edges meet shows them: the seam, and past it a copy of each hex
    // across the map that a hex on the edge touches there.
    let doc = Document::parse(&text).expect("well-formed");
    let wraps = name == "wrap";
    assert_eq!(
        !drawn_segments(&doc, "seam").is_empty(),
        wraps,
        "{name}: a seam"
    );
    let ghosts: Vec<usize> = doc
        .descendants()
        .filter(|n| {
            n.has_tag_name("polygon")
                && n.attribute("class").is_some_and(|c| c.starts_with("cell "))
        })
        .filter_map(|n| n.attribute("data-ghost-of"))
        .map(|c| c.parse().expect("a cell"))
        .collect();
    assert_eq!(!ghosts.is_empty(), wraps, "{name}: copies past the seam");
    if wraps {
        // Radius 5: the ring of radius 6 past the edge, on each of the 3 boards.
        assert_eq!(ghosts.len(), 3 * 36, "{name}");
        let edge: std::collections::BTreeSet<usize> = (0..board.len())
            .filter(|&c| board.coord_of(c).is_some_and(|h| h.length() == 5))
            .collect();
        assert!(
            ghosts.iter().all(|g| edge.contains(g)),
            "copies of edge hexes"
        );
    }
}

#[test]
fn tactics_on_hexgrid_maps() {
    use banmen::hexgrid::{Hex, HexMap, OffsetGrid, WrapHexagon};
    check_hexgrid_board(
        "hexagon",
        HexMap::new(Hex::ORIGIN, 5, ()).expect("a radius"),
    );
    let offset = OffsetGrid::new(11, 9, OffsetLayout::OddR, ()).expect("a size");
    check_hexgrid_board("offset", offset);
    check_hexgrid_board("wrap", WrapHexagon::new(5).expect("a radius"));
}

#[test]
fn text_from_the_command_line_is_escaped() {
    // A mask file whose name holds the characters XML reserves: the title names it.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("svg");
    std::fs::create_dir_all(&dir).expect("a directory");
    let mask = dir.join("a&b<c>'d\".txt");
    std::fs::write(&mask, "...\n.#.\n...\n").expect("the mask is written");
    let mask = mask.to_str().expect("UTF-8");
    let text = picture("maze", "escaped", &["--board", "mask", mask, "--seed", "1"]);
    let doc = Document::parse(&text).expect("well-formed despite the file name");
    let title = doc
        .descendants()
        .find(|n| n.has_tag_name("title"))
        .and_then(|n| n.text())
        .expect("a title");
    assert!(title.contains(mask), "{title}");
}

#[test]
fn a_file_that_cannot_be_written_is_an_error() {
    let path = concat!(env!("CARGO_TARGET_TMPDIR"), "/no/such/dir/maze.svg");
    for (example, args) in [
        ("maze", vec!["--size", "4x3"]),
        ("hexgrid", vec!["--radius", "2"]),
        ("tactics", vec![]),
    ] {
        let mut args = args;
        args.extend(["--svg", path]);
        let out = common::run(example, &args, "");
        assert_eq!(out.status.code(), Some(1), "{example}: {out:?}");
        assert!(
            common::stderr(&out).contains("cannot write"),
            "{example}: {out:?}"
        );
        assert!(
            common::stdout(&out).is_empty(),
            "{example}: nothing printed before the error"
        );
    }
}

#[test]
fn solve_without_a_picture_and_a_picture_of_play_are_refused() {
    for (args, problem) in [
        (vec!["--solve"], "--solve"),
        (vec!["play", "--svg", "x.svg"], "--svg"),
    ] {
        let out = common::run("maze", &args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        let first = common::stderr(&out)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        assert!(first.contains(problem), "{args:?}: {first}");
    }
}

/// A triangle board's picture: one triangle of side 24 per usable cell, in cell
/// order, pointing the way its cell does; one wall segment per closed side (none
/// toward a masked cell); the path drawn as long as the shortest one.
fn check_triangle_picture(
    args: &[&str],
    name: &str,
    board: MazeBoard<banmen::maze_gen::TriangleGrid>,
    algorithm: Algorithm,
    seed: u64,
    braid: f64,
) {
    use banmen::maze_gen::TriangleGrid;
    let text = picture("maze", name, args);
    let grid = *board.topology();
    let mut r = rng::from_seed(seed);
    let mut maze = algorithm.from_rng(&board, &mut r).expect("a maze");
    maze.braid(braid, &mut r).expect("a braid");
    let doc = Document::parse(&text).expect("well-formed");
    // The floor: one triangle per usable cell, in cell order, of side 24 at the
    // default size.
    let floor = drawn_subpaths(&doc, "floor");
    let usable: Vec<usize> = (0..grid.len()).filter(|&c| board.is_usable(c)).collect();
    assert_eq!(floor.len(), usable.len(), "one triangle per usable cell");
    let mut centres = Centres::new();
    for (&c, tri) in usable.iter().zip(&floor) {
        assert_eq!(tri.len(), 3, "a triangle has three corners");
        for k in 0..3 {
            assert!((dist(tri[k].from, tri[(k + 1) % 3].from) - 24.0).abs() < 0.05);
        }
        let sum = tri
            .iter()
            .fold((0.0, 0.0), |s, p| (s.0 + p.from.0, s.1 + p.from.1));
        let centre = (sum.0 / 3.0, sum.1 / 3.0);
        // An up triangle's centre lies below the middle of its corners' heights.
        let (x, y) = (c % grid.width(), c / grid.width());
        let top = tri.iter().map(|p| p.from.1).fold(f64::MAX, f64::min);
        let low_point = tri.iter().filter(|p| (p.from.1 - top).abs() < 0.05).count() == 1;
        assert_eq!(
            low_point,
            TriangleGrid::points_up(x, y),
            "cell {c} points the right way"
        );
        centres.insert(c, centre);
    }
    // The sides lie 24 / (2 sqrt 3) from the centre.
    assert_eq!(
        walls_by_centres(&doc, &centres, |_| 24.0 / (2.0 * 3f64.sqrt())),
        expected_walls(&grid, |c| board.is_usable(c), &maze, |_| 3),
    );
    check_path(&read_maze(&text, &centres, None), &maze);
    check_legend(&text);
}

#[test]
fn triangle_maze_one_triangle_per_cell() {
    use banmen::maze_gen::TriangleGrid;
    let args = [
        "--board",
        "triangle",
        "--width",
        "11",
        "--height",
        "6",
        "--seed",
        "6",
        "--algorithm",
        "wilson",
        "--braid",
        "0.3",
        "--solve",
    ];
    let board =
        MazeBoard::new(TriangleGrid::new(11, 6).expect("a triangle grid")).expect("a board");
    check_triangle_picture(&args, "triangle", board, Algorithm::Wilson, 6, 0.3);
}

#[test]
fn triangle_and_hexagon_of_triangles_one_triangle_per_cell() {
    for (kind, side, board) in [
        ("delta-triangle", 7, MazeBoard::delta_triangle(7)),
        ("delta-triangle", 6, MazeBoard::delta_triangle(6)),
        ("delta-hexagon", 4, MazeBoard::delta_hexagon(4)),
    ] {
        let side = side.to_string();
        let args = [
            "--board",
            kind,
            "--height",
            &side,
            "--seed",
            "5",
            "--algorithm",
            "prim",
            "--braid",
            "0.2",
            "--solve",
        ];
        let name = format!("{kind}-{side}");
        check_triangle_picture(
            &args,
            &name,
            board.expect("a board"),
            Algorithm::Prim,
            5,
            0.2,
        );
    }
}

#[test]
fn upsilon_maze_octagons_and_squares() {
    use banmen::maze_gen::UpsilonGrid;
    let args = [
        "--board",
        "upsilon",
        "--size",
        "9x6",
        "--seed",
        "8",
        "--algorithm",
        "kruskal",
        "--braid",
        "0.4",
        "--solve",
    ];
    let text = picture("maze", "upsilon", &args);
    let grid = UpsilonGrid::new(9, 6).expect("an upsilon grid");
    let b = MazeBoard::new(grid).expect("a board");
    let mut r = rng::from_seed(8);
    let mut maze = Algorithm::Kruskal.from_rng(&b, &mut r).expect("a maze");
    maze.braid(0.4, &mut r).expect("a braid");
    let doc = Document::parse(&text).expect("well-formed");
    // The floor: an octagon or a square per cell, in cell order, at the default size 24.
    let floor = drawn_subpaths(&doc, "floor");
    assert_eq!(floor.len(), grid.len(), "one polygon per cell");
    let inner = 24.0 / 2f64.sqrt();
    let apothem = |c: usize| {
        if UpsilonGrid::is_octagon(c % 9, c / 9) {
            inner
        } else {
            24.0 - inner
        }
    };
    let mut centres = Centres::new();
    for (c, shape) in floor.iter().enumerate() {
        let (x, y) = (c % 9, c / 9);
        let corners = if UpsilonGrid::is_octagon(x, y) { 8 } else { 4 };
        assert_eq!(shape.len(), corners, "cell {c}");
        // Every side has the same length, 24 (2 - sqrt 2), in both shapes.
        for k in 0..corners {
            let side = dist(shape[k].from, shape[(k + 1) % corners].from);
            assert!(
                (side - 24.0 * (2.0 - 2f64.sqrt())).abs() < 0.05,
                "cell {c}: {side}"
            );
        }
        let sum = shape
            .iter()
            .fold((0.0, 0.0), |s, p| (s.0 + p.from.0, s.1 + p.from.1));
        let centre = (sum.0 / corners as f64, sum.1 / corners as f64);
        centres.insert(c, centre);
    }
    assert_eq!(
        walls_by_centres(&doc, &centres, apothem),
        expected_walls(
            &grid,
            |c| b.is_usable(c),
            &maze,
            |c| {
                if UpsilonGrid::is_octagon(c % 9, c / 9) {
                    8
                } else {
                    4
                }
            }
        ),
    );
    check_path(&read_maze(&text, &centres, None), &maze);
    check_legend(&text);
}

/// One floor of a levels maze as a maze of its own: cells `0..n`, the stairs left
/// out.
struct FloorOf<'a, T> {
    maze: &'a T,
    base: usize,
    n: usize,
}

impl<T: Topology> Topology for FloorOf<'_, T> {
    fn len(&self) -> usize {
        self.n
    }

    fn for_each_neighbor(&self, cell: usize, mut f: impl FnMut(usize)) {
        let range = self.base..self.base + self.n;
        self.maze.for_each_neighbor(self.base + cell, |j| {
            if range.contains(&j) {
                f(j - self.base);
            }
        });
    }

    fn max_degree(&self) -> usize {
        4
    }
}

#[test]
fn levels_maze_floor_by_floor_with_its_stairs() {
    let (w, h, floors) = (6, 4, 3);
    let n = w * h;
    let c = 24.0;
    let grid = SquareGrid::new(w, h, Connectivity::Four).expect("a grid");
    for (seed, algorithm) in [(2, "dig"), (7, "backtracker"), (11, "kruskal")] {
        let seed_text = seed.to_string();
        let args = [
            "--board",
            "levels",
            "--size",
            "6x4",
            "--floors",
            "3",
            "--seed",
            &seed_text,
            "--algorithm",
            algorithm,
            "--solve",
        ];
        let text = picture("maze", &format!("levels-{seed}"), &args);
        let alg: Algorithm = algorithm.parse().expect("an algorithm");
        let mut r = rng::from_seed(seed);
        let floor = Square::new(w, h).expect("a size");
        let board = MazeBoard::new(Levels::new(floor, floors).expect("floors")).expect("a board");
        let mut maze = alg.from_rng(&board, &mut r).expect("a maze");
        maze.braid(0.0, &mut r).expect("no braid");
        let doc = Document::parse(&text).expect("well-formed");
        let groups = drawn(&doc, "level");
        assert_eq!(groups.len(), floors, "seed {seed}: one group per floor");
        let mut centres = Centres::new();
        let mut lefts = Vec::new();
        for (f, group) in groups.iter().enumerate() {
            let name = format!("seed {seed} floor {}", f + 1);
            assert_eq!(
                group.attribute("data-floor"),
                Some((f + 1).to_string().as_str())
            );
            let titles: Vec<&str> = drawn_in(*group, "level-title")
                .iter()
                .filter_map(|t| t.text())
                .collect();
            assert_eq!(titles, [format!("floor {}", f + 1)], "{name}: its title");
            // The floor's rectangles start at the corner of its first cell.
            let o = drawn_subpaths_in(*group, "floor")
                .iter()
                .flatten()
                .fold((f64::MAX, f64::MAX), |o, s| {
                    (o.0.min(s.from.0), o.1.min(s.from.1))
                });
            lefts.push(o.0);
            let layout = SquareLayout { w, h, c, o };
            assert_eq!(
                layout.covered(*group, "floor"),
                (0..n).collect::<Vec<_>>(),
                "{name}: the floor covers every cell"
            );
            let base = f * n;
            let one = FloorOf {
                maze: &maze,
                base,
                n,
            };
            assert_eq!(
                layout.walls(*group, |_| true, false),
                expected_walls(&grid, |_| true, &one, |_| 4),
                "{name}: walls"
            );
            let rock: Vec<usize> = (0..n).filter(|&k| maze.passages(base + k) == 0).collect();
            assert_eq!(layout.covered(*group, "rock"), rock, "{name}: rock");
            let here = layout.centres(|_| true);
            // Every open stair and only those, each marked as what it is, in its cell.
            let mut marked = Vec::new();
            for mark in drawn_in(*group, "stair") {
                let cell = index(mark, "data-cell");
                let kinds: Vec<&str> = ["stair-up", "stair-down", "stair-both"]
                    .into_iter()
                    .filter(|k| mark.attribute("class").unwrap().split(' ').any(|w| w == *k))
                    .collect();
                assert_eq!(kinds.len(), 1, "{name}: {mark:?} is one kind of stair");
                let at = centre(mark).expect("a polygon");
                assert!(
                    cell >= base && near(at, here[&(cell - base)]),
                    "{name}: the mark of {cell} sits in its cell"
                );
                marked.push((cell, kinds[0]));
            }
            let mut stairs = Vec::new();
            for k in 0..n {
                let g = base + k;
                let up = f + 1 < floors && joined(&maze, g, g + n);
                let down = f > 0 && joined(&maze, g, g - n);
                match (up, down) {
                    (true, true) => stairs.push((g, "stair-both")),
                    (true, false) => stairs.push((g, "stair-up")),
                    (false, true) => stairs.push((g, "stair-down")),
                    (false, false) => {}
                }
            }
            assert_eq!(marked, stairs, "{name}: the open stairs");
            centres.extend(here.into_iter().map(|(k, p)| (base + k, p)));
        }
        assert!(
            lefts.windows(2).all(|p| p[0] < p[1]),
            "seed {seed}: floor 1 on the left, the others to its right: {lefts:?}"
        );
        // The steps on a floor are lines; a stair taken is a numbered ring in the
        // cell at each end.
        let mut p = read_maze(&text, &centres, None);
        let mut rings: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        for ring in drawn(&doc, "link") {
            let cell = index(ring, "data-cell");
            let (at, inside) = (centre(ring).expect("a circle"), centres[&cell]);
            assert!(
                (at.0 - inside.0).abs() < c / 2.0 && (at.1 - inside.1).abs() < c / 2.0,
                "seed {seed}: the ring of {cell} lies in its cell"
            );
            let label = ring
                .next_sibling_element()
                .filter(|t| t.has_tag_name("text"))
                .and_then(|t| t.text())
                .expect("a ring's number");
            rings.entry(label.to_string()).or_default().push(cell);
        }
        for (label, ends) in &rings {
            assert_eq!(ends.len(), 2, "seed {seed}: ring {label} at both ends");
            let (a, b) = (ends[0], ends[1]);
            assert_eq!(
                a.abs_diff(b),
                n,
                "seed {seed}: ring {label} joins two floors"
            );
            p.steps.push((a, b));
        }
        check_path(&p, &maze);
        check_legend(&text);
    }
    // Without --solve: no path and no rings, and the legend names neither.
    let args = ["--board", "levels", "--size", "6x4", "--floors", "3"];
    let text = picture("maze", "levels-no-path", &args);
    let doc = Document::parse(&text).expect("well-formed");
    assert!(drawn_segments(&doc, "step").is_empty(), "no path");
    assert!(with_class(&doc, "link").is_empty(), "no rings");
    check_legend(&text);
}
