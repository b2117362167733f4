//! Trivial puzzles: the book's cell mazes (and the how-to pages' examples) whose
//! answer is no real detour from the shortest walk on the bare board
//! (`puzzle::answer_walk`). Read from the finished puzzles, not the page.

use super::findings::{Check, Finding};
use crate::examples::HowToExample;
use crate::layout::plan::{PageContent, Plan};
use crate::pipeline::BookPuzzle;
use crate::puzzle::Finished;
use crate::puzzle::answer_walk::{AnswerWalk, MIN_DETOUR_CELLS, TRIVIAL_RATIO};
use crate::spec::BookSpec;

/// How many puzzles had a walk to measure, and the trivial ones.
pub fn check(
    spec: &BookSpec,
    plan: &Plan,
    puzzles: &[BookPuzzle],
    examples: &[HowToExample],
) -> (usize, Vec<Finding>) {
    let mut measured = 0;
    let mut found = Vec::new();
    for (n, puzzle) in puzzles.iter().enumerate() {
        let Some(walk) = measure(puzzle.finished(), &mut measured) else {
            continue;
        };
        let section = puzzle.section();
        let page = plan.puzzle_page.get(n).copied();
        let title = &spec.sections[section].title;
        let noun = spec.sections[section].kind().noun();
        let place = format!("section {} \"{title}\"", section + 1);
        let what = format!("{noun} {} ({place})", n + 1);
        found.push(finding((what, place), page, Some(section), walk));
    }
    for example in examples {
        let Some(walk) = measure(example.finished(), &mut measured) else {
            continue;
        };
        let page = plan
            .pages
            .iter()
            .position(|p| matches!(p, PageContent::HowTo { kind, .. } if *kind == example.kind()))
            .map(|index| index + 1);
        let place = format!("the how-to example of {}", example.kind());
        found.push(finding((place.clone(), place), page, None, walk));
    }
    (measured, found)
}

/// The puzzle's walk when it is trivial; counts every walk measured.
fn measure(finished: &dyn Finished, measured: &mut usize) -> Option<AnswerWalk> {
    let walk = finished.answer_walk()?;
    *measured += 1;
    walk.is_trivial().then_some(walk)
}

/// The finding of a trivial puzzle: `what` it is and its `place` in words.
fn finding(
    (what, place): (String, String),
    page: Option<usize>,
    section: Option<usize>,
    walk: AnswerWalk,
) -> Finding {
    let on_page = page.map_or(String::new(), |p| format!(", page {p}"));
    Finding {
        check: Check::TrivialPuzzle,
        page,
        section,
        place,
        message: format!(
            "{what}{on_page}: a trivial puzzle: its answer is {} cells, the shortest walk with no inner walls {} ({:.2}×); an answer needs more than {TRIVIAL_RATIO}× and {MIN_DETOUR_CELLS} cells more",
            walk.answer,
            walk.bare,
            walk.ratio()
        ),
    }
}
