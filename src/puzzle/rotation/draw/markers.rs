//! Where an answer key's numbered discs go, and how big they are. A disc sits
//! beside its resting point but must never hide the ball, the goal star or
//! another disc (the last rest is the goal itself, and the path often rests
//! twice near the start), nor the answer line it numbers: the line runs through
//! cell centres, so each disc first tries the four quarters of its rest's cell
//! just clear of those centre lines (a cell's corner on a small key), then the
//! same spots in the cells around, nearest first. Only when every one of those
//! is taken does it sit on the line, where it hides the least.

use crate::puzzle::rotation::board::Cell;
use crate::render::style::MIN_TEXT_PT;

/// A disc on paper: centre and radius.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Disc {
    pub(super) x: f64,
    pub(super) y: f64,
    pub(super) r: f64,
}

impl Disc {
    /// How far the two discs overlap (0 when they are clear of each other by `gap`).
    fn overlap(&self, other: &Disc, gap: f64) -> f64 {
        let d = ((self.x - other.x).powi(2) + (self.y - other.y).powi(2)).sqrt();
        (self.r + other.r + gap - d).max(0.0)
    }

    /// The length of the segment `a`–`b` that lies under this disc.
    fn hides(&self, a: (f64, f64), b: (f64, f64)) -> f64 {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let length = (dx * dx + dy * dy).sqrt();
        if length <= 0.0 {
            return 0.0;
        }
        let (ux, uy) = (dx / length, dy / length);
        // The foot of the centre on the line, and its distance from it.
        let along = (self.x - a.0) * ux + (self.y - a.1) * uy;
        let off = ((self.x - a.0) * uy - (self.y - a.1) * ux).abs();
        if off >= self.r {
            return 0.0;
        }
        let half = (self.r * self.r - off * off).sqrt();
        ((along + half).min(length) - (along - half).max(0.0)).max(0.0)
    }
}

/// Clear space kept between a disc and what it must not cover.
pub(super) const GAP_PT: f64 = 1.0;
/// A disc's number is this many radii tall.
const NUMBER_SHARE: f64 = 1.1;
/// A disc's ring, in radii (half of it lies outside the radius).
pub(super) const RING_SHARE: f64 = 0.18;
/// The smallest disc's radius: its number at the smallest printed text.
const MIN_RADIUS_PT: f64 = MIN_TEXT_PT / NUMBER_SHARE;
/// The smallest cell that holds a disc, ring included: between the centre
/// lines of its rows and columns, at a cell's corner, a disc hides none of
/// the line. A key with smaller cells has discs bigger than its cells,
/// covering the line they number.
pub(super) const MIN_CELL_PT: f64 = 2.0 * MIN_RADIUS_PT * (1.0 + RING_SHARE / 2.0);

/// A disc's radius in a `cell`-point cell: a fifth of the cell, never under
/// the smallest printed text.
pub(super) fn radius(cell: f64) -> f64 {
    (cell * 0.2).max(MIN_RADIUS_PT)
}

/// A disc's number size for its radius.
pub(super) fn number_size(r: f64) -> f64 {
    r * NUMBER_SHARE
}

/// Directions tried, in order: up-right first (the old fixed spot), then the
/// other diagonals.
const QUARTERS: [(f64, f64); 4] = [(1.0, -1.0), (-1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)];
/// Directions of the last resort, straight along the rows and columns.
const STRAIGHT: [(f64, f64); 4] = [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)];

/// What the discs are placed around: the board's cells and size, the answer
/// line's points and half-width, and the marks they keep clear of.
pub(super) struct Board<'a> {
    pub(super) cell: f64,
    pub(super) size: (f64, f64),
    pub(super) line: &'a [(f64, f64)],
    pub(super) line_half: f64,
    pub(super) keep: &'a [Disc],
}

/// The discs for `rests` (in move order), each of radius `r`.
pub(super) fn place(rests: &[Cell], r: f64, board: &Board) -> Vec<Disc> {
    let mut taken: Vec<Disc> = board.keep.to_vec();
    let mut placed = Vec::with_capacity(rests.len());
    for rest in rests {
        let disc = best_spot(rest, r, board, &taken);
        taken.push(disc);
        placed.push(disc);
    }
    placed
}

/// The nearest spot that covers neither a disc nor the line, else the one
/// covering the least (any disc counting far more than the line).
fn best_spot(rest: &Cell, r: f64, board: &Board, taken: &[Disc]) -> Disc {
    let centre = (
        (rest[0] as f64 + 0.5) * board.cell,
        (rest[1] as f64 + 0.5) * board.cell,
    );
    let mut best: Option<(f64, Disc)> = None;
    for (x, y) in candidates(centre, r, board) {
        let disc = Disc {
            x: x.clamp(r, (board.size.0 - r).max(r)),
            y: y.clamp(r, (board.size.1 - r).max(r)),
            r,
        };
        let covered: f64 = taken.iter().map(|t| disc.overlap(t, GAP_PT)).sum();
        // The line's middle under the disc's ink is what a reader loses.
        let ring = Disc {
            r: r * (1.0 + RING_SHARE / 2.0),
            ..disc
        };
        let hidden: f64 = board.line.windows(2).map(|w| ring.hides(w[0], w[1])).sum();
        if covered <= 0.0 && hidden <= 0.0 {
            return disc;
        }
        let cost = covered * 1000.0 + hidden;
        if best.is_none_or(|(b, _)| cost < b) {
            best = Some((cost, disc));
        }
    }
    best.map_or(
        Disc {
            x: centre.0,
            y: centre.1,
            r,
        },
        |(_, disc)| disc,
    )
}

/// The spots a disc around `centre` tries, nearest first: a quarter of a cell
/// (its rest's, then those around it up to three cells away) just clear of the
/// centre lines; then straight out along the row and column.
fn candidates(centre: (f64, f64), r: f64, board: &Board) -> Vec<(f64, f64)> {
    let cell = board.cell;
    // Clear of the centre lines by the line's half-width and the disc's ring.
    let clear = (board.line_half + r * (1.0 + RING_SHARE / 2.0) + 0.5).min(cell / 2.0);
    let mut spots = Vec::new();
    for i in -3i32..=3 {
        for j in -3i32..=3 {
            for (dx, dy) in QUARTERS {
                let x = centre.0 + dx * clear + f64::from(i) * cell;
                let y = centre.1 + dy * clear + f64::from(j) * cell;
                spots.push((x, y));
            }
        }
    }
    let distance = |&(x, y): &(f64, f64)| (x - centre.0).hypot(y - centre.1);
    // Stable: among spots as near, the quarters keep their order.
    spots.sort_by(|a, b| distance(a).total_cmp(&distance(b)));
    for step in 1..=6 {
        for (dx, dy) in STRAIGHT {
            let reach = cell * 0.5 * step as f64;
            spots.push((centre.0 + dx * reach, centre.1 + dy * reach));
        }
    }
    spots
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board<'a>(cell: f64, line: &'a [(f64, f64)], keep: &'a [Disc]) -> Board<'a> {
        Board {
            cell,
            size: (200.0, 200.0),
            line,
            line_half: cell * 0.08,
            keep,
        }
    }

    #[test]
    fn a_disc_on_the_goal_keeps_clear_of_the_star_and_the_ball() {
        let cell = 20.0;
        let star = Disc {
            x: 50.0,
            y: 50.0,
            r: cell * 0.41,
        };
        let ball = Disc {
            x: 70.0,
            y: 30.0,
            r: cell * 0.34,
        };
        let keep = [star, ball];
        let discs = place(&[[2, 2], [2, 2], [3, 1]], 6.4, &board(cell, &[], &keep));
        let all: Vec<Disc> = keep.into_iter().chain(discs).collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_eq!(a.overlap(b, 0.0), 0.0, "{a:?} covers {b:?}");
            }
        }
    }

    #[test]
    fn discs_of_the_smallest_cells_sit_at_corners_off_the_line() {
        let cell = MIN_CELL_PT;
        let r = radius(cell);
        // A line along row 2 and down column 5, resting at both ends and the bend.
        let line = [(10.0, 50.0), (110.0, 50.0), (110.0, 150.0)]
            .map(|(x, y): (f64, f64)| (x / 20.0 * cell, y / 20.0 * cell));
        let discs = place(&[[5, 2], [5, 7], [0, 2]], r, &board(cell, &line, &[]));
        for disc in &discs {
            let hidden: f64 = line.windows(2).map(|w| disc.hides(w[0], w[1])).sum();
            assert_eq!(hidden, 0.0, "{disc:?}");
            assert!(2.0 * disc.r * (1.0 + RING_SHARE / 2.0) <= cell + 1e-9);
        }
    }

    #[test]
    fn a_disc_hides_the_chord_of_a_line_through_it() {
        let disc = Disc {
            x: 0.0,
            y: 0.0,
            r: 5.0,
        };
        assert!((disc.hides((-20.0, 0.0), (20.0, 0.0)) - 10.0).abs() < 1e-9);
        assert!((disc.hides((0.0, 0.0), (20.0, 0.0)) - 5.0).abs() < 1e-9);
        assert_eq!(disc.hides((-20.0, 6.0), (20.0, 6.0)), 0.0);
    }
}
