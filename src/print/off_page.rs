//! Text that would print off the page: the first text of a parsed page whose
//! ink (outlines and stroke, after every transform) reaches past the trim box,
//! such as the last lines of a paragraph too long for its page, or a label
//! wider than the page. A template's room checks catch what they know of; this
//! catches the rest, whatever template drew it.

use resvg::usvg::{self, Node, Rect};

/// Rounding room, in points.
const SLACK: f32 = 0.5;

/// The words of the first text of `tree` that reaches outside the trim box
/// `[x, y, width, height]` (in the page's points).
pub fn first_text(tree: &usvg::Tree, trim: [f64; 4]) -> Option<String> {
    let [x, y, width, height] = trim.map(|v| v as f32);
    first_in(tree.root(), &Rect::from_xywh(x, y, width, height)?)
}

fn first_in(group: &usvg::Group, trim: &Rect) -> Option<String> {
    group.children().iter().find_map(|node| match node {
        Node::Group(inner) => first_in(inner, trim),
        Node::Text(text) if outside(&text.abs_stroke_bounding_box(), trim) => {
            Some(text.chunks().iter().map(|c| c.text()).collect())
        }
        _ => None,
    })
}

fn outside(ink: &Rect, trim: &Rect) -> bool {
    let drawn = ink.width() > 0.0 || ink.height() > 0.0;
    drawn
        && (ink.x() < trim.x() - SLACK
            || ink.y() < trim.y() - SLACK
            || ink.right() > trim.right() + SLACK
            || ink.bottom() > trim.bottom() + SLACK)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(body: &str) -> Option<String> {
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">{body}</svg>"#
        );
        let font = crate::fonts::FontChoice::default();
        let options = usvg::Options {
            fontdb: font.database(),
            font_family: font.family().into(),
            ..usvg::Options::default()
        };
        let tree = usvg::Tree::from_str(&svg, &options).expect("a test page parses");
        first_text(&tree, [5.0, 5.0, 90.0, 90.0])
    }

    #[test]
    fn text_below_or_beside_the_trim_is_found_and_text_inside_is_not() {
        assert_eq!(
            first(r#"<text x="10" y="50" font-size="10">Inside</text>"#),
            None
        );
        let below = r#"<text x="10" y="50" font-size="10">Inside</text><text x="10" y="150" font-size="10">Below</text>"#;
        assert_eq!(first(below).as_deref(), Some("Below"));
        let wide = r#"<g transform="translate(10 40)"><text font-size="10">A line far too wide for this page</text></g>"#;
        assert_eq!(
            first(wide).as_deref(),
            Some("A line far too wide for this page")
        );
    }
}
