//! The `[book]` table: title page text, seed, paper, margins, bleed, font, an
//! optional templates folder, and the print profile (`ink`, `printer`: read in
//! `print`).

use std::path::PathBuf;

use super::imprint::Imprint;
use super::page_flow::PageFlow;
use crate::fonts::FontChoice;
use crate::keys::error::{SpecError, one_of};
use crate::keys::table::Table;
use crate::paperback::Paper;
use crate::print::Printer;
use crate::render::palette::Ink;
use crate::units::{LENGTH_FORMS, PT_PER_IN, page_size_names, parse_length, parse_page_size};

pub const KEYS: &[&str] = &[
    "title",
    "subtitle",
    "author",
    "language",
    "seed",
    "page-size",
    "margin",
    "margin-top",
    "margin-bottom",
    "margin-outside",
    "margin-inside",
    "bleed",
    "font",
    "font-bold",
    "templates",
    "year",
    "isbn",
    "edition",
    "section-start",
    "pages",
    "ink",
    "printer",
    "html",
];

/// What the `[book]` table says.
#[derive(Debug, Clone)]
pub struct BookInfo {
    pub title: String,
    pub subtitle: Option<String>,
    pub author: Option<String>,
    pub language: String,
    pub seed: u64,
    pub paper: Paper,
    pub font: FontChoice,
    pub templates: Option<PathBuf>,
    /// Year, ISBN and edition for the copyright page.
    pub imprint: Imprint,
    /// Sections on right-hand pages; an even page count.
    pub flow: PageFlow,
    pub ink: Ink,
    pub printer: Printer,
    /// Also write `book.html`, the playable companion.
    pub html: bool,
}

/// Default margin on the outside, top and bottom.
pub const DEFAULT_MARGIN: f64 = 0.5 * PT_PER_IN;

/// Reads the `[book]` table; `spec_dir` resolves a relative `templates` folder.
pub fn parse(mut table: Table, spec_dir: &std::path::Path) -> Result<BookInfo, SpecError> {
    let title = table
        .title("title")?
        .ok_or_else(|| table.error("title", "missing: every book needs a title"))?;
    let info = BookInfo {
        title,
        subtitle: table.string("subtitle")?,
        author: table.string("author")?,
        language: language(&mut table)?,
        seed: table.integer("seed", 0..=i64::MAX)?.map_or(1, |s| s as u64),
        paper: paper(&mut table)?,
        font: super::font::read(&mut table, spec_dir)?,
        templates: templates(&mut table, spec_dir)?,
        imprint: super::imprint::read(&mut table)?,
        flow: super::page_flow::read(&mut table)?,
        ink: super::print::ink(&mut table)?,
        printer: super::print::printer(&mut table)?,
        html: table.boolean("html")?.unwrap_or(false),
    };
    super::print::check_margins(&table, &info.paper, info.printer)?;
    table.finish()?;
    Ok(info)
}

fn language(table: &mut Table) -> Result<String, SpecError> {
    let Some(tag) = table.string("language")? else {
        return Ok("en".into());
    };
    let valid = !tag.is_empty()
        && tag.split('-').all(|part| {
            !part.is_empty() && part.len() <= 8 && part.chars().all(|c| c.is_ascii_alphanumeric())
        });
    if valid {
        Ok(tag)
    } else {
        Err(table.error(
            "language",
            format!("\"{tag}\" is not a language tag; use one such as \"en\", \"en-GB\" or \"de\""),
        ))
    }
}

fn paper(table: &mut Table) -> Result<Paper, SpecError> {
    let (trim_width, trim_height) = match table.string("page-size")? {
        None => parse_page_size("a4").expect("a4 is a named size"),
        Some(text) => parse_page_size(&text).ok_or_else(|| {
            table.error("page-size", format!("\"{text}\" is not a page size; use {} or explicit sizes such as \"210mm x 297mm\" or \"8.5in x 11in\"", one_of(&page_size_names())))
        })?,
    };
    for (side, length) in [("wide", trim_width), ("tall", trim_height)] {
        if !(MIN_PAGE_SIDE_PT..=MAX_PAGE_SIDE_PT).contains(&length) {
            return Err(table.error(
                "page-size",
                format!(
                    "a page {} {side} is not allowed; pages are 2 in (50.8 mm) to 200 in (5080 mm) a side, the limits of PDF viewers",
                    fmt_inches(length)
                ),
            ));
        }
    }
    let margin = length(table, "margin")?.unwrap_or(DEFAULT_MARGIN);
    let paper = Paper {
        trim_width,
        trim_height,
        top: length(table, "margin-top")?.unwrap_or(margin),
        bottom: length(table, "margin-bottom")?.unwrap_or(margin),
        outside: length(table, "margin-outside")?.unwrap_or(margin),
        inside: inside_margin(table)?,
        bleed: table.boolean("bleed")?.unwrap_or(false),
    };
    let widest = paper.outside + paper.inside.unwrap_or(0.0);
    if widest >= trim_width * 0.6 || paper.top + paper.bottom >= trim_height * 0.6 {
        return Err(table.error(
            "margin",
            "the margins leave less than 40% of the page for puzzles; make them smaller",
        ));
    }
    Ok(paper)
}

/// The smallest page side we lay out: 2 in.
const MIN_PAGE_SIDE_PT: f64 = 144.0;
/// The largest page side PDF viewers accept: 200 in.
const MAX_PAGE_SIDE_PT: f64 = 14_400.0;

fn fmt_inches(points: f64) -> String {
    format!("{} in", crate::render::fmt::num(points / 72.0))
}

/// `margin-inside`: a length, or "auto" (the default) for the gutter that the page
/// count calls for.
fn inside_margin(table: &mut Table) -> Result<Option<f64>, SpecError> {
    let Some(text) = table.string("margin-inside")? else {
        return Ok(None);
    };
    if text.trim() == "auto" {
        return Ok(None);
    }
    parse_length(&text).map(Some).ok_or_else(|| {
        table.error(
            "margin-inside",
            format!("\"{text}\" is not a length; use \"auto\" or {LENGTH_FORMS}"),
        )
    })
}

fn length(table: &mut Table, key: &str) -> Result<Option<f64>, SpecError> {
    let Some(text) = table.string(key)? else {
        return Ok(None);
    };
    parse_length(&text).map(Some).ok_or_else(|| {
        table.error(
            key,
            format!("\"{text}\" is not a length; use {LENGTH_FORMS}"),
        )
    })
}

/// The book's own templates folder, which must exist.
fn templates(table: &mut Table, spec_dir: &std::path::Path) -> Result<Option<PathBuf>, SpecError> {
    let Some(name) = table.string("templates")? else {
        return Ok(None);
    };
    let dir = spec_dir.join(&name);
    if !dir.is_dir() {
        return Err(table.error(
            "templates",
            format!("the folder \"{}\" does not exist; it should hold the page templates to replace, such as title.svg or puzzles.svg", dir.display()),
        ));
    }
    Ok(Some(dir))
}
