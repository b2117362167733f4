//! Laying a picture on a board. The (cropped) picture is stretched over the
//! board's whole extent; a cell is in the maze when at least half of its own
//! polygon (square, hexagon or triangle, from `shaped::geometry`) is dark. The
//! area is measured on a fixed grid of points over the cell, fine enough that
//! each picture pixel under the cell is seen, so the answer is the same on every
//! machine. Without a given height, the board's height is the one whose extent
//! has the picture's aspect, taking the tiling's row spacing into account.

use super::ink::Ink;
use crate::puzzle::grid::shaped::board::{Board, Tiling};
use crate::puzzle::grid::shaped::geometry::{self, Point};

/// Fewest and most sample points per cell along each axis.
pub(super) const MIN_SAMPLES: usize = 4;
pub(super) const MAX_SAMPLES: usize = 48;

/// A board's extent in cell units, without building the board.
pub fn extent_of(tiling: Tiling, width: usize, height: usize) -> (f64, f64) {
    geometry::extent(&empty(tiling, width, height))
}

fn empty(tiling: Tiling, width: usize, height: usize) -> Board {
    Board {
        tiling,
        width,
        height,
        rings: Vec::new(),
        in_maze: Vec::new(),
        masked: true,
        bridges: Vec::new(),
    }
}

/// The number of rows whose extent, `width` cells across, is closest to
/// `aspect` (height over width); at least 1.
pub fn height_for(tiling: Tiling, width: usize, aspect: f64) -> usize {
    let (across, _) = extent_of(tiling, width, 1);
    let (_, one) = extent_of(tiling, width, 1);
    let (_, two) = extent_of(tiling, width, 2);
    let guess = 1.0 + (across * aspect - one) / (two - one);
    let low = (guess.floor() as i64 - 1).max(1) as usize;
    let miss = |height: usize| {
        let (w, h) = extent_of(tiling, width, height);
        ((h / w) / aspect).ln().abs()
    };
    (low..=low + 3)
        .min_by(|&a, &b| miss(a).total_cmp(&miss(b)))
        .unwrap_or(1)
}

/// Which cells of a `width` × `height` board of `tiling` the picture covers.
pub fn sample(ink: &Ink, tiling: Tiling, width: usize, height: usize) -> Vec<bool> {
    let board = empty(tiling, width, height);
    let (ext_w, ext_h) = geometry::extent(&board);
    let (sx, sy) = (ink.width as f64 / ext_w, ink.height as f64 / ext_h);
    let samples = (sx.max(sy).ceil() as usize).clamp(MIN_SAMPLES, MAX_SAMPLES);
    (0..width * height)
        .map(|cell| {
            let polygon = geometry::corners(&board, cell);
            let (mut inside, mut dark) = (0usize, 0usize);
            let (left, top, right, bottom) = bounds(&polygon);
            for j in 0..samples {
                let y = top + (bottom - top) * (j as f64 + 0.5) / samples as f64;
                for i in 0..samples {
                    let x = left + (right - left) * (i as f64 + 0.5) / samples as f64;
                    if !contains(&polygon, (x, y)) {
                        continue;
                    }
                    inside += 1;
                    let px = ((x * sx) as usize).min(ink.width - 1);
                    let py = ((y * sy) as usize).min(ink.height - 1);
                    dark += usize::from(ink.is_dark(px, py));
                }
            }
            inside > 0 && 2 * dark >= inside
        })
        .collect()
}

fn bounds(polygon: &[Point]) -> (f64, f64, f64, f64) {
    polygon.iter().fold(
        (f64::MAX, f64::MAX, f64::MIN, f64::MIN),
        |(l, t, r, b), &(x, y)| (l.min(x), t.min(y), r.max(x), b.max(y)),
    )
}

/// Whether a convex polygon (corners in order, either way round) holds `point`.
fn contains(polygon: &[Point], point: Point) -> bool {
    let mut sign = 0.0;
    for k in 0..polygon.len() {
        let (a, b) = (polygon[k], polygon[(k + 1) % polygon.len()]);
        let cross = (b.0 - a.0) * (point.1 - a.1) - (b.1 - a.1) * (point.0 - a.0);
        if cross != 0.0 {
            if sign != 0.0 && (cross > 0.0) != (sign > 0.0) {
                return false;
            }
            sign = cross;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn height_follows_the_aspect_on_every_tiling() {
        for tiling in [Tiling::Square, Tiling::Hexagon, Tiling::Triangle] {
            for aspect in [0.3, 1.0, 1.7] {
                let height = height_for(tiling, 30, aspect);
                let (w, h) = extent_of(tiling, 30, height);
                let (_, step) = extent_of(tiling, 30, 2);
                let (_, first) = extent_of(tiling, 30, 1);
                // Within half a row of the picture's aspect.
                assert!(
                    (h - w * aspect).abs() <= (step - first) / 2.0 + 1e-9,
                    "{tiling:?} {aspect}: {height} rows"
                );
            }
        }
        assert_eq!(height_for(Tiling::Square, 20, 0.5), 10);
    }

    #[test]
    fn a_cell_is_in_when_half_or_more_of_it_is_dark() {
        // Left three quarters dark: on a 2×1 board of squares the right cell is
        // half dark (in), on 4×1 the last cell is light (out).
        let ink = Ink::from_rows(&["######.."; 8]);
        assert_eq!(sample(&ink, Tiling::Square, 2, 1), vec![true, true]);
        assert_eq!(
            sample(&ink, Tiling::Square, 4, 1),
            vec![true, true, true, false]
        );
    }

    #[test]
    fn triangles_are_sampled_over_their_own_area() {
        // Dark above the diagonal from the top right to the bottom left: of three
        // triangles in a row, the first is 60% dark, the second 73%, the third 8%.
        let rows: Vec<String> = (0..60)
            .map(|y| {
                (0..60)
                    .map(|x| if x + y < 60 { '#' } else { '.' })
                    .collect()
            })
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let ink = Ink::from_rows(&rows);
        let cells = sample(&ink, Tiling::Triangle, 3, 1);
        assert_eq!(cells, vec![true, true, false]);
    }
}
