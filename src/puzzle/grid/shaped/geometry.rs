//! Where each cell of a shaped board lies, in cell units (a square cell is 1 × 1,
//! a hexagon 1 across its flat sides, a triangle's side is 1, a ring is 1 deep),
//! with y pointing down. Drawing scales these to the page; pictures and words are
//! sampled at them to decide which cells are in the maze. For squares, hexagons and
//! triangles a cell is a polygon whose k-th side (from corner k to corner k + 1) is
//! shared with `side_neighbour(k)`.

use super::board::{Board, Tiling};

/// The circumradius of a hexagon 1 across its flat sides.
const HEX_RADIUS: f64 = 0.577_350_269_189_625_8; // 1 / √3
/// The height of a triangle of side 1.
const TRIANGLE_HEIGHT: f64 = 0.866_025_403_784_438_6; // √3 / 2

/// A point in cell units.
pub type Point = (f64, f64);

/// Width and height of the whole board in cell units.
pub fn extent(board: &Board) -> (f64, f64) {
    let (w, h) = (board.width as f64, board.height as f64);
    match board.tiling {
        Tiling::Square => (w, h),
        Tiling::Hexagon => {
            let shift = if board.height > 1 { 0.5 } else { 0.0 };
            (w + shift, HEX_RADIUS * (2.0 + 1.5 * (h - 1.0)))
        }
        Tiling::Triangle => ((w + 1.0) / 2.0, h * TRIANGLE_HEIGHT),
        Tiling::Circle => (2.0 * w, 2.0 * w),
    }
}

/// The corners of a cell, in order round it: at most six, kept in place (a
/// drawing of millions of cells asks for them millions of times).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Corners {
    points: [Point; 6],
    len: usize,
}

impl Corners {
    fn of(points: &[Point]) -> Corners {
        let mut corners = Corners {
            points: [(0.0, 0.0); 6],
            len: points.len(),
        };
        corners.points[..points.len()].copy_from_slice(points);
        corners
    }
}

impl std::ops::Deref for Corners {
    type Target = [Point];

    fn deref(&self) -> &[Point] {
        &self.points[..self.len]
    }
}

impl IntoIterator for Corners {
    type Item = Point;
    type IntoIter = std::iter::Take<std::array::IntoIter<Point, 6>>;

    fn into_iter(self) -> Self::IntoIter {
        self.points.into_iter().take(self.len)
    }
}

/// The corners of a cell of a tiled board, in order round the cell (none for a
/// circle's).
pub fn corners(board: &Board, cell: usize) -> Corners {
    let (x, y) = board.position(cell);
    corners_at(board.tiling, x, y)
}

/// [`corners`] of the cell at column `x` and row `y` of a `tiling`.
#[inline]
pub fn corners_at(tiling: Tiling, x: usize, y: usize) -> Corners {
    let (fx, fy) = (x as f64, y as f64);
    match tiling {
        Tiling::Square => Corners::of(&[
            (fx, fy),
            (fx + 1.0, fy),
            (fx + 1.0, fy + 1.0),
            (fx, fy + 1.0),
        ]),
        Tiling::Hexagon => {
            let (cx, cy) = hexagon_centre(x, y);
            let r = HEX_RADIUS;
            let offsets = [
                (0.0, -r),
                (0.5, -r / 2.0),
                (0.5, r / 2.0),
                (0.0, r),
                (-0.5, r / 2.0),
                (-0.5, -r / 2.0),
            ];
            Corners {
                points: offsets.map(|(dx, dy)| (cx + dx, cy + dy)),
                len: 6,
            }
        }
        Tiling::Triangle => {
            let (left, top, bottom) =
                (fx / 2.0, fy * TRIANGLE_HEIGHT, (fy + 1.0) * TRIANGLE_HEIGHT);
            if points_up(x, y) {
                Corners::of(&[(left + 0.5, top), (left + 1.0, bottom), (left, bottom)])
            } else {
                Corners::of(&[(left, top), (left + 1.0, top), (left + 0.5, bottom)])
            }
        }
        Tiling::Circle => Corners::of(&[]),
    }
}

/// The cell across side `side` of a tiled board's cell (on the board or not).
pub fn side_neighbour(board: &Board, cell: usize, side: usize) -> Option<usize> {
    let (x, y) = board.position(cell);
    let (x, y) = (x as i64, y as i64);
    let odd = y % 2 == 1;
    let (dx, dy) = match (board.tiling, side) {
        (Tiling::Square, 0) => (0, -1),
        (Tiling::Square, 1) => (1, 0),
        (Tiling::Square, 2) => (0, 1),
        (Tiling::Square, 3) => (-1, 0),
        (Tiling::Hexagon, 0) => (i64::from(odd), -1),
        (Tiling::Hexagon, 1) => (1, 0),
        (Tiling::Hexagon, 2) => (i64::from(odd), 1),
        (Tiling::Hexagon, 3) => (i64::from(odd) - 1, 1),
        (Tiling::Hexagon, 4) => (-1, 0),
        (Tiling::Hexagon, 5) => (i64::from(odd) - 1, -1),
        (Tiling::Triangle, 0) if points_up(x as usize, y as usize) => (1, 0),
        (Tiling::Triangle, 1) if points_up(x as usize, y as usize) => (0, 1),
        (Tiling::Triangle, 2) if points_up(x as usize, y as usize) => (-1, 0),
        (Tiling::Triangle, 0) => (0, -1),
        (Tiling::Triangle, 1) => (1, 0),
        (Tiling::Triangle, 2) => (-1, 0),
        _ => return None,
    };
    let (nx, ny) = (x + dx, y + dy);
    let inside = (0..board.width as i64).contains(&nx) && (0..board.height as i64).contains(&ny);
    inside.then(|| ny as usize * board.width + nx as usize)
}

/// Whether triangle (x, y) points up.
pub fn points_up(x: usize, y: usize) -> bool {
    (x + y).is_multiple_of(2)
}

/// The centre of a cell (a triangle's centroid; a ring cell's middle).
pub fn centre(board: &Board, cell: usize) -> Point {
    match board.tiling {
        Tiling::Square => {
            let (x, y) = board.position(cell);
            (x as f64 + 0.5, y as f64 + 0.5)
        }
        Tiling::Hexagon => {
            let (x, y) = board.position(cell);
            hexagon_centre(x, y)
        }
        Tiling::Triangle => {
            let points = corners(board, cell);
            let sum = points
                .iter()
                .fold((0.0, 0.0), |a, p| (a.0 + p.0, a.1 + p.1));
            (sum.0 / 3.0, sum.1 / 3.0)
        }
        Tiling::Circle => {
            let (ring, place) = board.ring_of(cell);
            let middle = ring_span(board, ring, place);
            polar(
                board,
                if ring == 0 { 0.0 } else { ring as f64 + 0.5 },
                (middle.0 + middle.1) / 2.0,
            )
        }
    }
}

/// The centre of the hexagon at column `x` and row `y` (odd rows sit half a
/// cell to the right).
#[inline]
fn hexagon_centre(x: usize, y: usize) -> Point {
    let shift = if y % 2 == 1 { 0.5 } else { 0.0 };
    (x as f64 + 0.5 + shift, HEX_RADIUS * (1.0 + 1.5 * y as f64))
}

/// The angles (in turns, clockwise from north) a ring cell spans.
pub fn ring_span(board: &Board, ring: usize, place: usize) -> (f64, f64) {
    let count = board.rings[ring] as f64;
    (place as f64 / count, (place + 1) as f64 / count)
}

/// The point at `radius` and `turns` (clockwise from north) around a circle's centre.
pub fn polar(board: &Board, radius: f64, turns: f64) -> Point {
    let centre = board.width as f64;
    let angle = turns * std::f64::consts::TAU;
    (
        centre + radius * libm::sin(angle),
        centre - radius * libm::cos(angle),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two cells sharing a side must agree on its corners (in reverse order).
    fn sides_meet(board: &Board) {
        for cell in 0..board.len() {
            let mine = corners(board, cell);
            for side in 0..mine.len() {
                let Some(other) = side_neighbour(board, cell, side) else {
                    continue;
                };
                let theirs = corners(board, other);
                let (a, b) = (mine[side], mine[(side + 1) % mine.len()]);
                let shared = (0..theirs.len()).any(|k| {
                    let (c, d) = (theirs[k], theirs[(k + 1) % theirs.len()]);
                    close(a, d) && close(b, c) && side_neighbour(board, other, k) == Some(cell)
                });
                assert!(shared, "{:?} cell {cell} side {side}", board.tiling);
            }
        }
    }

    fn close(a: Point, b: Point) -> bool {
        (a.0 - b.0).abs() < 1e-9 && (a.1 - b.1).abs() < 1e-9
    }

    #[test]
    fn neighbouring_cells_share_their_side() {
        for tiling in [Tiling::Square, Tiling::Hexagon, Tiling::Triangle] {
            sides_meet(&Board::tiled(tiling, 5, 4));
        }
    }

    #[test]
    fn every_cell_lies_inside_the_extent() {
        for tiling in [Tiling::Square, Tiling::Hexagon, Tiling::Triangle] {
            let board = Board::tiled(tiling, 6, 5);
            let (w, h) = extent(&board);
            for cell in 0..board.len() {
                for (x, y) in corners(&board, cell) {
                    assert!((-1e-9..=w + 1e-9).contains(&x) && (-1e-9..=h + 1e-9).contains(&y));
                }
            }
        }
    }
}
