//! Three small copies of the plan for young solvers: the lights as they are after
//! 0, 3, 6… moves, after 1, 4, 7… and after 2, 5, 8…, so nobody has to work out
//! the colour cycle in their head.

use svg::node::element::{Group, Rectangle};

use super::super::canvas::Canvas;
use super::super::maze::Maze;
use super::lights::lights;
use super::plan::{Frame, Rect, ends, roads};
use super::strip::SHADES;
use super::text::{label, width as text_width};
use crate::render::fit::{INK_ABOVE, TextBox, room_with};
use crate::render::fmt::num;
use crate::render::style::{MIN_TEXT_PT, Style};
use crate::units::PT_PER_MM;
use crate::words::Words;

const GAP_PT: f64 = 12.0;
const TITLE_PT: f64 = 9.0;
const TITLE_ROOM_PT: f64 = 14.0;
/// Lights on the small maps are at most this large.
pub const MAX_LIGHT_PT: f64 = 4.5 * PT_PER_MM;

/// The three maps' titles in `words`.
fn titles(words: &Words) -> [&str; 3] {
    ["viennese-after-0", "viennese-after-1", "viennese-after-2"].map(|key| words.get(key))
}

/// Width of one small map.
fn map_width(width: f64) -> f64 {
    ((width - 2.0 * GAP_PT) / 3.0).max(0.0)
}

fn map_height(canvas: &Canvas, width: f64) -> f64 {
    Frame::height_for_width(canvas, map_width(width), MAX_LIGHT_PT)
}

/// The row's height at `width`.
pub fn height(canvas: &Canvas, width: f64) -> f64 {
    TITLE_ROOM_PT + map_height(canvas, width)
}

/// How the small maps are fitted at `width` (for legibility checks).
pub fn frame(canvas: &Canvas, width: f64) -> Frame {
    let rect = Rect {
        x: 0.0,
        y: 0.0,
        width: map_width(width),
        height: map_height(canvas, width),
    };
    Frame::fit(canvas, rect, MAX_LIGHT_PT)
}

/// The three maps side by side, the row's top-left corner at (x, y).
pub fn draw(maze: &Maze, x: f64, y: f64, width: f64, style: &Style) -> Group {
    let canvas = maze.canvas();
    let (w, h) = (map_width(width), map_height(canvas, width));
    let mut group = Group::new().set("class", "phase-maps");
    let titles = titles(&style.words);
    let font = title_font(w, &titles);
    for (phase, title) in titles.into_iter().enumerate() {
        let left = x + phase as f64 * (w + GAP_PT);
        let rect = Rect {
            x: left,
            y: y + TITLE_ROOM_PT,
            width: w,
            height: h,
        };
        let frame = Frame::fit(canvas, rect, MAX_LIGHT_PT);
        group = group.add(
            Group::new()
                .set("class", "phase-map")
                .add(title_chip(left + w / 2.0, y, phase, (title, font), style))
                .add(title_room(left, y, w, (title, font), style))
                .add(roads(canvas, &frame, style))
                .add(ends(
                    canvas,
                    &frame,
                    [maze.start(), maze.goal()],
                    false,
                    style,
                ))
                .add(lights(maze, &frame, phase, style)),
        );
    }
    group
}

/// The titles' size: smaller on narrow maps, so that each stays over its map,
/// but never under the smallest printed text (`titles_fit` refuses those maps).
fn title_font(map_width: f64, titles: &[&str; 3]) -> f64 {
    let widest = widest_title(TITLE_PT, titles);
    if widest + 8.0 <= map_width {
        TITLE_PT
    } else {
        (TITLE_PT * (map_width - 8.0) / widest).max(MIN_TEXT_PT)
    }
}

fn widest_title(size: f64, titles: &[&str; 3]) -> f64 {
    titles
        .iter()
        .map(|t| text_width(t, size, true))
        .fold(0.0, f64::max)
}

/// Whether the three titles fit over their maps at `width` in printable text.
pub fn titles_fit(width: f64, words: &Words) -> bool {
    widest_title(MIN_TEXT_PT, &titles(words)) + 8.0 <= map_width(width)
}

/// A map's title in its room: the map's width, over the map, from a little
/// above the title's chip (a tall face's capitals reach that high).
fn title_room(left: f64, top: f64, width: f64, (title, font): (&str, f64), style: &Style) -> Group {
    let title = label(
        left + width / 2.0,
        top + TITLE_PT,
        font,
        title,
        "middle",
        style,
    )
    .set("font-weight", "bold");
    let above = (INK_ABOVE - 1.0) * TITLE_PT;
    let room = TextBox {
        width,
        height: TITLE_ROOM_PT + above,
    };
    room_with("phase-title", [left, top - above], room, [title])
}

/// A box behind a map's title in the shade of its moves' boxes in the strip.
fn title_chip(
    cx: f64,
    top: f64,
    phase: usize,
    (title, font): (&str, f64),
    style: &Style,
) -> Rectangle {
    let w = text_width(title, font, true) + 8.0;
    Rectangle::new()
        .set("x", num(cx - w / 2.0))
        .set("y", num(top - 2.0))
        .set("width", num(w))
        .set("height", num(TITLE_PT + 4.5))
        .set("rx", 2)
        .set("fill", SHADES[phase % 3])
        .set("stroke", style.ink)
        .set("stroke-width", 0.6)
}
