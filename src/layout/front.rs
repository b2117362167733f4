//! What the front-matter templates are told: a contents entry, and what a
//! "how to use this book" page says about one kind of puzzle, in the book's words,
//! with its solved example when the page has room for it.

use minijinja::{Value, context};

use super::example_box::{self, HowToText};
use super::geometry::Rect;
use super::plan::ContentsEntry;
use crate::examples::HowToExample;
use crate::puzzle::{HowToTopic, registry};
use crate::render::style::Style;

/// One contents line for `contents.svg`.
pub fn entry(entry: &ContentsEntry) -> Value {
    context! { title => &entry.title, page => entry.page, answers => entry.answers }
}

/// The variables of `howto.svg` for the kind named `name` (its registry name),
/// or one `topic` of it, on a page whose content box is `content`.
pub fn how_to(
    name: &str,
    topic: Option<HowToTopic>,
    content: &Rect,
    style: &Style,
    example: Option<&HowToExample>,
) -> Value {
    let words = &style.words;
    let kind = registry::find(name);
    let key = kind.map_or(name, |kind| kind.how_to_key());
    let key = topic.map_or(key, |topic| topic.key);
    let (title_key, explanation_key) = (format!("how-to-{key}-title"), format!("how-to-{key}"));
    let text = HowToText {
        title: words.get(&title_key),
        explanation: words.get(&explanation_key),
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
            marks => marks,
            example => fitted.map(|fitted| fitted.example),
        },
    }
}
