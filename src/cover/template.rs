//! The cover's template, `cover.svg`: compiled in from `templates/`, or the
//! book's own from its templates folder, with the page templates' functions
//! (`wrap`, `room`, `num`, `text_width`) and the cover's own: `widest_word`
//! (so a title never breaks inside a word), `polar` (points on a circle, for rays and badges),
//! `refuse` (text that cannot fit, naming its key), and the puzzle art: `fit`
//! says how big a puzzle draws in a box, `art` places it. The drawings are made
//! after the template runs: `art` leaves a marker that [`Rendered::with_art`]
//! replaces, so the template decides where the puzzles go and code draws them.

use std::path::Path;
use std::sync::{Arc, Mutex};

use minijinja::value::Rest;
use minijinja::{AutoEscape, Environment, Error, ErrorKind, Value};

use crate::fonts::FontChoice;
use crate::layout::geometry::Rect;
use crate::layout::templates::{TemplateError, TextWidths};

pub const NAME: &str = "cover.svg";
const BUILT_IN: &str = include_str!("../../templates/cover.svg");
/// The names `art` and `fit` know, in the order of [`Art::aspects`].
pub const ART_NAMES: [&str; 2] = ["featured", "sample"];
/// Steps the template may take (the built-in one takes a few thousand).
const FUEL: u64 = 2_000_000;

/// Text the template refused: the spec key and why.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{message}")]
pub struct Refusal {
    pub key: String,
    pub message: String,
}

/// The puzzles a template may place: their aspect (width ÷ height) when known
/// (before the puzzles are made, `fit` gives the whole box).
#[derive(Debug, Clone, Copy, Default)]
pub struct Art {
    pub aspects: [Option<f64>; 2],
}

/// One `art(...)` call: which puzzle, its box, and how much bolder it is drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ArtCall {
    pub which: usize,
    pub rect: Rect,
    pub weight: f64,
}

/// A rendered cover: its SVG with art markers, and the art asked for.
pub struct Rendered {
    pub svg: String,
    pub art: Vec<ArtCall>,
}

impl Rendered {
    /// The SVG with each marker replaced by `draw(call)`.
    pub fn with_art(&self, mut draw: impl FnMut(&ArtCall) -> String) -> String {
        let mut svg = self.svg.clone();
        for (index, call) in self.art.iter().enumerate() {
            svg = svg.replace(&marker(index), &draw(call));
        }
        svg
    }
}

fn marker(index: usize) -> String {
    format!("<!--mazebook-art-{index}-->")
}

/// The template's text: the book's own `cover.svg`, or the built-in one.
pub fn source(templates: Option<&Path>) -> Result<String, TemplateError> {
    match templates.map(|dir| dir.join(NAME)).filter(|p| p.is_file()) {
        Some(path) => {
            std::fs::read_to_string(&path).map_err(|source| TemplateError::Read { path, source })
        }
        None => Ok(BUILT_IN.to_string()),
    }
}

/// Renders the template with `context`.
pub fn render(
    source: &str,
    font: FontChoice,
    art: Art,
    context: Value,
) -> Result<Rendered, TemplateError> {
    let calls = Arc::new(Mutex::new(Vec::new()));
    let env = environment(font, art, Arc::clone(&calls));
    let template = env
        .template_from_named_str(NAME, source)
        .map_err(|source| TemplateError::Parse { name: NAME, source })?;
    let svg = template
        .render(context)
        .map_err(|source| TemplateError::Render { name: NAME, source })?;
    let art = calls.lock().map(|calls| calls.clone()).unwrap_or_default();
    Ok(Rendered { svg, art })
}

fn environment(
    font: FontChoice,
    art: Art,
    calls: Arc<Mutex<Vec<ArtCall>>>,
) -> Environment<'static> {
    let mut env = Environment::new();
    env.set_auto_escape_callback(|_| AutoEscape::Html);
    env.set_undefined_behavior(minijinja::UndefinedBehavior::Strict);
    env.set_fuel(Some(FUEL));
    crate::layout::templates::add_functions(&mut env, font);
    let widths = TextWidths::new(font);
    env.add_function(
        "widest_word",
        move |text: String, size: f64, heavy: Option<bool>| {
            let words = text.split_whitespace();
            let each = words.map(|word| widths.width(word, size, heavy));
            each.fold(0.0, f64::max)
        },
    );
    env.add_function("polar", |x: f64, y: f64, radius: f64, degrees: f64| {
        let angle = degrees.to_radians();
        vec![
            x + radius * crate::math::cos(angle),
            y + radius * crate::math::sin(angle),
        ]
    });
    env.add_function(
        "refuse",
        |key: String, message: String| -> Result<String, Error> {
            let refusal = Refusal { key, message };
            Err(Error::new(
                ErrorKind::InvalidOperation,
                format!("{}: {}", refusal.key, refusal.message),
            )
            .with_source(refusal))
        },
    );
    env.add_function("fit", move |name: String, width: f64, height: f64| {
        let aspect = art.aspects[which(&name)?];
        Ok::<_, Error>(fitted(aspect, width, height).to_vec())
    });
    env.add_function("art", move |name: String, numbers: Rest<f64>| {
        let which = which(&name)?;
        let (rect, weight) = art_box(&numbers)?;
        let mut calls = calls
            .lock()
            .map_err(|_| Error::new(ErrorKind::InvalidOperation, "art"))?;
        calls.push(ArtCall {
            which,
            rect,
            weight,
        });
        Ok::<_, Error>(Value::from_safe_string(marker(calls.len() - 1)))
    });
    env
}

/// `x, y, width, height[, weight]` → the box and the weight (1 to 4).
fn art_box(numbers: &[f64]) -> Result<(Rect, f64), Error> {
    let [x, y, width, height] = numbers
        .get(..4)
        .and_then(|n| <[f64; 4]>::try_from(n).ok())
        .ok_or_else(|| {
            Error::new(
                ErrorKind::InvalidOperation,
                "art(name, x, y, width, height, weight) takes a name and four or five numbers",
            )
        })?;
    let weight = numbers.get(4).copied().unwrap_or(1.0).clamp(1.0, 4.0);
    Ok((
        Rect {
            x,
            y,
            width,
            height,
        },
        weight,
    ))
}

/// The index of an art name, or an error listing the names.
fn which(name: &str) -> Result<usize, Error> {
    ART_NAMES.iter().position(|n| *n == name).ok_or_else(|| {
        Error::new(
            ErrorKind::InvalidOperation,
            format!("no puzzle art named \"{name}\"; use \"featured\" or \"sample\""),
        )
    })
}

/// The largest box of `aspect` inside `width`×`height` (the whole box when the
/// aspect is unknown).
pub fn fitted(aspect: Option<f64>, width: f64, height: f64) -> [f64; 2] {
    match aspect.filter(|a| a.is_finite() && *a > 0.0) {
        Some(a) if a > width / height => [width, width / a],
        Some(a) => [height * a, height],
        None => [width, height],
    }
}

/// The refusal behind a template error, if that is what stopped it.
pub fn refusal_in(error: &(dyn std::error::Error + 'static)) -> Option<Refusal> {
    let mut current = Some(error);
    while let Some(error) = current {
        if let Some(refusal) = error.downcast_ref::<Refusal>() {
            return Some(refusal.clone());
        }
        if let Some(overflow) = error.downcast_ref::<crate::layout::room::Overflow>() {
            return Some(Refusal {
                key: overflow.key.clone(),
                message: format!(
                    "takes {} lines on the cover, which has room for {}; shorten it",
                    overflow.lines, overflow.room
                ),
            });
        }
        if let Some(unfit) = error.downcast_ref::<crate::layout::room::Unfit>() {
            return Some(Refusal {
                key: unfit.key.clone(),
                message: format!("\"{}\" on the cover {unfit}", unfit.text),
            });
        }
        current = error.source();
    }
    None
}
