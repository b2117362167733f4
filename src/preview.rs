//! Per-page previews: the page SVGs as files, and PNG renderings through resvg,
//! made and staged page by page as the book is written (see `book_pages`).

use std::path::{Path, PathBuf};

use resvg::{tiny_skia, usvg};

/// Why a preview could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PreviewError {
    #[error("page too small to preview")]
    TooSmall,
    #[error(
        "--png: a page of {width}×{height} pixels is too large to preview (the limit is {} million pixels); leave out --png, or use a smaller page-size",
        MAX_PREVIEW_PIXELS / 1_000_000
    )]
    TooLarge { width: u32, height: u32 },
    #[error("page too large to preview")]
    NoPixmap,
    #[error("PNG encoding failed: {0}")]
    Encode(String),
    #[error("cannot remove the old preview {}", .path.display())]
    Remove {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Preview resolution.
pub const PNG_DPI: f32 = 150.0;

/// Removes `NNN.<extension>` previews left by an earlier build, so the folder
/// holds exactly this book's pages.
pub fn clear_previews(dir: &Path, extension: &str) -> Result<(), PreviewError> {
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
            std::fs::remove_file(&path).map_err(|source| PreviewError::Remove { path, source })?;
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
pub fn render_png(tree: &usvg::Tree) -> Result<Vec<u8>, PreviewError> {
    let scale = PNG_DPI / 72.0;
    let size = tree
        .size()
        .to_int_size()
        .scale_by(scale)
        .ok_or(PreviewError::TooSmall)?;
    let (width, height) = (size.width(), size.height());
    if u64::from(width) * u64::from(height) > MAX_PREVIEW_PIXELS {
        return Err(PreviewError::TooLarge { width, height });
    }
    let mut pixmap = tiny_skia::Pixmap::new(width, height).ok_or(PreviewError::NoPixmap)?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(
        tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| PreviewError::Encode(e.to_string()))
}
