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

use std::hint::select_unpredictable;

use rand_chacha::ChaCha8Rng;

use super::draws::Draws;
use super::frontier::Frontier;
use super::loom::Loom;
use super::picks::Picks;
use super::woven::WovenMaze;
use crate::puzzle::grid::rectangle::algorithms::GrowingTreeMode;
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
fn grow(loom: &mut Loom, start: usize, mode: GrowingTreeMode, draws: &mut Draws) {
    match mode {
        GrowingTreeMode::Mixed => grow_picking::<true>(loom, start, draws),
        _ => grow_picking::<false>(loom, start, draws),
    }
}

/// The growing tree picking the newest cell on heads when `MIXED`, else
/// always a random one.
///
/// Whether a pick has a move is a coin toss in Random mode (half the rounds
/// retire a cell), so a round does not branch on it: it takes a move or
/// writes nothing (`Loom::advance`), then pushes or retires (`Frontier::settle`).
/// The next round's slot, drawn ahead (`Picks`), is worked out for both
/// lengths the list can have then, and the round's outcome only chooses
/// between them; the rows of both cells it may pick, and the list's line for
/// the round after, are brought into the cache meanwhile.
///
/// Not inlined into `carve`: with it there, the backtracker's loop beside it
/// ran 5 % more instructions.
#[inline(never)]
fn grow_picking<const MIXED: bool>(loom: &mut Loom, start: usize, draws: &mut Draws) {
    let mut tree = Growing {
        active: Frontier::starting_with(start, loom.cells()),
        picks: Picks::new(draws),
        slot: 0,
        cell: start,
        loom,
    };
    // Two rounds to a `u64`, written out so that no branch alternates.
    loop {
        let wide = draws.wide();
        if !tree.round::<MIXED>(wide as u32, draws)
            || !tree.round::<MIXED>((wide >> 32) as u32, draws)
        {
            return;
        }
    }
}

/// The growing tree between rounds: the cell in `slot` grows next.
struct Growing<'l> {
    loom: &'l mut Loom,
    active: Frontier,
    picks: Picks,
    slot: usize,
    cell: usize,
}

impl Growing<'_> {
    /// One round, with `fresh` bits for the round after the next; `false`
    /// once no cell is active.
    #[inline(always)]
    fn round<const MIXED: bool>(&mut self, fresh: u32, draws: &mut Draws) -> bool {
        let (loom, active, picks) = (&mut *self.loom, &mut self.active, &mut self.picks);
        let len = active.len();
        let longer = picks.next_slot(len + 1);
        let shorter = picks.next_slot(len - 1);
        active.prefetch(picks.after_slot(len));
        loom.prefetch_around(active.cell(shorter));
        loom.prefetch_around(active.cell(longer.min(len - 1)));
        let moves = loom.moves(self.cell);
        let alive = moves != 0;
        let d = draws.direction_from(picks.move_byte(), directions(moves));
        let next = loom.advance(self.cell, d, moves >> 4 >> d & 1 == 1, alive);
        active.settle(self.slot, next, alive);
        let len = active.len();
        if len == 0 {
            return false;
        }
        let random = picks.exact_next(select_unpredictable(alive, longer, shorter), len, draws);
        self.slot = select_unpredictable(MIXED && picks.next_heads(), len - 1, random);
        self.cell = active.cell(self.slot);
        picks.turn(fresh);
        true
    }
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

/// Takes one of the `moves` (not none) out of `cell`, drawn: the cell it
/// reaches.
#[inline(always)]
fn take(loom: &mut Loom, cell: usize, moves: u8, draws: &mut Draws) -> usize {
    let d = draws.direction(directions(moves));
    if moves & (1 << d) != 0 {
        loom.carve(cell, d)
    } else {
        loom.tunnel(cell, d)
    }
}

/// The directions of `moves`, as a 4-bit set. A step and a tunnel the same way
/// exclude each other (a tunnel passes under a visited cell), so there are at
/// most four moves, one a direction, and a table lists the directions of each
/// set.
#[inline(always)]
fn directions(moves: u8) -> usize {
    debug_assert_eq!(moves & moves >> 4, 0, "a step and a tunnel the same way");
    usize::from((moves | moves >> 4) & 0xf)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::rectangle::algorithms::unvisited::{NTH_SET_BIT, SET_BITS};
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
