//! The legend under a puzzle: ▲ and the words `stairs-up`, ▼ and `stairs-down`,
//! on one line or, in a narrow box, one each.

use svg::node::element::{Group, Path, Text};

use super::captions::{CaptionWidths, LABEL_PT};
use super::layout::{LEGEND_GAP, LEGEND_LINE, LEGEND_SYMBOL};
use super::stairs::triangle;
use crate::render::fit::{INK_ABOVE, TextBox, room_group};
use crate::render::fmt::num;
use crate::render::style::Style;

/// The legend with its top-left corner at (`left`, `top`), on `lines` lines;
/// its words as wide as `captions` measured them, in their room `width` wide
/// (the layout made the drawing that wide).
pub fn legend(
    [left, top]: [f64; 2],
    (lines, width): (usize, f64),
    captions: &CaptionWidths,
    style: &Style,
) -> Group {
    let words = &style.words;
    let entries = [
        (true, words.get("stairs-up"), captions.up),
        (false, words.get("stairs-down"), captions.down),
    ];
    let mut symbols = String::new();
    // The legend's lines, and a tall face's capitals a little above them.
    let above = (INK_ABOVE - 1.0) * LABEL_PT;
    let room = TextBox {
        width,
        height: lines as f64 * LEGEND_LINE + above,
    };
    let mut texts = room_group("stairs-legend", left, top - above, room);
    let mut x = left;
    for (i, (up, text, width)) in entries.into_iter().enumerate() {
        let line = if lines > 1 { i } else { 0 };
        if lines > 1 {
            x = left;
        }
        let baseline = top + line as f64 * LEGEND_LINE + LABEL_PT;
        // The symbol sits on the words' middle, about a third of the size up.
        let middle = baseline - LABEL_PT * 0.33;
        triangle(
            &mut symbols,
            (x + LEGEND_SYMBOL / 2.0, middle),
            LEGEND_SYMBOL,
            up,
        );
        x += LEGEND_SYMBOL + LEGEND_GAP.0;
        texts = texts.add(
            Text::new(text)
                .set("x", num(x))
                .set("y", num(baseline))
                .set("font-size", num(LABEL_PT))
                .set("fill", style.ink),
        );
        x += width + LEGEND_GAP.1;
    }
    Group::new()
        .set("class", "stairs-legend")
        .add(texts)
        .add(Path::new().set("d", symbols).set("fill", style.ink))
}
