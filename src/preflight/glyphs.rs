//! Text the book's font cannot print: characters with no glyph in the font
//! print as empty boxes, so the build warns, naming the key and the characters
//! (a Greek title in a Latin-only font wants `font = "fonts/….ttf"`) — for the
//! spec's own text, and for what the program prints in the book's words and
//! its page numbers (a font of one's own may have no Latin letters or digits).

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
    let mut warnings: Vec<String> = texts
        .into_iter()
        .filter_map(|(key, text)| warning(spec, &key, text))
        .collect();
    warnings.extend(printed_words_warning(spec));
    warnings
}

/// One warning for the digits and table words the font lacks, naming the
/// `[words]` keys (the first few) so they can be given in letters it has.
fn printed_words_warning(spec: &BookSpec) -> Option<String> {
    let font = spec.book.font;
    let digits = font.missing("0123456789");
    let words = &spec.words.words;
    let keys: Vec<&str> = words
        .entries()
        .filter(|(_, word)| !font.missing(word).is_empty())
        .map(|(key, _)| key)
        .collect();
    if digits.is_empty() && keys.is_empty() {
        return None;
    }
    let mut parts = Vec::new();
    if !digits.is_empty() {
        parts.push("the page and puzzle numbers' digits".to_string());
    }
    if !keys.is_empty() {
        let shown: Vec<String> = keys.iter().take(6).map(|k| format!("`{k}`")).collect();
        let more = keys.len().saturating_sub(6);
        let tail = if more > 0 {
            format!(" and {more} more")
        } else {
            String::new()
        };
        parts.push(format!("the words {}{tail}", shown.join(", ")));
    }
    Some(format!(
        "`book.font`: the font {} lacks characters the book prints ({}), which would print as empty boxes; choose a font that has them, or give the words in [words]",
        font.family(),
        parts.join(" and ")
    ))
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
