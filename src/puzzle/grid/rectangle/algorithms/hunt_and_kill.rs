//! Hunt-and-kill: a random walk that never revisits, and a hunt when it is stuck.
//!
//! The walk starts at a random cell and keeps carving into a random unvisited
//! neighbour until it has none ("kill"). Then the hunt scans the grid in row-major
//! order for the first unvisited cell, joins it to a random visited neighbour, and
//! walks on from there. Every cell before the first unvisited one is visited, so that
//! cell's west or north neighbour is always visited (the one exception, cell 0, is
//! handled by joining the cell just before the first visited cell instead), and the
//! scan cursor only ever moves forward: the whole is linear, with no rescans from
//! the top.
//!
//! Character: the backtracker's texture: long winding corridors and few dead ends
//! (about 10% of cells). But the solution is much shorter than the backtracker's (on
//! large grids about as long as a uniform spanning tree's), because each hunt starts
//! a new corridor from the first gap in row-major order and so links distant parts
//! of the maze; and the hunt, sweeping from the top, leaves the top rows filled first.

use rand_chacha::ChaCha8Rng;

use super::super::maze::GridMaze;
use crate::puzzle::cells::Direction;
use crate::puzzle::random::below;

pub(super) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng) {
    if maze.is_empty() {
        return;
    }
    let mut visits = Visits::new(maze.len());
    let mut current = below(rng, maze.len());
    visits.visit(current);
    loop {
        walk(maze, &mut visits, current, rng);
        let Some((cell, direction)) = visits.hunt(maze, rng) else {
            return;
        };
        maze.carve(cell, direction);
        visits.visit(cell);
        current = cell;
    }
}

/// Carves from `cell` into random unvisited neighbours until there are none.
fn walk(maze: &mut GridMaze, visits: &mut Visits, mut cell: usize, rng: &mut ChaCha8Rng) {
    while let Some((direction, next)) = random_neighbour(maze, &visits.visited, cell, false, rng) {
        maze.carve(cell, direction);
        visits.visit(next);
        cell = next;
    }
}

/// A uniformly random neighbour of `cell` whose visited flag is `visited`, with the
/// direction to it.
fn random_neighbour(
    maze: &GridMaze,
    visited_cells: &[bool],
    cell: usize,
    visited: bool,
    rng: &mut ChaCha8Rng,
) -> Option<(Direction, usize)> {
    let mut options = [(Direction::North, 0); 4];
    let mut count = 0;
    for direction in Direction::ALL {
        if let Some(next) = maze.neighbour(cell, direction)
            && visited_cells[next] == visited
        {
            options[count] = (direction, next);
            count += 1;
        }
    }
    (count > 0).then(|| options[below(rng, count)])
}

/// Which cells are visited, with the hunt's forward cursor and the lowest visited
/// index.
struct Visits {
    visited: Vec<bool>,
    /// No cell before this one is unvisited.
    cursor: usize,
    /// The smallest visited index.
    lowest_visited: usize,
}

impl Visits {
    fn new(len: usize) -> Self {
        Visits {
            visited: vec![false; len],
            cursor: 0,
            lowest_visited: len,
        }
    }

    fn visit(&mut self, cell: usize) {
        self.visited[cell] = true;
        self.lowest_visited = self.lowest_visited.min(cell);
    }

    /// The next unvisited cell and the direction to a visited neighbour to join it
    /// to, or `None` when every cell is visited.
    fn hunt(&mut self, maze: &GridMaze, rng: &mut ChaCha8Rng) -> Option<(usize, Direction)> {
        while self.visited.get(self.cursor) == Some(&true) {
            self.cursor += 1;
        }
        if self.cursor == self.visited.len() {
            return None;
        }
        let cell = self.cursor;
        if let Some((direction, _)) = random_neighbour(maze, &self.visited, cell, true, rng) {
            return Some((cell, direction));
        }
        // Only cell 0 can be cut off from the visited cells. Every cell before the
        // lowest visited one is unvisited, its west (or north) neighbour included.
        let lowest = self.lowest_visited;
        let (x, _) = maze.position(lowest);
        Some(if x > 0 {
            (lowest - 1, Direction::East)
        } else {
            (lowest - maze.width(), Direction::South)
        })
    }
}
