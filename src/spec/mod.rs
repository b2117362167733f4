//! book.toml → a validated [`BookSpec`]: unknown keys (with the allowed ones and a
//! "did you mean"), wrong types, values out of range, and requests that cannot be
//! met (a maze too small for its difficulty). What needs the page layout (legible
//! puzzles, text that fits) is checked next, by the preflight, before any work.

pub mod answers;
pub mod book;
pub mod cover;
pub mod font;
pub mod front_matter;
pub mod imprint;
pub mod isbn;
pub mod page_flow;
pub mod print;
pub mod section;
pub mod texts;
pub mod words;

use std::path::Path;

use toml::de::{DeTable, DeValue};

pub use self::answers::{AnswerPlace, AnswersSpec};
pub use self::book::BookInfo;
pub use self::cover::CoverSpec;
pub use self::front_matter::FrontMatter;
pub use self::section::SectionSpec;
use crate::keys::Source;
pub use crate::keys::SpecError;
use crate::keys::Table;
use crate::puzzle::section_keys::BookContext;
use crate::render::style::Style;

pub const TOP_KEYS: &[&str] = &[
    "book",
    "section",
    "answers",
    "front-matter",
    "words",
    "cover",
];

/// A book spec that passed every check.
#[derive(Debug, Clone)]
pub struct BookSpec {
    pub book: BookInfo,
    pub sections: Vec<SectionSpec>,
    pub answers: AnswersSpec,
    /// The optional pages after the title page.
    pub front_matter: FrontMatter,
    /// The words the book prints: its language's, with `[words]` over them.
    pub words: words::BookWords,
    /// `[cover]`: the book's cover is made only when the spec has one.
    pub cover: Option<CoverSpec>,
    /// The spec's text, so that later checks (the preflight) can name a line.
    pub source: Source,
}

impl BookSpec {
    /// The drawing style the whole book shares.
    pub fn style(&self) -> Style {
        Style {
            font_family: self.book.font.css_family(),
            words: self.words.words.clone(),
            ..Style::for_ink(self.book.ink)
        }
    }

    /// The cover's style: the book's, always in colour (covers print in colour
    /// whatever ink the interior uses).
    pub fn cover_style(&self) -> Style {
        Style {
            font_family: self.book.font.css_family(),
            words: self.words.words.clone(),
            ..Style::for_ink(crate::render::palette::Ink::Color)
        }
    }

    /// The words key for what the book's puzzles are called: the kind's noun
    /// when every section's kind shares it ("maze"), else "puzzle".
    pub fn noun_key(&self) -> &'static str {
        let mut nouns = self.sections.iter().map(|s| s.kind().noun());
        match nouns.next() {
            Some(first) if nouns.all(|noun| noun == first) => first,
            _ => "puzzle",
        }
    }

    /// Total number of puzzles.
    pub fn puzzle_count(&self) -> usize {
        self.sections.iter().map(|s| s.count).sum()
    }

    /// The section that book puzzle `n` (0-based, across sections) belongs to;
    /// the last section for a number past the end.
    pub fn section_of(&self, n: usize) -> usize {
        let mut end = 0;
        let found = self.sections.iter().position(|section| {
            end += section.count;
            n < end
        });
        found.unwrap_or(self.sections.len().saturating_sub(1))
    }

    /// The recipe of book puzzle `index` (counted across sections), if the
    /// book has that many puzzles.
    pub fn recipe_of(&self, mut index: usize) -> Option<&dyn crate::puzzle::Recipe> {
        for section in &self.sections {
            if index < section.count {
                return Some(section.recipe(index));
            }
            index -= section.count;
        }
        None
    }
}

/// Reads and validates the spec at `path`.
pub fn load(path: &Path) -> Result<BookSpec, SpecError> {
    let name = path.display().to_string();
    let text = crate::input::read_text(path, crate::input::SMALL_FILE).map_err(|e| {
        let hint = if path.exists() {
            ""
        } else {
            "; `mazebook init` writes a starter book.toml to begin with"
        };
        SpecError {
            file: name.clone(),
            line: None,
            key: String::new(),
            message: format!("cannot read the spec: {e}{hint}"),
        }
    })?;
    let dir = path.parent().unwrap_or(Path::new(".")).to_path_buf();
    parse(Source { name, text, dir })
}

/// Validates spec text; relative paths in it start from `source.dir`.
pub fn parse(source: Source) -> Result<BookSpec, SpecError> {
    let dir = source.dir.as_path();
    let document = DeTable::parse(&source.text).map_err(|e| {
        let span = e.span();
        let message = e.message().trim().to_string();
        source.error(span, String::new(), format!("not valid TOML: {message}"))
    })?;
    let mut top = Table::open(&source, "", document.span(), document.get_ref(), TOP_KEYS)?;
    let book = match top.take("book") {
        Some((span, DeValue::Table(t))) => {
            book::parse(Table::open(&source, "book", span, t, book::KEYS)?, dir)?
        }
        Some((_, _)) => return Err(top.error("book", "must be a table: [book]")),
        None => {
            return Err(source.error(
                None,
                "book",
                "missing: the spec needs a [book] table with at least a title",
            ));
        }
    };
    let words = match top.take("words") {
        Some((span, DeValue::Table(t))) => {
            let table = Table::open(&source, "words", span, t, crate::words::keys())?;
            words::parse(&source, document.get_ref(), &book.language, Some(table))?
        }
        Some((_, _)) => return Err(top.error("words", "must be a table: [words]")),
        None => words::parse(&source, document.get_ref(), &book.language, None)?,
    };
    let answers_title = words.words.get("answers");
    let answers = match top.take("answers") {
        Some((span, DeValue::Table(t))) => answers::parse(
            Table::open(&source, "answers", span, t, answers::KEYS)?,
            answers_title,
        )?,
        Some((_, _)) => return Err(top.error("answers", "must be a table: [answers]")),
        None => AnswersSpec {
            title: answers_title.to_string(),
            ..AnswersSpec::default()
        },
    };
    let context = BookContext {
        font: book.font,
        words: words.words.clone(),
        paper: Some(book.paper),
    };
    let front_matter = match top.take("front-matter") {
        Some((span, DeValue::Table(t))) => front_matter::parse(Table::open(
            &source,
            "front-matter",
            span,
            t,
            front_matter::KEYS,
        )?)?,
        Some((_, _)) => return Err(top.error("front-matter", "must be a table: [front-matter]")),
        None => FrontMatter::default(),
    };
    let sections = sections(&mut top, &source, &context)?;
    let puzzles = sections.iter().map(|s| s.count).sum();
    let cover = cover::read(&mut top, &source, puzzles)?;
    top.finish()?;
    Ok(BookSpec {
        book,
        sections,
        answers,
        front_matter,
        words,
        cover,
        source,
    })
}

/// The most sections a book may have: each opens on a page of its own.
pub const MAX_SECTIONS: usize = 100;
/// The most puzzles a book may hold (building it stays within a few hundred MB).
pub const MAX_PUZZLES: usize = 10_000;

/// The sections, each knowing the span of its table (for later errors).
fn sections(
    top: &mut Table,
    source: &Source,
    book: &BookContext,
) -> Result<Vec<SectionSpec>, SpecError> {
    let Some((span, value)) = top.take("section") else {
        return Err(source.error(
            None,
            "section",
            "missing: add at least one [[section]] of puzzles",
        ));
    };
    let DeValue::Array(items) = value else {
        return Err(source.error(
            Some(span),
            "section",
            "must be a list of tables: write each as [[section]]",
        ));
    };
    if items.len() > MAX_SECTIONS {
        return Err(source.error(
            Some(span),
            "section",
            format!(
                "{} sections is too many; a book holds at most {MAX_SECTIONS} (put more puzzles in each)",
                items.len()
            ),
        ));
    }
    let mut sections: Vec<SectionSpec> = Vec::with_capacity(items.len());
    let mut puzzles = 0;
    for (index, item) in items.iter().enumerate() {
        let path = format!("section[{}]", index + 1);
        let DeValue::Table(table) = item.get_ref() else {
            return Err(source.error(
                Some(item.span()),
                path,
                "must be a table: write each section as [[section]]",
            ));
        };
        let section = section::parse(source, path.clone(), item.span(), table, book)?;
        puzzles += section.count;
        if puzzles > MAX_PUZZLES {
            return Err(source.error(
                Some(item.span()),
                format!("{path}.count"),
                format!("the book would hold {puzzles} puzzles by this section; a book holds at most {MAX_PUZZLES}"),
            ));
        }
        sections.push(section);
    }
    Ok(sections)
}
