//! `mazebook build`: spec → puzzles → page plan → pages → PDF and manifest (and
//! previews), in that order. Pages stream into the PDF and preview files as they
//! are made; every file is staged beside its target and nothing is replaced until
//! everything has succeeded (with `--strict`, the page check too).

mod report;

use std::path::PathBuf;

pub use self::report::{Margins, PreflightReport};

use crate::book_pages::{self, PageError, Previews};
use crate::cover::{self, CoverError};
use crate::examples::ExampleError;
use crate::layout::pages::PageContext;
use crate::layout::templates::TemplateError;
use crate::layout::{geometry, templates};
use crate::output::{OutputError, Staged};
use crate::page_check::{self, PageCheck, StrictError};
use crate::pdf::{PdfError, PdfInfo};
use crate::pipeline::MakeError;
use crate::preview::PreviewError;
use crate::print::{PageChecks, Printer};
use crate::spec::SpecError;
use crate::{companion, examples, manifest, output, pipeline, preflight, preview, spec};

/// Books thinner than this cannot be published as paperbacks.
pub const MIN_PAPERBACK_PAGES: usize = 24;

/// What `build` was asked to do: the command line's `build` flags (each field's
/// doc is its help there). `[book] html` asks for the companion as `html` does.
#[derive(Debug, Clone, clap::Args)]
pub struct BuildOptions {
    /// The book spec.
    #[arg(default_value = "book.toml")]
    pub spec: PathBuf,
    /// Output folder.
    #[arg(long, default_value = "out")]
    pub out: PathBuf,
    /// Also write every page as DIR/pages/NNN.svg.
    #[arg(long)]
    pub svg: bool,
    /// Also write a PNG preview of every page as DIR/pages/NNN.png.
    #[arg(long)]
    pub png: bool,
    /// No progress bar, no summary.
    #[arg(long, short)]
    pub quiet: bool,
    /// Use seed N instead of book.toml's `[book] seed` (new puzzles, same book).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(0..=i64::MAX as u64))]
    pub seed: Option<u64>,
    /// With [cover]: also write DIR/cover-proof.pdf, the cover with its trim,
    /// folds, safe zones and barcode area marked.
    #[arg(long)]
    pub proof: bool,
    /// Also write DIR/book.html, every puzzle playable in a browser.
    #[arg(long)]
    pub html: bool,
    /// Refuse the book (exit 1, nothing written) when the page check finds
    /// anything; without it, its findings are warnings.
    #[arg(long)]
    pub strict: bool,
}

/// Why a build failed; each stage's own error, shown as it is.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error(transparent)]
    Spec(#[from] SpecError),
    #[error(transparent)]
    Make(#[from] MakeError),
    #[error(transparent)]
    Example(#[from] ExampleError),
    #[error(transparent)]
    Template(#[from] TemplateError),
    #[error(transparent)]
    Page(#[from] PageError),
    #[error(transparent)]
    Pdf(#[from] PdfError),
    #[error(transparent)]
    Preview(#[from] PreviewError),
    #[error(transparent)]
    Output(#[from] OutputError),
    #[error(transparent)]
    Cover(#[from] CoverError),
    #[error(transparent)]
    Strict(#[from] StrictError),
}

/// What a build made.
#[derive(Debug, Clone)]
pub struct BuildReport {
    /// The title of the book built (as the spec it read says).
    pub title: String,
    pub pages: usize,
    pub puzzles: usize,
    pub pdf_bytes: usize,
    pub pdf: PathBuf,
    pub warnings: Vec<String>,
    /// The print figures and the print profile's findings (printed by `build`).
    pub preflight: PreflightReport,
}

/// Builds the book. A build that fails leaves no new folder behind: the
/// output folders it created (empty once its staged files are gone) are removed.
pub fn build(options: &BuildOptions) -> Result<BuildReport, BuildError> {
    let new_folders = output::missing_folders(&options.out.join("pages"));
    let built = build_book(options);
    if built.is_err() {
        output::remove_empty_folders(&new_folders);
    }
    built
}

fn build_book(options: &BuildOptions) -> Result<BuildReport, BuildError> {
    let mut spec = spec::load(&options.spec)?;
    if let Some(seed) = options.seed {
        spec.book.seed = seed;
    }
    let plan = preflight::settle(&mut spec)?;
    let cover = cover::plan(&spec, plan.pages.len())?;
    let progress = pipeline::progress_bar(spec.puzzle_count(), options.quiet);
    progress.set_message("puzzles");
    let puzzles = pipeline::make_puzzles(&spec, &progress)?;
    progress.finish_and_clear();
    let examples = examples::make(&spec, &plan.how_to_pages())?;

    let style = spec.style();
    let env = templates::environment(spec.book.templates.as_deref(), spec.book.font)?;
    let context = PageContext {
        spec: &spec,
        plan: &plan,
        puzzles: &puzzles,
        examples: &examples,
        env: &env,
        style: &style,
        inside_margin: geometry::inside_margin(&spec.book.paper, plan.pages.len()),
    };
    let info = PdfInfo {
        title: &spec.book.title,
        author: spec.book.author.as_deref(),
        subject: spec.book.subtitle.as_deref(),
        language: &spec.book.language,
        outline: &plan.outline,
    };
    remove_leftovers(options)?;
    let mut staged = Staged::default();
    let mut checks = PageChecks::new(spec.book.ink, spec.book.printer);
    let mut page_check = PageCheck::new(&spec, &plan);
    page_check.puzzles(page_check::trivial::check(
        &spec, &plan, &puzzles, &examples,
    ));
    let previews = previews_asked(options);
    let both = (&mut checks, &mut page_check);
    let pdf = book_pages::write(&context, &previews, &mut staged, both)?;
    let seen = page_check.finish();
    if options.strict && !seen.findings.is_empty() {
        return Err(StrictError(seen.findings).into());
    }
    staged.add_with(&options.out.join("book.json"), |file| {
        manifest::write(file, &spec, &plan, &puzzles)
    })?;
    stage_companion(options, &spec, &plan, &puzzles, &mut staged)?;
    let pdf_bytes = pdf.finish(&info)?;
    staged.add(&options.out.join("book.pdf"), &pdf_bytes)?;
    let (proof, out) = (options.proof, &options.out);
    cover::stage(cover.as_ref(), &spec, &puzzles, proof, out, &mut staged)?;
    commit(options, staged, plan.pages.len())?;

    let mut warnings = preflight::glyphs::warnings(&spec);
    warnings.extend(preflight::print_rules::margin_warnings(
        &spec,
        plan.pages.len(),
    ));
    warnings.extend(spec.words.warning(&spec.book.language));
    if plan.pages.len() < MIN_PAPERBACK_PAGES {
        warnings.push(thin_book_warning(&spec, plan.pages.len()));
    }
    warnings.extend(unprinted_imprint(&spec));
    let findings = checks.finish();
    warnings.extend(findings.warnings.iter().cloned());
    warnings.extend(seen.findings.iter().map(ToString::to_string));
    let printed = (plan.pages.len(), context.inside_margin);
    let mut preflight = PreflightReport::new(&spec.book, printed, &findings, warnings.clone());
    preflight.page_check = seen;
    preflight.settled = plan.settled.clone();
    preflight.spine = cover.as_ref().map(|c| c.size.spine);
    Ok(BuildReport {
        title: spec.book.title.clone(),
        pages: plan.pages.len(),
        puzzles: puzzles.len(),
        pdf_bytes: pdf_bytes.len(),
        pdf: options.out.join("book.pdf"),
        warnings,
        preflight,
    })
}

/// `year`, `isbn` and `edition` print only on the copyright page: say so when
/// the book has none.
fn unprinted_imprint(spec: &spec::BookSpec) -> Option<String> {
    let imprint = &spec.book.imprint;
    let given: Vec<&str> = [
        ("year", imprint.year.is_some()),
        ("isbn", imprint.isbn.is_some()),
        ("edition", imprint.edition.is_some()),
    ]
    .into_iter()
    .filter_map(|(key, set)| set.then_some(key))
    .collect();
    if given.is_empty() || spec.front_matter.copyright {
        return None;
    }
    Some(format!(
        "`book.{}` prints only on the copyright page, which the book does not have: add `[front-matter] copyright = true`",
        given.join("`, `book.")
    ))
}

/// A book too thin for a paperback: fine at home, not for KDP (a draft may
/// still be built to look at).
fn thin_book_warning(spec: &spec::BookSpec, pages: usize) -> String {
    match spec.book.printer {
        Printer::Kdp => format!(
            "the book has {pages} pages; KDP prints paperbacks of {MIN_PAPERBACK_PAGES} pages or more: add puzzles before uploading"
        ),
        Printer::Home => format!(
            "the book has {pages} pages; print-on-demand paperbacks need at least {MIN_PAPERBACK_PAGES} (fine for home printing)"
        ),
    }
}

/// Stages book.html when asked for; else an earlier build's book.html goes with
/// the commit (it would show other puzzles than the new book.json).
fn stage_companion(
    options: &BuildOptions,
    spec: &spec::BookSpec,
    plan: &crate::layout::plan::Plan,
    puzzles: &[crate::pipeline::BookPuzzle],
    staged: &mut Staged,
) -> Result<(), OutputError> {
    let path = options.out.join("book.html");
    if options.html || spec.book.html {
        return staged.add_with(&path, |file| companion::write(file, spec, plan, puzzles));
    }
    if std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_file()) {
        staged.remove(path);
    }
    Ok(())
}

/// The previews a build asked for, in `OUT/pages`.
fn previews_asked(options: &BuildOptions) -> Previews {
    Previews {
        svg: options.svg,
        png: options.png,
        dir: options.out.join("pages"),
    }
}

/// Temporary files of an earlier build that was killed before it could clean up.
fn remove_leftovers(options: &BuildOptions) -> Result<(), OutputError> {
    output::remove_leftovers(&options.out)?;
    output::remove_leftovers(&options.out.join("pages"))
}

/// Everything is written: only now is each file renamed into place, and the
/// previews of pages an earlier, longer build had removed (in the same commit, so
/// a failed build removes none).
fn commit(options: &BuildOptions, mut staged: Staged, pages: usize) -> Result<(), BuildError> {
    for stale in preview::stale_previews(&options.out.join("pages"), pages) {
        staged.remove(stale);
    }
    Ok(staged.commit()?)
}
