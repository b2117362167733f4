//! The walls of a shaped maze as pieces in cell units: every side of a cell in
//! the maze with no passage through it, once, except the doors at start and goal.
//! A tiled board's walls are the sides of its polygons (here); a circle's are
//! arcs and radial walls (`rings`).
//!
//! A tiled board keeps each wall as its cell and side only (4 bytes), and works
//! out its ends and where they meet (`nodes`) when asked: a million-cell board's
//! walls take a few megabytes.

use super::super::ShapedPuzzle;
use super::super::board::{Board, Tiling};
use super::super::geometry::{self, Point};
use super::doors::Door;
use super::nodes::Lattice;
use crate::puzzle::grid::request::MAX_SIDE;

/// One wall piece.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Piece {
    Line(Point, Point),
    /// An arc of the circle of `radius` about a circular board's middle, from
    /// `from` to `to` turns (clockwise from north, `from` < `to`).
    Arc {
        radius: f64,
        from: f64,
        to: f64,
    },
}

impl Piece {
    /// The piece's first (`end` 0) or second end; an arc's lie about `middle`.
    pub fn end(&self, end: usize, middle: Point) -> Point {
        match *self {
            Piece::Line(a, b) => [a, b][end],
            Piece::Arc { radius, from, to } => polar(middle, radius, [from, to][end]),
        }
    }
}

/// The point at `radius` and `turns` (clockwise from north) about `middle`.
pub fn polar(middle: Point, radius: f64, turns: f64) -> Point {
    let angle = turns * std::f64::consts::TAU;
    (
        middle.0 + radius * libm::sin(angle),
        middle.1 - radius * libm::cos(angle),
    )
}

/// A maze's walls as `strokes` reads them: pieces in a fixed order, and the
/// node each end lies on (ends on one node meet).
pub trait Walls {
    /// How many pieces.
    fn piece_count(&self) -> usize;
    /// How many numbers the nodes may take.
    fn node_count(&self) -> usize;
    /// Piece `index`.
    fn piece(&self, index: usize) -> Piece;
    /// The node of piece `index`'s first (`end` 0) or second end.
    fn node(&self, index: usize, end: usize) -> usize;
}

/// A tiled board's walls: each a side of a cell, as the cell's column and row
/// and the side (see [`TiledWalls::unpack`]), so its ends and nodes are worked
/// out with no division.
pub struct TiledWalls {
    tiling: Tiling,
    lattice: Lattice,
    sides: Vec<u32>,
}

impl Walls for TiledWalls {
    fn piece_count(&self) -> usize {
        self.sides.len()
    }

    fn node_count(&self) -> usize {
        self.lattice.count()
    }

    #[inline]
    fn piece(&self, index: usize) -> Piece {
        let (x, y, side) = self.unpack(index);
        let corners = geometry::corners_at(self.tiling, x, y);
        Piece::Line(corners[side], corners[(side + 1) % corners.len()])
    }

    #[inline]
    fn node(&self, index: usize, end: usize) -> usize {
        let (x, y, side) = self.unpack(index);
        let corner = (side + end) % self.tiling.sides();
        self.lattice.node_at(x, y, corner)
    }
}

// A wall's column and row are packed in 14 bits each.
const _: () = assert!(MAX_SIDE < 1 << 14);

impl TiledWalls {
    /// Column, row and side in 14, 14 and 3 bits: boards are at most
    /// `MAX_SIDE` (4000) cells each way.
    fn pack(x: usize, y: usize, side: usize) -> u32 {
        debug_assert!(x < 1 << 14 && y < 1 << 14 && side < 8);
        (x as u32) << 17 | (y as u32) << 3 | side as u32
    }

    #[inline]
    fn unpack(&self, index: usize) -> (usize, usize, usize) {
        let packed = self.sides[index];
        let field = |shift: u32, bits: u32| ((packed >> shift) & ((1 << bits) - 1)) as usize;
        (field(17, 14), field(3, 14), field(0, 3))
    }
}

/// Every wall of `puzzle` on a tiled board, leaving out `doors`, in two
/// parts: the inner walls, and apart the outline of a picture's or word's own
/// cells (drawn bold, so the shape reads before the maze does). A bridge's
/// walls are inner walls, and where a bridge meets the shape without a
/// passage, the shape's outline runs on; a plain board has no outline apart.
pub fn tiled(puzzle: &ShapedPuzzle, doors: &[Door]) -> TiledParts {
    let board = &puzzle.board;
    // Each cell's open sides, turned in place into its walls: a byte a cell,
    // so the list is made at its size (a 4000 × 4000 board has 30 million).
    let mut walls = open_sides(puzzle);
    for (cell, bits) in walls.iter_mut().enumerate() {
        let open = std::mem::take(bits);
        if !board.in_maze[cell] {
            continue;
        }
        for side in 0..board.tiling.sides() {
            let other = geometry::side_neighbour(board, cell, side).filter(|&o| board.in_maze[o]);
            let wall = match other {
                Some(o) => o > cell && open & (1 << side) == 0,
                None => !doors.contains(&Door { cell, side }),
            };
            *bits |= u8::from(wall) << side;
        }
    }
    let count = walls.iter().map(|bits| bits.count_ones() as usize).sum();
    let mut inner = Vec::with_capacity(count);
    let mut outline = Vec::new();
    for (cell, &bits) in walls.iter().enumerate().filter(|&(_, &bits)| bits != 0) {
        let (x, y) = board.position(cell);
        for side in (0..board.tiling.sides()).filter(|side| bits & (1 << side) != 0) {
            match board.masked && on_outline(board, cell, side) {
                true => outline.push(TiledWalls::pack(x, y, side)),
                false => inner.push(TiledWalls::pack(x, y, side)),
            }
        }
    }
    let part = |sides: Vec<u32>| TiledWalls {
        tiling: board.tiling,
        lattice: Lattice::of(board),
        sides,
    };
    TiledParts {
        inner: part(inner),
        outline: part(outline),
    }
}

/// A tiled board's walls: the inner ones and a shape's outline.
pub struct TiledParts {
    pub inner: TiledWalls,
    pub outline: TiledWalls,
}

/// Whether `cell`'s `side` parts the picture's or word's own cells from the
/// rest: bridges and cells outside the maze.
fn on_outline(board: &Board, cell: usize, side: usize) -> bool {
    let shape = |cell: usize| !board.is_bridge(cell);
    match geometry::side_neighbour(board, cell, side).filter(|&o| board.in_maze[o]) {
        Some(other) => shape(cell) != shape(other),
        None => shape(cell),
    }
}

/// Each cell's sides with a passage through them, a bit per side.
fn open_sides(puzzle: &ShapedPuzzle) -> Vec<u8> {
    let board = &puzzle.board;
    let mut open = vec![0u8; board.len()];
    for &[a, b] in &puzzle.passages {
        for (from, to) in [(a as usize, b as usize), (b as usize, a as usize)] {
            let side = (0..board.tiling.sides())
                .find(|&s| geometry::side_neighbour(board, from, s) == Some(to));
            if let Some(side) = side {
                open[from] |= 1 << side;
            }
        }
    }
    open
}

#[cfg(test)]
mod tests {
    use super::super::super::board::Board;
    use super::*;

    /// Every wall of `puzzle` as pieces, in the order `strokes` takes them.
    fn pieces(puzzle: &ShapedPuzzle, doors: &[Door]) -> Vec<Piece> {
        fn all(walls: &impl Walls) -> Vec<Piece> {
            (0..walls.piece_count())
                .map(|index| walls.piece(index))
                .collect()
        }
        match puzzle.board.tiling {
            Tiling::Circle => all(&super::super::rings::walls(puzzle, doors, (0.0, 0.0))),
            _ => {
                let parts = tiled(puzzle, doors);
                let mut pieces = all(&parts.inner);
                pieces.extend(all(&parts.outline));
                pieces
            }
        }
    }

    /// A disc of `tiling` cells on a `size`×`size` board, with no passages.
    fn disc(tiling: Tiling, size: usize) -> ShapedPuzzle {
        let whole = Board::tiled(tiling, size, size);
        let (w, h) = geometry::extent(&whole);
        let in_maze = (0..whole.len())
            .map(|cell| {
                let (x, y) = geometry::centre(&whole, cell);
                (x / w - 0.5).powi(2) + (y / h - 0.5).powi(2) <= 0.2
            })
            .collect();
        ShapedPuzzle {
            board: Board::masked(tiling, size, in_maze),
            passages: Vec::new(),
            start: 0,
            goal: 0,
            braid: 0.0,
        }
    }

    #[test]
    fn a_mask_s_walls_are_sides_of_its_cells_only() {
        for tiling in [Tiling::Square, Tiling::Hexagon, Tiling::Triangle] {
            let puzzle = disc(tiling, 9);
            let board = &puzzle.board;
            let sides: Vec<[Point; 2]> = (0..board.len())
                .filter(|&c| board.in_maze[c])
                .flat_map(|c| {
                    let corners = geometry::corners(board, c);
                    (0..corners.len())
                        .map(|k| [corners[k], corners[(k + 1) % corners.len()]])
                        .collect::<Vec<_>>()
                })
                .collect();
            let pieces = pieces(&puzzle, &[]);
            // No passages: every side of every cell in the maze is a wall, once.
            let inside = board.cells_in_maze();
            let shared = (0..board.len())
                .filter(|&c| board.in_maze[c])
                .flat_map(|c| (0..tiling.sides()).map(move |k| (c, k)))
                .filter(|&(c, k)| {
                    geometry::side_neighbour(board, c, k).is_some_and(|o| board.in_maze[o])
                })
                .count();
            assert_eq!(
                pieces.len(),
                inside * tiling.sides() - shared / 2,
                "{tiling:?}"
            );
            for piece in pieces {
                let Piece::Line(a, b) = piece else {
                    panic!("an arc on {tiling:?}")
                };
                let close = |p: Point, q: Point| (p.0 - q.0).abs() + (p.1 - q.1).abs() < 1e-9;
                assert!(
                    sides.iter().any(|s| (close(s[0], a) && close(s[1], b))
                        || (close(s[0], b) && close(s[1], a))),
                    "{tiling:?}: a wall {a:?}–{b:?} off the mask"
                );
            }
        }
    }
}
