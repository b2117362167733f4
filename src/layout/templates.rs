//! Page templates: SVG files with placeholders, compiled in from `templates/` and
//! overridable file by file from a book's own templates folder. Templates frame a
//! page (titles, running heads, page numbers, labels); puzzle drawings are made by
//! code and dropped into the slots the layout computed. Every value from the spec is
//! XML-escaped on the way in, so `Tom & Jerry <3` prints as written.

use std::path::Path;

use minijinja::{AutoEscape, Environment, Value};

use crate::fonts::FontChoice;
use crate::render::text::Measure;

/// The templates a book uses, by file name.
pub const NAMES: [&str; 4] = ["title.svg", "section.svg", "puzzles.svg", "answers.svg"];

const BUILT_IN: [(&str, &str); 4] = [
    ("title.svg", include_str!("../../templates/title.svg")),
    ("section.svg", include_str!("../../templates/section.svg")),
    ("puzzles.svg", include_str!("../../templates/puzzles.svg")),
    ("answers.svg", include_str!("../../templates/answers.svg")),
];

/// Steps a template may take to render one page.
const TEMPLATE_FUEL: u64 = 2_000_000;

/// Loads the built-in templates, replacing any that `overrides` holds.
pub fn environment(
    overrides: Option<&Path>,
    font: FontChoice,
) -> anyhow::Result<Environment<'static>> {
    let mut env = Environment::new();
    env.set_auto_escape_callback(|_| AutoEscape::Html);
    env.set_undefined_behavior(minijinja::UndefinedBehavior::Strict);
    // A page of the built-in templates takes a few thousand steps; a book's own
    // template that loops without end stops with an error instead of hanging.
    env.set_fuel(Some(TEMPLATE_FUEL));
    for (name, built_in) in BUILT_IN {
        let source = match overrides.map(|dir| dir.join(name)).filter(|p| p.is_file()) {
            Some(path) => std::fs::read_to_string(&path)
                .map_err(|e| anyhow::anyhow!("cannot read template {}: {e}", path.display()))?,
            None => built_in.to_string(),
        };
        env.add_template_owned(name, source)
            .map_err(|e| anyhow::anyhow!("template {name} does not parse: {e}"))?;
    }
    add_functions(&mut env, font);
    Ok(env)
}

/// `wrap(text, size, width, bold=false)` → lines; `num(x)` → a compact number.
fn add_functions(env: &mut Environment<'static>, font: FontChoice) {
    let regular = Measure::new(font, false);
    let bold = Measure::new(font, true);
    env.add_function(
        "wrap",
        move |text: String, size: f64, width: f64, heavy: Option<bool>| -> Vec<String> {
            let measure = if heavy.unwrap_or(false) {
                bold.as_ref()
            } else {
                regular.as_ref()
            };
            measure.map_or_else(|| vec![text.clone()], |m| m.wrap(&text, size, width))
        },
    );
    env.add_function("num", |x: f64| crate::render::fmt::num(x));
}

/// Renders one page; a template error names the template and the problem.
pub fn render(env: &Environment, name: &str, context: Value) -> anyhow::Result<String> {
    let template = env.get_template(name)?;
    template
        .render(context)
        .map_err(|e| anyhow::anyhow!("template {name}: {e:#}"))
}
