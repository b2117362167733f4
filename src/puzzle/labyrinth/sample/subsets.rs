//! The subset sampler: a uniform `walls`-subset of the slots, accepted when the
//! walls form a forest of the dual (no closed loop of walls fences squares in).
//! Union–find stops at the first loop, so a rejection is cheap.

use rand_chacha::ChaCha8Rng;

use super::schedule::Sampler;
use crate::puzzle::random::below;

impl Sampler {
    /// Draws a uniform `walls`-subset into `order[..walls]`, stopping at the
    /// first wall that closes a loop: true when there is none.
    pub(super) fn try_subsets(&mut self, rng: &mut ChaCha8Rng) -> bool {
        self.sets.reset();
        let slots = self.order.len();
        for i in 0..self.walls {
            let j = i + below(rng, slots - i);
            self.order.swap(i, j);
            let [p, q] = self.dual.ends[self.order[i] as usize];
            if !self.sets.union(p, q) {
                return false;
            }
        }
        true
    }
}

/// Union–find over the dual's vertices, for the subset sampler.
pub(super) struct DisjointSets {
    parent: Vec<u32>,
}

impl DisjointSets {
    pub(super) fn new(size: usize) -> DisjointSets {
        DisjointSets {
            parent: (0..size as u32).collect(),
        }
    }

    pub(super) fn reset(&mut self) {
        for (i, parent) in self.parent.iter_mut().enumerate() {
            *parent = i as u32;
        }
    }

    fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let grand = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = grand;
            x = grand;
        }
        x
    }

    /// Joins the sets of `a` and `b`; false when they were already one.
    pub(super) fn union(&mut self, a: u32, b: u32) -> bool {
        let (a, b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        self.parent[a as usize] = b;
        true
    }
}
