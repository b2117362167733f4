//! Fairness between the four corners: the measure the whole kind is about.
//!
//! Players start in the corners and race to a goal square drawn at random, so a
//! corner's handicap is its mean shortest-path distance (breadth-first search) to
//! the goal squares; fairness = the largest mean − the smallest (0 = perfectly fair).
//! The default goals are the game's own: every square except the corners and the
//! two squares next to each (24 on 6×6). A 26-goal list that leaves out the wrong
//! two squares near the north-east corner is an easy mistake; the tests keep it
//! to show the difference it makes.
//!
//! [`Analyser`] is the allocation-free path the search runs thousands of times: it
//! keeps its distance buffers and queue and works on the boards' open-passage bits.

use super::board::{Board, Grid, Square};

/// A starting corner, in the order of docs/formats.md: NW, NE, SW, SE.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Corner {
    NorthWest,
    NorthEast,
    SouthWest,
    SouthEast,
}

impl Corner {
    /// Every corner, in docs/formats.md order (the order of [`Fairness`]'s arrays).
    pub const ALL: [Corner; 4] = [
        Corner::NorthWest,
        Corner::NorthEast,
        Corner::SouthWest,
        Corner::SouthEast,
    ];

    /// The corner's square on a `width`×`height` board.
    pub fn square(self, width: usize, height: usize) -> Square {
        let (east, south) = (width.saturating_sub(1), height.saturating_sub(1));
        match self {
            Corner::NorthWest => [0, 0],
            Corner::NorthEast => [east, 0],
            Corner::SouthWest => [0, south],
            Corner::SouthEast => [east, south],
        }
    }

    /// The short name used in metric keys (`distance_sum_nw`, `mean_nw`, …).
    pub fn key(self) -> &'static str {
        match self {
            Corner::NorthWest => "nw",
            Corner::NorthEast => "ne",
            Corner::SouthWest => "sw",
            Corner::SouthEast => "se",
        }
    }

    /// The name for people.
    pub fn name(self) -> &'static str {
        match self {
            Corner::NorthWest => "north-west",
            Corner::NorthEast => "north-east",
            Corner::SouthWest => "south-west",
            Corner::SouthEast => "south-east",
        }
    }

    /// The position in [`Corner::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The game's goal squares: every square except the 4 corners and the squares
/// orthogonally next to a corner (24 on 6×6), row-major. Boards that leave none
/// (one side of 1 or 2 squares and the other at most 4) fall back to every square
/// that is not a corner, and if there is none (2×2, 1×2) to every square.
pub fn default_goals(width: usize, height: usize) -> Vec<Square> {
    let corners: Vec<Square> = Corner::ALL
        .iter()
        .map(|c| c.square(width, height))
        .collect();
    let near_corner = |s: Square| {
        corners
            .iter()
            .any(|c| c[0].abs_diff(s[0]) + c[1].abs_diff(s[1]) <= 1)
    };
    let is_corner = |s: Square| corners.contains(&s);
    let all = || (0..height).flat_map(|y| (0..width).map(move |x| [x, y]));
    let game: Vec<Square> = all().filter(|&s| !near_corner(s)).collect();
    if !game.is_empty() {
        return game;
    }
    let not_corners: Vec<Square> = all().filter(|&s| !is_corner(s)).collect();
    if !not_corners.is_empty() {
        return not_corners;
    }
    all().collect()
}

/// Why a list of goal squares cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GoalFault {
    /// `goals` given, but with no square in it.
    #[error("\"goals\" is empty; leave it out for the default goals, or list at least one square")]
    Empty,
    /// A goal square that is not on the `width`×`height` board.
    #[error(
        "goal [{x},{y}] is outside the {width}×{height} board (x 0–{last_x}, y 0–{last_y})",
        x = .goal[0],
        y = .goal[1],
        last_x = .width.saturating_sub(1),
        last_y = .height.saturating_sub(1)
    )]
    OffBoard {
        goal: Square,
        width: usize,
        height: usize,
    },
    /// The same goal square listed more than once.
    #[error("goal [{x},{y}] is listed twice", x = .goal[0], y = .goal[1])]
    Duplicate { goal: Square },
}

/// Checks goal squares given by a user: at least one, all on the board, none twice.
pub fn check_goals(width: usize, height: usize, goals: &[Square]) -> Result<(), GoalFault> {
    if goals.is_empty() {
        return Err(GoalFault::Empty);
    }
    let grid = Grid::new(width, height);
    let mut seen = vec![false; grid.squares()];
    for &goal in goals {
        if !grid.contains(goal) {
            return Err(GoalFault::OffBoard {
                goal,
                width,
                height,
            });
        }
        if std::mem::replace(&mut seen[grid.index(goal)], true) {
            return Err(GoalFault::Duplicate { goal });
        }
    }
    Ok(())
}

/// How fair a board is, per corner in docs/formats.md order (NW, NE, SW, SE).
#[derive(Debug, Clone, PartialEq)]
pub struct Fairness {
    /// Sum of the shortest-path distances from the corner to every goal.
    pub sums: [u64; 4],
    /// `sums` ÷ the number of goals (0 when there are none).
    pub means: [f64; 4],
    /// The largest mean − the smallest, computed as (max sum − min sum) ÷ goals.
    pub fairness: f64,
    /// The corner with the lowest mean (ties: the first in [`Corner::ALL`]).
    pub favoured: Corner,
    /// Per corner, the distance to every square, row-major.
    pub distances: [Vec<u32>; 4],
}

impl Fairness {
    /// Builds the measure from distance sums over `goals` goal squares.
    pub fn from_sums(sums: [u64; 4], goals: usize, distances: [Vec<u32>; 4]) -> Fairness {
        let mut favoured = Corner::NorthWest;
        for corner in Corner::ALL {
            if sums[corner.index()] < sums[favoured.index()] {
                favoured = corner;
            }
        }
        Fairness {
            sums,
            means: sums.map(|sum| mean(sum, goals)),
            fairness: fairness_of(spread_of(&sums), goals),
            favoured,
            distances,
        }
    }

    /// The largest distance sum − the smallest (fairness × the number of goals).
    pub fn spread(&self) -> u64 {
        spread_of(&self.sums)
    }
}

fn mean(sum: u64, goals: usize) -> f64 {
    if goals == 0 {
        0.0
    } else {
        sum as f64 / goals as f64
    }
}

/// The largest sum − the smallest.
pub(crate) fn spread_of(sums: &[u64; 4]) -> u64 {
    let max = sums.iter().max().copied().unwrap_or(0);
    let min = sums.iter().min().copied().unwrap_or(0);
    max - min
}

/// Fairness from a spread of sums over `goals` goals (the one formula everywhere,
/// so a bound compares the same number the report shows).
pub(crate) fn fairness_of(spread: u64, goals: usize) -> f64 {
    mean(spread, goals)
}

/// Analyses a board: breadth-first search from the four corners.
///
/// # Panics
/// If a goal is off the board (check user input with [`check_goals`] first).
pub fn analyse(board: &Board, goals: &[Square]) -> Fairness {
    Analyser::new(board.width(), board.height(), goals).analyse(board)
}

/// Marks a square the search has not reached.
const UNREACHED: u32 = u32::MAX;

/// Reusable buffers for analysing many boards of one size with one goal list.
#[derive(Debug, Clone)]
pub struct Analyser {
    grid: Grid,
    goals: Vec<u32>,
    corners: [usize; 4],
    distances: [Vec<u32>; 4],
    queue: Vec<u32>,
}

impl Analyser {
    /// An analyser for `width`×`height` boards and these goals.
    ///
    /// # Panics
    /// If a goal is off the board (check user input with [`check_goals`] first).
    pub fn new(width: usize, height: usize, goals: &[Square]) -> Analyser {
        let grid = Grid::new(width, height);
        let goals = goals
            .iter()
            .map(|&goal| {
                assert!(grid.contains(goal), "goal {goal:?} is off the board");
                grid.index(goal) as u32
            })
            .collect();
        Analyser {
            grid,
            goals,
            corners: Corner::ALL.map(|c| grid.index(c.square(width, height))),
            distances: std::array::from_fn(|_| vec![UNREACHED; grid.squares()]),
            queue: Vec::with_capacity(grid.squares()),
        }
    }

    /// The full analysis of a board of this analyser's size.
    pub fn analyse(&mut self, board: &Board) -> Fairness {
        debug_assert_eq!(
            board.grid(),
            self.grid,
            "board size differs from the analyser's"
        );
        let sums = self.sums(board.open_sides());
        Fairness::from_sums(sums, self.goals.len(), self.distances.clone())
    }

    /// Per corner, the sum of distances to the goals, given every square's
    /// open-passage bits (N=1 E=2 S=4 W=8) of a connected board.
    pub fn sums(&mut self, open: &[u8]) -> [u64; 4] {
        std::array::from_fn(|corner| {
            self.search_from(open, corner);
            let distances = &self.distances[corner];
            self.goals
                .iter()
                .map(|&goal| u64::from(distances[goal as usize]))
                .sum()
        })
    }

    /// The spread of the distance sums (fairness × the number of goals).
    pub fn spread(&mut self, open: &[u8]) -> u64 {
        spread_of(&self.sums(open))
    }

    /// The number of goals.
    pub fn goal_count(&self) -> usize {
        self.goals.len()
    }

    /// Breadth-first search from a corner into `distances[corner]`.
    fn search_from(&mut self, open: &[u8], corner: usize) {
        let distances = &mut self.distances[corner];
        distances.fill(UNREACHED);
        let start = self.corners[corner];
        distances[start] = 0;
        self.queue.clear();
        self.queue.push(start as u32);
        let mut head = 0;
        while let Some(&square) = self.queue.get(head) {
            head += 1;
            let next_distance = distances[square as usize] + 1;
            for next in self.grid.open_neighbours(open, square as usize) {
                if distances[next] == UNREACHED {
                    distances[next] = next_distance;
                    self.queue.push(next as u32);
                }
            }
        }
        debug_assert_eq!(self.queue.len(), open.len(), "the board is not connected");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_goals_sizes() {
        assert_eq!(default_goals(6, 6).len(), 24);
        assert_eq!(default_goals(3, 3), vec![[1, 1]]);
        assert_eq!(default_goals(3, 2), vec![[1, 0], [1, 1]]);
        assert_eq!(default_goals(2, 2).len(), 4);
        assert_eq!(default_goals(1, 2).len(), 2);
        assert_eq!(default_goals(1, 5), vec![[0, 2]]);
    }

    #[test]
    fn empty_board_is_fair_by_symmetry() {
        let board = Board::new(6, 6, &[]).unwrap();
        let fairness = analyse(&board, &default_goals(6, 6));
        assert_eq!(fairness.fairness, 0.0);
        assert_eq!(fairness.favoured, Corner::NorthWest);
        assert_eq!(fairness.distances[3][0], 10);
    }

    #[test]
    fn check_goals_names_the_goal() {
        assert_eq!(check_goals(6, 6, &[]), Err(GoalFault::Empty));
        let fault = check_goals(6, 6, &[[1, 1], [6, 0]]).unwrap_err();
        assert_eq!(
            fault.to_string(),
            "goal [6,0] is outside the 6×6 board (x 0–5, y 0–5)"
        );
        let fault = check_goals(6, 6, &[[1, 1], [1, 1]]).unwrap_err();
        assert_eq!(fault.to_string(), "goal [1,1] is listed twice");
    }
}
