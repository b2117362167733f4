//! Tests on an answer key as drawn: the page's SVG parsed by usvg, each move
//! tag (`tag-<n>`) taken as its drawn box and checked against the route's
//! drawn line, every junction of the plan and every other tag, for long routes
//! that drive streets again and again (the keys a reader could not follow).

use resvg::usvg::{self, Node, tiny_skia_path::PathSegment};

use super::super::canvas::Canvas;
use super::plan::{Frame, Rect};
use super::route;
use crate::render::style::Style;

/// A tag's drawn box: left, top, right, bottom.
type Box4 = [f32; 4];

/// A walk of `moves` steps on `canvas` from node 0, each step to a neighbour
/// picked by a fixed rule (so it drives streets both ways and again).
fn long_route(canvas: &Canvas, moves: usize) -> Vec<usize> {
    let mut route = vec![0];
    let mut state: u64 = 7;
    for _ in 0..moves {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let here = *route.last().expect("a start");
        let next = canvas.neighbours(here);
        let (node, _) = next[(state >> 33) as usize % next.len()];
        route.push(node);
    }
    route
}

fn parse(group: svg::node::element::Group, size: f64) -> usvg::Tree {
    let text = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}">{group}</svg>"#
    );
    usvg::Tree::from_str(&text, &usvg::Options::default()).expect("the key parses")
}

fn tag_boxes(group: &usvg::Group, found: &mut Vec<Box4>) {
    for node in group.children() {
        if let Node::Group(g) = node {
            if g.id().starts_with("tag-") {
                let b = g.abs_stroke_bounding_box();
                found.push([b.x(), b.y(), b.right(), b.bottom()]);
            } else {
                tag_boxes(g, found);
            }
        }
    }
}

/// A drawn line's segment: its ends and its stroke width.
type Segment = ((f32, f32), (f32, f32), f32);

/// The route's drawn line as segments, with its stroke width.
fn route_segments(group: &usvg::Group, found: &mut Vec<Segment>) {
    for node in group.children() {
        match node {
            Node::Group(g) => route_segments(g, found),
            Node::Path(path) => {
                let width = path.stroke().map_or(0.0, |s| s.width().get());
                let mut last = None;
                for segment in path.data().segments() {
                    let point = match segment {
                        PathSegment::MoveTo(p) => {
                            last = Some((p.x, p.y));
                            continue;
                        }
                        PathSegment::LineTo(p) => (p.x, p.y),
                        _ => continue,
                    };
                    if let Some(from) = last {
                        found.push((from, point, width));
                    }
                    last = Some(point);
                }
            }
            _ => {}
        }
    }
}

fn overlap(a: &Box4, b: &Box4) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

fn grown(b: &Box4, by: f32) -> Box4 {
    [b[0] - by, b[1] - by, b[2] + by, b[3] + by]
}

fn segment_meets(box4: &Box4, a: (f32, f32), b: (f32, f32)) -> bool {
    // Sampled finely along the segment: the boxes are several points across.
    (0..=200).any(|k| {
        let t = k as f32 / 200.0;
        let p = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
        p.0 > box4[0] && p.0 < box4[2] && p.1 > box4[1] && p.1 < box4[3]
    })
}

/// Draws a key of `moves` moves on `canvas` in a `size`-point square and checks
/// its drawn tags.
fn check_key(canvas: &Canvas, moves: usize, size: f64) {
    let bounds = Rect {
        x: 0.0,
        y: 0.0,
        width: size,
        height: size,
    };
    let frame = Frame::fit(canvas, bounds, 17.0);
    let route = long_route(canvas, moves);
    let layers = route::draw(canvas, &frame, &route, bounds, vec![], &Style::default());
    let mut tags = Vec::new();
    tag_boxes(parse(layers.marks, size).root(), &mut tags);
    let mut line = Vec::new();
    route_segments(parse(layers.band, size).root(), &mut line);
    assert!(tags.len() >= 2 && !line.is_empty());
    for (i, tag) in tags.iter().enumerate() {
        for (j, other) in tags.iter().enumerate().skip(i + 1) {
            assert!(
                !overlap(tag, other),
                "tags {i} and {j} stack: {tag:?} {other:?}"
            );
        }
        for &(a, b, width) in &line {
            let reach = grown(tag, width / 2.0);
            assert!(
                !segment_meets(&reach, a, b),
                "tag {i} {tag:?} on the route {a:?}–{b:?}"
            );
        }
        for node in 0..canvas.node_count() {
            let (x, y) = frame.node(canvas, node);
            let road = grown(tag, (frame.sizes.road / 2.0) as f32);
            let on = x as f32 > road[0] && (x as f32) < road[2];
            assert!(
                !(on && y as f32 > road[1] && (y as f32) < road[3]),
                "tag {i} on junction {node}"
            );
        }
    }
}

#[test]
fn long_keys_on_squares_keep_their_tags_off_the_route_junctions_and_each_other() {
    for moves in [12, 24, 28] {
        check_key(&Canvas::squares(5, 5), moves, 360.0);
    }
}

#[test]
fn long_keys_on_triangles_and_a_roundabout_keep_their_tags_clear() {
    check_key(&Canvas::triangles(4, 4), 24, 360.0);
    check_key(&Canvas::roundabout(6, 2), 24, 360.0);
}

#[test]
fn every_tag_of_a_key_is_numbered_once() {
    let canvas = Canvas::squares(4, 4);
    let bounds = Rect {
        x: 0.0,
        y: 0.0,
        width: 300.0,
        height: 300.0,
    };
    let frame = Frame::fit(&canvas, bounds, 17.0);
    let layers = route::draw(
        &canvas,
        &frame,
        &long_route(&canvas, 20),
        bounds,
        vec![],
        &Style::default(),
    );
    let svg = layers.marks.to_string();
    let count = svg.matches("class=\"move-label\"").count();
    let ids: Vec<&str> = svg
        .split(" id=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .filter(|id| id.starts_with("tag-"))
        .collect();
    let unique: std::collections::BTreeSet<&str> = ids.iter().copied().collect();
    assert!(count > 0);
    assert_eq!(ids.len(), count, "one tag per move label");
    assert_eq!(unique.len(), count, "tags unique: {ids:?}");
}
