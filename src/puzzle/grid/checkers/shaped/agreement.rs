//! The fast ways of the check (`tree`: `compass` and `polar`) and the general one
//! (`graph`, `routes`) must agree on every maze: peeling proves exactly the mazes
//! the general check accepts, with the same route and metrics, and leaves it the
//! rest. Besides the generated mazes of `tree`'s tests, circles are drawn here with
//! a small generator of the test's own from the format's neighbour rule: regular
//! ring lists and irregular ones, spanning trees with their passages in any order
//! and either way round, and each corrupted in the ways a hand-written form can be.

use proptest::prelude::*;

use super::form::{PassageNames, ShapedMaze};
use super::graph::CellGraph;
use super::neighbours::Neighbours;
use super::routes::{Routes, metrics};
use super::tree::prove;
use crate::puzzle::Metrics;
use crate::puzzle::grid::checkers::rectangle::agreement::Stream;

/// The general check's answer: the route and metrics, or the fault.
fn general(maze: &ShapedMaze) -> Result<(Vec<usize>, Metrics), String> {
    let graph = CellGraph::build(maze)?;
    let routes = Routes::find(&graph, maze.start, maze.goal).ok_or("unreachable")?;
    graph.whole(&routes, maze.braid)?;
    let metrics = metrics(&graph, &routes);
    Ok((routes.path, metrics))
}

/// Peeling proves what the general check accepts, with the same route and
/// metrics, and leaves to it what it refuses.
pub(super) fn agree(maze: &ShapedMaze) {
    match general(maze) {
        Ok((path, metrics)) => {
            let proved = prove(maze).expect("a perfect maze peels");
            assert_eq!(proved.path, path);
            assert_eq!(proved.metrics, metrics);
        }
        Err(fault) => assert!(prove(maze).is_none(), "{fault}: {:?}", maze.passages),
    }
}

/// Every pair of neighbouring cells of a circle, by the format's rule, once.
fn neighbour_pairs(rings: &[usize]) -> Vec<[usize; 2]> {
    let rule = Neighbours::Circle {
        rings: rings.to_vec(),
    };
    let starts: Vec<usize> = rings
        .iter()
        .scan(0, |next, &count| {
            *next += count;
            Some(*next - count)
        })
        .collect();
    let mut pairs = Vec::new();
    for ring in 0..rings.len() {
        let last = (ring + 2).min(rings.len()) - 1;
        let near = starts[ring]..starts[last] + rings[last];
        for a in starts[ring]..starts[ring] + rings[ring] {
            let later = near.clone().filter(|&b| b > a);
            pairs.extend(later.filter(|&b| rule.are_neighbours(a, b)).map(|b| [a, b]));
        }
    }
    pairs
}

/// A random spanning tree of the cells, its passages in random order and each
/// either way round: a random walk that keeps a passage into every cell it
/// enters for the first time.
fn random_tree(cells: usize, pairs: &[[usize; 2]], stream: &mut Stream) -> Vec<[usize; 2]> {
    let mut around = vec![Vec::new(); cells];
    for &[a, b] in pairs {
        around[a].push(b);
        around[b].push(a);
    }
    let mut seen = vec![false; cells];
    let mut cell = stream.below(cells);
    seen[cell] = true;
    let mut tree = Vec::with_capacity(cells - 1);
    while tree.len() + 1 < cells {
        let next = around[cell][stream.below(around[cell].len())];
        if !seen[next] {
            seen[next] = true;
            tree.push([cell, next]);
        }
        cell = next;
    }
    for i in (1..tree.len()).rev() {
        tree.swap(i, stream.below(i + 1));
        if stream.below(2) == 0 {
            tree[i].reverse();
        }
    }
    tree
}

/// `passages` after one of the faults a hand-written form can have (`fault`
/// 2 to 9; others leave them as they are).
fn corrupt(
    mut passages: Vec<[usize; 2]>,
    fault: usize,
    cells: usize,
    pairs: &[[usize; 2]],
    stream: &mut Stream,
) -> Vec<[usize; 2]> {
    let n = passages.len();
    let (i, j) = (stream.below(n), stream.below(n));
    let a = stream.below(cells);
    match fault {
        2 => drop(passages.remove(i)),
        3 => passages[i] = passages[j],
        4 => passages[i] = [passages[j][1], passages[j][0]],
        5 => passages[i] = pairs[stream.below(pairs.len())],
        6 => passages[i] = [a, stream.below(cells)],
        7 => passages[i] = [a, cells + stream.below(3)],
        8 => passages[i] = [a, a],
        9 => passages.push(pairs[stream.below(pairs.len())]),
        _ => {}
    }
    passages
}

/// Ring lists from a second ring of `second` cells and `steps` (0 doubles the
/// ring before, anything else repeats it; at most four doublings), and, when
/// `irregular`, a last ring one cell larger than the one inside it.
fn ring_list(second: usize, steps: &[u8], irregular: bool) -> Vec<usize> {
    let mut rings = vec![1, second];
    let mut doublings = 0;
    for &step in steps {
        let last = rings[rings.len() - 1];
        let double = step == 0 && doublings < 4;
        doublings += usize::from(double);
        rings.push(if double { 2 * last } else { last });
    }
    if irregular {
        rings.push(rings[rings.len() - 1] + 1);
    }
    rings
}

fn circle(rings: Vec<usize>, passages: Vec<[usize; 2]>, start: usize, goal: usize) -> ShapedMaze {
    let cells = rings.iter().sum();
    ShapedMaze {
        cells,
        in_maze: vec![true; cells],
        passages,
        passage_names: PassageNames::Listed,
        start,
        goal,
        solution: None,
        braid: false,
        neighbours: Neighbours::Circle { rings },
        width_for_pairs: None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random circles, sound or corrupted: on regular ones the circle's peeling
    /// agrees with the general check and proves every sound one; irregular ones
    /// it leaves to the general check.
    #[test]
    fn circles_peel_as_the_general_check_decides(
        second in 3usize..9,
        steps in proptest::collection::vec(0u8..3, 0..9),
        irregular in proptest::bool::weighted(0.15),
        fault in 0usize..12,
        seed in any::<u64>(),
    ) {
        let mut stream = Stream(seed);
        let rings = ring_list(second, &steps, irregular);
        let cells: usize = rings.iter().sum();
        let pairs = neighbour_pairs(&rings);
        let tree = random_tree(cells, &pairs, &mut stream);
        let passages = corrupt(tree, fault, cells, &pairs, &mut stream);
        // The centre now and then, as an end.
        let mut end = || if stream.below(5) == 0 { 0 } else { stream.below(cells) };
        let (start, goal) = (end(), end());
        let maze = circle(rings, passages, start, goal);
        if irregular {
            prop_assert!(prove(&maze).is_none());
        } else {
            agree(&maze);
            let sound = !(2..10).contains(&fault) && start != goal;
            prop_assert!(prove(&maze).is_some() || !sound);
        }
    }
}
