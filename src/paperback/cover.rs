//! How big a paperback's cover is: back + spine + front, with bleed round the
//! outside, and a spine as thick as the interior's pages. The paper figures are
//! KDP's (Kindle Direct Publishing help, "Paperback cover calculator" and "Create
//! a paperback cover"): white 0.002252 in a page, cream 0.0025 in, colour
//! 0.002347 in; spine text only on books of at least 79 pages, and (ours) only
//! on a spine wide enough for 7 pt capitals between KDP's clear bands.

use crate::units::{PT_PER_IN, PT_PER_MM};

/// Bleed on every outside edge of a cover: 0.125 in.
pub const COVER_BLEED_IN: f64 = 0.125;
/// The fewest interior pages whose spine may carry text (KDP's rule).
pub const SPINE_TEXT_MIN_PAGES: usize = 79;
/// The narrowest spine that carries text: 0.0625 in clear of each fold and
/// 7 pt capitals between (their ink is about 0.72 em tall), 0.2 in. Thinner
/// spines would print the title below the 7 pt every other text keeps to.
pub const SPINE_TEXT_MIN_IN: f64 = 0.2;

/// The interior paper, which sets how thick each page is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CoverPaper {
    /// Black and white interior on white paper.
    #[default]
    White,
    /// Black and white interior on cream paper.
    Cream,
    /// Colour interior (premium colour).
    Color,
}

impl CoverPaper {
    pub const ALL: [CoverPaper; 3] = [CoverPaper::White, CoverPaper::Cream, CoverPaper::Color];

    pub fn name(self) -> &'static str {
        match self {
            CoverPaper::White => "white",
            CoverPaper::Cream => "cream",
            CoverPaper::Color => "color",
        }
    }

    pub fn names() -> Vec<&'static str> {
        CoverPaper::ALL.iter().map(|p| p.name()).collect()
    }

    pub fn from_name(name: &str) -> Option<CoverPaper> {
        CoverPaper::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Inches a page adds to the spine.
    pub fn inches_per_page(self) -> f64 {
        match self {
            CoverPaper::White => 0.002252,
            CoverPaper::Cream => 0.0025,
            CoverPaper::Color => 0.002347,
        }
    }
}

/// A cover's measurements, in points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CoverSize {
    /// The interior's trim.
    pub trim_width: f64,
    pub trim_height: f64,
    pub spine: f64,
    pub pages: usize,
    pub paper: CoverPaper,
    /// Whether the spine is thick enough for text.
    pub spine_text: bool,
}

impl CoverSize {
    /// The cover of a book of `pages` pages trimmed to `trim_width`×`trim_height`
    /// points, its spine computed from the paper unless `spine` (points) is given.
    pub fn new(
        (trim_width, trim_height): (f64, f64),
        pages: usize,
        paper: CoverPaper,
        spine: Option<f64>,
    ) -> CoverSize {
        let spine = spine.unwrap_or_else(|| spine_width(pages, paper));
        CoverSize {
            trim_width,
            trim_height,
            spine,
            pages,
            paper,
            spine_text: spine + 1e-9
                >= spine_width(SPINE_TEXT_MIN_PAGES, paper).max(SPINE_TEXT_MIN_IN * PT_PER_IN),
        }
    }

    /// The bleed on each outside edge, in points.
    pub fn bleed() -> f64 {
        COVER_BLEED_IN * PT_PER_IN
    }

    /// The trimmed cover: back + spine + front wide, the trim high.
    pub fn trimmed(&self) -> (f64, f64) {
        (2.0 * self.trim_width + self.spine, self.trim_height)
    }

    /// The whole cover with its bleed: the PDF page.
    pub fn with_bleed(&self) -> (f64, f64) {
        let (width, height) = self.trimmed();
        (width + 2.0 * Self::bleed(), height + 2.0 * Self::bleed())
    }
}

impl CoverSize {
    /// The measurements as `mazebook cover --json` prints them (and book.json
    /// records them, with the bleed): inches to four decimals, millimetres to two.
    pub fn json(&self, bleed: bool) -> serde_json::Value {
        let (width, height) = if bleed {
            self.with_bleed()
        } else {
            self.trimmed()
        };
        serde_json::json!({
            "width_in": inches(width),
            "height_in": inches(height),
            "width_mm": millimetres(width),
            "height_mm": millimetres(height),
            "bleed_in": if bleed { COVER_BLEED_IN } else { 0.0 },
            "page_size": {
                "width_in": inches(self.trim_width),
                "height_in": inches(self.trim_height),
            },
            "pages": self.pages,
            "paper": self.paper.name(),
            "spine_in": inches(self.spine),
            "spine_mm": millimetres(self.spine),
            "spine_text": self.spine_text,
        })
    }
}

/// The spine of `pages` pages of `paper`, in points.
pub fn spine_width(pages: usize, paper: CoverPaper) -> f64 {
    pages as f64 * paper.inches_per_page() * PT_PER_IN
}

/// Points in inches, rounded to four decimals (as KDP's calculator gives them).
pub fn inches(points: f64) -> f64 {
    (points / PT_PER_IN * 10_000.0).round() / 10_000.0
}

/// Points in millimetres, rounded to two decimals.
pub fn millimetres(points: f64) -> f64 {
    (points / PT_PER_MM * 100.0).round() / 100.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_six_by_nine_of_two_hundred_white_pages() {
        let size = CoverSize::new((432.0, 648.0), 200, CoverPaper::White, None);
        assert_eq!(inches(size.spine), 0.4504);
        let (width, height) = size.with_bleed();
        assert_eq!((inches(width), inches(height)), (12.7004, 9.25));
        assert!(size.spine_text);
    }

    #[test]
    fn spine_text_from_seventy_nine_pages_and_a_fifth_of_an_inch() {
        // The first page count with text: 0.2 in of white (0.002252 in a page),
        // cream (0.0025) and colour (0.002347) paper, never below 79.
        let first = [
            (CoverPaper::White, 89),
            (CoverPaper::Cream, 80),
            (CoverPaper::Color, 86),
        ];
        for (paper, pages) in first {
            let at = |pages| CoverSize::new((432.0, 648.0), pages, paper, None).spine_text;
            assert!(
                !at(78) && !at(pages - 1) && at(pages) && at(500),
                "{}",
                paper.name()
            );
        }
        let given = |inches: f64| {
            CoverSize::new((432.0, 648.0), 40, CoverPaper::White, Some(inches * 72.0)).spine_text
        };
        assert!(!given(0.19) && given(0.2), "a given spine needs 0.2 in");
    }

    #[test]
    fn a_given_spine_replaces_the_computed_one() {
        let size = CoverSize::new((432.0, 648.0), 40, CoverPaper::Cream, Some(21.6));
        assert_eq!(inches(size.spine), 0.3);
        assert!(size.spine_text, "0.3 in is wider than 79 cream pages");
    }
}
