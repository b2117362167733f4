//! `mazebook analyze FILE`: re-checks a puzzle given in its JSON form with the
//! independent checker and prints the form back with solution and metrics.

use std::path::Path;

use anyhow::{Context, anyhow, bail};
use serde_json::Value;

use crate::input::{LARGE_FILE, read_limited, read_text};
use crate::puzzle::Finished;
use crate::puzzle::labyrinth::ascii;
use crate::puzzle::labyrinth::kind::LabyrinthFinished;
use crate::puzzle::registry;

/// Reads, checks and prints.
pub fn run(file: &Path) -> anyhow::Result<()> {
    let text = read(file)?;
    let report = analyze_text(&text).with_context(|| format!("{}", file.display()))?;
    super::print_out(&format!("{}\n", serde_json::to_string_pretty(&report)?))?;
    Ok(())
}

/// Analyses a puzzle's JSON form, or a Magic Labyrinth board drawn in ASCII.
pub fn analyze_text(text: &str) -> anyhow::Result<Value> {
    if !text.trim_start().starts_with('{') && text.contains('|') {
        let board = ascii::parse(text).map_err(|e| anyhow!("not a board drawing: {e}"))?;
        return Ok(LabyrinthFinished::analysed(board, None, None).json());
    }
    let value: Value = serde_json::from_str(text).context("not valid JSON")?;
    let kind = value.get("kind").and_then(Value::as_str).ok_or_else(|| {
        anyhow!(
            "the puzzle has no \"kind\"; expected one of: {}",
            registry::names().join(", ")
        )
    })?;
    let kinds = registry::names().join(", ");
    match registry::find(kind) {
        Some(found) => Ok(found.analyze(value)?),
        None => bail!("unknown kind \"{kind}\"; expected one of: {kinds}"),
    }
}

fn read(file: &Path) -> anyhow::Result<String> {
    let text = if file == Path::new("-") {
        read_limited(std::io::stdin(), LARGE_FILE)
    } else {
        read_text(file, LARGE_FILE)
    };
    text.map_err(|e| anyhow!("cannot read {}: {e}", file.display()))
}
