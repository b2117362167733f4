//! The move-tracking aid: a strip of numbered boxes to tick off, one per move,
//! shaded by the move's place in the three-move light cycle. Under each number,
//! the two printed light symbols that let a driver through on that move.

use svg::node::element::{Group, Rectangle};

use super::super::maze::Colour;
use super::lights::symbol;
use super::text::{label, width as text_wide, wrap};
use crate::render::fit::{INK_ABOVE, TextBox, room_with, size_for_words};
use crate::render::fmt::num;
use crate::render::style::Style;
use crate::words::Words;

const BOX_W_PT: f64 = 22.0;
const BOX_H_PT: f64 = 28.0;
const GAP_PT: f64 = 3.0;
const FONT_PT: f64 = 9.0;
const LINE_PT: f64 = 12.0;
const SIGN_PT: f64 = 7.5;
/// The gap between the caption and the boxes.
const CAPTION_GAP_PT: f64 = 3.0;
/// Fills for moves 1, 2, 3 (then again): white, light and mid grey. The phase
/// maps' titles share them, so a box and its map match.
pub const SHADES: [&str; 3] = ["#ffffff", "#ebebeb", "#d2d2d2"];

/// Boxes per row at `width`.
fn per_row(width: f64) -> usize {
    (((width + GAP_PT) / (BOX_W_PT + GAP_PT)).floor() as usize).max(1)
}

/// The caption's size (smaller while its longest word is wider than the
/// strip) and its lines.
fn caption_lines(width: f64, words: &Words) -> (f64, Vec<String>) {
    let caption = words.get("viennese-move-boxes");
    let size = size_for_words(caption, FONT_PT, width, |t, s| text_wide(t, s, false));
    (size, wrap(caption, size, width))
}

/// The strip's height at `width` for `boxes` boxes (0 when there are none).
pub fn height(width: f64, boxes: usize, words: &Words) -> f64 {
    if boxes == 0 {
        return 0.0;
    }
    let rows = boxes.div_ceil(per_row(width)) as f64;
    caption_lines(width, words).1.len() as f64 * LINE_PT
        + CAPTION_GAP_PT
        + rows * (BOX_H_PT + GAP_PT)
        - GAP_PT
}

/// The printed colours whose streets may be driven as move `number` (1-based):
/// every colour c with (c + number − 1) mod 3 not red.
pub fn open_colours(number: usize) -> [Colour; 2] {
    let blocked = (3 - number % 3) % 3;
    let mut open = (0..3u8).filter(|&c| usize::from(c) != blocked);
    let first = open.next().unwrap_or(0);
    [first, open.next().unwrap_or(1)]
}

/// The strip with its top-left corner at (x, y).
pub fn draw(x: f64, y: f64, width: f64, boxes: usize, style: &Style) -> Group {
    let mut group = Group::new().set("class", "move-strip");
    if boxes == 0 {
        return group;
    }
    let (size, lines) = caption_lines(width, &style.words);
    let texts = lines.iter().enumerate().map(|(i, line)| {
        let baseline = y + LINE_PT * (i as f64 + 0.75);
        label(x, baseline, size, line, "start", style)
    });
    // The caption's lines and the gap under them, and above them as high as
    // the first line's ink may reach.
    let room_top = y + LINE_PT * 0.75 - INK_ABOVE * FONT_PT;
    let room = TextBox {
        width,
        height: y + lines.len() as f64 * LINE_PT + CAPTION_GAP_PT - room_top,
    };
    group = group.add(room_with("strip-caption", [x, room_top], room, texts));
    let top = y + lines.len() as f64 * LINE_PT + CAPTION_GAP_PT;
    let row_length = per_row(width);
    for number in 1..=boxes {
        let (row, column) = ((number - 1) / row_length, (number - 1) % row_length);
        let bx = x + column as f64 * (BOX_W_PT + GAP_PT);
        let by = top + row as f64 * (BOX_H_PT + GAP_PT);
        group = group.add(move_box(bx, by, number, style));
    }
    group
}

fn move_box(x: f64, y: f64, number: usize, style: &Style) -> Group {
    let frame = Rectangle::new()
        .set("x", num(x))
        .set("y", num(y))
        .set("width", num(BOX_W_PT))
        .set("height", num(BOX_H_PT))
        .set("rx", 2)
        .set("fill", SHADES[(number - 1) % 3])
        .set("stroke", style.ink)
        .set("stroke-width", 0.8);
    let mut group = Group::new().set("class", "move-box").add(frame).add(
        label(
            x + BOX_W_PT / 2.0,
            y + 11.0,
            FONT_PT,
            &number.to_string(),
            "middle",
            style,
        )
        .set("font-weight", "bold"),
    );
    for (i, colour) in open_colours(number).into_iter().enumerate() {
        let cx = x + BOX_W_PT / 2.0 + (i as f64 - 0.5) * (SIGN_PT + 2.0);
        group = group.add(symbol(colour, cx, y + BOX_H_PT - 8.0, SIGN_PT, style));
    }
    group
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::viennese::maze::{GREEN, ORANGE, RED};

    #[test]
    fn the_signs_follow_the_rules() {
        // Move 1 is made before any tick: red lights block it.
        assert_eq!(open_colours(1), [GREEN, ORANGE]);
        // Move 2: printed orange is now red; printed red is now green.
        assert_eq!(open_colours(2), [GREEN, RED]);
        assert_eq!(open_colours(3), [ORANGE, RED]);
        assert_eq!(open_colours(4), open_colours(1));
    }

    #[test]
    fn one_box_per_move_and_rows_wrap() {
        let svg = draw(0.0, 0.0, 200.0, 25, &Style::default()).to_string();
        assert_eq!(svg.matches("class=\"move-box\"").count(), 25);
        let words = Words::default();
        assert!(height(200.0, 25, &words) > height(800.0, 25, &words));
        assert_eq!(height(300.0, 0, &words), 0.0);
    }
}
