//! Reading the files a user points at (specs, plans, puzzles to analyse,
//! pictures): regular files only and of bounded size, so that pointing at `/dev/zero`, a
//! folder or a named pipe gives an error instead of exhausting memory or hanging.

use std::io::Read;
use std::path::Path;

/// The largest spec or street plan read.
pub const SMALL_FILE: u64 = 16 << 20;
/// The largest puzzle read by `analyze` (a 4000 × 4000 maze's JSON form is
/// about 100 MB).
pub const LARGE_FILE: u64 = 512 << 20;
/// The largest picture file a book may use: a page template's picture, or a
/// maze's mask.
pub const MAX_PICTURE_BYTES: u64 = 20 * 1024 * 1024;
/// The most pixels such a picture may have.
pub const MAX_PICTURE_PIXELS: u64 = 25_000_000;

/// The text of `path`, refused (in words) if it is not a regular file, is larger
/// than `limit` bytes or is not UTF-8. A leading byte-order mark is dropped.
pub fn read_text(path: &Path, limit: u64) -> Result<String, String> {
    regular_file(path, limit)?;
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    read_limited(file, limit)
}

/// The bytes of `path` (a font, say), refused in words like [`read_text`].
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, String> {
    regular_file(path, limit)?;
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(limit + 1).read_to_end(&mut bytes))
        .map_err(|e| e.to_string())?;
    if bytes.len() as u64 > limit {
        return Err(too_large(bytes.len() as u64, limit));
    }
    Ok(bytes)
}

/// `path`'s metadata, if it is a regular file of at most `limit` bytes.
fn regular_file(path: &Path, limit: u64) -> Result<std::fs::Metadata, String> {
    let metadata = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if !metadata.is_file() {
        return Err("it is not a file".into());
    }
    if metadata.len() > limit {
        return Err(too_large(metadata.len(), limit));
    }
    Ok(metadata)
}

/// The text of a reader (standard input), at most `limit` bytes.
pub fn read_limited(reader: impl Read, limit: u64) -> Result<String, String> {
    let mut bytes = Vec::new();
    reader
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    if bytes.len() as u64 > limit {
        return Err(too_large(bytes.len() as u64, limit));
    }
    let text = String::from_utf8(bytes).map_err(|_| "it is not UTF-8 text".to_string())?;
    Ok(text
        .strip_prefix('\u{feff}')
        .map(str::to_string)
        .unwrap_or(text))
}

fn too_large(size: u64, limit: u64) -> String {
    format!(
        "it is {} MB; the largest accepted is {} MB",
        size.div_ceil(1 << 20),
        limit >> 20
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folders_large_files_and_marks() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(read_text(dir.path(), 10), Err("it is not a file".into()));
        let path = dir.path().join("plan.json");
        std::fs::write(&path, "\u{feff}{}").unwrap();
        assert_eq!(read_text(&path, 100), Ok("{}".into()));
        assert!(
            read_text(&path, 2)
                .unwrap_err()
                .contains("largest accepted")
        );
        assert!(read_limited(std::io::repeat(0).take(1000), 100).is_err());
        std::fs::write(&path, [0xff, 0xfe]).unwrap();
        assert_eq!(read_text(&path, 100), Err("it is not UTF-8 text".into()));
    }
}
