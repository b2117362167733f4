//! Text from the spec must fit the pages it is printed on. The book's own
//! templates (or the built-in ones) say how much room each text has with
//! `room(key, lines, line_height, space)`; this check renders every page kind
//! that prints spec text — without the puzzle drawings, before any puzzle is
//! made — and refuses the first text that overflows, naming its key. What the
//! templates do not measure is found on the drawn page: a text whose ink
//! leaves the trimmed page is refused naming the key that wrote it. A page
//! asking for a picture or filter it may not use is refused here too, before
//! any puzzle is made.

use crate::keys::error::SpecError;
use crate::layout::geometry;
use crate::layout::pages::PageContext;
use crate::layout::plan::{PageContent, Plan};
use crate::layout::resources::Folders;
use crate::layout::room::{Overflow, Unfit, overflow_in, unfit_in};
use crate::layout::templates::{self, TemplateError};
use crate::pdf;
use crate::print::{off_page, rooms};
use crate::puzzle::HintPart;
use crate::spec::{AnswerPlace, BookSpec, texts};

/// Refuses text that does not fit its page. Templates that cannot be read or
/// rendered are left to the build, which reports them the same way every time.
pub fn check(spec: &BookSpec, plan: &Plan) -> Result<(), SpecError> {
    let Ok(env) = templates::environment(spec.book.templates.as_deref(), spec.book.font) else {
        return Ok(());
    };
    let style = spec.style();
    let context = PageContext {
        spec,
        plan,
        puzzles: &[],
        examples: &[],
        env: &env,
        style: &style,
        inside_margin: geometry::inside_margin(&spec.book.paper, plan.pages.len()),
    };
    let folders = Folders::of_book(&spec.source.dir, spec.book.templates.as_deref());
    let options = pdf::svg_options(spec.book.font, folders);
    for number in pages_with_new_text(plan) {
        match context.render(number) {
            Err(TemplateError::Resources(error)) => {
                return Err(spec.source.error(None, "book.templates", error.to_string()));
            }
            Err(error) => {
                if let Some(overflow) = overflow_in(&error) {
                    return Err(refusal(spec, plan, number, overflow));
                }
                if let Some(unfit) = unfit_in(&error) {
                    return Err(unfit_refusal(spec, plan, number, unfit));
                }
            }
            Ok(page) => {
                let Ok(tree) = pdf::parse_page(&page, number, &options) else {
                    continue;
                };
                if let Some(text) = off_page::first_text(&tree, page.frame.trim.xywh()) {
                    return Err(texts::off_page(spec, number, &text));
                }
                if let Some(stray) = rooms::strays(&tree).into_iter().next() {
                    return Err(texts::outside_room(spec, number, &stray.text));
                }
            }
        }
    }
    Ok(())
}

/// The pages whose text no earlier page has shown in the same place: the title
/// page, every opener, each section's first puzzle page, and the first two
/// pages of each group of answers (its heading, then its running head).
fn pages_with_new_text(plan: &Plan) -> Vec<usize> {
    let mut numbers = Vec::new();
    let mut previous: Option<&PageContent> = None;
    for (index, page) in plan.pages.iter().enumerate() {
        let repeats = match (previous, page) {
            (
                Some(PageContent::Puzzles { section: a, .. }),
                PageContent::Puzzles { section: b, .. },
            ) => a == b,
            (
                Some(PageContent::Answers { first: false, .. }),
                PageContent::Answers { first: false, .. },
            ) => true,
            _ => false,
        };
        if !repeats {
            numbers.push(index + 1);
        }
        previous = Some(page);
    }
    numbers
}

/// The overflow as a spec error: a section's key gets the section's number and
/// line; the page is named so the user can find the text in the book.
fn refusal(spec: &BookSpec, plan: &Plan, number: usize, overflow: &Overflow) -> SpecError {
    let section = match &plan.pages[number - 1] {
        PageContent::Opener { section } | PageContent::Puzzles { section, .. } => Some(*section),
        _ => None,
    };
    let message = format!(
        "takes {} lines on page {number}, which has room for {}; shorten it",
        overflow.lines, overflow.room
    );
    match (section, overflow.key.strip_prefix("section.")) {
        (Some(index), Some(name)) => spec.source.error(
            Some(spec.sections[index].span.clone()),
            format!("section[{}].{name}", index + 1),
            message,
        ),
        _ if overflow.key == "answers.title" => {
            if let Some(part) = hint_part(plan, number) {
                let key = format!("words.{}", part.title_key());
                return spec.source.error(None, key, message);
            }
            spec.source
                .error(None, answers_title_key(spec, plan, number), message)
        }
        _ => spec.source.error(None, overflow.key.clone(), message),
    }
}

/// A text that does not fit its box even at the smallest size, wrapped, as a
/// spec error naming its key (a section's own key with the section's number).
fn unfit_refusal(spec: &BookSpec, plan: &Plan, number: usize, unfit: &Unfit) -> SpecError {
    let section = match &plan.pages[number - 1] {
        PageContent::Opener { section } | PageContent::Puzzles { section, .. } => Some(*section),
        _ => None,
    };
    let why = unfit.to_string();
    match (section, unfit.key.strip_prefix("section.")) {
        (Some(index), Some(name)) => {
            let key = format!("section[{}].{name}", index + 1);
            let error = texts::unfit(spec, number, &key, &unfit.text, &why);
            spec.source.error(
                Some(spec.sections[index].span.clone()),
                error.key,
                error.message,
            )
        }
        _ if unfit.key == "answers.title" => {
            let key = match hint_part(plan, number) {
                Some(part) => format!("words.{}", part.title_key()),
                None => answers_title_key(spec, plan, number),
            };
            texts::unfit(spec, number, &key, &unfit.text, &why)
        }
        _ => texts::unfit(spec, number, &unfit.key, &unfit.text, &why),
    }
}

/// The part of the hints page `number` holds, if it is a hint page (its
/// heading is its part's word, in the answers' template).
fn hint_part(plan: &Plan, number: usize) -> Option<HintPart> {
    match &plan.pages[number - 1] {
        PageContent::Hints { part, .. } => Some(*part),
        _ => None,
    }
}

/// Whose text an answer heading is: `answers.title` when the spec gives one,
/// else the word `answers` it defaults to; with answers after each section,
/// the section's title when that is the longer part of the heading.
fn answers_title_key(spec: &BookSpec, plan: &Plan, number: usize) -> String {
    let own = match spec.source.has_key("answers.title") {
        true => "answers.title",
        false => "words.answers",
    };
    let section = match &plan.pages[number - 1] {
        PageContent::Answers { puzzles, .. } if spec.answers.place == AnswerPlace::AfterSection => {
            puzzles.first().map(|&first| spec.section_of(first))
        }
        _ => None,
    };
    match section {
        Some(index) if spec.sections[index].title.len() > spec.answers.title.len() => {
            format!("section[{}].title", index + 1)
        }
        _ => own.to_string(),
    }
}
