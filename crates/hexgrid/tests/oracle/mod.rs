//! A brute-force line-of-sight oracle, written independently of the crate's line code:
//! each sample point of the segment is compared, in exact integer arithmetic, with the
//! centre of every hex around it, and the nearest ones (two on a tie) are kept.

use hexgrid::Hex;

/// The hexes whose centres are nearest the point `i / n` of the way from `a` to `b`
/// (`n` the distance), by squared Euclidean distance in cube space scaled by `n`.
pub fn nearest(a: Hex, b: Hex, i: i64) -> Vec<Hex> {
    let n = i64::from(a.distance(b));
    if n == 0 {
        return vec![a];
    }
    let cube = |h: Hex| {
        [
            i64::from(h.q),
            i64::from(h.r),
            -i64::from(h.q) - i64::from(h.r),
        ]
    };
    let (ca, cb) = (cube(a), cube(b));
    // The point times n: integer cube coordinates.
    let p: Vec<i64> = (0..3).map(|k| ca[k] * n + (cb[k] - ca[k]) * i).collect();
    let guess = Hex::new(p[0].div_euclid(n) as i32, p[1].div_euclid(n) as i32);
    let mut best = i64::MAX;
    let mut out = Vec::new();
    for h in guess.range(3) {
        let c = cube(h);
        let d: i64 = (0..3).map(|k| (c[k] * n - p[k]).pow(2)).sum();
        if d < best {
            best = d;
            out.clear();
        }
        if d == best {
            out.push(h);
        }
    }
    out
}

/// `b` is seen from `a` when every sample point strictly between them has a nearest
/// hex that does not block.
pub fn sees(a: Hex, b: Hex, blocks: impl Fn(Hex) -> bool) -> bool {
    let n = i64::from(a.distance(b));
    (1..n).all(|i| nearest(a, b, i).into_iter().any(|h| !blocks(h)))
}
