//! The stuck-source rule for algorithms that draw until something happens.

use core::convert::Infallible;

use rand_core::{Rng, SeedableRng, TryRng};

/// Words in a row, each repeating the word one or twelve draws before it, that mark
/// a source as stuck.
pub const STREAK: u32 = 32;

/// The longest cycle of words the rule catches: a source that cycles through at most
/// this many words (one word for ever, two in turn, ...) is set aside.
pub const MAX_PERIOD: usize = 4;

/// How far back a word is compared: a multiple of every period up to
/// [`MAX_PERIOD`] (their least common multiple), so one comparison catches them all.
const LAG: usize = 12;
const _: () = {
    let mut p = 1;
    while p <= MAX_PERIOD {
        assert!(LAG.is_multiple_of(p));
        p += 1;
    }
};

/// Seed of the stream that replaces a stuck source (xored with the stuck word; a
/// source past its budget gets the seed itself).
const FALLBACK_SEED: u64 = 0x6d61_7a65_2d67_656e;

/// A random source that is set aside once it is seen to be stuck: the one
/// stuck-source rule of the banmen crates.
///
/// [`uniform_below`](crate::uniform_below) always returns, but an algorithm that
/// draws *until* something happens (a random playout that keeps a drawn group with
/// probability `2 / size`, a random walk that must reach a tree) can still loop for
/// ever on a source that returns the same word, or cycles through a few. `Unstuck`
/// passes the source's words through unchanged until [`STREAK`] words in a row each
/// repeat the word just before or the word twelve before (so a cycle of up to
/// [`MAX_PERIOD`] words is caught, and a constant source after exactly [`STREAK`]
/// words); from then on the words come from a fixed PCG stream, so the algorithm
/// finishes with a valid, repeatable result. A working generator never trips it
/// (each word repeats one of two earlier words with probability below 2^-31, 32 in a
/// row below 2^-990), so seeded results do not change.
///
/// A source can vary without cycling and still never let a walk finish (a counter,
/// a source of only even words for a coin flip); [`Unstuck::with_budget`] adds a
/// bound on the draws an algorithm may need, past which the fixed stream takes over
/// too.
///
/// ```
/// use rand_core::Rng;
/// use sample::{Stuck, Unstuck};
///
/// let mut rng = Unstuck::new(Stuck(0));
/// let words: Vec<u32> = (0..40).map(|_| rng.next_u32()).collect();
/// assert!(words[..32].iter().all(|&w| w == 0));
/// assert!(rng.tripped() && words[32..].iter().any(|&w| w != 0));
///
/// // A source alternating two words is set aside too.
/// let mut rng = Unstuck::new(sample::Cycle::new([0, u64::MAX]));
/// (0..12 + 32).for_each(|_| drop(rng.next_u64()));
/// assert!(rng.tripped());
/// ```
#[derive(Debug)]
pub struct Unstuck<R> {
    source: R,
    last: u64,
    streak: u32,
    /// The last `LAG` words, the oldest at `at`.
    recent: [u64; LAG],
    at: usize,
    /// Draws left before the source is set aside whatever it returns.
    left: u64,
    /// Whether the budget has run out (and `fallback` restarted for it).
    spent: bool,
    fallback: Option<rand_pcg::Pcg32>,
}

impl<R: Rng> Unstuck<R> {
    /// Watches `source` (pass `&mut rng` to keep using the generator afterwards).
    pub fn new(source: R) -> Self {
        Self::with_budget(source, u64::MAX)
    }

    /// Watches `source` as [`Unstuck::new`] does, and sets it aside after `draws`
    /// draws too (whether or not it looked stuck): for an algorithm that knows how
    /// many draws it can need at most, so that no source at all keeps it running.
    /// The words after the budget come from the fixed stream, restarted, so a result
    /// depends only on the first `draws` words.
    pub fn with_budget(source: R, draws: u64) -> Self {
        Unstuck {
            source,
            last: 0,
            streak: 0,
            recent: [0; LAG],
            at: 0,
            left: draws,
            spent: false,
            fallback: None,
        }
    }

    /// Whether the source has been set aside (as stuck, or past its budget).
    #[must_use]
    pub fn tripped(&self) -> bool {
        self.fallback.is_some()
    }

    /// Counts one word and trips when the source looks stuck.
    #[inline]
    fn watch(&mut self, value: u64) -> u64 {
        let repeats = value == self.last || value == self.recent[self.at];
        self.streak = if repeats { self.streak + 1 } else { 1 };
        self.last = value;
        self.recent[self.at] = value;
        self.at = if self.at + 1 == LAG { 0 } else { self.at + 1 };
        if self.streak >= STREAK {
            self.trip(value);
        }
        value
    }

    /// Sets the source aside for the fixed stream. Out of line, as a working
    /// source never gets here: a draw stays small enough to inline.
    #[cold]
    #[inline(never)]
    fn trip(&mut self, value: u64) {
        self.fallback = Some(rand_pcg::Pcg32::seed_from_u64(FALLBACK_SEED ^ value));
    }

    /// The stream that replaces a source past its budget, started once.
    #[cold]
    #[inline(never)]
    fn spend(&mut self) -> &mut rand_pcg::Pcg32 {
        if !self.spent {
            self.spent = true;
            self.fallback = Some(rand_pcg::Pcg32::seed_from_u64(FALLBACK_SEED));
        }
        self.fallback
            .get_or_insert_with(|| rand_pcg::Pcg32::seed_from_u64(FALLBACK_SEED))
    }

    /// The stream to draw from instead of the source, if any; counts the draw.
    #[inline]
    fn replacement(&mut self) -> Option<&mut rand_pcg::Pcg32> {
        if self.left == 0 {
            return Some(self.spend());
        }
        self.left -= 1;
        self.fallback.as_mut()
    }
}

impl<R: Rng> TryRng for Unstuck<R> {
    type Error = Infallible;

    #[inline]
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        if let Some(rng) = self.replacement() {
            return Ok(rng.next_u32());
        }
        let value = self.source.next_u32();
        Ok(self.watch(u64::from(value)) as u32)
    }

    #[inline]
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        if let Some(rng) = self.replacement() {
            return Ok(rng.next_u64());
        }
        let value = self.source.next_u64();
        Ok(self.watch(value))
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for chunk in dst.chunks_mut(8) {
            let bytes = self.try_next_u64()?.to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
        Ok(())
    }
}
