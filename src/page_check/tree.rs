//! Walking a parsed page: every group and leaf of a usvg tree, the groups a
//! drawing tagged (`render::tags`), and the words of a text.

use resvg::usvg::{self, Group, Node};

/// Calls `found` with every group under `group` (itself included), depth first.
pub fn each_group<'a>(group: &'a Group, found: &mut impl FnMut(&'a Group)) {
    found(group);
    for node in group.children() {
        if let Node::Group(inner) = node {
            each_group(inner, found);
        }
    }
}

/// Calls `found` with every path, text and image under `group`.
pub fn each_leaf<'a>(group: &'a Group, found: &mut impl FnMut(&'a Node)) {
    for node in group.children() {
        match node {
            Node::Group(inner) => each_leaf(inner, found),
            leaf => found(leaf),
        }
    }
}

/// The groups whose id starts with `prefix`, in drawing order.
pub fn tagged<'a>(tree: &'a usvg::Tree, prefix: &str) -> Vec<&'a Group> {
    let mut groups = Vec::new();
    each_group(tree.root(), &mut |g| {
        if g.id().starts_with(prefix) {
            groups.push(g);
        }
    });
    groups
}

/// A text's words, its chunks run together.
pub fn words(text: &usvg::Text) -> String {
    text.chunks().iter().map(|c| c.text()).collect()
}

/// Every text under `group`, with its words.
pub fn texts(group: &Group) -> Vec<&usvg::Text> {
    let mut found = Vec::new();
    each_leaf(group, &mut |node| {
        if let Node::Text(text) = node {
            found.push(text.as_ref());
        }
    });
    found
}

/// How far `inner` reaches past `outer` on its farthest side, in points (0 or
/// less when it lies inside).
pub fn overhang(inner: &usvg::Rect, outer: &usvg::Rect) -> f64 {
    let sides = [
        outer.x() - inner.x(),
        outer.y() - inner.y(),
        inner.right() - outer.right(),
        inner.bottom() - outer.bottom(),
    ];
    f64::from(sides.into_iter().fold(f32::MIN, f32::max))
}

#[cfg(test)]
pub mod test_page {
    use resvg::usvg;

    /// A 200 × 200 point page holding `body`, parsed as book pages are.
    pub fn parse(body: &str) -> usvg::Tree {
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">{body}</svg>"#
        );
        let font = crate::fonts::FontChoice::default();
        let options = usvg::Options {
            fontdb: font.database(),
            font_family: font.family().into(),
            ..usvg::Options::default()
        };
        usvg::Tree::from_str(&svg, &options).expect("a test page parses")
    }
}
