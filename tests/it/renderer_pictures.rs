//! The renderer's own picture reader (behind `layout::resources`): a page parsed
//! with the book's options gets pictures only from the book's folder or its
//! templates folder, regular files within the size limit, whatever it asks for.

use std::path::Path;

use mazebook::fonts::FontChoice;
use mazebook::input::MAX_PICTURE_BYTES;
use mazebook::layout::resources::Folders;
use mazebook::pdf::svg_options;
use resvg::usvg;

/// A 1×1 PNG.
const PNG: [u8; 67] = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0,
    1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0x0a, 0x49, 0x44, 0x41, 0x54,
    0x78, 0x9c, 0x63, 0, 1, 0, 0, 5, 0, 1, 0x0d, 0x0a, 0x2d, 0xb4, 0, 0, 0, 0, 0x49, 0x45, 0x4e,
    0x44, 0xae, 0x42, 0x60, 0x82,
];

/// How many pictures the page has once parsed with `folders`' options.
fn pictures_read(href: &str, folders: Folders) -> usize {
    let options = svg_options(FontChoice::default(), folders);
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><image href=\"{href}\" width=\"5\" height=\"5\"/></svg>"
    );
    let tree = usvg::Tree::from_str(&svg, &options).expect("the page parses");
    count_images(tree.root())
}

fn count_images(group: &usvg::Group) -> usize {
    group
        .children()
        .iter()
        .map(|node| match node {
            usvg::Node::Image(_) => 1,
            usvg::Node::Group(inner) => count_images(inner),
            _ => 0,
        })
        .sum()
}

fn book_folders(book: &Path, templates: Option<&Path>) -> Folders {
    Folders::of_book(book, templates)
}

#[test]
fn renderer_reads_only_allowed_pictures() {
    let (book, templates, outside) = (
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
    );
    std::fs::write(book.path().join("logo.png"), PNG).unwrap();
    std::fs::write(templates.path().join("frame.png"), PNG).unwrap();
    let elsewhere = outside.path().join("other.png");
    std::fs::write(&elsewhere, PNG).unwrap();
    std::os::unix::fs::symlink(&elsewhere, book.path().join("link.png")).unwrap();
    let huge = std::fs::File::create(book.path().join("huge.png")).unwrap();
    std::io::Write::write_all(&mut &huge, &PNG).unwrap();
    huge.set_len(MAX_PICTURE_BYTES + 1).unwrap();
    let status = std::process::Command::new("mkfifo")
        .arg(book.path().join("fifo.png"))
        .status()
        .unwrap();
    assert!(status.success());

    let folders = || book_folders(book.path(), Some(templates.path()));
    let frame = templates.path().join("frame.png");
    assert_eq!(pictures_read("logo.png", folders()), 1, "a relative path");
    assert_eq!(pictures_read(frame.to_str().unwrap(), folders()), 1);
    let elsewhere = elsewhere.to_str().unwrap();
    for refused in [elsewhere, "link.png", "huge.png", "fifo.png", "/dev/zero"] {
        assert_eq!(pictures_read(refused, folders()), 0, "{refused}");
    }
    let escape = format!(
        "../{}",
        outside.path().file_name().unwrap().to_str().unwrap()
    );
    assert_eq!(pictures_read(&format!("{escape}/other.png"), folders()), 0);
}
