//! The pictures of `--svg`: each example writes one into a temporary directory, the
//! test reads it back with an XML parser and checks it against the board built again
//! from the library with the same seed: one wall per closed side, one shape per cell,
//! the path as long as the shortest path, reach and fog cell by cell.

mod common;

use std::collections::BTreeMap;

use banmen::floodfill::{Connectivity, HexGrid, SquareGrid, Topology};
use banmen::hexgrid::OffsetLayout;
use banmen::maze_gen::{
    Algorithm, Board, Direction, DistanceMap, Maze, PolarGrid, TorusGrid, WeaveMaze, rng,
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

fn line_ends(node: Node) -> ((f64, f64), (f64, f64)) {
    (
        (number(node, "x1"), number(node, "y1")),
        (number(node, "x2"), number(node, "y2")),
    )
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
    sides: usize,
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
        walls.extend(std::iter::repeat_n((a, None), sides.saturating_sub(inner)));
    }
    count(walls)
}

/// What a maze picture says: walls, cells (index to centre), start, goal, steps.
struct MazePicture {
    walls: BTreeMap<Pair, usize>,
    cells: BTreeMap<usize, Option<(f64, f64)>>,
    start: usize,
    goal: usize,
    steps: Vec<(usize, usize)>,
}

fn read_maze(text: &str) -> MazePicture {
    let doc = Document::parse(text).expect("the picture is well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert!(root.attribute("viewBox").is_some() && root.attribute("width").is_some());
    let walls = count(with_class(&doc, "wall").into_iter().map(|w| {
        pair(
            index(w, "data-a"),
            w.attribute("data-b").map(|_| index(w, "data-b")),
        )
    }));
    let mut cells = BTreeMap::new();
    for c in with_class(&doc, "cell") {
        let previous = cells.insert(index(c, "data-cell"), centre(c));
        assert!(previous.is_none(), "one shape per cell: {c:?}");
    }
    let one = |class: &str| {
        let marks = with_class(&doc, class);
        assert_eq!(marks.len(), 1, "one {class} mark");
        index(marks[0], "data-cell")
    };
    let steps = with_class(&doc, "step")
        .into_iter()
        .map(|s| (index(s, "data-a"), index(s, "data-b")))
        .collect();
    MazePicture {
        walls,
        cells,
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

/// The path: as many steps as the shortest path, each through an open passage, from
/// the start to the goal without a break; each straight step from centre to centre.
fn check_path<T: Topology + ?Sized>(p: &MazePicture, maze: &T, straight: bool) {
    let (start, goal, length) = start_goal(maze);
    assert_eq!((p.start, p.goal), (start, goal), "start and goal marks");
    assert_eq!(p.steps.len(), length, "the path is the shortest path");
    let mut at = start;
    for &(a, b) in &p.steps {
        assert_eq!(a, at, "the path runs on from where it was");
        assert!(joined(maze, a, b), "step {a} -> {b} goes through a passage");
        at = b;
    }
    assert_eq!(at, goal, "the path ends at the goal");
    if straight {
        assert!(p.cells.contains_key(&start) && p.cells.contains_key(&goal));
    }
}

/// Wall geometry on square and hex boards: a side between two neighbours lies half
/// way between their centres; every side lies `apothem` from its cell's centre.
fn check_wall_lines(text: &str, apothem: f64, wrap: bool) {
    let doc = Document::parse(text).expect("well-formed");
    let cells = read_maze(text).cells;
    for w in with_class(&doc, "wall") {
        let (p, q) = line_ends(w);
        let mid = ((p.0 + q.0) / 2.0, (p.1 + q.1) / 2.0);
        let a = cells[&index(w, "data-a")].expect("a cell with a centre");
        assert!(
            (dist(mid, a) - apothem).abs() < 0.05,
            "{w:?} is a side of cell {a:?}"
        );
        if let (Some(b), false) = (w.attribute("data-b"), wrap) {
            let b = cells[&b.parse::<usize>().expect("a cell")].expect("a centre");
            assert!(
                near(mid, ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)),
                "{w:?} between its cells"
            );
        }
    }
}

/// Steps drawn as lines go from the centre of one cell to the centre of the next.
fn check_step_lines(text: &str) {
    let doc = Document::parse(text).expect("well-formed");
    let cells = read_maze(text).cells;
    for s in with_class(&doc, "step") {
        if s.tag_name().name() != "line" {
            continue;
        }
        let (p, q) = line_ends(s);
        let a = cells[&index(s, "data-a")].expect("a centre");
        let b = cells[&index(s, "data-b")].expect("a centre");
        assert!(near(p, a) && near(q, b), "{s:?} joins the centres");
    }
}

#[test]
fn square_maze_walls_cells_and_path() {
    for (seed, algorithm) in [(3, "wilson"), (5, "kruskal"), (8, "dig=4")] {
        let name = format!("square-{seed}");
        let seed_text = seed.to_string();
        let args = [
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
        let text = picture("maze", &name, &args);
        let alg: Algorithm = algorithm.parse().expect("an algorithm");
        let mut r = rng::seeded(seed);
        let mut maze = Maze::generate(alg, 12, 8, &mut r).expect("a maze");
        maze.braid(0.0, &mut r).expect("no braid");
        let grid = SquareGrid::new(12, 8, Connectivity::Four).expect("a grid");
        let p = read_maze(&text);
        assert_eq!(p.cells.len(), 96, "one shape per cell");
        assert_eq!(
            p.walls,
            expected_walls(&grid, |_| true, &maze, 4),
            "seed {seed}"
        );
        check_path(&p, &maze, true);
        check_wall_lines(&text, 12.0, false);
        check_step_lines(&text);
        // A corridor limit leaves rock, drawn as rock.
        let rock = (0..maze.len()).filter(|&c| maze.passages(c) == 0).count();
        let doc = Document::parse(&text).expect("well-formed");
        assert_eq!(
            with_class(&doc, "rock").len(),
            rock,
            "seed {seed}: rock cells"
        );
    }
}

#[test]
fn a_picture_without_solve_has_no_path() {
    let text = picture("maze", "no-path", &["--size", "6x4", "--seed", "2"]);
    let p = read_maze(&text);
    assert!(p.steps.is_empty());
    assert_ne!(p.start, p.goal);
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
            Board::hex(10, 6, OffsetLayout::OddR)
        } else {
            Board::hexagon(4, OffsetLayout::OddR)
        }
        .expect("a board");
        let mut r = rng::seeded(3);
        let mut maze = Algorithm::Prim.generate_on(&b, &mut r).expect("a maze");
        maze.braid(0.3, &mut r).expect("a braid");
        let p = read_maze(&text);
        assert_eq!(p.cells.len(), b.usable_count(), "{name}: one hex per cell");
        let doc = Document::parse(&text).expect("well-formed");
        for c in with_class(&doc, "cell") {
            assert_eq!(polygon(c).len(), 6, "{name}: a hex has six corners");
        }
        let grid: &HexGrid = b.topology();
        assert_eq!(
            p.walls,
            expected_walls(grid, |c| b.is_usable(c), &maze, 6),
            "{name}"
        );
        check_path(&p, &maze, true);
        // Corner radius 14: the sides lie 14 cos 30° from the centre.
        check_wall_lines(&text, 14.0 * 3f64.sqrt() / 2.0, false);
        check_step_lines(&text);
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
    let b =
        Board::from_mask_text(&std::fs::read_to_string(file).expect("the mask")).expect("a board");
    let mut r = rng::seeded(3);
    let mut maze: Maze<SquareGrid> = Algorithm::Dig { complexity: None }
        .generate_on(&b, &mut r)
        .expect("a maze");
    maze.braid(0.0, &mut r).expect("no braid");
    let p = read_maze(&text);
    assert_eq!(p.cells.len(), b.usable_count());
    assert!(
        p.cells.keys().all(|&c| b.is_usable(c)),
        "no shape on a masked cell"
    );
    assert_eq!(
        p.walls,
        expected_walls(b.topology(), |c| b.is_usable(c), &maze, 4)
    );
    check_path(&p, &maze, true);
    check_wall_lines(&text, 12.0, false);
}

#[test]
fn torus_maze_shows_its_seams() {
    let args = [
        "--board", "torus", "--width", "9", "--height", "7", "--seed", "4", "--solve",
    ];
    let text = picture("maze", "torus", &args);
    let b = Board::new(TorusGrid::new(9, 7).expect("a torus")).expect("a board");
    let mut r = rng::seeded(4);
    let mut maze = Algorithm::Dig { complexity: None }
        .generate_on(&b, &mut r)
        .expect("a maze");
    maze.braid(0.0, &mut r).expect("no braid");
    let p = read_maze(&text);
    assert_eq!(p.cells.len(), 63);
    // A closed side across the seam shows on both edges of the picture.
    let seam = |a: usize, b: usize| (a % 9).abs_diff(b % 9) > 1 || (a / 9).abs_diff(b / 9) > 1;
    let mut expected = expected_walls(b.topology(), |_| true, &maze, 4);
    for (&(a, b), n) in expected.iter_mut() {
        if b.is_some_and(|b| seam(a, b)) {
            *n = 2;
        }
    }
    assert_eq!(p.walls, expected);
    // Every open side across the seam is drawn as a seam on both edges.
    let doc = Document::parse(&text).expect("well-formed");
    let open_seams = (0..63)
        .flat_map(|a| {
            let mut v = Vec::new();
            maze.for_each_neighbor(a, |b| v.push((a, b)));
            v
        })
        .filter(|&(a, b)| seam(a, b))
        .count();
    assert!(open_seams > 0, "this maze passes through its seam");
    assert_eq!(with_class(&doc, "seam").len(), open_seams);
    check_path(&p, &maze, true);
    check_wall_lines(&text, 12.0, true);
    check_step_lines(&text);
    // A step inside the picture is one cell long; a step through the seam is drawn
    // as two halves, one at each edge.
    for s in with_class(&doc, "step") {
        let (a, b) = (index(s, "data-a"), index(s, "data-b"));
        if s.tag_name().name() == "line" {
            let (p, q) = line_ends(s);
            assert!((dist(p, q) - 24.0).abs() < 0.01, "{s:?} is one cell long");
        } else {
            assert!(seam(a, b), "{s:?} crosses the seam");
            assert_eq!(s.attribute("d").expect("a path").matches('M').count(), 2);
        }
    }
}

#[test]
fn polar_maze_arcs_and_spokes() {
    let args = [
        "--board", "polar", "--height", "6", "--seed", "5", "--solve",
    ];
    let text = picture("maze", "polar", &args);
    let grid = PolarGrid::new(6).expect("a polar grid");
    let b = Board::new(grid.clone()).expect("a board");
    let mut r = rng::seeded(5);
    let mut maze = Algorithm::Dig { complexity: None }
        .generate_on(&b, &mut r)
        .expect("a maze");
    maze.braid(0.0, &mut r).expect("no braid");
    let p = read_maze(&text);
    assert_eq!(p.cells.len(), grid.len());
    // Only the outer ring has sides facing no cell: one arc each.
    let outer = *grid.ring_counts().last().expect("rings");
    let mut expected = expected_walls(&grid, |_| true, &maze, 0);
    let last_ring = grid.rings() - 1;
    for k in 0..outer {
        expected.insert((grid.cell(last_ring, k).expect("a cell"), None), 1);
    }
    assert_eq!(p.walls, expected);
    // An arc between rings has the inner ring's outer radius (rings 24 deep).
    let doc = Document::parse(&text).expect("well-formed");
    for w in with_class(&doc, "wall") {
        let Some(d) = w.attribute("d") else { continue };
        let radius: f64 = d
            .split(" A ")
            .nth(1)
            .and_then(|t| t.split(' ').next())
            .expect("an arc")
            .parse()
            .expect("a radius");
        let ring = grid.ring_of(index(w, "data-a")).expect("a cell").0;
        let want = if w.attribute("data-b").is_some() {
            ring
        } else {
            ring + 1
        };
        assert!((radius - 24.0 * want as f64).abs() < 0.01, "{w:?}");
    }
    // A spoke between a cell and the one counter-clockwise of it runs from the
    // ring's inner to its outer radius at the angle where the cell starts (angle 0
    // points up, angles grow clockwise).
    let side: f64 = number(doc.root_element(), "width");
    let o = (side / 2.0, side / 2.0);
    let mut spokes = 0;
    for w in with_class(&doc, "wall")
        .into_iter()
        .filter(|w| w.has_tag_name("line"))
    {
        let (ring, k) = grid.ring_of(index(w, "data-a")).expect("a cell");
        let (p, q) = line_ends(w);
        assert!((dist(p, o) - 24.0 * ring as f64).abs() < 0.02, "{w:?}");
        assert!(
            (dist(q, o) - 24.0 * (ring + 1) as f64).abs() < 0.02,
            "{w:?}"
        );
        let n = grid.ring_counts()[ring] as f64;
        let want = std::f64::consts::TAU * k as f64 / n - std::f64::consts::FRAC_PI_2;
        let got = (q.1 - o.1).atan2(q.0 - o.0);
        let turn = (got - want).rem_euclid(std::f64::consts::TAU);
        assert!(
            !(1e-3..=std::f64::consts::TAU - 1e-3).contains(&turn),
            "{w:?} at {got}, not {want}"
        );
        spokes += 1;
    }
    assert!(spokes > 0);
    check_path(&p, &maze, false);
}

#[test]
fn weave_maze_draws_crossings_as_bridges() {
    let args = [
        "--board", "weave", "--width", "12", "--height", "8", "--seed", "3", "--solve",
    ];
    let text = picture("maze", "weave", &args);
    let weave = WeaveMaze::generate(12, 8, &mut rng::seeded(3)).expect("a weave maze");
    assert!(weave.crossings() > 0, "this maze has crossings");
    let m = weave.maze();
    let grid = SquareGrid::new(12, 8, Connectivity::Four).expect("a grid");
    // The sides a tunnel passes through are open in the picture: the closed sides of
    // a cell with a tunnel under it.
    let mut expected = expected_walls(&grid, |_| true, &weave, 4);
    for c in (0..m.len()).filter(|&c| weave.has_tunnel_under(c)) {
        let at = m.cell_at(c);
        for d in Direction::ALL
            .into_iter()
            .filter(|d| m.passages(c) & d.bit() == 0)
        {
            let (dx, dy) = d.delta();
            let n = grid
                .cell(at.x.wrapping_add_signed(dx), at.y.wrapping_add_signed(dy))
                .expect("a tunnel passes between two cells of the maze");
            assert!(expected.remove(&pair(c, Some(n))).is_some());
        }
    }
    let p = read_maze(&text);
    assert_eq!(p.walls, expected);
    let doc = Document::parse(&text).expect("well-formed");
    let bridges = with_class(&doc, "bridge");
    assert_eq!(
        bridges.len(),
        2 * weave.crossings(),
        "two walls over each crossing"
    );
    assert!(
        bridges
            .iter()
            .all(|b| weave.has_tunnel_under(index(*b, "data-cell")))
    );
    check_path(&p, &weave, true);
    check_wall_lines(&text, 12.0, false);
    check_step_lines(&text);
}

#[test]
fn pictures_are_deterministic() {
    let args = ["--size", "5x4", "--seed", "9", "--solve"];
    let a = picture("maze", "same-a", &args);
    let b = picture("maze", "same-b", &args);
    assert_eq!(a, b, "the same maze gives the same bytes");
}

/// The hexes of one map of the hexgrid picture, by class.
fn hex_classes(map: Node) -> BTreeMap<(i32, i32), String> {
    let mut hexes = BTreeMap::new();
    for h in map.descendants().filter(|n| n.has_tag_name("polygon")) {
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
        let start = grid.cell(5, 5).expect("on the map");
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
                let c = fog_grid.cell(x, y).expect("on the map");
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
            .map(|((x, y), cost)| (fog_grid.cell(x, y).expect("on the map"), cost.to_string()))
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

        // The hex board: reach by Dijkstra, fog by hexgrid's field of view (the forest
        // column blocks sight), firing positions as printed.
        let hex = HexGrid::new(9, 7, OffsetLayout::OddR).expect("a grid");
        let forest = |c: usize| hex.coord(c).is_some_and(|o| o.col == 5);
        let hstart = hex.cell(OffsetCoord::new(3, 3)).expect("on the board");
        assert_eq!(boards[3].terrain.len(), 63, "one hex per cell");
        let mut want = reach_oracle(&hex, |c| if forest(c) { 3 } else { 1 }, hstart, 4);
        want.insert(hstart, u32::MAX);
        assert_eq!(drawn_reach(&boards[3], hstart), want);
        let to_hex = |c: usize| OffsetLayout::OddR.to_hex(hex.coord(c).expect("a cell"));
        let blocked = |h| hex.cell(OffsetLayout::OddR.from_hex(h)).is_some_and(forest);
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
                (hex.cell(o).expect("on the board"), cost.to_string())
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
    }
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
    let boards = tactics_boards(&std::fs::read_to_string(&file).expect("the picture"));
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
