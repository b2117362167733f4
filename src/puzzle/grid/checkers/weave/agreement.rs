//! Peeling (the fast way) and breadth-first search over every node (the plain
//! one) must agree on every weave maze that reaches them: the same verdict on
//! whether it is a tree, and for trees the same route and the same metrics. The
//! mazes are made here by a small generator of the test's own (crossings
//! scattered, then walls knocked down in random order while they join parts not
//! yet joined), so the checker's tests use no maze generator.

use super::super::rectangle::agreement::Stream;
use super::{CrossingInput, WeaveInput, check, read, search, tree};

/// A random perfect weave maze: its cells and crossings (cell, bridge east–west).
fn random_weave(width: usize, height: usize, stream: &mut Stream) -> (Vec<u8>, Vec<(usize, bool)>) {
    let mut cells = vec![0u8; width * height];
    let mut parent: Vec<usize> = (0..cells.len()).collect();
    fn root(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    let mut crossings = Vec::new();
    for _ in 0..cells.len() / 3 {
        let (x, y) = (1 + stream.below(width - 2), 1 + stream.below(height - 2));
        let c = y * width + x;
        let [n, e, s, w] = [c - width, c + 1, c + width, c - 1];
        if cells[c] != 0 {
            continue;
        }
        let [rn, re, rs, rw] = [n, e, s, w].map(|cell| root(&mut parent, cell));
        if re == rw || rn == rs || (rn == re || rn == rw) && (rs == re || rs == rw) {
            continue;
        }
        for (a, b) in [(w, c), (c, e), (n, s)] {
            let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
            parent[ra] = rb;
        }
        cells[c] = 15;
        cells[n] |= 4;
        cells[s] |= 1;
        cells[w] |= 2;
        cells[e] |= 8;
        crossings.push((c, stream.below(2) == 1));
    }
    let is_crossing = |cell: usize| crossings.iter().any(|&(c, _)| c == cell);
    let mut walls = Vec::new();
    for cell in 0..cells.len() {
        let (x, y) = (cell % width, cell / width);
        if x + 1 < width && !is_crossing(cell) && !is_crossing(cell + 1) {
            walls.push((cell, cell + 1, 2u8, 8u8));
        }
        if y + 1 < height && !is_crossing(cell) && !is_crossing(cell + width) {
            walls.push((cell, cell + width, 4, 1));
        }
    }
    for taken in 0..walls.len() {
        let pick = taken + stream.below(walls.len() - taken);
        walls.swap(taken, pick);
        let (a, b, bit_a, bit_b) = walls[taken];
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        if ra != rb {
            parent[ra] = rb;
            cells[a] |= bit_a;
            cells[b] |= bit_b;
        }
    }
    crossings.sort_unstable();
    (cells, crossings)
}

fn inputs(crossings: &[(usize, bool)], width: usize) -> Vec<CrossingInput<'static>> {
    crossings
        .iter()
        .map(|&(c, ew)| CrossingInput {
            cell: [c % width, c / width],
            over: if ew { "ew" } else { "ns" },
        })
        .collect()
}

#[test]
fn peeling_and_search_agree_on_trees() {
    let mut stream = Stream(11);
    for round in 0..300 {
        let (width, height) = (3 + stream.below(14), 3 + stream.below(14));
        let (cells, crossings) = random_weave(width, height, &mut stream);
        let given = inputs(&crossings, width);
        let (start, goal) = (stream.below(cells.len()), stream.below(cells.len()));
        let plain = |c: usize| !crossings.iter().any(|&(x, _)| x == c);
        if start == goal || !plain(start) || !plain(goal) {
            continue;
        }
        let input = WeaveInput {
            width,
            height,
            cells: &cells,
            crossings: &given,
            start: [start % width, start / width],
            goal: [goal % width, goal / width],
            braided: false,
        };
        let fast = check(&input).expect("a random weave tree checks");
        let proved = tree::prove(&cells, width, &crossings, (start, goal));
        assert!(proved.is_some(), "round {round}: peeling proves every tree");
        let slow = search(&input, &read(&input).unwrap()).expect("search accepts it too");
        assert_eq!(fast.path, slow.path, "round {round}");
        assert_eq!(fast.metrics, slow.metrics, "round {round}");
    }
}

#[test]
fn peeling_and_search_agree_on_broken_mazes() {
    let mut stream = Stream(5);
    let (mut trees, mut broken) = (0, 0);
    for round in 0..600 {
        let (width, height) = (3 + stream.below(10), 3 + stream.below(10));
        let (mut cells, crossings) = random_weave(width, height, &mut stream);
        // Flip two walls between plain cells, one down and one across: often a
        // passage moved (a loop beside an island, or another tree), else one
        // too many or too few.
        let plain = |c: usize| !crossings.iter().any(|&(x, _)| x == c);
        let down = stream.below(cells.len() - width);
        let across = stream.below(cells.len() - 1);
        if !plain(down)
            || !plain(down + width)
            || !plain(across)
            || !plain(across + 1)
            || (across + 1).is_multiple_of(width)
        {
            continue;
        }
        cells[down] ^= 4;
        cells[down + width] ^= 1;
        cells[across] ^= 2;
        cells[across + 1] ^= 8;
        let given = inputs(&crossings, width);
        let input = WeaveInput {
            width,
            height,
            cells: &cells,
            crossings: &given,
            start: [0, 0],
            goal: [width - 1, height - 1],
            braided: false,
        };
        let Ok(read) = read(&input) else { continue };
        let proved = tree::prove(&cells, width, &crossings, (0, cells.len() - 1));
        let searched = search(&input, &read);
        let counted = read.passages + 1 == cells.len() + crossings.len();
        match proved {
            Some(peeled) => {
                assert!(
                    counted,
                    "round {round}: peeling proved a maze with the wrong count"
                );
                assert_eq!(
                    peeled.path,
                    searched.expect("search agrees").path,
                    "round {round}"
                );
                trees += 1;
            }
            None if counted => {
                assert!(searched.is_err(), "round {round}: a tree peeling missed");
                broken += 1;
            }
            None => {}
        }
    }
    assert!(trees > 10 && broken > 10, "{trees} trees, {broken} broken");
}
