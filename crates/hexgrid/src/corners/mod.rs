//! The corners (vertices) and sides (edges) of hexes as values: what a game puts
//! roads, rivers and walls on. Every vertex is shared by three hexes and every edge by
//! two; each has one canonical value, however it was named.

mod edge;
mod vertex;

pub use edge::HexEdge;
pub use vertex::HexVertex;

use crate::Hex;

impl Hex {
    /// The six corners of this hex; corner `i` points towards
    /// `Diagonal::ALL[i]`, between `Direction::ALL[i]` and `Direction::ALL[i + 1]`.
    #[must_use]
    pub fn vertices(self) -> [HexVertex; 6] {
        crate::Diagonal::ALL.map(|d| HexVertex::new(self, d))
    }

    /// The six sides of this hex, in [`crate::Direction::ALL`] order.
    #[must_use]
    pub fn edges(self) -> [HexEdge; 6] {
        crate::Direction::ALL.map(|d| HexEdge::new(self, d))
    }
}
