//! The names renamed for the workspace vocabulary still answer as the new ones for one
//! release.
#![allow(deprecated)]

use samegame_board::{Board, Cell, Color, Colour, MAX_COLORS, MAX_COLOURS};

#[test]
fn colour_names_answer_as_color_names() {
    assert_eq!(MAX_COLOURS, MAX_COLORS);
    let c: Colour = Colour::new(3).unwrap();
    assert_eq!(c, Color::new(3).unwrap());
    assert_eq!(Colour::new(0), Color::new(0));
    let board = Board::from_seed(6, 5, 3, 11).unwrap();
    assert_eq!(board.colours(), board.colors());
    assert_eq!(board.with_colours(5), board.with_colors(5));
    assert_eq!(board.with_colours(99), board.with_colors(99));
    for x in 0..6 {
        for y in 0..5 {
            if let Some(g) = board.group_at(Cell::new(x, y)) {
                assert_eq!(g.colour(), g.color());
            }
        }
    }
}
