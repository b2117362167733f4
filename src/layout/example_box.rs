//! Where a how-to page's solved example goes: the room the built-in `howto.svg`
//! leaves below its heading and paragraph (measured with the same wrap the
//! template uses), with the example drawn as its answer key and centred in it
//! (without its extras, such as a traffic-light plan's phase maps, when only
//! that fits; with the paragraph set smaller, down to [`SMALLEST_TEXT`], when
//! only that leaves it room), or nothing when that room is too small for the
//! drawing to stay legible.

use minijinja::{Value, context};

use super::geometry::{self, FOOTER_PT, Rect};
use crate::examples::HowToExample;
use crate::render::style::Style;
use crate::render::text::Measure;

/// The template's heading: its first baseline below the content top, size and
/// line height (bold).
const HEADING_TOP: f64 = 50.0;
const HEADING_SIZE: f64 = 26.0;
const HEADING_LINE: f64 = 31.0;
/// The paragraph: its first baseline below the heading block, size and line height.
const TEXT_TOP: f64 = 14.0;
pub const TEXT_SIZE: f64 = 15.0;
const TEXT_LINE: f64 = 22.0;
/// The smallest the paragraph is set so the page keeps its example (a long
/// German explanation on 6 × 9 paper), and the step down to it: a how-to page
/// without its example would be half blank.
const SMALLEST_TEXT: f64 = 12.0;
const TEXT_STEP: f64 = 0.5;
/// The start-and-goal row below the paragraph: its gap and height.
const MARKS_GAP: f64 = 30.0;
const MARKS_HEIGHT: f64 = 50.0;
/// Space between what is above and the example.
const GAP: f64 = 24.0;
/// Room above the drawing for its caption, and the caption's baseline above it.
const CAPTION_PT: f64 = 24.0;
const CAPTION_BASELINE: f64 = 10.0;
/// An example is a small picture, not a page-filling puzzle: at most this share
/// of the content width on either side, unless it needs more to stay legible
/// (a kind that prints a legend beside its map), then all the room.
const SMALL_SHARE: f64 = 0.6;

/// What a how-to page says, as far as its height goes.
pub struct HowToText<'a> {
    pub title: &'a str,
    pub explanation: &'a str,
    /// Whether the page would show the start-and-goal row.
    pub marks: bool,
}

/// The example placed on the page, and whether the start-and-goal row stays.
pub struct Fitted {
    pub example: Value,
    pub marks: bool,
    /// The paragraph's size, in points (its line height follows it).
    pub text_size: f64,
}

/// The example fitted below the text: with the start-and-goal row when both
/// fit, without it when only the example does, with the paragraph set
/// smaller when only that leaves room, or `None`.
pub fn fit(
    content: &Rect,
    text: &HowToText,
    style: &Style,
    example: &HowToExample,
) -> Option<Fitted> {
    let steps = ((TEXT_SIZE - SMALLEST_TEXT) / TEXT_STEP).round() as usize;
    let sizes = (0..=steps).map(|step| TEXT_SIZE - step as f64 * TEXT_STEP);
    let choices: &[bool] = if text.marks { &[true, false] } else { &[false] };
    sizes.into_iter().find_map(|text_size| {
        let text_end = text_end(content, text, &style.font_family, text_size)?;
        choices.iter().find_map(|&marks| {
            let top = text_end + if marks { MARKS_GAP + MARKS_HEIGHT } else { 0.0 } + GAP;
            let example = place(&room(content, top)?, style, example)?;
            Some(Fitted {
                example,
                marks,
                text_size,
            })
        })
    })
}

/// One line height below the paragraph's last baseline, its text set at
/// `text_size` (wrapped a point narrower, as the template wraps it).
fn text_end(content: &Rect, text: &HowToText, family: &str, text_size: f64) -> Option<f64> {
    let bold = Measure::of_family(family, true)?;
    let regular = Measure::of_family(family, false)?;
    let width = content.width - 1.0;
    let heading = bold.wrap(text.title, HEADING_SIZE, width).len() as f64;
    let told = regular.wrap(text.explanation, text_size, width).len() as f64;
    let line = TEXT_LINE * text_size / TEXT_SIZE;
    Some(content.y + HEADING_TOP + heading * HEADING_LINE + TEXT_TOP + told * line)
}

/// The box from `top` down to the page number, minus the caption above it
/// (the drawing is centred in it, so the caption stays next to the drawing);
/// `None` when nothing is left.
fn room(content: &Rect, top: f64) -> Option<Rect> {
    let bottom = content.y + content.height - FOOTER_PT;
    let top = top + CAPTION_PT;
    (bottom > top).then_some(Rect {
        x: content.x,
        y: top,
        width: content.width,
        height: bottom - top,
    })
}

/// The example drawn into the middle of `room` (as small a picture as stays
/// legible, with all its extras when they fit, else with fewer), or `None`
/// when it would not be legible there.
fn place(room: &Rect, style: &Style, example: &HowToExample) -> Option<Value> {
    let side = room.width * SMALL_SHARE;
    let boxes = [(side, side.min(room.height)), (room.width, room.height)];
    let ((width, height), finished) = example.variants().find_map(|(recipe, finished)| {
        let legible = |&(width, height): &(f64, f64)| recipe.legible_in(width, height).is_ok();
        boxes.into_iter().find(legible).map(|size| (size, finished))
    })?;
    let drawn = finished.answer_size(width, height);
    let mut rect = geometry::centred(room, drawn);
    // Centre the caption and the drawing together.
    rect.y -= CAPTION_PT / 2.0;
    let drawing = finished.draw(true, rect.width, rect.height, style);
    Some(context! {
        x => rect.x,
        y => rect.y,
        width => rect.width,
        height => rect.height,
        caption_y => rect.y - CAPTION_BASELINE,
        drawing => Value::from_safe_string(drawing.to_string()),
    })
}
