//! The cases that overflow the stack of a recursive fill: a 4096 x 4096 open grid and
//! a one-cell-wide spiral corridor of about a million cells.

use floodfill::{AdjacencyList, Connectivity, Filler, HexGrid, SquareGrid, Topology};
use hexgrid::OffsetLayout;

#[test]
fn open_4096_square() {
    let n = 4096;
    let grid = SquareGrid::new(n, n, Connectivity::Four).unwrap();
    let mut filler = Filler::new();
    let centre = grid.cell_of((n / 2, n / 2)).unwrap();
    assert_eq!(filler.fill(&grid, centre, |_| true).unwrap().len(), n * n);

    let mut image = vec![0u8; n * n];
    assert_eq!(filler.paint(&grid, &mut image, 0, 1).unwrap(), n * n);
    assert!(image.iter().all(|&v| v == 1));

    let comps = filler.components_by_value(&grid, &image).unwrap();
    assert_eq!(comps.count(), 1);

    let layers = filler.distances(&grid, [0], |_| true).unwrap();
    assert_eq!(layers.max_distance(), Some(2 * (n as u32 - 1)));
    assert!(layers.farthest().eq([n * n - 1]));
}

#[test]
fn open_4096_eight_connected_and_hex() {
    let n = 4096;
    let mut filler = Filler::new();
    let grid = SquareGrid::new(n, n, Connectivity::Eight).unwrap();
    assert_eq!(filler.fill(&grid, 7, |_| true).unwrap().len(), n * n);
    let hex = HexGrid::new(n, n, OffsetLayout::OddR).unwrap();
    assert_eq!(filler.fill(&hex, 7, |_| true).unwrap().len(), n * n);
}

/// Carves a one-cell-wide spiral into an `n x n` wall grid, from the top-left corner
/// inward, keeping one wall between rings. Returns the open flags and the cells in
/// corridor order.
fn spiral(n: usize) -> (Vec<bool>, Vec<usize>) {
    let mut open = vec![false; n * n];
    let (mut x, mut y) = (0i64, 0i64);
    let dirs = [(1i64, 0i64), (0, 1), (-1, 0), (0, -1)];
    let mut d = 0;
    let carved = |open: &[bool], x: i64, y: i64| {
        x >= 0 && y >= 0 && x < n as i64 && y < n as i64 && open[y as usize * n + x as usize]
    };
    let inside = |x: i64, y: i64| x >= 0 && y >= 0 && x < n as i64 && y < n as i64;
    let can_step = |open: &[bool], x: i64, y: i64, (dx, dy): (i64, i64)| {
        inside(x + dx, y + dy)
            && !carved(open, x + dx, y + dy)
            && !carved(open, x + 2 * dx, y + 2 * dy)
    };
    let mut order = vec![0];
    open[0] = true;
    loop {
        if !can_step(&open, x, y, dirs[d]) {
            d = (d + 1) % 4;
            if !can_step(&open, x, y, dirs[d]) {
                break;
            }
        }
        x += dirs[d].0;
        y += dirs[d].1;
        let c = y as usize * n + x as usize;
        open[c] = true;
        order.push(c);
    }
    (open, order)
}

#[test]
fn million_cell_spiral_corridor() {
    let n = 1415;
    let (open, order) = spiral(n);
    assert!(
        order.len() >= 1_000_000,
        "corridor has {} cells",
        order.len()
    );
    let grid = SquareGrid::new(n, n, Connectivity::Four).unwrap();
    let mut filler = Filler::new();

    let region = filler.fill(&grid, order[0], |c| open[c]).unwrap();
    assert_eq!(region.len(), order.len());

    // Every corridor cell is exactly as far as its position along the corridor.
    let layers = filler.distances(&grid, [order[0]], |c| open[c]).unwrap();
    for (i, &c) in order.iter().enumerate() {
        assert_eq!(layers.distance(c), Some(i as u32));
    }
    assert!(layers.farthest().eq([*order.last().unwrap()]));
    assert_eq!(
        layers.path_to(&grid, *order.last().unwrap()).unwrap().len(),
        order.len()
    );

    let comps = filler.components(&grid, |c| open[c]).unwrap();
    assert_eq!(comps.count(), 1);

    let mut cells: Vec<u8> = open.iter().map(|&o| u8::from(o)).collect();
    assert_eq!(
        filler.paint(&grid, &mut cells, order[0], 2).unwrap(),
        order.len()
    );

    // The same corridor as a user graph: a breadth-first walk a million deep.
    let path =
        AdjacencyList::undirected(order.len(), (1..order.len()).map(|i| (i - 1, i))).unwrap();
    let layers = filler.distances(&path, [0], |_| true).unwrap();
    assert_eq!(layers.max_distance(), Some(order.len() as u32 - 1));
    assert_eq!(path.len(), order.len());
}
