//! Standard move notation (`MoveText: FromStr`), and resolving it on a deal.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    banmen_fuzz::text_round_trip::<freecell_rules::MoveText>(data);
    if let Ok(text) = core::str::from_utf8(data) {
        let p = freecell_rules::Position::microsoft_deal(1).unwrap();
        if let Ok(mv) = p.parse_move(text) {
            let _ = p.check(mv);
        }
    }
});
