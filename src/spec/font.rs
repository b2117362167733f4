//! `[book] font` and `font-bold`: a shipped family by name ("quicksand",
//! "andika"), or a font file of the book's own, relative to book.toml, for
//! alphabets the shipped fonts lack (Greek, Cyrillic, Arabic, CJK…).

use std::path::Path;

use crate::fonts::{FontChoice, own};
use crate::keys::error::{SpecError, did_you_mean, one_of};
use crate::keys::table::Table;

/// File endings read as font files.
const FONT_FILES: [&str; 4] = [".ttf", ".otf", ".ttc", ".otc"];

/// Reads `font` (and `font-bold`, only beside a font file).
pub fn read(table: &mut Table, spec_dir: &Path) -> Result<FontChoice, SpecError> {
    let bold = table.string("font-bold")?;
    let Some(text) = table.string("font")? else {
        return match bold {
            None => Ok(FontChoice::default()),
            Some(_) => Err(table.error(
                "font-bold",
                "goes with a font file of the book's own: set `font = \"fonts/MyFont.ttf\"` too",
            )),
        };
    };
    if !looks_like_a_file(&text) {
        return shipped(table, &text, bold.is_some());
    }
    let bold_path = bold.map(|b| spec_dir.join(b));
    own::load(&spec_dir.join(&text), bold_path.as_deref())
        .map(FontChoice::Own)
        .map_err(|e| {
            let key = match bold_path.as_deref() {
                Some(bold) if e.path() == bold => "font-bold",
                _ => "font",
            };
            table.error(key, e.to_string())
        })
}

/// A shipped family's name.
fn shipped(table: &mut Table, name: &str, with_bold: bool) -> Result<FontChoice, SpecError> {
    let names = FontChoice::names();
    let Some(choice) = FontChoice::from_name(name) else {
        let hint = did_you_mean(name, &names)
            .map(|m| format!(" (did you mean \"{m}\"?)"))
            .unwrap_or_default();
        return Err(table.error(
            "font",
            format!(
                "\"{name}\" is not a font{hint}; use {} or the path of a font file (.ttf or .otf) relative to the spec",
                one_of(&names)
            ),
        ));
    };
    if with_bold {
        return Err(table.error(
            "font-bold",
            format!(
                "the shipped font {name} has its own bold; give `font-bold` only with a font file"
            ),
        ));
    }
    Ok(choice)
}

/// Whether `text` names a file rather than a shipped family.
fn looks_like_a_file(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    text.contains('/') || text.contains('\\') || FONT_FILES.iter().any(|end| lower.ends_with(end))
}
