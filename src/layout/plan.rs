//! The book's page plan: the title page, the front matter asked for (copyright,
//! contents, a "how to" page per kind and per topic some puzzles need), each
//! section's opener and puzzle pages, the hint pages asked for and the answer
//! pages (after each section or at the back), and the pages that keep the flow
//! right (a blank page before a section that must open on the right, a notes
//! page for an even count). It fixes every puzzle's page and
//! answer page before anything is drawn, so answer labels can name the page
//! their puzzle is on and the contents page names the pages sections start on.

use super::{contents, hints};
use crate::print::Printer;
use crate::puzzle::{HintPart, HowToTopic, Recipe};
use crate::spec::answers::PER_PAGE as ANSWER_LAYOUTS;
use crate::spec::page_flow::{PageCount, SectionStart};
use crate::spec::{AnswerPlace, BookSpec};

/// What one page holds. Puzzle numbers are 0-based indices into the book's puzzles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageContent {
    Title,
    /// The copyright page (`[front-matter] copyright`).
    Copyright,
    /// A page of the contents: `count` entries of `Plan::contents` from `first`.
    Contents {
        first: usize,
        count: usize,
    },
    /// What the symbols of one kind of puzzle mean (its registry name), or with
    /// a `topic`, of some of its puzzles (a grid maze's stairs).
    HowTo {
        kind: &'static str,
        topic: Option<HowToTopic>,
    },
    Opener {
        section: usize,
    },
    /// A page of a section's puzzles; `heading` when it is the section's first
    /// page and the section has no opener (it carries the section's title);
    /// `first` when it holds the section's first puzzle (in its first slot),
    /// whose drawing says what the others may leave out.
    Puzzles {
        section: usize,
        puzzles: Vec<usize>,
        heading: bool,
        first: bool,
    },
    /// A page of answer keys, `per_page` slots of it: its sections' number, or
    /// on a run's last page with fewer keys, the fewest slots that hold them
    /// ([`answer_slots`]).
    Answers {
        puzzles: Vec<usize>,
        first: bool,
        per_page: usize,
    },
    /// A page of hints of one `part` (the answers' first moves), before the
    /// answers; `first` on the first page of its group (it has the heading).
    Hints {
        part: HintPart,
        puzzles: Vec<usize>,
        first: bool,
    },
    /// Nothing at all: it puts the next section on a right-hand page.
    Blank,
    /// A ruled page for notes that makes the page count even.
    Notes,
}

/// One line of the contents: a section or a group of answers, and its page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentsEntry {
    pub title: String,
    /// 1-based.
    pub page: usize,
    /// A group of answer keys rather than a section.
    pub answers: bool,
}

/// The page plan and what it implies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub pages: Vec<PageContent>,
    /// Each puzzle's page number (1-based).
    pub puzzle_page: Vec<usize>,
    /// Each puzzle's answer page, if answers are printed.
    pub answer_page: Vec<Option<usize>>,
    /// Each puzzle's hint pages, one per part in [`HintPart::ALL`]'s order;
    /// empty when its section asks for no hints.
    pub hint_pages: Vec<Vec<usize>>,
    /// Outline entries: title and 1-based page.
    pub outline: Vec<(String, usize)>,
    /// The contents: every section and group of answers with its first page.
    pub contents: Vec<ContentsEntry>,
    /// Answer keys per page, as settled, per section: the spec's `[answers]
    /// per-page` (six when left open), or fewer for a section whose keys would
    /// not be legible that small (see `preflight`). Each section keeps its own,
    /// so one section of large keys does not spread every other's.
    pub answers_per_page: Vec<usize>,
    /// What the preflight settled that the spec left open, a line each for the
    /// preflight report (fewer answer keys a page, an aid left out), naming the
    /// section and why.
    pub settled: Vec<String>,
}

impl Plan {
    /// The how-to pages, each a kind (its registry name) and a topic or none,
    /// in page order.
    pub fn how_to_pages(&self) -> Vec<(&'static str, Option<HowToTopic>)> {
        let pages = self.pages.iter();
        pages
            .filter_map(|page| match page {
                PageContent::HowTo { kind, topic } => Some((*kind, *topic)),
                _ => None,
            })
            .collect()
    }
}

/// Plans the pages of `spec` with its own answer keys per page.
pub fn plan(spec: &BookSpec) -> Plan {
    plan_with_answers(spec, vec![spec.answers.per_page; spec.sections.len()])
}

/// Plans the pages of `spec` with `answers_per_page[s]` answer keys a page for
/// section `s`. The
/// contents pages come before the pages they list, so the plan is made twice:
/// once to count the entries, then with room for them, so every page number it
/// lists is the real one.
pub fn plan_with_answers(spec: &BookSpec, answers_per_page: Vec<usize>) -> Plan {
    let draft = plan_with_contents_pages(spec, answers_per_page.clone(), 0);
    if !spec.front_matter.contents {
        return draft;
    }
    let per_page = contents::entries_per_page(&spec.book.paper);
    let pages = draft.contents.len().div_ceil(per_page).max(1);
    plan_with_contents_pages(spec, answers_per_page, pages)
}

fn plan_with_contents_pages(
    spec: &BookSpec,
    answers_per_page: Vec<usize>,
    contents_pages: usize,
) -> Plan {
    let total = spec.puzzle_count();
    let mut plan = Plan {
        pages: vec![PageContent::Title],
        puzzle_page: vec![0; total],
        answer_page: vec![None; total],
        hint_pages: vec![Vec::new(); total],
        outline: Vec::new(),
        contents: Vec::new(),
        answers_per_page,
        settled: Vec::new(),
    };
    front_matter(spec, &mut plan, contents_pages);
    let mut first_puzzle = 0;
    for section_index in 0..spec.sections.len() {
        add_section(spec, &mut plan, section_index, first_puzzle);
        first_puzzle += spec.sections[section_index].count;
    }
    let hinted = hinted_puzzles(spec, 0..total);
    if spec.answers.place != AnswerPlace::AfterSection && !hinted.is_empty() {
        start_on_the_right(spec, &mut plan);
        add_hints(spec, &mut plan, &hinted);
    }
    let with_answers = answered_puzzles(spec);
    if spec.answers.place == AnswerPlace::End && !with_answers.is_empty() {
        start_on_the_right(spec, &mut plan);
        add_answers(spec, &mut plan, &with_answers, spec.answers.title.clone());
    }
    if page_count_rule(spec) == PageCount::Even && !plan.pages.len().is_multiple_of(2) {
        plan.pages.push(PageContent::Notes);
    }
    plan
}

/// The page count rule: the spec's `pages`, else even for print-on-demand.
pub fn page_count_rule(spec: &BookSpec) -> PageCount {
    let default = match spec.book.printer {
        Printer::Kdp => PageCount::Even,
        Printer::Home => PageCount::Any,
    };
    spec.book.flow.pages_or(default)
}

/// The copyright page, the contents pages (as many as were counted) and a
/// "how to" page per kind of puzzle and per topic its sections' puzzles need,
/// in the order they first appear.
fn front_matter(spec: &BookSpec, plan: &mut Plan, contents_pages: usize) {
    let front = &spec.front_matter;
    if front.copyright {
        plan.pages.push(PageContent::Copyright);
    }
    let per_page = contents::entries_per_page(&spec.book.paper);
    for page in 0..contents_pages {
        plan.pages.push(PageContent::Contents {
            first: page * per_page,
            count: per_page,
        });
    }
    if front.how_to {
        let mut pages: Vec<PageContent> = Vec::new();
        for section in &spec.sections {
            let kind = section.kind().name();
            let topic = section.recipes.first().and_then(|r| r.how_to_topic());
            let own = PageContent::HowTo { kind, topic: None };
            let topical = topic.map(|topic| PageContent::HowTo {
                kind,
                topic: Some(topic),
            });
            for page in std::iter::once(own).chain(topical) {
                if !pages.contains(&page) {
                    pages.push(page);
                }
            }
        }
        plan.pages.extend(pages);
    }
}

/// A section's pages: its opener (if it has one), its puzzle pages, and its
/// answers when they follow each section.
fn add_section(spec: &BookSpec, plan: &mut Plan, section_index: usize, first_puzzle: usize) {
    let section = &spec.sections[section_index];
    start_on_the_right(spec, plan);
    let opener = section.has_opener();
    if opener {
        plan.pages.push(PageContent::Opener {
            section: section_index,
        });
    }
    let first_page = plan.pages.len() + usize::from(!opener);
    plan.outline.push((section.title.clone(), first_page));
    plan.contents.push(ContentsEntry {
        title: section.title.clone(),
        page: first_page,
        answers: false,
    });
    let numbers: Vec<usize> = (first_puzzle..first_puzzle + section.count).collect();
    for (index, chunk) in numbers.chunks(section.per_page).enumerate() {
        plan.pages.push(PageContent::Puzzles {
            section: section_index,
            puzzles: chunk.to_vec(),
            heading: index == 0 && !opener,
            first: index == 0,
        });
        for &n in chunk {
            plan.puzzle_page[n] = plan.pages.len();
        }
    }
    let hinted = hinted_puzzles(spec, numbers.iter().copied());
    if spec.answers.place == AnswerPlace::AfterSection && !hinted.is_empty() {
        add_hints(spec, plan, &hinted);
    }
    if spec.answers.place == AnswerPlace::AfterSection && section.has_answer() {
        let title = format!("{}: {}", spec.answers.title, section.title);
        add_answers(spec, plan, &numbers, title);
    }
}

/// With `section-start = "right"`, a blank page when the next page would be a
/// left-hand (even) one.
fn start_on_the_right(spec: &BookSpec, plan: &mut Plan) {
    let next = plan.pages.len() + 1;
    if spec.book.flow.section_start == SectionStart::Right && next.is_multiple_of(2) {
        plan.pages.push(PageContent::Blank);
    }
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

/// Those of `puzzles` (book indices) whose recipe has hints, each with it.
fn hinted_puzzles(
    spec: &BookSpec,
    puzzles: impl Iterator<Item = usize>,
) -> Vec<(usize, &dyn Recipe)> {
    let with_hints =
        |&(_, r): &(usize, &dyn Recipe)| r.hint_height(HintPart::Quarter, 1.0).is_some();
    puzzles
        .filter_map(|n| Some((n, spec.recipe_of(n)?)))
        .filter(with_hints)
        .collect()
}

/// The hint pages of `puzzles`: a group per part, each opening with its
/// heading; one outline and contents entry for them all.
fn add_hints(spec: &BookSpec, plan: &mut Plan, puzzles: &[(usize, &dyn Recipe)]) {
    let title = spec.words.words.get("hints").to_string();
    plan.outline.push((title.clone(), plan.pages.len() + 1));
    plan.contents.push(ContentsEntry {
        title,
        page: plan.pages.len() + 1,
        answers: true,
    });
    for part in HintPart::ALL {
        let pages = hints::pack(&spec.book.paper, part, puzzles.iter().copied());
        for (i, page) in pages.into_iter().enumerate() {
            for &n in &page {
                plan.hint_pages[n].push(plan.pages.len() + 1);
            }
            plan.pages.push(PageContent::Hints {
                part,
                puzzles: page,
                first: i == 0,
            });
        }
    }
}

/// The answer pages of `puzzles`: each run of puzzles whose sections share a
/// number of keys a page fills pages of that many; a new number starts a page.
/// A run's last page, with fewer keys, lays them out larger (issue 19 item 7).
fn add_answers(spec: &BookSpec, plan: &mut Plan, puzzles: &[usize], title: String) {
    plan.outline.push((title.clone(), plan.pages.len() + 1));
    plan.contents.push(ContentsEntry {
        title,
        page: plan.pages.len() + 1,
        answers: true,
    });
    let per_page = |n: usize| {
        let section = spec.section_of(n);
        plan.answers_per_page
            .get(section)
            .copied()
            .unwrap_or(1)
            .max(1)
    };
    let runs = puzzles.chunk_by(|&a, &b| per_page(a) == per_page(b));
    let pages: Vec<(Vec<usize>, usize)> = runs
        .flat_map(|run| {
            let n = per_page(run[0]);
            run.chunks(n)
                .map(move |chunk| (chunk.to_vec(), answer_slots(chunk.len(), n)))
        })
        .collect();
    for (i, (chunk, per_page)) in pages.into_iter().enumerate() {
        for &n in &chunk {
            plan.answer_page[n] = Some(plan.pages.len() + 1);
        }
        plan.pages.push(PageContent::Answers {
            puzzles: chunk,
            first: i == 0,
            per_page,
        });
    }
}

/// The slots a page of `keys` answer keys is laid out with, when its run has
/// `per_page` a page: the fewest of the answer layouts (`[answers] per-page`'s
/// values) that hold them, so a run's last page of one or two keys draws them
/// larger rather than leaving most of its page empty; never more than
/// `per_page` (its keys are at least as large as the run's others).
pub fn answer_slots(keys: usize, per_page: usize) -> usize {
    ANSWER_LAYOUTS
        .iter()
        .map(|&n| n as usize)
        .find(|&n| n >= keys)
        .unwrap_or(per_page)
        .min(per_page)
}

#[cfg(test)]
mod tests {
    use super::answer_slots;

    #[test]
    fn a_last_answer_page_of_few_keys_draws_them_larger() {
        assert_eq!(answer_slots(6, 6), 6);
        assert_eq!(answer_slots(5, 6), 6);
        assert_eq!(answer_slots(3, 6), 4);
        assert_eq!(answer_slots(2, 6), 2);
        assert_eq!(answer_slots(1, 4), 1);
        assert_eq!(answer_slots(2, 2), 2);
        assert_eq!(answer_slots(12, 12), 12);
    }
}
