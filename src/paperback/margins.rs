//! The narrowest margins a print-on-demand paperback accepts: top, bottom and
//! outside margins of at least 0.375 in with bleed (0.25 in without), and a
//! gutter that grows with the page count (KDP's table). Under
//! `printer = "kdp"` the spec and the preflight refuse what [`too_narrow`]
//! lists; at home the build warns of the same list.

use super::page::Paper;
use crate::units::PT_PER_IN;

/// One side's margin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Top,
    Bottom,
    Outside,
    /// The gutter.
    Inside,
}

impl Side {
    /// Its key in `[book]`.
    pub fn key(self) -> &'static str {
        match self {
            Side::Top => "margin-top",
            Side::Bottom => "margin-bottom",
            Side::Outside => "margin-outside",
            Side::Inside => "margin-inside",
        }
    }
}

/// A margin narrower than print-on-demand printers accept, in points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Narrow {
    pub side: Side,
    pub value: f64,
    pub minimum: f64,
}

/// The margins of `paper` narrower than a book of `pages` pages may have: the
/// top, bottom and outside ones (in that order), then a gutter given by hand.
/// With `pages = 0`, before the page count is known, a gutter is held to the
/// thinnest book's, the least any book needs.
pub fn too_narrow(paper: &Paper, pages: usize) -> Vec<Narrow> {
    let minimum = min_margin(paper.bleed);
    let sides = [
        (Side::Top, paper.top, minimum),
        (Side::Bottom, paper.bottom, minimum),
        (Side::Outside, paper.outside, minimum),
    ];
    let gutter = paper
        .inside
        .map(|inside| (Side::Inside, inside, gutter_for(pages)));
    sides
        .into_iter()
        .chain(gutter)
        .filter(|&(_, value, minimum)| value + 1e-9 < minimum)
        .map(|(side, value, minimum)| Narrow {
            side,
            value,
            minimum,
        })
        .collect()
}

/// The smallest top, bottom and outside margin a print service accepts: 0.375 in
/// with bleed, 0.25 in without.
pub fn min_margin(bleed: bool) -> f64 {
    (if bleed { 0.375 } else { 0.25 }) * PT_PER_IN
}

/// The minimum gutter by page count (print-on-demand paperback rules).
pub fn gutter_for(pages: usize) -> f64 {
    let inches = match pages {
        0..=150 => 0.375,
        151..=300 => 0.5,
        301..=500 => 0.625,
        501..=700 => 0.75,
        _ => 0.875,
    };
    inches * PT_PER_IN
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paper(margin: f64, inside: Option<f64>, bleed: bool) -> Paper {
        Paper {
            trim_width: 612.0,
            trim_height: 792.0,
            top: margin,
            bottom: margin,
            outside: margin,
            inside,
            bleed,
        }
    }

    #[test]
    fn gutter_grows_with_page_count() {
        assert_eq!(gutter_for(0), 27.0);
        assert_eq!(gutter_for(24), 27.0);
        assert_eq!(gutter_for(151), 36.0);
        assert_eq!(gutter_for(800), 63.0);
    }

    #[test]
    fn narrow_sides_come_in_order_and_a_gutter_by_the_page_count() {
        assert!(too_narrow(&paper(18.0, None, false), 400).is_empty());
        let sides = |paper, pages| -> Vec<Side> {
            too_narrow(&paper, pages).iter().map(|n| n.side).collect()
        };
        assert_eq!(
            sides(paper(18.0, Some(30.0), true), 0),
            [Side::Top, Side::Bottom, Side::Outside]
        );
        assert_eq!(sides(paper(27.0, Some(30.0), true), 200), [Side::Inside]);
        let gutter = too_narrow(&paper(27.0, Some(30.0), true), 200)[0];
        assert_eq!((gutter.value, gutter.minimum), (30.0, 36.0));
    }
}
