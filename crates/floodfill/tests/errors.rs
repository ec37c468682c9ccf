//! Bad input gives a typed error, never a panic.

use floodfill::{AdjacencyList, Connectivity, Filler, FloodError, FnGraph, HexGrid, SquareGrid};
use hexgrid::OffsetLayout;

#[test]
fn zero_and_oversized_grids() {
    assert_eq!(
        SquareGrid::new(3, 0, Connectivity::Eight),
        Err(FloodError::EmptyGrid {
            width: 3,
            height: 0
        })
    );
    assert_eq!(
        SquareGrid::new(100_000, 100_000, Connectivity::Four),
        Err(FloodError::TooLarge {
            width: 100_000,
            height: 100_000
        })
    );
    assert!(matches!(
        HexGrid::new(usize::MAX, usize::MAX, OffsetLayout::EvenQ),
        Err(FloodError::TooLarge { .. })
    ));
    assert!(matches!(
        AdjacencyList::directed(usize::MAX, []),
        Err(FloodError::TooManyCells { .. })
    ));
}

#[test]
fn seeds_out_of_range() {
    let grid = SquareGrid::new(4, 4, Connectivity::Four).unwrap();
    let mut filler = Filler::new();
    let err = FloodError::SeedOutOfRange { seed: 16, len: 16 };
    assert_eq!(filler.fill(&grid, 16, |_| true).err(), Some(err));
    assert_eq!(filler.fill_from(&grid, [0, 16], |_| true).err(), Some(err));
    assert_eq!(filler.not_reached(&grid, [16], |_| true).err(), Some(err));
    assert_eq!(filler.distances(&grid, [16], |_| true).err(), Some(err));
    let mut cells = [0u8; 16];
    assert_eq!(filler.paint(&grid, &mut cells, 16, 1), Err(err));
    assert_eq!(filler.fill_equal(&grid, &cells, 16).err(), Some(err));
    // The filler still works afterwards.
    assert_eq!(filler.fill(&grid, 0, |_| true).unwrap().len(), 16);
}

#[test]
fn slice_size_mismatch() {
    let grid = SquareGrid::new(4, 4, Connectivity::Four).unwrap();
    let mut filler = Filler::new();
    let err = FloodError::SizeMismatch {
        expected: 16,
        found: 15,
    };
    let mut short = [0u8; 15];
    assert_eq!(filler.paint(&grid, &mut short, 0, 1), Err(err));
    assert_eq!(filler.fill_equal(&grid, &short, 0).err(), Some(err));
    assert_eq!(filler.components_by_value(&grid, &short).err(), Some(err));
}

#[test]
fn empty_user_graph_and_no_seeds() {
    let empty = FnGraph::new(0, |_: usize| [0usize; 0], 0);
    let mut filler = Filler::new();
    assert_eq!(
        filler.fill(&empty, 0, |_| true).err(),
        Some(FloodError::SeedOutOfRange { seed: 0, len: 0 })
    );
    assert_eq!(filler.components(&empty, |_| true).unwrap().count(), 0);
    let grid = SquareGrid::new(2, 2, Connectivity::Four).unwrap();
    assert!(filler.fill_from(&grid, [], |_| true).unwrap().is_empty());
    let layers = filler.distances(&grid, [], |_| true).unwrap();
    assert_eq!(layers.layers().len(), 0);
    assert_eq!(layers.max_distance(), None);
    assert_eq!(layers.farthest().len(), 0);
}

#[test]
fn blocked_seed_gives_an_empty_region() {
    let grid = SquareGrid::new(3, 1, Connectivity::Four).unwrap();
    let mut filler = Filler::new();
    assert!(filler.fill(&grid, 1, |c| c != 1).unwrap().is_empty());
    assert_eq!(
        filler.distances(&grid, [1], |c| c != 1).unwrap().reached(),
        0
    );
}

#[test]
fn errors_say_what_was_wrong() {
    let msg = FloodError::SeedOutOfRange { seed: 9, len: 4 }.to_string();
    assert!(msg.contains('9') && msg.contains('4'), "{msg}");
}

#[test]
fn nan_values_terminate() {
    // NaN is not equal to itself: the paint bucket must still stop.
    let grid = SquareGrid::new(3, 1, Connectivity::Four).unwrap();
    let mut cells = [f64::NAN; 3];
    assert_eq!(Filler::new().paint(&grid, &mut cells, 0, 1.0).unwrap(), 0);
    let mut filler = Filler::new();
    let comps = filler.components_by_value(&grid, &cells).unwrap();
    assert_eq!(comps.count(), 0);
    // The label-only form leaves NaN cells out too.
    let values = [1.0, f64::NAN, 1.0, 1.0, f64::NAN, 2.0];
    let grid = SquareGrid::new(3, 2, Connectivity::Four).unwrap();
    let labels = filler.label_by_value(&grid, &values).unwrap();
    assert_eq!((labels.size(0), labels.size(1), labels.size(2)), (2, 1, 1));
    assert_eq!(labels.label(1), None);
    assert_eq!(labels.label(4), None);
    assert!(filler.label_by_value(&grid, &values[..5]).is_err());
}
