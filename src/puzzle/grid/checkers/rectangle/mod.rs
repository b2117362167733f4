//! The independent checker: the reason an answer key can be trusted.
//!
//! It reads the maze only in its JSON form (width, height, passage bits, start, goal)
//! and shares no code with the generators: it decodes the bits itself, walks the
//! graph itself and finds the solution itself. A maze passes when it is perfect (a
//! spanning tree: every bit mirrored and on the grid, W·H−1 passages, every cell
//! reachable); the solution is then the one and only path from start to goal.
//!
//! Three passes, shared with the floors' checker (a rectangle is one floor), keep
//! it at generator speed on the largest grids: `checkers::rows` sweeps the bits
//! (and the cell-by-cell walk here names the first fault only when the sweep
//! found one), `peel` proves the tree and finds the solution and the wrong
//! branches at once, and `checkers::solve` searches, to name the first
//! unreachable cell, when it is not.

#[cfg(test)]
pub(crate) mod agreement;
pub mod metrics;
mod peel;

use super::rows::sweep_rows;
use super::solve::{self, Solved, UNREACHED};

pub use super::passages::Graph;

/// One side of a cell as the JSON form encodes it.
struct Side {
    name: char,
    bit: u8,
    back: u8,
    dx: i64,
    dy: i64,
}

/// The four sides, N=1 E=2 S=4 W=8, each with the bit its neighbour must have.
const SIDES: [Side; 4] = [
    Side {
        name: 'N',
        bit: 1,
        back: 4,
        dx: 0,
        dy: -1,
    },
    Side {
        name: 'E',
        bit: 2,
        back: 8,
        dx: 1,
        dy: 0,
    },
    Side {
        name: 'S',
        bit: 4,
        back: 1,
        dx: 0,
        dy: 1,
    },
    Side {
        name: 'W',
        bit: 8,
        back: 2,
        dx: -1,
        dy: 0,
    },
];

/// Every bit a cell may have: N E S W.
const ALL: u8 = 15;

/// A grid maze as the checker receives it (the JSON form's fields).
#[derive(Debug, Clone, Copy)]
pub struct GridInput<'a> {
    pub width: usize,
    pub height: usize,
    pub cells: &'a [u8],
    pub start: [usize; 2],
    pub goal: [usize; 2],
}

/// Why a grid maze is not a valid perfect maze.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GridFault {
    #[error("the grid has no cells (width and height must be at least 1)")]
    EmptyGrid,
    #[error("\"cells\" has {found} entries, but width × height is {expected}")]
    CellCount { expected: usize, found: usize },
    #[error("cell {cell:?} has value {value}; passage bits are N=1 E=2 S=4 W=8, so 0–15")]
    BadBits { cell: [usize; 2], value: u8 },
    #[error("cell {cell:?} has a passage {side} that leads off the grid")]
    OffGrid { cell: [usize; 2], side: char },
    #[error("cell {cell:?} has a passage {side}, but its neighbour has no passage back")]
    NotMirrored { cell: [usize; 2], side: char },
    #[error(
        "the maze has {found} passages; a perfect maze of this size has exactly {expected} ({})",
        passage_consequence(*.found, *.expected)
    )]
    PassageCount { expected: usize, found: usize },
    #[error("cell {cell:?} cannot be reached from the start")]
    Unreachable { cell: [usize; 2] },
    #[error("{what} {cell:?} is outside the grid")]
    OutsideGrid {
        what: &'static str,
        cell: [usize; 2],
    },
    #[error("start and goal are the same cell")]
    StartIsGoal,
    #[error("the maze has {cells} cells; at most 4294967294 can be checked")]
    TooLarge { cells: usize },
    #[error("the given solution is wrong: {reason}")]
    WrongSolution { reason: String },
}

/// What too many or too few passages mean.
fn passage_consequence(found: usize, expected: usize) -> &'static str {
    if found > expected {
        "so it has loops"
    } else {
        "so some cells are cut off"
    }
}

/// A maze the checker accepted, with what it found.
#[derive(Debug, Clone)]
pub struct CheckedGrid {
    /// The unique path from start to goal, as row-major cell indices.
    pub path: Vec<usize>,
    /// For each branch leaving the path, the number of cells on its longest run
    /// away from the path (in no particular order).
    pub branch_depths: Vec<usize>,
    /// The passages, as the checker decoded them.
    pub graph: Graph,
}

/// Checks that the maze is perfect and finds its unique solution.
pub fn check(input: &GridInput) -> Result<CheckedGrid, GridFault> {
    let passages = decode(input)?;
    let start = cell_index(input, "start", input.start)?;
    let goal = cell_index(input, "goal", input.goal)?;
    if start == goal {
        return Err(GridFault::StartIsGoal);
    }
    let expected = input.cells.len() - 1;
    if passages != expected {
        return Err(GridFault::PassageCount {
            expected,
            found: passages,
        });
    }
    let graph = Graph::new(input.cells.to_vec(), input.width, input.cells.len());
    let Solved {
        path,
        branch_depths,
    } = solve::solve(
        &graph,
        input.cells.len() < peel::MAX_CELLS,
        || peel::peel(input.cells, input.width, start, goal),
        start,
        goal,
    )
    .map_err(|unreached| GridFault::Unreachable {
        cell: xy(input, unreached),
    })?;
    Ok(CheckedGrid {
        path,
        branch_depths,
        graph,
    })
}

/// Checks a claimed solution against the checker's own: it must be exactly the
/// unique path, every step through an open passage.
pub fn confirm_solution(
    input: &GridInput,
    checked: &CheckedGrid,
    claimed: &[[usize; 2]],
) -> Result<(), GridFault> {
    let wrong = |reason: String| GridFault::WrongSolution { reason };
    for pair in claimed.windows(2) {
        let (a, b) = (
            cell_index(input, "solution cell", pair[0])?,
            cell_index(input, "solution cell", pair[1])?,
        );
        if !checked.graph.connects(a, b) {
            return Err(wrong(format!(
                "{:?} → {:?} goes through a wall",
                pair[0], pair[1]
            )));
        }
    }
    let claimed_cells = claimed
        .iter()
        .map(|&c| cell_index(input, "solution cell", c))
        .collect::<Result<Vec<usize>, GridFault>>()?;
    if claimed_cells != checked.path {
        return Err(wrong(format!(
            "it has {} cells, but the unique path from start to goal has {}{}",
            claimed.len(),
            checked.path.len(),
            if claimed.len() == checked.path.len() {
                " and differs from it"
            } else {
                ""
            }
        )));
    }
    Ok(())
}

/// Verifies every cell's bits (in range, on the grid, mirrored); returns the number
/// of passages. The weave checker reads a weave maze's bits through it too: they
/// obey the same rule.
pub(in crate::puzzle::grid::checkers) fn decode(input: &GridInput) -> Result<usize, GridFault> {
    let (w, h) = (input.width, input.height);
    if w == 0 || h == 0 {
        return Err(GridFault::EmptyGrid);
    }
    // Compared without multiplying, so absurd sizes cannot overflow.
    if input.cells.len() / w != h || !input.cells.len().is_multiple_of(w) {
        return Err(GridFault::CellCount {
            expected: w.saturating_mul(h),
            found: input.cells.len(),
        });
    }
    if input.cells.len() >= UNREACHED as usize {
        return Err(GridFault::TooLarge {
            cells: input.cells.len(),
        });
    }
    let sweep = sweep_rows::<ALL>(input.cells, w);
    if sweep.faulty {
        first_cell_fault(input)?;
    }
    Ok(sweep.passages)
}

/// The first faulty cell in row-major order, and its first faulty side.
fn first_cell_fault(input: &GridInput) -> Result<(), GridFault> {
    let (w, h) = (input.width, input.height);
    for (index, &value) in input.cells.iter().enumerate() {
        let cell = [index % w, index / w];
        if value > ALL {
            return Err(GridFault::BadBits { cell, value });
        }
        for side in SIDES.iter().filter(|side| value & side.bit != 0) {
            let (nx, ny) = (cell[0] as i64 + side.dx, cell[1] as i64 + side.dy);
            if nx < 0 || ny < 0 || nx >= w as i64 || ny >= h as i64 {
                return Err(GridFault::OffGrid {
                    cell,
                    side: side.name,
                });
            }
            if input.cells[ny as usize * w + nx as usize] & side.back == 0 {
                return Err(GridFault::NotMirrored {
                    cell,
                    side: side.name,
                });
            }
        }
    }
    Ok(())
}

pub(in crate::puzzle::grid::checkers) fn cell_index(
    input: &GridInput,
    what: &'static str,
    cell: [usize; 2],
) -> Result<usize, GridFault> {
    if cell[0] >= input.width || cell[1] >= input.height {
        return Err(GridFault::OutsideGrid { what, cell });
    }
    Ok(cell[1] * input.width + cell[0])
}

fn xy(input: &GridInput, index: usize) -> [usize; 2] {
    [index % input.width, index / input.width]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2×2: (0,0)-E-(1,0), (0,0)-S-(0,1), (1,0)-S-(1,1): a spanning tree.
    const TREE: [u8; 4] = [2 | 4, 8 | 4, 1, 1];

    fn input(cells: &[u8]) -> GridInput<'_> {
        GridInput {
            width: 2,
            height: 2,
            cells,
            start: [0, 1],
            goal: [1, 1],
        }
    }

    #[test]
    fn accepts_a_tree_and_finds_the_path() {
        let checked = check(&input(&TREE)).unwrap();
        assert_eq!(checked.path, vec![2, 0, 1, 3]);
    }

    #[test]
    fn rejects_a_loop() {
        let cells = [2 | 4, 8 | 4, 1 | 2, 1 | 8];
        assert_eq!(
            check(&input(&cells)).unwrap_err(),
            GridFault::PassageCount {
                expected: 3,
                found: 4
            }
        );
    }

    #[test]
    fn rejects_a_one_sided_passage() {
        let cells = [2 | 4, 8 | 4, 1 | 2, 1];
        assert!(matches!(
            check(&input(&cells)).unwrap_err(),
            GridFault::NotMirrored {
                cell: [0, 1],
                side: 'E'
            }
        ));
    }

    #[test]
    fn rejects_a_passage_off_the_grid() {
        let cells = [2 | 4 | 1, 8 | 4, 1, 1];
        assert!(matches!(
            check(&input(&cells)).unwrap_err(),
            GridFault::OffGrid {
                cell: [0, 0],
                side: 'N'
            }
        ));
    }

    #[test]
    fn rejects_a_disconnected_maze_with_the_right_count() {
        // 3×2: a loop through (0,0) (1,0) (1,1) (0,1) plus the passage (2,0)-(2,1): five
        // passages, as a tree would have, but (2,0) and (2,1) are cut off.
        let cells = [2 | 4, 8 | 4, 4, 1 | 2, 1 | 8, 1];
        let maze = GridInput {
            width: 3,
            height: 2,
            cells: &cells,
            start: [0, 0],
            goal: [1, 1],
        };
        assert_eq!(
            check(&maze).unwrap_err(),
            GridFault::Unreachable { cell: [2, 0] }
        );
    }

    #[test]
    fn confirms_only_the_true_path() {
        let maze = input(&TREE);
        let checked = check(&maze).unwrap();
        assert!(confirm_solution(&maze, &checked, &[[0, 1], [0, 0], [1, 0], [1, 1]]).is_ok());
        assert!(confirm_solution(&maze, &checked, &[[0, 1], [1, 1]]).is_err());
    }
}
