//! The exact solver, the checker's half: it shares no search code with the
//! generator, only the board's mechanic ([`Board::slide`]).
//!
//! A state is (cell, gravity) with the ball at rest: 4 per cell. [`analyse`] runs
//! one breadth-first search from (ball, south), trying `R` before `L` from every
//! state, and keeps each state's first-found parent. That gives the true minimum
//! number of turns and, among all shortest solutions, the one that comes first
//! when turn strings are ordered with `R` before `L` (BFS with ordered children
//! reaches every state first along its smallest shortest path, and the states of
//! each depth leave the queue in that order). The goal counts only where the ball
//! comes to rest on it, under any gravity; sliding over it does nothing.
//!
//! Trap states are reachable states from which no goal state can be reached; a
//! reverse search from the reachable goal states, along the reachable states'
//! turns backwards, finds the rest. Every state on a shortest solution can still
//! reach the goal (along the rest of that solution), so the printed solution never
//! passes through a trap. When the goal cannot be reached at all, every reachable
//! state is a trap.
//!
//! [`min_turns_by_axis`] is the note's independent cross-check: from (c, south)
//! and (c, north) the two turns lead to the same two states (the ball slides east
//! or west), and likewise for east and west, so (cell, axis) gives the same minimum.

use std::collections::VecDeque;

use super::board::{Board, Cell, Gravity, Puzzle, RotationFault, Turn};

/// One turn of a solution and where it leaves the ball.
#[derive(Debug, Clone, PartialEq)]
pub struct Move {
    pub turn: Turn,
    /// The way the ball slides after the turn, in board terms.
    pub gravity: Gravity,
    /// Where the ball comes to rest.
    pub rest: Cell,
}

/// A sequence of turns that brings the ball to rest on the goal.
#[derive(Debug, Clone, PartialEq)]
pub struct Solution {
    /// The turns as the JSON form writes them, e.g. `"RLLR"`.
    pub turns: String,
    pub moves: Vec<Move>,
}

/// What the exact search found.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    /// The first shortest solution with `R` before `L`; `None` when unsolvable.
    pub solution: Option<Solution>,
    /// The minimum number of turns; `None` when unsolvable.
    pub rotations: Option<usize>,
    /// (cell, gravity) states reachable from the start, the start included.
    pub reachable_states: usize,
    /// Reachable states from which the ball can no longer come to rest on the goal.
    pub trap_states: usize,
}

/// Marks a state not yet reached.
const UNSEEN: u32 = u32::MAX;

/// Solves a puzzle exactly; see the module header for the tie-breaking rule.
pub fn analyse(p: &Puzzle) -> Analysis {
    let search = Forward::run(p);
    let alive = search.alive_count(p);
    let solution = search
        .first_goal
        .map(|goal| search.solution_to(&p.board, goal));
    Analysis {
        rotations: solution.as_ref().map(|s| s.moves.len()),
        solution,
        reachable_states: search.order.len(),
        trap_states: search.order.len() - alive,
    }
}

/// Replays a turn string from the ball's starting rest, turn by turn. The puzzle
/// is solved by it when the last move rests on the goal.
pub fn replay(p: &Puzzle, turns: &str) -> Result<Vec<Move>, RotationFault> {
    let mut at = p.ball;
    let mut gravity = Gravity::South;
    let mut moves = Vec::with_capacity(turns.len());
    for (i, character) in turns.chars().enumerate() {
        let turn = Turn::from_letter(character).ok_or(RotationFault::BadTurn {
            position: i + 1,
            character,
        })?;
        gravity = gravity.turned(turn);
        at = p.board.slide(at, gravity);
        moves.push(Move {
            turn,
            gravity,
            rest: at,
        });
    }
    Ok(moves)
}

/// A state as one number: the cell's row-major index × 4 + the gravity's index.
fn state(board: &Board, c: Cell, g: Gravity) -> u32 {
    (board.index(c) * 4 + g.index()) as u32
}

fn unpack(board: &Board, s: u32) -> (Cell, Gravity) {
    let s = s as usize;
    (board.cell(s / 4), Gravity::ALL[s % 4])
}

/// The forward breadth-first search and what it leaves behind.
struct Forward {
    /// Per state: the state it was first reached from (the start: itself), or UNSEEN.
    parent: Vec<u32>,
    /// Per state: its two successors, `R` first (filled for reachable states).
    next: Vec<[u32; 2]>,
    /// The reachable states in the order they were reached.
    order: Vec<u32>,
    /// The first goal state reached.
    first_goal: Option<u32>,
}

impl Forward {
    fn run(p: &Puzzle) -> Forward {
        let board = &p.board;
        let states = board.width() * board.height() * 4;
        let start = state(board, p.ball, Gravity::South);
        let mut search = Forward {
            parent: vec![UNSEEN; states],
            next: vec![[UNSEEN; 2]; states],
            order: Vec::with_capacity(states),
            first_goal: None,
        };
        search.parent[start as usize] = start;
        search.order.push(start);
        let mut head = 0;
        while let Some(&s) = search.order.get(head) {
            head += 1;
            search.expand(p, s);
        }
        search
    }

    fn expand(&mut self, p: &Puzzle, s: u32) {
        let (at, gravity) = unpack(&p.board, s);
        for (k, turn) in Turn::ALL.into_iter().enumerate() {
            let g = gravity.turned(turn);
            let rest = p.board.slide(at, g);
            let t = state(&p.board, rest, g);
            self.next[s as usize][k] = t;
            if self.parent[t as usize] == UNSEEN {
                self.parent[t as usize] = s;
                self.order.push(t);
                if rest == p.goal && self.first_goal.is_none() {
                    self.first_goal = Some(t);
                }
            }
        }
    }

    /// The moves from the start to `goal`, following first-found parents back.
    fn solution_to(&self, board: &Board, goal: u32) -> Solution {
        let mut moves = Vec::new();
        let mut s = goal;
        while self.parent[s as usize] != s {
            let from = self.parent[s as usize];
            let (rest, gravity) = unpack(board, s);
            let (_, before) = unpack(board, from);
            let turn = if before.turned(Turn::Clockwise) == gravity {
                Turn::Clockwise
            } else {
                Turn::Anticlockwise
            };
            moves.push(Move {
                turn,
                gravity,
                rest,
            });
            s = from;
        }
        moves.reverse();
        Solution {
            turns: moves.iter().map(|m| m.turn.letter()).collect(),
            moves,
        }
    }

    /// How many reachable states can still reach a goal state: a reverse search
    /// over the reachable states' turns (predecessor lists built in place).
    fn alive_count(&self, p: &Puzzle) -> usize {
        let states = self.parent.len();
        let (start, preds) = self.predecessors(states);
        let mut alive = vec![false; states];
        let mut stack: Vec<u32> = self
            .order
            .iter()
            .copied()
            .filter(|&s| unpack(&p.board, s).0 == p.goal)
            .collect();
        for &s in &stack {
            alive[s as usize] = true;
        }
        let mut count = stack.len();
        while let Some(t) = stack.pop() {
            let range = start[t as usize] as usize..start[t as usize + 1] as usize;
            for &s in &preds[range] {
                if !alive[s as usize] {
                    alive[s as usize] = true;
                    count += 1;
                    stack.push(s);
                }
            }
        }
        count
    }

    /// Predecessor lists of every state, compressed: state t's predecessors are
    /// `preds[start[t]..start[t + 1]]`.
    fn predecessors(&self, states: usize) -> (Vec<u32>, Vec<u32>) {
        let mut start = vec![0u32; states + 1];
        for &s in &self.order {
            for t in self.next[s as usize] {
                start[t as usize + 1] += 1;
            }
        }
        for i in 0..states {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut preds = vec![0u32; self.order.len() * 2];
        for &s in &self.order {
            for t in self.next[s as usize] {
                preds[fill[t as usize] as usize] = s;
                fill[t as usize] += 1;
            }
        }
        (start, preds)
    }
}

/// The minimum number of turns by a separate search over (cell, axis), or `None`
/// when the ball can never come to rest on the goal.
pub fn min_turns_by_axis(p: &Puzzle) -> Option<usize> {
    let board = &p.board;
    // Per (cell, axis): turns to get there; axis 0 = gravity along a column.
    let mut turns: Vec<Option<usize>> = vec![None; board.width() * board.height() * 2];
    let key = |c: Cell, vertical: bool| board.index(c) * 2 + usize::from(!vertical);
    turns[key(p.ball, true)] = Some(0);
    let mut queue = VecDeque::from([(p.ball, true, 0usize)]);
    while let Some((at, vertical, depth)) = queue.pop_front() {
        let across = if vertical {
            [Gravity::East, Gravity::West]
        } else {
            [Gravity::South, Gravity::North]
        };
        for g in across {
            let rest = board.slide(at, g);
            if rest == p.goal {
                return Some(depth + 1);
            }
            let slot = &mut turns[key(rest, !vertical)];
            if slot.is_none() {
                *slot = Some(depth + 1);
                queue.push_back((rest, !vertical, depth + 1));
            }
        }
    }
    None
}
