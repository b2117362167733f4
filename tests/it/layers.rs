//! The house rules between top-level modules: every module of `src/` sits in
//! one layer of the diagram in docs/ARCHITECTURE.md ("Layers", read from the
//! page itself, so the drawing is the rule), imports only from its own layer
//! and the layers below, and no two modules import each other, even through
//! others. Imports are read from the source: every `crate::` path (in `use`
//! lines, grouped or not, and written inline) and every `super::` path that
//! climbs out of its top-level module; comments and string literals are skipped.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One use of another top-level module.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Import {
    from: String,
    to: String,
    /// Where: the file under `src/` and its line.
    place: String,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The layers drawn in docs/ARCHITECTURE.md: module → layer number. A row of
/// the drawing is `name N │ module module …`.
fn drawn_layers() -> BTreeMap<String, usize> {
    let page = std::fs::read_to_string(root().join("docs/ARCHITECTURE.md")).unwrap();
    let (_, after) = page
        .split_once("<!-- layers -->")
        .expect("the layer drawing");
    let block = after.split("```").nth(1).expect("the drawing's code block");
    let mut layers = BTreeMap::new();
    for row in block.lines() {
        let Some((left, modules)) = row.split_once('│') else {
            continue;
        };
        let Some(Ok(layer)) = left.split_whitespace().last().map(str::parse::<usize>) else {
            continue;
        };
        for module in modules.split_whitespace() {
            let twice = layers.insert(module.to_string(), layer);
            assert!(twice.is_none(), "{module} is drawn in two layers");
        }
    }
    layers
}

/// The top-level modules: `src/NAME.rs` and `src/NAME/`, besides the roots.
fn top_modules() -> BTreeSet<String> {
    let entries = std::fs::read_dir(root().join("src")).unwrap();
    let names = entries.map(|entry| {
        let path = entry.unwrap().path();
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        (path.is_dir() || path.extension().is_some_and(|e| e == "rs")).then_some(stem)
    });
    let roots = ["lib", "main"];
    names
        .flatten()
        .filter(|name| !roots.contains(&name.as_str()))
        .collect()
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The module path of a file under `src/`: `puzzle/grid/mod.rs` → puzzle, grid.
fn module_path(relative: &Path) -> Vec<String> {
    let mut path: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    let file = path.pop().unwrap_or_default();
    let stem = file.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" && stem != "main" {
        path.push(stem.to_string());
    }
    path
}

/// Every use of another top-level module in the crate.
fn imports() -> Vec<Import> {
    let src = root().join("src");
    let mut found = Vec::new();
    for file in rust_files(&src) {
        let relative = file.strip_prefix(&src).unwrap().to_path_buf();
        let path = module_path(&relative);
        let Some(from) = path.first().cloned() else {
            continue; // lib.rs and main.rs declare the modules.
        };
        let code = code_only(&std::fs::read_to_string(&file).unwrap());
        for (to, offset) in top_modules_named(&code, &path) {
            let line = code[..offset].matches('\n').count() + 1;
            let place = format!("src/{}:{line}", relative.display());
            if to != from {
                found.push(Import {
                    from: from.clone(),
                    to,
                    place,
                });
            }
        }
    }
    found
}

/// `text` with comments and the insides of string and character literals
/// blanked out (line breaks kept, so offsets keep their lines).
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let end = literal_or_comment_end(&chars, i).unwrap_or(i + 1);
        let blank = end > i + 1;
        out.extend(chars[i..end].iter().map(|&c| match c {
            '\n' => '\n',
            _ if blank => ' ',
            _ => c,
        }));
        i = end;
    }
    out
}

/// Where a comment or a literal starting at `i` ends, if one starts there.
fn literal_or_comment_end(chars: &[char], i: usize) -> Option<usize> {
    let previous = i.checked_sub(1).map(|p| chars[p]);
    match (chars[i], chars.get(i + 1).copied()) {
        ('/', Some('/')) => line_comment_end(chars, i),
        ('/', Some('*')) => block_comment_end(chars, i),
        ('"', _) => string_end(chars, i + 1),
        ('r', Some('"' | '#')) if !is_identifier(previous) => {
            let hashes = raw_string_hashes(chars, i + 1)?;
            raw_string_end(chars, i + 2 + hashes, hashes)
        }
        ('\'', _) => char_literal_end(chars, i),
        _ => None,
    }
}

fn is_identifier(c: Option<char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || c == '_')
}

fn line_comment_end(chars: &[char], from: usize) -> Option<usize> {
    let end = chars[from..].iter().position(|&c| c == '\n');
    Some(end.map_or(chars.len(), |end| from + end))
}

/// The end of a (nested) block comment starting at `from`.
fn block_comment_end(chars: &[char], from: usize) -> Option<usize> {
    let (mut depth, mut i) = (0, from);
    while i + 1 < chars.len() {
        match (chars[i], chars[i + 1]) {
            ('/', '*') => (depth, i) = (depth + 1, i + 2),
            ('*', '/') if depth == 1 => return Some(i + 2),
            ('*', '/') => (depth, i) = (depth - 1, i + 2),
            _ => i += 1,
        }
    }
    Some(chars.len())
}

/// The end of a string whose text starts at `from` (escapes honoured).
fn string_end(chars: &[char], from: usize) -> Option<usize> {
    let mut i = from;
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    Some(chars.len())
}

/// The number of `#` of a raw string whose `#`s or quote start at `from`.
fn raw_string_hashes(chars: &[char], from: usize) -> Option<usize> {
    let hashes = chars[from..].iter().take_while(|&&c| c == '#').count();
    (chars.get(from + hashes) == Some(&'"')).then_some(hashes)
}

fn raw_string_end(chars: &[char], from: usize, hashes: usize) -> Option<usize> {
    let closing: Vec<char> = std::iter::once('"')
        .chain(std::iter::repeat_n('#', hashes))
        .collect();
    let end = (from..chars.len()).find(|&i| chars[i..].starts_with(&closing));
    Some(end.map_or(chars.len(), |end| end + closing.len()))
}

/// The end of a character literal at `from`; `None` for a lifetime (`'a`).
fn char_literal_end(chars: &[char], from: usize) -> Option<usize> {
    match (chars.get(from + 1), chars.get(from + 2)) {
        (Some('\\'), _) => {
            let close = chars.get(from + 3..)?.iter().position(|&c| c == '\'')?;
            Some(from + 4 + close)
        }
        (Some(_), Some('\'')) => Some(from + 3),
        _ => None,
    }
}

/// The top-level modules that `code` (of the module at `path`) names, with
/// where: the first segment after `crate::` (each one of a `crate::{…}`
/// group), and after `super::` chains that climb to the crate root.
fn top_modules_named(code: &str, path: &[String]) -> Vec<(String, usize)> {
    let mut named = Vec::new();
    for (offset, _) in code.match_indices("crate::") {
        let before = code[..offset].chars().next_back();
        if is_identifier(before) || before == Some('$') {
            continue;
        }
        let rest = &code[offset + "crate::".len()..];
        named.extend(first_segments(rest).into_iter().map(|name| (name, offset)));
    }
    for (offset, _) in code.match_indices("super::") {
        let before = code[..offset].chars().next_back();
        let starts_chain = !is_identifier(before) && !code[..offset].ends_with("::");
        if !starts_chain {
            continue;
        }
        let depth = path.len() + inline_module_depth(&code[..offset]);
        let mut rest = &code[offset..];
        let mut climbs = 0;
        while let Some(tail) = rest.strip_prefix("super::") {
            (rest, climbs) = (tail.trim_start(), climbs + 1);
        }
        if climbs >= depth {
            named.extend(first_segments(rest).into_iter().map(|name| (name, offset)));
        }
    }
    named
}

/// How many inline `mod name { … }` blocks are open at the end of `code`.
fn inline_module_depth(code: &str) -> usize {
    let mut open: Vec<usize> = Vec::new();
    let mut depth = 0;
    let words: Vec<&str> = code.split_inclusive(['{', '}']).collect();
    for piece in words {
        if let Some(before) = piece.strip_suffix('{') {
            let head: Vec<&str> = before.split_whitespace().collect();
            if head.len() >= 2 && head[head.len() - 2] == "mod" {
                open.push(depth);
            }
            depth += 1;
        } else if piece.ends_with('}') {
            depth = depth.saturating_sub(1);
            if open.last() == Some(&depth) {
                open.pop();
            }
        }
    }
    open.len()
}

/// The first path segment of `rest` (what follows `crate::`), or of each path
/// in a `{…}` group.
fn first_segments(rest: &str) -> Vec<String> {
    let identifier = |text: &str| -> String {
        let text = text.trim_start();
        let end = text
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(text.len());
        text[..end].to_string()
    };
    let Some(group) = rest.trim_start().strip_prefix('{') else {
        return vec![identifier(rest)];
    };
    let mut segments = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                segments.push(identifier(&group[start..i]));
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                segments.push(identifier(&group[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    segments.retain(|segment| !segment.is_empty());
    segments
}

/// The modules reachable from `start` along `edges`.
fn reachable(start: &str, edges: &BTreeMap<String, BTreeSet<String>>) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut stack = vec![start.to_string()];
    while let Some(module) = stack.pop() {
        for next in edges.get(&module).into_iter().flatten() {
            if seen.insert(next.clone()) {
                stack.push(next.clone());
            }
        }
    }
    seen
}

#[test]
fn every_top_level_module_is_drawn_in_one_layer() {
    let drawn: BTreeSet<String> = drawn_layers().into_keys().collect();
    let modules = top_modules();
    let undrawn: Vec<_> = modules.difference(&drawn).collect();
    let gone: Vec<_> = drawn.difference(&modules).collect();
    assert!(
        undrawn.is_empty(),
        "not in the layer drawing of docs/ARCHITECTURE.md: {undrawn:?}"
    );
    assert!(gone.is_empty(), "drawn but not in src/: {gone:?}");
}

#[test]
fn no_module_imports_from_a_layer_above_its_own() {
    let (layers, modules) = (drawn_layers(), top_modules());
    let layer = |module: &str| layers.get(module).copied().unwrap_or(usize::MAX);
    let upward: Vec<String> = imports()
        .into_iter()
        .filter(|import| modules.contains(&import.to))
        .filter(|import| layer(&import.to) > layer(&import.from))
        .map(|i| {
            format!(
                "{}: {} (layer {}) uses {} (layer {})",
                i.place,
                i.from,
                layer(&i.from),
                i.to,
                layer(&i.to)
            )
        })
        .collect();
    assert!(
        upward.is_empty(),
        "imports from a layer above:\n{}",
        upward.join("\n")
    );
}

#[test]
fn no_two_top_level_modules_import_each_other_even_through_others() {
    let modules = top_modules();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut places: BTreeMap<(String, String), String> = BTreeMap::new();
    for import in imports().into_iter().filter(|i| modules.contains(&i.to)) {
        edges
            .entry(import.from.clone())
            .or_default()
            .insert(import.to.clone());
        places
            .entry((import.from, import.to))
            .or_insert(import.place);
    }
    let circles: Vec<String> = places
        .iter()
        .filter(|((from, to), _)| reachable(to, &edges).contains(from))
        .map(|((from, to), place)| format!("{place}: {from} uses {to}, which leads back to {from}"))
        .collect();
    assert!(
        circles.is_empty(),
        "circles between top-level modules:\n{}",
        circles.join("\n")
    );
}

#[test]
fn the_import_reader_finds_grouped_inline_and_climbing_paths_and_skips_text() {
    let code = code_only(
        "use crate::{spec::BookSpec, layout::{plan, pages}};\n\
         // use crate::cli;\n\
         let s = \"crate::cover\"; let c = '\\''; let r = r#\"crate::pdf\"#;\n\
         fn f<'a>(x: &'a str) { crate::units::parse(x); }\n\
         mod tests { use super::super::words; use super::make; }\n",
    );
    let named: Vec<String> = top_modules_named(&code, &["build".to_string()])
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(named, ["spec", "layout", "units", "words"]);
}

#[test]
fn a_module_file_and_a_folder_file_have_their_module_paths() {
    assert_eq!(module_path(Path::new("build/mod.rs")), ["build"]);
    assert_eq!(
        module_path(Path::new("puzzle/grid/draw.rs")),
        ["puzzle", "grid", "draw"]
    );
    assert_eq!(module_path(Path::new("units.rs")), ["units"]);
}
