//! Peeling (the fast route) and breadth-first search (the plain one) must agree
//! on every maze with floors that reaches them: the same verdict on whether it is
//! a tree, and for trees the same path and wrong branches. The mazes are drawn
//! here with a small generator of the test's own, so the checker's tests use no
//! maze generator.

use super::super::rectangle::agreement::Stream;
use super::peel::{Peeled, peel};
use super::scan::{DOWN, EAST, NORTH, SOUTH, UP, WEST};
use super::search::search;
use super::{FloorsFault, FloorsInput, Graph, check};

/// Every passage of a `[w, h, levels]` stack as (cell, the cell east, south or
/// above it, bit at the cell, bit at the other).
fn edges([w, h, levels]: [usize; 3]) -> Vec<(usize, usize, u8, u8)> {
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
fn random_edges(size: [usize; 3], stream: &mut Stream) -> Vec<u8> {
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

/// Peels and searches `cells` between two random distinct cells and asserts they
/// agree; returns whether the maze was a tree.
fn assert_agree(cells: &[u8], [w, h, _]: [usize; 3], stream: &mut Stream) -> bool {
    let start = stream.below(cells.len());
    let goal = (start + 1 + stream.below(cells.len() - 1)) % cells.len();
    let graph = Graph {
        width: w,
        per_floor: w * h,
        open: cells.to_vec(),
    };
    match (
        peel(cells, w, w * h, start, goal),
        search(&graph, start, goal),
    ) {
        (None, Err(_)) => false,
        (Some(peeled), Ok(searched)) => {
            assert_eq!(peeled.path, searched.path, "{cells:?} {start}→{goal}");
            assert_eq!(sorted(&peeled), sorted(&searched), "{cells:?}");
            true
        }
        (peeled, searched) => {
            panic!("{cells:?} {start}→{goal}: peeled {peeled:?}, searched {searched:?}")
        }
    }
}

fn sorted(peeled: &Peeled) -> Vec<usize> {
    let mut depths = peeled.branch_depths.clone();
    depths.sort_unstable();
    depths
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
        match assert_agree(&cells, size, &mut stream) {
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
            assert!(assert_agree(&cells, size, &mut stream));
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
