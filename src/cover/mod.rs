//! The book's paperback cover, `cover.pdf`, made when the spec has `[cover]`:
//! one page holding the back, the spine and the front side by side, with 0.125 in
//! of bleed all round, a spine as thick as the interior's pages on the chosen
//! paper, and text and puzzle art kept inside the safe zones. The design is the
//! template `cover.svg`; code works out the sizes (`paperback::cover`,
//! `geometry`), the spine's text (`spine`), which puzzles to show (`featured`),
//! draws them where the template asks, checks the result (`safe_zone`) and
//! writes the PDF, with the same font database as the book and no timestamps.
//!
//! [`plan`] runs before any puzzle is made and refuses text that cannot fit;
//! [`stage`] makes the PDF once the puzzles exist.

mod featured;
pub mod geometry;
pub mod proof;
mod safe_zone;
mod spine;
pub mod template;

use std::path::Path;

use minijinja::{Value, context};
use resvg::usvg;

use self::geometry::{CoverFrame, SAFE_PT, SPINE_SAFE_PT};
use self::spine::SpineText;
use self::template::{Art, ArtCall, Rendered};
use crate::keys::SpecError;
use crate::layout::geometry::centred;
use crate::layout::pages::PageSvg;
use crate::layout::resources::{self, Folders};
use crate::layout::templates::TemplateError;
use crate::output::{OutputError, Staged};
use crate::paperback::cover::CoverSize;
use crate::pdf::{self, PdfBook, PdfError, PdfInfo};
use crate::pipeline::BookPuzzle;
use crate::puzzle::Recipe;
use crate::render::fmt::num;
use crate::render::style::Style;
use crate::render::{mark_ids, pictogram, room_ids};
use crate::spec::BookSpec;
use crate::spec::texts;

/// The widest PDF page viewers accept: 200 in.
const MAX_PAGE_PT: f64 = 14_400.0;

/// Why the cover could not be made (after its text was checked).
#[derive(Debug, thiserror::Error)]
pub enum CoverError {
    #[error(transparent)]
    Template(#[from] TemplateError),
    #[error("template cover.svg: {0}")]
    Layout(String),
    #[error("the cover: {0}")]
    Pdf(#[from] PdfError),
    #[error(transparent)]
    Output(#[from] OutputError),
    /// A text of the spec out of place on the drawn cover.
    #[error(transparent)]
    Text(#[from] SpecError),
}

/// A cover whose size and text are settled, before any puzzle is made.
#[derive(Debug, Clone)]
pub struct CoverPlan {
    pub size: CoverSize,
    pub frame: CoverFrame,
    spine: Option<SpineText>,
}

/// The cover of `spec` for a book of `pages` pages (none without `[cover]`);
/// text that does not fit the cover is refused here, naming its key.
pub fn plan(spec: &BookSpec, pages: usize) -> Result<Option<CoverPlan>, SpecError> {
    let Some(size) = size_of(spec, pages) else {
        return Ok(None);
    };
    if size.with_bleed().0 > MAX_PAGE_PT {
        return Err(spec.source.error(
            None,
            "book.page-size",
            format!(
                "the cover of this book would be {} in wide; a PDF page is at most 200 in",
                num(size.with_bleed().0 / 72.0)
            ),
        ));
    }
    let frame = CoverFrame::new(&size);
    let spine = match size.spine_text {
        true => spine::fit(
            &frame,
            spec.book.font,
            &spec.book.title,
            spec.book.author.as_deref(),
        )
        .map_err(|refusal| refuse(spec, refusal.key, refusal.message))?,
        false => None,
    };
    let plan = CoverPlan { size, frame, spine };
    check_text(spec, &plan)?;
    Ok(Some(plan))
}

/// The size of the cover of `spec` for a book of `pages` pages (none without
/// `[cover]`).
pub fn size_of(spec: &BookSpec, pages: usize) -> Option<CoverSize> {
    let cover = spec.cover.as_ref()?;
    let trim = (spec.book.paper.trim_width, spec.book.paper.trim_height);
    Some(CoverSize::new(trim, pages, cover.paper, cover.spine))
}

/// Renders the cover without its puzzles and refuses the first text that the
/// template refuses or that falls outside the safe zone. A template that cannot
/// be read or rendered is left to the build, which names it.
fn check_text(spec: &BookSpec, plan: &CoverPlan) -> Result<(), SpecError> {
    let Ok(source) = template::source(spec.book.templates.as_deref()) else {
        return Ok(());
    };
    let label = Some(longest_label(spec));
    let rendered = match template::render(
        &source,
        spec.book.font,
        Art::default(),
        context(spec, plan, label),
    ) {
        Ok(rendered) => rendered,
        Err(error) => {
            return match template::refusal_in(&error) {
                Some(refusal) => Err(refuse(spec, &refusal.key, refusal.message)),
                None => Ok(()),
            };
        }
    };
    let Ok(tree) = parse(spec, plan, &rendered.with_art(|_| String::new())) else {
        return Ok(());
    };
    safe_zone::check_text(&tree, &plan.frame, &texts::of(spec))
        .map_err(|fault| fault_of(spec, fault))
}

/// A text out of place, refused naming the key whose text it is; a text no
/// key wrote is the template's (the book's own, or the cover's when built in).
fn fault_of(spec: &BookSpec, fault: safe_zone::Fault) -> SpecError {
    let template = match spec.book.templates {
        Some(_) => "book.templates",
        None => "cover",
    };
    refuse(
        spec,
        fault.key.as_deref().unwrap_or(template),
        fault.message,
    )
}

/// A refusal naming `key`, at the `[cover]` table's line for its own keys.
fn refuse(spec: &BookSpec, key: &str, message: String) -> SpecError {
    let span = spec.cover.as_ref().map(|c| c.span.clone());
    let span = span.filter(|_| key.starts_with("cover."));
    spec.source.error(span, key, message)
}

/// Makes the cover (and with `proof`, the proof) and stages it in `out`; a
/// book without `[cover]` stages the removal of an earlier build's covers.
pub fn stage(
    plan: Option<&CoverPlan>,
    spec: &BookSpec,
    puzzles: &[BookPuzzle],
    proof: bool,
    out: &Path,
    staged: &mut Staged,
) -> Result<(), CoverError> {
    let (final_path, proof_path) = (out.join("cover.pdf"), out.join("cover-proof.pdf"));
    let Some(plan) = plan else {
        remove_if_file(staged, final_path);
        remove_if_file(staged, proof_path);
        return Ok(());
    };
    let svg = draw(plan, spec, puzzles)?;
    staged.add(&final_path, &write_pdf(spec, plan, &svg)?)?;
    match proof {
        true => {
            let guides = proof::with_guides(&svg, &plan.frame, &spec.book.font.css_family());
            staged.add(&proof_path, &write_pdf(spec, plan, &guides)?)?;
        }
        false => remove_if_file(staged, proof_path),
    }
    Ok(())
}

/// An earlier build's cover that this build does not make goes with the commit.
fn remove_if_file(staged: &mut Staged, path: std::path::PathBuf) {
    if std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_file()) {
        staged.remove(path);
    }
}

/// The cover's SVG with its puzzles drawn in, checked.
pub fn draw(
    plan: &CoverPlan,
    spec: &BookSpec,
    puzzles: &[BookPuzzle],
) -> Result<String, CoverError> {
    let chosen = featured::choose(spec, puzzles);
    let puzzle = |which: usize| chosen[which].and_then(|index| puzzles.get(index));
    let art = Art {
        aspects: [0, 1].map(|which| puzzle(which).map(|p| p.finished().aspect_ratio())),
    };
    let source = template::source(spec.book.templates.as_deref())?;
    let label = chosen[0].map(|index| label(spec, puzzles, index));
    let rendered = template::render(&source, spec.book.font, art, context(spec, plan, label))?;
    resources::check(&rendered.svg, template::NAME, || folders(spec))
        .map_err(TemplateError::from)?;
    let style = spec.cover_style();
    let svg = with_drawings(&rendered, &style, |which| {
        let index = chosen[which]?;
        Some((puzzles.get(index)?, spec.recipe_of(index)?))
    });
    let svg = room_ids::numbered(&mark_ids::number(&svg));
    let tree = parse(spec, plan, &svg)?;
    safe_zone::check_text(&tree, &plan.frame, &texts::of(spec))
        .map_err(|fault| fault_of(spec, fault))?;
    let names: Vec<&str> = rendered
        .art
        .iter()
        .map(|call| template::ART_NAMES[call.which])
        .collect();
    safe_zone::check_art(&tree, &plan.frame, &names).map_err(CoverError::Layout)?;
    Ok(svg)
}

fn with_drawings<'a>(
    rendered: &Rendered,
    style: &Style,
    puzzle: impl Fn(usize) -> Option<(&'a BookPuzzle, &'a dyn Recipe)>,
) -> String {
    let mut index = 0;
    rendered.with_art(|call| {
        index += 1;
        let drawn = puzzle(call.which).map(|(p, recipe)| art(call, index - 1, p, recipe, style));
        drawn.unwrap_or_default()
    })
}

/// One puzzle drawn into its box, `weight` times bolder: drawn for a box that
/// many times smaller and enlarged, when the drawing is still legible in the
/// smaller box (a legend or a table keeps its size); else as it is, or drawn
/// for a larger box and reduced, whichever is the first its kind can draw.
fn art(
    call: &ArtCall,
    index: usize,
    puzzle: &BookPuzzle,
    recipe: &dyn Recipe,
    style: &Style,
) -> String {
    let (box_width, box_height) = (call.rect.width, call.rect.height);
    let weights = [call.weight, 1.0, 0.75, 0.5, 0.35, 0.25];
    let legible = |&w: &f64| recipe.legible_in(box_width / w, box_height / w).is_ok();
    let weight = weights.into_iter().find(legible).unwrap_or(1.0);
    let (width, height) = puzzle
        .finished()
        .drawn_size(call.rect.width / weight, call.rect.height / weight);
    let rect = centred(&call.rect, (width * weight, height * weight));
    let drawing = puzzle.finished().draw(false, width, height, style);
    format!(
        r#"<g id="cover-art-{index}" transform="translate({},{}) scale({})">{drawing}</g>"#,
        num(rect.x),
        num(rect.y),
        weight
    )
}

fn folders(spec: &BookSpec) -> Folders {
    Folders::of_book(&spec.source.dir, spec.book.templates.as_deref())
}

fn parse(spec: &BookSpec, plan: &CoverPlan, svg: &str) -> Result<usvg::Tree, PdfError> {
    let font = spec.book.font;
    let options = pdf::svg_options(font, folders(spec));
    let page = PageSvg {
        frame: plan.frame.page_frame(),
        svg: svg.to_string(),
        template: template::NAME,
    };
    pdf::parse_page(&page, 1, &options)
}

/// The one-page PDF of `svg`.
fn write_pdf(spec: &BookSpec, plan: &CoverPlan, svg: &str) -> Result<Vec<u8>, CoverError> {
    let tree = parse(spec, plan, svg)?;
    let mut pdf = PdfBook::default();
    pdf.add_page(&plan.frame.page_frame(), &tree)?;
    let book = &spec.book;
    Ok(pdf.finish(&PdfInfo {
        title: &book.title,
        author: book.author.as_deref(),
        subject: book.subtitle.as_deref(),
        language: &book.language,
        outline: &[],
    })?)
}

/// The longest name a puzzle of the book can have ("Maze 72"), for the text
/// check before any puzzle is made.
fn longest_label(spec: &BookSpec) -> String {
    let words = &spec.words.words;
    let nouns = spec
        .sections
        .iter()
        .map(|s| words.capitalised(s.kind().noun()));
    let longest = nouns.max_by_key(|noun| noun.chars().count());
    format!("{} {}", longest.unwrap_or_default(), spec.puzzle_count())
}

/// A puzzle's name as its page prints it: "Maze 3", in the book's words.
fn label(spec: &BookSpec, puzzles: &[BookPuzzle], index: usize) -> String {
    let section = puzzles
        .get(index)
        .and_then(|p| spec.sections.get(p.section()));
    let noun = section.map_or("puzzle", |s| s.kind().noun());
    format!("{} {}", spec.words.words.capitalised(noun), index + 1)
}

/// What the template knows (docs/book-toml.md, "The cover's template").
fn context(spec: &BookSpec, plan: &CoverPlan, featured_label: Option<String>) -> Value {
    let frame = &plan.frame;
    let book = &spec.book;
    let cover = spec.cover.as_ref();
    let style = spec.cover_style();
    context! {
        page => context! { width => frame.width, height => frame.height },
        bleed => frame.bleed,
        trim => frame.trim,
        back => frame.back,
        spine => frame.spine,
        front => frame.front,
        barcode => frame.barcode,
        safe => SAFE_PT,
        spine_safe => SPINE_SAFE_PT,
        spine_text => plan.spine,
        featured_label => featured_label,
        font => &style.font_family,
        ink => style.ink,
        marks => context! {
            start => Value::from_safe_string(pictogram::start(25.0, 25.0, 50.0, &style).to_string()),
            goal => Value::from_safe_string(pictogram::goal(25.0, 25.0, 50.0, &style).to_string()),
        },
        book => context! {
            title => &book.title,
            subtitle => &book.subtitle,
            author => &book.author,
            puzzles => spec.puzzle_count(),
            noun => noun(spec),
            noun_key => format!("words.{}s", spec.noun_key()),
            count_text => count_text(spec),
        },
        cover => context! {
            back_text => cover.and_then(|c| c.back_text.as_deref()),
            paper => cover.map(|c| c.paper.name()),
            pages => plan.size.pages,
        },
    }
}

/// The book's count in its words: "72 mazes".
fn count_text(spec: &BookSpec) -> String {
    spec.words
        .words
        .count_of(spec.noun_key(), spec.puzzle_count())
}

/// The plural noun alone, for the badge under the number: the many-count word
/// without its number ("mazes", "Labirynty").
fn noun(spec: &BookSpec) -> String {
    let many = spec
        .words
        .words
        .get(&format!("{}s", spec.noun_key()))
        .to_string();
    many.replace("{n}", "")
        .trim_matches(|c: char| c.is_whitespace() || c == ':')
        .to_string()
}
