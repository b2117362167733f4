//! The preflight report printed at the end of a build (and kept on
//! `BuildReport` for tests and tools): the figures a print service asks for, the
//! print profile, what its checks found, and the page check's figures.

use std::fmt;

use crate::page_check::Summary;
use crate::print::Printer;
use crate::print::checks::Findings;
use crate::print::profile::inches;
use crate::render::palette::Ink;
use crate::spec::BookInfo;

/// Margins as printed, in points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Margins {
    pub top: f64,
    pub bottom: f64,
    pub outside: f64,
    /// The gutter actually used (chosen from the page count unless given).
    pub inside: f64,
}

/// The figures of a finished book, in points where they are lengths.
#[derive(Debug, Clone, PartialEq)]
pub struct PreflightReport {
    pub pages: usize,
    /// Trim width and height.
    pub trim: (f64, f64),
    pub bleed: bool,
    pub margins: Margins,
    pub ink: Ink,
    pub printer: Printer,
    /// The cover's spine width, when the book has a `[cover]` (its paper sets
    /// the width).
    pub spine: Option<f64>,
    /// The smallest text anywhere in the book, as printed.
    pub smallest_text: Option<f64>,
    /// The longest run of blank pages.
    pub longest_blank_run: usize,
    /// Whether the PDF carries bookmarks and metadata.
    pub bookmarks_and_metadata: bool,
    /// The page check's figures and findings.
    pub page_check: Summary,
    /// What the preflight settled that the spec left open (fewer answer keys
    /// a page, an aid left out), a line each naming the section and why.
    pub settled: Vec<String>,
    /// Every warning of the build.
    pub warnings: Vec<String>,
}

impl PreflightReport {
    /// The report of `book` printed on `pages` pages with an `inside` margin,
    /// after its checks found `findings`; `warnings` are all the build's.
    pub fn new(
        book: &BookInfo,
        (pages, inside): (usize, f64),
        findings: &Findings,
        warnings: Vec<String>,
    ) -> PreflightReport {
        let (paper, printer) = (&book.paper, book.printer);
        PreflightReport {
            pages,
            trim: (paper.trim_width, paper.trim_height),
            bleed: paper.bleed,
            margins: Margins {
                top: paper.top,
                bottom: paper.bottom,
                outside: paper.outside,
                inside,
            },
            ink: book.ink,
            printer,
            spine: None,
            smallest_text: findings.smallest_text,
            longest_blank_run: findings.longest_blank_run,
            bookmarks_and_metadata: printer.keeps_bookmarks_and_metadata(),
            page_check: Summary::default(),
            settled: Vec::new(),
            warnings,
        }
    }
}

impl fmt::Display for PreflightReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parity = if self.pages.is_multiple_of(2) {
            "even"
        } else {
            "odd"
        };
        let bleed = if self.bleed { "with bleed" } else { "no bleed" };
        let m = &self.margins;
        writeln!(f, "preflight:")?;
        writeln!(f, "  pages     {} ({parity})", self.pages)?;
        writeln!(
            f,
            "  trim      {} x {}, {bleed}",
            inches(self.trim.0),
            inches(self.trim.1)
        )?;
        writeln!(
            f,
            "  margins   top {}, bottom {}, outside {}, gutter {}",
            inches(m.top),
            inches(m.bottom),
            inches(m.outside),
            inches(m.inside)
        )?;
        // The spine comes from the cover's paper and the page count.
        match self.spine {
            Some(spine) => writeln!(f, "  spine     {}", inches(spine))?,
            None => writeln!(
                f,
                "  spine     (no [cover]: `mazebook cover --pages N` gives it)"
            )?,
        }
        writeln!(f, "  ink       {}", self.ink.name())?;
        let extras = match self.bookmarks_and_metadata {
            true => "bookmarks and metadata",
            false => "no bookmarks, annotations or metadata",
        };
        writeln!(f, "  printer   {} ({extras})", self.printer.name())?;
        if let Some(size) = self.smallest_text {
            writeln!(f, "  text      {size:.1} pt at the smallest")?;
        }
        writeln!(
            f,
            "  blank     at most {} page(s) in a row",
            self.longest_blank_run
        )?;
        write_page_check(f, &self.page_check)?;
        for line in &self.settled {
            writeln!(f, "  settled   {line}")?;
        }
        write!(f, "  warnings  {}", self.warnings.len())
    }
}

/// The emptiest puzzle page or opener and the emptiest answer page, when the
/// book has them: `emptiest  36% of the live area empty (page 17) on puzzle
/// pages and openers, 48% (page 40) on answer pages`.
fn write_emptiest(f: &mut fmt::Formatter<'_>, check: &Summary) -> fmt::Result {
    let kinds = [
        (check.emptiest, "puzzle pages and openers"),
        (check.emptiest_answers, "answer pages"),
    ];
    let mut line = String::new();
    for (found, pages) in kinds {
        let Some((share, page)) = found else {
            continue;
        };
        let (gap, what) = match line.is_empty() {
            true => ("", " of the live area empty"),
            false => (", ", ""),
        };
        line += &format!("{gap}{:.0}%{what} (page {page}) on {pages}", share * 100.0);
    }
    match line.is_empty() {
        true => Ok(()),
        false => writeln!(f, "  emptiest  {line}"),
    }
}

/// The page check's lines: its figures, then how many findings.
fn write_page_check(f: &mut fmt::Formatter<'_>, check: &Summary) -> fmt::Result {
    let mark = |found: Option<(f64, usize)>| {
        found.map_or("none".to_string(), |(mm, page)| {
            format!("{mm:.1} mm (page {page})")
        })
    };
    writeln!(
        f,
        "  marks     smallest {} on puzzle pages, {} on answer keys",
        mark(check.smallest_mark),
        mark(check.smallest_answer_mark)
    )?;
    writeln!(
        f,
        "  texts     {} outside their room, {} outside the live area",
        check.texts_outside_rooms, check.texts_outside_live_area
    )?;
    writeln!(f, "  tags      {} overlapping", check.overlapping_tags)?;
    write_emptiest(f, check)?;
    writeln!(
        f,
        "  trivial   {} of {} puzzles",
        check.trivial, check.walks_measured
    )?;
    writeln!(
        f,
        "  findings  {} (build --strict refuses a book with any)",
        check.findings.len()
    )
}
