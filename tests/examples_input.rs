//! The examples' shared input pieces: key decoding of raw terminal bytes and the
//! number checks of command lines and game commands.

#[path = "../examples/common/mod.rs"]
mod shared;

use shared::cli::parse_number;
use shared::input::{no_more, number_word};
use shared::term::{Key, read_key};

fn keys(bytes: &[u8]) -> Vec<Key> {
    let mut input = bytes;
    std::iter::from_fn(|| read_key(&mut input)).collect()
}

#[test]
fn raw_bytes_decode_to_keys() {
    assert_eq!(
        keys(b"\x1b[A\x1b[B\x1b[C\x1b[D\x1bOA"),
        [Key::Up, Key::Down, Key::Right, Key::Left, Key::Up]
    );
    assert_eq!(
        keys(b"h\r\n q?"),
        [
            Key::Char('h'),
            Key::Enter,
            Key::Enter,
            Key::Char(' '),
            Key::Char('q'),
            Key::Char('?')
        ]
    );
    // Ctrl-C and Ctrl-D quit; other control bytes and unknown sequences are named.
    assert_eq!(keys(b"\x03\x04"), [Key::Interrupt, Key::Interrupt]);
    assert_eq!(
        keys(b"\x01\x1b[Z\x7f"),
        [Key::Other(1), Key::Other(b'Z'), Key::Other(0x7f)]
    );
    // A sequence cut off by the end of input ends the input.
    assert_eq!(keys(b"\x1b["), []);
    assert_eq!(keys(b""), []);
}

#[test]
fn numbers_are_checked_against_their_range() {
    assert_eq!(parse_number("--width", "12", &(1..=64usize)), Ok(12));
    for bad in ["0", "65", "-1", "abc", "", "99999999999999999999999"] {
        let e = parse_number("--width", bad, &(1..=64usize)).unwrap_err();
        assert_eq!(
            e,
            format!("--width: expected a number in 1 ..= 64, got {bad:?}")
        );
    }
    for bad in ["nan", "inf", "-0.5", "1.5"] {
        assert!(
            parse_number("--braid", bad, &(0.0..=1.0f64)).is_err(),
            "{bad}"
        );
    }
    assert_eq!(parse_number("--braid", "0.25", &(0.0..=1.0f64)), Ok(0.25));
}

#[test]
fn command_words_are_checked() {
    let words = ["move", "3", "x"];
    assert_eq!(number_word(&words, 1, "X", 0..=4u8), Ok(3));
    assert_eq!(
        number_word(&words, 2, "Y", 0..=4u8),
        Err("move Y: expected a number in 0 ..= 4, got \"x\"".to_string())
    );
    assert_eq!(
        number_word(&words, 3, "Z", 0..=4u8),
        Err("move Z: missing".to_string())
    );
    assert_eq!(no_more(&words, 2), Ok(()));
    assert_eq!(
        no_more(&words, 1),
        Err("move: unexpected \"x\"".to_string())
    );
}
