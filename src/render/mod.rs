//! Drawing helpers shared by every puzzle kind and the page layout: the book's
//! style and its palette (the colours of the book's ink), number formatting for
//! stable SVG, the start/goal pictograms, the answer line, raw element text for
//! drawings with many like elements, and drawings whose longest data is written
//! straight into the output.

pub mod answer_line;
pub mod emblem;
pub mod fmt;
pub mod palette;
pub mod pictogram;
pub mod raw;
pub mod streamed;
pub mod style;
pub mod text;
