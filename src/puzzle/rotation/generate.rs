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

use std::fmt;

use rand_chacha::ChaCha8Rng;

use super::board::{Board, Cell, MAX_SIDE, MIN_SIDE, Puzzle, RotationFault};
use crate::puzzle::random::below;

/// Boards tried before giving up, by default.
pub const DEFAULT_BUDGET: usize = 20_000;

/// The blocked share the generator is tuned for (the original used 20%).
pub const DEFAULT_DENSITY: f64 = 0.2;

/// The highest blocked share accepted.
pub const MAX_DENSITY: f64 = 0.8;

/// Whether a puzzle may, must not, or must have trap states.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Traps {
    /// Every reachable state can still reach the goal.
    Avoid,
    /// Either way.
    Allow,
    /// At least one reachable state can no longer reach the goal.
    Require,
}

impl Traps {
    pub const ALL: [Traps; 3] = [Traps::Avoid, Traps::Allow, Traps::Require];

    /// `"avoid"`, `"allow"` or `"require"`.
    pub fn name(self) -> &'static str {
        match self {
            Traps::Avoid => "avoid",
            Traps::Allow => "allow",
            Traps::Require => "require",
        }
    }

    pub fn from_name(name: &str) -> Option<Traps> {
        Traps::ALL.into_iter().find(|t| t.name() == name)
    }

    fn holds(self, trap_states: usize) -> bool {
        match self {
            Traps::Avoid => trap_states == 0,
            Traps::Allow => true,
            Traps::Require => trap_states > 0,
        }
    }
}

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

/// Marks a state not reached.
const NONE: u16 = u16::MAX;

/// Buffers reused from board to board. Cells are row-major indices, states are
/// cell × 4 + gravity (South 0, East 1, North 2, West 3: `R` adds 1, `L` adds 3).
struct Workspace {
    width: usize,
    height: usize,
    open: Vec<bool>,
    /// A permutation of the cells; its first `blocked` entries are blocked.
    order: Vec<u16>,
    /// Per cell and gravity, where a ball there comes to rest (open cells only).
    rest: Vec<[u16; 4]>,
    /// Per state, its depth from the start, or NONE.
    depth: Vec<u16>,
    /// Reachable states in the order reached.
    queue: Vec<u16>,
    /// Per cell, its least depth over the four gravities, or NONE.
    cell_depth: Vec<u16>,
    candidates: Vec<u16>,
    /// Predecessors of each state, compressed (see `build_predecessors`).
    pred_start: Vec<u32>,
    preds: Vec<u16>,
    /// Where the next predecessor of each state goes while `preds` is filled.
    cursor: Vec<u32>,
    /// Per state, the goal check that last found it alive (see `alive_count`).
    alive_mark: Vec<u32>,
    mark: u32,
    stack: Vec<u16>,
}

impl Workspace {
    fn new(width: usize, height: usize) -> Workspace {
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

    fn cell(&self, index: u16) -> Cell {
        let index = usize::from(index);
        [index % self.width, index / self.width]
    }

    /// Draws a board and drops the ball; returns the cell where it rests.
    fn draw_board(&mut self, density: f64, rng: &mut ChaCha8Rng) -> u16 {
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
    fn explore(&mut self, ball: u16) -> usize {
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

    /// A goal cell at exactly `rotations`, uniform among those where the trap
    /// setting holds, if any.
    fn pick_goal(
        &mut self,
        rotations: usize,
        traps: Traps,
        rng: &mut ChaCha8Rng,
        tally: &mut Tally,
    ) -> Option<u16> {
        self.candidates.clear();
        let cells = self.cell_depth.len();
        let at_depth = (0..cells as u16)
            .filter(|&c| usize::from(self.cell_depth[usize::from(c)]) == rotations);
        self.candidates.extend(at_depth);
        if self.candidates.is_empty() {
            return None;
        }
        if traps == Traps::Allow {
            return Some(self.candidates[below(rng, self.candidates.len())]);
        }
        self.build_predecessors();
        while !self.candidates.is_empty() {
            let goal = self
                .candidates
                .swap_remove(below(rng, self.candidates.len()));
            if traps.holds(self.queue.len() - self.alive_count(goal)) {
                return Some(goal);
            }
        }
        tally.trap_misses += 1;
        None
    }

    /// Predecessor lists of the reachable states: state t's are
    /// `preds[pred_start[t]..pred_start[t + 1]]`.
    fn build_predecessors(&mut self) {
        self.pred_start.fill(0);
        for &s in &self.queue {
            for t in successors(&self.rest, s) {
                self.pred_start[usize::from(t) + 1] += 1;
            }
        }
        for i in 1..self.pred_start.len() {
            self.pred_start[i] += self.pred_start[i - 1];
        }
        self.cursor.clear();
        self.cursor.extend_from_slice(&self.pred_start);
        self.preds.clear();
        self.preds.resize(self.queue.len() * 2, 0);
        for &s in &self.queue {
            for t in successors(&self.rest, s) {
                let slot = &mut self.cursor[usize::from(t)];
                self.preds[*slot as usize] = s;
                *slot += 1;
            }
        }
    }

    /// How many reachable states can reach a state resting on `goal`.
    fn alive_count(&mut self, goal: u16) -> usize {
        self.mark += 1;
        let mark = self.mark;
        self.stack.clear();
        for g in 0..4 {
            let s = goal * 4 + g;
            if self.depth[usize::from(s)] != NONE {
                self.alive_mark[usize::from(s)] = mark;
                self.stack.push(s);
            }
        }
        let mut count = self.stack.len();
        while let Some(t) = self.stack.pop() {
            let t = usize::from(t);
            let range = self.pred_start[t] as usize..self.pred_start[t + 1] as usize;
            for k in range {
                let s = usize::from(self.preds[k]);
                if self.alive_mark[s] != mark {
                    self.alive_mark[s] = mark;
                    count += 1;
                    self.stack.push(s as u16);
                }
            }
        }
        count
    }
}

/// The two states one turn from `s` given the slide table: clockwise, then
/// anticlockwise.
fn successors(rest: &[[u16; 4]], s: u16) -> [u16; 2] {
    let (cell, g) = (usize::from(s / 4), usize::from(s % 4));
    [(g + 1) % 4, (g + 3) % 4].map(|g| rest[cell][g] * 4 + g as u16)
}

/// Why no puzzle was made.
#[derive(Debug, Clone, PartialEq)]
pub enum GenerateFault {
    /// A side outside 2–[`MAX_SIDE`].
    Size { width: usize, height: usize },
    /// A blocked share outside 0–[`MAX_DENSITY`] (or not a number).
    Density { density: f64 },
    /// No turns, or more than the board has states.
    Rotations {
        rotations: usize,
        width: usize,
        height: usize,
    },
    /// A budget of no boards.
    Budget,
    /// `boards` boards tried, none with a goal exactly `rotations` turns away (with
    /// the trap setting honoured); `deepest` is the deepest goal any of them offered.
    NotFound {
        width: usize,
        height: usize,
        density: f64,
        rotations: usize,
        traps: Traps,
        boards: usize,
        deepest: usize,
        trap_misses: usize,
    },
    /// The generator made a puzzle the model refuses: a bug.
    Inconsistent(RotationFault),
}

impl fmt::Display for GenerateFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateFault::Size { width, height } => write!(
                f,
                "a board of {width}×{height} cells is not allowed: each side must be \
                 {MIN_SIDE}–{MAX_SIDE} cells"
            ),
            GenerateFault::Density { density } => write!(
                f,
                "a blocked share of {density} is not allowed: use 0–{MAX_DENSITY} (e.g. \
                 {DEFAULT_DENSITY} for a fifth of the cells)"
            ),
            GenerateFault::Rotations {
                rotations,
                width,
                height,
            } => write!(
                f,
                "{rotations} rotations cannot be asked of the {width}×{height} board: ask for \
                 at least 1 and fewer than its {} (cell, gravity) states",
                4 * width * height
            ),
            GenerateFault::Budget => f.write_str("a budget of 0 boards cannot make a puzzle"),
            GenerateFault::NotFound {
                width,
                height,
                density,
                rotations,
                traps,
                boards,
                deepest,
                trap_misses,
            } => {
                write!(
                    f,
                    "no {width}×{height} board with {:.0}% blocked had a goal exactly {rotations} \
                     turns from the start (traps: {}) in {}; the deepest goal seen was \
                     {deepest} turns away",
                    density * 100.0,
                    traps.name(),
                    plural(*boards, "board")
                )?;
                if *trap_misses > 0 {
                    write!(
                        f,
                        "; {} had such a goal but not with traps = \"{}\"",
                        plural(*trap_misses, "board"),
                        traps.name()
                    )?;
                }
                advice(f, *width.min(height), *rotations, *trap_misses)
            }
            GenerateFault::Inconsistent(fault) => {
                write!(f, "the generator made an invalid puzzle (a bug): {fault}")
            }
        }
    }
}

impl std::error::Error for GenerateFault {}

/// "1 board", "2 boards".
fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("{count} {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// What to change when no board had a goal at the asked depth.
fn advice(
    f: &mut fmt::Formatter<'_>,
    side: usize,
    rotations: usize,
    trap_misses: usize,
) -> fmt::Result {
    let suggested = suggested_side(rotations);
    if side < suggested {
        write!(
            f,
            ". Deep puzzles need bigger boards: about {suggested}×{suggested} for {rotations} \
             turns at {:.0}% blocked",
            DEFAULT_DENSITY * 100.0
        )
    } else if trap_misses > 0 {
        f.write_str(". Allow traps, or ask for a bigger budget")
    } else {
        f.write_str(". Try 20–25% blocked (the deepest boards), or a bigger budget")
    }
}
