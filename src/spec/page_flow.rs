//! How pages follow one another: whether sections open on right-hand pages
//! (`section-start`) and whether the page count is padded to an even number
//! (`pages`), as printed books want.

use crate::keys::error::SpecError;
use crate::keys::table::Table;

/// Where a section (and the answers) may open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SectionStart {
    /// On the next page, whichever side.
    #[default]
    Any,
    /// On a right-hand (odd) page: a blank page goes before it when needed.
    Right,
}

/// Whether the page count is padded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageCount {
    /// As many pages as the book needs.
    Any,
    /// Padded with a notes page to an even count, as printed books are.
    Even,
}

/// `[book] section-start` and `pages`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PageFlow {
    pub section_start: SectionStart,
    /// `None`: the printer profile's default (even for print-on-demand).
    pub pages: Option<PageCount>,
}

impl PageFlow {
    /// The page count rule, with `default` standing in when the spec is silent.
    pub fn pages_or(&self, default: PageCount) -> PageCount {
        self.pages.unwrap_or(default)
    }
}

/// Reads `section-start` and `pages` from `[book]`.
pub fn read(table: &mut Table) -> Result<PageFlow, SpecError> {
    let section_start = match table.choice("section-start", &["any", "right"])?.as_deref() {
        Some("right") => SectionStart::Right,
        _ => SectionStart::Any,
    };
    let pages = table.choice("pages", &["any", "even"])?.map(|choice| {
        if choice == "even" {
            PageCount::Even
        } else {
            PageCount::Any
        }
    });
    Ok(PageFlow {
        section_start,
        pages,
    })
}
