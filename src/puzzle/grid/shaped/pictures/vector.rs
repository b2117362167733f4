//! Drawings made as SVG (the built-in pictures, and words set in the book's font)
//! rasterised with resvg at a size chosen for the board: about
//! [`PIXELS_PER_CELL`] pixels per cell across, never more than
//! [`MAX_RENDER_PIXELS`] in all. The drawing's own bounding box is what is drawn,
//! so its margins never matter.

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use super::ink::Ink;

/// Pixels per cell across that a drawing is rasterised at.
pub const PIXELS_PER_CELL: f64 = 12.0;
/// The most pixels a drawing is rasterised to, however large the board.
pub const MAX_RENDER_PIXELS: f64 = 4_000_000.0;

/// Rasterises `svg` so its drawing is about `width_px` pixels across; `Err` says
/// why usvg could not read it.
pub fn rasterise(svg: &str, options: &usvg::Options, width_px: f64) -> Result<Ink, String> {
    rasterise_scaled(svg, options, width_px).map(|(ink, _)| ink)
}

/// As [`rasterise`], with the scale used: a point (x, y) of the drawing lands
/// on pixel (1 + (x − left) × scale, 1 + (y − top) × scale) of its bounding box.
pub fn rasterise_scaled(
    svg: &str,
    options: &usvg::Options,
    width_px: f64,
) -> Result<(Ink, f64), String> {
    let tree = usvg::Tree::from_str(svg, options).map_err(|e| e.to_string())?;
    let bounds = tree.root().abs_stroke_bounding_box();
    let (w, h) = (f64::from(bounds.width()), f64::from(bounds.height()));
    if !(w > 0.0 && h > 0.0) {
        return Ok((Ink::of_pixmap(&Pixmap::new(1, 1).expect("1×1")), 1.0));
    }
    let mut scale = width_px / w;
    if w * h * scale * scale > MAX_RENDER_PIXELS {
        scale = (MAX_RENDER_PIXELS / (w * h)).sqrt();
    }
    // One pixel of margin each side, so anti-aliased edges are not cut.
    let px_w = (w * scale).ceil() as u32 + 2;
    let px_h = (h * scale).ceil() as u32 + 2;
    let mut pixmap = Pixmap::new(px_w, px_h).ok_or("the drawing is empty")?;
    let transform = Transform::from_row(
        scale as f32,
        0.0,
        0.0,
        scale as f32,
        1.0 - bounds.x() * scale as f32,
        1.0 - bounds.y() * scale as f32,
    );
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    Ok((Ink::of_pixmap(&pixmap), scale))
}
