//! `mazebook analyze FILE`: re-checks a puzzle given in its JSON form (or a whole
//! `book.json`) with the independent checkers, and prints what they found.

use std::path::Path;

use anyhow::{Context, anyhow, bail};
use serde_json::Value;

use crate::analysis::{self, AnalysisError};
use crate::input::{LARGE_FILE, read_limited, read_text};

/// Reads, checks and prints: a form (or manifest entry) comes back with its
/// solution and metrics; a whole manifest gets a line per puzzle, and exit code 1
/// if any fails.
pub fn run(file: &Path) -> anyhow::Result<()> {
    let text = read(file)?;
    let named = || file.display().to_string();
    if analysis::is_board(&text) {
        return print_json(&analysis::analyze_text(&text).with_context(named)?);
    }
    // Parsed once: a whole manifest, or one form (or manifest entry).
    let value: Value = serde_json::from_str(&text)
        .map_err(AnalysisError::from)
        .with_context(named)?;
    if analysis::is_manifest(&value) {
        return check_manifest(&value, file);
    }
    print_json(&analysis::analyze_form(value).with_context(named)?)
}

fn print_json(value: &Value) -> anyhow::Result<()> {
    super::print_out(&format!("{}\n", serde_json::to_string_pretty(value)?))
}

fn check_manifest(manifest: &Value, file: &Path) -> anyhow::Result<()> {
    let checks = analysis::check_book(manifest);
    let failed = checks.iter().filter(|c| c.outcome.is_err()).count();
    let mut lines: String = checks.iter().map(|c| c.line() + "\n").collect();
    lines.push_str(&format!(
        "{} puzzles checked, {failed} failed\n",
        checks.len()
    ));
    super::print_out(&lines)?;
    if failed > 0 {
        bail!(
            "{}: {failed} of {} puzzles failed the check",
            file.display(),
            checks.len()
        );
    }
    Ok(())
}

fn read(file: &Path) -> anyhow::Result<String> {
    let text = if file == Path::new("-") {
        read_limited(std::io::stdin(), LARGE_FILE)
    } else {
        read_text(file, LARGE_FILE)
    };
    text.map_err(|e| anyhow!("cannot read {}: {e}", file.display()))
}
