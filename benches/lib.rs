//! Criterion benches for banmen; see `docs/benchmarks.md`. The benches are the
//! `[[bench]]` targets of this package (run them from the workspace root with
//! `cargo bench`); the library holds only what several benches share.
#![no_std]

/// A small deterministic generator, so every run of a bench measures the same
/// inputs (a bench wants the same maps each time, not a good random stream).
pub struct Lcg(pub u64);

impl Lcg {
    /// The next number in `[0, 1)`.
    pub fn next_f64(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}
