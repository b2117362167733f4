//! The size of each start and goal mark drawn on a page (`mark-start-*`,
//! `mark-goal-*` groups): the diameter of the smallest circle that holds its ink,
//! stroke included. That is how the pictograms are sized (a face's outline, a
//! star tip to tip), so a mark drawn at 6 mm measures 6 mm whatever its shape.
//! Points are taken where the outline's segments end (a circle's four quarter
//! points, a star's tips), which lie on the drawn ink.

use resvg::usvg::{self, Node, tiny_skia_path::PathSegment};

use super::tree::{each_leaf, tagged};
use crate::render::tags::{MARK_GOAL, MARK_START};
use crate::units::PT_PER_MM;

/// One mark as drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MarkSize {
    pub start: bool,
    /// Across, in millimetres.
    pub mm: f64,
}

/// Every start and goal mark on the page, in drawing order.
pub fn sizes(tree: &usvg::Tree) -> Vec<MarkSize> {
    let starts = tagged(tree, MARK_START).into_iter().map(|g| (true, g));
    let goals = tagged(tree, MARK_GOAL).into_iter().map(|g| (false, g));
    starts
        .chain(goals)
        .filter_map(|(start, group)| {
            let pt = across(group)?;
            Some(MarkSize {
                start,
                mm: pt / PT_PER_MM,
            })
        })
        .collect()
}

/// The diameter of the smallest circle holding the group's ink, in points.
fn across(group: &usvg::Group) -> Option<f64> {
    let mut points = Vec::new();
    let mut half_stroke: f64 = 0.0;
    each_leaf(group, &mut |node| {
        let Node::Path(path) = node else { return };
        if !path.is_visible() {
            return;
        }
        let t = path.abs_transform();
        let scale = f64::from((t.sx * t.sy - t.kx * t.ky).abs().sqrt());
        if let Some(stroke) = path.stroke() {
            half_stroke = half_stroke.max(f64::from(stroke.width().get()) * scale / 2.0);
        }
        for segment in path.data().segments() {
            let end = match segment {
                PathSegment::MoveTo(p) | PathSegment::LineTo(p) => p,
                PathSegment::QuadTo(_, p) | PathSegment::CubicTo(_, _, p) => p,
                PathSegment::Close => continue,
            };
            let mut at = end;
            t.map_point(&mut at);
            points.push((f64::from(at.x), f64::from(at.y)));
        }
    });
    let (_, radius) = enclosing_circle(&points)?;
    Some(2.0 * (radius + half_stroke))
}

type Point = (f64, f64);

/// The smallest circle holding every point (Welzl's algorithm, iterative; the
/// points are few, a mark's outline).
fn enclosing_circle(points: &[Point]) -> Option<(Point, f64)> {
    let mut circle = (*points.first()?, 0.0);
    for (i, &p) in points.iter().enumerate() {
        if holds(circle, p) {
            continue;
        }
        circle = (p, 0.0);
        for (j, &q) in points[..i].iter().enumerate() {
            if holds(circle, q) {
                continue;
            }
            circle = diameter(p, q);
            for &r in &points[..j] {
                if !holds(circle, r) {
                    circle = through(p, q, r).unwrap_or(circle);
                }
            }
        }
    }
    Some(circle)
}

fn distance(a: Point, b: Point) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

fn holds((centre, radius): (Point, f64), p: Point) -> bool {
    distance(centre, p) <= radius + 1e-7
}

fn diameter(a: Point, b: Point) -> (Point, f64) {
    let centre = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    (centre, distance(a, b) / 2.0)
}

/// The circle through three points (`None` when they lie on a line).
fn through(a: Point, b: Point, c: Point) -> Option<(Point, f64)> {
    let d = 2.0 * (a.0 * (b.1 - c.1) + b.0 * (c.1 - a.1) + c.0 * (a.1 - b.1));
    if d.abs() < 1e-12 {
        return None;
    }
    let sq = |p: Point| p.0 * p.0 + p.1 * p.1;
    let x = (sq(a) * (b.1 - c.1) + sq(b) * (c.1 - a.1) + sq(c) * (a.1 - b.1)) / d;
    let y = (sq(a) * (c.0 - b.0) + sq(b) * (a.0 - c.0) + sq(c) * (b.0 - a.0)) / d;
    Some(((x, y), distance((x, y), a)))
}

#[cfg(test)]
mod tests {
    use super::super::tree::test_page::parse;
    use super::*;
    use crate::render::pictogram;
    use crate::render::style::Style;

    fn page_with(groups: &[svg::node::element::Group]) -> usvg::Tree {
        parse(&groups.iter().map(ToString::to_string).collect::<String>())
    }

    #[test]
    fn a_face_and_a_star_measure_the_size_they_are_drawn_at() {
        let style = Style::default();
        let five_mm = 5.0 * PT_PER_MM;
        let page = page_with(&[
            pictogram::start(50.0, 50.0, five_mm, &style).set("id", "mark-start-1"),
            pictogram::goal(120.0, 50.0, 8.0 * PT_PER_MM, &style).set("id", "mark-goal-1"),
            // Not a mark: a legend's icon.
            pictogram::goal(120.0, 150.0, 2.0, &style),
        ]);
        let sizes = sizes(&page);
        assert_eq!(sizes.len(), 2, "{sizes:?}");
        assert!(
            sizes[0].start && (sizes[0].mm - 5.0).abs() < 0.02,
            "{sizes:?}"
        );
        assert!(
            !sizes[1].start && (sizes[1].mm - 8.0).abs() < 0.05,
            "{sizes:?}"
        );
    }

    #[test]
    fn marks_are_measured_after_the_pages_transforms() {
        let style = Style::default();
        let mark = pictogram::start(10.0, 10.0, 20.0, &style).set("id", "mark-start-1-2");
        let page = parse(&format!(
            r#"<g transform="translate(30 30) scale(0.5)">{mark}</g>"#
        ));
        let sizes = sizes(&page);
        assert!((sizes[0].mm - 10.0 / PT_PER_MM).abs() < 0.01, "{sizes:?}");
    }

    #[test]
    fn the_enclosing_circle_of_a_square_and_a_triangle() {
        let square = [(0.0, 0.0), (2.0, 0.0), (2.0, 2.0), (0.0, 2.0)];
        let ((x, y), r) = enclosing_circle(&square).unwrap();
        assert!((x - 1.0).abs() < 1e-9 && (y - 1.0).abs() < 1e-9);
        assert!((r - 2f64.sqrt()).abs() < 1e-9);
        // An obtuse triangle: the long side is the diameter.
        let ((_, _), r) = enclosing_circle(&[(0.0, 0.0), (4.0, 0.0), (2.0, 0.5)]).unwrap();
        assert!((r - 2.0).abs() < 1e-9);
        assert_eq!(enclosing_circle(&[]), None);
    }
}
