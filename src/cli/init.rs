//! `mazebook init`: writes the commented example book.toml as a starting point.

use std::path::Path;

use anyhow::bail;

use crate::output::write_atomic;

/// The starter spec: the project's own example book, comments and all.
pub const STARTER: &str = include_str!("../../book.toml");

/// Writes DIR/book.toml, refusing to replace an existing one.
pub fn init(dir: &Path) -> anyhow::Result<()> {
    let path = dir.join("book.toml");
    if path.exists() {
        bail!(
            "{} already exists; remove it or choose another folder",
            path.display()
        );
    }
    write_atomic(&path, STARTER.as_bytes())?;
    super::print_err(&format!(
        "wrote {}; build it with: mazebook build {}",
        path.display(),
        path.display()
    ));
    Ok(())
}
