//! The answer key's move numbers, placed beside their lanes without covering
//! each other, the arrows, the start and goal marks, the route's band or any
//! junction (`Line`s the labeller keeps clear of): each label tries a few
//! spots near its arrow (its preferred side first) and takes the first free one;
//! when all are taken it searches outwards in rings around the arrow for the
//! nearest free spot, and only a page with no free spot at all gets the least
//! crowded one.

use svg::node::element::{Group, Rectangle};

use super::plan::Rect;
use super::text::{label, width};
use crate::render::fmt::num;
use crate::render::style::Style;
use crate::render::tags::TAG;

/// A rectangle on paper: left, top, right, bottom.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Area([f64; 4]);

impl Area {
    /// A `w`×`h` rectangle centred on `c`.
    pub fn around(c: (f64, f64), w: f64, h: f64) -> Area {
        Area([c.0 - w / 2.0, c.1 - h / 2.0, c.0 + w / 2.0, c.1 + h / 2.0])
    }

    /// The rectangle with these edges: left, top, right, bottom.
    pub fn from_edges(edges: [f64; 4]) -> Area {
        Area(edges)
    }

    /// How much of this rectangle `other` covers.
    fn overlap(&self, other: &Area) -> f64 {
        let w = self.0[2].min(other.0[2]) - self.0[0].max(other.0[0]);
        let h = self.0[3].min(other.0[3]) - self.0[1].max(other.0[1]);
        w.max(0.0) * h.max(0.0)
    }
}

/// A stretch of ink a label must keep clear of: a segment of the route's band,
/// or a junction (a segment of no length), with the half-width it takes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Line {
    pub from: (f64, f64),
    pub to: (f64, f64),
    pub half_width: f64,
}

impl Line {
    /// Whether this line's ink reaches into `area`.
    pub fn touches(&self, area: &Area) -> bool {
        segment_to_box(self.from, self.to, area) < self.half_width
    }
}

/// The distance between the segment `a`–`b` and the box `area` (0 when they meet).
fn segment_to_box(a: (f64, f64), b: (f64, f64), area: &Area) -> f64 {
    let [x0, y0, x1, y1] = area.0;
    let inside = |p: (f64, f64)| p.0 >= x0 && p.0 <= x1 && p.1 >= y0 && p.1 <= y1;
    if inside(a) || inside(b) {
        return 0.0;
    }
    let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)];
    let edges = (0..4).map(|i| (corners[i], corners[(i + 1) % 4]));
    let mut nearest = f64::INFINITY;
    for (c, d) in edges {
        if segments_cross(a, b, c, d) {
            return 0.0;
        }
        nearest = nearest
            .min(point_to_segment(c, a, b))
            .min(point_to_segment(a, c, d))
            .min(point_to_segment(b, c, d));
    }
    nearest
}

/// Whether segments `a`–`b` and `c`–`d` cross or touch.
fn segments_cross(a: (f64, f64), b: (f64, f64), c: (f64, f64), d: (f64, f64)) -> bool {
    let side = |p: (f64, f64), q: (f64, f64), r: (f64, f64)| {
        (q.0 - p.0) * (r.1 - p.1) - (q.1 - p.1) * (r.0 - p.0)
    };
    let (d1, d2) = (side(c, d, a), side(c, d, b));
    let (d3, d4) = (side(a, b, c), side(a, b, d));
    d1 * d2 <= 0.0 && d3 * d4 <= 0.0 && (d1 != 0.0 || d2 != 0.0 || d3 != 0.0 || d4 != 0.0)
}

/// The distance from `p` to the segment `a`–`b`.
fn point_to_segment(p: (f64, f64), a: (f64, f64), b: (f64, f64)) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length2 = dx * dx + dy * dy;
    let t = if length2 > 0.0 {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / length2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let (x, y) = (a.0 + t * dx - p.0, a.1 + t * dy - p.1);
    (x * x + y * y).sqrt()
}

/// Where a lane's label would like to go.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spot {
    /// The arrow's centre.
    pub at: (f64, f64),
    /// The unit direction of travel, and the side the label prefers.
    pub along: (f64, f64),
    pub side: (f64, f64),
    /// How far from `at` the label's near edge must stay (the lane's edge).
    pub clearance: f64,
    /// How far along the street the label may slide to find room.
    pub slide: f64,
    /// Whether the other side is free for it (not another lane's).
    pub either_side: bool,
}

/// Places labels one by one, remembering what is already on the paper.
pub struct Labeller {
    taken: Vec<Area>,
    lines: Vec<Line>,
    bounds: Rect,
    font: f64,
}

impl Labeller {
    pub fn new(bounds: Rect, font: f64, taken: Vec<Area>) -> Labeller {
        Labeller {
            taken,
            lines: Vec::new(),
            bounds,
            font,
        }
    }

    /// The same labeller, also keeping clear of `lines` (the route, the junctions).
    pub fn avoiding(mut self, lines: Vec<Line>) -> Labeller {
        self.lines = lines;
        self
    }

    /// "3, 9": the move numbers of one lane, in a white box near its arrow,
    /// tagged `tag-<n>` (<n> its first move, so unique in the drawing) for the
    /// page check.
    pub fn place(&mut self, spot: Spot, numbers: &[usize], style: &Style) -> Group {
        let lines = lines(numbers, spot.side);
        let line_height = self.font * 1.1;
        let text_w = lines
            .iter()
            .map(|l| width(l, self.font, true))
            .fold(0.0, f64::max);
        let size = (
            text_w + self.font * 0.5,
            lines.len() as f64 * line_height + self.font * 0.25,
        );
        let centre = self.free_centre(&spot, size);
        self.taken
            .push(Area::around(centre, size.0 + 2.0, size.1 + 2.0));
        let tag = format!("{TAG}{}", numbers.first().copied().unwrap_or(0));
        self.draw(centre, size, &lines, style).set("id", tag)
    }

    /// The first candidate centre that covers nothing, else the nearest free spot
    /// further out, else the least crowded.
    fn free_centre(&self, spot: &Spot, (w, h): (f64, f64)) -> (f64, f64) {
        let mut best = (f64::INFINITY, spot.at);
        for centre in candidates(spot, w, h).into_iter().chain(rings(spot, w, h)) {
            let centre = self.inside(centre, w, h);
            let area = Area::around(centre, w, h);
            let crossed = self.lines.iter().filter(|l| l.touches(&area)).count();
            let crowd: f64 =
                self.taken.iter().map(|t| area.overlap(t)).sum::<f64>() + crossed as f64 * w * h;
            if crowd <= 0.0 {
                return centre;
            }
            if crowd < best.0 {
                best = (crowd, centre);
            }
        }
        best.1
    }

    /// `centre` moved so that a `w`×`h` box around it lies within the bounds.
    fn inside(&self, centre: (f64, f64), w: f64, h: f64) -> (f64, f64) {
        let b = self.bounds;
        (
            centre
                .0
                .clamp(b.x + w / 2.0, (b.x + b.width - w / 2.0).max(b.x + w / 2.0)),
            centre
                .1
                .clamp(b.y + h / 2.0, (b.y + b.height - h / 2.0).max(b.y + h / 2.0)),
        )
    }

    fn draw(
        &self,
        (cx, cy): (f64, f64),
        (w, h): (f64, f64),
        lines: &[String],
        style: &Style,
    ) -> Group {
        let font = self.font;
        let mut group = Group::new().set("class", "move-label").add(
            Rectangle::new()
                .set("class", "move-label-box")
                .set("x", num(cx - w / 2.0))
                .set("y", num(cy - h / 2.0))
                .set("width", num(w))
                .set("height", num(h))
                .set("rx", num(font * 0.3))
                .set("fill", "#ffffff")
                .set("fill-opacity", 0.9)
                .set("stroke", style.palette.solution)
                .set("stroke-width", 0.6),
        );
        let line_height = font * 1.1;
        let first = cy - h / 2.0 + font * 0.125 + line_height * 0.8;
        for (i, line) in lines.iter().enumerate() {
            group = group.add(
                label(
                    cx,
                    first + i as f64 * line_height,
                    font,
                    line,
                    "middle",
                    style,
                )
                .set("font-weight", "bold"),
            );
        }
        group
    }
}

/// The numbers as lines: beside streets running up and down, two a line, so a
/// long list does not reach the next street; otherwise three.
fn lines(numbers: &[usize], side: (f64, f64)) -> Vec<String> {
    let per_line = if side.0.abs() > side.1.abs() { 2 } else { 3 };
    numbers
        .chunks(per_line)
        .map(|c| {
            c.iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect()
}

/// Candidate centres in order of preference: beside the arrow on the preferred
/// side, then on the other side (when free), slid along the street, further out.
fn candidates(spot: &Spot, w: f64, h: f64) -> Vec<(f64, f64)> {
    let mut sides = vec![spot.side];
    if spot.either_side {
        sides.push((-spot.side.0, -spot.side.1));
    }
    let mut centres = Vec::new();
    let step = h.min(w);
    for extra in [0.0, step, 2.0 * step] {
        for slide in [0.0, 1.0, -1.0, 1.7, -1.7].map(|k| k * spot.slide) {
            for side in &sides {
                let reach = side.0.abs() * w / 2.0 + side.1.abs() * h / 2.0;
                let out = spot.clearance + 1.0 + reach + extra;
                centres.push((
                    spot.at.0 + side.0 * out + spot.along.0 * slide,
                    spot.at.1 + side.1 * out + spot.along.1 * slide,
                ));
            }
        }
    }
    centres
}

/// Centres on rings around the arrow, each a label's height further out, eight
/// to twenty-four spots a ring, up to a fixed reach: the wider search.
fn rings(spot: &Spot, w: f64, h: f64) -> Vec<(f64, f64)> {
    let step = h.min(w).max(1.0);
    let mut centres = Vec::new();
    for ring in 1..=RINGS {
        let radius = spot.clearance + step * ring as f64;
        let count = (8 * ring).min(24);
        for k in 0..count {
            let angle = std::f64::consts::TAU * k as f64 / count as f64;
            centres.push((
                spot.at.0 + radius * crate::math::cos(angle),
                spot.at.1 + radius * crate::math::sin(angle),
            ));
        }
    }
    centres
}

/// How many rings the wider search tries.
const RINGS: usize = 12;

#[cfg(test)]
mod tests {
    use super::*;

    fn spot(at: (f64, f64)) -> Spot {
        Spot {
            at,
            along: (1.0, 0.0),
            side: (0.0, -1.0),
            clearance: 3.0,
            slide: 10.0,
            either_side: true,
        }
    }

    #[test]
    fn labels_at_the_same_spot_do_not_overlap() {
        let bounds = Rect {
            x: 0.0,
            y: 0.0,
            width: 200.0,
            height: 200.0,
        };
        let mut labeller = Labeller::new(bounds, 9.0, vec![]);
        let style = Style::default();
        for n in 1..=3 {
            labeller.place(spot((100.0, 100.0)), &[n], &style);
        }
        let taken = &labeller.taken;
        for i in 0..taken.len() {
            for j in i + 1..taken.len() {
                assert_eq!(taken[i].overlap(&taken[j]), 0.0);
            }
        }
    }

    #[test]
    fn crowded_labels_never_overlap_each_other_or_the_arrows() {
        let bounds = Rect {
            x: 0.0,
            y: 0.0,
            width: 200.0,
            height: 200.0,
        };
        // Arrows all around one crossing, and many labels wanting the same spot.
        let arrows: Vec<Area> = (0..8)
            .map(|i| Area::around((90.0 + 5.0 * i as f64, 100.0), 8.0, 8.0))
            .collect();
        let mut labeller = Labeller::new(bounds, 9.0, arrows.clone());
        for n in 1..=12 {
            labeller.place(
                spot((100.0, 100.0)),
                &[n, n + 12, n + 24],
                &Style::default(),
            );
        }
        // Labels are remembered with a 1 pt margin: compare the boxes as drawn.
        let drawn: Vec<Area> = labeller.taken[arrows.len()..]
            .iter()
            .map(|a| Area([a.0[0] + 1.0, a.0[1] + 1.0, a.0[2] - 1.0, a.0[3] - 1.0]))
            .collect();
        assert_eq!(drawn.len(), 12);
        for (i, label) in drawn.iter().enumerate() {
            for other in arrows.iter().chain(&drawn[..i]) {
                assert_eq!(label.overlap(other), 0.0, "label {i} covers {other:?}");
            }
        }
    }

    #[test]
    fn labels_stay_inside_the_bounds() {
        let bounds = Rect {
            x: 0.0,
            y: 0.0,
            width: 100.0,
            height: 100.0,
        };
        let mut labeller = Labeller::new(bounds, 9.0, vec![]);
        labeller.place(spot((2.0, 1.0)), &[12, 18, 30], &Style::default());
        let [x0, y0, x1, y1] = labeller.taken[0].0;
        assert!(x0 >= -1.0 && y0 >= -1.0 && x1 <= 101.0 && y1 <= 101.0);
    }
}
