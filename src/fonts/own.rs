//! A font of the book's own (`font = "fonts/MyFont.otf"`, optionally
//! `font-bold = "…"`): the files are read once, checked to be OpenType or TrueType
//! fonts, and kept for the rest of the process so that a [`super::FontChoice`]
//! naming them stays a small `Copy` value like the shipped families. Only the
//! given files are ever used, never the machine's fonts.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use resvg::usvg::fontdb;

/// The largest font file read (CJK fonts run to a few tens of MB).
pub const MAX_FONT_BYTES: u64 = 64 << 20;

/// A font the book brings: its family name and faces.
#[derive(Debug, PartialEq, Eq)]
pub struct OwnFont {
    /// The family name inside the regular file, without the characters that
    /// could break the SVG or CSS it is written into (see [`clean_family`]).
    /// Both faces answer to it in [`OwnFont::database`].
    pub family: String,
    /// The file the regular face came from, as the spec named it.
    pub path: PathBuf,
    regular: Vec<u8>,
    bold: Option<Vec<u8>>,
}

impl OwnFont {
    /// The regular and bold faces; the regular one twice when there is no bold.
    pub fn faces(&self) -> [&[u8]; 2] {
        [&self.regular, self.bold.as_deref().unwrap_or(&self.regular)]
    }

    /// Whether bold text has a face of its own (else it is emboldened by a stroke).
    pub fn has_bold(&self) -> bool {
        self.bold.is_some()
    }

    /// A database of this font only: both faces answer to [`OwnFont::family`]
    /// (the bold one at bold weight), whatever their own name tables say.
    pub fn database(&self) -> fontdb::Database {
        let mut db = fontdb::Database::new();
        self.add_face(&mut db, &self.regular, None);
        if let Some(bold) = &self.bold {
            self.add_face(&mut db, bold, Some(fontdb::Weight::BOLD));
        }
        db
    }

    /// The first face in `data`, named as the book's family.
    fn add_face(&self, db: &mut fontdb::Database, data: &[u8], weight: Option<fontdb::Weight>) {
        let mut single = fontdb::Database::new();
        single.load_font_data(data.to_vec());
        if let Some(face) = single.faces().next() {
            let mut info = face.clone();
            info.families = vec![(self.family.clone(), fontdb::Language::English_UnitedStates)];
            info.weight = weight.unwrap_or(info.weight);
            db.push_face_info(info);
        }
    }

    /// The family as SVG's `font-family` (and CSS) takes it: quoted, so a
    /// name with digits or commas is still one family.
    pub fn css_family(&self) -> String {
        format!("'{}'", self.family)
    }
}

/// A family name with the characters that could break the SVG or CSS it is
/// written into left out: control characters (a NUL cannot be written in
/// XML at all), quotes, backslashes, `<`, `>` and `&`. A name with nothing
/// left becomes [`FALLBACK_FAMILY`].
pub fn clean_family(name: &str) -> String {
    let kept: String = name
        .chars()
        .filter(|&c| !c.is_control() && !"\"'\\<>&".contains(c))
        .collect();
    let words: Vec<&str> = kept.split_whitespace().collect();
    match words.is_empty() {
        true => FALLBACK_FAMILY.to_string(),
        false => words.join(" "),
    }
}

/// The family of a font whose name has nothing printable.
pub const FALLBACK_FAMILY: &str = "Book Font";

/// Why a font file cannot be used; the caller names the key.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FontFileError {
    #[error("cannot read \"{}\": {reason}", .path.display())]
    Read { path: PathBuf, reason: String },
    #[error("\"{}\" is not a font: give an OpenType (.otf) or TrueType (.ttf) file", .path.display())]
    NotAFont { path: PathBuf },
    /// A file that reads as a font but cannot be put into a PDF.
    #[error("\"{}\" is a damaged font: {reason}; give another file", .path.display())]
    Unusable { path: PathBuf, reason: String },
}

impl FontFileError {
    /// The file at fault.
    pub fn path(&self) -> &Path {
        match self {
            FontFileError::Read { path, .. }
            | FontFileError::NotAFont { path }
            | FontFileError::Unusable { path, .. } => path,
        }
    }
}

/// Reads the regular face at `path` and an optional bold face.
pub fn load(path: &Path, bold: Option<&Path>) -> Result<&'static OwnFont, FontFileError> {
    let regular = read_face(path)?;
    let family = family_of(&regular).ok_or_else(|| FontFileError::NotAFont {
        path: path.to_path_buf(),
    })?;
    let bold_face = match bold {
        None => None,
        Some(bold_path) => {
            let data = read_face(bold_path)?;
            family_of(&data).ok_or_else(|| FontFileError::NotAFont {
                path: bold_path.to_path_buf(),
            })?;
            Some(data)
        }
    };
    let font = intern(OwnFont {
        family: clean_family(&family),
        path: path.to_path_buf(),
        regular,
        bold: bold_face,
    });
    let [regular_face, bold_face] = font.faces();
    for (face, file) in [(regular_face, path), (bold_face, bold.unwrap_or(path))] {
        super::probe::embeds(face).map_err(|reason| FontFileError::Unusable {
            path: file.to_path_buf(),
            reason,
        })?;
    }
    Ok(font)
}

fn read_face(path: &Path) -> Result<Vec<u8>, FontFileError> {
    let data =
        crate::input::read_bytes(path, MAX_FONT_BYTES).map_err(|reason| FontFileError::Read {
            path: path.to_path_buf(),
            reason,
        })?;
    match ttf_parser::Face::parse(&data, 0) {
        Ok(_) => Ok(data),
        Err(_) => Err(FontFileError::NotAFont {
            path: path.to_path_buf(),
        }),
    }
}

/// The family name of the first face in `data`, if it is a font with one.
fn family_of(data: &[u8]) -> Option<String> {
    let mut db = fontdb::Database::new();
    db.load_font_data(data.to_vec());
    let face = db.faces().next()?;
    let (family, _) = face.families.first()?;
    (!family.trim().is_empty()).then(|| family.clone())
}

/// Every font file this process has loaded.
static LOADED: Mutex<Vec<&'static OwnFont>> = Mutex::new(Vec::new());

/// The fonts loaded so far (drawings find their font's measures by family).
pub fn loaded() -> Vec<&'static OwnFont> {
    let loaded = LOADED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    loaded.clone()
}

/// One copy per distinct font for the life of the process: a book loaded again
/// (tests, a second build) reuses it instead of keeping another.
fn intern(font: OwnFont) -> &'static OwnFont {
    let mut loaded = LOADED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(&known) = loaded.iter().find(|&&known| *known == font) {
        return known;
    }
    let leaked: &'static OwnFont = Box::leak(Box::new(font));
    loaded.push(leaked);
    leaked
}

/// The style sheet that emboldens bold black text when the font has no bold
/// face: a thin black stroke around every glyph (text of other colours keeps
/// the regular weight rather than gaining an outline of the wrong colour).
pub const SYNTHETIC_BOLD: &str = "[font-weight=\"bold\"][fill=\"#000000\"] { stroke: #000000; stroke-width: 0.03em; stroke-linejoin: round }";
