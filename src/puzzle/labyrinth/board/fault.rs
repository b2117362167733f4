//! Why a board is not a valid layout, in words that name the wall or square at
//! fault.

use super::{MAX_SIDE, Square, Wall, pair_text, wall_slots};

/// Why a board is not a valid Magic Labyrinth layout.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardFault {
    /// A side outside 1–[`MAX_SIDE`], or a single square.
    #[error(
        "a {width}×{height} board is not allowed: each side must be 1–{MAX_SIDE} squares, \
         with at least 2 squares in all"
    )]
    Size { width: usize, height: usize },
    /// A wall names a square that is not on the board.
    #[error(
        "wall {named} is off the board: square [{x},{y}] is outside the {width}×{height} board \
         (x 0–{last_x}, y 0–{last_y})",
        named = pair_text(*.wall),
        x = .square[0],
        y = .square[1],
        last_x = .width.saturating_sub(1),
        last_y = .height.saturating_sub(1)
    )]
    OffBoard {
        wall: [Square; 2],
        square: Square,
        width: usize,
        height: usize,
    },
    /// A wall's two squares are not orthogonal neighbours.
    #[error(
        "wall {named} does not separate two neighbouring squares (a wall stands between \
         squares that share a side)",
        named = pair_text(*.wall)
    )]
    NotNeighbours { wall: [Square; 2] },
    /// The same wall is listed twice (`entries` are 1-based positions in the list).
    #[error(
        "wall {named} is listed twice (entries {} and {}; the first as {first_named})",
        .entries[0],
        .entries[1],
        named = pair_text(*.wall),
        first_named = pair_text(*.first)
    )]
    Duplicate {
        wall: [Square; 2],
        first: [Square; 2],
        entries: [usize; 2],
    },
    /// More walls than any connected board of this size can hold: a connected
    /// board keeps at least squares − 1 of its wall slots open.
    #[error(
        "{walls} walls cannot fit on a {width}×{height} board: at most {max} can. Its {squares} \
         squares stay connected only with at least {passages} open passages, and it has {slots} \
         wall slots, so at most {slots} − {passages} = {max} can hold walls",
        squares = .width * .height,
        passages = .width * .height - 1,
        slots = wall_slots(*.width, *.height)
    )]
    TooMany {
        walls: usize,
        max: usize,
        width: usize,
        height: usize,
    },
    /// `square` cannot be reached from (0,0); its region of `region` squares is
    /// fenced off by the walls in `fence`.
    #[error(
        "the board is not connected: square [{x},{y}] cannot be reached from [0,0]; \
         {fenced} fenced off by the walls {walls}",
        x = .square[0],
        y = .square[1],
        fenced = region_text(*.region),
        walls = fence_text(.fence)
    )]
    Disconnected {
        square: Square,
        region: usize,
        fence: Vec<Wall>,
    },
}

/// How many fence walls a message names before summarising the rest.
const FENCE_SHOWN: usize = 8;

/// "it is" for a lone square, "its region of 4 squares is" otherwise.
fn region_text(region: usize) -> String {
    if region == 1 {
        "it is".to_string()
    } else {
        format!("its region of {region} squares is")
    }
}

/// The first [`FENCE_SHOWN`] walls, then "and N more".
fn fence_text(fence: &[Wall]) -> String {
    let shown: Vec<String> = fence
        .iter()
        .take(FENCE_SHOWN)
        .map(Wall::to_string)
        .collect();
    let mut text = shown.join(", ");
    if fence.len() > FENCE_SHOWN {
        text += &format!(" and {} more", fence.len() - FENCE_SHOWN);
    }
    text
}
