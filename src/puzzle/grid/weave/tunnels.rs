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

use super::draws::Draws;
use super::frontier::Frontier;
use super::loom::Loom;
use super::woven::WovenMaze;
use crate::puzzle::grid::rectangle::algorithms::GrowingTreeMode;
use crate::puzzle::grid::rectangle::algorithms::unvisited::{NTH_SET_BIT, SET_BITS};
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
    let mut draws = Draws::new(rng);
    match mode {
        GrowingTreeMode::Newest => backtrack(&mut loom, start, width * height, &mut draws),
        _ => grow(&mut loom, start, mode, &mut draws),
    }
    loom.into_woven()
}

/// The newest-first growing tree, on a plain stack: the backtracker.
fn backtrack(loom: &mut Loom, start: usize, cells: usize, draws: &mut Draws) {
    let mut stack: Vec<u32> = Vec::with_capacity(cells);
    stack.push(start as u32);
    while let Some(&cell) = stack.last() {
        let cell = cell as usize;
        match step(loom, cell, draws) {
            Some(next) => stack.push(next as u32),
            None => {
                stack.pop();
            }
        }
    }
}

/// The growing tree in the other modes, on its own active list (`Frontier`):
/// a random pick never meets a retired cell and needs no retry. A cell leaves
/// only when a pick finds it has no move: leaving with its last move would save
/// that round but lose the tunnels a cell gains later, when a corridor beside
/// it becomes straight (Random mode made 14 % fewer crossings).
///
/// A random pick lands anywhere in the list and the grid, two cache misses one
/// after the other; the next round's random draw is made a round ahead and the
/// cell it will most likely pick (the list's length may still change by one)
/// is read early, so its misses overlap this round's work.
fn grow(loom: &mut Loom, start: usize, mode: GrowingTreeMode, draws: &mut Draws) {
    let mut active = Frontier::starting_with(start, loom.cells());
    let mut ahead = draws.wide();
    while !active.is_empty() {
        let newest = active.len() - 1;
        let heads = match mode {
            GrowingTreeMode::Newest => true,
            GrowingTreeMode::Random => false,
            GrowingTreeMode::Mixed => draws.coin(),
        };
        let random = draws.below_from(ahead, active.len());
        ahead = draws.wide();
        let slot = if heads { newest } else { random };
        let cell = active.cell(slot);
        let moves = loom.moves(cell);
        std::hint::black_box(loom.around(active.cell(widen(ahead, active.len()))));
        if moves == 0 {
            active.retire(slot);
            continue;
        }
        let next = take(loom, cell, moves, draws);
        active.push(next);
    }
}

/// The index `wide` would give among `n` if not drawn again: a guess at the
/// next random pick, only to read it early.
#[inline(always)]
fn widen(wide: u64, n: usize) -> usize {
    ((u128::from(wide) * n as u128) >> 64) as usize
}

/// One move out of `cell`, drawn among all it has; the cell it reaches, or
/// `None` when it has none.
#[inline(always)]
fn step(loom: &mut Loom, cell: usize, draws: &mut Draws) -> Option<usize> {
    let moves = loom.moves(cell);
    if moves == 0 {
        return None;
    }
    Some(take(loom, cell, moves, draws))
}

/// Takes one of the `moves` (not none) out of `cell`: the cell it reaches. A step and a tunnel the same way exclude each other
/// (a tunnel passes under a visited cell), so there are at most four moves,
/// one a direction, and a table lists the directions of each set.
#[inline(always)]
fn take(loom: &mut Loom, cell: usize, moves: u8, draws: &mut Draws) -> usize {
    debug_assert_eq!(moves & moves >> 4, 0, "a step and a tunnel the same way");
    let directions = usize::from((moves | moves >> 4) & 0xf);
    let n = draws.choice(usize::from(SET_BITS[directions]));
    let d = usize::from(NTH_SET_BIT[directions][n]);
    if moves & (1 << d) != 0 {
        loom.carve(cell, d)
    } else {
        loom.tunnel(cell, d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn the_tables_list_each_sets_directions() {
        for mask in 0..16usize {
            assert_eq!(u32::from(SET_BITS[mask]), mask.count_ones());
            let listed: Vec<u8> = NTH_SET_BIT[mask][..usize::from(SET_BITS[mask])].to_vec();
            let bits: Vec<u8> = (0..4).filter(|b| mask & (1 << b) != 0).collect();
            assert_eq!(listed, bits, "{mask:04b}");
        }
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
