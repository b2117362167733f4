//! Writing output files safely: each file is written to a temporary file in the
//! same folder and renamed into place, so an interrupted or failed build never
//! leaves a half-written file behind.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;

/// Writes `bytes` to `path` atomically.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let mut staged = Staged::default();
    staged.add(path, bytes)?;
    staged.commit()
}

/// A set of files written to temporary files first and renamed into place
/// together, so that a failure while writing any of them replaces none. Each file
/// is closed once written (only its temporary path is kept), so a book with
/// thousands of previews holds no open files.
#[derive(Default)]
pub struct Staged {
    files: Vec<(PathBuf, tempfile::TempPath)>,
}

impl Staged {
    /// Writes `bytes` to a temporary file beside `path`.
    pub fn add(&mut self, path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
        self.add_with(path, |file| file.write_all(bytes))
    }

    /// Writes a temporary file beside `path` with `write`, through a buffer, so
    /// large files need not be held in memory first.
    pub fn add_with(
        &mut self,
        path: &Path,
        write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
    ) -> anyhow::Result<()> {
        let dir = path
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the folder {}", dir.display()))?;
        let file = tempfile::NamedTempFile::new_in(dir)
            .with_context(|| format!("cannot write in {}", dir.display()))?;
        let mut buffered = std::io::BufWriter::new(file);
        write(&mut buffered).with_context(|| format!("cannot write {}", path.display()))?;
        let file = buffered
            .into_inner()
            .map_err(|e| e.into_error())
            .with_context(|| format!("cannot write {}", path.display()))?;
        file.as_file()
            .sync_all()
            .with_context(|| format!("cannot write {}", path.display()))?;
        readable_by_all(file.as_file())?;
        self.files.push((path.to_path_buf(), file.into_temp_path()));
        Ok(())
    }

    /// Renames every staged file into place.
    pub fn commit(self) -> anyhow::Result<()> {
        for (path, file) in self.files {
            file.persist(&path)
                .map_err(|e| e.error)
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
        Ok(())
    }
}

/// Temporary files are private (0600); output files are ordinary documents (0644).
#[cfg(unix)]
fn readable_by_all(file: &std::fs::File) -> anyhow::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    file.set_permissions(std::fs::Permissions::from_mode(0o644))?;
    Ok(())
}

#[cfg(not(unix))]
fn readable_by_all(_: &std::fs::File) -> anyhow::Result<()> {
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
