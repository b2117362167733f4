//! Trivial puzzles: the book's cell mazes (and the how-to pages' examples) whose
//! answer is no real detour from the shortest walk on the bare board
//! (`puzzle::answer_walk`). Read from the finished puzzles, not the page.

use super::findings::{Check, Finding};
use crate::examples::HowToExample;
use crate::layout::plan::{PageContent, Plan};
use crate::pipeline::BookPuzzle;
use crate::puzzle::Finished;
use crate::puzzle::answer_walk::AnswerWalk;
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
        message: format!("{what}{on_page}: a trivial puzzle: {}", walk.in_words()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::rectangle::recipe::recipe;
    use crate::puzzle::grid::request::GridRequest;
    use crate::puzzle::seeds;

    /// Generation rejects trivial mazes only at a level (a section always has
    /// one); without a difficulty small mazes are often trivial, and the check
    /// finds exactly those and names them.
    #[test]
    fn the_trivial_mazes_among_small_ones_are_found_and_named() {
        let request = GridRequest {
            width: Some(3),
            height: Some(3),
            ..GridRequest::default()
        };
        let recipe = recipe(&request, None).expect("a 3 × 3 maze");
        let mut measured = 0;
        let mut trivial = Vec::new();
        for seed in 0..20 {
            let maze = recipe.make_one(&mut seeds::rng(seed)).expect("no band");
            trivial.extend(measure(&maze, &mut measured));
        }
        assert_eq!(measured, 20);
        assert!(!trivial.is_empty() && trivial.len() < 20, "{trivial:?}");
        assert!(trivial.iter().all(AnswerWalk::is_trivial));
        let what = (
            "maze 2 (section 1 \"Small\")".to_string(),
            "section 1 \"Small\"".to_string(),
        );
        let found = finding(what, Some(3), Some(0), trivial[0]);
        assert_eq!(found.check, Check::TrivialPuzzle);
        let opening = "maze 2 (section 1 \"Small\"), page 3: a trivial puzzle: its answer is";
        assert!(found.message.starts_with(opening), "{}", found.message);
    }
}
