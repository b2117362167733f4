//! The print profile's checks over the pages as they stream into the PDF: in a
//! black-ink book nothing may print in colour; text must print at 7 pt or more;
//! no more than two blank pages may follow each other. Under `printer = "kdp"`
//! small text and long blank runs refuse the build, naming the page; at home
//! they are warnings. Colour in a black-ink book is refused under every printer.

use super::page_facts::PageFacts;
use super::profile::{MAX_BLANK_RUN, Printer};
use crate::render::palette::Ink;
use crate::render::style::MIN_TEXT_PT;

/// A page breaks the print profile's rules.
#[derive(Debug, thiserror::Error)]
pub enum PrintError {
    #[error(
        "page {page} (template {template}): {what} in a book with `ink = \"black\"`; a black-ink book prints black and greys only"
    )]
    Colour {
        page: usize,
        template: &'static str,
        what: String,
    },
    #[error(
        "page {page} (template {template}): text printed at {size:.2} pt; `printer = \"kdp\"` needs {MIN_TEXT_PT} pt or more"
    )]
    SmallText {
        page: usize,
        template: &'static str,
        size: f64,
    },
    #[error(
        "pages {first} to {last} are {count} blank pages in a row; `printer = \"kdp\"` allows at most {MAX_BLANK_RUN}"
    )]
    BlankRun {
        first: usize,
        last: usize,
        count: usize,
    },
}

/// What the checks found in a book that passed them.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Findings {
    /// The smallest text in the book, in points as printed.
    pub smallest_text: Option<f64>,
    /// The longest run of blank pages.
    pub longest_blank_run: usize,
    /// Rules broken where the printer only warns.
    pub warnings: Vec<String>,
}

/// The checks, fed one page at a time in page order.
#[derive(Debug)]
pub struct PageChecks {
    ink: Ink,
    printer: Printer,
    findings: Findings,
    /// The current run of blank pages: (first page, length).
    run: (usize, usize),
    /// Templates already warned about for small text (one warning each, not
    /// one per page).
    small_text_in: Vec<&'static str>,
}

impl PageChecks {
    pub fn new(ink: Ink, printer: Printer) -> PageChecks {
        PageChecks {
            ink,
            printer,
            findings: Findings::default(),
            run: (0, 0),
            small_text_in: Vec::new(),
        }
    }

    /// Checks page `number` (1-based), made from `template`.
    pub fn page(
        &mut self,
        number: usize,
        template: &'static str,
        facts: &PageFacts,
    ) -> Result<(), PrintError> {
        if let (Ink::Black, Some(what)) = (self.ink, &facts.colour) {
            return Err(PrintError::Colour {
                page: number,
                template,
                what: what.clone(),
            });
        }
        if let Some(size) = facts.smallest_text {
            self.text(number, template, size)?;
        }
        self.blank(number, facts.blank)
    }

    fn text(&mut self, page: usize, template: &'static str, size: f64) -> Result<(), PrintError> {
        let smallest = &mut self.findings.smallest_text;
        *smallest = Some(smallest.map_or(size, |s| s.min(size)));
        // Sizes are measured in f32 after transforms: allow for rounding.
        if size >= MIN_TEXT_PT - 1e-3 || self.small_text_in.contains(&template) {
            return Ok(());
        }
        self.small_text_in.push(template);
        let error = PrintError::SmallText {
            page,
            template,
            size,
        };
        self.refuse_or_warn(error)
    }

    fn blank(&mut self, page: usize, blank: bool) -> Result<(), PrintError> {
        if !blank {
            self.run = (0, 0);
            return Ok(());
        }
        if self.run.1 == 0 {
            self.run.0 = page;
        }
        self.run.1 += 1;
        self.findings.longest_blank_run = self.findings.longest_blank_run.max(self.run.1);
        if self.run.1 != MAX_BLANK_RUN + 1 {
            return Ok(());
        }
        let error = PrintError::BlankRun {
            first: self.run.0,
            last: page,
            count: self.run.1,
        };
        self.refuse_or_warn(error)
    }

    fn refuse_or_warn(&mut self, error: PrintError) -> Result<(), PrintError> {
        if self.printer.enforces_rules() {
            return Err(error);
        }
        self.findings.warnings.push(error.to_string());
        Ok(())
    }

    /// What the checks found over the whole book.
    pub fn finish(self) -> Findings {
        self.findings
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blank() -> PageFacts {
        PageFacts {
            blank: true,
            ..PageFacts::default()
        }
    }

    fn text(size: f64) -> PageFacts {
        PageFacts {
            smallest_text: Some(size),
            ..PageFacts::default()
        }
    }

    #[test]
    fn three_blank_pages_in_a_row_are_refused_for_kdp_and_a_warning_at_home() {
        let mut kdp = PageChecks::new(Ink::Color, Printer::Kdp);
        for (n, facts) in [text(9.0), blank(), blank(), text(9.0), blank(), blank()]
            .iter()
            .enumerate()
        {
            kdp.page(n + 1, "puzzles.svg", facts)
                .expect("runs of two pass");
        }
        let error = kdp.page(7, "puzzles.svg", &blank()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "pages 5 to 7 are 3 blank pages in a row; `printer = \"kdp\"` allows at most 2"
        );
        let mut home = PageChecks::new(Ink::Color, Printer::Home);
        for n in 1..=4 {
            home.page(n, "puzzles.svg", &blank()).expect("home warns");
        }
        let findings = home.finish();
        assert_eq!(
            (findings.longest_blank_run, findings.warnings.len()),
            (4, 1)
        );
    }

    #[test]
    fn small_text_is_refused_for_kdp_naming_the_page() {
        let mut kdp = PageChecks::new(Ink::Color, Printer::Kdp);
        kdp.page(1, "title.svg", &text(7.0))
            .expect("7 pt is enough");
        let error = kdp.page(2, "answers.svg", &text(5.5)).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("page 2 (template answers.svg): text printed at 5.50 pt")
        );
    }

    #[test]
    fn small_text_at_home_is_one_warning_per_template() {
        let mut home = PageChecks::new(Ink::Color, Printer::Home);
        for n in 1..=3 {
            home.page(n, "puzzles.svg", &text(6.0)).expect("home warns");
        }
        home.page(4, "answers.svg", &text(5.0)).expect("home warns");
        let findings = home.finish();
        assert_eq!(findings.warnings.len(), 2, "{:?}", findings.warnings);
        assert_eq!(findings.smallest_text, Some(5.0));
    }

    #[test]
    fn colour_is_refused_in_a_black_ink_book_only() {
        let red = PageFacts {
            colour: Some("the colour #ff0000".into()),
            ..PageFacts::default()
        };
        let mut colour = PageChecks::new(Ink::Color, Printer::Kdp);
        colour
            .page(1, "title.svg", &red)
            .expect("colour books print colour");
        let mut black = PageChecks::new(Ink::Black, Printer::Home);
        let error = black.page(3, "title.svg", &red).unwrap_err();
        assert!(
            error
                .to_string()
                .contains("page 3 (template title.svg): the colour #ff0000")
        );
    }
}
