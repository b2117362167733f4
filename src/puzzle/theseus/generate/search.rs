//! The local search over boards: walls put up or taken down one at a time (and
//! now and then the exit moved along the border), each board valued by its
//! longest start ([`Retro`]), accepted by the Metropolis rule with a cooling
//! schedule, restarted from the best board so far or afresh. Nothing is
//! allocated per step; randomness is drawn only through `below`.

use rand_chacha::ChaCha8Rng;

use super::super::board::{Board, Cell, Exit, Side};
use super::super::fault::TheseusFault;
use super::super::retro::Retro;
use super::super::rules::Rules;
use crate::math;
use crate::puzzle::random::below;

/// One change to a board, remembered so it can be undone.
#[derive(Debug, Clone, Copy)]
enum Change {
    Wall(Cell, Side),
    Exit(Exit),
}

/// A board under search, with its compiled rules and distance tables.
pub struct Search {
    pub board: Board,
    rules: Rules,
    pub retro: Retro,
    /// Every inner side once (each square's east and south).
    edges: Vec<(Cell, Side)>,
    /// Every place the exit can be.
    exits: Vec<Exit>,
    pub evaluations: u64,
}

/// How long and how hot one annealing run is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Schedule {
    pub steps: u64,
    pub hot: f64,
    pub cold: f64,
    /// What one wall costs against one move of the longest start (fewer walls
    /// are preferred for the same minimum).
    pub wall_cost: f64,
    /// The most inner walls: each one over costs many moves' worth.
    pub max_walls: Option<usize>,
}

impl Search {
    /// An open `width`×`height` board with a random exit.
    pub fn new(width: usize, height: usize, rng: &mut ChaCha8Rng) -> Result<Search, TheseusFault> {
        if width == 0 || height == 0 {
            return Err(TheseusFault::Size { width, height });
        }
        let exits = border_exits(width, height);
        let exit = exits
            .get(below(rng, exits.len().max(1)))
            .copied()
            .ok_or(TheseusFault::Size { width, height })?;
        let board = Board::open(width, height, exit)?;
        let rules = Rules::new(&board);
        let edges = inner_edges(&board);
        Ok(Search {
            board,
            rules,
            retro: Retro::new(),
            edges,
            exits,
            evaluations: 0,
        })
    }

    /// Walls on about `per_mille`/1000 of the inner sides, at random, and a random exit.
    pub fn scatter(&mut self, per_mille: usize, rng: &mut ChaCha8Rng) {
        for &(cell, side) in &self.edges {
            self.board
                .set_wall(cell, side, below(rng, 1000) < per_mille);
        }
        let exit = self.exits[below(rng, self.exits.len())];
        self.apply(Change::Exit(exit));
    }

    /// The board's longest start (moves), after any change.
    pub fn evaluate(&mut self) -> u32 {
        self.rules.update(&self.board);
        self.retro.run(&self.rules);
        self.evaluations += 1;
        self.retro.longest
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The number of inner walls.
    pub fn walls(&self) -> usize {
        self.edges
            .iter()
            .filter(|&&(cell, side)| self.board.walled(cell, side))
            .count()
    }

    /// Every inner side, for passes over all walls.
    pub fn edges(&self) -> &[(Cell, Side)] {
        &self.edges
    }

    fn propose(&mut self, rng: &mut ChaCha8Rng) -> Change {
        if below(rng, 40) == 0 {
            let old = self.board.exit();
            self.apply(Change::Exit(self.exits[below(rng, self.exits.len())]));
            return Change::Exit(old);
        }
        let (cell, side) = self.edges[below(rng, self.edges.len())];
        self.apply(Change::Wall(cell, side));
        Change::Wall(cell, side)
    }

    /// Applies a change; a wall change is its own undo.
    fn apply(&mut self, change: Change) {
        match change {
            Change::Wall(cell, side) => {
                let walled = self.board.walled(cell, side);
                self.board.set_wall(cell, side, !walled);
            }
            Change::Exit(exit) => {
                // Every exit in `exits` is on the border, so this cannot fail.
                let _ = self.board.set_exit(exit);
            }
        }
    }

    fn energy(&self, longest: u32, schedule: &Schedule) -> f64 {
        let walls = self.walls();
        let over = schedule
            .max_walls
            .map_or(0, |most| walls.saturating_sub(most));
        f64::from(longest) - schedule.wall_cost * walls as f64 - 50.0 * over as f64
    }

    /// One annealing run from the current board; keeps the best board seen in
    /// `best` (with its longest start). Stops as soon as a board evaluated
    /// meets `enough` (which sees it evaluated), leaving that board current.
    pub fn anneal(
        &mut self,
        schedule: &Schedule,
        rng: &mut ChaCha8Rng,
        best: &mut Option<(Board, u32)>,
        enough: &dyn Fn(&Search, u32) -> bool,
    ) -> bool {
        let mut longest = self.evaluate();
        keep_if_better(best, longest, &self.board);
        if enough(self, longest) {
            return true;
        }
        let mut energy = self.energy(longest, schedule);
        let ratio = schedule.cold / schedule.hot;
        for step in 0..schedule.steps {
            let progress = step as f64 / schedule.steps as f64;
            let temperature = schedule.hot * math::powf(ratio, progress);
            let change = self.propose(rng);
            let candidate = self.evaluate();
            if enough(self, candidate) {
                keep_if_better(best, candidate, &self.board);
                return true;
            }
            let candidate_energy = self.energy(candidate, schedule);
            let delta = candidate_energy - energy;
            if delta >= 0.0 || accept(rng, delta / temperature) {
                longest = candidate;
                energy = candidate_energy;
                keep_if_better(best, longest, &self.board);
            } else {
                self.apply(change);
            }
        }
        false
    }

    /// Puts a board back under search.
    pub fn reset_to(&mut self, board: &Board) {
        self.board = board.clone();
    }
}

/// Keeps (`board`, `longest`) as the best when it beats it: longer, or as long
/// with fewer walls.
fn keep_if_better(best: &mut Option<(Board, u32)>, longest: u32, board: &Board) {
    let better = match best {
        None => true,
        Some((b, l)) => longest > *l || (longest == *l && board.inner_walls() < b.inner_walls()),
    };
    if better {
        *best = Some((board.clone(), longest));
    }
}

/// The Metropolis rule for a worse candidate: accept with probability e^x (x < 0).
fn accept(rng: &mut ChaCha8Rng, x: f64) -> bool {
    const SCALE: usize = 1 << 20;
    (below(rng, SCALE) as f64) < math::exp(x) * SCALE as f64
}

fn inner_edges(board: &Board) -> Vec<(Cell, Side)> {
    let mut edges = Vec::new();
    for y in 0..board.height() {
        for x in 0..board.width() {
            for side in [Side::East, Side::South] {
                if board.neighbour([x, y], side).is_some() {
                    edges.push(([x, y], side));
                }
            }
        }
    }
    edges
}

/// Every border side of every border square.
fn border_exits(width: usize, height: usize) -> Vec<Exit> {
    let mut exits = Vec::new();
    for x in 0..width {
        exits.push(Exit {
            cell: [x, 0],
            side: Side::North,
        });
        exits.push(Exit {
            cell: [x, height - 1],
            side: Side::South,
        });
    }
    for y in 0..height {
        exits.push(Exit {
            cell: [0, y],
            side: Side::West,
        });
        exits.push(Exit {
            cell: [width - 1, y],
            side: Side::East,
        });
    }
    exits
}
