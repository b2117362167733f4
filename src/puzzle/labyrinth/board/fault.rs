//! Why a board is not a valid layout, in words that name the wall or square at
//! fault.

use std::fmt;

use super::{MAX_SIDE, Square, Wall, pair_text, wall_slots};

/// Why a board is not a valid Magic Labyrinth layout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardFault {
    /// A side outside 1–30, or a single square.
    Size { width: usize, height: usize },
    /// A wall names a square that is not on the board.
    OffBoard {
        wall: [Square; 2],
        square: Square,
        width: usize,
        height: usize,
    },
    /// A wall's two squares are not orthogonal neighbours.
    NotNeighbours { wall: [Square; 2] },
    /// The same wall is listed twice (`entries` are 1-based positions in the list).
    Duplicate {
        wall: [Square; 2],
        first: [Square; 2],
        entries: [usize; 2],
    },
    /// More walls than any connected board of this size can hold.
    TooMany {
        walls: usize,
        max: usize,
        width: usize,
        height: usize,
    },
    /// `square` cannot be reached from (0,0); its region of `region` squares is
    /// fenced off by the walls in `fence`.
    Disconnected {
        square: Square,
        region: usize,
        fence: Vec<Wall>,
    },
}

/// How many fence walls a message names before summarising the rest.
const FENCE_SHOWN: usize = 8;

impl fmt::Display for BoardFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardFault::Size { width, height } => write!(
                f,
                "a {width}×{height} board is not allowed: each side must be 1–{MAX_SIDE} squares, \
                 with at least 2 squares in all"
            ),
            BoardFault::OffBoard {
                wall,
                square,
                width,
                height,
            } => write!(
                f,
                "wall {} is off the board: square [{},{}] is outside the {width}×{height} board \
                 (x 0–{}, y 0–{})",
                pair_text(*wall),
                square[0],
                square[1],
                width - 1,
                height - 1
            ),
            BoardFault::NotNeighbours { wall } => write!(
                f,
                "wall {} does not separate two neighbouring squares (a wall stands between \
                 squares that share a side)",
                pair_text(*wall)
            ),
            BoardFault::Duplicate {
                wall,
                first,
                entries,
            } => write!(
                f,
                "wall {} is listed twice (entries {} and {}; the first as {})",
                pair_text(*wall),
                entries[0],
                entries[1],
                pair_text(*first)
            ),
            BoardFault::TooMany {
                walls,
                max,
                width,
                height,
            } => too_many(f, *walls, *max, *width, *height),
            BoardFault::Disconnected {
                square,
                region,
                fence,
            } => disconnected(f, *square, *region, fence),
        }
    }
}

fn too_many(
    f: &mut fmt::Formatter<'_>,
    walls: usize,
    max: usize,
    width: usize,
    height: usize,
) -> fmt::Result {
    let squares = width * height;
    let slots = wall_slots(width, height);
    write!(
        f,
        "{walls} walls cannot fit on a {width}×{height} board: at most {max} can. Its {squares} \
         squares stay connected only with at least {} open passages, and it has {slots} wall \
         slots, so at most {slots} − {} = {max} can hold walls",
        squares - 1,
        squares - 1
    )
}

fn disconnected(
    f: &mut fmt::Formatter<'_>,
    square: Square,
    region: usize,
    fence: &[Wall],
) -> fmt::Result {
    write!(
        f,
        "the board is not connected: square [{},{}] cannot be reached from [0,0]",
        square[0], square[1]
    )?;
    let squares = if region == 1 {
        "it is".to_string()
    } else {
        format!("its region of {region} squares is")
    };
    let shown: Vec<String> = fence
        .iter()
        .take(FENCE_SHOWN)
        .map(Wall::to_string)
        .collect();
    write!(
        f,
        "; {squares} fenced off by the walls {}",
        shown.join(", ")
    )?;
    if fence.len() > FENCE_SHOWN {
        write!(f, " and {} more", fence.len() - FENCE_SHOWN)?;
    }
    Ok(())
}

impl std::error::Error for BoardFault {}
