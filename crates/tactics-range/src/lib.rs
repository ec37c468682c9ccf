//! Tactics-game movement on any board: how far a unit can go, by which path, and what
//! it can attack when it gets there.
//!
//! The map is any [`floodfill::Topology`] (4- or 8-connected squares, a hex board, your
//! own graph) plus a terrain id per cell ([`TacticsMap`]). Each unit class has a
//! [`MoveProfile`] (terrain → cost or impassable, Fire Emblem or Advance Wars style).
//! A [`Query`] adds the units on the board ([`Occupant`]: enemies block, allies are
//! walked through but not stopped on, the pass skill walks through enemies), the
//! zone-of-control rule ([`ZocRule`]) and the skirmisher flag.
//!
//! One small scratch type per question, each returning owned results, so a game keeps
//! a reach, a fog map and a threat range side by side:
//!
//! - **Movement** ([`Movement`]): [`Movement::reach`] runs Dijkstra with a bucket
//!   queue (Dial's algorithm) and returns a [`Reach`]: the movement left per cell
//!   (what the classic tactics-game tutorial prints), costs, parents, stop cells and
//!   cheapest paths ([`Reach::path_to`]) with a documented tie-break;
//!   [`Movement::find_nearest`] and [`Movement::find_nearest_where`] stop at the
//!   cheapest of many goals, or at the first cell meeting a condition, with its cost
//!   and path;
//!   [`Movement::turns`] gives the turns a unit needs to reach each cell ([`Turns`]).
//!   Walls, one-way ledges and climbs between cells are [`EdgeCosts`], given with
//!   [`Query::edges`].
//! - **Sight** ([`Sight`]): line of sight and field of view on square grids
//!   (symmetric shadowcasting) and hex boards (hexgrid's one rule,
//!   [`hexgrid::line_of_sight`]) ([`Sight::line_of_sight`],
//!   [`Sight::field_of_view`], [`SightRules`]), and a side's fog of war
//!   ([`Sight::fog`], [`Fog`]). Walls, doors and cover on the sides between cells
//!   block sight or give cover when given with [`SightRules::with_sides`]
//!   ([`SightSides`], [`SideSight`], [`Sight::visibility`] and its [`Visibility`]).
//! - **Targeting** ([`Targeting`]): attack ranges ([`AttackRange`],
//!   [`Targeting::cells_in_range`]), threat ranges ([`Targeting::threat`],
//!   [`Threat::enemies`] for "who can I hit this turn"), the reverse for an AI
//!   ([`Targeting::attack_position`], [`Targeting::attackers_of`]), where to fire from
//!   with a weapon that needs a clear line ([`Targeting::firing_positions`]), and
//!   area-of-effect shapes on every board with coordinates, wrap maps included
//!   ([`Targeting::area`], [`SquareShape`], [`HexShape`]).
//!
//! # Contract
//!
//! - **Nothing panics on input.** Every public function returns a value or a
//!   [`RangeError`] for any argument: cells off the map ([`RangeError::CellOutOfRange`]),
//!   slices of the wrong length, terrain a profile does not know, bad costs. Accessors
//!   of results ([`Reach::remaining`], [`Threat::contains`], ...) answer `None` or
//!   `false` for a cell off the map. Loading a saved value (feature `serde`) checks it
//!   exactly as its constructor does.
//! - **Limits.** Maps hold at most [`floodfill::MAX_CELLS`] cells; movement budgets
//!   are at most [`MAX_BUDGET`] (larger is [`RangeError::BudgetTooLarge`]); a terrain
//!   costs `0..=`[`MAX_COST`] and a step's extra `0..=`[`MAX_EXTRA`], so a step may
//!   be free (a road, a teleport pad: every search stays cheapest-first and settles
//!   each cell once). Every cost, budget and total is a `u32`, every range, radius
//!   and distance a `u32`.
//! - **Ranges are clamped to the map.** An [`AttackRange`], an area's size, a line's
//!   length, a sight radius or a turn limit may be any `u32`: a distance past the
//!   map's farthest cell selects what the map holds, so a query's work is bounded by
//!   the map's cells, never by the number (`AttackRange::new(1, u32::MAX)` is a
//!   whole-map range; [`Movement::turns`] stops when a turn brings no new cell).
//! - **Everything terminates, without recursion.** Searches are loops over the map
//!   with reusable scratch ([`Movement`], [`Sight`], [`Targeting`]); none recurses.
//!
//! ```
//! use floodfill::{Connectivity, SquareGrid};
//! use tactics_range::{MoveProfile, Movement, Query, SeedView, TacticsMap};
//!
//! // Plain 0 costs 1, forest 1 costs 2, mountain 2 costs 9 (too much for 3 points).
//! let map: TacticsMap<SquareGrid> = "\
//! 00000
//! 00100
//! 00020
//! 00000
//! "
//! .parse()
//! .unwrap();
//! let infantry = MoveProfile::from_costs([Some(1), Some(2), Some(9)]).unwrap();
//! let mut movement = Movement::new();
//! let start = map.topology().cell_of((1, 2)).unwrap();
//! let reach = movement.reach(&Query::new(&map, &infantry), start, 3).unwrap();
//! assert_eq!(
//!     SeedView::new(&map, &infantry, &reach).to_string(),
//!     "010-1-1\n120-1-1\n232-9-1\n1210-1\n"
//! );
//! let target = map.topology().cell_of((3, 1)).unwrap();
//! assert_eq!(reach.cost_to(target), None);
//! assert_eq!(reach.cost_to(map.topology().cell_of((2, 1)).unwrap()), Some(3));
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod aim;
mod area;
mod attack;
mod dial;
mod edge_cost;
mod error;
mod fog;
mod goals;
mod hex_path;
mod map;
mod movement;
mod on;
mod place;
mod profile;
mod query;
mod reach;
mod ring;
mod ring_search;
mod search;
mod seed;
mod shadowcast;
mod side_lines;
mod side_table;
mod sight;
mod sight_rules;
mod sight_sides;
mod square_path;
mod targeting;
mod terrain;
mod threat;
mod turns;
mod units;
mod visibility;

// The topology and coordinate crates this one is built on, re-exported so a game
// names the same versions.
pub use floodfill;
pub use hexgrid;

/// A cheapest path, start first ([`Reach::path_to`], [`Movement::find_nearest`]):
/// floodfill's [`floodfill::Path`], the one path type of the workspace.
pub use floodfill::Path;

#[allow(deprecated)]
pub use area::{AreaGrid, HexShape, SquareShape, hex_area, square_area};
pub use attack::{AttackRange, Attacker};
pub use edge_cost::{EdgeCost, EdgeCosts};
pub use error::RangeError;
pub use fog::{Fog, Viewer};
pub use map::TacticsMap;
pub use movement::Movement;
pub use on::On;
pub use place::Place;
pub use profile::{MoveCost, MoveProfile};
pub use query::Query;
pub use reach::Reach;
pub use seed::SeedView;
pub use sight::{Sight, SightGrid};
pub use sight_rules::SightRules;
pub use sight_sides::{SightSides, SightSource};
pub use targeting::Targeting;
pub use terrain::{Terrain, TerrainFn};
pub use threat::Threat;
pub use turns::{TurnBudget, Turns};
pub use units::{Occupant, Relation, ZocRule};
pub use visibility::{SideSight, Visibility};

/// The README's quick start, run as a doctest so it cannot rot.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// The guide's code blocks, run as doctests too.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/tactics-range.md")]
struct GuideDoctests;

/// The largest cost one terrain may have; costs run `0..=MAX_COST`, 0 being a free
/// step (impassable terrain is [`MoveCost::Impassable`], not a cost).
pub const MAX_COST: u32 = 254;

/// The largest extra cost of one step ([`EdgeCost::Extra`]): a climb or a fence.
pub const MAX_EXTRA: u32 = 254;

/// The largest movement budget: costs spent are stored per cell as `u16`, which keeps
/// the search's per-cell state small enough to stay in cache on big maps.
pub const MAX_BUDGET: u32 = u16::MAX as u32;
