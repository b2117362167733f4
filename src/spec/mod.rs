//! book.toml → a validated [`BookSpec`]. Every problem is found here, before any
//! puzzle is made: unknown keys (with the allowed ones and a "did you mean"), wrong
//! types, values out of range, and requests that cannot be met (a maze too small
//! for its difficulty, or too large for its page to print legibly).

pub mod answers;
pub mod book;
pub mod error;
pub mod length;
pub mod section;
pub mod source;
pub mod table;

use std::path::Path;

use toml::de::{DeTable, DeValue};

pub use self::answers::{AnswerPlace, AnswersSpec};
pub use self::book::{BookInfo, Paper};
pub use self::error::SpecError;
pub use self::section::SectionSpec;
use self::source::Source;
use self::table::Table;
use crate::layout::geometry;
use crate::render::style::Style;

const TOP_KEYS: &[&str] = &["book", "section", "answers"];

/// A book spec that passed every check.
#[derive(Debug, Clone)]
pub struct BookSpec {
    pub book: BookInfo,
    pub sections: Vec<SectionSpec>,
    pub answers: AnswersSpec,
}

impl BookSpec {
    /// The drawing style the whole book shares.
    pub fn style(&self) -> Style {
        Style {
            font_family: self.book.font.family().to_string(),
            ..Style::default()
        }
    }

    /// Total number of puzzles.
    pub fn puzzle_count(&self) -> usize {
        self.sections.iter().map(|s| s.count).sum()
    }
}

/// Reads and validates the spec at `path`.
pub fn load(path: &Path) -> Result<BookSpec, SpecError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| SpecError {
        file: name.clone(),
        line: None,
        key: String::new(),
        message: format!("cannot read the spec: {e}"),
    })?;
    let dir = path.parent().unwrap_or(Path::new("."));
    parse(Source { name, text }, dir)
}

/// Validates spec text; `dir` resolves relative paths in it.
pub fn parse(source: Source, dir: &Path) -> Result<BookSpec, SpecError> {
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
    let answers = match top.take("answers") {
        Some((span, DeValue::Table(t))) => {
            answers::parse(Table::open(&source, "answers", span, t, answers::KEYS)?)?
        }
        Some((_, _)) => return Err(top.error("answers", "must be a table: [answers]")),
        None => AnswersSpec::default(),
    };
    let sections = sections(&mut top, &source, &book.paper)?;
    top.finish()?;
    Ok(BookSpec {
        book,
        sections,
        answers,
    })
}

fn sections(
    top: &mut Table,
    source: &Source,
    paper: &Paper,
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
    let style = Style::default();
    let mut sections = Vec::with_capacity(items.len());
    for (index, item) in items.iter().enumerate() {
        let path = format!("section[{}]", index + 1);
        let DeValue::Table(table) = item.get_ref() else {
            return Err(source.error(
                Some(item.span()),
                path,
                "must be a table: write each section as [[section]]",
            ));
        };
        let section = section::parse(Table::new(
            source,
            path.clone(),
            item.span(),
            table,
            section::keys(),
        ))?;
        check_legible(&section, paper, &style)
            .map_err(|m| source.error(Some(item.span()), format!("{path}.per-page"), m))?;
        sections.push(section);
    }
    Ok(sections)
}

/// Refuses a section whose puzzles would print smaller than they can be read.
fn check_legible(section: &SectionSpec, paper: &Paper, style: &Style) -> Result<(), String> {
    let (slot_width, slot_height) = geometry::puzzle_slot_size(paper, section.per_page);
    let aspect = section.recipe.aspect_ratio();
    let drawn_width = slot_width.min(slot_height * aspect);
    let needed = section.recipe.min_width_pt(style);
    if drawn_width + 1e-6 >= needed {
        return Ok(());
    }
    Err(format!(
        "at {} per page the puzzles would be drawn {:.0} mm wide, but they need at least {:.0} mm to be legible; use fewer per page, a smaller maze or a larger page",
        section.per_page,
        drawn_width / length::PT_PER_MM,
        needed / length::PT_PER_MM
    ))
}
