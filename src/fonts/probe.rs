//! A font file of the book's own is tried the way the PDF will use it before
//! anything else is made: a line of text set in it and embedded (subset) into
//! a throwaway PDF by krilla. A file that parses as a font but cannot be
//! embedded (a damaged metrics table, say) is then refused at the `font` key,
//! instead of failing once every puzzle is made.

use krilla::Document;
use krilla::geom::{Point, Size};
use krilla::page::PageSettings;
use krilla::text::{Font, TextDirection};

/// Letters, digits and punctuation every book prints some of.
const SAMPLE: &str = "Maze 1234567890 · Aa";

/// `Ok` when the face in `data` embeds into a PDF; else why not, in words.
pub fn embeds(data: &'static [u8]) -> Result<(), String> {
    let font = Font::new(data.into(), 0).ok_or("its tables cannot be read")?;
    let mut document = Document::new();
    let size = Size::from_wh(200.0, 50.0).ok_or("no page")?;
    let mut page = document.start_page_with(PageSettings::new(size));
    let mut surface = page.surface();
    surface.draw_text(
        Point::from_xy(10.0, 30.0),
        font,
        12.0,
        SAMPLE,
        false,
        TextDirection::Auto,
    );
    surface.finish();
    page.finish();
    match document.finish() {
        Ok(_) => Ok(()),
        // krilla's message names the font as a Rust value: say what went wrong only.
        Err(krilla::error::KrillaError::Font(_, reason)) => {
            Err(format!("it cannot be embedded in a PDF ({reason})"))
        }
        Err(_) => Err("it cannot be embedded in a PDF".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fonts::FontChoice;

    #[test]
    fn the_shipped_faces_embed() {
        for font in FontChoice::ALL {
            for face in font.faces() {
                assert_eq!(embeds(face), Ok(()), "{}", font.name());
            }
        }
    }
}
