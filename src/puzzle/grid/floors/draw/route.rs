//! The answer key's route: the answer line through the solution on every floor
//! it crosses, a piece per visit to a floor (`numbers` marks the stairs between
//! the pieces).

use svg::node::element::{Circle, Group};

use super::centre;
use crate::puzzle::cells::marks::Lattice;
use crate::render::answer_line::answer_line;
use crate::render::fmt::num;
use crate::render::style::Style;

/// The answer line, a piece per stretch of the solution on one floor.
pub fn line(solution: &[[usize; 3]], panels: &[Lattice], style: &Style) -> Group {
    let mut group = Group::new().set("class", "route");
    let Some(panel) = panels.first() else {
        return group;
    };
    let cell = panel.cell;
    let width = cell * share(cell, style);
    for stretch in solution.chunk_by(|a, b| a[2] == b[2]) {
        let Some(panel) = panels.get(stretch[0][2]) else {
            continue;
        };
        let points: Vec<(f64, f64)> = stretch
            .iter()
            .map(|&[x, y, _]| centre(panel, [x, y]))
            .collect();
        group = match points[..] {
            // Up one stair and on up the next: a dot where the route passes.
            [(x, y)] => group.add(
                Circle::new()
                    .set("cx", num(x))
                    .set("cy", num(y))
                    .set("r", num(width / 2.0))
                    .set("fill", style.palette.solution),
            ),
            _ => group.add(answer_line(&points, width, style)),
        };
    }
    group
}

/// How much of a corridor the answer line fills: more when corridors are
/// narrow, so the line still stands out from the walls (as the rectangle's).
fn share(cell: f64, style: &Style) -> f64 {
    match cell < 10.0 {
        true => style.solution_share_of_cell.max(0.5),
        false => style.solution_share_of_cell,
    }
}
