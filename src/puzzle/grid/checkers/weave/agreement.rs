//! Peeling (the fast way) and breadth-first search over every node (the plain
//! one) must agree on every weave maze that reaches them: the same verdict on
//! whether it is a tree, and for trees the same route and the same metrics; and
//! on braided mazes the fast braided search (`braided`) and the plain one the
//! same verdict, route, count of shortest routes and metrics. The mazes are
//! made here by a small generator of the test's own (crossings scattered, then
//! walls knocked down in random order while they join parts not yet joined,
//! then more for loops), so the checker's tests use no maze generator, except
//! one in the closing `tests` block that checks mazebook's own braided weave
//! mazes both ways.

use super::super::rectangle::agreement::Stream;
use super::{CrossingInput, WeaveFault, WeaveInput, braided, check, read, search, tree};

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

/// A random start and goal for a test maze: two different plain cells (not
/// crossings), or `None` when the draw gives no such pair.
fn random_ends(
    cells: usize,
    crossings: &[(usize, bool)],
    stream: &mut Stream,
) -> Option<(usize, usize)> {
    let (start, goal) = (stream.below(cells), stream.below(cells));
    let plain = |c: usize| !crossings.iter().any(|&(x, _)| x == c);
    (start != goal && plain(start) && plain(goal)).then_some((start, goal))
}

/// The checker's input for a test maze of `width`×`height` `cells`, its ends
/// given as cell indices.
fn test_input<'a>(
    (width, height): (usize, usize),
    cells: &'a [u8],
    crossings: &'a [CrossingInput<'a>],
    (start, goal): (usize, usize),
    braided: bool,
) -> WeaveInput<'a> {
    WeaveInput {
        width,
        height,
        cells,
        crossings,
        start: [start % width, start / width],
        goal: [goal % width, goal / width],
        braided,
    }
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
        let Some(ends) = random_ends(cells.len(), &crossings, &mut stream) else {
            continue;
        };
        let input = test_input((width, height), &cells, &given, ends, false);
        let fast = check(&input).expect("a random weave tree checks");
        let proved = tree::prove(&cells, width, &crossings, ends);
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
        let input = test_input((width, height), &cells, &given, (0, cells.len() - 1), false);
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

/// Opens each wall between two plain cells with chance `share` (in 1/1000s),
/// making loops.
fn braid(
    cells: &mut [u8],
    width: usize,
    crossings: &[(usize, bool)],
    share: usize,
    stream: &mut Stream,
) {
    let plain = |c: usize| !crossings.iter().any(|&(x, _)| x == c);
    for cell in 0..cells.len() {
        let right = cell + 1;
        if !right.is_multiple_of(width) && plain(cell) && plain(right) && stream.below(1000) < share
        {
            cells[cell] |= 2;
            cells[right] |= 8;
        }
        let below = cell + width;
        if below < cells.len() && plain(cell) && plain(below) && stream.below(1000) < share {
            cells[cell] |= 4;
            cells[below] |= 1;
        }
    }
}

/// Closes `walls` random passages between plain cells (both sides), often
/// cutting a part off.
fn cut(
    cells: &mut [u8],
    width: usize,
    crossings: &[(usize, bool)],
    walls: usize,
    stream: &mut Stream,
) {
    let plain = |c: usize| !crossings.iter().any(|&(x, _)| x == c);
    for _ in 0..walls {
        let cell = stream.below(cells.len());
        match stream.below(2) {
            0 if !(cell + 1).is_multiple_of(width) && plain(cell) && plain(cell + 1) => {
                cells[cell] &= !2;
                cells[cell + 1] &= !8;
            }
            1 if cell + width < cells.len() && plain(cell) && plain(cell + width) => {
                cells[cell] &= !4;
                cells[cell + width] &= !1;
            }
            _ => {}
        }
    }
}

/// Checks `input` (braided) the fast way and the plain way: the same verdict,
/// and for a connected maze the same route and metrics. Returns whether the
/// fast way proved it.
fn agree(input: &WeaveInput, round: usize) -> bool {
    let read = read(input).expect("the test's mazes read");
    let fast = braided::search(
        input.cells,
        input.width,
        &read.crossings,
        (read.start, read.goal),
    );
    let slow = search(input, &read);
    let checked = check(input);
    match (&fast, &slow) {
        (Some(found), Ok(slow)) => {
            assert_eq!(found.path, slow.path, "round {round}");
            let checked = checked.expect("check takes the fast way");
            assert_eq!(checked.path, slow.path, "round {round}");
            assert_eq!(checked.route, slow.route, "round {round}");
            assert_eq!(checked.metrics, slow.metrics, "round {round}");
        }
        (None, Err(fault)) => match checked {
            // Too few passages for a connected maze: refused before any search.
            Err(WeaveFault::PassageCount { .. }) => {}
            checked => assert_eq!(checked.err().as_ref(), Some(fault), "round {round}"),
        },
        (None, Ok(_)) => {
            // Only the passage count check in `check` (not met here) or a size
            // the fast way declines may leave a sound maze to the search.
            panic!("round {round}: the fast way missed a connected maze");
        }
        (Some(_), Err(fault)) => {
            panic!("round {round}: the fast way passed a maze the search refuses: {fault}")
        }
    }
    fast.is_some()
}

#[test]
fn braided_search_agrees_with_the_plain_one() {
    let mut stream = Stream(21);
    let (mut proved, mut capped) = (0, 0);
    for round in 0..400 {
        let (width, height) = match round % 10 {
            0 => (20 + stream.below(30), 20 + stream.below(30)),
            _ => (3 + stream.below(16), 3 + stream.below(16)),
        };
        let (mut cells, crossings) = random_weave(width, height, &mut stream);
        let share = [0, 20, 100, 300, 1000][stream.below(5)];
        braid(&mut cells, width, &crossings, share, &mut stream);
        let given = inputs(&crossings, width);
        let Some(ends) = random_ends(cells.len(), &crossings, &mut stream) else {
            continue;
        };
        let input = test_input((width, height), &cells, &given, ends, true);
        assert!(agree(&input, round), "round {round}: a connected maze");
        proved += 1;
        let metrics = check(&input).expect("proved above").metrics;
        capped += usize::from(metrics.get("shortest_routes") == Some(1e6));
    }
    assert!(
        proved > 250 && capped > 0,
        "{proved} proved, {capped} capped"
    );
}

#[test]
fn braided_search_agrees_on_broken_mazes() {
    let mut stream = Stream(8);
    let (mut connected, mut broken) = (0, 0);
    for round in 0..600 {
        let (width, height) = (3 + stream.below(12), 3 + stream.below(12));
        let (mut cells, crossings) = random_weave(width, height, &mut stream);
        let share = [0, 50, 200][stream.below(3)];
        braid(&mut cells, width, &crossings, share, &mut stream);
        cut(
            &mut cells,
            width,
            &crossings,
            1 + stream.below(3),
            &mut stream,
        );
        let given = inputs(&crossings, width);
        let input = test_input((width, height), &cells, &given, (0, cells.len() - 1), true);
        match agree(&input, round) {
            true => connected += 1,
            false => broken += 1,
        }
    }
    assert!(
        connected > 50 && broken > 50,
        "{connected} connected, {broken} broken"
    );
}

/// Mazebook's own braided weave mazes (the generators may make mazes for a
/// checker's tests, in this closing block only).
#[cfg(test)]
mod tests {
    use super::agree;
    use crate::puzzle::cells::Placement;
    use crate::puzzle::grid::weave::WeaveRecipe;
    use crate::puzzle::grid::weave::algorithms::WEAVING;
    use crate::render::wall::Wall;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn braided_search_agrees_on_mazebooks_own_mazes() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let algorithms = WEAVING;
        for round in 0..60 {
            let algorithm = algorithms[round % algorithms.len()];
            let side = [5, 12, 30, 61][round % 4];
            let recipe = WeaveRecipe {
                width: side,
                height: side + round % 3,
                algorithm,
                placement: [Placement::Corners, Placement::Sides, Placement::Longest][round % 3],
                weave: [0.3, 0.5, 1.0][round % 3],
                braid: [0.1, 0.5, 1.0][(round / 3) % 3],
                band: None,
                wall: Wall::Set(1.5),
                min_cell_pt: 8.5,
            };
            let puzzle = recipe.generate(&mut rng);
            assert!(puzzle.braid > 0.0, "every share here braids");
            let given = puzzle.crossing_inputs();
            let input = puzzle.input(&given);
            assert!(
                agree(&input, round),
                "round {round}: {algorithm:?} made a maze the fast way missed"
            );
        }
    }
}
