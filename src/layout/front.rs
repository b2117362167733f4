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

/// The words a how-to page explains with arrows, when the book prints a mark
/// outside a maze past an arrow (else the page's own key, which speaks of none).
const WITH_ARROWS: &[(&str, &str)] = &[("how-to-grid", "how-to-grid-arrows")];

/// The variables of `howto.svg` for the kind named `name` (its registry name),
/// or one `topic` of it, on a page whose content box is `content`; `arrows`
/// when some puzzle page of the book prints a mark past an arrow.
pub fn how_to(
    (name, topic): (&str, Option<HowToTopic>),
    content: &Rect,
    style: &Style,
    example: Option<&HowToExample>,
    arrows: bool,
) -> Value {
    let words = &style.words;
    let kind = registry::find(name);
    let key = kind.map_or(name, |kind| kind.how_to_key());
    let key = topic.map_or(key, |topic| topic.key);
    let title_key = format!("how-to-{key}-title");
    let explanation_key = format!("how-to-{key}");
    let explanation_key = WITH_ARROWS
        .iter()
        .find(|(plain, _)| arrows && *plain == explanation_key)
        .map_or(explanation_key, |(_, with)| with.to_string());
    let text = HowToText {
        title: words.get(&title_key),
        explanation: words.get(&explanation_key),
        marks: kind.is_some_and(|kind| kind.uses_marks()),
    };
    let fitted = example.and_then(|example| example_box::fit(content, &text, style, example));
    let marks = fitted.as_ref().map_or(text.marks, |fitted| fitted.marks);
    let text_size = fitted
        .as_ref()
        .map_or(example_box::TEXT_SIZE, |fitted| fitted.text_size);
    context! {
        kind => context! {
            name => name,
            title => text.title,
            explanation => text.explanation,
            title_key => format!("words.{title_key}"),
            explanation_key => format!("words.{explanation_key}"),
            marks => marks,
            text_size => text_size,
            example => fitted.map(|fitted| fitted.example),
        },
    }
}
