//! `GoalMarks`: which cells a nearest-goal search is looking for, as a
//! generation-stamped set, so a search marks its goals without clearing a map's
//! worth of flags.

use alloc::vec::Vec;

use crate::RangeError;
use crate::search::grow;

/// A set of cells, emptied in O(1) by starting a new generation.
#[derive(Debug, Clone, Default)]
pub(crate) struct GoalMarks {
    /// Per cell, the generation that marked it.
    stamp: Vec<u32>,
    /// The current generation: 1 and up (0 never marks a cell).
    generation: u32,
}

impl GoalMarks {
    /// An empty set for a map of `len` cells.
    pub(crate) fn begin(&mut self, len: usize) -> Result<(), RangeError> {
        grow(&mut self.stamp, len)?;
        if self.generation == u32::MAX {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.generation = 0;
        }
        self.generation += 1;
        Ok(())
    }

    /// Adds `cell` (on the map `begin` was given).
    pub(crate) fn mark(&mut self, cell: usize) {
        if let Some(s) = self.stamp.get_mut(cell) {
            *s = self.generation;
        }
    }

    /// Whether `cell` is in the set.
    pub(crate) fn contains(&self, cell: usize) -> bool {
        self.stamp.get(cell) == Some(&self.generation)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_generation_empties_the_set() {
        let mut marks = GoalMarks::default();
        marks.begin(4).unwrap();
        marks.mark(2);
        marks.mark(9); // off the map: ignored
        assert!(marks.contains(2) && !marks.contains(1) && !marks.contains(9));
        marks.begin(4).unwrap();
        assert!(!marks.contains(2));
        marks.generation = u32::MAX;
        marks.mark(3);
        marks.begin(4).unwrap();
        assert!(!marks.contains(3) && marks.generation == 1);
    }
}
