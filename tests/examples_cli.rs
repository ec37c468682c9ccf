//! Every example has a real command line: `--help` prints its usage and exits with 0;
//! a flag it does not know prints one line naming the problem, then `try 'NAME --help'`, and
//! exits with 2.

use crate::common;

use common::{run, stderr, stdout};

#[test]
fn every_example_is_checked() {
    // A new file in examples/ is picked up by the tests below without a change here;
    // this only guards against the directory walk silently finding nothing.
    let names = common::example_names();
    for name in [
        "bubble_shooter",
        "freecell",
        "hexgrid",
        "maze",
        "samegame",
        "tactics",
        "tour",
    ] {
        assert!(names.iter().any(|n| n == name), "{name} missing: {names:?}");
    }
}

#[test]
fn help_prints_the_usage_and_exits_with_0() {
    for name in common::example_names() {
        for flag in ["--help", "-h"] {
            let out = run(&name, &[flag], "");
            assert_eq!(out.status.code(), Some(0), "{name} {flag}: {out:?}");
            let text = stdout(&out);
            assert!(
                text.starts_with("usage: "),
                "{name} {flag} prints its usage first:\n{text}"
            );
            assert!(stderr(&out).is_empty(), "{name} {flag} writes no error");
        }
    }
}

/// The problem line and where to read the usage, nothing more; exit code 2.
fn assert_refused(name: &str, args: &[&str], problem: &str) {
    let out = run(name, args, "");
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{name} {args:?}:\n{err}");
    let mut lines = err.lines();
    let first = lines.next().unwrap_or_default();
    assert!(
        first.starts_with(&format!("{name}: ")) && first.contains(problem),
        "{name} {args:?}: the first line names the problem ({problem}): {first}"
    );
    assert_eq!(
        lines.next(),
        Some(format!("try '{name} --help'").as_str()),
        "{name} {args:?}: where to read the usage follows:\n{err}"
    );
    assert_eq!(lines.next(), None, "{name} {args:?}: two lines:\n{err}");
    assert!(stdout(&out).is_empty(), "{name} {args:?} runs nothing");
}

#[test]
fn an_unknown_flag_is_refused_with_exit_code_2() {
    for name in common::example_names() {
        assert_refused(&name, &["--no-such-flag"], "--no-such-flag");
    }
}

#[test]
fn missing_values_bad_numbers_and_ranges_are_refused() {
    let cases: &[(&str, &[&str], &str)] = &[
        ("maze", &["--width"], "--width needs a value"),
        ("maze", &["--width", "abc"], "--width"),
        ("maze", &["--width", "0"], "--width"),
        ("maze", &["--braid", "nan"], "--braid"),
        ("maze", &["--seed", "-1"], "--seed"),
        ("maze", &["--size", "3y4"], "--size"),
        (
            "maze",
            &["--board", "weave", "--algorithm", "prim"],
            "weave",
        ),
        ("maze", &["--board", "weave", "--braid", "0.5"], "weave"),
        ("maze", &["--floors", "2"], "--floors"),
        ("maze", &["--board", "levels", "--floors", "0"], "--floors"),
        ("maze", &["--board", "levels", "--floors", "65"], "--floors"),
        ("maze", &["--cell-size", "8"], "--cell-size"),
        (
            "maze",
            &["--svg", "x.svg", "--cell-size", "0"],
            "--cell-size",
        ),
        ("bubble_shooter", &["--shots", "0"], "--shots"),
        (
            "bubble_shooter",
            &["--seed", "99999999999999999999"],
            "--seed",
        ),
        ("samegame", &["--width", "65"], "--width"),
        (
            "samegame",
            &["solve-standard", "--seconds", "1e300"],
            "--seconds",
        ),
        (
            "samegame",
            &["solve-standard", "--threads", "100000"],
            "--threads",
        ),
        ("samegame", &["standard", "--width", "3"], "--width"),
        ("samegame", &["solve"], "board file"),
        ("samegame", &["no-such-command"], "no-such-command"),
        ("freecell", &[], "command"),
        (
            "freecell",
            &["range", "1", "2", "--threads", "100000"],
            "--threads",
        ),
        (
            "freecell",
            &["range", "1", "18446744073709551615"],
            "8589934591",
        ),
        ("freecell", &["deal", "8589934592"], "8589934591"),
        ("freecell", &["deal", "abc"], "deal number"),
        ("freecell", &["deal", "1", "2"], "\"2\""),
        ("freecell", &["solve"], "deal number"),
        ("tour", &["extra"], "extra"),
        ("tactics", &["--budget"], "--budget needs a value"),
        ("tactics", &["--budget", "abc"], "--budget"),
        ("tactics", &["--budget", "-1"], "--budget"),
        ("tactics", &["--vision", "99999999999999999999"], "--vision"),
        ("tactics", &["--board", "cube"], "--board"),
        ("tactics", &["--budget", "31"], "--budget"),
        ("hexgrid", &["--radius"], "--radius needs a value"),
        ("hexgrid", &["--radius", "abc"], "--radius"),
        ("hexgrid", &["-r", "99999999999999999999"], "-r"),
        ("hexgrid", &["--view", "0"], "--view"),
        ("hexgrid", &["--view", "-1"], "--view"),
    ];
    for &(name, args, problem) in cases {
        assert_refused(name, args, problem);
    }
}

#[test]
fn flags_may_come_before_the_command() {
    for (name, before, after) in [
        (
            "samegame",
            &["--seed", "3", "--width", "6", "--height", "5", "play"][..],
            &["play", "--seed", "3", "--width", "6", "--height", "5"][..],
        ),
        (
            "freecell",
            &["--auto", "none", "play", "1"],
            &["play", "1", "--auto", "none"],
        ),
        (
            "bubble_shooter",
            &["--seed", "2", "play"],
            &["play", "--seed", "2"],
        ),
        (
            "maze",
            &["--size", "6x4", "play"],
            &["play", "--size", "6x4"],
        ),
    ] {
        let a = run(name, before, "quit\n");
        let b = run(name, after, "quit\n");
        assert_eq!(
            a.status.code(),
            Some(0),
            "{name} {before:?}: {}",
            stderr(&a)
        );
        assert_eq!(stdout(&a), stdout(&b), "{name}");
    }
}

#[test]
fn an_argument_after_help_is_refused() {
    for name in common::example_names() {
        for flag in ["--help", "-h"] {
            assert_refused(&name, &[flag, "extra"], "\"extra\"");
        }
    }
}

#[test]
fn an_unknown_algorithm_is_named_once() {
    let out = run("maze", &["--algorithm", "foo"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    let first = err.lines().next().unwrap_or_default();
    assert_eq!(first.matches("foo").count(), 1, "{first}");
    assert!(first.contains("--algorithm"), "{first}");
}

#[test]
fn a_mask_file_that_is_not_there_is_named() {
    let path = concat!(env!("CARGO_TARGET_TMPDIR"), "/no/such/mask.txt");
    let out = run("maze", &["--board", "mask", path], "");
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = stderr(&out);
    assert!(err.starts_with("maze: ") && err.contains(path), "{err}");
    assert!(stdout(&out).is_empty(), "nothing printed before the error");
}

#[test]
fn a_picture_into_a_missing_folder_fails_before_the_maze_is_printed() {
    let path = concat!(env!("CARGO_TARGET_TMPDIR"), "/no/such/dir/maze.svg");
    for args in [
        &["--size", "8x5", "--svg", path][..],
        &["--board", "hex", "--svg", path, "--solve"],
        &["--board", "weave", "--svg", path],
    ] {
        let out = run("maze", args, "");
        assert_eq!(out.status.code(), Some(1), "{args:?}: {out:?}");
        assert!(
            stderr(&out).contains(&format!("cannot write {path}")),
            "{out:?}"
        );
        assert!(
            stdout(&out).is_empty(),
            "{args:?}: the maze is not printed: {}",
            stdout(&out)
        );
    }
}

#[test]
fn a_levels_maze_prints_each_floor_with_its_open_stairs() {
    use banmen::maze_gen::{Algorithm, Levels, MazeBoard, Square, rng};

    let (w, h, floors, seed) = (7, 4, 3, 5);
    let args = ["--board", "levels", "--size", "7x4", "--floors", "3"];
    let out = run(
        "maze",
        &[&args[..], &["--algorithm", "wilson", "--seed", "5"]].concat(),
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    // The same maze from the library, and the mark each cell should carry.
    let board = MazeBoard::new(Levels::new(Square::new(w, h).unwrap(), floors).unwrap()).unwrap();
    let maze = Algorithm::Wilson
        .from_rng(&board, &mut rng::from_seed(seed))
        .unwrap();
    let n = w * h;
    let mut pictures = text.split("\nfloor ").skip(1);
    for floor in (0..floors).rev() {
        let picture = pictures.next().expect("one picture per floor");
        let rows: Vec<Vec<char>> = picture
            .lines()
            .skip(1)
            .map(|l| l.chars().collect())
            .collect();
        assert!(picture.starts_with(&format!("{}:", floor + 1)), "{picture}");
        for c in 0..n {
            let cell = floor * n + c;
            let up = floor + 1 < floors && maze.is_open(cell, cell + n);
            let down = floor > 0 && maze.is_open(cell, cell - n);
            let expected = match (up, down) {
                (true, true) => 'X',
                (true, false) => '<',
                (false, true) => '>',
                (false, false) => ' ',
            };
            let (x, y) = (c % w, c / w);
            assert_eq!(
                rows[2 * y + 1][2 * x + 1],
                expected,
                "floor {floor}, cell {c}"
            );
            // The wall east of the cell is open exactly when the passage is.
            if x + 1 < w {
                let open = rows[2 * y + 1][2 * x + 2] == ' ';
                assert_eq!(
                    open,
                    maze.is_open(cell, cell + 1),
                    "floor {floor}, cell {c}"
                );
            }
        }
    }
    assert!(
        text.contains("< a stair up, > a stair down, X both"),
        "{text}"
    );
}

#[test]
fn an_upsilon_maze_prints_the_library_s_picture() {
    use banmen::maze_gen::{Algorithm, MazeBoard, UpsilonGrid, rng};

    let out = run(
        "maze",
        &[
            "--board",
            "upsilon",
            "--size",
            "9x5",
            "--algorithm",
            "prim",
            "--seed",
            "4",
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let board = MazeBoard::new(UpsilonGrid::new(9, 5).unwrap()).unwrap();
    let maze = Algorithm::Prim
        .from_rng(&board, &mut rng::from_seed(4))
        .unwrap();
    let text = stdout(&out);
    assert!(text.contains(&format!("\n\n{maze}\n")), "{text}");
}

#[test]
fn triangle_boards_print_the_librarys_maze() {
    use banmen::maze_gen::{Algorithm, MazeBoard, TriangleGrid, rng};

    let boards = [
        (
            "triangle",
            "6",
            MazeBoard::new(TriangleGrid::new(9, 6).unwrap()),
        ),
        ("delta-triangle", "5", MazeBoard::delta_triangle(5)),
        ("delta-hexagon", "3", MazeBoard::delta_hexagon(3)),
    ];
    for (kind, height, board) in boards {
        let args = ["--board", kind, "--width", "9", "--height", height];
        let out = run(
            "maze",
            &[&args[..], &["--algorithm", "kruskal", "--seed", "4"]].concat(),
            "",
        );
        assert!(out.status.success(), "{kind}: {}", stderr(&out));
        let maze = Algorithm::Kruskal
            .from_rng(&board.unwrap(), &mut rng::from_seed(4))
            .unwrap();
        let text = stdout(&out);
        let (title, picture) = text.split_once("\n\n").expect("a title, then the maze");
        assert!(title.starts_with("kruskal seed 4"), "{title}");
        assert_eq!(picture.trim_end_matches('\n'), maze.to_string(), "{kind}");
    }
}
