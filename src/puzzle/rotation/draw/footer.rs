//! The text under a rotation board: the rules in a short legend on the puzzle, or
//! on the answer key the turns as letters, icons and slide directions, laid out
//! to the width available.

use svg::node::element::Group;

use super::turn_icon::turn_icon;
use super::{FONT_PT, ICON_PT, LINE_PT, RotationDrawing, TEXT_TOP_PT, label};
use crate::puzzle::rotation::board::Turn;
use crate::render::fit::{
    INK_ABOVE, INK_BELOW, TextBox, room_with, size_for_line, size_for_words, width_in,
};
use crate::render::style::{MIN_TEXT_PT, Style};
use crate::render::text::Measure;
use crate::words::Words;

/// How an answer's turn list lies in a given width: icons per row, slide entries
/// per line, and the height it all takes under the board.
pub(super) struct TurnListShape {
    pub(super) icons_per_row: usize,
    pub(super) entries_per_line: usize,
    pub(super) height: f64,
    /// The width the list is laid out in.
    pub(super) width: f64,
}

impl TurnListShape {
    pub(super) fn new(entries: &[String], width: f64) -> Self {
        let icons_per_row = ((width / ICON_PT).floor() as usize).max(1);
        // About 0.55 em a character is a safe width for the shipped fonts.
        let longest = entries
            .iter()
            .map(|e| e.chars().count() + 3)
            .max()
            .unwrap_or(10);
        let entry = longest as f64 * 0.55 * (FONT_PT - 1.0);
        let entries_per_line = ((width - 40.0) / entry).floor().max(1.0) as usize;
        let icon_rows = entries.len().div_ceil(icons_per_row) as f64;
        let lines = entries.len().div_ceil(entries_per_line) as f64;
        let height = TEXT_TOP_PT + 9.0 + ICON_PT * icon_rows + 4.0 + LINE_PT * lines + 6.0;
        TurnListShape {
            icons_per_row,
            entries_per_line,
            height,
            width,
        }
    }
}

/// A turn's letter in `words` ("R", "L").
fn letter(turn: Turn, words: &Words) -> &str {
    match turn {
        Turn::Clockwise => words.get("turn-right"),
        Turn::Anticlockwise => words.get("turn-left"),
    }
}

/// Each move as "1 R east".
pub(super) fn slide_entries(puzzle: &RotationDrawing, words: &Words) -> Vec<String> {
    puzzle.solution.map_or_else(Vec::new, |solution| {
        solution
            .moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let way = words.get(m.gravity.name());
                format!("{} {} {way}", i + 1, letter(m.turn, words))
            })
            .collect()
    })
}

/// Left of the legend's text: the two turn icons.
const LEGEND_TEXT_X: f64 = 40.0;

/// The rules (and the warning about traps) wrapped to `width`, with turn
/// icons, in the footer's room: a long text is set smaller, down to the
/// smallest printed size.
pub(super) fn legend(
    puzzle: &RotationDrawing,
    top: f64,
    width: f64,
    room: f64,
    style: &Style,
) -> Group {
    let words = &style.words;
    let mut text = words.get("rotation-rules").to_string();
    if puzzle.has_traps {
        text = format!("{text}\n{}", words.get("rotation-traps"));
    }
    let column = (width - LEGEND_TEXT_X).max(1.0);
    let (size, lines) = fitted_lines(&text, column, room, style);
    let line_pt = LINE_PT * size / FONT_PT;
    let texts = lines.iter().enumerate().map(|(i, line)| {
        let y = top + line_pt * i as f64;
        label(LEGEND_TEXT_X, y, size, line, "start", style)
    });
    // The footer's room under the first baseline, and a line's height above it.
    let rules = TextBox {
        width: column,
        height: ABOVE_BASELINE * FONT_PT + room + 0.15 * FONT_PT,
    };
    let at = [LEGEND_TEXT_X, top - ABOVE_BASELINE * FONT_PT];
    Group::new()
        .add(turn_icon(8.0, top - 4.0, 15.0, Turn::Clockwise, style))
        .add(turn_icon(26.0, top - 4.0, 15.0, Turn::Anticlockwise, style))
        .add(room_with("rules", at, rules, texts))
}

/// How far a line's room reaches above its baseline, in sizes.
const ABOVE_BASELINE: f64 = INK_ABOVE;

/// The largest size, from the legend's own down to the smallest printed text,
/// at which `text` wrapped to `width` stays `room` points high; its lines.
fn fitted_lines(text: &str, width: f64, room: f64, style: &Style) -> (f64, Vec<String>) {
    let measure = Measure::of_family(&style.font_family, false);
    let wrap = |size: f64| match measure {
        Some(measure) => measure.wrap(text, size, width),
        None => text.lines().map(str::to_string).collect(),
    };
    let fits = |size: f64, lines: usize| {
        (lines.max(1) - 1) as f64 * LINE_PT * size / FONT_PT + 0.3 * size <= room
    };
    let wide = |t: &str, s: f64| measure.map_or(0.0, |m| m.width(t, s));
    let mut size = size_for_words(text, FONT_PT, width, wide);
    loop {
        let lines = wrap(size);
        if fits(size, lines.len()) || size <= MIN_TEXT_PT {
            return (size, lines);
        }
        size = (size - 0.5).max(MIN_TEXT_PT);
    }
}

/// The answer's turns: the letters, and for each turn its slide direction.
pub(super) fn turn_list(
    puzzle: &RotationDrawing,
    entries: &[String],
    shape: &TurnListShape,
    top: f64,
    style: &Style,
) -> Group {
    let words = &style.words;
    let Some(solution) = &puzzle.solution else {
        let none = words.get("rotation-no-solution");
        return Group::new().add(label(0.0, top, FONT_PT, none, "start", style));
    };
    let letters: Vec<&str> = solution
        .moves
        .iter()
        .map(|m| letter(m.turn, words))
        .collect();
    let spaced = letters.iter().any(|l| l.chars().count() > 1);
    let turns = letters.join(if spaced { " " } else { "" });
    let header = match solution.moves.len() {
        1 => words.fill("rotation-one-turn", &[("turns", &turns)]),
        n => words.fill(
            "rotation-turns",
            &[("n", &n.to_string()), ("turns", &turns)],
        ),
    };
    let heading = FONT_PT + 1.0;
    let wide = width_in(&style.font_family, true, &header, heading);
    let size = size_for_line(heading, wide, shape.width);
    let header = label(0.0, top, size, &header, "start", style).set("font-weight", "bold");
    let room = TextBox {
        width: shape.width,
        height: (ABOVE_BASELINE + INK_BELOW) * heading,
    };
    let at = [0.0, top - ABOVE_BASELINE * heading];
    let mut group = Group::new().add(room_with("turns", at, room, [header]));
    // The turns again as ↻ / ↺ icons.
    for (i, m) in solution.moves.iter().enumerate() {
        let (row, column) = (i / shape.icons_per_row, i % shape.icons_per_row);
        let (cx, cy) = (
            ICON_PT * (column as f64 + 0.5),
            top + 9.0 + ICON_PT * (row as f64 + 0.5),
        );
        group = group.add(turn_icon(cx, cy, ICON_PT * 0.9, m.turn, style));
    }
    let top = top + 9.0 + ICON_PT * entries.len().div_ceil(shape.icons_per_row) as f64 + 4.0;
    let size = FONT_PT - 1.0;
    let texts = entries
        .chunks(shape.entries_per_line)
        .enumerate()
        .map(|(line, chunk)| {
            let prefix = match line {
                0 => format!("{} ", words.get("rotation-slides")),
                _ => String::new(),
            };
            let y = top + LINE_PT * line as f64 + 8.0;
            let said = format!("{prefix}{}", chunk.join(" · "));
            let wide = width_in(&style.font_family, false, &said, size);
            let fitted = size_for_line(size, wide, shape.width);
            label(0.0, y, fitted, &said, "start", style)
        });
    // The slides' lines, from a line's height above the first baseline.
    let lines = entries.len().div_ceil(shape.entries_per_line) as f64;
    let room = TextBox {
        width: shape.width,
        height: LINE_PT * lines + 6.0,
    };
    let at = [0.0, top + 8.0 - ABOVE_BASELINE * size];
    group.add(room_with("slides", at, room, texts))
}
