//! The renderer's own reader of pictures, a second line of defence behind
//! `layout::resources` (which refuses a page asking for a picture it may not use
//! before the page is parsed). usvg would otherwise open any path a page names,
//! so the page parser is given this reader instead: relative paths start from the
//! book's folder, and only regular files inside the book's folder or its
//! templates folder, of at most `MAX_PICTURE_BYTES` and `MAX_PICTURE_PIXELS`, in
//! PNG, JPEG, GIF or WebP, are read. Anything else is left out of the page.

use std::io::Read;
use std::path::Path;
use std::sync::Arc;

use resvg::usvg::{ImageHrefResolver, ImageKind};

use crate::input::{MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS};
use crate::layout::resources::Folders;

/// usvg's `<image>` resolver for pages of a book whose pictures may come from
/// `folders`: inline data as usvg reads it, files only through `read_allowed`.
pub fn resolver(folders: Folders) -> ImageHrefResolver<'static> {
    ImageHrefResolver {
        resolve_data: ImageHrefResolver::default_data_resolver(),
        resolve_string: Box::new(move |href, _| read_allowed(href, &folders)),
    }
}

/// The picture `href` names, if the book may use it.
pub fn read_allowed(href: &str, folders: &Folders) -> Option<ImageKind> {
    let real = folders.base.join(href).canonicalize().ok()?;
    if !folders.allowed.iter().any(|dir| real.starts_with(dir)) {
        return None;
    }
    let data = read_small_regular_file(&real)?;
    within_pixel_limit(&data).then_some(())?;
    let data = Arc::new(data);
    match imagesize::image_type(&data).ok()? {
        imagesize::ImageType::Png => Some(ImageKind::PNG(data)),
        imagesize::ImageType::Jpeg => Some(ImageKind::JPEG(data)),
        imagesize::ImageType::Gif => Some(ImageKind::GIF(data)),
        imagesize::ImageType::Webp => Some(ImageKind::WEBP(data)),
        _ => None,
    }
}

/// The bytes of a regular file of at most `MAX_PICTURE_BYTES` (a file that grows
/// while it is read is cut off there and refused).
fn read_small_regular_file(path: &Path) -> Option<Vec<u8>> {
    // Checked before opening (opening a FIFO would wait for a writer) and again
    // on the open file, in case the path changed in between.
    small_regular(&std::fs::metadata(path).ok()?).then_some(())?;
    let file = std::fs::File::open(path).ok()?;
    small_regular(&file.metadata().ok()?).then_some(())?;
    let mut data = Vec::new();
    file.take(MAX_PICTURE_BYTES + 1)
        .read_to_end(&mut data)
        .ok()?;
    (data.len() as u64 <= MAX_PICTURE_BYTES).then_some(data)
}

fn small_regular(metadata: &std::fs::Metadata) -> bool {
    metadata.is_file() && metadata.len() <= MAX_PICTURE_BYTES
}

fn within_pixel_limit(data: &[u8]) -> bool {
    imagesize::blob_size(data).is_ok_and(|size| {
        (size.width as u64).saturating_mul(size.height as u64) <= MAX_PICTURE_PIXELS
    })
}
