//! Per-page previews: the page SVGs as files, and PNG renderings through resvg,
//! made and staged page by page as the book is written (see `book_pages`), and
//! those of an earlier, longer build found to be removed with the commit.

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
}

/// Preview resolution.
pub const PNG_DPI: f32 = 150.0;

/// The previews an earlier, longer build left in `dir`: files named as ours
/// (`NNN.svg`, `NNN.png`, exactly as `page_name` writes them) for pages after the
/// last of a `pages`-page book. Other files are never listed.
pub fn stale_previews(dir: &Path, pages: usize) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| preview_number(path).is_some_and(|page| page > pages))
        .collect()
}

/// The page number (1-based) of a file named as our previews are.
fn preview_number(path: &Path) -> Option<usize> {
    let name = path.file_name()?.to_str()?;
    let (stem, extension) = name.split_once('.')?;
    if !matches!(extension, "svg" | "png") || !stem.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let page: usize = stem.parse().ok()?;
    let ours = page >= 1 && page_name(page - 1, extension) == name;
    ours.then_some(page)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_our_previews_after_the_last_page_are_stale() {
        let dir = tempfile::tempdir().unwrap();
        let names = [
            "001.svg",
            "003.png",
            "004.svg",
            "004.png",
            "1000.png",
            "0005.svg",
            "005.txt",
            "notes.svg",
            "000.svg",
            "12.svg",
            "005.svg.bak",
        ];
        for name in names {
            std::fs::write(dir.path().join(name), b"x").unwrap();
        }
        let mut stale: Vec<_> = stale_previews(dir.path(), 3)
            .into_iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        stale.sort();
        assert_eq!(stale, ["004.png", "004.svg", "1000.png"]);
        assert!(stale_previews(&dir.path().join("missing"), 0).is_empty());
    }
}
