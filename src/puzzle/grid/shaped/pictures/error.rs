//! Why a picture, a file or a word gave no usable mask, in words a user can act
//! on. The caller prefixes the key it came from (`mask: …`, `text: …`).

use std::path::PathBuf;

/// Why no board could be made from a mask source.
#[derive(Debug, thiserror::Error)]
pub enum MaskError {
    /// Circles have rings, not rows: a picture is not laid on them.
    #[error(
        "a picture or word can be laid on square, hexagon or triangle cells, not on a {0}; use shape = \"square\", \"hexagon\" or \"triangle\""
    )]
    Tiling(&'static str),
    /// A board too small to hold any picture.
    #[error(
        "the maze must be at least {needed} cells across (and down) to hold a picture, not {given}"
    )]
    TooSmall { given: usize, needed: usize },
    /// A built-in picture that does not exist.
    #[error("unknown picture \"{name}\"{hint}; the built-in pictures are {list}")]
    Unknown {
        name: String,
        /// ` (did you mean "heart"?)` or empty.
        hint: String,
        list: String,
    },
    /// A file that is missing or cannot be read.
    #[error("cannot read the picture {}: {detail}", path.display())]
    Unreadable { path: PathBuf, detail: String },
    /// A file that is not a PNG picture (or a damaged one).
    #[error("{} is not a PNG picture{detail}; save it as PNG (dark pixels are the maze, light ones outside)", path.display())]
    NotPng { path: PathBuf, detail: String },
    /// A file over the size limits pictures have everywhere in a book.
    #[error("the picture {} {detail}", path.display())]
    TooLarge { path: PathBuf, detail: String },
    /// A picture with nothing dark in it.
    #[error("{what} has no dark pixels: dark pixels are the maze and light ones are outside")]
    NoDarkPixels { what: String },
    /// A picture that, sampled on the board, leaves too small a maze.
    #[error(
        "{what} leaves only {cells} cells in the maze; it needs at least {needed} — draw it bigger or raise width"
    )]
    TooFewCells {
        what: String,
        cells: usize,
        needed: usize,
    },
    /// A user's picture whose dark cells are not one piece.
    #[error(
        "{what} leaves the maze in {count} pieces (of {sizes} cells); join them or raise width"
    )]
    Pieces {
        what: String,
        count: usize,
        /// The pieces' sizes, largest first: `120, 4, 2`.
        sizes: String,
    },
    /// A word with nothing to draw (empty, or spaces only).
    #[error("{what} has no letters to draw; give a word such as \"EMMA\"")]
    NoLetters { what: String },
    /// A word too long to draw.
    #[error("has {chars} characters; a word maze holds at most {max}; use a shorter text")]
    LongWord { chars: usize, max: usize },
    /// A word whose strokes would be under two cells wide at the width given.
    #[error(
        "at {width} cells across, the letters of {what} would have strokes under two cells wide and could not be read; use a shorter text, make width at least {needed}, or leave width out to have the letters sized for their page"
    )]
    ThinStrokes {
        what: String,
        width: usize,
        needed: usize,
    },
    /// A word that cannot be set legibly in its slot at its level.
    #[error(
        "{what} cannot be set in its slot at difficulty {level} with letters that read (every stroke two cells wide, every cell as wide as the level's corridors); {}",
        longest_hint(longest)
    )]
    Illegible {
        what: String,
        level: u8,
        /// The longest start of the text that can be set (maybe empty).
        longest: String,
    },
    /// A word with letters the book's font does not have.
    #[error("the {font} font cannot draw {letters} in {what}; use other letters or another font")]
    MissingLetters {
        what: String,
        font: &'static str,
        letters: String,
    },
    /// The drawing library could not read the picture (a fault of ours for built-ins).
    #[error("{what} could not be drawn: {detail}")]
    Draw { what: String, detail: String },
}

fn longest_hint(longest: &str) -> String {
    match longest.chars().count() {
        0 => "use fewer puzzles per page, a larger page or an easier difficulty".into(),
        n => format!(
            "the longest text that fits is \"{longest}\" ({n} characters); use a shorter text, fewer puzzles per page or a larger page"
        ),
    }
}
