//! The stairs, as solid triangles in their cells: ▲ where a stair leads up, ▼
//! where one leads down, and in a cell with both, the two side by side. A stair
//! is drawn on both floors it joins, ▲ below and ▼ above, in the same place.

use svg::node::element::Path;

use super::super::FloorsPuzzle;
use super::super::stack::{DOWN, STAIRS, UP};
use super::centre;
use crate::puzzle::cells::marks::Lattice;
use crate::render::fmt::push_num;
use crate::render::style::Style;

/// Every stair of every floor, as one filled path.
pub fn symbols(puzzle: &FloorsPuzzle, panels: &[Lattice], style: &Style) -> Path {
    let mut d = String::new();
    for (index, &bits) in puzzle.cells.iter().enumerate() {
        if bits & STAIRS == 0 {
            continue;
        }
        let [x, y, floor] = puzzle.stack.position(index);
        let Some(panel) = panels.get(floor) else {
            continue;
        };
        let (cx, cy) = centre(panel, [x, y]);
        let cell = panel.cell;
        match (bits & UP != 0, bits & DOWN != 0) {
            (true, true) => {
                let side = 0.36 * cell;
                triangle(&mut d, (cx - 0.2 * cell, cy), side, true);
                triangle(&mut d, (cx + 0.2 * cell, cy), side, false);
            }
            (up, _) => triangle(&mut d, (cx, cy), 0.56 * cell, up),
        }
    }
    Path::new()
        .set("class", "stairs")
        .set("d", d)
        .set("fill", style.ink)
        .set("stroke", "none")
}

/// Appends a triangle `across` wide and 0.9 of that high, centred on `centre`,
/// pointing up or down.
pub(super) fn triangle(d: &mut String, (cx, cy): (f64, f64), across: f64, up: bool) {
    let (half, tall) = (across / 2.0, across * 0.45);
    let (tip, base) = match up {
        true => (cy - tall, cy + tall),
        false => (cy + tall, cy - tall),
    };
    for (command, x, y) in [
        ('M', cx, tip),
        ('L', cx + half, base),
        ('L', cx - half, base),
    ] {
        d.push(command);
        push_num(d, x);
        d.push(' ');
        push_num(d, y);
    }
    d.push('Z');
}
