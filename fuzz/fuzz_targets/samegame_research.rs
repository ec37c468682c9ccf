//! The research format (`parse_research`, `Board::from_research`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Ok(text) = core::str::from_utf8(data) {
        let _ = samegame_board::parse_research(text);
        let _ = samegame_board::Board::from_research(text);
    }
});
