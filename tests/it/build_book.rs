//! End to end: build books and check the PDF's structure with a PDF reader, the
//! manifest, determinism, previews, and that failures never leave broken output.

use crate::common::*;
use lopdf::{Document, Object};
use serde_json::{Value, json};

fn load(out: &std::path::Path) -> (Vec<u8>, Document, Value) {
    let bytes = std::fs::read(out.join("book.pdf")).unwrap();
    let pdf = Document::load_mem(&bytes).unwrap();
    let manifest: Value =
        serde_json::from_slice(&std::fs::read(out.join("book.json")).unwrap()).unwrap();
    (bytes, pdf, manifest)
}

fn font_files(pdf: &Document) -> usize {
    pdf.objects
        .values()
        .filter_map(|o| o.as_dict().ok())
        .filter(|d| d.get(b"Type").and_then(Object::as_name).ok() == Some(b"FontDescriptor"))
        .filter(|d| d.has(b"FontFile2") || d.has(b"FontFile3") || d.has(b"FontFile"))
        .count()
}

fn outline_count(pdf: &Document) -> i64 {
    let catalog = pdf.catalog().unwrap();
    let outlines = catalog
        .get(b"Outlines")
        .and_then(Object::as_reference)
        .unwrap();
    pdf.get_dictionary(outlines)
        .unwrap()
        .get(b"Count")
        .and_then(Object::as_i64)
        .unwrap()
        .abs()
}

#[test]
fn the_default_book_is_a_complete_printable_book() {
    let out = tempfile::tempdir().unwrap();
    build(&default_spec(), out.path(), &[]);
    let (bytes, pdf, manifest) = load(out.path());
    let pages = pdf.get_pages().len();
    assert!(pages >= 24, "a paperback needs 24 pages, got {pages}");
    assert_eq!(manifest["pages"].as_u64(), Some(pages as u64));
    assert_eq!(
        font_files(&pdf),
        2,
        "regular and bold, each embedded once for the whole book"
    );
    assert_eq!(
        outline_count(&pdf),
        7,
        "one bookmark per section plus the answers"
    );
    let puzzles = manifest["puzzles"].as_array().unwrap();
    assert_eq!(puzzles.len(), 26);
    let maze_pages = puzzles
        .iter()
        .map(|p| p["page"].as_u64().unwrap())
        .collect::<std::collections::BTreeSet<_>>()
        .len();
    assert!(
        bytes.len() <= 15 * 1024 * maze_pages.max(1) + 60 * 1024,
        "PDF is {} bytes for {maze_pages} maze pages",
        bytes.len()
    );
}

#[test]
fn manifest_entries_point_at_real_pages_with_checked_solutions() {
    let out = tempfile::tempdir().unwrap();
    build(&default_spec(), out.path(), &[]);
    let (_, _, manifest) = load(out.path());
    let pages = manifest["pages"].as_u64().unwrap();
    for (i, puzzle) in manifest["puzzles"].as_array().unwrap().iter().enumerate() {
        assert_eq!(puzzle["number"].as_u64(), Some(i as u64 + 1));
        let page = puzzle["page"].as_u64().unwrap();
        let answer = puzzle["answer_page"].as_u64().unwrap();
        assert!(
            page < answer && answer <= pages,
            "puzzle on {page}, answer on {answer}, of {pages}"
        );
        assert_eq!(puzzle["kind"], "grid");
        assert!(
            puzzle["seed"].is_u64() && puzzle["difficulty"].is_string()
                || puzzle["difficulty"].is_u64()
        );
        let solution = puzzle["solution"].as_array().unwrap();
        assert_eq!(
            puzzle["metrics"]["solution_length"].as_u64(),
            Some(solution.len() as u64)
        );
        assert_eq!(solution.first(), Some(&puzzle["start"]));
        assert_eq!(solution.last(), Some(&puzzle["goal"]));
    }
}

/// Every kind, more pages than a batch of pages holds with one thread or four.
fn mixed_spec() -> String {
    small_spec(&every_kind_sections(kind_name, "count = 4\nper-page = 1"))
}

/// Every file under `dir`, by its path inside it, with its bytes.
fn files_under(dir: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut files = std::collections::BTreeMap::new();
    for folder in [dir.to_path_buf(), dir.join("pages")] {
        for entry in std::fs::read_dir(&folder).unwrap().map(Result::unwrap) {
            if entry.file_type().unwrap().is_file() {
                let name = entry
                    .path()
                    .strip_prefix(dir)
                    .unwrap()
                    .display()
                    .to_string();
                files.insert(name, std::fs::read(entry.path()).unwrap());
            }
        }
    }
    files
}

#[test]
fn the_same_spec_gives_the_same_bytes_whatever_the_thread_count() {
    let (dir, spec) = spec_in_temp(&mixed_spec());
    let built: Vec<_> = ["1", "2", "4"]
        .iter()
        .map(|threads| {
            let out = dir.path().join(format!("out-{threads}"));
            mazebook()
                .env("RAYON_NUM_THREADS", threads)
                .args(["build", "--quiet", "--svg", "--png", "--out"])
                .arg(&out)
                .arg(&spec)
                .assert()
                .success();
            files_under(&out)
        })
        .collect();
    let pages = load(&dir.path().join("out-1")).2["pages"].as_u64().unwrap();
    assert!(
        pages > 16,
        "more pages ({pages}) than one batch of four threads"
    );
    assert_eq!(built[0].len() as u64, 2 + 2 * pages);
    for other in &built[1..] {
        assert_eq!(
            other.keys().collect::<Vec<_>>(),
            built[0].keys().collect::<Vec<_>>()
        );
        for (name, bytes) in other {
            assert!(bytes == &built[0][name], "{name} differs");
        }
    }
}

#[test]
fn a_page_failing_late_in_the_stream_leaves_the_previous_book_and_no_temporaries() {
    let spec = mixed_spec().replace("seed = 7", "seed = 7\ntemplates = \"mine\"");
    let (dir, path) = spec_in_temp(&spec);
    let out = dir.path().join("out");
    std::fs::write(&path, small_spec(&easy_section(1))).unwrap();
    build(&path, &out, &["--svg", "--png"]);
    let before = files_under(&out);
    // Answer pages come last: every page before them is drawn and its previews
    // staged before the first answer page fails to parse.
    std::fs::write(&path, &spec).unwrap();
    std::fs::create_dir(dir.path().join("mine")).unwrap();
    std::fs::write(dir.path().join("mine/answers.svg"), "<svg><g></svg>").unwrap();
    let output = mazebook()
        .args(["build", "--svg", "--png", "--out"])
        .arg(&out)
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("answers.svg does not parse"), "{stderr}");
    assert!(
        files_under(&out) == before,
        "the earlier book is untouched, nothing added"
    );
}

#[test]
fn previews_are_written_for_every_page() {
    let (dir, spec) = spec_in_temp(&small_spec(&easy_section(3)));
    let out = dir.path().join("out");
    build(&spec, &out, &["--svg", "--png"]);
    let pages = load(&out).2["pages"].as_u64().unwrap() as usize;
    for n in 1..=pages {
        let svg = std::fs::read_to_string(out.join(format!("pages/{n:03}.svg"))).unwrap();
        assert!(svg.starts_with("<svg"));
        let png = std::fs::read(out.join(format!("pages/{n:03}.png"))).unwrap();
        assert_eq!(&png[1..4], b"PNG");
    }
}

#[test]
fn text_from_the_spec_is_escaped_and_printed_as_written() {
    let spec = small_spec(&easy_section(1))
        .replace("Test Book", "Tom & Jerry <3")
        .replace("title = \"Easy\"", "title = \"Cats \\\"&\\\" <dogs>\"");
    let (dir, path) = spec_in_temp(&spec);
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let title_page = std::fs::read_to_string(out.join("pages/001.svg")).unwrap();
    assert!(title_page.contains("Tom &amp; Jerry &lt;3"), "{title_page}");
    let heading = std::fs::read_to_string(out.join("pages/002.svg")).unwrap();
    assert!(heading.contains("Cats &quot;&amp;&quot; &lt;dogs&gt;"));
    let (_, pdf, manifest) = load(&out);
    assert_eq!(manifest["title"], "Tom & Jerry <3");
    let info = pdf
        .trailer
        .get(b"Info")
        .and_then(Object::as_reference)
        .unwrap();
    let title = pdf.get_dictionary(info).unwrap().get(b"Title").unwrap();
    let text = lopdf::decode_text_string(title).unwrap();
    assert_eq!(text, "Tom & Jerry <3");
}

#[test]
fn a_failed_build_leaves_the_previous_book_untouched() {
    let (dir, path) = spec_in_temp(&small_spec(&easy_section(2)));
    let out = dir.path().join("out");
    build(&path, &out, &[]);
    let before = std::fs::read(out.join("book.pdf")).unwrap();
    let spec_before = std::fs::read(&path).unwrap();
    std::fs::write(
        &path,
        small_spec(&easy_section(2)).replace("count = 2", "count = 0"),
    )
    .unwrap();
    mazebook()
        .arg("build")
        .arg(&path)
        .arg("--out")
        .arg(&out)
        .assert()
        .code(1);
    assert_eq!(std::fs::read(out.join("book.pdf")).unwrap(), before);
    let leftovers: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(
        leftovers.len(),
        2,
        "only book.pdf and book.json: {leftovers:?}"
    );
    std::fs::write(&path, &spec_before).unwrap();
}

#[test]
fn answers_after_each_section_and_none() {
    let two = format!(
        "{}{}",
        easy_section(2),
        easy_section(3).replace("\"Easy\"", "\"More\"")
    );
    let after = format!(
        "{}\n[answers]\nwhere = \"after-section\"\nper-page = 4\n",
        small_spec(&two)
    );
    let (dir, path) = spec_in_temp(&after);
    build(&path, &dir.path().join("a"), &[]);
    let manifest = load(&dir.path().join("a")).2;
    let puzzles = manifest["puzzles"].as_array().unwrap();
    assert!(
        puzzles[1]["answer_page"].as_u64() < puzzles[2]["page"].as_u64(),
        "section 1's answers come before section 2"
    );

    std::fs::write(&path, after.replace("after-section", "none")).unwrap();
    build(&path, &dir.path().join("b"), &[]);
    let manifest = load(&dir.path().join("b")).2;
    assert!(
        manifest["puzzles"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["answer_page"].is_null())
    );
}

#[test]
fn a_thin_book_builds_with_a_paperback_warning() {
    let (dir, path) = spec_in_temp(&small_spec(&easy_section(1)));
    mazebook()
        .arg("build")
        .arg(&path)
        .arg("--out")
        .arg(dir.path().join("out"))
        .assert()
        .success()
        .stderr(predicates::str::contains(
            "print-on-demand paperbacks need at least 24",
        ));
}

#[test]
fn bleed_makes_pages_larger_than_the_trim() {
    let spec = small_spec(&easy_section(2))
        .replace("seed = 7", "seed = 7\npage-size = \"6x9\"\nbleed = true");
    let (dir, path) = spec_in_temp(&spec);
    build(&path, &dir.path().join("out"), &[]);
    let (_, pdf, _) = load(&dir.path().join("out"));
    for (_, id) in pdf.get_pages() {
        let page = pdf.get_dictionary(id).unwrap();
        let media: Vec<f32> = page
            .get(b"MediaBox")
            .unwrap()
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o.as_float().unwrap())
            .collect();
        assert!(
            (media[2] - media[0] - 441.0).abs() < 0.01
                && (media[3] - media[1] - 666.0).abs() < 0.01,
            "{media:?}"
        );
        assert!(page.has(b"TrimBox"));
    }
}

#[test]
fn a_books_own_templates_override_the_built_in_ones_file_by_file() {
    let section = easy_section(2) + "instructions = \"Find the way.\"\n";
    let spec = small_spec(&section).replace("seed = 7", "seed = 7\ntemplates = \"mine\"");
    let (dir, path) = spec_in_temp(&spec);
    std::fs::create_dir(dir.path().join("mine")).unwrap();
    std::fs::write(
        dir.path().join("mine/title.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{{ num(page.width) }}pt\" height=\"{{ num(page.height) }}pt\" viewBox=\"0 0 {{ num(page.width) }} {{ num(page.height) }}\"><text x=\"50\" y=\"50\" font-family=\"{{ font }}\">MY OWN {{ book.title }}</text></svg>",
    )
    .unwrap();
    build(&path, &dir.path().join("out"), &["--svg"]);
    let title = std::fs::read_to_string(dir.path().join("out/pages/001.svg")).unwrap();
    assert!(title.contains("MY OWN Test Book"));
    let opener = std::fs::read_to_string(dir.path().join("out/pages/002.svg")).unwrap();
    assert!(
        opener.contains("PART 1") && opener.contains("Find the way."),
        "section.svg is still the built-in one"
    );
}

#[test]
fn a_broken_template_of_ones_own_is_named() {
    let section = easy_section(2) + "instructions = \"Find the way.\"\n";
    let spec = small_spec(&section).replace("seed = 7", "seed = 7\ntemplates = \"mine\"");
    let (dir, path) = spec_in_temp(&spec);
    std::fs::create_dir(dir.path().join("mine")).unwrap();
    std::fs::write(dir.path().join("mine/section.svg"), "<svg><g></svg>").unwrap();
    let output = build_output(&path, &dir.path().join("out"));
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("page 2: the SVG made from the template section.svg does not parse"),
        "{stderr}"
    );
    assert!(!dir.path().join("out/book.pdf").exists());
}

#[test]
fn a_template_that_loops_without_end_is_stopped() {
    let spec = small_spec(&easy_section(2)).replace("seed = 7", "seed = 7\ntemplates = \"mine\"");
    let (dir, path) = spec_in_temp(&spec);
    std::fs::create_dir(dir.path().join("mine")).unwrap();
    std::fs::write(
        dir.path().join("mine/title.svg"),
        "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
    )
    .unwrap();
    let output = build_output(&path, &dir.path().join("out"));
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("title.svg"), "{stderr}");
    assert!(stderr.contains("fuel"), "{stderr}");
}

#[test]
fn aliases_and_automatic_gutter_are_accepted_in_the_spec() {
    let spec = small_spec(&easy_section(2).replace(
        "per-page = 2",
        "per-page = 2\nalgorithm = \"dfs\"\nplacement = \"opposite-sides\"",
    ))
    .replace("seed = 7", "seed = 7\nmargin-inside = \"auto\"");
    let (dir, path) = spec_in_temp(&spec);
    build(&path, &dir.path().join("out"), &[]);
    let manifest = load(&dir.path().join("out")).2;
    assert_eq!(manifest["puzzles"][0]["algorithm"], "backtracker");
}

#[test]
fn previews_from_a_longer_earlier_build_are_removed() {
    let (dir, path) = spec_in_temp(&small_spec(&easy_section(8)));
    let out = dir.path().join("out");
    build(&path, &out, &["--svg", "--png"]);
    std::fs::write(&path, small_spec(&easy_section(1))).unwrap();
    build(&path, &out, &["--svg", "--png"]);
    let pages = load(&out).2["pages"].as_u64().unwrap() as usize;
    let previews = std::fs::read_dir(out.join("pages")).unwrap().count();
    assert_eq!(previews, 2 * pages);
}

#[test]
fn margins_below_print_minimums_are_warned_about() {
    let spec = small_spec(&easy_section(1)).replace(
        "seed = 7",
        "seed = 7\nmargin = \"0.2in\"\nmargin-inside = \"0.3in\"",
    );
    let (dir, path) = spec_in_temp(&spec);
    mazebook()
        .arg("build")
        .arg(&path)
        .arg("--out")
        .arg(dir.path().join("out"))
        .assert()
        .success()
        .stderr(predicates::str::contains(
            "warning: margin-top is 0.200in; print-on-demand printers need at least 0.250in",
        ))
        .stderr(predicates::str::contains(
            "warning: margin-inside is 0.300in; a 3-page book needs a gutter of at least 0.375in",
        ));
}

#[test]
fn every_example_book_builds() {
    let examples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut built = 0;
    for entry in std::fs::read_dir(examples).unwrap() {
        let spec = entry.unwrap().path();
        if spec.extension().is_some_and(|e| e == "toml") {
            let out = tempfile::tempdir().unwrap();
            build(&spec, out.path(), &[]);
            assert!(out.path().join("book.pdf").exists(), "{}", spec.display());
            built += 1;
        }
    }
    assert!(built >= 2);
}

#[test]
fn the_starter_book_prints_no_author_of_ours() {
    let spec = std::fs::read_to_string(default_spec()).unwrap();
    let active: Vec<&str> = spec
        .lines()
        .filter(|l| l.trim_start().starts_with("author"))
        .collect();
    assert!(active.is_empty(), "{active:?}");
}

#[test]
fn every_kind_names_the_difficulty_it_made_when_left_out() {
    let sections = "[[section]]\ntitle = \"Lights\"\nkind = \"viennese\"\ncount = 1\n\
                    [[section]]\ntitle = \"Turns\"\nkind = \"rotation\"\ncount = 1\n\
                    [[section]]\ntitle = \"Exact\"\nkind = \"rotation\"\ncount = 1\nrotations = 3\n";
    let (dir, spec) = spec_in_temp(&small_spec(sections));
    let out = dir.path().join("out");
    build(&spec, &out, &["--svg"]);
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("book.json")).unwrap()).unwrap();
    let levels: Vec<&serde_json::Value> = manifest["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["difficulty"])
        .collect();
    assert_eq!(
        levels,
        [&json!("medium"), &json!("medium"), &serde_json::Value::Null]
    );
    let heading = std::fs::read_to_string(out.join("pages/002.svg")).unwrap();
    assert!(heading.contains("difficulty medium"), "{heading}");
}

/// Every grey a PDF content stream sets (`g`/`G`), from pages and drawn forms.
fn greys(pdf: &Document) -> Vec<f32> {
    let is_form =
        |s: &lopdf::Stream| s.dict.get(b"Subtype").and_then(Object::as_name).ok() == Some(b"Form");
    let mut streams: Vec<Vec<u8>> = pdf
        .get_pages()
        .values()
        .map(|&id| pdf.get_page_content(id))
        .collect();
    streams.extend(
        pdf.objects
            .values()
            .filter_map(|o| o.as_stream().ok())
            .filter(|s| is_form(s))
            .map(|s| {
                s.decompressed_content()
                    .unwrap_or_else(|_| s.content.clone())
            }),
    );
    streams
        .iter()
        .flat_map(|bytes| lopdf::content::Content::decode(bytes).unwrap().operations)
        .filter(|op| op.operator == "g" || op.operator == "G")
        .filter_map(|op| op.operands.first().and_then(|o| o.as_float().ok()))
        .collect()
}

#[test]
fn text_and_walls_print_in_solid_black_not_a_grey_tint() {
    let (dir, spec) = spec_in_temp(&small_spec(&easy_section(2)));
    build(&spec, &dir.path().join("out"), &[]);
    let (_, pdf, _) = load(&dir.path().join("out"));
    let greys = greys(&pdf);
    assert!(greys.contains(&0.0), "no black at all: {greys:?}");
    assert!(
        greys.iter().all(|&g| g == 0.0 || g == 1.0),
        "tints: {greys:?}"
    );
}

#[test]
fn a_title_never_ends_on_one_word_alone() {
    // A short title keeps its one line; a title much too wide for one line
    // is wrapped at its size in balanced lines.
    for (title, wrapped) in [
        ("The Big Maze Book", false),
        (
            "The Big Amazing Maze Book for Clever Kids and All Their Grown-Ups",
            true,
        ),
    ] {
        let spec = small_spec(&easy_section(1)).replace("Test Book", title);
        let (dir, path) = spec_in_temp(&spec);
        build(&path, &dir.path().join("out"), &["--svg"]);
        let page = std::fs::read_to_string(dir.path().join("out/pages/001.svg")).unwrap();
        let lines: Vec<&str> = page
            .split("font-weight=\"bold\"")
            .skip(1)
            .filter_map(|rest| rest.split('>').nth(1)?.split('<').next())
            .collect();
        assert_eq!(lines.len() >= 2, wrapped, "{lines:?}");
        assert_eq!(lines.join(" "), title);
        assert!(
            lines.len() == 1 || lines.iter().all(|line| line.contains(' ')),
            "{lines:?}"
        );
    }
}

#[test]
fn a_section_with_nothing_to_say_heads_its_first_puzzle_page_instead_of_an_opener() {
    let quiet = easy_section(2);
    let told =
        easy_section(2).replace("\"Easy\"", "\"Told\"") + "instructions = \"Find the way.\"\n";
    let (dir, spec) = spec_in_temp(&small_spec(&format!("{quiet}{told}")));
    let out = dir.path().join("out");
    build(&spec, &out, &["--svg"]);
    let page = |n: usize| std::fs::read_to_string(out.join(format!("pages/{n:03}.svg"))).unwrap();
    // Title, the quiet section's one page of puzzles under its heading, then the
    // told section's opener and its page.
    assert!(
        page(2).contains("PART 1") && page(2).contains("Maze 1"),
        "{}",
        page(2)
    );
    assert!(page(3).contains("PART 2") && page(3).contains("Find the way."));
    assert!(page(4).contains("Maze 3") && !page(4).contains("PART"));
    let (_, pdf, manifest) = load(&out);
    assert_eq!(manifest["puzzles"][0]["page"], 2);
    assert_eq!(outline_count(&pdf), 3);
}

/// Builds the small book with `title.svg` replaced by `template`; returns stderr.
fn refused_with_title_template(template: &str) -> String {
    let spec = small_spec(&easy_section(1)).replace("seed = 7", "seed = 7\ntemplates = \"mine\"");
    let (dir, path) = spec_in_temp(&spec);
    std::fs::create_dir(dir.path().join("mine")).unwrap();
    std::fs::write(dir.path().join("mine/title.svg"), template).unwrap();
    let output = build_output(&path, &dir.path().join("out"));
    assert_eq!(output.status.code(), Some(1));
    assert!(!dir.path().join("out").exists(), "nothing written");
    String::from_utf8(output.stderr).unwrap()
}

#[test]
fn a_template_picture_outside_the_book_or_a_device_is_refused_before_any_work() {
    for href in ["/dev/zero", "/etc/hostname", "../../elsewhere.png"] {
        let stderr = refused_with_title_template(&format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100pt\" height=\"100pt\"><image href=\"{href}\" width=\"50\" height=\"50\"/></svg>"
        ));
        assert!(
            stderr.contains(&format!(
                "`book.templates`: template title.svg: the picture \"{href}\""
            )),
            "{stderr}"
        );
    }
}

#[test]
fn an_svg_filter_in_a_template_is_refused_not_left_to_hang_the_renderer() {
    let filters =
        "<filter id=\"f\"><feMorphology radius=\"900\"/><feMorphology radius=\"900\"/></filter>";
    let stderr = refused_with_title_template(&format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100pt\" height=\"100pt\">{filters}<rect width=\"50\" height=\"50\" filter=\"url(#f)\"/></svg>"
    ));
    assert!(
        stderr.contains("template title.svg asks for an SVG filter"),
        "{stderr}"
    );
}
