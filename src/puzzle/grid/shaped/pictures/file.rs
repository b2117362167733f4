//! A PNG of the user's own, read within the limits every picture in a book has
//! (`input`: at most 20 MB and 25 megapixels), checked before the
//! pixels are decoded so a huge or hostile file costs nothing.

use std::path::Path;

use resvg::tiny_skia::Pixmap;

use super::error::MaskError;
use super::ink::Ink;
use crate::input::{MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS};

/// The eight bytes every PNG file starts with.
const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

/// The dark pixels of the PNG at `path`.
pub fn read(path: &Path) -> Result<Ink, MaskError> {
    let unreadable = |detail: String| MaskError::Unreadable {
        path: path.to_path_buf(),
        detail,
    };
    let metadata = std::fs::metadata(path).map_err(|e| unreadable(io_detail(&e)))?;
    if !metadata.is_file() {
        return Err(unreadable("it is not a regular file".into()));
    }
    if metadata.len() > MAX_PICTURE_BYTES {
        return Err(MaskError::TooLarge {
            path: path.to_path_buf(),
            detail: format!("is over {} MB", MAX_PICTURE_BYTES >> 20),
        });
    }
    let data = std::fs::read(path).map_err(|e| unreadable(io_detail(&e)))?;
    if !data.starts_with(PNG_SIGNATURE) {
        return Err(MaskError::NotPng {
            path: path.to_path_buf(),
            detail: String::new(),
        });
    }
    let damaged = || MaskError::NotPng {
        path: path.to_path_buf(),
        detail: " that can be read (it is damaged or cut short)".into(),
    };
    let size = imagesize::blob_size(&data).map_err(|_| damaged())?;
    if (size.width as u64).saturating_mul(size.height as u64) > MAX_PICTURE_PIXELS {
        return Err(MaskError::TooLarge {
            path: path.to_path_buf(),
            detail: format!(
                "is {}×{} pixels; pictures are limited to {} megapixels",
                size.width,
                size.height,
                MAX_PICTURE_PIXELS / 1_000_000
            ),
        });
    }
    // The decoder's own messages quote its internals (chunk types as Rust
    // values), which say nothing to a user: the file is damaged, whatever part.
    let pixmap = Pixmap::decode_png(&data).map_err(|_| damaged())?;
    Ok(Ink::of_pixmap(&pixmap))
}

/// An I/O error in plain words ("there is no such file").
fn io_detail(error: &std::io::Error) -> String {
    match error.kind() {
        std::io::ErrorKind::NotFound => "there is no such file".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        _ => error.to_string(),
    }
}
