//! Theseus and the Minotaur's two pieces as pictograms that read in black ink
//! as well as in colour: Theseus a light figure in a dark helmet with a crest,
//! the Minotaur a dark bull's head with pale horns. They differ in outline and
//! in tone, not only in hue. The puzzles' boards draw them on their squares and
//! the openers and title page show them as emblems, so they live here, below both.

use svg::node::element::{Circle, Ellipse, Group, Path};

use super::fmt::num;
use super::style::Style;

/// A path's `d` from points given relative to the centre, in units of `size`.
struct Pen {
    cx: f64,
    cy: f64,
    size: f64,
    d: String,
}

impl Pen {
    fn new(cx: f64, cy: f64, size: f64) -> Pen {
        Pen {
            cx,
            cy,
            size,
            d: String::new(),
        }
    }

    fn point(&self, x: f64, y: f64) -> String {
        format!(
            "{} {}",
            num(self.cx + x * self.size),
            num(self.cy + y * self.size)
        )
    }

    fn to(mut self, command: char, points: &[(f64, f64)]) -> Pen {
        self.d.push(command);
        let text: Vec<String> = points.iter().map(|&(x, y)| self.point(x, y)).collect();
        self.d.push_str(&text.join(" "));
        self
    }

    fn close(mut self) -> String {
        self.d.push('Z');
        self.d
    }
}

fn shape(d: String, fill: &str, style: &Style, stroke: f64) -> Path {
    Path::new()
        .set("d", d)
        .set("fill", fill)
        .set("stroke", style.ink)
        .set("stroke-width", num(stroke))
        .set("stroke-linejoin", "round")
}

fn dot(cx: f64, cy: f64, r: f64, fill: &str) -> Circle {
    Circle::new()
        .set("cx", num(cx))
        .set("cy", num(cy))
        .set("r", num(r))
        .set("fill", fill)
}

/// Theseus, `size` across, centred on (cx, cy): a face under a dark helmet
/// with a crest, and shoulders.
pub fn theseus(cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    let stroke = (size * 0.06).max(0.5);
    let fill = style.palette.start;
    let body = Pen::new(cx, cy, size)
        .to('M', &[(-0.3, 0.47)])
        .to('L', &[(-0.3, 0.22)])
        .to('Q', &[(-0.3, 0.05), (-0.12, 0.05)])
        .to('L', &[(0.12, 0.05)])
        .to('Q', &[(0.3, 0.05), (0.3, 0.22)])
        .to('L', &[(0.3, 0.47)])
        .close();
    let (hx, hy, r) = (cx, cy - 0.15 * size, 0.18 * size);
    let head = Circle::new()
        .set("cx", num(hx))
        .set("cy", num(hy))
        .set("r", num(r))
        .set("fill", fill)
        .set("stroke", style.ink)
        .set("stroke-width", num(stroke));
    // The helmet covers the top of the head down to the brow, with cheek guards.
    let helmet = Pen::new(cx, cy, size)
        .to('M', &[(-0.19, -0.09)])
        .to('L', &[(-0.19, -0.17)])
        .to('Q', &[(-0.19, -0.35), (0.0, -0.35)])
        .to('Q', &[(0.19, -0.35), (0.19, -0.17)])
        .to('L', &[(0.19, -0.09)])
        .to('L', &[(0.12, -0.09)])
        .to('L', &[(0.12, -0.19)])
        .to('L', &[(-0.12, -0.19)])
        .to('L', &[(-0.12, -0.09)])
        .close();
    let crest = Pen::new(cx, cy, size)
        .to('M', &[(-0.14, -0.31)])
        .to('Q', &[(-0.12, -0.5), (0.0, -0.5)])
        .to('Q', &[(0.12, -0.5), (0.14, -0.31)])
        .close();
    let mut group = Group::new()
        .set("class", "theseus")
        .add(shape(body, fill, style, stroke))
        .add(shape(crest, style.palette.lights[2], style, stroke))
        .add(head)
        .add(shape(helmet, style.ink, style, stroke));
    for side in [-1.0, 1.0] {
        group = group.add(dot(
            cx + side * 0.06 * size,
            cy - 0.12 * size,
            0.028 * size,
            style.ink,
        ));
    }
    group
}

/// The Minotaur, `size` across, centred on (cx, cy): a bull's head with pale
/// horns, eyes and a muzzle.
pub fn minotaur(cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    let stroke = (size * 0.06).max(0.5);
    let head = Pen::new(cx, cy, size)
        .to('M', &[(-0.26, -0.16)])
        .to('Q', &[(0.0, -0.3), (0.26, -0.16)])
        .to('L', &[(0.2, 0.26)])
        .to('Q', &[(0.2, 0.44), (0.0, 0.44)])
        .to('Q', &[(-0.2, 0.44), (-0.2, 0.26)])
        .close();
    let horn = |side: f64| {
        Pen::new(cx, cy, size)
            .to('M', &[(side * 0.22, -0.19)])
            .to('Q', &[(side * 0.5, -0.2), (side * 0.46, -0.47)])
            .to('Q', &[(side * 0.36, -0.3), (side * 0.12, -0.25)])
            .close()
    };
    let mut group = Group::new()
        .set("class", "minotaur")
        .add(shape(horn(-1.0), "#ffffff", style, stroke))
        .add(shape(horn(1.0), "#ffffff", style, stroke))
        .add(shape(head, style.palette.lights[2], style, stroke));
    for side in [-1.0, 1.0] {
        let (ex, ey) = (cx + side * 0.1 * size, cy - 0.05 * size);
        group = group.add(dot(ex, ey, 0.065 * size, "#ffffff")).add(dot(
            ex,
            ey,
            0.03 * size,
            style.ink,
        ));
    }
    let muzzle = Ellipse::new()
        .set("cx", num(cx))
        .set("cy", num(cy + 0.27 * size))
        .set("rx", num(0.15 * size))
        .set("ry", num(0.1 * size))
        .set("fill", "#ffffff")
        .set("stroke", style.ink)
        .set("stroke-width", num(stroke * 0.7));
    group = group.add(muzzle);
    for side in [-1.0, 1.0] {
        group = group.add(dot(
            cx + side * 0.06 * size,
            cy + 0.27 * size,
            0.028 * size,
            style.ink,
        ));
    }
    group
}
