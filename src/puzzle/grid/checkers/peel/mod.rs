//! Leaf peeling, the one proof of a tree every checker here shares: a cell other
//! than the start and the goal with one passage left is a leaf; it is removed (its
//! passage closed on the neighbour's side too) and the neighbour, if that leaves it
//! a leaf, is removed next. In a tree, what stays is exactly the path from start to
//! goal, and each removed cell hands its height (the longest run of cells hanging
//! below it) to its neighbour, so the wrong branches' depths come out of the same
//! pass. No queue and no adjacency list: each checker keeps its cells in work
//! words of its own ([`Leaves`]: direction bits in [`ways`], a circle's xor links
//! in the shaped checker's `polar`), and this routine peels them all the same way.
//!
//! The scan is in cell order and a peeled chain only runs back behind it (a leaf
//! ahead is left for the scan to reach), so memory is read almost in order and no
//! step waits for a part of the maze the scan has not brought in.
//!
//! Peeling proves nothing on its own: each checker walks what stays from start to
//! goal and compares the cells it peeled and walked with the cells it has.

pub mod ways;

/// A maze's cells as peeling sees them: a work word per cell, which says whether
/// the cell is a leaf and, when it is, how to cut it off. Implemented by small
/// views that borrow the work words, handed to [`peel`] by value so that their
/// slices stay in registers while it works.
pub trait Leaves {
    /// What peeling holds of a cell while it works on it.
    type Word: Copy;

    /// The number of cells.
    fn cells(&self) -> usize;

    /// `cell`'s work word now.
    fn word(&self, cell: usize) -> Self::Word;

    /// Whether a cell with this word has exactly one passage left.
    fn is_leaf(word: Self::Word) -> bool;

    /// Removes the leaf `cell` (whose word is `word`): closes its passage at both
    /// ends and hands its height on. Returns the neighbour and its word after.
    fn cut(&mut self, cell: usize, word: Self::Word) -> (usize, Self::Word);
}

/// Peels every leaf but `start` and `goal`, scanning in cell order; returns how
/// many cells it removed.
pub fn peel<L: Leaves>(mut leaves: L, start: usize, goal: usize) -> usize {
    let mut peeled = 0;
    for cell in 0..leaves.cells() {
        let word = leaves.word(cell);
        if L::is_leaf(word) && cell != start && cell != goal {
            peeled += peel_chain(&mut leaves, cell, word, start, goal);
        }
    }
    peeled
}

/// Removes the leaf `cell`, then each neighbour it leaves a leaf, up to a cell that
/// keeps two passages, is the start or goal, or lies ahead of the scan (the scan,
/// now at the first `cell`, peels that one when it gets there). Returns how many
/// cells it removed.
#[inline]
fn peel_chain<L: Leaves>(
    leaves: &mut L,
    mut cell: usize,
    mut word: L::Word,
    start: usize,
    goal: usize,
) -> usize {
    let scan = cell;
    let mut removed = 0;
    loop {
        let (next, after) = leaves.cut(cell, word);
        removed += 1;
        if next > scan || next == start || next == goal || !L::is_leaf(after) {
            return removed;
        }
        (cell, word) = (next, after);
    }
}
