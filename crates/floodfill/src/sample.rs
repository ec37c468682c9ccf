//! Lemire's bounded sample: the one draw every seeded board of the workspace uses.

/// Rejections tolerated before a draw is accepted anyway. A real generator is
/// rejected with probability below `n / 2^32` per word, so 32 in a row never happens
/// (seeded boards do not change); a broken one that always returns the same word
/// would otherwise loop for ever.
const MAX_REJECTIONS: u32 = 32;

/// A uniform value in `0..n` from a source of random 32-bit words, by Lemire's
/// multiply-and-reject method ("Fast Random Integer Generation in an Interval",
/// 2019): the result depends only on the words drawn, never on a library's sampling,
/// so a seed gives the same board on every platform and in every version. This is
/// how a game picks a random cell, colour or direction from its own seeded
/// generator (`uniform_below(n, || rng.next_u32())`). `n == 0` gives 0. Always
/// terminates, even for a source that returns the same word for ever.
///
/// ```
/// use floodfill::uniform_below;
///
/// let mut words = [0x8000_0001u32, 7].into_iter().cycle();
/// assert_eq!(uniform_below(6, || words.next().unwrap()), 3);
/// assert_eq!(uniform_below(6, || 0), 0);
/// ```
#[inline]
pub fn uniform_below(n: u32, mut next_u32: impl FnMut() -> u32) -> u32 {
    let mut m = u64::from(next_u32()) * u64::from(n);
    if (m as u32) < n {
        // Reject the few words that would make some results one more likely.
        let threshold = n.wrapping_neg() % n;
        let mut tries = 0;
        while (m as u32) < threshold && tries < MAX_REJECTIONS {
            m = u64::from(next_u32()) * u64::from(n);
            tries += 1;
        }
    }
    (m >> 32) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn covers_the_range_evenly_and_stops_on_a_stuck_source() {
        let mut x = 0x9E37_79B9u32;
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            let v = uniform_below(7, || {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                x
            });
            seen[v as usize] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800 && c < 1200), "{seen:?}");
        for n in [0, 1, 3, 7, u32::MAX] {
            assert!(uniform_below(n, || 0) < n.max(1));
            assert!(uniform_below(n, || u32::MAX) < n.max(1));
        }
    }
}
