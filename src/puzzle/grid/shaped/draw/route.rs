//! The answer band: the checker's route through the cell centres, in the book's
//! solution colour, as broad as the rectangle's share of a corridor (the
//! narrowest, so it never touches a wall). On a circle it follows its ring as an
//! arc (at the ring's middle radius) while the route goes round, and runs
//! straight between rings; elsewhere it is the shared answer line.

use svg::node::element::{Group, Path};
use svg::node::{Node, Value};

use super::super::board::{Board, Tiling};
use super::super::geometry;
use super::frame::Frame;
use crate::render::answer_line::answer_line;
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

/// Adds the band along `route` to `group`.
pub fn draw(
    group: Group,
    board: &Board,
    route: &[usize],
    frame: &Frame,
    width: f64,
    style: &Style,
) -> Group {
    let points: Vec<(f64, f64)> = route
        .iter()
        .map(|&cell| frame.at(geometry::centre(board, cell)))
        .collect();
    let line = answer_line(&points, width, style);
    if board.tiling != Tiling::Circle {
        return group.add(line);
    }
    // The same stroke, as a path with arcs.
    let mut path = Path::new().set("d", circle_path(board, route, frame));
    let mut attributes: Vec<(&String, &Value)> = line
        .get_attributes()
        .map(|a| a.iter().filter(|(name, _)| *name != "points").collect())
        .unwrap_or_default();
    attributes.sort_by_key(|(name, _)| name.as_str());
    for (name, value) in attributes {
        path.assign(name.as_str(), value.clone());
    }
    group.add(path)
}

fn circle_path(board: &Board, route: &[usize], frame: &Frame) -> String {
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
    }
    d
}
