//! Puzzles must stay legible on the real page: each section's slot (the gutter
//! follows the final page count) and, where answer keys print, the answer slot.
//! A refusal names the key to change: `per-page` when fewer puzzles a page would
//! do, else the key that really helps, with what would fit (`Recipe::fit_in`:
//! `width` with the cells across that fit, or an easier `difficulty`), else the
//! key that sets the puzzles' size.

use crate::keys::SpecError;
use crate::layout::geometry::{self, Rect};
use crate::layout::plan::Plan;
use crate::puzzle::Fit;
use crate::puzzle::section_keys::PER_PAGE;
use crate::spec::answers::PER_PAGE as ANSWERS_PER_PAGE;
use crate::spec::section::SectionSpec;
use crate::spec::{AnswerPlace, BookSpec};

/// The text body of a page of the book `plan` lays out (all pages' bodies are
/// the same size; the gutter follows the page count).
pub fn body(spec: &BookSpec, plan: &Plan) -> Rect {
    let paper = &spec.book.paper;
    geometry::frame(paper, 1, geometry::inside_margin(paper, plan.pages.len())).body
}

/// Refuses a section whose puzzles or answer keys would print smaller than they
/// can be read, on the real page.
pub fn check(spec: &BookSpec, plan: &Plan) -> Result<(), SpecError> {
    let body = body(spec, plan);
    for (index, section) in spec.sections.iter().enumerate() {
        puzzles_fit(spec, &body, index, section)?;
        if spec.answers.place != AnswerPlace::None && section.has_answer() {
            let per_page = plan.answers_per_page.get(index).copied();
            let per_page = per_page.unwrap_or(spec.answers.per_page);
            answers_fit(spec, &body, (index, section), per_page)?;
        }
    }
    Ok(())
}

/// Why a section's puzzles are not legible `per_page` to a page, if they are not.
/// A section without an opener has smaller slots on its first page (under its
/// heading): those are the ones checked.
pub fn puzzle_problem(section: &SectionSpec, body: &Rect, per_page: usize) -> Option<String> {
    let slot = puzzle_slot(section, body, per_page);
    let recipes = section.recipes.iter();
    recipes
        .map(|r| r.legible_in(slot.width, slot.height))
        .find_map(Result::err)
}

/// The slot a section's puzzle gets `per_page` to a page: on its first page,
/// under its heading when it has no opener (the smallest).
pub fn puzzle_slot(section: &SectionSpec, body: &Rect, per_page: usize) -> Rect {
    let body = geometry::puzzle_body(body, !section.has_opener());
    geometry::slots(&body, per_page)[0]
}

/// Why a section's answer keys are not legible `per_page` to a page, if they are not.
pub fn answer_problem(section: &SectionSpec, body: &Rect, per_page: usize) -> Option<String> {
    let slot = answer_slot(body, per_page);
    let recipes = section.recipes.iter();
    recipes
        .map(|r| r.answer_legible_in(slot.width, slot.height))
        .find_map(Result::err)
}

fn puzzles_fit(
    spec: &BookSpec,
    body: &Rect,
    index: usize,
    section: &SectionSpec,
) -> Result<(), SpecError> {
    let Some(reason) = puzzle_problem(section, body, section.per_page) else {
        return Ok(());
    };
    let fits = |&&n: &&i64| puzzle_problem(section, body, n as usize).is_none();
    let key = |name: &str| format!("section[{}].{name}", index + 1);
    let error = |key, message| spec.source.error(Some(section.span.clone()), key, message);
    Err(match PER_PAGE.iter().rev().find(fits) {
        Some(most) => error(
            key("per-page"),
            format!(
                "at {} per page, {reason}; at most {most} per page fit",
                section.per_page
            ),
        ),
        None => {
            let alone = puzzle_problem(section, body, 1).unwrap_or(reason);
            if let Some((name, what)) = fits_without_asked(section, body) {
                return Err(error(
                    key(name),
                    format!(
                        "{alone}; without {what} it fits: set {name} = false, or use smaller margins or a larger page"
                    ),
                ));
            }
            if let Some((name, advice)) = fit_advice(section, body) {
                return Err(error(
                    key(name),
                    format!(
                        "{alone}, even one to a page; {advice}, or use smaller margins or a larger page"
                    ),
                ));
            }
            match own_size_key(section) {
                Some(name) => error(key(name), too_big(&alone, name)),
                None => error("book.page-size".into(), too_small_a_page(&alone)),
            }
        }
    })
}

/// The key that really helps a section whose puzzles are not legible even one
/// to a page, and what to set it to, when its kind can say
/// ([`Recipe::fit_in`](crate::puzzle::Recipe::fit_in)).
fn fit_advice(section: &SectionSpec, body: &Rect) -> Option<(&'static str, String)> {
    let slot = puzzle_slot(section, body, 1);
    section
        .recipes
        .iter()
        .find_map(|recipe| match recipe.fit_in(slot.width, slot.height) {
            Some(Fit::Refuse { key, advice }) => Some((key, advice)),
            _ => None,
        })
}

/// The key of an extra the user asked for (`phase-maps`) without which the
/// section's puzzles would be legible at its `per-page`, and the extra in words.
fn fits_without_asked(section: &SectionSpec, body: &Rect) -> Option<(&'static str, &'static str)> {
    let slot = geometry::slots(
        &geometry::puzzle_body(body, !section.has_opener()),
        section.per_page,
    )[0];
    let mut recipes = section.recipes.clone();
    let mut asked = None;
    loop {
        let lighter: Option<Vec<_>> = recipes.iter().map(|r| r.lighter()).collect();
        let lighter = lighter?;
        if let Some(first) = lighter.iter().find(|l| l.asked) {
            asked.get_or_insert((first.key, first.what));
        }
        recipes = lighter.into_iter().map(|l| l.recipe).collect();
        let fits = recipes
            .iter()
            .all(|r| r.legible_in(slot.width, slot.height).is_ok());
        if fits {
            return asked;
        }
    }
}

fn answers_fit(
    spec: &BookSpec,
    body: &Rect,
    (index, section): (usize, &SectionSpec),
    per_page: usize,
) -> Result<(), SpecError> {
    let Some(reason) = answer_problem(section, body, per_page) else {
        return Ok(());
    };
    let fits = |&&n: &&i64| answer_problem(section, body, n as usize).is_none();
    let error = |key: String, message| spec.source.error(Some(section.span.clone()), key, message);
    Err(match ANSWERS_PER_PAGE.iter().rev().find(fits) {
        Some(most) => error(
            "answers.per-page".into(),
            format!(
                "section[{}]: at {per_page} answers per page, {reason}; at most {most} per page fit",
                index + 1,
            ),
        ),
        None => {
            let alone = answer_problem(section, body, 1).unwrap_or(reason);
            match own_size_key(section) {
                Some(name) => error(
                    format!("section[{}].{name}", index + 1),
                    format!(
                        "its answer keys do not fit a page: {}",
                        too_big(&alone, name)
                    ),
                ),
                None => error(
                    "book.page-size".into(),
                    format!(
                        "section[{}]'s answer keys do not fit a page: {}",
                        index + 1,
                        too_small_a_page(&alone)
                    ),
                ),
            }
        }
    })
}

/// The key that sets the section's size, when its kind has that key (a kind
/// without `difficulty` and no size given has nothing in the section to change).
fn own_size_key(section: &SectionSpec) -> Option<&'static str> {
    let keys = crate::puzzle::registry::section_keys(section.kind());
    keys.contains(&section.size_key).then_some(section.size_key)
}

/// A section that nothing in it can make fit: only the page can.
fn too_small_a_page(reason: &str) -> String {
    format!("{reason}, even one to a page; use smaller margins or a larger page")
}

fn too_big(reason: &str, size_key: &str) -> String {
    format!(
        "{reason}, even one to a page; ask for a smaller {size_key}, or use smaller margins or a larger page"
    )
}

/// An answer slot on the first answer page, which is the smallest (its heading
/// takes some room).
fn answer_slot(body: &Rect, per_page: usize) -> Rect {
    geometry::slots(&geometry::answer_body(body, true), per_page)[0]
}
