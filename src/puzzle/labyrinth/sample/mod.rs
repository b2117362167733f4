//! Uniform random layouts: every connected board with exactly the asked number of
//! walls equally likely, without blind retrying (placing walls at random and
//! starting over when the board falls apart takes ≈255 tries for one 24-wall 6×6
//! board, ≈1,600 for 25).
//!
//! Walls as seen from the posts: the points where four squares meet, plus the
//! frame as one more point, are the vertices of the planar dual, and each wall
//! slot is a dual edge. By planar duality the squares stay connected exactly when
//! the walls contain no closed loop (a loop of walls, possibly through the frame,
//! fences squares in), so a layout is a forest of the dual with `walls` edges, and
//! a spanning tree of the dual is a maximal, (W−1)(H−1)-wall board.
//!
//! Two exact samplers, run in alternation (each accepted draw is exactly uniform
//! whatever the schedule, since the schedule depends only on rejections):
//!
//! * **Subsets**: a uniform `walls`-subset of the slots, accepted when it is a dual
//!   forest (union–find, stopping at the first loop). Exact: uniform proposal,
//!   accept on membership. Cheap and likely when walls are few.
//! * **Tree and extras** (the note's method, generalised): a uniform spanning tree
//!   T of the board (Wilson's algorithm), plus k = slots − walls − (W·H−1) extra
//!   open passages X, uniform among the non-tree slots; the open graph H = T ∪ X is
//!   accepted with probability τ_min(k)/τ(H), τ(H) = its number of spanning trees.
//!   H arises from exactly τ(H) pairs (T, X), each with the same probability, so
//!   P(H accepted) = τ(H)·c·τ_min(k)/τ(H) is the same for every H: uniform.
//!   τ(H) = det(C Cᵀ) for the fundamental-cycle matrix C of X with respect to T
//!   (Binet–Cauchy on the totally unimodular C: the nonsingular k×k minors are
//!   the co-trees), a k×k determinant instead of the (W·H−1)-sized Laplacian; k = 1
//!   gives τ = L, the cycle length, and the note's 4/L rule exactly, in integers.
//!   For k ≥ 2 its log-determinant (Cholesky, f64) sets the acceptance, exact up
//!   to f64 rounding (~1e-13 relative; the randomness itself is 53-bit).
//!   `tree_and_extras` proves the bound τ_min(k) that sets it.
//!
//! Where neither sampler is likely to succeed soon (large boards with a middling
//! wall count; no exact polynomial-time sampler for uniform forests of a given
//! size is known), `draw` gives them a budget of attempts worth about the cost of
//! the fallback (and at least a few milliseconds), then runs the **exchange
//! walk**: remove a uniform wall, put a wall in a uniform slot that keeps the
//! board connected (possibly the same). Its states are the bases of the truncated
//! graphic matroid of the dual, and its mixing time is at most
//! r·(ln ln |B| + ln(1/(2ε²))) steps for rank r = walls (Cryan, Guo & Mousa,
//! "Modified log-Sobolev inequalities for strongly log-concave distributions",
//! 2019): it runs that many for ε = 2⁻³⁰, bounding |B| by 2^slots. [`Draw`] says
//! which method produced a board. Measured: boards up to 8×8 always came from the
//! exact samplers (6×6 at its hardest count, 21 walls, needs 23 attempts on
//! average of the 8,192 allowed); 9×9 fell back up to 18% of the time at its
//! hardest counts, 10×10 and 12×12 mostly in their upper middle, 30×30 from
//! ≈450 to ≈836 walls.
//!
//! The parts: `schedule` alternates the exact samplers within a budget and falls
//! back to the walk; `subsets` is the subset sampler with its union–find;
//! `wilson` draws the uniform spanning tree and `tree_and_extras` proposes extras
//! and accepts by the cycle determinant (with the τ_min proof); `dual` is the
//! planar dual the walls live on; `exchange` is the walk and the `WallForest`
//! the fairness search moves walls with.

mod dual;
mod exchange;
mod schedule;
mod subsets;
mod tree_and_extras;
mod wilson;

use rand_chacha::ChaCha8Rng;

use super::board::Board;
use schedule::Sampler;

pub(crate) use exchange::WallForest;
pub use exchange::exchange_steps;
pub use tree_and_extras::log_min_spanning_trees;

/// Marks "none" in parent links and component labels.
const NONE: u32 = u32::MAX;

/// How a board was drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Uniform wall subsets, accepted when connected (exact).
    Subsets,
    /// Uniform spanning tree plus extra passages, accepted with τ_min/τ (exact).
    TreeAndExtras,
    /// The exchange walk (within 2⁻³⁰ of uniform in total variation).
    Exchange,
}

/// A drawn board and how it was drawn.
#[derive(Debug, Clone)]
pub struct Draw {
    pub board: Board,
    pub method: Method,
    /// Exact attempts made (including the accepted one).
    pub attempts: usize,
}

/// A uniformly random connected `width`×`height` board with exactly `walls` walls.
///
/// # Panics
/// If the request is invalid (see [`check_request`](super::board::check_request)).
pub fn sample(width: usize, height: usize, walls: usize, rng: &mut ChaCha8Rng) -> Board {
    draw(width, height, walls, rng).board
}

/// [`sample`], saying which method produced the board.
///
/// # Panics
/// If the request is invalid (see [`check_request`](super::board::check_request)).
pub fn draw(width: usize, height: usize, walls: usize, rng: &mut ChaCha8Rng) -> Draw {
    Sampler::new(width, height, walls).draw(rng)
}

/// A board from one method alone, retried until it accepts (the exchange walk
/// always does). For tests and benchmarks: on large boards an exact method alone
/// may take astronomically long.
///
/// # Panics
/// If the request is invalid (see [`check_request`](super::board::check_request)).
pub fn sample_with(
    method: Method,
    width: usize,
    height: usize,
    walls: usize,
    rng: &mut ChaCha8Rng,
) -> Board {
    let mut sampler = Sampler::new(width, height, walls);
    loop {
        if let Some(board) = sampler.attempt(method, rng) {
            return board;
        }
    }
}
