//! The grid's folder rule, read from the source: the independent checkers share no
//! code with the generators and the drawing, and those reach the checkers only
//! through the front door's one gate.
//!
//! - Every file in `src/puzzle/grid/checkers/` uses, from this crate, only its own
//!   folder and `puzzle::{Metrics, metrics, error}` (named numbers, the shared
//!   wrong-branch measure over any neighbour function, the error type): nothing
//!   from `grid/rectangle/`, `grid/shaped/`, the front door or `puzzle::cells`.
//!   A file's closing `mod tests` block is exempt: tests may make mazes with the
//!   generators to check them.
//! - Outside `checkers/`, only `grid/finish.rs` (a made maze checked into a
//!   finished one) and `grid/analyze.rs` (a JSON form checked) name the checkers,
//!   tests included; the generators and drawing never do.
//!
//! Paths are read from `use` lines (brace groups expanded) and from paths written
//! inline, `super::` and `self::` resolved against the file's own module.

use std::fs;
use std::path::{Path, PathBuf};

const GRID: &str = "src/puzzle/grid";
const CHECKERS: &str = "crate::puzzle::grid::checkers";

/// What a checker may use from this crate, besides its own folder.
const CHECKERS_MAY_USE: [&str; 3] = [
    "crate::puzzle::Metrics",
    "crate::puzzle::metrics",
    "crate::puzzle::error",
];

/// The front door's files that may name the checkers.
const GATES: [&str; 2] = ["finish.rs", "analyze.rs"];

#[test]
fn checkers_use_nothing_of_the_generators_or_the_front_door() {
    let mut offences = Vec::new();
    for file in rust_files(&root().join(GRID).join("checkers")) {
        for path in crate_paths(&file, false) {
            let own = is_under(&path, CHECKERS);
            if !own
                && !CHECKERS_MAY_USE
                    .iter()
                    .any(|allowed| is_under(&path, allowed))
            {
                offences.push(format!("{}: {path}", shown(&file)));
            }
        }
    }
    assert!(
        offences.is_empty(),
        "the checkers may use only their own folder and {CHECKERS_MAY_USE:?}:\n{}",
        offences.join("\n")
    );
}

#[test]
fn only_the_gates_name_the_checkers() {
    let grid = root().join(GRID);
    let mut offences = Vec::new();
    let mut gates_seen = 0;
    for file in rust_files(&grid) {
        if file.starts_with(grid.join("checkers")) {
            continue;
        }
        let named = crate_paths(&file, true)
            .into_iter()
            .filter(|path| is_under(path, CHECKERS))
            .collect::<Vec<_>>();
        let gate =
            file.parent() == Some(grid.as_path()) && GATES.iter().any(|name| file.ends_with(name));
        match (gate, named.is_empty()) {
            (true, false) => gates_seen += 1,
            (false, false) => offences.push(format!("{}: {}", shown(&file), named.join(", "))),
            _ => {}
        }
    }
    assert!(
        offences.is_empty(),
        "outside grid/checkers/, only grid/{GATES:?} may use the checkers:\n{}",
        offences.join("\n")
    );
    // The reading works: both gates are seen using the checkers.
    assert_eq!(gates_seen, GATES.len());
}

#[test]
fn use_lines_are_read_whole() {
    let text = "use super::{a::{B, c as d}, self as e};\nuse crate::x::{self, y};\nfn f() { crate::z::g(); }\n// crate::not::this\n";
    let paths = paths_in(text, "crate::m::n", false);
    assert_eq!(
        paths,
        [
            "crate::m::a::B",
            "crate::m::a::c",
            "crate::m",
            "crate::x",
            "crate::x::y",
            "crate::z::g",
        ]
    );
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn shown(file: &Path) -> String {
    file.strip_prefix(root())
        .unwrap_or(file)
        .display()
        .to_string()
}

/// Every `.rs` file under `dir`, in name order.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    files
}

/// `path` is `prefix` or lies below it.
fn is_under(path: &str, prefix: &str) -> bool {
    path == prefix || path.starts_with(&format!("{prefix}::"))
}

/// The module a file is: `src/a/b.rs` and `src/a/b/mod.rs` are `crate::a::b`.
fn module_of(file: &Path) -> String {
    let relative = file
        .strip_prefix(root().join("src"))
        .expect("a file under src/")
        .with_extension("");
    let mut parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|last| last == "mod") {
        parts.pop();
    }
    std::iter::once("crate".to_string())
        .chain(parts)
        .collect::<Vec<_>>()
        .join("::")
}

/// The crate paths `file` uses, resolved; its closing `mod tests` block counted
/// only when `with_tests`.
fn crate_paths(file: &Path, with_tests: bool) -> Vec<String> {
    let text = fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    paths_in(&text, &module_of(file), with_tests)
}

/// The crate paths in `text`, the source of module `module`.
fn paths_in(text: &str, module: &str, with_tests: bool) -> Vec<String> {
    let mut paths = Vec::new();
    let mut statement: Option<String> = None;
    for line in without_comments(text, with_tests).lines() {
        let trimmed = line.trim_start();
        let starts_use = trimmed.starts_with("use ")
            || trimmed.starts_with("pub ") && trimmed.contains(" use ")
            || trimmed.starts_with("pub(") && trimmed.contains(") use ");
        if statement.is_none() && !starts_use {
            paths.extend(inline_paths(line));
            continue;
        }
        let so_far = statement.get_or_insert_with(String::new);
        so_far.push(' ');
        so_far.push_str(line);
        if let Some(end) = so_far.find(';') {
            let tree = &so_far[so_far.find("use ").map_or(0, |at| at + 4)..end];
            expand(tree, "", &mut paths);
            statement = None;
        }
    }
    paths
        .into_iter()
        .filter_map(|path| resolve(&path, module))
        .collect()
}

fn is_word(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_'
}

/// The source without `//` comments, cut before the closing `mod tests` block
/// unless `with_tests`.
fn without_comments(text: &str, with_tests: bool) -> String {
    let mut lines = Vec::new();
    let all: Vec<&str> = text.lines().collect();
    for (n, line) in all.iter().enumerate() {
        let trimmed = line.trim();
        let tests_start = trimmed == "#[cfg(test)]"
            && all
                .get(n + 1)
                .is_some_and(|next| next.trim() == "mod tests {");
        if tests_start && !with_tests {
            break;
        }
        let code = match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        };
        lines.push(code);
    }
    lines.join("\n")
}

/// Paths written inline: `crate::…`, `super::…`, `self::…`.
fn inline_paths(code: &str) -> Vec<String> {
    let bytes = code.as_bytes();
    let mut paths = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts = ["crate::", "super::", "self::"]
            .iter()
            .any(|head| bytes[i..].starts_with(head.as_bytes()));
        if starts && (i == 0 || !is_word(bytes[i - 1]) && bytes[i - 1] != b':') {
            let mut end = i;
            while end < bytes.len() && (is_word(bytes[end]) || bytes[end] == b':') {
                end += 1;
            }
            paths.push(code[i..end].trim_end_matches(':').to_string());
            i = end;
        } else {
            i += 1;
        }
    }
    paths
}

/// Expands a use tree (`a::{b, c::{d}}`) into whole paths, aliases dropped.
fn expand(tree: &str, prefix: &str, out: &mut Vec<String>) {
    let tree = tree.trim();
    let join = |head: &str| match (prefix.is_empty(), head) {
        (true, _) => head.to_string(),
        (false, "self") => prefix.to_string(),
        (false, _) => format!("{prefix}::{head}"),
    };
    match tree.find('{') {
        Some(open) => {
            let head = tree[..open].trim_end_matches("::").trim();
            let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
            let base = if head.is_empty() {
                prefix.to_string()
            } else {
                join(head)
            };
            for part in split_top_level(inner) {
                expand(part, &base, out);
            }
        }
        None => {
            let head = tree.split(" as ").next().unwrap_or(tree).trim();
            if !head.is_empty() {
                out.push(join(head));
            }
        }
    }
}

/// `inner` split at the commas outside braces.
fn split_top_level(inner: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut from) = (Vec::new(), 0, 0);
    for (at, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[from..at]);
                from = at + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[from..]);
    parts.into_iter().filter(|p| !p.trim().is_empty()).collect()
}

/// `path` as a `crate::` path, `super::` and `self::` taken from `module`;
/// `None` for paths into other crates.
fn resolve(path: &str, module: &str) -> Option<String> {
    let mut parts: Vec<&str> = path.split("::").collect();
    let mut base: Vec<&str> = match parts.first() {
        Some(&"crate") => {
            parts.remove(0);
            vec!["crate"]
        }
        Some(&"super") | Some(&"self") => module.split("::").collect(),
        _ => return None,
    };
    while let Some(&first) = parts.first() {
        match first {
            "super" => {
                base.pop();
            }
            "self" => {}
            _ => break,
        }
        parts.remove(0);
    }
    base.extend(parts);
    Some(base.join("::"))
}
