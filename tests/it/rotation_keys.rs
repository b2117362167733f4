//! Long rotation answer keys as the book prints them (review M3: 16- and
//! 20-turn keys four to a page had discs bigger than their cells, hiding a
//! third of the line): the answer pages built with `--svg` and parsed by usvg,
//! each numbered disc (`tag-<n>`) taken as its drawn box and checked against
//! the board's cells, the drawn answer line and the other discs.

use std::path::Path;

use resvg::usvg::{self, Node, tiny_skia_path::PathSegment};

use crate::common::{build, spec_in_temp};

/// The most of an answer line the discs may hide.
const MAX_HIDDEN_SHARE: f32 = 0.10;

/// A long ladder, four answer keys a page asked for (as in
/// examples/turn-the-board.toml), on `paper`.
fn spec(paper: &str) -> String {
    format!(
        "[book]\ntitle = \"Turns\"\nseed = 11\npage-size = \"{paper}\"\n\n\
         [[section]]\ntitle = \"Long\"\nkind = \"rotation\"\nladder = [12, 16, 20]\nper-page = 1\n\n\
         [answers]\nper-page = 4\n"
    )
}

/// One answer key as drawn: its discs (centre, outer radius), its cell size,
/// and its answer line's segments.
#[derive(Default)]
struct Key {
    discs: Vec<(f32, f32, f32)>,
    cells: Vec<f32>,
    line: Vec<((f32, f32), (f32, f32))>,
}

fn colour(paint: &usvg::Paint) -> Option<(u8, u8, u8)> {
    match paint {
        usvg::Paint::Color(c) => Some((c.red, c.green, c.blue)),
        _ => None,
    }
}

/// Reads one drawing's discs, cells and line, descending from `group`.
fn read(group: &usvg::Group, key: &mut Key) {
    for node in group.children() {
        match node {
            Node::Group(g) if g.id().starts_with("tag-") => {
                let b = g.abs_stroke_bounding_box();
                let r = b.width().max(b.height()) / 2.0;
                key.discs
                    .push((b.x() + b.width() / 2.0, b.y() + b.height() / 2.0, r));
            }
            Node::Group(g) => read(g, key),
            Node::Path(path) => {
                let stroke = path.stroke().and_then(|s| colour(s.paint()));
                let b = path.abs_bounding_box();
                if stroke == Some((0x8c, 0x8c, 0x8c)) && path.fill().is_some() {
                    key.cells.push(b.width());
                } else if stroke.is_some() && path.fill().is_none() && is_answer_line(path) {
                    key.line.extend(segments(path));
                }
            }
            _ => {}
        }
    }
}

/// The answer line is the one round-capped open stroke of a key.
fn is_answer_line(path: &usvg::Path) -> bool {
    path.stroke()
        .is_some_and(|s| s.linecap() == usvg::LineCap::Round)
}

fn segments(path: &usvg::Path) -> Vec<((f32, f32), (f32, f32))> {
    let ts = path.abs_transform();
    let mut found = Vec::new();
    let mut last = None;
    for segment in path.data().segments() {
        let point = match segment {
            PathSegment::MoveTo(p) | PathSegment::LineTo(p) => {
                let mut p = p;
                ts.map_point(&mut p);
                (p.x, p.y)
            }
            _ => continue,
        };
        if let (Some(from), PathSegment::LineTo(_)) = (last, segment) {
            found.push((from, point));
        }
        last = Some(point);
    }
    found
}

/// The length of `a`–`b` within `r` of `c`, sampled every tenth of a point.
fn hidden(a: (f32, f32), b: (f32, f32), c: (f32, f32), r: f32) -> (f32, f32) {
    let length = (b.0 - a.0).hypot(b.1 - a.1);
    let steps = (length * 10.0).ceil().max(1.0) as usize;
    let under = (0..steps)
        .filter(|&k| {
            let t = (k as f32 + 0.5) / steps as f32;
            let p = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            (p.0 - c.0).hypot(p.1 - c.1) < r
        })
        .count();
    (length * under as f32 / steps as f32, length)
}

/// The keys on the built book's answer pages: each slot's drawing is a group of
/// its own, holding one board.
fn keys_of(out: &Path) -> Vec<Key> {
    let mut keys = Vec::new();
    let pages = std::fs::read_dir(out.join("pages")).expect("pages");
    let mut names: Vec<_> = pages.map(|p| p.expect("entry").path()).collect();
    names.sort();
    for page in names {
        let text = std::fs::read_to_string(&page).expect("page");
        if !text.contains("rest-marker") {
            continue;
        }
        let tree = usvg::Tree::from_str(&text, &usvg::Options::default()).expect("parses");
        collect_keys(tree.root(), &mut keys);
    }
    keys
}

/// A key is the innermost group holding both a board's cells and its discs.
fn collect_keys(group: &usvg::Group, keys: &mut Vec<Key>) {
    let whole = |g: &usvg::Group| {
        let mut key = Key::default();
        read(g, &mut key);
        (!key.discs.is_empty() && !key.cells.is_empty()).then_some(key)
    };
    let mut inner = false;
    for node in group.children() {
        if let Node::Group(g) = node
            && whole(g).is_some()
        {
            inner = true;
            collect_keys(g, keys);
        }
    }
    if !inner && let Some(key) = whole(group) {
        keys.push(key);
    }
}

fn check(paper: &str) {
    let (dir, path) = spec_in_temp(&spec(paper));
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let keys = keys_of(&out);
    assert_eq!(keys.len(), 3, "{paper}: three keys");
    for (k, key) in keys.iter().enumerate() {
        let cell = key.cells.iter().copied().fold(f32::MAX, f32::min);
        assert!(!key.line.is_empty(), "{paper} key {k}: a line");
        let (mut under, mut total) = (0.0, 0.0);
        for (i, &(x, y, r)) in key.discs.iter().enumerate() {
            assert!(
                2.0 * r <= cell + 0.01,
                "{paper} key {k}: disc {} is {:.1} pt across on {cell:.1} pt cells",
                i + 1,
                2.0 * r
            );
            for (j, &(x2, y2, r2)) in key.discs.iter().enumerate().skip(i + 1) {
                let gap = (x - x2).hypot(y - y2) - r - r2;
                assert!(
                    gap > 0.5,
                    "{paper} key {k}: discs {} and {} touch",
                    i + 1,
                    j + 1
                );
            }
        }
        for &(a, b) in &key.line {
            let mut covered = 0.0f32;
            for &(x, y, r) in &key.discs {
                covered = covered.max(hidden(a, b, (x, y), r).0);
            }
            under += covered;
            total += (b.0 - a.0).hypot(b.1 - a.1);
        }
        assert!(
            under <= MAX_HIDDEN_SHARE * total,
            "{paper} key {k}: {:.0} % of the line under discs",
            100.0 * under / total
        );
    }
}

#[test]
fn long_rotation_keys_on_letter_keep_discs_within_cells_and_off_the_line() {
    check("letter");
}

#[test]
fn long_rotation_keys_on_6x9_keep_discs_within_cells_and_off_the_line() {
    check("6x9");
}
