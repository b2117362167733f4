//! What a print-on-demand paperback fixes, in numbers from KDP's published
//! rules: the interior page (`page`: trim, margins, bleed), the narrowest
//! margins and the gutter a page count needs (`margins`), and the cover's size
//! from the page count and the paper (`cover`). A leaf: the spec reads these
//! values in, the layout, the preflight, the cover and the calculator use them,
//! and each rule is written here once.

pub mod cover;
pub mod furniture;
pub mod margins;
pub mod page;

pub use page::Paper;
