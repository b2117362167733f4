//! Answer keys per page, settled per section: the spec's `[answers] per-page`
//! (six when left open) is the most a page holds; a section whose keys would
//! not be legible that small (large rotation boards, long traffic-light routes)
//! gets fewer a page, down to one, so a user never has to learn of `per-page`
//! to get a book that builds, and one section of large keys does not spread
//! every other section's keys a page each. A section that is not legible even
//! one to a page keeps the number and is refused by `legible`, naming its key.
//! The numbers settled are the plan's (`Plan::answers_per_page`); the spec is
//! left as the user wrote it.

use super::legible::{answer_problem, body};
use crate::layout::plan::{self, Plan};
use crate::spec::answers::PER_PAGE;
use crate::spec::{AnswerPlace, BookSpec};

/// The plan with, per section, the most answer keys a page holds legibly (no
/// more than the spec's number); else `plan` as it is.
pub fn settle(spec: &BookSpec, plan: Plan) -> Plan {
    if spec.answers.place == AnswerPlace::None {
        return plan;
    }
    let page_body = body(spec, &plan);
    let most = spec.answers.per_page;
    let mut notes = Vec::new();
    let settled: Vec<usize> = spec
        .sections
        .iter()
        .enumerate()
        .map(|(index, section)| {
            let problem = |n: usize| answer_problem(section, &page_body, n);
            let Some(reason) = problem(most).filter(|_| section.has_answer()) else {
                return most;
            };
            let fewer = PER_PAGE.iter().rev().map(|&n| n as usize);
            let Some(fits) = fewer.filter(|&n| n < most).find(|&n| problem(n).is_none()) else {
                return most;
            };
            notes.push(format!(
                "section {} \"{}\": answer keys {fits} a page, not {most}: at {most} a page, {reason}",
                index + 1,
                section.title
            ));
            fits
        })
        .collect();
    if settled == plan.answers_per_page {
        return plan;
    }
    let mut plan = plan::plan_with_answers(spec, settled);
    plan.settled = notes;
    plan
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
        let mut open = spec("");
        let plan = super::super::settle(&mut open).expect("settles");
        assert!(plan.answers_per_page[0] < 6, "{:?}", plan.answers_per_page);
        assert_eq!(open.answers.per_page, 6, "the spec as read");
        let mut chosen = spec("[answers]\nper-page = 2\n");
        let plan = super::super::settle(&mut chosen).expect("two fit");
        assert_eq!(plan.answers_per_page, vec![2]);
    }

    #[test]
    fn a_section_of_large_keys_leaves_the_others_their_number() {
        let mut mixed = spec(
            "[[section]]\ntitle = \"b\"\nkind = \"grid\"\ncount = 12\ndifficulty = \"easy\"\n",
        );
        let plan = super::super::settle(&mut mixed).expect("settles");
        let [rotation, maze] = plan.answers_per_page[..] else {
            panic!("two sections: {:?}", plan.answers_per_page);
        };
        assert!(rotation < 6, "{rotation}");
        assert_eq!(maze, 6);
        let pages = plan.pages.iter();
        let per_page: Vec<(usize, usize)> = pages
            .filter_map(|page| match page {
                crate::layout::plan::PageContent::Answers {
                    puzzles, per_page, ..
                } => Some((puzzles.len(), *per_page)),
                _ => None,
            })
            .collect();
        assert!(per_page.contains(&(6, 6)), "{per_page:?}");
        assert!(per_page.iter().all(|&(n, most)| n <= most));
    }
}
