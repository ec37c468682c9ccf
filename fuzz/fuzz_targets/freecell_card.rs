//! Card tokens (`Card: FromStr`, `Rank::from_token`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    banmen_fuzz::text_round_trip::<freecell_rules::Card>(data);
    if let Ok(text) = core::str::from_utf8(data) {
        let _ = freecell_rules::Rank::from_token(text);
    }
});
