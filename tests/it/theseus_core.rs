//! The Theseus kind's core: the solver and the independent checker agree on
//! random boards (and the checker accepts every solution the solver prints);
//! the Minotaur's rule as the rules note states it; generated puzzles have the
//! stated minimum by the checker, are never a plain walk, respect their band,
//! wall limit and floors, and come back the same from the same seed.

use mazebook::puzzle::theseus::analysis::analyse;
use mazebook::puzzle::theseus::check::{replay, verdict};
use mazebook::puzzle::theseus::form::TheseusForm;
use mazebook::puzzle::theseus::options::{TheseusRequest, recipe};
use mazebook::puzzle::theseus::rules::Rules;
use mazebook::puzzle::theseus::{Board, Exit, Puzzle, Side, moves};
use mazebook::puzzle::{self, Difficulty, seeds};
use proptest::prelude::*;
use serde_json::Value;

/// A board from a seed of bits: each inner side walled when its bit is set.
fn random_puzzle(
    width: usize,
    height: usize,
    bits: u64,
    exit: usize,
    t: usize,
    m: usize,
) -> Puzzle {
    let mut walls = Vec::new();
    let mut bit = 0;
    for y in 0..height {
        for x in 0..width {
            for (dx, dy) in [(1, 0), (0, 1)] {
                if x + dx < width && y + dy < height {
                    if bits >> (bit % 64) & 1 == 1 {
                        walls.push([[x, y], [x + dx, y + dy]]);
                    }
                    bit += 1;
                }
            }
        }
    }
    let mut exits = Vec::new();
    for x in 0..width {
        exits.push(Exit {
            cell: [x, 0],
            side: Side::North,
        });
        exits.push(Exit {
            cell: [x, height - 1],
            side: Side::South,
        });
    }
    for y in 0..height {
        exits.push(Exit {
            cell: [0, y],
            side: Side::West,
        });
        exits.push(Exit {
            cell: [width - 1, y],
            side: Side::East,
        });
    }
    let board = Board::with_walls(width, height, &walls, exits[exit % exits.len()]).unwrap();
    let cells = width * height;
    let (t, mut m) = (t % cells, m % cells);
    if m == t {
        m = (m + 1) % cells;
    }
    let cell = |i: usize| [i % width, i / width];
    Puzzle::new(board, cell(t), cell(m)).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn the_solver_and_the_checker_agree_on_random_boards(
        width in 1usize..6, height in 2usize..6, bits in any::<u64>(),
        exit in 0usize..100, t in 0usize..100, m in 0usize..100,
    ) {
        let puzzle = random_puzzle(width, height, bits, exit, t, m);
        let analysis = analyse(&puzzle);
        prop_assert_eq!(analysis.moves(), verdict(&puzzle).minimum);
        if let Some(solution) = &analysis.solution {
            let letters = moves::letters(&solution.moves);
            prop_assert_eq!(replay(&puzzle, &letters), Ok(letters.len()));
            // Dropping the last move never escapes.
            prop_assert!(replay(&puzzle, &letters[..letters.len() - 1]).is_err());
        }
        prop_assert!(analysis.dead_end_states <= analysis.reachable_states);
        prop_assert!(analysis.lost_states <= analysis.dead_end_states);
    }

    #[test]
    fn any_seed_gives_a_puzzle_whose_stated_minimum_the_checker_confirms(
        seed in any::<u64>(), width in 4usize..7, height in 4usize..7, n in 3usize..16,
    ) {
        let request = TheseusRequest {
            width: Some(width),
            height: Some(height),
            min_moves: Some(n),
            ..TheseusRequest::default()
        };
        let recipe = recipe(&request).unwrap();
        let (made_by, finished) = puzzle::make(&recipe, seed, 3).unwrap();
        let form = finished.json();
        prop_assert_eq!(&form["metrics"]["moves"], &Value::from(n));
        let puzzle = read(&form);
        prop_assert_eq!(verdict(&puzzle).minimum, Some(n));
        let solution = form["solution"].as_str().unwrap();
        prop_assert_eq!(replay(&puzzle, solution), Ok(n));
        prop_assert!(form["metrics"]["walk"].as_u64().unwrap() < n as u64);
        let (_, again) = puzzle::make(&recipe, made_by, 1).unwrap();
        prop_assert_eq!(again.json(), form);
    }
}

fn read(form: &Value) -> Puzzle {
    let mut form = form.clone();
    form.as_object_mut().unwrap().remove("metrics");
    serde_json::from_value::<TheseusForm>(form)
        .unwrap()
        .puzzle()
        .unwrap()
}

#[test]
fn the_minotaur_moves_across_before_up_or_down() {
    // The rules note: on an open 3×3 board the Minotaur at (2,0) chasing Theseus
    // at (0,2) steps to (1,0); behind a wall between (1,0) and (2,0), to (2,1).
    let exit = Exit {
        cell: [2, 2],
        side: Side::East,
    };
    let open = Board::open(3, 3, exit).unwrap();
    let rules = Rules::new(&open);
    let at = |c: [usize; 2]| rules.index(c);
    // Two steps: (1,0) then (0,0).
    assert_eq!(rules.chase(at([2, 0]), at([0, 2])), at([0, 0]));
    let walled = Board::with_walls(3, 3, &[[[1, 0], [2, 0]]], exit).unwrap();
    let rules = Rules::new(&walled);
    // (2,1), then across to (1,1).
    assert_eq!(rules.chase(at([2, 0]), at([0, 2])), at([1, 1]));
    // In Theseus's column it goes straight for his row; in his square it stays.
    assert_eq!(rules.chase(at([0, 0]), at([0, 2])), at([0, 2]));
}

#[test]
fn a_wall_limit_and_the_ladders_floors_hold() {
    for seed in 0..3 {
        let request = TheseusRequest {
            min_moves: Some(20),
            width: Some(6),
            walls: Some(6),
            ..TheseusRequest::default()
        };
        let recipe = recipe(&request).unwrap();
        let (_, finished) = puzzle::make(&recipe, seeds::puzzle_seed(seed, 0, 0), 3).unwrap();
        let form = finished.json();
        assert!(form["walls"].as_array().unwrap().len() <= 6, "{form}");
        assert_eq!(form["metrics"]["moves"], 20);
    }
    for level in [1u8, 3, 5] {
        let request = TheseusRequest {
            difficulty: Difficulty::from_level(i64::from(level)),
            ..TheseusRequest::default()
        };
        let recipe = recipe(&request).unwrap();
        let rung = mazebook::puzzle::theseus::levels::level(level);
        let (_, finished) = puzzle::make(&recipe, 99, 3).unwrap();
        let m = &finished.json()["metrics"];
        let moves = m["moves"].as_u64().unwrap() as usize;
        assert!(rung.moves.contains(&moves));
        assert!(m["dead_end_states"].as_u64().unwrap() as usize >= rung.dead_ends);
        assert!(m["lost_states"].as_u64().unwrap() as usize >= rung.lost);
    }
}
