//! The growing tree that tunnels (Jamis Buck's weave backtracker, generalised):
//! from the cell it grows, it may step into an unvisited cell beside it or, when
//! the cell beside is a straight corridor running across and the cell beyond is
//! unvisited, tunnel under it, which makes that cell a crossing whose corridor is
//! the bridge. Each move, tunnels included, is equally likely. The tree stays a
//! tree: a step adds one cell and one passage, a tunnel a cell, a node under the
//! bridge and two passages.
//!
//! How the next cell to grow is picked is the rectangle's growing tree's
//! ([`GrowingTreeMode`]): the newest (the backtracker: long corridors, and the
//! tunnels lengthen them), a random one, or a coin between the two.
//!
//! Linear: each cell joins the active list once and leaves it once.

use rand_chacha::ChaCha8Rng;

use super::loom::Loom;
use super::woven::WovenMaze;
use crate::puzzle::grid::rectangle::algorithms::{ActiveCells, GrowingTreeMode};
use crate::puzzle::random::below;

/// Grows a weave maze of `width`×`height` cells with crossings at a share
/// `weave` of the inner cells at most.
pub fn carve(
    (width, height): (usize, usize),
    weave: f64,
    mode: GrowingTreeMode,
    rng: &mut ChaCha8Rng,
) -> WovenMaze {
    let mut loom = Loom::new(width, height, weave, rng);
    let start = loom.pad(below(rng, width * height));
    loom.visit(start);
    let mut active = ActiveCells::starting_with(start);
    while let Some(slot) = active.pick(rng, mode) {
        let cell = active.cell(slot);
        let moves = loom.moves(cell);
        if moves == 0 {
            active.retire(slot);
            continue;
        }
        let choice = nth_set_bit(moves, below(rng, moves.count_ones() as usize));
        let next = match choice {
            0..4 => loom.carve(cell, choice),
            _ => loom.tunnel(cell, choice - 4),
        };
        active.push(next);
    }
    loom.into_woven()
}

/// The position of the `n`th (from 0) set bit of `mask`, which has more than `n`.
#[inline]
fn nth_set_bit(mut mask: u8, n: usize) -> usize {
    for _ in 0..n {
        mask &= mask - 1;
    }
    mask.trailing_zeros() as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn nth_set_bit_counts_from_the_lowest() {
        assert_eq!(nth_set_bit(0b1010_0100, 0), 2);
        assert_eq!(nth_set_bit(0b1010_0100, 1), 5);
        assert_eq!(nth_set_bit(0b1010_0100, 2), 7);
    }

    #[test]
    fn every_mode_weaves_at_full_share() {
        for mode in [
            GrowingTreeMode::Newest,
            GrowingTreeMode::Mixed,
            GrowingTreeMode::Random,
        ] {
            let mut rng = ChaCha8Rng::seed_from_u64(5);
            let maze = carve((20, 20), 1.0, mode, &mut rng);
            assert!(maze.crossings().count() > 0, "{mode:?}");
        }
    }
}
