//! Whether a maze is worth solving: its answer's length against the shortest
//! walk from start to goal on the same board with no inner walls (the "bare"
//! board). An answer that is (nearly) that walk is a trivial puzzle: the solver
//! walks straight to the goal. Cell mazes (grid, every shape, block) measure
//! it; their generators reject a trivial maze at every level (the next seed
//! attempt is tried, [`worth_solving`]) and the page check (`page_check`)
//! reports any that still reach a page. This file is the rule's one owner.

use std::collections::VecDeque;

use super::Rejected;

/// At most this many times the bare walk, an answer is trivial.
pub const TRIVIAL_RATIO: f64 = 1.3;
/// An answer must also leave the bare walk by at least this many cells: in a
/// tiny maze 1.3 times a 3-cell walk is a single cell more, which is no detour
/// (on square cells every detour is an even number of cells, so this is the
/// smallest there is).
pub const MIN_DETOUR_CELLS: usize = 2;

/// An answer's length and the bare walk's, in cells (start and goal included).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnswerWalk {
    pub answer: usize,
    pub bare: usize,
}

impl AnswerWalk {
    /// The answer's length over the bare walk's.
    pub fn ratio(&self) -> f64 {
        self.answer as f64 / self.bare.max(1) as f64
    }

    /// Whether the answer is no real detour from the bare walk: within
    /// [`TRIVIAL_RATIO`] of it, or fewer than [`MIN_DETOUR_CELLS`] longer.
    pub fn is_trivial(&self) -> bool {
        self.ratio() <= TRIVIAL_RATIO || self.answer < self.bare + MIN_DETOUR_CELLS
    }

    /// The lengths and the rule, in words (a rejection's and a finding's).
    pub fn in_words(&self) -> String {
        format!(
            "its answer is {} cells, the shortest walk with no inner walls {} ({:.2}×); an answer needs more than {TRIVIAL_RATIO}× and {MIN_DETOUR_CELLS} cells more",
            self.answer,
            self.bare,
            self.ratio()
        )
    }
}

/// `Ok` unless `walk` is trivial; a generator with a difficulty calls it on
/// each attempt, so a trivial maze is retried with the next seed. `None` (no
/// walk measured) passes.
pub fn worth_solving(walk: Option<AnswerWalk>) -> Result<(), Rejected> {
    match walk {
        Some(walk) if walk.is_trivial() => Err(Rejected {
            reason: format!("a trivial maze: {}", walk.in_words()),
        }),
        _ => Ok(()),
    }
}

/// The fewest cells on a walk from `start` to `goal` through cells for which
/// `neighbours` lists the next ones, both ends included; `None` when the goal
/// cannot be reached. Breadth first over `cells` cells.
pub fn fewest_cells<I>(
    cells: usize,
    start: usize,
    goal: usize,
    neighbours: impl Fn(usize) -> I,
) -> Option<usize>
where
    I: IntoIterator<Item = usize>,
{
    let mut cells_to = vec![0u32; cells];
    *cells_to.get_mut(start)? = 1;
    let mut queue = VecDeque::from([start]);
    while let Some(cell) = queue.pop_front() {
        if cell == goal {
            return Some(cells_to[cell] as usize);
        }
        for next in neighbours(cell) {
            if cells_to.get(next) == Some(&0) {
                cells_to[next] = cells_to[cell] + 1;
                queue.push_back(next);
            }
        }
    }
    None
}

/// The four squares beside `(x, y)` on a `width`×`height` grid that `open` lets
/// through, as cell numbers `y * width + x`.
pub fn open_squares(
    (width, height): (usize, usize),
    cell: usize,
    open: impl Fn(usize) -> bool,
) -> impl Iterator<Item = usize> {
    let (x, y) = (cell % width, cell / width);
    let steps = [
        (x > 0).then(|| cell - 1),
        (x + 1 < width).then(|| cell + 1),
        (y > 0).then(|| cell - width),
        (y + 1 < height).then(|| cell + width),
    ];
    steps.into_iter().flatten().filter(move |&c| open(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn straight_and_nearly_straight_answers_are_trivial() {
        let walk = |answer, bare| AnswerWalk { answer, bare };
        assert!(walk(9, 9).is_trivial());
        assert!(walk(11, 9).is_trivial(), "1.22");
        assert!(!walk(13, 9).is_trivial(), "1.44");
        // A circle's rim to its centre: three cells, the answer four.
        assert!(walk(4, 3).is_trivial());
        assert!(!walk(5, 3).is_trivial());
    }

    #[test]
    fn the_fewest_cells_go_round_what_is_closed() {
        // 3 × 3 squares, the middle column closed but for its bottom cell.
        let open = |c: usize| c != 1 && c != 4;
        let walk = fewest_cells(9, 0, 2, |c| open_squares((3, 3), c, open));
        assert_eq!(walk, Some(7));
        let none = fewest_cells(9, 0, 2, |c| open_squares((3, 3), c, |c| c % 3 != 1));
        assert_eq!(none, None);
        assert_eq!(
            fewest_cells(9, 4, 4, |c| open_squares((3, 3), c, |_| true)),
            Some(1)
        );
    }
}
