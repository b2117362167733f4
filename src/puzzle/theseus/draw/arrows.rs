//! The move icons of the answer's list: an arrow for each step, a dot for a wait.

use svg::node::Node;
use svg::node::element::{Circle, Path};

use crate::puzzle::theseus::moves::Move;
use crate::render::fmt::num;
use crate::render::style::Style;

/// The icon of `step`, `size` across, centred on (cx, cy).
pub fn icon(step: Move, cx: f64, cy: f64, size: f64, style: &Style) -> Box<dyn Node> {
    let (dx, dy) = match step {
        Move::Up => (0.0, -1.0),
        Move::Down => (0.0, 1.0),
        Move::Left => (-1.0, 0.0),
        Move::Right => (1.0, 0.0),
        Move::Wait => {
            return Box::new(
                Circle::new()
                    .set("cx", num(cx))
                    .set("cy", num(cy))
                    .set("r", num(size * 0.17))
                    .set("fill", style.ink),
            );
        }
    };
    let r = size * 0.42;
    let tip = (cx + dx * r, cy + dy * r);
    let tail = (cx - dx * r, cy - dy * r);
    let head = size * 0.3;
    let back = (tip.0 - dx * head, tip.1 - dy * head);
    let wing = |s: f64| (back.0 + dy * head * 0.75 * s, back.1 - dx * head * 0.75 * s);
    let (a, b) = (wing(1.0), wing(-1.0));
    let d = format!(
        "M{} {}L{} {}M{} {}L{} {}L{} {}",
        num(tail.0),
        num(tail.1),
        num(tip.0),
        num(tip.1),
        num(a.0),
        num(a.1),
        num(tip.0),
        num(tip.1),
        num(b.0),
        num(b.1)
    );
    Box::new(
        Path::new()
            .set("d", d)
            .set("fill", "none")
            .set("stroke", style.ink)
            .set("stroke-width", num((size * 0.12).max(0.8)))
            .set("stroke-linecap", "round")
            .set("stroke-linejoin", "round"),
    )
}
