//! The rules on the page, one short row each with a drawn icon on its left: where
//! to start and finish, the colour cycle, green or orange only, and (without
//! whether U-turns are allowed, each page stating its own rule with a U-turn
//! arrow (crossed out when they are not). Icons are paths because the shipped fonts have no
//! arrow or traffic-sign glyphs.

use svg::node::element::{Circle, Group, Line, Path};

use super::super::maze::{GREEN, ORANGE, RED};
use super::lights::symbol;
use super::text::{label, width as text_wide, wrap};
use crate::render::fit::{INK_ABOVE, TextBox, room_with, size_for_words};
use crate::render::fmt::num;
use crate::render::pictogram;
use crate::render::style::Style;
use crate::words::Words;

pub const FONT_PT: f64 = 9.5;
const LINE_PT: f64 = 12.5;
const ICON_COLUMN_PT: f64 = 66.0;
const ICON_PT: f64 = 11.0;
const ROW_GAP_PT: f64 = 4.0;
/// The narrowest legend that still reads well.
pub const MIN_WIDTH_PT: f64 = 190.0;

#[derive(Debug, Clone, Copy, PartialEq)]
enum Icon {
    Ends,
    Cycle,
    Open,
    NoUTurn,
    UTurn,
}

/// Each row's icon and its text in `words`.
fn rows(no_u_turns: bool, words: &Words) -> [(Icon, &str); 4] {
    let turns = match no_u_turns {
        true => (Icon::NoUTurn, words.get("viennese-no-u-turns")),
        false => (Icon::UTurn, words.get("viennese-u-turns")),
    };
    [
        (Icon::Ends, words.get("viennese-ends")),
        (Icon::Cycle, words.get("viennese-cycle")),
        (Icon::Open, words.get("viennese-open")),
        turns,
    ]
}

fn text_width(width: f64) -> f64 {
    (width - ICON_COLUMN_PT).max(40.0)
}

fn row_height(lines: usize) -> f64 {
    (lines as f64 * LINE_PT).max(ICON_PT + 4.0)
}

/// The legend's height at `width`, set in `words`.
pub fn height(width: f64, no_u_turns: bool, words: &Words) -> f64 {
    let rows = rows(no_u_turns, words);
    let text: f64 = rows
        .iter()
        .map(|(_, t)| row_height(lines(t, width).1.len()))
        .sum();
    text + ROW_GAP_PT * (rows.len() - 1) as f64
}

/// The legend with its top-left corner at (x, y), in the style's words.
pub fn draw((x, y): (f64, f64), width: f64, no_u_turns: bool, style: &Style) -> Group {
    let mut group = Group::new();
    let mut top = y;
    for (row, (icon, text)) in rows(no_u_turns, &style.words).into_iter().enumerate() {
        let (size, lines) = lines(text, width);
        let h = row_height(lines.len());
        let first_baseline = top + LINE_PT * 0.5 + FONT_PT * 0.35;
        group = group.add(draw_icon(icon, x, first_baseline - FONT_PT * 0.35, style));
        let texts = lines.iter().enumerate().map(|(i, line)| {
            let baseline = first_baseline + LINE_PT * i as f64;
            label(x + ICON_COLUMN_PT, baseline, size, line, "start", style)
        });
        // The row's band and half the gap below it; above it, half the gap
        // or as high as the first line's ink may reach.
        let room_top = (top - ROW_GAP_PT / 2.0).min(first_baseline - INK_ABOVE * FONT_PT);
        let room = TextBox {
            width: text_width(width),
            height: top + h + ROW_GAP_PT / 2.0 - room_top,
        };
        let at = [x + ICON_COLUMN_PT, room_top];
        group = group.add(room_with(&format!("legend-{row}"), at, room, texts));
        top += h + ROW_GAP_PT;
    }
    group
}

/// A row's text wrapped into the legend's text column: at [`FONT_PT`], or
/// smaller while its longest word is wider than the column.
fn lines(text: &str, width: f64) -> (f64, Vec<String>) {
    let column = text_width(width);
    let size = size_for_words(text, FONT_PT, column, |t, s| text_wide(t, s, false));
    (size, wrap(text, size, column))
}

fn draw_icon(icon: Icon, x: f64, cy: f64, style: &Style) -> Group {
    let step = ICON_PT + 9.0;
    let at = |i: f64| x + ICON_PT / 2.0 + step * i;
    match icon {
        Icon::Ends => Group::new()
            .add(pictogram::start(at(0.0), cy, ICON_PT + 3.0, style))
            .add(chevron(at(0.5), cy, style))
            .add(pictogram::goal(at(1.0), cy, ICON_PT + 3.0, style)),
        Icon::Cycle => Group::new()
            .add(symbol(GREEN, at(0.0), cy, ICON_PT, style))
            .add(chevron(at(0.5), cy, style))
            .add(symbol(ORANGE, at(1.0), cy, ICON_PT, style))
            .add(chevron(at(1.5), cy, style))
            .add(symbol(RED, at(2.0), cy, ICON_PT, style)),
        Icon::Open => Group::new()
            .add(symbol(GREEN, at(0.0), cy, ICON_PT, style))
            .add(symbol(ORANGE, at(1.0), cy, ICON_PT, style))
            .add(crossed_out(
                symbol(RED, at(2.0), cy, ICON_PT, style),
                at(2.0),
                cy,
                style,
            )),
        Icon::NoUTurn => no_u_turn(at(0.0) + 2.0, cy, ICON_PT + 4.0, style),
        Icon::UTurn => Group::new().add(u_turn_arrow(at(0.0) + 2.0, cy, ICON_PT + 4.0, style)),
    }
}

/// A small "›" between two icons.
pub fn chevron(cx: f64, cy: f64, style: &Style) -> Path {
    let (w, h) = (2.2, 3.2);
    Path::new()
        .set(
            "d",
            format!(
                "M{} {}L{} {}L{} {}",
                num(cx - w),
                num(cy - h),
                num(cx + w),
                num(cy),
                num(cx - w),
                num(cy + h)
            ),
        )
        .set("fill", "none")
        .set("stroke", style.ink)
        .set("stroke-width", 1.2)
        .set("stroke-linecap", "round")
        .set("stroke-linejoin", "round")
}

/// `inner` with a bold diagonal stroke across it: "not this one".
fn crossed_out(inner: Group, cx: f64, cy: f64, style: &Style) -> Group {
    let r = ICON_PT * 0.62;
    let stroke = |colour: &str, width: f64| {
        Line::new()
            .set("x1", num(cx - r))
            .set("y1", num(cy + r))
            .set("x2", num(cx + r))
            .set("y2", num(cy - r))
            .set("stroke", colour.to_string())
            .set("stroke-width", width)
            .set("stroke-linecap", "round")
    };
    inner
        .add(stroke("#ffffff", 3.2))
        .add(stroke(style.ink, 1.6))
}

/// A U-turn arrow (up, over and back down) `size` across, centred on (cx, cy).
fn u_turn_arrow(cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    let r = size / 2.0;
    let (w, s) = (r * 0.32, r * 0.09);
    let arrow = Path::new()
        .set(
            "d",
            format!(
                "M{} {}V{}A{} {} 0 0 1 {} {}V{}",
                num(cx - w),
                num(cy + r * 0.5),
                num(cy - r * 0.1),
                num(w),
                num(w),
                num(cx + w),
                num(cy - r * 0.1),
                num(cy + r * 0.3)
            ),
        )
        .set("fill", "none")
        .set("stroke", style.ink)
        .set("stroke-width", num(s * 1.6));
    let head = Path::new()
        .set(
            "d",
            format!(
                "M{} {}L{} {}L{} {}Z",
                num(cx + w - r * 0.2),
                num(cy + r * 0.22),
                num(cx + w + r * 0.2),
                num(cy + r * 0.22),
                num(cx + w),
                num(cy + r * 0.55)
            ),
        )
        .set("fill", style.ink);
    Group::new()
        .set("class", "u-turn-arrow")
        .add(arrow)
        .add(head)
}

/// A U-turn arrow inside a "no" sign (a ring with a slash), `size` across.
pub fn no_u_turn(cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    let r = size / 2.0;
    let s = r * 0.09;
    let ring = Circle::new()
        .set("cx", num(cx))
        .set("cy", num(cy))
        .set("r", num(r - s))
        .set("fill", "none")
        .set("stroke", style.ink)
        .set("stroke-width", num(s * 2.0));
    let d = (r - s) * std::f64::consts::FRAC_1_SQRT_2;
    let slash = Line::new()
        .set("x1", num(cx - d))
        .set("y1", num(cy - d))
        .set("x2", num(cx + d))
        .set("y2", num(cy + d))
        .set("stroke", style.ink)
        .set("stroke-width", num(s * 2.0));
    u_turn_arrow(cx, cy, size, style).add(ring).add(slash)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrower_legends_are_taller() {
        let words = Words::default();
        assert!(height(200.0, true, &words) > height(450.0, true, &words));
        assert!(height(200.0, false, &words) > height(450.0, false, &words));
    }

    #[test]
    fn every_legend_states_its_u_turn_rule_with_an_icon() {
        let style = Style::default();
        let strict = draw((0.0, 0.0), 450.0, true, &style).to_string();
        assert!(strict.contains("No U-turns") && !strict.contains("U-turns allowed"));
        let kind = draw((0.0, 0.0), 450.0, false, &style).to_string();
        assert!(kind.contains("U-turns allowed") && !kind.contains("No U-turns"));
        // Both draw the arrow; only the strict one crosses it out (ring and slash).
        assert!(strict.contains("u-turn-arrow") && kind.contains("u-turn-arrow"));
        assert_eq!(
            strict.matches("<circle").count(),
            kind.matches("<circle").count() + 1
        );
    }
}
