//! What a print profile needs to know of one page, read from its parsed usvg
//! tree (the very tree krilla draws): the first thing on it that would print in
//! colour, the smallest text at its printed size (after every transform), and
//! whether it prints anything but its page number. Reading the tree rather than
//! trusting each drawing keeps the checks honest for the book's own templates too.

use resvg::usvg::{self, Group, ImageKind, Node, Paint};

use super::pictures::{self, Raster};

/// The facts of one page.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PageFacts {
    /// The first thing drawn in colour (not a grey of the black channel).
    pub colour: Option<String>,
    /// The smallest text, in points as printed.
    pub smallest_text: Option<f64>,
    /// Whether the page prints nothing, or nothing but its page number.
    pub blank: bool,
}

/// Reads the facts of a parsed page.
pub fn read(tree: &usvg::Tree) -> PageFacts {
    let mut walk = Walk::default();
    walk.group(tree.root());
    PageFacts {
        colour: walk.colour,
        smallest_text: walk.smallest_text,
        blank: !walk.painted,
    }
}

#[derive(Default)]
struct Walk {
    colour: Option<String>,
    smallest_text: Option<f64>,
    painted: bool,
}

impl Walk {
    fn group(&mut self, group: &Group) {
        if !group.filters().is_empty() {
            self.found_colour("a filter effect (drawn as a colour picture)".into());
        }
        if let Some(mask) = group.mask() {
            self.group(mask.root());
        }
        for node in group.children() {
            match node {
                Node::Group(g) => self.group(g),
                Node::Path(path) => self.path(path),
                Node::Image(image) => self.image(image),
                Node::Text(text) => self.text(text),
            }
        }
    }

    fn path(&mut self, path: &usvg::Path) {
        if !path.is_visible() {
            return;
        }
        let fill = path.fill().map(|f| f.paint());
        let stroke = path.stroke().map(|s| s.paint());
        for paint in fill.into_iter().chain(stroke) {
            self.painted |= self.paint(paint);
        }
    }

    fn image(&mut self, image: &usvg::Image) {
        if !image.is_visible() {
            return;
        }
        self.painted = true;
        let raster = match image.kind() {
            ImageKind::PNG(data) => pictures::png(data),
            ImageKind::JPEG(data) => pictures::jpeg(data),
            ImageKind::GIF(_) | ImageKind::WEBP(_) => Raster::Colour,
            ImageKind::SVG(tree) => return self.group(tree.root()),
        };
        if raster == Raster::Colour {
            self.found_colour("a colour picture (use a greyscale PNG or JPEG)".into());
        }
    }

    fn text(&mut self, text: &usvg::Text) {
        let t = text.abs_transform();
        // The printed height of one unit of font size: the length of the
        // transformed vertical axis.
        let scale = (f64::from(t.kx)).hypot(f64::from(t.sy));
        for chunk in text.chunks() {
            let label = is_page_label(chunk.text());
            for span in chunk.spans().iter().filter(|span| span.is_visible()) {
                let size = f64::from(span.font_size().get()) * scale;
                self.smallest_text = Some(self.smallest_text.map_or(size, |s| s.min(size)));
                let fill = span.fill().map(|f| f.paint());
                let stroke = span.stroke().map(|s| s.paint());
                for paint in fill.into_iter().chain(stroke) {
                    self.painted |= self.paint(paint) && !label;
                }
            }
        }
    }

    /// Notes a paint that is not a grey; whether it shows on white paper.
    fn paint(&mut self, paint: &Paint) -> bool {
        match paint {
            Paint::Color(c) => {
                if !(c.red == c.green && c.green == c.blue) {
                    self.found_colour(format!(
                        "the colour #{:02x}{:02x}{:02x}",
                        c.red, c.green, c.blue
                    ));
                }
                (c.red, c.green, c.blue) != (255, 255, 255)
            }
            // krilla writes every gradient in RGB, grey stops or not.
            Paint::LinearGradient(_) | Paint::RadialGradient(_) => {
                self.found_colour("a gradient (always written in RGB)".into());
                true
            }
            Paint::Pattern(p) => {
                self.group(p.root());
                true
            }
        }
    }

    fn found_colour(&mut self, what: String) {
        self.colour.get_or_insert(what);
    }
}

/// A page number: a short run of digits or of roman numerals.
fn is_page_label(text: &str) -> bool {
    let text = text.trim();
    !text.is_empty()
        && text.len() <= 8
        && (text.chars().all(|c| c.is_ascii_digit())
            || text.chars().all(|c| "ivxlcdmIVXLCDM".contains(c)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(body: &str) -> PageFacts {
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">{body}</svg>"#
        );
        let font = crate::fonts::FontChoice::default();
        let options = usvg::Options {
            fontdb: font.database(),
            font_family: font.family().into(),
            ..usvg::Options::default()
        };
        read(&usvg::Tree::from_str(&svg, &options).expect("a test page parses"))
    }

    #[test]
    fn greys_pass_and_hues_are_named() {
        let grey = facts(r##"<rect width="10" height="10" fill="#8c8c8c" stroke="#000"/>"##);
        assert_eq!((grey.colour, grey.blank), (None, false));
        let red = facts(r##"<rect width="10" height="10" fill="#8c8c8c" stroke="#e4572e"/>"##);
        assert_eq!(red.colour.as_deref(), Some("the colour #e4572e"));
    }

    #[test]
    fn gradients_count_as_colour() {
        let page = facts(
            r##"<linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient><rect width="10" height="10" fill="url(#g)"/>"##,
        );
        assert!(page.colour.is_some_and(|c| c.contains("gradient")));
    }

    #[test]
    fn text_is_measured_after_transforms() {
        let page = facts(
            r##"<g transform="scale(0.5)"><text x="10" y="20" font-size="12">Hello</text></g><text x="10" y="50" font-size="11">Big</text>"##,
        );
        let smallest = page.smallest_text.expect("the page has text");
        assert!((smallest - 6.0).abs() < 1e-6, "{smallest}");
    }

    #[test]
    fn a_page_with_only_its_number_or_white_is_blank() {
        assert!(facts("").blank);
        assert!(facts(r##"<text x="50" y="90" font-size="11">12</text>"##).blank);
        assert!(facts(r##"<rect width="100" height="100" fill="#fff"/>"##).blank);
        assert!(!facts(r##"<text x="5" y="90" font-size="11">Notes</text>"##).blank);
        assert!(!facts(r##"<line x1="0" y1="0" x2="9" y2="9" stroke="#000"/>"##).blank);
    }
}
