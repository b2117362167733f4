//! What a fuzzer found on the surfaces added since the spec fuzzer
//! (`spec_fuzz.rs`): text keys, [words], covers, fonts of one's own, masks,
//! failed builds and fairness bounds. Each finding is kept as a reproducer
//! named after what it fixes; `text_keys_props.rs` goes on fuzzing the text
//! keys and `debug_text.rs` scans the messages of bad inputs for Rust debug
//! text.

use mazebook::keys::SpecError;
use mazebook::keys::source::Source;
use mazebook::{cover, preflight, spec};

use crate::common::*;

/// Everything a build checks before any puzzle is made: the spec, the page
/// plan with its text room, and the cover's text.
fn checked(text: &str) -> Result<(), SpecError> {
    let source = Source {
        name: "book.toml".into(),
        text: text.to_string(),
        dir: env!("CARGO_MANIFEST_DIR").into(),
    };
    let mut book = spec::parse(source)?;
    let plan = preflight::settle(&mut book)?;
    cover::plan(&book, plan.pages.len())?;
    Ok(())
}

/// The refusal of `text`, which must have one.
fn refusal(text: &str) -> SpecError {
    checked(text).expect_err("refused")
}

/// A one-section book with `book_keys` in `[book]` and `tail` after the section.
fn book(book_keys: &str, tail: &str) -> String {
    format!(
        "[book]\ntitle = \"Mazes\"\nseed = 3\n{book_keys}\n\n[[section]]\ntitle = \"One\"\nkind = \"grid\"\ncount = 2\ndifficulty = \"easy\"\n\n{tail}\n"
    )
}

/// A value of about a megabyte, as TOML.
fn megabyte() -> String {
    format!("\"{}\"", "labyrinth ".repeat(100_000))
}

// ---------------------------------------------------------------------------
// Text keys: characters and room.

#[test]
fn a_megabyte_in_any_text_key_is_refused_by_length_naming_the_key() {
    let huge = megabyte();
    let cases = [
        ("book.title", book("", "").replace("\"Mazes\"", &huge)),
        ("book.subtitle", book(&format!("subtitle = {huge}"), "")),
        ("book.author", book(&format!("author = {huge}"), "")),
        ("book.edition", book(&format!("edition = {huge}"), "")),
        ("section[1].title", book("", "").replace("\"One\"", &huge)),
        (
            "section[1].instructions",
            book("", "").replace("count = 2", &format!("count = 2\ninstructions = {huge}")),
        ),
        (
            "section[1].text",
            book("", "").replace("count = 2", &format!("count = 2\ntext = {huge}")),
        ),
        (
            "answers.title",
            book("", &format!("[answers]\ntitle = {huge}")),
        ),
        (
            "cover.back-text",
            book("", &format!("[cover]\nback-text = {huge}")),
        ),
        ("words.maze", book("", &format!("[words]\nmaze = {huge}"))),
        (
            "words.how-to-grid",
            book("", &format!("[words]\nhow-to-grid = {huge}")),
        ),
    ];
    for (key, text) in cases {
        let error = refusal(&text);
        assert_eq!(error.key, key, "{error}");
        assert!(
            error
                .message
                .contains("characters long; it may have at most"),
            "{error}"
        );
        assert!(
            error.to_string().len() < 300,
            "a refusal quotes no megabyte"
        );
    }
}

#[test]
fn a_word_maze_text_longer_than_a_name_is_refused_naming_text() {
    let section = |text: &str| {
        book("", "").replace(
            "count = 2",
            &format!("count = 2\ntext = \"{text}\"\nwidth = 30"),
        )
    };
    checked(&section("EMMA")).expect("a name builds");
    let error = refusal(&section(&"AB".repeat(51)));
    assert_eq!(error.key, "section[1].text", "{error}");
    assert!(error.message.contains("at most 100"), "{error}");
    let error = refusal(&section(&"ABC".repeat(25)));
    assert!(error.message.contains("at 30 cells across"), "{error}");
}

#[test]
fn an_empty_answers_word_is_refused_naming_words_answers() {
    // It used to pass, then break the built-in contents page.
    let text = book(
        "",
        "[front-matter]\ncontents = true\n\n[words]\nanswers = \"\"",
    );
    let error = refusal(&text);
    assert_eq!(error.key, "words.answers", "{error}");
    assert_eq!(error.line, Some(16), "{error}");
    for key in ["contents", "how-to-grid-title", "maze", "decimal-point"] {
        let error = refusal(&book("", &format!("[words]\n{key} = \" \"")));
        assert_eq!(error.key, format!("words.{key}"), "{error}");
    }
    checked(&book(
        "[front-matter]\ncopyright = true",
        "[words]\nmade-with = \"\"",
    ))
    .expect("a sentence may be left out");
}

// ---------------------------------------------------------------------------
// Fonts of one's own that passed the `font` check and failed later.

const ANDIKA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/fonts/Andika-Regular.ttf");
const ANDIKA_BOLD: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/fonts/Andika-Bold.ttf");

/// Where the table `tag` of a TrueType file starts.
fn table_offset(font: &[u8], tag: &[u8; 4]) -> usize {
    let be16 = |at: usize| usize::from(u16::from_be_bytes([font[at], font[at + 1]]));
    let be32 = |at: usize| {
        u32::from_be_bytes([font[at], font[at + 1], font[at + 2], font[at + 3]]) as usize
    };
    (0..be16(4))
        .map(|i| 12 + 16 * i)
        .find(|&record| &font[record..record + 4] == tag)
        .map(|record| be32(record + 8))
        .expect("the table is in the file")
}

/// Andika with its family renamed to `family` (as many UTF-16 units as
/// "Andika", so the name table's lengths stay right).
fn andika_named(family: &str) -> Vec<u8> {
    let mut font = std::fs::read(ANDIKA).unwrap();
    let name = table_offset(&font, b"name");
    let be16 = |font: &[u8], at: usize| usize::from(u16::from_be_bytes([font[at], font[at + 1]]));
    let storage = name + be16(&font, name + 4);
    let (old, new): (Vec<u8>, Vec<u8>) = (
        "Andika".encode_utf16().flat_map(u16::to_be_bytes).collect(),
        family.encode_utf16().flat_map(u16::to_be_bytes).collect(),
    );
    assert_eq!(old.len(), new.len());
    let mut renamed = 0;
    for i in 0..be16(&font, name + 2) {
        let record = name + 6 + 12 * i;
        let (platform, id) = (be16(&font, record), be16(&font, record + 6));
        let (length, at) = (be16(&font, record + 8), storage + be16(&font, record + 10));
        if matches!(platform, 0 | 3) && matches!(id, 1 | 16) && font[at..at + length] == old[..] {
            font[at..at + length].copy_from_slice(&new);
            renamed += 1;
        }
    }
    assert!(renamed > 0, "Andika names its family");
    font
}

/// Andika Bold with `hhea.numberOfHMetrics` = 0: it parses, but cannot be subset.
pub fn bold_without_metrics() -> Vec<u8> {
    let mut font = std::fs::read(ANDIKA_BOLD).unwrap();
    let hhea = table_offset(&font, b"hhea");
    font[hhea + 34..hhea + 36].copy_from_slice(&[0, 0]);
    font
}

/// A book of rotation puzzles and a word maze set in `font.ttf` (written to
/// its folder), with `extra` at the end.
fn book_in_own_font(font: &[u8], extra: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let spec = format!(
        "[book]\ntitle = \"Turns\"\nseed = 5\nfont = \"font.ttf\"\n\n[[section]]\ntitle = \"Turn\"\nkind = \"rotation\"\ncount = 2\ndifficulty = \"easy\"\n\n[[section]]\ntitle = \"Names\"\nkind = \"grid\"\ncount = 1\ntext = \"EMMA\"\nwidth = 30\ndifficulty = \"easy\"\n\n{extra}\n"
    );
    let (dir, path) = spec_in_temp(&spec);
    std::fs::write(dir.path().join("font.ttf"), font).unwrap();
    (dir, path)
}

#[test]
fn a_bold_font_that_cannot_be_embedded_is_refused_naming_font_bold() {
    // It used to make every puzzle, then fail with krilla's Rust debug text.
    let (dir, path) = book_in_own_font(&std::fs::read(ANDIKA).unwrap(), "");
    std::fs::write(dir.path().join("bold.ttf"), bold_without_metrics()).unwrap();
    let text = std::fs::read_to_string(&path).unwrap().replace(
        "font = \"font.ttf\"",
        "font = \"font.ttf\"\nfont-bold = \"bold.ttf\"",
    );
    std::fs::write(&path, text).unwrap();
    let output = build_output(&path, &dir.path().join("out"));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(":5: `book.font-bold`: \""), "{stderr}");
    assert!(
        stderr.contains("is a damaged font: it cannot be embedded in a PDF"),
        "{stderr}"
    );
    assert!(!stderr.contains("Font {"), "{stderr}");
}

#[test]
fn a_family_name_with_quotes_angle_brackets_or_a_nul_builds_every_page() {
    // Pasted into SVG as it was, such a name broke word masks and every page.
    for family in ["A\"<k&'", "An\0ika"] {
        let (dir, path) = book_in_own_font(&andika_named(family), "");
        let out = dir.path().join("out");
        let output = mazebook()
            .arg("build")
            .arg(&path)
            .arg("--out")
            .arg(&out)
            .arg("--svg")
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{family:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let page = std::fs::read_to_string(out.join("pages/001.svg")).unwrap();
        let cleaned = if family.contains('\0') { "Anika" } else { "Ak" };
        assert!(
            page.contains(&format!("font-family=\"&#x27;{cleaned}&#x27;\"")),
            "{family:?}: {page}"
        );
    }
}

#[test]
fn an_own_font_with_a_cover_and_a_rotation_puzzle_builds() {
    // The rotation legend was not wrapped in a font the drawings could not
    // measure, so the cover's art reached far past the front.
    let (dir, path) = book_in_own_font(&andika_named("Zndika"), "[cover]\n");
    build(&path, &dir.path().join("out"), &[]);
    assert!(dir.path().join("out/cover.pdf").exists());
}

// ---------------------------------------------------------------------------
// Covers: what the docs allow builds, and a refusal names the key at fault.

#[test]
fn a_spine_of_three_to_four_inches_on_6x9_builds() {
    // The rays behind the featured puzzle are clipped to the front; the
    // barcode check took their unclipped box for something drawn there.
    for spine in ["3.1in", "4in"] {
        let (dir, path) = spec_in_temp(&book(
            "page-size = \"6x9\"",
            &format!("[cover]\nspine = \"{spine}\""),
        ));
        build(&path, &dir.path().join("out"), &[]);
        assert!(dir.path().join("out/cover.pdf").exists(), "{spine}");
    }
}

#[test]
fn spine_text_on_a_thin_spine_stays_in_its_safe_zone() {
    // On a4, spines of 0.22-0.29 in had "QUEST" a hundredth of a point past
    // the safe zone (the template rounds sizes and positions), and a letter the
    // font lacks prints a box taller than the capitals.
    for (font, title) in [
        ("quicksand", "QUEST"),
        ("quicksand", "Über Irrgärten"),
        ("andika", "Maze 漢"),
    ] {
        for step in 0..=20 {
            let spine = 0.2 + f64::from(step) * 0.005;
            let keys = format!("font = \"{font}\"\nauthor = \"Ada Finch\"");
            let text = book(&keys, &format!("[cover]\nspine = \"{spine:.3}in\""))
                .replace("\"Mazes\"", &format!("\"{title}\""));
            let source = Source {
                name: "book.toml".into(),
                text,
                dir: env!("CARGO_MANIFEST_DIR").into(),
            };
            let book = spec::parse(source).expect("a valid spec");
            // Spine text needs 79 pages or more.
            cover::plan(&book, 100).unwrap_or_else(|e| panic!("{title} on {spine:.3} in: {e}"));
        }
    }
}

#[test]
fn a_landscape_cover_builds_and_its_refusals_name_what_is_there() {
    for size in ["9in x 6in", "10in x 5in"] {
        checked(&book(&format!("page-size = \"{size}\""), "[cover]"))
            .unwrap_or_else(|e| panic!("{size}: {e}"));
    }
    // A long title is set smaller on the short page; one too long even at
    // 7 pt is the title's fault, and the message speaks of a subtitle only
    // when there is one.
    let title = |title: &str| {
        book("page-size = \"10in x 5in\"", "[cover]").replace("\"Mazes\"", &format!("\"{title}\""))
    };
    checked(&title("Mazes and More Mazes for Clever Little Explorers")).expect("set smaller");
    let error = refusal(&title(&words(60)));
    assert_eq!(error.key, "book.title", "{error}");
    assert!(!error.message.contains("subtitle"), "{error}");
}

#[test]
fn long_words_on_the_cover_are_refused_naming_their_words_key() {
    // The count's badge ("MAZES") is set smaller and wrapped in its ring, so
    // only a word no ring can hold is refused there. (The featured puzzle's
    // label is no longer printed on the cover.)
    let badge = "{n} labyrinthinepassageways";
    let error = refusal(&book(
        "",
        &format!("[cover]\n\n[words]\nmazes = \"{badge}\""),
    ));
    assert_eq!(error.key, "words.mazes", "{error}");
    assert!(error.message.contains("does not fit its"), "{error}");
    assert!(error.to_string().len() < 300, "{error}");
    let fitted = "{n} labyrinthine passageways";
    let wrapped = book("", &format!("[cover]\n\n[words]\nmazes = \"{fitted}\""));
    assert!(checked(&wrapped).is_ok(), "two words wrap in the badge");
}

// ---------------------------------------------------------------------------
// Pages: text that does not fit is refused naming the key that wrote it.

/// `words` repeated `n` times.
fn words(n: usize) -> String {
    vec!["labyrinth"; n].join(" ")
}

#[test]
fn copyright_page_overflow_names_the_longest_paragraphs_key() {
    // It was always blamed on `book.title`.
    let copyright = "[front-matter]\ncopyright = true";
    let small = "page-size = \"4in x 6in\"";
    let edition = book(&format!("{small}\nedition = \"{}\"", words(99)), copyright);
    assert_eq!(refusal(&edition).key, "book.edition");
    let made_with = book(
        small,
        &format!("{copyright}\n\n[words]\nmade-with = \"{}\"", words(190)),
    );
    let error = refusal(&made_with);
    assert_eq!(error.key, "words.made-with", "{error}");
    assert!(error.message.contains("lines on page 2"), "{error}");
}

#[test]
fn a_long_answers_word_is_refused_as_words_answers_not_answers_title() {
    // `answers.title` was named though the spec had no [answers] at all.
    let error = refusal(&book("", &format!("[words]\nanswers = \"{}\"", words(40))));
    assert_eq!(error.key, "words.answers", "{error}");
    let given = book("", &format!("[answers]\ntitle = \"{}\"", words(40)));
    assert_eq!(refusal(&given).key, "answers.title");
}

#[test]
fn a_long_title_above_short_text_is_the_titles_fault() {
    // The text fuzzer found a section title that left its one line of
    // instructions no room, blamed on `section[1].instructions`. (Twelve
    // words are now set smaller; sixty do not fit even at 7 pt.)
    let opener = |title: &str| {
        book("", "").replace(
            "\"One\"",
            &format!("\"{title}\"\ninstructions = \"Find the way.\""),
        )
    };
    checked(&opener(&words(12))).expect("set smaller");
    let error = refusal(&opener(&words(60)));
    assert_eq!(error.key, "section[1].title", "{error}");
    // A title that fits the title page alone fits above a subtitle too, both
    // set smaller; a subtitle too long for the room the title leaves is its own.
    let subtitle = "For all the curious children and grown-ups who love a puzzle on a rainy day";
    let titled = |keys: &str| book(keys, "").replace("\"Mazes\"", &format!("\"{}\"", words(7)));
    checked(&titled("")).expect("the title alone fits");
    checked(&titled(&format!("subtitle = \"{subtitle}\""))).expect("both fit");
    let error = refusal(&titled(&format!("subtitle = \"{}\"", words(90))));
    assert_eq!(error.key, "book.subtitle", "{error}");
}

#[test]
fn a_how_to_text_longer_than_its_page_is_refused_naming_its_word() {
    // 2,000 words printed 123 lines below the bottom of the page, exit 0.
    let how_to = "[front-matter]\nhow-to = true";
    let text = |n: usize| {
        book(
            "page-size = \"a5\"",
            &format!("{how_to}\n\n[words]\nhow-to-grid = \"{}\"", words(n)),
        )
    };
    let error = refusal(&text(2000));
    assert_eq!(error.key, "words.how-to-grid", "{error}");
    assert!(error.message.contains("characters long"), "{error}");
    let error = refusal(&text(190));
    assert_eq!(error.key, "words.how-to-grid", "{error}");
    assert!(
        error
            .message
            .contains("lines on page 2, which has room for"),
        "{error}"
    );
    let error = refusal(&book(
        "",
        &format!(
            "{how_to}\n\n[words]\nhow-to-grid-title = \"{}\"",
            words(150)
        ),
    ));
    assert_eq!(error.key, "words.how-to-grid-title", "{error}");
}

#[test]
fn a_word_printed_off_the_page_is_refused_naming_it() {
    // The title page's count line ("2 mazes · answers at the back"), checked
    // before any puzzle is made: too long for its room even at 7 pt, wrapped.
    let error = refusal(&book(
        "",
        &format!("[words]\nmazes = \"{{n}} {}\"", words(60)),
    ));
    assert_eq!(error.key, "words.mazes", "{error}");
    assert!(
        error.message.contains("on page 1 does not fit its"),
        "{error}"
    );
    // A puzzle's label ("Maze 1"), fitted as the pages are drawn.
    let stderr = build_refused(&book("", &format!("[words]\nmaze = \"{}\"", words(60))));
    assert!(
        stderr.contains("`words.maze`: \"Labyrinth labyrinth"),
        "{stderr}"
    );
    assert!(stderr.contains("on page 2 does not fit its"), "{stderr}");
}

// ---------------------------------------------------------------------------
// Masks.

#[test]
fn a_damaged_png_mask_is_refused_in_plain_words() {
    // The decoder's message was quoted: "ChunkType { type: IHDR, critical: true, … }".
    let dir = tempfile::tempdir().unwrap();
    let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\0\0\0\0".to_vec();
    png.extend_from_slice(&[0xde, 0xad, 0xbe, 0xef]);
    std::fs::write(dir.path().join("damaged.png"), png).unwrap();
    let output = mazebook()
        .args(["puzzle", "grid", "--mask", "damaged.png"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert_eq!(
        stderr.trim(),
        "error: --mask: damaged.png is not a PNG picture that can be read (it is damaged or cut short); save it as PNG (dark pixels are the maze, light ones outside)"
    );
}

// ---------------------------------------------------------------------------
// A failed build leaves nothing behind.

#[test]
fn a_failed_build_leaves_no_new_folder_behind() {
    // Refused once its pages are being written (a label off the page): the
    // output folders it made were left empty.
    let spec = book("", &format!("[words]\nmaze = \"{}\"", words(60)));
    let (dir, path) = spec_in_temp(&spec);
    let out = dir.path().join("new/deeper");
    let output = mazebook()
        .arg("build")
        .arg(&path)
        .arg("--out")
        .arg(&out)
        .arg("--svg")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(
        !dir.path().join("new").exists(),
        "the folders it made are gone"
    );
    // A folder that was there before stays, even empty.
    std::fs::create_dir(dir.path().join("kept")).unwrap();
    let output = build_output(&path, &dir.path().join("kept"));
    assert_eq!(output.status.code(), Some(1));
    assert!(dir.path().join("kept").is_dir());
}

// ---------------------------------------------------------------------------
// Instant refusals when the answer is known.

#[test]
fn a_fairness_bound_no_layout_can_meet_is_refused_before_the_search() {
    // One goal on an edge: the search went through 2,000,000 boards (11-20 s)
    // before saying the fairest had 1.0. Parity settles it from the goal alone.
    let section = "[[section]]\ntitle = \"Cards\"\nkind = \"magic-labyrinth\"\ncount = 1\ngoals = [[2, 0]]\nmax-fairness = 0.5\n";
    let text = format!("[book]\ntitle = \"Layouts\"\n\n{section}");
    let error = refusal(&text);
    assert_eq!(error.key, "section[1].max-fairness", "{error}");
    assert!(
        error
            .message
            .starts_with("0.5 cannot be met: no layout is fairer than 1 ("),
        "{error}"
    );
    assert!(
        error.message.contains("use max-fairness = 1 or more"),
        "{error}"
    );
    checked(&text.replace("max-fairness = 0.5", "max-fairness = 1")).expect("1 can be met");
    // No walls: one layout, whose fairness is known.
    let empty = text.replace("max-fairness = 0.5", "walls = 0\nmax-fairness = 5");
    let error = refusal(&empty);
    assert!(
        error.message.starts_with(
            "5 cannot be met: no layout is fairer than 6 (a board with no walls has one layout)"
        ),
        "{error}"
    );
}

#[test]
fn a_layout_card_too_wide_for_its_page_names_the_page_not_a_difficulty() {
    // Magic Labyrinth sections have no `difficulty`, yet it was named.
    let text = "[book]\ntitle = \"Layouts\"\npage-size = \"4in x 6in\"\n\n[[section]]\ntitle = \"Cards\"\nkind = \"magic-labyrinth\"\ncount = 1\n";
    let error = refusal(text);
    assert_eq!(error.key, "book.page-size", "{error}");
    assert!(
        error
            .message
            .ends_with("even one to a page; use smaller margins or a larger page"),
        "{error}"
    );
}
