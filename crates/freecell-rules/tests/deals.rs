//! Golden Microsoft deals: Rosetta Code's #1 and #617, and deals across every
//! range checked against Freecell Solver's `make-microsoft-freecell-board`.

use freecell_rules::{EXTENDED_MAX, FreecellError, MICROSOFT_MAX, Position, Rules};

const TOOL_DEALS: &str = include_str!("data/microsoft_deals.txt");
const ROSETTA_ROWS: &str = include_str!("data/rosetta_rows.txt");

/// `(deal number, board text)` sections after `# <word> N` headers.
fn sections(data: &str) -> Vec<(u64, String)> {
    let mut out: Vec<(u64, String)> = Vec::new();
    for line in data.lines() {
        if let Some(head) = line.strip_prefix("# ") {
            let mut words = head.split_whitespace();
            if let (Some("deal" | "game"), Some(n)) = (words.next(), words.next()) {
                out.push((n.parse().unwrap(), String::new()));
            }
            continue;
        }
        if let Some((_, text)) = out.last_mut() {
            text.push_str(line);
            text.push('\n');
        }
    }
    out
}

#[test]
fn deals_match_make_microsoft_freecell_board() {
    let deals = sections(TOOL_DEALS);
    let numbers: Vec<u64> = deals.iter().map(|d| d.0).collect();
    for must in [1, 617, 24, 11982, 1234567, 3000000000, 6000000000] {
        assert!(numbers.contains(&must), "deal {must} missing from the data");
    }
    for (n, text) in deals {
        let p = Position::microsoft_deal(n).unwrap();
        assert_eq!(p.to_string(), text, "deal {n}");
        assert_eq!(text.parse::<Position>().unwrap(), p, "deal {n} parses back");
    }
}

#[test]
fn deals_match_rosetta_rows() {
    let games = sections(ROSETTA_ROWS);
    assert_eq!(games.len(), 2);
    for (n, rows) in games {
        let p = Position::microsoft_deal(n).unwrap();
        // Row r, column c is the r-th card dealt to cascade c.
        for (r, row) in rows.lines().enumerate() {
            for (c, token) in row.split_whitespace().enumerate() {
                assert_eq!(
                    p.cascade(c)[r].to_string(),
                    token,
                    "game {n} row {r} col {c}"
                );
            }
        }
        let total: usize = (0..8).map(|c| p.cascade_len(c)).sum();
        assert_eq!(total, 52);
    }
}

#[test]
fn range_edges() {
    assert!(Position::microsoft_deal(MICROSOFT_MAX).is_ok());
    assert!(Position::microsoft_deal(MICROSOFT_MAX + 1).is_ok());
    assert!(Position::microsoft_deal(EXTENDED_MAX).is_ok());
    assert_eq!(
        Position::microsoft_deal(0),
        Err(FreecellError::DealOutOfRange(0))
    );
    assert_eq!(
        Position::microsoft_deal(EXTENDED_MAX + 1),
        Err(FreecellError::DealOutOfRange(EXTENDED_MAX + 1))
    );
    assert!(Position::microsoft_deal(u64::MAX).is_err());
}

#[test]
fn other_layouts_deal_round_robin() {
    let rules = Rules::new(2, 10, freecell_rules::Building::AlternateColors).unwrap();
    let p = Position::microsoft_deal_with(1, rules).unwrap();
    let standard = Position::microsoft_deal(1).unwrap();
    // The same 52 cards in the same order, dealt across 10 cascades.
    let order = |p: &Position, n: usize| {
        let mut v = Vec::new();
        for r in 0..52 {
            for c in 0..n {
                if let Some(card) = p.cascade(c).get(r) {
                    v.push(*card);
                }
            }
        }
        v
    };
    assert_eq!(order(&p, 10), order(&standard, 8));
    assert_eq!(p.cascade_len(0), 6);
    assert_eq!(p.cascade_len(9), 5);
}

#[test]
fn seeded_deals_are_pinned() {
    let p = Position::from_seed(Rules::STANDARD, 42);
    // Pinned so that a seed gives the same deal forever.
    assert_eq!(p.to_string(), PINNED_SEED_42);
    let q: Position = p.to_string().parse().unwrap();
    assert_eq!(p, q);
}

const PINNED_SEED_42: &str = "\
9H AD 4S AC KS 9S TD
JC 2S AS 2C 8C JD 7C
6H 5H QS TS QH 7H KC
9C 5D 2D 8D 3C 7D 4D
5S KH TH KD 3D QC
6D 6S QD 4C AH 8S
JS JH 3H TC 6C 8H
7S 9D 4H 5C 3S 2H
";

#[test]
fn freecell_solver_solutions_replay_to_a_win() {
    let data = include_str!("data/fc_solve_solutions.txt");
    let mut count = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let mut tokens = line.split_whitespace();
        let n: u64 = tokens.next().unwrap().parse().unwrap();
        let mut p = Position::microsoft_deal(n).unwrap();
        let moves: Vec<&str> = tokens.collect();
        p.replay(&moves).unwrap_or_else(|e| panic!("deal {n}: {e}"));
        assert!(p.is_won(), "deal {n}");
        count += 1;
    }
    assert_eq!(count, 9);
}

use sample::Stuck;

#[test]
fn a_stuck_source_gets_the_deal_of_the_capped_sample() {
    // The Fisher–Yates shuffle with every draw `uniform_below(i + 1)` of the stuck
    // word (which the sample accepts after its capped retries), dealt in order.
    for word in [0u64, 1, 0x8000_0000, u64::from(u32::MAX)] {
        let deal = Position::from_rng(Rules::STANDARD, &mut Stuck(word));
        let mut deck: Vec<u8> = (0..52).collect();
        for i in (1..52usize).rev() {
            let j = sample::uniform_below(i as u32 + 1, || word as u32) as usize;
            deck.swap(i, j);
        }
        let text: String = (0..8)
            .map(|c| {
                let row: Vec<String> = deck
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| i % 8 == c)
                    .map(|(_, &card)| freecell_rules::Card::from_index(card).unwrap().to_string())
                    .collect();
                row.join(" ") + "\n"
            })
            .collect();
        assert_eq!(deal, text.parse::<Position>().unwrap(), "word {word:#x}");
    }
}

/// The seeded deals' old names still answer, and answer the same.
#[test]
#[allow(deprecated)]
fn the_old_seeded_names_give_the_same_deals() {
    assert_eq!(
        Position::seeded_deal(Rules::STANDARD, 42),
        Position::from_seed(Rules::STANDARD, 42)
    );
    let mut a = rand_pcg::Pcg64Mcg::new(7);
    let mut b = rand_pcg::Pcg64Mcg::new(7);
    assert_eq!(
        Position::random_deal(Rules::STANDARD, &mut a),
        Position::from_rng(Rules::STANDARD, &mut b)
    );
}
