//! `OffsetGrid`: bounds checks, neighbours, iteration, the descending ceiling, text.

use hexgrid::{Hex, HexGridError, OffsetCoord, OffsetGrid, OffsetLayout};

fn numbered(cols: usize, rows: usize, layout: OffsetLayout) -> OffsetGrid<usize> {
    let cells = (0..cols * rows).collect();
    OffsetGrid::from_vec(cols, rows, layout, cells).unwrap()
}

#[test]
fn sizes_are_validated() {
    assert_eq!(
        OffsetGrid::new(0, 3, OffsetLayout::OddR, 0).unwrap_err(),
        HexGridError::EmptyGrid { cols: 0, rows: 3 }
    );
    assert!(matches!(
        OffsetGrid::new(usize::MAX, 2, OffsetLayout::OddR, 0),
        Err(HexGridError::GridTooLarge { .. })
    ));
    assert_eq!(
        OffsetGrid::from_vec(2, 2, OffsetLayout::OddR, vec![1, 2, 3]).unwrap_err(),
        HexGridError::LengthMismatch {
            expected: 4,
            got: 3
        }
    );
}

#[test]
fn access_is_bounds_checked() {
    let mut g = numbered(4, 3, OffsetLayout::OddR);
    assert_eq!(g.get(OffsetCoord::new(3, 2)), Some(&11));
    assert_eq!(g.get(OffsetCoord::new(4, 0)), None);
    assert_eq!(g.get(OffsetCoord::new(-1, 0)), None);
    assert_eq!(g.get(OffsetCoord::new(0, i32::MIN)), None);
    assert_eq!(g.set(OffsetCoord::new(1, 1), 99), Ok(5));
    assert_eq!(g.get(OffsetCoord::new(1, 1)), Some(&99));
    assert_eq!(
        g.set(OffsetCoord::new(9, 9), 0),
        Err(HexGridError::OutOfBounds {
            col: 9,
            row: 9,
            cols: 4,
            rows: 3
        })
    );
    // Axial access goes through the layout: odd-r (1, 1) is axial (1, 1).
    assert_eq!(g.get_hex(Hex::new(1, 1)), Some(&99));
    // Row 2, col 0 is axial (-1, 2).
    assert_eq!(g.set_hex(Hex::new(-1, 2), 7), Ok(8));
    assert!(g.set_hex(Hex::new(-2, 0), 0).is_err());
    *g.get_mut(OffsetCoord::new(0, 0)).unwrap() = 42;
    assert_eq!(g.as_slice()[0], 42);
    assert_eq!(g.row(1), Some(&[4, 99, 6, 7][..]));
    assert_eq!(g.row(3), None);
    assert_eq!(g.coord_of(6), Some(OffsetCoord::new(2, 1)));
    assert_eq!(g.coord_of(12), None);
}

#[test]
fn neighbors_are_in_bounds_and_parity_aware() {
    let g = numbered(4, 3, OffsetLayout::OddR);
    // Corner (0, 0) on an even row: East and SouthEast only.
    let n: Vec<_> = g.neighbors(OffsetCoord::new(0, 0)).collect();
    assert_eq!(n, [OffsetCoord::new(1, 0), OffsetCoord::new(0, 1)]);
    // (3, 1) on an odd (shifted) row at the right edge.
    let n: Vec<_> = g.neighbors(OffsetCoord::new(3, 1)).collect();
    assert_eq!(
        n,
        [
            OffsetCoord::new(3, 0),
            OffsetCoord::new(2, 1),
            OffsetCoord::new(3, 2)
        ]
    );
    // A cell just below the board still sees the bottom row.
    assert_eq!(g.neighbors(OffsetCoord::new(1, 3)).count(), 2);
    assert_eq!(g.neighbors(OffsetCoord::new(i32::MAX, i32::MAX)).count(), 0);
}

#[test]
fn iteration_visits_cells_row_by_row() {
    let mut g = numbered(3, 2, OffsetLayout::EvenQ);
    let seen: Vec<_> = g.iter().map(|(c, v)| (c.col, c.row, *v)).collect();
    assert_eq!(seen[4], (1, 1, 4));
    assert_eq!(seen.len(), 6);
    for (c, v) in g.iter_mut() {
        *v = (c.col * 10 + c.row) as usize;
    }
    assert_eq!(g.get(OffsetCoord::new(2, 1)), Some(&21));
}

#[test]
fn push_row_top_drops_the_bottom_row_and_flips_row_parity() {
    let mut g = numbered(3, 3, OffsetLayout::OddR);
    let dropped = g.push_row_top(100);
    assert_eq!(dropped, [6, 7, 8]);
    assert_eq!(g.as_slice(), [100, 100, 100, 0, 1, 2, 3, 4, 5]);
    assert_eq!(g.layout(), OffsetLayout::EvenR);
    g.push_row_top(200);
    assert_eq!(g.layout(), OffsetLayout::OddR);
    // Column layouts keep their parity.
    let mut q = numbered(3, 3, OffsetLayout::OddQ);
    q.push_row_top(0);
    assert_eq!(q.layout(), OffsetLayout::OddQ);
}

#[test]
fn grow_row_top_adds_a_row() {
    let mut g = numbered(2, 2, OffsetLayout::EvenR);
    g.grow_row_top(9).unwrap();
    assert_eq!((g.cols(), g.rows(), g.layout()), (2, 3, OffsetLayout::OddR));
    assert_eq!(g.as_slice(), [9, 9, 0, 1, 2, 3]);
}

/// Every cell keeps exactly its old neighbours (plus the new top row for the old top
/// row), for every layout.
#[test]
fn push_row_top_keeps_every_neighbourhood() {
    for layout in OffsetLayout::ALL {
        let mut g = numbered(5, 6, layout);
        let before: Vec<Vec<usize>> = (0..30)
            .map(|i| {
                let c = g.coord_of(i).unwrap();
                let mut n: Vec<usize> = g.neighbors(c).map(|n| *g.get(n).unwrap()).collect();
                n.sort();
                n
            })
            .collect();
        g.push_row_top(usize::MAX);
        for (c, &v) in g.iter() {
            if v == usize::MAX {
                continue;
            }
            let mut n: Vec<usize> = g
                .neighbors(c)
                .map(|n| *g.get(n).unwrap())
                .filter(|&n| n != usize::MAX)
                .collect();
            n.sort();
            // Cells that were in the dropped row are gone from the lists.
            let want: Vec<usize> = before[v].iter().copied().filter(|&n| n < 25).collect();
            assert_eq!(n, want, "{layout:?} cell {v}");
        }
    }
}

#[test]
fn text_round_trip_and_shape() {
    let mut g = OffsetGrid::new(4, 3, OffsetLayout::OddR, '.').unwrap();
    g.set(OffsetCoord::new(0, 0), 'R').unwrap();
    g.set(OffsetCoord::new(3, 1), 'G').unwrap();
    let text = g.to_string();
    assert_eq!(text, "R . . .\n . . . G\n. . . .\n");
    assert_eq!(text.parse::<OffsetGrid<char>>().unwrap(), g);
    g.push_row_top('B');
    let text = g.to_string();
    assert_eq!(text, " B B B B\nR . . .\n . . . G\n");
    assert_eq!(text.parse::<OffsetGrid<char>>().unwrap(), g);
    // Numbers parse too.
    let n: OffsetGrid<u8> = "1 2\n 3 4\n".parse().unwrap();
    assert_eq!(n.as_slice(), [1, 2, 3, 4]);
}

#[test]
fn bad_text_is_an_error() {
    let parse = |s: &str| s.parse::<OffsetGrid<char>>().unwrap_err();
    assert_eq!(
        parse(""),
        HexGridError::Parse {
            line: 1,
            column: 1,
            reason: "no rows"
        }
    );
    assert!(matches!(
        parse(". .\n. .\n"),
        HexGridError::Parse { line: 2, .. }
    ));
    assert!(matches!(
        parse(". .\n . . .\n"),
        HexGridError::Parse {
            line: 2,
            column: 6,
            ..
        }
    ));
    assert!(matches!(
        parse(". . .\n . .\n"),
        HexGridError::Parse {
            line: 2,
            column: 5,
            ..
        }
    ));
    assert!(matches!(
        parse("  . .\n"),
        HexGridError::Parse { line: 1, .. }
    ));
    assert!(matches!(
        parse("ab .\n"),
        HexGridError::Parse {
            line: 1,
            column: 1,
            ..
        }
    ));
    // The column of the cell that does not parse, counted in characters.
    let err = parse("é .\n . xy\n");
    assert_eq!(
        err,
        HexGridError::Parse {
            line: 2,
            column: 4,
            reason: "a cell does not parse"
        }
    );
    assert_eq!(
        err.to_string(),
        "board text, line 2, column 4: a cell does not parse"
    );
}

#[test]
fn column_layouts_print_two_lines_per_row() {
    let g = OffsetGrid::from_vec(4, 2, OffsetLayout::OddQ, "abcdefgh".chars().collect()).unwrap();
    assert_eq!(g.to_string(), "a   c\n  b   d\ne   g\n  f   h\n");
    let text = g.display_with(|c| c.to_ascii_uppercase()).to_string();
    assert_eq!(text, "A   C\n  B   D\nE   G\n  F   H\n");
}
