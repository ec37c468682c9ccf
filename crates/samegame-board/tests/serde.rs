//! Saved games: every saved type survives a JSON round trip, and bad data is
//! refused rather than trusted.
#![cfg(feature = "serde")]

use samegame_board::{Board, Game, Rules};

fn round_trip<T>(value: &T) -> T
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
}

#[test]
fn boards_rules_and_games_round_trip() {
    let board = Board::from_seed(10, 8, 4, 3).unwrap();
    assert_eq!(round_trip(&board), board);
    let rules = Rules::RESEARCH.with_end_penalty();
    assert_eq!(round_trip(&rules), rules);

    let mut game = Game::from_seed(10, 8, 4, 3, Rules::CLASSIC).unwrap();
    for _ in 0..3 {
        let Some(first) = game.board().moves().first().copied() else {
            break;
        };
        game.play(first.cell).unwrap();
    }
    game.undo().unwrap();
    let mut back = round_trip(&game);
    assert_eq!(back, game);
    // The history came along: undo and redo behave the same on the loaded game.
    assert_eq!(back.redo().unwrap(), game.redo().unwrap());
    assert_eq!(back.undo().unwrap(), game.undo().unwrap());
    assert_eq!(back, game);
}

#[test]
fn bad_saved_boards_are_refused() {
    let json = serde_json::to_string(&Board::from_seed(3, 2, 2, 1).unwrap()).unwrap();
    assert!(serde_json::from_str::<Board>(&json).is_ok());
    // Ragged rows, unknown symbols and a wrong row count fail the same checks as the
    // text format.
    let edit = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
        change(&mut value);
        serde_json::from_value::<Board>(value)
    };
    assert!(edit(&|v| v["rows"][0] = "AAAA".into()).is_err());
    assert!(edit(&|v| v["rows"][0] = "A?A".into()).is_err());
    assert!(edit(&|v| v["height"] = 3.into()).is_err());
    assert!(edit(&|_| ()).is_ok());
}
