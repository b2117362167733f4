//! The error a bad book.toml gets: where (the key's dotted path and its line) and
//! what is wrong and allowed, in one sentence a user can act on.

use std::fmt;

/// A problem with the spec, found before any work is done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecError {
    /// The file the spec came from, for the message.
    pub file: String,
    /// 1-based line of the offending key or value, when known.
    pub line: Option<usize>,
    /// Dotted path of the key, e.g. `section[2].difficulty` (empty for the file).
    pub key: String,
    pub message: String,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.key.is_empty()) {
            (Some(line), false) => {
                write!(f, "{}:{line}: `{}`: {}", self.file, self.key, self.message)
            }
            (None, false) => write!(f, "{}: `{}`: {}", self.file, self.key, self.message),
            (Some(line), true) => write!(f, "{}:{line}: {}", self.file, self.message),
            (None, true) => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for SpecError {}

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

/// "`a`, `b` or `c`".
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
    fn lists_read_naturally() {
        assert_eq!(
            one_of(&["end", "after-section", "none"]),
            "\"end\", \"after-section\" or \"none\""
        );
    }
}
