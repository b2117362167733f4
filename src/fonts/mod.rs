//! The fonts a book may use: two families compiled in from the project's `fonts/`
//! folder (OFL-licensed, licence texts beside them), or a font file the book
//! brings (`own`). Output never depends on the fonts of the machine that builds it.

pub mod own;
mod probe;

use std::sync::Arc;

use resvg::usvg::fontdb;

pub use self::own::OwnFont;

/// A shipped font family, or the book's own font.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FontChoice {
    /// Quicksand: rounded and friendly, the default.
    #[default]
    Quicksand,
    /// Andika: designed by SIL for beginning readers (clear a/ɑ, I/l distinctions).
    Andika,
    /// A font file named in the spec, loaded once (see [`own`]).
    Own(&'static OwnFont),
}

impl FontChoice {
    pub const ALL: [FontChoice; 2] = [FontChoice::Quicksand, FontChoice::Andika];

    /// The name a spec gives the font: a shipped family's, or the file's family.
    pub fn name(self) -> &'static str {
        match self {
            FontChoice::Quicksand => "quicksand",
            FontChoice::Andika => "andika",
            FontChoice::Own(font) => &font.family,
        }
    }

    pub fn names() -> Vec<&'static str> {
        FontChoice::ALL.iter().map(|f| f.name()).collect()
    }

    pub fn from_name(name: &str) -> Option<FontChoice> {
        FontChoice::ALL.into_iter().find(|f| f.name() == name)
    }

    /// The family name inside the font files (what SVG `font-family` must say).
    pub fn family(self) -> &'static str {
        match self {
            FontChoice::Quicksand => "Quicksand",
            FontChoice::Andika => "Andika",
            FontChoice::Own(font) => &font.family,
        }
    }

    /// The family as SVG's `font-family` takes it: a shipped family's name,
    /// or the book's own family in quotes.
    pub fn css_family(self) -> String {
        match self {
            FontChoice::Own(font) => font.css_family(),
            shipped => shipped.family().to_string(),
        }
    }

    /// Regular and bold faces.
    pub fn faces(self) -> [&'static [u8]; 2] {
        match self {
            FontChoice::Quicksand => [
                include_bytes!("../../fonts/Quicksand-Regular.ttf"),
                include_bytes!("../../fonts/Quicksand-Bold.ttf"),
            ],
            FontChoice::Andika => [
                include_bytes!("../../fonts/Andika-Regular.ttf"),
                include_bytes!("../../fonts/Andika-Bold.ttf"),
            ],
            FontChoice::Own(font) => font.faces(),
        }
    }

    /// The characters of `text` the regular face has no glyph for, each once:
    /// they would not print.
    pub fn missing(self, text: &str) -> Vec<char> {
        let Ok(face) = ttf_parser::Face::parse(self.faces()[0], 0) else {
            return Vec::new();
        };
        let mut missing: Vec<char> = text
            .chars()
            .filter(|c| !c.is_whitespace() && !c.is_control())
            .filter(|&c| face.glyph_index(c).is_none())
            .collect();
        missing.sort_unstable();
        missing.dedup();
        missing
    }

    /// The style sheet page SVGs are parsed with: bold made by a stroke when the
    /// book's own font has no bold face.
    pub fn style_sheet(self) -> Option<String> {
        match self {
            FontChoice::Own(font) if !font.has_bold() => Some(own::SYNTHETIC_BOLD.to_string()),
            _ => None,
        }
    }

    /// A font database holding this family only (no system fonts, ever).
    pub fn database(self) -> Arc<fontdb::Database> {
        let mut db = match self {
            FontChoice::Own(font) => font.database(),
            shipped => {
                let mut db = fontdb::Database::new();
                for face in shipped.faces() {
                    db.load_font_data(face.to_vec());
                }
                db
            }
        };
        let family = self.family().to_string();
        db.set_sans_serif_family(family.clone());
        db.set_serif_family(family.clone());
        db.set_monospace_family(family.clone());
        db.set_cursive_family(family.clone());
        db.set_fantasy_family(family);
        Arc::new(db)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_loads_its_family_in_two_weights() {
        for choice in FontChoice::ALL {
            let db = choice.database();
            let faces: Vec<_> = db.faces().collect();
            assert_eq!(faces.len(), 2, "{}", choice.name());
            assert!(
                faces
                    .iter()
                    .all(|f| f.families.iter().any(|(name, _)| name == choice.family()))
            );
            assert!(faces.iter().any(|f| f.weight == fontdb::Weight::BOLD));
        }
    }
}
