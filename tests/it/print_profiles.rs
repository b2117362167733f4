//! Print profiles from outside, read back from the PDF: a black-ink book of every
//! kind has no RGB anywhere (operators, colour spaces, images); the colour book
//! sets all its text in solid black; `printer = "kdp"` leaves no outline,
//! annotations or metadata while "home" keeps them; no text under 7 pt in either;
//! the print service's margins, page count, blank runs and text sizes refused
//! naming the key or page; pictures and colours of a book's own template refused
//! in black ink; the preflight report's figures.

use std::path::Path;

use lopdf::content::{Content, Operation};
use lopdf::{Document, Object};
use mazebook::build::{BuildOptions, build as build_book};
use mazebook::print::Printer;
use mazebook::render::palette::Ink;

use super::common::{build, build_refused, every_kind_sections, kind_name, mazebook, spec_in_temp};

/// A book of every kind (each from its sample section), with more besides: a
/// grid two to a page, one on a circle, block mazes with the explored answer
/// key, rotation puzzles and Magic Labyrinth cards two to a page.
fn every_kind(book_keys: &str) -> String {
    format!(
        r#"[book]
title = "Every Kind"
seed = 5
page-size = "8.5x11"
{book_keys}

{}[[section]]
title = "Grid"
instructions = "From the face to the star."
kind = "grid"
count = 2
difficulty = "easy"
per-page = 2

[[section]]
title = "Circle"
kind = "grid"
shape = "circle"
count = 1
difficulty = "easy"

[[section]]
title = "Blocks"
kind = "block"
count = 2
difficulty = "easy"
per-page = 2
answer-style = "explored"

[[section]]
title = "Turn"
kind = "rotation"
count = 2
difficulty = "easy"
per-page = 2

[[section]]
title = "Labyrinth"
kind = "magic-labyrinth"
count = 4
walls = 18
per-page = 2
"#,
        every_kind_sections(kind_name, "count = 1")
    )
}

/// A book of three pages (title, one maze, its answer) under `book_keys`.
fn three_pages(book_keys: &str) -> String {
    format!(
        "[book]\ntitle = \"Odd\"\nseed = 5\n{book_keys}\n\n[[section]]\ntitle = \"Grid\"\nkind = \"grid\"\ncount = 1\ndifficulty = \"easy\"\n"
    )
}

/// Builds `spec` (quietly) and loads the PDF.
fn built(spec: &str, extra: &[&str]) -> (tempfile::TempDir, Document) {
    let (dir, path) = spec_in_temp(spec);
    let out = dir.path().join("out");
    build(&path, &out, extra);
    let pdf = Document::load(out.join("book.pdf")).expect("the PDF loads");
    (dir, pdf)
}

/// Every stream's content, decompressed.
fn streams(pdf: &Document) -> Vec<Vec<u8>> {
    pdf.objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .map(|s| {
            s.decompressed_content()
                .unwrap_or_else(|_| s.content.clone())
        })
        .collect()
}

/// The operations of every page and form content stream.
fn operations(pdf: &Document) -> Vec<Operation> {
    let mut contents: Vec<Vec<u8>> = pdf
        .get_pages()
        .values()
        .map(|&id| pdf.get_page_content(id))
        .collect();
    contents.extend(
        pdf.objects
            .values()
            .filter_map(|o| o.as_stream().ok())
            .filter(|s| s.dict.get(b"Subtype").and_then(Object::as_name).ok() == Some(b"Form"))
            .map(|s| {
                s.decompressed_content()
                    .unwrap_or_else(|_| s.content.clone())
            }),
    );
    contents
        .iter()
        .flat_map(|bytes| Content::decode(bytes).expect("content decodes").operations)
        .collect()
}

/// Everything in the PDF that is RGB: colour operators with three components,
/// RGB colour-space names, three-channel ICC profiles and images.
fn rgb_found(pdf: &Document) -> Vec<String> {
    let mut found = Vec::new();
    for op in operations(pdf) {
        let rgb_op = matches!(op.operator.as_str(), "rg" | "RG")
            || matches!(op.operator.as_str(), "sc" | "scn" | "SC" | "SCN")
                && op.operands.iter().filter(|o| o.as_float().is_ok()).count() == 3;
        if rgb_op {
            found.push(format!("operator {} {:?}", op.operator, op.operands));
        }
    }
    for (id, object) in &pdf.objects {
        walk_names(object, &mut |name| {
            if matches!(name, b"DeviceRGB" | b"CalRGB" | b"DefaultRGB") {
                found.push(format!(
                    "/{} in object {id:?}",
                    String::from_utf8_lossy(name)
                ));
            }
        });
        if let Ok(stream) = object.as_stream() {
            let n = stream.dict.get(b"N").and_then(Object::as_i64).ok();
            if n == Some(3) {
                found.push(format!("a three-channel ICC profile, object {id:?}"));
            }
        }
    }
    // Inline colour spaces in content streams, and anything the parser missed.
    for stream in streams(pdf) {
        if stream.windows(10).any(|w| w == b"/DeviceRGB") {
            found.push("/DeviceRGB in a stream".into());
        }
    }
    found
}

fn walk_names(object: &Object, visit: &mut impl FnMut(&[u8])) {
    match object {
        Object::Name(name) => visit(name),
        Object::Array(items) => items.iter().for_each(|o| walk_names(o, visit)),
        Object::Dictionary(dict) => dict.iter().for_each(|(_, o)| walk_names(o, visit)),
        Object::Stream(stream) => stream.dict.iter().for_each(|(_, o)| walk_names(o, visit)),
        _ => {}
    }
}

#[test]
fn a_black_ink_book_of_every_kind_has_no_rgb_anywhere() {
    let (_dir, pdf) = built(&every_kind("ink = \"black\""), &[]);
    let found = rgb_found(&pdf);
    assert!(found.is_empty(), "{found:#?}");
    // Greys of the black channel do appear: the answer bands, lights, marks.
    let greys: Vec<f32> = operations(&pdf)
        .iter()
        .filter(|op| op.operator == "g" || op.operator == "G")
        .filter_map(|op| op.operands.first()?.as_float().ok())
        .collect();
    assert!(greys.iter().any(|&g| g > 0.0 && g < 1.0), "{greys:?}");
}

#[test]
fn the_colour_book_keeps_its_colours_and_sets_all_text_in_solid_black() {
    let (_dir, pdf) = built(&every_kind(""), &[]);
    assert!(
        !rgb_found(&pdf).is_empty(),
        "the colour book lost its colours"
    );
    // The fill colour in force at every text-showing operator.
    let mut fill: Vec<Vec<f32>> = vec![vec![0.0]];
    let mut shown = 0;
    for op in operations(&pdf) {
        let operands = || {
            op.operands
                .iter()
                .filter_map(|o| o.as_float().ok())
                .collect()
        };
        match op.operator.as_str() {
            "q" => fill.push(fill.last().cloned().unwrap_or_default()),
            "Q" => {
                fill.pop();
            }
            "g" | "rg" | "k" | "sc" | "scn" => *fill.last_mut().unwrap() = operands(),
            "Tj" | "TJ" | "'" | "\"" => {
                shown += 1;
                assert_eq!(fill.last(), Some(&vec![0.0]), "text in a tint or colour");
            }
            _ => {}
        }
    }
    assert!(shown > 100, "{shown} text runs");
}

/// Whether the catalog or any page has `key`, and whether the trailer has /Info.
fn has(pdf: &Document, key: &[u8]) -> bool {
    let catalog = pdf.catalog().expect("a catalog");
    let in_pages = pdf
        .get_pages()
        .values()
        .any(|&id| pdf.get_dictionary(id).is_ok_and(|page| page.has(key)));
    catalog.has(key) || in_pages
}

#[test]
fn kdp_leaves_no_outline_annotations_or_metadata_and_home_keeps_them() {
    let (_dir, kdp) = built(&every_kind("printer = \"kdp\""), &[]);
    for key in [&b"Outlines"[..], b"Annots", b"Metadata", b"Lang"] {
        assert!(!has(&kdp, key), "{}", String::from_utf8_lossy(key));
    }
    assert!(kdp.trailer.get(b"Info").is_err(), "{:?}", kdp.trailer);
    let types: Vec<&[u8]> = (kdp.objects.values())
        .filter_map(|o| o.as_dict().ok()?.get(b"Type").ok()?.as_name().ok())
        .collect();
    assert!(!types.contains(&&b"Metadata"[..]) && !types.contains(&&b"Annot"[..]));

    let (_dir, home) = built(&every_kind(""), &[]);
    assert!(has(&home, b"Outlines") && has(&home, b"Metadata"));
    let info = home.trailer.get(b"Info").and_then(Object::as_reference);
    let info = home
        .get_dictionary(info.expect("home keeps /Info"))
        .unwrap();
    assert!(info.has(b"Title"));
}

/// The smallest text size in the PDF, as printed: each `Tf` size scaled by the
/// text matrix and the transformation matrices in force.
fn smallest_text(pdf: &Document) -> f64 {
    type Matrix = [f64; 6];
    let multiply = |a: Matrix, b: Matrix| -> Matrix {
        [
            a[0] * b[0] + a[1] * b[2],
            a[0] * b[1] + a[1] * b[3],
            a[2] * b[0] + a[3] * b[2],
            a[2] * b[1] + a[3] * b[3],
            a[4] * b[0] + a[5] * b[2] + b[4],
            a[4] * b[1] + a[5] * b[3] + b[5],
        ]
    };
    let mut smallest = f64::INFINITY;
    for id in pdf.get_pages().values() {
        let content = Content::decode(&pdf.get_page_content(*id)).unwrap();
        let mut ctm: Vec<Matrix> = vec![[1.0, 0.0, 0.0, 1.0, 0.0, 0.0]];
        let (mut size, mut tm) = (0.0, [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]);
        for op in content.operations {
            let numbers: Vec<f64> = (op.operands.iter())
                .filter_map(|o| o.as_float().ok().map(f64::from))
                .collect();
            match op.operator.as_str() {
                "q" => ctm.push(*ctm.last().unwrap()),
                "Q" => {
                    ctm.pop();
                }
                "cm" => {
                    let m = numbers.clone().try_into().unwrap();
                    *ctm.last_mut().unwrap() = multiply(m, *ctm.last().unwrap());
                }
                "Tf" => size = numbers[0],
                "Tm" => tm = numbers.clone().try_into().unwrap(),
                "Tj" | "TJ" => {
                    let m = multiply(tm, *ctm.last().unwrap());
                    smallest = smallest.min(size * m[2].hypot(m[3]));
                }
                _ => {}
            }
        }
    }
    smallest
}

#[test]
fn no_text_under_7_pt_in_either_profile() {
    for printer in ["home", "kdp"] {
        let keys = format!("printer = \"{printer}\"\nink = \"black\"");
        let (_dir, pdf) = built(&every_kind(&keys), &[]);
        let smallest = smallest_text(&pdf);
        assert!(
            (7.0 - 1e-3..100.0).contains(&smallest),
            "{printer}: {smallest}"
        );
    }
}

#[test]
fn kdp_refuses_margins_under_its_minimum_naming_the_key() {
    let book = |keys: &str| every_kind(&format!("printer = \"kdp\"\n{keys}"));
    let cases = [
        (
            "margin = \"0.2in\"",
            "`book.margin`: 0.2 in is too narrow",
            "0.25 in",
        ),
        (
            "bleed = true\nmargin-top = \"0.3in\"",
            "`book.margin-top`: 0.3 in is too narrow",
            "0.375 in with bleed",
        ),
        (
            "margin-outside = \"5mm\"",
            "`book.margin-outside`",
            "0.25 in",
        ),
        (
            "margin-inside = \"0.3in\"",
            "`book.margin-inside`",
            "0.375 in",
        ),
    ];
    for (keys, names, minimum) in cases {
        let error = build_refused(&book(keys));
        assert!(error.contains(names), "{keys}: {error}");
        assert!(error.contains(minimum), "{keys}: {error}");
    }
    // The same margins print at home, with a warning.
    let (dir, path) = spec_in_temp(&every_kind("margin = \"0.2in\""));
    let output = (mazebook().arg("build").arg(&path).arg("--out"))
        .arg(dir.path().join("out"))
        .output()
        .unwrap();
    assert!(output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("warning: margin-top is 0.200in"),
        "{stderr}"
    );
}

#[test]
fn kdp_refuses_an_odd_page_count_it_was_told_not_to_pad() {
    let error = build_refused(&three_pages("printer = \"kdp\"\npages = \"any\""));
    assert!(
        error.contains("`book.pages`: the book has 3 pages")
            && error.contains("an even number of pages"),
        "{error}"
    );
}

#[test]
fn kdp_pads_an_odd_page_count_with_a_notes_page() {
    let (dir, spec) = spec_in_temp(&three_pages("printer = \"kdp\""));
    let out = dir.path().join("out");
    build(&spec, &out, &[]);
    let pages = crate::pdf_text::page_texts(&out.join("book.pdf"));
    assert_eq!(pages.len(), 4, "3 pages and a notes page");
    assert!(pages[3].starts_with("Notes"), "{}", pages[3]);
}

/// A book whose own `templates` folder (kept in the returned folder) holds
/// `name` with `body` inside the page, and `files`; `DIR` in `body` stands for
/// the templates folder.
fn with_template(
    book_keys: &str,
    name: &str,
    body: &str,
    files: &[(&str, &[u8])],
) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("mine");
    std::fs::create_dir(&folder).unwrap();
    let body = body.replace("DIR", folder.to_str().unwrap());
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{{{{ num(page.width) }}}}pt" height="{{{{ num(page.height) }}}}pt" viewBox="0 0 {{{{ num(page.width) }}}} {{{{ num(page.height) }}}}" font-family="{{{{ font }}}}">{body}</svg>"#
    );
    std::fs::write(folder.join(name), svg).unwrap();
    for (file, bytes) in files {
        std::fs::write(folder.join(file), bytes).unwrap();
    }
    let path = folder.to_str().unwrap().to_string();
    (
        dir,
        every_kind(&format!("{book_keys}\ntemplates = \"{path}\"")),
    )
}

/// A 1×1 PNG of colour type `colour_type` (0 grey, 2 RGB) with `pixel`.
fn png(colour_type: u8, pixel: &[u8]) -> Vec<u8> {
    fn crc(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for &b in bytes {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }
    fn chunk(out: &mut Vec<u8>, kind: &[u8], data: &[u8]) {
        out.extend((data.len() as u32).to_be_bytes());
        let body: Vec<u8> = kind.iter().chain(data).copied().collect();
        out.extend(&body);
        out.extend(crc(&body).to_be_bytes());
    }
    let mut raw = vec![0u8];
    raw.extend(pixel);
    let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut z, &raw).unwrap();
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(
        &mut out,
        b"IHDR",
        &[0, 0, 0, 1, 0, 0, 0, 1, 8, colour_type, 0, 0, 0],
    );
    chunk(&mut out, b"IDAT", &z.finish().unwrap());
    chunk(&mut out, b"IEND", &[]);
    out
}

#[test]
fn a_black_ink_book_refuses_colour_in_its_own_template_naming_the_page() {
    let picture = r#"<image href="DIR/pic.png" x="50" y="50" width="100" height="100"/><text x="300" y="700" font-size="11">{{ number }}</text>"#;
    let colour = png(2, &[200, 30, 30]);
    let files: [(&str, &[u8]); 1] = [("pic.png", &colour)];
    let (_keep, spec) = with_template("ink = \"black\"", "title.svg", picture, &files);
    let error = build_refused(&spec);
    assert!(
        error.contains("page 1 (template title.svg): a colour picture")
            && error.contains("`ink = \"black\"`"),
        "{error}"
    );
    let red = r##"<rect x="50" y="50" width="100" height="100" fill="#e4572e"/>"##;
    let (_keep, spec) = with_template("ink = \"black\"", "title.svg", red, &[]);
    let error = build_refused(&spec);
    assert!(
        error.contains("page 1 (template title.svg): the colour #e4572e"),
        "{error}"
    );
    // A greyscale picture prints in black ink, as a grey image.
    let grey = png(0, &[128]);
    let files: [(&str, &[u8]); 1] = [("pic.png", &grey)];
    let (_keep, spec) = with_template("ink = \"black\"", "title.svg", picture, &files);
    let (_dir, pdf) = built(&spec, &[]);
    assert!(rgb_found(&pdf).is_empty(), "{:?}", rgb_found(&pdf));
    let grey_images = (pdf.objects.values())
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| s.dict.get(b"Subtype").and_then(Object::as_name).ok() == Some(b"Image"))
        .filter(|s| s.dict.get(b"ColorSpace").and_then(Object::as_name).ok() == Some(b"DeviceGray"))
        .count();
    assert_eq!(grey_images, 1);
}

#[test]
fn small_text_is_refused_for_kdp_naming_the_page_and_a_warning_at_home() {
    let tiny = r#"<text x="100" y="100" font-size="6">Small print</text>"#;
    let (_keep, spec) = with_template("printer = \"kdp\"", "title.svg", tiny, &[]);
    let error = build_refused(&spec);
    assert!(
        error.contains("page 1 (template title.svg): text printed at 6.00 pt")
            && error.contains("7 pt or more"),
        "{error}"
    );
    let (_keep, spec) = with_template("", "title.svg", tiny, &[]);
    let (dir, path) = spec_in_temp(&spec);
    let report = report_of(&path, &dir.path().join("out"));
    assert_eq!(
        report.smallest_text.map(|s| (s * 100.0).round()),
        Some(600.0)
    );
    assert!(
        (report.warnings.iter()).any(|w| w.starts_with("page 1 (template title.svg): text")),
        "{:?}",
        report.warnings
    );
}

#[test]
fn three_blank_pages_in_a_row_are_refused_for_kdp() {
    // Puzzle pages that print only their page number are blank pages.
    let blank = r#"<text x="300" y="760" font-size="11">{{ number }}</text>"#;
    let (_keep, spec) = with_template("printer = \"kdp\"", "puzzles.svg", blank, &[]);
    let error = build_refused(&spec);
    assert!(
        error.contains("blank pages in a row; `printer = \"kdp\"` allows at most 2"),
        "{error}"
    );
}

fn report_of(spec: &Path, out: &Path) -> mazebook::build::PreflightReport {
    let options = BuildOptions {
        spec: spec.to_path_buf(),
        out: out.to_path_buf(),
        svg: false,
        png: false,
        quiet: true,
        seed: None,
        proof: false,
        html: false,
        strict: false,
    };
    build_book(&options).expect("the book builds").preflight
}

#[test]
fn the_preflight_report_states_the_books_figures() {
    let keys = "printer = \"kdp\"\nink = \"black\"\nbleed = true\nmargin = \"0.5in\"";
    let (dir, path) = spec_in_temp(&every_kind(keys));
    let report = report_of(&path, &dir.path().join("out"));
    let pages = report.pages;
    let built = crate::pdf_text::page_texts(&dir.path().join("out/book.pdf"));
    assert_eq!(pages, built.len());
    assert!(pages.is_multiple_of(2) && pages <= 150, "{pages}");
    assert_eq!(report.trim, (612.0, 792.0));
    assert!(report.bleed);
    assert_eq!((report.margins.top, report.margins.outside), (36.0, 36.0));
    // The gutter of a book of up to 150 pages (0.375 in) is never narrower
    // than the outside margin.
    assert_eq!(report.margins.inside, 36.0);
    assert_eq!((report.ink, report.printer), (Ink::Black, Printer::Kdp));
    assert!(!report.bookmarks_and_metadata);
    assert_eq!(report.spine, None);
    assert!(report.smallest_text.is_some_and(|s| s >= 7.0 - 1e-3));
    assert_eq!(report.longest_blank_run, 0);
    let text = report.to_string();
    for line in [
        &format!("pages     {pages} (even)"),
        "trim      8.5 in x 11 in, with bleed",
        "gutter 0.5 in",
        "ink       black",
        "printer   kdp (no bookmarks, annotations or metadata)",
    ] {
        assert!(text.contains(line), "{line}:\n{text}");
    }

    // Printed after the build, unless --quiet.
    let run = |quiet: bool| {
        let mut command = mazebook();
        command
            .arg("build")
            .arg(&path)
            .arg("--out")
            .arg(dir.path().join("o"));
        if quiet {
            command.arg("--quiet");
        }
        String::from_utf8(command.output().unwrap().stderr).unwrap()
    };
    let printed = format!("preflight:\n  pages     {pages} (even)");
    assert!(run(false).contains(&printed));
    assert!(!run(true).contains("preflight"));
}

#[test]
fn the_preflight_report_gives_the_covers_spine() {
    let spec = format!(
        "{}\n[cover]\npaper = \"cream\"\n",
        every_kind("printer = \"kdp\"")
    );
    let (dir, path) = spec_in_temp(&spec);
    let report = report_of(&path, &dir.path().join("out"));
    let spine = report.spine.expect("a spine with [cover]");
    assert!(
        (spine - report.pages as f64 * 0.0025 * 72.0).abs() < 1e-9,
        "{spine}"
    );
    let line = format!("spine     {}", mazebook::print::profile::inches(spine));
    assert!(report.to_string().contains(&line));
}
