//! The front matter in the built PDF: the contents page lists each section and
//! the answers with the page they really start on (read back from the PDF's
//! text), the copyright page carries the spec's year, ISBN and edition, and a
//! bad ISBN is refused naming the key.

use crate::common::{build, build_refused, spec_in_temp};
use crate::pdf_text::page_texts;

const BOOK: &str = r#"
[book]
title = "Lost in the Labyrinth"
author = "Ada Finch"
page-size = "6x9"
year = 2031
isbn = "978-1-23456-789-7"
edition = "Second edition"
section-start = "right"
pages = "even"
seed = 4

[front-matter]
copyright = true
contents = true
how-to = true

[[section]]
title = "Zebra Crossing"
instructions = "Find the way."
kind = "grid"
count = 3
difficulty = "easy"
per-page = 2

[[section]]
title = "Quiet Quarry"
kind = "block"
count = 3
difficulty = "easy"

[[section]]
title = "Yonder Yard"
kind = "grid"
count = 1
difficulty = "easy"
opener = "always"

[answers]
title = "Solutions"
"#;

#[test]
fn the_contents_name_the_pages_sections_really_start_on() {
    let (dir, spec) = spec_in_temp(BOOK);
    let out = dir.path().join("out");
    build(&spec, &out, &[]);
    let pages = page_texts(&out.join("book.pdf"));
    assert_eq!(pages.len() % 2, 0, "pages = \"even\"");
    let contents_page = pages
        .iter()
        .position(|t| t.contains("Contents"))
        .expect("a contents page");
    // The page's own number comes last: leave it out.
    let folio = (contents_page + 1).to_string();
    let contents = pages[contents_page].strip_suffix(&folio).expect("a folio");
    for title in ["Zebra Crossing", "Quiet Quarry", "Yonder Yard", "Solutions"] {
        let listed = number_after(contents, title);
        let first_use = pages
            .iter()
            .enumerate()
            .skip(contents_page + 1)
            .find(|(_, text)| text.contains(title))
            .map(|(index, _)| index + 1)
            .expect("the title is printed");
        assert_eq!(listed, first_use, "{title}: contents say {listed}");
        assert_eq!(first_use % 2, 1, "{title} opens on a right-hand page");
    }
}

/// The page number printed after `title` on the contents page.
fn number_after(contents: &str, title: &str) -> usize {
    let start = contents.find(title).expect("listed") + title.len();
    let digits: String = contents[start..]
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().expect("a page number")
}

#[test]
fn the_copyright_page_carries_the_spec_year_isbn_and_edition() {
    let (dir, spec) = spec_in_temp(BOOK);
    let out = dir.path().join("out");
    build(&spec, &out, &[]);
    let pages = page_texts(&out.join("book.pdf"));
    let copyright = &pages[1];
    for expected in ["2031", "Ada Finch", "978-1-23456-789-7", "Second edition"] {
        assert!(copyright.contains(expected), "{expected} in {copyright}");
    }
}

#[test]
fn a_bad_isbn_or_year_is_refused_naming_the_key() {
    let bad_isbn = BOOK.replace("978-1-23456-789-7", "978-1-23456-789-4");
    let stderr = build_refused(&bad_isbn);
    assert!(
        stderr.contains("`book.isbn`") && stderr.contains("should be 7"),
        "{stderr}"
    );
    let bad_year = BOOK.replace("year = 2031", "year = 20310");
    assert!(build_refused(&bad_year).contains("`book.year`"));
    let bad_flow = BOOK.replace("section-start = \"right\"", "section-start = \"left\"");
    assert!(build_refused(&bad_flow).contains("`book.section-start`"));
    let bad_opener = BOOK.replace("opener = \"always\"", "opener = \"sometimes\"");
    assert!(build_refused(&bad_opener).contains("`section[3].opener`"));
    let bad_front = BOOK.replace("how-to = true", "how-to = true\nindex = true");
    assert!(build_refused(&bad_front).contains("`front-matter.index`"));
}

#[test]
fn an_isbn_without_a_copyright_page_is_pointed_out() {
    let spec = BOOK.replace("copyright = true", "copyright = false");
    let (dir, path) = spec_in_temp(&spec);
    let output = crate::common::build_output(&path, &dir.path().join("out"));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(
        stderr
            .contains("`book.year`, `book.isbn`, `book.edition` prints only on the copyright page"),
        "{stderr}"
    );
}

/// The `emblem-…` group ids of an SVG page, in drawing order.
fn emblems_on(svg: &str) -> Vec<String> {
    svg.split("id=\"emblem-")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

#[test]
fn each_opener_shows_its_own_kinds_pictograms_and_a_one_kind_title_page_too() {
    use mazebook::puzzle::registry::KINDS;
    let sections = crate::common::every_kind_sections(
        crate::common::kind_name,
        "count = 1\ninstructions = \"Go.\"",
    );
    let (dir, spec) = spec_in_temp(&crate::common::small_spec(&sections));
    let out = dir.path().join("out");
    build(&spec, &out, &["--svg"]);
    let mut pages: Vec<_> = std::fs::read_dir(out.join("pages"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    pages.sort();
    let svgs: Vec<String> = pages
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    // Openers come in section order; each is the page that draws the kind's row.
    let openers: Vec<Vec<String>> = svgs
        .iter()
        .skip(1)
        .map(|svg| emblems_on(svg))
        .filter(|found| !found.is_empty())
        .collect();
    let expected: Vec<Vec<String>> = KINDS
        .iter()
        .map(|kind| {
            kind.emblems()
                .iter()
                .map(|e| e.name().to_string())
                .collect()
        })
        .collect();
    assert_eq!(
        openers, expected,
        "the openers' pictograms, in section order"
    );
    assert_eq!(
        emblems_on(&svgs[0]),
        ["face", "star"],
        "a book of many kinds: face and star"
    );

    let rotation = mazebook::puzzle::registry::find("rotation").expect("a kind");
    let one_kind = crate::common::small_spec(&format!(
        "[[section]]\ntitle = \"Turns\"\nkind = \"rotation\"\ncount = 1\n{}\n",
        rotation.sample_section()
    ));
    let (dir, spec) = spec_in_temp(&one_kind);
    let out = dir.path().join("out");
    build(&spec, &out, &["--svg"]);
    let title = std::fs::read_to_string(out.join("pages/001.svg")).unwrap();
    assert_eq!(
        emblems_on(&title),
        ["ball", "star"],
        "a rotation book's title page"
    );
}
