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

/// Saved text written by earlier versions loads to the same values, and
/// today's saving writes the same text: the saved forms are a format.
#[test]
fn saved_forms_are_unchanged() {
    let mut game = Game::new(Position::microsoft_deal(3).unwrap(), AutoMove::Horne);
    game.play_notation("1a").unwrap();
    let json = r#"{"position":{"building":"AlternateColors","board":"Foundations: H-A C-0 D-0 S-0\nFreecells: 8C - - -\nKC 7D TC 4H 6C 9S\n2D JH QH AS TD 2C 4S\nQC 9D TS JD 2S 3H 5S\n7H JS 5D 8D 3C 4C 5C\n6S QS 6H AC 9H\n8H 8S KS 6D KD 2H\nTH 9C 7C 3D 7S JC\n4D QD AD KH 3S 5H\n"},"auto_move":"Horne","steps":[{"mv":{"from":{"Cascade":0},"to":{"FreeCell":0},"count":1},"auto":false}],"done":1}"#;
    let loaded: Game = serde_json::from_str(json).unwrap();
    assert_eq!(loaded, game);
    assert_eq!(serde_json::to_string(&game).unwrap(), json);
    let m: Move =
        serde_json::from_str(r#"{"from":{"Cascade":4},"to":{"Foundation":"Hearts"},"count":1}"#)
            .unwrap();
    assert_eq!(m.to_string(), "5h");
    let refused =
        serde_json::from_str::<Move>(r#"{"from":{"Cascade":10},"to":{"Cascade":1},"count":1}"#);
    assert!(refused.unwrap_err().to_string().contains("Cascade"));
}
