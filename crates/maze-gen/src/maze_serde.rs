//! The saved forms of a [`Maze`]: a square maze as `width`, `height` and a
//! passage byte per cell ([`Direction::bit`](crate::Direction::bit)s), a maze on
//! any other board as its `board` and a passage byte per cell (`open`, a bit per
//! neighbour slot). Loading checks them exactly like the constructors.

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::any::Any;

use floodfill::Topology;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::board::MazeBoard;
use crate::error::MazeError;
use crate::maze::Maze;
use crate::square::Square;

/// A square maze's saved fields.
#[derive(Serialize, Deserialize)]
struct SquareForm<B> {
    width: usize,
    height: usize,
    cells: B,
}

/// Any other board's saved fields.
#[derive(Serialize, Deserialize)]
struct BoardForm<T, B> {
    board: T,
    open: B,
}

/// Either form, as a loader finds it.
#[derive(Deserialize)]
#[serde(untagged)]
#[serde(bound(deserialize = "T: Topology + Deserialize<'de>"))]
enum AnyForm<T> {
    Square(SquareForm<Vec<u8>>),
    MazeBoard(BoardForm<MazeBoard<T>, Vec<u8>>),
}

impl<T: Topology + Serialize> Serialize for Maze<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let bits = &self.passage_store().bits;
        match self.board().as_square() {
            Some(square) if self.board().is_full() => SquareForm {
                width: square.width(),
                height: square.height(),
                cells: bits,
            }
            .serialize(serializer),
            _ => BoardForm {
                board: self.board(),
                open: bits,
            }
            .serialize(serializer),
        }
    }
}

impl<'de, T: Topology + Deserialize<'de> + 'static> Deserialize<'de> for Maze<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let maze = match AnyForm::<T>::deserialize(deserializer)? {
            AnyForm::MazeBoard(form) => Maze::checked(form.board, form.open),
            AnyForm::Square(form) => square_form(form),
        };
        maze.map_err(D::Error::custom)
    }
}

/// A maze of board `T` from the square form: refused unless `T` is [`Square`].
fn square_form<T: Topology + 'static>(form: SquareForm<Vec<u8>>) -> Result<Maze<T>, MazeError> {
    let square = Square::new(form.width, form.height)?;
    let bad = MazeError::BadParameter {
        name: "cells",
        reason: "the square form saves a square maze only",
    };
    let maze = Maze::checked(MazeBoard::full_square(square), form.cells)?;
    let boxed: Box<dyn Any> = Box::new(maze);
    boxed.downcast::<Maze<T>>().map(|m| *m).map_err(|_| bad)
}
