//! Where an answer key's numbered discs go. A disc sits beside its resting point
//! but must never hide the ball, the goal star or another disc: the last rest is
//! the goal itself, and the path often rests twice near the start. Each disc
//! tries spots around its rest, nearest first, and takes the first clear one.

use crate::puzzle::rotation::board::Cell;

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
}

/// Clear space kept between a disc and what it must not cover.
const GAP_PT: f64 = 1.0;
/// Directions tried, in order: up-right first (the old fixed spot), then the
/// other diagonals, then straight.
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

/// The discs for `rests` (in move order), each of radius `r`, on a board of
/// `size` (width, height) points with cells of `cell`, keeping clear of `keep`
/// (the ball and the star).
pub(super) fn place(
    rests: &[Cell],
    cell: f64,
    r: f64,
    size: (f64, f64),
    keep: &[Disc],
) -> Vec<Disc> {
    let mut taken: Vec<Disc> = keep.to_vec();
    let mut placed = Vec::with_capacity(rests.len());
    for rest in rests {
        let disc = best_spot(rest, cell, r, size, &taken);
        taken.push(disc);
        placed.push(disc);
    }
    placed
}

/// The nearest clear spot around `rest`, or the least covered one.
fn best_spot(rest: &Cell, cell: f64, r: f64, size: (f64, f64), taken: &[Disc]) -> Disc {
    let (cx, cy) = ((rest[0] as f64 + 0.5) * cell, (rest[1] as f64 + 0.5) * cell);
    let mut best: Option<(f64, Disc)> = None;
    for step in 0..12 {
        let reach = cell * 0.4 + step as f64 * r * 0.5;
        for (dx, dy) in DIRECTIONS {
            let norm = (dx * dx + dy * dy).sqrt();
            let disc = Disc {
                x: (cx + dx / norm * reach).clamp(r, (size.0 - r).max(r)),
                y: (cy + dy / norm * reach).clamp(r, (size.1 - r).max(r)),
                r,
            };
            let covered: f64 = taken.iter().map(|t| disc.overlap(t, GAP_PT)).sum();
            if covered <= 0.0 {
                return disc;
            }
            if best.is_none_or(|(b, _)| covered < b) {
                best = Some((covered, disc));
            }
        }
    }
    best.map_or(Disc { x: cx, y: cy, r }, |(_, disc)| disc)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let discs = place(
            &[[2, 2], [2, 2], [3, 1]],
            cell,
            6.4,
            (200.0, 200.0),
            &[star, ball],
        );
        let all: Vec<Disc> = [star, ball].into_iter().chain(discs).collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_eq!(a.overlap(b, 0.0), 0.0, "{a:?} covers {b:?}");
            }
        }
    }
}
