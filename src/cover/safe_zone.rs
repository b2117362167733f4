//! The rules a cover must keep, checked on the drawn cover itself (the parsed
//! SVG, whatever template made it): every text and every puzzle inside the
//! safe zone of one panel (0.125 in from the trim and the spine folds; spine text
//! 0.0625 in from the folds), and nothing in the barcode area but a background
//! that runs under all of it (what a clip path hides is not drawn there).

use resvg::usvg::{self, Node};

use super::geometry::CoverFrame;
use crate::keys::error::shortened;
use crate::layout::geometry::Rect;
use crate::spec::texts::{self, KeyedText};

/// Rounding room, in points.
const SLACK: f64 = 0.01;
/// What two clip paths that do not overlap leave visible.
const NOTHING: Rect = Rect {
    x: 0.0,
    y: 0.0,
    width: 0.0,
    height: 0.0,
};

/// What is out of place, and the spec key whose text it is (when known).
#[derive(Debug, Clone, PartialEq)]
pub struct Fault {
    pub key: Option<String>,
    pub message: String,
}

/// Checks every text of `tree` but the puzzles' own (their drawings are checked
/// whole by [`check_art`]); `texts` are the spec's texts by key, to name the
/// one at fault.
pub fn check_text(tree: &usvg::Tree, frame: &CoverFrame, texts: &[KeyedText]) -> Result<(), Fault> {
    let mut fault = Ok(());
    let strays = crate::print::rooms::strays(tree);
    visit_outside_art(tree.root(), &mut |node| {
        let Node::Text(text) = node else { return };
        if fault.is_err() {
            return;
        }
        let words: String = text.chunks().iter().map(|c| c.text()).collect();
        // The ink (outlines and stroke), not the font's line box.
        let bounds = rect(text.abs_stroke_bounding_box());
        let key = texts::key_of(&words, texts).map(str::to_string);
        let what = |place: &str| Fault {
            key: key.clone(),
            message: format!(
                "\"{}\" would print {place}; shorten it",
                shortened(&words.split_whitespace().collect::<Vec<_>>().join(" "))
            ),
        };
        if strays.iter().any(|stray| stray.text == words) {
            fault = Err(what("across its box's border, even at 7 pt"));
        } else if !inside_a_panel(frame, &bounds) {
            fault = Err(what(
                "outside the cover's safe zone (0.125 in inside the trim and the spine folds)",
            ));
        } else if overlaps(&bounds, &frame.barcode) {
            fault = Err(what("in the barcode area at the bottom right of the back"));
        }
    });
    fault
}

/// Checks the puzzle drawings (groups `cover-art-N`, named `names[N]`) and
/// the barcode area.
pub fn check_art(tree: &usvg::Tree, frame: &CoverFrame, names: &[&str]) -> Result<(), String> {
    for (index, name) in names.iter().enumerate() {
        let Some(node) = tree.node_by_id(&format!("cover-art-{index}")) else {
            continue;
        };
        let bounds = rect(node.abs_bounding_box());
        if !inside_a_panel(frame, &bounds) {
            let inches = |points: f64| crate::render::fmt::num(points / 72.0);
            return Err(format!(
                "the puzzle art(\"{name}\", …) reaches from ({}, {}) to ({}, {}) in, across the safe zone (0.125 in inside the trim and the spine folds)",
                inches(bounds.x),
                inches(bounds.y),
                inches(bounds.x + bounds.width),
                inches(bounds.y + bounds.height)
            ));
        }
    }
    let mut clear = Ok(());
    visit_clipped(tree.root(), None, &mut |node, clip| {
        if matches!(node, Node::Group(_)) || clear.is_err() {
            return;
        }
        let drawn = rect(node.abs_bounding_box());
        let Some(bounds) = clip.map_or(Some(drawn), |clip| intersection(&drawn, &clip)) else {
            return;
        };
        if overlaps(&bounds, &frame.barcode) && !contains(&bounds, &frame.barcode) {
            let named = match node.id() {
                "" => String::new(),
                id => format!(", element \"{id}\""),
            };
            clear = Err(format!(
                "something is drawn in the barcode area (2 × 1.2 in at the bottom right of the back{named}); keep it clear"
            ));
        }
    });
    clear
}

/// Visits every node with the part of the page its clip paths leave it (none
/// when nothing clips it).
fn visit_clipped(group: &usvg::Group, clip: Option<Rect>, f: &mut dyn FnMut(&Node, Option<Rect>)) {
    for node in group.children() {
        f(node, clip);
        if let Node::Group(inner) = node {
            let own = clip_bounds(inner);
            let inner_clip = match (clip, own) {
                (Some(a), Some(b)) => Some(intersection(&a, &b).unwrap_or(NOTHING)),
                (a, b) => a.or(b),
            };
            visit_clipped(inner, inner_clip, f);
        }
    }
}

/// The page box a group's own clip path leaves visible, if it has one.
fn clip_bounds(group: &usvg::Group) -> Option<Rect> {
    let clip = group.clip_path()?;
    let transform = group.abs_transform().pre_concat(clip.transform());
    clip.root().bounding_box().transform(transform).map(rect)
}

/// The overlap of two boxes, if they overlap.
fn intersection(a: &Rect, b: &Rect) -> Option<Rect> {
    let (left, top) = (a.x.max(b.x), a.y.max(b.y));
    let right = (a.x + a.width).min(b.x + b.width);
    let bottom = (a.y + a.height).min(b.y + b.height);
    (right > left && bottom > top).then_some(Rect {
        x: left,
        y: top,
        width: right - left,
        height: bottom - top,
    })
}

fn visit_outside_art(group: &usvg::Group, f: &mut dyn FnMut(&Node)) {
    for node in group.children() {
        match node {
            Node::Group(inner) if inner.id().starts_with("cover-art-") => {}
            Node::Group(inner) => visit_outside_art(inner, f),
            _ => f(node),
        }
    }
}

fn inside_a_panel(frame: &CoverFrame, bounds: &Rect) -> bool {
    let areas = frame.safe_areas();
    areas.iter().any(|(_, area)| contains(area, bounds))
}

fn rect(r: usvg::Rect) -> Rect {
    Rect {
        x: f64::from(r.x()),
        y: f64::from(r.y()),
        width: f64::from(r.width()),
        height: f64::from(r.height()),
    }
}

/// Whether `inner` lies within `outer`.
pub fn contains(outer: &Rect, inner: &Rect) -> bool {
    inner.x >= outer.x - SLACK
        && inner.y >= outer.y - SLACK
        && inner.x + inner.width <= outer.x + outer.width + SLACK
        && inner.y + inner.height <= outer.y + outer.height + SLACK
}

/// Whether `a` and `b` share more than a hairline.
pub fn overlaps(a: &Rect, b: &Rect) -> bool {
    a.x < b.x + b.width - SLACK
        && b.x < a.x + a.width - SLACK
        && a.y < b.y + b.height - SLACK
        && b.y < a.y + a.height - SLACK
}
