//! Draws one start or goal mark of a cell maze: the pictogram in its cell or,
//! when asked, a full-size mark outside the maze beyond one border instead, in
//! line with the cell, with a short arrow pointing at the border when the cell is
//! inside (the cell then gets a plain dot, so the reader knows where along the
//! row or column the walk begins or ends). One mark per end, never a small one
//! beside its full-size copy. Where marks go is decided in [`super`].

use svg::node::element::{Circle, Group, Path};

use super::{ARROW_PT, GAP_PT, Lattice, MIN_MARK_PT, Mark, Outside, room_pt};
use crate::puzzle::cells::Direction;
use crate::render::fmt::num;
use crate::render::mark_ids;
use crate::render::pictogram;
use crate::render::style::Style;

/// How one mark is drawn: `size` across in its cell, or with `outside` as a
/// full-size mark beyond that border; `tagged` (puzzle pages, not answer keys)
/// gives the mark's group the id a page check finds it by.
#[derive(Debug, Clone, Copy)]
pub struct Drawn {
    pub size: f64,
    pub outside: Option<Outside>,
    pub outset: f64,
    pub tagged: bool,
}

/// Adds to `group` `mark` for cell `at`: in the cell, `drawn.size` across, or
/// with `drawn.outside`, full size beyond that border instead (past an arrow,
/// and with a dot in the cell, when the cell is not on the border). The walls
/// reach `drawn.outset` points beyond the lattice's edge.
pub fn draw_mark(
    group: Group,
    mark: Mark,
    lattice: &Lattice,
    at: [usize; 2],
    drawn: Drawn,
    style: &Style,
) -> Group {
    let (x, y) = lattice.centre(at);
    let Some(outside) = drawn.outside else {
        let inside = pictogram_at(mark, x, y, drawn.size, style);
        return group.add(tagged(inside, mark, drawn.tagged));
    };
    let border = match outside.side {
        Direction::West => lattice.left,
        Direction::East => lattice.left + lattice.columns as f64 * lattice.cell,
        Direction::North => lattice.top,
        Direction::South => lattice.top + lattice.rows as f64 * lattice.cell,
    };
    let group = if outside.arrow {
        group.add(spot(mark, (x, y), drawn.size, style))
    } else {
        group
    };
    let beyond = Beyond {
        outside,
        border,
        along: (x, y),
        outset: drawn.outset,
        tagged: drawn.tagged,
    };
    draw_beyond(group, mark, &beyond, style)
}

/// A full-size mark beyond one border of a maze: the border's side, past an
/// arrow or not; the border's coordinate (x for left and right, y for top and
/// bottom); a point the mark stands in line with (the end's cell); how far the
/// walls reach beyond the border; whether the mark carries its page-check id.
#[derive(Debug, Clone, Copy)]
pub struct Beyond {
    pub outside: Outside,
    pub border: f64,
    pub along: (f64, f64),
    pub outset: f64,
    pub tagged: bool,
}

/// Adds `mark` at full size beyond a border to `group`, past a short arrow
/// pointing at the border when asked, all within [`room_pt`] of the walls.
pub fn draw_beyond(group: Group, mark: Mark, beyond: &Beyond, style: &Style) -> Group {
    let (x, y) = beyond.along;
    let (dx, dy) = match beyond.outside.side {
        Direction::West => (-1.0, 0.0),
        Direction::East => (1.0, 0.0),
        Direction::North => (0.0, -1.0),
        Direction::South => (0.0, 1.0),
    };
    // Distances out from the walls' outer edge, along (dx, dy).
    let base = if dx == 0.0 {
        (x, beyond.border)
    } else {
        (beyond.border, y)
    };
    let reach = beyond.outset;
    let out = |d: f64| (base.0 + dx * (reach + d), base.1 + dy * (reach + d));
    let with_arrow = beyond.outside.arrow;
    let centre = out(room_pt(with_arrow) - GAP_PT - MIN_MARK_PT / 2.0);
    let full = pictogram_at(mark, centre.0, centre.1, MIN_MARK_PT, style);
    let full = tagged(full, mark, beyond.tagged);
    if !with_arrow {
        return group.add(full);
    }
    let tip = out(GAP_PT);
    let tail = out(GAP_PT + ARROW_PT);
    group.add(arrow(tail, tip, style.ink)).add(full)
}

/// `group` with `mark`'s page-check id when `tag`.
fn tagged(group: Group, mark: Mark, tag: bool) -> Group {
    if tag {
        mark_ids::tag(group, mark == Mark::Start)
    } else {
        group
    }
}

/// A plain dot in the mark's colour, `size` across, where an inside end's cell is.
pub fn spot(mark: Mark, (x, y): (f64, f64), size: f64, style: &Style) -> Circle {
    let fill = match mark {
        Mark::Start => style.palette.start,
        Mark::Goal => style.palette.goal,
    };
    let r = (size * 0.3).max(0.5);
    Circle::new()
        .set("data-mark", "spot")
        .set("cx", num(x))
        .set("cy", num(y))
        .set("r", num(r))
        .set("fill", fill)
        .set("stroke", style.ink)
        .set("stroke-width", num((r * 0.3).max(0.4)))
}

pub fn pictogram_at(mark: Mark, x: f64, y: f64, size: f64, style: &Style) -> Group {
    match mark {
        Mark::Start => pictogram::start(x, y, size, style),
        Mark::Goal => pictogram::goal(x, y, size, style),
    }
}

/// A short arrow from `tail` to `tip`: a stem and a filled head.
pub fn arrow(tail: (f64, f64), tip: (f64, f64), ink: &str) -> Path {
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
