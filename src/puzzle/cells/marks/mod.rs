//! Start and goal marks for cell mazes (grid and block). A mark sits in its cell,
//! as large as the cell holds without touching a wall. On a puzzle page whose
//! cells are too small for a mark of [`MIN_MARK_MM`], the full-size mark stands
//! outside the maze at a nearest border instead, in line with the cell: right
//! beside a cell on the border (a door), past a short arrow pointing down the
//! cell's row or column for a cell inside (which keeps a plain dot). One mark per
//! end: never a small one in the cell beside its full-size copy. Mark and arrow
//! stay outside the maze, so they hide no wall; the room they need is set aside
//! beside the maze ([`room`]), and the legibility check counts it
//! ([`Fit::cell_for`]). Answer keys keep their marks in the cells only, where the
//! puzzle page has them too, at least [`MIN_ANSWER_MARK_PT`]. [`Plan`] (in
//! `plan`) plans one drawing's marks; `pointer` draws them. A puzzle page's marks
//! carry the ids of [`crate::render::mark_ids`].

mod plan;
pub mod pointer;

pub use self::plan::Plan;
use super::{Direction, Placement};
use crate::units::PT_PER_MM;

/// The smallest start or goal mark a puzzle page prints, in millimetres: a child
/// spots a 6 mm face or star at a glance even in a 40 × 40 maze printed in grey.
pub const MIN_MARK_MM: f64 = 6.0;
/// [`MIN_MARK_MM`] in points.
pub const MIN_MARK_PT: f64 = MIN_MARK_MM * PT_PER_MM;
/// Between the walls and an outside mark or arrow, and between arrow and mark.
pub const GAP_PT: f64 = 1.5;
/// The arrow's length.
pub const ARROW_PT: f64 = 8.0;

/// Room beside the walls for an outside mark, with or without its arrow.
pub fn room_pt(arrow: bool) -> f64 {
    let arrow = if arrow { ARROW_PT + GAP_PT } else { 0.0 };
    2.0 * GAP_PT + MIN_MARK_PT + arrow
}

/// An answer key's marks are never drawn smaller than this (points): keys print
/// small, and their marks stay in their cells, where the puzzle page has them.
pub const MIN_ANSWER_MARK_PT: f64 = 13.0;

/// Where a mark's outside copy stands: beyond which border, past an arrow or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outside {
    pub side: Direction,
    pub arrow: bool,
}

/// How a maze kind fits a mark into a cell: its share of a roomy cell, the room
/// the cell's own walls take from it, how far its walls reach beyond the
/// lattice's edge, and whether the `corners` placement puts start and goal in
/// the corner cells themselves.
#[derive(Debug, Clone, Copy)]
pub struct Fit {
    pub share: f64,
    pub clearance: f64,
    pub outset: f64,
    pub corner_ends: bool,
}

impl Fit {
    /// The mark a `cell`-point cell gets: the kind's share of it, at least the
    /// minimum, but never more than the cell holds clear of its walls.
    fn inside(&self, cell: f64) -> f64 {
        (cell * self.share)
            .max(MIN_MARK_PT)
            .min(cell - self.clearance)
    }

    /// Whether a puzzle page with cells of `plain` points (before any room is set
    /// aside) needs the outside marks.
    pub fn needs_pointer(&self, plain: f64) -> bool {
        self.inside(plain) < MIN_MARK_PT
    }

    /// The cell size the legibility check counts on for a `shape` maze in a
    /// `size` box: the plain fit when its cells hold full-size marks, else the
    /// fit with room for the outside marks on both sides of an axis: with arrows
    /// on whichever axis costs more for the longest-path placement (its ends may
    /// lie anywhere, a door's mark stays beside its door, and any two sides cost
    /// no more than that), without arrows on whichever costs less for ends in the
    /// corners (when `corner_ends`: either pair is beside the doors), and on the
    /// left and right edges without arrows otherwise. The drawing takes the best
    /// pair it may, so it never prints smaller.
    pub fn cell_for(&self, shape: (usize, usize), size: (f64, f64), placement: Placement) -> f64 {
        let plain = fitted_cell(shape, size, [0.0; 4]);
        if !self.needs_pointer(plain) {
            return plain;
        }
        let pair = |a, b, arrow| [Outside { side: a, arrow }, Outside { side: b, arrow }];
        let across = |arrow| pair(Direction::West, Direction::East, arrow);
        let down = |arrow| pair(Direction::North, Direction::South, arrow);
        let cell = |sides: [Outside; 2]| fitted_cell(shape, size, room(&sides, self.outset));
        match placement {
            // Doors keep their sides, so the ends may need either pair.
            Placement::Longest => cell(across(true)).min(cell(down(true))),
            Placement::Corners if self.corner_ends => cell(across(false)).max(cell(down(false))),
            _ => cell(across(false)),
        }
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
    fn centre(&self, at: [usize; 2]) -> (f64, f64) {
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
fn nearest_sides(at: [usize; 2], (columns, rows): (usize, usize)) -> [(usize, Direction); 4] {
    let mut sides = [
        (at[0], Direction::West),
        (columns.saturating_sub(at[0] + 1), Direction::East),
        (at[1], Direction::North),
        (rows.saturating_sub(at[1] + 1), Direction::South),
    ];
    sides.sort_by_key(|&(distance, _)| distance);
    sides
}

/// The cell size a `shape` (columns, rows) maze gets in a `size` (width, height)
/// box with `room` (left, right, top, bottom) kept free beside it.
pub fn fitted_cell((columns, rows): (usize, usize), size: (f64, f64), room: [f64; 4]) -> f64 {
    let [left, right, top, bottom] = room;
    let across = (size.0 - left - right) / columns.max(1) as f64;
    let down = (size.1 - top - bottom) / rows.max(1) as f64;
    across.min(down).max(0.0)
}

/// Where the start and goal marks' outside copies stand: each at its nearest
/// border, unless both beside the left and right borders, or both above and
/// below, leave the maze larger cells and keep each door's mark beside its door
/// (ends in corners may take either; a door mid-side keeps its side whatever
/// the box; an end inside, marked by an arrow and a dot, may take any). The goal moves on to its next-nearest border of those when it would
/// stand beside the start closer than a mark's width.
pub fn sides(
    [start, goal]: [[usize; 2]; 2],
    shape: (usize, usize),
    size: (f64, f64),
    outset: f64,
) -> [Outside; 2] {
    let across = [Direction::West, Direction::East];
    let down = [Direction::North, Direction::South];
    let mut best: Option<(f64, [Outside; 2])> = None;
    for allowed in [&Direction::ALL[..], &across, &down] {
        let start_side = nearest(start, shape, allowed);
        let mut goal_side = nearest(goal, shape, allowed);
        if !keeps_its_door(start, shape, start_side) || !keeps_its_door(goal, shape, goal_side) {
            continue;
        }
        if goal_side == start_side && too_close(start, goal, start_side, size, shape) {
            let others: Vec<Direction> = allowed
                .iter()
                .copied()
                .filter(|&d| d != start_side)
                .collect();
            goal_side = nearest(goal, shape, &others);
        }
        let pair = [
            outside(start, shape, start_side),
            outside(goal, shape, goal_side),
        ];
        let cell = fitted_cell(shape, size, room(&pair, outset));
        if best.is_none_or(|(c, _)| cell > c + 1e-9) {
            best = Some((cell, pair));
        }
    }
    best.map_or(
        [
            outside(start, shape, Direction::West),
            outside(goal, shape, Direction::East),
        ],
        |b| b.1,
    )
}

/// Whether a mark beyond `side` stands beside `at`'s door, when `at` is on
/// the border (a door): `side` must be one it lies on.
fn keeps_its_door(at: [usize; 2], shape: (usize, usize), side: Direction) -> bool {
    let sides = nearest_sides(at, shape);
    sides[0].0 > 0
        || sides
            .iter()
            .any(|&(distance, s)| s == side && distance == 0)
}

/// The side among `allowed` nearest `at` (the first on a tie).
fn nearest(at: [usize; 2], shape: (usize, usize), allowed: &[Direction]) -> Direction {
    nearest_sides(at, shape)
        .into_iter()
        .find(|(_, side)| allowed.contains(side))
        .map_or(Direction::West, |(_, side)| side)
}

fn outside(at: [usize; 2], shape: (usize, usize), side: Direction) -> Outside {
    let distance = nearest_sides(at, shape)
        .into_iter()
        .find(|&(_, s)| s == side)
        .map_or(0, |(d, _)| d);
    Outside {
        side,
        arrow: distance > 0,
    }
}

/// Whether copies of marks at `start` and `goal` beside one `side` would overlap.
/// The cell is taken as small as outside marks all round would leave it.
fn too_close(
    start: [usize; 2],
    goal: [usize; 2],
    side: Direction,
    size: (f64, f64),
    shape: (usize, usize),
) -> bool {
    let all = Direction::ALL.map(|side| Outside { side, arrow: true });
    let cell = fitted_cell(shape, size, room(&all, 0.0));
    let along = match side {
        Direction::West | Direction::East => start[1].abs_diff(goal[1]),
        _ => start[0].abs_diff(goal[0]),
    };
    (along as f64) * cell < MIN_MARK_PT + 2.0 * GAP_PT
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_border_wins_and_a_close_goal_moves_on() {
        let at = |side, arrow| Outside { side, arrow };
        assert_eq!(nearest_sides([31, 3], (40, 40))[0], (3, Direction::North));
        assert_eq!(nearest_sides([0, 0], (40, 40))[0], (0, Direction::West));
        let square = (540.0, 540.0);
        assert_eq!(
            sides([[39, 5], [33, 7]], (40, 40), square, 0.6),
            [at(Direction::East, false), at(Direction::East, true)]
        );
        assert_eq!(
            sides([[39, 5], [38, 6]], (40, 40), square, 0.6),
            [at(Direction::East, false), at(Direction::North, true)]
        );
    }

    #[test]
    fn doors_mid_side_keep_their_side_in_any_box() {
        let at = |side| Outside { side, arrow: false };
        let doors = [[0, 20], [40, 20]];
        for size in [(700.0, 300.0), (540.0, 540.0), (300.0, 700.0)] {
            assert_eq!(
                sides(doors, (41, 41), size, 0.0),
                [at(Direction::West), at(Direction::East)],
                "{size:?}"
            );
        }
    }

    #[test]
    fn a_wide_box_takes_the_marks_beside_the_maze_a_tall_one_above_and_below() {
        let at = |side| Outside { side, arrow: false };
        let corners = [[0, 0], [39, 39]];
        assert_eq!(
            sides(corners, (40, 40), (700.0, 540.0), 0.6),
            [at(Direction::West), at(Direction::East)]
        );
        assert_eq!(
            sides(corners, (40, 40), (540.0, 700.0), 0.6),
            [at(Direction::North), at(Direction::South)]
        );
    }
}
