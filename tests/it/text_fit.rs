//! Every text fits its box in every language: books of every kind (front
//! matter, openers, labels, legends, move boxes, Magic Labyrinth cards) and
//! their covers in all nine built-in languages, read back from the drawn SVG
//! with usvg: each text tagged with a room (`<g id="room-<n>">` and its
//! invisible rect) lies inside it. A `[words]` word too long to fit even at
//! 7 pt, wrapped, is refused naming its key.

use std::path::Path;

use mazebook::cover;
use mazebook::fonts::FontChoice;
use mazebook::print::rooms;
use mazebook::spec;
use mazebook::words::BUILT_IN;
use resvg::usvg;

use crate::common::{build, build_refused, spec_in_temp};
use crate::words::every_kind;

/// A parsed page or cover, with the book's fonts only.
fn parsed(svg: &str) -> usvg::Tree {
    let font = FontChoice::default();
    let options = usvg::Options {
        fontdb: font.database(),
        font_family: font.family().into(),
        style_sheet: font.style_sheet(),
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(svg, &options).expect("a drawn page parses")
}

/// Every page of the book in `out`: its number, strays and rooms.
fn pages_checked(out: &Path) -> (usize, Vec<String>) {
    let mut rooms_seen = 0;
    let mut strays = Vec::new();
    let mut names: Vec<_> = std::fs::read_dir(out.join("pages"))
        .expect("the page previews")
        .map(|entry| entry.expect("a preview").path())
        .filter(|path| path.extension().is_some_and(|e| e == "svg"))
        .collect();
    names.sort();
    for path in names {
        let tree = parsed(&std::fs::read_to_string(&path).expect("a page"));
        rooms_seen += rooms::count(&tree);
        strays.extend(
            rooms::strays(&tree)
                .into_iter()
                .map(|s| format!("{}: {s:?}", path.display())),
        );
    }
    (rooms_seen, strays)
}

/// A book of every kind with three Magic Labyrinth cards more, in `language`
/// on 6 × 9 in paper (the narrowest boxes).
fn book_in(language: &str) -> String {
    let mut text = every_kind(language, "6x9");
    text.push_str(
        "\n[[section]]\ntitle = \"Karten\"\nkind = \"magic-labyrinth\"\nwalls = 24\ncount = 3\n",
    );
    text
}

#[test]
fn every_text_of_a_book_of_every_kind_stays_in_its_room_in_every_language() {
    for (language, _) in BUILT_IN {
        let (dir, path) = spec_in_temp(&book_in(language));
        let out = dir.path().join("out");
        build(&path, &out, &["--svg"]);
        let (rooms_seen, strays) = pages_checked(&out);
        assert!(strays.is_empty(), "{language}: {strays:#?}");
        // Labels, openers, how-to pages, contents, cards: rooms on most pages.
        assert!(rooms_seen >= 40, "{language}: only {rooms_seen} rooms");
    }
}

/// A cover spec in `language` with `count` mazes on `page_size` paper.
fn cover_book(language: &str, page_size: &str, count: usize) -> String {
    format!(
        "[book]\ntitle = \"Labyrinthe\"\nlanguage = \"{language}\"\nseed = 4\npage-size = \"{page_size}\"\nbleed = true\n\n[cover]\nback-text = \"Mazes.\"\n\n[[section]]\ntitle = \"A\"\nkind = \"grid\"\ncount = {count}\ndifficulty = \"easy\"\nper-page = 2\n"
    )
}

#[test]
fn the_cover_badge_fits_its_ring_in_every_language() {
    for (language, _) in BUILT_IN {
        for (page_size, count) in [("6x9", 72), ("5in x 8in", 1000), ("8.5x11", 100)] {
            let (_dir, path) = spec_in_temp(&cover_book(language, page_size, count));
            let book = spec::load(&path).expect("a valid spec");
            let plan = cover::plan(&book, 120).expect("fits").expect("a cover");
            let svg = cover::draw(&plan, &book, &[]).expect("a cover");
            let tree = parsed(&svg);
            assert_eq!(rooms::count(&tree), 2, "{language}: the badge's two rooms");
            let strays = rooms::strays(&tree);
            assert!(strays.is_empty(), "{language} {page_size}: {strays:?}");
        }
    }
}

#[test]
fn a_words_override_too_long_to_fit_even_at_7_pt_is_refused_naming_its_key() {
    let long = "Labyrinthdurchquerungsaufgabensammlungsbuch".repeat(3);
    // The badge's noun: one word that no badge can hold.
    let spec = format!(
        "{}\n[words]\nmazes = \"{{n}} {long}\"\n",
        cover_book("de", "6x9", 72)
    );
    let message = build_refused(&spec);
    assert!(message.contains("words.mazes"), "{message}");
    // A how-to page's word beside its mark.
    let mut book = every_kind("en", "6x9");
    book.push_str(&format!("\n[words]\nstart = \"{long}\"\n"));
    let message = build_refused(&book);
    assert!(message.contains("words.start"), "{message}");
    assert!(!message.contains("panicked"), "{message}");
}
