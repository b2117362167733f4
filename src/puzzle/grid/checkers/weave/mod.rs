//! The independent checker of weave mazes: corridors that cross, one over the
//! other, on a rectangle of squares (docs/formats.md, "Weave mazes").
//!
//! It reads only the JSON form's fields (the rectangle's, and the crossings with
//! the way each bridge runs) and builds its own graph of nodes (`nodes`): a node
//! for each cell's corridor, and one more for the passage under each bridge. Its
//! neighbour rule joins only cells that share a side, so corridors meet only in
//! the middles of cells, never at a corner; it proves every bridge straight and
//! the passage under it straight and at right angles (`crossings`), the maze a
//! spanning tree of the nodes (or, braided, connected, its loops counted), and
//! finds the route itself: the only one, or a shortest. It shares no code with
//! the generators: the passage bits are read by the rectangle checker's own
//! decoding (they obey the same rule), and the tree is proved by the checkers'
//! shared leaf peeling (`tree`); a braided maze is peeled the same way and its
//! shortest routes found on the graph of its junctions and corridors
//! (`braided`); a breadth-first search over every node (`routes`) takes what
//! neither can prove and names the fault. `metrics` measures what it decoded.

#[cfg(test)]
mod agreement;
mod braided;
mod crossings;
pub mod metrics;
mod nodes;
mod routes;
mod tree;

use self::metrics::Parts;
use self::nodes::Nodes;
use self::routes::Routes;
use super::rectangle::{GridFault, GridInput, cell_index, decode};
use crate::puzzle::Metrics;
use crate::puzzle::metrics::wrong_branch_depths;

/// A crossing as the form gives it: its cell and the way its bridge runs
/// (`"ns"` or `"ew"`).
#[derive(Debug, Clone, Copy)]
pub struct CrossingInput<'a> {
    pub cell: [usize; 2],
    pub over: &'a str,
}

/// A weave maze as the checker receives it (the JSON form's fields).
#[derive(Debug, Clone, Copy)]
pub struct WeaveInput<'a> {
    pub width: usize,
    pub height: usize,
    pub cells: &'a [u8],
    pub crossings: &'a [CrossingInput<'a>],
    pub start: [usize; 2],
    pub goal: [usize; 2],
    /// The form has `braid`: loops are allowed, and the route is a shortest.
    pub braided: bool,
}

/// Why a weave maze is not a valid maze.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WeaveFault {
    #[error(transparent)]
    Grid(#[from] GridFault),
    #[error("the crossing at {cell:?} {problem}")]
    Crossing { cell: [usize; 2], problem: String },
    #[error(
        "the maze has {found} passages; a perfect weave maze of {cells} cells and {crossings} crossings has exactly {} (a node for each cell and one under each bridge, less one), so {}",
        .cells + .crossings - 1,
        if *.found > .cells + .crossings - 1 { "it has loops" } else { "some cells are cut off" }
    )]
    PassageCount {
        cells: usize,
        crossings: usize,
        found: usize,
    },
    #[error("{} cannot be reached from the start", unreached(*.cell, *.under))]
    Unreachable { cell: [usize; 2], under: bool },
    #[error("the maze has {nodes} nodes (two a cell); at most 4294967294 can be checked")]
    TooLarge { nodes: usize },
    #[error("the given solution is wrong: {reason}")]
    WrongSolution { reason: String },
}

fn unreached(cell: [usize; 2], under: bool) -> String {
    match under {
        true => format!("the passage under the bridge at {cell:?}"),
        false => format!("cell {cell:?}"),
    }
}

/// A weave maze the checker accepted, with what it found.
#[derive(Debug, Clone)]
pub struct CheckedWeave {
    /// The route from start to goal as the graph's nodes (`2 × cell`, plus one
    /// under a bridge): the only one, or a shortest when braided.
    pub path: Vec<usize>,
    /// The route as cells `[x, y]` (a crossing's cell may come twice: over and under).
    pub route: Vec<[usize; 2]>,
    pub metrics: Metrics,
}

/// The form read: everything the checks need.
struct Read {
    /// (cell, its bridge runs east–west), in cell order.
    crossings: Vec<(usize, bool)>,
    passages: usize,
    start: usize,
    goal: usize,
}

impl Read {
    /// The graph of every node, for the searches.
    fn nodes(&self, input: &WeaveInput) -> Nodes {
        Nodes::build(input.cells, input.width, &self.crossings)
    }
}

/// Checks the maze (a spanning tree of its nodes, or connected when braided)
/// and finds its route.
pub fn check(input: &WeaveInput) -> Result<CheckedWeave, WeaveFault> {
    let read = read(input)?;
    let real = input.cells.len() + read.crossings.len();
    let expected = real - 1;
    if read.passages < expected || !input.braided && read.passages != expected {
        return Err(WeaveFault::PassageCount {
            cells: input.cells.len(),
            crossings: read.crossings.len(),
            found: read.passages,
        });
    }
    if !input.braided && real < tree::MAX_NODES {
        let ends = (read.start, read.goal);
        if let Some(peeled) = tree::prove(input.cells, input.width, &read.crossings, ends) {
            let metrics = metrics::measure(&Parts {
                cells: input.cells,
                path: &peeled.path,
                passages: read.passages,
                crossings: read.crossings.len(),
                routes: 1,
                branch_depths: Some(&peeled.branch_depths),
                junctions: peeled.junctions,
                on_bridges: peeled.on_bridges,
            });
            return Ok(finish(input, peeled.path, metrics));
        }
    }
    // A braided maze the fast way shows connected; anything else goes to the
    // search below, which finds the same route and names any fault.
    if input.braided
        && let Some(found) = braided::search(
            input.cells,
            input.width,
            &read.crossings,
            (read.start, read.goal),
        )
    {
        let metrics = measure_route(input, &read, &found.path, found.routes, None, |cell| {
            found.is_crossing(cell)
        });
        return Ok(finish(input, found.path, metrics));
    }
    search(input, &read)
}

/// The general check, by breadth-first search over every node: every node
/// reached (else the first one not is named), a shortest route (the only one in
/// a tree), and for a tree the wrong branches.
fn search(input: &WeaveInput, read: &Read) -> Result<CheckedWeave, WeaveFault> {
    let nodes = read.nodes(input);
    let (start, goal) = (2 * read.start, 2 * read.goal);
    let routes = Routes::search(&nodes, start);
    if let Some(node) = routes.first_unreached(&nodes) {
        return Err(WeaveFault::Unreachable {
            cell: nodes.xy(node),
            under: node & 1 == 1,
        });
    }
    let path = routes.path_to(&nodes, goal);
    let graph = &nodes;
    let depths = (!input.braided).then(|| {
        wrong_branch_depths(graph.len(), &path, |node| {
            let ways = graph.work[node] & nodes::WAYS;
            (0..4)
                .filter(move |way| ways & (1 << way) != 0)
                .map(move |way| graph.next(node, way))
        })
    });
    let metrics = measure_route(
        input,
        read,
        &path,
        routes.count(goal),
        depths.as_deref(),
        |cell| nodes.is_crossing(cell),
    );
    Ok(finish(input, path, metrics))
}

/// The metrics of a route a search found (peeling measures its own on the way):
/// its junctions and bridges read along it, `routes` shortest ones, and the
/// wrong branches' depths when known.
fn measure_route(
    input: &WeaveInput,
    read: &Read,
    path: &[usize],
    routes: u64,
    branch_depths: Option<&[usize]>,
    is_crossing: impl Fn(usize) -> bool,
) -> Metrics {
    let (junctions, on_bridges) = metrics::along(path, input.cells, is_crossing);
    metrics::measure(&Parts {
        cells: input.cells,
        path,
        passages: read.passages,
        crossings: read.crossings.len(),
        routes,
        branch_depths,
        junctions,
        on_bridges,
    })
}

/// Whether the goal can be reached from the start, for a form whose bits and
/// crossings are sound (else the fault).
pub fn goal_reachable(input: &WeaveInput) -> Result<bool, WeaveFault> {
    let read = read(input)?;
    let nodes = read.nodes(input);
    Ok(Routes::search(&nodes, 2 * read.start).reached(2 * read.goal))
}

/// Checks a claimed solution against the checker's route: it must run from start
/// to goal through passages, straight through every crossing, and be the only
/// route (or, braided, a shortest one).
pub fn confirm_solution(
    input: &WeaveInput,
    checked: &CheckedWeave,
    claimed: &[[usize; 2]],
) -> Result<(), WeaveFault> {
    let wrong = |reason: String| WeaveFault::WrongSolution { reason };
    let read = read(input)?;
    let graph = read.nodes(input);
    let grid = grid_input(input);
    let cells = claimed
        .iter()
        .map(|&c| cell_index(&grid, "solution cell", c))
        .collect::<Result<Vec<usize>, GridFault>>()?;
    let mut nodes = Vec::with_capacity(cells.len());
    for (i, cell) in claimed.iter().enumerate() {
        nodes.push(
            node_of(&graph, &cells, i)
                .ok_or_else(|| wrong(format!("it turns inside the crossing at {cell:?}")))?,
        );
    }
    for (i, pair) in nodes.windows(2).enumerate() {
        let way = way_between(cells[i], cells[i + 1], input.width);
        let open = way.is_some_and(|way| {
            graph.work[pair[0]] & (1 << way) != 0 && graph.next(pair[0], way) == pair[1]
        });
        if !open {
            return Err(wrong(format!(
                "{:?} → {:?} goes through a wall",
                claimed[i],
                claimed[i + 1]
            )));
        }
    }
    let ends_right = nodes.first() == checked.path.first() && nodes.last() == checked.path.last();
    let same = if input.braided {
        ends_right && nodes.len() == checked.path.len()
    } else {
        nodes == checked.path
    };
    if !same {
        let route = if input.braided {
            "a shortest route"
        } else {
            "the only route"
        };
        return Err(wrong(format!(
            "it has {} cells from {:?} to {:?}, but {route} from start to goal has {}",
            claimed.len(),
            claimed.first().copied().unwrap_or_default(),
            claimed.last().copied().unwrap_or_default(),
            checked.path.len()
        )));
    }
    Ok(())
}

/// The node the `i`th cell of a route stands for: its cell's own, or under the
/// bridge when the route runs across the bridge there; `None` when it turns
/// inside a crossing.
fn node_of(nodes: &Nodes, cells: &[usize], i: usize) -> Option<usize> {
    let cell = cells[i];
    if !nodes.is_crossing(cell) {
        return Some(2 * cell);
    }
    let width = nodes.width;
    let before = i
        .checked_sub(1)
        .and_then(|j| way_between(cells[j], cell, width));
    let after = cells
        .get(i + 1)
        .and_then(|&next| way_between(cell, next, width));
    let way = match (before, after) {
        (Some(a), Some(b)) if a != b => return None,
        (Some(a), _) | (None, Some(a)) => a,
        (None, None) => 0,
    };
    let bridge = nodes.work[2 * cell] & nodes::WAYS;
    Some(2 * cell + usize::from(bridge & (1 << way) == 0))
}

/// The way (N=0 E=1 S=2 W=3) from cell `a` to the cell `b` beside it.
fn way_between(a: usize, b: usize, width: usize) -> Option<usize> {
    if b + width == a {
        Some(0)
    } else if a + 1 == b && !b.is_multiple_of(width) {
        Some(1)
    } else if a + width == b {
        Some(2)
    } else if b + 1 == a && !a.is_multiple_of(width) {
        Some(3)
    } else {
        None
    }
}

fn grid_input<'a>(input: &WeaveInput<'a>) -> GridInput<'a> {
    GridInput {
        width: input.width,
        height: input.height,
        cells: input.cells,
        start: input.start,
        goal: input.goal,
    }
}

/// Reads the form: bits (as the rectangle's), ends, crossings.
fn read(input: &WeaveInput) -> Result<Read, WeaveFault> {
    let grid = grid_input(input);
    let passages = decode(&grid)?;
    let start = cell_index(&grid, "start", input.start)?;
    let goal = cell_index(&grid, "goal", input.goal)?;
    if start == goal {
        return Err(GridFault::StartIsGoal.into());
    }
    let nodes = input.cells.len().saturating_mul(2);
    if nodes >= u32::MAX as usize {
        return Err(WeaveFault::TooLarge { nodes });
    }
    Ok(Read {
        crossings: crossings::read(input)?,
        passages,
        start,
        goal,
    })
}

/// The checked maze: its route (as nodes, kept, and as cells) and its metrics.
fn finish(input: &WeaveInput, path: Vec<usize>, metrics: Metrics) -> CheckedWeave {
    let width = input.width;
    let route = path
        .iter()
        .map(|&node| [(node >> 1) % width, (node >> 1) / width])
        .collect();
    CheckedWeave {
        path,
        route,
        metrics,
    }
}
