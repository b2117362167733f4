//! How much room an answer key needs: its move numbers sit in boxes beside the
//! streets, off the route and the junctions, so a key must be drawn with streets
//! long enough for a number box beside them, and with room on the plan for all
//! its boxes. A long route (24–28 moves) thus asks for a half or a whole page
//! where a short one shares a page with five others; the preflight gives each
//! section the number of keys a page that leaves them this room.

use super::super::canvas::Canvas;
use super::layout::{GAP_PT, MAX_LIGHT_PT};
use super::plan::Frame;
use super::{ANSWER_MARGIN_PT, CAPTION_PT};
use crate::units::PT_PER_MM;

/// The shortest street a key's number boxes sit beside legibly.
const MIN_KEY_STREET_PT: f64 = 9.0 * PT_PER_MM;
/// The most of the plan's area the move-number boxes may take.
const MAX_LABEL_SHARE: f64 = 0.05;
/// A move-number box at the smallest label font: two digits, padded, with the
/// margin the labeller keeps around it.
const LABEL_BOX_PT2: f64 = (7.5 * 1.7 + 2.0) * (7.5 * 1.35 + 2.0);

/// `Ok` when the key of a route of up to `moves` moves on `canvas` is legible in
/// a `width`×`height` point box; otherwise why not.
pub fn answer_fits(canvas: &Canvas, moves: usize, width: f64, height: f64) -> Result<(), String> {
    let mm = |pt: f64| pt / PT_PER_MM;
    // The caption takes up to two lines under the plan.
    let room = (height - 2.0 * CAPTION_PT * 1.3 - GAP_PT).max(0.0);
    let natural = Frame::height_for_width(canvas, width, MAX_LIGHT_PT);
    let plan_height = natural.min(room);
    let inset = (width.min(plan_height) * 0.04).min(ANSWER_MARGIN_PT);
    let inner = super::plan::Rect {
        x: 0.0,
        y: 0.0,
        width: (width - 2.0 * inset).max(0.0),
        height: (plan_height - 2.0 * inset).max(0.0),
    };
    let street = Frame::fit(canvas, inner, MAX_LIGHT_PT).sizes.street;
    if street + 1e-6 < MIN_KEY_STREET_PT {
        return Err(format!(
            "its answer key would print with streets {:.1} mm long; the move numbers beside \
             them need at least {:.0} mm",
            mm(street),
            mm(MIN_KEY_STREET_PT)
        ));
    }
    let labels = moves as f64 * LABEL_BOX_PT2;
    let plan_area = width * plan_height;
    if labels > MAX_LABEL_SHARE * plan_area {
        return Err(format!(
            "its answer key of up to {moves} moves would be {:.0}×{:.0} mm, too small for \
             its {moves} move numbers to sit off the route",
            mm(width),
            mm(plan_height)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_routes_need_more_room_than_short_ones() {
        let canvas = Canvas::squares(5, 5);
        let (width, height) = (200.0, 220.0);
        assert!(answer_fits(&canvas, 8, width, height).is_ok());
        assert!(answer_fits(&canvas, 28, width, height).is_err());
        assert!(answer_fits(&canvas, 28, 2.0 * width, 2.0 * height).is_ok());
    }

    #[test]
    fn tiny_keys_are_refused_for_their_streets() {
        let canvas = Canvas::squares(6, 6);
        let refused = answer_fits(&canvas, 4, 100.0, 60.0).expect_err("too small");
        assert!(refused.contains("streets"), "{refused}");
    }
}
