//! The street plan on paper: fits any canvas (positions in any units, y up) into
//! a box of points by one uniform scale, centred, and derives every size on the
//! page (light symbols, road width, start and goal marks) from the shortest
//! street and the closest two lights, so that nothing overlaps on any plan.

use svg::node::element::{Group, Path};

use super::super::canvas::Canvas;
use crate::puzzle::cells::marks::MIN_MARK_PT;
use crate::render::fmt::num;
use crate::render::mark_ids;
use crate::render::pictogram;
use crate::render::style::Style;

/// A box in points, top-left origin.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

/// Road surface and its edge lines.
const ROAD_FILL: &str = "#d9d9d9";
const ROAD_EDGE_PT: f64 = 0.8;

/// The plan's distances that limit its sizes, in canvas units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spacing {
    /// The shortest street.
    pub street: f64,
    /// The closest two lights (street midpoints of streets that share an end).
    pub lights: f64,
}

impl Spacing {
    pub fn of(canvas: &Canvas) -> Spacing {
        let mut street = f64::INFINITY;
        let mut lights = f64::INFINITY;
        for node in 0..canvas.node_count() {
            let around = canvas.neighbours(node);
            for (i, &(a, _)) in around.iter().enumerate() {
                street = street.min(distance(canvas.position(node), canvas.position(a)));
                for &(b, _) in &around[i + 1..] {
                    let (ma, mb) = (
                        midpoint(canvas.position(node), canvas.position(a)),
                        midpoint(canvas.position(node), canvas.position(b)),
                    );
                    lights = lights.min(distance(ma, mb));
                }
            }
        }
        Spacing { street, lights }
    }
}

fn distance(a: [f64; 2], b: [f64; 2]) -> f64 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)).sqrt()
}

fn midpoint(a: [f64; 2], b: [f64; 2]) -> [f64; 2] {
    [(a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0]
}

/// Sizes on paper, in points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sizes {
    /// The shortest street as drawn.
    pub street: f64,
    /// Across a light symbol.
    pub light: f64,
    /// Width of a road.
    pub road: f64,
    /// Across the start and goal marks.
    pub mark: f64,
}

impl Sizes {
    /// The sizes at `scale` points per canvas unit, lights no larger than `max_light`.
    pub fn at(scale: f64, spacing: Spacing, max_light: f64) -> Sizes {
        let street = spacing.street * scale;
        let light = (0.32 * street)
            .min(0.8 * spacing.lights * scale)
            .min(max_light);
        Sizes {
            street,
            light,
            road: (light * 0.38).clamp(1.5, 6.0),
            mark: (0.42 * street)
                .min(max_light * 1.6)
                .max(MIN_MARK_PT.min(MOST_MARK_SHARE * street)),
        }
    }

    /// Room kept around the outermost intersections for marks and lights.
    fn pad(&self) -> f64 {
        self.mark.max(self.light * 1.25) / 2.0 + 1.0
    }
}

/// Where the plan lies on paper.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    scale: f64,
    left: f64,
    top: f64,
    min_x: f64,
    max_y: f64,
    pub sizes: Sizes,
}

/// The canvas's bounding box: lowest x, highest y, and the spans.
fn bounds(canvas: &Canvas) -> (f64, f64, f64, f64) {
    let ps = canvas.positions();
    let fold =
        |f: fn(f64, f64) -> f64, start: f64, axis: usize| ps.iter().map(|p| p[axis]).fold(start, f);
    let (min_x, max_x) = (
        fold(f64::min, f64::INFINITY, 0),
        fold(f64::max, f64::NEG_INFINITY, 0),
    );
    let (min_y, max_y) = (
        fold(f64::min, f64::INFINITY, 1),
        fold(f64::max, f64::NEG_INFINITY, 1),
    );
    (min_x, max_y, max_x - min_x, max_y - min_y)
}

/// Points per canvas unit when spans of `span_x`×`span_y` fill `width`×`height`.
fn scale_for(span_x: f64, span_y: f64, width: f64, height: f64) -> f64 {
    let across = if span_x > 0.0 {
        width / span_x
    } else {
        f64::INFINITY
    };
    let down = if span_y > 0.0 {
        height / span_y
    } else {
        f64::INFINITY
    };
    let scale = across.min(down);
    if scale.is_finite() {
        scale.max(0.0)
    } else {
        1.0
    }
}

impl Frame {
    /// Fits the plan into `rect`, centred, with room around it for marks.
    pub fn fit(canvas: &Canvas, rect: Rect, max_light: f64) -> Frame {
        let spacing = Spacing::of(canvas);
        let (min_x, max_y, span_x, span_y) = bounds(canvas);
        // The padded fit is no larger than the unpadded one, so the sizes (and the
        // room they need) taken from the unpadded scale are an upper bound.
        let first = Sizes::at(
            scale_for(span_x, span_y, rect.width, rect.height),
            spacing,
            max_light,
        );
        let pad = first.pad();
        let scale = scale_for(
            span_x,
            span_y,
            (rect.width - 2.0 * pad).max(0.0),
            (rect.height - 2.0 * pad).max(0.0),
        );
        Frame {
            scale,
            left: rect.x + (rect.width - span_x * scale) / 2.0,
            top: rect.y + (rect.height - span_y * scale) / 2.0,
            min_x,
            max_y,
            sizes: Sizes::at(scale, spacing, max_light),
        }
    }

    /// Height the plan needs at `width` (its natural proportions), with its padding.
    pub fn height_for_width(canvas: &Canvas, width: f64, max_light: f64) -> f64 {
        let (_, _, span_x, span_y) = bounds(canvas);
        let frame = Frame::fit(
            canvas,
            Rect {
                x: 0.0,
                y: 0.0,
                width,
                height: f64::MAX / 4.0,
            },
            max_light,
        );
        if span_x > 0.0 {
            span_y * frame.scale + 2.0 * frame.sizes.pad()
        } else {
            width
        }
    }

    /// The left edge of the drawn plan, its marks included.
    pub fn left_edge(&self) -> f64 {
        self.left - self.sizes.pad()
    }

    /// An intersection's place on paper.
    pub fn node(&self, canvas: &Canvas, node: usize) -> (f64, f64) {
        let p = canvas.position(node);
        (
            self.left + (p[0] - self.min_x) * self.scale,
            self.top + (self.max_y - p[1]) * self.scale,
        )
    }

    /// The ends of street `street` on paper.
    pub fn street(&self, canvas: &Canvas, street: usize) -> [(f64, f64); 2] {
        let [u, v] = canvas.street(street);
        [self.node(canvas, u), self.node(canvas, v)]
    }
}

/// Every street as a grey road with ink edges; joins merge at intersections.
pub fn roads(canvas: &Canvas, frame: &Frame, style: &Style) -> Group {
    let mut d = String::new();
    for street in 0..canvas.street_count() {
        let [a, b] = frame.street(canvas, street);
        d.push_str(&format!(
            "M{} {}L{} {}",
            num(a.0),
            num(a.1),
            num(b.0),
            num(b.1)
        ));
    }
    let road = frame.sizes.road;
    let stroke = |colour: &str, width: f64| {
        Path::new()
            .set("d", d.clone())
            .set("fill", "none")
            .set("stroke", colour.to_string())
            .set("stroke-width", num(width))
            .set("stroke-linecap", "round")
            .set("stroke-linejoin", "round")
    };
    Group::new()
        .add(stroke(style.ink, road + 2.0 * ROAD_EDGE_PT))
        .add(stroke(ROAD_FILL, road))
}

/// The most of a street's length a mark grown to the smallest mark may take.
const MOST_MARK_SHARE: f64 = 0.6;

/// The start's smiling face and the goal's star on their intersections;
/// `tagged` (the puzzle's own map) gives each its page-check id.
pub fn ends(
    canvas: &Canvas,
    frame: &Frame,
    [start, goal]: [usize; 2],
    tagged: bool,
    style: &Style,
) -> Group {
    let (sx, sy) = frame.node(canvas, start);
    let (gx, gy) = frame.node(canvas, goal);
    let mark = frame.sizes.mark;
    let tag = |group: Group, start: bool| {
        if tagged {
            mark_ids::tag(group, start)
        } else {
            group
        }
    };
    Group::new()
        .add(tag(pictogram::start(sx, sy, mark, style), true))
        .add(tag(pictogram::goal(gx, gy, mark, style), false))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inside(frame: &Frame, canvas: &Canvas, rect: Rect) -> bool {
        let pad = frame.sizes.pad() - 1.0;
        (0..canvas.node_count()).all(|n| {
            let (x, y) = frame.node(canvas, n);
            x - pad >= rect.x - 1e-6
                && x + pad <= rect.x + rect.width + 1e-6
                && y - pad >= rect.y - 1e-6
                && y + pad <= rect.y + rect.height + 1e-6
        })
    }

    #[test]
    fn plans_fit_their_box_with_room_for_marks() {
        let rect = Rect {
            x: 10.0,
            y: 20.0,
            width: 300.0,
            height: 180.0,
        };
        for canvas in [
            Canvas::squares(5, 5),
            Canvas::triangles(4, 4),
            Canvas::roundabout(6, 3),
        ] {
            let frame = Frame::fit(&canvas, rect, 17.0);
            assert!(inside(&frame, &canvas, rect));
        }
    }

    #[test]
    fn top_left_node_of_squares_is_drawn_top_left() {
        let canvas = Canvas::squares(3, 2);
        let frame = Frame::fit(
            &canvas,
            Rect {
                x: 0.0,
                y: 0.0,
                width: 200.0,
                height: 200.0,
            },
            17.0,
        );
        let (x0, y0) = frame.node(&canvas, 0);
        let (x5, y5) = frame.node(&canvas, 5);
        assert!(x0 < x5 && y0 < y5);
    }

    #[test]
    fn collinear_plans_do_not_break_the_fit() {
        let line = Canvas::new(
            vec![[0.0, 0.0], [1.0, 0.0], [2.0, 0.0]],
            vec![[0, 1], [1, 2]],
        )
        .expect("a valid plan");
        let frame = Frame::fit(
            &line,
            Rect {
                x: 0.0,
                y: 0.0,
                width: 200.0,
                height: 100.0,
            },
            17.0,
        );
        assert!(frame.sizes.street > 50.0);
        // Plans with two intersections at one point are refused before drawing.
        assert!(Canvas::new(vec![[1.0, 1.0], [1.0, 1.0]], vec![[0, 1]]).is_err());
    }

    #[test]
    fn lights_shrink_where_streets_meet_at_sharp_angles() {
        let squares = Spacing::of(&Canvas::squares(3, 3));
        let roundabout = Spacing::of(&Canvas::roundabout(8, 2));
        assert!((squares.street - 1.0).abs() < 1e-9);
        assert!(roundabout.lights < 0.5);
    }
}
