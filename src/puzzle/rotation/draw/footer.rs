//! The text under a rotation board: the rules in a short legend on the puzzle, or
//! on the answer key the turns as letters, icons and slide directions, laid out
//! to the width available.

use svg::node::element::Group;

use super::turn_icon::turn_icon;
use super::{FONT_PT, ICON_PT, LINE_PT, RotationDrawing, TEXT_TOP_PT, label};
use crate::puzzle::rotation::board::Turn;
use crate::render::style::Style;

/// How an answer's turn list lies in a given width: icons per row, slide entries
/// per line, and the height it all takes under the board.
pub(super) struct TurnListShape {
    pub(super) icons_per_row: usize,
    pub(super) entries_per_line: usize,
    pub(super) height: f64,
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
        }
    }
}

/// Each move as "1 R east".
pub(super) fn slide_entries(puzzle: &RotationDrawing) -> Vec<String> {
    puzzle.solution.map_or_else(Vec::new, |solution| {
        solution
            .moves
            .iter()
            .enumerate()
            .map(|(i, m)| format!("{} {} {}", i + 1, m.turn.letter(), m.gravity.name()))
            .collect()
    })
}

/// The rules in three short lines, with turn icons.
pub(super) fn legend(puzzle: &RotationDrawing, top: f64, style: &Style) -> Group {
    let mut group = Group::new()
        .add(turn_icon(8.0, top - 4.0, 15.0, Turn::Clockwise, style))
        .add(turn_icon(26.0, top - 4.0, 15.0, Turn::Anticlockwise, style))
        .add(label(
            40.0,
            top,
            FONT_PT,
            "Turn the page right (R) or left (L): the ball falls down and rolls",
            "start",
            style,
        ))
        .add(label(
            40.0,
            top + 14.0,
            FONT_PT,
            "until a wall or the edge stops it. Make it stop on the star.",
            "start",
            style,
        ));
    if puzzle.has_traps {
        group = group.add(label(
            40.0,
            top + 28.0,
            FONT_PT,
            "Careful: some turns get the ball stuck for good.",
            "start",
            style,
        ));
    }
    group
}

/// The answer's turns: the letters, and for each turn its slide direction.
pub(super) fn turn_list(
    puzzle: &RotationDrawing,
    entries: &[String],
    shape: &TurnListShape,
    top: f64,
    style: &Style,
) -> Group {
    let Some(solution) = &puzzle.solution else {
        return Group::new().add(label(0.0, top, FONT_PT, "No solution.", "start", style));
    };
    let header = format!("{} turns: {}", solution.moves.len(), solution.turns);
    let mut group = Group::new()
        .add(label(0.0, top, FONT_PT + 1.0, &header, "start", style).set("font-weight", "bold"));
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
    for (line, chunk) in entries.chunks(shape.entries_per_line).enumerate() {
        let prefix = if line == 0 { "slides: " } else { "" };
        let y = top + LINE_PT * line as f64 + 8.0;
        group = group.add(label(
            0.0,
            y,
            FONT_PT - 1.0,
            &format!("{prefix}{}", chunk.join(" · ")),
            "start",
            style,
        ));
    }
    group
}
