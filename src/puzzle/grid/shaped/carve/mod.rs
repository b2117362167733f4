//! Maze algorithms for any board: each works on the board's neighbour graph
//! ([`Adjacency`]), so squares with a picture's mask, hexagons, triangles and
//! circles all get every algorithm that needs no rows. Each is iterative and
//! linear or n·log n in cells, and returns the passages of a spanning tree of the
//! cells in the maze (the board must be in one piece).
//!
//! The row-based algorithms (Eller, sidewinder, binary tree, division) have no
//! natural form off a rectangle and are refused with the list of those allowed.

mod aldous_broder;
mod backtracker;
mod growing_tree;
mod hunt_and_kill;
mod kruskal;
mod prim;
mod wilson;

use rand_chacha::ChaCha8Rng;

use super::adjacency::Adjacency;
use crate::puzzle::grid::rectangle::algorithms::{Algorithm, GrowingTreeMode};

/// A passage, as the two cells it joins.
pub type Passage = [u32; 2];

/// The algorithms that run on any board.
pub const ON_ANY_BOARD: [Algorithm; 9] = [
    Algorithm::Backtracker,
    Algorithm::Wilson,
    Algorithm::Kruskal,
    Algorithm::Prim,
    Algorithm::GrowingTree(GrowingTreeMode::Mixed),
    Algorithm::GrowingTree(GrowingTreeMode::Newest),
    Algorithm::GrowingTree(GrowingTreeMode::Random),
    Algorithm::HuntAndKill,
    Algorithm::AldousBroder,
];

/// Whether `algorithm` runs on shaped boards.
pub fn runs_on_any_board(algorithm: Algorithm) -> bool {
    ON_ANY_BOARD.contains(&algorithm)
}

/// The names of [`ON_ANY_BOARD`], for messages.
pub fn names_on_any_board() -> Vec<&'static str> {
    ON_ANY_BOARD.iter().map(|a| a.name()).collect()
}

/// Carves a spanning tree of the cells in the maze with `algorithm`, starting at
/// `first` (a cell in the maze). `None` for a row-based algorithm.
pub fn carve(
    algorithm: Algorithm,
    graph: &Adjacency,
    first: usize,
    rng: &mut ChaCha8Rng,
) -> Option<Vec<Passage>> {
    let passages = match algorithm {
        Algorithm::Backtracker => backtracker::carve(graph, first, rng),
        Algorithm::GrowingTree(mode) => growing_tree::carve(graph, first, rng, mode),
        Algorithm::Wilson => wilson::carve(graph, first, rng),
        Algorithm::Kruskal => kruskal::carve(graph, rng),
        Algorithm::Prim => prim::carve(graph, first, rng),
        Algorithm::HuntAndKill => hunt_and_kill::carve(graph, first, rng),
        Algorithm::AldousBroder => aldous_broder::carve(graph, first, rng),
        Algorithm::Eller | Algorithm::Sidewinder | Algorithm::BinaryTree | Algorithm::Division => {
            return None;
        }
    };
    Some(passages)
}

/// The unvisited neighbours of `cell`, gathered into `into` (in the order of
/// `graph`). Without a branch per neighbour: each is written, and kept by moving
/// on only when unvisited, since whether a neighbour was visited is a coin toss a
/// branch predictor loses half the time.
#[inline]
fn unvisited_neighbours(graph: &Adjacency, visited: &[bool], cell: usize, into: &mut Vec<u32>) {
    let row = graph.neighbours(cell);
    into.clear();
    into.resize(row.len(), 0);
    let mut kept = 0;
    for &other in row.iter() {
        into[kept] = other;
        kept += usize::from(!visited[other as usize]);
    }
    into.truncate(kept);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::shaped::board::{Board, Tiling};
    use rand::SeedableRng;

    /// A spanning tree: one passage fewer than cells, every cell joined, between neighbours.
    fn assert_spanning_tree(board: &Board, graph: &Adjacency, passages: &[Passage]) {
        let cells = board.cells_in_maze();
        assert_eq!(passages.len(), cells - 1);
        let mut parent: Vec<usize> = (0..board.len()).collect();
        fn root(parent: &mut [usize], mut c: usize) -> usize {
            while parent[c] != c {
                parent[c] = parent[parent[c]];
                c = parent[c];
            }
            c
        }
        for &[a, b] in passages {
            assert!(graph.neighbours(a as usize).contains(&b));
            let (ra, rb) = (root(&mut parent, a as usize), root(&mut parent, b as usize));
            assert_ne!(ra, rb, "a loop through {a}–{b}");
            parent[ra] = rb;
        }
    }

    #[test]
    fn every_algorithm_spans_every_tiling() {
        let boards = [
            Board::tiled(Tiling::Square, 7, 5),
            Board::tiled(Tiling::Hexagon, 6, 6),
            Board::tiled(Tiling::Triangle, 9, 4),
            Board::circle(6),
        ];
        for board in &boards {
            let graph = Adjacency::of(board);
            for algorithm in ON_ANY_BOARD {
                let mut rng = ChaCha8Rng::seed_from_u64(7);
                let passages = carve(algorithm, &graph, 0, &mut rng).unwrap();
                assert_spanning_tree(board, &graph, &passages);
            }
        }
    }

    #[test]
    fn row_based_algorithms_are_refused() {
        let board = Board::circle(3);
        let graph = Adjacency::of(&board);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        assert!(carve(Algorithm::Sidewinder, &graph, 0, &mut rng).is_none());
    }
}
