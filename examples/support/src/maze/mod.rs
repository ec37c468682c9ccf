//! The maze: a maze drawn as text with marks on its cells (`picture`), the walk by
//! keys or lines (`play`) and its line reader (`line`).

pub mod line;
pub mod picture;
pub mod play;
