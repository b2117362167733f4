//! The board part of a layout card: the squares, the wall pieces as thick rounded
//! bars, and the players' numbered discs in the corners.

use svg::node::element::{Group, Line, Rectangle};

use super::{CardDrawing, MARKER_MIN_RADIUS_PT, marker};
use crate::puzzle::labyrinth::board::Square;
use crate::puzzle::labyrinth::fairness::Corner;
use crate::render::fmt::num;
use crate::render::style::Style;

pub(super) fn board(card: &CardDrawing, square: f64, style: &Style) -> Group {
    let (columns, rows) = (card.board.width(), card.board.height());
    let (w, h) = (square * columns as f64, square * rows as f64);
    let mut group = Group::new();
    for x in 1..columns {
        group = group.add(thin_line(x as f64 * square, 0.0, x as f64 * square, h));
    }
    for y in 1..rows {
        group = group.add(thin_line(0.0, y as f64 * square, w, y as f64 * square));
    }
    for (i, corner) in Corner::ALL.iter().enumerate() {
        group = group.add(corner_marker(
            corner.square(columns, rows),
            i,
            square,
            style,
        ));
    }
    let thickness = (square * 0.13).max(2.5);
    for wall in card.board.walls() {
        group = group.add(wall_piece(wall.0, wall.1, square, thickness, style));
    }
    group.add(
        Rectangle::new()
            .set("width", num(w))
            .set("height", num(h))
            .set("fill", "none")
            .set("stroke", style.ink)
            .set("stroke-width", 2.5),
    )
}

fn thin_line(x1: f64, y1: f64, x2: f64, y2: f64) -> Line {
    Line::new()
        .set("x1", num(x1))
        .set("y1", num(y1))
        .set("x2", num(x2))
        .set("y2", num(y2))
        .set("stroke", "#b0b0b0")
        .set("stroke-width", 0.6)
}

/// A wall piece on the edge between squares `a` and `b`, as a rounded bar.
fn wall_piece(a: Square, b: Square, square: f64, thickness: f64, style: &Style) -> Rectangle {
    let (x, y, w, h) = if a[1] == b[1] {
        let edge = a[0].max(b[0]) as f64 * square;
        (
            edge - thickness / 2.0,
            a[1] as f64 * square,
            thickness,
            square,
        )
    } else {
        let edge = a[1].max(b[1]) as f64 * square;
        (
            a[0] as f64 * square,
            edge - thickness / 2.0,
            square,
            thickness,
        )
    };
    Rectangle::new()
        .set("x", num(x))
        .set("y", num(y))
        .set("width", num(w))
        .set("height", num(h))
        .set("rx", num(thickness / 2.0))
        .set("fill", style.ink)
}

/// A numbered disc in a corner square.
fn corner_marker(at: Square, player: usize, square: f64, style: &Style) -> Group {
    let (cx, cy) = ((at[0] as f64 + 0.5) * square, (at[1] as f64 + 0.5) * square);
    marker(
        cx,
        cy,
        (square * 0.32).max(MARKER_MIN_RADIUS_PT),
        player,
        style,
    )
}
