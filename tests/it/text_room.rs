//! Text that does not fit its page is refused before any work, naming the key,
//! against the room the book's real templates (built-in or its own) give it.

use crate::common::*;

fn long(words: usize) -> String {
    vec!["labyrinth"; words].join(" ")
}

#[test]
fn a_title_too_long_for_the_title_page_even_set_small_is_refused() {
    let spec = small_spec(&easy_section(2)).replace("Test Book", &long(60));
    let stderr = refused_build(&spec);
    assert!(stderr.contains("`book.title`: \"labyrinth "), "{stderr}");
    assert!(
        stderr.contains("on page 1 does not fit its ")
            && stderr.contains("even at 7 pt and wrapped onto 3 lines; shorten it"),
        "{stderr}"
    );
}

#[test]
fn instructions_too_long_for_the_opener_name_their_section() {
    // 200 words are set small on the opener; 420 do not fit even at 7 pt.
    let fits = easy_section(2) + &format!("instructions = \"{}\"\n", long(200));
    let (dir, path) = spec_in_temp(&small_spec(&fits));
    build(&path, &dir.path().join("out"), &["--strict"]);
    let section = easy_section(2) + &format!("instructions = \"{}\"\n", long(420));
    let stderr = refused_build(&small_spec(&section));
    assert!(
        stderr.contains("`section[1].instructions`: \"labyrinth "),
        "{stderr}"
    );
    assert!(stderr.contains("on page 2 does not fit"), "{stderr}");
}

#[test]
fn a_section_title_is_set_smaller_for_its_heading_and_refused_when_even_7_pt_is_too_long() {
    // Twelve words fit the puzzle pages' one-line heading set smaller.
    let smaller = easy_section(2).replace("\"Easy\"", &format!("\"{}\"", long(12)));
    let (dir, path) = spec_in_temp(&small_spec(&smaller));
    build(&path, &dir.path().join("out"), &["--strict"]);
    let section = easy_section(2).replace("\"Easy\"", &format!("\"{}\"", long(20)));
    let stderr = refused_build(&small_spec(&section));
    assert!(
        stderr.contains("`section[1].title`: \"labyrinth ")
            && stderr.contains("on page 2 does not fit its ")
            && stderr.contains("even at 7 pt and on one line"),
        "{stderr}"
    );
}

#[test]
fn an_author_longer_than_its_line_is_refused() {
    let spec = small_spec(&easy_section(2))
        .replace("seed = 7", &format!("seed = 7\nauthor = \"{}\"", long(40)));
    let stderr = refused_build(&spec);
    assert!(stderr.contains("`book.author`: \"labyrinth "), "{stderr}");
    assert!(stderr.contains("wrapped onto 2 lines"), "{stderr}");
}

#[test]
fn an_answers_title_longer_than_its_heading_is_refused() {
    let spec = small_spec(&easy_section(2)) + &format!("[answers]\ntitle = \"{}\"\n", long(30));
    let stderr = refused_build(&spec);
    assert!(stderr.contains("`answers.title`: \"labyrinth "), "{stderr}");
    assert!(stderr.contains("even at 7 pt and on one line"), "{stderr}");
}

#[test]
fn a_books_own_template_gives_its_own_room() {
    // The built-in title page refuses this title; a title page of one's own
    // that sets it in small type over the whole page takes it.
    let built_in = small_spec(&easy_section(2)).replace("Test Book", &long(60));
    assert!(refused_build(&built_in).contains("`book.title`"));
    let spec = built_in.replace("seed = 7", "seed = 7\ntemplates = \"mine\"");
    let (dir, path) = spec_in_temp(&spec);
    std::fs::create_dir(dir.path().join("mine")).unwrap();
    std::fs::write(
        dir.path().join("mine/title.svg"),
        "{%- set lines = wrap(book.title, 8, page.content.width) %}{{ room('book.title', lines | length, 10, page.content.height) }}<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{{ num(page.width) }}pt\" height=\"{{ num(page.height) }}pt\">{% for line in lines %}<text y=\"{{ 20 + loop.index0 * 10 }}\" font-size=\"8\">{{ line }}</text>{% endfor %}</svg>",
    )
    .unwrap();
    build(&path, &dir.path().join("out"), &[]);
    assert!(dir.path().join("out/book.pdf").exists());
}

#[test]
fn text_of_a_million_characters_is_refused_naming_its_key() {
    // Refused by its length before anything lays it out: this used to take minutes.
    let huge = "abcdefgh".repeat(125_000);
    let author =
        small_spec(&easy_section(1)).replace("seed = 7", &format!("seed = 7\nauthor = \"{huge}\""));
    let stderr = refused_build(&author);
    assert!(
        stderr.contains("`book.author`: is 1000000 characters long; it may have at most 1000"),
        "{stderr}"
    );
    let answers = small_spec(&easy_section(1)) + &format!("[answers]\ntitle = \"{huge}\"\n");
    assert!(refused_build(&answers).contains("`answers.title`: is 1000000 characters"));
}
