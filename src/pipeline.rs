//! Makes every puzzle of a book: each from its own derived seed, in parallel, with
//! retries until it lands in its difficulty band. The result is in book order and
//! does not depend on the thread count.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

use crate::puzzle::{self, Finished, seeds};
use crate::spec::BookSpec;

/// A puzzle made for the book: the section it belongs to, the seed that made
/// it (the manifest records it; `mazebook puzzle --seed` replays it) and the
/// finished, checked puzzle. Only the pipeline makes them.
pub struct BookPuzzle {
    section: usize,
    seed: u64,
    finished: Box<dyn Finished>,
}

impl BookPuzzle {
    /// The index of its section in the spec.
    pub fn section(&self) -> usize {
        self.section
    }

    /// The attempt seed that made it.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The puzzle, checked and measured.
    pub fn finished(&self) -> &dyn Finished {
        self.finished.as_ref()
    }
}

/// A puzzle that could not be made as asked.
#[derive(Debug, thiserror::Error)]
#[error("section {section} (\"{title}\"), puzzle {puzzle}: {reason}; {advice}")]
pub struct MakeError {
    pub section: usize,
    pub title: String,
    pub puzzle: usize,
    pub reason: String,
    /// What to change in the section, in the kind's own terms.
    pub advice: &'static str,
}

/// Makes all puzzles of `spec`, reporting progress on `progress`.
pub fn make_puzzles(spec: &BookSpec, progress: &ProgressBar) -> Result<Vec<BookPuzzle>, MakeError> {
    let jobs: Vec<(usize, usize)> = spec
        .sections
        .iter()
        .enumerate()
        .flat_map(|(s, section)| (0..section.count).map(move |i| (s, i)))
        .collect();
    // Every puzzle is made (in any order) before errors are looked at, so the one
    // reported is always the first in book order, whatever the thread timing.
    let results: Vec<Result<BookPuzzle, MakeError>> = jobs
        .par_iter()
        .map(|&(section, index)| {
            let spec_section = &spec.sections[section];
            let first_seed = seeds::puzzle_seed(spec.book.seed, section, index);
            let recipe = spec_section.recipe(index);
            let made = puzzle::make(recipe, first_seed, recipe.max_attempts());
            progress.inc(1);
            made.map(|(seed, finished)| BookPuzzle {
                section,
                seed,
                finished,
            })
            .map_err(|rejected| MakeError {
                section: section + 1,
                title: spec_section.title.clone(),
                puzzle: index + 1,
                reason: rejected.reason,
                advice: recipe.advice(),
            })
        })
        .collect();
    let mut puzzles: Vec<BookPuzzle> = results.into_iter().collect::<Result<_, _>>()?;
    sort_sections(spec, &mut puzzles);
    Ok(puzzles)
}

/// Orders the puzzles of sections that ask for it by their sort key (stable, so
/// equal keys keep the order they were made in).
fn sort_sections(spec: &BookSpec, puzzles: &mut [BookPuzzle]) {
    let mut first = 0;
    for section in &spec.sections {
        let range = first..first + section.count;
        if section.sorted {
            puzzles[range].sort_by(|a, b| {
                let key = |p: &BookPuzzle| p.finished.sort_key().unwrap_or(f64::INFINITY);
                key(a).total_cmp(&key(b))
            });
        }
        first += section.count;
    }
}

/// A progress bar on stderr when it is a terminal and not silenced.
pub fn progress_bar(len: usize, quiet: bool) -> ProgressBar {
    use std::io::IsTerminal;
    if quiet || !std::io::stderr().is_terminal() {
        return ProgressBar::with_draw_target(Some(len as u64), ProgressDrawTarget::hidden());
    }
    let bar = ProgressBar::new(len as u64);
    if let Ok(style) = ProgressStyle::with_template("{msg:>9} [{bar:30}] {pos}/{len}") {
        bar.set_style(style.progress_chars("=> "));
    }
    bar
}
