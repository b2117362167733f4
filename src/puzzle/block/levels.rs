//! The difficulty ladder for block mazes: what each level 1–10 means in size,
//! growth bias and metric band. docs/block.md explains the choices; the bands were
//! set from the measured spread of each level's default mazes (the floor near the
//! 10th percentile, so the trivially easy tail is retried and the rest pass).
//!
//! The share of the open cells that the solution visits falls as a maze grows
//! (the way across is about as long as the sides, the open cells about their
//! product), so a band set at the default size cannot be met by a larger maze.
//! [`Level::band_for`] lowers the floors for a larger maze (or one whose doors are
//! closer) in proportion to its expected share; the level's character then comes
//! from its bias (decisions per solution cell, which hardly depend on size, stay
//! those of the level).

use crate::puzzle::cells::{Band, Placement};

/// One rung of the ladder.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Level {
    /// Default side in cells, frame included.
    pub side: usize,
    /// The smallest side this level may be asked for.
    pub min_side: usize,
    /// Chance of growing from the newest candidate (long corridors) rather than a
    /// random one (many short dead ends).
    pub bias: f64,
    pub band: Band,
}

const fn level(
    side: usize,
    min_side: usize,
    bias: f64,
    shares: (f64, f64),
    junctions: f64,
) -> Level {
    Level {
        side,
        min_side,
        bias,
        band: Band {
            min_solution_share: shares.0,
            max_solution_share: shares.1,
            min_junctions_per_100_cells: junctions,
        },
    }
}

impl Level {
    /// The band for a `width`×`height` maze with doors by `placement`: the
    /// level's band (set at `side`×`side` with corner doors) as it is for any
    /// maze whose expected solution share is as large or larger, and for the
    /// others the share floor and the junction floor lowered in proportion to the
    /// expected share. The ceiling is never lowered (a larger maze's share only
    /// falls away from it).
    pub fn band_for(&self, width: usize, height: usize, placement: Placement) -> Band {
        let factor = share_scale(width, height, placement)
            / share_scale(self.side, self.side, Placement::Corners);
        let band = self.band;
        if factor >= 1.0 {
            return band;
        }
        Band {
            min_solution_share: band.min_solution_share * factor,
            max_solution_share: band.max_solution_share,
            min_junctions_per_100_cells: band.min_junctions_per_100_cells * factor,
        }
    }
}

/// What the expected solution share is proportional to: the length of the way
/// over the open cells, which are about as many as width × height. Corner doors
/// (and the longest way, longer still) make a way about as long as the two sides;
/// side doors face each other across the width, and their way wanders about half
/// the shorter side besides. The 0.8 keeps their floor near the 10th percentile,
/// as measured: the share's 10th percentile with side doors is 0.62–0.75 of the
/// corners' in a square maze at every level, and falls as 1 / height in a tall one.
fn share_scale(width: usize, height: usize, placement: Placement) -> f64 {
    let (w, h) = (width as f64, height as f64);
    let way = match placement {
        Placement::Sides => 0.8 * (w + w.min(h) / 2.0),
        Placement::Corners | Placement::Longest => w + h,
    };
    way / (w * h)
}

/// Levels 1–10 (index 0 is level 1). Measured over 150 seeds of each level's
/// default maze (corners placement): median solution 15, 21, 30, 39, 49, 59, 71,
/// 83, 96, 109 cells; each floor sits near the 10th percentile.
const LADDER: [Level; 10] = [
    level(9, 7, 0.9, (0.40, 0.90), 5.0),
    level(11, 9, 0.9, (0.33, 0.85), 5.0),
    level(15, 11, 0.8, (0.25, 0.75), 4.5),
    level(19, 13, 0.7, (0.20, 0.60), 5.0),
    level(23, 15, 0.6, (0.17, 0.50), 4.5),
    level(27, 17, 0.5, (0.15, 0.45), 4.5),
    level(33, 21, 0.4, (0.12, 0.40), 3.5),
    level(39, 25, 0.3, (0.10, 0.35), 3.5),
    level(45, 29, 0.2, (0.09, 0.30), 3.0),
    level(51, 33, 0.1, (0.08, 0.30), 2.5),
];

/// The rung for a level 1–10 (clamped).
pub fn for_level(level: u8) -> &'static Level {
    &LADDER[usize::from(level.clamp(1, 10)) - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_band_is_the_levels_at_its_own_size_and_lower_only_for_larger_mazes() {
        for level in 1..=10 {
            let rung = for_level(level);
            let band = rung.band;
            let own = rung.band_for(rung.side, rung.side, Placement::Corners);
            assert_eq!(own, band);
            let small = rung.band_for(rung.min_side, rung.min_side, Placement::Corners);
            assert_eq!(small, band, "smaller mazes keep the band");
            let double = rung.band_for(2 * rung.side, 2 * rung.side, Placement::Corners);
            assert!((double.min_solution_share * 2.0 - band.min_solution_share).abs() < 1e-12);
            assert_eq!(double.max_solution_share, band.max_solution_share);
            let sides = rung.band_for(rung.side, rung.side, Placement::Sides);
            assert!((sides.min_solution_share / band.min_solution_share - 0.6).abs() < 1e-12);
        }
    }
}
