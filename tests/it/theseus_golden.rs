//! Every golden case (tests/data/theseus-golden.json, each checked by an
//! independent solver elsewhere) and the rules note's hand-checked cases: the
//! solver's minimum, the checker's backward search and a replay of the solver's
//! and the golden file's own solutions all agree.

use mazebook::puzzle::theseus::check::{replay, verdict};
use mazebook::puzzle::theseus::form::TheseusForm;
use mazebook::puzzle::theseus::{Board, Exit, Puzzle, Side, analyse, moves};
use serde_json::Value;

fn golden() -> Vec<Value> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/theseus-golden.json"
    );
    let text = std::fs::read_to_string(path).expect("golden file");
    serde_json::from_str(&text).expect("golden JSON")
}

/// A golden case's puzzle (its `expect` set aside) and what it expects.
fn case(value: &Value) -> (Puzzle, Option<usize>, Option<String>) {
    let mut form = value.clone();
    let expect = form
        .as_object_mut()
        .and_then(|o| o.remove("expect"))
        .expect("an expect field");
    let form: TheseusForm = serde_json::from_value(form).expect("a Theseus form");
    let moves = expect["moves"].as_u64().map(|m| m as usize);
    assert_eq!(
        expect["solvable"].as_u64(),
        Some(u64::from(moves.is_some()))
    );
    let solution = expect["a_shortest_solution"].as_str().map(str::to_string);
    (form.puzzle().expect("a valid puzzle"), moves, solution)
}

#[test]
fn every_golden_case_agrees_with_the_solver_and_the_checker() {
    let cases = golden();
    assert_eq!(cases.len(), 10);
    for (i, value) in cases.iter().enumerate() {
        let (puzzle, expected, theirs) = case(value);
        let analysis = analyse(&puzzle);
        assert_eq!(analysis.moves(), expected, "case {i}: the solver");
        assert_eq!(verdict(&puzzle).minimum, expected, "case {i}: the checker");
        if let Some(solution) = &analysis.solution {
            let letters = moves::letters(&solution.moves);
            assert_eq!(
                replay(&puzzle, &letters),
                Ok(letters.len()),
                "case {i}: ours"
            );
        }
        if let Some(theirs) = theirs {
            assert_eq!(
                replay(&puzzle, &theirs),
                Ok(theirs.len()),
                "case {i}: theirs"
            );
            assert_eq!(Some(theirs.len()), expected, "case {i}: their length");
        }
    }
}

fn line(theseus: usize, minotaur: usize) -> Puzzle {
    let exit = Exit {
        cell: [0, 0],
        side: Side::West,
    };
    let board = Board::open(3, 1, exit).unwrap();
    Puzzle::new(board, [theseus, 0], [minotaur, 0]).unwrap()
}

#[test]
fn the_rules_notes_hand_checked_cases() {
    let out = line(0, 2);
    assert_eq!(analyse(&out).moves(), Some(1));
    assert_eq!(verdict(&out).minimum, Some(1));
    let blocked = line(2, 1);
    assert_eq!(analyse(&blocked).moves(), None);
    assert_eq!(verdict(&blocked).minimum, None);
    let exit = Exit {
        cell: [2, 2],
        side: Side::East,
    };
    let open = Puzzle::new(Board::open(3, 3, exit).unwrap(), [0, 2], [2, 0]).unwrap();
    assert_eq!(analyse(&open).moves(), None);
    assert_eq!(verdict(&open).minimum, None);
}
