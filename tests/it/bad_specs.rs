//! Every kind of bad book.toml: exit code 1, no output written, and the message
//! pinned word for word (key, line, what is allowed).

use crate::common::*;

const SECTION: &str = "[[section]]\ntitle = \"a\"\nkind = \"grid\"\ncount = 3\n";

fn refused(spec: &str) -> String {
    build_refused(spec)
}

/// A kind's section keys as an unknown-key message lists them.
fn section_keys(kind: &str) -> String {
    let kind = mazebook::puzzle::registry::find(kind).expect("a kind");
    mazebook::puzzle::registry::section_keys(kind).join(", ")
}

/// The `[book]` keys as an unknown-key message lists them.
fn book_keys() -> String {
    mazebook::spec::book::KEYS.join(", ")
}

fn book(extra: &str) -> String {
    format!("[book]\ntitle = \"x\"\n{extra}\n{SECTION}")
}

fn section(extra: &str) -> String {
    format!("[book]\ntitle = \"x\"\n{SECTION}{extra}\n")
}

#[test]
fn a_misspelt_key_gets_a_suggestion_and_the_allowed_keys() {
    assert_eq!(
        refused(&format!("[book]\ntitel = \"x\"\n{SECTION}")),
        format!(
            "error: book.toml:2: `book.titel`: unknown key in [book]; did you mean `title`? allowed keys: {}\n",
            book_keys()
        )
    );
    assert_eq!(
        refused(&section("algoritm = \"wilson\"")),
        format!(
            "error: book.toml:7: `section[1].algoritm`: unknown key in [section[1]]; did you mean `algorithm`? allowed keys: {}\n",
            section_keys("grid")
        )
    );
}

#[test]
fn an_unknown_key_far_from_any_allowed_one_lists_them() {
    assert_eq!(
        refused(&book("colour = \"red\"")),
        format!(
            "error: book.toml:3: `book.colour`: unknown key in [book]; allowed keys: {}\n",
            book_keys()
        )
    );
    assert_eq!(
        refused(&format!("{}\n[extras]\nx = 1\n", book(""))),
        format!(
            "error: book.toml:9: `extras`: unknown key at the top level; allowed keys: {}\n",
            mazebook::spec::TOP_KEYS.join(", ")
        )
    );
}

#[test]
fn wrong_types_and_ranges_name_the_value_and_what_is_allowed() {
    assert_eq!(
        refused(&section("difficulty = \"extreme\"")),
        "error: book.toml:7: `section[1].difficulty`: the string \"extreme\" is not a difficulty; use \"easy\", \"medium\", \"hard\", or a whole number from 1 to 10\n"
    );
    assert_eq!(
        refused(&section("difficulty = 11")),
        "error: book.toml:7: `section[1].difficulty`: the number 11 is not a difficulty; use \"easy\", \"medium\", \"hard\", or a whole number from 1 to 10\n"
    );
    assert_eq!(
        refused(&section("").replace("count = 3", "count = \"three\"")),
        "error: book.toml:6: `section[1].count`: expected a whole number from 1 to 1000, found the string \"three\"\n"
    );
    assert_eq!(
        refused(&section("").replace("count = 3", "count = 0")),
        "error: book.toml:6: `section[1].count`: 0 is out of range; expected a whole number from 1 to 1000\n"
    );
    assert_eq!(
        refused(&section("per-page = 3")),
        "error: book.toml:7: `section[1].per-page`: 3 puzzles per page cannot be laid out; use 1, 2, 4, 6\n"
    );
    assert_eq!(
        refused(&section("wall = \"0.2pt\"")),
        "error: book.toml:7: `section[1].wall`: 0.2pt is out of range; walls must be from 0.75pt (thinner lines print unreliably) to 6pt\n"
    );
    assert_eq!(
        refused(&book("seed = -4")),
        "error: book.toml:3: `book.seed`: -4 is out of range; expected a whole number from 0 to 9223372036854775807\n"
    );
}

#[test]
fn bad_choices_list_the_choices() {
    assert_eq!(
        refused(&book("page-size = \"b5\"")),
        "error: book.toml:3: `book.page-size`: \"b5\" is not a page size; use \"a4\", \"a5\", \"letter\", \"8.5x11\", \"6x9\", \"8x10\", \"8.5x8.5\" or \"7x10\" or explicit sizes such as \"210mm x 297mm\" or \"8.5in x 11in\"\n"
    );
    assert_eq!(
        refused(&book("margin = \"2 miles\"")),
        "error: book.toml:3: `book.margin`: \"2 miles\" is not a length; use a length with a unit, such as \"12mm\", \"1.5cm\", \"0.5in\" or \"18pt\"\n"
    );
    assert_eq!(
        refused(&book("font = \"comic-sans\"")),
        "error: book.toml:3: `book.font`: \"comic-sans\" is not a font; use \"quicksand\" or \"andika\" or the path of a font file (.ttf or .otf) relative to the spec\n"
    );
    assert_eq!(
        refused(&section("algorithm = \"wilsons\"")),
        "error: book.toml:7: `section[1].algorithm`: \"wilsons\" is not allowed here (did you mean \"wilson\"?); use \"backtracker\", \"wilson\", \"kruskal\", \"prim\", \"growing-tree\", \"growing-tree-newest\", \"growing-tree-random\", \"hunt-and-kill\", \"eller\", \"sidewinder\", \"binary-tree\", \"division\" or \"aldous-broder\"\n"
    );
    assert_eq!(
        refused(&format!("{}\n[answers]\nwhere = \"front\"\n", book(""))),
        "error: book.toml:10: `answers.where`: \"front\" is not allowed here; use \"end\", \"after-section\" or \"none\"\n"
    );
    assert_eq!(
        refused(&section("").replace("kind = \"grid\"", "kind = \"gird\"")),
        "error: book.toml:5: `section[1].kind`: the string \"gird\" is not a puzzle kind (did you mean \"grid\"?); use \"grid\", \"block\", \"viennese\", \"magic-labyrinth\", \"rotation\" or \"theseus\"\n"
    );
}

#[test]
fn impossible_requests_are_refused_before_any_work() {
    assert_eq!(
        refused(&section("difficulty = \"hard\"\nwidth = 5")),
        "error: book.toml:8: `section[1].width`: a 5×5 maze is too small for difficulty hard: it needs at least 225 cells (e.g. 15×15)\n"
    );
    assert_eq!(
        refused(&section("width = 200\nper-page = 6")),
        "error: book.toml:3: `section[1].width`: a 200×200 maze would print with corridors 0.9 mm wide, but it needs at least 4.0 mm to be legible (about 46×46 cells fit), even one to a page; ask for a smaller width, or use smaller margins or a larger page\n"
    );
    assert_eq!(
        refused(&book("margin = \"4in\"")),
        "error: book.toml:3: `book.margin`: the margins leave less than 40% of the page for puzzles; make them smaller\n"
    );
}

#[test]
fn legibility_is_judged_on_the_whole_width_when_marks_can_stand_above_and_below() {
    // 61 columns at 3 mm fill an A4 body exactly. Such cells are too small for
    // 6 mm marks, but a wide maze leaves room above and below it, where the
    // marks' full-size copies stand, so only a wider maze is refused.
    let stderr = refused(&section("difficulty = \"hard\"\nwidth = 64\nheight = 40"));
    assert!(
        stderr.starts_with(
            "error: book.toml:3: `section[1].width`: a 64×40 maze would print with corridors 2."
        ) && stderr.contains("even one to a page"),
        "{stderr}"
    );
    assert!(stderr.contains("it needs at least 3.0 mm"), "{stderr}");
}

#[test]
fn a_misspelt_required_key_in_a_section_is_reported_as_a_typo() {
    assert_eq!(
        refused(&section("").replace("count = 3", "cuont = 3")),
        format!(
            "error: book.toml:6: `section[1].cuont`: unknown key in [section[1]]; did you mean `count`? allowed keys: {}\n",
            section_keys("grid")
        )
    );
}

#[test]
fn a_templates_folder_that_does_not_exist_is_an_error() {
    let stderr = refused(&book("templates = \"nowhere\""));
    assert!(
        stderr.starts_with("error: book.toml:3: `book.templates`: the folder \""),
        "{stderr}"
    );
    assert!(stderr.ends_with("nowhere\" does not exist; it should hold the page templates to replace, such as title.svg or puzzles.svg\n"), "{stderr}");
}

#[test]
fn missing_parts_are_named() {
    assert_eq!(
        refused("[book]\ntitle = \"x\"\n"),
        "error: book.toml: `section`: missing: add at least one [[section]] of puzzles\n"
    );
    assert_eq!(
        refused(&format!("[book]\nauthor = \"me\"\n{SECTION}")),
        "error: book.toml:1: `book.title`: missing: every book needs a title\n"
    );
    assert_eq!(
        refused(SECTION),
        "error: book.toml: `book`: missing: the spec needs a [book] table with at least a title\n"
    );
    assert_eq!(
        refused(&section("").replace("count = 3\n", "")),
        "error: book.toml:3: `section[1].count`: missing: say how many puzzles (1 to 1000)\n"
    );
}

#[test]
fn broken_toml_points_at_the_line() {
    assert_eq!(
        refused("[book]\ntitle = \"x\n[[section]]\n"),
        "error: book.toml:2: not valid TOML: invalid basic string, expected `\"`\n"
    );
}

#[test]
fn a_band_that_cannot_be_met_fails_with_the_reason_after_bounded_tries() {
    let stderr = refused(&section("algorithm = \"binary-tree\"\ndifficulty = 10"));
    assert!(
        stderr.starts_with("error: section 1 (\"a\"), puzzle "),
        "{stderr}"
    );
    assert!(
        stderr.contains("no puzzle met the request in 500 attempts"),
        "{stderr}"
    );
    assert!(
        stderr
            .trim_end()
            .ends_with("try another difficulty, size or algorithm"),
        "{stderr}"
    );
}

#[test]
fn a_missing_spec_file_is_an_error_that_suggests_init() {
    let dir = tempfile::tempdir().unwrap();
    let output = mazebook()
        .args(["build", "nope.toml"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: nope.toml: cannot read the spec: No such file or directory (os error 2); `mazebook init` writes a starter book.toml to begin with\n"
    );
    assert!(
        std::fs::read_dir(dir.path()).unwrap().next().is_none(),
        "nothing written"
    );
}

#[test]
fn usage_errors_exit_2() {
    mazebook()
        .args(["build", "--no-such-flag"])
        .assert()
        .code(2);
    mazebook()
        .args(["puzzle", "grid", "--difficulty", "extreme"])
        .assert()
        .code(2);
}

#[test]
fn control_characters_and_absurd_pages_name_their_key() {
    let control = crate::common::refused_build(
        "[book]\ntitle = \"Bad\\u0007title\"\n[[section]]\ntitle = \"a\"\nkind = \"grid\"\ncount = 1\n",
    );
    assert!(
        control.contains("`book.title`: contains the control character U+0007"),
        "{control}"
    );
    let huge = crate::common::refused_build(
        "[book]\ntitle = \"x\"\npage-size = \"6000mm x 200mm\"\n[[section]]\ntitle = \"a\"\nkind = \"grid\"\ncount = 1\n",
    );
    assert!(
        huge.contains("`book.page-size`: a page 236.22 in wide is not allowed"),
        "{huge}"
    );
}

fn block_section(extra: &str) -> String {
    format!(
        "[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"block\"\ncount = 3\n{extra}\n"
    )
}

#[test]
fn block_sections_name_the_key_and_what_is_allowed() {
    assert_eq!(
        refused(&block_section("width = 3")),
        "error: book.toml:7: `section[1].width`: 3 is out of range; expected a whole number from 5 to 4001\n"
    );
    assert_eq!(
        refused(&block_section("difficulty = \"hard\"\nwidth = 11")),
        "error: book.toml:8: `section[1].width`: a 11×11 block maze is too small for difficulty hard: each side needs at least 25 cells\n"
    );
    assert_eq!(
        refused(&block_section("answer-style = \"grey\"")),
        "error: book.toml:7: `section[1].answer-style`: \"grey\" is not allowed here; use \"path\" or \"explored\"\n"
    );
    assert_eq!(
        // At 4 per page, 25 × 25 (hard's smallest side) fits and is printed
        // (preflight::sizes); at 6, not even that.
        refused(&block_section("difficulty = \"hard\"\nper-page = 6")),
        "error: book.toml:3: `section[1].per-page`: at 6 per page, a 39×39 block maze would print with corridors 1.7 mm wide, but it needs at least 3.0 mm to be legible (about 22×22 cells fit); at most 1 per page fit\n"
    );
    assert_eq!(
        refused(&block_section("wall = \"2pt\"")),
        format!(
            "error: book.toml:7: `section[1].wall`: unknown key in [section[1]]; allowed keys: {}\n",
            section_keys("block")
        )
    );
}

#[test]
fn an_empty_or_quoted_key_is_named_as_written() {
    assert_eq!(
        refused(&format!("\"\" = 1\n{}", book(""))),
        format!(
            "error: book.toml:1: `\"\"`: unknown key at the top level; allowed keys: {}\n",
            mazebook::spec::TOP_KEYS.join(", ")
        )
    );
    assert_eq!(
        refused(&book("\"page size\" = \"a4\"")),
        format!(
            "error: book.toml:3: `book.\"page size\"`: unknown key in [book]; did you mean `page-size`? allowed keys: {}\n",
            book_keys()
        )
    );
}

#[test]
fn an_empty_title_is_refused_not_printed_as_nothing() {
    assert_eq!(
        refused("[book]\ntitle = \"  \"\n[[section]]\ntitle = \"a\"\nkind = \"grid\"\ncount = 3\n"),
        "error: book.toml:2: `book.title`: is empty; give it the words to print\n"
    );
    assert_eq!(
        refused(
            &SECTION
                .replace("title = \"a\"", "title = \"\"")
                .replace("[[section]]", "[book]\ntitle = \"x\"\n[[section]]")
        ),
        "error: book.toml:4: `section[1].title`: is empty; give it the words to print\n"
    );
    assert_eq!(
        refused(&format!("{}[answers]\ntitle = \"\"\n", book(""))),
        "error: book.toml:9: `answers.title`: is empty; give it the words to print\n"
    );
}

#[test]
fn a_book_of_too_many_sections_is_refused_before_any_work() {
    let many = SECTION.repeat(101);
    assert_eq!(
        refused(&format!("[book]\ntitle = \"x\"\n{many}")),
        "error: book.toml:3: `section`: 101 sections is too many; a book holds at most 100 (put more puzzles in each)\n"
    );
}

#[test]
fn a_book_of_too_many_puzzles_names_the_count_that_overflows() {
    let full = SECTION.replace("count = 3", "count = 1000");
    let spec = format!("[book]\ntitle = \"x\"\n{}", full.repeat(11));
    assert_eq!(
        refused(&spec),
        "error: book.toml:43: `section[11].count`: the book would hold 11000 puzzles by this section; a book holds at most 10000\n"
    );
}

#[test]
fn a_maze_too_big_for_any_page_blames_its_size_not_per_page() {
    assert_eq!(
        refused(
            "[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"grid\"\ncount = 1\nwidth = 1000\nheight = 1000\n"
        ),
        "error: book.toml:3: `section[1].width`: a 1000×1000 maze would print with corridors 0.2 mm wide, but it needs at least 4.0 mm to be legible (about 46×46 cells fit), even one to a page; ask for a smaller width, or use smaller margins or a larger page\n"
    );
}

#[test]
fn large_answer_keys_get_fewer_to_a_page_even_when_per_page_is_chosen() {
    // `[answers] per-page` is the most a page holds: keys that would not be
    // legible that small get fewer a page instead of the book being refused.
    let hard = "[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"rotation\"\ncount = 2\ndifficulty = 10\n";
    for answers in ["", "[answers]\nper-page = 6\n"] {
        let (dir, spec) = spec_in_temp(&format!("{hard}{answers}"));
        build(&spec, &dir.path().join("out"), &["--svg"]);
    }
}

#[test]
fn requests_no_puzzle_can_meet_are_refused_before_any_work_naming_the_key() {
    let section = |kind: &str, extra: &str| {
        format!(
            "[book]\ntitle = \"x\"\n[[section]]\ntitle = \"a\"\nkind = \"{kind}\"\ncount = 1\n{extra}\n"
        )
    };
    assert_eq!(
        refused(&section("rotation", "density = 0")),
        "error: book.toml:7: `section[1].density`: an empty board (density 0) has no goal more than 2 turns away, and 6 are asked; use a density above 0 (the default is 0.2)\n"
    );
    assert_eq!(
        refused(&section("viennese", "shape = \"roundabout\"\nheight = 1")),
        "error: book.toml:8: `section[1].height`: a roundabout of 1 ring is too small for difficulty medium; use 2 to 5 rings, or difficulty 3 or lower\n"
    );
}
