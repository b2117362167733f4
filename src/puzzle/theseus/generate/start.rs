//! Where the pieces may start on a searched board: every state whose distance
//! lies in the asked band and is more than Theseus's plain walk to the exit (so
//! the Minotaur always matters), in state order; and among them one whose
//! reachable states meet the floors for dead ends and lost states.

use std::collections::VecDeque;
use std::ops::RangeInclusive;

use super::super::analysis::{Analysis, analyse};
use super::super::board::{Cell, Puzzle};
use super::super::moves::Move;
use super::super::rules::Rules;
use super::search::Search;

/// Starts compared for their traps (spread over the list).
const LOOKS: usize = 64;

/// The allowed starts of one board.
pub struct Starts {
    states: Vec<(Cell, Cell)>,
}

impl Starts {
    /// The allowed starts of the board under search (evaluated).
    pub fn of(search: &Search, band: &RangeInclusive<usize>) -> Starts {
        let rules = search.rules();
        let walks = walks_out(rules);
        let mut states = Vec::new();
        for (state, &distance) in search.retro.distance.iter().enumerate() {
            let distance = distance as usize;
            if distance == 0 || !band.contains(&distance) {
                continue;
            }
            let (t, m) = rules.squares(state as u32);
            if distance > walks[t] {
                states.push((search.board.cell(t), search.board.cell(m)));
            }
        }
        Starts { states }
    }

    pub fn len(&self) -> usize {
        self.states.len()
    }

    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// Every allowed start: Theseus, Minotaur.
    pub fn all(&self) -> &[(Cell, Cell)] {
        &self.states
    }

    /// Of up to [`LOOKS`] starts spread evenly over the list from `from`, the
    /// one with the most dead-end and lost states within reach, as a puzzle on
    /// the searched board; `None` when the list is empty.
    pub fn most_trapping(&self, search: &Search, from: usize) -> Option<(Puzzle, Analysis)> {
        let n = self.states.len();
        let looks = LOOKS.min(n);
        let mut best: Option<(usize, Puzzle, Analysis)> = None;
        for k in 0..looks {
            let (theseus, minotaur) = self.states[(from + k * n / looks) % n];
            let Ok(puzzle) = Puzzle::new(search.board.clone(), theseus, minotaur) else {
                continue;
            };
            let analysis = analyse(&puzzle);
            let traps = analysis.dead_end_states + analysis.lost_states;
            if best.as_ref().is_none_or(|(most, _, _)| traps > *most) {
                best = Some((traps, puzzle, analysis));
            }
        }
        best.map(|(_, puzzle, analysis)| (puzzle, analysis))
    }
}

/// Per square, the moves out with no Minotaur (0 where the exit cannot be reached).
fn walks_out(rules: &Rules) -> Vec<usize> {
    let mut walk = vec![0usize; rules.cells];
    walk[rules.exit] = 1;
    let mut queue = VecDeque::from([rules.exit]);
    while let Some(at) = queue.pop_front() {
        for step in [Move::Up, Move::Down, Move::Left, Move::Right] {
            if let Some(to) = rules.step(at, step)
                && walk[to] == 0
            {
                walk[to] = walk[at] + 1;
                queue.push_back(to);
            }
        }
    }
    walk
}
