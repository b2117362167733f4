//! A circle's walls: on the edge inside each ring, an arc per pair of cells that
//! meet there with no passage between them; a radial wall on each cell's
//! clockwise side with none; and the outer circle, but for the doors.
//!
//! Each wall is kept as what it is and where (8 bytes) and drawn from that when
//! asked. When every ring's count is a multiple of the one inside it (as every
//! circle mazebook makes), a cell's inner edge meets one cell, so which walls
//! are open is two bits a cell, and where walls meet is a lattice: on the
//! circle of radius r, the points at whole multiples of the finest of the two
//! rings' cells there. Other circles (of hand-written ring counts) fall back on
//! a set of passages and on numbering their walls' ends by place.

use rustc_hash::FxHashSet;

use super::super::ShapedPuzzle;
use super::super::board::Board;
use super::super::geometry;
use super::doors::Door;
use super::nodes::ByPlace;
use super::walls::{Piece, Walls};

/// The three kinds of wall, as packed (see [`RingWalls::pack`]).
const INNER: u64 = 0;
const RADIAL: u64 = 1;
const OUTER: u64 = 2;

/// The open bits of a cell of a regular circle.
const CLOCKWISE_OPEN: u8 = 1;
const INWARD_OPEN: u8 = 2;

/// A circle's walls.
pub struct RingWalls<'a> {
    board: &'a Board,
    walls: Vec<u64>,
    nodes: Nodes,
}

/// Where the walls' ends meet.
enum Nodes {
    /// On a regular circle: the first number of the nodes on each circle of
    /// radius r (index r; the last is the count).
    Lattice(Vec<usize>),
    /// Numbered by place.
    Listed { ends: Vec<[u32; 2]>, count: usize },
}

impl Walls for RingWalls<'_> {
    fn piece_count(&self) -> usize {
        self.walls.len()
    }

    fn node_count(&self) -> usize {
        match &self.nodes {
            Nodes::Lattice(bases) => bases.last().copied().unwrap_or(0),
            Nodes::Listed { count, .. } => *count,
        }
    }

    fn piece(&self, index: usize) -> Piece {
        let board = self.board;
        let (kind, ring, place, inner) = unpack(self.walls[index]);
        let (from, to) = geometry::ring_span(board, ring, place);
        match kind {
            INNER => {
                let (a, b) = geometry::ring_span(board, ring - 1, inner);
                Piece::Arc {
                    radius: ring as f64,
                    from: a.max(from),
                    to: b.min(to),
                }
            }
            RADIAL => Piece::Line(
                geometry::polar(board, ring as f64, to),
                geometry::polar(board, ring as f64 + 1.0, to),
            ),
            _ => Piece::Arc {
                radius: board.rings.len() as f64,
                from,
                to,
            },
        }
    }

    fn node(&self, index: usize, end: usize) -> usize {
        let bases = match &self.nodes {
            Nodes::Lattice(bases) => bases,
            Nodes::Listed { ends, .. } => return ends[index][end] as usize,
        };
        let rings = &self.board.rings;
        let (kind, ring, place, inner) = unpack(self.walls[index]);
        // The circle the end lies on, and its place in whole cells of `ring`.
        let (radius, at) = match kind {
            INNER => {
                let per = rings[ring] / rings[ring - 1];
                let ends = [(inner * per).max(place), ((inner + 1) * per).min(place + 1)];
                (ring, ends[end])
            }
            RADIAL => (ring + end, place + 1),
            _ => (ring + 1, place + end),
        };
        // Places on the circle of `radius` count in its finer ring's cells.
        let finer = rings[radius.min(rings.len() - 1)];
        let at = at * (finer / rings[ring]);
        bases[radius] + at % finer
    }
}

/// Kind (2 bits), ring (20), place in it (21), and for an inner arc the place
/// of the inner ring's cell it faces (21).
fn pack(kind: u64, ring: usize, place: usize, inner: usize) -> u64 {
    kind << 62 | (ring as u64) << 42 | (place as u64) << 21 | inner as u64
}

fn unpack(packed: u64) -> (u64, usize, usize, usize) {
    let field = |shift: u32, bits: u32| ((packed >> shift) & ((1 << bits) - 1)) as usize;
    (packed >> 62, field(42, 20), field(21, 21), field(0, 21))
}

/// Whether the ring counts fit the packing and each is a whole multiple of the
/// one inside it.
fn regular(rings: &[usize]) -> bool {
    rings.len() < 1 << 20
        && rings.iter().all(|&count| count > 0 && count < 1 << 21)
        && rings.windows(2).all(|pair| pair[1] % pair[0] == 0)
}

/// Every wall of `puzzle`'s circle, leaving out `doors`; walls' ends about
/// `middle` (for numbering them by place).
pub fn walls<'a>(puzzle: &'a ShapedPuzzle, doors: &[Door], middle: (f64, f64)) -> RingWalls<'a> {
    let board = &puzzle.board;
    if !regular(&board.rings) {
        return listed(puzzle, doors, middle);
    }
    let starts = board.ring_starts();
    let open = open_sides(puzzle, &starts);
    let walls = collect(board, doors, |cell, inward| {
        let bit = if inward.is_some() {
            INWARD_OPEN
        } else {
            CLOCKWISE_OPEN
        };
        open[cell] & bit != 0
    });
    let rings = &board.rings;
    let mut bases = vec![0; rings.len() + 2];
    for radius in 1..=rings.len() {
        bases[radius + 1] = bases[radius] + rings[radius.min(rings.len() - 1)];
    }
    RingWalls {
        board,
        walls,
        nodes: Nodes::Lattice(bases),
    }
}

/// A circle of irregular rings: any passage set, ends numbered by place.
fn listed<'a>(puzzle: &'a ShapedPuzzle, doors: &[Door], middle: (f64, f64)) -> RingWalls<'a> {
    let board = &puzzle.board;
    let open: FxHashSet<(u32, u32)> = puzzle
        .passages
        .iter()
        .map(|&[a, b]| (a.min(b), a.max(b)))
        .collect();
    let starts = board.ring_starts();
    let walls = collect(board, doors, |cell, across| {
        let other = match across {
            Some((ring, inner)) => starts[ring - 1] + inner,
            None => {
                let (ring, place) = board.ring_of(cell);
                starts[ring] + (place + 1) % board.rings[ring]
            }
        };
        open.contains(&(cell.min(other) as u32, cell.max(other) as u32))
    });
    let mut places = ByPlace::default();
    let mut ring_walls = RingWalls {
        board,
        walls,
        nodes: Nodes::Lattice(Vec::new()),
    };
    let ends = (0..ring_walls.piece_count())
        .map(|index| {
            let piece = ring_walls.piece(index);
            [0, 1].map(|end| places.number(piece.end(end, middle)))
        })
        .collect();
    ring_walls.nodes = Nodes::Listed {
        ends,
        count: places.count(),
    };
    ring_walls
}

/// The walls in drawing order: ring by ring from the inside, each cell's inner
/// arcs then its radial wall, then the outer circle. `is_open(cell, across)`
/// says whether a passage crosses the cell's inner edge where it faces the
/// inner ring's cell at (ring, place) (`Some`), or its clockwise side (`None`).
fn collect(
    board: &Board,
    doors: &[Door],
    is_open: impl Fn(usize, Option<(usize, usize)>) -> bool,
) -> Vec<u64> {
    // Counted first, so the list is made at its size.
    let mut count = 0;
    each_wall(board, doors, &is_open, &mut |_| count += 1);
    let mut walls = Vec::with_capacity(count);
    each_wall(board, doors, &is_open, &mut |wall| walls.push(wall));
    walls
}

/// [`collect`]'s walls, packed, one by one into `found`.
fn each_wall(
    board: &Board,
    doors: &[Door],
    is_open: &impl Fn(usize, Option<(usize, usize)>) -> bool,
    found: &mut dyn FnMut(u64),
) {
    let starts = board.ring_starts();
    let outer = board.rings.len();
    for (ring, &start) in starts.iter().enumerate().skip(1) {
        let count = board.rings[ring];
        let inner = board.rings[ring - 1];
        for place in 0..count {
            let cell = start + place;
            // The inner edge, piece by piece against the inner ring's cells.
            let first = place * inner / count;
            let last = ((place + 1) * inner).div_ceil(count);
            for p in first..last {
                if !is_open(cell, Some((ring, p))) {
                    found(pack(INNER, ring, place, p));
                }
            }
            if count > 1 && !is_open(cell, None) {
                found(pack(RADIAL, ring, place, 0));
            }
        }
    }
    let last = outer - 1;
    for place in 0..board.rings[last] {
        let cell = starts[last] + place;
        if !doors.iter().any(|door| door.cell == cell) {
            found(pack(OUTER, last, place, 0));
        }
    }
}

/// Each cell's open sides on a regular circle: its clockwise side, and its
/// inner edge (which meets one cell of the ring inside).
fn open_sides(puzzle: &ShapedPuzzle, starts: &[usize]) -> Vec<u8> {
    let rings = &puzzle.board.rings;
    let ring_of = |cell: usize| starts.partition_point(|&first| first <= cell) - 1;
    let mut open = vec![0u8; puzzle.board.len()];
    for &[a, b] in &puzzle.passages {
        let (a, b) = (a as usize, b as usize);
        let (ring_a, ring_b) = (ring_of(a), ring_of(b));
        if ring_a == ring_b {
            let count = rings[ring_a];
            let next = |cell: usize| starts[ring_a] + (cell - starts[ring_a] + 1) % count;
            if next(a) == b {
                open[a] |= CLOCKWISE_OPEN;
            }
            if next(b) == a {
                open[b] |= CLOCKWISE_OPEN;
            }
        } else if ring_a == ring_b + 1 {
            open[a] |= INWARD_OPEN;
        } else if ring_b == ring_a + 1 {
            open[b] |= INWARD_OPEN;
        }
    }
    open
}

#[cfg(test)]
mod tests {
    use super::super::super::board::ring_sizes;
    use super::*;

    /// A circle whose every other pair of neighbours is joined, so that walls
    /// stand and fall all round.
    fn half_open(rings: Vec<usize>) -> ShapedPuzzle {
        let board = Board::with_rings(rings);
        let starts = board.ring_starts();
        let mut passages = Vec::new();
        for ring in 1..board.rings.len() {
            let (count, inner) = (board.rings[ring], board.rings[ring - 1]);
            for place in 0..count {
                let cell = (starts[ring] + place) as u32;
                let facing = (starts[ring - 1] + place * inner / count) as u32;
                if place % 2 == 0 {
                    passages.push([cell, facing]);
                }
                if place % 3 == 0 && count > 1 {
                    passages.push([(starts[ring] + (place + 1) % count) as u32, cell]);
                }
            }
        }
        ShapedPuzzle {
            board,
            passages,
            start: 0,
            goal: 1,
            braid: 0.0,
        }
    }

    /// The walls of both ways agree: the same pieces, and ends numbered alike
    /// exactly when they lie at one point.
    #[test]
    fn lattice_and_listed_walls_agree() {
        for rings in [
            ring_sizes(2),
            ring_sizes(5),
            ring_sizes(30),
            vec![1, 4, 8, 8],
        ] {
            let puzzle = half_open(rings);
            let middle = geometry::polar(&puzzle.board, 0.0, 0.0);
            let doors = [Door {
                cell: puzzle.board.len() - 1,
                side: 0,
            }];
            let lattice = walls(&puzzle, &doors, middle);
            let listed = listed(&puzzle, &doors, middle);
            assert!(matches!(lattice.nodes, Nodes::Lattice(_)));
            assert_eq!(lattice.walls, listed.walls);
            let mut pairs = std::collections::HashMap::new();
            for index in 0..lattice.piece_count() {
                assert_eq!(lattice.piece(index), listed.piece(index));
                for end in 0..2 {
                    let node = lattice.node(index, end);
                    assert!(node < lattice.node_count());
                    let seen = *pairs.entry(node).or_insert(listed.node(index, end));
                    assert_eq!(seen, listed.node(index, end), "wall {index} end {end}");
                }
            }
            assert_eq!(pairs.len(), listed.node_count());
        }
    }
}
