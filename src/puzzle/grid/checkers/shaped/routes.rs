//! Shortest routes from the start, by breadth-first search: the distance to every
//! cell, how many shortest routes reach the goal (capped at a million), one of
//! them as the solution, and the maze's metrics measured along it.

use super::graph::CellGraph;
use crate::puzzle::Metrics;
use crate::puzzle::metrics::wrong_branch_depths;

const UNREACHED: u32 = u32::MAX;
/// More shortest routes than this are reported as this many (so two counts
/// added never leave a `u32`).
const ROUTE_CAP: u32 = 1_000_000;

/// What the search found.
pub struct Routes {
    distance: Vec<u32>,
    /// One shortest route, start to goal (the lowest-numbered cell at each step back).
    pub path: Vec<usize>,
    pub count: u64,
}

impl Routes {
    /// Searches from `start`; `None` when `goal` cannot be reached.
    pub fn find(graph: &CellGraph, start: usize, goal: usize) -> Option<Routes> {
        let mut distance = vec![UNREACHED; graph.cell_count()];
        let mut count = vec![0u32; graph.cell_count()];
        // Each cell joins the queue once; cell numbers fit a `u32` (as `distance`).
        let mut queue: Vec<u32> = Vec::with_capacity(graph.cell_count());
        queue.push(start as u32);
        distance[start] = 0;
        count[start] = 1;
        let mut next = 0;
        while let Some(&cell) = queue.get(next) {
            let cell = cell as usize;
            next += 1;
            for &other in graph.neighbours(cell) {
                let other = other as usize;
                if distance[other] == UNREACHED {
                    distance[other] = distance[cell] + 1;
                    queue.push(other as u32);
                }
                if distance[other] == distance[cell] + 1 {
                    count[other] = (count[other] + count[cell]).min(ROUTE_CAP);
                }
            }
        }
        (distance[goal] != UNREACHED).then(|| {
            let path = walk_back(graph, &distance, goal);
            Routes {
                count: u64::from(count[goal]),
                distance,
                path,
            }
        })
    }

    pub fn reached(&self, cell: usize) -> bool {
        self.distance[cell] != UNREACHED
    }

    /// A claimed route must run start → goal through passages, and be shortest.
    pub fn confirm(&self, graph: &CellGraph, claimed: &[usize]) -> Result<(), String> {
        let ends = (claimed.first(), claimed.last());
        if ends != (self.path.first(), self.path.last()) {
            return Err("the given solution does not run from the start to the goal".into());
        }
        for (step, pair) in claimed.windows(2).enumerate() {
            let open = pair[0] < graph.cell_count()
                && graph.neighbours(pair[0]).contains(&(pair[1] as u32));
            if !open {
                return Err(format!(
                    "the given solution's step {} ({} → {}) is not through a passage",
                    step + 1,
                    pair[0],
                    pair[1]
                ));
            }
        }
        match claimed.len() == self.path.len() {
            true => Ok(()),
            false => Err(format!(
                "the given solution visits {} cells; a shortest route visits {}",
                claimed.len(),
                self.path.len()
            )),
        }
    }
}

fn walk_back(graph: &CellGraph, distance: &[u32], goal: usize) -> Vec<usize> {
    let mut path = vec![goal];
    let mut cell = goal;
    while distance[cell] > 0 {
        let back = graph.neighbours(cell).iter().map(|&c| c as usize);
        cell = back
            .filter(|&c| distance[c] + 1 == distance[cell])
            .min()
            .unwrap_or(cell);
        path.push(cell);
    }
    path.reverse();
    path
}

/// The metrics of a checked shaped maze.
pub fn metrics(graph: &CellGraph, routes: &Routes) -> Metrics {
    let cells = graph.cells_in_maze();
    let loops = graph.passages() + 1 - cells;
    let path = &routes.path;
    let ways_on = |i: usize| graph.neighbours(path[i]).len() - usize::from(i > 0);
    let junctions = (0..path.len() - 1).filter(|&i| ways_on(i) >= 2).count();
    let ends = [path[0], path[path.len() - 1]];
    let dead_ends = (0..graph.cell_count())
        .filter(|&c| graph.neighbours(c).len() == 1 && !ends.contains(&c))
        .count();
    // Wrong branches are trees only in a perfect maze; with loops they have no depth.
    let branches = (loops == 0).then(|| {
        let neighbours = |c: usize| graph.neighbours(c).iter().map(|&n| n as usize);
        let depths = wrong_branch_depths(graph.cell_count(), path, neighbours);
        let deep = depths.iter().filter(|&&d| d >= DEEP_BRANCH).count();
        (deep, depths.iter().max().copied().unwrap_or(0))
    });
    metrics_of(&Parts {
        cells,
        passages: graph.passages(),
        path,
        junctions,
        dead_ends,
        routes: routes.count,
        branches,
    })
}

/// What a shaped maze's metrics are made of, however the checker found it.
pub struct Parts<'a> {
    /// Cells in the maze.
    pub cells: usize,
    pub passages: usize,
    /// The shortest route, start to goal.
    pub path: &'a [usize],
    /// Cells of the route (the goal excepted) with two or more ways on.
    pub junctions: usize,
    /// Cells with one passage, the start and goal excepted.
    pub dead_ends: usize,
    /// Shortest routes (capped).
    pub routes: u64,
    /// Of a perfect maze: the wrong branches at least `DEEP_BRANCH` deep, and the
    /// deepest's depth (cells on its longest run).
    pub branches: Option<(usize, usize)>,
}

/// The metrics from their parts.
pub fn metrics_of(parts: &Parts) -> Metrics {
    let (cells, path) = (parts.cells, parts.path);
    let loops = parts.passages + 1 - cells;
    let mut metrics = Metrics::default();
    metrics
        .count("solvable", 1)
        .count("perfect", usize::from(loops == 0))
        .count("cells", cells)
        .count("solution_length", path.len())
        .ratio("solution_share", path.len() as f64 / cells as f64)
        .count("junctions", parts.junctions)
        .count("dead_ends", parts.dead_ends)
        .count("loops", loops)
        .count("shortest_routes", parts.routes as usize);
    if let Some((deep, longest)) = parts.branches {
        metrics
            .count("deep_wrong_branches", deep)
            .count("longest_wrong_branch", longest);
    }
    metrics
}

/// A wrong branch this deep (in cells) counts as deep, as for rectangles.
pub const DEEP_BRANCH: usize = 5;
