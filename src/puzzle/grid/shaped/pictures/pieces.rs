//! The pieces a mask leaves: connected groups of in-maze cells under the board's
//! own neighbour rule (a maze is one piece or it is two mazes). A user's picture
//! in pieces is refused, naming them; built-in pictures and words are bridged:
//! each other piece is joined to the largest by the shortest run of outside
//! cells (a breadth-first search from the whole main piece), so no cell of the
//! picture is ever dropped and as few as possible are added.

use std::collections::VecDeque;

use crate::puzzle::grid::shaped::adjacency::Adjacency;
use crate::puzzle::grid::shaped::board::Board;
use crate::puzzle::grid::shaped::geometry::side_neighbour;

/// Each in-maze cell's piece number (`None` outside), and the pieces' sizes,
/// numbered in order of their first cell.
pub fn pieces(board: &Board) -> (Vec<Option<usize>>, Vec<usize>) {
    let graph = Adjacency::of(board);
    let mut piece = vec![None; board.len()];
    let mut sizes = Vec::new();
    let mut queue = VecDeque::new();
    for first in 0..board.len() {
        if !board.in_maze[first] || piece[first].is_some() {
            continue;
        }
        let number = sizes.len();
        piece[first] = Some(number);
        queue.push_back(first);
        let mut size = 0;
        while let Some(cell) = queue.pop_front() {
            size += 1;
            for &next in graph.neighbours(cell).iter() {
                let next = next as usize;
                if piece[next].is_none() {
                    piece[next] = Some(number);
                    queue.push_back(next);
                }
            }
        }
        sizes.push(size);
    }
    (piece, sizes)
}

/// The sizes of the pieces, largest first (for messages).
pub fn sizes_largest_first(board: &Board) -> Vec<usize> {
    let mut sizes = pieces(board).1;
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    sizes
}

/// Joins every piece to the largest by adding the fewest outside cells, one
/// nearest piece at a time. Returns the number of cells added.
pub fn bridge(board: &mut Board) -> usize {
    let mut added = 0;
    loop {
        let (piece, sizes) = pieces(board);
        if sizes.len() <= 1 {
            return added;
        }
        // The largest piece; the first of equals, so the result is the same everywhere.
        let main = (0..sizes.len())
            .max_by_key(|&p| (sizes[p], std::cmp::Reverse(p)))
            .expect("two pieces or more");
        let path = shortest_bridge(board, &piece, main, &|_| true);
        if path.is_empty() {
            // Cannot happen on a tiled board (every cell reaches every other),
            // but never loop forever.
            return added;
        }
        added += add(board, &path);
    }
}

/// Joins pieces through the outside cells `allowed` marks only (a word's
/// letters across the middle of their line): each piece in turn, by its
/// shortest such bridge, until no piece reaches another that way. Returns the
/// number of cells added.
pub fn join_within(board: &mut Board, allowed: &[bool]) -> usize {
    let mut added = 0;
    'joining: loop {
        let (piece, sizes) = pieces(board);
        for from in 0..sizes.len() {
            let path = shortest_bridge(board, &piece, from, &|cell| allowed[cell]);
            if !path.is_empty() {
                added += add(board, &path);
                continue 'joining;
            }
        }
        return added;
    }
}

fn add(board: &mut Board, path: &[usize]) -> usize {
    for &cell in path {
        board.add_bridge(cell);
    }
    path.len()
}

/// The outside cells (those `allowed` says) on a shortest way from piece `main`
/// to any other piece.
fn shortest_bridge(
    board: &Board,
    piece: &[Option<usize>],
    main: usize,
    allowed: &dyn Fn(usize) -> bool,
) -> Vec<usize> {
    const UNSEEN: usize = usize::MAX;
    let mut came_from = vec![UNSEEN; board.len()];
    let mut queue = VecDeque::new();
    for cell in 0..board.len() {
        if piece[cell] == Some(main) {
            came_from[cell] = cell;
            queue.push_back(cell);
        }
    }
    let sides = board.tiling.sides();
    while let Some(cell) = queue.pop_front() {
        for side in 0..sides {
            let Some(next) = side_neighbour(board, cell, side) else {
                continue;
            };
            if came_from[next] != UNSEEN || (piece[next].is_none() && !allowed(next)) {
                continue;
            }
            came_from[next] = cell;
            if piece[next].is_some() {
                if piece[next] == Some(main) {
                    continue;
                }
                // Reached another piece: walk back to the main piece.
                let mut path = Vec::new();
                let mut at = cell;
                while piece[at].is_none() {
                    path.push(at);
                    at = came_from[at];
                }
                return path;
            }
            queue.push_back(next);
        }
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::shaped::board::Tiling;

    fn board(rows: &[&str]) -> Board {
        let in_maze = rows
            .iter()
            .flat_map(|r| r.bytes().map(|b| b == b'#'))
            .collect();
        Board::masked(Tiling::Square, rows[0].len(), in_maze)
    }

    #[test]
    fn pieces_follow_the_neighbour_rule() {
        // Diagonal cells do not touch on squares.
        let b = board(&["##..", "..#.", "...#"]);
        let (_, sizes) = pieces(&b);
        assert_eq!(sizes, vec![2, 1, 1]);
        assert_eq!(sizes_largest_first(&b), vec![2, 1, 1]);
    }

    #[test]
    fn bridging_adds_the_fewest_cells_and_keeps_every_cell() {
        let mut b = board(&["###...#", "###....", "###..##"]);
        let before = b.in_maze.clone();
        let added = bridge(&mut b);
        assert_eq!(pieces(&b).1.len(), 1);
        // Two cells join the nearer lower-right piece; then one cell above it
        // reaches the top-right one (three from the left piece directly).
        assert_eq!(added, 3);
        assert!(before.iter().zip(&b.in_maze).all(|(&was, &is)| !was || is));
    }

    #[test]
    fn joining_within_uses_only_the_allowed_cells() {
        // Two letters side by side, one apart; only the middle row may join them,
        // though the bottom row is as short a way.
        let mut b = board(&["#.#", "#.#", "#.#"]);
        let allowed: Vec<bool> = (0..9).map(|cell| cell / 3 == 1).collect();
        assert_eq!(join_within(&mut b, &allowed), 1);
        assert!(b.in_maze[4] && !b.in_maze[1] && !b.in_maze[7]);
        let mut apart = board(&["#.#", "#.#", "#.#"]);
        assert_eq!(join_within(&mut apart, &[false; 9]), 0);
        assert_eq!(pieces(&apart).1.len(), 2);
    }
}
