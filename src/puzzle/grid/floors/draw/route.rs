//! The answer key's route: the answer line through the solution on every floor
//! it crosses (a piece per visit to a floor), and a numbered disc on each stair
//! it takes, the same number on the floor it leaves and the floor it reaches:
//! 1 for the first stair, 2 for the second…

use svg::node::element::{Circle, Group, Text};

use super::centre;
use crate::puzzle::cells::marks::Lattice;
use crate::render::answer_line::answer_line;
use crate::render::fmt::num;
use crate::render::style::{MIN_TEXT_PT, Style};

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

/// A numbered disc on each stair the solution takes, on both its floors.
pub fn stair_numbers(solution: &[[usize; 3]], panels: &[Lattice], style: &Style) -> Group {
    let mut group = Group::new().set("class", "stair-numbers");
    let taken = solution.windows(2).filter(|step| step[0][2] != step[1][2]);
    for (number, step) in taken.enumerate() {
        for &[x, y, floor] in step {
            if let Some(panel) = panels.get(floor) {
                group = group.add(disc(centre(panel, [x, y]), panel.cell, number + 1, style));
            }
        }
    }
    group
}

/// A white disc with `number` in bold, over a stair's cell: as large as the
/// cell, never with text under the smallest printed size.
fn disc((x, y): (f64, f64), cell: f64, number: usize, style: &Style) -> Group {
    let r = (cell * 0.45).max(MIN_TEXT_PT / 1.1);
    let size = r * 1.1;
    Group::new()
        .set("class", "stair-number")
        .add(
            Circle::new()
                .set("cx", num(x))
                .set("cy", num(y))
                .set("r", num(r))
                .set("fill", "#ffffff")
                .set("stroke", style.palette.solution)
                .set("stroke-width", num(r * 0.18)),
        )
        .add(
            Text::new(number.to_string())
                .set("x", num(x))
                .set("y", num(y + size * 0.36))
                .set("font-size", num(size))
                .set("font-weight", "bold")
                .set("text-anchor", "middle")
                .set("fill", style.ink),
        )
}
