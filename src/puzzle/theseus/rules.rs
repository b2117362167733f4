//! The rules as the solver and the generator run them: the board compiled to
//! square indices and open-side masks, Theseus's moves, and the Minotaur's two
//! steps ([`Rules::chase`]). The independent checker (`check`) has its own copy
//! of the rules, written from the note and sharing nothing with this one.
//!
//! A state is (Theseus's square, the Minotaur's square) with Theseus to move,
//! numbered `t * cells + m`.

use super::board::{Board, Cell, Puzzle, Side};
use super::moves::Move;

/// A board compiled for fast play.
#[derive(Debug, Clone)]
pub struct Rules {
    pub width: usize,
    pub cells: usize,
    /// Per square: the sides Theseus and the Minotaur may step through (the exit's
    /// side is closed here: leaving is the winning move, handled apart).
    open: Vec<u8>,
    column: Vec<u8>,
    row: Vec<u8>,
    /// Per square and (way across, way up or down) toward Theseus, each of
    /// −1, 0, +1: where one step of the Minotaur takes it (see [`Rules::chase`]).
    hop: Vec<[u16; 9]>,
    /// The exit square and the move that leaves through it.
    pub exit: usize,
    pub exit_move: Move,
}

impl Rules {
    pub fn new(board: &Board) -> Rules {
        let width = board.width();
        let cells = board.cells();
        let mut rules = Rules {
            width,
            cells,
            open: board.masks().iter().map(|mask| !mask & 0xF).collect(),
            column: (0..cells).map(|i| (i % width) as u8).collect(),
            row: (0..cells).map(|i| (i / width) as u8).collect(),
            hop: vec![[0; 9]; cells],
            exit: board.index(board.exit().cell),
            exit_move: Move::through(board.exit().side),
        };
        rules.fill_hops();
        rules
    }

    /// The Minotaur's one-step rule for every square and every way Theseus may
    /// lie: across to his column if it can, else up or down to his row if it
    /// can, else nowhere.
    fn fill_hops(&mut self) {
        for m in 0..self.cells {
            for (k, (across, upward)) in WAYS.into_iter().enumerate() {
                let mut to = m;
                let sideways = match across {
                    -1 => Some(Side::West),
                    1 => Some(Side::East),
                    _ => None,
                };
                let vertical = match upward {
                    -1 => Some(Side::North),
                    1 => Some(Side::South),
                    _ => None,
                };
                if let Some(side) = sideways.filter(|&s| self.is_open(m, s)) {
                    to = self.across(m, side);
                } else if let Some(side) = vertical.filter(|&s| self.is_open(m, s)) {
                    to = self.across(m, side);
                }
                self.hop[m][k] = to as u16;
            }
        }
    }

    /// Rebuilds the open sides after the board changed (same size).
    pub fn update(&mut self, board: &Board) {
        for (open, mask) in self.open.iter_mut().zip(board.masks()) {
            *open = !mask & 0xF;
        }
        self.exit = board.index(board.exit().cell);
        self.exit_move = Move::through(board.exit().side);
        self.fill_hops();
    }

    pub fn index(&self, c: Cell) -> usize {
        c[1] * self.width + c[0]
    }

    /// The start state of a puzzle.
    pub fn start(&self, p: &Puzzle) -> u32 {
        self.state(self.index(p.theseus), self.index(p.minotaur))
    }

    #[inline]
    pub fn state(&self, theseus: usize, minotaur: usize) -> u32 {
        (theseus * self.cells + minotaur) as u32
    }

    /// (Theseus, Minotaur) of a state.
    #[inline]
    pub fn squares(&self, state: u32) -> (usize, usize) {
        let s = state as usize;
        (s / self.cells, s % self.cells)
    }

    #[inline]
    fn is_open(&self, at: usize, side: Side) -> bool {
        self.open[at] & side.bit() != 0
    }

    /// The square across `side` (which must be open).
    #[inline]
    pub fn across(&self, at: usize, side: Side) -> usize {
        match side {
            Side::North => at - self.width,
            Side::South => at + self.width,
            Side::West => at - 1,
            Side::East => at + 1,
        }
    }

    /// Where Theseus stands after a step or a wait from `at`, if no wall is in
    /// the way (the Minotaur's square is the caller's to refuse).
    #[inline]
    pub fn step(&self, at: usize, m: Move) -> Option<usize> {
        match m.side() {
            None => Some(at),
            Some(side) => self.is_open(at, side).then(|| self.across(at, side)),
        }
    }

    /// One step of the Minotaur at `m` toward Theseus at `t`.
    #[inline]
    fn minotaur_step(&self, m: usize, t: usize) -> usize {
        let across = sign(self.column[m], self.column[t]);
        let upward = sign(self.row[m], self.row[t]);
        usize::from(self.hop[m][across * 3 + upward])
    }

    /// Where the Minotaur stands after its two steps toward Theseus at `t`;
    /// equal to `t` when it caught him (once on his square it stays there).
    #[inline]
    pub fn chase(&self, m: usize, t: usize) -> usize {
        let first = self.minotaur_step(m, t);
        if first == t {
            return t;
        }
        self.minotaur_step(first, t)
    }
}

/// The ways Theseus may lie from the Minotaur, in `hop`'s order: (across, up
/// or down), each −1, 0 or +1; index = (across + 1) · 3 + (up or down + 1).
const WAYS: [(i8, i8); 9] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 0),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// 0, 1 or 2 as `to` is below, equal to or above `from`.
#[inline]
fn sign(from: u8, to: u8) -> usize {
    usize::from(to >= from) + usize::from(to > from)
}
