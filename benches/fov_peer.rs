//! Not a timing: how often hexx's `range_fov` disagrees with hexgrid's one sight rule
//! (`hexgrid::line_of_sight`, which `hexgrid::Fov` computes) on random maps. Prints the
//! counts the hexgrid guide quotes.
//!
//! Method: 2,000 maps, each hex within 9 of the centre a wall with probability 1/8
//! (the centre never); from the centre with radius 8, every other hex of the range
//! (216 per map, 432,000 checks) is asked of both:
//! - "sees through walls": hexx returns a hex that hexgrid's rule hides (a wall lies
//!   strictly between it and the centre, on both sides of every tie);
//! - "misses clear hexes": a hex that is not a wall, has a clear line by hexgrid's
//!   rule, and is not in hexx's result (hexx leaves walls out of its result by design,
//!   so walls are not counted here).
//!
//! Run with `cargo bench -p banmen-benches --bench fov_peer`.
#![allow(missing_docs)]

use std::collections::HashSet;

use banmen_benches::Lcg;

const MAPS: u64 = 2_000;
const RADIUS: u32 = 8;

fn main() {
    let (mut checks, mut through, mut missed) = (0u64, 0u64, 0u64);
    let center = hexgrid::Hex::ORIGIN;
    for seed in 0..MAPS {
        let mut rng = Lcg(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 7);
        let walls: HashSet<(i32, i32)> = center
            .range(RADIUS + 1)
            .filter(|&h| h != center && rng.next_f64() < 0.125)
            .map(|h| (h.q, h.r))
            .collect();
        let wall = |q: i32, r: i32| walls.contains(&(q, r));
        let theirs = hexx::algorithms::range_fov(hexx::Hex::ZERO, RADIUS, |h| wall(h.x, h.y));
        for h in center.range(RADIUS).filter(|&h| h != center) {
            checks += 1;
            let ours = hexgrid::line_of_sight(center, h, |x| wall(x.q, x.r));
            let seen = theirs.contains(&hexx::Hex::new(h.q, h.r));
            if seen && !ours {
                through += 1;
            }
            if ours && !seen && !wall(h.q, h.r) {
                missed += 1;
            }
        }
    }
    println!("radius {RADIUS}, {MAPS} maps, {checks} checks");
    println!("hexx sees through walls: {through}");
    println!("hexx misses clear hexes: {missed}");
}
