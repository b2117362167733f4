//! The traffic-light symbols. Every colour has its own shape as well (green
//! circle, orange triangle, red square), with an ink outline, so a maze reads the
//! same printed in black and white and for colour-blind readers.

use crate::math;
use std::f64::consts::PI;

use svg::node::element::{Circle, Group, Path, Rectangle};

use super::super::maze::{Colour, GREEN, Maze, ORANGE};
use super::plan::Frame;
use crate::render::fmt::num;
use crate::render::style::Style;

/// The class every symbol carries, naming its colour (for tests and tools).
pub fn class(colour: Colour) -> &'static str {
    match colour {
        GREEN => "light-green",
        ORANGE => "light-orange",
        _ => "light-red",
    }
}

fn outline(size: f64) -> f64 {
    (size * 0.08).max(0.6)
}

/// One light of `colour`, `size` across, centred on (cx, cy).
pub fn symbol(colour: Colour, cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    let stroke = outline(size);
    let group = Group::new().set("class", class(colour));
    match colour {
        GREEN => group.add(
            Circle::new()
                .set("cx", num(cx))
                .set("cy", num(cy))
                .set("r", num(size * 0.46))
                .set("fill", style.palette.lights[0])
                .set("stroke", style.ink)
                .set("stroke-width", num(stroke)),
        ),
        ORANGE => group.add(
            Path::new()
                .set("d", triangle(cx, cy, size))
                .set("fill", style.palette.lights[1])
                .set("stroke", style.ink)
                .set("stroke-width", num(stroke))
                .set("stroke-linejoin", "round"),
        ),
        _ => {
            let side = size * 0.8;
            group.add(
                Rectangle::new()
                    .set("x", num(cx - side / 2.0))
                    .set("y", num(cy - side / 2.0))
                    .set("width", num(side))
                    .set("height", num(side))
                    .set("fill", style.palette.lights[2])
                    .set("stroke", style.ink)
                    .set("stroke-width", num(stroke)),
            )
        }
    }
}

/// An upward triangle whose area about matches the circle's, optically centred.
fn triangle(cx: f64, cy: f64, size: f64) -> String {
    let r = size * 0.6;
    let cy = cy + size * 0.08;
    let mut d = String::new();
    for i in 0..3 {
        let angle = -PI / 2.0 + f64::from(i) * 2.0 * PI / 3.0;
        let (x, y) = (cx + r * math::cos(angle), cy + r * math::sin(angle));
        d.push_str(&format!(
            "{}{} {}",
            if i == 0 { 'M' } else { 'L' },
            num(x),
            num(y)
        ));
    }
    d.push('Z');
    d
}

/// Every street's light, at its midpoint, as it shows after `moves` moves.
pub fn lights(maze: &Maze, frame: &Frame, moves: usize, style: &Style) -> Group {
    let canvas = maze.canvas();
    let size = frame.sizes.light;
    let mut group = Group::new();
    for street in 0..canvas.street_count() {
        let [a, b] = frame.street(canvas, street);
        let colour = maze.colour_after(street, moves);
        group = group.add(symbol(
            colour,
            (a.0 + b.0) / 2.0,
            (a.1 + b.1) / 2.0,
            size,
            style,
        ));
    }
    group
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::viennese::maze::RED;

    #[test]
    fn each_colour_has_its_own_shape() {
        let style = Style::default();
        let shapes: Vec<String> = [GREEN, ORANGE, RED]
            .iter()
            .map(|&c| symbol(c, 10.0, 10.0, 12.0, &style).to_string())
            .collect();
        assert!(shapes[0].contains("<circle") && shapes[0].contains("light-green"));
        assert!(shapes[1].contains("<path") && shapes[1].contains("light-orange"));
        assert!(shapes[2].contains("<rect") && shapes[2].contains("light-red"));
    }
}
