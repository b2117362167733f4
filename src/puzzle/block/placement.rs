//! Start and goal of a grown block maze: doors cut in the frame beside open cells
//! of the inner ring, so the walk begins and ends at the maze's edge. Part of
//! generation: it works on the generator's maze, and the checker then finds the
//! path between the doors on its own.
//!
//! A door is a frame cell with exactly one open neighbour, so the open cells stay
//! a tree. Every side of the inner ring has an open cell in a full grown maze (a
//! side of walls only would leave a cell there that could still be opened), so
//! each placement always finds its doors.

use std::collections::VecDeque;

use super::maze::BlockMaze;
use crate::puzzle::cells::Placement;

/// Opens the two doors for `placement` in `maze`'s frame and returns them
/// (start, goal):
/// - corners: start on the left edge as high as it can be, goal on the right as low;
/// - sides: start on the left edge, goal on the right, both as near the middle as
///   they can be;
/// - longest: the two edge cells farthest apart along the corridors, on any sides.
pub fn cut_doors(placement: Placement, maze: &mut BlockMaze) -> ([usize; 2], [usize; 2]) {
    let (w, h) = (maze.width(), maze.height());
    let left = open_in_column(maze, 1);
    let right = open_in_column(maze, w - 2);
    let (inner_start, inner_goal) = match placement {
        Placement::Corners => (left[0], right[right.len() - 1]),
        Placement::Sides => (nearest(&left, h / 2), nearest(&right, h / 2)),
        Placement::Longest => farthest_pair(maze),
    };
    let start = door(inner_start, w, h);
    let goal = door(inner_goal, w, h);
    maze.open_at(maze.index(start));
    maze.open_at(maze.index(goal));
    (start, goal)
}

/// Open cells of column `x`, top to bottom (never empty in a grown maze).
fn open_in_column(maze: &BlockMaze, x: usize) -> Vec<[usize; 2]> {
    let cells: Vec<[usize; 2]> = (1..maze.height() - 1)
        .map(|y| [x, y])
        .filter(|&c| maze.is_open(c))
        .collect();
    if cells.is_empty() {
        // Not reached for a grown maze; a door at the top keeps this total.
        return vec![[x, 1]];
    }
    cells
}

fn nearest(cells: &[[usize; 2]], y: usize) -> [usize; 2] {
    *cells
        .iter()
        .min_by_key(|c| c[1].abs_diff(y))
        .unwrap_or(&cells[0])
}

/// The frame cell beside an inner-ring cell: left or right first (mazes read left
/// to right), then top or bottom.
fn door(cell: [usize; 2], width: usize, height: usize) -> [usize; 2] {
    let [x, y] = cell;
    if x == 1 {
        [0, y]
    } else if x == width - 2 {
        [width - 1, y]
    } else if y == 1 {
        [x, 0]
    } else {
        debug_assert_eq!(y, height - 2);
        [x, height - 1]
    }
}

/// Whether an inner cell lies on the ring next to the frame.
fn on_ring(cell: [usize; 2], width: usize, height: usize) -> bool {
    cell[0] == 1 || cell[1] == 1 || cell[0] == width - 2 || cell[1] == height - 2
}

/// Two ring cells far apart along the corridors: the farthest ring cell from any
/// ring cell, then the farthest from that one (exact on a tree).
fn farthest_pair(maze: &BlockMaze) -> ([usize; 2], [usize; 2]) {
    let first = open_in_column(maze, 1)[0];
    let a = farthest_ring_cell(maze, first);
    let b = farthest_ring_cell(maze, a);
    (a, b)
}

fn farthest_ring_cell(maze: &BlockMaze, from: [usize; 2]) -> [usize; 2] {
    let (w, h) = (maze.width(), maze.height());
    let mut distance = vec![u32::MAX; w * h];
    let mut queue = VecDeque::from([maze.index(from)]);
    distance[maze.index(from)] = 0;
    let mut best = (0, from);
    while let Some(i) = queue.pop_front() {
        let cell = maze.cell(i);
        if on_ring(cell, w, h) && distance[i] > best.0 {
            best = (distance[i], cell);
        }
        for next in [i - w, i + 1, i + w, i - 1] {
            let inner = !on_frame(maze.cell(next), w, h);
            if inner && maze.open_at_index(next) && distance[next] == u32::MAX {
                distance[next] = distance[i] + 1;
                queue.push_back(next);
            }
        }
    }
    best.1
}

fn on_frame(cell: [usize; 2], width: usize, height: usize) -> bool {
    cell[0] == 0 || cell[1] == 0 || cell[0] == width - 1 || cell[1] == height - 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::block::grow::grow;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn doors_are_in_the_frame_beside_an_open_cell() {
        for (seed, placement) in [Placement::Corners, Placement::Sides, Placement::Longest]
            .into_iter()
            .enumerate()
        {
            let mut maze = grow(13, 9, 0.2, &mut ChaCha8Rng::seed_from_u64(seed as u64));
            let (start, goal) = cut_doors(placement, &mut maze);
            assert_ne!(start, goal);
            for end in [start, goal] {
                assert!(on_frame(end, 13, 9), "{placement:?} {end:?}");
                assert!(maze.is_open(end));
            }
        }
    }

    #[test]
    fn corners_start_left_and_end_right() {
        let mut maze = grow(11, 11, 0.0, &mut ChaCha8Rng::seed_from_u64(4));
        let (start, goal) = cut_doors(Placement::Corners, &mut maze);
        assert_eq!((start[0], goal[0]), (0, 10));
    }
}
