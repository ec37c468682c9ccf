//! Weave mazes: perfect over surface passages and tunnels, tunnels only under
//! straight corridors at right angles, a pinned seeded output, hostile input (the
//! degenerate random sources are in `no_panic.rs`).

use std::collections::VecDeque;

use floodfill::Topology;
use maze_gen::{Cell, Direction, DistanceMap, Maze, MazeError, MazeStats, WeaveMaze};
use proptest::prelude::*;

/// The links of a weave maze worked out from its parts, independently of its
/// `Topology`: surface passages by `is_open`, and for each tunnelled cell the two
/// cells on either side of it across its corridor.
fn oracle_links(weave: &WeaveMaze) -> Vec<(usize, usize)> {
    let m = weave.maze();
    let (w, h) = (m.width(), m.height());
    let mut links = Vec::new();
    for y in 0..h {
        for x in 0..w {
            let i = y * w + x;
            if x + 1 < w && m.is_open_side(Cell::new(x, y), Direction::East) {
                links.push((i, i + 1));
            }
            if y + 1 < h && m.is_open_side(Cell::new(x, y), Direction::South) {
                links.push((i, i + w));
            }
            if !weave.has_tunnel_under(i) {
                continue;
            }
            let ns = Direction::North.bit() | Direction::South.bit();
            let ew = Direction::East.bit() | Direction::West.bit();
            let p = m.passages(i);
            assert!(
                p == ns || p == ew,
                "tunnel under a cell that is not straight"
            );
            if p == ns {
                assert!(x > 0 && x + 1 < w, "an east-west tunnel leaves the board");
                links.push((i - 1, i + 1));
            } else {
                assert!(y > 0 && y + 1 < h, "a north-south tunnel leaves the board");
                links.push((i - w, i + w));
            }
        }
    }
    links
}

/// Checks that the maze is a spanning tree over surface passages and tunnels, and
/// that its `Topology` gives exactly those links.
fn assert_perfect(weave: &WeaveMaze) {
    let n = weave.len();
    let links = oracle_links(weave);
    assert_eq!(links.len(), n - 1, "cells - 1 links");
    assert_eq!(weave.maze().passage_count() + weave.crossings(), n - 1);
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in &links {
        adj[a].push(b);
        adj[b].push(a);
    }
    for (c, expected) in adj.iter_mut().enumerate() {
        let mut got = Vec::new();
        weave.for_each_neighbor(c, |j| got.push(j));
        got.sort_unstable();
        expected.sort_unstable();
        assert_eq!(&got, expected, "neighbours of cell {c}");
    }
    // Naive breadth-first search over the oracle's links.
    let mut seen = vec![false; n];
    let mut queue = VecDeque::from([0]);
    seen[0] = true;
    let mut reached = 1;
    while let Some(c) = queue.pop_front() {
        for &j in &adj[c] {
            if !seen[j] {
                seen[j] = true;
                reached += 1;
                queue.push_back(j);
            }
        }
    }
    assert_eq!(reached, n, "connected");
    // No two tunnels in line next to each other or one cell apart: they would
    // read as one long tunnel.
    let m = weave.maze();
    for c in (0..n).filter(|&c| weave.has_tunnel_under(c)) {
        for d in Direction::ALL
            .into_iter()
            .filter(|d| m.passages(c) & d.bit() == 0)
        {
            let near = m.step(c, d);
            let far = near.and_then(|b| m.step(b, d));
            for b in [near, far].into_iter().flatten() {
                assert!(!(weave.has_tunnel_under(b) && m.passages(b) == m.passages(c)));
            }
        }
    }
}

#[test]
fn weave_mazes_are_perfect_over_sizes_and_seeds() {
    let sizes = [
        (1, 1),
        (1, 6),
        (6, 1),
        (2, 2),
        (3, 3),
        (3, 7),
        (10, 10),
        (17, 9),
    ];
    for (w, h) in sizes {
        for seed in 0..25 {
            let weave = WeaveMaze::from_seed(w, h, seed).unwrap();
            assert_eq!((weave.maze().width(), weave.maze().height()), (w, h));
            assert_perfect(&weave);
            assert_eq!(weave.to_string().parse::<WeaveMaze>().unwrap(), weave);
        }
    }
}

#[test]
fn bad_text_is_refused_with_a_typed_error() {
    let bad = [
        "",
        "#",
        "###\n# -\n###",             // a tunnel in the outer wall
        "#####\n# - #\n#####",       // a tunnel under no cell
        "#######\n#   - #\n#######", // one side only
        "#######\n# - - #\n#######", // under a cell with no corridor
        "#######\n### ###\n### ###\n# -   #\n### ###\n### ###\n#######", // open on three sides
        "#########\n### # ###\n### # ###\n# - - - #\n### # ###\n### # ###\n#########", // two in a row
        "###########\n### ### ###\n### ### ###\n# - - - - #\n### ### ###\n### ### ###\n###########", // in line
        "#####\n# # #\n#####", // a floor centre no tunnel reaches
    ];
    for text in bad {
        let err = text.parse::<WeaveMaze>().unwrap_err();
        assert!(
            matches!(
                err,
                MazeError::Parse { .. } | MazeError::BadParameter { .. }
            ),
            "{text:?}: {err:?}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn parsing_any_text_never_panics(text in "[# .|\\-\n]{0,80}") {
        if let Ok(weave) = text.parse::<WeaveMaze>() {
            prop_assert_eq!(weave.to_string().parse::<WeaveMaze>().unwrap(), weave);
        }
    }
}

#[test]
fn ten_by_ten_boards_have_crossings() {
    let crossings: Vec<usize> = (0..20)
        .map(|seed| WeaveMaze::from_seed(10, 10, seed).unwrap().crossings())
        .collect();
    assert!(WeaveMaze::from_seed(10, 10, 1).unwrap().crossings() > 0);
    assert!(
        crossings.iter().filter(|&&c| c > 0).count() >= 15,
        "{crossings:?}"
    );
    // A board too narrow to tunnel across has none.
    assert!((0..20).all(|s| WeaveMaze::from_seed(2, 9, s).unwrap().crossings() == 0));
}

#[test]
fn the_same_seed_gives_the_same_maze() {
    let a = WeaveMaze::from_seed(12, 8, 7).unwrap();
    assert_eq!(a, WeaveMaze::from_seed(12, 8, 7).unwrap());
    assert_ne!(a, WeaveMaze::from_seed(12, 8, 8).unwrap());
}

#[test]
fn statistics_and_distances_follow_the_tunnels() {
    let weave = WeaveMaze::from_seed(10, 10, 1).unwrap();
    let stats = MazeStats::of(&weave).unwrap();
    assert!(stats.perfect);
    assert_eq!(stats.cells, 100);
    let map = DistanceMap::from_start(&weave, 0).unwrap();
    assert_eq!(map.reached(), 100);
    let goal = map.farthest().next().unwrap();
    assert!(stats.diameter.unwrap() >= map.max_distance().unwrap());
    let path: Vec<usize> = map.path_to(&weave, goal).unwrap().collect();
    assert_eq!(path.len() as u32, map.distance(goal).unwrap() + 1);
    for pair in path.windows(2) {
        let mut linked = false;
        weave.for_each_neighbor(pair[0], |j| linked |= j == pair[1]);
        assert!(linked);
    }
}

#[test]
fn tunnel_ends_are_the_cells_across_a_tunnelled_cell() {
    let weave = WeaveMaze::from_seed(10, 10, 1).unwrap();
    let m = weave.maze();
    let b = (0..100).find(|&c| weave.has_tunnel_under(c)).unwrap();
    let d = if m.passages(b) & Direction::North.bit() != 0 {
        Direction::East
    } else {
        Direction::South
    };
    let a = m.step(b, d.opposite()).unwrap();
    let c = m.step(b, d).unwrap();
    assert_eq!(weave.tunnel_end(a, d), Some(c));
    assert_eq!(weave.tunnel_end(c, d.opposite()), Some(a));
    assert_eq!(weave.tunnel_end(b, d), None);
    assert_eq!(weave.tunnel_end(usize::MAX, d), None);
    assert!(!weave.has_tunnel_under(usize::MAX));
    let mut outside = 0;
    weave.for_each_neighbor(usize::MAX, |_| outside += 1);
    weave.for_each_neighbor(100, |_| outside += 1);
    assert_eq!(outside, 0);
}

#[test]
fn display_draws_tunnels_beside_the_tunnelled_cell() {
    let weave = WeaveMaze::from_seed(10, 10, 1).unwrap();
    let text = weave.to_string();
    let lines: Vec<Vec<char>> = text.lines().map(|l| l.chars().collect()).collect();
    assert_eq!((lines.len(), lines[0].len()), (21, 21));
    let m = weave.maze();
    let mut tunnel_tiles = 0;
    for c in 0..100 {
        let Cell { x, y } = m.coord_of(c).unwrap();
        let (tx, ty) = (2 * x + 1, 2 * y + 1);
        if !weave.has_tunnel_under(c) {
            continue;
        }
        if m.is_open_side(Cell::new(x, y), Direction::North) {
            assert_eq!((lines[ty][tx - 1], lines[ty][tx + 1]), ('-', '-'));
        } else {
            assert_eq!((lines[ty - 1][tx], lines[ty + 1][tx]), ('|', '|'));
        }
        tunnel_tiles += 2;
    }
    let drawn = text.chars().filter(|&ch| ch == '-' || ch == '|').count();
    assert_eq!(drawn, tunnel_tiles);
    // Otherwise it is the surface maze's own tile form, except that a cell
    // reached by a tunnel alone is floor, not rock.
    let surface: Vec<Vec<char>> = m.to_string().lines().map(|l| l.chars().collect()).collect();
    for (ty, row) in surface.iter().enumerate() {
        for (tx, &tile) in row.iter().enumerate() {
            let drawn = lines[ty][tx];
            let cell = (tx % 2 == 1 && ty % 2 == 1).then(|| (ty / 2) * 10 + tx / 2);
            match cell {
                Some(c) if m.passages(c) == 0 => assert_eq!(drawn, ' '),
                _ if drawn == '-' || drawn == '|' => assert_eq!(tile, '#'),
                _ => assert_eq!(drawn, tile, "tile ({tx}, {ty})"),
            }
        }
    }
}

#[test]
fn golden_seeded_weave() {
    let weave = WeaveMaze::from_seed(6, 5, 0).unwrap();
    assert_eq!(weave.crossings(), 2);
    let expected = "\
#############
# #   #   # #
# # ###|# # #
# #       # #
# #####|### #
# #   #   # #
# # # ### # #
#   - - #   #
# ### ##### #
#   #       #
#############";
    assert_eq!(weave.to_string(), expected);
}

#[test]
fn hostile_sizes_give_typed_errors() {
    assert!(matches!(
        WeaveMaze::from_seed(0, 5, 1),
        Err(MazeError::EmptyMaze { .. })
    ));
    assert!(matches!(
        WeaveMaze::from_seed(5, 0, 1),
        Err(MazeError::EmptyMaze { .. })
    ));
    for (w, h) in [
        (usize::MAX, 1),
        (1, usize::MAX),
        (Maze::MAX_SIDE, Maze::MAX_SIDE),
    ] {
        assert!(matches!(
            WeaveMaze::from_seed(w, h, 1),
            Err(MazeError::MazeTooLarge { .. })
        ));
    }
    let one = WeaveMaze::from_seed(1, 1, 1).unwrap();
    assert_eq!((one.crossings(), one.maze().passage_count()), (0, 0));
    assert_eq!(one.to_string(), "###\n###\n###");
}
