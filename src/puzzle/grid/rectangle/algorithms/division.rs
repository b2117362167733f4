//! Recursive division, done with an explicit stack of regions.
//!
//! It builds walls rather than passages: starting from a grid with every inner wall
//! open, it splits a region in two with one straight wall across it, leaving a single
//! random gap, then splits each half the same way, until the regions are one cell
//! wide (a one-cell-wide strip is a straight corridor). A region is split across its
//! longer side (a square one either way by a coin toss). The walls are laid in a
//! scratch array and the open passages carved into the maze at the end. Each inner
//! wall is laid at most once, so time is linear.
//!
//! Character: unlike every other algorithm: long straight walls and rectangular
//! "rooms" nested inside each other. The big early walls each have one gap, so the
//! solution is a chain of bottleneck crossings that a careful eye can spot from far
//! away; inside the rooms, many short dead ends (about 27% of cells). The solution is
//! about as long as a uniform spanning tree's. Looks architectural; easy to plan,
//! tedious to trace.

use rand_chacha::ChaCha8Rng;

use super::super::maze::GridMaze;
use crate::puzzle::cells::Direction;
use crate::puzzle::random::{below, coin};

/// Scratch wall bits per cell: a wall on its east or south side.
const EAST_WALL: u8 = 1;
const SOUTH_WALL: u8 = 2;

/// A region of the grid still to be divided: x, y, width, height.
#[derive(Clone, Copy)]
struct Region {
    x: usize,
    y: usize,
    width: usize,
    height: usize,
}

pub(super) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng) {
    let mut walls = vec![0u8; maze.len()];
    let mut regions = vec![Region {
        x: 0,
        y: 0,
        width: maze.width(),
        height: maze.height(),
    }];
    while let Some(region) = regions.pop() {
        if region.width < 2 || region.height < 2 {
            continue;
        }
        let (first, second) = if splits_vertically(region, rng) {
            split_vertically(maze, &mut walls, region, rng)
        } else {
            split_horizontally(maze, &mut walls, region, rng)
        };
        regions.push(first);
        regions.push(second);
    }
    carve_open_passages(maze, &walls);
}

/// Whether to divide `region` with a north–south wall (across its width).
fn splits_vertically(region: Region, rng: &mut ChaCha8Rng) -> bool {
    match region.width.cmp(&region.height) {
        std::cmp::Ordering::Greater => true,
        std::cmp::Ordering::Less => false,
        std::cmp::Ordering::Equal => coin(rng),
    }
}

/// Lays a north–south wall with one gap; returns the west and east parts.
fn split_vertically(
    maze: &GridMaze,
    walls: &mut [u8],
    region: Region,
    rng: &mut ChaCha8Rng,
) -> (Region, Region) {
    let west_width = 1 + below(rng, region.width - 1);
    let gap = below(rng, region.height);
    let x = region.x + west_width - 1;
    for dy in (0..region.height).filter(|&dy| dy != gap) {
        walls[maze.index(x, region.y + dy)] |= EAST_WALL;
    }
    let west = Region {
        width: west_width,
        ..region
    };
    let east = Region {
        x: region.x + west_width,
        width: region.width - west_width,
        ..region
    };
    (west, east)
}

/// Lays an east–west wall with one gap; returns the north and south parts.
fn split_horizontally(
    maze: &GridMaze,
    walls: &mut [u8],
    region: Region,
    rng: &mut ChaCha8Rng,
) -> (Region, Region) {
    let north_height = 1 + below(rng, region.height - 1);
    let gap = below(rng, region.width);
    let y = region.y + north_height - 1;
    for dx in (0..region.width).filter(|&dx| dx != gap) {
        walls[maze.index(region.x + dx, y)] |= SOUTH_WALL;
    }
    let north = Region {
        height: north_height,
        ..region
    };
    let south = Region {
        y: region.y + north_height,
        height: region.height - north_height,
        ..region
    };
    (north, south)
}

/// Carves every inner passage that no wall closes.
fn carve_open_passages(maze: &mut GridMaze, walls: &[u8]) {
    let (width, height) = (maze.width(), maze.height());
    for y in 0..height {
        for x in 0..width {
            let cell = maze.index(x, y);
            if x + 1 < width && walls[cell] & EAST_WALL == 0 {
                maze.carve(cell, Direction::East);
            }
            if y + 1 < height && walls[cell] & SOUTH_WALL == 0 {
                maze.carve(cell, Direction::South);
            }
        }
    }
}
