//! Writing output files safely: each file is written to a temporary file in the
//! same folder and renamed into place, so an interrupted or failed build never
//! leaves a half-written file behind (`staged`); a link is followed, and a FIFO or
//! device is written into rather than replaced (`target`).

mod staged;
pub mod target;

use std::path::{Path, PathBuf};

pub use staged::Staged;

/// Why an output file could not be written.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    #[error("cannot create the folder {}", .dir.display())]
    CreateDir {
        dir: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot write in {}", .dir.display())]
    WriteIn {
        dir: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot write {}", .path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot write {}: it is {what}; an output must be a regular file, a FIFO or a device", .path.display())]
    NotAFile { path: PathBuf, what: &'static str },
    #[error("cannot write {}: too many links to follow", .path.display())]
    TooManyLinks { path: PathBuf },
    #[error("cannot write {}: it changed into something other than a regular file while the outputs were made", .path.display())]
    Changed { path: PathBuf },
    #[error("cannot remove the old {}", .path.display())]
    Remove {
        path: PathBuf,
        source: std::io::Error,
    },
}

impl OutputError {
    pub(crate) fn write(path: &Path) -> impl FnOnce(std::io::Error) -> OutputError {
        let path = path.to_path_buf();
        move |source| OutputError::Write { path, source }
    }
}

/// Writes `bytes` to `path` atomically.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
    let mut staged = Staged::default();
    staged.add(path, bytes)?;
    staged.commit()
}

/// A new temporary file in `path`'s folder (made if missing), so that renaming it
/// to `path` later cannot cross file systems.
pub(crate) fn temporary_beside(path: &Path) -> Result<tempfile::NamedTempFile, OutputError> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|source| OutputError::CreateDir {
        dir: dir.to_path_buf(),
        source,
    })?;
    tempfile::Builder::new()
        .prefix(TEMPORARY_PREFIX)
        .tempfile_in(dir)
        .map_err(|source| OutputError::WriteIn {
            dir: dir.to_path_buf(),
            source,
        })
}

/// How staged files' names begin, so that those left by a killed build (which
/// runs no clean-up) can be recognised and removed by the next one.
const TEMPORARY_PREFIX: &str = ".mazebook-";

/// `dir` and those of its ancestors that do not exist yet, deepest first: the
/// folders writing into `dir` would create.
pub fn missing_folders(dir: &Path) -> Vec<PathBuf> {
    dir.ancestors()
        .filter(|folder| !folder.as_os_str().is_empty())
        .take_while(|folder| std::fs::symlink_metadata(folder).is_err())
        .map(Path::to_path_buf)
        .collect()
}

/// Removes each of `folders` (deepest first) that exists and is empty; a folder
/// with anything in it is left as it is.
pub fn remove_empty_folders(folders: &[PathBuf]) {
    for folder in folders {
        // Fails, harmlessly, for a folder that is missing or not empty.
        let _ = std::fs::remove_dir(folder);
    }
}

/// Removes temporary files a killed build left in `dir` (a missing folder has none).
pub fn remove_leftovers(dir: &Path) -> Result<(), OutputError> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(());
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        if name.to_string_lossy().starts_with(TEMPORARY_PREFIX) {
            let path = entry.path();
            std::fs::remove_file(&path).map_err(OutputError::write(&path))?;
        }
    }
    Ok(())
}

/// Temporary files are private (0600); output files are ordinary documents (0644).
#[cfg(unix)]
pub(crate) fn readable_by_all(file: &std::fs::File) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    file.set_permissions(std::fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
pub(crate) fn readable_by_all(_: &std::fs::File) -> std::io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_file_and_leaves_no_temporary_behind() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.txt");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_failed_set_replaces_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let kept = dir.path().join("kept.txt");
        write_atomic(&kept, b"old").unwrap();
        let mut staged = Staged::default();
        staged.add(&kept, b"new").unwrap();
        // A file under a regular file cannot be written: the whole set fails.
        assert!(staged.add(&kept.join("inside"), b"x").is_err());
        drop(staged);
        assert_eq!(std::fs::read(&kept).unwrap(), b"old");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn only_the_missing_folders_are_listed_and_only_empty_ones_removed() {
        let dir = tempfile::tempdir().unwrap();
        let deep = dir.path().join("a/b/c");
        let missing = missing_folders(&deep);
        assert_eq!(
            missing,
            [deep.clone(), dir.path().join("a/b"), dir.path().join("a")]
        );
        std::fs::create_dir_all(&deep).unwrap();
        std::fs::write(dir.path().join("a/kept.txt"), b"kept").unwrap();
        remove_empty_folders(&missing);
        assert!(!dir.path().join("a/b").exists());
        assert!(dir.path().join("a/kept.txt").exists());
        assert!(missing_folders(dir.path()).is_empty());
    }

    #[test]
    fn leftovers_of_a_killed_build_are_removed_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let mut staged = Staged::default();
        staged.add(&dir.path().join("book.pdf"), b"new").unwrap();
        // A killed build never drops its staged files: forget them as it would.
        std::mem::forget(staged);
        std::fs::write(dir.path().join("book.json"), b"kept").unwrap();
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
        remove_leftovers(dir.path()).unwrap();
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["book.json"]);
        remove_leftovers(&dir.path().join("missing")).unwrap();
    }

    #[test]
    fn a_file_written_through_a_writer_arrives_whole_or_not_at_all() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("streamed.txt");
        let mut staged = Staged::default();
        staged
            .add_with(&path, |file| {
                (0..1000).try_for_each(|i| write!(file, "{i},"))
            })
            .unwrap();
        assert!(!path.exists(), "nothing is in place before the commit");
        staged.commit().unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.starts_with("0,1,2,") && text.ends_with("998,999,"));

        let mut staged = Staged::default();
        let failed = staged.add_with(&path, |file| {
            file.write_all(b"partial")?;
            Err(std::io::Error::other("disk full"))
        });
        assert!(failed.is_err());
        drop(staged);
        assert!(
            std::fs::read_to_string(&path)
                .unwrap()
                .starts_with("0,1,2,")
        );
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
