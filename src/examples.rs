//! The solved examples of the "how to use this book" pages: for each kind the
//! book has a page for, one easy puzzle made just for that page (never one of
//! the book's own, which would give an answer away). Each is read from a tiny
//! section through the same spec machinery as the book's sections, so no kind
//! needs code of its own here, and made from a seed derived from the book's.

use std::sync::Arc;

use rayon::prelude::*;
use toml::de::DeTable;

use crate::keys::Source;
use crate::puzzle::registry::{self, Kind};
use crate::puzzle::section_keys::BookContext;
use crate::puzzle::{self, Finished, Recipe, seeds};
use crate::spec::{BookSpec, SpecError, section};

/// One kind's solved example, with the recipe that made it (its legibility
/// check decides whether the page has room for it). Only [`make`] makes them.
pub struct HowToExample {
    kind: &'static str,
    recipe: Arc<dyn Recipe>,
    finished: Box<dyn Finished>,
}

impl HowToExample {
    /// The kind's registry name.
    pub fn kind(&self) -> &'static str {
        self.kind
    }

    /// The recipe it was made from.
    pub fn recipe(&self) -> &dyn Recipe {
        self.recipe.as_ref()
    }

    /// The example, checked and measured.
    pub fn finished(&self) -> &dyn Finished {
        self.finished.as_ref()
    }
}

/// An example that could not be made.
#[derive(Debug, thiserror::Error)]
#[error("the how-to example of {kind}: {reason}")]
pub struct ExampleError {
    pub kind: &'static str,
    pub reason: String,
}

/// The examples of the kinds (registry names) that have how-to pages, in
/// their order (the page plan's `how_to_kinds`).
pub fn make(spec: &BookSpec, kinds: &[&'static str]) -> Result<Vec<HowToExample>, ExampleError> {
    let book = BookContext {
        font: spec.book.font,
        words: spec.words.words.clone(),
    };
    kinds
        .par_iter()
        .map(|&name| make_one(spec, &book, name))
        .collect()
}

fn make_one(
    spec: &BookSpec,
    book: &BookContext,
    name: &'static str,
) -> Result<HowToExample, ExampleError> {
    let failed = |reason: String| ExampleError { kind: name, reason };
    let (index, kind) = registry::KINDS
        .iter()
        .enumerate()
        .find(|(_, kind)| kind.name() == name)
        .ok_or_else(|| failed("not a registered kind".into()))?;
    let recipe = recipe(spec, book, *kind).map_err(|e| failed(e.to_string()))?;
    let seed = seeds::example_seed(spec.book.seed, index);
    let (_, finished) =
        puzzle::make(recipe.as_ref(), seed, recipe.max_attempts()).map_err(|e| failed(e.reason))?;
    Ok(HowToExample {
        kind: name,
        recipe,
        finished,
    })
}

/// The recipe of a one-puzzle section of `kind` at the easiest difficulty (for
/// kinds that have one), read as a book's section is.
fn recipe(
    spec: &BookSpec,
    book: &BookContext,
    kind: &dyn Kind,
) -> Result<Arc<dyn Recipe>, SpecError> {
    let source = Source {
        name: format!("the how-to example of {}", kind.name()),
        text: section_text(kind),
        dir: spec.source.dir.clone(),
    };
    let document = DeTable::parse(&source.text)
        .map_err(|e| source.error(e.span(), String::new(), e.message().trim().to_string()))?;
    let path = "section".to_string();
    let parsed = section::parse(&source, path, document.span(), document.get_ref(), book)?;
    parsed
        .recipes
        .first()
        .cloned()
        .ok_or_else(|| source.error(None, "section", "no recipe"))
}

/// The tiny section an example is read from.
fn section_text(kind: &dyn Kind) -> String {
    let mut text = format!(
        "title = \"example\"\nkind = \"{}\"\ncount = 1\n",
        kind.name()
    );
    if kind.own_keys().contains(&"difficulty") {
        text.push_str("difficulty = 1\n");
    }
    text
}
