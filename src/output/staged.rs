//! A command's outputs, all replaced or none: every file is written first (to a
//! temporary file beside its real path, or, for a FIFO or device, into memory),
//! every target is checked again, and only then is anything written into place.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::target::{self, Target};
use super::{OutputError, readable_by_all, temporary_beside};

/// A set of files written to temporary files first and renamed into place
/// together, so that a failure while writing any of them replaces none. Each file
/// is closed once written (only its temporary path is kept), so a book with
/// thousands of previews holds no open files. Old files to remove go last.
#[derive(Default)]
pub struct Staged {
    renames: Vec<(PathBuf, tempfile::TempPath)>,
    direct: Vec<(PathBuf, Vec<u8>)>,
    removals: Vec<PathBuf>,
}

impl Staged {
    /// Writes `bytes` to a temporary file beside `path`.
    pub fn add(&mut self, path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
        self.add_with(path, |file| file.write_all(bytes))
    }

    /// Writes a temporary file beside `path` (beside the file a link names) with
    /// `write`, through a buffer, so large files need not be held in memory first.
    /// A FIFO or a device is written into at the commit; its bytes wait in memory.
    pub fn add_with(
        &mut self,
        path: &Path,
        write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
    ) -> Result<(), OutputError> {
        match target::resolve(path)? {
            Target::Replace(real) => self.stage_file(real, write),
            Target::Direct(real) => {
                let mut bytes = Vec::new();
                write(&mut bytes).map_err(OutputError::write(&real))?;
                self.direct.push((real, bytes));
                Ok(())
            }
        }
    }

    /// Removes `path` (if it is there) once every file is in place.
    pub fn remove(&mut self, path: PathBuf) {
        self.removals.push(path);
    }

    fn stage_file(
        &mut self,
        path: PathBuf,
        write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
    ) -> Result<(), OutputError> {
        let file = temporary_beside(&path)?;
        let mut buffered = std::io::BufWriter::new(file);
        write(&mut buffered).map_err(OutputError::write(&path))?;
        let file = buffered
            .into_inner()
            .map_err(|e| OutputError::write(&path)(e.into_error()))?;
        file.as_file()
            .sync_all()
            .and_then(|()| readable_by_all(file.as_file()))
            .map_err(OutputError::write(&path))?;
        self.renames.push((path, file.into_temp_path()));
        Ok(())
    }

    /// Checks every target again, writes into FIFOs and devices, renames every
    /// staged file into place, then removes what was asked. A target that is no
    /// longer a regular file (or absent) stops the commit before anything is
    /// written.
    pub fn commit(self) -> Result<(), OutputError> {
        for (path, _) in &self.renames {
            target::still_replaceable(path)?;
        }
        for (path, bytes) in &self.direct {
            write_into(path, bytes)?;
        }
        for (path, file) in self.renames {
            file.persist(&path)
                .map_err(|e| OutputError::write(&path)(e.error))?;
        }
        self.removals.into_iter().try_for_each(remove)
    }
}

/// Writes into an existing FIFO or device; never creates or truncates a file.
fn write_into(path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
    std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .and_then(|mut file| file.write_all(bytes).and_then(|()| file.flush()))
        .map_err(OutputError::write(path))
}

fn remove(path: PathBuf) -> Result<(), OutputError> {
    match std::fs::remove_file(&path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            Err(OutputError::Remove { path, source: e })
        }
        _ => Ok(()),
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_folder_among_the_targets_stops_every_file() {
        let dir = tempfile::tempdir().unwrap();
        let (kept, folder) = (dir.path().join("kept.txt"), dir.path().join("book.pdf"));
        std::fs::write(&kept, b"old").unwrap();
        std::fs::create_dir(&folder).unwrap();
        let mut staged = Staged::default();
        staged.add(&kept, b"new").unwrap();
        assert!(matches!(
            staged.add(&folder, b"pdf"),
            Err(OutputError::NotAFile { .. })
        ));
        drop(staged);
        assert_eq!(std::fs::read(&kept).unwrap(), b"old");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    }

    #[test]
    fn a_target_turned_into_a_folder_before_the_commit_stops_every_rename() {
        let dir = tempfile::tempdir().unwrap();
        let (first, second) = (dir.path().join("a.txt"), dir.path().join("b.txt"));
        let mut staged = Staged::default();
        staged.add(&first, b"a").unwrap();
        staged.add(&second, b"b").unwrap();
        std::fs::create_dir(&second).unwrap();
        assert!(matches!(staged.commit(), Err(OutputError::NotAFile { .. })));
        assert!(
            !first.exists(),
            "nothing is renamed when one target changed"
        );
        assert!(second.is_dir());
    }

    #[test]
    fn removals_happen_after_the_renames_and_missing_ones_are_fine() {
        let dir = tempfile::tempdir().unwrap();
        let old = dir.path().join("old.txt");
        std::fs::write(&old, b"old").unwrap();
        let mut staged = Staged::default();
        staged.add(&dir.path().join("new.txt"), b"new").unwrap();
        staged.remove(old.clone());
        staged.remove(dir.path().join("never-there.txt"));
        staged.commit().unwrap();
        assert!(!old.exists());
        assert_eq!(std::fs::read(dir.path().join("new.txt")).unwrap(), b"new");
    }
}
