//! Page templates: SVG files with placeholders, compiled in from `templates/` and
//! overridable file by file from a book's own templates folder. Templates frame a
//! page (titles, running heads, page numbers, labels); puzzle drawings are made by
//! code and dropped into the slots the layout computed. Every value from the spec is
//! XML-escaped on the way in, so `Tom & Jerry <3` prints as written.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use minijinja::value::{Kwargs, Rest};
use minijinja::{AutoEscape, Environment, Error, ErrorKind, Value};

use crate::fonts::FontChoice;
use crate::render::fit::{Setting, TextBox};
use crate::render::text::Measure;

/// The templates a book uses, by file name.
pub const NAMES: [&str; 9] = [
    "title.svg",
    "copyright.svg",
    "contents.svg",
    "howto.svg",
    "section.svg",
    "puzzles.svg",
    "answers.svg",
    "blank.svg",
    "notes.svg",
];

const BUILT_IN: [(&str, &str); 9] = [
    ("title.svg", include_str!("../../templates/title.svg")),
    (
        "copyright.svg",
        include_str!("../../templates/copyright.svg"),
    ),
    ("contents.svg", include_str!("../../templates/contents.svg")),
    ("howto.svg", include_str!("../../templates/howto.svg")),
    ("section.svg", include_str!("../../templates/section.svg")),
    ("puzzles.svg", include_str!("../../templates/puzzles.svg")),
    ("answers.svg", include_str!("../../templates/answers.svg")),
    ("blank.svg", include_str!("../../templates/blank.svg")),
    ("notes.svg", include_str!("../../templates/notes.svg")),
];

/// Steps a template may take to render one page.
const TEMPLATE_FUEL: u64 = 2_000_000;

/// Why a page template could not be used.
#[derive(Debug, thiserror::Error)]
pub enum TemplateError {
    #[error("cannot read template {}", .path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("template {name} does not parse")]
    Parse {
        name: &'static str,
        source: minijinja::Error,
    },
    /// Rendering stopped: a missing variable, a loop out of fuel, or text that
    /// does not fit (see [`super::room`]).
    #[error("template {name}")]
    Render {
        name: &'static str,
        source: minijinja::Error,
    },
    /// A page that asks the renderer for a picture or a filter it may not use.
    #[error(transparent)]
    Resources(#[from] super::resources::ResourceError),
}

/// Loads the built-in templates, replacing any that `overrides` holds.
pub fn environment(
    overrides: Option<&Path>,
    font: FontChoice,
) -> Result<Environment<'static>, TemplateError> {
    let mut env = Environment::new();
    env.set_auto_escape_callback(|_| AutoEscape::Html);
    env.set_undefined_behavior(minijinja::UndefinedBehavior::Strict);
    // A page of the built-in templates takes a few thousand steps; a book's own
    // template that loops without end stops with an error instead of hanging.
    env.set_fuel(Some(TEMPLATE_FUEL));
    for (name, built_in) in BUILT_IN {
        let source = match overrides.map(|dir| dir.join(name)).filter(|p| p.is_file()) {
            Some(path) => std::fs::read_to_string(&path)
                .map_err(|source| TemplateError::Read { path, source })?,
            None => built_in.to_string(),
        };
        env.add_template_owned(name, source)
            .map_err(|source| TemplateError::Parse { name, source })?;
    }
    add_functions(&mut env, font);
    Ok(env)
}

/// Widths of text set in the book's font, as templates measure them: the one
/// measure behind `text_width` on the pages and the cover and the cover's
/// `widest_word`. A face that cannot be read (no font the spec accepts) counts
/// 0.6 em a character.
#[derive(Clone)]
pub struct TextWidths {
    faces: Arc<[Option<Measure>; 2]>,
}

impl TextWidths {
    /// The widths of `font`'s regular and bold faces.
    pub fn new(font: FontChoice) -> TextWidths {
        let faces = [Measure::new(font, false), Measure::new(font, true)];
        TextWidths {
            faces: Arc::new(faces),
        }
    }

    /// The width in points of `text` at `size` points, bold when `heavy`.
    pub fn width(&self, text: &str, size: f64, heavy: Option<bool>) -> f64 {
        match &self.faces[usize::from(heavy.unwrap_or(false))] {
            Some(measure) => measure.width(text, size),
            None => text.chars().count() as f64 * size * 0.6,
        }
    }
}

/// `wrap(text, size, width, bold=false, balanced=false)` → lines;
/// `text_width(text, size, bold=false)` → points; `num(x)` → a compact number;
/// `lead(text, size, bold=false)` → how far right of the margin a left-set
/// line starts so its first glyph's ink stays inside ([`Measure::lead`]);
/// `room(key, lines, line_height, space)` → nothing, or an error when text overflows;
/// `fit_text(key, text, size, [width, height], bold=false, floor=, lines=,
/// balanced=, leading=)` → the text fitted into its box, or an error naming
/// `key` (see [`fit_options`]); `room_box(name, x, y, width, height)` →
/// the opening of a room (see [`room_box`]).
pub(crate) fn add_functions(env: &mut Environment<'static>, font: FontChoice) {
    let regular = Measure::new(font, false).map(Arc::new);
    let bold = Measure::new(font, true).map(Arc::new);
    let widths = TextWidths::new(font);
    env.add_function(
        "text_width",
        move |text: String, size: f64, heavy: Option<bool>| widths.width(&text, size, heavy),
    );
    env.add_function(
        "wrap",
        move |text: String, size: f64, width: f64, heavy: Option<bool>, even: Option<bool>| {
            let measure = if heavy.unwrap_or(false) {
                bold.as_ref()
            } else {
                regular.as_ref()
            };
            let Some(measure) = measure else {
                return vec![text];
            };
            if even.unwrap_or(false) {
                measure.wrap_balanced(&text, size, width)
            } else {
                measure.wrap(&text, size, width)
            }
        },
    );
    let faces = [Measure::new(font, false), Measure::new(font, true)].map(|m| m.map(Arc::new));
    let leads = faces.clone();
    env.add_function(
        "lead",
        move |text: String, size: f64, heavy: Option<bool>| {
            leads[usize::from(heavy.unwrap_or(false))]
                .as_ref()
                .map_or(0.0, |measure| measure.lead(&text, size))
        },
    );
    env.add_function(
        "fit_text",
        move |key: String, text: String, size: f64, room: Vec<f64>, rest: Rest<Value>| {
            let (width, height) = (
                room.first().copied().unwrap_or(0.0),
                room.get(1).copied().unwrap_or(0.0),
            );
            let (heavy, setting) = fit_options(size, &rest)?;
            let room = TextBox { width, height };
            fit_text(&faces, key, &text, size, room, heavy, setting)
        },
    );
    env.add_function("num", |x: f64| crate::render::fmt::num(x));
    env.add_function("room_box", room_box);
    super::room::add_function(env);
}

/// `room_box(name, x, y, width, height)` → `<g id="room-NAME">` and its
/// invisible rect: the opening of the room a template's text is fitted into
/// (the template closes it with `</g>` after the text), so the drawn page says
/// which box each text must stay inside.
fn room_box(name: String, x: f64, y: f64, width: f64, height: f64) -> Value {
    let num = crate::render::fmt::num;
    let name: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    Value::from_safe_string(format!(
        r#"<g id="room-{name}"><rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="none"/>"#,
        num(x),
        num(y),
        num(width.max(0.0)),
        num(height.max(0.0))
    ))
}

/// `fit_text`'s arguments after its box: `bold` (positional or named), and
/// how the text may be set ([`Setting`]): `floor` (the smallest size on one
/// line before it is wrapped; 7 pt), `lines` (the most lines; no limit),
/// `balanced` (even lines; false), `leading` (baselines apart, in sizes; 1.2),
/// or `heading=N` for a heading's setting on at most N lines
/// ([`Setting::heading`]), which the others then adjust.
fn fit_options(size: f64, rest: &[Value]) -> Result<(Option<bool>, Setting), Error> {
    let mut heavy = None;
    let mut kwargs = None;
    for value in rest {
        if value.is_kwargs() {
            kwargs = Some(Kwargs::try_from(value.clone())?);
        } else if heavy.is_none() {
            heavy = Some(value.is_true());
        } else {
            let why = "fit_text takes key, text, size, [width, height] and bold; the rest by name";
            return Err(Error::new(ErrorKind::TooManyArguments, why));
        }
    }
    let Some(kwargs) = kwargs else {
        return Ok((heavy, Setting::TEXT));
    };
    let mut setting = match kwargs.get::<Option<usize>>("heading")? {
        Some(lines) => Setting::heading(size, lines),
        None => Setting::TEXT,
    };
    if let Some(bold) = kwargs.get::<Option<bool>>("bold")? {
        heavy = Some(bold);
    }
    if let Some(floor) = kwargs.get::<Option<f64>>("floor")? {
        setting.floor = floor;
    }
    if let Some(lines) = kwargs.get::<Option<usize>>("lines")? {
        setting.max_lines = lines;
    }
    if let Some(balanced) = kwargs.get::<Option<bool>>("balanced")? {
        setting.balanced = balanced;
    }
    if let Some(leading) = kwargs.get::<Option<f64>>("leading")? {
        setting.leading = leading.max(0.0);
    }
    kwargs.assert_all_used()?;
    Ok((heavy, setting))
}

/// The text fitted into its box as `setting` allows
/// ([`crate::render::fit::fit_set`]): `{size, lines, ascent, pitch, height}`,
/// or an error naming `key` when it cannot fit (an empty key: whichever text
/// of the spec it is).
fn fit_text(
    faces: &[Option<Arc<Measure>>; 2],
    key: String,
    text: &str,
    size: f64,
    room: TextBox,
    heavy: Option<bool>,
    setting: Setting,
) -> Result<Value, minijinja::Error> {
    let Some(measure) = &faces[usize::from(heavy.unwrap_or(false))] else {
        return Ok(
            minijinja::context! { size, lines => vec![text], ascent => size * 0.8,
            pitch => size * setting.leading, height => size },
        );
    };
    match crate::render::fit::fit_set(measure, text, size, room, setting) {
        Some(fitted) => Ok(minijinja::context! {
            size => fitted.size,
            lines => fitted.lines,
            ascent => fitted.ascent,
            pitch => fitted.pitch,
            height => fitted.height,
        }),
        None => Err(super::room::Unfit::error(
            key,
            text,
            room,
            setting.max_lines,
        )),
    }
}

/// Renders one page; a template error names the template and the problem.
pub fn render(
    env: &Environment,
    name: &'static str,
    context: Value,
) -> Result<String, TemplateError> {
    env.get_template(name)
        .and_then(|template| template.render(context))
        .map_err(|source| TemplateError::Render { name, source })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(source: &str) -> Result<String, minijinja::Error> {
        let mut env = Environment::new();
        add_functions(&mut env, FontChoice::default());
        env.render_str(source, ())
    }

    #[test]
    fn fit_text_takes_a_heading_setting_by_name() {
        let long = "Labyrinthe für die ganze Familie";
        let one_line = format!(
            "{{{{ fit_text('book.title', '{long}', 40, [300, 200], true).lines | length }}}}"
        );
        assert_eq!(render(&one_line).unwrap(), "1");
        let heading = format!(
            "{{% set f = fit_text('book.title', '{long}', 40, [300, 200], bold=true, heading=3) %}}{{{{ f.size }}}} {{{{ f.lines | length > 1 }}}}"
        );
        assert_eq!(render(&heading).unwrap(), "40.0 True");
        let refused =
            format!("{{{{ fit_text('book.title', '{long}', 40, [60, 40], true, heading=1) }}}}");
        let error = render(&refused).unwrap_err();
        let unfit = super::super::room::unfit_in(&error).expect("unfit");
        assert_eq!(unfit.key, "book.title");
        assert!(unfit.to_string().contains("on one line"), "{unfit}");
    }

    #[test]
    fn fit_text_refuses_a_name_it_does_not_know() {
        let error = render("{{ fit_text('k', 'x', 10, [100, 20], lines=2, colour='red') }}");
        assert!(error.is_err());
    }
}
