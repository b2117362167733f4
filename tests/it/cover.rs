//! The paperback cover: `cover.pdf`'s page and trim boxes against the formula
//! (bleed + back + spine + front + bleed; spine = pages × the paper's
//! thickness), the `spine` override, spine text from 79 pages, the `cover`
//! calculator, byte-identical rebuilds, the barcode area clear (and marked
//! only in the proof), and text that cannot fit refused naming its key.

use std::path::Path;

use mazebook::cover::{self, proof};
use mazebook::keys::Source;
use mazebook::{preflight, spec};
use resvg::{tiny_skia, usvg};

use crate::common::{build, build_refused, json_of, mazebook, spec_in_temp};

/// Inches per page: white, cream, colour (KDP).
const PAPERS: [(&str, f64); 3] = [("white", 0.002252), ("cream", 0.0025), ("color", 0.002347)];

fn cover_spec(page_size: &str, paper: &str, count: usize, extra: &str) -> String {
    format!(
        "[book]\ntitle = \"Lost in the Labyrinth\"\nsubtitle = \"Mazes for brave explorers\"\nauthor = \"Ada Finch\"\nseed = 4\npage-size = \"{page_size}\"\nbleed = true\n\n[cover]\npaper = \"{paper}\"\nback-text = \"Forty mazes to get lost in.\"\n{extra}\n[[section]]\ntitle = \"Easy\"\nkind = \"grid\"\ncount = {count}\ndifficulty = \"easy\"\nper-page = 1\n"
    )
}

/// A page box of the first page of the PDF at `path`, as [x0, y0, x1, y1].
fn page_box(path: &Path, name: &[u8]) -> [f64; 4] {
    let pdf = lopdf::Document::load(path).expect("a PDF");
    let pages = pdf.get_pages();
    assert_eq!(pages.len(), 1, "a cover is one page");
    let page = pdf.get_dictionary(pages[&1]).unwrap();
    let values: Vec<f64> = page
        .get(name)
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|o| f64::from(o.as_float().unwrap()))
        .collect();
    [values[0], values[1], values[2], values[3]]
}

fn pages_of(out: &Path) -> usize {
    let text = std::fs::read_to_string(out.join("book.json")).unwrap();
    let manifest: serde_json::Value = serde_json::from_str(&text).unwrap();
    manifest["pages"].as_u64().unwrap() as usize
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 0.01
}

/// Builds `text` and returns the output folder (kept alive with its temp dir).
fn built(text: &str, extra: &[&str]) -> (tempfile::TempDir, std::path::PathBuf) {
    let (dir, path) = spec_in_temp(text);
    let out = dir.path().join("out");
    build(&path, &out, extra);
    (dir, out)
}

#[test]
fn media_and_trim_boxes_follow_the_formula() {
    let trims = [
        ("6x9", 6.0, 9.0),
        ("8.5x11", 8.5, 11.0),
        ("7x10", 7.0, 10.0),
    ];
    for (((name, width, height), (paper, per_page)), count) in
        trims.into_iter().zip(PAPERS).zip([3, 9, 14])
    {
        let (_dir, out) = built(&cover_spec(name, paper, count, ""), &[]);
        let pages = pages_of(&out) as f64;
        let spine = pages * per_page;
        let media = page_box(&out.join("cover.pdf"), b"MediaBox");
        let trim = page_box(&out.join("cover.pdf"), b"TrimBox");
        let (full_w, full_h) = ((2.0 * width + spine + 0.25) * 72.0, (height + 0.25) * 72.0);
        assert!(
            close(media[2] - media[0], full_w),
            "{name} {paper}: {media:?}"
        );
        assert!(
            close(media[3] - media[1], full_h),
            "{name} {paper}: {media:?}"
        );
        assert!(
            close(trim[0] - media[0], 9.0) && close(trim[1] - media[1], 9.0),
            "{trim:?}"
        );
        assert!(
            close(trim[2] - trim[0], full_w - 18.0),
            "{name} {paper}: {trim:?}"
        );
        assert!(
            close(trim[3] - trim[1], height * 72.0),
            "{name} {paper}: {trim:?}"
        );
    }
}

#[test]
fn a_spine_length_replaces_the_computed_one() {
    let (_dir, out) = built(&cover_spec("6x9", "cream", 2, "spine = \"0.3in\"\n"), &[]);
    let media = page_box(&out.join("cover.pdf"), b"MediaBox");
    assert!(
        close(media[2] - media[0], (12.0 + 0.3 + 0.25) * 72.0),
        "{media:?}"
    );
}

#[test]
fn the_manifest_records_the_cover_only_with_one() {
    let (_dir, out) = built(&cover_spec("6x9", "white", 2, ""), &[]);
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("book.json")).unwrap()).unwrap();
    let pages = manifest["pages"].as_f64().unwrap();
    let expected = 12.0 + pages * 0.002252 + 0.25;
    assert!((manifest["cover"]["width_in"].as_f64().unwrap() - expected).abs() < 1e-4);
    let plain = cover_spec("6x9", "white", 2, "").replace(
        "[cover]\npaper = \"white\"\nback-text = \"Forty mazes to get lost in.\"\n",
        "",
    );
    let (_dir, out) = built(&plain, &[]);
    let text = std::fs::read_to_string(out.join("book.json")).unwrap();
    assert!(!text.contains("\"cover\""));
    assert!(!out.join("cover.pdf").exists());
}

fn parsed(text: &str) -> spec::BookSpec {
    let source = Source {
        name: "book.toml".into(),
        text: text.into(),
        dir: env!("CARGO_MANIFEST_DIR").into(),
    };
    spec::parse(source).expect("a valid spec")
}

#[test]
fn spine_text_only_from_79_pages_and_a_fifth_of_an_inch() {
    for (paper, thickness) in PAPERS {
        let book = parsed(&cover_spec("6x9", paper, 2, ""));
        for pages in [24, 78, 79, 80, 86, 89, 300] {
            let plan = cover::plan(&book, pages).unwrap().unwrap();
            let svg = cover::draw(&plan, &book, &[]).unwrap();
            let on_spine = svg.contains("LOST IN THE LABYRINTH") && svg.contains("ADA FINCH");
            let wide_enough = pages as f64 * thickness >= 0.2 - 1e-9;
            let expected = pages >= 79 && wide_enough;
            assert_eq!(on_spine, expected, "{paper}, {pages} pages");
            assert_eq!(plan.size.spine_text, expected);
        }
    }
}

/// `mazebook cover ARGS --json`.
fn calculator(args: &[&str]) -> serde_json::Value {
    json_of(&[&["cover"], args].concat())
}

#[test]
fn the_calculator_gives_the_formula() {
    for (pages, size, (w, h), (paper, per_page), bleed) in [
        (200, "6x9", (6.0, 9.0), PAPERS[0], true),
        (40, "8.5x11", (8.5, 11.0), PAPERS[1], false),
        (333, "7x10", (7.0, 10.0), PAPERS[2], true),
        (78, "5in x 8in", (5.0, 8.0), PAPERS[1], false),
    ] {
        let pages_text = pages.to_string();
        let mut args = vec![
            "--pages",
            &pages_text,
            "--page-size",
            size,
            "--paper",
            paper,
        ];
        if bleed {
            args.push("--bleed");
        }
        let json = calculator(&args);
        let spine = pages as f64 * per_page;
        let extra = if bleed { 0.25 } else { 0.0 };
        let near = |key: &str, value: f64| (json[key].as_f64().unwrap() - value).abs() < 6e-5;
        assert!(near("spine_in", spine), "{json}");
        assert!(near("width_in", 2.0 * w + spine + extra), "{json}");
        assert!(near("height_in", h + extra), "{json}");
        assert!(
            (json["width_mm"].as_f64().unwrap() - (2.0 * w + spine + extra) * 25.4).abs() < 0.006
        );
        assert_eq!(
            json["spine_text"],
            pages >= 79 && spine >= 0.2 - 1e-9,
            "{json}"
        );
        assert_eq!(json["paper"], paper);
    }
    let text = mazebook()
        .args(["cover", "--pages", "200", "--page-size", "6x9", "--bleed"])
        .output()
        .unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert_eq!(
        text,
        "cover: 12.7004 x 9.25 in (322.59 x 234.95 mm), with 0.125 in bleed all round (the size of cover.pdf)\n\
         spine: 0.4504 in (11.44 mm) for 200 pages of white paper; room for spine text\n"
    );
}

#[test]
fn the_calculator_reads_a_spec() {
    let (dir, path) = spec_in_temp(&cover_spec("6x9", "cream", 3, ""));
    let json = calculator(&[path.to_str().unwrap()]);
    build(&path, &dir.path().join("out"), &[]);
    assert_eq!(
        json["pages"].as_u64().unwrap() as usize,
        pages_of(&dir.path().join("out"))
    );
    assert_eq!(json["paper"], "cream");
    let flags = calculator(&[
        "--spec",
        path.to_str().unwrap(),
        "--pages",
        "100",
        "--paper",
        "white",
    ]);
    assert!((flags["spine_in"].as_f64().unwrap() - 0.2252).abs() < 1e-9);
}

#[test]
fn the_calculator_refuses_bad_input() {
    let output = mazebook()
        .args(["cover", "--pages", "10", "--page-size", "huge"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&output.stderr)
            .contains("--page-size: \"huge\" is not a page size")
    );
    let output = mazebook()
        .args(["cover", "--pages", "10", "--paper", "gold"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "clap lists the papers");
    let output = mazebook().args(["cover"]).output().unwrap();
    assert_eq!(
        output.status.code(),
        Some(2),
        "a page count or a spec is needed"
    );
}

#[test]
fn two_builds_give_the_same_cover_and_the_proof_only_on_asking() {
    let text = cover_spec("6x9", "cream", 3, "");
    let (_a, first) = built(&text, &[]);
    let (_b, second) = built(&text, &[]);
    let cover = std::fs::read(first.join("cover.pdf")).unwrap();
    assert_eq!(cover, std::fs::read(second.join("cover.pdf")).unwrap());
    assert!(!first.join("cover-proof.pdf").exists());
    let (_c, proofed) = built(&text, &["--proof"]);
    assert_eq!(
        cover,
        std::fs::read(proofed.join("cover.pdf")).unwrap(),
        "--proof leaves cover.pdf as it is"
    );
    assert_ne!(
        cover,
        std::fs::read(proofed.join("cover-proof.pdf")).unwrap()
    );
}

/// The colours of the pixels of `svg` inside `rect` (points, at 1 px a point).
fn colours_in(svg: &str, rect: &mazebook::layout::geometry::Rect) -> Vec<[u8; 4]> {
    let font = mazebook::fonts::FontChoice::Quicksand;
    let options = usvg::Options {
        dpi: 72.0,
        fontdb: font.database(),
        font_family: font.family().into(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &options).unwrap();
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    let mut colours = Vec::new();
    for y in (rect.y.ceil() as u32 + 1)..(rect.y + rect.height).floor() as u32 - 1 {
        for x in (rect.x.ceil() as u32 + 1)..(rect.x + rect.width).floor() as u32 - 1 {
            let pixel = pixmap.pixel(x, y).unwrap();
            colours.push([pixel.red(), pixel.green(), pixel.blue(), pixel.alpha()]);
        }
    }
    colours
}

#[test]
fn the_barcode_area_is_clear_and_marked_only_in_the_proof() {
    let text = cover_spec("6x9", "cream", 2, "");
    let (dir, path) = spec_in_temp(&text);
    let mut book = spec::load(&path).unwrap();
    let plan = preflight::settle(&mut book).unwrap();
    let cover = cover::plan(&book, 300).unwrap().unwrap();
    let svg = cover::draw(&cover, &book, &[]).unwrap();
    let clear = colours_in(&svg, &cover.frame.barcode);
    let background = clear[0];
    assert!(
        clear.iter().all(|c| *c == background),
        "one colour in the barcode area"
    );
    let beside = mazebook::layout::geometry::Rect {
        x: cover.frame.barcode.x - 30.0,
        ..cover.frame.barcode
    };
    assert!(
        colours_in(&svg, &beside).iter().all(|c| *c == background),
        "the background itself"
    );
    let proof = proof::with_guides(&svg, &cover.frame, "Quicksand");
    assert!(
        colours_in(&proof, &cover.frame.barcode)
            .iter()
            .any(|c| *c != background)
    );
    assert!(proof.contains("BARCODE AREA") && !svg.contains("BARCODE AREA"));
    drop((dir, plan));
}

#[test]
fn a_long_word_on_a_short_spine_is_refused_naming_the_title() {
    let word = "Abracadabracadabracadabracadabracadabra!";
    let text = cover_spec("8in x 3.2in", "cream", 1, "spine = \"1in\"\n")
        .replace(
            "bleed = true",
            "margin = \"0.25in\"\nbleed = true\ntemplates = \"mine\"",
        )
        .replace("per-page = 1", "per-page = 1\nwidth = 4\nheight = 4")
        .replace("\"easy\"", "1")
        .replace("Lost in the Labyrinth", word);
    let (dir, path) = spec_in_temp(&text);
    // A title page of the book's own that leaves the title out, so the spine is
    // the only place the word has to fit.
    std::fs::create_dir(dir.path().join("mine")).unwrap();
    let page = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{{ num(page.width) }}pt\" height=\"{{ num(page.height) }}pt\" viewBox=\"0 0 {{ num(page.width) }} {{ num(page.height) }}\"/>";
    std::fs::write(dir.path().join("mine/title.svg"), page).unwrap();
    let output = mazebook()
        .arg("build")
        .arg(&path)
        .arg("--out")
        .arg(dir.path().join("out"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("`book.title`: does not fit on the cover's spine: at 7 pt it is"),
        "{error}"
    );
    assert!(!dir.path().join("out").exists());
}

#[test]
fn text_that_cannot_fit_the_cover_is_refused_naming_its_key() {
    let word = "Abracadabracadabracadabracadabracadabra!";
    let cases = [
        (
            cover_spec("8.5x11", "cream", 1, "").replace("Lost in the Labyrinth", word),
            "`book.title`: does not fit on the front of the cover",
        ),
        (
            cover_spec("6x9", "gold", 1, ""),
            "`cover.paper`: \"gold\" is not allowed here; use \"white\", \"cream\" or \"color\"",
        ),
        (
            cover_spec("6x9", "cream", 3, "featured = 4\n"),
            "`cover.featured`: the book has 3 puzzles, so there is no puzzle 4",
        ),
        (
            cover_spec("6x9", "cream", 1, "").replace(
                "Forty mazes to get lost in.",
                &"Every maze has exactly one way through. ".repeat(40),
            ),
            "`cover.back-text`: takes",
        ),
        (
            cover_spec("6x9", "cream", 1, "spine = \"12\"\n"),
            "`cover.spine`: \"12\" is not a length",
        ),
    ];
    for (text, expected) in cases {
        let error = build_refused(&text);
        assert!(error.contains(expected), "{expected}\n{error}");
        assert!(error.starts_with("error: book.toml:"), "{error}");
    }
}

#[test]
fn the_front_shows_the_count_but_no_puzzle_number() {
    let (_dir, out) = built(&cover_spec("6x9", "white", 24, ""), &[]);
    let texts = crate::pdf_text::page_texts(&out.join("cover.pdf"));
    let text = texts[0].replace('\n', " ");
    assert!(text.contains("24"), "the badge's count: {text}");
    let numbered = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .windows(2)
        .any(|pair| pair[0] == "Maze" && pair[1].chars().all(|c| c.is_ascii_digit()));
    assert!(
        !numbered,
        "a puzzle's name (\"Maze 25\") on the cover: {text}"
    );
}
