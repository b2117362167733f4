//! `[book] printer`: who prints the book, and the rules that follow from it.

use crate::units::PT_PER_IN;

/// Who prints the book.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Printer {
    /// Printed at home or by a local shop (the default): bookmarks and metadata
    /// are kept, the print-service rules only warn.
    #[default]
    Home,
    /// Amazon KDP paperbacks: no bookmarks, annotations or metadata in the
    /// interior file, and its rules refuse the build.
    Kdp,
}

impl Printer {
    /// The names `[book] printer` accepts.
    pub const NAMES: [&'static str; 2] = ["home", "kdp"];

    pub fn from_name(name: &str) -> Option<Printer> {
        match name {
            "home" => Some(Printer::Home),
            "kdp" => Some(Printer::Kdp),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Printer::Home => "home",
            Printer::Kdp => "kdp",
        }
    }

    /// Whether the PDF carries an outline (bookmarks) and document metadata
    /// (the Info dictionary and XMP).
    pub fn keeps_bookmarks_and_metadata(self) -> bool {
        self == Printer::Home
    }

    /// Whether breaking the print service's rules refuses the build (else warns).
    pub fn enforces_rules(self) -> bool {
        self == Printer::Kdp
    }
}

/// A length in inches as a print service states it: "0.375 in", "8.5 in".
pub fn inches(points: f64) -> String {
    let text = format!("{:.3}", points / PT_PER_IN);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{text} in")
}

/// The longest run of blank pages a print service accepts.
pub const MAX_BLANK_RUN: usize = 2;
