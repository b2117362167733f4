//! The error a bad book.toml gets: where (the key's dotted path and its line) and
//! what is wrong and allowed, in one sentence a user can act on.

/// A problem with the spec, found before any work is done. It reads
/// ``file:line: `key`: message``, leaving out the line and the key when not known.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}{at_line}: {at_key}{message}", at_line = line_text(*.line), at_key = key_text(.key))]
pub struct SpecError {
    /// The file the spec came from, for the message.
    pub file: String,
    /// 1-based line of the offending key or value, when known.
    pub line: Option<usize>,
    /// Dotted path of the key, e.g. `section[2].difficulty` (empty for the file).
    pub key: String,
    /// What is wrong and what is allowed.
    pub message: String,
}

/// ":12" after the file name, or nothing when the line is not known.
fn line_text(line: Option<usize>) -> String {
    line.map_or_else(String::new, |line| format!(":{line}"))
}

/// "`section[2].difficulty`: ", or nothing for the file as a whole.
fn key_text(key: &str) -> String {
    if key.is_empty() {
        String::new()
    } else {
        format!("`{key}`: ")
    }
}

/// The closest of `allowed` to `given`, if it is close enough to be a typo.
pub fn did_you_mean<'a>(given: &str, allowed: &[&'a str]) -> Option<&'a str> {
    allowed
        .iter()
        .map(|&candidate| (strsim::damerau_levenshtein(given, candidate), candidate))
        .filter(|&(distance, candidate)| {
            distance <= 2.max(candidate.len() / 4) && distance < candidate.len()
        })
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// The longest value a message quotes whole.
const QUOTED_CHARS: usize = 60;

/// `text` as a message quotes it: whole when short, else its start and "…",
/// so a refusal stays one readable line whatever was written.
pub fn shortened(text: &str) -> String {
    match text.char_indices().nth(QUOTED_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// `"a", "b" or "c"`.
pub fn one_of(allowed: &[&str]) -> String {
    let quoted: Vec<String> = allowed.iter().map(|a| format!("\"{a}\"")).collect();
    match quoted.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_close_misspellings_only() {
        let keys = ["title", "subtitle", "page-size", "seed"];
        assert_eq!(did_you_mean("titel", &keys), Some("title"));
        assert_eq!(did_you_mean("pagesize", &keys), Some("page-size"));
        assert_eq!(did_you_mean("colour", &keys), None);
    }

    #[test]
    fn messages_leave_out_what_is_not_known() {
        let error = |line, key: &str| {
            SpecError {
                file: "book.toml".into(),
                line,
                key: key.into(),
                message: "bad".into(),
            }
            .to_string()
        };
        assert_eq!(error(Some(4), "seed"), "book.toml:4: `seed`: bad");
        assert_eq!(error(None, "seed"), "book.toml: `seed`: bad");
        assert_eq!(error(Some(4), ""), "book.toml:4: bad");
        assert_eq!(error(None, ""), "book.toml: bad");
    }

    #[test]
    fn lists_read_naturally() {
        assert_eq!(
            one_of(&["end", "after-section", "none"]),
            "\"end\", \"after-section\" or \"none\""
        );
    }
}
