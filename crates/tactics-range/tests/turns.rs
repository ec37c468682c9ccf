//! Multi-turn reach against the definition, turn by turn: every cell where the unit
//! can be at the start of a turn runs a naive single-turn Dijkstra (`common`), the
//! cells it reaches get that turn if they had none, and its stop cells join the
//! starting points of the next turn (the unit may also wait where it is).

use crate::common;

use common::{Rules, Scenario, scenario};
use floodfill::{Connectivity, SquareGrid, Topology};
use proptest::prelude::*;
use tactics_range::{MoveProfile, Movement, Occupant, Query, TacticsMap, TurnBudget, ZocRule};

/// `(turn, best movement left in that turn)` per cell, by the definition.
fn naive(s: &Scenario, budget: TurnBudget) -> Vec<Option<(u32, u32)>> {
    let rules = Rules::new(s);
    let n = rules.n();
    let mut out: Vec<Option<(u32, u32)>> = vec![None; n];
    out[s.start] = Some((0, budget.this_turn));
    let mut positions = vec![s.start];
    for turn in 1..=budget.max_turns.min(n as u32 + 1) {
        let points = if turn == 1 {
            budget.this_turn
        } else {
            budget.per_turn
        };
        let mut fresh: Vec<(usize, u32)> = Vec::new();
        for &o in &positions {
            // From a later turn's position the mover stands there: the start's
            // special case (own cell ignored, may leave a zone) applies to it.
            let costs = rules.costs(o, points);
            for (c, cost) in costs.iter().enumerate() {
                if let Some(cost) = cost
                    && out[c].is_none_or(|(t, _)| t == turn)
                {
                    fresh.push((c, points - cost));
                }
            }
        }
        for (c, left) in fresh {
            match out[c] {
                Some((t, l)) if t == turn => out[c] = Some((t, l.max(left))),
                None => out[c] = Some((turn, left)),
                _ => {}
            }
        }
        let mut next: Vec<usize> = (0..n)
            .filter(|&c| out[c].is_some() && rules.can_stop(c, s.start))
            .collect();
        next.sort_unstable();
        if next == positions && turn > 1 {
            break;
        }
        positions = next;
    }
    out
}

fn check<T: Topology>(
    map: &TacticsMap<T>,
    s: &Scenario,
    budget: TurnBudget,
) -> Result<(), TestCaseError> {
    let rules = Rules::new(s);
    let query = common::query(s, map, &rules);
    let want = naive(s, budget);
    let mut movement = Movement::new();
    let turns = movement.turns(&query, s.start, budget).unwrap();
    for (c, w) in want.iter().enumerate() {
        let got = turns.turn(c).map(|t| (t, turns.remaining(c).unwrap()));
        prop_assert_eq!(got, *w, "cell {}", c);
        // Each turn begins on a stop cell reached one turn earlier.
        if let Some(b) = turns.turn_start(c) {
            prop_assert!(turns.can_stop(b));
            prop_assert!(turns.turn(b) < turns.turn(c));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn turns_match_the_definition(
        s in scenario(7, true, true),
        per_turn in 0u32..6,
        this_turn in 0u32..6,
        max_turns in 0u32..12,
    ) {
        let budget = TurnBudget::per_turn(per_turn).this_turn(this_turn).max_turns(max_turns);
        if let Some(map) = s.square() {
            check(&map, &s, budget)?;
        }
        if let Some(map) = s.hex() {
            check(&map, &s, budget)?;
        }
    }
}

#[test]
fn a_zone_of_control_costs_a_turn() {
    // A corridor with an enemy beside cell 3: entering 2 (in its zone) ends the move.
    let grid = SquareGrid::new(6, 2, Connectivity::Four).unwrap();
    let map = TacticsMap::filled(grid, 0).unwrap();
    let foot = MoveProfile::uniform(1, 1).unwrap();
    let mut units = vec![Occupant::Empty; 12];
    units[grid.cell_of((2, 1)).unwrap()] = Occupant::unit(1);
    let q = Query::new(&map, &foot).occupants(&units);
    let mut movement = Movement::new();
    let free = movement.turns(&q, 0, TurnBudget::per_turn(5)).unwrap();
    assert_eq!(free.turn(5), Some(1));
    let q = q.zoc(ZocRule::StopOnEnter);
    let zoc = movement.turns(&q, 0, TurnBudget::per_turn(5)).unwrap();
    assert_eq!(zoc.turn(2), Some(1));
    assert_eq!(zoc.turn(5), Some(2));
    assert_eq!(zoc.turn_start(5), Some(2));
    // Fewer points now than a full turn: the unit waits and goes next turn.
    let late = movement
        .turns(
            &q.zoc(ZocRule::None),
            0,
            TurnBudget::per_turn(5).this_turn(1),
        )
        .unwrap();
    assert_eq!(late.turn(1), Some(1));
    assert_eq!(late.turn(5), Some(2));
    // An ally in the corridor: walked through, but no turn ends on it.
    let mut line = vec![Occupant::Empty; 12];
    line[2] = Occupant::unit(0);
    let q = Query::new(&map, &foot).occupants(&line);
    let turns = movement.turns(&q, 0, TurnBudget::per_turn(2)).unwrap();
    assert_eq!(turns.turn(2), Some(1));
    assert!(!turns.can_stop(2));
    assert_eq!(turns.turn(3), Some(2));
    assert_eq!(turns.turn_start(3), Some(1)); // the first turn ended before the ally
}
