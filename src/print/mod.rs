//! Print profiles: what `[book] printer` and `[book] ink` change in the PDF and
//! what they check on every page. The printer (`home`, `kdp`) decides whether the
//! interior file keeps bookmarks and metadata and whether the print service's
//! rules (margins, text size, page count, blank pages) refuse a build or only
//! warn; the ink (`color`, `black`) picks the palette (`render::palette`) and,
//! for black, refuses any page that would still put colour into the PDF. The
//! findings end in the build's preflight report (`build::report`).

pub mod checks;
pub mod off_page;
pub mod page_facts;
pub mod pictures;
pub mod profile;
pub mod rooms;

pub use checks::{PageChecks, PrintError};
pub use profile::Printer;
