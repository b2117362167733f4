//! book.toml → a validated [`BookSpec`]. Every problem is found here, before any
//! puzzle is made: unknown keys (with the allowed ones and a "did you mean"), wrong
//! types, values out of range, and requests that cannot be met (a maze too small
//! for its difficulty, or too large for its page to print legibly).

pub mod answers;
pub mod book;

pub mod section;

pub mod text_room;

use std::ops::Range;
use std::path::Path;

use toml::de::{DeTable, DeValue};

pub use self::answers::{AnswerPlace, AnswersSpec};
pub use self::book::{BookInfo, Paper};
pub use self::section::SectionSpec;
use crate::keys::Source;
pub use crate::keys::SpecError;
use crate::keys::Table;
use crate::layout::{geometry, plan};
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
    let text = crate::input::read_text(path, crate::input::SMALL_FILE).map_err(|e| SpecError {
        file: name.clone(),
        line: None,
        key: String::new(),
        message: format!("cannot read the spec: {e}"),
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
    let answers = match top.take("answers") {
        Some((span, DeValue::Table(t))) => {
            answers::parse(Table::open(&source, "answers", span, t, answers::KEYS)?)?
        }
        Some((_, _)) => return Err(top.error("answers", "must be a table: [answers]")),
        None => AnswersSpec::default(),
    };
    let (sections, spans): (Vec<_>, Vec<_>) = sections(&mut top, &source)?.into_iter().unzip();
    top.finish()?;
    let spec = BookSpec {
        book,
        sections,
        answers,
    };
    check_legible(&spec, &spans, &source)?;
    text_room::check(&spec, &source)?;
    Ok(spec)
}

/// The sections, each with the span of its table (for later errors).
fn sections(
    top: &mut Table,
    source: &Source,
) -> Result<Vec<(SectionSpec, Range<usize>)>, SpecError> {
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
        sections.push((
            section::parse(source, path, item.span(), table)?,
            item.span(),
        ));
    }
    Ok(sections)
}

/// Refuses a section whose puzzles would print smaller than they can be read,
/// on the real page (the gutter depends on the page count, known from the plan).
fn check_legible(
    spec: &BookSpec,
    spans: &[Range<usize>],
    source: &Source,
) -> Result<(), SpecError> {
    let pages = plan::plan(spec).pages.len();
    let paper = &spec.book.paper;
    let body = geometry::frame(paper, 1, geometry::inside_margin(paper, pages)).body;
    for (index, (section, span)) in spec.sections.iter().zip(spans).enumerate() {
        let slot = geometry::slots(&body, section.per_page)[0];
        let error = |key: String, message: String| source.error(Some(span.clone()), key, message);
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
