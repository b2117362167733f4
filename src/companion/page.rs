//! The page's HTML: the book's title, the contents, and per section its
//! heading, instructions and an `<article>` per puzzle, which the puzzle's
//! player fills in (its board, controls and status line).

use std::fmt::Write as _;

use super::kinds;
use crate::layout::plan::Plan;
use crate::pipeline::BookPuzzle;
use crate::render::palette::Palette;
use crate::spec::BookSpec;

/// Text made safe for HTML text and double-quoted attributes.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            c => escaped.push(c),
        }
    }
    escaped
}

/// The book's colours as CSS variables, for the style that follows.
pub fn colours(palette: &Palette) -> String {
    let [green, orange, red] = palette.lights;
    let [p0, p1, p2, p3] = palette.players;
    format!(
        ":root{{--ink:{};--solution:{};--start:{};--goal:{};--green:{green};--orange:{orange};\
         --red:{red};--ball:{};--p0:{p0};--p1:{p1};--p2:{p2};--p3:{p3}}}\n",
        palette.ink, palette.solution, palette.start, palette.goal, palette.ball
    )
}

/// Everything inside `<body>` but the data and the scripts.
pub fn body(spec: &BookSpec, plan: &Plan, puzzles: &[BookPuzzle]) -> String {
    let mut html = String::new();
    header(&mut html, spec);
    contents(&mut html, spec, puzzles);
    html.push_str("<main>\n");
    for (index, section) in spec.sections.iter().enumerate() {
        let _ = write!(
            html,
            "<section class=\"part\" id=\"section-{}\" aria-labelledby=\"section-{}-title\">\n\
             <h2 id=\"section-{}-title\">{}</h2>\n",
            index + 1,
            index + 1,
            index + 1,
            escape(&section.title)
        );
        if let Some(instructions) = &section.instructions {
            let _ = writeln!(
                html,
                "<p class=\"instructions\">{}</p>",
                escape(instructions)
            );
        }
        for (number, puzzle) in puzzles.iter().enumerate() {
            if puzzle.section() == index {
                article(&mut html, spec, plan, number, puzzle);
            }
        }
        html.push_str("</section>\n");
    }
    let _ = writeln!(
        html,
        "</main>\n<footer><p>{}</p></footer>",
        escape(spec.words.words.get("made-with"))
    );
    html
}

fn header(html: &mut String, spec: &BookSpec) {
    let book = &spec.book;
    let _ = writeln!(html, "<header>\n<h1>{}</h1>", escape(&book.title));
    for (class, line) in [("subtitle", &book.subtitle), ("author", &book.author)] {
        if let Some(line) = line {
            let _ = writeln!(html, "<p class=\"{class}\">{}</p>", escape(line));
        }
    }
    html.push_str("</header>\n");
}

fn contents(html: &mut String, spec: &BookSpec, puzzles: &[BookPuzzle]) {
    let words = &spec.words.words;
    let _ = writeln!(
        html,
        "<nav class=\"contents\" aria-labelledby=\"contents-title\">\n\
         <h2 id=\"contents-title\">{}</h2>\n<ol>",
        escape(words.get("contents"))
    );
    for (index, section) in spec.sections.iter().enumerate() {
        let count = puzzles.iter().filter(|p| p.section() == index).count();
        let _ = writeln!(
            html,
            "<li><a href=\"#section-{}\">{}</a> <span class=\"count\">{}</span></li>",
            index + 1,
            escape(&section.title),
            escape(&words.count_of(section.kind.noun(), count))
        );
    }
    html.push_str("</ol>\n</nav>\n");
}

/// A puzzle's article: its contract attributes, heading, and the places its
/// player fills in. A kind without a player gets its heading only.
fn article(html: &mut String, spec: &BookSpec, plan: &Plan, index: usize, puzzle: &BookPuzzle) {
    let words = &spec.words.words;
    let section = &spec.sections[puzzle.section()];
    let number = index + 1;
    let name = escape(&format!(
        "{} {number}",
        words.capitalised(section.kind.noun())
    ));
    let kind = section.kind.name();
    let page = plan.puzzle_page.get(index).copied().unwrap_or(0);
    let _ = write!(
        html,
        "<article class=\"puzzle\" id=\"puzzle-{number}\" data-puzzle=\"{number}\" \
         data-kind=\"{kind}\" data-state=\"playing\" aria-label=\"{name}\">\n\
         <h3>{name} <span class=\"page\">{} {page}</span></h3>\n",
        escape(words.get("page"))
    );
    if let Some(player) = kinds::find(kind) {
        let _ = write!(
            html,
            "<div class=\"board\" tabindex=\"0\" aria-label=\"{name}\" \
             aria-describedby=\"keys-{number}\"></div>\n\
             <p class=\"status\" role=\"status\" aria-live=\"polite\"></p>\n\
             <div class=\"controls\" role=\"group\" aria-label=\"{name}\"></div>\n\
             <p class=\"keys\" id=\"keys-{number}\">{}</p>\n",
            escape(words.get(player.keys_word))
        );
    }
    html.push_str("</article>\n");
}
