//! Text in a Theseus drawing: a label, and a text wrapped to a width at the
//! largest size (down to the smallest printed size) that keeps it to a number
//! of lines.

use svg::node::element::Text;

use crate::render::fit::size_for_words;
use crate::render::fmt::num;
use crate::render::style::{MIN_TEXT_PT, Style};
use crate::render::text::Measure;

pub fn label(x: f64, y: f64, size: f64, content: &str, anchor: &str, style: &Style) -> Text {
    Text::new(content)
        .set("x", num(x))
        .set("y", num(y))
        .set("font-size", num(size))
        .set("text-anchor", anchor)
        .set("fill", style.ink)
}

/// `text` wrapped to `width`: the largest size from `size` down to the smallest
/// printed text at which its longest word fits the width and it takes at most
/// `lines` lines, and its lines.
pub fn fitted(
    text: &str,
    width: f64,
    size: f64,
    lines: usize,
    style: &Style,
) -> (f64, Vec<String>) {
    let measure = Measure::of_family(&style.font_family, false);
    let wrap = |size: f64| match measure {
        Some(measure) => measure.wrap(text, size, width.max(1.0)),
        None => text.lines().map(str::to_string).collect(),
    };
    let wide = |t: &str, s: f64| measure.map_or(0.0, |m| m.width(t, s));
    let mut size = size_for_words(text, size, width, wide);
    loop {
        let wrapped = wrap(size);
        if wrapped.len() <= lines || size <= MIN_TEXT_PT {
            return (size, wrapped);
        }
        size = (size - 0.5).max(MIN_TEXT_PT);
    }
}
