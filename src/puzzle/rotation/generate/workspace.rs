//! The generator's own search, sharing nothing with the checker in `solve.rs`:
//! boards drawn into reused buffers, a slide table built by sweeps, and a
//! breadth-first search over (cell, gravity) from the dropped ball.

use rand_chacha::ChaCha8Rng;

use crate::puzzle::random::below;
use crate::puzzle::rotation::board::Cell;

/// Marks a state not reached.
pub(super) const NONE: u16 = u16::MAX;

/// Buffers reused from board to board. Cells are row-major indices, states are
/// cell × 4 + gravity (South 0, East 1, North 2, West 3: `R` adds 1, `L` adds 3).
pub(super) struct Workspace {
    pub(super) width: usize,
    pub(super) height: usize,
    pub(super) open: Vec<bool>,
    /// A permutation of the cells; its first `blocked` entries are blocked.
    pub(super) order: Vec<u16>,
    /// Per cell and gravity, where a ball there comes to rest (open cells only).
    pub(super) rest: Vec<[u16; 4]>,
    /// Per state, its depth from the start, or NONE.
    pub(super) depth: Vec<u16>,
    /// Reachable states in the order reached.
    pub(super) queue: Vec<u16>,
    /// Per cell, its least depth over the four gravities, or NONE.
    pub(super) cell_depth: Vec<u16>,
    pub(super) candidates: Vec<u16>,
    /// Predecessors of each state, compressed (see `build_predecessors`).
    pub(super) pred_start: Vec<u32>,
    pub(super) preds: Vec<u16>,
    /// Where the next predecessor of each state goes while `preds` is filled.
    pub(super) cursor: Vec<u32>,
    /// Per state, the goal check that last found it alive (see `alive_count`).
    pub(super) alive_mark: Vec<u32>,
    pub(super) mark: u32,
    pub(super) stack: Vec<u16>,
}

impl Workspace {
    pub(super) fn new(width: usize, height: usize) -> Workspace {
        let cells = width * height;
        Workspace {
            width,
            height,
            open: vec![true; cells],
            order: Vec::with_capacity(cells),
            rest: vec![[0; 4]; cells],
            depth: vec![NONE; cells * 4],
            queue: Vec::with_capacity(cells * 4),
            cell_depth: vec![NONE; cells],
            candidates: Vec::new(),
            pred_start: vec![0; cells * 4 + 1],
            preds: Vec::with_capacity(cells * 8),
            cursor: Vec::with_capacity(cells * 4 + 1),
            alive_mark: vec![0; cells * 4],
            mark: 0,
            stack: Vec::new(),
        }
    }

    pub(super) fn cell(&self, index: u16) -> Cell {
        let index = usize::from(index);
        [index % self.width, index / self.width]
    }

    /// Draws a board and drops the ball; returns the cell where it rests.
    pub(super) fn draw_board(&mut self, density: f64, rng: &mut ChaCha8Rng) -> u16 {
        let cells = self.open.len();
        let blocked = ((density * cells as f64).round() as usize).min(cells - 1);
        self.order.clear();
        self.order.extend(0..cells as u16);
        for i in 0..blocked {
            let j = i + below(rng, cells - i);
            self.order.swap(i, j);
        }
        self.open.fill(true);
        for &cell in &self.order[..blocked] {
            self.open[usize::from(cell)] = false;
        }
        self.build_rest();
        let from = self.order[blocked + below(rng, cells - blocked)];
        self.rest[usize::from(from)][0]
    }

    /// Fills the slide table: one sweep per gravity, from the edge it points to.
    fn build_rest(&mut self) {
        let (w, h) = (self.width, self.height);
        for x in 0..w {
            self.sweep((0..h).rev().map(|y| y * w + x), 0); // south
            self.sweep((0..h).map(|y| y * w + x), 2); // north
        }
        for y in 0..h {
            self.sweep((0..w).rev().map(|x| y * w + x), 1); // east
            self.sweep((0..w).map(|x| y * w + x), 3); // west
        }
    }

    /// Walks a line of cells starting at the edge gravity `g` points to: each open
    /// cell rests where its downhill neighbour rests, or on itself.
    fn sweep(&mut self, line: impl Iterator<Item = usize>, g: usize) {
        let mut downhill: Option<u16> = None;
        for cell in line {
            if self.open[cell] {
                let rest = downhill.unwrap_or(cell as u16);
                self.rest[cell][g] = rest;
                downhill = Some(rest);
            } else {
                downhill = None;
            }
        }
    }

    /// Breadth-first search over resting states from (ball, south); returns the
    /// deepest goal this board offers (the greatest least depth of a cell).
    pub(super) fn explore(&mut self, ball: u16) -> usize {
        self.depth.fill(NONE);
        self.cell_depth.fill(NONE);
        self.queue.clear();
        let start = ball * 4;
        self.depth[usize::from(start)] = 0;
        self.cell_depth[usize::from(ball)] = 0;
        self.queue.push(start);
        let mut head = 0;
        while head < self.queue.len() {
            let s = self.queue[head];
            head += 1;
            let next_depth = self.depth[usize::from(s)] + 1;
            for t in successors(&self.rest, s) {
                if self.depth[usize::from(t)] == NONE {
                    self.depth[usize::from(t)] = next_depth;
                    let cell = usize::from(t / 4);
                    self.cell_depth[cell] = self.cell_depth[cell].min(next_depth);
                    self.queue.push(t);
                }
            }
        }
        let reached = self.cell_depth.iter().filter(|&&d| d != NONE);
        reached.max().map_or(0, |&d| usize::from(d))
    }
}

/// The two states one turn from `s` given the slide table: clockwise, then
/// anticlockwise.
pub(super) fn successors(rest: &[[u16; 4]], s: u16) -> [u16; 2] {
    let (cell, g) = (usize::from(s / 4), usize::from(s % 4));
    [(g + 1) % 4, (g + 3) % 4].map(|g| rest[cell][g] * 4 + g as u16)
}
