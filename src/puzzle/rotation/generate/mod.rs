//! Makes rotation puzzles that need exactly the asked number of turns.
//!
//! Random start and goal rarely work (only about a quarter of random 10×10 boards
//! are solvable, and deep ones are rare), so the generator works the other way
//! round, as the rules note suggests: draw a board (exactly round(density·W·H)
//! blocked cells, a uniform subset), drop the ball from a uniform open cell (it
//! falls south to rest), search every resting state reachable from there, and put
//! the goal on a cell, drawn uniformly, whose minimum depth over all four
//! gravities is exactly `rotations` and for which the trap setting holds. A board
//! without such a cell is thrown away and the next one drawn, up to `budget`
//! boards.
//!
//! The search here is the generator's own (a slide table built by sweeps, then a
//! breadth-first search over (cell, gravity)); the checker in `solve.rs` shares
//! none of it, so tests comparing the two compare independent code.
//!
//! How deep a board goes depends mostly on its size: see [`suggested_side`] for a
//! board that makes a given depth likely, and [`DEFAULT_BUDGET`].
//!
//! Randomness is drawn only through `below` (u32-based), so a seed gives the same
//! puzzle on every platform.
//!
//! The parts: `traps` (the trap setting), `workspace` (boards drawn, the slide
//! table and the search over resting states), `goal` (the goal at the asked depth,
//! with the reverse search for traps), `fault` (why no puzzle was made, with
//! advice).

mod fault;
mod goal;
mod traps;
mod workspace;

pub use fault::GenerateFault;
pub use traps::Traps;

use rand_chacha::ChaCha8Rng;

use super::board::{Board, MAX_SIDE, MIN_SIDE, Puzzle};
use workspace::Workspace;

/// Boards tried before giving up, by default.
pub const DEFAULT_BUDGET: usize = 20_000;

/// The blocked share the generator is tuned for (the original used 20%).
pub const DEFAULT_DENSITY: f64 = 0.2;

/// The highest blocked share accepted.
pub const MAX_DENSITY: f64 = 0.8;

/// The side of a square board on which `rotations` turns come easily at
/// [`DEFAULT_DENSITY`]: 6 + ⌈rotations / 2⌉ cells, at least 8 (8×8 up to 4 turns,
/// 10×10 for 8, 12×12 for 12, 16×16 for 20, 19×19 for 25). Measured at 20%
/// blocked, at least 1.5% of such boards have a goal at exactly that depth up to
/// 25 turns whatever the trap setting (a few % for 12–20 turns, most boards for
/// shallow ones), so [`DEFAULT_BUDGET`] boards practically never run out.
pub fn suggested_side(rotations: usize) -> usize {
    (6 + rotations.div_ceil(2)).clamp(8, MAX_SIDE)
}

/// Makes a puzzle on a `width`×`height` board with `density` of its cells blocked
/// whose minimum is exactly `rotations` turns, with the trap setting honoured,
/// trying at most `budget` boards.
pub fn generate(
    width: usize,
    height: usize,
    density: f64,
    rotations: usize,
    traps: Traps,
    rng: &mut ChaCha8Rng,
    budget: usize,
) -> Result<Puzzle, GenerateFault> {
    check_request(width, height, density, rotations, budget)?;
    let mut work = Workspace::new(width, height);
    let mut tally = Tally::default();
    for _ in 0..budget {
        tally.boards += 1;
        let ball = work.draw_board(density, rng);
        tally.deepest = tally.deepest.max(work.explore(ball));
        if let Some(goal) = work.pick_goal(rotations, traps, rng, &mut tally) {
            let board = Board::from_open(width, height, work.open.clone());
            return Puzzle::new(board, work.cell(ball), work.cell(goal))
                .map_err(GenerateFault::Inconsistent);
        }
    }
    Err(GenerateFault::NotFound {
        width,
        height,
        density,
        rotations,
        traps,
        boards: tally.boards,
        deepest: tally.deepest,
        trap_misses: tally.trap_misses,
    })
}

fn check_request(
    width: usize,
    height: usize,
    density: f64,
    rotations: usize,
    budget: usize,
) -> Result<(), GenerateFault> {
    let side = MIN_SIDE..=MAX_SIDE;
    if !side.contains(&width) || !side.contains(&height) {
        return Err(GenerateFault::Size { width, height });
    }
    if !(0.0..=MAX_DENSITY).contains(&density) {
        return Err(GenerateFault::Density { density });
    }
    if rotations == 0 || rotations >= 4 * width * height {
        return Err(GenerateFault::Rotations {
            rotations,
            width,
            height,
        });
    }
    if budget == 0 {
        return Err(GenerateFault::Budget);
    }
    Ok(())
}

/// What the boards tried so far showed.
#[derive(Debug, Default)]
struct Tally {
    boards: usize,
    deepest: usize,
    /// Boards with a cell at the asked depth where the trap setting failed for all.
    trap_misses: usize,
}
