//! `book.html`, the playable companion: one self-contained page with the book's
//! title, a contents list and every puzzle, section by section, each playable
//! with mouse, touch and keyboard. It is made from the same finished puzzles as
//! book.pdf and book.json (never made again), and needs nothing from outside:
//! the scripts and the style are inline, the book's font is embedded (cut down
//! to the characters used) and a Content-Security-Policy forbids every request.
//!
//! The page's contract for scripts (`data-puzzle`, `data-kind`, `data-state`,
//! `data-cell`, `data-node`, `data-action`) is in docs/formats.md.

mod data;
pub mod font;
pub mod kinds;
mod page;

pub use page::escape;

use std::collections::BTreeSet;
use std::io::Write;

use crate::layout::plan::Plan;
use crate::pipeline::BookPuzzle;
use crate::spec::BookSpec;

/// The scripts every page carries, before the kinds' players.
const CORE_SCRIPTS: [&str; 2] = [
    include_str!("assets/core.js"),
    include_str!("assets/path.js"),
];

/// The page's style (the book's colours and font are set before it).
const STYLE: &str = include_str!("assets/companion.css");

/// Writes book.html for the built book.
pub fn write(
    out: &mut dyn Write,
    spec: &BookSpec,
    plan: &Plan,
    puzzles: &[BookPuzzle],
) -> std::io::Result<()> {
    let body = page::body(spec, plan, puzzles);
    let data = data::script_json(spec, puzzles);
    let scripts = scripts();
    let title = page::escape(&spec.book.title);
    let characters = characters_of(&[&body, &data, &scripts, &title]);
    let style = format!(
        "{}{}{STYLE}",
        fonts(spec, &characters),
        page::colours(&spec.style().palette)
    );
    write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"{CSP}\">\n\
         <meta name=\"generator\" content=\"mazebook\">\n\
         <title>{title}</title>\n<style>\n{style}</style>\n</head>\n<body>\n{body}\
         <script type=\"application/json\" id=\"book-data\">{data}</script>\n\
         <script>\n{scripts}startPlayers();\n</script>\n</body>\n</html>\n",
        lang = page::escape(&spec.book.language),
    )
}

/// Nothing may be fetched: no connection, no image, no font but the inline ones.
const CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; \
                   font-src data:; img-src data:; base-uri 'none'; form-action 'none'";

/// The core scripts and the player of every kind, in that order.
fn scripts() -> String {
    let players = kinds::PLAYERS.iter().map(|player| player.script);
    CORE_SCRIPTS.into_iter().chain(players).collect()
}

/// Every character the page can show: the font keeps these glyphs only.
fn characters_of(texts: &[&str]) -> BTreeSet<char> {
    let printable_ascii = (' '..='~').collect::<Vec<char>>();
    texts
        .iter()
        .flat_map(|text| text.chars())
        .chain(printable_ascii)
        .filter(|c| !c.is_control())
        .collect()
}

/// The `@font-face` rules of the book's regular and bold faces, each cut down
/// to `characters`; a face that cannot be cut is left out (the browser's
/// sans-serif stands in).
fn fonts(spec: &BookSpec, characters: &BTreeSet<char>) -> String {
    use base64::Engine;
    let faces = spec.book.font.faces();
    [(faces[0], 400), (faces[1], 700)]
        .into_iter()
        .filter_map(|(face, weight)| {
            let cut = font::subset(face, characters)?;
            let encoded = base64::engine::general_purpose::STANDARD.encode(cut);
            Some(format!(
                "@font-face{{font-family:\"book\";font-weight:{weight};font-display:block;\
                 src:url(data:font/ttf;base64,{encoded}) format(\"truetype\")}}\n"
            ))
        })
        .collect()
}
