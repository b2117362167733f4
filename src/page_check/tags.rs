//! Labels and move tags (`tag-*` groups) that overlap each other: their ink,
//! after every transform, shares more than a sliver. A tag is its ink box, or
//! a disc when its outline is a circle (a rotation key's numbered discs): two
//! discs placed diagonally apart have boxes that overlap at the corners while
//! the discs do not.

use resvg::usvg::{self, Node, Rect, tiny_skia_path::PathSegment};

use super::tree::{each_leaf, tagged, texts, words};
use crate::render::tags::TAG;

/// Boxes may touch or share this much (points, both ways) without overlapping.
pub const SLACK_PT: f32 = 0.5;

/// Two tags that overlap: their words.
#[derive(Debug, Clone, PartialEq)]
pub struct Overlap {
    pub first: String,
    pub second: String,
}

/// A tag's ink: its box, or the disc its outline is.
#[derive(Debug, Clone, Copy)]
struct Ink {
    bounds: Rect,
    /// Centre and radius, when the outline is a circle.
    disc: Option<((f32, f32), f32)>,
}

/// Every pair of the page's tags that overlap, in drawing order.
pub fn overlapping(tree: &usvg::Tree) -> Vec<Overlap> {
    let tags: Vec<(Ink, String)> = tagged(tree, TAG)
        .into_iter()
        .map(|g| {
            let label = texts(g).into_iter().map(words).collect::<Vec<_>>();
            (ink(g), label.join(" "))
        })
        .collect();
    let mut found = Vec::new();
    for (i, (a, first)) in tags.iter().enumerate() {
        for (b, second) in &tags[i + 1..] {
            if overlap(a, b) {
                found.push(Overlap {
                    first: first.clone(),
                    second: second.clone(),
                });
            }
        }
    }
    found
}

fn ink(group: &usvg::Group) -> Ink {
    let bounds = group.abs_stroke_bounding_box();
    let mut disc = None;
    each_leaf(group, &mut |node| {
        if let (None, Node::Path(path)) = (disc, node) {
            let outline = path.abs_stroke_bounding_box();
            let same = |a: f32, b: f32| (a - b).abs() <= 0.01 * bounds.width().max(1.0);
            let whole = same(outline.x(), bounds.x()) && same(outline.right(), bounds.right());
            if whole && same(outline.y(), bounds.y()) && same(outline.bottom(), bounds.bottom()) {
                disc = circle(path).map(|_| {
                    let centre = (
                        bounds.x() + bounds.width() / 2.0,
                        bounds.y() + bounds.height() / 2.0,
                    );
                    (centre, bounds.width().min(bounds.height()) / 2.0)
                });
            }
        }
    });
    Ink { bounds, disc }
}

/// `Some` when the path is a circle: curves only, every end point as far from
/// the middle of its box, and the box square.
fn circle(path: &usvg::Path) -> Option<()> {
    let data = path.data();
    let b = data.bounds();
    let (cx, cy, r) = (
        b.x() + b.width() / 2.0,
        b.y() + b.height() / 2.0,
        b.width() / 2.0,
    );
    let round = |x: f32, y: f32| ((x - cx).hypot(y - cy) - r).abs() <= 0.02 * r;
    let square = (b.width() - b.height()).abs() <= 0.02 * r;
    let mut curves = 0;
    for segment in data.segments() {
        let on_circle = match segment {
            PathSegment::MoveTo(p) => round(p.x, p.y),
            PathSegment::CubicTo(_, _, p) | PathSegment::QuadTo(_, p) => {
                curves += 1;
                round(p.x, p.y)
            }
            PathSegment::LineTo(_) => false,
            PathSegment::Close => true,
        };
        if !on_circle {
            return None;
        }
    }
    (square && r > 0.0 && curves >= 4).then_some(())
}

fn overlap(a: &Ink, b: &Ink) -> bool {
    let boxes = boxes_overlap(&a.bounds, &b.bounds);
    match (a.disc, b.disc) {
        (Some(((ax, ay), ar)), Some(((bx, by), br))) => {
            ar + br - (ax - bx).hypot(ay - by) > SLACK_PT
        }
        (Some(disc), None) => boxes && disc_in_box(disc, &b.bounds),
        (None, Some(disc)) => boxes && disc_in_box(disc, &a.bounds),
        (None, None) => boxes,
    }
}

fn boxes_overlap(a: &Rect, b: &Rect) -> bool {
    let across = a.right().min(b.right()) - a.x().max(b.x());
    let down = a.bottom().min(b.bottom()) - a.y().max(b.y());
    across > SLACK_PT && down > SLACK_PT
}

/// Whether a disc reaches more than the slack into a box.
fn disc_in_box(((x, y), r): ((f32, f32), f32), b: &Rect) -> bool {
    let nearest = (x.clamp(b.x(), b.right()), y.clamp(b.y(), b.bottom()));
    r - (x - nearest.0).hypot(y - nearest.1) > SLACK_PT
}

#[cfg(test)]
mod tests {
    use super::super::tree::test_page::parse;
    use super::*;

    fn tag(n: usize, x: f64, y: f64) -> String {
        format!(
            r##"<g id="tag-{n}"><rect x="{x}" y="{y}" width="20" height="12" fill="#fff" stroke="#000"/><text x="{}" y="{}" font-size="9">{n}</text></g>"##,
            x + 4.0,
            y + 9.0
        )
    }

    #[test]
    fn overlapping_tags_are_found_and_tags_apart_are_not() {
        let page = parse(&[tag(1, 10.0, 10.0), tag(2, 40.0, 10.0), tag(3, 25.0, 15.0)].concat());
        let found = overlapping(&page);
        assert_eq!(
            found,
            vec![
                Overlap {
                    first: "1".into(),
                    second: "3".into()
                },
                Overlap {
                    first: "2".into(),
                    second: "3".into()
                }
            ]
        );
        let apart = parse(&[tag(1, 10.0, 10.0), tag(2, 31.0, 10.0)].concat());
        assert_eq!(overlapping(&apart), vec![]);
    }

    fn disc(n: usize, x: f64, y: f64) -> String {
        format!(
            r##"<g id="tag-{n}"><circle cx="{x}" cy="{y}" r="10" fill="#fff" stroke="#000"/><text x="{x}" y="{y}" font-size="9">{n}</text></g>"##
        )
    }

    #[test]
    fn discs_overlap_by_their_round_ink_not_their_boxes() {
        // Diagonal neighbours 22 points apart: the boxes overlap, the discs do not.
        let diagonal = parse(&[disc(1, 50.0, 50.0), disc(2, 65.6, 65.6)].concat());
        assert_eq!(overlapping(&diagonal), vec![]);
        let close = parse(&[disc(1, 50.0, 50.0), disc(2, 62.0, 62.0)].concat());
        assert_eq!(overlapping(&close).len(), 1);
        // A disc against a box: its corner is clear, its side is not.
        let corner = parse(&[disc(1, 50.0, 50.0), tag(2, 58.0, 58.0)].concat());
        assert_eq!(overlapping(&corner), vec![]);
        let side = parse(&[disc(1, 50.0, 50.0), tag(2, 57.0, 45.0)].concat());
        assert_eq!(overlapping(&side).len(), 1);
    }
}
