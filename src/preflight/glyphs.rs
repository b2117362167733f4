//! Text the book's font cannot print: characters with no glyph in the font
//! vanish from the page, so the build warns, naming the key and the characters
//! (a Greek title in a Latin-only font wants `font = "fonts/….ttf"`).

use crate::spec::BookSpec;

/// One warning per text of the spec that uses characters the font lacks.
pub fn warnings(spec: &BookSpec) -> Vec<String> {
    let book = &spec.book;
    let mut texts: Vec<(String, &str)> = vec![("book.title".into(), &book.title)];
    texts.extend(
        book.subtitle
            .as_deref()
            .map(|t| ("book.subtitle".into(), t)),
    );
    texts.extend(book.author.as_deref().map(|t| ("book.author".into(), t)));
    for (index, section) in spec.sections.iter().enumerate() {
        let key = |name: &str| format!("section[{}].{name}", index + 1);
        texts.push((key("title"), &section.title));
        texts.extend(
            section
                .instructions
                .as_deref()
                .map(|t| (key("instructions"), t)),
        );
    }
    texts
        .into_iter()
        .filter_map(|(key, text)| warning(spec, &key, text))
        .collect()
}

fn warning(spec: &BookSpec, key: &str, text: &str) -> Option<String> {
    let missing = spec.book.font.missing(text);
    if missing.is_empty() {
        return None;
    }
    let shown: Vec<String> = missing.iter().take(12).map(|c| format!("'{c}'")).collect();
    Some(format!(
        "`{key}` uses characters the font {} lacks (they would print as empty boxes): {}; choose a font that has them (`font = \"fonts/….ttf\"`)",
        spec.book.font.family(),
        shown.join(" ")
    ))
}
