//! The move strip: a caption over rows of boxes in groups of five, each row
//! labelled with its first move's number. The puzzle's boxes are empty for the
//! player's pencil; the answer fills the same grid with the moves' icons, and a
//! hint with its first few.

use svg::node::element::{Group, Rectangle};

use super::arrows::icon;
use super::text::label;
use crate::puzzle::theseus::moves::Move;
use crate::puzzle::theseus::solve::Solution;
use crate::render::fit::{INK_ABOVE, TextBox, room_with, size_for_line, width_in};
use crate::render::fmt::num;
use crate::render::style::{MIN_TEXT_PT, Style};
use crate::render::text::Measure;

const BOX_PT: f64 = 15.0;
const GAP_PT: f64 = 2.0;
/// Extra room between groups of five.
const GROUP_GAP_PT: f64 = 5.0;
/// The row labels' column.
const LABEL_PT: f64 = 20.0;
const CAPTION_PT: f64 = 15.0;
const CAPTION_SIZE_PT: f64 = 8.5;

/// Boxes a row holds at `width`: whole groups of five when one fits.
fn per_row(width: f64) -> usize {
    let room = width - LABEL_PT;
    let group = 5.0 * BOX_PT + 4.0 * GAP_PT;
    let groups = ((room + GROUP_GAP_PT) / (group + GROUP_GAP_PT)).floor() as usize;
    if groups >= 1 {
        groups * 5
    } else {
        (((room + GAP_PT) / (BOX_PT + GAP_PT)).floor() as usize).max(1)
    }
}

/// The narrowest strip holding `groups` groups of five a row (a hair more,
/// so [`per_row`] counts them all).
pub fn width_for_groups(groups: usize) -> f64 {
    let group = 5.0 * BOX_PT + 4.0 * GAP_PT;
    let groups = groups.max(1) as f64;
    LABEL_PT + groups * group + (groups - 1.0) * GROUP_GAP_PT + 0.01
}

/// The strip's height at `width` for `moves` boxes, caption included.
pub fn height(width: f64, moves: usize) -> f64 {
    let rows = moves.div_ceil(per_row(width)) as f64;
    CAPTION_PT + rows * (BOX_PT + GAP_PT)
}

/// The top-left corner of box `i` (0-based) in a strip whose rows start at `top`.
fn place(i: usize, top: f64, width: f64) -> (f64, f64) {
    let per_row = per_row(width);
    let (row, column) = (i / per_row, i % per_row);
    let x = LABEL_PT + column as f64 * (BOX_PT + GAP_PT) + (column / 5) as f64 * GROUP_GAP_PT;
    (x, top + row as f64 * (BOX_PT + GAP_PT))
}

/// Each row's first move number, beside the row.
fn row_labels(moves: usize, top: f64, width: f64, style: &Style) -> Group {
    let mut group = Group::new();
    for first in (0..moves).step_by(per_row(width)) {
        let (_, y) = place(first, top, width);
        group = group.add(label(
            LABEL_PT - 4.0,
            y + BOX_PT / 2.0 + MIN_TEXT_PT * 0.35,
            MIN_TEXT_PT + 0.5,
            &(first + 1).to_string(),
            "end",
            style,
        ));
    }
    group
}

/// `text` on one line over the strip, in its room `width` wide: set smaller
/// when it is wider (and refused by the page check, naming its key, when even
/// the smallest size is too wide).
fn caption(text: &str, top: f64, width: f64, bold: bool, style: &Style) -> Group {
    let wide = width_in(&style.font_family, bold, text, CAPTION_SIZE_PT);
    let size = size_for_line(CAPTION_SIZE_PT, wide, width);
    let mut line = label(0.0, top + size, size, text, "start", style);
    if bold {
        line = line.set("font-weight", "bold");
    }
    room_with(
        "caption",
        [0.0, top - ABOVE_PT],
        caption_room(width),
        [line],
    )
}

/// The caption's band, and a tall face's capitals a little above it.
const ABOVE_PT: f64 = (INK_ABOVE - 1.0) * CAPTION_SIZE_PT;

/// A room `width` wide in the caption's band.
fn caption_room(width: f64) -> TextBox {
    TextBox {
        width: width.max(0.0),
        height: CAPTION_PT + ABOVE_PT,
    }
}

/// `moves` empty boxes under their caption, from `top`.
pub fn boxes(moves: usize, top: f64, width: f64, style: &Style) -> Group {
    let rows_top = top + CAPTION_PT;
    let mut group = Group::new()
        .set("class", "move-strip")
        .add(caption(
            style.words.get("theseus-move-boxes"),
            top,
            width,
            false,
            style,
        ))
        .add(row_labels(moves, rows_top, width, style));
    for i in 0..moves {
        let (x, y) = place(i, rows_top, width);
        group = group.add(
            Rectangle::new()
                .set("class", "move-box")
                .set("x", num(x))
                .set("y", num(y))
                .set("width", num(BOX_PT))
                .set("height", num(BOX_PT))
                .set("rx", 1.5)
                .set("fill", "#ffffff")
                .set("stroke", style.ink)
                .set("stroke-width", 0.8),
        );
    }
    group
}

/// The answer's moves as icons in the strip's grid, under "n moves" and what
/// the dot means; "No escape." when there is none.
pub fn answer_list(solution: Option<&Solution>, top: f64, width: f64, style: &Style) -> Group {
    let words = &style.words;
    let Some(solution) = solution else {
        let none = words.get("theseus-no-escape");
        return Group::new().add(caption(none, top, width, false, style));
    };
    let n = solution.len();
    let header = match n {
        1 => words.get("theseus-one-move").to_string(),
        _ => words.fill("theseus-moves", &[("n", &n.to_string())]),
    };
    move_list(&header, &solution.moves, top, width, style).set("class", "move-list")
}

/// A hint: the first `given` moves of the answer's `solution` in the strip's
/// grid, under "The first 7 of 28 moves:"; "No escape." when there is none.
pub fn hint_list(solution: Option<&Solution>, given: usize, width: f64, style: &Style) -> Group {
    let words = &style.words;
    let Some(solution) = solution else {
        let none = words.get("theseus-no-escape");
        return Group::new().add(caption(none, 0.0, width, false, style));
    };
    let moves = &solution.moves[..given.min(solution.len())];
    let header = words.fill(
        "theseus-hint-moves",
        &[
            ("n", &moves.len().to_string()),
            ("total", &solution.len().to_string()),
        ],
    );
    move_list(&header, moves, 0.0, width, style).set("class", "hint-list")
}

/// `moves` as icons in the strip's grid under a bold `header`, with what the
/// dot means when one of them is a wait.
fn move_list(header: &str, moves: &[Move], top: f64, width: f64, style: &Style) -> Group {
    let rows_top = top + CAPTION_PT;
    let waits = moves.contains(&Move::Wait);
    // The header leaves the wait key its room at the right end.
    let header_width = match waits {
        true => width - wait_key_width(style) - KEY_GAP_PT,
        false => width,
    };
    let mut group = Group::new()
        .add(caption(header, top, header_width, true, style))
        .add(row_labels(moves.len(), rows_top, width, style));
    if waits {
        group = group.add(wait_key(top, width, style));
    }
    for (i, &step) in moves.iter().enumerate() {
        let (x, y) = place(i, rows_top, width);
        group = group.add(icon(
            step,
            x + BOX_PT / 2.0,
            y + BOX_PT / 2.0,
            BOX_PT * 0.8,
            style,
        ));
    }
    group
}

/// The room between the header and the wait key.
const KEY_GAP_PT: f64 = 6.0;

/// The width of "• wait": the word, and its dot before it.
fn wait_key_width(style: &Style) -> f64 {
    let size = CAPTION_SIZE_PT;
    let text = style.words.get("theseus-wait");
    let text_width = Measure::of_family(&style.font_family, false)
        .map_or(text.chars().count() as f64 * size * 0.6, |m| {
            m.width(text, size)
        });
    text_width + size * 1.1
}

/// "• wait" at the caption's right end.
fn wait_key(top: f64, width: f64, style: &Style) -> Group {
    let size = CAPTION_SIZE_PT;
    let text = style.words.get("theseus-wait");
    let key_width = wait_key_width(style);
    let dot_x = width - key_width + size * 0.5;
    let word = label(width, top + size, size, text, "end", style);
    let at = [width - key_width, top - ABOVE_PT];
    Group::new()
        .add(icon(Move::Wait, dot_x, top + size * 0.65, size, style))
        .add(room_with("wait", at, caption_room(key_width), [word]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::HintPart;
    use crate::puzzle::theseus::form::TheseusForm;
    use crate::puzzle::theseus::kind::TheseusFinished;

    /// The move icons of a list's drawing (from its top at 0), in order:
    /// arrows are paths, waits discs; the caption's key to the dot is not one.
    fn icons(group: &Group) -> Vec<String> {
        let text = group.to_string();
        let in_rows = |e: &&str| {
            let cy = e
                .split("cy=\"")
                .nth(1)
                .and_then(|rest| rest.split('"').next());
            cy.and_then(|cy| cy.parse::<f64>().ok())
                .is_none_or(|cy| cy > CAPTION_PT)
        };
        let elements = text
            .split('<')
            .filter(|e| e.starts_with("path") || e.starts_with("circle"))
            .filter(in_rows);
        elements.map(str::to_string).collect()
    }

    #[test]
    fn a_hint_draws_the_first_moves_of_the_printed_solution_in_the_answers_grid() {
        let form: TheseusForm = serde_json::from_value(serde_json::json!({
            "kind": "theseus", "width": 4, "height": 4,
            "walls": [[[1, 0], [1, 1]], [[2, 1], [2, 2]], [[0, 2], [1, 2]]],
            "exit": {"cell": [3, 3], "side": "east"},
            "theseus": [0, 0], "minotaur": [3, 0]
        }))
        .expect("a form");
        let finished = TheseusFinished::checked(form.puzzle().expect("a board")).expect("checked");
        let solution = finished.analysis.solution.as_ref().expect("an escape");
        let style = Style::default();
        let whole = icons(&answer_list(Some(solution), 0.0, 300.0, &style));
        assert_eq!(whole.len(), solution.len());
        for part in HintPart::ALL {
            let given = part.moves(solution.len());
            let hint = icons(&hint_list(Some(solution), given, 300.0, &style));
            assert_eq!(hint.len(), given, "{part:?}");
            assert_eq!(
                hint[..],
                whole[..given],
                "{part:?}: the answer's first moves"
            );
        }
    }
}
