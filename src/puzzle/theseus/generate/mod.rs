//! Makes Theseus puzzles whose exact minimum lies in an asked band, by local
//! search over boards (the rules note's "a good puzzle is long for few walls").
//!
//! 1. **Search** (`search`): walls scattered at random, then annealed one wall
//!    at a time on the board's longest start, restarting from the best board or
//!    afresh, until some start needs at least the band's lowest count.
//! 2. **Thin**: every wall in turn (in random order) is taken down and left down
//!    when a start in the band still exists: fewer walls for the same minimum.
//! 3. **Start** (`start`): Theseus and the Minotaur are put on a state whose
//!    distance lies in the band and is more than Theseus's plain walk to the
//!    exit: of a few such states spread over the list from a random place, the
//!    one with the most dead-end and lost states within reach (the solver's
//!    measures), so the ladder's boards are as unforgiving as their size allows.
//!
//! Every step is counted in board evaluations, not time, so a seed makes the
//! same puzzle on any machine. The generator's search (`retro`, all positions
//! backward) is not the solver's forward search, and the independent checker
//! shares neither.

pub mod search;
mod start;

use std::ops::RangeInclusive;

use rand_chacha::ChaCha8Rng;

use super::board::Puzzle;
use super::fault::TheseusFault;
use crate::puzzle::random::below;
use search::{Schedule, Search};
pub use start::Starts;

/// What to make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    pub width: usize,
    pub height: usize,
    /// The exact minimum must lie in this band.
    pub moves: RangeInclusive<usize>,
    /// Board evaluations the search may spend.
    pub budget: u64,
    /// The fewest dead-end and lost states within reach of the start.
    pub dead_ends: usize,
    pub lost: usize,
    /// The most inner walls.
    pub max_walls: Option<usize>,
}

/// Why no puzzle was made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GenerateFault {
    #[error(transparent)]
    Board(#[from] TheseusFault),
    #[error(
        "the search spent {evaluations} boards; the longest start found needs {longest} moves \
         and {wanted} were asked"
    )]
    OutOfBudget {
        evaluations: u64,
        longest: usize,
        wanted: usize,
    },
}

/// Inner walls scattered on a fresh board, per thousand sides.
const SCATTER_PER_MILLE: usize = 300;

/// One run's schedule: long enough to settle, hot enough to leave a local top.
fn schedule(target: &Target) -> Schedule {
    let cells = (target.width * target.height) as u64;
    Schedule {
        steps: 40 * cells,
        hot: 2.0,
        cold: 0.2,
        wall_cost: 0.05,
        max_walls: target.max_walls,
    }
}

/// Makes a puzzle for `target`.
pub fn generate(target: &Target, rng: &mut ChaCha8Rng) -> Result<Puzzle, GenerateFault> {
    let (lowest, highest) = (*target.moves.start(), *target.moves.end());
    // The exact minimum aimed at, drawn in the band; thinning brings the board
    // down toward it.
    let aim = lowest + below(rng, highest - lowest + 1);
    let band = aim..=highest;
    let mut search = Search::new(target.width, target.height, rng)?;
    let schedule = schedule(target);
    let mut best = None;
    let mut run = 0u64;
    let enough = |search: &Search, longest: u32| {
        longest as usize >= aim
            && target.max_walls.is_none_or(|most| search.walls() <= most)
            && !Starts::of(search, &band).is_empty()
    };
    while search.evaluations < target.budget {
        match &best {
            Some((board, _)) if run % 2 == 1 => search.reset_to(board),
            _ => search.scatter(SCATTER_PER_MILLE, rng),
        }
        run += 1;
        if search.anneal(&schedule, rng, &mut best, &enough) {
            thin(&mut search, &band, rng);
            search.evaluate();
            let starts = Starts::of(&search, &band);
            let from = below(rng, starts.len().max(1));
            if let Some((puzzle, analysis)) = starts.most_trapping(&search, from)
                && analysis.dead_end_states >= target.dead_ends
                && analysis.lost_states >= target.lost
            {
                return Ok(puzzle);
            }
        }
    }
    Err(GenerateFault::OutOfBudget {
        evaluations: search.evaluations,
        longest: best.map_or(0, |(_, longest)| longest as usize),
        wanted: aim,
    })
}

/// Takes down every wall that can go while a start in the band remains.
fn thin(search: &mut Search, band: &RangeInclusive<usize>, rng: &mut ChaCha8Rng) {
    let mut order: Vec<usize> = (0..search.edges().len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, below(rng, i + 1));
    }
    for index in order {
        let (cell, side) = search.edges()[index];
        if !search.board.walled(cell, side) {
            continue;
        }
        search.board.set_wall(cell, side, false);
        search.evaluate();
        if Starts::of(search, band).is_empty() {
            search.board.set_wall(cell, side, true);
        }
    }
}

/// The longest puzzle the search finds on a `width`×`height` board, searching
/// while `go_on(evaluations so far)` says so (the record table's search: a
/// benchmark stops it by the clock, tests by a count). The board is thinned
/// without shortening its longest start. `None` when no start escapes at all.
pub fn longest(
    width: usize,
    height: usize,
    rng: &mut ChaCha8Rng,
    go_on: &mut dyn FnMut(u64) -> bool,
) -> Result<Option<Puzzle>, GenerateFault> {
    let mut search = Search::new(width, height, rng)?;
    let schedule = Schedule {
        steps: 4000,
        hot: 3.0,
        cold: 0.2,
        wall_cost: 0.0,
        max_walls: None,
    };
    let mut best = None;
    let mut run = 0u64;
    loop {
        match &best {
            Some((board, _)) if run % 2 == 1 => search.reset_to(board),
            _ => search.scatter(SCATTER_PER_MILLE, rng),
        }
        run += 1;
        search.anneal(&schedule, rng, &mut best, &|_, _| false);
        if !go_on(search.evaluations) {
            break;
        }
    }
    let Some((board, longest)) = best else {
        return Ok(None);
    };
    search.reset_to(&board);
    let band = longest as usize..=usize::MAX;
    thin(&mut search, &band, rng);
    search.evaluate();
    let top = search.retro.longest as usize;
    let starts = Starts::of(&search, &(top..=top));
    Ok(starts.most_trapping(&search, 0).map(|(puzzle, _)| puzzle))
}
