//! The parts Kruskal's joins: a union–find over a maze's cells with path
//! halving. Its links hang the root of lower number under the other, but the
//! crossings hang their own (see `crossings`), so a part's root is not always
//! its highest cell; which parts are joined, and so every maze, is the same
//! under any linking.

/// Union–find over cells.
pub struct Parts {
    pub parent: Vec<u32>,
}

impl Parts {
    /// Every cell a part of its own.
    pub fn new(cells: usize) -> Parts {
        Parts {
            parent: (0..cells as u32).collect(),
        }
    }

    /// The root of `x`'s part.
    #[inline]
    pub fn find(&mut self, mut x: usize) -> u32 {
        loop {
            let parent = self.parent[x] as usize;
            if parent == x {
                return x as u32;
            }
            let grand = self.parent[parent];
            self.parent[x] = grand;
            x = grand as usize;
        }
    }

    /// The root of `x`'s part, with no branch taken when it is at most two
    /// steps away (as it mostly is); `x` is pointed at its grandparent.
    #[inline]
    pub fn find_near(&mut self, x: usize) -> u32 {
        let parent = self.parent[x];
        let grand = self.parent[parent as usize];
        self.parent[x] = grand;
        if self.parent[grand as usize] == grand {
            grand
        } else {
            self.find(grand as usize)
        }
    }

    /// Joins the parts whose roots are `a` and `b` when `join` (else points
    /// the lower at itself, which it is: no branch either way); returns the
    /// higher.
    #[inline]
    pub fn link_if(&mut self, join: bool, a: u32, b: u32) -> u32 {
        let (low, high) = (a.min(b), a.max(b));
        self.parent[low as usize] = if join { high } else { low };
        high
    }

    /// Joins the parts whose roots are `a` and `b` (different); returns the
    /// root of the whole.
    #[inline]
    pub fn link(&mut self, a: u32, b: u32) -> u32 {
        let (low, high) = if a < b { (a, b) } else { (b, a) };
        self.parent[low as usize] = high;
        high
    }

    /// Joins the parts of `a` and `b`; `false` when they were one already.
    #[inline]
    pub fn unite(&mut self, a: usize, b: usize) -> bool {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return false;
        }
        self.link(ra, rb);
        true
    }

    /// Points each cell of `cells` straight at its part's root, from the last
    /// (whose parents, mostly of higher number, are mostly done first).
    pub fn flatten(&mut self, cells: std::ops::Range<usize>) {
        for cell in cells.rev() {
            let root = self.find(cell);
            self.parent[cell] = root;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_join_once_and_roots_are_their_highest_cell() {
        let mut parts = Parts::new(6);
        assert!(parts.unite(0, 3));
        assert!(parts.unite(3, 1));
        assert!(!parts.unite(1, 0));
        assert!(parts.unite(5, 4));
        assert_eq!(parts.find(0), 3);
        assert_eq!(parts.find(4), 5);
        parts.flatten(0..6);
        assert_eq!(parts.parent, [3, 3, 2, 3, 5, 5]);
    }

    #[test]
    fn near_roots_and_links_that_may_not_join() {
        let mut parts = Parts::new(8);
        assert_eq!(parts.link_if(false, 2, 1), 2);
        assert_eq!(parts.parent[1], 1);
        assert_eq!(parts.link_if(true, 1, 2), 2);
        parts.link(2, 4);
        parts.link(4, 6);
        parts.link(6, 7);
        // 1 → 2 → 4 → 6 → 7: more than two steps, found all the same.
        assert_eq!(parts.find_near(1), 7);
        assert_eq!(parts.find_near(6), 7);
        assert_eq!(parts.find_near(0), 0);
    }
}
