//! Text from the spec must fit the pages it is printed on: a title, subtitle or
//! instructions that would run into the pictures or off the page is refused,
//! naming the key, before any work. The room is that of the built-in templates
//! (`templates/title.svg`, `section.svg`, `puzzles.svg`), measured with the
//! book's own font as the templates' `wrap()` does.

use crate::keys::error::SpecError;
use crate::layout::geometry::{self, Rect};
use crate::render::text::Measure;
use crate::spec::BookSpec;

/// Refuses text that does not fit its page.
pub fn check(spec: &BookSpec) -> Result<(), SpecError> {
    let content = geometry::frame(&spec.book.paper, 1, 0.0).content;
    let font = spec.book.font;
    let (Some(regular), Some(bold)) = (Measure::new(font, false), Measure::new(font, true)) else {
        return Ok(());
    };
    let fail = |key: String, message: String| Err(spec.source.error(None, key, message));
    if let Some(problem) = title_page(spec, &content, &regular, &bold) {
        return fail(problem.0.into(), problem.1);
    }
    for (index, section) in spec.sections.iter().enumerate() {
        let key = |name: &str| format!("section[{}].{name}", index + 1);
        let lines = |m: &Measure, text: &str, size, width| m.wrap(text, size, width).len() as f64;
        let title_lines = lines(&bold, &section.title, 34.0, content.width - 40.0);
        let instruction_lines = section.instructions.as_deref().map_or(0.0, |text| {
            lines(&regular, text, 16.0, content.width - 60.0)
        });
        // From 30 % of the height down to the pictures at 68 %.
        let room = 0.38 * content.height - 30.0;
        if title_lines * 41.0 + instruction_lines * 22.0 > room {
            let which = if instruction_lines > 0.0 {
                "instructions"
            } else {
                "title"
            };
            return fail(
                key(which),
                format!(
                    "the section's title ({title_lines} lines) and instructions ({instruction_lines} lines) do not fit above the pictures of its opening page, which has room for about {:.0} lines of instructions; shorten them",
                    ((room - title_lines * 41.0) / 22.0).max(0.0).floor()
                ),
            );
        }
        // The running head beside the page number.
        if regular.width(&section.title, 11.0) > content.width - 60.0 {
            return fail(
                key("title"),
                "too long for the one-line heading of its puzzle pages; shorten it".into(),
            );
        }
    }
    Ok(())
}

/// The title and subtitle, between 28 % of the title page's height and its
/// pictures at 58 %.
fn title_page(
    spec: &BookSpec,
    content: &Rect,
    regular: &Measure,
    bold: &Measure,
) -> Option<(&'static str, String)> {
    let size = if content.width > 330.0 { 40.0 } else { 30.0 };
    let width = content.width - 60.0;
    let title = bold.wrap(&spec.book.title, size, width).len() as f64 * size * 1.2;
    let subtitle = spec.book.subtitle.as_deref().map_or(0.0, |text| {
        regular.wrap(text, 18.0, width).len() as f64 * 23.0 + 6.0
    });
    let room = 0.30 * content.height - 10.0;
    if title + subtitle <= room {
        return None;
    }
    let title_lines = (title / (size * 1.2)).round();
    let room_lines = (room / (size * 1.2)).floor();
    if title > room {
        return Some((
            "book.title",
            format!(
                "the title takes {title_lines} lines on the title page, which has room for {room_lines}; shorten it"
            ),
        ));
    }
    Some((
        "book.subtitle",
        "the title and subtitle together do not fit above the title page's pictures; shorten the subtitle".into(),
    ))
}
