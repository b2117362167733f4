//! What the page check found, page by page as the pages stream past, and the
//! figures of the preflight report's page-check lines. A finding names its page
//! (and section) and what is wrong; `build --strict` refuses a book with any.

use std::fmt;

use super::PageMeasures;
use super::marks::MarkSize;
use crate::layout::plan::{PageContent, Plan};
use crate::puzzle::cells::marks::{MIN_ANSWER_MARK_PT, MIN_MARK_MM};
use crate::spec::BookSpec;
use crate::units::PT_PER_MM;

/// The most of its live area a puzzle page or an opener may leave empty.
pub const MAX_EMPTY_SHARE: f64 = 0.40;
/// The most of its live area an answer page may leave empty: more than a
/// puzzle page, as its keys keep a grid (the same place on every page, each
/// under its label) rather than each filling its own box. The emptiest answer
/// page of every example book and the review's 6 × 9 book, in English, German
/// and Polish, letter and 6 × 9, leaves 51 % (two tall traffic-light keys on a
/// 6 × 9 page, each in a wide half-page slot, their sides empty; the next, 46 %,
/// traffic lights on letter); Theseus keys, which left two thirds of their
/// slot's width empty with their list of moves under the board, set it beside
/// the board since. Keys drawn at a fraction of their slot, or one small key
/// alone on a page, are over.
pub const MAX_EMPTY_ANSWER_SHARE: f64 = 0.52;

/// What a finding is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// A start or goal mark under its size.
    SmallMark,
    /// A text that leaves its room.
    TextOutsideRoom,
    /// A text that leaves the live area.
    TextOutsideLiveArea,
    /// Two labels or tags over each other.
    OverlappingTags,
    /// A puzzle page or an opener mostly empty.
    EmptyPage,
    /// An answer that is no real detour.
    TrivialPuzzle,
}

impl Check {
    /// A short name, for tables and tests.
    pub fn name(self) -> &'static str {
        match self {
            Check::SmallMark => "small mark",
            Check::TextOutsideRoom => "text outside its room",
            Check::TextOutsideLiveArea => "text outside the live area",
            Check::OverlappingTags => "overlapping tags",
            Check::EmptyPage => "empty page",
            Check::TrivialPuzzle => "trivial puzzle",
        }
    }
}

/// One thing wrong with the book.
#[derive(Debug, Clone, PartialEq)]
pub struct Finding {
    pub check: Check,
    /// The page it is on (1-based), when it has one.
    pub page: Option<usize>,
    /// The section (0-based) whose page or puzzle it is.
    pub section: Option<usize>,
    /// What the page or puzzle is, in words: `section 2 "Hearts"`, `answers`,
    /// `how-to page of grid`, `the how-to example of grid`…
    pub place: String,
    /// In words, page and place first.
    pub message: String,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// The page check's figures over the whole book, and its findings.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Summary {
    /// The smallest mark on puzzle and how-to pages: millimetres and page.
    pub smallest_mark: Option<(f64, usize)>,
    /// The smallest mark on answer pages: millimetres and page.
    pub smallest_answer_mark: Option<(f64, usize)>,
    pub texts_outside_rooms: usize,
    pub texts_outside_live_area: usize,
    pub overlapping_tags: usize,
    /// The emptiest puzzle page or opener: its empty share and page.
    pub emptiest: Option<(f64, usize)>,
    /// The emptiest answer page: its empty share and page.
    pub emptiest_answers: Option<(f64, usize)>,
    /// Puzzles with an answer walk measured, and the trivial ones.
    pub walks_measured: usize,
    pub trivial: usize,
    pub findings: Vec<Finding>,
}

/// The check, fed each page in order.
pub struct PageCheck<'a> {
    spec: &'a BookSpec,
    plan: &'a Plan,
    summary: Summary,
}

impl<'a> PageCheck<'a> {
    pub fn new(spec: &'a BookSpec, plan: &'a Plan) -> PageCheck<'a> {
        PageCheck {
            spec,
            plan,
            summary: Summary::default(),
        }
    }

    /// Page `number` (1-based), as measured.
    pub fn page(&mut self, number: usize, measures: &PageMeasures) {
        let Some(content) = self.plan.pages.get(number - 1) else {
            return;
        };
        let section = section_of(content);
        let place = self.place(content);
        let mut found = Vec::new();
        let mut add = |check, message: String| {
            found.push(Finding {
                check,
                page: Some(number),
                section,
                message: format!("page {number} ({place}): {message}"),
                place: place.clone(),
            });
        };
        if let Some(message) = self.marks(number, content, &measures.marks) {
            add(Check::SmallMark, message);
        }
        for text in &measures.outside_rooms {
            let message = format!("\"{}\" leaves its room by {:.1} pt", text.words, text.by_pt);
            add(Check::TextOutsideRoom, message);
        }
        for text in &measures.outside_live {
            let message = format!(
                "\"{}\" leaves the live area (inside the margins) by {:.1} pt",
                text.words, text.by_pt
            );
            add(Check::TextOutsideLiveArea, message);
        }
        for pair in &measures.overlaps {
            let message = format!(
                "the tags \"{}\" and \"{}\" overlap",
                pair.first, pair.second
            );
            add(Check::OverlappingTags, message);
        }
        if let Some(message) = self.emptiness(number, content, measures.empty_share) {
            add(Check::EmptyPage, message);
        }
        let s = &mut self.summary;
        s.texts_outside_rooms += measures.outside_rooms.len();
        s.texts_outside_live_area += measures.outside_live.len();
        s.overlapping_tags += measures.overlaps.len();
        s.findings.extend(found);
    }

    /// The smallest mark on the page, when it is under the page's floor: 6 mm
    /// on puzzle and how-to pages, the answer keys' own floor on answer pages.
    fn marks(&mut self, page: usize, content: &PageContent, marks: &[MarkSize]) -> Option<String> {
        let smallest = marks.iter().min_by(|a, b| a.mm.total_cmp(&b.mm))?;
        let answers = matches!(content, PageContent::Answers { .. });
        let (record, floor) = match answers {
            true => (
                &mut self.summary.smallest_answer_mark,
                MIN_ANSWER_MARK_PT / PT_PER_MM,
            ),
            false => (&mut self.summary.smallest_mark, MIN_MARK_MM),
        };
        if record.is_none_or(|(mm, _)| smallest.mm < mm) {
            *record = Some((smallest.mm, page));
        }
        // Sizes are read in f32 after transforms: allow for rounding.
        if smallest.mm >= floor - 0.01 {
            return None;
        }
        let which = if smallest.start { "start" } else { "goal" };
        let pages = if answers {
            "answer keys"
        } else {
            "puzzle pages"
        };
        Some(format!(
            "a {which} mark {:.1} mm across; {pages} need {floor:.1} mm or more",
            smallest.mm
        ))
    }

    /// Puzzle pages with every slot filled and openers may leave at most
    /// [`MAX_EMPTY_SHARE`] of their live area empty, answer pages
    /// [`MAX_EMPTY_ANSWER_SHARE`] (a run's last page lays its few keys out
    /// larger, so every answer page is judged). Other pages have their
    /// reasons: a section's last page with fewer puzzles than `per-page`, a
    /// title page, notes, a blank page.
    fn emptiness(&mut self, page: usize, content: &PageContent, share: f64) -> Option<String> {
        if let PageContent::Answers { .. } = content {
            let emptiest = &mut self.summary.emptiest_answers;
            if emptiest.is_none_or(|(worst, _)| share > worst) {
                *emptiest = Some((share, page));
            }
            return (share > MAX_EMPTY_ANSWER_SHARE).then(|| {
                format!(
                    "{:.0}% of the live area is empty (farther than 10 mm from any ink); answer pages may leave {:.0}%",
                    share * 100.0,
                    MAX_EMPTY_ANSWER_SHARE * 100.0
                )
            });
        }
        let judged = match content {
            PageContent::Puzzles {
                section, puzzles, ..
            } => puzzles.len() >= self.spec.sections[*section].per_page,
            PageContent::Opener { .. } => true,
            _ => false,
        };
        if !judged {
            return None;
        }
        let emptiest = &mut self.summary.emptiest;
        if emptiest.is_none_or(|(worst, _)| share > worst) {
            *emptiest = Some((share, page));
        }
        (share > MAX_EMPTY_SHARE).then(|| {
            format!(
                "{:.0}% of the live area is empty (farther than 10 mm from any ink); puzzle pages and openers may leave {:.0}%",
                share * 100.0,
                MAX_EMPTY_SHARE * 100.0
            )
        })
    }

    /// What a page is, in words.
    fn place(&self, content: &PageContent) -> String {
        let section = |s: usize| format!("section {} \"{}\"", s + 1, self.spec.sections[s].title);
        match content {
            PageContent::Title => "title page".into(),
            PageContent::Copyright => "copyright page".into(),
            PageContent::Contents { .. } => "contents".into(),
            PageContent::HowTo { kind, .. } => format!("how-to page of {kind}"),
            PageContent::Opener { section: s } => format!("opener of {}", section(*s)),
            PageContent::Puzzles { section: s, .. } => section(*s),
            PageContent::Answers { .. } => "answers".into(),
            PageContent::Hints { .. } => "hints".into(),
            PageContent::Blank => "blank page".into(),
            PageContent::Notes => "notes".into(),
        }
    }

    /// Adds the trivial puzzles (from `trivial::check`).
    pub fn puzzles(&mut self, (measured, trivial): (usize, Vec<Finding>)) {
        self.summary.walks_measured += measured;
        self.summary.trivial += trivial.len();
        self.summary.findings.extend(trivial);
    }

    /// The figures and every finding.
    pub fn finish(self) -> Summary {
        self.summary
    }
}

fn section_of(content: &PageContent) -> Option<usize> {
    match content {
        PageContent::Opener { section } | PageContent::Puzzles { section, .. } => Some(*section),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keys::Source;

    fn measured(empty_share: f64) -> PageMeasures {
        PageMeasures {
            marks: Vec::new(),
            outside_rooms: Vec::new(),
            outside_live: Vec::new(),
            overlaps: Vec::new(),
            empty_share,
        }
    }

    #[test]
    fn an_answer_page_over_its_share_is_a_finding_and_the_emptiest_is_reported() {
        let text =
            "[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"grid\"\ncount = 2\n";
        let source = Source {
            name: "book.toml".into(),
            text: text.into(),
            dir: ".".into(),
        };
        let spec = crate::spec::parse(source).expect("a valid spec");
        let plan = crate::layout::plan::plan(&spec);
        let answers = plan
            .pages
            .iter()
            .position(|page| matches!(page, PageContent::Answers { .. }))
            .expect("an answer page")
            + 1;
        let mut check = PageCheck::new(&spec, &plan);
        check.page(answers, &measured(MAX_EMPTY_ANSWER_SHARE - 0.01));
        assert!(check.summary.findings.is_empty());
        check.page(answers, &measured(MAX_EMPTY_ANSWER_SHARE + 0.01));
        let summary = check.finish();
        assert_eq!(summary.findings.len(), 1, "{:?}", summary.findings);
        assert_eq!(summary.findings[0].check, Check::EmptyPage);
        assert_eq!(
            summary.emptiest_answers,
            Some((MAX_EMPTY_ANSWER_SHARE + 0.01, answers))
        );
        assert_eq!(summary.emptiest, None, "answer pages are counted apart");
    }
}
