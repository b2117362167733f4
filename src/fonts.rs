//! The fonts a book may use. They are compiled in from the project's `fonts/`
//! folder (OFL-licensed, licence texts beside them): output never depends on the
//! fonts of the machine that builds it.

use std::sync::Arc;

use resvg::usvg::fontdb;

/// A shipped font family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FontChoice {
    /// Quicksand: rounded and friendly, the default.
    #[default]
    Quicksand,
    /// Andika: designed by SIL for beginning readers (clear a/ɑ, I/l distinctions).
    Andika,
}

impl FontChoice {
    pub const ALL: [FontChoice; 2] = [FontChoice::Quicksand, FontChoice::Andika];

    pub fn name(self) -> &'static str {
        match self {
            FontChoice::Quicksand => "quicksand",
            FontChoice::Andika => "andika",
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
        }
    }

    /// Regular and bold faces.
    pub fn faces(self) -> [&'static [u8]; 2] {
        match self {
            FontChoice::Quicksand => [
                include_bytes!("../fonts/Quicksand-Regular.ttf"),
                include_bytes!("../fonts/Quicksand-Bold.ttf"),
            ],
            FontChoice::Andika => [
                include_bytes!("../fonts/Andika-Regular.ttf"),
                include_bytes!("../fonts/Andika-Bold.ttf"),
            ],
        }
    }

    /// A font database holding this family only (no system fonts, ever).
    pub fn database(self) -> Arc<fontdb::Database> {
        let mut db = fontdb::Database::new();
        for face in self.faces() {
            db.load_font_data(face.to_vec());
        }
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
