//! The check's fast way for what generators make most: a perfect maze with no
//! claimed route. One sweep of the passages tests each against the neighbour rule
//! and records it at both ends; then leaves are peeled (a cell other than the
//! start and goal with one passage left is removed), as the rectangle's checker
//! does. A tree peels down to exactly the path from start to goal, which proves it
//! one: a loop, a duplicate passage or a cut-off piece leaves cells no path walk
//! takes. Each peeled cell keeps the height of what hung below it, so the wrong
//! branches' depths come out of the same pass; no neighbour lists, no queue.
//! Tiled shapes record a passage as a direction bit (`compass`); circles whose
//! rings double as mazebook's do, as a link turned into passage counts and the
//! xors of neighbours (`ladder`, `links`, `polar`); other circles take the
//! general check.
//!
//! Anything else (a fault, loops, a claimed route, a maze that fails to peel)
//! returns `None`, and the general check (`graph`, `routes`) runs and names the
//! fault exactly as it always has.

use super::form::ShapedMaze;
use super::neighbours::{self, Neighbours};
use super::routes::{Parts, metrics_of};
use super::{compass, polar};
use crate::puzzle::Metrics;

/// A perfect maze proved so: its route and metrics.
pub(super) struct Proved {
    pub path: Vec<usize>,
    pub metrics: Metrics,
}

/// What peeling found: the route, the cells of it (the goal excepted) with two or
/// more ways on, the dead ends (start and goal excepted), and the wrong branches.
pub(super) struct Tree {
    pub path: Vec<usize>,
    pub junctions: usize,
    pub dead_ends: usize,
    /// The wrong branches at least `DEEP_BRANCH` deep, and the deepest's depth.
    pub deep: usize,
    pub longest: usize,
}

/// The tiled shapes.
#[derive(Clone, Copy)]
pub(super) enum Shape {
    Square,
    Hexagon,
    Triangle,
}

/// Proves `maze` a perfect maze by peeling; `None` when it is not one this way
/// can prove (see the module's text).
pub(super) fn prove(maze: &ShapedMaze) -> Option<Proved> {
    let cells = maze.cells;
    let (start, goal) = (maze.start, maze.goal);
    if maze.braid || maze.solution.is_some() || start >= cells || goal >= cells || start == goal {
        return None;
    }
    if !maze.in_maze[start] || !maze.in_maze[goal] || u32::try_from(cells).is_err() {
        return None;
    }
    let in_maze = maze.in_maze.iter().filter(|&&inside| inside).count();
    if maze.passages.len() + 1 != in_maze {
        return None;
    }
    let tree = match &maze.neighbours {
        Neighbours::Square { width } => compass::prove(maze, Shape::Square, *width, in_maze),
        Neighbours::Hexagon(width) => compass::prove(maze, Shape::Hexagon, *width, in_maze),
        Neighbours::Triangle(width) => compass::prove(maze, Shape::Triangle, *width, in_maze),
        Neighbours::Circle { rings } => polar::prove(maze, rings, in_maze),
    }?;
    let metrics = metrics_of(&Parts {
        cells: in_maze,
        passages: maze.passages.len(),
        path: &tree.path,
        junctions: tree.junctions,
        dead_ends: tree.dead_ends,
        routes: 1,
        branches: Some((tree.deep, tree.longest)),
    });
    Some(Proved {
        path: tree.path,
        metrics,
    })
}

/// The neighbour rule, with each cell's place found without a division or a
/// search per cell: widths divide by a multiplication, and a ring is looked for
/// first where the last cell's was (passages come in runs around the maze).
pub(super) enum Rule<'a> {
    Square(Divider),
    Hexagon(Divider),
    Triangle(Divider),
    Circle {
        rings: &'a [usize],
        /// The first cell of each ring.
        starts: Vec<usize>,
        /// Each cell's ring.
        ring: Vec<u32>,
    },
}

impl<'a> Rule<'a> {
    pub(super) fn of(neighbours: &'a Neighbours) -> Rule<'a> {
        match neighbours {
            Neighbours::Square { width } => Rule::Square(Divider::new(*width)),
            Neighbours::Hexagon(width) => Rule::Hexagon(Divider::new(*width)),
            Neighbours::Triangle(width) => Rule::Triangle(Divider::new(*width)),
            Neighbours::Circle { rings } => {
                let mut starts = Vec::with_capacity(rings.len());
                let mut ring = Vec::with_capacity(rings.iter().sum());
                for (number, &count) in rings.iter().enumerate() {
                    starts.push(ring.len());
                    ring.resize(ring.len() + count, number as u32);
                }
                Rule::Circle {
                    rings,
                    starts,
                    ring,
                }
            }
        }
    }

    /// Whether cells `a` and `b` (both on the grid) are neighbours.
    #[inline]
    pub(super) fn neighbours(&mut self, a: usize, b: usize) -> bool {
        match self {
            Rule::Square(width) => neighbours::square_at(width.place(a), width.place(b)),
            Rule::Hexagon(width) => neighbours::hexagon_at(width.place(a), width.place(b)),
            Rule::Triangle(width) => neighbours::triangle_at(width.place(a), width.place(b)),
            Rule::Circle {
                rings,
                starts,
                ring,
            } => {
                let at = |cell: usize| {
                    let ring = ring[cell] as usize;
                    (ring, cell - starts[ring])
                };
                neighbours::circle_at(rings, at(a), at(b))
            }
        }
    }
}

/// Division by a fixed width as a multiplication (Lemire's: exact for a 32-bit
/// dividend and divisor).
pub(super) struct Divider {
    width: u64,
    inverse: u64,
}

impl Divider {
    pub(super) fn new(width: usize) -> Divider {
        let width = width.max(1) as u64;
        Divider {
            width,
            inverse: (u64::MAX / width).wrapping_add(1),
        }
    }

    /// (x, y) of a cell in a row of `width` cells (cell < 2³²).
    #[inline]
    pub(super) fn place(&self, cell: usize) -> (i64, i64) {
        let cell = cell as u64;
        let y = if self.width == 1 {
            cell
        } else {
            ((u128::from(self.inverse) * u128::from(cell)) >> 64) as u64
        };
        ((cell - y * self.width) as i64, y as i64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::checkers::shaped::agreement::agree;
    use crate::puzzle::grid::shaped::ShapedRecipe;
    use crate::puzzle::grid::shaped::board::{Board, Tiling};
    use crate::puzzle::grid::shaped::carve::ON_ANY_BOARD;
    use crate::puzzle::grid::shaped::ends::Ends;
    use crate::puzzle::grid::shaped::form::to_json;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn mazes() -> Vec<ShapedMaze> {
        let round = |w: usize, h: usize| -> Vec<bool> {
            let (cx, cy) = (w as f64 / 2.0, h as f64 / 2.0);
            (0..w * h)
                .map(|c| {
                    let (x, y) = ((c % w) as f64 + 0.5 - cx, (c / w) as f64 + 0.5 - cy);
                    (x / cx).powi(2) + (y / cy).powi(2) <= 1.0
                })
                .collect()
        };
        let boards = [
            Board::tiled(Tiling::Hexagon, 13, 9),
            Board::tiled(Tiling::Triangle, 15, 6),
            Board::tiled(Tiling::Hexagon, 1, 7),
            Board::tiled(Tiling::Triangle, 9, 1),
            Board::masked(Tiling::Square, 16, round(16, 11)),
            Board::masked(Tiling::Hexagon, 16, round(16, 11)),
            Board::masked(Tiling::Triangle, 16, round(16, 11)),
            Board::circle(2),
            Board::circle(9),
        ];
        let mut mazes = Vec::new();
        for board in boards {
            for (n, algorithm) in ON_ANY_BOARD.into_iter().enumerate() {
                let ends = ["corners", "sides", "longest", "centre"][n % 4];
                let recipe = ShapedRecipe {
                    board: board.clone(),
                    algorithm,
                    ends: Ends::from_name(ends).unwrap(),
                    braid: 0.0,
                    band: None,
                    wall: crate::render::wall::Wall::Set(1.0),
                    min_cell_pt: 4.0,
                };
                let puzzle = recipe.generate(&mut ChaCha8Rng::seed_from_u64(n as u64));
                mazes.push(super::super::read(to_json(&puzzle, None)).unwrap());
            }
        }
        mazes
    }

    #[test]
    fn peeling_agrees_with_the_general_check() {
        for maze in mazes() {
            assert_eq!(prove(&maze).is_some(), maze.start != maze.goal);
            agree(&maze);
        }
    }

    #[test]
    fn what_is_not_a_tree_is_left_to_the_general_check() {
        for maze in mazes() {
            let n = maze.passages.len();
            let mut faults: Vec<Vec<[usize; 2]>> = Vec::new();
            // A passage twice instead of another; one missing; one to a stranger.
            let mut twice = maze.passages.clone();
            twice[n - 1] = twice[0];
            faults.push(twice);
            let mut reversed = maze.passages.clone();
            reversed[n / 2] = [maze.passages[0][1], maze.passages[0][0]];
            faults.push(reversed);
            faults.push(maze.passages[1..].to_vec());
            let mut stranger = maze.passages.clone();
            stranger[n / 3] = [0, maze.cells - 1];
            faults.push(stranger);
            let mut looped = maze.passages.clone();
            looped.push(looped[n / 2]);
            faults.push(looped);
            for passages in faults {
                let broken = ShapedMaze {
                    passages,
                    neighbours: match &maze.neighbours {
                        Neighbours::Square { width } => Neighbours::Square { width: *width },
                        Neighbours::Hexagon(w) => Neighbours::Hexagon(*w),
                        Neighbours::Triangle(w) => Neighbours::Triangle(*w),
                        Neighbours::Circle { rings } => Neighbours::Circle {
                            rings: rings.clone(),
                        },
                    },
                    in_maze: maze.in_maze.clone(),
                    solution: None,
                    passage_names: super::super::form::PassageNames::Listed,
                    ..maze
                };
                agree(&broken);
            }
        }
    }

    #[test]
    fn dividing_by_multiplying_is_exact() {
        for width in [
            1usize, 2, 3, 7, 10, 999, 1000, 1024, 4000, 65_537, 16_000_000,
        ] {
            let divider = Divider::new(width);
            let probes = (0..5000).chain([
                16_000_000 - 1,
                u32::MAX as usize - 1,
                width * 1234 + width - 1,
            ]);
            for cell in probes {
                let (x, y) = divider.place(cell);
                assert_eq!((x as usize, y as usize), (cell % width, cell / width));
            }
        }
    }
}
