//! FreeCell: the key and line play (`play`), its line reader (`line`), the
//! statistics file (`stats`) and the solver over ranges of deals (`range`).

pub mod line;
pub mod play;
pub mod range;
pub mod stats;
