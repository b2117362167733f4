//! Theseus hint pages in a built book: three groups of pages before the answers
//! (after the last section, or before each section's answers), each puzzle's
//! hint the first quarter, half and three quarters of its checked solution, as
//! `book.json`'s `hints` and the pages themselves say.

use crate::common::*;
use serde_json::Value;

/// Builds `spec` with page SVGs; the output folder and the manifest.
fn built(spec: &str) -> (tempfile::TempDir, Value) {
    let (dir, path) = spec_in_temp(spec);
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let manifest = serde_json::from_slice(&std::fs::read(out.join("book.json")).unwrap()).unwrap();
    (dir, manifest)
}

fn page(dir: &tempfile::TempDir, number: u64) -> String {
    std::fs::read_to_string(dir.path().join(format!("out/pages/{number:03}.svg"))).unwrap()
}

const HEADINGS: [&str; 3] = [
    "Hints: the first quarter",
    "Hints: the first half",
    "Hints: three quarters",
];

#[test]
fn hints_give_a_quarter_a_half_and_three_quarters_of_the_solution_before_the_answers() {
    let (dir, manifest) = built(
        "[book]\ntitle = \"Hints\"\nseed = 4\n\n[[section]]\ntitle = \"A\"\nkind = \"theseus\"\n\
         ladder = [6, 9, 14, 30]\nhints = true\n\n[[section]]\ntitle = \"B\"\nkind = \"theseus\"\n\
         ladder = [8, 11]\n",
    );
    let puzzles = manifest["puzzles"].as_array().unwrap();
    let pdf = std::fs::read(dir.path().join("out/book.pdf")).unwrap();
    let pdf_pages = lopdf::Document::load_mem(&pdf).unwrap().get_pages().len() as u64;
    assert_eq!(manifest["pages"].as_u64(), Some(pdf_pages));
    let last_puzzle_page = puzzles
        .iter()
        .map(|p| p["page"].as_u64().unwrap())
        .max()
        .unwrap();
    let first_answer_page = puzzles
        .iter()
        .map(|p| p["answer_page"].as_u64().unwrap())
        .min()
        .unwrap();
    assert!(puzzles[4].get("hints").is_none(), "section B asks for none");
    for puzzle in &puzzles[..4] {
        let number = puzzle["number"].as_u64().unwrap();
        let total = puzzle["metrics"]["moves"].as_u64().unwrap();
        let hints = puzzle["hints"].as_array().expect("hints");
        assert_eq!(hints.len(), 3);
        let mut previous = last_puzzle_page;
        for (quarters, hint) in (1..=3).zip(hints) {
            let moves = hint["moves"].as_u64().unwrap();
            assert_eq!(
                moves,
                (total * quarters / 4).max(1),
                "{number}: {quarters} quarters of {total}"
            );
            let at = hint["page"].as_u64().unwrap();
            assert!(
                previous < at && at < first_answer_page,
                "{number}: hint pages in order, before the answers"
            );
            assert!(at <= pdf_pages);
            previous = at;
            let svg = page(&dir, at);
            assert!(
                svg.contains(&format!("The first {moves} of {total} moves:")),
                "{number} on page {at}"
            );
            assert!(svg.contains(&format!(
                "Puzzle {number}</tspan> · page {}",
                puzzle["page"]
            )));
            let heading = HEADINGS[quarters as usize - 1];
            let group_opens = hints[quarters as usize - 1]["page"]
                == puzzles[0]["hints"][quarters as usize - 1]["page"];
            if group_opens {
                assert!(svg.contains(heading), "{heading} on page {at}");
            }
        }
    }
    // Each hint page draws one list of moves per puzzle it names (the lists
    // themselves are the checked solution's first moves: draw/strip.rs's test).
    let mut on_page = std::collections::BTreeMap::<u64, usize>::new();
    for puzzle in &puzzles[..4] {
        for hint in puzzle["hints"].as_array().unwrap() {
            *on_page.entry(hint["page"].as_u64().unwrap()).or_default() += 1;
        }
    }
    for (at, count) in on_page {
        assert_eq!(
            page(&dir, at).matches("class=\"hint-list\"").count(),
            count,
            "page {at}"
        );
    }
}

#[test]
fn with_answers_after_each_section_the_hints_come_just_before_them() {
    let (dir, manifest) = built(
        "[book]\ntitle = \"Hints\"\nseed = 6\n\n[answers]\nwhere = \"after-section\"\n\n\
         [[section]]\ntitle = \"A\"\nkind = \"theseus\"\nladder = [6, 10]\nhints = true\n\n\
         [[section]]\ntitle = \"B\"\nkind = \"theseus\"\nladder = [8, 11]\nhints = true\n",
    );
    let puzzles = manifest["puzzles"].as_array().unwrap();
    for (section, range) in [(0, 0..2), (1, 2..4)] {
        let list = &puzzles[range];
        let last_page = list
            .iter()
            .map(|p| p["page"].as_u64().unwrap())
            .max()
            .unwrap();
        let answers = list[0]["answer_page"].as_u64().unwrap();
        let hint_pages: Vec<u64> = list[0]["hints"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["page"].as_u64().unwrap())
            .collect();
        assert_eq!(
            hint_pages,
            [last_page + 1, last_page + 2, last_page + 3],
            "section {section}"
        );
        assert_eq!(
            answers,
            last_page + 4,
            "section {section}: answers right after"
        );
        for (heading, at) in HEADINGS.iter().zip(&hint_pages) {
            assert!(page(&dir, *at).contains(heading));
        }
    }
}

#[test]
fn hints_must_be_true_or_false() {
    let refused = refused_build(
        "[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"theseus\"\ncount = 1\nhints = 3\n",
    );
    assert!(refused.contains("`section[1].hints`"), "{refused}");
}
