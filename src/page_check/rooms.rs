//! Texts that leave their box. Texts in a `room-*` group are measured by
//! `print::rooms`, the one owner of that rule (the page stream refuses such a
//! page, so a finished book has none; the check reports the same measure). Its
//! own rule: every text on the page must lie inside the live area (inside the
//! margins), measured on the glyphs' outlines as drawn, after every transform.

use resvg::usvg::{self, Rect};

use super::tree::{overhang, texts, words};
use crate::print::rooms;

/// Rounding room, in points: less than a text can visibly cross a line by.
pub const SLACK_PT: f64 = 0.25;

/// A text that leaves its box.
#[derive(Debug, Clone, PartialEq)]
pub struct TextOut {
    pub words: String,
    /// How far its ink reaches past the box, in points.
    pub by_pt: f64,
}

/// The texts of the page's rooms that leave their room (`print::rooms`).
pub fn outside_rooms(tree: &usvg::Tree) -> Vec<TextOut> {
    rooms::strays(tree)
        .into_iter()
        .map(|stray| TextOut {
            words: stray.text,
            by_pt: f64::from(stray.past),
        })
        .collect()
}

/// The texts of the page that leave the live area `[x, y, width, height]`.
pub fn outside_live(tree: &usvg::Tree, live: [f64; 4]) -> Vec<TextOut> {
    let [x, y, width, height] = live.map(|v| v as f32);
    match Rect::from_xywh(x, y, width, height) {
        Some(live) => outside(texts(tree.root()), &live),
        None => Vec::new(),
    }
}

fn outside(texts: Vec<&usvg::Text>, room: &Rect) -> Vec<TextOut> {
    texts
        .into_iter()
        .filter_map(|text| {
            let ink = text.abs_stroke_bounding_box();
            let by_pt = overhang(&ink, room);
            (by_pt > SLACK_PT).then(|| TextOut {
                words: words(text),
                by_pt,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::tree::test_page::parse;
    use super::*;

    #[test]
    fn texts_leaving_the_live_area_are_found() {
        let page = parse(
            r#"<text x="30" y="50" font-size="10">Inside</text><text x="150" y="60" font-size="10">Far past the margin</text>"#,
        );
        let found = outside_live(&page, [20.0, 20.0, 160.0, 160.0]);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].words, "Far past the margin");
    }
}
