//! Saved maps and unit data: every saved type survives a JSON round trip, and bad
//! data is refused rather than trusted.
#![cfg(feature = "serde")]

use floodfill::{Connectivity, SquareGrid};
use tactics_range::{AttackRange, MoveProfile, Occupant, TacticsMap, ZocRule};

fn round_trip<T>(value: &T) -> T
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
}

#[test]
fn maps_profiles_and_ranges_round_trip() {
    let grid = SquareGrid::new(3, 2, Connectivity::Four).unwrap();
    let map = TacticsMap::new(grid, vec![0, 1, 2, 0, 1, 2]).unwrap();
    assert_eq!(round_trip(&map), map);
    let cavalry = MoveProfile::new()
        .with_cost(0, 1)
        .unwrap()
        .with_cost(1, 3)
        .unwrap()
        .with_impassable(2);
    assert_eq!(round_trip(&cavalry), cavalry);
    let bow = AttackRange::new(2, 3).unwrap();
    assert_eq!(round_trip(&bow), bow);
    let orc = Occupant::Unit {
        side: 2,
        zoc: false,
    };
    assert_eq!(round_trip(&orc), orc);
    assert_eq!(round_trip(&ZocRule::StopOnEnter), ZocRule::StopOnEnter);
}

#[test]
fn bad_saved_data_is_refused() {
    assert!(serde_json::from_str::<AttackRange>(r#"{"min":3,"max":2}"#).is_err());
    let grid = serde_json::to_string(&SquareGrid::new(3, 2, Connectivity::Four).unwrap()).unwrap();
    let short = format!(r#"{{"topology":{grid},"terrain":[0,1]}}"#);
    assert!(serde_json::from_str::<TacticsMap<SquareGrid>>(&short).is_err());
    let full = format!(r#"{{"topology":{grid},"terrain":[0,1,2,0,1,2]}}"#);
    assert!(serde_json::from_str::<TacticsMap<SquareGrid>>(&full).is_ok());
    // A cost of 0 would let a unit walk forever; the profile refuses it.
    assert!(serde_json::from_str::<MoveProfile>(r#"[{"Cost":0}]"#).is_err());
}

#[test]
fn edges_sight_and_turn_budgets_round_trip() {
    use tactics_range::{EdgeCost, EdgeCosts, SightRules, TurnBudget, Viewer};
    let mut edges = EdgeCosts::new(6);
    edges.wall(0, 1).unwrap();
    edges.set(4, 5, EdgeCost::Extra(3)).unwrap();
    assert_eq!(round_trip(&edges), edges);
    let sight = SightRules::new().blocking(3).hiding(1).hiding(200);
    assert_eq!(round_trip(&sight), sight);
    let plan = TurnBudget::per_turn(5).this_turn(2).max_turns(4);
    assert_eq!(round_trip(&plan), plan);
    let scout = Viewer { cell: 7, range: 3 };
    assert_eq!(round_trip(&scout), scout);
    // Loading checks like the setters: a cell past the map is refused.
    let bad = r#"{"cells":2,"steps":[[0,5,"Blocked"]]}"#;
    assert!(serde_json::from_str::<EdgeCosts>(bad).is_err());
}
