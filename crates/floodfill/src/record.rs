//! `DistanceLayers::record`: a walk of the caller's own writes its result straight
//! into the layers' buffers.

use alloc::vec::Vec;

use crate::{DistanceLayers, FloodError};

impl DistanceLayers {
    /// Lets `walk` write the layers of a breadth-first walk of its own over `len`
    /// cells into this value's buffers, reused from call to call (so a walk
    /// allocates nothing once they have grown): a board whose cells can be walked
    /// faster than through [`Topology::for_each_neighbor`](crate::Topology::for_each_neighbor)
    /// (say a maze stored as side bits) writes its distances here, and every
    /// accessor (`layer`, `farthest`, `path_to`, ...) then reads them as usual.
    /// What `walk` returns is passed through.
    ///
    /// `walk` gets three buffers, `walk(step_map, order, starts)`, and must leave:
    /// - `step_map` (`len` entries, holding whatever the last walk left): the
    ///   distance of each cell, or [`DistanceLayers::UNREACHED`]. Write every entry
    ///   (fill it first unless the walk reaches every cell).
    /// - `order` (any length and contents on entry, room for `len` cells
    ///   reserved; resize it, write it by index, push to it): each reached cell
    ///   once, by non-decreasing distance.
    /// - `starts` (`[0]` on entry): the end of each layer pushed in turn, so layer
    ///   `d` is `order[starts[d]..starts[d + 1]]` and the last entry is
    ///   `order.len()`.
    ///
    /// The outer bounds are checked (the first layer starting at 0, the last one
    /// ending at the step list's end, no more cells than `len`); the layer ends in
    /// between and the distances are trusted, and a walk that breaks the rules
    /// above gives wrong answers, never a panic, since every accessor is total.
    ///
    /// ```
    /// use floodfill::{DistanceLayers, FloodError};
    ///
    /// // A path of four cells walked from cell 0 by a walk that knows its shape.
    /// let mut layers = DistanceLayers::new();
    /// layers.record(4, |step_map, order, starts| {
    ///     order.clear();
    ///     for c in 0..4u32 {
    ///         step_map[c as usize] = c;
    ///         order.push(c);
    ///         starts.push(c + 1);
    ///     }
    ///     Ok::<(), FloodError>(())
    /// })?;
    /// assert_eq!(layers.distance(3), Some(3));
    /// assert!(layers.farthest().eq([3]));
    /// # Ok::<(), FloodError>(())
    /// ```
    ///
    /// # Errors
    /// [`FloodError::TooManyCells`] beyond [`crate::MAX_CELLS`] cells,
    /// [`FloodError::OutOfMemory`] when the buffers cannot grow, the walk's own
    /// error, and [`FloodError::SizeMismatch`] when the layer starts do not fit
    /// the step list (`expected` the step list's length, `found` the last start).
    /// After an error the layers are empty (nothing reached).
    pub fn record<R>(
        &mut self,
        len: usize,
        walk: impl FnOnce(&mut [u32], &mut Vec<u32>, &mut Vec<u32>) -> Result<R, FloodError>,
    ) -> Result<R, FloodError> {
        let result = self
            .buffers_unfilled(len)
            .and_then(|(dist, order, starts)| walk(dist, order, starts));
        let result = result.and_then(|r| self.check_bounds(len).map(|()| r));
        if result.is_err() {
            self.clear();
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use crate::{Connectivity, DistanceLayers, FloodError, SquareGrid};
    use alloc::vec::Vec;
    use proptest::prelude::*;

    /// A walk of a `w x h` square grid from cell 0 by rows and columns (the
    /// distance of `(x, y)` is `x + y`), written diagonal by diagonal.
    fn diagonal_walk(layers: &mut DistanceLayers, w: usize, h: usize) -> Result<(), FloodError> {
        layers.record(w * h, |step_map, order, starts| {
            order.clear();
            for d in 0..w + h - 1 {
                for y in 0..h {
                    if let Some(x) = d.checked_sub(y).filter(|&x| x < w) {
                        step_map[y * w + x] = d as u32;
                        order.push((y * w + x) as u32);
                    }
                }
                starts.push(order.len() as u32);
            }
            Ok(())
        })
    }

    #[test]
    fn bad_bounds_are_errors_and_leave_nothing_reached() {
        let mut layers = DistanceLayers::new();
        diagonal_walk(&mut layers, 3, 2).unwrap();
        // A last start short of the step list.
        let short = layers.record(2, |step_map, order, starts| {
            step_map.fill(0);
            order.clear();
            order.extend([0, 1]);
            starts.push(1);
            Ok(())
        });
        assert_eq!(
            short,
            Err(FloodError::SizeMismatch {
                expected: 2,
                found: 1
            })
        );
        assert_eq!((layers.reached(), layers.max_distance()), (0, None));
        // Starts that go down are trusted, not checked: wrong layers (the one that
        // goes down reads as empty), but no panic.
        layers
            .record(3, |step_map, order, starts| {
                step_map.copy_from_slice(&[0, 0, 1]);
                order.clear();
                order.extend([0, 1, 2]);
                starts.extend([2, 1, 3]);
                Ok(())
            })
            .unwrap();
        assert_eq!(layers.layer(1).len(), 0);
        assert!(layers.layer(0).eq([0, 1]) && layers.farthest().eq([1, 2]));
        // More cells than the topology holds.
        let too_many = layers.record(1, |_, order, starts| {
            order.clear();
            order.extend([0, 0]);
            starts.push(2);
            Ok(())
        });
        assert!(too_many.is_err());
        // The walk's own error passes through, and too many cells are refused.
        assert_eq!(
            layers.record(4, |_, _, _| Err::<(), _>(FloodError::EmptyGrid {
                width: 0,
                height: 0
            })),
            Err(FloodError::EmptyGrid {
                width: 0,
                height: 0
            })
        );
        assert!(matches!(
            layers.record(crate::MAX_CELLS + 1, |_, _, _| Ok(())),
            Err(FloodError::TooManyCells { .. })
        ));
        assert_eq!(layers.reached(), 0);
    }

    #[test]
    fn nothing_reached_is_a_valid_record() {
        let mut layers = DistanceLayers::new();
        layers
            .record(3, |step_map, order, _| {
                step_map.fill(DistanceLayers::UNREACHED);
                order.clear();
                Ok(())
            })
            .unwrap();
        assert_eq!((layers.reached(), layers.max_distance()), (0, None));
        assert_eq!(layers.step_map(), [DistanceLayers::UNREACHED; 3]);
    }

    proptest! {
        /// A recorded walk reads back exactly as `compute` over the same grid,
        /// whatever the buffers held before.
        #[test]
        fn recorded_walk_equals_compute(w in 1usize..20, h in 1usize..20, before in 0usize..400) {
            let grid = SquareGrid::new(w, h, Connectivity::Four).unwrap();
            let mut want = DistanceLayers::new();
            want.compute(&grid, [0], None).unwrap();
            let mut got = DistanceLayers::new();
            // Old contents of another size in the buffers.
            let old = SquareGrid::new(before % 20 + 1, before / 20 + 1, Connectivity::Eight).unwrap();
            got.compute(&old, [0], None).unwrap();
            diagonal_walk(&mut got, w, h).unwrap();
            prop_assert_eq!(got.step_map(), want.step_map());
            prop_assert_eq!(got.layers().len(), want.layers().len());
            for d in 0..want.layers().len() {
                let mut a: Vec<usize> = got.layer(d).collect();
                let mut b: Vec<usize> = want.layer(d).collect();
                a.sort_unstable();
                b.sort_unstable();
                prop_assert_eq!(a, b);
            }
            let path: Vec<usize> = got.path_to(&grid, w * h - 1).unwrap().collect();
            prop_assert_eq!(path.len(), w + h - 1);
        }
    }
}
