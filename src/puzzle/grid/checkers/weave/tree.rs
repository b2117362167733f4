//! The fast proof of a perfect weave maze: the checkers' shared leaf peeling
//! (`checkers::peel`) over the weave graph's nodes. What stays of a tree is
//! exactly the route from start to goal; the peeled nodes' heights are the wrong
//! branches' depths. Anything it cannot prove (what stays is not one path, or it
//! does not account for every node) is left to the breadth-first search, which
//! names the fault.

use super::super::peel::{Leaves, peel};
use super::nodes::{HEIGHT_SHIFT, Nodes, WAYS, next};

/// Mazes with this many nodes or more cannot keep heights beside the flags.
pub const MAX_NODES: usize = 1 << (32 - HEIGHT_SHIFT);

/// The tree's route and its wrong branches.
pub struct Peeled {
    /// Start to goal, as nodes.
    pub path: Vec<usize>,
    /// For each branch leaving the route, the nodes on its longest run.
    pub branch_depths: Vec<usize>,
}

/// Peels `nodes` (which it leaves peeled) of a maze with `real` nodes whose
/// passages number one fewer; `None` when what stays is not a single path from
/// node `start` to node `goal` taking in every node, that is when the maze is
/// not connected.
pub fn prove(
    nodes: &mut Nodes,
    cells: &[u8],
    (start, goal): (usize, usize),
    real: usize,
) -> Option<Peeled> {
    debug_assert!(real < MAX_NODES);
    let leaves = NodeLeaves {
        work: &mut nodes.work,
        steps: nodes.steps,
    };
    let peeled = peel(leaves, start, goal);
    let path = remaining_path(nodes, start, goal)?;
    if peeled + path.len() != real {
        return None;
    }
    let branch_depths = branch_depths(nodes, cells, &path);
    Some(Peeled {
        path,
        branch_depths,
    })
}

/// Exactly one way open.
#[inline]
fn is_leaf(word: u32) -> bool {
    let open = word & WAYS;
    open != 0 && open & (open - 1) == 0
}

/// Walks what peeling left from `start`: one way open at the start and the goal,
/// two at every node between.
fn remaining_path(nodes: &Nodes, start: usize, goal: usize) -> Option<Vec<usize>> {
    let work = &nodes.work;
    if !is_leaf(work[start]) {
        return None;
    }
    let mut path = vec![start];
    let (mut node, mut came_from) = (start, 0);
    while node != goal {
        let onward = work[node] & WAYS & !came_from;
        if !is_leaf(onward) || path.len() >= work.len() {
            return None;
        }
        let way = onward.trailing_zeros() as usize;
        node = nodes.next(node, way);
        came_from = 1 << (way ^ 2);
        path.push(node);
    }
    (work[goal] & WAYS == came_from).then_some(path)
}

/// The wrong branches off `path`: each way a route node had before peeling and
/// has no more leads to a peeled node, whose height is the branch's depth.
fn branch_depths(nodes: &Nodes, cells: &[u8], path: &[usize]) -> Vec<usize> {
    let mut depths = Vec::new();
    for &node in path {
        let mut closed = nodes.original_ways(node, cells) & !nodes.work[node] & WAYS;
        while closed != 0 {
            let root = nodes.next(node, closed.trailing_zeros() as usize);
            depths.push(((nodes.work[root] >> HEIGHT_SHIFT) + 1) as usize);
            closed &= closed - 1;
        }
    }
    depths
}

/// The work words as peeling borrows them.
struct NodeLeaves<'w> {
    work: &'w mut [u32],
    steps: [isize; 4],
}

impl Leaves for NodeLeaves<'_> {
    type Word = u32;

    #[inline]
    fn cells(&self) -> usize {
        self.work.len()
    }

    #[inline]
    fn word(&self, node: usize) -> u32 {
        self.work[node]
    }

    #[inline]
    fn is_leaf(word: u32) -> bool {
        is_leaf(word)
    }

    #[inline]
    fn cut(&mut self, node: usize, word: u32) -> (usize, u32) {
        let way = (word & WAYS).trailing_zeros() as usize;
        let onto = next(self.work, &self.steps, node, way);
        self.work[node] = word & !WAYS;
        let height = (word >> HEIGHT_SHIFT) + 1;
        let old = self.work[onto] & !(1 << (way ^ 2));
        let keep = (1 << HEIGHT_SHIFT) - 1;
        let tallest = (old >> HEIGHT_SHIFT).max(height);
        let after = (tallest << HEIGHT_SHIFT) | (old & keep);
        self.work[onto] = after;
        (onto, after)
    }
}
