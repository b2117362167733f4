//! The independent checker of mazes with floors: the reason their answer keys can
//! be trusted.
//!
//! It reads the maze only in its JSON form (width, height, levels, passage bits
//! with stairs, start, goal) and shares no code with the generators: it decodes
//! the bits itself (its own table, N=1 E=2 S=4 W=8 U=16 D=32), walks its own
//! graph of the stacked floors and finds the solution itself. A maze passes when
//! it is perfect: every bit on the stack and mirrored (a stair up answered by a
//! stair down at the same place on the floor above), W·H·L − 1 passages, every
//! cell reachable; the solution is then the one path from start to goal.
//!
//! As the rectangle's checker, and with what it shares with it (each floor is a
//! rectangle): `scan` sweeps the bits, floor by floor with `checkers::rows` (the
//! walk here names the first fault only when the sweep found one), `peel` proves
//! the tree and finds the solution and the wrong branches at once, and
//! `checkers::solve` searches, to name the first unreachable cell, when it is
//! not. `metrics` measures what was found.

#[cfg(test)]
mod agreement;
pub mod metrics;
mod peel;
mod scan;

use super::rows::{DOWN, EAST, NORTH, SOUTH, UP, WEST};
use super::solve::{self, Solved, UNREACHED};

pub use super::passages::Graph;

/// One way out of a cell as the JSON form encodes it.
struct Way {
    /// How a message names a passage this way.
    name: &'static str,
    bit: u8,
    /// The bit the cell this way leads to must have.
    back: u8,
    step: [i64; 3],
}

/// The six ways, in bit order.
const WAYS: [Way; 6] = [
    Way {
        name: "a passage N",
        bit: NORTH,
        back: SOUTH,
        step: [0, -1, 0],
    },
    Way {
        name: "a passage E",
        bit: EAST,
        back: WEST,
        step: [1, 0, 0],
    },
    Way {
        name: "a passage S",
        bit: SOUTH,
        back: NORTH,
        step: [0, 1, 0],
    },
    Way {
        name: "a passage W",
        bit: WEST,
        back: EAST,
        step: [-1, 0, 0],
    },
    Way {
        name: "a stair up",
        bit: UP,
        back: DOWN,
        step: [0, 0, 1],
    },
    Way {
        name: "a stair down",
        bit: DOWN,
        back: UP,
        step: [0, 0, -1],
    },
];

/// A maze with floors as the checker receives it (the JSON form's fields).
#[derive(Debug, Clone, Copy)]
pub struct FloorsInput<'a> {
    pub width: usize,
    pub height: usize,
    pub levels: usize,
    pub cells: &'a [u8],
    pub start: [usize; 3],
    pub goal: [usize; 3],
}

/// Why a maze with floors is not a valid perfect maze. Cells are `[x, y, floor]`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FloorsFault {
    #[error("the maze has no cells (width, height and levels must be at least 1)")]
    Empty,
    #[error("\"cells\" has {found} entries, but width × height × levels is {expected}")]
    CellCount { expected: usize, found: usize },
    #[error(
        "cell {cell:?} has value {value}; passage bits are N=1 E=2 S=4 W=8 and stairs U=16 D=32, so 0–63"
    )]
    BadBits { cell: [usize; 3], value: u8 },
    #[error("cell {cell:?} has {way} that leads off the maze")]
    OffMaze { cell: [usize; 3], way: &'static str },
    #[error(
        "cell {cell:?} has {way}, but cell {other:?} {} it has no stair {}: a stair must be on both floors it joins",
        if other[2] > cell[2] { "above" } else { "below" },
        if other[2] > cell[2] { "down" } else { "up" }
    )]
    UnmatchedStair {
        cell: [usize; 3],
        way: &'static str,
        other: [usize; 3],
    },
    #[error("cell {cell:?} has {way}, but its neighbour has no passage back")]
    NotMirrored { cell: [usize; 3], way: &'static str },
    #[error(
        "the maze has {found} passages and stairs; a perfect maze of this size has exactly {expected} ({})",
        if found > expected { "so it has loops" } else { "so some cells are cut off" }
    )]
    PassageCount { expected: usize, found: usize },
    #[error("cell {cell:?} cannot be reached from the start")]
    Unreachable { cell: [usize; 3] },
    #[error("{what} {cell:?} is outside the maze")]
    Outside {
        what: &'static str,
        cell: [usize; 3],
    },
    #[error("start and goal are the same cell")]
    StartIsGoal,
    #[error("the maze has {cells} cells; at most 4294967294 can be checked")]
    TooLarge { cells: usize },
    #[error("the given solution is wrong: {reason}")]
    WrongSolution { reason: String },
}

/// A maze the checker accepted, with what it found.
#[derive(Debug, Clone)]
pub struct CheckedFloors {
    /// The unique path from start to goal, as cell numbers (floor by floor, each
    /// row by row).
    pub path: Vec<usize>,
    /// For each branch leaving the path, the cells on its longest run away from
    /// it (in no particular order).
    pub branch_depths: Vec<usize>,
    /// The passages, as the checker decoded them.
    pub graph: Graph,
}

impl CheckedFloors {
    /// `[x, y, floor]` of cell number `cell`.
    pub fn position(&self, cell: usize) -> [usize; 3] {
        self.graph.position(cell)
    }
}

/// Checks that the maze is perfect and finds its unique solution.
pub fn check(input: &FloorsInput) -> Result<CheckedFloors, FloorsFault> {
    let passages = decode(input)?;
    let start = cell_index(input, "start", input.start)?;
    let goal = cell_index(input, "goal", input.goal)?;
    if start == goal {
        return Err(FloorsFault::StartIsGoal);
    }
    let expected = input.cells.len() - 1;
    if passages != expected {
        return Err(FloorsFault::PassageCount {
            expected,
            found: passages,
        });
    }
    let per_floor = input.width * input.height;
    let graph = Graph::new(input.cells.to_vec(), input.width, per_floor);
    let Solved {
        path,
        branch_depths,
    } = solve::solve(
        &graph,
        input.cells.len() < peel::MAX_CELLS,
        || peel::peel(input.cells, input.width, per_floor, start, goal),
        start,
        goal,
    )
    .map_err(|unreached| FloorsFault::Unreachable {
        cell: position(input, unreached),
    })?;
    Ok(CheckedFloors {
        path,
        branch_depths,
        graph,
    })
}

/// Whether the goal can be reached from the start, for a maze `check` refused
/// as not a tree ([`FloorsFault::PassageCount`] or [`FloorsFault::Unreachable`]):
/// its bits are sound and its ends in the maze. `false` for any other maze.
pub fn goal_reachable(input: &FloorsInput) -> bool {
    if decode(input).is_err() {
        return false;
    }
    let (Ok(start), Ok(goal)) = (
        cell_index(input, "start", input.start),
        cell_index(input, "goal", input.goal),
    ) else {
        return false;
    };
    let graph = Graph::new(
        input.cells.to_vec(),
        input.width,
        input.width * input.height,
    );
    solve::parents(&graph, start)[goal] != UNREACHED
}

/// Checks a claimed solution against the checker's own: it must be exactly the
/// unique path, every step through an open passage or stair.
pub fn confirm_solution(
    input: &FloorsInput,
    checked: &CheckedFloors,
    claimed: &[[usize; 3]],
) -> Result<(), FloorsFault> {
    let wrong = |reason: String| FloorsFault::WrongSolution { reason };
    let cells = claimed
        .iter()
        .map(|&c| cell_index(input, "solution cell", c))
        .collect::<Result<Vec<usize>, FloorsFault>>()?;
    for (pair, cells) in claimed.windows(2).zip(cells.windows(2)) {
        if !checked.graph.connects(cells[0], cells[1]) {
            return Err(wrong(format!(
                "{:?} → {:?} goes through a wall",
                pair[0], pair[1]
            )));
        }
    }
    if cells != checked.path {
        let same_length = cells.len() == checked.path.len();
        return Err(wrong(format!(
            "it has {} cells, but the unique path from start to goal has {}{}",
            cells.len(),
            checked.path.len(),
            if same_length {
                " and differs from it"
            } else {
                ""
            }
        )));
    }
    Ok(())
}

/// Verifies every cell's bits (in range, in the maze, mirrored); returns the
/// number of passages and stairs.
fn decode(input: &FloorsInput) -> Result<usize, FloorsFault> {
    let (w, h, levels) = (input.width, input.height, input.levels);
    if w == 0 || h == 0 || levels == 0 {
        return Err(FloorsFault::Empty);
    }
    // Compared without multiplying, so absurd sizes cannot overflow.
    let found = input.cells.len();
    let whole = found.is_multiple_of(w) && (found / w).is_multiple_of(h) && found / w / h == levels;
    if !whole {
        return Err(FloorsFault::CellCount {
            expected: w.saturating_mul(h).saturating_mul(levels),
            found,
        });
    }
    if found >= UNREACHED as usize {
        return Err(FloorsFault::TooLarge { cells: found });
    }
    let sweep = scan::sweep(input.cells, w, w * h);
    if sweep.faulty {
        first_cell_fault(input)?;
    }
    Ok(sweep.passages)
}

/// The first faulty cell in number order, and its first faulty way.
fn first_cell_fault(input: &FloorsInput) -> Result<(), FloorsFault> {
    let size = [input.width, input.height, input.levels];
    for (index, &value) in input.cells.iter().enumerate() {
        let cell = position(input, index);
        if value > scan::ALL {
            return Err(FloorsFault::BadBits { cell, value });
        }
        for way in WAYS.iter().filter(|way| value & way.bit != 0) {
            let next: Option<Vec<usize>> = (0..3)
                .map(|axis| {
                    let n = cell[axis] as i64 + way.step[axis];
                    (0..size[axis] as i64).contains(&n).then_some(n as usize)
                })
                .collect();
            let Some(next) = next else {
                return Err(FloorsFault::OffMaze {
                    cell,
                    way: way.name,
                });
            };
            let other = [next[0], next[1], next[2]];
            let back = input.cells[(other[2] * input.height + other[1]) * input.width + other[0]];
            if back & way.back != 0 {
                continue;
            }
            return Err(match way.step[2] {
                0 => FloorsFault::NotMirrored {
                    cell,
                    way: way.name,
                },
                _ => FloorsFault::UnmatchedStair {
                    cell,
                    way: way.name,
                    other,
                },
            });
        }
    }
    Ok(())
}

fn cell_index(
    input: &FloorsInput,
    what: &'static str,
    cell: [usize; 3],
) -> Result<usize, FloorsFault> {
    if cell[0] >= input.width || cell[1] >= input.height || cell[2] >= input.levels {
        return Err(FloorsFault::Outside { what, cell });
    }
    Ok((cell[2] * input.height + cell[1]) * input.width + cell[0])
}

fn position(input: &FloorsInput, index: usize) -> [usize; 3] {
    let per_floor = input.width * input.height;
    let within = index % per_floor;
    [
        within % input.width,
        within / input.width,
        index / per_floor,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2×1 on two floors: (0,0,0)-E-(1,0,0), a stair at (1,0), (1,0,1)-W-(0,0,1).
    const CELLS: [u8; 4] = [EAST, WEST | UP, EAST, WEST | DOWN];

    fn input(cells: &[u8]) -> FloorsInput<'_> {
        FloorsInput {
            width: 2,
            height: 1,
            levels: 2,
            cells,
            start: [0, 0, 0],
            goal: [0, 0, 1],
        }
    }

    #[test]
    fn accepts_a_tree_and_finds_the_way_up() {
        let checked = check(&input(&CELLS)).unwrap();
        assert_eq!(checked.path, vec![0, 1, 3, 2]);
        assert_eq!(checked.position(3), [1, 0, 1]);
        assert_eq!(checked.graph.stairs(), 1);
    }

    #[test]
    fn an_unmatched_stair_is_named_by_its_cell() {
        let cells = [EAST, WEST | UP, EAST, WEST];
        let fault = check(&input(&cells)).unwrap_err();
        assert_eq!(
            fault,
            FloorsFault::UnmatchedStair {
                cell: [1, 0, 0],
                way: "a stair up",
                other: [1, 0, 1]
            }
        );
        assert_eq!(
            fault.to_string(),
            "cell [1, 0, 0] has a stair up, but cell [1, 0, 1] above it has no stair down: a stair must be on both floors it joins"
        );
        let down_only = [EAST, WEST, EAST, WEST | DOWN];
        assert!(matches!(
            check(&input(&down_only)).unwrap_err(),
            FloorsFault::UnmatchedStair {
                cell: [1, 0, 1],
                way: "a stair down",
                ..
            }
        ));
    }

    #[test]
    fn stairs_off_the_stack_are_named() {
        let cells = [EAST | DOWN, WEST | UP, EAST, WEST | DOWN];
        assert_eq!(
            check(&input(&cells)).unwrap_err(),
            FloorsFault::OffMaze {
                cell: [0, 0, 0],
                way: "a stair down"
            }
        );
    }

    #[test]
    fn loops_and_islands_are_refused() {
        let looped = [EAST | UP, WEST | UP, EAST | DOWN, WEST | DOWN];
        assert!(matches!(
            check(&input(&looped)).unwrap_err(),
            FloorsFault::PassageCount {
                expected: 3,
                found: 4
            }
        ));
        let cells = [EAST, WEST, EAST, WEST];
        assert!(matches!(
            check(&input(&cells)).unwrap_err(),
            FloorsFault::PassageCount { found: 2, .. }
        ));
    }

    #[test]
    fn confirms_only_the_true_path() {
        let maze = input(&CELLS);
        let checked = check(&maze).unwrap();
        let right = [[0, 0, 0], [1, 0, 0], [1, 0, 1], [0, 0, 1]];
        assert!(confirm_solution(&maze, &checked, &right).is_ok());
        let through = [[0, 0, 0], [0, 0, 1]];
        assert!(confirm_solution(&maze, &checked, &through).is_err());
    }
}
