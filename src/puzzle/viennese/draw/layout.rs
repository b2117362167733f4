//! Where the parts of a maze page go inside the box: the plan, and a column with
//! the legend, the move strip and the small phase maps. The column goes under
//! the plan, or beside it when that gives the plan clearly larger streets (a
//! wide slot, such as two mazes to a page); with phase maps, the legend and
//! strip go beside the plan and the maps in a row under both (a tall, narrow
//! plan on a whole page, which would otherwise leave the page's sides empty).
//! `draw_puzzle`, `drawn_size`, `aspect_ratio` and `fits` all take their
//! measures from here, so they always agree.

use super::super::canvas::Canvas;
use super::plan::{Frame, Rect};
use super::{DrawOptions, legend, phases, strip};
use crate::units::PT_PER_MM;
use crate::words::Words;

/// Between the plan and the column, and between the column's parts.
pub const GAP_PT: f64 = 10.0;
/// Lights on the main plan are at most this large.
pub const MAX_LIGHT_PT: f64 = 6.0 * PT_PER_MM;
/// The width a stand-alone drawing is measured at.
pub const REFERENCE_WIDTH_PT: f64 = 450.0;
/// A column lined up under a narrow plan is at least this wide.
const ALIGNED_MIN_WIDTH_PT: f64 = 300.0;
/// The widest column beside a plan, and the steps its width is tried in.
const MAX_SIDE_WIDTH_PT: f64 = 300.0;
const SIDE_STEP_PT: f64 = 10.0;

/// The parts' places, in points from the box's top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    pub plan: Rect,
    /// The column's top-left corner and width.
    pub column: Rect,
    pub legend_y: f64,
    pub strip_y: f64,
    /// The phase maps' row: its top-left corner and width (its height unused).
    pub phases: Rect,
    /// Whether the column stands beside the plan (else under it).
    pub beside: bool,
}

/// What the page's parts are measured from.
#[derive(Clone, Copy)]
struct Page<'a> {
    canvas: &'a Canvas,
    options: &'a DrawOptions,
    no_u_turns: bool,
    words: &'a Words,
}

/// The column's parts stacked from `y`: (legend, strip, phases) tops and the bottom.
fn stack(page: &Page, width: f64, y: f64) -> [f64; 4] {
    stack_with(page, width, y, page.options.phase_maps)
}

/// As [`stack`], with the phase maps in the column or not.
fn stack_with(page: &Page, width: f64, y: f64, with_phases: bool) -> [f64; 4] {
    let Page {
        canvas,
        options,
        no_u_turns,
        words,
    } = *page;
    let legend_y = y;
    let mut bottom = legend_y + legend::height(width, no_u_turns, words);
    let strip_y = bottom + GAP_PT;
    if options.move_boxes > 0 {
        bottom = strip_y + strip::height(width, options.move_boxes, words);
    }
    let phases_y = bottom + GAP_PT;
    if with_phases {
        bottom = phases_y + phases::height(canvas, width);
    }
    [legend_y, strip_y, phases_y, bottom]
}

/// The column under the plan; the plan takes what is left, up to its natural height.
fn below(page: &Page, width: f64, height: f64) -> Layout {
    let canvas = page.canvas;
    let column = stack(page, width, 0.0)[3];
    let room = height - column - GAP_PT;
    let natural = Frame::height_for_width(canvas, width, MAX_LIGHT_PT);
    let plan = Rect {
        x: 0.0,
        y: 0.0,
        width,
        height: natural.min(room),
    };
    let (x, column_width) = under_the_plan(page, plan, height);
    let [legend_y, strip_y, phases_y, bottom] = stack(page, column_width, plan.height + GAP_PT);
    Layout {
        plan,
        column: Rect {
            x,
            y: legend_y,
            width: column_width,
            height: bottom - legend_y,
        },
        legend_y,
        strip_y,
        phases: Rect {
            x,
            y: phases_y,
            width: column_width,
            height: bottom - phases_y,
        },
        beside: false,
    }
}

/// The column's left edge and width under a plan: centred under it, as wide as
/// the drawn plan (at least a comfortable reading width) when the text still fits
/// the box, else the whole width.
fn under_the_plan(page: &Page, plan: Rect, height: f64) -> (f64, f64) {
    if plan.height <= 0.0 {
        return (0.0, plan.width);
    }
    let inset = (Frame::fit(page.canvas, plan, MAX_LIGHT_PT).left_edge() - plan.x).max(0.0);
    let narrow = (plan.width - 2.0 * inset)
        .max(ALIGNED_MIN_WIDTH_PT)
        .min(plan.width);
    let room = height - plan.height - GAP_PT;
    if stack(page, narrow, 0.0)[3] <= room {
        (plan.x + (plan.width - narrow) / 2.0, narrow)
    } else {
        (0.0, plan.width)
    }
}

/// The column at the right, `side` wide, the plan on the left; `None` when the
/// column is taller than the box.
fn beside(page: &Page, (width, height): (f64, f64), side: f64) -> Option<Layout> {
    let plan_width = width - side - GAP_PT;
    let [legend_y, strip_y, phases_y, bottom] = stack(page, side, 0.0);
    if plan_width <= 0.0 || bottom > height {
        return None;
    }
    Some(Layout {
        plan: Rect {
            x: 0.0,
            y: 0.0,
            width: plan_width,
            height,
        },
        column: Rect {
            x: width - side,
            y: 0.0,
            width: side,
            height: bottom,
        },
        legend_y,
        strip_y,
        phases: Rect {
            x: width - side,
            y: phases_y,
            width: side,
            height: bottom - phases_y,
        },
        beside: true,
    })
}

/// The legend and strip in a column at the right, `side` wide, beside the
/// plan, and the phase maps in a row under both, the box's whole width; `None`
/// when the column is taller than the plan's room.
fn beside_over_phases(page: &Page, (width, height): (f64, f64), side: f64) -> Option<Layout> {
    let plan_width = width - side - GAP_PT;
    let phases_height = phases::height(page.canvas, width);
    let plan_height = height - phases_height - GAP_PT;
    let [legend_y, strip_y, _, bottom] = stack_with(page, side, 0.0, false);
    if plan_width <= 0.0 || plan_height <= 0.0 || bottom > plan_height {
        return None;
    }
    Some(Layout {
        plan: Rect {
            x: 0.0,
            y: 0.0,
            width: plan_width,
            height: plan_height,
        },
        column: Rect {
            x: width - side,
            y: 0.0,
            width: side,
            height: bottom,
        },
        legend_y,
        strip_y,
        phases: Rect {
            x: 0.0,
            y: plan_height + GAP_PT,
            width,
            height: phases_height,
        },
        beside: true,
    })
}

/// The shortest street as drawn in a layout.
fn street(canvas: &Canvas, layout: &Layout) -> f64 {
    if layout.plan.height <= 0.0 || layout.plan.width <= 0.0 {
        return 0.0;
    }
    Frame::fit(canvas, layout.plan, MAX_LIGHT_PT).sizes.street
}

/// The page's layout in a `width`×`height` box: the column under the plan, or
/// beside it at the width that gives the longest streets, when that is clearly
/// better.
pub fn puzzle(
    canvas: &Canvas,
    options: &DrawOptions,
    no_u_turns: bool,
    words: &Words,
    width: f64,
    height: f64,
) -> Layout {
    let page = Page {
        canvas,
        options,
        no_u_turns,
        words,
    };
    let under = below(&page, width, height);
    match best_beside(&page, (width, height)) {
        Some((s, side)) if s > 1.15 * street_to_beat(&page, &under, (width, height)) => side,
        _ => under,
    }
}

/// The column beside the plan at the width that gives the longest streets, and
/// those streets. The small maps want the whole width: with them, the legend and
/// strip stand beside the plan and the maps go under both.
fn best_beside(page: &Page, (width, height): (f64, f64)) -> Option<(f64, Layout)> {
    let side_layout = match page.options.phase_maps {
        true => beside_over_phases,
        false => beside,
    };
    let widest = (width * 0.6).min(MAX_SIDE_WIDTH_PT);
    (0..)
        .map(|i| legend::MIN_WIDTH_PT + SIDE_STEP_PT * f64::from(i))
        .take_while(|&side| side <= widest)
        .filter_map(|side| side_layout(page, (width, height), side))
        .map(|layout| (street(page.canvas, &layout), layout))
        .fold(None, |best, (s, layout)| match best {
            Some((b, _)) if b >= s => best,
            _ => Some((s, layout)),
        })
}

/// The streets a layout beside the plan must clearly beat: those of the column
/// under it. With phase maps the side layout fills the slot while the one under
/// it takes the box of the stand-alone aspect ratio, so that box's.
fn street_to_beat(page: &Page, under: &Layout, (width, height): (f64, f64)) -> f64 {
    if !page.options.phase_maps {
        return street(page.canvas, under);
    }
    let aspect = aspect_ratio(page.canvas, page.options, page.no_u_turns, page.words);
    let (w, h) = aspect_fit(aspect, (width, height));
    street(page.canvas, &below(page, w, h))
}

/// The box a puzzle takes in a `width`×`height` slot: the whole slot when its
/// phase maps go under a plan with the legend beside it (that layout fills the
/// slot), else the largest box of the stand-alone aspect ratio.
pub fn drawn_size(
    canvas: &Canvas,
    options: &DrawOptions,
    no_u_turns: bool,
    words: &Words,
    (width, height): (f64, f64),
) -> (f64, f64) {
    let layout = puzzle(canvas, options, no_u_turns, words, width, height);
    if options.phase_maps && layout.beside {
        return (width, height);
    }
    let aspect = aspect_ratio(canvas, options, no_u_turns, words);
    aspect_fit(aspect, (width, height))
}

/// The largest box of width ÷ height `aspect` in a `width`×`height` box.
pub fn aspect_fit(aspect: f64, (width, height): (f64, f64)) -> (f64, f64) {
    if !(aspect.is_finite() && aspect > 0.0) {
        return (width, height);
    }
    match aspect > width / height {
        true => (width, width / aspect),
        false => (height * aspect, height),
    }
}

/// Width ÷ height of the page drawn at the reference width, plan at its natural height.
pub fn aspect_ratio(
    canvas: &Canvas,
    options: &DrawOptions,
    no_u_turns: bool,
    words: &Words,
) -> f64 {
    let page = Page {
        canvas,
        options,
        no_u_turns,
        words,
    };
    let width = REFERENCE_WIDTH_PT;
    let natural = Frame::height_for_width(canvas, width, MAX_LIGHT_PT);
    let column = stack(&page, width, 0.0)[3];
    width / (natural + GAP_PT + column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_slots_put_the_legend_beside_the_plan() {
        let canvas = Canvas::squares(4, 4);
        let options = DrawOptions {
            phase_maps: false,
            move_boxes: 20,
            ..DrawOptions::default()
        };
        let wide = puzzle(&canvas, &options, true, &options.words, 450.0, 280.0);
        assert!(wide.column.x >= wide.plan.width);
        let tall = puzzle(&canvas, &options, true, &options.words, 450.0, 640.0);
        assert!(tall.column.x < tall.plan.width / 2.0);
        assert!(tall.legend_y >= tall.plan.height);
        assert!(tall.column.y + tall.column.height <= 640.0);
    }

    /// Issue 19 item 7: a tall plan with phase maps on a whole letter page
    /// (the 2 × 3 blocks of an easy section) fills the page: legend and strip
    /// beside the plan, the maps across the page under both, and the box the
    /// page gives is the whole slot; the answer key keeps the aspect box.
    #[test]
    fn a_tall_plan_with_phase_maps_puts_its_legend_beside_and_the_maps_under() {
        let canvas = Canvas::squares(3, 4);
        let options = DrawOptions {
            phase_maps: true,
            move_boxes: 9,
            ..DrawOptions::default()
        };
        let (width, height) = (540.0, 640.0);
        let layout = puzzle(&canvas, &options, false, &options.words, width, height);
        assert!(layout.beside);
        assert!(layout.column.x >= layout.plan.width);
        assert!(layout.column.height <= layout.plan.height);
        assert_eq!((layout.phases.x, layout.phases.width), (0.0, width));
        assert!(layout.phases.y >= layout.plan.height);
        assert!(layout.phases.y + layout.phases.height <= height + 1e-6);
        let size = (width, height);
        assert_eq!(
            drawn_size(&canvas, &options, false, &options.words, size),
            size
        );
    }

    #[test]
    fn the_natural_page_fills_its_aspect_ratio() {
        let canvas = Canvas::squares(3, 3);
        let options = DrawOptions {
            phase_maps: true,
            move_boxes: 8,
            ..DrawOptions::default()
        };
        let ratio = aspect_ratio(&canvas, &options, false, &options.words);
        let height = REFERENCE_WIDTH_PT / ratio;
        let layout = puzzle(
            &canvas,
            &options,
            false,
            &options.words,
            REFERENCE_WIDTH_PT,
            height,
        );
        assert!((layout.column.y + layout.column.height - height).abs() < 1e-6);
    }
}
