//! Where the parts of a cover lie on its one PDF page, in points from the top
//! left of the page (bleed included): back, spine and front side by side inside
//! the trim, the safe zones text must stay in, and KDP's barcode area at the
//! bottom of the back, by the spine.

use serde::Serialize;

use crate::layout::geometry::{PageFrame, Rect};
use crate::paperback::cover::CoverSize;
use crate::units::PT_PER_IN;

/// Text and key art stay this far inside the trim and the spine folds.
pub const SAFE_PT: f64 = 0.125 * PT_PER_IN;
/// Spine text stays this far from each fold (KDP's 0.0625 in).
pub const SPINE_SAFE_PT: f64 = 0.0625 * PT_PER_IN;
/// The barcode area: 2 × 1.2 in, 0.25 in from the spine fold and the bottom trim.
pub const BARCODE_PT: (f64, f64) = (2.0 * PT_PER_IN, 1.2 * PT_PER_IN);
const BARCODE_INSET_PT: f64 = 0.25 * PT_PER_IN;

/// The boxes of one cover.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct CoverFrame {
    /// The PDF page: the trimmed cover with bleed all round.
    pub width: f64,
    pub height: f64,
    pub bleed: f64,
    /// The trimmed cover, and each panel inside it.
    pub trim: Rect,
    pub back: Rect,
    pub spine: Rect,
    pub front: Rect,
    /// Kept empty for the printer's barcode.
    pub barcode: Rect,
}

impl CoverFrame {
    pub fn new(size: &CoverSize) -> CoverFrame {
        let bleed = CoverSize::bleed();
        let (width, height) = size.with_bleed();
        let (trimmed_width, trimmed_height) = size.trimmed();
        let panel = |x: f64, width: f64| Rect {
            x,
            y: bleed,
            width,
            height: trimmed_height,
        };
        let back = panel(bleed, size.trim_width);
        let spine = panel(back.x + back.width, size.spine);
        let front = panel(spine.x + spine.width, size.trim_width);
        let (barcode_width, barcode_height) = BARCODE_PT;
        let barcode = Rect {
            x: spine.x - BARCODE_INSET_PT - barcode_width,
            y: back.y + back.height - BARCODE_INSET_PT - barcode_height,
            width: barcode_width,
            height: barcode_height,
        };
        CoverFrame {
            width,
            height,
            bleed,
            trim: panel(bleed, trimmed_width),
            back,
            spine,
            front,
            barcode,
        }
    }

    /// Where text and key art may go: each panel inside its safe zone.
    pub fn safe_areas(&self) -> [(&'static str, Rect); 3] {
        [
            ("back", inset(&self.back, SAFE_PT, SAFE_PT)),
            ("spine", inset(&self.spine, SPINE_SAFE_PT, SAFE_PT)),
            ("front", inset(&self.front, SAFE_PT, SAFE_PT)),
        ]
    }

    /// The page as the PDF writer takes it: trim box inside the bleed box.
    pub fn page_frame(&self) -> PageFrame {
        let whole = Rect {
            x: 0.0,
            y: 0.0,
            width: self.width,
            height: self.height,
        };
        PageFrame {
            width: self.width,
            height: self.height,
            trim: self.trim,
            content: self.trim,
            body: whole,
            recto: true,
        }
    }
}

/// `rect` made smaller by `x` on the left and right and `y` at the top and bottom.
pub fn inset(rect: &Rect, x: f64, y: f64) -> Rect {
    Rect {
        x: rect.x + x,
        y: rect.y + y,
        width: (rect.width - 2.0 * x).max(0.0),
        height: (rect.height - 2.0 * y).max(0.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paperback::cover::CoverPaper;

    #[test]
    fn panels_side_by_side_inside_the_bleed() {
        let size = CoverSize::new((432.0, 648.0), 100, CoverPaper::Cream, None);
        let frame = CoverFrame::new(&size);
        assert_eq!(frame.back.x, 9.0);
        assert!((frame.spine.width - 18.0).abs() < 1e-9);
        assert!((frame.front.x + frame.front.width + 9.0 - frame.width).abs() < 1e-9);
        assert!((frame.barcode.x + frame.barcode.width + 18.0 - frame.spine.x).abs() < 1e-9);
        assert!((frame.barcode.y + frame.barcode.height - (9.0 + 648.0 - 18.0)).abs() < 1e-9);
    }
}
