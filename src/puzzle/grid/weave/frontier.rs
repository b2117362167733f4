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

/// The active cells: padded indices, all live.
pub struct Frontier {
    cells: Vec<u32>,
}

impl Frontier {
    /// One cell active, room for `cells` at once.
    pub fn starting_with(cell: usize, cells: usize) -> Self {
        let mut list = Vec::with_capacity(cells);
        list.push(cell as u32);
        Frontier { cells: list }
    }

    /// How many cells are active.
    #[inline]
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether no cell is active.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cell in `slot`.
    #[inline]
    pub fn cell(&self, slot: usize) -> usize {
        self.cells[slot] as usize
    }

    /// Adds `next`, the newest.
    #[inline]
    pub fn push(&mut self, next: usize) {
        self.cells.push(next as u32);
    }

    /// Retires the cell in `slot` (it has no move left). The last two keep
    /// their order (the newest and the one to return to when it is spent): the
    /// cell before them takes the slot.
    #[inline]
    pub fn retire(&mut self, slot: usize) {
        let last = self.cells.len() - 1;
        let before_them = slot.max(last.saturating_sub(1));
        self.cells[slot] = self.cells[before_them];
        self.cells[before_them] = self.cells[last];
        self.cells.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_two_keep_their_order_and_every_slot_is_live() {
        let mut active = Frontier::starting_with(10, 8);
        for cell in 11..15 {
            active.push(cell);
        }
        assert_eq!(active.cells, [10, 11, 12, 13, 14]);
        // 13 and 14, the newest two, stay last; 13 moves down one.
        active.retire(0);
        assert_eq!(active.cells, [13, 11, 12, 14]);
        active.retire(3);
        assert_eq!(active.cells, [13, 11, 12]);
        active.retire(1);
        assert_eq!(active.cells, [13, 12]);
        active.retire(0);
        assert_eq!(active.cells, [12]);
        assert_eq!((active.len(), active.cell(0)), (1, 12));
        active.retire(0);
        assert!(active.is_empty());
    }
}
