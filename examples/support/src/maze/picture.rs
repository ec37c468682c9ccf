//! The maze's text (`#` walls, one character per cell and per wall) with a character
//! put on some cells: what `maze` prints and what `maze play` redraws after each step.

use banmen::maze_gen::Maze;

use crate::common::term::Paint;

/// The maze's text (`#` walls) with a character put on some cells.
pub struct Picture {
    lines: Vec<Vec<char>>,
}

impl Picture {
    /// The maze's text, with no marks yet.
    pub fn new(maze: &Maze) -> Picture {
        let lines = maze
            .to_string()
            .lines()
            .map(|l| l.chars().collect())
            .collect();
        Picture { lines }
    }

    /// Puts `ch` on `cell`.
    pub fn put(&mut self, maze: &Maze, cell: usize, ch: char) {
        if let Some(c) = maze.coord_of(cell) {
            self.lines[2 * c.y + 1][2 * c.x + 1] = ch;
        }
    }

    /// Prints it, the marks in colour when colour is on.
    pub fn print(&self, paint: Paint) {
        for line in self.painted(paint) {
            println!("{line}");
        }
    }

    /// Its lines, the marks in colour when colour is on.
    pub fn painted(&self, paint: Paint) -> Vec<String> {
        self.lines
            .iter()
            .map(|line| {
                line.iter()
                    .map(|&ch| match ch {
                        '@' => paint.paint("1;33", "@"),
                        'G' => paint.paint("1;32", "G"),
                        'S' => paint.paint("1;36", "S"),
                        'E' => paint.paint("31", "E"),
                        other => other.to_string(),
                    })
                    .collect()
            })
            .collect()
    }
}
