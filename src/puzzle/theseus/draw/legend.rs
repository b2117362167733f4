//! The rules under a puzzle, in two lines of the book's words.

use svg::node::element::Group;

use super::text::{fitted, label};
use crate::render::fit::{INK_ABOVE, TextBox, room_with};
use crate::render::style::Style;

/// The room the rules take: two lines at 9 pt, or three at the smallest size.
pub const HEIGHT_PT: f64 = 32.0;
const SIZE_PT: f64 = 8.5;

/// The rules, from `top`, wrapped to `width`: two lines at the largest size
/// that allows, else three.
pub fn draw(top: f64, width: f64, style: &Style) -> Group {
    let text = style.words.get("theseus-rules");
    let (mut size, mut lines) = fitted(text, width, SIZE_PT, 2, style);
    if lines.len() > 2 {
        (size, lines) = fitted(text, width, SIZE_PT * 0.85, 3, style);
    }
    let step = size * 1.25;
    let texts = lines.iter().enumerate().map(|(i, line)| {
        let baseline = top + size + step * i as f64;
        label(0.0, baseline, size, line, "start", style)
    });
    // The rules' band, and a tall face's capitals a little above it.
    let above = (INK_ABOVE - 1.0) * SIZE_PT;
    let room = TextBox {
        width,
        height: HEIGHT_PT + above,
    };
    Group::new()
        .set("class", "rules")
        .add(room_with("rules", [0.0, top - above], room, texts))
}
