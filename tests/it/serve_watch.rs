//! `mazebook serve` rebuilds when a file the spec names outside its own folder
//! changes — a picture mask kept in a shared folder — and follows the spec
//! when it starts to name another such file. Read through `/status.json` (the
//! build count), no browser needed.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::time::{Duration, Instant};

use resvg::tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, Rect, Transform};

use crate::serve_browser::{interrupt, start_serve};

/// A black shape on white: a disc, or a square when `square`.
fn write_png(path: &Path, square: bool) {
    let mut pixmap = Pixmap::new(200, 200).unwrap();
    pixmap.fill(resvg::tiny_skia::Color::WHITE);
    let mut paint = Paint::default();
    paint.set_color_rgba8(0, 0, 0, 255);
    let shape = if square {
        PathBuilder::from_rect(Rect::from_xywh(20.0, 20.0, 160.0, 160.0).unwrap())
    } else {
        PathBuilder::from_circle(100.0, 100.0, 90.0).unwrap()
    };
    pixmap.fill_path(
        &shape,
        &paint,
        FillRule::Winding,
        Transform::identity(),
        None,
    );
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    pixmap.save_png(path).unwrap();
}

fn spec(mask: &str) -> String {
    format!(
        "[book]\ntitle = \"Shapes\"\nseed = 3\n\n[[section]]\ntitle = \"Blob\"\nkind = \"grid\"\ncount = 1\ndifficulty = \"easy\"\nmask = \"{mask}\"\nwidth = 12\n"
    )
}

/// The server's `/status.json` as JSON.
fn status(url: &str) -> serde_json::Value {
    let address = url.trim_start_matches("http://").trim_end_matches('/');
    let mut stream = TcpStream::connect(address).unwrap();
    write!(
        stream,
        "GET /status.json HTTP/1.0\r\nHost: {address}\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let body = response.split("\r\n\r\n").nth(1).unwrap_or("{}");
    serde_json::from_str(body).unwrap()
}

/// Waits for a finished build numbered above `after`; returns its number.
fn build_after(url: &str, after: u64, what: &str) -> u64 {
    let deadline = Instant::now() + Duration::from_secs(90);
    loop {
        let now = status(url);
        let version = now["version"].as_u64().unwrap();
        if version > after && now["building"] == false {
            assert!(now["error"].is_null(), "{what}: {}", now["error"]);
            return version;
        }
        assert!(Instant::now() < deadline, "no build after {what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn a_picture_named_outside_the_spec_folder_is_watched_and_so_is_a_new_one() {
    let root = tempfile::tempdir().unwrap();
    let book = root.path().join("book");
    let spec_path = book.join("book.toml");
    write_png(&root.path().join("pictures/blob.png"), false);
    write_png(&root.path().join("more/other.png"), false);
    std::fs::create_dir_all(&book).unwrap();
    std::fs::write(&spec_path, spec("../pictures/blob.png")).unwrap();
    let (mut child, url) = start_serve(&spec_path, &book.join("out"));

    let first = build_after(&url, 0, "the start");
    write_png(&root.path().join("pictures/blob.png"), true);
    let second = build_after(&url, first, "the picture was redrawn");

    std::fs::write(&spec_path, spec("../more/other.png")).unwrap();
    let third = build_after(&url, second, "the spec named another picture");
    write_png(&root.path().join("more/other.png"), true);
    build_after(&url, third, "the newly named picture was redrawn");

    let status = interrupt(&mut child);
    assert!(status.success(), "{status:?}");
}
