//! The difficulty ladder on other shapes: each level's square-grid rung (size and
//! band, `grid::rectangle::levels`) carried over so a level is as hard on every shape. Sizes
//! keep the rung's cell count in a near-square outline; bands are the rung's, with
//! each shape's own measured shift (docs/difficulty.md, "Other shapes"): the
//! solution of a hexagon maze, whose cells have six ways out, covers less of it,
//! and braiding opens shortcuts that shorten every route.

use super::board::{Tiling, ring_sizes};
use crate::puzzle::cells::Band;
use crate::puzzle::grid::rectangle::algorithms::Algorithm;
use crate::puzzle::grid::rectangle::levels;

/// How much of a square's band floors a shape keeps: (solution share, junctions).
fn shift(tiling: Tiling) -> (f64, f64) {
    match tiling {
        Tiling::Square => (1.0, 1.0),
        Tiling::Hexagon => (0.9, 0.9),
        Tiling::Triangle => (1.0, 0.95),
        // Into the centre, the way is about a radius long: measured, the 10th
        // percentile of both measures is about 0.4 of the square's at every level.
        Tiling::Circle => (0.35, 0.35),
    }
}

/// The band a maze of `tiling` at `level` must meet, loops taken into account:
/// braiding a share `braid` of dead ends lowers the solution-share floor, since
/// a shortcut only ever shortens the way.
pub fn band(tiling: Tiling, level: u8, braid: f64) -> Band {
    let square = levels::for_level(level).band;
    let (share, junctions) = shift(tiling);
    let loops = 1.0 - 0.6 * braid.clamp(0.0, 1.0);
    Band {
        min_solution_share: square.min_solution_share * share * loops,
        max_solution_share: square.max_solution_share,
        min_junctions_per_100_cells: square.min_junctions_per_100_cells * junctions * loops,
    }
}

/// The level's default size on `tiling`: (width, height) in cells, or for a
/// circle its ring count twice.
pub fn size(tiling: Tiling, level: u8) -> (usize, usize) {
    let side = side(level);
    match tiling {
        Tiling::Square => (side as usize, side as usize),
        Tiling::Hexagon => (round(side * 0.93), round(side * 1.07)),
        Tiling::Triangle => (round(side * 1.316), round(side / 1.316)),
        Tiling::Circle => {
            // Three quarters of the square's cells: ring sizes jump by whole
            // rings, and this keeps every level a ring larger than the one before.
            let rings = rings_for_cells((0.75 * side * side) as usize);
            (rings, rings)
        }
    }
}

/// Cells across a picture, mask or word by default, levels 1–10: wider than the
/// level's square, since a picture leaves cells out, and at least a dozen, or a
/// picture is hard to make out; every level a few cells wider than the one before.
const PICTURE_WIDTHS: [usize; 10] = [12, 14, 16, 24, 27, 31, 35, 41, 48, 56];

/// The level's default width for a picture, mask or word (twice as many on
/// triangles, whose cells are half as wide).
pub fn picture_width(tiling: Tiling, level: u8) -> usize {
    let across = PICTURE_WIDTHS[usize::from(level.clamp(1, 10)) - 1];
    match tiling {
        Tiling::Triangle => 2 * across,
        _ => across,
    }
}

/// The level's algorithm on `tiling`. Into the centre of a circle, a maze of many
/// short branches (growing tree, Wilson) leaves a way in barely longer than the
/// radius at every size; the backtracker's long corridors keep every level longer
/// than the one before.
pub fn algorithm(tiling: Tiling, level: u8) -> Algorithm {
    match tiling {
        Tiling::Circle => Algorithm::Backtracker,
        _ => levels::for_level(level).algorithm,
    }
}

/// The side of the square whose cells a level's shapes keep: the square rung's,
/// except level 2, whose 7 × 7 is too close to level 3's 8 × 8 to measure harder
/// on cells of three or six sides (6 × 6 there). Level 3 cannot grow instead: its
/// backtracker's long solutions must stay shorter than level 4's growing tree's.
fn side(level: u8) -> f64 {
    match level {
        2 => 6.0,
        _ => levels::for_level(level).size.0 as f64,
    }
}

/// The fewest rings whose cells reach `cells` (at least 2 rings).
pub fn rings_for_cells(cells: usize) -> usize {
    let mut total = 0;
    for (count, size) in ring_sizes(4000).into_iter().enumerate() {
        total += size;
        if total >= cells && count >= 1 {
            return count + 1;
        }
    }
    4000
}

/// The smallest maze (in cells) the level may be asked for, as on squares.
pub fn min_cells(level: u8) -> usize {
    levels::for_level(level).min_cells
}

fn round(value: f64) -> usize {
    (value.round() as usize).max(2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::shaped::board::Board;

    #[test]
    fn each_shape_keeps_its_squares_cell_count() {
        for level in 1..=10 {
            let square = side(level) * side(level);
            for tiling in [Tiling::Hexagon, Tiling::Triangle] {
                let (w, h) = size(tiling, level);
                let ratio = (w * h) as f64 / square;
                assert!(
                    (0.8..=1.25).contains(&ratio),
                    "{tiling:?} level {level}: {w}×{h}"
                );
            }
            let (rings, _) = size(Tiling::Circle, level);
            let ratio = Board::circle(rings).len() as f64 / square;
            assert!(
                (0.7..=1.3).contains(&ratio),
                "circle level {level}: {rings} rings"
            );
        }
    }

    #[test]
    fn braiding_only_lowers_the_floors() {
        for tiling in [
            Tiling::Square,
            Tiling::Hexagon,
            Tiling::Triangle,
            Tiling::Circle,
        ] {
            let perfect = band(tiling, 5, 0.0);
            let braided = band(tiling, 5, 0.5);
            assert!(braided.min_solution_share < perfect.min_solution_share);
            assert!(braided.min_junctions_per_100_cells <= perfect.min_junctions_per_100_cells);
        }
    }
}
