//! Shaped grid mazes end to end: `puzzle grid --shape/--mask/--text/--braid` and
//! the same book keys. Every shape makes a maze `analyze` accepts; bad input (a
//! missing, unreadable, all-light or broken-up picture, an unknown shape, a braid
//! outside 0–1, two outlines at once, a row-based algorithm off the rectangle)
//! exits 1 naming the key or flag, and writes nothing.

use std::path::Path;

use serde_json::Value;

use crate::common::*;

/// Runs `puzzle grid ARGS --json` and returns the form, asserting success.
fn made(args: &[&str]) -> Value {
    json_of(&[&["puzzle", "grid"], args].concat())
}

/// Runs `puzzle grid ARGS --svg F` and returns stderr, asserting exit 1 and no file.
fn refused(args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("maze.svg");
    let output = mazebook()
        .args(["puzzle", "grid", "--svg"])
        .arg(&svg)
        .args(args)
        .current_dir(dir.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(!svg.exists(), "a refused maze writes no file");
    stderr
}

/// `analyze` accepts the form and prints the same solution.
fn analyzed(form: &Value) -> Value {
    let output = mazebook()
        .args(["analyze", "-"])
        .write_stdin(form.to_string())
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let again: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(again["solution"], form["solution"]);
    again
}

/// A PNG of `width`×`height` whose pixel (x, y) is dark when `dark(x, y)`.
fn png(path: &Path, width: u32, height: u32, dark: impl Fn(u32, u32) -> bool) {
    let mut pixmap = resvg::tiny_skia::Pixmap::new(width, height).unwrap();
    for y in 0..height {
        for x in 0..width {
            let grey = if dark(x, y) { 0 } else { 255 };
            let colour = resvg::tiny_skia::ColorU8::from_rgba(grey, grey, grey, 255).premultiply();
            pixmap.pixels_mut()[(y * width + x) as usize] = colour;
        }
    }
    pixmap.save_png(path).unwrap();
}

#[test]
fn every_shape_and_picture_makes_a_maze_analyze_accepts() {
    let cases: [&[&str]; 7] = [
        &["--shape", "circle"],
        &["--shape", "hexagon", "--width", "9"],
        &["--shape", "triangle", "--width", "15"],
        &["--shape", "heart"],
        &["--shape", "fish", "--tiling", "hexagon"],
        &["--text", "ANA", "--width", "30"],
        &["--braid", "0.5", "--width", "10"],
    ];
    let shapes = ["circle", "hexagon", "triangle", "mask", "hexagon", "mask"];
    for (args, shape) in cases.iter().zip(shapes.iter().map(Some).chain([None])) {
        let form = made(&[args, &["--seed", "4"][..]].concat());
        assert_eq!(
            form.get("shape").and_then(Value::as_str),
            shape.copied(),
            "{args:?}"
        );
        analyzed(&form);
    }
}

#[test]
fn a_braided_maze_reports_its_loops_and_never_claims_one_route() {
    let form = made(&["--braid", "1", "--width", "12", "--seed", "9"]);
    assert_eq!(form["braid"], 1.0);
    let metrics = &form["metrics"];
    assert!(metrics["loops"].as_u64().unwrap() > 0, "{metrics}");
    assert_eq!(metrics["perfect"], 0);
    assert!(metrics["shortest_routes"].as_u64().unwrap() >= 1);
}

#[test]
fn a_picture_of_ones_own_is_laid_on_the_grid() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("blob.png");
    png(&path, 60, 40, |x, y| {
        (x as i32 - 30).pow(2) * 4 + (y as i32 - 20).pow(2) * 9 < 3600
    });
    let form = made(&[
        "--mask",
        path.to_str().unwrap(),
        "--width",
        "20",
        "--seed",
        "1",
    ]);
    let rows: Vec<String> = serde_json::from_value(form["mask"].clone()).unwrap();
    assert_eq!(rows.len(), form["height"].as_u64().unwrap() as usize);
    assert!(
        rows[0].starts_with('.') && rows[rows.len() / 2].contains("####"),
        "{rows:?}"
    );
    analyzed(&form);
}

#[test]
fn bad_pictures_are_refused_naming_the_flag() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.png");
    let stderr = refused(&["--mask", missing.to_str().unwrap()]);
    assert!(
        stderr.contains("--mask") && stderr.contains("missing.png"),
        "{stderr}"
    );

    let text = dir.path().join("notes.png");
    std::fs::write(&text, "not a picture").unwrap();
    assert!(refused(&["--mask", text.to_str().unwrap()]).contains("--mask"));

    let white = dir.path().join("white.png");
    png(&white, 20, 20, |_, _| false);
    let stderr = refused(&["--mask", white.to_str().unwrap()]);
    assert!(stderr.contains("no dark pixels"), "{stderr}");

    let two = dir.path().join("two.png");
    png(&two, 40, 20, |x, _| !(16..24).contains(&x));
    let stderr = refused(&["--mask", two.to_str().unwrap(), "--width", "20"]);
    assert!(stderr.contains("2 pieces"), "{stderr}");
}

#[test]
fn bad_shapes_and_loops_are_refused_naming_the_flag() {
    let stderr = refused(&["--shape", "hart"]);
    assert!(
        stderr.contains("--shape") && stderr.contains("did you mean \"heart\""),
        "{stderr}"
    );
    let stderr = refused(&["--braid", "1.5"]);
    assert!(
        stderr.contains("--braid") && stderr.contains("from 0"),
        "{stderr}"
    );
    let stderr = refused(&["--shape", "circle", "--algorithm", "sidewinder"]);
    assert!(
        stderr.contains("--algorithm") && stderr.contains("backtracker"),
        "{stderr}"
    );
    let stderr = refused(&["--shape", "heart", "--width", "1"]);
    assert!(
        stderr.contains("--width") && stderr.contains("at least 2"),
        "{stderr}"
    );
    let stderr = refused(&["--shape", "hexagon", "--tiling", "triangle"]);
    assert!(stderr.contains("--tiling"), "{stderr}");
}

/// Builds a one-section book with `keys` and returns stderr, asserting exit 1 and
/// that nothing was written.
fn book_refused(keys: &str) -> String {
    build_refused(&format!(
        "[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"grid\"\n{keys}\n"
    ))
}

#[test]
fn bad_shape_keys_in_a_book_are_refused_naming_the_key() {
    let cases = [
        (
            "shape = \"hart\"",
            "`section[1].shape`",
            "did you mean \"heart\"",
        ),
        (
            "mask = \"pictures/none.png\"",
            "`section[1].mask`",
            "none.png",
        ),
        ("braid = 2", "`section[1].braid`", "from 0 to 1"),
        (
            "shape = \"star\"\ntext = \"AB\"",
            "`section[1].text`",
            "not shape and text",
        ),
        (
            "shape = \"circle\"\ntiling = \"hexagon\"",
            "`section[1].tiling`",
            "picture",
        ),
    ];
    for (keys, key, why) in cases {
        let stderr = book_refused(keys);
        assert!(
            stderr.contains(key) && stderr.contains(why),
            "{keys}: {stderr}"
        );
    }
}

#[test]
fn a_book_of_every_shape_builds() {
    let spec = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/shapes.toml");
    let dir = tempfile::tempdir().unwrap();
    build(&spec, dir.path(), &[]);
    let manifest: Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("book.json")).unwrap()).unwrap();
    let text = manifest.to_string();
    for shape in [
        "\"circle\"",
        "\"hexagon\"",
        "\"triangle\"",
        "\"mask\"",
        "\"braid\"",
    ] {
        assert!(text.contains(shape), "the example book has no {shape} maze");
    }
}
