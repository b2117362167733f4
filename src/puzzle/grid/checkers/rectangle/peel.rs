//! The checker's second pass: proves the grid a tree and finds its solution by
//! peeling leaves, with no queue and no adjacency list.
//!
//! Every cell other than the start and the goal with one passage left is a leaf: it
//! is removed (its passage closed on the neighbour's side too) and the neighbour,
//! if that leaves it a leaf, is removed next. In a tree, what stays is exactly the
//! path from start to goal; each removed cell carries its height (the longest run
//! of cells hanging below it), so the wrong branches' depths come out of the same
//! pass. One `u32` a cell holds both the passages still open (low four bits) and
//! the height of the tallest branch already peeled into it (the rest). The scan is
//! in index order and a peeled chain only runs back behind it (a leaf ahead is left
//! for the scan to reach), so memory is read almost in order and no step waits for
//! a row the scan has not brought in.

/// Bits of a work word that hold the open passages; the rest hold a height.
const PASSAGES: u32 = 0x0f;
/// Shift of the height in a work word.
const HEIGHT_SHIFT: u32 = 4;
/// Grids this large or larger cannot keep heights beside the passages.
pub(super) const MAX_CELLS: usize = 1 << (32 - HEIGHT_SHIFT);

/// The passage bits by position (N=1 E=2 S=4 W=8) and the bit the neighbour
/// needs back.
const BACK: [u32; 4] = [4, 8, 1, 2];

/// The tree's solution and its wrong branches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Peeled {
    /// Start to goal, as row-major cell indices.
    pub path: Vec<usize>,
    /// For each branch leaving the solution, the cells on its longest run.
    pub branch_depths: Vec<usize>,
}

/// Peels a grid whose every cell the sweep found sound (bits on the grid and
/// mirrored) and which has cells − 1 passages; `None` when what stays is not a
/// single path from `start` to `goal`, that is when the grid is not connected.
/// Needs fewer than [`MAX_CELLS`] cells.
pub(super) fn peel(cells: &[u8], width: usize, start: usize, goal: usize) -> Option<Peeled> {
    debug_assert!(cells.len() < MAX_CELLS);
    let steps = steps(width);
    let mut work: Vec<u32> = cells.iter().map(|&v| u32::from(v)).collect();
    let mut peeled = 0;
    for cell in 0..work.len() {
        if cell != start && cell != goal && is_leaf(work[cell]) {
            peeled += peel_chain(&mut work, &steps, cell, start, goal);
        }
    }
    let path = remaining_path(&work, &steps, start, goal)?;
    if peeled + path.len() != cells.len() {
        return None;
    }
    let branch_depths = branch_depths(cells, &work, &steps, &path);
    Some(Peeled {
        path,
        branch_depths,
    })
}

/// Index offsets of the four passage bits in a `width`-column grid.
fn steps(width: usize) -> [isize; 4] {
    let w = width as isize;
    [-w, 1, w, -1]
}

/// Exactly one passage still open.
#[inline]
fn is_leaf(word: u32) -> bool {
    let open = word & PASSAGES;
    open != 0 && open & (open - 1) == 0
}

/// The neighbour through the lowest open passage of `word`, and that passage's
/// position.
#[inline]
fn through_first(word: u32, cell: usize, steps: &[isize; 4]) -> (usize, usize) {
    let side = (word & PASSAGES).trailing_zeros() as usize;
    (cell.wrapping_add_signed(steps[side]), side)
}

/// Removes the leaf `cell`, then each neighbour it leaves a leaf, up to a cell that
/// keeps two passages, is the start or goal, or lies ahead of the scan (the scan,
/// now at the first `cell`, peels that one when it gets there). Chains only run
/// back, into rows the scan has just read, so no step waits on memory the scan has
/// not brought in yet. Returns how many cells it removed.
fn peel_chain(
    work: &mut [u32],
    steps: &[isize; 4],
    mut cell: usize,
    start: usize,
    goal: usize,
) -> usize {
    let scan = cell;
    let mut removed = 0;
    loop {
        let word = work[cell];
        let (next, side) = through_first(word, cell, steps);
        work[cell] = word & !PASSAGES;
        removed += 1;
        let height = (word >> HEIGHT_SHIFT) + 1;
        let old = work[next] & !BACK[side];
        let tallest = (old >> HEIGHT_SHIFT).max(height);
        work[next] = (tallest << HEIGHT_SHIFT) | (old & PASSAGES);
        if next > scan || next == start || next == goal || !is_leaf(work[next]) {
            return removed;
        }
        cell = next;
    }
}

/// Walks what peeling left from `start`: a path needs one passage at the start and
/// at the goal and two at every cell between.
fn remaining_path(
    work: &[u32],
    steps: &[isize; 4],
    start: usize,
    goal: usize,
) -> Option<Vec<usize>> {
    if !is_leaf(work[start]) {
        return None;
    }
    let mut path = vec![start];
    let mut cell = start;
    let mut came_from = 0;
    while cell != goal {
        let onward = (work[cell] & PASSAGES) & !came_from;
        if !is_leaf(onward) || path.len() >= work.len() {
            return None;
        }
        let (next, side) = through_first(onward, cell, steps);
        came_from = BACK[side];
        cell = next;
        path.push(cell);
    }
    (work[goal] & PASSAGES == came_from).then_some(path)
}

/// The wrong branches: each passage of a path cell that peeling closed leads to a
/// peeled cell, whose height is the branch's depth.
fn branch_depths(cells: &[u8], work: &[u32], steps: &[isize; 4], path: &[usize]) -> Vec<usize> {
    let mut depths = Vec::new();
    for &cell in path {
        let mut closed = u32::from(cells[cell]) & !work[cell] & PASSAGES;
        while closed != 0 {
            let (root, _) = through_first(closed, cell, steps);
            depths.push(((work[root] >> HEIGHT_SHIFT) + 1) as usize);
            closed &= closed - 1;
        }
    }
    depths
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 3×3, solution down the west column then along the south row; a wrong branch
    /// (1,0)→(2,0)→(2,1)→(1,1) hangs off the start.
    const CELLS: [u8; 9] = [2 | 4, 8 | 2, 8 | 4, 1 | 4, 2, 1 | 8, 1 | 2, 8 | 2, 8];

    #[test]
    fn leaves_the_path_and_measures_the_branch() {
        let peeled = peel(&CELLS, 3, 0, 8).unwrap();
        assert_eq!(peeled.path, vec![0, 3, 6, 7, 8]);
        assert_eq!(peeled.branch_depths, vec![4]);
    }

    #[test]
    fn the_path_may_run_either_way() {
        let peeled = peel(&CELLS, 3, 8, 1).unwrap();
        assert_eq!(peeled.path, vec![8, 7, 6, 3, 0, 1]);
        assert_eq!(peeled.branch_depths, vec![3]);
    }

    #[test]
    fn a_loop_beside_an_island_is_not_a_path() {
        // 3×2: a loop through (0,0) (1,0) (1,1) (0,1) plus (2,0)-(2,1).
        let cells = [2 | 4, 8 | 4, 4, 1 | 2, 1 | 8, 1];
        assert_eq!(peel(&cells, 3, 0, 4), None);
        assert_eq!(peel(&cells, 3, 2, 5), None);
    }
}
