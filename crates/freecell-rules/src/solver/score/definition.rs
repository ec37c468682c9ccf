//! The measures defined the plain way, once: each a short count over one
//! cascade's cards listed deepest first (the last card is the exposed one).
//! The fast forms in `part.rs` and `score.rs` are tested against these.

use alloc::vec::Vec;

use super::CascadePart;
use super::part::is_break;
use crate::position::NO;
use crate::{Building, Position};

/// The cards of cascade `c` of `p`, deepest first, as card indices.
pub(super) fn cards_of(p: &Position, c: usize) -> Vec<u8> {
    p.cascade(c).iter().map(|k| k.index()).collect()
}

fn rank(card: u8) -> u8 {
    card >> 2
}

/// Cards with a card of lower rank somewhere beneath them.
pub(super) fn over_lower(cards: &[u8]) -> u32 {
    let over = |(i, &card): (usize, &u8)| cards[..i].iter().any(|&d| rank(d) < rank(card));
    cards.iter().enumerate().filter(|&x| over(x)).count() as u32
}

/// Places where a card does not build on the card beneath it.
pub(super) fn breaks(building: Building, cards: &[u8]) -> u32 {
    let broken = |pair: &[u8]| is_break(building, pair[1], pair[0]);
    cards.windows(2).filter(|&pair| broken(pair)).count() as u32
}

/// Cards above the card each foundation needs next, under the foundations
/// `home` (cards home per suit).
pub(super) fn above_next(cards: &[u8], home: &[u8; 4]) -> u32 {
    let next = |card: u8| rank(card) == home[usize::from(card & 3)];
    let above = |(i, _): (usize, &u8)| (cards.len() - 1 - i) as u32;
    cards
        .iter()
        .enumerate()
        .filter(|&(_, &c)| next(c))
        .map(above)
        .sum()
}

/// The sums of the three per-cascade measures over `p`'s cascades.
pub(super) fn cascade_sums(p: &Position) -> (u32, u32, u32) {
    let building = p.rules.building();
    let (mut over, mut broken, mut above) = (0, 0, 0);
    for c in 0..p.rules.cascades() {
        let cards = cards_of(p, c);
        over += over_lower(&cards);
        broken += breaks(building, &cards);
        above += above_next(&cards, &p.home);
    }
    (over, broken, above)
}

/// What a [`CascadePart`] must hold for a cascade of `cards`: its two
/// measures, its lowest rank, and per suit the lowest rank there and how
/// many cards lie above that card (from which `above_next` follows under any
/// foundations).
pub(super) fn part(building: Building, cards: &[u8]) -> CascadePart {
    let mut lowest = [NO; 4];
    let mut lowest_depth = [0; 4];
    for (i, &card) in cards.iter().enumerate() {
        let suit = usize::from(card & 3);
        if rank(card) < lowest[suit] {
            lowest[suit] = rank(card);
            lowest_depth[suit] = (cards.len() - 1 - i) as u8;
        }
    }
    CascadePart {
        over_lower: over_lower(cards) as u8,
        breaks: breaks(building, cards) as u8,
        min_rank: cards.iter().map(|&c| rank(c)).min().unwrap_or(NO),
        lowest,
        lowest_depth,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Card, Rules};
    use proptest::prelude::*;

    /// A position of every layout from a shuffled deck: `cells` cards in
    /// the free cells (when there are cells), the rest dealt out in runs of
    /// random lengths, and up to the first `home` cards of each suit home.
    fn layout(rules: Rules, order: &[usize], cuts: &[usize], home: [u8; 4]) -> Position {
        let deck: Vec<Card> = Card::all().collect();
        let home_card = |c: &Card| c.rank().value() <= home[c.suit().index()];
        let mut cards: Vec<Card> = order.iter().map(|&i| deck[i]).collect();
        cards.retain(|c| !home_card(c));
        let cells = rules.free_cells().min(cards.len());
        let free: Vec<Option<Card>> = (0..rules.free_cells())
            .map(|i| (i < cells).then(|| cards[i]))
            .collect();
        let rest = &cards[cells..];
        let mut columns: Vec<&[Card]> = Vec::new();
        let mut at = 0;
        for (i, &cut) in cuts.iter().enumerate().take(rules.cascades()) {
            let end = if i + 1 == rules.cascades() {
                rest.len()
            } else {
                (at + cut).min(rest.len())
            };
            columns.push(&rest[at..end]);
            at = end;
        }
        Position::from_parts(&columns, &free, home, rules.building()).unwrap()
    }

    fn layouts() -> impl Strategy<Value = Position> {
        (
            0usize..=8,
            1usize..=10,
            any::<bool>(),
            Just((0..52).collect::<Vec<usize>>()).prop_shuffle(),
            proptest::collection::vec(0usize..14, 10),
            [0u8..4, 0u8..4, 0u8..4, 0u8..4],
        )
            .prop_map(|(cells, cascades, same, order, cuts, home)| {
                let building = if same {
                    Building::SameSuit
                } else {
                    Building::AlternateColors
                };
                let rules = Rules::new(cells, cascades, building).unwrap();
                layout(rules, &order, &cuts, home)
            })
    }

    /// Cascade `c` of `p` with its top `k` cards moved onto cascade `d`.
    fn moved(p: &Position, c: usize, d: usize, k: u8) -> Position {
        let mut q = *p;
        q.transfer(c, d, k);
        q
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// The walk, the cards-put and the card-taken updates of a part,
        /// and the sums of a cascade that lost cards, all equal the
        /// definitions, on every cascade of random layouts.
        #[test]
        fn parts_and_their_updates_follow_the_definitions(
            p in layouts(),
            cut in any::<usize>(),
            other in any::<usize>(),
        ) {
            let building = p.rules.building();
            let n = p.rules.cascades();
            for c in 0..n {
                let cards = cards_of(&p, c);
                let whole = part(building, &cards);
                prop_assert_eq!(CascadePart::of(&p, c), whole, "cascade {}", c);
                prop_assert_eq!(whole.above_next(&p.home), above_next(&cards, &p.home));
                // Put the top cards on what lies beneath them.
                let k = if cards.is_empty() { 0 } else { cut % cards.len() + 1 };
                let base = &cards[..cards.len() - k];
                let under = base.last().copied().unwrap_or(NO);
                let put = part(building, base).put(&cards[cards.len() - k..], under, building);
                prop_assert_eq!(put, whole, "cascade {} put {}", c, k);
                // Take the exposed card off, when the update can say.
                if let [.., under, top] = cards[..]
                    && let Some(taken) = whole.take(top, under, building)
                {
                    prop_assert_eq!(taken, part(building, &cards[..cards.len() - 1]));
                }
                // Move the top k cards elsewhere: the sums of what is left.
                let d = (c + 1 + other % n.max(2)) % n;
                if k > 0 && d != c {
                    let child = moved(&p, c, d, k as u8);
                    let left = cards_of(&child, c);
                    let expected = [
                        over_lower(&left),
                        breaks(building, &left),
                        above_next(&left, &child.home),
                    ];
                    prop_assert_eq!(whole.sums_in(&p, &child, c), expected);
                    if let Some(sums) = whole.sums_taken(&p, &child, c, k as u8) {
                        prop_assert_eq!(sums, expected);
                    }
                    prop_assert_eq!(
                        whole.changed(&p, &child, c),
                        part(building, &left)
                    );
                    let onto = part(building, &cards_of(&p, d));
                    prop_assert_eq!(
                        onto.changed(&p, &child, d),
                        part(building, &cards_of(&child, d))
                    );
                }
            }
        }
    }
}
