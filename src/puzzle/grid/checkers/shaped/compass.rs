//! Peeling on a tiled maze (squares, hexagons, triangles), with a byte a cell:
//! every neighbour of a tiled cell is one of the eight cells around it on the grid
//! of rows, so a passage is recorded as a direction bit at each end, and the cell
//! a direction leads to is a fixed step in cell numbers. A million-cell maze then
//! takes a megabyte while its passages are read (in whatever order the form lists
//! them), which stays in cache; a passage listed twice finds its bit already set.
//! The peeling is the checkers' shared one (`checkers::peel`), with eight
//! directions where the rectangle has four.

use super::super::peel::ways::EightWays;
use super::form::ShapedMaze;
use super::neighbours;
use super::routes::DEEP_BRANCH;
use super::tree::{Divider, Shape, Tree};

/// The direction from (x, y) to (x + dx, y + dy), dx and dy in −1..=1 and not
/// both 0: 0–7, row by row, so the opposite direction is 7 − it.
#[inline]
fn direction(dx: i64, dy: i64) -> usize {
    let code = ((dy + 1) * 3 + dx + 1) as usize;
    code - usize::from(code > 4)
}

/// Proves a tiled maze a tree (the caller has checked the ends and the count).
pub(super) fn prove(maze: &ShapedMaze, shape: Shape, width: usize, in_maze: usize) -> Option<Tree> {
    let (cells, start, goal) = (maze.cells, maze.start, maze.goal);
    let divider = Divider::new(width);
    let whole = !maze.in_maze.contains(&false);
    let (allowed, [px, py]) = rule(shape);
    let mut open = vec![0u8; cells];
    for &[a, b] in &maze.passages {
        let sound = a < cells && b < cells && a != b;
        if !sound || !(whole || maze.in_maze[a] && maze.in_maze[b]) {
            return None;
        }
        let (from, to) = (divider.place(a), divider.place(b));
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let near = (dx + 1) as u64 <= 2 && (dy + 1) as u64 <= 2;
        let code = ((dy + 1) * 3 + dx + 1) as usize & 15;
        let parity = ((from.0 & px) + (from.1 & py)) as usize & 1;
        if !(near & (allowed[parity] >> code & 1 == 1)) {
            return None;
        }
        let way = direction(dx, dy);
        if open[a] & (1 << way) != 0 {
            return None;
        }
        open[a] |= 1 << way;
        open[b] |= 1 << (7 - way);
    }
    let steps: [isize; 8] = std::array::from_fn(|way| {
        let code = (way + usize::from(way >= 4)) as isize;
        (code / 3 - 1) * width as isize + (code % 3 - 1)
    });
    let single = |cell: usize| usize::from(open[cell].count_ones() == 1);
    let dead_ends =
        open.iter().filter(|bits| bits.count_ones() == 1).count() - single(start) - single(goal);
    let mut ways = EightWays::new(&open, steps);
    let peeled = ways.peel(start, goal);
    let path = ways.remaining_path(start, goal)?;
    if peeled + path.len() != in_maze {
        return None;
    }
    let junctions = (0..path.len() - 1)
        .filter(|&i| open[path[i]].count_ones() as usize - usize::from(i > 0) >= 2)
        .count();
    let depths = ways.branch_depths(&open, &path);
    Some(Tree {
        path,
        junctions,
        dead_ends,
        deep: depths.iter().filter(|&&d| d >= DEEP_BRANCH).count(),
        longest: depths.iter().copied().max().unwrap_or(0),
    })
}

/// The shape's neighbour rule as a table: for each parity ((x & px) + (y & py))
/// mod 2 of a cell at (x, y), with [px, py] given back beside the table), bit (dy + 1) · 3 + (dx + 1) is set when the cell at
/// (x + dx, y + dy) is a neighbour. Read from the rule itself, so the table and
/// the rule cannot disagree; a table keeps the test free of branches, which a
/// maze's passages (in the random order a walk made them) would defeat.
fn rule(shape: Shape) -> ([u16; 2], [i64; 2]) {
    let test = match shape {
        Shape::Square => neighbours::square_at,
        Shape::Hexagon => neighbours::hexagon_at,
        Shape::Triangle => neighbours::triangle_at,
    };
    let [px, py] = match shape {
        Shape::Square => [0, 0],
        Shape::Hexagon => [0, 1],
        Shape::Triangle => [1, 1],
    };
    let parity = |(x, y): (i64, i64)| ((x & px) + (y & py)) as usize & 1;
    let allowed = [0usize, 1].map(|p| {
        // A cell of this parity (squares have only the one).
        let mut bits = 0u16;
        let bases: [(i64, i64); 3] = [(2, 2), (3, 2), (2, 3)];
        let Some(&at) = bases.iter().find(|&&at| parity(at) == p) else {
            return bits;
        };
        for dy in -1..=1 {
            for dx in -1..=1 {
                if test(at, (at.0 + dx, at.1 + dy)) {
                    bits |= 1 << ((dy + 1) * 3 + dx + 1);
                }
            }
        }
        bits
    });
    (allowed, [px, py])
}
