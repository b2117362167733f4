//! What a page template may ask of the renderer. Pictures only from the book's
//! own folder or its templates folder: regular files of at most 20 MB and 25
//! megapixels (a path elsewhere, a device such as `/dev/zero`, or a link out of
//! those folders is refused). No SVG filters: a chain of them can keep the
//! renderer busy for minutes. Drawings made by mazebook use neither, so a page
//! whose text has no `<image` and no `filter` costs one scan.

use std::path::{Path, PathBuf};

use roxmltree::{Document, Node};

use crate::input::{MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS};

/// Why a template's page asks too much.
#[derive(Debug, thiserror::Error)]
pub enum ResourceError {
    #[error(
        "template {template} asks for an SVG filter (<{element}>); filters are not allowed in page templates, they can take the renderer minutes"
    )]
    Filter {
        template: &'static str,
        element: String,
    },
    #[error("template {template}: the picture \"{href}\" {why}")]
    Picture {
        template: &'static str,
        href: String,
        why: String,
    },
}

/// The folders pictures may come from.
pub struct Folders {
    /// The folder relative paths start from (the book's).
    pub base: PathBuf,
    pub allowed: Vec<PathBuf>,
}

impl Folders {
    /// The folders of a book whose spec is in `book_dir` (empty: this folder),
    /// with its templates folder if it has one. A folder that cannot be found
    /// allows nothing.
    pub fn of_book(book_dir: &Path, templates: Option<&Path>) -> Folders {
        let base = match book_dir.as_os_str().is_empty() {
            true => PathBuf::from("."),
            false => book_dir.to_path_buf(),
        };
        let allowed = std::iter::once(base.as_path())
            .chain(templates)
            .filter_map(|dir| dir.canonicalize().ok())
            .collect();
        Folders { base, allowed }
    }
}

/// Checks one rendered page of `template`; `folders` is asked for only when the
/// page has a picture.
pub fn check(
    svg: &str,
    template: &'static str,
    folders: impl FnOnce() -> Folders,
) -> Result<(), ResourceError> {
    if !svg.contains("<image") && !svg.contains("filter") {
        return Ok(());
    }
    // A page that does not parse is reported by the renderer, as before.
    let Ok(document) = Document::parse(svg) else {
        return Ok(());
    };
    let folders = folders();
    document
        .descendants()
        .filter(Node::is_element)
        .try_for_each(|node| {
            let name = node.tag_name().name();
            if name == "filter" || name.starts_with("fe") || node.attribute("filter").is_some() {
                let element = if name == "filter" || name.starts_with("fe") {
                    name
                } else {
                    "filter=…"
                };
                return Err(ResourceError::Filter {
                    template,
                    element: element.to_string(),
                });
            }
            match (name, href(&node)) {
                ("image", Some(href)) => {
                    picture(href, &folders).map_err(|why| ResourceError::Picture {
                        template,
                        href: shorten(href),
                        why,
                    })
                }
                _ => Ok(()),
            }
        })
}

fn href<'a>(node: &Node<'a, 'a>) -> Option<&'a str> {
    const XLINK: &str = "http://www.w3.org/1999/xlink";
    node.attribute((XLINK, "href"))
        .or_else(|| node.attribute("href"))
}

/// Whether one picture may be used: inline data of bounded size, or a file in
/// an allowed folder.
fn picture(href: &str, folders: &Folders) -> Result<(), String> {
    if let Some(data) = href.strip_prefix("data:") {
        return match data.len() as u64 <= MAX_PICTURE_BYTES * 4 / 3 {
            true => Ok(()),
            false => Err(format!(
                "is inline data over {} MB",
                MAX_PICTURE_BYTES >> 20
            )),
        };
    }
    let path = folders.base.join(href);
    let real = path
        .canonicalize()
        .map_err(|e| format!("cannot be read: {e}"))?;
    if !folders.allowed.iter().any(|dir| real.starts_with(dir)) {
        return Err("is outside the book's folder and its templates folder; templates may use pictures only from those".into());
    }
    file_within_limits(&real)
}

fn file_within_limits(path: &Path) -> Result<(), String> {
    let metadata = std::fs::metadata(path).map_err(|e| format!("cannot be read: {e}"))?;
    if !metadata.is_file() {
        return Err("is not a regular file".into());
    }
    if metadata.len() > MAX_PICTURE_BYTES {
        return Err(format!("is over {} MB", MAX_PICTURE_BYTES >> 20));
    }
    let size =
        imagesize::size(path).map_err(|_| "is not a PNG, JPEG, GIF or WebP picture".to_string())?;
    if (size.width as u64).saturating_mul(size.height as u64) > MAX_PICTURE_PIXELS {
        return Err(format!(
            "is {}×{} pixels; pictures are limited to {} megapixels",
            size.width,
            size.height,
            MAX_PICTURE_PIXELS / 1_000_000
        ));
    }
    Ok(())
}

/// A long href (inline data) cut for a message.
fn shorten(href: &str) -> String {
    match href.char_indices().nth(60) {
        Some((end, _)) => format!("{}…", &href[..end]),
        None => href.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folders(dir: &Path) -> impl FnOnce() -> Folders {
        let dir = dir.canonicalize().unwrap();
        move || Folders {
            base: dir.clone(),
            allowed: vec![dir],
        }
    }

    fn page(body: &str) -> String {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">{body}</svg>"
        )
    }

    #[test]
    fn a_page_without_pictures_or_filters_passes() {
        let dir = tempfile::tempdir().unwrap();
        assert!(
            check(
                &page("<rect width=\"5\" height=\"5\"/>"),
                "title.svg",
                folders(dir.path())
            )
            .is_ok()
        );
    }

    #[test]
    fn filters_are_refused_naming_the_template() {
        let dir = tempfile::tempdir().unwrap();
        let svg = page(
            "<filter id=\"f\"><feMorphology radius=\"50\"/></filter><rect filter=\"url(#f)\"/>",
        );
        let error = check(&svg, "section.svg", folders(dir.path()))
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("template section.svg asks for an SVG filter (<filter>)"),
            "{error}"
        );
    }

    #[test]
    fn a_device_or_a_path_outside_the_book_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        for href in ["/dev/zero", "/etc/hostname", "../outside.png"] {
            let svg = page(&format!(
                "<image href=\"{href}\" width=\"5\" height=\"5\"/>"
            ));
            let error = check(&svg, "title.svg", folders(dir.path()))
                .unwrap_err()
                .to_string();
            assert!(
                error.starts_with(&format!("template title.svg: the picture \"{href}\"")),
                "{error}"
            );
        }
    }

    #[test]
    fn a_small_picture_in_the_book_folder_passes_and_a_link_out_does_not() {
        let dir = tempfile::tempdir().unwrap();
        // A 1×1 PNG.
        let png: [u8; 67] = [
            0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
            0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0x0a, 0x49,
            0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0, 1, 0, 0, 5, 0, 1, 0x0d, 0x0a, 0x2d, 0xb4, 0, 0,
            0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
        ];
        std::fs::write(dir.path().join("logo.png"), png).unwrap();
        let svg = page("<image xlink:href=\"logo.png\" width=\"5\" height=\"5\"/>");
        assert!(check(&svg, "title.svg", folders(dir.path())).is_ok());
        std::os::unix::fs::symlink("/etc/hostname", dir.path().join("link.png")).unwrap();
        let svg = page("<image href=\"link.png\" width=\"5\" height=\"5\"/>");
        assert!(check(&svg, "title.svg", folders(dir.path())).is_err());
    }
}
