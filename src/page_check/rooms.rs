//! Texts that leave their box: in a `room-*` group (its first child the room's
//! invisible rect, the texts beside it) every text's ink must lie inside the
//! rect; and every text on the page must lie inside the live area (inside the
//! margins). Measured on the glyphs' outlines as drawn, after every transform.

use resvg::usvg::{self, Node, Rect};

use super::tree::{overhang, tagged, texts, words};
use crate::render::tags::ROOM;

/// Rounding room, in points: less than a text can visibly cross a line by.
pub const SLACK_PT: f64 = 0.25;

/// A text that leaves its box.
#[derive(Debug, Clone, PartialEq)]
pub struct TextOut {
    pub words: String,
    /// How far its ink reaches past the box, in points.
    pub by_pt: f64,
}

/// The texts of the page's rooms that leave their room.
pub fn outside_rooms(tree: &usvg::Tree) -> Vec<TextOut> {
    tagged(tree, ROOM)
        .into_iter()
        .flat_map(|group| {
            let room = match group.children().first() {
                Some(Node::Path(rect)) => Some(rect.abs_bounding_box()),
                _ => None,
            };
            room.map(|room| outside(texts(group), &room))
                .unwrap_or_default()
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

    /// A room 100 points wide at x = 20, its text starting at `x`.
    fn room_with_text_at(x: f64) -> Vec<TextOut> {
        let text = format!(r#"<text x="{x}" y="50" font-size="10">Word</text>"#);
        let page = parse(&format!(
            r#"<g id="room-1"><rect x="20" y="30" width="100" height="30" fill="none" stroke="none"/>{text}</g>"#
        ));
        outside_rooms(&page)
    }

    #[test]
    fn a_text_one_point_outside_its_room_is_found() {
        assert_eq!(room_with_text_at(30.0), vec![]);
        // The glyphs' ink starts a little right of x: put it 1 pt left of the room.
        let page = parse(r#"<text x="30" y="50" font-size="10">Word</text>"#);
        let ink_left = page.root().children()[0].abs_stroke_bounding_box().x();
        let shift = f64::from(ink_left) - 30.0;
        let found = room_with_text_at(19.0 - shift);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].words, "Word");
        assert!((found[0].by_pt - 1.0).abs() < 0.01, "{found:?}");
    }

    #[test]
    fn a_text_past_the_right_side_is_found_and_texts_outside_rooms_are_not_checked() {
        let page = parse(
            r#"<g id="room-2"><rect x="20" y="30" width="40" height="30" fill="none" stroke="none"/><text x="25" y="50" font-size="10">A long line of words</text></g><text x="0" y="190" font-size="10">Free text</text>"#,
        );
        let found = outside_rooms(&page);
        assert_eq!(found.len(), 1);
        assert!(found[0].by_pt > 20.0, "{found:?}");
    }

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
