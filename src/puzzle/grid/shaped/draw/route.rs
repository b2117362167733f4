//! The answer band: the checker's route through the cell centres, in the book's
//! solution colour, as broad as the rectangle's share of a corridor (the
//! narrowest, so it never touches a wall). On a circle it follows its ring as an
//! arc (at the ring's middle radius) while the route goes round, and runs
//! straight between rings; elsewhere it is the shared answer line.

use svg::node::element::Path;
use svg::node::{Node, Value};

use super::super::board::{Board, Tiling};
use super::super::geometry;
use super::frame::Frame;
use crate::render::answer_line::{answer_line_through, write_points};
use crate::render::fmt::push_num;
use crate::render::style::Style;

/// The band's width for corridors `corridor` points wide: as rectangles draw it,
/// broader in narrow corridors so it still stands out from the walls.
pub fn width(corridor: f64, style: &Style) -> f64 {
    let share = if corridor < 10.0 {
        style.solution_share_of_cell.max(0.5)
    } else {
        style.solution_share_of_cell
    };
    corridor * share
}

/// The band along `route`: a polyline through the cells' centres (an answer
/// line), or on a circle a path with arcs. `data` is its points' text or path
/// data ([`write_data`]), or a stand-in for it written later.
pub fn band(board: &Board, data: String, width: f64, style: &Style) -> Box<dyn Node> {
    let line = answer_line_through(data, width, style);
    if board.tiling != Tiling::Circle {
        return Box::new(line);
    }
    // The same stroke, as a path with arcs.
    let mut path = Path::new();
    let mut attributes: Vec<(&String, &Value)> = line
        .get_attributes()
        .map(|a| a.iter().collect())
        .unwrap_or_default();
    attributes.sort_by_key(|(name, _)| name.as_str());
    for (name, value) in attributes {
        let name = if name == "points" { "d" } else { name.as_str() };
        path.assign(name, value.clone());
    }
    Box::new(path)
}

/// The band's data along `route` on `frame`, handed to `emit` a chunk at a
/// time: the answer line's points, or on a circle the path's data.
pub fn write_data(
    board: &Board,
    route: &[usize],
    frame: &Frame,
    emit: &mut dyn FnMut(&str) -> std::io::Result<()>,
) -> std::io::Result<()> {
    if board.tiling != Tiling::Circle {
        let points = route
            .iter()
            .map(|&cell| frame.at(geometry::centre(board, cell)));
        return write_points(points, emit);
    }
    let mut d = String::new();
    let point = |d: &mut String, cell: usize| {
        let (x, y) = frame.at(geometry::centre(board, cell));
        push_num(d, x);
        d.push(' ');
        push_num(d, y);
    };
    for (i, &cell) in route.iter().enumerate() {
        let Some(&before) = i.checked_sub(1).and_then(|b| route.get(b)) else {
            d.push('M');
            point(&mut d, cell);
            continue;
        };
        let (ring, place) = board.ring_of(cell);
        let (ring_before, place_before) = board.ring_of(before);
        if ring == ring_before && ring > 0 {
            let count = board.rings[ring];
            let clockwise = (place_before + 1) % count == place;
            let radius = (ring as f64 + 0.5) * frame.unit;
            d.push('A');
            push_num(&mut d, radius);
            d.push(' ');
            push_num(&mut d, radius);
            d.push_str(if clockwise { " 0 0 1 " } else { " 0 0 0 " });
        } else {
            d.push('L');
        }
        point(&mut d, cell);
        if d.len() >= 1 << 16 {
            emit(&d)?;
            d.clear();
        }
    }
    emit(&d)
}
