//! The circular arrow that stands for a quarter turn of the page, clockwise or
//! not; the legend and the answer's list of turns both use it.

use std::f64::consts::PI;

use svg::node::element::{Group, Path};

use crate::math;
use crate::puzzle::rotation::board::Turn;
use crate::render::fmt::num;
use crate::render::style::Style;

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
