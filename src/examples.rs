//! The solved examples of the "how to use this book" pages: for each kind (and
//! each topic of a kind) the book has a page for, one easy puzzle made just for that page (never one of
//! the book's own, which would give an answer away). Each is read from a tiny
//! section through the same spec machinery as the book's sections, so no kind
//! needs code of its own here, and made from a seed derived from the book's.

use std::sync::Arc;

use rayon::prelude::*;
use toml::de::DeTable;

use crate::keys::Source;
use crate::puzzle::registry::{self, Kind};
use crate::puzzle::section_keys::BookContext;
use crate::puzzle::{self, Finished, HowToTopic, Recipe, seeds};
use crate::spec::{BookSpec, SpecError, section};

/// One kind's (or one topic's) solved example, with the recipe that made it
/// (its legibility check decides whether the page has room for it), and the
/// same puzzle from the same seed with its drawing's extras left out one by
/// one (`Recipe::lighter`: a traffic-light plan without its phase maps, then
/// its move strip), for a page too small for them all. Only [`make`] makes
/// them.
pub struct HowToExample {
    kind: &'static str,
    topic: Option<HowToTopic>,
    recipe: Arc<dyn Recipe>,
    finished: Box<dyn Finished>,
    lighter: Vec<(Arc<dyn Recipe>, Box<dyn Finished>)>,
}

impl HowToExample {
    /// The kind's registry name.
    pub fn kind(&self) -> &'static str {
        self.kind
    }

    /// The topic of its page, when it is not the kind's own.
    pub fn topic(&self) -> Option<HowToTopic> {
        self.topic
    }

    /// The recipe it was made from.
    pub fn recipe(&self) -> &dyn Recipe {
        self.recipe.as_ref()
    }

    /// The example, checked and measured.
    pub fn finished(&self) -> &dyn Finished {
        self.finished.as_ref()
    }

    /// The example and its recipe with all its extras, then with fewer.
    pub fn variants(&self) -> impl Iterator<Item = (&dyn Recipe, &dyn Finished)> {
        let whole = (self.recipe.as_ref(), self.finished.as_ref());
        let lighter = self.lighter.iter();
        std::iter::once(whole).chain(lighter.map(|(r, f)| (r.as_ref(), f.as_ref())))
    }
}

/// An example that could not be made.
#[derive(Debug, thiserror::Error)]
#[error("the how-to example of {kind}: {reason}")]
pub struct ExampleError {
    pub kind: &'static str,
    pub reason: String,
}

/// The examples of the how-to pages, each a kind (its registry name) and a
/// topic or none, in their order (the page plan's `how_to_pages`).
pub fn make(
    spec: &BookSpec,
    pages: &[(&'static str, Option<HowToTopic>)],
) -> Result<Vec<HowToExample>, ExampleError> {
    let book = BookContext {
        font: spec.book.font,
        words: spec.words.words.clone(),
    };
    pages
        .par_iter()
        .map(|&(name, topic)| make_one(spec, &book, name, topic))
        .collect()
}

fn make_one(
    spec: &BookSpec,
    book: &BookContext,
    name: &'static str,
    topic: Option<HowToTopic>,
) -> Result<HowToExample, ExampleError> {
    let failed = |reason: String| ExampleError { kind: name, reason };
    let (index, kind) = registry::KINDS
        .iter()
        .enumerate()
        .find(|(_, kind)| kind.name() == name)
        .ok_or_else(|| failed("not a registered kind".into()))?;
    let recipe = recipe(spec, book, *kind, topic).map_err(|e| failed(e.to_string()))?;
    // A topic's example is seeded apart from its kind's.
    let index = index + usize::from(topic.is_some()) * registry::KINDS.len();
    let seed = seeds::example_seed(spec.book.seed, index);
    let make = |recipe: &dyn Recipe| {
        puzzle::make(recipe, seed, recipe.max_attempts())
            .map(|(_, finished)| finished)
            .map_err(|e| failed(e.reason))
    };
    let finished = make(recipe.as_ref())?;
    let mut lighter = Vec::new();
    let mut last = recipe.clone();
    while let Some(next) = last.lighter() {
        lighter.push((next.recipe.clone(), make(next.recipe.as_ref())?));
        last = next.recipe;
    }
    Ok(HowToExample {
        kind: name,
        topic,
        recipe,
        finished,
        lighter,
    })
}

/// The recipe of a one-puzzle section of `kind` (with what `topic` adds) at the
/// easiest difficulty (for kinds that have one), read as a book's section is.
fn recipe(
    spec: &BookSpec,
    book: &BookContext,
    kind: &dyn Kind,
    topic: Option<HowToTopic>,
) -> Result<Arc<dyn Recipe>, SpecError> {
    let source = Source {
        name: format!("the how-to example of {}", kind.name()),
        text: section_text(kind, topic),
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
fn section_text(kind: &dyn Kind, topic: Option<HowToTopic>) -> String {
    let mut text = format!(
        "title = \"example\"\nkind = \"{}\"\ncount = 1\n",
        kind.name()
    );
    if kind.own_keys().contains(&"difficulty") {
        text.push_str("difficulty = 1\n");
    }
    if let Some(topic) = topic {
        text.push_str(topic.example_keys);
        text.push('\n');
    }
    text
}
