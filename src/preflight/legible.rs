//! Puzzles must stay legible on the real page: each section's slot (the gutter
//! follows the final page count) and, where answer keys print, the answer slot.

use crate::keys::SpecError;
use crate::layout::geometry;
use crate::layout::plan::Plan;
use crate::spec::{AnswerPlace, BookSpec};

/// Refuses a section whose puzzles would print smaller than they can be read,
/// on the real page (the gutter depends on the page count, known from the plan).
pub fn check(spec: &BookSpec, plan: &Plan) -> Result<(), SpecError> {
    let pages = plan.pages.len();
    let paper = &spec.book.paper;
    let body = geometry::frame(paper, 1, geometry::inside_margin(paper, pages)).body;
    for (index, section) in spec.sections.iter().enumerate() {
        let slot = geometry::slots(&body, section.per_page)[0];
        let error = |key: String, message: String| {
            spec.source.error(Some(section.span.clone()), key, message)
        };
        for recipe in &section.recipes {
            recipe
                .legible_in(slot.width, slot.height)
                .map_err(|reason| {
                    let advice =
                        "use fewer per page, a smaller maze, smaller margins or a larger page";
                    error(
                        format!("section[{}].per-page", index + 1),
                        format!("at {} per page, {reason}; {advice}", section.per_page),
                    )
                })?;
        }
        if spec.answers.place != AnswerPlace::None && section.has_answer() {
            let slot = answer_slot(&body, spec.answers.per_page);
            for recipe in &section.recipes {
                recipe
                    .answer_legible_in(slot.width, slot.height)
                    .map_err(|reason| {
                        error(
                            "answers.per-page".into(),
                            format!(
                                "section[{}]: at {} answers per page, {reason}",
                                index + 1,
                                spec.answers.per_page
                            ),
                        )
                    })?;
            }
        }
    }
    Ok(())
}

/// An answer slot on the first answer page, which is the smallest (its heading
/// takes some room).
fn answer_slot(body: &geometry::Rect, per_page: usize) -> geometry::Rect {
    let mut body = *body;
    body.y += 8.0;
    body.height -= 8.0;
    geometry::slots(&body, per_page)[0]
}
