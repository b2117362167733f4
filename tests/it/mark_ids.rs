//! Start and goal marks read back from built pages by their page-check ids
//! (`mark-start-<n>`, `mark-goal-<n>`, see `render::mark_ids`): in books of
//! every kind and every shape, on letter and 6 × 9 pages, in colour and black
//! ink, every mark on a puzzle page prints at least 6 mm,
//! each drawing has exactly one mark per end, and black-ink marks are filled
//! with a mid grey, not left white. Named after the review's defects: 2–4 mm
//! marks on pictures and words, doubled marks, outlines read as rings.

use std::collections::BTreeMap;
use std::path::Path;

use resvg::usvg;
use serde_json::Value;

use crate::common::{build, every_kind_sections, kind_name, spec_in_temp};

/// The smallest mark a puzzle page prints, in millimetres (less what the SVG's
/// thousandths of a point can round away).
const MIN_MARK_MM: f64 = 6.0 - 0.01;
/// A black-ink mark's fill is at least this dark (0 black, 255 white).
const DARKEST_WHITE: u8 = 0xc0;
/// Millimetres per usvg pixel: pages are sized in points, usvg counts 96 px to
/// the inch.
const MM_PER_PX: f64 = 25.4 / 96.0;

/// Sections besides every kind's sample: each shape and picture, a word, and the
/// hard and crowded pages where marks are smallest.
const SHAPES: &str = r#"
[[section]]
title = "Hard squares"
kind = "grid"
difficulty = "hard"
count = 2

[[section]]
title = "Longest"
kind = "grid"
difficulty = "hard"
placement = "longest"
count = 1

[[section]]
title = "Circles"
kind = "grid"
shape = "circle"
difficulty = "hard"
count = 1

[[section]]
title = "Honeycomb"
kind = "grid"
shape = "hexagon"
difficulty = "hard"
count = 1

[[section]]
title = "Triangles"
kind = "grid"
shape = "triangle"
difficulty = "hard"
count = 1

[[section]]
title = "Cat"
kind = "grid"
shape = "cat"
tiling = "hexagon"
difficulty = "medium"
count = 1

[[section]]
title = "Fish"
kind = "grid"
shape = "fish"
tiling = "triangle"
width = 22
difficulty = "easy"
count = 1

[[section]]
title = "Name"
kind = "grid"
text = "EMMA"
difficulty = "medium"
count = 1

[[section]]
title = "Block sides"
kind = "block"
difficulty = 7
placement = "sides"
count = 2

[[section]]
title = "Hard drives"
kind = "viennese"
difficulty = "hard"
count = 1

[[section]]
title = "Long turns"
kind = "rotation"
ladder = [16, 20]
per-page = 1
"#;

/// Every built-in picture, one medium maze each.
fn pictures() -> String {
    mazebook::puzzle::grid::shaped::pictures::builtin::BUILT_IN
        .iter()
        .map(|name| {
            format!(
                "[[section]]\ntitle = \"{name}\"\nkind = \"grid\"\nshape = \"{name}\"\ndifficulty = \"medium\"\ncount = 1\n\n"
            )
        })
        .collect()
}

fn book(paper: &str, ink: &str) -> String {
    format!(
        "[book]\ntitle = \"Marks\"\nseed = 19\npage-size = \"{paper}\"\nink = \"{ink}\"\n\n\
         [front-matter]\nhow-to = true\n\n[answers]\nwhere = \"none\"\n\n{}{SHAPES}\n{}",
        every_kind_sections(kind_name, "count = 1"),
        pictures()
    )
}

/// One tagged mark as drawn: its id, its size (mm) and its fill's grey level.
#[derive(Debug)]
struct Drawn {
    id: String,
    mm: f64,
    fill: Option<[u8; 3]>,
}

/// The first path's fill under `node`, as RGB.
fn fill_of(node: &usvg::Group) -> Option<[u8; 3]> {
    node.children().iter().find_map(|child| match child {
        usvg::Node::Path(path) => path.fill().and_then(|fill| match fill.paint() {
            usvg::Paint::Color(c) => Some([c.red, c.green, c.blue]),
            _ => None,
        }),
        usvg::Node::Group(group) => fill_of(group),
        _ => None,
    })
}

/// A mark's size: a star's the circle round its ten points (the size it is
/// drawn at, as the face's is its width); a face's or a ball's its inked width.
fn size_mm(group: &usvg::Group) -> f64 {
    let star = group.children().iter().find_map(|child| match child {
        usvg::Node::Path(path) if path.data().points().len() >= 10 && path.fill().is_some() => {
            let points = path.data().points();
            let is_lines = path
                .data()
                .segments()
                .all(|s| !matches!(s, usvg::tiny_skia_path::PathSegment::CubicTo(..)));
            is_lines.then(|| {
                let t = path.abs_transform();
                let mapped: Vec<(f64, f64)> = points
                    .iter()
                    .take(10)
                    .map(|p| {
                        let (x, y) = (f64::from(p.x), f64::from(p.y));
                        (
                            f64::from(t.sx) * x + f64::from(t.kx) * y + f64::from(t.tx),
                            f64::from(t.ky) * x + f64::from(t.sy) * y + f64::from(t.ty),
                        )
                    })
                    .collect();
                let n = mapped.len() as f64;
                let cx = mapped.iter().map(|p| p.0).sum::<f64>() / n;
                let cy = mapped.iter().map(|p| p.1).sum::<f64>() / n;
                let far = mapped
                    .iter()
                    .map(|p| (p.0 - cx).hypot(p.1 - cy))
                    .fold(0.0, f64::max);
                let scale = f64::from(t.sx).hypot(f64::from(t.ky));
                let stroke = path.stroke().map_or(0.0, |s| f64::from(s.width().get()));
                2.0 * far + stroke * scale
            })
        }
        _ => None,
    });
    let px = star.unwrap_or_else(|| {
        let bounds = group.abs_stroke_bounding_box();
        f64::from(bounds.width().max(bounds.height()))
    });
    px * MM_PER_PX
}

/// Every tagged mark in `node`'s tree.
fn tagged(node: &usvg::Group, found: &mut Vec<Drawn>) {
    for child in node.children() {
        if let usvg::Node::Group(group) = child {
            let id = group.id();
            if id.starts_with("mark-start-") || id.starts_with("mark-goal-") {
                found.push(Drawn {
                    id: id.to_string(),
                    mm: size_mm(group),
                    fill: fill_of(group),
                });
            } else {
                tagged(group, found);
            }
        }
    }
}

/// How many puzzles with a start and a goal each puzzle page holds, from
/// book.json (a Magic Labyrinth layout has players, not a start and a goal; a
/// Theseus puzzle its two pieces and an exit).
fn puzzles_per_page(out: &Path) -> BTreeMap<u64, usize> {
    let text = std::fs::read_to_string(out.join("book.json")).expect("book.json");
    let json: Value = serde_json::from_str(&text).expect("json");
    let mut pages = BTreeMap::new();
    for puzzle in json["puzzles"].as_array().expect("puzzles") {
        let marked = usize::from(
            !["magic-labyrinth", "theseus"].contains(&puzzle["kind"].as_str().expect("kind")),
        );
        *pages
            .entry(puzzle["page"].as_u64().expect("page"))
            .or_insert(0) += marked;
    }
    pages
}

/// Builds the book and checks every page's tagged marks.
fn check_book(paper: &str, ink: &str) {
    let (dir, spec) = spec_in_temp(&book(paper, ink));
    let out = dir.path().join("out");
    build(&spec, &out, &["--svg"]);
    let per_page = puzzles_per_page(&out);
    let mut files: Vec<_> = std::fs::read_dir(out.join("pages"))
        .expect("pages")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "svg"))
        .collect();
    files.sort();
    for (index, file) in files.iter().enumerate() {
        let page = index as u64 + 1;
        let text = std::fs::read_to_string(file).expect("page svg");
        let tree = usvg::Tree::from_str(&text, &usvg::Options::default()).expect("page parses");
        let mut marks = Vec::new();
        tagged(tree.root(), &mut marks);
        let what = format!("{paper} {ink} page {page}");
        let starts = marks
            .iter()
            .filter(|m| m.id.starts_with("mark-start"))
            .count();
        let goals = marks.len() - starts;
        assert_eq!(starts, goals, "{what}: one start per goal: {marks:?}");
        if let Some(&puzzles) = per_page.get(&page) {
            assert_eq!(
                starts, puzzles,
                "{what}: one start and one goal per puzzle: {marks:?}"
            );
        }
        for mark in &marks {
            assert!(
                mark.mm >= MIN_MARK_MM,
                "{what}: {} prints {:.2} mm",
                mark.id,
                mark.mm
            );
            if ink == "black" {
                let fill = mark.fill.expect("a filled mark");
                assert!(
                    fill.iter().all(|&c| c <= DARKEST_WHITE)
                        && fill[0] == fill[1]
                        && fill[1] == fill[2],
                    "{what}: {} filled {fill:?}, not a mid grey",
                    mark.id
                );
            }
        }
    }
}

#[test]
fn every_kind_and_shape_prints_one_mark_per_end_at_least_6mm_on_letter_in_colour() {
    check_book("letter", "color");
}

#[test]
fn every_kind_and_shape_prints_one_mark_per_end_at_least_6mm_on_6x9_in_black() {
    check_book("6x9", "black");
}

#[test]
fn every_kind_and_shape_prints_one_mark_per_end_at_least_6mm_on_6x9_in_colour() {
    check_book("6x9", "color");
}

#[test]
fn every_kind_and_shape_prints_one_mark_per_end_at_least_6mm_on_letter_in_black() {
    check_book("letter", "black");
}
