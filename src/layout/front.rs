//! What the front-matter templates are told: a contents entry, and what a
//! "how to use this book" page says about one kind of puzzle, in the book's words,
//! with its solved example when the page has room for it.

use minijinja::{Value, context};

use super::example_box::{self, HowToText};
use super::geometry::Rect;
use super::plan::ContentsEntry;
use crate::examples::HowToExample;
use crate::puzzle::registry;
use crate::render::style::Style;

/// One contents line for `contents.svg`.
pub fn entry(entry: &ContentsEntry) -> Value {
    context! { title => &entry.title, page => entry.page, answers => entry.answers }
}

/// The variables of `howto.svg` for the kind named `name` (its registry name)
/// with the paragraphs of the words keys `notes` after its explanation, on a
/// page whose content box is `content`.
pub fn how_to(
    name: &str,
    notes: &[&str],
    content: &Rect,
    style: &Style,
    example: Option<&HowToExample>,
) -> Value {
    let words = &style.words;
    let kind = registry::find(name);
    let key = kind.map_or(name, |kind| kind.how_to_key());
    let (title_key, explanation_key) = (format!("how-to-{key}-title"), format!("how-to-{key}"));
    let note: Vec<&str> = notes.iter().map(|&note| words.get(note)).collect();
    let note = note.join(" ");
    let text = HowToText {
        title: words.get(&title_key),
        explanation: words.get(&explanation_key),
        note: &note,
        marks: kind.is_some_and(|kind| kind.uses_marks()),
    };
    let fitted = example.and_then(|example| example_box::fit(content, &text, style, example));
    let marks = fitted.as_ref().map_or(text.marks, |fitted| fitted.marks);
    context! {
        kind => context! {
            name => name,
            title => text.title,
            explanation => text.explanation,
            title_key => format!("words.{title_key}"),
            explanation_key => format!("words.{explanation_key}"),
            note => (!note.is_empty()).then_some(&note),
            note_key => notes.first().map(|key| format!("words.{key}")),
            marks => marks,
            example => fitted.map(|fitted| fitted.example),
        },
    }
}
