//! Kid-friendly start and goal marks, drawn by our own code: a smiling face where
//! the walk begins and a star where it ends. They differ in shape, not just colour,
//! so they read the same in black and white.

use crate::math;
use std::f64::consts::PI;

use svg::node::element::{Circle, Group, Path};

use super::fmt::num;
use super::style::Style;

/// A smiling face of diameter `size`, centred on (cx, cy), in `style`'s colours.
pub fn start(cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    let ink = style.ink;
    let r = size / 2.0;
    let stroke = (size * 0.07).max(0.5);
    let face = Circle::new()
        .set("cx", num(cx))
        .set("cy", num(cy))
        .set("r", num(r - stroke / 2.0))
        .set("fill", style.palette.start)
        .set("stroke", ink)
        .set("stroke-width", num(stroke));
    let eye = |dx: f64| {
        Circle::new()
            .set("cx", num(cx + dx * r))
            .set("cy", num(cy - 0.22 * r))
            .set("r", num(0.11 * r))
            .set("fill", ink)
    };
    let smile = Path::new()
        .set(
            "d",
            format!(
                "M{} {}Q{} {} {} {}",
                num(cx - 0.45 * r),
                num(cy + 0.15 * r),
                num(cx),
                num(cy + 0.75 * r),
                num(cx + 0.45 * r),
                num(cy + 0.15 * r)
            ),
        )
        .set("fill", "none")
        .set("stroke", ink)
        .set("stroke-width", num(stroke))
        .set("stroke-linecap", "round");
    Group::new()
        .add(face)
        .add(eye(-0.33))
        .add(eye(0.33))
        .add(smile)
}

/// A five-pointed star of diameter `size`, centred on (cx, cy), in `style`'s
/// colours.
pub fn goal(cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    let outer = size / 2.0;
    let inner = outer * 0.45;
    let stroke = (size * 0.06).max(0.5);
    let mut d = String::new();
    for i in 0..10 {
        let radius = if i % 2 == 0 {
            outer - stroke / 2.0
        } else {
            inner
        };
        let angle = -PI / 2.0 + f64::from(i) * PI / 5.0;
        let (x, y) = (
            cx + radius * math::cos(angle),
            cy + radius * math::sin(angle) + outer * 0.06,
        );
        d.push_str(&format!(
            "{}{} {}",
            if i == 0 { 'M' } else { 'L' },
            num(x),
            num(y)
        ));
    }
    d.push('Z');
    Group::new().add(
        Path::new()
            .set("d", d)
            .set("fill", style.palette.goal)
            .set("stroke", style.ink)
            .set("stroke-width", num(stroke))
            .set("stroke-linejoin", "round"),
    )
}
