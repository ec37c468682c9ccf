//! Hand-built positions for the tests: name the cards that matter, the rest
//! are filled in under one cascade.
#![allow(dead_code)]

pub mod strategies;

use freecell_rules::{Building, Card, Position, Suit};

/// A position with `home[suit]` cards home (suits C D H S), the given free cells
/// (`"-"` for empty) and cascades (deepest card first, `""` for empty). Every
/// card not named or home is put, in deck order, *under* cascade `filler`.
pub fn build(home: [u8; 4], cells: &[&str], cascades: &[&str], filler: usize) -> Position {
    build_with(home, cells, cascades, filler, Building::AlternateColors)
}

/// [`build`] under a building rule.
pub fn build_with(
    home: [u8; 4],
    cells: &[&str],
    cascades: &[&str],
    filler: usize,
    building: Building,
) -> Position {
    let parse = |t: &str| t.parse::<Card>().unwrap();
    let cells: Vec<Option<Card>> = cells
        .iter()
        .map(|t| (*t != "-").then(|| parse(t)))
        .collect();
    let mut columns: Vec<Vec<Card>> = cascades
        .iter()
        .map(|c| c.split_whitespace().map(parse).collect())
        .collect();
    let named: Vec<Card> = columns
        .iter()
        .flatten()
        .copied()
        .chain(cells.iter().flatten().copied())
        .collect();
    let is_home = |c: Card| c.rank().value() <= home[c.suit() as usize];
    let missing: Vec<Card> = Card::all()
        .filter(|&c| !is_home(c) && !named.contains(&c))
        .collect();
    columns[filler].splice(0..0, missing);
    let slices: Vec<&[Card]> = columns.iter().map(Vec::as_slice).collect();
    Position::from_parts(&slices, &cells, home, building).unwrap()
}

/// Shorthand for a card.
pub fn card(t: &str) -> Card {
    t.parse().unwrap()
}

/// The suit of a card token.
pub fn suit(t: &str) -> Suit {
    card(t).suit()
}
