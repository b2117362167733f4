//! Issue 19 item 2, read back from drawn boxes (usvg): on every picture, a
//! word, circles and the triangle and hexagon tilings, in letter and 6 × 9
//! slots, in colour and black ink, each end of a puzzle page has one mark
//! (`mark-start` / `mark-goal`), at least 6 mm, with no dot beside it in its
//! cell; a mark outside the drawing stands within a few millimetres of its
//! end's opening, past at most a short arrow; and no mark overlaps a wall or
//! the outline. Only an end with no opening to stand at keeps the copy
//! beyond the drawing's box with a dot in its cell.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use resvg::usvg;

use super::super::ShapedPuzzle;
use super::super::ends::Ends;
use super::super::outline::{Outline, every_name};
use super::super::pictures::MaskSource;
use super::super::recipe::recipe;
use super::beside::opening;
use super::marks::Spot;
use super::{Layout, doors, draw};
use crate::fonts::FontChoice;
use crate::puzzle::Difficulty;
use crate::puzzle::cells::Placement;
use crate::puzzle::cells::marks::MIN_MARK_PT;
use crate::puzzle::grid::request::GridRequest;
use crate::render::palette::Ink;
use crate::render::style::Style;
use crate::render::wall::Wall;
use crate::units::PT_PER_MM;

/// Puzzle slots: a letter page's one and two mazes, a 6 × 9 page's one.
const SLOTS: [(f64, f64); 3] = [(540.0, 600.0), (540.0, 290.0), (324.0, 500.0)];
/// The farthest a mark outside may stand from its opening: past the outline,
/// a gap and a short arrow.
const NEAR_MM: f64 = 6.0;

/// The one drawing of those tested whose end opens into a pocket of its
/// outline too narrow for a mark: the goal of the longest path in "Jonas"
/// (easy), in the s's inner hollow. Its copy stands outside past an arrow,
/// with a dot in its cell.
const POCKET: &str = "word Jonas Some(Longest) level 2";

/// A five-pointed star's width over its circle's diameter (sin 72°, a
/// little less).
const STAR_SPAN: f64 = 0.95;

/// A point; a rectangle as [left, top, right, bottom].
type Point = (f64, f64);
type Rect = [f64; 4];

/// Every shape a book may ask for, by its request.
fn requests() -> Vec<(String, GridRequest)> {
    let mut all: Vec<(String, GridRequest)> = every_name()
        .into_iter()
        .filter(|&name| name != "rectangle")
        .map(|name| {
            let shape = Outline::named(name).expect("a shape");
            (name.to_string(), request(shape))
        })
        .collect();
    for text in ["Mia", "Jonas"] {
        let source = MaskSource::Word {
            text: text.to_string(),
            font: FontChoice::default(),
        };
        let shape = Outline::Picture {
            source,
            tiling: super::super::board::Tiling::Square,
        };
        all.push((format!("word {text}"), request(shape)));
    }
    all
}

fn request(shape: Outline) -> GridRequest {
    GridRequest {
        shape: Some(shape),
        ..GridRequest::default()
    }
}

/// The drawing `puzzle` makes in a `width`×`height` box, parsed.
fn parsed(puzzle: &ShapedPuzzle, (width, height): Point, wall: Wall, ink: Ink) -> String {
    let group = draw(puzzle, None, width, height, wall, &Style::for_ink(ink));
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}">{group}</svg>"#
    )
}

/// The stroke boxes of the groups tagged `id`.
fn tagged(group: &usvg::Group, id: &str, found: &mut Vec<Rect>) {
    for child in group.children() {
        if let usvg::Node::Group(inner) = child {
            if inner.id() == id {
                let b = inner.abs_stroke_bounding_box();
                found.push([
                    f64::from(b.left()),
                    f64::from(b.top()),
                    f64::from(b.right()),
                    f64::from(b.bottom()),
                ]);
            } else {
                tagged(inner, id, found);
            }
        }
    }
}

/// The walls' and outline's strokes (unfilled paths outside the marks), as
/// flattened segments with half their stroke's width.
fn wall_segments(group: &usvg::Group, out: &mut Vec<(Point, Point, f64)>) {
    for child in group.children() {
        match child {
            usvg::Node::Group(inner) if !inner.id().starts_with("mark-") => {
                wall_segments(inner, out);
            }
            usvg::Node::Path(path) if path.fill().is_none() => {
                let Some(stroke) = path.stroke() else {
                    continue;
                };
                let half = f64::from(stroke.width().get()) / 2.0;
                flatten(path, half, out);
            }
            _ => {}
        }
    }
}

fn flatten(path: &usvg::Path, half: f64, out: &mut Vec<(Point, Point, f64)>) {
    use usvg::tiny_skia_path::PathSegment;
    let at = |p: usvg::tiny_skia_path::Point| {
        let mut q = [p];
        path.abs_transform().map_points(&mut q);
        (f64::from(q[0].x), f64::from(q[0].y))
    };
    let (mut from, mut first) = ((0.0, 0.0), (0.0, 0.0));
    for segment in path.data().segments() {
        match segment {
            PathSegment::MoveTo(p) => {
                from = at(p);
                first = from;
            }
            PathSegment::LineTo(p) => {
                out.push((from, at(p), half));
                from = at(p);
            }
            PathSegment::QuadTo(c, p) => {
                let (c, p) = (at(c), at(p));
                for k in 1..=8 {
                    let t = f64::from(k) / 8.0;
                    let u = 1.0 - t;
                    let q = (
                        u * u * from.0 + 2.0 * u * t * c.0 + t * t * p.0,
                        u * u * from.1 + 2.0 * u * t * c.1 + t * t * p.1,
                    );
                    out.push((from, q, half));
                    from = q;
                }
            }
            PathSegment::CubicTo(c1, c2, p) => {
                let (a, b, p) = (at(c1), at(c2), at(p));
                let start = from;
                for k in 1..=8 {
                    let t = f64::from(k) / 8.0;
                    let u = 1.0 - t;
                    let w = [u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t];
                    let q = (
                        w[0] * start.0 + w[1] * a.0 + w[2] * b.0 + w[3] * p.0,
                        w[0] * start.1 + w[1] * a.1 + w[2] * b.1 + w[3] * p.1,
                    );
                    out.push((from, q, half));
                    from = q;
                }
            }
            PathSegment::Close => {
                out.push((from, first, half));
                from = first;
            }
        }
    }
}

fn to_segment(p: Point, a: Point, b: Point) -> f64 {
    let ab = (b.0 - a.0, b.1 - a.1);
    let length = ab.0 * ab.0 + ab.1 * ab.1;
    let t = if length == 0.0 {
        0.0
    } else {
        (((p.0 - a.0) * ab.0 + (p.1 - a.1) * ab.1) / length).clamp(0.0, 1.0)
    };
    (p.0 - a.0 - ab.0 * t).hypot(p.1 - a.1 - ab.1 * t)
}

/// The outlines of the paths in the groups tagged `id` (`inside` one
/// already), flattened, with half their stroke's width.
fn mark_segments(group: &usvg::Group, id: &str, inside: bool, out: &mut Vec<(Point, Point, f64)>) {
    for child in group.children() {
        match child {
            usvg::Node::Group(inner) => {
                mark_segments(inner, id, inside || inner.id() == id, out);
            }
            usvg::Node::Path(path) if inside => {
                let half = path
                    .stroke()
                    .map_or(0.0, |s| f64::from(s.width().get()) / 2.0);
                flatten(path, half, out);
            }
            _ => {}
        }
    }
}

/// How far apart the segments `a`–`b` and `c`–`d` are (0 when they cross).
fn segments_apart(a: Point, b: Point, c: Point, d: Point) -> f64 {
    let cross =
        |p: Point, q: Point, r: Point| (q.0 - p.0) * (r.1 - p.1) - (q.1 - p.1) * (r.0 - p.0);
    let crossing = cross(a, b, c) * cross(a, b, d) < 0.0 && cross(c, d, a) * cross(c, d, b) < 0.0;
    if crossing {
        return 0.0;
    }
    to_segment(a, c, d)
        .min(to_segment(b, c, d))
        .min(to_segment(c, a, b))
        .min(to_segment(d, a, b))
}

/// How far the rectangle `r` is from the segment `a`–`b` (0 when they meet).
fn rect_to_segment(r: Rect, a: Point, b: Point) -> f64 {
    let inside = |p: Point| p.0 >= r[0] && p.0 <= r[2] && p.1 >= r[1] && p.1 <= r[3];
    if inside(a) || inside(b) {
        return 0.0;
    }
    let corners = [(r[0], r[1]), (r[2], r[1]), (r[2], r[3]), (r[0], r[3])];
    let from_corners = corners
        .iter()
        .map(|&c| to_segment(c, a, b))
        .fold(f64::MAX, f64::min);
    let clamp = |p: Point| (p.0.clamp(r[0], r[2]), p.1.clamp(r[1], r[3]));
    let from_ends = [a, b]
        .iter()
        .map(|&p| {
            let q = clamp(p);
            (p.0 - q.0).hypot(p.1 - q.1)
        })
        .fold(f64::MAX, f64::min);
    // A segment crossing the rectangle passes a corner's side: sample it.
    let crosses = (0..=32).any(|k| {
        let t = f64::from(k) / 32.0;
        inside((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
    });
    if crosses {
        0.0
    } else {
        from_corners.min(from_ends)
    }
}

/// Checks one drawing; `what` names it in failures.
fn check(puzzle: &ShapedPuzzle, slot: Point, wall: Wall, ink: Ink, what: &str) {
    let text = parsed(puzzle, slot, wall, ink);
    let layout = Layout::of(puzzle, false, slot.0, slot.1, wall);
    // Only an end with no opening to stand at (a circle's centre, a longest
    // path's end inside the maze, an opening into a pocket too narrow for a
    // mark) keeps a dot in its cell for its copy outside.
    let inside = layout.outside.map_or(0, |spots| {
        spots
            .iter()
            .filter(|s| matches!(s, Spot::Beyond(_)))
            .count()
    });
    assert_eq!(
        text.matches(r#"data-mark="spot""#).count(),
        inside,
        "{what}: a dot beside a mark at an opening"
    );
    for (spot, &cell) in layout
        .outside
        .iter()
        .flatten()
        .zip(&[puzzle.start, puzzle.goal])
    {
        if let Spot::Beside(beside) = spot {
            assert!(beside.cost() <= 1, "{what}: a leader arrow {beside:?}");
        }
        if matches!(spot, Spot::Beyond(_)) && doors::door(&puzzle.board, cell).is_some() {
            assert!(
                what.starts_with(POCKET),
                "{what}: an opening with no mark beside it"
            );
        }
    }
    let tree = usvg::Tree::from_str(&text, &usvg::Options::default()).expect("parses");
    let mut walls = Vec::new();
    wall_segments(tree.root(), &mut walls);
    let ends = [puzzle.start, puzzle.goal];
    for (i, id) in ["mark-start", "mark-goal"].into_iter().enumerate() {
        let mut found = Vec::new();
        tagged(tree.root(), id, &mut found);
        assert_eq!(found.len(), 1, "{what}: one {id}");
        let mark = found[0];
        // A star's points span sin 72° of the circle they stand on.
        let span = if i == 0 { 1.0 } else { STAR_SPAN };
        let across = (mark[2] - mark[0]).max(mark[3] - mark[1]) / span;
        assert!(across >= MIN_MARK_PT - 0.05, "{what}: {id} {across:.1} pt");
        let mut ink = Vec::new();
        mark_segments(tree.root(), id, false, &mut ink);
        let near = |(a, b, _): &&(Point, Point, f64)| {
            a.0.min(b.0) <= mark[2] + 5.0
                && a.0.max(b.0) >= mark[0] - 5.0
                && a.1.min(b.1) <= mark[3] + 5.0
                && a.1.max(b.1) >= mark[1] - 5.0
        };
        for &(a, b, half) in walls.iter().filter(near) {
            for &(c, d, own) in &ink {
                let clear = segments_apart(a, b, c, d) - half - own;
                assert!(
                    clear > -0.05,
                    "{what}: {id} near {c:?} overlaps a wall {a:?}–{b:?}"
                );
            }
        }
        let beside = matches!(layout.outside, Some(spots) if matches!(spots[i], Spot::Beside(_)));
        if !beside {
            continue;
        }
        let door = doors::door(&puzzle.board, ends[i]).expect("a door");
        let open = opening(&puzzle.board, door, &layout.frame);
        let half = layout.frame.unit / 2.0;
        let along = (-open.facing.1 * half, open.facing.0 * half);
        let a = (open.middle.0 - along.0, open.middle.1 - along.1);
        let b = (open.middle.0 + along.0, open.middle.1 + along.1);
        let off = rect_to_segment(mark, a, b) / PT_PER_MM;
        assert!(
            off <= NEAR_MM,
            "{what}: {id} stands {off:.1} mm from its opening"
        );
    }
}

#[test]
fn every_shape_s_marks_stand_at_their_openings_one_per_end_clear_of_the_walls() {
    let placements = [None, Some(Placement::Sides), Some(Placement::Longest)];
    for ((name, request), placement) in requests()
        .into_iter()
        .flat_map(|r| placements.map(|p| (r.clone(), p)))
    {
        let request = GridRequest {
            placement: placement.map(Ends::Like).or(request.placement),
            ..request
        };
        for level in [Difficulty::EASY, Difficulty::HARD] {
            let recipe = recipe(&request, Some(level)).expect("a recipe");
            let mut rng = ChaCha8Rng::seed_from_u64(7);
            let puzzle = recipe.generate(&mut rng);
            let aspect = super::aspect_ratio(&puzzle.board);
            for slot in SLOTS {
                let drawn = if aspect > slot.0 / slot.1 {
                    (slot.0, slot.0 / aspect)
                } else {
                    (slot.1 * aspect, slot.1)
                };
                for ink in [Ink::Color, Ink::Black] {
                    let what = format!(
                        "{name} {placement:?} level {} in {slot:?} {ink:?}",
                        level.level()
                    );
                    check(&puzzle, drawn, recipe.wall, ink, &what);
                }
            }
        }
    }
}
