//! One `Filler` and one `DistanceLayers` kept across a sequence of topologies of
//! different sizes and kinds (square 4 and 8, the four hex layouts, hexgrid maps,
//! wrap maps, user graphs, empty ones) answer exactly as fresh ones.

use floodfill::{
    AdjacencyList, Connectivity, DistanceLayers, Filler, HexBoard, HexGrid, SquareGrid, Topology,
};
use hexgrid::{Hex, HexMap, OffsetLayout, WrapHexagon};
use proptest::prelude::*;

/// Every walk on `topo` with the kept scratch and with fresh scratch.
fn ask<T: Topology>(
    filler: &mut Filler,
    layers: &mut DistanceLayers,
    topo: &T,
    seed: usize,
    salt: usize,
) -> Result<(), TestCaseError> {
    let n = topo.len().max(1);
    let open = |c: usize| !(c * 7 + salt).is_multiple_of(5);
    let seed = seed % n;
    let values: Vec<u8> = (0..topo.len())
        .map(|c| ((c * 3 + salt) % 4) as u8)
        .collect();
    let cells = |r: Result<floodfill::Region<'_>, floodfill::FloodError>| {
        r.map(|r| r.cells().collect::<Vec<_>>())
    };
    let mut fresh = Filler::new();
    prop_assert_eq!(
        cells(filler.fill(topo, seed, open)),
        cells(fresh.fill(topo, seed, open))
    );
    let seeds = [seed, (seed + salt) % n];
    prop_assert_eq!(
        cells(filler.fill_from(topo, seeds, open)),
        cells(fresh.fill_from(topo, seeds, open))
    );
    prop_assert_eq!(
        cells(filler.fill_equal(topo, &values, seed)),
        cells(fresh.fill_equal(topo, &values, seed))
    );
    let dist = |r: Result<&DistanceLayers, floodfill::FloodError>| {
        r.map(|l| (0..n).map(|c| l.distance(c)).collect::<Vec<_>>())
    };
    let within = Some((salt % 6) as u32);
    prop_assert_eq!(
        dist(filler.distances_within(topo, seeds, open, within)),
        dist(fresh.distances_within(topo, seeds, open, within))
    );
    prop_assert_eq!(
        dist(filler.distances(topo, seeds, open)),
        dist(fresh.distances(topo, seeds, open))
    );
    let labels = |r: Result<floodfill::Components<'_>, floodfill::FloodError>| {
        r.map(|c| (c.count(), c.labels().to_vec()))
    };
    prop_assert_eq!(
        labels(filler.components(topo, open)),
        labels(fresh.components(topo, open))
    );
    prop_assert_eq!(
        labels(filler.components_by_value(topo, &values)),
        labels(fresh.components_by_value(topo, &values))
    );
    let mut new_layers = DistanceLayers::new();
    let a = layers
        .compute(topo, seeds, within)
        .map(|()| (0..n).map(|c| layers.distance(c)).collect::<Vec<_>>());
    let b = new_layers
        .compute(topo, seeds, within)
        .map(|()| (0..n).map(|c| new_layers.distance(c)).collect::<Vec<_>>());
    prop_assert_eq!(a, b);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn kept_scratch_answers_as_fresh_scratch(
        steps in prop::collection::vec((0u8..7, 0usize..40, 0usize..2000, 0usize..100), 1..8)
    ) {
        let mut filler = Filler::new();
        let mut layers = DistanceLayers::new();
        for (kind, size, seed, salt) in steps {
            let side = size % 13 + 1;
            match kind {
                0 => ask(&mut filler, &mut layers, &SquareGrid::new(size + 1, side, Connectivity::Four).unwrap(), seed, salt)?,
                1 => ask(&mut filler, &mut layers, &SquareGrid::new(side, size + 1, Connectivity::Eight).unwrap(), seed, salt)?,
                2 => {
                    let layout = OffsetLayout::ALL[salt % 4];
                    ask(&mut filler, &mut layers, &HexGrid::new(size + 1, side, layout).unwrap(), seed, salt)?;
                }
                3 => ask(&mut filler, &mut layers, &HexBoard(HexMap::new(Hex::new(1, -4), (size / 3) as u32, ()).unwrap()), seed, salt)?,
                4 => ask(&mut filler, &mut layers, &HexBoard(WrapHexagon::new((size / 4) as u32).unwrap()), seed, salt)?,
                5 => {
                    let n = size + 1;
                    let edges = (0..n).map(|c| (c, (c * 5 + salt) % n));
                    ask(&mut filler, &mut layers, &AdjacencyList::directed(n, edges).unwrap(), seed, salt)?;
                }
                _ => {
                    // A map wider than a word of the bit-parallel paths, then a thin one.
                    ask(&mut filler, &mut layers, &SquareGrid::new(65 + size, 2, Connectivity::Four).unwrap(), seed, salt)?;
                    ask(&mut filler, &mut layers, &HexGrid::new(1, 1 + size, OffsetLayout::OddQ).unwrap(), seed, salt)?;
                }
            }
        }
    }
}
