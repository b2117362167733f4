//! `mazebook cover`: a paperback cover's size and spine for a page count, page
//! size and paper, without building anything: the calculator for a book not yet
//! made. Given a spec, its page count (from the page plan, no puzzle is made),
//! page size and `[cover]` are used, and flags given replace them.

use std::path::PathBuf;

use anyhow::{Context, bail};
use clap::Args;

use super::print_out;
use crate::paperback::cover::{
    COVER_BLEED_IN, CoverPaper, CoverSize, SPINE_TEXT_MIN_IN, SPINE_TEXT_MIN_PAGES,
};
use crate::units::{page_size_names, parse_page_size};
use crate::{preflight, spec};

/// The most pages the calculator takes.
const MAX_PAGES: u64 = 100_000;

#[derive(Debug, Args)]
pub struct CoverArgs {
    /// A book spec: its page count, page size and [cover] (flags replace them).
    #[arg(value_name = "SPEC", conflicts_with = "spec_flag")]
    pub spec: Option<PathBuf>,
    /// The same as SPEC.
    #[arg(long = "spec", id = "spec_flag", value_name = "SPEC")]
    pub spec_flag: Option<PathBuf>,
    /// The interior's page count.
    #[arg(long, value_name = "N", required_unless_present_any = ["spec", "spec_flag"],
          value_parser = clap::value_parser!(u64).range(1..=MAX_PAGES))]
    pub pages: Option<u64>,
    /// The trim size, as in book.toml (default: the spec's, else a4).
    #[arg(long, value_name = "SIZE")]
    pub page_size: Option<String>,
    /// The interior paper (default: the spec's, else white).
    #[arg(long, value_name = "PAPER", value_parser = ["white", "cream", "color"])]
    pub paper: Option<String>,
    /// Give the size with the 0.125 in bleed all round (the size of cover.pdf).
    #[arg(long)]
    pub bleed: bool,
    /// Print JSON instead of two lines.
    #[arg(long)]
    pub json: bool,
}

/// Prints the cover's size.
pub fn run(args: &CoverArgs) -> anyhow::Result<()> {
    let size = cover_size(args)?;
    if args.json {
        let text = serde_json::to_string_pretty(&size.json(args.bleed))?;
        return print_out(&format!("{text}\n"));
    }
    print_out(&lines(&size, args.bleed))
}

/// The cover asked for: the spec's, with the flags given put in.
fn cover_size(args: &CoverArgs) -> anyhow::Result<CoverSize> {
    let spec = match args.spec.as_ref().or(args.spec_flag.as_ref()) {
        Some(path) => Some(read_spec(path)?),
        None => None,
    };
    let pages = match (args.pages, &spec) {
        (Some(pages), _) => usize::try_from(pages)?,
        (None, Some((_, pages))) => *pages,
        (None, None) => bail!("give the page count with --pages N, or a spec"),
    };
    let trim = match (&args.page_size, &spec) {
        (Some(text), _) => page_size(text)?,
        (None, Some((spec, _))) => (spec.book.paper.trim_width, spec.book.paper.trim_height),
        (None, None) => page_size("a4")?,
    };
    let cover = spec.as_ref().and_then(|(spec, _)| spec.cover.as_ref());
    let paper = match &args.paper {
        Some(name) => CoverPaper::from_name(name).context("--paper")?,
        None => cover.map(|c| c.paper).unwrap_or_default(),
    };
    let spine = cover.and_then(|c| c.spine);
    Ok(CoverSize::new(trim, pages, paper, spine))
}

/// The spec and its page count (from the page plan: no puzzle is made).
fn read_spec(path: &std::path::Path) -> anyhow::Result<(spec::BookSpec, usize)> {
    let mut spec = spec::load(path)?;
    let plan = preflight::settle(&mut spec)?;
    let pages = plan.pages.len();
    Ok((spec, pages))
}

fn page_size(text: &str) -> anyhow::Result<(f64, f64)> {
    let names = page_size_names().join(", ");
    let (width, height) = parse_page_size(text).with_context(|| {
        format!("--page-size: \"{text}\" is not a page size; use {names}, or \"W x H\" with units such as \"8.5in x 11in\"")
    })?;
    let sides = 144.0..=14_400.0;
    if !(sides.contains(&width) && sides.contains(&height)) {
        bail!("--page-size: \"{text}\": pages are 2 in (50.8 mm) to 200 in (5080 mm) a side");
    }
    Ok((width, height))
}

/// Two lines: the cover, and the spine.
fn lines(size: &CoverSize, bleed: bool) -> String {
    let json = size.json(bleed);
    let number = |key: &str| json[key].to_string();
    let what = match bleed {
        true => format!("with {COVER_BLEED_IN} in bleed all round (the size of cover.pdf)"),
        false => format!("trimmed; --bleed gives it with the {COVER_BLEED_IN} in bleed"),
    };
    let text = match size.spine_text {
        true => "room for spine text".to_string(),
        false => format!(
            "too thin for spine text ({SPINE_TEXT_MIN_PAGES} pages or more, {SPINE_TEXT_MIN_IN} in or wider)"
        ),
    };
    format!(
        "cover: {} x {} in ({} x {} mm), {what}\nspine: {} in ({} mm) for {} pages of {} paper; {text}\n",
        number("width_in"),
        number("height_in"),
        number("width_mm"),
        number("height_mm"),
        number("spine_in"),
        number("spine_mm"),
        size.pages,
        size.paper.name(),
    )
}
