//! What makes a weave maze hard, measured on the checker's graph: the rectangle's
//! measures (solution length and share, turns, junctions, dead ends, wrong
//! branches), the loops of a braided one, and the crossings: how many the maze
//! has, how often the route passes one, and how often it goes under a bridge,
//! where the way on is hidden.

use crate::puzzle::Metrics;

/// A wrong branch this deep (in nodes) counts as deep, as for rectangles.
pub const DEEP_BRANCH: usize = 5;

/// What a checked weave maze's metrics are made of.
pub struct Parts<'a> {
    /// The form's passage bits.
    pub cells: &'a [u8],
    /// The route, start to goal, as nodes.
    pub path: &'a [usize],
    pub passages: usize,
    pub crossings: usize,
    /// Shortest routes (capped; 1 in a perfect maze).
    pub routes: u64,
    /// Of a perfect maze: each wrong branch's depth.
    pub branch_depths: Option<&'a [usize]>,
    /// Route nodes (the goal excepted) with two or more ways on besides the way in.
    pub junctions: usize,
    /// Route nodes on a crossing, over or under its bridge.
    pub on_bridges: usize,
}

/// Measures a checked weave maze.
pub fn measure(parts: &Parts) -> Metrics {
    let (path, cells) = (parts.path, parts.cells.len());
    let real = cells + parts.crossings;
    let loops = parts.passages + 1 - real;
    let underpasses = path.iter().filter(|&&n| n & 1 == 1).count();
    let mut metrics = Metrics::default();
    metrics
        .count("solvable", 1)
        .count("perfect", usize::from(loops == 0))
        .count("cells", cells)
        .count("solution_length", path.len())
        .ratio("solution_share", path.len() as f64 / cells as f64)
        .count("turns", turns(path))
        .count("junctions", parts.junctions)
        .count("dead_ends", dead_ends(parts))
        .count("loops", loops)
        .count("shortest_routes", parts.routes as usize)
        .count("crossings", parts.crossings)
        .count("crossings_on_route", parts.on_bridges)
        .count("underpasses_on_route", underpasses);
    if let Some(depths) = parts.branch_depths {
        metrics
            .count(
                "deep_wrong_branches",
                depths.iter().filter(|&&d| d >= DEEP_BRANCH).count(),
            )
            .count(
                "longest_wrong_branch",
                depths.iter().copied().max().unwrap_or(0),
            );
    }
    metrics
}

/// Changes of direction along the route: a step's direction is the difference of
/// its cells' numbers (±1 across a row, ±width down a column), and through a
/// crossing the route always runs straight.
fn turns(path: &[usize]) -> usize {
    path.windows(3)
        .filter(|w| (w[1] >> 1).wrapping_sub(w[0] >> 1) != (w[2] >> 1).wrapping_sub(w[1] >> 1))
        .count()
}

/// Nodes of the route (the goal excepted) with two or more ways on, besides the
/// way in (a crossing's node never offers a choice), and the route's nodes on a
/// crossing: for a route found by search, with `crossing` saying which cells are.
pub fn along(path: &[usize], cells: &[u8], crossing: impl Fn(usize) -> bool) -> (usize, usize) {
    let junctions = path[..path.len() - 1]
        .iter()
        .enumerate()
        .filter(|&(i, &node)| {
            let ways = match crossing(node >> 1) {
                true => 2,
                false => cells[node >> 1].count_ones() as usize,
            };
            ways - usize::from(i > 0) >= 2
        })
        .count();
    let on_bridges = path.iter().filter(|&&node| crossing(node >> 1)).count();
    (junctions, on_bridges)
}

/// Cells with a single passage, the start and goal excepted (a crossing has four).
fn dead_ends(parts: &Parts) -> usize {
    let path = parts.path;
    let single = |bits: u8| bits != 0 && bits & bits.wrapping_sub(1) == 0;
    let all = single_passage_cells(parts.cells);
    let ends = [path[0] >> 1, path[path.len() - 1] >> 1];
    all - ends
        .iter()
        .filter(|&&cell| single(parts.cells[cell]))
        .count()
}

/// Cells with exactly one passage bit, counted a block of bytes at a time in a
/// byte each with no branch, so the compiler counts many cells at once (one at a
/// time, with a branch, was most of the metrics' time on a large maze).
fn single_passage_cells(cells: &[u8]) -> usize {
    cells
        .chunks(u8::MAX as usize)
        .map(|block| {
            let singles = block.iter().fold(0u8, |sum, &bits| {
                let one = u8::from(bits != 0) & u8::from(bits & bits.wrapping_sub(1) == 0);
                sum + one
            });
            usize::from(singles)
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_passages_are_counted_across_blocks() {
        let cells: Vec<u8> = (0..1000u32).map(|i| (i % 16) as u8).collect();
        let slow = cells.iter().filter(|&&b| b.count_ones() == 1).count();
        assert_eq!(single_passage_cells(&cells), slow);
        assert_eq!(single_passage_cells(&[]), 0);
    }
}
