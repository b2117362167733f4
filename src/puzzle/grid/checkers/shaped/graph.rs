//! The maze as a plain cell graph: which cells are in it and, per cell, the cells
//! its passages lead to (compressed rows, so a million-cell maze stays small).
//! Building it checks every passage against the shape's neighbour rule.

use super::form::{PassageNames, ShapedMaze};
use super::routes::Routes;
use super::tree::Rule;

/// Cells, and the passages between them.
pub struct CellGraph {
    in_maze: Vec<bool>,
    offsets: Vec<u32>,
    targets: Vec<u32>,
    passages: usize,
}

impl CellGraph {
    /// Checks the ends and every passage, and builds the graph.
    pub fn build(maze: &ShapedMaze) -> Result<CellGraph, String> {
        ends(maze)?;
        let mut rule = Rule::of(&maze.neighbours);
        let mut degree = vec![0u32; maze.cells + 1];
        for (index, &[a, b]) in maze.passages.iter().enumerate() {
            if let Some(fault) = passage_fault(maze, &mut rule, index, a, b) {
                return Err(first_twice(maze, index).unwrap_or(fault));
            }
            degree[a] += 1;
            degree[b] += 1;
        }
        let graph = Self::from_degrees(maze, degree);
        if graph.has_a_passage_twice() {
            let listed = maze.passages.len();
            return Err(first_twice(maze, listed).unwrap_or_default());
        }
        Ok(graph)
    }

    /// Whether some cell's passages lead to one cell twice. A short list (any
    /// cell of a maze as made) is compared with itself; for a long one, a mark
    /// per cell says which cell's list last led there, made only then (on a
    /// 4000 × 4000 maze it would be 64 MB at the check's busiest).
    fn has_a_passage_twice(&self) -> bool {
        const SHORT: usize = 16;
        let mut mark: Vec<u32> = Vec::new();
        for cell in 0..self.cell_count() {
            let list = self.neighbours(cell);
            if list.len() <= SHORT {
                if (1..list.len()).any(|i| list[..i].contains(&list[i])) {
                    return true;
                }
                continue;
            }
            if mark.is_empty() {
                mark = vec![u32::MAX; self.cell_count()];
            }
            for &other in list {
                if mark[other as usize] == cell as u32 {
                    return true;
                }
                mark[other as usize] = cell as u32;
            }
        }
        false
    }

    /// The graph from each cell's passage count, turned in place into where
    /// its list starts (a large maze's lists are made with no second array).
    fn from_degrees(maze: &ShapedMaze, degree: Vec<u32>) -> CellGraph {
        let mut offsets = degree;
        let mut total = 0u32;
        for entry in offsets.iter_mut() {
            let count = *entry;
            *entry = total;
            total += count;
        }
        // Each list is filled by moving its start along; the starts then sit one
        // cell on, and shift back.
        let mut targets = vec![0u32; total as usize];
        for &[a, b] in &maze.passages {
            for (from, to) in [(a, b), (b, a)] {
                targets[offsets[from] as usize] = to as u32;
                offsets[from] += 1;
            }
        }
        offsets.rotate_right(1);
        offsets[0] = 0;
        CellGraph {
            in_maze: maze.in_maze.clone(),
            offsets,
            targets,
            passages: maze.passages.len(),
        }
    }

    /// The cells a cell's passages lead to.
    pub fn neighbours(&self, cell: usize) -> &[u32] {
        &self.targets[self.offsets[cell] as usize..self.offsets[cell + 1] as usize]
    }

    pub fn cell_count(&self) -> usize {
        self.in_maze.len()
    }

    pub fn cells_in_maze(&self) -> usize {
        self.in_maze.iter().filter(|&&inside| inside).count()
    }

    pub fn passages(&self) -> usize {
        self.passages
    }

    /// Every cell of the maze reached, and, unless braided, no loop.
    pub fn whole(&self, routes: &Routes, braid: bool) -> Result<(), String> {
        let unreached = (0..self.cell_count()).find(|&c| self.in_maze[c] && !routes.reached(c));
        if let Some(cell) = unreached {
            return Err(format!("cell {cell} cannot be reached from the start"));
        }
        let cells = self.cells_in_maze();
        if !braid && self.passages != cells - 1 {
            return Err(format!(
                "the maze has {} passages; a perfect maze of its {cells} cells has exactly {} (so it has loops; a maze with loops says \"braid\")",
                self.passages,
                cells - 1
            ));
        }
        Ok(())
    }
}

fn ends(maze: &ShapedMaze) -> Result<(), String> {
    for (what, cell) in [("start", maze.start), ("goal", maze.goal)] {
        if cell >= maze.cells || !maze.in_maze[cell] {
            return Err(format!("the {what} is not a cell of the maze"));
        }
    }
    match maze.start == maze.goal {
        true => Err("start and goal are the same cell".into()),
        false => Ok(()),
    }
}

fn passage_fault(
    maze: &ShapedMaze,
    rule: &mut Rule,
    index: usize,
    a: usize,
    b: usize,
) -> Option<String> {
    let named = || name(maze, index, a, b);
    if a >= maze.cells || b >= maze.cells {
        return Some(format!(
            "{} names a cell the maze does not have (it has {})",
            named(),
            maze.cells
        ));
    }
    if !maze.in_maze[a] || !maze.in_maze[b] {
        return Some(format!("{} leads to a cell outside the mask", named()));
    }
    if a == b || !rule.neighbours(a, b) {
        return Some(format!(
            "{} joins cells that are not neighbours on a {}",
            named(),
            maze.neighbours.name()
        ));
    }
    None
}

/// The message for the first of the passages before `end` that repeats an earlier
/// one, as a walk through the list in order meets it; `None` if none does.
fn first_twice(maze: &ShapedMaze, end: usize) -> Option<String> {
    let mut keyed: Vec<(usize, usize, usize)> = maze.passages[..end]
        .iter()
        .enumerate()
        .map(|(index, &[a, b])| (a.min(b), a.max(b), index))
        .collect();
    keyed.sort_unstable();
    let index = keyed
        .windows(2)
        .filter(|pair| (pair[0].0, pair[0].1) == (pair[1].0, pair[1].1))
        .map(|pair| pair[1].2)
        .min()?;
    let [a, b] = maze.passages[index];
    Some(format!("{} is listed twice", name(maze, index, a, b)))
}

fn name(maze: &ShapedMaze, index: usize, a: usize, b: usize) -> String {
    match maze.passage_names {
        PassageNames::Listed => format!("passages[{index}] ([{a}, {b}])"),
        PassageNames::Bits => format!("the passage between cells {a} and {b}"),
    }
}
