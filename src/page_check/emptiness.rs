//! How much of a page's live area is empty: the share of it farther than
//! [`NEAR_MM`] from any ink, on a raster of [`CELL_MM`] squares. Ink is every
//! visible path that paints something other than white, every text and every
//! picture, each taken as its box (a maze is used paper inside its walls). Whole
//! numbers of cells, so the figure is the same on every machine.

use resvg::usvg::{self, Node, Paint};

use super::tree::each_leaf;
use crate::units::PT_PER_MM;

/// The raster's squares, in millimetres.
pub const CELL_MM: f64 = 2.0;
/// Paper this close to ink (horizontally and vertically) counts as used.
pub const NEAR_MM: f64 = 10.0;

/// The share (0 to 1) of the live area `[x, y, width, height]` farther than
/// [`NEAR_MM`] from any ink.
pub fn empty_share(tree: &usvg::Tree, live: [f64; 4]) -> f64 {
    let [x, y, width, height] = live;
    let cell = CELL_MM * PT_PER_MM;
    let (columns, rows) = (
        (width / cell).ceil() as usize,
        (height / cell).ceil() as usize,
    );
    if columns == 0 || rows == 0 {
        return 0.0;
    }
    let mut used = vec![false; columns * rows];
    let near = NEAR_MM * PT_PER_MM;
    // The cells whose centres lie within `near` of [from, to] along one axis.
    let span = |from: f64, to: f64, count: usize| {
        let first = (((from - near) / cell - 0.5).ceil().max(0.0) as usize).min(count);
        let last = ((to + near) / cell - 0.5).floor();
        (last >= 0.0).then(|| first..(last as usize + 1).clamp(first, count))
    };
    each_leaf(tree.root(), &mut |node| {
        if !is_ink(node) {
            return;
        }
        let ink = node.abs_stroke_bounding_box();
        let across = span(f64::from(ink.x()) - x, f64::from(ink.right()) - x, columns);
        let down = span(f64::from(ink.y()) - y, f64::from(ink.bottom()) - y, rows);
        let (Some(across), Some(down)) = (across, down) else {
            return;
        };
        for row in down {
            used[row * columns + across.start..row * columns + across.end].fill(true);
        }
    });
    let empty = used.iter().filter(|&&u| !u).count();
    empty as f64 / used.len() as f64
}

/// Whether a leaf prints: a picture, a text, or a visible path painted in
/// anything but white.
fn is_ink(node: &Node) -> bool {
    match node {
        Node::Path(path) => {
            let fill = path.fill().map(|f| f.paint());
            let stroke = path.stroke().map(|s| s.paint());
            path.is_visible() && fill.into_iter().chain(stroke).any(|paint| !is_white(paint))
        }
        Node::Text(_) | Node::Image(_) => true,
        Node::Group(_) => false,
    }
}

fn is_white(paint: &Paint) -> bool {
    matches!(paint, Paint::Color(c) if (c.red, c.green, c.blue) == (255, 255, 255))
}

#[cfg(test)]
mod tests {
    use super::super::tree::test_page::parse;
    use super::*;

    const LIVE: [f64; 4] = [0.0, 0.0, 200.0, 200.0];

    #[test]
    fn an_empty_page_is_all_empty_and_a_full_one_none() {
        assert_eq!(empty_share(&parse(""), LIVE), 1.0);
        let white = r##"<rect width="200" height="200" fill="#fff"/>"##;
        assert_eq!(empty_share(&parse(white), LIVE), 1.0);
        let full = r##"<rect width="200" height="200" fill="none" stroke="#000"/>"##;
        assert_eq!(empty_share(&parse(full), LIVE), 0.0);
    }

    #[test]
    fn ink_in_one_corner_leaves_the_rest_empty() {
        // A 50-point square in the top-left corner: used up to 50 pt + 10 mm
        // (78.3 pt) each way, about 15 % of the page.
        let corner = r##"<rect width="50" height="50" fill="#000"/>"##;
        let empty = empty_share(&parse(corner), LIVE);
        let expected = 1.0 - (78.35f64 / 200.0).powi(2);
        assert!((empty - expected).abs() < 0.03, "{empty} vs {expected}");
    }

    #[test]
    fn ink_outside_the_live_area_counts_only_where_it_is_near() {
        let margin = r##"<rect x="0" y="0" width="200" height="10" fill="#000"/>"##;
        let empty = empty_share(&parse(margin), [0.0, 100.0, 200.0, 100.0]);
        assert_eq!(empty, 1.0);
    }
}
