//! One `[[section]]`: its title and instructions, how many puzzles of which kind
//! and difficulty, how many to a page, and the kind's own options.

use std::ops::Range;
use std::sync::Arc;

use toml::de::DeTable;

use crate::keys::error::{SpecError, one_of};
use crate::keys::source::Source;
use crate::keys::table::{MAX_PARAGRAPH_CHARS, Table, describe};
use crate::puzzle::registry::{self, Kind};
use crate::puzzle::section_keys::BookContext;
use crate::puzzle::{Difficulty, Recipe};

pub const MAX_COUNT: i64 = 1000;

/// The one key read before the kind is known.
const KIND_KEY: &[&str] = &["kind"];

/// A validated section.
#[derive(Clone)]
pub struct SectionSpec {
    pub kind: &'static dyn Kind,
    /// Where its table stands in the spec, for errors found after parsing.
    pub span: Range<usize>,
    pub title: String,
    pub instructions: Option<String>,
    pub count: usize,
    /// `None` for kinds without a difficulty scale (board-game layouts).
    pub difficulty: Option<Difficulty>,
    pub per_page: usize,
    /// Print the section's puzzles sorted by their sort key (fairest first).
    pub sorted: bool,
    /// One recipe for every puzzle, or one per puzzle (a ladder of targets).
    pub recipes: Vec<Arc<dyn Recipe>>,
    /// Whether the section opens on a page of its own.
    pub opener: Opener,
    /// The key that sets how big its puzzles are, as the user wrote it (the
    /// first of its kind's `size_keys` given, `width`, `height`, `plan`…;
    /// `difficulty` when none is written), for blaming the right key when they
    /// do not fit their page.
    pub size_key: &'static str,
}

impl SectionSpec {
    /// The recipe of puzzle `index` (0-based) of the section.
    pub fn recipe(&self, index: usize) -> &dyn Recipe {
        self.recipes[index.min(self.recipes.len() - 1)].as_ref()
    }

    /// The section's puzzle kind.
    pub fn kind(&self) -> &'static dyn Kind {
        self.kind
    }

    /// Whether the section opens on a page of its own: `opener = "auto"` (the
    /// default) gives one to a section with instructions to give.
    pub fn has_opener(&self) -> bool {
        match self.opener {
            Opener::Auto => self.instructions.is_some(),
            Opener::Always => true,
            Opener::Never => false,
        }
    }

    /// Whether the section's puzzles print answer keys.
    pub fn has_answer(&self) -> bool {
        self.recipe(0).has_answer()
    }
}

impl std::fmt::Debug for SectionSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SectionSpec")
            .field("title", &self.title)
            .field("count", &self.count)
            .field("difficulty", &self.difficulty)
            .field("sorted", &self.sorted)
            .field("per_page", &self.per_page)
            .field("kind", &self.kind.name())
            .finish()
    }
}

/// Reads one `[[section]]` table at `path`: its kind first, then the keys that kind allows.
pub fn parse(
    source: &Source,
    path: String,
    span: Range<usize>,
    raw: &DeTable,
    book: &BookContext,
) -> Result<SectionSpec, SpecError> {
    let mut probe = Table::new(source, path.clone(), span.clone(), raw, KIND_KEY);
    let kind = kind(&mut probe)?;
    let keys = registry::section_keys(kind);
    let mut table = Table::open(source, path, span.clone(), raw, keys)?;
    table.take("kind");
    let title = table
        .title("title")?
        .ok_or_else(|| table.error("title", "missing: every section needs a title"))?;
    let instructions = table.text("instructions", MAX_PARAGRAPH_CHARS)?;
    let opener = opener(&mut table)?;
    let count = table.integer("count", 1..=MAX_COUNT)?.map(|c| c as usize);
    let size_key = (kind.size_keys().iter().copied())
        .find(|key| table.has(key))
        .unwrap_or("difficulty");
    let keys = kind.read_section(&mut table, book)?;
    let count = section_count(&table, count, keys.recipes.len())?;
    table.finish()?;
    Ok(SectionSpec {
        kind,
        span,
        title,
        instructions,
        count,
        difficulty: keys.difficulty,
        per_page: keys.per_page.unwrap_or(1),
        sorted: keys.sorted,
        recipes: keys.recipes,
        opener,
        size_key,
    })
}

/// When a section opens on a page of its own (`opener`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Opener {
    /// When it has instructions to give; otherwise its title heads its first
    /// puzzle page.
    #[default]
    Auto,
    Always,
    Never,
}

fn opener(table: &mut Table) -> Result<Opener, SpecError> {
    Ok(
        match table
            .choice("opener", &["auto", "always", "never"])?
            .as_deref()
        {
            Some("always") => Opener::Always,
            Some("never") => Opener::Never,
            _ => Opener::Auto,
        },
    )
}

/// The number of puzzles: `count`, or the length of a per-puzzle list (a ladder),
/// which `count` may repeat but not contradict.
fn section_count(table: &Table, count: Option<usize>, recipes: usize) -> Result<usize, SpecError> {
    match count {
        Some(count) if recipes > 1 && count != recipes => Err(table.error(
            "count",
            format!("count = {count}, but the ladder has {recipes} rungs; leave count out"),
        )),
        Some(count) => Ok(count),
        None if recipes > 1 => Ok(recipes),
        None => Err(table.error(
            "count",
            format!("missing: say how many puzzles (1 to {MAX_COUNT})"),
        )),
    }
}

fn kind(table: &mut Table) -> Result<&'static dyn Kind, SpecError> {
    let names = registry::names();
    let Some((span, value)) = table.take("kind") else {
        return Err(table.error(
            "kind",
            format!(
                "missing: say which kind of puzzle, one of {}",
                one_of(&names)
            ),
        ));
    };
    if let Some(kind) = value.as_str().and_then(registry::find) {
        return Ok(kind);
    }
    let hint = crate::keys::error::did_you_mean(value.as_str().unwrap_or_default(), &names)
        .map(|m| format!(" (did you mean \"{m}\"?)"))
        .unwrap_or_default();
    let message = format!(
        "{} is not a puzzle kind{hint}; use {}",
        describe(value),
        one_of(&names)
    );
    Err(table
        .source()
        .error(Some(span), table.key_path("kind"), message))
}
