//! The book's pages, streamed: each page is rendered from its template, parsed by
//! usvg, measured for the page check and (for `--png`) rendered to pixels in
//! parallel batches, then, in page order, checked (no text off the page, the
//! print profile's rules, the page check's findings collected), drawn into
//! the PDF and its preview files staged. Nothing of a page is kept
//! once it is written, so memory does not grow with the number of pages (only the
//! PDF's compressed content does).

use std::path::PathBuf;

use resvg::usvg;

use crate::layout::geometry::PageFrame;
use crate::layout::pages::PageContext;
use crate::layout::resources::Folders;
use crate::layout::templates::TemplateError;
use crate::ordered;
use crate::output::{OutputError, Staged};
use crate::page_check::{PageCheck, PageMeasures};
use crate::pdf::{self, PdfBook, PdfError};
use crate::preview::{self, PreviewError};
use crate::print::page_facts::{self, PageFacts};
use crate::print::{PageChecks, PrintError, off_page, rooms};
use crate::spec::texts;

/// Why a page could not be made or written.
#[derive(Debug, thiserror::Error)]
pub enum PageError {
    #[error(transparent)]
    Template(#[from] TemplateError),
    #[error(transparent)]
    Pdf(#[from] PdfError),
    #[error(transparent)]
    Preview(#[from] PreviewError),
    #[error(transparent)]
    Output(#[from] OutputError),
    #[error(transparent)]
    Print(#[from] PrintError),
    /// A text of the spec or its words that would print off its page or
    /// across its box, or that does not fit its box.
    #[error(transparent)]
    OffPage(#[from] crate::spec::SpecError),
}

/// Which previews to write, and where.
pub struct Previews {
    pub svg: bool,
    pub png: bool,
    pub dir: PathBuf,
}

/// A page ready to be written.
struct MadePage {
    frame: PageFrame,
    tree: usvg::Tree,
    template: &'static str,
    facts: PageFacts,
    /// What the page check measures on it.
    measures: PageMeasures,
    /// A text whose ink leaves the trimmed page, if any.
    off_page: Option<String>,
    /// A text drawn across its room's border, if any.
    outside_room: Option<String>,
    svg: Option<String>,
    png: Option<Vec<u8>>,
}

/// Pages made at once per thread: enough to keep every core busy between the
/// in-order writes, few enough that memory stays flat.
const PAGES_PER_THREAD: usize = 4;

/// Makes every page, puts it through the print profile's `checks` and the
/// page check, draws it into a new PDF and stages its previews.
pub fn write(
    context: &PageContext,
    previews: &Previews,
    staged: &mut Staged,
    (checks, page_check): (&mut PageChecks, &mut PageCheck),
) -> Result<PdfBook, PageError> {
    let font = context.spec.book.font;
    let spec = context.spec;
    let folders = Folders::of_book(&spec.source.dir, spec.book.templates.as_deref());
    let options = pdf::svg_options(font, folders);
    let mut book = PdfBook::for_printer(spec.book.printer);
    let batch = PAGES_PER_THREAD * rayon::current_num_threads();
    let mut index = 0;
    ordered::make_in_order(
        context.plan.pages.len(),
        batch,
        |index| make(context, &options, previews, index + 1),
        |page| {
            if let Some(text) = &page.off_page {
                return Err(texts::off_page(spec, index + 1, text).into());
            }
            if let Some(text) = &page.outside_room {
                return Err(texts::outside_room(spec, index + 1, text).into());
            }
            checks.page(index + 1, page.template, &page.facts)?;
            page_check.page(index + 1, &page.measures);
            book.add_page(&page.frame, &page.tree)?;
            stage_previews(staged, previews, index, page)?;
            index += 1;
            Ok(())
        },
    )?;
    Ok(book)
}

/// Page `number` (1-based): rendered, parsed, and rendered to PNG if asked.
fn make(
    context: &PageContext,
    options: &usvg::Options,
    previews: &Previews,
    number: usize,
) -> Result<MadePage, PageError> {
    let page = context
        .render(number)
        .map_err(|error| unfit_refused(context, number, error))?;
    let tree = pdf::parse_page(&page, number, options)?;
    let png = match previews.png {
        true => Some(preview::render_png(&tree)?),
        false => None,
    };
    Ok(MadePage {
        frame: page.frame,
        facts: page_facts::read(&tree),
        measures: PageMeasures::of(&tree, page.frame.content.xywh()),
        off_page: off_page::first_text(&tree, page.frame.trim.xywh()),
        outside_room: rooms::strays(&tree).into_iter().next().map(|s| s.text),
        template: page.template,
        tree,
        svg: previews.svg.then_some(page.svg),
        png,
    })
}

/// A template error, or the text that stopped it because it could not fit,
/// refused naming its key.
fn unfit_refused(context: &PageContext, number: usize, error: TemplateError) -> PageError {
    match crate::layout::room::unfit_in(&error) {
        Some(unfit) => {
            let why = unfit.to_string();
            texts::unfit(context.spec, number, &unfit.key, &unfit.text, &why).into()
        }
        None => error.into(),
    }
}

fn stage_previews(
    staged: &mut Staged,
    previews: &Previews,
    index: usize,
    page: MadePage,
) -> Result<(), OutputError> {
    if let Some(svg) = page.svg {
        staged.add(
            &previews.dir.join(preview::page_name(index, "svg")),
            svg.as_bytes(),
        )?;
    }
    if let Some(png) = page.png {
        staged.add(&previews.dir.join(preview::page_name(index, "png")), &png)?;
    }
    Ok(())
}
