//! The answer key's stair numbers: a white disc with a number on each stair the
//! way takes, the same number on the floor it leaves and on the floor it
//! reaches, 1 for the first stair, 2 for the second…, so the route can be
//! followed from floor to floor. A disc sits on its stair unless a disc or the
//! start or goal mark is there already (the way often takes a stair right
//! beside the one it came up, or right by the start): then it moves off, in the
//! first of eight directions where it is clear of the others, so every number
//! and both marks stay readable.

use svg::node::element::{Circle, Group, Text};

use super::centre;
use crate::puzzle::cells::marks::Lattice;
use crate::render::fmt::num;
use crate::render::style::{MIN_TEXT_PT, Style};

/// A disc on paper.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Disc {
    x: f64,
    y: f64,
    r: f64,
}

impl Disc {
    /// How far this disc and `other` overlap, a small gap between them counted.
    fn overlap(&self, other: &Disc) -> f64 {
        let apart = ((self.x - other.x).powi(2) + (self.y - other.y).powi(2)).sqrt();
        (self.r + other.r + GAP_PT - apart).max(0.0)
    }
}

/// Kept between two discs.
const GAP_PT: f64 = 0.5;

/// The directions a disc moves off in, in order: the diagonals first (they
/// leave the route's straight runs), then straight.
const DIRECTIONS: [(f64, f64); 8] = [
    (1.0, -1.0),
    (-1.0, -1.0),
    (1.0, 1.0),
    (-1.0, 1.0),
    (0.0, -1.0),
    (1.0, 0.0),
    (0.0, 1.0),
    (-1.0, 0.0),
];

/// The numbered discs of every stair the solution takes, on both its floors,
/// clear of the `marks` (each a cell `[x, y, floor]` and the mark's size).
pub fn stair_numbers(
    solution: &[[usize; 3]],
    panels: &[Lattice],
    marks: &[([usize; 3], f64)],
    style: &Style,
) -> Group {
    let mut group = Group::new().set("class", "stair-numbers");
    let mut placed: Vec<Vec<Disc>> = vec![Vec::new(); panels.len()];
    for &([x, y, floor], size) in marks {
        if let (Some(panel), Some(others)) = (panels.get(floor), placed.get_mut(floor)) {
            let (cx, cy) = centre(panel, [x, y]);
            others.push(Disc {
                x: cx,
                y: cy,
                r: size / 2.0,
            });
        }
    }
    let taken = solution.windows(2).filter(|step| step[0][2] != step[1][2]);
    for (index, step) in taken.enumerate() {
        let number = index + 1;
        for &[x, y, floor] in step {
            let (Some(panel), Some(others)) = (panels.get(floor), placed.get_mut(floor)) else {
                continue;
            };
            let font = font_pt(panel.cell);
            let (cx, cy) = centre(panel, [x, y]);
            let r = radius(font, panel.cell, number);
            let disc = clear_spot(Disc { x: cx, y: cy, r }, others, bounds(panel));
            others.push(disc);
            group = group.add(drawn(disc, font, number, style));
        }
    }
    group
}

/// The numbers' size: half a cell, never under the smallest printed text.
fn font_pt(cell: f64) -> f64 {
    (cell * 0.5).max(MIN_TEXT_PT)
}

/// A disc just large enough for `number` at `font`, and at least 0.45 of a cell.
fn radius(font: f64, cell: f64, number: usize) -> f64 {
    let digits = number.to_string().len() as f64;
    let text = font * (0.45 + 0.3 * digits);
    (cell * 0.45).max(text / 2.0 + font * 0.25)
}

/// A floor's walls: left, top, right, bottom.
fn bounds(panel: &Lattice) -> [f64; 4] {
    let (width, height) = (panel.columns as f64, panel.rows as f64);
    [
        panel.left,
        panel.top,
        panel.left + width * panel.cell,
        panel.top + height * panel.cell,
    ]
}

/// `wanted` where it is, if clear of `others`; else moved off along the first
/// direction, at the nearest reach, where it is clear (and inside its floor's
/// `bounds` as far as it fits); else where it overlaps the least.
fn clear_spot(wanted: Disc, others: &[Disc], [left, top, right, bottom]: [f64; 4]) -> Disc {
    let inside = |low: f64, high: f64, at: f64| at.min(high - wanted.r).max(low + wanted.r);
    let covered = |disc: &Disc| others.iter().map(|other| disc.overlap(other)).sum::<f64>();
    let mut best = (covered(&wanted), wanted);
    if best.0 <= 0.0 {
        return wanted;
    }
    for step in 1..=4 {
        let reach = wanted.r * (0.8 + 0.6 * f64::from(step));
        for (dx, dy) in DIRECTIONS {
            let norm = (dx * dx + dy * dy).sqrt();
            let disc = Disc {
                x: inside(left, right, wanted.x + dx / norm * reach),
                y: inside(top, bottom, wanted.y + dy / norm * reach),
                ..wanted
            };
            let overlap = covered(&disc);
            if overlap <= 0.0 {
                return disc;
            }
            if overlap < best.0 {
                best = (overlap, disc);
            }
        }
    }
    best.1
}

/// A white disc ringed in the route's colour, the number on it in bold.
fn drawn(disc: Disc, font: f64, number: usize, style: &Style) -> Group {
    Group::new()
        .set("class", "stair-number")
        .add(
            Circle::new()
                .set("cx", num(disc.x))
                .set("cy", num(disc.y))
                .set("r", num(disc.r))
                .set("fill", "#ffffff")
                .set("stroke", style.palette.solution)
                .set("stroke-width", num((disc.r * 0.16).max(0.75))),
        )
        .add(
            Text::new(number.to_string())
                .set("x", num(disc.x))
                .set("y", num(disc.y + font * 0.36))
                .set("font-size", num(font))
                .set("font-weight", "bold")
                .set("text-anchor", "middle")
                .set("fill", style.ink),
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_disc_moves_off_one_already_there_and_keeps_clear() {
        let first = Disc {
            x: 10.0,
            y: 10.0,
            r: 5.0,
        };
        let floor = [0.0, 0.0, 40.0, 40.0];
        assert_eq!(clear_spot(first, &[], floor), first);
        let second = clear_spot(first, &[first], floor);
        assert_ne!(second, first);
        assert_eq!(second.overlap(&first), 0.0);
        assert!(second.x >= 5.0 && second.y >= 5.0, "inside the floor");
    }

    #[test]
    fn numbers_never_print_under_the_smallest_text() {
        assert!(font_pt(3.0) >= MIN_TEXT_PT);
        // Two digits fit their disc.
        let font = font_pt(4.0);
        assert!(radius(font, 4.0, 12) * 2.0 > font * 1.2);
    }
}
