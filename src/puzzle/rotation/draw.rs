//! Draws a rotation puzzle: the board like a crossword (blocked cells filled), the
//! ball at rest, the goal star, and a dashed edge marking the board's original
//! bottom so a reader who turns the page keeps track; under it a short legend. The
//! answer key adds the path with numbered resting points and the turns with their
//! slide directions.

use crate::math;
use std::f64::consts::PI;

use svg::node::element::{Circle, Group, Line, Path, Polyline, Rectangle, Text};

use super::board::{Cell, Turn};
use super::kind::RotationFinished;
use crate::render::answer_line::answer_line;
use crate::render::fmt::num;
use crate::render::pictogram;
use crate::render::style::Style;
use crate::units::PT_PER_MM;

/// Room under a puzzle's board for the bottom marker and the legend.
const FOOTER_PT: f64 = 84.0;
/// From the board's bottom edge to the first line of text under it.
const TEXT_TOP_PT: f64 = 34.0;
const LINE_PT: f64 = 14.0;
const ICON_PT: f64 = 13.0;
/// The smallest printed cell.
const MIN_CELL_PT: f64 = 5.0 * PT_PER_MM;
/// The smallest printed cell of an answer key.
const MIN_ANSWER_CELL_PT: f64 = 2.5 * PT_PER_MM;
const FONT_PT: f64 = 10.5;

fn cell_size(columns: usize, rows: usize, width: f64, height: f64) -> f64 {
    cell_size_above(columns, rows, width, height, FOOTER_PT)
}

fn cell_size_above(columns: usize, rows: usize, width: f64, height: f64, footer: f64) -> f64 {
    (width / columns as f64).min((height - footer) / rows as f64)
}

/// How an answer's turn list lies in a given width: icons per row, slide entries
/// per line, and the height it all takes under the board.
struct TurnListShape {
    icons_per_row: usize,
    entries_per_line: usize,
    height: f64,
}

impl TurnListShape {
    fn new(entries: &[String], width: f64) -> Self {
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
fn slide_entries(finished: &RotationFinished) -> Vec<String> {
    finished
        .analysis
        .solution
        .as_ref()
        .map_or_else(Vec::new, |solution| {
            solution
                .moves
                .iter()
                .enumerate()
                .map(|(i, m)| format!("{} {} {}", i + 1, m.turn.letter(), m.gravity.name()))
                .collect()
        })
}

/// `Ok` when the board prints with cells of at least 5 mm.
pub fn fits(columns: usize, rows: usize, width: f64, height: f64) -> Result<(), String> {
    let cell = cell_size(columns, rows, width, height);
    if cell + 1e-6 >= MIN_CELL_PT {
        return Ok(());
    }
    Err(format!(
        "a {columns}×{rows} board would print with {:.1} mm cells; it needs at least {:.0} mm",
        cell / PT_PER_MM,
        MIN_CELL_PT / PT_PER_MM
    ))
}

/// `Ok` when an answer key of `turns` turns prints with cells of at least 3 mm
/// above its turn list.
pub fn answer_fits(
    columns: usize,
    rows: usize,
    turns: usize,
    width: f64,
    height: f64,
) -> Result<(), String> {
    // The longest entries: two-digit move numbers and five-letter directions.
    let entries: Vec<String> = (1..=turns).map(|i| format!("{i} R north")).collect();
    let shape = TurnListShape::new(&entries, width);
    let cell = cell_size_above(columns, rows, width, height, shape.height);
    if cell + 1e-6 >= MIN_ANSWER_CELL_PT {
        return Ok(());
    }
    Err(format!(
        "the answer key of a {turns}-turn puzzle on a {columns}×{rows} board would print with {:.1} mm cells above its list of turns; it needs at least {:.1} mm (use fewer answers per page in [answers])",
        cell.max(0.0) / PT_PER_MM,
        MIN_ANSWER_CELL_PT / PT_PER_MM
    ))
}

/// Width ÷ height of a stand-alone drawing (15 mm cells).
pub fn aspect_ratio(columns: usize, rows: usize) -> f64 {
    let cell = 15.0 * PT_PER_MM;
    (cell * columns as f64).max(300.0) / (cell * rows as f64 + FOOTER_PT)
}

/// Draws the puzzle (or its answer) into a `width`×`height` box, from the top.
pub fn draw(
    finished: &RotationFinished,
    answer: bool,
    width: f64,
    height: f64,
    style: &Style,
) -> Group {
    let board = &finished.puzzle.board;
    let (columns, rows) = (board.width(), board.height());
    let entries = slide_entries(finished);
    let shape = TurnListShape::new(&entries, width);
    let footer = if answer { shape.height } else { FOOTER_PT };
    let cell = cell_size_above(columns, rows, width, height, footer);
    let left = (width - cell * columns as f64) / 2.0;
    let mut drawing = Group::new()
        .add(cells(finished, cell, style))
        .add(bottom_marker(columns, rows, cell, style));
    if answer {
        drawing = drawing.add(path(finished, cell, style));
    }
    drawing = drawing.add(goal_and_ball(finished, cell, style));
    if answer {
        drawing = drawing.add(numbered_rests(finished, cell, style));
    }
    let footer_top = cell * rows as f64 + TEXT_TOP_PT;
    // The legend lines up with the board; an answer's list uses the whole width.
    let (footer, footer_left) = if answer {
        (
            turn_list(finished, &entries, &shape, footer_top, style),
            0.0,
        )
    } else {
        (legend(finished, footer_top, style), left.max(0.0))
    };
    Group::new()
        .set("font-family", style.font_family.as_str())
        .add(drawing.set("transform", format!("translate({},0)", num(left))))
        .add(footer.set("transform", format!("translate({},0)", num(footer_left))))
}

fn centre(at: Cell, cell: f64) -> (f64, f64) {
    ((at[0] as f64 + 0.5) * cell, (at[1] as f64 + 0.5) * cell)
}

/// Open cells white, blocked cells filled, thin lines between, a firm frame.
fn cells(finished: &RotationFinished, cell: f64, style: &Style) -> Group {
    let board = &finished.puzzle.board;
    let mut group = Group::new();
    for y in 0..board.height() {
        for x in 0..board.width() {
            let fill = if board.is_open([x, y]) {
                "#ffffff"
            } else {
                "#3c3c3c"
            };
            group = group.add(
                Rectangle::new()
                    .set("x", num(x as f64 * cell))
                    .set("y", num(y as f64 * cell))
                    .set("width", num(cell))
                    .set("height", num(cell))
                    .set("fill", fill)
                    .set("stroke", "#8c8c8c")
                    .set("stroke-width", 0.6),
            );
        }
    }
    group.add(
        Rectangle::new()
            .set("width", num(cell * board.width() as f64))
            .set("height", num(cell * board.height() as f64))
            .set("fill", "none")
            .set("stroke", style.ink)
            .set("stroke-width", 2),
    )
}

/// A dashed line under the board's own bottom edge, labelled, so the reader can
/// tell which way the board started after turning it.
fn bottom_marker(columns: usize, rows: usize, cell: f64, style: &Style) -> Group {
    let (w, y) = (cell * columns as f64, cell * rows as f64 + 7.0);
    Group::new()
        .add(
            Line::new()
                .set("x1", 0)
                .set("y1", num(y))
                .set("x2", num(w))
                .set("y2", num(y))
                .set("stroke", style.ink)
                .set("stroke-width", 2.2)
                .set("stroke-dasharray", "7 4"),
        )
        .add(label(
            w / 2.0,
            y + 13.0,
            9.0,
            "bottom at the start",
            "middle",
            style,
        ))
}

fn goal_and_ball(finished: &RotationFinished, cell: f64, style: &Style) -> Group {
    let (gx, gy) = centre(finished.puzzle.goal, cell);
    let (bx, by) = centre(finished.puzzle.ball, cell);
    let r = cell * 0.34;
    Group::new()
        .add(pictogram::goal(gx, gy, cell * 0.82, style.ink))
        .add(
            Circle::new()
                .set("cx", num(bx))
                .set("cy", num(by))
                .set("r", num(r))
                .set("fill", "#2f6fd0")
                .set("stroke", style.ink)
                .set("stroke-width", num((r * 0.12).max(0.8))),
        )
        .add(
            Circle::new()
                .set("cx", num(bx - r * 0.35))
                .set("cy", num(by - r * 0.35))
                .set("r", num(r * 0.22))
                .set("fill", "#ffffff"),
        )
}

fn path(finished: &RotationFinished, cell: f64, style: &Style) -> Polyline {
    let mut points = vec![centre(finished.puzzle.ball, cell)];
    if let Some(solution) = &finished.analysis.solution {
        points.extend(solution.moves.iter().map(|m| centre(m.rest, cell)));
    }
    answer_line(&points, (cell * 0.16).max(1.5), style)
}

/// A numbered disc at each resting point, 1 after the first turn.
fn numbered_rests(finished: &RotationFinished, cell: f64, style: &Style) -> Group {
    let mut group = Group::new();
    let Some(solution) = &finished.analysis.solution else {
        return group;
    };
    let r = (cell * 0.2).max(5.0);
    for (i, m) in solution.moves.iter().enumerate() {
        let (x, y) = centre(m.rest, cell);
        let (x, y) = (x + cell * 0.28, y - cell * 0.28);
        group = group
            .add(
                Circle::new()
                    .set("cx", num(x))
                    .set("cy", num(y))
                    .set("r", num(r))
                    .set("fill", "#ffffff")
                    .set("stroke", style.solution_colour)
                    .set("stroke-width", num(r * 0.18)),
            )
            .add(
                label(
                    x,
                    y + r * 0.4,
                    r * 1.1,
                    &(i + 1).to_string(),
                    "middle",
                    style,
                )
                .set("font-weight", "bold"),
            );
    }
    group
}

fn label(x: f64, y: f64, size: f64, content: &str, anchor: &str, style: &Style) -> Text {
    Text::new(content)
        .set("x", num(x))
        .set("y", num(y))
        .set("font-size", num(size))
        .set("text-anchor", anchor)
        .set("fill", style.ink)
}

/// A circular arrow for a turn of the page (clockwise or not), `size` across.
pub fn turn_icon(cx: f64, cy: f64, size: f64, turn: Turn, style: &Style) -> Group {
    let r = size * 0.38;
    let (start, end) = (-PI * 0.75, PI * 0.55);
    let sign = if turn == Turn::Clockwise { 1.0 } else { -1.0 };
    let point = |a: f64| (cx + sign * r * math::cos(a), cy + r * math::sin(a));
    let (x0, y0) = point(start);
    let (x1, y1) = point(end);
    let sweep = if turn == Turn::Clockwise { 1 } else { 0 };
    let arc = Path::new()
        .set(
            "d",
            format!(
                "M{} {}A{} {} 0 1 {} {} {}",
                num(x0),
                num(y0),
                num(r),
                num(r),
                sweep,
                num(x1),
                num(y1)
            ),
        )
        .set("fill", "none")
        .set("stroke", style.ink)
        .set("stroke-width", num(size * 0.1))
        .set("stroke-linecap", "round");
    // The arrowhead points along the direction of travel at the end of the arc.
    let (tx, ty) = (-sign * math::sin(end), math::cos(end));
    let tip = (x1 + tx * size * 0.12, y1 + ty * size * 0.12);
    let back = |side: f64| {
        (
            x1 - tx * size * 0.12 + side * ty * size * 0.14,
            y1 - ty * size * 0.12 - side * tx * size * 0.14,
        )
    };
    let (a, b) = (back(1.0), back(-1.0));
    let head = Path::new()
        .set(
            "d",
            format!(
                "M{} {}L{} {}L{} {}Z",
                num(tip.0),
                num(tip.1),
                num(a.0),
                num(a.1),
                num(b.0),
                num(b.1)
            ),
        )
        .set("fill", style.ink);
    Group::new().add(arc).add(head)
}

/// The rules in three short lines, with turn icons.
fn legend(finished: &RotationFinished, top: f64, style: &Style) -> Group {
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
    if finished.analysis.trap_states > 0 {
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
fn turn_list(
    finished: &RotationFinished,
    entries: &[String],
    shape: &TurnListShape,
    top: f64,
    style: &Style,
) -> Group {
    let Some(solution) = &finished.analysis.solution else {
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
