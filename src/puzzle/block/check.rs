//! The independent checker for block mazes: the reason an answer key can be trusted.
//!
//! It reads only the JSON form's data (open flags, start, goal), shares no code
//! with the generator or the door placement, and walks the open cells itself. A
//! maze passes when its open cells form a tree: every open cell reachable from the
//! start and no loop (found as a passage that reaches an already-seen cell other
//! than the parent). The solution is then the one and only path from start to
//! goal, read back from the search's parents. Linear in the maze's area.

use std::collections::VecDeque;

/// The maze as the checker receives it.
#[derive(Debug, Clone, Copy)]
pub struct BlockInput<'a> {
    pub width: usize,
    pub height: usize,
    /// Row-major open flags.
    pub open: &'a [bool],
    pub start: [usize; 2],
    pub goal: [usize; 2],
}

/// The open cells as a graph: passages join side-by-side open cells.
#[derive(Debug, Clone, Copy)]
pub struct OpenGraph<'a> {
    pub width: usize,
    pub height: usize,
    pub open: &'a [bool],
}

impl OpenGraph<'_> {
    /// Open cells beside `cell`, in the order north, east, south, west.
    pub fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let (x, y, w) = (cell % self.width, cell / self.width, self.width);
        [
            (y > 0).then(|| cell - w),
            (x + 1 < w).then(|| cell + 1),
            (y + 1 < self.height).then(|| cell + w),
            (x > 0).then(|| cell - 1),
        ]
        .into_iter()
        .flatten()
        .filter(|&n| self.open[n])
    }

    pub fn degree(&self, cell: usize) -> usize {
        self.neighbours(cell).count()
    }

    pub fn xy(&self, cell: usize) -> [usize; 2] {
        [cell % self.width, cell / self.width]
    }
}

/// What the checker found: the unique path, start to goal, as cell indices.
#[derive(Debug, Clone)]
pub struct CheckedBlock {
    pub path: Vec<usize>,
    pub open_cells: usize,
}

/// Why a block maze fails the check (cells as `[x, y]`; `end` is "start" or "goal").
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BlockFault {
    /// The open flags are not `width` × `height` cells (or there are none).
    #[error("{cells} cells do not make a {width}×{height} maze")]
    Shape {
        cells: usize,
        width: usize,
        height: usize,
    },
    /// The start or goal lies outside the maze.
    #[error("{end} {cell:?} is outside the maze")]
    Outside { end: &'static str, cell: [usize; 2] },
    /// The start or goal is a wall block.
    #[error("{end} {cell:?} is a wall; it must be an open cell")]
    Closed { end: &'static str, cell: [usize; 2] },
    /// The start and goal are one cell.
    #[error("start and goal are the same cell {cell:?}")]
    SameEnds { cell: [usize; 2] },
    /// No open path joins the start to the goal.
    #[error("the goal {goal:?} cannot be reached from the start")]
    GoalUnreachable { goal: [usize; 2] },
    /// The passage between `a` and `b` closes a loop.
    #[error("the open cells form a loop (through {a:?} and {b:?}), so the way would not be unique")]
    Loop { a: [usize; 2], b: [usize; 2] },
    /// An open cell the start cannot reach.
    #[error("the open cell {cell:?} cannot be reached from the start")]
    Unreachable { cell: [usize; 2] },
}

/// Checks that the open cells form a tree holding start and goal; returns the path.
pub fn check(input: &BlockInput) -> Result<CheckedBlock, BlockFault> {
    let graph = validate(input)?;
    let start = input.start[1] * input.width + input.start[0];
    let goal = input.goal[1] * input.width + input.goal[0];
    let (parent, reached, loop_edge) = search(&graph, start);
    if parent[goal] == UNSEEN {
        return Err(BlockFault::GoalUnreachable { goal: input.goal });
    }
    if let Some((a, b)) = loop_edge {
        return Err(BlockFault::Loop {
            a: graph.xy(a),
            b: graph.xy(b),
        });
    }
    let open_cells = input.open.iter().filter(|&&o| o).count();
    if reached < open_cells {
        let cell = (0..input.open.len())
            .find(|&c| input.open[c] && parent[c] == UNSEEN)
            .map_or([0, 0], |c| graph.xy(c));
        return Err(BlockFault::Unreachable { cell });
    }
    Ok(CheckedBlock {
        path: path_to(&parent, start, goal),
        open_cells,
    })
}

/// Shape, and start and goal open, inside and distinct.
fn validate<'a>(input: &BlockInput<'a>) -> Result<OpenGraph<'a>, BlockFault> {
    if input.width.checked_mul(input.height) != Some(input.open.len()) || input.open.is_empty() {
        return Err(BlockFault::Shape {
            cells: input.open.len(),
            width: input.width,
            height: input.height,
        });
    }
    for (end, cell) in [("start", input.start), ("goal", input.goal)] {
        if cell[0] >= input.width || cell[1] >= input.height {
            return Err(BlockFault::Outside { end, cell });
        }
        if !input.open[cell[1] * input.width + cell[0]] {
            return Err(BlockFault::Closed { end, cell });
        }
    }
    if input.start == input.goal {
        return Err(BlockFault::SameEnds { cell: input.start });
    }
    Ok(OpenGraph {
        width: input.width,
        height: input.height,
        open: input.open,
    })
}

const UNSEEN: u32 = u32::MAX;

/// Breadth-first search from `start`: parents (the start is its own parent), the
/// number of cells reached, and the first passage found that closes a loop.
fn search(graph: &OpenGraph, start: usize) -> (Vec<u32>, usize, Option<(usize, usize)>) {
    let mut parent = vec![UNSEEN; graph.open.len()];
    parent[start] = start as u32;
    let mut queue = VecDeque::from([start]);
    let mut reached = 0;
    let mut loop_edge = None;
    while let Some(cell) = queue.pop_front() {
        reached += 1;
        for next in graph.neighbours(cell) {
            if parent[next] == UNSEEN {
                parent[next] = cell as u32;
                queue.push_back(next);
            } else if next != parent[cell] as usize && loop_edge.is_none() {
                loop_edge = Some((cell, next));
            }
        }
    }
    (parent, reached, loop_edge)
}

fn path_to(parent: &[u32], start: usize, goal: usize) -> Vec<usize> {
    let mut path = vec![goal];
    let mut cell = goal;
    while cell != start {
        cell = parent[cell] as usize;
        path.push(cell);
    }
    path.reverse();
    path
}

/// Compares a claimed solution with the checker's: each step to a side-by-side
/// open cell, from start to goal, and the one path there is.
pub fn confirm_solution(
    input: &BlockInput,
    checked: &CheckedBlock,
    claimed: &[[usize; 2]],
) -> Result<(), String> {
    confirm_steps(input, claimed)?;
    let path: Vec<[usize; 2]> = checked
        .path
        .iter()
        .map(|&c| [c % input.width, c / input.width])
        .collect();
    if path != claimed {
        return Err(format!(
            "the solution is not the maze's one path from start to goal (that takes {} cells, this {})",
            path.len(),
            claimed.len()
        ));
    }
    Ok(())
}

/// The first fault of a claimed solution read on its own: a cell that is not an
/// open cell of the maze, a step to a cell not beside the last, or ends other than
/// the start and the goal. Needs no search, so it also judges a claim on a maze
/// whose goal cannot be reached (where one of these must fail).
pub fn confirm_steps(input: &BlockInput, claimed: &[[usize; 2]]) -> Result<(), String> {
    for (i, cell) in claimed.iter().enumerate() {
        let inside = cell[0] < input.width && cell[1] < input.height;
        if !inside || !input.open[cell[1] * input.width + cell[0]] {
            return Err(format!(
                "solution[{i}] {cell:?} is not an open cell of the maze"
            ));
        }
    }
    for (i, pair) in claimed.windows(2).enumerate() {
        if pair[0][0].abs_diff(pair[1][0]) + pair[0][1].abs_diff(pair[1][1]) != 1 {
            return Err(format!(
                "solution[{}] {:?} does not lie beside solution[{i}] {:?}",
                i + 1,
                pair[1],
                pair[0]
            ));
        }
    }
    if claimed.first() != Some(&input.start) || claimed.last() != Some(&input.goal) {
        return Err(format!(
            "the solution must run from the start {:?} to the goal {:?}",
            input.start, input.goal
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(rows: &[&str]) -> Vec<bool> {
        rows.iter()
            .flat_map(|r| r.chars().map(|c| c == ' '))
            .collect()
    }

    fn input<'a>(
        open: &'a [bool],
        w: usize,
        start: [usize; 2],
        goal: [usize; 2],
    ) -> BlockInput<'a> {
        BlockInput {
            width: w,
            height: open.len() / w,
            open,
            start,
            goal,
        }
    }

    #[test]
    fn a_tree_gives_its_one_path() {
        let cells = open(&["#####", "    #", "# # #", "# #  ", "#####"]);
        let checked = check(&input(&cells, 5, [0, 1], [4, 3])).unwrap();
        // (0,1) (1,1) (2,1) (3,1) (3,2) (3,3) (4,3)
        assert_eq!(checked.path, vec![5, 6, 7, 8, 13, 18, 19]);
        assert_eq!(checked.open_cells, 9);
    }

    #[test]
    fn loops_and_islands_are_named() {
        let ring = open(&["#####", "#   #", "# # #", "#   #", "#####"]);
        let fault = check(&input(&ring, 5, [1, 1], [3, 3])).unwrap_err();
        assert!(matches!(fault, BlockFault::Loop { .. }), "{fault}");
        let island = open(&["#####", "# # #", "# ###", "#   #", "#####"]);
        let fault = check(&input(&island, 5, [1, 1], [3, 3])).unwrap_err();
        assert_eq!(fault, BlockFault::Unreachable { cell: [3, 1] });
        let cut = open(&["#####", "# # #", "#####", "#   #", "#####"]);
        let fault = check(&input(&cut, 5, [1, 1], [3, 3])).unwrap_err();
        assert_eq!(fault, BlockFault::GoalUnreachable { goal: [3, 3] });
    }

    #[test]
    fn ends_must_be_open_inside_and_distinct() {
        let cells = open(&["###", "#  ", "###"]);
        let closed = check(&input(&cells, 3, [0, 0], [2, 1])).unwrap_err();
        assert!(matches!(closed, BlockFault::Closed { end: "start", .. }));
        let outside = check(&input(&cells, 3, [1, 1], [3, 1])).unwrap_err();
        assert!(matches!(outside, BlockFault::Outside { end: "goal", .. }));
        let same = check(&input(&cells, 3, [1, 1], [1, 1])).unwrap_err();
        assert!(matches!(same, BlockFault::SameEnds { .. }));
    }
}
