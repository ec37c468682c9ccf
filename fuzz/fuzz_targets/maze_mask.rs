//! Mask text (`Board::from_mask_text`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Ok(text) = core::str::from_utf8(data) {
        let _ = maze_gen::MazeBoard::from_mask_text(text);
    }
});
