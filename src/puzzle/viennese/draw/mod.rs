//! Draws Viennese mazes on paper: the street plan with a light on every street
//! (colour and shape), the start and goal marks, the rules as a legend, the
//! optional move boxes and small phase maps, and the answer key with numbered,
//! arrowed moves. Everything lies inside a `width`×`height` point box with its
//! origin at the top left.
//!
//! `plan` fits any canvas to a box and sizes everything from its shortest street;
//! `lights`, `legend`, `strip`, `phases` and `route` each draw one part; `layout`
//! places the parts, so drawing, `aspect_ratio` and `fits` agree.

#[cfg(test)]
mod key_check;
mod key_room;
mod labels;
mod layout;
mod legend;
mod lights;
mod phases;
mod plan;
mod route;
mod strip;
mod text;

use std::sync::Arc;

use svg::node::element::Group;

use super::canvas::Canvas;
use super::maze::{Maze, Variant};
use crate::render::fit::{INK_ABOVE, TextBox, room_with, size_for_words};
use crate::render::style::Style;
use crate::units::PT_PER_MM;
use crate::words::Words;
pub use key_room::answer_fits;
pub use layout::aspect_fit;
use layout::{GAP_PT, MAX_LIGHT_PT};
use plan::{Frame, Rect};

/// What goes on the page besides the plan and its legend.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DrawOptions {
    /// Three small maps of the lights after 0/3/6…, 1/4/7… and 2/5/8… moves.
    pub phase_maps: bool,
    /// How many numbered move boxes the strip has (0: no strip).
    pub move_boxes: usize,
    /// The words the page is measured with (the book's): `fits` and
    /// `aspect_ratio` run before any style exists. Drawing uses the style's.
    pub words: Arc<Words>,
}

impl DrawOptions {
    /// Whether any aid (move boxes, phase maps) is asked for.
    fn has_aids(&self) -> bool {
        self.move_boxes > 0 || self.phase_maps
    }
}

/// The smallest light symbol and street that print legibly on the main plan.
const MIN_LIGHT_PT: f64 = 3.5 * PT_PER_MM;
const MIN_STREET_PT: f64 = 11.0 * PT_PER_MM;
/// The smallest light on the small phase maps.
const MIN_PHASE_LIGHT_PT: f64 = 2.5 * PT_PER_MM;
const CAPTION_PT: f64 = 10.0;
const ANSWER_MARGIN_PT: f64 = 12.0;

fn no_u_turns(maze: &Maze) -> bool {
    maze.variant() == Variant::Nht
}

/// The puzzle page: plan, lights, start and goal, legend, and the chosen aids.
pub fn draw_puzzle(
    maze: &Maze,
    options: &DrawOptions,
    width: f64,
    height: f64,
    style: &Style,
) -> Group {
    let canvas = maze.canvas();
    let nht = no_u_turns(maze);
    let words = &style.words;
    let layout = layout::puzzle(canvas, options, nht, words, width, height);
    let frame = Frame::fit(canvas, layout.plan, MAX_LIGHT_PT);
    let column = layout.column;
    let mut group = Group::new()
        .set("font-family", style.font_family.as_str())
        .set("class", "viennese-maze")
        .add(plan::roads(canvas, &frame, style))
        .add(lights::lights(maze, &frame, 0, style).set("class", "lights"))
        .add(plan::ends(
            canvas,
            &frame,
            [maze.start(), maze.goal()],
            true,
            style,
        ))
        .add(legend::draw(
            (column.x, layout.legend_y),
            column.width,
            nht,
            style,
        ));
    if options.move_boxes > 0 {
        group = group.add(strip::draw(
            column.x,
            layout.strip_y,
            column.width,
            options.move_boxes,
            style,
        ));
    }
    if options.phase_maps {
        let row = layout.phases;
        group = group.add(phases::draw(maze, row.x, row.y, row.width, style));
    }
    group
}

/// The box an answer key takes in a `width`×`height` slot: its plan as large as
/// the slot allows with the caption under it. The key draws neither legend nor
/// phase maps, so its box is its own shape, not the puzzle page's: a long key
/// fills its slot's width (answer pages that use their page, issue 19 item 7).
/// `None` when even a narrow plan (a quarter of the slot's width) and its
/// caption overfill the slot.
pub fn answer_size(
    maze: &Maze,
    route: &[usize],
    words: &Words,
    (width, height): (f64, f64),
) -> Option<(f64, f64)> {
    let canvas = maze.canvas();
    let caption = caption(canvas, route, words);
    let caption_room = |across: f64| {
        text::wrap(&caption, CAPTION_PT, across).len() as f64 * CAPTION_PT * 1.3 + GAP_PT
    };
    let plan = |across: f64| Frame::height_for_width(canvas, across, MAX_LIGHT_PT);
    // The caption's lines at the widest box first; a narrower box may wrap it
    // onto more lines, so the width is found again for those, a few times.
    let mut across = width;
    for _ in 0..ANSWER_FIT_ROUNDS {
        let room = height - caption_room(across);
        if across < width * ANSWER_LEAST_SHARE {
            return None;
        }
        if plan(across) <= room {
            return Some((across, plan(across) + caption_room(across)));
        }
        across = widest_under(&plan, room, across);
    }
    None
}

/// The widest box up to `width` whose plan (heights by `plan`) is at most
/// `room` high, by halving.
fn widest_under(plan: &impl Fn(f64) -> f64, room: f64, width: f64) -> f64 {
    let (mut fits, mut too_wide) = (0.0, width);
    for _ in 0..ANSWER_FIT_STEPS {
        let across = (fits + too_wide) / 2.0;
        match plan(across) <= room {
            true => fits = across,
            false => too_wide = across,
        }
    }
    fits
}

/// Halvings of the width an answer key's box is found in (to a millionth).
const ANSWER_FIT_STEPS: usize = 20;
/// The narrowest share of its slot's width an answer key's own box may take
/// (narrower, its caption would wrap a word a line).
const ANSWER_LEAST_SHARE: f64 = 0.25;
/// Times the box is found again for a caption wrapped onto more lines.
const ANSWER_FIT_ROUNDS: usize = 4;

/// The answer key: the plan with the route's numbered, arrowed moves, and a caption.
/// `route` is the node sequence start..=goal: move k goes route[k−1] → route[k].
pub fn draw_answer(maze: &Maze, route: &[usize], width: f64, height: f64, style: &Style) -> Group {
    let canvas = maze.canvas();
    let caption = caption(canvas, route, &style.words);
    let size = size_for_words(&caption, CAPTION_PT, width, |t, s| text::width(t, s, false));
    let caption_lines = text::wrap(&caption, size, width);
    let caption_room = caption_lines.len() as f64 * CAPTION_PT * 1.3 + GAP_PT;
    let natural = Frame::height_for_width(canvas, width, MAX_LIGHT_PT);
    let plan = Rect {
        x: 0.0,
        y: 0.0,
        width,
        height: natural.min(height - caption_room).max(0.0),
    };
    // Room around the plan for the move numbers of its outer streets.
    let inset = (plan.width.min(plan.height) * 0.04).min(ANSWER_MARGIN_PT);
    let inner = Rect {
        x: inset,
        y: inset,
        width: plan.width - 2.0 * inset,
        height: plan.height - 2.0 * inset,
    };
    let frame = Frame::fit(canvas, inner, MAX_LIGHT_PT);
    let marks = [maze.start(), maze.goal()].map(|node| {
        labels::Area::around(frame.node(canvas, node), frame.sizes.mark, frame.sizes.mark)
    });
    let layers = route::draw(canvas, &frame, route, plan, marks.to_vec(), style);
    let group = Group::new()
        .set("font-family", style.font_family.as_str())
        .set("class", "viennese-answer")
        .add(plan::roads(canvas, &frame, style))
        .add(layers.band)
        .add(plan::ends(
            canvas,
            &frame,
            [maze.start(), maze.goal()],
            false,
            style,
        ))
        .add(layers.marks);
    let texts = caption_lines.iter().enumerate().map(|(i, line)| {
        let y = plan.height + GAP_PT + CAPTION_PT * (1.3 * i as f64 + 0.9);
        text::label(width / 2.0, y, size, line, "middle", style)
    });
    // Under the plan, the caption's lines; the first line's ink may reach
    // into the gap above them.
    let above = (INK_ABOVE - 0.9) * CAPTION_PT;
    let room = TextBox {
        width,
        height: caption_lines.len() as f64 * CAPTION_PT * 1.3 + above,
    };
    let at = [0.0, plan.height + GAP_PT - above];
    group.add(room_with("answer-caption", at, room, texts))
}

fn caption(canvas: &Canvas, route: &[usize], words: &Words) -> String {
    let lanes = match route::drives_both_ways(canvas, route) {
        true => format!(" {}", words.get("viennese-lanes")),
        false => String::new(),
    };
    match route.len().saturating_sub(1) {
        0 => words.get("viennese-no-route").to_string(),
        1 => words.get("viennese-one-move").to_string(),
        moves => {
            let moves = moves.to_string();
            let told = words.fill("viennese-moves", &[("n", &moves)]);
            format!("{told}{lanes}")
        }
    }
}

/// The box the puzzle takes in a `width`×`height` slot (see [`layout::drawn_size`]).
pub fn drawn_size(maze: &Maze, options: &DrawOptions, width: f64, height: f64) -> (f64, f64) {
    let (canvas, nht) = (maze.canvas(), no_u_turns(maze));
    layout::drawn_size(canvas, options, nht, &options.words, (width, height))
}

/// Width ÷ height of the puzzle drawing; the answer is drawn in the same box.
pub fn aspect_ratio(maze: &Maze, options: &DrawOptions) -> f64 {
    layout::aspect_ratio(maze.canvas(), options, no_u_turns(maze), &options.words)
}

/// What the column under (or beside) the map holds, in words.
fn column_parts(options: &DrawOptions) -> &'static str {
    match (options.move_boxes > 0, options.phase_maps) {
        (false, false) => "the legend",
        (true, false) => "the legend and the move boxes",
        (false, true) => "the legend and the phase maps",
        (true, true) => "the legend, the move boxes and the phase maps",
    }
}

/// The advice to drop aids, when there are any.
fn fewer_aids(options: &DrawOptions) -> &'static str {
    match (options.move_boxes > 0, options.phase_maps) {
        (false, false) => "",
        (true, false) => " (or set move-strip = false)",
        (false, true) => " (or set phase-maps = false)",
        (true, true) => " (or set phase-maps = false and move-strip = false)",
    }
}

/// `Ok` when a maze on `canvas` with these aids is legible in a `width`×`height`
/// point box; otherwise why not, in words a user can act on.
pub fn fits(canvas: &Canvas, options: &DrawOptions, width: f64, height: f64) -> Result<(), String> {
    // Either variant's legend may be the longer one: both must fit.
    fits_with(canvas, options, true, (width, height))?;
    fits_with(canvas, options, false, (width, height))
}

fn fits_with(
    canvas: &Canvas,
    options: &DrawOptions,
    no_u_turns: bool,
    (width, height): (f64, f64),
) -> Result<(), String> {
    let mm = |pt: f64| pt / PT_PER_MM;
    if !(width.is_finite() && height.is_finite() && width > 0.0 && height > 0.0) {
        return Err(format!(
            "a maze needs a drawing box of positive size, not {width}×{height} pt"
        ));
    }
    let words = &options.words;
    let layout = layout::puzzle(canvas, options, no_u_turns, words, width, height);
    if layout.column.width < legend::MIN_WIDTH_PT {
        return Err(format!(
            "the slot is {:.0} mm wide; the maze's legend needs at least {:.0} mm",
            mm(width),
            mm(legend::MIN_WIDTH_PT)
        ));
    }
    if layout.plan.height <= 0.0 {
        return Err(format!(
            "{} fill the whole {:.0} mm height of the slot, leaving no room for the map{}",
            column_parts(options),
            mm(height),
            fewer_aids(options)
        ));
    }
    let sizes = Frame::fit(canvas, layout.plan, MAX_LIGHT_PT).sizes;
    if sizes.street + 1e-6 < MIN_STREET_PT || sizes.light + 1e-6 < MIN_LIGHT_PT {
        // When the aids take most of the slot, say so: they are what to change.
        let crowded = if layout.plan.height < 0.5 * height && options.has_aids() {
            format!(
                " (the legend{} leave the map {:.0} mm of the slot's {:.0} mm height)",
                if options.phase_maps {
                    ", move boxes and phase maps"
                } else {
                    " and move boxes"
                },
                mm(layout.plan.height),
                mm(height)
            )
        } else {
            String::new()
        };
        return Err(format!(
            "this street plan would print with streets {:.1} mm long and lights {:.1} mm across{crowded}; \
             lights and the answer's numbered arrows need streets of at least {:.0} mm and lights \
             of {:.1} mm{}",
            mm(sizes.street),
            mm(sizes.light),
            mm(MIN_STREET_PT),
            mm(MIN_LIGHT_PT),
            fewer_aids(options)
        ));
    }
    if options.phase_maps && !phases::titles_fit(layout.phases.width, words) {
        return Err(format!(
            "the column under the map is {:.0} mm wide: too narrow for the titles of the three \
             small phase maps in 7 pt text (or set phase-maps = false)",
            mm(layout.phases.width)
        ));
    }
    if options.phase_maps {
        let small = phases::frame(canvas, layout.phases.width).sizes.light;
        if small + 1e-6 < MIN_PHASE_LIGHT_PT {
            return Err(format!(
                "the three small phase maps would print with lights {:.1} mm across (at least {:.1} \
                 mm needed) (or set phase-maps = false)",
                mm(small),
                mm(MIN_PHASE_LIGHT_PT)
            ));
        }
    }
    Ok(())
}
