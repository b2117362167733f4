//! Every text fits its box in every language: books of every kind, grid shape
//! and extra (weave, floors, hints, answers, how-to pages, Magic Labyrinth
//! cards) and their covers in all nine built-in languages, read back from the
//! drawn SVG with usvg: every text is tagged with a room (`<g id="room-<n>">`
//! and its invisible rect) and lies inside it, unless [`ALLOWED`] says why it
//! may stand outside any room. A `[words]` word too long to fit even at 7 pt,
//! wrapped, is refused naming its key.

use std::path::Path;

use mazebook::cover;
use mazebook::fonts::FontChoice;
use mazebook::print::rooms::{self, Unroomed};
use mazebook::spec;
use mazebook::words::BUILT_IN;
use resvg::usvg;

use crate::common::{build, build_refused, every_kind_sections, kind_name, spec_in_temp};
use crate::words::every_kind;

/// A parsed page or cover, with the book's fonts only.
fn parsed(svg: &str) -> usvg::Tree {
    parsed_in(svg, FontChoice::default())
}

/// A parsed page or cover, with `font` only (the font the book is set in).
fn parsed_in(svg: &str, font: FontChoice) -> usvg::Tree {
    let options = usvg::Options {
        fontdb: font.database(),
        font_family: font.family().into(),
        style_sheet: font.style_sheet(),
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(svg, &options).expect("a drawn page parses")
}

/// Whether a rule of [`ALLOWED`] lets a text stand outside any room.
type Allows = fn(&Unroomed) -> bool;

/// The texts that may stand outside any room, each with why; every other text
/// outside a room fails the test.
const ALLOWED: [(&str, Allows); 1] = [
    // Figures are no words: no language or `[words]` changes them, and each
    // is sized to its own place by its drawing, so none needs a room. Move
    // numbers on a route, rest discs and stair numbers are tags (the page
    // check's tag rule keeps them off each other and the route); a Theseus
    // marker's number is set to its marker; a traffic-light move box holds
    // at most three digits at 9 pt (17 pt) in 22 pt, a Theseus row label
    // three at 7.5 pt (13 pt) in 16 pt; the Magic Labyrinth table's totals
    // (four digits at 10 pt, 23 pt) have 29 pt right of the corner names and
    // its means (five characters) 61 pt; a map square's number is set to its
    // square and left out under 7 pt; folios and the contents' page numbers
    // stand alone on their lines.
    ("a figure", |text| {
        // A move tag may hold two moves ("2, 6").
        let figure = |c: char| c.is_ascii_digit() || ".,= ".contains(c);
        text.text.chars().any(|c| c.is_ascii_digit()) && text.text.chars().all(figure)
    }),
];

/// Every page of the book in `out`: the rooms seen, the texts past their
/// room's border, and the texts outside any room that [`ALLOWED`] does not
/// allow.
fn pages_checked(out: &Path, font: FontChoice) -> (usize, Vec<String>, Vec<String>) {
    let mut rooms_seen = 0;
    let (mut strays, mut loose) = (Vec::new(), Vec::new());
    let mut names: Vec<_> = std::fs::read_dir(out.join("pages"))
        .expect("the page previews")
        .map(|entry| entry.expect("a preview").path())
        .filter(|path| path.extension().is_some_and(|e| e == "svg"))
        .collect();
    names.sort();
    for path in names {
        let tree = parsed_in(&std::fs::read_to_string(&path).expect("a page"), font);
        let page = path.display();
        rooms_seen += rooms::count(&tree);
        let found = rooms::strays(&tree).into_iter();
        strays.extend(found.map(|s| format!("{page}: {s:?}")));
        let outside = rooms::unroomed(&tree).into_iter();
        let unexplained = outside.filter(|text| !ALLOWED.iter().any(|(_, allows)| allows(text)));
        loose.extend(unexplained.map(|text| format!("{page}: {text:?}")));
    }
    (rooms_seen, strays, loose)
}

/// Sections beyond each kind's sample: every grid shape and extra (weave,
/// floors, a word, a picture), block placements and answer styles, every
/// traffic-light street plan with and without phase maps, a rotation ladder
/// with traps, Theseus hints, and Magic Labyrinth cards.
const EXTRAS: &str = r#"[[section]]
title = "Gitter"
instructions = "Finde den Weg."
kind = "grid"
count = 2
difficulty = "easy"
per-page = 2

[[section]]
title = "Kreise"
kind = "grid"
shape = "circle"
count = 1
difficulty = 1

[[section]]
title = "Waben"
kind = "grid"
shape = "hexagon"
count = 1

[[section]]
title = "Dreiecke"
kind = "grid"
shape = "triangle"
count = 1

[[section]]
title = "Herz"
kind = "grid"
shape = "heart"
count = 1
difficulty = "easy"

[[section]]
title = "Name"
kind = "grid"
text = "EMMA"
count = 1

[[section]]
title = "Brücken"
kind = "grid"
weave = 0.3
count = 1

[[section]]
title = "Stockwerke"
kind = "grid"
levels = 2
count = 1
difficulty = "easy"

[[section]]
title = "Blöcke"
kind = "block"
count = 1
difficulty = 7
placement = "sides"

[[section]]
title = "Erkundet"
kind = "block"
count = 1
difficulty = "easy"
answer-style = "explored"

[[section]]
title = "Ampeln"
kind = "viennese"
difficulty = "easy"
count = 1

[[section]]
title = "Ampeln ohne Wenden"
kind = "viennese"
difficulty = "hard"
count = 1

[[section]]
title = "Kreisverkehr"
kind = "viennese"
shape = "roundabout"
width = 6
height = 2
count = 1

[[section]]
title = "Dreiecksstraßen"
kind = "viennese"
shape = "triangles"
count = 1

[[section]]
title = "Drehen"
kind = "rotation"
ladder = [3, 5]
traps = "require"

[[section]]
title = "Theseus"
kind = "theseus"
difficulty = "easy"
count = 1
hints = true

[[section]]
title = "Karten"
kind = "magic-labyrinth"
walls = 24
count = 2
"#;

/// A book of every kind, shape and extra with every front-matter page, in
/// `language` and `font` on 6 × 9 in paper (the narrowest boxes).
fn book_in(language: &str, font: &str) -> String {
    format!(
        "[book]\ntitle = \"Rätselbuch\"\nlanguage = \"{language}\"\nfont = \"{font}\"\nseed = 3\npage-size = \"6x9\"\npages = \"even\"\n\n[front-matter]\ncopyright = true\ncontents = true\nhow-to = true\n\n{}{EXTRAS}",
        every_kind_sections(kind_name, "count = 1")
    )
}

#[test]
fn every_text_of_a_book_of_every_kind_is_in_its_room_in_every_language() {
    // Every language in the default face; the long-word languages in the
    // tall one too (Andika's lines are 1.61 sizes high).
    let fonts = BUILT_IN
        .iter()
        .map(|&(language, _)| (language, "quicksand"));
    let tall = [("de", "andika"), ("pl", "andika")];
    for (language, font) in fonts.chain(tall) {
        let (dir, path) = spec_in_temp(&book_in(language, font));
        let out = dir.path().join("out");
        build(&path, &out, &["--svg"]);
        let face = FontChoice::from_name(font).expect("a shipped font");
        let (rooms_seen, strays, loose) = pages_checked(&out, face);
        assert!(strays.is_empty(), "{language} {font}: {strays:#?}");
        assert!(loose.is_empty(), "{language} {font}: {loose:#?}");
        // Labels, legends, captions, openers, how-to pages, cards: rooms on
        // nearly every page.
        assert!(rooms_seen >= 150, "{language}: only {rooms_seen} rooms");
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

/// A traffic-light book whose legend's first row says `ends`.
fn legend_book(ends: &str) -> String {
    format!(
        "[book]\ntitle = \"Ampeln\"\nlanguage = \"de\"\nseed = 3\npage-size = \"6x9\"\n\n[[section]]\ntitle = \"Ampeln\"\nkind = \"viennese\"\ndifficulty = \"easy\"\ncount = 1\n\n[words]\nviennese-ends = \"{ends}\"\n"
    )
}

#[test]
fn a_long_legend_word_is_set_smaller_and_one_too_long_even_at_7_pt_is_refused() {
    // A long compound is set smaller until it fits its row.
    let (dir, path) = spec_in_temp(&legend_book("Fahre Ampelkreuzungsdurchfahrtsgenehmigungen"));
    let out = dir.path().join("out");
    build(&path, &out, &["--svg"]);
    let (_, strays, loose) = pages_checked(&out, FontChoice::default());
    assert!(
        strays.is_empty() && loose.is_empty(),
        "{strays:?} {loose:?}"
    );
    // A longer one does not fit even at 7 pt: refused naming its key.
    let message = build_refused(&legend_book(
        "Fahre Ampelkreuzungsdurchfahrtsgenehmigungsbescheid",
    ));
    assert!(message.contains("words.viennese-ends"), "{message}");
    assert!(message.contains("even at 7 pt"), "{message}");
    assert!(!message.contains("panicked"), "{message}");
}

/// The longest word the heading test sets: wider than an opener's title box
/// at 34 pt on 6 × 9 paper.
const LONG_WORD: &str = "Donaudampfschifffahrtsgesellschaftskapitän";

/// A 6 × 9 book in `language` and `font` whose headings are all long: the
/// title and subtitle, an opener's title and instructions, a one-word title
/// (an opener, then running heads), a puzzle page's own heading, a how-to
/// heading of one long word, and the answers' heading.
fn long_headings_book(language: &str, font: &str) -> String {
    format!(
        r#"[book]
title = "Das allergrößte Labyrinthbuch der Welt für Rätselfreundinnen und Rätselfreunde jeden Alters"
subtitle = "Einhundertfünfzig handverlesene Irrgärten für lange Winterabende, Zugfahrten und verregnete Sonntage mit der ganzen Familie"
language = "{language}"
font = "{font}"
seed = 5
page-size = "6x9"

[front-matter]
how-to = true

[words]
how-to-grid-title = "Straßenbahnhaltestellenlabyrinthe"

[[section]]
title = "Najdłuższe i najtrudniejsze łamigłówki dla całej rodziny i przyjaciół"
instructions = "Znajdź drogę od uśmiechniętej buźki do gwiazdki, nie przechodząc przez żadną ścianę labiryntu; potem spróbuj jeszcze raz, szybciej, bez odrywania ołówka od papieru."
opener = "always"
kind = "grid"
count = 1
difficulty = "easy"

[[section]]
title = "{LONG_WORD}"
opener = "always"
kind = "grid"
count = 3
per-page = 1
difficulty = "easy"

[[section]]
title = "Labirintos extraordinariamente complicados para exploradores incansáveis"
kind = "grid"
count = 1
difficulty = "easy"

[answers]
title = "Lösungen aller Labyrinthe dieses Buches, Seite für Seite"
"#
    )
}

#[test]
fn long_headings_are_set_smaller_or_wrapped_and_stay_in_their_rooms_in_every_language() {
    let fonts = BUILT_IN
        .iter()
        .map(|&(language, _)| (language, "quicksand"));
    let tall = [("de", "andika"), ("pl", "andika")];
    for (language, font) in fonts.chain(tall) {
        let (dir, path) = spec_in_temp(&long_headings_book(language, font));
        let out = dir.path().join("out");
        build(&path, &out, &["--svg", "--strict"]);
        let face = FontChoice::from_name(font).expect("a shipped font");
        let (_, strays, loose) = pages_checked(&out, face);
        assert!(strays.is_empty(), "{language} {font}: {strays:#?}");
        assert!(loose.is_empty(), "{language} {font}: {loose:#?}");
        // The long words are set whole (smaller), never broken between letters.
        let pages: String = (1..=40)
            .filter_map(|n| std::fs::read_to_string(out.join(format!("pages/{n:03}.svg"))).ok())
            .collect();
        for word in [LONG_WORD, "Straßenbahnhaltestellenlabyrinthe"] {
            let whole = format!(">{word}</text>");
            assert!(
                pages.contains(&whole),
                "{language} {font}: {word} not whole"
            );
        }
    }
}

#[test]
fn a_title_too_long_for_its_page_even_at_7_pt_is_refused_naming_its_key_and_writes_nothing() {
    let title = [LONG_WORD; 12].join(" ");
    let spec = long_headings_book("de", "quicksand").replace(
        "Das allergrößte Labyrinthbuch der Welt für Rätselfreundinnen und Rätselfreunde jeden Alters",
        &title,
    );
    let (dir, path) = spec_in_temp(&spec);
    let out = dir.path().join("out");
    let output = crate::common::build_output(&path, &out);
    let message = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{message}");
    assert!(message.contains("`book.title`: \""), "{message}");
    assert!(
        message.contains("does not fit its ") && message.contains("even at 7 pt"),
        "{message}"
    );
    assert!(message.contains("shorten it"), "{message}");
    assert!(!message.contains("panicked"), "{message}");
    assert!(!out.join("book.pdf").exists(), "no book is written");
}
