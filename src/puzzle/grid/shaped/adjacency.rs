//! The generators' view of a shaped board: for every cell in the maze, the cells in
//! the maze it could open a passage to, in compressed rows (two flat arrays, so a
//! million-cell board costs a few megabytes and no allocation per cell). Written
//! for generation alone; the checker in `checkers/shaped/` has its own neighbour rule.

use super::board::{Board, Tiling};
use super::geometry::side_neighbour;
use std::sync::OnceLock;

/// Each cell's neighbours in the maze.
pub struct Adjacency {
    cells: usize,
    /// A tiled board's neighbours as a byte a cell (see [`Sides`]).
    sides: Option<Sides>,
    /// A circle's rings, from which a cell's neighbours are worked out.
    rings: Option<Rings>,
    /// The neighbour lists, made on first use.
    lists: OnceLock<Lists>,
}

/// A cell's neighbours, in the order of its sides: held in place (a tiled
/// board's, at most six) or in the lists (a circle's).
#[derive(Debug, Clone, Copy)]
pub enum Neighbours<'a> {
    Inline { cells: [u32; 6], len: usize },
    Listed(&'a [u32]),
}

impl std::ops::Deref for Neighbours<'_> {
    type Target = [u32];

    #[inline]
    fn deref(&self) -> &[u32] {
        match self {
            Neighbours::Inline { cells, len } => &cells[..*len],
            Neighbours::Listed(list) => list,
        }
    }
}

/// Neighbour lists in compressed rows.
struct Lists {
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

/// A tiled board's neighbours, a byte a cell: bit s set when the cell across side
/// s is on the board and in the maze, bit 6 the cell's parity (of its row, or for
/// a triangle of x + y), which picks the steps from cell number to cell number.
/// A megabyte for a million cells, so a walk over the board stays in cache.
pub struct Sides {
    /// The cell-number step across each side, by parity.
    pub steps: [[isize; 6]; 2],
    pub bits: Vec<u8>,
}

/// Bit of a [`Sides`] byte that holds the parity.
pub const PARITY: u8 = 1 << 6;

impl Sides {
    /// The neighbours of the cell with `bits`, in side order.
    #[inline]
    pub fn each(&self, cell: usize, bits: u8) -> impl Iterator<Item = usize> + '_ {
        let steps = &self.steps[usize::from(bits & PARITY != 0)];
        let mut open = bits & (PARITY - 1);
        std::iter::from_fn(move || {
            (open != 0).then(|| {
                let side = open.trailing_zeros() as usize;
                open &= open - 1;
                cell.wrapping_add_signed(steps[side])
            })
        })
    }
}

/// A circle's rings: a cell's neighbours follow from its ring and place in it.
pub struct Rings {
    /// Cells per ring, and the first cell of each.
    pub counts: Vec<usize>,
    pub starts: Vec<usize>,
    pub in_maze: Vec<bool>,
    /// Whether no cell has more than eight neighbours.
    pub fits_eight: bool,
}

impl Rings {
    fn of(board: &Board) -> Rings {
        let counts = board.rings.clone();
        // The most cells of a ring of m a cell of a ring of n overlaps.
        let across = |n: usize, m: usize| match m % n {
            0 => m / n,
            _ => m.div_ceil(n) + 1,
        };
        let most = (0..counts.len()).map(|ring| {
            let n = counts[ring];
            let inner = ring.checked_sub(1).map_or(0, |r| across(n, counts[r]));
            let outer = counts.get(ring + 1).map_or(0, |&m| across(n, m));
            2 + inner + outer
        });
        Rings {
            fits_eight: most.max().unwrap_or(0) <= 8,
            starts: board.ring_starts(),
            counts,
            in_maze: board.in_maze.clone(),
        }
    }

    /// The ring a cell is in (by halving; for a walk's first cell).
    pub fn ring_of(&self, cell: usize) -> usize {
        self.starts.partition_point(|&first| first <= cell) - 1
    }

    /// Calls `found(cell, ring)` for each neighbour on the board of the cell at
    /// `place` in `ring`, in order: around its ring, then the ring inside, then the
    /// ring outside (the cells whose angles overlap its own by more than a point).
    #[inline]
    pub fn each(&self, ring: usize, place: usize, mut found: impl FnMut(usize, usize)) {
        let (count, start) = (self.counts[ring], self.starts[ring]);
        if count > 1 {
            found(start + if place == 0 { count - 1 } else { place - 1 }, ring);
            if count > 2 {
                found(start + if place + 1 == count { 0 } else { place + 1 }, ring);
            }
        }
        if ring > 0 {
            self.across(ring, place, ring - 1, &mut found);
        }
        if ring + 1 < self.counts.len() {
            self.across(ring, place, ring + 1, &mut found);
        }
    }

    #[inline]
    fn across(
        &self,
        ring: usize,
        place: usize,
        other: usize,
        found: &mut impl FnMut(usize, usize),
    ) {
        let (n, m, first) = (self.counts[ring], self.counts[other], self.starts[other]);
        if m == n {
            found(first + place, other);
        } else if n == 2 * m {
            found(first + place / 2, other);
        } else if m == 2 * n {
            found(first + 2 * place, other);
            found(first + 2 * place + 1, other);
        } else {
            let (low, high) = (place * m / n, ((place + 1) * m).div_ceil(n));
            (low..high).for_each(|p| found(first + p, other));
        }
    }
}

impl Adjacency {
    /// The neighbours of every cell, in the order of its sides (`side_neighbour`'s
    /// order; for a ring cell: around its ring, then the ring inside, then the ring
    /// outside). Linear in cells: rows and rings are walked in order, so no cell's
    /// place is searched for. Neighbour lists are made only if asked for.
    pub fn of(board: &Board) -> Adjacency {
        let (sides, rings) = match board.tiling {
            Tiling::Circle => (None, Some(Rings::of(board))),
            _ => (Some(rows(board)), None),
        };
        Adjacency {
            cells: board.len(),
            sides,
            rings,
            lists: OnceLock::new(),
        }
    }

    /// The graph of cells whose every neighbour lies a fixed step away in cell
    /// numbers, given a byte a cell (see [`Sides`]): for boards made elsewhere,
    /// such as the floors of `grid::floors`.
    pub fn of_sides(sides: Sides) -> Adjacency {
        Adjacency {
            cells: sides.bits.len(),
            sides: Some(sides),
            rings: None,
            lists: OnceLock::new(),
        }
    }

    /// A tiled board's neighbours a byte a cell (`None` for a circle).
    pub fn sides(&self) -> Option<&Sides> {
        self.sides.as_ref()
    }

    /// A circle's rings (`None` for a tiled board).
    pub fn rings(&self) -> Option<&Rings> {
        self.rings.as_ref()
    }

    /// Number of neighbours of `cell`.
    #[inline]
    pub fn degree(&self, cell: usize) -> usize {
        match &self.sides {
            Some(sides) => (sides.bits[cell] & (PARITY - 1)).count_ones() as usize,
            None => self.neighbours(cell).len(),
        }
    }

    fn lists(&self) -> &Lists {
        self.lists.get_or_init(|| {
            let mut offsets = Vec::with_capacity(self.cells + 1);
            let mut targets = Vec::with_capacity(self.cells * 4);
            if let Some(sides) = &self.sides {
                for (cell, &bits) in sides.bits.iter().enumerate() {
                    offsets.push(targets.len() as u32);
                    targets.extend(sides.each(cell, bits).map(|other| other as u32));
                }
            } else if let Some(rings) = &self.rings {
                for (ring, &count) in rings.counts.iter().enumerate() {
                    for place in 0..count {
                        offsets.push(targets.len() as u32);
                        if !rings.in_maze[rings.starts[ring] + place] {
                            continue;
                        }
                        rings.each(ring, place, |other, _| {
                            if rings.in_maze[other] {
                                targets.push(other as u32);
                            }
                        });
                    }
                }
            }
            offsets.push(targets.len() as u32);
            Lists { offsets, targets }
        })
    }

    /// Number of cells on the board.
    pub fn len(&self) -> usize {
        self.cells
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The neighbours of `cell` in the maze: a tiled board's worked out from its
    /// byte a cell (so no lists are made: a 4000 × 4000 board's would take
    /// half a gigabyte), a circle's from its lists.
    #[inline]
    pub fn neighbours(&self, cell: usize) -> Neighbours<'_> {
        match &self.sides {
            Some(sides) => {
                let mut cells = [0u32; 6];
                let mut len = 0;
                for other in sides.each(cell, sides.bits[cell]) {
                    cells[len] = other as u32;
                    len += 1;
                }
                Neighbours::Inline { cells, len }
            }
            None => {
                let lists = self.lists();
                let (from, to) = (lists.offsets[cell], lists.offsets[cell + 1]);
                Neighbours::Listed(&lists.targets[from as usize..to as usize])
            }
        }
    }

    /// Appends the neighbours of `cell` to `into`, in [`Adjacency::neighbours`]
    /// order; a tiled board's come from its byte a cell, so no lists are made.
    pub fn push_neighbours(&self, cell: usize, into: &mut Vec<u32>) {
        match &self.sides {
            Some(sides) => into.extend(sides.each(cell, sides.bits[cell]).map(|o| o as u32)),
            None => into.extend_from_slice(&self.neighbours(cell)),
        }
    }

    /// Every pair of neighbours once, lower number first.
    pub fn pairs(&self) -> impl Iterator<Item = [u32; 2]> + '_ {
        (0..self.len()).flat_map(move |cell| {
            let row = self.neighbours(cell);
            (0..row.len())
                .map(move |i| row[i])
                .filter(move |&other| other as usize > cell)
                .map(move |other| [cell as u32, other])
        })
    }
}

/// A tiled board, row by row: each side's step depends only on the tiling and the
/// parity, so the steps are worked out once. Away from the board's edge a row is
/// done a side at a time (a run of cells against the run of mask cells across
/// that side, which the compiler turns into vector code); edge cells one by one.
fn rows(board: &Board) -> Sides {
    let (width, height) = (board.width, board.height);
    let sides = board.tiling.sides().min(6);
    let steps = [0, 1].map(|parity| steps(board.tiling, parity));
    let to_number =
        |step: Option<(i64, i64)>| step.map_or(0, |(dx, dy)| (dy * width as i64 + dx) as isize);
    let numbers = steps.map(|row| row.map(to_number));
    let parity_of = |x: usize, y: usize| match board.tiling {
        Tiling::Triangle => (x + y) % 2,
        _ => y % 2,
    };
    let in_maze = &board.in_maze;
    let mut bits = vec![0u8; board.len()];
    let edge_cell = |cell: usize, bits: &mut [u8]| {
        let (x, y) = (cell % width, cell / width);
        if !in_maze[cell] {
            return;
        }
        let parity = parity_of(x, y);
        let mut byte = if parity == 1 { PARITY } else { 0 };
        for (side, step) in steps[parity][..sides].iter().enumerate() {
            let Some((dx, dy)) = *step else { continue };
            let (nx, ny) = (x as i64 + dx, y as i64 + dy);
            if nx < 0 || ny < 0 || nx >= width as i64 || ny >= height as i64 {
                continue;
            }
            if in_maze[ny as usize * width + nx as usize] {
                byte |= 1 << side;
            }
        }
        bits[cell] = byte;
    };
    for y in 0..height {
        let row = y * width;
        if y == 0 || y + 1 == height || width < 3 {
            (row..row + width).for_each(|cell| edge_cell(cell, &mut bits));
            continue;
        }
        edge_cell(row, &mut bits);
        edge_cell(row + width - 1, &mut bits);
        let (first, run) = (row + 1, width - 2);
        let inside = &mut bits[first..first + run];
        for (i, byte) in inside.iter_mut().enumerate() {
            *byte = if parity_of(i + 1, y) == 1 { PARITY } else { 0 };
        }
        for (parity, row_steps) in steps.iter().enumerate() {
            // Triangles alternate parity along a row; the others keep the row's.
            let alternate = board.tiling == Tiling::Triangle;
            if !alternate && parity != y % 2 {
                continue;
            }
            for (side, step) in row_steps[..sides].iter().enumerate() {
                if step.is_none() {
                    continue;
                }
                let from = first.wrapping_add_signed(numbers[parity][side]);
                let across = &in_maze[from..from + run];
                for (i, (byte, &open)) in inside.iter_mut().zip(across).enumerate() {
                    let mine = !alternate || (i + 1 + y) % 2 == parity;
                    *byte |= u8::from(open && mine) << side;
                }
            }
        }
        for (byte, &open) in inside.iter_mut().zip(&in_maze[first..first + run]) {
            *byte &= 0u8.wrapping_sub(u8::from(open));
        }
    }
    Sides {
        steps: numbers,
        bits,
    }
}

/// The step (dx, dy) across each side of a cell of `tiling` away from the edges,
/// as `side_neighbour` takes it, for cells of the given parity: of the row (y % 2)
/// for squares and hexagons, of x + y for triangles (0: pointing up).
fn steps(tiling: Tiling, parity: usize) -> [Option<(i64, i64)>; 6] {
    let probe = Board::tiled(tiling, 6, 6);
    let (x, y) = match tiling {
        Tiling::Triangle => (2 + parity, 2),
        _ => (2, 2 + parity),
    };
    let cell = y * probe.width + x;
    let mut steps = [None; 6];
    for (side, step) in steps.iter_mut().enumerate().take(tiling.sides().min(6)) {
        *step = side_neighbour(&probe, cell, side).map(|other| {
            let (ox, oy) = probe.position(other);
            (ox as i64 - x as i64, oy as i64 - y as i64)
        });
    }
    steps
}

#[cfg(test)]
/// A ring cell's neighbours, as the tests take them: the cells beside it in its ring, and the cells of the
/// rings inside and outside whose angles overlap its own by more than a point.
fn ring_neighbours(
    board: &Board,
    starts: &[usize],
    ring: usize,
    place: usize,
    found: &mut Vec<u32>,
) {
    let count = board.rings[ring];
    if count > 1 {
        found.push((starts[ring] + (place + count - 1) % count) as u32);
        if count > 2 {
            found.push((starts[ring] + (place + 1) % count) as u32);
        }
    }
    for other_ring in [ring.wrapping_sub(1), ring + 1] {
        let Some(&other_count) = board.rings.get(other_ring) else {
            continue;
        };
        let first = place * other_count / count;
        let last = ((place + 1) * other_count).div_ceil(count);
        found.extend((first..last).map(|p| (starts[other_ring] + p) as u32));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_are_mutual_on_every_tiling() {
        let boards = [
            Board::tiled(Tiling::Square, 5, 4),
            Board::tiled(Tiling::Hexagon, 5, 4),
            Board::tiled(Tiling::Triangle, 5, 4),
            Board::circle(6),
        ];
        for board in boards {
            let adjacency = Adjacency::of(&board);
            for cell in 0..board.len() {
                for &other in adjacency.neighbours(cell).iter() {
                    let back = adjacency.neighbours(other as usize);
                    assert!(back.contains(&(cell as u32)), "{:?} {cell}", board.tiling);
                }
            }
        }
    }

    /// Each cell's neighbours as the sides name them, one cell at a time.
    fn cell_by_cell(board: &Board) -> Vec<Vec<u32>> {
        let starts = board.ring_starts();
        (0..board.len())
            .map(|cell| {
                if !board.in_maze[cell] {
                    return Vec::new();
                }
                let mut found = Vec::new();
                match board.tiling {
                    Tiling::Circle => {
                        let (ring, place) = board.ring_of(cell);
                        ring_neighbours(board, &starts, ring, place, &mut found);
                    }
                    _ => (0..board.tiling.sides())
                        .filter_map(|side| side_neighbour(board, cell, side))
                        .for_each(|other| found.push(other as u32)),
                }
                found.retain(|&other| board.in_maze[other as usize]);
                found
            })
            .collect()
    }

    #[test]
    fn rows_give_every_cell_its_sides_in_order() {
        let mut boards = vec![Board::circle(1), Board::circle(2), Board::circle(9)];
        for tiling in [Tiling::Square, Tiling::Hexagon, Tiling::Triangle] {
            for (width, height) in [(1, 1), (1, 4), (4, 1), (2, 2), (2, 3), (7, 5), (6, 8)] {
                boards.push(Board::tiled(tiling, width, height));
                let holes = (0..width * height).map(|c| c % 3 != 1 && c % 7 != 2);
                boards.push(Board::masked(tiling, width, holes.collect()));
            }
        }
        let odd = [1, 5, 7, 14, 9, 9, 3];
        boards.push(Board::with_rings(odd.to_vec()));
        let mut circle = Board::circle(7);
        circle.in_maze[9] = false;
        circle.in_maze[30] = false;
        boards.push(circle);
        for board in boards {
            let graph = Adjacency::of(&board);
            let wanted = cell_by_cell(&board);
            assert_eq!(graph.len(), board.len());
            for (cell, wanted) in wanted.iter().enumerate() {
                assert_eq!(&*graph.neighbours(cell), wanted, "{board:?} cell {cell}");
            }
        }
    }

    #[test]
    fn the_centre_touches_the_whole_first_ring() {
        let board = Board::circle(3);
        let adjacency = Adjacency::of(&board);
        assert_eq!(&*adjacency.neighbours(0), &[1, 2, 3, 4, 5, 6]);
        assert_eq!(adjacency.neighbours(1).len(), 1 + 2 + 2);
    }

    #[test]
    fn cells_outside_the_mask_have_no_neighbours() {
        let mut in_maze = vec![true; 9];
        in_maze[4] = false;
        let board = Board::masked(Tiling::Square, 3, in_maze);
        let adjacency = Adjacency::of(&board);
        assert!(adjacency.neighbours(4).is_empty());
        assert!(!adjacency.neighbours(1).contains(&4));
    }
}
