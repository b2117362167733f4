//! The page plan's promises for any mix of sections and choices: with
//! `section-start = "right"` every section and the answers open on a right-hand
//! page, with never more than one blank page in a row; `pages = "even"` gives an
//! even count; openers follow `opener`; and the contents name the very pages
//! their sections and answers start on, however many contents pages there are.

use mazebook::keys::source::Source;
use mazebook::layout::plan::{PageContent, Plan, plan};
use mazebook::spec::{self, BookSpec};
use proptest::prelude::*;

/// One generated section: puzzles, per page, instructions, opener choice.
#[derive(Debug, Clone)]
struct Section {
    count: usize,
    per_page: usize,
    instructions: bool,
    opener: &'static str,
}

fn section_strategy() -> impl Strategy<Value = Section> {
    (
        1usize..=7,
        prop::sample::select(vec![1usize, 2, 4, 6]),
        any::<bool>(),
        prop::sample::select(vec!["", "auto", "always", "never"]),
    )
        .prop_map(|(count, per_page, instructions, opener)| Section {
            count,
            per_page,
            instructions,
            opener,
        })
}

fn spec_text(sections: &[Section], book: &str, answers: &str) -> String {
    let mut text = format!(
        "[book]\ntitle = \"Flow\"\npage-size = \"6x9\"\n{book}\n[front-matter]\ncopyright = true\ncontents = true\nhow-to = true\n[answers]\n{answers}\n"
    );
    for (i, s) in sections.iter().enumerate() {
        text += &format!(
            "[[section]]\ntitle = \"Part {i}\"\nkind = \"grid\"\ncount = {}\nper-page = {}\ndifficulty = \"easy\"\n",
            s.count, s.per_page
        );
        if s.instructions {
            text += "instructions = \"Find the way.\"\n";
        }
        if !s.opener.is_empty() {
            text += &format!("opener = \"{}\"\n", s.opener);
        }
    }
    text
}

fn parse(text: String) -> BookSpec {
    let source = Source {
        name: "book.toml".into(),
        text,
        dir: env!("CARGO_MANIFEST_DIR").into(),
    };
    spec::parse(source).expect("a valid spec")
}

/// The page each section starts on: its opener, or its first puzzle page.
fn section_starts(plan: &Plan) -> Vec<usize> {
    let mut starts = Vec::new();
    for (index, page) in plan.pages.iter().enumerate() {
        let starts_a_section = match page {
            PageContent::Opener { .. } => true,
            PageContent::Puzzles { heading, .. } => *heading,
            _ => false,
        };
        if starts_a_section {
            starts.push(index + 1);
        }
    }
    starts
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn sections_open_on_the_right_and_the_contents_are_true(
        sections in prop::collection::vec(section_strategy(), 1..40),
        right in any::<bool>(),
        even in any::<bool>(),
        after_section in any::<bool>(),
    ) {
        let book = format!(
            "section-start = \"{}\"\npages = \"{}\"",
            if right { "right" } else { "any" },
            if even { "even" } else { "any" }
        );
        let answers = if after_section { "where = \"after-section\"" } else { "" };
        let spec = parse(spec_text(&sections, &book, answers));
        let plan = plan(&spec);

        // Openers as asked.
        let openers = plan.pages.iter().filter(|p| matches!(p, PageContent::Opener { .. })).count();
        let wanted = sections.iter().filter(|s| match s.opener {
            "always" => true,
            "never" => false,
            _ => s.instructions,
        }).count();
        prop_assert_eq!(openers, wanted);

        // Every section starts once, in order, where the contents say.
        let starts = section_starts(&plan);
        prop_assert_eq!(starts.len(), sections.len());
        let section_entries: Vec<usize> = plan.contents.iter().filter(|e| !e.answers).map(|e| e.page).collect();
        prop_assert_eq!(&section_entries, &starts);
        for entry in plan.contents.iter().filter(|e| e.answers) {
            let opens_answers = matches!(plan.pages[entry.page - 1], PageContent::Answers { first: true, .. });
            prop_assert!(opens_answers, "answers listed at page {}", entry.page);
        }
        // The contents pages hold every entry, once.
        let listed: usize = plan.pages.iter().map(|p| match p {
            PageContent::Contents { first, count } => (*count).min(plan.contents.len().saturating_sub(*first)),
            _ => 0,
        }).sum();
        prop_assert_eq!(listed, plan.contents.len());

        if right {
            for &page in &starts {
                prop_assert_eq!(page % 2, 1, "a section opens on page {}", page);
            }
            if !after_section {
                let answers_at = plan.contents.iter().find(|e| e.answers).map(|e| e.page);
                prop_assert!(answers_at.is_none_or(|p| p % 2 == 1));
            }
        }
        // Blank pages only ever stand alone, right before a section or the answers.
        for (index, page) in plan.pages.iter().enumerate() {
            if *page == PageContent::Blank {
                let next = plan.pages.get(index + 1);
                let before_a_start = matches!(
                    next,
                    Some(PageContent::Opener { .. } | PageContent::Puzzles { heading: true, .. } | PageContent::Answers { first: true, .. })
                );
                prop_assert!(before_a_start, "a blank page {} before {:?}", index + 1, next);
            }
        }
        prop_assert!(plan.pages.len().is_multiple_of(2) || !even, "an odd count: {}", plan.pages.len());
        let notes = plan.pages.iter().filter(|p| **p == PageContent::Notes).count();
        prop_assert!(notes <= 1 && (notes == 0 || even));
    }
}

#[test]
fn a_long_book_has_several_contents_pages_and_still_numbers_right() {
    let sections: Vec<Section> = (0..60)
        .map(|_| Section {
            count: 1,
            per_page: 1,
            instructions: true,
            opener: "",
        })
        .collect();
    let spec = parse(spec_text(&sections, "section-start = \"right\"", ""));
    let plan = plan(&spec);
    let contents_pages = plan
        .pages
        .iter()
        .filter(|p| matches!(p, PageContent::Contents { .. }))
        .count();
    assert!(
        contents_pages >= 2,
        "61 entries on a 6x9 page need more than one page"
    );
    assert_eq!(plan.contents.len(), 61);
    let starts = section_starts(&plan);
    let listed: Vec<usize> = plan
        .contents
        .iter()
        .filter(|e| !e.answers)
        .map(|e| e.page)
        .collect();
    assert_eq!(listed, starts);
}

#[test]
fn front_matter_comes_in_order_after_the_title_page() {
    let sections = vec![Section {
        count: 2,
        per_page: 2,
        instructions: false,
        opener: "",
    }];
    let spec = parse(spec_text(&sections, "", ""));
    let plan = plan(&spec);
    assert_eq!(plan.pages[0], PageContent::Title);
    assert_eq!(plan.pages[1], PageContent::Copyright);
    assert!(matches!(
        plan.pages[2],
        PageContent::Contents { first: 0, .. }
    ));
    assert_eq!(
        plan.pages[3],
        PageContent::HowTo {
            kind: "grid",
            topic: None
        }
    );
    assert!(matches!(
        plan.pages[4],
        PageContent::Puzzles { heading: true, .. }
    ));
}
