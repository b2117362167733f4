//! Where an output really goes. A path given as an output may be a link, a FIFO,
//! a device or a folder, and renaming a staged file over any of those would
//! replace it (turn a FIFO or `/dev/null` into a regular file, cut a link). So
//! links are followed to the path they name, FIFOs and character devices are
//! written into directly, and anything else that is not a regular file (a folder,
//! a socket, a block device) is refused before anything is written.

use std::path::{Path, PathBuf};

use super::OutputError;

/// How an output path is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A regular file, or nothing yet: staged beside this path and renamed onto it.
    Replace(PathBuf),
    /// A FIFO or a character device: opened and written into, never replaced.
    Direct(PathBuf),
}

/// The most links followed from one output path (as the kernel's own limit).
const MAX_LINKS: usize = 40;

/// Where `path` leads, and how it may be written.
pub fn resolve(path: &Path) -> Result<Target, OutputError> {
    let real = follow_links(path)?;
    match std::fs::symlink_metadata(&real) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Target::Replace(real)),
        Err(source) => Err(OutputError::Write { path: real, source }),
        Ok(metadata) => classify(real, metadata.file_type()),
    }
}

/// Checks, just before renaming, that `path` is still a regular file or absent.
pub fn still_replaceable(path: &Path) -> Result<(), OutputError> {
    match resolve(path)? {
        Target::Replace(real) if real == path => Ok(()),
        _ => Err(OutputError::Changed {
            path: path.to_path_buf(),
        }),
    }
}

/// `path` with every link along its last component followed (a link to nothing
/// leads to the path it names, which is then created).
fn follow_links(path: &Path) -> Result<PathBuf, OutputError> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        let is_link = std::fs::symlink_metadata(&current)
            .is_ok_and(|metadata| metadata.file_type().is_symlink());
        if !is_link {
            return Ok(current);
        }
        let named = std::fs::read_link(&current).map_err(|source| OutputError::Write {
            path: current.clone(),
            source,
        })?;
        current = match current.parent() {
            Some(dir) if named.is_relative() => dir.join(named),
            _ => named,
        };
    }
    Err(OutputError::TooManyLinks {
        path: path.to_path_buf(),
    })
}

#[cfg(unix)]
fn classify(path: PathBuf, file_type: std::fs::FileType) -> Result<Target, OutputError> {
    use std::os::unix::fs::FileTypeExt;
    match () {
        () if file_type.is_file() => Ok(Target::Replace(path)),
        () if file_type.is_fifo() || file_type.is_char_device() => Ok(Target::Direct(path)),
        () if file_type.is_dir() => Err(OutputError::NotAFile {
            path,
            what: "a folder",
        }),
        () => Err(OutputError::NotAFile {
            path,
            what: "neither a regular file, a FIFO nor a character device",
        }),
    }
}

#[cfg(not(unix))]
fn classify(path: PathBuf, file_type: std::fs::FileType) -> Result<Target, OutputError> {
    match file_type.is_file() {
        true => Ok(Target::Replace(path)),
        false => Err(OutputError::NotAFile {
            path,
            what: "not a regular file",
        }),
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_missing_or_regular_file_is_replaced_and_a_folder_refused() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.svg");
        assert_eq!(resolve(&file).unwrap(), Target::Replace(file.clone()));
        std::fs::write(&file, b"x").unwrap();
        assert_eq!(resolve(&file).unwrap(), Target::Replace(file.clone()));
        let error = resolve(dir.path()).unwrap_err().to_string();
        assert!(error.contains("is a folder"), "{error}");
    }

    #[test]
    fn links_are_followed_even_to_nothing_and_loops_refused() {
        let dir = tempfile::tempdir().unwrap();
        let (link, target) = (dir.path().join("link.svg"), dir.path().join("t.svg"));
        std::os::unix::fs::symlink("t.svg", &link).unwrap();
        assert_eq!(resolve(&link).unwrap(), Target::Replace(target));
        let looped = dir.path().join("loop");
        std::os::unix::fs::symlink("loop", &looped).unwrap();
        assert!(matches!(
            resolve(&looped),
            Err(OutputError::TooManyLinks { .. })
        ));
    }
}
