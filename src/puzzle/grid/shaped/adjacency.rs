//! The generators' view of a shaped board: for every cell in the maze, the cells in
//! the maze it could open a passage to, in compressed rows (two flat arrays, so a
//! million-cell board costs a few megabytes and no allocation per cell). Written
//! for generation alone; the checker in `shapes/` has its own neighbour rule.

use super::board::{Board, Tiling};
use super::geometry::side_neighbour;

/// Each cell's neighbours in the maze.
pub struct Adjacency {
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Adjacency {
    pub fn of(board: &Board) -> Adjacency {
        let mut offsets = Vec::with_capacity(board.len() + 1);
        let mut targets = Vec::with_capacity(board.len() * board.tiling.sides());
        let mut found = Vec::with_capacity(8);
        let starts = board.ring_starts();
        for cell in 0..board.len() {
            offsets.push(targets.len() as u32);
            if !board.in_maze[cell] {
                continue;
            }
            found.clear();
            match board.tiling {
                Tiling::Circle => ring_neighbours(board, &starts, cell, &mut found),
                _ => (0..board.tiling.sides())
                    .filter_map(|side| side_neighbour(board, cell, side))
                    .for_each(|other| found.push(other)),
            }
            let inside = found.iter().filter(|&&other| board.in_maze[other]);
            targets.extend(inside.map(|&other| other as u32));
        }
        offsets.push(targets.len() as u32);
        Adjacency { offsets, targets }
    }

    /// Number of cells on the board.
    pub fn len(&self) -> usize {
        self.offsets.len() - 1
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    #[inline]
    pub fn neighbours(&self, cell: usize) -> &[u32] {
        &self.targets[self.offsets[cell] as usize..self.offsets[cell + 1] as usize]
    }

    /// Every pair of neighbours once, lower number first.
    pub fn pairs(&self) -> impl Iterator<Item = [u32; 2]> + '_ {
        (0..self.len()).flat_map(move |cell| {
            self.neighbours(cell)
                .iter()
                .filter(move |&&other| other as usize > cell)
                .map(move |&other| [cell as u32, other])
        })
    }
}

/// A ring cell's neighbours: the cells beside it in its ring, and the cells of the
/// rings inside and outside whose angles overlap its own by more than a point.
fn ring_neighbours(board: &Board, starts: &[usize], cell: usize, found: &mut Vec<usize>) {
    let (ring, place) = board.ring_of(cell);
    let count = board.rings[ring];
    if count > 1 {
        found.push(starts[ring] + (place + count - 1) % count);
        if count > 2 {
            found.push(starts[ring] + (place + 1) % count);
        }
    }
    for other_ring in [ring.wrapping_sub(1), ring + 1] {
        let Some(&other_count) = board.rings.get(other_ring) else {
            continue;
        };
        let first = place * other_count / count;
        let last = ((place + 1) * other_count).div_ceil(count);
        found.extend((first..last).map(|p| starts[other_ring] + p));
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
                for &other in adjacency.neighbours(cell) {
                    let back = adjacency.neighbours(other as usize);
                    assert!(back.contains(&(cell as u32)), "{:?} {cell}", board.tiling);
                }
            }
        }
    }

    #[test]
    fn the_centre_touches_the_whole_first_ring() {
        let board = Board::circle(3);
        let adjacency = Adjacency::of(&board);
        assert_eq!(adjacency.neighbours(0), &[1, 2, 3, 4, 5, 6]);
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
