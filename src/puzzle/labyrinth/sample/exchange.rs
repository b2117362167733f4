//! The exchange walk, the fallback where neither exact sampler is likely to
//! succeed soon: a uniform wall out, a wall into a uniform slot that keeps the
//! board connected. [`WallForest`] keeps the layout as a labelled forest of the
//! dual so each move is cheap; the fairness search moves walls with it too.

use rand_chacha::ChaCha8Rng;

use super::NONE;
use super::dual::{Dual, Incidence};
use super::schedule::Sampler;
use crate::math;
use crate::puzzle::labyrinth::board::{Board, EAST, Grid, NORTH, SOUTH, WEST};
use crate::puzzle::random::below;

/// Random slots tried before the exchange walk lists the valid ones.
const SLOT_TRIES: usize = 32;

/// The walk's distance to uniform, ε = 2^-30, as ln(1/(2ε²)) = 59·ln 2.
const LN_INV_TWO_EPS_SQUARED: f64 = 59.0 * std::f64::consts::LN_2;

/// Steps for the exchange walk with `walls` walls among `slots` slots to come
/// within ε of uniform: r·(ln ln |B| + ln(1/(2ε²))), |B| ≤ 2^slots.
pub fn exchange_steps(walls: usize, slots: usize) -> usize {
    let ln_ln_bases = math::ln(slots.max(2) as f64 * std::f64::consts::LN_2).max(0.0);
    (walls as f64 * (ln_ln_bases + LN_INV_TWO_EPS_SQUARED)).ceil() as usize
}

impl Sampler {
    /// The exchange walk for `steps` steps from a tree-and-extras proposal.
    pub(super) fn exchange(&mut self, steps: usize, rng: &mut ChaCha8Rng) -> Board {
        self.propose_tree_and_extras(rng);
        let start: Vec<u32> = self.non_tree[self.extras..].to_vec();
        let mut forest = WallForest::new(self.grid, &start);
        if forest.wall_count() > 0 {
            for _ in 0..steps {
                forest.step(rng);
            }
        }
        forest.board()
    }
}

/// A connected layout kept as a forest of the dual, with its components labelled,
/// so that whether a slot may take a wall (its ends lie in different components)
/// is one comparison. The exchange walk and the search move walls with it.
#[derive(Debug, Clone)]
pub(crate) struct WallForest {
    grid: Grid,
    dual: Dual,
    incidence: Incidence,
    is_wall: Vec<bool>,
    walls: Vec<u32>,
    /// Slot → its index in `walls` (meaningful only for walls).
    place: Vec<u32>,
    /// Dual vertex → component label; label → component size.
    label: Vec<u32>,
    size: Vec<u32>,
    free: Vec<u32>,
    /// Per square, the open-passage bits N=1 E=2 S=4 W=8.
    open: Vec<u8>,
    stack: Vec<u32>,
    /// The two sides explored when a wall comes out: (vertex, the wall reached by).
    sides: [Vec<(u32, u32)>; 2],
    valid: Vec<u32>,
}

impl WallForest {
    /// The layout with walls in `slots`, which must leave the board connected.
    pub(crate) fn new(grid: Grid, slots: &[u32]) -> WallForest {
        let dual = Dual::new(grid);
        let vertices = dual.vertices;
        let mut is_wall = vec![false; grid.slots()];
        let mut place = vec![NONE; grid.slots()];
        for (i, &slot) in slots.iter().enumerate() {
            is_wall[slot as usize] = true;
            place[slot as usize] = i as u32;
        }
        let mut forest = WallForest {
            grid,
            open: grid.open_sides(&is_wall),
            is_wall,
            walls: slots.to_vec(),
            place,
            label: vec![NONE; vertices],
            size: vec![0; vertices],
            free: Vec::with_capacity(vertices),
            stack: Vec::new(),
            sides: [Vec::new(), Vec::new()],
            valid: Vec::new(),
            incidence: Incidence::new(&dual),
            dual,
        };
        forest.label_components();
        forest
    }

    /// The layout of a board.
    pub(crate) fn from_board(board: &Board) -> WallForest {
        let grid = board.grid();
        let slots: Vec<u32> = board
            .walls()
            .iter()
            .filter_map(|&wall| grid.slot_of(wall))
            .map(|slot| slot as u32)
            .collect();
        WallForest::new(grid, &slots)
    }

    fn label_components(&mut self) {
        let mut next = 0;
        for vertex in 0..self.dual.vertices as u32 {
            if self.label[vertex as usize] == NONE {
                let size = self.relabel(vertex, NONE, next);
                self.size[next as usize] = size;
                next += 1;
            }
        }
        self.free = (next..self.dual.vertices as u32).rev().collect();
    }

    /// Gives label `to` to every vertex labelled `from` reachable from `start`
    /// through walls; returns how many.
    fn relabel(&mut self, start: u32, from: u32, to: u32) -> u32 {
        self.stack.clear();
        self.stack.push(start);
        self.label[start as usize] = to;
        let mut count = 1;
        while let Some(vertex) = self.stack.pop() {
            for &slot in self.incidence.at(vertex) {
                if !self.is_wall[slot as usize] {
                    continue;
                }
                let [p, q] = self.dual.ends[slot as usize];
                let other = if p == vertex { q } else { p };
                if self.label[other as usize] == from {
                    self.label[other as usize] = to;
                    count += 1;
                    self.stack.push(other);
                }
            }
        }
        count
    }

    pub(crate) fn wall_count(&self) -> usize {
        self.walls.len()
    }

    pub(crate) fn open(&self) -> &[u8] {
        &self.open
    }

    pub(crate) fn board(&self) -> Board {
        Board::from_walls(self.grid, &self.is_wall)
    }

    /// Whether a wall may go in `slot` without disconnecting the board.
    pub(crate) fn can_add(&self, slot: u32) -> bool {
        let [p, q] = self.dual.ends[slot as usize];
        !self.is_wall[slot as usize] && self.label[p as usize] != self.label[q as usize]
    }

    /// Takes the wall out of `slot`, splitting its component in two.
    pub(crate) fn remove(&mut self, slot: u32) {
        debug_assert!(self.is_wall[slot as usize]);
        self.is_wall[slot as usize] = false;
        let index = self.place[slot as usize] as usize;
        self.walls.swap_remove(index);
        if let Some(&moved) = self.walls.get(index) {
            self.place[moved as usize] = index as u32;
        }
        self.set_open(slot, true);
        self.split(slot);
    }

    /// Gives the smaller of the two trees the removed wall `slot` joined a fresh
    /// label. Both are explored in step, so the cost is about twice the smaller
    /// one's size (removing a wall from a big tree mostly cuts off a twig).
    fn split(&mut self, slot: u32) {
        let [p, q] = self.dual.ends[slot as usize];
        let old = self.label[p as usize];
        let mut sides = std::mem::take(&mut self.sides);
        for (side, start) in sides.iter_mut().zip([p, q]) {
            side.clear();
            side.push((start, slot));
        }
        let mut heads = [0usize; 2];
        let smaller = 'explore: loop {
            for (i, side) in sides.iter_mut().enumerate() {
                let Some(&(vertex, via)) = side.get(heads[i]) else {
                    break 'explore i;
                };
                heads[i] += 1;
                for &next in self.incidence.at(vertex) {
                    if next != via && self.is_wall[next as usize] {
                        let [a, b] = self.dual.ends[next as usize];
                        side.push((if a == vertex { b } else { a }, next));
                    }
                }
            }
        };
        let Some(new) = self.free.pop() else {
            unreachable!("a forest has fewer components than vertices");
        };
        for &(vertex, _) in &sides[smaller] {
            self.label[vertex as usize] = new;
        }
        let moved = sides[smaller].len() as u32;
        self.size[new as usize] = moved;
        self.size[old as usize] -= moved;
        self.sides = sides;
    }

    /// Puts a wall in `slot` (which [`can_add`](Self::can_add)), joining two components.
    pub(crate) fn add(&mut self, slot: u32) {
        debug_assert!(self.can_add(slot));
        let [p, q] = self.dual.ends[slot as usize];
        let (lp, lq) = (self.label[p as usize], self.label[q as usize]);
        let (small, start, large) = if self.size[lp as usize] <= self.size[lq as usize] {
            (lp, p, lq)
        } else {
            (lq, q, lp)
        };
        let moved = self.relabel(start, small, large);
        self.size[large as usize] += moved;
        self.size[small as usize] = 0;
        self.free.push(small);
        self.is_wall[slot as usize] = true;
        self.place[slot as usize] = self.walls.len() as u32;
        self.walls.push(slot);
        self.set_open(slot, false);
    }

    fn set_open(&mut self, slot: u32, open: bool) {
        let (a, b) = self.grid.slot_squares(slot as usize);
        let (bit_a, bit_b) = if self.grid.is_east_slot(slot as usize) {
            (EAST, WEST)
        } else {
            (SOUTH, NORTH)
        };
        if open {
            self.open[a] |= bit_a;
            self.open[b] |= bit_b;
        } else {
            self.open[a] &= !bit_a;
            self.open[b] &= !bit_b;
        }
    }

    /// A uniform random wall.
    pub(crate) fn random_wall(&self, rng: &mut ChaCha8Rng) -> u32 {
        self.walls[below(rng, self.walls.len())]
    }

    /// A uniform random slot among those that may take a wall (at least one must):
    /// random slots first, then, if none of those fit, a list of them all.
    pub(crate) fn random_valid_slot(&mut self, rng: &mut ChaCha8Rng) -> u32 {
        let slots = self.is_wall.len();
        for _ in 0..SLOT_TRIES {
            let slot = below(rng, slots) as u32;
            if self.can_add(slot) {
                return slot;
            }
        }
        let mut valid = std::mem::take(&mut self.valid);
        self.list_valid_slots(&mut valid);
        let slot = valid[below(rng, valid.len())];
        self.valid = valid;
        slot
    }

    /// Every slot that may take a wall. Such a slot has an end outside the
    /// largest component, so only the other components' vertices are visited;
    /// a slot is listed from its end outside the largest component, or its first
    /// end if both are.
    fn list_valid_slots(&self, valid: &mut Vec<u32>) {
        valid.clear();
        let largest = (0..self.size.len())
            .max_by_key(|&label| self.size[label])
            .unwrap_or(0) as u32;
        for vertex in 0..self.dual.vertices as u32 {
            let own = self.label[vertex as usize];
            if own == largest {
                continue;
            }
            for &slot in self.incidence.at(vertex) {
                let [p, q] = self.dual.ends[slot as usize];
                let other = if p == vertex { q } else { p };
                let theirs = self.label[other as usize];
                let listed_here = theirs == largest || p == vertex;
                if theirs != own && listed_here && !self.is_wall[slot as usize] {
                    valid.push(slot);
                }
            }
        }
    }

    /// One exchange step: a uniform wall out, a wall into a uniform valid slot.
    /// Returns (removed, added), equal when the wall went back.
    pub(crate) fn step(&mut self, rng: &mut ChaCha8Rng) -> (u32, u32) {
        let removed = self.random_wall(rng);
        self.remove(removed);
        let added = self.random_valid_slot(rng);
        self.add(added);
        (removed, added)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::labyrinth::sample::sample;
    use rand::SeedableRng;

    #[test]
    fn forest_moves_keep_the_board_connected() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let board = sample(7, 5, 20, &mut rng);
        let mut forest = WallForest::from_board(&board);
        for _ in 0..500 {
            forest.step(&mut rng);
            let board = forest.board();
            assert_eq!(board.walls().len(), 20);
            let grid = board.grid();
            let mut seen = vec![false; grid.squares()];
            assert_eq!(grid.reach(forest.open(), 0, &mut seen), grid.squares());
            assert_eq!(board.open_sides(), forest.open());
            assert_valid_slots_are_exact(&forest);
        }
    }

    /// `can_add` and the valid-slot list agree with trying each slot on a board.
    fn assert_valid_slots_are_exact(forest: &WallForest) {
        let grid = forest.grid;
        let mut listed = Vec::new();
        forest.list_valid_slots(&mut listed);
        listed.sort_unstable();
        let mut expected = Vec::new();
        for slot in 0..grid.slots() as u32 {
            let mut is_wall = forest.is_wall.clone();
            let fits = !is_wall[slot as usize] && {
                is_wall[slot as usize] = true;
                let mut seen = vec![false; grid.squares()];
                grid.reach(&grid.open_sides(&is_wall), 0, &mut seen) == grid.squares()
            };
            assert_eq!(forest.can_add(slot), fits, "slot {slot}");
            if fits {
                expected.push(slot);
            }
        }
        assert_eq!(listed, expected);
    }

    #[test]
    fn exchange_steps_formula() {
        // 6×6, 24 walls of 60 slots: 24·(ln(60·ln 2) + 59·ln 2).
        assert_eq!(exchange_steps(24, 60), 1071);
    }
}
