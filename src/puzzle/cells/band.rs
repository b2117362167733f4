//! The metric band a difficulty level asks of a grid or block maze: how much of
//! the maze its solution may cover, and how many decisions it must hold. Both
//! kinds measure the same three numbers on their checker's view (`solution_share`,
//! `cells`, `junctions`), so one test of them serves both.

use crate::puzzle::Metrics;

/// Bounds on the checker's metrics that a maze of a level must meet.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Band {
    /// The solution must visit at least this share of the maze's cells…
    pub min_solution_share: f64,
    /// …and at most this share (a maze that is one long corridor is no puzzle).
    pub max_solution_share: f64,
    /// Decisions along the solution, per 100 cells of the maze, at least.
    pub min_junctions_per_100_cells: f64,
}

impl Band {
    /// `Ok` when the metrics fall in the band, else what is out of it, in words a
    /// user can act on. `cells` names what the kind counts as its cells ("cells",
    /// "open cells").
    pub fn admit(&self, metrics: &Metrics, cells: &str) -> Result<(), String> {
        let share = metrics.get("solution_share").unwrap_or(0.0);
        let count = metrics.get("cells").unwrap_or(0.0);
        let junctions = metrics.get("junctions").unwrap_or(0.0);
        if share < self.min_solution_share {
            return Err(format!(
                "the solution covers {:.1}% of the {cells}; this level needs at least {:.1}%",
                share * 100.0,
                self.min_solution_share * 100.0
            ));
        }
        if share > self.max_solution_share {
            return Err(format!(
                "the solution covers {:.1}% of the {cells}; this level allows at most {:.1}%",
                share * 100.0,
                self.max_solution_share * 100.0
            ));
        }
        let needed = (self.min_junctions_per_100_cells * count / 100.0).ceil();
        if junctions < needed {
            return Err(format!(
                "the solution has {junctions} junctions; this level needs at least {needed}"
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BAND: Band = Band {
        min_solution_share: 0.2,
        max_solution_share: 0.6,
        min_junctions_per_100_cells: 5.0,
    };

    fn measured(share: f64, cells: usize, junctions: usize) -> Metrics {
        let mut metrics = Metrics::default();
        metrics
            .ratio("solution_share", share)
            .count("cells", cells)
            .count("junctions", junctions);
        metrics
    }

    #[test]
    fn a_maze_inside_every_bound_is_admitted() {
        assert_eq!(BAND.admit(&measured(0.2, 100, 5), "cells"), Ok(()));
        assert_eq!(BAND.admit(&measured(0.6, 101, 6), "cells"), Ok(()));
    }

    #[test]
    fn each_bound_missed_is_named() {
        assert_eq!(
            BAND.admit(&measured(0.1, 100, 9), "open cells"),
            Err(
                "the solution covers 10.0% of the open cells; this level needs at least 20.0%"
                    .into()
            )
        );
        assert_eq!(
            BAND.admit(&measured(0.75, 100, 9), "cells"),
            Err("the solution covers 75.0% of the cells; this level allows at most 60.0%".into())
        );
        // 5 per 100 of 101 cells rounds up to 6.
        assert_eq!(
            BAND.admit(&measured(0.3, 101, 5), "cells"),
            Err("the solution has 5 junctions; this level needs at least 6".into())
        );
    }
}
