//! Per-page previews: the page SVGs as files, and PNG renderings through resvg.

use std::path::Path;

use rayon::prelude::*;
use resvg::{tiny_skia, usvg};

use crate::layout::pages::PageSvg;
use crate::output::write_atomic;

/// Preview resolution.
pub const PNG_DPI: f32 = 150.0;

/// Writes `pages/NNN.svg` for every page.
pub fn write_svgs(dir: &Path, pages: &[PageSvg]) -> anyhow::Result<()> {
    for (i, page) in pages.iter().enumerate() {
        write_atomic(&dir.join(format!("{:03}.svg", i + 1)), page.svg.as_bytes())?;
    }
    Ok(())
}

/// Writes `pages/NNN.png` for every page (rendered in parallel).
pub fn write_pngs(dir: &Path, trees: &[usvg::Tree]) -> anyhow::Result<()> {
    trees.par_iter().enumerate().try_for_each(|(i, tree)| {
        let png = render_png(tree)?;
        write_atomic(&dir.join(format!("{:03}.png", i + 1)), &png)
    })
}

fn render_png(tree: &usvg::Tree) -> anyhow::Result<Vec<u8>> {
    let scale = PNG_DPI / 72.0;
    let size = tree
        .size()
        .to_int_size()
        .scale_by(scale)
        .ok_or_else(|| anyhow::anyhow!("page too small to preview"))?;
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| anyhow::anyhow!("page too large to preview"))?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(
        tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| anyhow::anyhow!("PNG encoding failed: {e}"))
}
