//! Answer keys per page when the spec does not say: six, or fewer when a
//! section's keys would not be legible six to a page (large rotation boards,
//! hard mazes), so a user never has to learn of `[answers] per-page` to get a
//! book that builds. A number the spec chose is kept (and checked, naming it).
//! The number settled is the plan's (`Plan::answers_per_page`); the spec is
//! left as the user wrote it.

use super::legible::{answer_problem, body};
use crate::layout::plan::{self, Plan};
use crate::spec::answers::PER_PAGE;
use crate::spec::{AnswerPlace, BookSpec};

/// The plan with the most answer keys a page can hold legibly, when the spec
/// left the number open; else `plan` as it is.
pub fn settle(spec: &BookSpec, plan: Plan) -> Plan {
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
    let current = plan.answers_per_page;
    if all_fit(current) {
        return plan;
    }
    let fewer = PER_PAGE
        .iter()
        .rev()
        .map(|&n| n as usize)
        .filter(|&n| n < current);
    match fewer.into_iter().find(|&n| all_fit(n)) {
        Some(per_page) => plan::plan_with_answers(spec, per_page),
        None => plan,
    }
}

#[cfg(test)]
mod tests {
    use crate::keys::Source;
    use crate::spec::{self, BookSpec};

    fn spec(answers: &str) -> BookSpec {
        let text = format!(
            "[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"rotation\"\ncount = 2\ndifficulty = 10\n{answers}"
        );
        let name = "book.toml".to_string();
        spec::parse(Source {
            name,
            text,
            dir: ".".into(),
        })
        .expect("a valid spec")
    }

    #[test]
    fn the_plan_carries_fewer_large_keys_a_page_and_the_spec_stays_as_read() {
        let open = spec("");
        let plan = super::super::settle(&open).expect("settles");
        assert!(plan.answers_per_page < 6, "{}", plan.answers_per_page);
        assert_eq!(open.answers.per_page, 6, "the spec as read");
        let chosen = spec("[answers]\nper-page = 2\n");
        let plan = super::super::settle(&chosen).expect("two fit");
        assert_eq!(plan.answers_per_page, 2);
    }
}
