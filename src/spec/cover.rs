//! The `[cover]` table: a book that has one also gets `cover.pdf`, its
//! paperback cover (back, spine and front in one page, with bleed). The paper
//! sets the spine's thickness; `spine` overrides it; `back-text` is the blurb;
//! `featured` picks the puzzle drawn big on the front.

use std::ops::Range;

use toml::de::DeValue;

use crate::keys::error::SpecError;
use crate::keys::source::Source;
use crate::keys::table::{MAX_PARAGRAPH_CHARS, Table};
use crate::paperback::cover::CoverPaper;
use crate::units::{LENGTH_FORMS, PT_PER_IN, parse_length};

pub const KEYS: &[&str] = &["paper", "back-text", "featured", "spine"];

/// The widest spine a `spine` length may give: 4 in.
const MAX_SPINE_PT: f64 = 4.0 * PT_PER_IN;

/// What the `[cover]` table says.
#[derive(Debug, Clone, PartialEq)]
pub struct CoverSpec {
    pub paper: CoverPaper,
    pub back_text: Option<String>,
    /// The book's puzzle number (1-based) to feature on the front.
    pub featured: Option<usize>,
    /// A spine width in points that replaces the computed one.
    pub spine: Option<f64>,
    /// Where the table stands in the spec, for errors found later.
    pub span: Range<usize>,
}

/// Reads `[cover]` from the top-level table, if there is one; `puzzles` is the
/// book's puzzle count, which `featured` may not pass.
pub fn read(
    top: &mut Table,
    source: &Source,
    puzzles: usize,
) -> Result<Option<CoverSpec>, SpecError> {
    match top.take("cover") {
        None => Ok(None),
        Some((span, DeValue::Table(table))) => {
            let table = Table::open(source, "cover", span.clone(), table, KEYS)?;
            parse(table, span, puzzles).map(Some)
        }
        Some((_, _)) => Err(top.error("cover", "must be a table: [cover]")),
    }
}

fn parse(mut table: Table, span: Range<usize>, puzzles: usize) -> Result<CoverSpec, SpecError> {
    let paper = table.named("paper", &CoverPaper::names(), CoverPaper::from_name)?;
    let cover = CoverSpec {
        paper: paper.unwrap_or_default(),
        back_text: table.non_blank("back-text", MAX_PARAGRAPH_CHARS)?,
        featured: featured(&mut table, puzzles)?,
        spine: spine(&mut table)?,
        span,
    };
    table.finish()?;
    Ok(cover)
}

fn featured(table: &mut Table, puzzles: usize) -> Result<Option<usize>, SpecError> {
    let Some(number) = table.integer("featured", 1..=i64::MAX)? else {
        return Ok(None);
    };
    match usize::try_from(number) {
        Ok(number) if number <= puzzles => Ok(Some(number)),
        _ => Err(table.error(
            "featured",
            format!(
                "the book has {puzzles} puzzle{}, so there is no puzzle {number}; use a number from 1 to {puzzles}",
                if puzzles == 1 { "" } else { "s" }
            ),
        )),
    }
}

fn spine(table: &mut Table) -> Result<Option<f64>, SpecError> {
    let Some(text) = table.string("spine")? else {
        return Ok(None);
    };
    match parse_length(&text) {
        Some(points) if points > 0.0 && points <= MAX_SPINE_PT => Ok(Some(points)),
        Some(_) => Err(table.error(
            "spine",
            format!("\"{text}\" is out of range; a spine is wider than 0 and at most 4 in"),
        )),
        None => Err(table.error(
            "spine",
            format!("\"{text}\" is not a length; use {LENGTH_FORMS}, or leave it out for the width the page count gives"),
        )),
    }
}
