//! Hand-built positions for the tests: name the cards that matter, the rest
//! are filled in under one cascade.
#![allow(dead_code)]

pub mod strategies;

use std::ops::RangeInclusive;

use freecell_rules::{Building, Card, Location, Move, Position, Suit};

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

/// Every (from, to, count) triple over `cascades` cascades and `cells` free cells,
/// with `counts` as the card counts: the candidates a brute-force move lister
/// filters with its own legality test.
pub fn every_move(cascades: usize, cells: usize, counts: RangeInclusive<u8>) -> Vec<Move> {
    let mut places: Vec<Location> = (0..cascades as u8).map(Location::Cascade).collect();
    places.extend((0..cells as u8).map(Location::FreeCell));
    let targets: Vec<Location> = places
        .iter()
        .copied()
        .chain(Suit::ALL.map(Location::Foundation))
        .collect();
    let mut out = Vec::new();
    for &from in &places {
        for &to in &targets {
            out.extend(counts.clone().map(|count| Move::new(from, to, count)));
        }
    }
    out
}
