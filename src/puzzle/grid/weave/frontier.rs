//! The weave growing tree's active cells, its own (the rectangle's
//! `ActiveCells` keeps their order with tombstones, and its mazes must not
//! change): a plain list whose every slot is live. A cell retired from the
//! middle has its slot taken by a cell from the end, so a random pick never
//! lands on a tombstone and needs no retry, and the newest is simply the last
//! slot.
//!
//! The order is kept where it matters, at the end: the last two cells (the
//! newest, and the one the tree returns to when the newest is spent) keep their
//! order, the cell before them moving into the freed slot. (Moving the last
//! into the slot, as `swap_remove` does, left the newest corridor behind at
//! every random retirement: Mixed mazes had 40 % more dead ends.)
//!
//! A round ends in a push or a retirement, and which one is as likely as not
//! in Random mode: `settle` does either without a branch (both write two
//! slots; a push writes past the end, which is why the list has room for two
//! more than the maze's cells).

use std::hint::select_unpredictable;

use super::prefetch::prefetch;

/// The active cells: padded indices, all live, in the first `len` slots.
pub struct Frontier {
    cells: Vec<u32>,
    len: usize,
}

impl Frontier {
    /// One cell active, room for `cells` at once.
    pub fn starting_with(cell: usize, cells: usize) -> Self {
        let mut list = vec![0; cells + 2];
        list[0] = cell as u32;
        Frontier {
            cells: list,
            len: 1,
        }
    }

    /// How many cells are active.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no cell is active.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cell in `slot`.
    #[inline]
    pub fn cell(&self, slot: usize) -> usize {
        self.cells[slot] as usize
    }

    /// Brings `slot`'s line into the cache, to read it a round or two later
    /// (any slot: nothing is read).
    #[inline(always)]
    pub fn prefetch(&self, slot: usize) {
        prefetch(&self.cells, slot);
    }

    /// Ends a round on the cell in `slot`: adds `next`, the newest, when
    /// `alive` (the cell had a move), else retires the cell (it has none) as
    /// `retire` does. No branch.
    #[inline(always)]
    pub fn settle(&mut self, slot: usize, next: usize, alive: bool) {
        let len = self.len;
        let last = len - 1;
        let before_them = slot.max(last.saturating_sub(1));
        let (moved, newest) = (self.cells[before_them], self.cells[last]);
        let first = select_unpredictable(alive, len, slot);
        let second = select_unpredictable(alive, len + 1, before_them);
        self.cells[first] = select_unpredictable(alive, next as u32, moved);
        self.cells[second] = select_unpredictable(alive, 0, newest);
        self.len = select_unpredictable(alive, len + 1, last);
    }

    /// Retires the cell in `slot` (it has no move left). The last two keep
    /// their order (the newest and the one to return to when it is spent): the
    /// cell before them takes the slot.
    #[cfg(test)]
    fn retire(&mut self, slot: usize) {
        self.settle(slot, 0, false);
    }

    /// The active cells, in order.
    #[cfg(test)]
    fn listed(&self) -> &[u32] {
        &self.cells[..self.len]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_two_keep_their_order_and_every_slot_is_live() {
        let mut active = Frontier::starting_with(10, 8);
        for cell in 11..15 {
            active.settle(active.len() - 1, cell, true);
        }
        assert_eq!(active.listed(), [10, 11, 12, 13, 14]);
        // 13 and 14, the newest two, stay last; 13 moves down one.
        active.retire(0);
        assert_eq!(active.listed(), [13, 11, 12, 14]);
        active.retire(3);
        assert_eq!(active.listed(), [13, 11, 12]);
        active.retire(1);
        assert_eq!(active.listed(), [13, 12]);
        active.retire(0);
        assert_eq!(active.listed(), [12]);
        assert_eq!((active.len(), active.cell(0)), (1, 12));
        active.retire(0);
        assert!(active.is_empty());
    }

    #[test]
    fn a_push_lands_after_the_newest_even_with_the_list_full() {
        let mut active = Frontier::starting_with(1, 3);
        active.settle(0, 2, true);
        active.settle(1, 3, true);
        assert_eq!(active.listed(), [1, 2, 3]);
    }
}
