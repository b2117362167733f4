//! The block maze as plain data: a rectangle of cells, each either a wall block or
//! open floor, read from and written to the JSON form's `rows` ('#' wall, ' ' open).
//! Generators, the checker, the drawing and the 3-D model all read this one type.

/// A wall cell in the rows of the JSON form.
pub const WALL: char = '#';
/// An open cell in the rows of the JSON form.
pub const OPEN: char = ' ';
/// The smallest side we make: a frame around at least a 3-cell interior.
pub const MIN_SIDE: usize = 5;
/// The largest side we make or read (indices stay within `u32`).
pub const MAX_SIDE: usize = 4001;

/// Walls and open cells, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockMaze {
    width: usize,
    height: usize,
    open: Vec<bool>,
}

/// Why some rows are not a block maze (`row`, `x` and `y` count from 0, as the
/// JSON form's indices do).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RowsFault {
    /// No rows, or a first row with no cells.
    #[error("rows: the maze has no cells")]
    Empty,
    /// A side longer than [`MAX_SIDE`] cells.
    #[error("rows: a {width}×{height} maze is too large; at most {MAX_SIDE} cells a side")]
    TooLarge { width: usize, height: usize },
    /// Row `row` has `len` cells where the first row has `expected`.
    #[error(
        "rows[{row}] has {len} cells but rows[0] has {expected}; every row must be as long as the first"
    )]
    Ragged {
        row: usize,
        len: usize,
        expected: usize,
    },
    /// A character other than [`WALL`] or [`OPEN`] at column `x` of row `y`.
    #[error("rows[{y}] has {found:?} at column {x}; use '#' for a wall and ' ' for an open cell")]
    BadChar { x: usize, y: usize, found: char },
}

impl BlockMaze {
    /// A maze of walls only.
    pub fn walled(width: usize, height: usize) -> Self {
        BlockMaze {
            width,
            height,
            open: vec![false; width * height],
        }
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    /// Open flags, row-major (index = y · width + x).
    pub fn cells(&self) -> &[bool] {
        &self.open
    }

    pub fn is_open(&self, cell: [usize; 2]) -> bool {
        cell[0] < self.width && cell[1] < self.height && self.open[self.index(cell)]
    }

    pub fn index(&self, cell: [usize; 2]) -> usize {
        cell[1] * self.width + cell[0]
    }

    pub fn cell(&self, index: usize) -> [usize; 2] {
        [index % self.width, index / self.width]
    }

    /// Makes the cell at `index` open.
    pub fn open_at(&mut self, index: usize) {
        self.open[index] = true;
    }

    /// Whether the cell at `index` is open.
    pub fn open_at_index(&self, index: usize) -> bool {
        self.open[index]
    }

    /// The JSON form's rows.
    pub fn rows(&self) -> Vec<String> {
        self.open
            .chunks(self.width)
            .map(|row| row.iter().map(|&o| if o { OPEN } else { WALL }).collect())
            .collect()
    }

    /// Reads the JSON form's rows: rectangular, '#' and ' ' only.
    pub fn from_rows(rows: &[String]) -> Result<Self, RowsFault> {
        let height = rows.len();
        let width = rows.first().map_or(0, |r| r.chars().count());
        if width == 0 || height == 0 {
            return Err(RowsFault::Empty);
        }
        if width > MAX_SIDE || height > MAX_SIDE {
            return Err(RowsFault::TooLarge { width, height });
        }
        let mut open = Vec::with_capacity(width * height);
        for (y, row) in rows.iter().enumerate() {
            let len = row.chars().count();
            if len != width {
                return Err(RowsFault::Ragged {
                    row: y,
                    len,
                    expected: width,
                });
            }
            for (x, found) in row.chars().enumerate() {
                match found {
                    WALL => open.push(false),
                    OPEN => open.push(true),
                    _ => return Err(RowsFault::BadChar { x, y, found }),
                }
            }
        }
        Ok(BlockMaze {
            width,
            height,
            open,
        })
    }
}

/// A block maze with its start and goal: the JSON form without solution or metrics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockPuzzle {
    pub maze: BlockMaze,
    pub start: [usize; 2],
    pub goal: [usize; 2],
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(lines: &[&str]) -> Vec<String> {
        lines.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn rows_round_trip() {
        let text = rows(&["#####", "#   #", "# # #", "#####"]);
        let maze = BlockMaze::from_rows(&text).unwrap();
        assert_eq!((maze.width(), maze.height()), (5, 4));
        assert!(maze.is_open([1, 1]) && !maze.is_open([2, 2]));
        assert_eq!(maze.rows(), text);
    }

    #[test]
    fn bad_rows_are_named() {
        let ragged = BlockMaze::from_rows(&rows(&["###", "##"])).unwrap_err();
        assert_eq!(
            ragged,
            RowsFault::Ragged {
                row: 1,
                len: 2,
                expected: 3
            }
        );
        let bad = BlockMaze::from_rows(&rows(&["#.#"])).unwrap_err();
        assert!(bad.to_string().contains("column 1"), "{bad}");
        assert_eq!(BlockMaze::from_rows(&[]).unwrap_err(), RowsFault::Empty);
    }
}
