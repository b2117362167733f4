//! The exact solver: a breadth-first search over (Theseus, Minotaur) states from
//! the start, trying Theseus's moves in the order `U D L R W`. The first state
//! found with Theseus on the exit square ends the search: the escape from it is
//! one move more, and no shorter one exists (states leave the queue in order of
//! their distance from the start). The path back through first-found parents is
//! the solution printed.

use super::board::Puzzle;
use super::moves::Move;
use super::rules::Rules;

/// Marks a state not yet reached.
const UNSEEN: u32 = u32::MAX;

/// A shortest escape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// Every move, the last one through the exit.
    pub moves: Vec<Move>,
    /// (Theseus, Minotaur) square indices before each move: `states[0]` is the
    /// start, `states[k]` the position after `k` moves.
    pub states: Vec<(usize, usize)>,
}

impl Solution {
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    pub fn waits(&self) -> usize {
        self.moves.iter().filter(|&&m| m == Move::Wait).count()
    }
}

/// The search's memory, kept between puzzles of one size (the generator and
/// the benchmark solve many).
#[derive(Debug, Default)]
pub struct Solver {
    parent: Vec<u32>,
    queue: Vec<u32>,
}

impl Solver {
    pub fn new() -> Solver {
        Solver::default()
    }

    /// A shortest escape from the puzzle's start, or `None` when there is none.
    pub fn solve(&mut self, p: &Puzzle) -> Option<Solution> {
        let rules = Rules::new(&p.board);
        let start = rules.start(p);
        let last = self.search(&rules, start)?;
        Some(self.path_to(&rules, last))
    }

    /// The minimum number of moves from `start`, or `None`.
    pub fn min_moves(&mut self, rules: &Rules, start: u32) -> Option<usize> {
        let last = self.search(rules, start)?;
        let mut moves = 1;
        let mut s = last;
        while self.parent[s as usize] != s {
            s = self.parent[s as usize];
            moves += 1;
        }
        Some(moves)
    }

    /// The breadth-first search; the first state reached with Theseus on the exit.
    fn search(&mut self, rules: &Rules, start: u32) -> Option<u32> {
        let states = rules.cells * rules.cells;
        self.parent.clear();
        self.parent.resize(states, UNSEEN);
        self.queue.clear();
        self.parent[start as usize] = start;
        self.queue.push(start);
        let mut head = 0;
        while let Some(&s) = self.queue.get(head) {
            head += 1;
            let (t, m) = rules.squares(s);
            if t == rules.exit {
                return Some(s);
            }
            for step in Move::ALL {
                let Some(to) = rules.step(t, step) else {
                    continue;
                };
                if to == m {
                    continue;
                }
                let chased = rules.chase(m, to);
                if chased == to {
                    continue;
                }
                let next = rules.state(to, chased);
                if self.parent[next as usize] == UNSEEN {
                    self.parent[next as usize] = s;
                    self.queue.push(next);
                }
            }
        }
        None
    }

    /// The moves from the start to `last` and out through the exit.
    fn path_to(&self, rules: &Rules, last: u32) -> Solution {
        let mut chain = vec![last];
        let mut s = last;
        while self.parent[s as usize] != s {
            s = self.parent[s as usize];
            chain.push(s);
        }
        chain.reverse();
        let states: Vec<(usize, usize)> = chain.iter().map(|&s| rules.squares(s)).collect();
        let mut moves: Vec<Move> = states
            .windows(2)
            .map(|pair| move_between(rules, pair[0].0, pair[1].0))
            .collect();
        moves.push(rules.exit_move);
        Solution { moves, states }
    }
}

/// The move that takes Theseus from square `from` to `to` (a neighbour or itself).
fn move_between(rules: &Rules, from: usize, to: usize) -> Move {
    Move::ALL
        .into_iter()
        .find(|&m| rules.step(from, m) == Some(to))
        .unwrap_or(Move::Wait)
}
