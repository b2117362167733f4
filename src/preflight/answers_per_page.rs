//! Answer keys per page when the spec does not say: six, or fewer when a
//! section's keys would not be legible six to a page (large rotation boards,
//! hard mazes), so a user never has to learn of `[answers] per-page` to get a
//! book that builds. A number the spec chose is kept (and checked, naming it).

use super::legible::{answer_problem, body};
use crate::layout::plan::{self, Plan};
use crate::spec::answers::PER_PAGE;
use crate::spec::{AnswerPlace, BookSpec};

/// Lowers `spec.answers.per_page` to the most keys a page can hold legibly, when
/// the spec left it open; returns the plan of the book as settled.
pub fn settle(spec: &mut BookSpec, plan: Plan) -> Plan {
    if spec.answers.per_page_chosen || spec.answers.place == AnswerPlace::None {
        return plan;
    }
    let page_body = body(spec, &plan);
    let all_fit = |per_page: usize| {
        let answered = spec.sections.iter().filter(|s| s.has_answer());
        answered
            .into_iter()
            .all(|s| answer_problem(s, &page_body, per_page).is_none())
    };
    let current = spec.answers.per_page;
    if all_fit(current) {
        return plan;
    }
    let fewer = PER_PAGE
        .iter()
        .rev()
        .map(|&n| n as usize)
        .filter(|&n| n < current);
    match fewer.into_iter().find(|&n| all_fit(n)) {
        Some(per_page) => {
            spec.answers.per_page = per_page;
            plan::plan(spec)
        }
        None => plan,
    }
}
