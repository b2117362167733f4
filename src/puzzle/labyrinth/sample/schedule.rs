//! The order and budget of the exact samplers: which one to try first, how many
//! rounds of attempts before the exchange walk takes over, and the buffers all
//! methods share for one board size and wall count.

use rand_chacha::ChaCha8Rng;

use super::dual::Dual;
use super::exchange::exchange_steps;
use super::subsets::DisjointSets;
use super::wilson::Tree;
use super::{Draw, Method};
use crate::puzzle::labyrinth::board::{Board, Grid, check_request};

/// Beyond this many extra passages the tree sampler is not tried: its acceptance,
/// at most τ_min(k)/E[τ(H)], is hopeless there and each attempt costs O(k³).
const MAX_EXTRAS: usize = 64;

/// The exact phase gets (walk steps × this ÷ squares) rounds: a round costs
/// about as much as squares ÷ 8 walk steps, so the exact phase costs about as much
/// as the walk it may save...
const ROUNDS_PER_STEP_SQUARE: usize = 8;
/// ...but at least this ÷ squares rounds (4,096 on 6×6, a few milliseconds on any
/// board), so small and middling boards practically always get an exact draw.
const MIN_ROUND_SQUARES: usize = 4096 * 36;

/// Buffers for drawing boards of one size and wall count.
pub(super) struct Sampler {
    pub(super) grid: Grid,
    pub(super) dual: Dual,
    pub(super) walls: usize,
    /// Extra passages beyond a spanning tree.
    pub(super) extras: usize,
    /// The slots in a persistent random order (a prefix is a uniform subset).
    pub(super) order: Vec<u32>,
    pub(super) sets: DisjointSets,
    pub(super) tree: Tree,
    /// The non-tree slots; the first `extras` become open passages.
    pub(super) non_tree: Vec<u32>,
    /// (tree edge as its child square, extra index, direction) for each step of
    /// each extra's tree path.
    pub(super) steps: Vec<(u32, u32, i8)>,
    pub(super) gram: Vec<f64>,
}

impl Sampler {
    pub(super) fn new(width: usize, height: usize, walls: usize) -> Sampler {
        if let Err(fault) = check_request(width, height, walls) {
            panic!("invalid board request: {fault}");
        }
        let grid = Grid::new(width, height);
        let dual = Dual::new(grid);
        let squares = grid.squares();
        Sampler {
            grid,
            extras: grid.slots() - walls - (squares - 1),
            order: (0..grid.slots() as u32).collect(),
            sets: DisjointSets::new(dual.vertices),
            tree: Tree::new(grid),
            non_tree: Vec::with_capacity(grid.slots()),
            steps: Vec::new(),
            gram: Vec::new(),
            dual,
            walls,
        }
    }

    pub(super) fn draw(&mut self, rng: &mut ChaCha8Rng) -> Draw {
        let steps = exchange_steps(self.walls, self.grid.slots());
        let squares = self.grid.squares();
        let rounds = (steps * ROUNDS_PER_STEP_SQUARE).max(MIN_ROUND_SQUARES) / squares;
        let order = if self.extras <= self.walls {
            [Method::TreeAndExtras, Method::Subsets]
        } else {
            [Method::Subsets, Method::TreeAndExtras]
        };
        let mut attempts = 0;
        for _ in 0..rounds {
            for method in order {
                if method == Method::TreeAndExtras && self.extras > MAX_EXTRAS {
                    continue;
                }
                attempts += 1;
                if let Some(board) = self.attempt(method, rng) {
                    return Draw {
                        board,
                        method,
                        attempts,
                    };
                }
            }
        }
        Draw {
            board: self.exchange(steps, rng),
            method: Method::Exchange,
            attempts,
        }
    }

    /// One attempt of `method`: the board when accepted.
    pub(super) fn attempt(&mut self, method: Method, rng: &mut ChaCha8Rng) -> Option<Board> {
        let slots: &[u32] = match method {
            Method::Subsets => self.try_subsets(rng).then(|| &self.order[..self.walls])?,
            Method::TreeAndExtras => {
                let accepted = self.try_tree_and_extras(rng);
                accepted.then(|| &self.non_tree[self.extras..])?
            }
            Method::Exchange => {
                let steps = exchange_steps(self.walls, self.grid.slots());
                return Some(self.exchange(steps, rng));
            }
        };
        Some(board_from_slots(self.grid, slots))
    }
}

fn board_from_slots(grid: Grid, slots: &[u32]) -> Board {
    let mut is_wall = vec![false; grid.slots()];
    for &slot in slots {
        is_wall[slot as usize] = true;
    }
    Board::from_walls(grid, &is_wall)
}
