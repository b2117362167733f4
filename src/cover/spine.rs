//! The spine's text: the title (bold) and the author, in capitals (no
//! descenders: the most letter a thin spine can hold), reading top to bottom,
//! centred between the folds with KDP's 0.0625 in clear of each, as large as the
//! spine's width allows (measured on the glyphs' own outlines, so the ink, not
//! the font's line box, is what must fit). A title that does not fit the spine's
//! length even at the smallest size is refused, naming the key.

use serde::Serialize;

use super::geometry::{CoverFrame, SAFE_PT, SPINE_SAFE_PT};
use crate::fonts::FontChoice;
use crate::render::style::MIN_TEXT_PT;
use crate::render::text::Measure;

/// The largest spine text.
const MAX_SPINE_PT: f64 = 26.0;
/// Thinner spines than this size of text allows stay blank: spine text keeps
/// to the 7 pt every other text does.
const MIN_SPINE_PT: f64 = MIN_TEXT_PT;
/// Text ends this far from the top and bottom trim (the safe zone and some air).
const END_PT: f64 = SAFE_PT + 18.0;
/// The author's size against the title's, where that stays at 7 pt or more.
const AUTHOR_SHARE: f64 = 0.8;

/// The author's size beside a title of `size`: smaller, but never under 7 pt.
fn author_size(size: f64) -> f64 {
    (size * AUTHOR_SHARE).max(MIN_TEXT_PT).min(size)
}
/// What rounding positions to a hundredth of a point may move the ink, twice over.
const ROUNDING_PT: f64 = 0.02;

/// `size` rounded down to a hundredth of a point, as a template prints it.
fn hundredths_down(size: f64) -> f64 {
    (size * 100.0).floor() / 100.0
}

/// The gap between title and author, in title sizes.
const GAP_EMS: f64 = 1.6;

/// What the spine prints, for the template: sizes and where each text goes.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SpineText {
    pub title: String,
    pub author: Option<String>,
    /// The spine's centre line (page x) and where each text's middle (title) or
    /// end (author) lies along the spine (page y).
    pub x: f64,
    pub title_y: f64,
    pub author_y: f64,
    pub size: f64,
    pub author_size: f64,
    /// The baseline's offset that centres each text's ink between the folds,
    /// in the rotated text's own y.
    pub title_dy: f64,
    pub author_dy: f64,
}

/// Text that cannot fit the spine: the key and why.
#[derive(Debug, Clone, PartialEq)]
pub struct SpineRefusal {
    pub key: &'static str,
    pub message: String,
}

/// The spine's text, `None` when the spine is too thin for any.
pub fn fit(
    frame: &CoverFrame,
    font: FontChoice,
    title: &str,
    author: Option<&str>,
) -> Result<Option<SpineText>, SpineRefusal> {
    let (Some(bold), Some(regular)) = (Measure::new(font, true), Measure::new(font, false)) else {
        return Ok(None);
    };
    let title = &title.to_uppercase();
    let author = author.map(str::to_uppercase);
    let author = author.as_deref();
    // Templates write sizes and positions to a hundredth of a point (`num`):
    // the ink keeps that much clear of the safe zone, so rounding cannot push
    // it over.
    let room = frame.spine.width - 2.0 * SPINE_SAFE_PT - ROUNDING_PT;
    let title_ink = Ink::of(font, true, title);
    let author_ink = author.map(|a| Ink::of(font, false, a));
    // The author may be as large as the title (at 7 pt), so both must fit.
    let tallest = title_ink
        .height()
        .max(author_ink.map_or(0.0, |ink| ink.height()));
    let size = hundredths_down(MAX_SPINE_PT.min(room / tallest.max(0.1)));
    if size < MIN_SPINE_PT {
        return Ok(None);
    }
    let length = frame.spine.height - 2.0 * END_PT;
    let needed = |size: f64| {
        let author = author.map_or(0.0, |a| {
            GAP_EMS * size + regular.width(a, author_size(size))
        });
        bold.width(title, size) + author
    };
    // Everything scales with the size: shrink to the length, but not below 7 pt.
    let size = hundredths_down(size.min(size * length / needed(size).max(1e-9)));
    if size < MIN_TEXT_PT - 1e-9 || needed(size) > length + 1e-6 {
        return Err(refusal(&bold, title, author.is_some(), MIN_TEXT_PT, length));
    }
    let author_part = needed(size) - bold.width(title, size);
    let top = frame.spine.y + END_PT;
    Ok(Some(SpineText {
        title: title.to_string(),
        author: author.map(str::to_string),
        x: frame.spine.x + frame.spine.width / 2.0,
        title_y: top + (length - author_part) / 2.0,
        author_y: top + length,
        size,
        author_size: author_size(size),
        title_dy: title_ink.middle() * size,
        author_dy: author_ink.map_or(0.0, |ink| ink.middle() * author_size(size)),
    }))
}

fn refusal(bold: &Measure, title: &str, has_author: bool, size: f64, length: f64) -> SpineRefusal {
    let inches = |points: f64| crate::render::fmt::num(points / 72.0);
    let title_length = bold.width(title, size);
    if title_length > length || !has_author {
        return SpineRefusal {
            key: "book.title",
            message: format!(
                "does not fit on the cover's spine: at {} pt it is {} in long, and the spine has room for {} in; shorten it",
                crate::render::fmt::num(size),
                inches(title_length),
                inches(length)
            ),
        };
    }
    SpineRefusal {
        key: "book.author",
        message: format!(
            "does not fit on the cover's spine beside the title, even at {} pt (the spine has room for {} in); shorten the author or the title",
            crate::render::fmt::num(size),
            inches(length)
        ),
    }
}

/// How far a text's ink reaches above and below its baseline, in ems.
#[derive(Debug, Clone, Copy)]
struct Ink {
    low: f64,
    high: f64,
}

impl Ink {
    fn of(font: FontChoice, bold: bool, text: &str) -> Ink {
        let none = Ink {
            low: 0.0,
            high: 0.7,
        };
        let Ok(face) = ttf_parser::Face::parse(font.faces()[usize::from(bold)], 0) else {
            return none;
        };
        let em = f64::from(face.units_per_em());
        // A character the font lacks prints as its "missing" glyph (often a box
        // taller than the capitals), so that glyph's ink counts too.
        let boxes = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| face.glyph_index(c).unwrap_or(ttf_parser::GlyphId(0)))
            .filter_map(|glyph| face.glyph_bounding_box(glyph));
        let (low, high) = boxes.fold((f64::MAX, f64::MIN), |(low, high), b| {
            (low.min(f64::from(b.y_min)), high.max(f64::from(b.y_max)))
        });
        match low <= high {
            true => Ink {
                low: low / em,
                high: high / em,
            },
            false => none,
        }
    }

    fn height(self) -> f64 {
        self.high - self.low
    }

    /// The middle of the ink above the baseline, in ems.
    fn middle(self) -> f64 {
        (self.low + self.high) / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paperback::cover::{CoverPaper, CoverSize};

    fn frame(pages: usize) -> CoverFrame {
        CoverFrame::new(&CoverSize::new(
            (432.0, 648.0),
            pages,
            CoverPaper::White,
            None,
        ))
    }

    #[test]
    fn the_ink_stays_clear_of_the_folds() {
        let title = "Lost in the Labyrinth";
        for pages in [89, 120, 300, 800] {
            let spine = fit(
                &frame(pages),
                FontChoice::Quicksand,
                title,
                Some("Ada Finch"),
            )
            .unwrap()
            .expect("text");
            let room = frame(pages).spine.width - 2.0 * SPINE_SAFE_PT;
            let ink = Ink::of(FontChoice::Quicksand, true, &spine.title);
            assert!(ink.height() * spine.size <= room + 1e-9, "{pages}");
            let author = spine.author.as_deref().unwrap_or_default();
            let ink = Ink::of(FontChoice::Quicksand, false, author);
            assert!(ink.height() * spine.author_size <= room + 1e-9, "{pages}");
            assert!(
                spine.size >= MIN_TEXT_PT && spine.author_size >= MIN_TEXT_PT,
                "{pages}"
            );
        }
    }

    #[test]
    fn a_spine_too_thin_for_seven_point_capitals_stays_blank() {
        let spine = fit(&frame(79), FontChoice::Quicksand, "Lost", Some("Ada Finch"));
        assert_eq!(spine, Ok(None), "79 white pages: 0.178 in");
    }

    #[test]
    fn a_long_word_on_a_short_spine_is_refused() {
        let size = CoverSize::new((288.0, 144.0), 300, CoverPaper::Cream, None);
        let word = "Abracadabracadabracadabracadabracadabra!";
        let refusal = fit(&CoverFrame::new(&size), FontChoice::Quicksand, word, None).unwrap_err();
        assert_eq!(refusal.key, "book.title");
    }
}
