//! Saved games: every saved type survives a JSON round trip, and bad data is
//! refused rather than trusted.
#![cfg(feature = "serde")]

use freecell_rules::{AutoMove, Card, Game, Move, Position, Rules};

#[test]
fn positions_games_and_moves_round_trip() {
    let mut game = Game::new(Position::microsoft_deal(617).unwrap(), AutoMove::Raymond);
    game.play_notation("1a").unwrap();
    let json = serde_json::to_string(&game).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);

    let m = game.history()[0].mv;
    let back: Move = serde_json::from_str(&serde_json::to_string(&m).unwrap()).unwrap();
    assert_eq!(back, m);
    let rules = Rules::BAKERS_GAME;
    let back: Rules = serde_json::from_str(&serde_json::to_string(&rules).unwrap()).unwrap();
    assert_eq!(back, rules);
}

/// A game with auto-moves in its history and a move taken back (a redo
/// list) passes the checks loading makes, and plays on the same.
#[test]
fn games_with_undone_moves_round_trip() {
    let mut game = Game::new(Position::microsoft_deal(1).unwrap(), AutoMove::Raymond);
    for _ in 0..30 {
        let m = game.position().legal_moves()[0];
        game.play(m).unwrap();
    }
    assert!(game.history().iter().any(|s| s.auto));
    game.undo().unwrap();
    game.undo().unwrap();
    let mut back: Game = serde_json::from_str(&serde_json::to_string(&game).unwrap()).unwrap();
    assert_eq!(back, game);
    back.redo().unwrap();
    game.redo().unwrap();
    assert_eq!(back, game);
}

#[test]
fn bad_saved_data_is_refused() {
    assert!(serde_json::from_str::<Card>("52").is_err());
    assert!(
        serde_json::from_str::<Rules>(r#"{"free_cells":9,"cascades":8,"building":"SameSuit"}"#)
            .is_err()
    );
    let missing = r#"{"building":"AlternateColors","board":"AH\n"}"#;
    assert!(serde_json::from_str::<Position>(missing).is_err());
}
