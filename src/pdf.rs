//! Pages → one PDF, through krilla and krilla-svg. Pages are added one at a time as
//! they are made (`PdfBook::add_page`), so no page is kept once it is drawn; krilla
//! compresses each page's content stream as it arrives (in the background, on the
//! rayon pool; flate2's zlib-rs backend, chosen in Cargo.toml). Fonts come from the
//! book's one font database (shipped fonts only) and are embedded and subset once
//! for the whole book; the outline has an entry per section and for the answers;
//! metadata comes from the spec; no timestamps, so the same spec gives the same
//! bytes. A printer that wants a bare interior file (`printer = "kdp"`) gets no
//! outline, no Info dictionary and no XMP metadata (krilla writes an Info
//! dictionary only from metadata that was set, and XMP unless told not to).

use krilla::Document;
use krilla::SerializeSettings;
use krilla::destination::XyzDestination;
use krilla::geom::{Point, Rect as PdfRect, Size};
use krilla::metadata::Metadata;
use krilla::outline::{Outline, OutlineNode};
use krilla::page::PageSettings;
use krilla_svg::{SurfaceExt, SvgSettings};
use resvg::usvg;

use crate::fonts::FontChoice;
use crate::layout::geometry::PageFrame;
use crate::layout::pages::PageSvg;
use crate::layout::resources::Folders;
use crate::picture_reader;
use crate::print::Printer;

/// Why the PDF could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    #[error("page {number}: the SVG made from the template {template} does not parse")]
    Parse {
        number: usize,
        template: &'static str,
        source: usvg::Error,
    },
    #[error("page size is zero")]
    ZeroSize,
    #[error("a page could not be drawn")]
    Draw,
    #[error("the PDF could not be written: {0}")]
    Write(String),
}

/// What the PDF says about itself.
pub struct PdfInfo<'a> {
    pub title: &'a str,
    pub author: Option<&'a str>,
    pub subject: Option<&'a str>,
    pub language: &'a str,
    /// (title, 1-based page) per outline entry.
    pub outline: &'a [(String, usize)],
}

/// Parse options for page SVGs: points as user units, only the book's `font`
/// (bold made by a stroke when the book's own font has none), and pictures only
/// from the book's `folders` (relative paths start from its base), read through
/// `picture_reader`.
pub fn svg_options(font: FontChoice, folders: Folders) -> usvg::Options<'static> {
    usvg::Options {
        dpi: 72.0,
        font_family: font.family().to_string(),
        fontdb: font.database(),
        style_sheet: font.style_sheet(),
        resources_dir: Some(folders.base.clone()),
        image_href_resolver: picture_reader::resolver(folders),
        ..usvg::Options::default()
    }
}

/// Parses page `number` (1-based).
pub fn parse_page(
    page: &PageSvg,
    number: usize,
    options: &usvg::Options,
) -> Result<usvg::Tree, PdfError> {
    usvg::Tree::from_str(&page.svg, options).map_err(|source| PdfError::Parse {
        number,
        template: page.template,
        source,
    })
}

/// A PDF being written page by page.
#[derive(Default)]
pub struct PdfBook {
    document: Document,
    /// Whether the outline and metadata are written (see [`Printer`]).
    bare: bool,
}

impl PdfBook {
    /// A PDF for `printer`: bare (no outline, no metadata) when it wants that.
    pub fn for_printer(printer: Printer) -> PdfBook {
        if printer.keeps_bookmarks_and_metadata() {
            return PdfBook::default();
        }
        let settings = SerializeSettings {
            xmp_metadata: false,
            ..SerializeSettings::default()
        };
        PdfBook {
            document: Document::new_with(settings),
            bare: true,
        }
    }

    /// Draws the next page.
    pub fn add_page(&mut self, frame: &PageFrame, tree: &usvg::Tree) -> Result<(), PdfError> {
        let size =
            Size::from_wh(frame.width as f32, frame.height as f32).ok_or(PdfError::ZeroSize)?;
        let trim = PdfRect::from_xywh(
            frame.trim.x as f32,
            frame.trim.y as f32,
            frame.trim.width as f32,
            frame.trim.height as f32,
        );
        let settings = PageSettings::new(size)
            .with_trim_box(trim)
            .with_bleed_box(PdfRect::from_xywh(0.0, 0.0, size.width(), size.height()));
        let mut page = self.document.start_page_with(settings);
        let mut surface = page.surface();
        surface
            .draw_svg(tree, size, SvgSettings::default())
            .ok_or(PdfError::Draw)?;
        surface.finish();
        page.finish();
        Ok(())
    }

    /// Adds the outline and metadata (unless bare) and writes the whole PDF.
    pub fn finish(mut self, info: &PdfInfo) -> Result<Vec<u8>, PdfError> {
        if !self.bare {
            self.document.set_outline(outline(info.outline));
            self.document.set_metadata(metadata(info));
        }
        self.document
            .finish()
            .map_err(|e| PdfError::Write(e.to_string()))
    }
}

fn outline(entries: &[(String, usize)]) -> Outline {
    let mut outline = Outline::new();
    for (title, page) in entries {
        outline.push_child(OutlineNode::new(
            title.clone(),
            XyzDestination::new(page - 1, Point::from_xy(0.0, 0.0)),
        ));
    }
    outline
}

fn metadata(info: &PdfInfo) -> Metadata {
    let mut metadata = Metadata::new()
        .title(info.title.to_string())
        .language(info.language.to_string())
        .creator(format!("mazebook {}", env!("CARGO_PKG_VERSION")));
    if let Some(author) = info.author {
        metadata = metadata.authors(vec![author.to_string()]);
    }
    if let Some(subject) = info.subject {
        metadata = metadata.description(subject.to_string());
    }
    metadata
}
