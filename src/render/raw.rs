//! Elements written straight to SVG text, for drawings with many like elements
//! (a board's cells): no element tree, no attribute map, no per-attribute
//! allocation. The text is what the `svg` crate writes for the same elements
//! (attributes sorted by name, `&`, `<` and `>` escaped, children on their own
//! lines), so a drawing reads the same whichever way it was made.

use std::borrow::Cow;

use svg::node::Blob;
use svg::node::element::Group;

use super::fmt::push_num;

/// An element's text being written: `<name`, then attributes, then `/>`.
pub struct Element<'a> {
    out: &'a mut String,
}

impl<'a> Element<'a> {
    /// Starts a childless `<name …/>` on its own line of `out` (after any
    /// element already there).
    pub fn start(out: &'a mut String, name: &str) -> Element<'a> {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push('<');
        out.push_str(name);
        Element { out }
    }

    /// A text attribute; give attributes in name order, as the `svg` crate writes them.
    pub fn text(mut self, name: &str, value: &str) -> Element<'a> {
        self.begin(name);
        self.out.push_str(&escape(value));
        self.out.push('"');
        self
    }

    /// A number attribute, written like [`super::fmt::num`].
    pub fn num(mut self, name: &str, value: f64) -> Element<'a> {
        self.begin(name);
        push_num(self.out, value);
        self.out.push('"');
        self
    }

    /// Closes the element.
    pub fn close(self) {
        self.out.push_str("/>");
    }

    fn begin(&mut self, name: &str) {
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
    }
}

/// A group holding `children` (elements written by [`Element`]): the same text
/// as a `svg` group with those elements added one by one.
pub fn group(children: String) -> Group {
    Group::new().add(Blob::new(children))
}

/// The `svg` crate's escaping of attribute values.
fn escape(value: &str) -> Cow<'_, str> {
    match value.contains(['&', '<', '>']) {
        true => Cow::Owned(
            value
                .replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;"),
        ),
        false => Cow::Borrowed(value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use svg::node::element::Rectangle;

    use crate::render::fmt::num;

    #[test]
    fn writes_what_the_svg_crate_writes() {
        let mut out = String::new();
        for (x, fill) in [(0.0, "#fff"), (12.345, "a&b<c>")] {
            Element::start(&mut out, "rect")
                .text("fill", fill)
                .num("height", 7.5)
                .text("stroke", "#8c8c8c")
                .text("stroke-width", "0.6")
                .num("x", x)
                .close();
        }
        let mut tree = Group::new();
        for (x, fill) in [(0.0, "#fff"), (12.345, "a&b<c>")] {
            tree = tree.add(
                Rectangle::new()
                    .set("x", num(x))
                    .set("stroke-width", 0.6)
                    .set("stroke", "#8c8c8c")
                    .set("height", num(7.5))
                    .set("fill", fill),
            );
        }
        assert_eq!(group(out).to_string(), tree.to_string());
    }
}
