//! The neighbour rule of each shape, as docs/formats.md states it, written for
//! the checker alone: two cells may share a passage only if they are neighbours.

/// Which cells are neighbours, shape by shape.
pub enum Neighbours {
    /// A square grid (a mask form): N, E, S, W.
    Square { width: usize },
    /// Pointy-top hexagons, odd rows shifted right by half a cell.
    Hexagon(usize),
    /// Triangles: (x, y) points up when x + y is even.
    Triangle(usize),
    /// Rings around a centre; `starts[r]` is ring r's first cell number.
    Circle { rings: Vec<usize> },
}

impl Neighbours {
    /// The shape's name, for messages.
    pub fn name(&self) -> &'static str {
        match self {
            Neighbours::Square { .. } => "square grid",
            Neighbours::Hexagon(_) => "hexagon grid",
            Neighbours::Triangle(_) => "triangle grid",
            Neighbours::Circle { .. } => "circle",
        }
    }

    /// Whether cells `a` and `b` (both on the grid) are neighbours.
    pub fn are_neighbours(&self, a: usize, b: usize) -> bool {
        match self {
            Neighbours::Square { width, .. } => square(*width, a, b),
            Neighbours::Hexagon(width) => hexagon(*width, a, b),
            Neighbours::Triangle(width) => triangle(*width, a, b),
            Neighbours::Circle { rings } => circle(rings, a, b),
        }
    }
}

fn place(width: usize, cell: usize) -> (i64, i64) {
    ((cell % width) as i64, (cell / width) as i64)
}

fn square(width: usize, a: usize, b: usize) -> bool {
    square_at(place(width, a), place(width, b))
}

/// Squares at (x, y) `a` and `b` share a side.
pub(super) fn square_at((ax, ay): (i64, i64), (bx, by): (i64, i64)) -> bool {
    (ax - bx).abs() + (ay - by).abs() == 1
}

fn hexagon(width: usize, a: usize, b: usize) -> bool {
    hexagon_at(place(width, a), place(width, b))
}

/// Hexagons at (x, y) `a` and `b` share a side.
pub(super) fn hexagon_at((ax, ay): (i64, i64), (bx, by): (i64, i64)) -> bool {
    let (dx, dy) = (bx - ax, by - ay);
    match dy {
        0 => dx.abs() == 1,
        -1 | 1 if ay % 2 == 0 => dx == -1 || dx == 0,
        -1 | 1 => dx == 0 || dx == 1,
        _ => false,
    }
}

fn triangle(width: usize, a: usize, b: usize) -> bool {
    triangle_at(place(width, a), place(width, b))
}

/// Triangles at (x, y) `a` and `b` share a side.
pub(super) fn triangle_at((ax, ay): (i64, i64), (bx, by): (i64, i64)) -> bool {
    let up = (ax + ay) % 2 == 0;
    match (bx - ax, by - ay) {
        (-1 | 1, 0) => true,
        (0, 1) => up,
        (0, -1) => !up,
        _ => false,
    }
}

/// A cell's ring and its place in the ring.
fn ring_of(rings: &[usize], cell: usize) -> (usize, usize) {
    let mut first = 0;
    for (ring, &count) in rings.iter().enumerate() {
        if cell < first + count {
            return (ring, cell - first);
        }
        first += count;
    }
    (rings.len(), 0)
}

fn circle(rings: &[usize], a: usize, b: usize) -> bool {
    circle_at(rings, ring_of(rings, a), ring_of(rings, b))
}

/// Ring cells at (ring, place) `a` and `b` share a side or part of one.
pub(super) fn circle_at(
    rings: &[usize],
    (ra, ia): (usize, usize),
    (rb, ib): (usize, usize),
) -> bool {
    if ra == rb {
        let n = rings[ra];
        // Next to each other, or the last and the first (places are below n).
        let after = |i: usize, j: usize| i + 1 == j || i + 1 == n && j == 0;
        return n > 1 && (after(ia, ib) || after(ib, ia));
    }
    let ((inner, i), (outer, j)) = if ra < rb {
        ((ra, ia), (rb, ib))
    } else {
        ((rb, ib), (ra, ia))
    };
    if outer != inner + 1 {
        return false;
    }
    // Spans [i/n, (i+1)/n) and [j/m, (j+1)/m) of a turn overlap by more than a point.
    let (n, m) = (rings[inner], rings[outer]);
    i * m < (j + 1) * n && j * n < (i + 1) * m
}

/// The passages of a square grid given as passage bits (N=1 E=2 S=4 W=8), each
/// once; a bit that leads off the grid or is not mirrored is named.
pub fn square_passages(
    cells: &[u8],
    width: usize,
    height: usize,
) -> Result<Vec<[usize; 2]>, String> {
    // Each passage is listed from its west or north end: room for one per east
    // or south bit, taken at once (a 4000 × 4000 grid's list is a quarter of a
    // gigabyte, which growing by doubling would briefly hold three times).
    let listed = cells
        .iter()
        .map(|&bits| usize::from((bits >> 1) & 1) + usize::from((bits >> 2) & 1));
    let mut passages = Vec::with_capacity(listed.sum());
    for (cell, &bits) in cells.iter().enumerate() {
        let (x, y) = (cell % width, cell / width);
        if bits > 15 {
            return Err(format!(
                "cell [{x}, {y}] has value {bits}; passage bits are N=1 E=2 S=4 W=8, so 0–15"
            ));
        }
        let sides = [
            (1, 'N', y.checked_sub(1).map(|ny| ny * width + x), 4),
            (2, 'E', (x + 1 < width).then(|| cell + 1), 8),
            (4, 'S', (y + 1 < height).then(|| cell + width), 1),
            (8, 'W', x.checked_sub(1).map(|_| cell - 1), 2),
        ];
        for (bit, side, other, back) in sides {
            if bits & bit == 0 {
                continue;
            }
            let other = other.ok_or_else(|| {
                format!("cell [{x}, {y}] has a passage {side} that leads off the grid")
            })?;
            if cells[other] & back == 0 {
                return Err(format!(
                    "cell [{x}, {y}] has a passage {side}, but its neighbour has no passage back"
                ));
            }
            if other > cell {
                passages.push([cell, other]);
            }
        }
    }
    Ok(passages)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexagon_rows_alternate_their_diagonal_neighbours() {
        let hex = Neighbours::Hexagon(4);
        // (1, 0) on an even row touches (0, 1) and (1, 1) below it.
        assert!(hex.are_neighbours(1, 4) && hex.are_neighbours(1, 5) && !hex.are_neighbours(1, 6));
        // (1, 1) on an odd row touches (1, 2) and (2, 2) below it.
        assert!(hex.are_neighbours(5, 9) && hex.are_neighbours(5, 10) && !hex.are_neighbours(5, 8));
    }

    #[test]
    fn an_up_triangle_meets_the_row_below_and_a_down_one_the_row_above() {
        let tri = Neighbours::Triangle(4);
        assert!(tri.are_neighbours(0, 4), "(0,0) points up");
        assert!(!tri.are_neighbours(1, 5), "(1,0) points down");
        assert!(tri.are_neighbours(5, 9), "(1,1) points up and meets (1,2)");
    }

    #[test]
    fn rings_meet_where_their_spans_overlap() {
        let circle = Neighbours::Circle {
            rings: vec![1, 6, 12],
        };
        assert!(
            (1..7).all(|c| circle.are_neighbours(0, c)),
            "the centre meets the first ring"
        );
        assert!(
            circle.are_neighbours(1, 2) && circle.are_neighbours(6, 1),
            "around the ring"
        );
        // Cell 1 spans the first sixth; it meets the first two of the twelve (7, 8).
        assert!(
            circle.are_neighbours(1, 7)
                && circle.are_neighbours(1, 8)
                && !circle.are_neighbours(1, 9)
        );
        assert!(!circle.are_neighbours(0, 7), "no ring is skipped");
    }
}
