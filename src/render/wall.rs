//! How thick a maze's walls print. A section that sets `wall` gets that width
//! on its puzzle pages; one that does not gets walls that thicken with the
//! cell ([`Wall::ByCell`]), so a kids' book's big level-1 cells are drawn in
//! 3–4 pt lines instead of hairlines lost in the white, while small cells keep
//! the default 1.5 pt. Answer keys are drawn small and keep their own thinning
//! (the solution must stay the boldest line).

use super::style::MIN_WALL_PT;

/// The wall width when a section sets none, and the thinnest a wall that
/// thickens with its cell prints.
pub const DEFAULT_WALL_PT: f64 = 1.5;
/// The thickest a wall that thickens with its cell prints.
pub const MAX_WALL_BY_CELL_PT: f64 = 4.0;
/// A wall that thickens with its cell is this share of the cell.
pub const WALL_PER_CELL: f64 = 0.08;
/// An answer key's walls are at most this share of its cell.
const ANSWER_WALL_PER_CELL: f64 = 0.15;

/// A maze's wall width: as its section or flag set it, or by its cell.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum Wall {
    /// `wall` as the user set it, in points.
    Set(f64),
    /// Unset: [`WALL_PER_CELL`] of the cell, from [`DEFAULT_WALL_PT`] to
    /// [`MAX_WALL_BY_CELL_PT`].
    #[default]
    ByCell,
}

impl Wall {
    /// The width a drawing is fitted with (its marks' room, the smallest
    /// cell): the set width, or the thinnest a wall by its cell prints.
    pub fn pt(self) -> f64 {
        match self {
            Wall::Set(pt) => pt,
            Wall::ByCell => DEFAULT_WALL_PT,
        }
    }

    /// The width drawn around cells of `cell` points, on a puzzle page or
    /// (`answer`) in an answer key.
    pub fn drawn(self, cell: f64, answer: bool) -> f64 {
        match (self, answer) {
            (_, true) => self.pt().min(cell * ANSWER_WALL_PER_CELL).max(MIN_WALL_PT),
            (Wall::Set(pt), false) => pt,
            (Wall::ByCell, false) => {
                (cell * WALL_PER_CELL).clamp(DEFAULT_WALL_PT, MAX_WALL_BY_CELL_PT)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wall_by_its_cell_grows_with_the_cell_within_its_bounds() {
        let cells = [5.0, 10.0, 18.75, 20.0, 30.0, 40.0, 50.0, 80.0, 200.0];
        let widths: Vec<f64> = cells
            .iter()
            .map(|&c| Wall::ByCell.drawn(c, false))
            .collect();
        assert!(widths.windows(2).all(|w| w[0] <= w[1]), "{widths:?}");
        assert!(
            widths
                .iter()
                .all(|&w| (DEFAULT_WALL_PT..=MAX_WALL_BY_CELL_PT).contains(&w))
        );
        assert_eq!(widths[0], DEFAULT_WALL_PT);
        assert_eq!(*widths.last().unwrap(), MAX_WALL_BY_CELL_PT);
        // A kids' level-1 cell of 0.6 in prints a 3.5 pt wall.
        assert!((Wall::ByCell.drawn(43.2, false) - 3.456).abs() < 1e-9);
    }

    #[test]
    fn a_set_wall_is_drawn_as_set_and_answer_keys_keep_their_thinning() {
        assert_eq!(Wall::Set(1.0).drawn(80.0, false), 1.0);
        assert_eq!(Wall::Set(5.0).drawn(5.0, false), 5.0);
        for wall in [Wall::Set(1.5), Wall::ByCell] {
            assert_eq!(wall.drawn(80.0, true), 1.5);
            assert!((wall.drawn(6.0, true) - 0.9).abs() < 1e-12);
            assert_eq!(wall.drawn(2.0, true), MIN_WALL_PT);
        }
    }
}
