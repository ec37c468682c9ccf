//! banmen-tactics-range's integration tests as one binary: each file beside this one is a
//! module, so the tests link once instead of once per file. A new file in
//! `tests/` needs a `mod` line here (CI checks that every file has one).

mod common;

mod areas;
mod deprecated_names;
mod edges;
mod fast_paths;
mod hex_maps;
mod nearest;
mod no_panic;
mod oracle;
mod places;
mod rules;
mod scratch_reuse;
mod seed_golden;
mod serde;
mod sight;
mod sight_agree;
mod sight_walls;
mod terrain_store;
mod turns;
mod zero_cost;
