//! The plain-text drawing of a board (`_` and `|` walls), in both
//! directions: people paste layouts from the game's leaflet this way, and a test
//! reads the default board back from it.
//!
//! ```text
//!  _ _ _ _ _ _
//! | |_  |_  | |
//! ```
//! The first line is the north border (a space, then `_ ` per column). Then one
//! line per row: `|` (the west border), then per square one character for its
//! south side (`_` wall, or the south border on the last row; space open) and one
//! for its east side (`|` wall, or the east border in the last column; space open).
//!
//! [`parse`] is strict: every line must have exactly that shape, and the outer walls
//! must all be there. It forgives only what cannot be seen: the north border's
//! trailing space may be missing, lines may end in `\r\n`, and blank lines may
//! follow the drawing.

use super::board::{Board, BoardFault, Square};

/// Draws a board; every line ends with `\n`.
pub fn render(board: &Board) -> String {
    let (width, height) = (board.width(), board.height());
    let mut text = String::with_capacity((2 * width + 2) * (height + 1));
    text.push(' ');
    for _ in 0..width {
        text.push_str("_ ");
    }
    text.push('\n');
    for y in 0..height {
        text.push('|');
        for x in 0..width {
            let south = y + 1 == height || board.has_wall([x, y], [x, y + 1]);
            let east = x + 1 == width || board.has_wall([x, y], [x + 1, y]);
            text.push(if south { '_' } else { ' ' });
            text.push(if east { '|' } else { ' ' });
        }
        text.push('\n');
    }
    text
}

/// Why a drawing could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AsciiError {
    /// The drawing is malformed at a 1-based line and column.
    #[error("line {line}, column {column}: {problem}")]
    At {
        line: usize,
        column: usize,
        problem: String,
    },
    /// The drawing is well formed but the board it shows is not valid (in the
    /// board's own words).
    #[error(transparent)]
    Board(#[from] BoardFault),
}

fn at(line: usize, column: usize, problem: impl Into<String>) -> AsciiError {
    AsciiError::At {
        line,
        column,
        problem: problem.into(),
    }
}

/// Reads a drawing back into a validated board.
pub fn parse(text: &str) -> Result<Board, AsciiError> {
    let mut lines: Vec<Vec<char>> = text
        .split('\n')
        .map(|line| line.strip_suffix('\r').unwrap_or(line).chars().collect())
        .collect();
    while lines.last().is_some_and(Vec::is_empty) {
        lines.pop();
    }
    let Some((top, rows)) = lines.split_first() else {
        return Err(at(
            1,
            1,
            "no board: expected the north border, like \" _ _ _ \"",
        ));
    };
    let width = parse_top(top)?;
    if rows.is_empty() {
        return Err(at(2, 1, "the drawing has no rows below the north border"));
    }
    let height = rows.len();
    let mut walls: Vec<[Square; 2]> = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        parse_row(row, y, width, height, &mut walls)?;
    }
    Ok(Board::new(width, height, &walls)?)
}

/// The width shown by the north border ` _ _ … _ ` (its last space optional).
fn parse_top(top: &[char]) -> Result<usize, AsciiError> {
    let width = top.len() / 2;
    if width == 0 {
        return Err(at(1, 1, "the north border is empty; expected \" _ _ _ \""));
    }
    for (column, &found) in top.iter().enumerate() {
        let expected = if column % 2 == 1 { '_' } else { ' ' };
        if found != expected {
            let problem = if expected == '_' {
                format!(
                    "expected '_' (the north border above square [{},0]), found {found:?}",
                    column / 2
                )
            } else {
                format!("expected a space in the north border, found {found:?}")
            };
            return Err(at(1, column + 1, problem));
        }
    }
    Ok(width)
}

/// Reads one row line (row `y`), adding its south and east walls to `walls`.
fn parse_row(
    row: &[char],
    y: usize,
    width: usize,
    height: usize,
    walls: &mut Vec<[Square; 2]>,
) -> Result<(), AsciiError> {
    let line = y + 2;
    let length = 2 * width + 1;
    if row.len() != length {
        let column = row.len().min(length) + 1;
        let problem = format!(
            "row {y} has {} characters; the north border makes every row {length} \
             ('|' then two characters per square)",
            row.len()
        );
        return Err(at(line, column, problem));
    }
    if row[0] != '|' {
        let problem = format!(
            "expected '|' (the west border of row {y}), found {:?}",
            row[0]
        );
        return Err(at(line, 1, problem));
    }
    for x in 0..width {
        let south = side(row, line, [x, y], Side::South, y + 1 == height)?;
        if south && y + 1 < height {
            walls.push([[x, y], [x, y + 1]]);
        }
        let east = side(row, line, [x, y], Side::East, x + 1 == width)?;
        if east && x + 1 < width {
            walls.push([[x, y], [x + 1, y]]);
        }
    }
    Ok(())
}

#[derive(Clone, Copy)]
enum Side {
    South,
    East,
}

/// Reads a square's south or east character: whether a wall stands there. On the
/// board's edge (`border`) the outer wall must be drawn.
fn side(
    row: &[char],
    line: usize,
    square: Square,
    side: Side,
    border: bool,
) -> Result<bool, AsciiError> {
    let (offset, mark, name, outer) = match side {
        Side::South => (1, '_', "south", "the south border"),
        Side::East => (2, '|', "east", "the east border"),
    };
    let column = 2 * square[0] + offset;
    let found = row[column];
    let [x, y] = square;
    if border && found != mark {
        let problem = format!(
            "missing outer wall: expected {mark:?} ({outer} of square [{x},{y}]), found {found:?}"
        );
        return Err(at(line, column + 1, problem));
    }
    match found {
        ' ' => Ok(false),
        c if c == mark => Ok(true),
        _ => {
            let problem = format!(
                "expected {mark:?} or a space (the {name} side of square [{x},{y}]), found {found:?}"
            );
            Err(at(line, column + 1, problem))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_round_trip() {
        let board = Board::new(3, 2, &[[[0, 0], [1, 0]], [[1, 0], [1, 1]]]).unwrap();
        let text = render(&board);
        assert_eq!(text, " _ _ _ \n| |_  |\n|_ _ _|\n");
        assert_eq!(parse(&text).unwrap(), board);
    }
}
