//! The book's page plan: the title page, each section's opener and puzzle pages,
//! and the answer pages (after each section or at the back). It fixes every
//! puzzle's page and answer page before anything is drawn, so answer labels can
//! name the page their puzzle is on.

use crate::spec::section::SectionSpec;
use crate::spec::{AnswerPlace, BookSpec};

/// What one page holds. Puzzle numbers are 0-based indices into the book's puzzles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageContent {
    Title,
    Opener {
        section: usize,
    },
    /// A page of a section's puzzles; `heading` when it is the section's first
    /// page and the section has no opener (it carries the section's title).
    Puzzles {
        section: usize,
        puzzles: Vec<usize>,
        heading: bool,
    },
    Answers {
        puzzles: Vec<usize>,
        first: bool,
    },
}

/// The page plan and what it implies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub pages: Vec<PageContent>,
    /// Each puzzle's page number (1-based).
    pub puzzle_page: Vec<usize>,
    /// Each puzzle's answer page, if answers are printed.
    pub answer_page: Vec<Option<usize>>,
    /// Outline entries: title and 1-based page.
    pub outline: Vec<(String, usize)>,
}

/// Plans the pages of `spec`.
pub fn plan(spec: &BookSpec) -> Plan {
    let total = spec.puzzle_count();
    let mut plan = Plan {
        pages: vec![PageContent::Title],
        puzzle_page: vec![0; total],
        answer_page: vec![None; total],
        outline: Vec::new(),
    };
    let mut first_puzzle = 0;
    for (section_index, section) in spec.sections.iter().enumerate() {
        let opener = has_opener(section);
        if opener {
            plan.pages.push(PageContent::Opener {
                section: section_index,
            });
        }
        plan.outline.push((
            section.title.clone(),
            plan.pages.len() + usize::from(!opener),
        ));
        let numbers: Vec<usize> = (first_puzzle..first_puzzle + section.count).collect();
        for (index, chunk) in numbers.chunks(section.per_page).enumerate() {
            plan.pages.push(PageContent::Puzzles {
                section: section_index,
                puzzles: chunk.to_vec(),
                heading: index == 0 && !opener,
            });
            for &n in chunk {
                plan.puzzle_page[n] = plan.pages.len();
            }
        }
        if spec.answers.place == AnswerPlace::AfterSection && section.has_answer() {
            let title = format!("{}: {}", spec.answers.title, section.title);
            add_answers(&mut plan, &numbers, spec.answers.per_page, title);
        }
        first_puzzle += section.count;
    }
    let with_answers = answered_puzzles(spec);
    if spec.answers.place == AnswerPlace::End && !with_answers.is_empty() {
        let all = with_answers;
        add_answers(
            &mut plan,
            &all,
            spec.answers.per_page,
            spec.answers.title.clone(),
        );
    }
    plan
}

/// Whether a section opens on a page of its own: only when it has instructions
/// to give; a section with nothing to say but its title heads its first page.
pub fn has_opener(section: &SectionSpec) -> bool {
    section.instructions.is_some()
}

/// The puzzles (book indices) whose kind prints an answer key.
fn answered_puzzles(spec: &BookSpec) -> Vec<usize> {
    let mut first = 0;
    let mut answered = Vec::new();
    for section in &spec.sections {
        if section.has_answer() {
            answered.extend(first..first + section.count);
        }
        first += section.count;
    }
    answered
}

fn add_answers(plan: &mut Plan, puzzles: &[usize], per_page: usize, title: String) {
    plan.outline.push((title, plan.pages.len() + 1));
    for (i, chunk) in puzzles.chunks(per_page).enumerate() {
        plan.pages.push(PageContent::Answers {
            puzzles: chunk.to_vec(),
            first: i == 0,
        });
        for &n in chunk {
            plan.answer_page[n] = Some(plan.pages.len());
        }
    }
}
