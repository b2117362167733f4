//! The how-to pages' solved examples: a book of every kind gives each how-to
//! page an example drawing under its caption (in the PDF's text too), the
//! examples are the same in every build of the same spec, and on a small page
//! the paragraph is set smaller so each page keeps its example (an example
//! that does not fit even so is left out with its caption).

use std::path::Path;

use mazebook::puzzle::registry::KINDS;

use crate::common::{build, every_kind_sections, kind_name, spec_in_temp};
use crate::words::every_kind;

/// The group the built-in `howto.svg` draws the example in.
const EXAMPLE_GROUP: &str = "class=\"how-to-example\"";

/// The SVGs of the how-to pages of a build made with `--svg`, in page order.
fn how_to_pages(out: &Path, heading: &str) -> Vec<String> {
    let mut files: Vec<_> = std::fs::read_dir(out.join("pages"))
        .expect("pages folder")
        .map(|entry| entry.expect("entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "svg"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| std::fs::read_to_string(path).expect("page svg"))
        .filter(|svg| svg.contains(heading))
        .collect()
}

/// A 6 × 9 book of every kind, each from its sample section (made for the
/// small page).
fn small_book(language: &str) -> String {
    format!(
        r#"[book]
title = "Small"
language = "{language}"
seed = 5
page-size = "6x9"

[front-matter]
how-to = true

{}"#,
        every_kind_sections(kind_name, "count = 1")
    )
}

#[test]
fn every_how_to_page_of_a_large_book_shows_a_solved_example() {
    let (dir, path) = spec_in_temp(&every_kind("en", "8.5x11"));
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let pages = how_to_pages(&out, "HOW TO USE THIS BOOK");
    assert_eq!(pages.len(), KINDS.len(), "a how-to page per kind");
    for svg in &pages {
        assert!(svg.contains(EXAMPLE_GROUP), "no example drawing");
        assert!(svg.contains("A SOLVED EXAMPLE"), "no caption");
    }
    let texts = crate::pdf_text::page_texts(&out.join("book.pdf"));
    let captioned = texts
        .iter()
        .filter(|t| t.contains("A SOLVED EXAMPLE"))
        .count();
    assert_eq!(captioned, KINDS.len(), "the caption in the PDF's text");
}

#[test]
fn the_examples_are_the_same_in_every_build() {
    let (dir, path) = spec_in_temp(&small_book("en"));
    let (first, second) = (dir.path().join("first"), dir.path().join("second"));
    build(&path, &first, &["--svg"]);
    build(&path, &second, &[]);
    assert!(
        how_to_pages(&first, "HOW TO USE THIS BOOK")
            .iter()
            .any(|svg| svg.contains(EXAMPLE_GROUP))
    );
    let pdf = |out: &Path| std::fs::read(out.join("book.pdf")).expect("book.pdf");
    assert_eq!(pdf(&first), pdf(&second), "two builds, two books");
}

/// A caption stands only over an example; and in German on a 6 × 9 page,
/// whose long paragraphs once left some kinds (the traffic-light maze's) no
/// room, every how-to page keeps its example, its paragraph set smaller when
/// only that leaves room.
#[test]
fn every_german_how_to_page_on_6x9_keeps_its_example_under_its_caption() {
    let (dir, path) = spec_in_temp(&small_book("de"));
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let pages = how_to_pages(&out, "SO BENUTZT DU DIESES BUCH");
    assert_eq!(pages.len(), KINDS.len());
    for svg in &pages {
        let drawn = svg.contains(EXAMPLE_GROUP);
        assert_eq!(
            drawn,
            svg.contains("EIN GELÖSTES BEISPIEL"),
            "caption without example"
        );
        assert!(drawn, "a how-to page without its example");
    }
}

/// Review M5: the traffic-light how-to page on a 6 × 9 page was half blank
/// (no example: the plan beside its phase maps did not fit under the text).
/// The example is drawn without its phase maps when only that fits, and the
/// page's empty share, as the page check measures it, stays under 40 %.
#[test]
fn the_traffic_light_how_to_page_on_6x9_shows_its_example_and_uses_the_page() {
    let spec = "[book]\ntitle = \"Lights\"\nseed = 19\npage-size = \"6x9\"\nmargin = \"0.5in\"\n\n\
        [front-matter]\nhow-to = true\n\n\
        [[section]]\ntitle = \"Drives\"\nkind = \"viennese\"\ndifficulty = \"easy\"\ncount = 1\n\
        instructions = \"Drive to the star.\"\n";
    let (dir, path) = spec_in_temp(spec);
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let pages = how_to_pages(&out, "Traffic-light mazes");
    assert_eq!(pages.len(), 1, "one traffic-light how-to page");
    assert!(pages[0].contains(EXAMPLE_GROUP), "no example drawing");
    // Parsed as the build's page check parses it: with the book's font.
    let folders = mazebook::layout::resources::Folders {
        base: dir.path().to_path_buf(),
        allowed: vec![],
    };
    let options = mazebook::pdf::svg_options(mazebook::fonts::FontChoice::default(), folders);
    let tree = resvg::usvg::Tree::from_str(&pages[0], &options).expect("the page parses");
    // 6 × 9 inches with half-inch margins, in points.
    let live = [36.0, 36.0, 360.0, 576.0];
    let empty = mazebook::page_check::emptiness::empty_share(&tree, live);
    assert!(empty < 0.40, "{:.0} % of the page empty", empty * 100.0);
}

/// A book with one grid section (`section`) and its how-to page.
fn one_grid_section(section: &str) -> String {
    format!(
        "[book]\ntitle = \"Arrows\"\nseed = 7\n\n[front-matter]\nhow-to = true\n\n\
         [[section]]\ntitle = \"Mazes\"\nkind = \"grid\"\ncount = 4\n{section}\n"
    )
}

/// The words of the grid how-to page of `spec`, as the PDF has them.
fn grid_how_to_words(spec: &str) -> String {
    let (dir, path) = spec_in_temp(spec);
    let out = dir.path().join("out");
    build(&path, &out, &[]);
    let texts = crate::pdf_text::page_texts(&out.join("book.pdf"));
    let page = texts
        .iter()
        .find(|text| text.contains("Mazes") && text.contains("smiling face"));
    page.expect("a grid how-to page").replace('\n', " ")
}

/// The how-to text speaks of arrows only in a book that prints one: easy
/// mazes with their ends in the corners hold their marks, or stand them beside
/// their doors; hard ones with their ends inside (`longest`) on small cells
/// point at them.
#[test]
fn the_how_to_text_speaks_of_arrows_only_when_the_book_prints_them() {
    let easy = grid_how_to_words(&one_grid_section("difficulty = \"easy\"\nper-page = 2"));
    assert!(!easy.contains("arrow"), "{easy}");
    assert!(easy.contains("the square beside it"), "{easy}");
    let longest = "difficulty = 10\nplacement = \"longest\"\nper-page = 1";
    let hard = grid_how_to_words(&one_grid_section(longest));
    assert!(hard.contains("arrow"), "{hard}");
}

/// Issue 19 item 3: in German on 6 × 9 paper the floors' and Theseus's long
/// explanations left no room for their examples, and the pages half blank.
/// The paragraph is set smaller (down to 12 pt) so each keeps its example.
#[test]
fn the_german_floors_and_theseus_how_to_pages_on_6x9_keep_their_examples() {
    let spec = "[book]\ntitle = \"Stockwerke\"\nlanguage = \"de\"\nseed = 7\npage-size = \"6x9\"\n\n\
        [front-matter]\nhow-to = true\n\n\
        [[section]]\ntitle = \"Ebenen\"\nkind = \"grid\"\nlevels = 2\ncount = 1\ndifficulty = \"easy\"\n\n\
        [[section]]\ntitle = \"Theseus\"\nkind = \"theseus\"\ncount = 1\ndifficulty = \"easy\"\n";
    let (dir, path) = spec_in_temp(spec);
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let pages = how_to_pages(&out, "SO BENUTZT DU DIESES BUCH");
    for heading in ["Labyrinthe mit Ebenen", "Theseus und der Minotaurus"] {
        let page = pages.iter().find(|svg| svg.contains(heading));
        let page = page.unwrap_or_else(|| panic!("no how-to page {heading}"));
        assert!(page.contains(EXAMPLE_GROUP), "{heading}: no example");
        assert!(
            page.contains("EIN GELÖSTES BEISPIEL"),
            "{heading}: no caption"
        );
    }
}
