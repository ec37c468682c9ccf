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
    // A cost of 0 is a free step and loads; one past `MAX_COST` is refused.
    let free = serde_json::from_str::<MoveProfile>(r#"[{"Cost":0}]"#).unwrap();
    assert_eq!(free.cost(0), tactics_range::MoveCost::Cost(0));
    assert!(serde_json::from_str::<MoveProfile>(r#"[{"Cost":255}]"#).is_err());
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

/// Hostile saved data: every document either loads into a value the constructors
/// accept or is refused with an error; loading never panics.
mod hostile {
    use crate::common::extreme_cell;
    use floodfill::{HexGrid, SquareGrid};
    use proptest::prelude::*;
    use tactics_range::{
        AttackRange, EdgeCosts, HexShape, MoveProfile, Occupant, SightRules, SquareShape,
        TacticsMap, TurnBudget, Viewer,
    };

    fn refused<T: serde::de::DeserializeOwned>(json: &str) -> bool {
        serde_json::from_str::<T>(json).is_err()
    }

    #[test]
    fn bad_documents_are_refused() {
        assert!(refused::<AttackRange>(r#"{"min":3,"max":2}"#));
        assert!(refused::<AttackRange>(r#"{"min":-1,"max":2}"#));
        assert!(refused::<AttackRange>(r#"{"min":0,"max":4294967296}"#));
        assert!(!refused::<MoveProfile>(r#"[{"Cost":0}]"#));
        assert!(refused::<MoveProfile>(r#"[{"Cost":255}]"#));
        let many = format!("[{}]", vec![r#""Impassable""#; 257].join(","));
        assert!(refused::<MoveProfile>(&many));
        assert!(refused::<TacticsMap<SquareGrid>>(
            r#"{"topology":{"width":2,"height":2,"connectivity":"Four"},"terrain":[0,0,0]}"#
        ));
        assert!(refused::<TacticsMap<SquareGrid>>(
            r#"{"topology":{"width":0,"height":0,"connectivity":"Four"},"terrain":[]}"#
        ));
        assert!(refused::<TacticsMap<HexGrid>>(
            r#"{"topology":{"cols":4294967296,"rows":4294967296,"layout":"OddR"},"terrain":[]}"#
        ));
        assert!(refused::<EdgeCosts>(
            r#"{"cells":2,"steps":[[0,2,"Blocked"]]}"#
        ));
        assert!(refused::<EdgeCosts>(
            r#"{"cells":2,"steps":[[1,1,"Blocked"]]}"#
        ));
        assert!(refused::<EdgeCosts>(
            r#"{"cells":2,"steps":[[0,1,{"Extra":256}]]}"#
        ));
        assert!(refused::<TurnBudget>(
            r#"{"this_turn":-1,"per_turn":1,"max_turns":1}"#
        ));
        // A whole-u32 range loads: it is clamped where it is used.
        assert!(serde_json::from_str::<AttackRange>(r#"{"min":1,"max":4294967295}"#).is_ok());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// Random bytes and random JSON-ish text never panic the loaders.
        #[test]
        fn random_documents_never_panic(text in "[\\[\\]{}\",:0-9a-zA-Z -]{0,80}") {
            let _ = serde_json::from_str::<AttackRange>(&text);
            let _ = serde_json::from_str::<MoveProfile>(&text);
            let _ = serde_json::from_str::<TacticsMap<SquareGrid>>(&text);
            let _ = serde_json::from_str::<TacticsMap<HexGrid>>(&text);
            let _ = serde_json::from_str::<SquareShape>(&text);
            let _ = serde_json::from_str::<HexShape>(&text);
            let _ = serde_json::from_str::<Occupant>(&text);
            let _ = serde_json::from_str::<EdgeCosts>(&text);
            let _ = serde_json::from_str::<SightRules>(&text);
            let _ = serde_json::from_str::<TurnBudget>(&text);
            let _ = serde_json::from_str::<Viewer>(&text);
        }

        /// Documents with the right shape and extreme numbers either load valid or
        /// are refused.
        #[test]
        fn extreme_numbers_load_valid_or_are_refused(
            w in extreme_cell(),
            h in extreme_cell(),
            min in any::<u32>(),
            max in any::<u32>(),
            cost in any::<u32>(),
        ) {
            let map = format!(
                r#"{{"topology":{{"width":{w},"height":{h},"connectivity":"Eight"}},"terrain":[0,1]}}"#
            );
            if let Ok(m) = serde_json::from_str::<TacticsMap<SquareGrid>>(&map) {
                prop_assert_eq!(m.len(), 2);
            }
            let range = format!(r#"{{"min":{min},"max":{max}}}"#);
            prop_assert_eq!(serde_json::from_str::<AttackRange>(&range).is_ok(), min <= max);
            let profile = format!(r#"[{{"Cost":{cost}}}]"#);
            prop_assert_eq!(
                serde_json::from_str::<MoveProfile>(&profile).is_ok(),
                cost <= 254
            );
        }
    }
}
