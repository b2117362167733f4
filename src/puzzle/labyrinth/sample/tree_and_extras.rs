//! The tree-and-extras sampler: a uniform spanning tree plus uniform extra
//! passages, accepted with probability τ_min(k)/τ(H), τ(H) counted as the
//! determinant of the extras' fundamental-cycle Gram matrix (see the module
//! `sample` for why this is exactly uniform).
//!
//! **τ_min(k) = 4·(16/9)^(k−1)**, proven for every connected spanning subgraph H
//! of a grid with cyclomatic number k ≥ 1: τ(H) is the product of τ over H's
//! blocks. A block with k_B cycles has an ear decomposition: a first cycle
//! (≥ 4 edges, as grid cycles are even, so τ ≥ 4), then k_B − 1 ears, each a path
//! of ℓ edges between distinct vertices u, v of the block B′ built so far, with
//! τ(B′ + ear) = τ(B′)·(ℓ + R(u,v)), R the effective resistance in B′ (trees
//! missing one ear edge, ℓ·τ(B′), plus trees holding all of it, τ(B′/uv) =
//! τ(B′)·R). ℓ ≥ 2 gives a factor ≥ 2. For ℓ = 1, u and v are ≥ 3 apart in B′
//! (girth 4, bipartite), each has ≤ 3 edges in B′ (the ear takes one of 4 grid
//! sides), and the edges leaving u's closed neighbourhood number ≤ 3·3; these
//! three cuts are disjoint, so Nash-Williams gives R ≥ 1/3 + 1/9 + 1/3 = 7/9
//! and a factor ≥ 16/9. Splitting the k cycles over more blocks only raises the
//! product (4 > 16/9). The unit tests check the bound against every connected
//! subgraph of the 3×4 grid.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::schedule::Sampler;
use crate::math;
use crate::puzzle::random::below;

/// The proven lower bound on τ(H) for a connected spanning grid subgraph with
/// cyclomatic number `k` ≥ 1, as a natural log (see the header).
pub fn log_min_spanning_trees(k: usize) -> f64 {
    math::ln(4.0) + (k.saturating_sub(1)) as f64 * math::ln(16.0 / 9.0)
}

impl Sampler {
    /// Draws a spanning tree and extras; true when accepted (the walls are then
    /// `non_tree[extras..]`).
    pub(super) fn try_tree_and_extras(&mut self, rng: &mut ChaCha8Rng) -> bool {
        self.propose_tree_and_extras(rng);
        match self.extras {
            0 => true,
            1 => {
                let (a, b) = self.grid.slot_squares(self.non_tree[0] as usize);
                let cycle = 1 + self.tree.distance(a, b);
                below(rng, cycle) < 4
            }
            k => {
                let log_accept = log_min_spanning_trees(k) - self.log_spanning_trees();
                unit(rng) < math::exp(log_accept)
            }
        }
    }

    /// A uniform spanning tree, and `extras` uniform non-tree slots moved to the
    /// front of `non_tree`.
    pub(super) fn propose_tree_and_extras(&mut self, rng: &mut ChaCha8Rng) {
        self.tree.wilson(rng);
        self.non_tree.clear();
        for slot in 0..self.grid.slots() {
            let (a, b) = self.grid.slot_squares(slot);
            if !self.tree.joins(a, b) {
                self.non_tree.push(slot as u32);
            }
        }
        debug_assert_eq!(self.non_tree.len(), self.walls + self.extras);
        let count = self.non_tree.len();
        for i in 0..self.extras {
            let j = i + below(rng, count - i);
            self.non_tree.swap(i, j);
        }
    }

    /// ln τ(T ∪ X) = ln det(C Cᵀ), C the fundamental cycles of the extras X.
    pub(super) fn log_spanning_trees(&mut self) -> f64 {
        let k = self.extras;
        self.steps.clear();
        for (i, &slot) in self.non_tree[..k].iter().enumerate() {
            let (a, b) = self.grid.slot_squares(slot as usize);
            self.tree.path(a, b, i as u32, &mut self.steps);
        }
        self.steps.sort_unstable();
        self.gram.clear();
        self.gram.resize(k * k, 0.0);
        for i in 0..k {
            self.gram[i * k + i] = 1.0;
        }
        for shared in self.steps.chunk_by(|p, q| p.0 == q.0) {
            for (n, &(_, i, si)) in shared.iter().enumerate() {
                for &(_, j, sj) in &shared[n..] {
                    let product = f64::from(si * sj);
                    self.gram[i as usize * k + j as usize] += product;
                    if i != j {
                        self.gram[j as usize * k + i as usize] += product;
                    }
                }
            }
        }
        log_det_positive_definite(&mut self.gram, k)
    }
}

/// A uniform f64 in [0, 1) from 53 random bits.
fn unit(rng: &mut ChaCha8Rng) -> f64 {
    let high = f64::from(rng.random::<u32>() >> 5);
    let low = f64::from(rng.random::<u32>() >> 6);
    (high * 67_108_864.0 + low) / 9_007_199_254_740_992.0
}

/// ln det of a symmetric positive definite k×k matrix (row-major), by Cholesky;
/// the matrix is overwritten. +∞ if it is not positive definite (never for a
/// cycle Gram matrix), which rejects.
fn log_det_positive_definite(a: &mut [f64], k: usize) -> f64 {
    let mut log_det = 0.0;
    for j in 0..k {
        let pivot = a[j * k + j] - (0..j).map(|p| a[j * k + p] * a[j * k + p]).sum::<f64>();
        if pivot.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) {
            debug_assert!(false, "cycle Gram matrix not positive definite");
            return f64::INFINITY;
        }
        log_det += math::ln(pivot);
        let root = pivot.sqrt();
        a[j * k + j] = root;
        for i in j + 1..k {
            let dot: f64 = (0..j).map(|p| a[i * k + p] * a[j * k + p]).sum();
            a[i * k + j] = (a[i * k + j] - dot) / root;
        }
    }
    log_det
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::labyrinth::board::Grid;
    use rand::SeedableRng;

    /// τ by Kirchhoff: the determinant of the reduced Laplacian of the open graph.
    fn kirchhoff(grid: Grid, is_wall: &[bool]) -> f64 {
        let n = grid.squares();
        let mut laplacian = vec![0.0; n * n];
        for slot in (0..grid.slots()).filter(|&s| !is_wall[s]) {
            let (a, b) = grid.slot_squares(slot);
            laplacian[a * n + a] += 1.0;
            laplacian[b * n + b] += 1.0;
            laplacian[a * n + b] -= 1.0;
            laplacian[b * n + a] -= 1.0;
        }
        let m = n - 1;
        let mut reduced: Vec<f64> = (1..n)
            .flat_map(|i| (1..n).map(move |j| (i, j)))
            .map(|(i, j)| laplacian[i * n + j])
            .collect();
        log_det_positive_definite(&mut reduced, m).exp()
    }

    /// Every connected subgraph of the 3×4 grid: the proven bound holds.
    #[test]
    fn min_spanning_trees_bound_holds_on_3x4() {
        let grid = Grid::new(3, 4);
        let slots = grid.slots();
        let squares = grid.squares();
        let mut min_by_k = vec![f64::INFINITY; slots];
        for mask in 0u32..1 << slots {
            let is_wall: Vec<bool> = (0..slots).map(|s| mask >> s & 1 == 1).collect();
            let open = grid.open_sides(&is_wall);
            let mut seen = vec![false; squares];
            if grid.reach(&open, 0, &mut seen) != squares {
                continue;
            }
            let k = slots - mask.count_ones() as usize - (squares - 1);
            min_by_k[k] = min_by_k[k].min(kirchhoff(grid, &is_wall).round());
        }
        for (k, &min) in min_by_k.iter().enumerate().skip(1) {
            if min.is_finite() {
                let bound = log_min_spanning_trees(k).exp();
                assert!(min >= bound - 1e-9, "k={k}: min τ {min} < bound {bound}");
            }
        }
        assert_eq!(min_by_k[1], 4.0);
        assert_eq!(min_by_k[2], 15.0);
    }

    /// The cycle Gram determinant equals Kirchhoff's count on random proposals.
    #[test]
    fn cycle_gram_counts_spanning_trees() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for (width, height, walls) in [(3, 3, 1), (4, 3, 2), (5, 4, 4), (4, 4, 0)] {
            let mut sampler = Sampler::new(width, height, walls);
            for _ in 0..20 {
                sampler.propose_tree_and_extras(&mut rng);
                let mut is_wall = vec![false; sampler.grid.slots()];
                for &slot in &sampler.non_tree[sampler.extras..] {
                    is_wall[slot as usize] = true;
                }
                let expected = kirchhoff(sampler.grid, &is_wall);
                let found = sampler.log_spanning_trees().exp();
                assert!(
                    (found - expected).abs() < 1e-6 * expected,
                    "{found} vs {expected}"
                );
            }
        }
    }
}
