//! The pictograms a title page and a section opener show for a kind of puzzle:
//! what the reader starts from and where they are going, as the puzzle pages
//! draw them. A grid maze goes from the smiling face to the star; a rotation
//! puzzle rolls a ball to the star; a traffic-light maze is a walk past lights;
//! a Magic Labyrinth book is a board; Theseus runs from the Minotaur to the
//! way out. Each is drawn by our own code in the book's palette, so a
//! black-ink book prints them in greys.

use svg::node::element::{Circle, Group, Line, Rectangle};

use super::fmt::num;
use super::pictogram;
use super::style::Style;
use super::theseus_figures;

/// One pictogram an opener can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Emblem {
    /// The start mark: a smiling face.
    Face,
    /// The goal mark: a star.
    Star,
    /// The rotation puzzles' ball.
    Ball,
    /// A traffic light: three lamps in a dark case.
    TrafficLight,
    /// A small board of four by four squares with walls and the four players.
    Board,
    /// Theseus, as the Theseus boards draw him: a figure in a crested helmet.
    Theseus,
    /// The Minotaur, as the Theseus boards draw it: a bull's head with horns.
    Minotaur,
    /// The way out of a Theseus board: a wall with a gap and an arrow out.
    Exit,
}

/// Every emblem, for the tests that look at each.
pub const ALL: [Emblem; 8] = [
    Emblem::Face,
    Emblem::Star,
    Emblem::Ball,
    Emblem::TrafficLight,
    Emblem::Board,
    Emblem::Theseus,
    Emblem::Minotaur,
    Emblem::Exit,
];

impl Emblem {
    /// Its name, as the `id` of its group on a page (`emblem-ball`).
    pub fn name(self) -> &'static str {
        match self {
            Emblem::Face => "face",
            Emblem::Star => "star",
            Emblem::Ball => "ball",
            Emblem::TrafficLight => "traffic-light",
            Emblem::Board => "board",
            Emblem::Theseus => "theseus",
            Emblem::Minotaur => "minotaur",
            Emblem::Exit => "exit",
        }
    }
}

/// The emblems a grid maze shows: from the face to the star.
pub const FACE_TO_STAR: &[Emblem] = &[Emblem::Face, Emblem::Star];

/// Draws `emblem` to fit a square of side `size` centred on (cx, cy), in a
/// group named after it (`id="emblem-star"`).
pub fn draw(emblem: Emblem, cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    let id = format!("emblem-{}", emblem.name());
    Group::new()
        .set("id", id)
        .add(drawing(emblem, cx, cy, size, style))
}

fn drawing(emblem: Emblem, cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    match emblem {
        Emblem::Face => pictogram::start(cx, cy, size, style),
        Emblem::Star => pictogram::goal(cx, cy, size, style),
        Emblem::Ball => ball(cx, cy, size, style),
        Emblem::TrafficLight => traffic_light(cx, cy, size, style),
        Emblem::Board => board(cx, cy, size, style),
        Emblem::Theseus => theseus_figures::theseus(cx, cy, size * 0.9, style),
        Emblem::Minotaur => theseus_figures::minotaur(cx, cy, size * 0.95, style),
        Emblem::Exit => exit(cx, cy, size, style),
    }
}

/// Three sides of a square room in bold wall and the fourth (east) open in
/// its middle, an arrow from inside out through the gap.
fn exit(cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    let half = size * 0.4;
    let (left, right, top, bottom) = (cx - half, cx + half * 0.5, cy - half, cy + half);
    let gap = half * 0.55;
    let wall = size * 0.09;
    let d = format!(
        "M{} {}L{} {}L{} {}L{} {}L{} {}M{} {}L{} {}",
        num(right),
        num(cy - gap),
        num(right),
        num(top),
        num(left),
        num(top),
        num(left),
        num(bottom),
        num(right),
        num(bottom),
        num(right),
        num(bottom),
        num(right),
        num(cy + gap),
    );
    let walls = svg::node::element::Path::new()
        .set("d", d)
        .set("fill", "none")
        .set("stroke", style.ink)
        .set("stroke-width", num(wall))
        .set("stroke-linecap", "square")
        .set("stroke-linejoin", "miter");
    let tip = cx + half;
    let head = size * 0.12;
    let arrow = format!(
        "M{} {}L{} {}M{} {}L{} {}L{} {}",
        num(cx - half * 0.45),
        num(cy),
        num(tip),
        num(cy),
        num(tip - head),
        num(cy - head),
        num(tip),
        num(cy),
        num(tip - head),
        num(cy + head)
    );
    let arrow = svg::node::element::Path::new()
        .set("d", arrow)
        .set("fill", "none")
        .set("stroke", style.ink)
        .set("stroke-width", num(size * 0.06))
        .set("stroke-linecap", "round")
        .set("stroke-linejoin", "round");
    Group::new().add(walls).add(arrow)
}

fn ball(cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    let r = size * 0.42;
    Group::new()
        .add(
            Circle::new()
                .set("cx", num(cx))
                .set("cy", num(cy))
                .set("r", num(r))
                .set("fill", style.palette.ball)
                .set("stroke", style.ink)
                .set("stroke-width", num(size * 0.06)),
        )
        .add(
            Circle::new()
                .set("cx", num(cx - r * 0.35))
                .set("cy", num(cy - r * 0.35))
                .set("r", num(r * 0.22))
                .set("fill", "#ffffff"),
        )
}

fn traffic_light(cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    let (w, h) = (size * 0.46, size * 0.9);
    let case = Rectangle::new()
        .set("x", num(cx - w / 2.0))
        .set("y", num(cy - h / 2.0))
        .set("width", num(w))
        .set("height", num(h))
        .set("rx", num(w * 0.3))
        .set("fill", "#ffffff")
        .set("stroke", style.ink)
        .set("stroke-width", num(size * 0.05));
    let lamp_r = w * 0.3;
    // Red on top, orange in the middle, green below, as a real light hangs.
    let lamps = [2, 1, 0].into_iter().enumerate().map(|(row, light)| {
        Circle::new()
            .set("cx", num(cx))
            .set("cy", num(cy + (row as f64 - 1.0) * h * 0.3))
            .set("r", num(lamp_r))
            .set("fill", style.palette.lights[light])
            .set("stroke", style.ink)
            .set("stroke-width", num(size * 0.03))
    });
    lamps.fold(Group::new().add(case), Group::add)
}

fn board(cx: f64, cy: f64, size: f64, style: &Style) -> Group {
    let side = size * 0.9;
    let (x0, y0) = (cx - side / 2.0, cy - side / 2.0);
    let step = side / 4.0;
    let frame = Rectangle::new()
        .set("x", num(x0))
        .set("y", num(y0))
        .set("width", num(side))
        .set("height", num(side))
        .set("rx", num(step * 0.25))
        .set("fill", "#ffffff")
        .set("stroke", style.ink)
        .set("stroke-width", num(size * 0.05));
    let mut group = Group::new();
    // Faint squares, then the frame, a few walls between squares and the four
    // players in their corners, as on the game's board.
    for i in 1..4 {
        let at = f64::from(i) * step;
        group = group
            .add(segment(
                (x0 + at, y0),
                (x0 + at, y0 + side),
                "#c8c8c8",
                size * 0.015,
            ))
            .add(segment(
                (x0, y0 + at),
                (x0 + side, y0 + at),
                "#c8c8c8",
                size * 0.015,
            ));
    }
    group = group.add(frame);
    let walls = [
        ((2.0, 1.0), (2.0, 2.0)),
        ((1.0, 2.0), (2.0, 2.0)),
        ((2.0, 1.0), (3.0, 1.0)),
        ((3.0, 2.0), (3.0, 3.0)),
    ];
    for ((ax, ay), (bx, by)) in walls {
        let (a, b) = (
            (x0 + ax * step, y0 + ay * step),
            (x0 + bx * step, y0 + by * step),
        );
        group = group.add(segment(a, b, style.ink, size * 0.07));
    }
    let corners = [(0.0, 0.0), (3.0, 0.0), (0.0, 3.0), (3.0, 3.0)];
    for ((col, row), colour) in corners.into_iter().zip(style.palette.players) {
        group = group.add(
            Circle::new()
                .set("cx", num(x0 + (col + 0.5) * step))
                .set("cy", num(y0 + (row + 0.5) * step))
                .set("r", num(step * 0.32))
                .set("fill", colour)
                .set("stroke", style.ink)
                .set("stroke-width", num(size * 0.025)),
        );
    }
    group
}

/// A round-capped line from `a` to `b`.
fn segment(a: (f64, f64), b: (f64, f64), colour: &'static str, width: f64) -> Line {
    Line::new()
        .set("x1", num(a.0))
        .set("y1", num(a.1))
        .set("x2", num(b.0))
        .set("y2", num(b.1))
        .set("stroke", colour)
        .set("stroke-width", num(width))
        .set("stroke-linecap", "round")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_emblem_stays_in_its_square() {
        let style = Style::default();
        for emblem in ALL {
            let svg = format!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50" viewBox="0 0 50 50">{}</svg>"#,
                draw(emblem, 25.0, 25.0, 50.0, &style)
            );
            let tree = resvg::usvg::Tree::from_str(&svg, &Default::default()).expect("parses");
            let bounds = tree.root().abs_stroke_bounding_box();
            assert!(
                bounds.left() >= 0.0 && bounds.top() >= 0.0,
                "{emblem:?}: {bounds:?}"
            );
            assert!(
                bounds.right() <= 50.0 && bounds.bottom() <= 50.0,
                "{emblem:?}: {bounds:?}"
            );
            assert!(
                bounds.width() > 20.0 && bounds.height() > 20.0,
                "{emblem:?} is drawn too small"
            );
        }
    }
}
