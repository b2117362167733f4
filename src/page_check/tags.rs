//! Labels and move tags (`tag-*` groups) that overlap each other: their ink
//! boxes, after every transform, share more than a sliver.

use resvg::usvg::{self, Rect};

use super::tree::{tagged, texts, words};
use crate::render::tags::TAG;

/// Boxes may touch or share this much (points, both ways) without overlapping.
pub const SLACK_PT: f32 = 0.5;

/// Two tags that overlap: their words.
#[derive(Debug, Clone, PartialEq)]
pub struct Overlap {
    pub first: String,
    pub second: String,
}

/// Every pair of the page's tags that overlap, in drawing order.
pub fn overlapping(tree: &usvg::Tree) -> Vec<Overlap> {
    let tags: Vec<(Rect, String)> = tagged(tree, TAG)
        .into_iter()
        .map(|g| {
            let label = texts(g).into_iter().map(words).collect::<Vec<_>>();
            (g.abs_stroke_bounding_box(), label.join(" "))
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

fn overlap(a: &Rect, b: &Rect) -> bool {
    let across = a.right().min(b.right()) - a.x().max(b.x());
    let down = a.bottom().min(b.bottom()) - a.y().max(b.y());
    across > SLACK_PT && down > SLACK_PT
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
}
