//! A page of the book as the preview shows it: the page's SVG from the output
//! folder, with the book's font embedded (cut down to the page's characters),
//! so the browser draws the page in the font the PDF has.

use std::collections::BTreeSet;
use std::path::Path;

use crate::fonts::FontChoice;

/// The SVG of page file `name` (`001.svg` …) in `out/pages`, if it is one.
pub fn page_svg(out: &Path, name: &str, font: Option<FontChoice>) -> Option<String> {
    let (stem, extension) = name.split_once('.')?;
    if extension != "svg" || stem.is_empty() || !stem.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let svg = std::fs::read_to_string(out.join("pages").join(name)).ok()?;
    Some(match font {
        Some(font) => with_font(&svg, font),
        None => svg,
    })
}

/// `svg` with `@font-face` rules for the font's regular and bold faces inserted
/// after its opening tag.
fn with_font(svg: &str, font: FontChoice) -> String {
    use base64::Engine;
    let Some(open_end) = svg
        .find("<svg")
        .and_then(|at| svg[at..].find('>').map(|end| at + end + 1))
    else {
        return svg.to_string();
    };
    let characters: BTreeSet<char> = svg.chars().filter(|c| !c.is_control()).collect();
    let faces = font.faces();
    let rules: String = [(faces[0], "normal"), (faces[1], "bold")]
        .into_iter()
        .filter_map(|(face, weight)| {
            let cut = crate::companion::font::subset(face, &characters)?;
            let encoded = base64::engine::general_purpose::STANDARD.encode(cut);
            Some(format!(
                "@font-face{{font-family:\"{}\";font-weight:{weight};src:url(data:font/ttf;base64,{encoded})}}",
                font.family()
            ))
        })
        .collect();
    format!(
        "{}<style>{rules}</style>{}",
        &svg[..open_end],
        &svg[open_end..]
    )
}
