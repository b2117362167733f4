//! Where an answer key's list of moves goes: under the board (the puzzle's own
//! arrangement), or beside it in columns of five when the key's box is wide for
//! its height (two keys on a page), whichever prints the larger squares. Under
//! the board, a half-page key is held to the height its list leaves and its
//! sides stay empty; beside it, the board takes the box's height and the list
//! the width the board leaves. The notes on the markers stay under the board
//! either way.

use super::{GAP_PT, cell_size, extent, route, strip};
use crate::puzzle::theseus::board::Board;

/// Between the board and the list beside it.
const SIDE_GAP_PT: f64 = 12.0;
/// The most groups of five a list beside the board is set in.
const MOST_GROUPS_BESIDE: usize = 3;
/// A layout must print squares this much larger to be preferred (so a box
/// drawn to a layout's own size chooses the same layout again).
const PREFER_BY: f64 = 1e-6;

/// Where the list of moves stands.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ListPlace {
    /// Under the board, its notes first, the drawing's whole width.
    Below,
    /// Right of the board, `width` wide (whole groups of five); the notes
    /// under both.
    Beside { width: f64 },
}

/// An answer key's arrangement in its box.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct KeyLayout {
    /// The board's squares.
    pub cell: f64,
    pub list: ListPlace,
    /// The box the key takes: width and height.
    pub size: (f64, f64),
}

impl KeyLayout {
    /// The board's and the list's left edges, with the board and the list
    /// centred as one in a box `width` wide.
    pub fn lefts(&self, board: &Board, width: f64) -> (f64, f64) {
        let span = extent(board.width(), board.height(), board.exit().side);
        let board_width = self.cell * span.0;
        match self.list {
            ListPlace::Below => ((width - board_width) / 2.0, 0.0),
            ListPlace::Beside { width: list } => {
                let left = (width - (board_width + SIDE_GAP_PT + list)) / 2.0;
                (left, left + board_width + SIDE_GAP_PT)
            }
        }
    }

    /// The top of the notes on the markers.
    pub fn notes_top(&self, board: &Board, moves: usize) -> f64 {
        let span = extent(board.width(), board.height(), board.exit().side);
        let board_height = self.cell * span.1;
        match self.list {
            ListPlace::Below => board_height + GAP_PT,
            ListPlace::Beside { width } => board_height.max(strip::height(width, moves)) + GAP_PT,
        }
    }
}

/// The key of a `moves`-move answer on `board` in a `width`×`height` box: the
/// list under the board, or beside it when that prints larger squares.
pub fn choose(board: &Board, moves: usize, width: f64, height: f64) -> KeyLayout {
    let mut best = below(board, moves, width, height);
    for groups in 1..=MOST_GROUPS_BESIDE {
        if let Some(beside) = beside(board, moves, groups, width, height)
            && beside.cell > best.cell * (1.0 + PREFER_BY)
        {
            best = beside;
        }
    }
    best
}

/// The list under the board, across the box's whole width.
fn below(board: &Board, moves: usize, width: f64, height: f64) -> KeyLayout {
    let span = extent(board.width(), board.height(), board.exit().side);
    let footer = GAP_PT + route::notes_height() + strip::height(width, moves);
    let cell = cell_size(span, width, height, footer);
    KeyLayout {
        cell,
        list: ListPlace::Below,
        size: (width, (cell * span.1 + footer).min(height)),
    }
}

/// The list in `groups` groups of five a row right of the board, when it
/// fits the box's height over the notes.
fn beside(
    board: &Board,
    moves: usize,
    groups: usize,
    width: f64,
    height: f64,
) -> Option<KeyLayout> {
    let span = extent(board.width(), board.height(), board.exit().side);
    let list = strip::width_for_groups(groups);
    let notes = GAP_PT + route::notes_height();
    let list_height = strip::height(list, moves);
    let board_room = width - list - SIDE_GAP_PT;
    // A hair of room: a box drawn to this layout's own height holds it.
    if list_height > height - notes + 1e-6 || board_room <= 0.0 {
        return None;
    }
    let cell = cell_size(span, board_room, height, notes);
    let size = (
        cell * span.0 + SIDE_GAP_PT + list,
        (cell * span.1).max(list_height) + notes,
    );
    Some(KeyLayout {
        cell,
        list: ListPlace::Beside { width: list },
        size,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::theseus::board::{Exit, Side};

    fn board(columns: usize, rows: usize, side: Side) -> Board {
        let cell = match side {
            Side::East => [columns - 1, rows / 2],
            Side::West => [0, rows / 2],
            Side::North => [columns / 2, 0],
            Side::South => [columns / 2, rows - 1],
        };
        Board::open(columns, rows, Exit { cell, side }).expect("a board")
    }

    #[test]
    fn a_half_page_key_sets_its_list_beside_a_larger_board() {
        // Two keys on a 6 × 9 page: each slot about 360 × 260 pt.
        let b = board(6, 6, Side::East);
        let key = choose(&b, 35, 360.0, 260.0);
        let under = below(&b, 35, 360.0, 260.0);
        assert!(matches!(key.list, ListPlace::Beside { .. }), "{key:?}");
        assert!(key.cell > under.cell * 1.2, "{key:?} vs {under:?}");
    }

    #[test]
    fn a_tall_box_keeps_the_list_under_the_board() {
        let b = board(6, 6, Side::South);
        let key = choose(&b, 35, 360.0, 560.0);
        assert_eq!(key.list, ListPlace::Below);
    }

    #[test]
    fn every_key_lies_inside_its_box_and_chooses_again_in_its_own_size() {
        for (columns, rows) in [(4, 4), (6, 6), (7, 7), (8, 8), (10, 6)] {
            for side in [Side::East, Side::West, Side::North, Side::South] {
                let b = board(columns, rows, side);
                for moves in [1, 8, 35, 74, 120] {
                    for (width, height) in [(360.0, 260.0), (540.0, 330.0), (250.0, 300.0)] {
                        let key = choose(&b, moves, width, height);
                        let (w, h) = key.size;
                        assert!(w <= width + 1e-6 && h <= height + 1e-6, "{key:?}");
                        let (left, list_left) = key.lefts(&b, width);
                        assert!(left >= -1e-6, "{key:?}");
                        if let ListPlace::Beside { width: list } = key.list {
                            assert!(list_left + list <= width + 1e-6, "{key:?}");
                            assert!(strip::height(list, moves) <= h, "{key:?}");
                        }
                        let again = choose(&b, moves, w, h);
                        assert_eq!(again.list, key.list, "{columns}×{rows} {side:?} {moves}");
                        assert!((again.cell - key.cell).abs() < 1e-6, "{key:?} {again:?}");
                    }
                }
            }
        }
    }
}
