//! The proof's guides (`mazebook build --proof` → `cover-proof.pdf`): the trim,
//! the spine folds, the safe zones and the barcode area, outlined and labelled
//! over the cover. Drawn by code on top of whatever the template made, so a
//! book's own template gets the same true guides; the final `cover.pdf` never
//! has them.

use super::geometry::{CoverFrame, SAFE_PT, SPINE_SAFE_PT, inset};
use crate::layout::geometry::Rect;
use crate::render::fmt::num;

const GUIDE: &str = "#e6007e";
const SAFE: &str = "#00a0e3";

/// `svg` with the guides drawn last, over everything.
pub fn with_guides(svg: &str, frame: &CoverFrame, font: &str) -> String {
    let guides = guides(frame, font);
    match svg.rfind("</svg>") {
        Some(end) => format!("{}{guides}{}", &svg[..end], &svg[end..]),
        None => svg.to_string(),
    }
}

fn guides(frame: &CoverFrame, font: &str) -> String {
    let mut out = format!(r#"<g id="proof-guides" font-family="{font}" fill="none">"#);
    out += &outline(&frame.trim, GUIDE, "");
    for x in [frame.spine.x, frame.spine.x + frame.spine.width] {
        out += &format!(
            r#"<line x1="{x}" y1="0" x2="{x}" y2="{h}" stroke="{GUIDE}" stroke-width="0.5" stroke-dasharray="6 3"/>"#,
            x = num(x),
            h = num(frame.height)
        );
    }
    out += &outline(&inset(&frame.back, SAFE_PT, SAFE_PT), SAFE, "3 3");
    out += &outline(&inset(&frame.front, SAFE_PT, SAFE_PT), SAFE, "3 3");
    out += &outline(&inset(&frame.spine, SPINE_SAFE_PT, SAFE_PT), SAFE, "3 3");
    out += &barcode(&frame.barcode);
    out += &label(
        frame.trim.x + 4.0,
        frame.height - 2.0,
        "PROOF · magenta: trim and spine folds · blue: safe zone · not for print",
    );
    out + "</g>"
}

fn outline(rect: &Rect, colour: &str, dashes: &str) -> String {
    format!(
        r#"<rect x="{}" y="{}" width="{}" height="{}" stroke="{colour}" stroke-width="0.5" stroke-dasharray="{}"/>"#,
        num(rect.x),
        num(rect.y),
        num(rect.width),
        num(rect.height),
        if dashes.is_empty() { "none" } else { dashes }
    )
}

fn barcode(rect: &Rect) -> String {
    let box_ = format!(
        r##"<rect x="{}" y="{}" width="{}" height="{}" fill="#ffffff" fill-opacity="0.85" stroke="{GUIDE}" stroke-width="1"/>"##,
        num(rect.x),
        num(rect.y),
        num(rect.width),
        num(rect.height)
    );
    let (cx, cy) = (rect.x + rect.width / 2.0, rect.y + rect.height / 2.0);
    box_ + &format!(
        r#"<text x="{}" y="{}" font-size="9" text-anchor="middle" fill="{GUIDE}">BARCODE AREA</text><text x="{}" y="{}" font-size="7" text-anchor="middle" fill="{GUIDE}">2 × 1.2 in, kept clear</text>"#,
        num(cx),
        num(cy - 2.0),
        num(cx),
        num(cy + 9.0)
    )
}

fn label(x: f64, y: f64, text: &str) -> String {
    format!(
        r#"<text x="{}" y="{}" font-size="6" fill="{GUIDE}">{text}</text>"#,
        num(x),
        num(y)
    )
}
