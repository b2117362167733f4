//! Drawing helpers shared by every puzzle kind and the page layout: the book's
//! style and its palette (the colours of the book's ink), number formatting for
//! stable SVG, the start/goal pictograms (and Theseus's two pieces, which puzzles and
//! emblems share), the answer line, raw element text for
//! drawings with many like elements, drawings whose longest data is written
//! straight into the output, texts fitted to their boxes, and the ids the page
//! check reads.

pub mod answer_line;
pub mod emblem;
pub mod fit;
pub mod fmt;
pub mod mark_ids;
pub mod palette;
pub mod pictogram;
pub mod raw;
pub mod room_ids;
pub mod streamed;
pub mod style;
pub mod tags;
pub mod text;
pub mod theseus_figures;
pub mod wall;
