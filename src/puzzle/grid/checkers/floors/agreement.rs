//! Peeling (the fast route) and breadth-first search (the plain one) must agree
//! on every maze with floors that reaches them: the same verdict on whether it is
//! a tree, and for trees the same path and wrong branches. The mazes are drawn
//! here with a small generator of the test's own, so the checker's tests use no
//! maze generator; a small fixed stack (`TWO_FLOORS`) serves the other tests.

use super::super::agreement::{assert_agree, edges, random_edges};
use super::super::rectangle::agreement::Stream;
use super::peel::peel;
use super::{DOWN, EAST, FloorsFault, FloorsInput, NORTH, SOUTH, UP, WEST, check};

/// 2×2 on two floors, for the tests of the measures and the peeling. First
/// floor: (0,0)-E-(1,0), (0,0)-S-(0,1), (1,0)-S-(1,1) and a stair up at (1,0);
/// top floor: (1,0)-S-(1,1), (1,1)-W-(0,1), (0,1)-N-(0,0).
pub(super) const TWO_FLOORS: [u8; 8] = [
    EAST | SOUTH,
    WEST | UP | SOUTH,
    NORTH,
    NORTH,
    SOUTH,
    DOWN | SOUTH,
    NORTH | EAST,
    NORTH | WEST,
];

/// A random spanning tree: passages in random order, each kept when it joins two
/// pieces (Kruskal's, with the test's own union–find).
fn random_tree(size: [usize; 3], stream: &mut Stream) -> Vec<u8> {
    let mut all = edges(size);
    let mut cells = vec![0u8; size.iter().product()];
    let mut parent: Vec<usize> = (0..cells.len()).collect();
    fn root(parent: &mut [usize], mut c: usize) -> usize {
        while parent[c] != c {
            parent[c] = parent[parent[c]];
            c = parent[c];
        }
        c
    }
    for taken in 0..all.len() {
        let pick = taken + stream.below(all.len() - taken);
        all.swap(taken, pick);
        let (a, b, bit_a, bit_b) = all[taken];
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        if ra != rb {
            parent[ra] = rb;
            cells[a] |= bit_a;
            cells[b] |= bit_b;
        }
    }
    cells
}

/// Peels and searches a `[w, h, levels]` stack's `cells` (see [`assert_agree`]).
fn assert_stack_agrees(cells: &[u8], [w, h, _]: [usize; 3], stream: &mut Stream) -> bool {
    let peel_stack = |start, goal| peel(cells, w, w * h, start, goal);
    assert_agree(cells, [w, h], peel_stack, stream)
}

#[test]
fn peeling_and_search_agree_on_random_passage_sets() {
    let mut stream = Stream(17);
    let (mut trees, mut others) = (0, 0);
    for round in 0..4000 {
        let size = [1 + round % 4, 1 + (round / 4) % 3, 1 + (round / 12) % 3];
        if size.iter().product::<usize>() < 2 {
            continue;
        }
        let cells = random_edges(size, &mut stream);
        match assert_stack_agrees(&cells, size, &mut stream) {
            true => trees += 1,
            false => others += 1,
        }
    }
    assert!(
        trees > 100 && others > 100,
        "{trees} trees, {others} others"
    );
}

#[test]
fn peeling_and_search_agree_on_random_trees() {
    let mut stream = Stream(23);
    for size in [[2, 1, 2], [1, 1, 6], [7, 5, 3], [30, 20, 4], [1, 200, 2]] {
        for _ in 0..5 {
            let cells = random_tree(size, &mut stream);
            assert!(assert_stack_agrees(&cells, size, &mut stream));
        }
    }
}

#[test]
fn check_names_the_first_unreachable_cell() {
    // 2×1 on three floors: a loop on the first two floors, the top floor alone.
    let cells = [EAST | UP, WEST | UP, EAST | DOWN, WEST | DOWN, EAST, WEST];
    let input = FloorsInput {
        width: 2,
        height: 1,
        levels: 3,
        cells: &cells,
        start: [0, 0, 0],
        goal: [1, 0, 1],
    };
    assert_eq!(
        check(&input).unwrap_err(),
        FloorsFault::Unreachable { cell: [0, 0, 2] }
    );
}
