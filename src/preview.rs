//! Per-page previews: the page SVGs as files, and PNG renderings through resvg,
//! made and staged page by page as the book is written (see `book_pages`).

use std::path::Path;

use resvg::{tiny_skia, usvg};

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
            .is_some_and(|s| s.len() >= 3 && s.bytes().all(|b| b.is_ascii_digit()));
        if numbered && path.extension().is_some_and(|e| e == extension) {
            std::fs::remove_file(&path)?;
        }
    }
    Ok(())
}

/// The file name of page `index` (0-based): `001`, `002`, … `1000`.
pub fn page_name(index: usize, extension: &str) -> String {
    format!("{:03}.{extension}", index + 1)
}

/// The largest preview we render: a 50-megapixel page already takes 200 MB.
const MAX_PREVIEW_PIXELS: u64 = 50_000_000;

/// Renders one page at `PNG_DPI` on white and encodes it as PNG.
pub fn render_png(tree: &usvg::Tree) -> anyhow::Result<Vec<u8>> {
    let scale = PNG_DPI / 72.0;
    let size = tree
        .size()
        .to_int_size()
        .scale_by(scale)
        .ok_or_else(|| anyhow::anyhow!("page too small to preview"))?;
    let pixels = u64::from(size.width()) * u64::from(size.height());
    if pixels > MAX_PREVIEW_PIXELS {
        anyhow::bail!(
            "--png: a page of {}×{} pixels is too large to preview (the limit is {} million pixels); leave out --png, or use a smaller page-size",
            size.width(),
            size.height(),
            MAX_PREVIEW_PIXELS / 1_000_000
        );
    }
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
