//! Start and goal marks for cell mazes (grid and block). A mark always sits in its
//! cell, as large as the cell holds without touching a wall. On a puzzle page whose
//! cells are too small for a mark of [`MIN_MARK_MM`], a full-size copy also stands
//! outside the maze at the nearest border, in line with the cell: right beside a
//! cell on the border (a door), past a short arrow pointing down the cell's row
//! or column for a cell inside. Copy and arrow stay outside the maze, so they
//! hide no wall; the room they need is set aside beside the maze ([`room`]), and
//! the legibility check counts it ([`Fit::room_for`]). Answer keys keep their
//! marks in the cells only, where the puzzle page has them too. [`Plan`]
//! (in `mark_plan`) plans one drawing's marks; `mark_pointer` draws them.

pub use super::mark_plan::Plan;
use crate::puzzle::cells::{Direction, Placement};
use crate::units::PT_PER_MM;

/// The smallest start or goal mark a puzzle page prints, in millimetres: a child
/// spots a 6 mm face or star at a glance even in a 40 × 40 maze printed in grey.
pub const MIN_MARK_MM: f64 = 6.0;
/// [`MIN_MARK_MM`] in points.
pub const MIN_MARK_PT: f64 = MIN_MARK_MM * PT_PER_MM;
/// Between the walls and an outside mark or arrow, and between arrow and mark.
pub(super) const GAP_PT: f64 = 1.5;
/// The arrow's length.
pub(super) const ARROW_PT: f64 = 8.0;

/// Room beside the walls for an outside mark, with or without its arrow.
pub fn room_pt(arrow: bool) -> f64 {
    let arrow = if arrow { ARROW_PT + GAP_PT } else { 0.0 };
    2.0 * GAP_PT + MIN_MARK_PT + arrow
}

/// An answer key's marks are never drawn smaller than this (points): keys print
/// small, and their marks stay in their cells, where the puzzle page has them.
pub(super) const MIN_ANSWER_MARK_PT: f64 = 13.0;

/// Where a mark's outside copy stands: beyond which border, past an arrow or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outside {
    pub side: Direction,
    pub arrow: bool,
}

/// How a maze kind fits a mark into a cell: its share of a roomy cell, the room
/// the cell's own walls take from it, how far its walls reach beyond the
/// lattice's edge, and whether start and goal are always on the border.
#[derive(Debug, Clone, Copy)]
pub struct Fit {
    pub share: f64,
    pub clearance: f64,
    pub outset: f64,
    pub border_ends: bool,
}

impl Fit {
    /// The mark a `cell`-point cell gets: the kind's share of it, at least the
    /// minimum, but never more than the cell holds clear of its walls.
    pub(super) fn inside(&self, cell: f64) -> f64 {
        (cell * self.share)
            .max(MIN_MARK_PT)
            .min(cell - self.clearance)
    }

    /// Whether a puzzle page with cells of `plain` points (before any room is set
    /// aside) needs the outside marks.
    pub fn needs_pointer(&self, plain: f64) -> bool {
        self.inside(plain) < MIN_MARK_PT
    }

    /// The room (left, right, top, bottom) the legibility check sets aside for a
    /// puzzle with cells of `plain` points: all round for the longest-path
    /// placement (arrows too when its ends may lie inside), left and right for
    /// ends on those edges. The drawing never takes more.
    pub fn room_for(&self, plain: f64, placement: Placement) -> [f64; 4] {
        if !self.needs_pointer(plain) {
            return [0.0; 4];
        }
        let at = |side, arrow| Outside { side, arrow };
        let arrow = !self.border_ends;
        let sides: Vec<Outside> = match placement {
            Placement::Longest => Direction::ALL.iter().map(|&d| at(d, arrow)).collect(),
            _ => vec![at(Direction::West, false), at(Direction::East, false)],
        };
        room(&sides, self.outset)
    }
}

/// Which mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Start,
    Goal,
}

/// Where a maze's cells lie on the page.
#[derive(Debug, Clone, Copy)]
pub struct Lattice {
    pub left: f64,
    pub top: f64,
    pub cell: f64,
    pub columns: usize,
    pub rows: usize,
}

impl Lattice {
    pub(super) fn centre(&self, at: [usize; 2]) -> (f64, f64) {
        (
            self.left + (at[0] as f64 + 0.5) * self.cell,
            self.top + (at[1] as f64 + 0.5) * self.cell,
        )
    }
}

/// Room (left, right, top, bottom) for outside marks on `sides`, beside walls
/// reaching `outset` beyond the lattice's edge.
pub fn room(sides: &[Outside], outset: f64) -> [f64; 4] {
    let on = |side| {
        sides
            .iter()
            .filter(|o| o.side == side)
            .map(|o| outset + room_pt(o.arrow))
            .fold(0.0, f64::max)
    };
    [
        on(Direction::West),
        on(Direction::East),
        on(Direction::North),
        on(Direction::South),
    ]
}

/// The border sides nearest `at`, nearest first (left and right before top and
/// bottom on a tie: mazes read left to right).
fn nearest_sides(at: [usize; 2], columns: usize, rows: usize) -> [(usize, Direction); 4] {
    let mut sides = [
        (at[0], Direction::West),
        (columns.saturating_sub(at[0] + 1), Direction::East),
        (at[1], Direction::North),
        (rows.saturating_sub(at[1] + 1), Direction::South),
    ];
    sides.sort_by_key(|&(distance, _)| distance);
    sides
}

/// The sides the start and goal marks stand outside: each the nearest border,
/// except that the goal moves on to its next-nearest side when it would stand
/// beside the start closer than a mark's width (cells at least `cell` points).
pub fn sides(
    start: [usize; 2],
    goal: [usize; 2],
    (columns, rows): (usize, usize),
    cell: f64,
) -> [Outside; 2] {
    let outside = |(distance, side)| Outside {
        side,
        arrow: distance > 0,
    };
    let (start_distance, start_side) = nearest_sides(start, columns, rows)[0];
    let clash = |side: Direction| {
        let along = match side {
            Direction::West | Direction::East => start[1].abs_diff(goal[1]),
            _ => start[0].abs_diff(goal[0]),
        };
        side == start_side && (along as f64) * cell < MIN_MARK_PT + 2.0 * GAP_PT
    };
    let goal_sides = nearest_sides(goal, columns, rows);
    let goal_side = goal_sides
        .into_iter()
        .find(|&(_, side)| !clash(side))
        .unwrap_or(goal_sides[0]);
    [outside((start_distance, start_side)), outside(goal_side)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_border_wins_and_a_close_goal_moves_on() {
        let at = |side, arrow| Outside { side, arrow };
        assert_eq!(nearest_sides([31, 3], 40, 40)[0], (3, Direction::North));
        assert_eq!(nearest_sides([0, 0], 40, 40)[0], (0, Direction::West));
        assert_eq!(
            sides([39, 5], [33, 7], (40, 40), 13.0),
            [at(Direction::East, false), at(Direction::East, true)]
        );
        assert_eq!(
            sides([39, 5], [38, 6], (40, 40), 13.0),
            [at(Direction::East, false), at(Direction::North, true)]
        );
    }
}
