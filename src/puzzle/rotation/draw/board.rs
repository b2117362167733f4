//! The board part of a rotation drawing: cells like a crossword, the dashed
//! original bottom edge, ball and goal, and on the answer key the path with a
//! numbered disc at each resting point.

use svg::node::element::{Circle, Group, Line, Polyline};

use super::markers::{self, Disc};
use super::{RotationDrawing, centre, label};
use crate::puzzle::cells::marks::MIN_MARK_PT;
use crate::render::answer_line::answer_line;
use crate::render::fit::{INK_ABOVE, TextBox, room_with, size_for_line, width_in};
use crate::render::fmt::num;
use crate::render::mark_ids;
use crate::render::pictogram;
use crate::render::raw::{self, Element};
use crate::render::style::Style;
use crate::render::tags::TAG;

/// The ball's radius and the star's width, in cells.
const BALL_SHARE: f64 = 0.34;
const GOAL_SHARE: f64 = 0.82;
/// The most of a cell a ball or star takes when grown to the smallest mark.
const MOST_SHARE: f64 = 0.95;
/// The bottom line's label, at most.
const BOTTOM_LABEL_PT: f64 = 9.0;

/// A mark's width in a `cell`-point cell: its `share` of the cell, grown to
/// [`MIN_MARK_PT`] where the cell holds that, never wider than the cell.
fn mark_width(cell: f64, share: f64) -> f64 {
    (cell * share).max(MIN_MARK_PT.min(cell * MOST_SHARE))
}

/// The ball's radius in a `cell`-point cell.
fn ball_radius(cell: f64) -> f64 {
    mark_width(cell, 2.0 * BALL_SHARE) / 2.0
}

/// The goal star's width in a `cell`-point cell.
fn star_width(cell: f64) -> f64 {
    mark_width(cell, GOAL_SHARE)
}

/// The board, ball and goal, with the answer's path over it when `answer`.
pub(super) fn board(puzzle: &RotationDrawing, answer: bool, cell: f64, style: &Style) -> Group {
    let (columns, rows) = (puzzle.board.width(), puzzle.board.height());
    let mut drawing = Group::new()
        .add(cells(puzzle, cell, style))
        .add(bottom_marker(columns, rows, cell, style));
    if answer {
        drawing = drawing.add(path(puzzle, cell, style));
    }
    drawing = drawing.add(goal_and_ball(puzzle, cell, !answer, style));
    if answer {
        drawing = drawing.add(numbered_rests(puzzle, cell, style));
    }
    drawing
}

/// Open cells white, blocked cells filled, thin lines between, a firm frame
/// (written as raw text: a board has many cells).
fn cells(puzzle: &RotationDrawing, cell: f64, style: &Style) -> Group {
    let board = &puzzle.board;
    let mut out = String::new();
    for y in 0..board.height() {
        for x in 0..board.width() {
            let fill = if board.is_open([x, y]) {
                "#ffffff"
            } else {
                "#3c3c3c"
            };
            Element::start(&mut out, "rect")
                .text("fill", fill)
                .num("height", cell)
                .text("stroke", "#8c8c8c")
                .text("stroke-width", "0.6")
                .num("width", cell)
                .num("x", x as f64 * cell)
                .num("y", y as f64 * cell)
                .close();
        }
    }
    Element::start(&mut out, "rect")
        .text("fill", "none")
        .num("height", cell * board.height() as f64)
        .text("stroke", style.ink)
        .text("stroke-width", "2")
        .num("width", cell * board.width() as f64)
        .close();
    raw::group(out)
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
        .add(bottom_label(w, y, style))
}

/// The bottom line's label, under it across the board's width, set smaller
/// when a language's words are wider than the board.
fn bottom_label(width: f64, y: f64, style: &Style) -> Group {
    let words = style.words.get("rotation-bottom");
    let wide = width_in(&style.font_family, false, words, BOTTOM_LABEL_PT);
    let size = size_for_line(BOTTOM_LABEL_PT, wide, width);
    let text = label(width / 2.0, y + 13.0, size, words, "middle", style);
    let room = TextBox {
        width,
        height: 2.0 * BOTTOM_LABEL_PT,
    };
    room_with(
        "bottom",
        [0.0, y + 13.0 - INK_ABOVE * BOTTOM_LABEL_PT],
        room,
        [text],
    )
}

/// The star and the ball; `tagged` (a puzzle page) gives each its page-check id.
fn goal_and_ball(puzzle: &RotationDrawing, cell: f64, tagged: bool, style: &Style) -> Group {
    let (gx, gy) = centre(puzzle.goal, cell);
    let (bx, by) = centre(puzzle.ball, cell);
    let r = ball_radius(cell);
    let tag = |group: Group, start: bool| {
        if tagged {
            mark_ids::tag(group, start)
        } else {
            group
        }
    };
    let ball = Group::new()
        .add(
            Circle::new()
                .set("cx", num(bx))
                .set("cy", num(by))
                .set("r", num(r))
                .set("fill", style.palette.ball)
                .set("stroke", style.ink)
                .set("stroke-width", num((r * 0.12).max(0.8))),
        )
        .add(
            Circle::new()
                .set("cx", num(bx - r * 0.35))
                .set("cy", num(by - r * 0.35))
                .set("r", num(r * 0.22))
                .set("fill", "#ffffff"),
        );
    Group::new()
        .add(tag(pictogram::goal(gx, gy, star_width(cell), style), false))
        .add(tag(ball, true))
}

/// The answer line's points: from the ball through each rest.
fn line_points(puzzle: &RotationDrawing, cell: f64) -> Vec<(f64, f64)> {
    let mut points = vec![centre(puzzle.ball, cell)];
    if let Some(solution) = &puzzle.solution {
        points.extend(solution.moves.iter().map(|m| centre(m.rest, cell)));
    }
    points
}

/// The answer line's width in a `cell`-point cell.
fn line_width(cell: f64) -> f64 {
    (cell * 0.16).max(1.5)
}

fn path(puzzle: &RotationDrawing, cell: f64, style: &Style) -> Polyline {
    answer_line(&line_points(puzzle, cell), line_width(cell), style)
}

/// A numbered disc at each resting point, 1 after the first turn, beside its
/// rest and clear of the ball, the star, the other discs and, where the cell
/// has room, the line; each tagged `tag-<n>` for the page check.
fn numbered_rests(puzzle: &RotationDrawing, cell: f64, style: &Style) -> Group {
    let mut group = Group::new();
    let Some(solution) = &puzzle.solution else {
        return group;
    };
    let r = markers::radius(cell);
    let (columns, rows) = (puzzle.board.width(), puzzle.board.height());
    let line = line_points(puzzle, cell);
    let keep = keep_clear(puzzle, cell);
    let board = markers::Board {
        cell,
        size: (cell * columns as f64, cell * rows as f64),
        line: &line,
        line_half: line_width(cell) / 2.0,
        keep: &keep,
    };
    let rests: Vec<_> = solution.moves.iter().map(|m| m.rest).collect();
    let discs = markers::place(&rests, r, &board);
    for (i, disc) in discs.iter().enumerate() {
        group = group.add(
            Group::new()
                .set("class", "rest-marker")
                .set("id", format!("{TAG}{}", i + 1))
                .add(
                    Circle::new()
                        .set("cx", num(disc.x))
                        .set("cy", num(disc.y))
                        .set("r", num(r))
                        .set("fill", "#ffffff")
                        .set("stroke", style.palette.solution)
                        .set("stroke-width", num(r * markers::RING_SHARE)),
                )
                .add(
                    label(
                        disc.x,
                        disc.y + r * 0.4,
                        markers::number_size(r),
                        &(i + 1).to_string(),
                        "middle",
                        style,
                    )
                    .set("font-weight", "bold"),
                ),
        );
    }
    group
}

/// The ball and the star as discs the numbers must not cover.
fn keep_clear(puzzle: &RotationDrawing, cell: f64) -> [Disc; 2] {
    let (gx, gy) = centre(puzzle.goal, cell);
    let (bx, by) = centre(puzzle.ball, cell);
    [
        Disc {
            x: gx,
            y: gy,
            r: star_width(cell) / 2.0,
        },
        Disc {
            x: bx,
            y: by,
            r: ball_radius(cell),
        },
    ]
}
