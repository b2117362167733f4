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
    match mode {
        GrowingTreeMode::Newest => backtrack(&mut loom, start, width * height, rng),
        _ => grow(&mut loom, start, mode, rng),
    }
    loom.into_woven()
}

/// The newest-first growing tree, on a plain stack: the backtracker.
fn backtrack(loom: &mut Loom, start: usize, cells: usize, rng: &mut ChaCha8Rng) {
    let mut stack: Vec<u32> = Vec::with_capacity(cells);
    stack.push(start as u32);
    while let Some(&cell) = stack.last() {
        let cell = cell as usize;
        match step(loom, cell, rng) {
            Some(next) => stack.push(next as u32),
            None => {
                stack.pop();
            }
        }
    }
}

/// The growing tree in the other modes.
fn grow(loom: &mut Loom, start: usize, mode: GrowingTreeMode, rng: &mut ChaCha8Rng) {
    let mut active = ActiveCells::starting_with(start);
    while let Some(slot) = active.pick(rng, mode) {
        match step(loom, active.cell(slot), rng) {
            Some(next) => active.push(next),
            None => active.retire(slot),
        }
    }
}

/// One move out of `cell`, drawn among all it has; the cell it reaches, or
/// `None` when it has none.
#[inline]
fn step(loom: &mut Loom, cell: usize, rng: &mut ChaCha8Rng) -> Option<usize> {
    let moves = loom.moves(cell);
    if moves == 0 {
        return None;
    }
    let count = SET_BITS[usize::from(moves)];
    let choice = nth_set_bit(moves, below(rng, usize::from(count)));
    Some(match choice {
        0..4 => loom.carve(cell, choice),
        _ => loom.tunnel(cell, choice - 4),
    })
}

/// `SET_BITS[mask]`: how many bits of `mask` are set (a table, as the baseline
/// x86-64 target has no population count instruction).
const SET_BITS: [u8; 256] = {
    let mut table = [0; 256];
    let mut mask = 1;
    while mask < 256 {
        table[mask] = table[mask >> 1] + (mask & 1) as u8;
        mask += 1;
    }
    table
};

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
    fn set_bits_are_counted() {
        assert_eq!(SET_BITS[0], 0);
        assert_eq!(SET_BITS[0b1011_0001], 4);
        assert_eq!(SET_BITS[255], 8);
    }

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
