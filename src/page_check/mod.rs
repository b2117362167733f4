//! The page check in every build: what a proofreader would look for, measured on
//! the drawn pages themselves (the parsed usvg trees krilla draws), not on what
//! each drawing meant to do. Drawings tag what it measures (`render::tags`).
//! Per page: the smallest start or goal mark (`marks`), texts leaving their room
//! or the live area (`rooms`), overlapping tags (`tags`), the empty share of
//! the live area (`emptiness`); per book, trivial puzzles read from the finished
//! puzzles (`trivial`). The findings are printed in the preflight report (as
//! warnings), and `build --strict` refuses a book with any ([`StrictError`]).

pub mod emptiness;
mod findings;
pub mod marks;
pub mod rooms;
pub mod tags;
mod tree;
pub mod trivial;

use resvg::usvg;

pub use findings::{Check, Finding, MAX_EMPTY_SHARE, PageCheck, Summary};

/// What one page measures, read from its parsed tree.
#[derive(Debug, Clone, PartialEq)]
pub struct PageMeasures {
    pub marks: Vec<marks::MarkSize>,
    pub outside_rooms: Vec<rooms::TextOut>,
    pub outside_live: Vec<rooms::TextOut>,
    pub overlaps: Vec<tags::Overlap>,
    /// The share of the live area farther than 10 mm from any ink.
    pub empty_share: f64,
}

impl PageMeasures {
    /// Measures a page whose live area (inside the margins) is `live`,
    /// `[x, y, width, height]` in the page's points.
    pub fn of(tree: &usvg::Tree, live: [f64; 4]) -> PageMeasures {
        PageMeasures {
            marks: marks::sizes(tree),
            outside_rooms: rooms::outside_rooms(tree),
            outside_live: rooms::outside_live(tree, live),
            overlaps: tags::overlapping(tree),
            empty_share: emptiness::empty_share(tree, live),
        }
    }
}

/// `build --strict` and a book with findings.
#[derive(Debug, thiserror::Error)]
#[error("{}", strict_message(.0))]
pub struct StrictError(pub Vec<Finding>);

fn strict_message(findings: &[Finding]) -> String {
    let lines: Vec<String> = findings.iter().map(|f| format!("  {f}")).collect();
    format!(
        "the page check found {} problem{} and `--strict` refuses the book:\n{}",
        findings.len(),
        if findings.len() == 1 { "" } else { "s" },
        lines.join("\n")
    )
}
