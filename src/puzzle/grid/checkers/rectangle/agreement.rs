//! Peeling (the fast route) and breadth-first search (the plain one) must agree on
//! every grid that reaches them: the same verdict on whether it is a tree, and for
//! trees the same path and the same wrong branches. The grids are drawn here with a
//! small generator of the test's own, so the checker's tests use no maze generator.

use super::super::agreement::{assert_agree, random_edges};
use super::peel::peel;
use super::{GridInput, check};

/// A tiny deterministic random stream (64-bit linear congruential, high bits),
/// shared with the shapes checker's agreement tests.
pub(crate) struct Stream(pub(crate) u64);

impl Stream {
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A random spanning tree: a random walk that opens a passage into every cell it
/// enters for the first time.
fn random_tree(width: usize, height: usize, stream: &mut Stream) -> Vec<u8> {
    let mut cells = vec![0u8; width * height];
    let mut seen = vec![false; cells.len()];
    let mut cell = stream.below(cells.len());
    seen[cell] = true;
    let mut left = cells.len() - 1;
    while left > 0 {
        let (x, y) = (cell % width, cell / width);
        let (next, bit, back) = match stream.below(4) {
            0 if y > 0 => (cell - width, 1, 4),
            1 if x + 1 < width => (cell + 1, 2, 8),
            2 if y + 1 < height => (cell + width, 4, 1),
            3 if x > 0 => (cell - 1, 8, 2),
            _ => continue,
        };
        if !seen[next] {
            seen[next] = true;
            cells[cell] |= bit;
            cells[next] |= back;
            left -= 1;
        }
        cell = next;
    }
    cells
}

/// Peels and searches a `width`-column grid's `cells` (see [`assert_agree`]).
fn assert_grid_agrees(cells: &[u8], width: usize, stream: &mut Stream) -> bool {
    let rows = [width, cells.len() / width];
    assert_agree(
        cells,
        rows,
        |start, goal| peel(cells, width, start, goal),
        stream,
    )
}

#[test]
fn peeling_and_search_agree_on_random_edge_sets() {
    let mut stream = Stream(7);
    let (mut trees, mut others) = (0, 0);
    for round in 0..4000 {
        let (width, height) = (1 + round % 5, 1 + (round / 5) % 4);
        if width * height < 2 {
            continue;
        }
        let cells = random_edges([width, height, 1], &mut stream);
        if assert_grid_agrees(&cells, width, &mut stream) {
            trees += 1;
        } else {
            others += 1;
        }
    }
    assert!(
        trees > 100 && others > 100,
        "{trees} trees, {others} others"
    );
}

#[test]
fn peeling_and_search_agree_on_random_trees() {
    let mut stream = Stream(11);
    for (width, height) in [(2, 1), (1, 9), (7, 5), (40, 30), (1, 300), (300, 2)] {
        for _ in 0..5 {
            let cells = random_tree(width, height, &mut stream);
            assert!(assert_grid_agrees(&cells, width, &mut stream));
        }
    }
}

#[test]
fn check_names_the_first_unreachable_cell() {
    // 4×2: a loop through (0,0) (1,0) (1,1) (0,1); (2,0)-(3,0) and (2,1)-(3,1) are
    // cut off (joined among themselves). Seven passages, as a tree of eight cells has.
    let cells = [2 | 4, 8 | 4, 2 | 4, 8, 1 | 2, 1 | 8, 1 | 2, 8];
    let input = GridInput {
        width: 4,
        height: 2,
        cells: &cells,
        start: [0, 0],
        goal: [1, 1],
    };
    let fault = check(&input).unwrap_err();
    assert_eq!(fault, super::GridFault::Unreachable { cell: [2, 0] });
}
