//! Draws one start or goal mark of a cell maze: the pictogram in its cell and,
//! when asked, a full-size copy outside the maze beyond one border, in line with
//! the cell, with a short arrow pointing at the border when the cell is inside. Where marks go is decided
//! in [`super`].

use svg::node::element::{Group, Path};

use super::{ARROW_PT, GAP_PT, Lattice, MIN_MARK_PT, Mark, Outside, room_pt};
use crate::puzzle::cells::Direction;
use crate::render::fmt::num;
use crate::render::pictogram;
use crate::render::style::Style;
use crate::render::tags::{MARK_GOAL, MARK_START};

/// Adds to `group` `mark` in cell `at`, `size` across, and with `outside`, its full-size copy
/// beyond that border (past an arrow when the cell is not on the border). The
/// walls reach `outset` points beyond the lattice's edge.
pub fn draw_mark(
    group: Group,
    mark: Mark,
    lattice: &Lattice,
    at: [usize; 2],
    size: f64,
    (outside, outset): (Option<Outside>, f64),
    style: &Style,
) -> Group {
    let (x, y) = lattice.centre(at);
    let group = group.add(pictogram_at(mark, x, y, size, style).set("id", tag(mark, 1)));
    let Some(Outside {
        side,
        arrow: with_arrow,
    }) = outside
    else {
        return group;
    };
    let (dx, dy, border) = match side {
        Direction::West => (-1.0, 0.0, lattice.left),
        Direction::East => (
            1.0,
            0.0,
            lattice.left + lattice.columns as f64 * lattice.cell,
        ),
        Direction::North => (0.0, -1.0, lattice.top),
        Direction::South => (0.0, 1.0, lattice.top + lattice.rows as f64 * lattice.cell),
    };
    // Distances out from the walls' outer edge, along (dx, dy).
    let base = if dx == 0.0 { (x, border) } else { (border, y) };
    let out = |d: f64| (base.0 + dx * (outset + d), base.1 + dy * (outset + d));
    let centre = out(room_pt(with_arrow) - GAP_PT - MIN_MARK_PT / 2.0);
    let full = pictogram_at(mark, centre.0, centre.1, MIN_MARK_PT, style).set("id", tag(mark, 2));
    if !with_arrow {
        return group.add(full);
    }
    let tip = out(GAP_PT);
    let tail = out(GAP_PT + ARROW_PT);
    group.add(arrow(tail, tip, style.ink)).add(full)
}

/// The page check's id of a mark (`render::tags`): the mark in its cell is 1,
/// its outside copy 2.
fn tag(mark: Mark, n: usize) -> String {
    match mark {
        Mark::Start => format!("{MARK_START}{n}"),
        Mark::Goal => format!("{MARK_GOAL}{n}"),
    }
}

fn pictogram_at(mark: Mark, x: f64, y: f64, size: f64, style: &Style) -> Group {
    match mark {
        Mark::Start => pictogram::start(x, y, size, style),
        Mark::Goal => pictogram::goal(x, y, size, style),
    }
}

/// A short arrow from `tail` to `tip`: a stem and a filled head.
fn arrow(tail: (f64, f64), tip: (f64, f64), ink: &str) -> Path {
    let length = ((tip.0 - tail.0).powi(2) + (tip.1 - tail.1).powi(2)).sqrt();
    let (ux, uy) = ((tip.0 - tail.0) / length, (tip.1 - tail.1) / length);
    let head = 4.0;
    let back = (tip.0 - ux * head, tip.1 - uy * head);
    let wing = |s: f64| (back.0 - uy * 2.5 * s, back.1 + ux * 2.5 * s);
    let (a, b) = (wing(1.0), wing(-1.0));
    let d = format!(
        "M{} {}L{} {}M{} {}L{} {}L{} {}Z",
        num(tail.0),
        num(tail.1),
        num(back.0),
        num(back.1),
        num(tip.0),
        num(tip.1),
        num(a.0),
        num(a.1),
        num(b.0),
        num(b.1)
    );
    Path::new()
        .set("data-mark", "pointer")
        .set("d", d)
        .set("fill", ink)
        .set("stroke", ink)
        .set("stroke-width", "1.2")
        .set("stroke-linejoin", "round")
}
