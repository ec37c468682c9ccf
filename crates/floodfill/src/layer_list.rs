//! The step list shared by every breadth-first result: reached cells in BFS order,
//! cut into layers by distance.

/// Reached cells in breadth-first order (`order`) and where each layer begins
/// (`starts`: layer d is `order[starts[d]..starts[d + 1]]`, one entry more than
/// there are layers). [`crate::DistanceLayers`] and [`crate::StepLayers`] both
/// answer their layer questions through it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct LayerList<'a> {
    pub(crate) order: &'a [u32],
    pub(crate) starts: &'a [u32],
}

impl<'a> LayerList<'a> {
    /// Number of layers: the greatest distance plus one, or 0 when nothing was reached.
    pub(crate) fn layer_count(self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    /// The cells at exactly `d` steps (empty beyond the last layer).
    pub(crate) fn layer(self, d: usize) -> &'a [u32] {
        match (self.starts.get(d), self.starts.get(d + 1)) {
            (Some(&a), Some(&b)) => &self.order[a as usize..b as usize],
            _ => &[],
        }
    }

    /// The layers, nearest first.
    pub(crate) fn layers(self) -> impl ExactSizeIterator<Item = &'a [u32]> + 'a {
        let (order, starts) = (self.order, self.starts);
        starts
            .windows(2)
            .map(move |w| &order[w[0] as usize..w[1] as usize])
    }

    /// The last layer.
    pub(crate) fn farthest(self) -> &'a [u32] {
        self.layer(self.layer_count().saturating_sub(1))
    }

    /// The greatest distance reached, or `None` when nothing was reached.
    pub(crate) fn max_distance(self) -> Option<u32> {
        self.layer_count().checked_sub(1).map(|d| d as u32)
    }

    /// Reached cells at `min` steps or more, nearest first.
    pub(crate) fn at_least(self, min: u32) -> &'a [u32] {
        let from = self
            .starts
            .get(min as usize)
            .map_or(self.order.len(), |&s| s as usize);
        &self.order[from..]
    }
}
