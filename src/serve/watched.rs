//! What the preview watches: the spec's folder (all of it), and every file or
//! folder the spec names that lies outside it — a picture mask, a font file, a
//! templates folder, a street plan or a board kept elsewhere. The spec is read
//! for the paths it names without knowing which keys hold paths: any string
//! value that names an existing file or folder relative to the spec counts, so
//! a kind that adds a file key is watched without this module knowing of it.
//! The list is made again after every build, so a file the spec has just
//! started to name is watched from then on.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use toml::Value;

/// The folders watched whole and the single files watched (through their
/// folder, whose other files do not count).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Watched {
    /// Watched with everything below them.
    pub folders: Vec<PathBuf>,
    /// Watched alone.
    pub files: BTreeSet<PathBuf>,
}

impl Watched {
    /// What the book at `spec` is made from, as far as its text says today.
    pub fn of_spec(spec: &Path) -> Watched {
        let spec_dir = canonical(&absolute(spec.parent().unwrap_or(Path::new("."))));
        let mut watched = Watched {
            folders: vec![spec_dir.clone()],
            files: BTreeSet::new(),
        };
        let Ok(text) = std::fs::read_to_string(spec) else {
            return watched;
        };
        let Ok(document) = toml::from_str::<toml::Table>(&text) else {
            return watched;
        };
        let mut named = Vec::new();
        for value in document.values() {
            strings_in(value, &mut named);
        }
        for name in named {
            watched.add(&spec_dir, name);
        }
        watched
    }

    /// Adds the file or folder `name` (relative to `spec_dir`) when it exists
    /// and no watched folder holds it already.
    fn add(&mut self, spec_dir: &Path, name: &str) {
        if name.is_empty() || name.contains('\n') {
            return;
        }
        let Ok(path) = spec_dir.join(name).canonicalize() else {
            return;
        };
        if self.covers(&path) {
            return;
        }
        if path.is_dir() {
            self.folders.retain(|folder| !folder.starts_with(&path));
            self.folders.push(path);
        } else if path.is_file() {
            self.files.insert(path);
        }
    }

    /// Whether a change to `path` is a change to what is watched.
    pub fn covers(&self, path: &Path) -> bool {
        self.files.contains(path) || self.folders.iter().any(|f| path.starts_with(f))
    }

    /// The folders to ask the file watcher for, each with whether everything
    /// below it counts (a single file's folder is watched without its
    /// subfolders).
    pub fn watch_list(&self) -> Vec<(PathBuf, bool)> {
        let mut list: Vec<(PathBuf, bool)> =
            self.folders.iter().map(|f| (f.clone(), true)).collect();
        for file in &self.files {
            if let Some(folder) = file.parent()
                && !list.iter().any(|(known, _)| known == folder)
            {
                list.push((folder.to_path_buf(), false));
            }
        }
        list
    }

    /// The part of `path` below the watched place holding it (the file's own
    /// name for a single watched file).
    pub fn inside<'p>(&self, path: &'p Path) -> Option<&'p Path> {
        if self.files.contains(path) {
            return path.file_name().map(Path::new);
        }
        self.folders.iter().find_map(|f| path.strip_prefix(f).ok())
    }
}

/// Every string in `value`, through arrays and tables.
fn strings_in<'v>(value: &'v Value, found: &mut Vec<&'v str>) {
    match value {
        Value::String(text) => found.push(text),
        Value::Array(items) => items.iter().for_each(|item| strings_in(item, found)),
        Value::Table(table) => table.values().for_each(|item| strings_in(item, found)),
        _ => {}
    }
}

pub fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

fn canonical(path: &Path) -> PathBuf {
    path.canonicalize().unwrap_or_else(|_| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(path: &Path, text: &str) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    #[test]
    fn files_and_folders_named_outside_the_spec_folder_are_watched() {
        let root = tempfile::tempdir().unwrap();
        let root = root.path().canonicalize().unwrap();
        let book = root.join("book");
        write(&root.join("pictures/dino.png"), "png");
        write(&root.join("pictures/other.png"), "png");
        write(&root.join("fonts/Own.ttf"), "ttf");
        write(&root.join("look/cover.svg"), "svg");
        write(&book.join("inside.png"), "png");
        write(
            &book.join("book.toml"),
            "[book]\ntitle = \"Dinosaurs\"\nfont = \"../fonts/Own.ttf\"\ntemplates = \"../look\"\n\n\
             [[section]]\nkind = \"grid\"\nmask = \"../pictures/dino.png\"\n\n\
             [[section]]\nkind = \"grid\"\nmask = \"inside.png\"\ntitle = \"../missing.png\"\n",
        );
        let watched = Watched::of_spec(&book.join("book.toml"));
        assert_eq!(watched.folders, [book.clone(), root.join("look")]);
        let files: Vec<&PathBuf> = watched.files.iter().collect();
        assert_eq!(
            files,
            [&root.join("fonts/Own.ttf"), &root.join("pictures/dino.png")]
        );
        assert!(watched.covers(&root.join("pictures/dino.png")));
        assert!(!watched.covers(&root.join("pictures/other.png")));
        assert!(watched.covers(&root.join("look/cover.svg")));
        assert!(watched.covers(&book.join("inside.png")));
        let list = watched.watch_list();
        assert!(list.contains(&(root.join("pictures"), false)), "{list:?}");
        assert!(list.contains(&(root.join("look"), true)), "{list:?}");
    }

    #[test]
    fn an_unreadable_spec_watches_its_folder() {
        let root = tempfile::tempdir().unwrap();
        let spec = root.path().join("book.toml");
        write(&spec, "[book\n");
        let watched = Watched::of_spec(&spec);
        assert_eq!(watched.folders, [root.path().canonicalize().unwrap()]);
        assert!(watched.files.is_empty());
    }
}
