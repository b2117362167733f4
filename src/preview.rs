//! Per-page previews: the page SVGs as files, and PNG renderings through resvg.

use std::path::Path;

use rayon::prelude::*;
use resvg::{tiny_skia, usvg};

use crate::layout::pages::PageSvg;
use crate::output::write_atomic;

/// Preview resolution.
pub const PNG_DPI: f32 = 150.0;

/// Removes `NNN.<extension>` previews left by an earlier build, so the folder
/// holds exactly this book's pages.
pub fn clear_previews(dir: &Path, extension: &str) -> anyhow::Result<()> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(());
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let numbered = path
            .file_stem()
            .and_then(|s| s.to_str())
            .is_some_and(|s| s.len() == 3 && s.bytes().all(|b| b.is_ascii_digit()));
        if numbered && path.extension().is_some_and(|e| e == extension) {
            std::fs::remove_file(&path)?;
        }
    }
    Ok(())
}

/// Writes `pages/NNN.svg` for every page.
pub fn write_svgs(dir: &Path, pages: &[PageSvg]) -> anyhow::Result<()> {
    clear_previews(dir, "svg")?;
    for (i, page) in pages.iter().enumerate() {
        write_atomic(&dir.join(format!("{:03}.svg", i + 1)), page.svg.as_bytes())?;
    }
    Ok(())
}

/// Writes `pages/NNN.png` for every page (rendered in parallel).
pub fn write_pngs(dir: &Path, trees: &[usvg::Tree]) -> anyhow::Result<()> {
    clear_previews(dir, "png")?;
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
