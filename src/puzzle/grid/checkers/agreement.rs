//! What the rectangle's and the floors' checkers' tests share: peeling (the fast
//! route) and breadth-first search (the plain one) must agree on every maze that
//! reaches them, the same verdict on whether it is a tree and for trees the same
//! path and wrong branches; the random passage sets they are tried on, drawn by
//! the tests' own small generator (no maze generator); and the sweep's promise
//! that no single flipped bit of a sound maze goes unnoticed.

use super::passages::Graph;
use super::rectangle::agreement::Stream;
use super::rows::{DOWN, EAST, NORTH, SOUTH, UP, WEST};
use super::solve::{Solved, search};

/// Every passage of a `[w, h, levels]` stack (a rectangle: one level) as (cell,
/// the cell east, south or above it, bit at the cell, bit at the other).
pub(super) fn edges([w, h, levels]: [usize; 3]) -> Vec<(usize, usize, u8, u8)> {
    let mut edges = Vec::new();
    let per_floor = w * h;
    for cell in 0..per_floor * levels {
        let (x, y, z) = (cell % w, cell % per_floor / w, cell / per_floor);
        if x + 1 < w {
            edges.push((cell, cell + 1, EAST, WEST));
        }
        if y + 1 < h {
            edges.push((cell, cell + w, SOUTH, NORTH));
        }
        if z + 1 < levels {
            edges.push((cell, cell + per_floor, UP, DOWN));
        }
    }
    edges
}

/// cells − 1 distinct random passages: sometimes a tree, often loops beside
/// islands.
pub(super) fn random_edges(size: [usize; 3], stream: &mut Stream) -> Vec<u8> {
    let mut all = edges(size);
    let mut cells = vec![0u8; size.iter().product()];
    for taken in 0..cells.len() - 1 {
        let pick = taken + stream.below(all.len() - taken);
        all.swap(taken, pick);
        let (a, b, bit_a, bit_b) = all[taken];
        cells[a] |= bit_a;
        cells[b] |= bit_b;
    }
    cells
}

/// Peels (by `peel`, from a start to a goal) and searches `cells`, floors
/// `[w, h]` cells, between two random distinct cells and asserts they agree;
/// returns whether the maze was a tree.
pub(super) fn assert_agree(
    cells: &[u8],
    [w, h]: [usize; 2],
    peel: impl Fn(usize, usize) -> Option<Solved>,
    stream: &mut Stream,
) -> bool {
    let start = stream.below(cells.len());
    let goal = (start + 1 + stream.below(cells.len() - 1)) % cells.len();
    let graph = Graph::new(cells.to_vec(), w, w * h);
    match (peel(start, goal), search(&graph, start, goal)) {
        (None, Err(_)) => false,
        (Some(peeled), Ok(searched)) => {
            assert_eq!(peeled.path, searched.path, "{cells:?} {start}→{goal}");
            assert_eq!(
                sorted(&peeled),
                sorted(&searched),
                "{cells:?} {start}→{goal}"
            );
            true
        }
        (peeled, searched) => {
            panic!("{cells:?} {start}→{goal}: peeled {peeled:?}, searched {searched:?}")
        }
    }
}

fn sorted(solved: &Solved) -> Vec<usize> {
    let mut depths = solved.branch_depths.clone();
    depths.sort_unstable();
    depths
}

/// Asserts that `faulty` (a checker's sweep) finds a fault in `sound` (a sound
/// maze's cells) with any one bit of any cell flipped.
pub(super) fn assert_every_bit_flip_is_a_fault(sound: &[u8], faulty: impl Fn(&[u8]) -> bool) {
    for cell in 0..sound.len() {
        for bit in 0..8 {
            let mut cells = sound.to_vec();
            cells[cell] ^= 1 << bit;
            assert!(faulty(&cells), "cell {cell} bit {bit}");
        }
    }
}
