//! The walls of a shaped maze as pieces in cell units: every side of a cell in
//! the maze with no passage through it, once, except the doors at start and goal.
//! A tiled board's walls are the sides of its polygons; a circle's are arcs on
//! the edges between rings (one per pair of cells that meet there), straight
//! radial walls between cells of a ring, and the outer circle.

use std::collections::HashSet;

use super::super::ShapedPuzzle;
use super::super::board::{Board, Tiling};
use super::super::geometry::{self, Point};
use super::doors::Door;

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

/// Every wall of `puzzle`, leaving out `doors`.
pub fn pieces(puzzle: &ShapedPuzzle, doors: &[Door]) -> Vec<Piece> {
    let open: HashSet<(u32, u32)> = puzzle
        .passages
        .iter()
        .map(|&[a, b]| (a.min(b), a.max(b)))
        .collect();
    let is_open = |a: usize, b: usize| open.contains(&(a.min(b) as u32, a.max(b) as u32));
    let board = &puzzle.board;
    match board.tiling {
        Tiling::Circle => circle(board, &is_open, doors),
        _ => tiled(board, &is_open, doors),
    }
}

fn tiled(board: &Board, is_open: &dyn Fn(usize, usize) -> bool, doors: &[Door]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    for cell in (0..board.len()).filter(|&c| board.in_maze[c]) {
        let corners = geometry::corners(board, cell);
        for side in 0..corners.len() {
            let other = geometry::side_neighbour(board, cell, side).filter(|&o| board.in_maze[o]);
            let wall = match other {
                Some(o) => o > cell && !is_open(cell, o),
                None => !doors.contains(&Door { cell, side }),
            };
            if wall {
                pieces.push(Piece::Line(
                    corners[side],
                    corners[(side + 1) % corners.len()],
                ));
            }
        }
    }
    pieces
}

fn circle(board: &Board, is_open: &dyn Fn(usize, usize) -> bool, doors: &[Door]) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let starts = board.ring_starts();
    let outer = board.rings.len();
    for ring in 1..outer {
        let count = board.rings[ring];
        let inner = board.rings[ring - 1];
        for place in 0..count {
            let cell = starts[ring] + place;
            let (from, to) = geometry::ring_span(board, ring, place);
            // The inner edge, piece by piece against the inner ring's cells.
            let first = place * inner / count;
            let last = ((place + 1) * inner).div_ceil(count);
            for p in first..last {
                let (a, b) = geometry::ring_span(board, ring - 1, p);
                if !is_open(cell, starts[ring - 1] + p) {
                    pieces.push(Piece::Arc {
                        radius: ring as f64,
                        from: a.max(from),
                        to: b.min(to),
                    });
                }
            }
            // The radial wall on its clockwise side.
            let next = starts[ring] + (place + 1) % count;
            if count > 1 && !is_open(cell, next) {
                pieces.push(Piece::Line(
                    geometry::polar(board, ring as f64, to),
                    geometry::polar(board, ring as f64 + 1.0, to),
                ));
            }
        }
    }
    // The outer wall.
    let last = outer - 1;
    for place in 0..board.rings[last] {
        let cell = starts[last] + place;
        if !doors.iter().any(|door| door.cell == cell) {
            let (from, to) = geometry::ring_span(board, last, place);
            pieces.push(Piece::Arc {
                radius: outer as f64,
                from,
                to,
            });
        }
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

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
