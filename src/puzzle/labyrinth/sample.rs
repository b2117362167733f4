//! Uniform random layouts: every connected board with exactly the asked number of
//! walls equally likely, without the seed tool's blind retrying (≈255 tries for
//! one 24-wall 6×6 board, ≈1,600 for 25).
//!
//! Walls as seen from the posts: the points where four squares meet, plus the
//! frame as one more point, are the vertices of the planar dual, and each wall
//! slot is a dual edge. By planar duality the squares stay connected exactly when
//! the walls contain no closed loop (a loop of walls, possibly through the frame,
//! fences squares in), so a layout is a forest of the dual with `walls` edges, and
//! a spanning tree of the dual is a maximal, (W−1)(H−1)-wall board.
//!
//! Two exact samplers, run in alternation (each accepted draw is exactly uniform
//! whatever the schedule, since the schedule depends only on rejections):
//!
//! * **Subsets**: a uniform `walls`-subset of the slots, accepted when it is a dual
//!   forest (union–find, stopping at the first loop). Exact: uniform proposal,
//!   accept on membership. Cheap and likely when walls are few.
//! * **Tree and extras** (the note's method, generalised): a uniform spanning tree
//!   T of the board (Wilson's algorithm), plus k = slots − walls − (W·H−1) extra
//!   open passages X, uniform among the non-tree slots; the open graph H = T ∪ X is
//!   accepted with probability τ_min(k)/τ(H), τ(H) = its number of spanning trees.
//!   H arises from exactly τ(H) pairs (T, X), each with the same probability, so
//!   P(H accepted) = τ(H)·c·τ_min(k)/τ(H) is the same for every H: uniform.
//!   τ(H) = det(C Cᵀ) for the fundamental-cycle matrix C of X with respect to T
//!   (Binet–Cauchy on the totally unimodular C: the nonsingular k×k minors are
//!   the co-trees), a k×k determinant instead of the (W·H−1)-sized Laplacian; k = 1
//!   gives τ = L, the cycle length, and the note's 4/L rule exactly, in integers.
//!   For k ≥ 2 its log-determinant (Cholesky, f64) sets the acceptance, exact up
//!   to f64 rounding (~1e-13 relative; the randomness itself is 53-bit).
//!
//!   **τ_min(k) = 4·(16/9)^(k−1)**, proven for every connected spanning subgraph H
//!   of a grid with cyclomatic number k ≥ 1: τ(H) is the product of τ over H's
//!   blocks. A block with k_B cycles has an ear decomposition: a first cycle
//!   (≥ 4 edges, as grid cycles are even, so τ ≥ 4), then k_B − 1 ears, each a path
//!   of ℓ edges between distinct vertices u, v of the block B′ built so far, with
//!   τ(B′ + ear) = τ(B′)·(ℓ + R(u,v)), R the effective resistance in B′ (trees
//!   missing one ear edge, ℓ·τ(B′), plus trees holding all of it, τ(B′/uv) =
//!   τ(B′)·R). ℓ ≥ 2 gives a factor ≥ 2. For ℓ = 1, u and v are ≥ 3 apart in B′
//!   (girth 4, bipartite), each has ≤ 3 edges in B′ (the ear takes one of 4 grid
//!   sides), and the edges leaving u's closed neighbourhood number ≤ 3·3; these
//!   three cuts are disjoint, so Nash-Williams gives R ≥ 1/3 + 1/9 + 1/3 = 7/9
//!   and a factor ≥ 16/9. Splitting the k cycles over more blocks only raises the
//!   product (4 > 16/9). The unit tests check the bound against every connected
//!   subgraph of the 3×4 grid.
//!
//! Where neither sampler is likely to succeed soon (large boards with a middling
//! wall count; no exact polynomial-time sampler for uniform forests of a given
//! size is known), `draw` gives them a budget of attempts worth about the cost of
//! the fallback (and at least a few milliseconds), then runs the **exchange
//! walk**: remove a uniform wall, put a wall in a uniform slot that keeps the
//! board connected (possibly the same). Its states are the bases of the truncated
//! graphic matroid of the dual, and its mixing time is at most
//! r·(ln ln |B| + ln(1/(2ε²))) steps for rank r = walls (Cryan, Guo & Mousa,
//! "Modified log-Sobolev inequalities for strongly log-concave distributions",
//! 2019): it runs that many for ε = 2⁻³⁰, bounding |B| by 2^slots. [`Draw`] says
//! which method produced a board. Measured: boards up to 8×8 always came from the
//! exact samplers (6×6 at its hardest count, 21 walls, needs 23 attempts on
//! average of the 8,192 allowed); 9×9 fell back up to 18% of the time at its
//! hardest counts, 10×10 and 12×12 mostly in their upper middle, 30×30 from
//! ≈450 to ≈836 walls.

use crate::math;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::board::{Board, EAST, Grid, NORTH, SOUTH, WEST, check_request};
use crate::puzzle::cells::direction::RandomDirections;
use crate::puzzle::random::below;

/// How a board was drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Uniform wall subsets, accepted when connected (exact).
    Subsets,
    /// Uniform spanning tree plus extra passages, accepted with τ_min/τ (exact).
    TreeAndExtras,
    /// The exchange walk (within 2⁻³⁰ of uniform in total variation).
    Exchange,
}

/// A drawn board and how it was drawn.
#[derive(Debug, Clone)]
pub struct Draw {
    pub board: Board,
    pub method: Method,
    /// Exact attempts made (including the accepted one).
    pub attempts: usize,
}

/// A uniformly random connected `width`×`height` board with exactly `walls` walls.
///
/// # Panics
/// If the request is invalid (see [`check_request`](super::board::check_request)).
pub fn sample(width: usize, height: usize, walls: usize, rng: &mut ChaCha8Rng) -> Board {
    draw(width, height, walls, rng).board
}

/// [`sample`], saying which method produced the board.
///
/// # Panics
/// If the request is invalid (see [`check_request`](super::board::check_request)).
pub fn draw(width: usize, height: usize, walls: usize, rng: &mut ChaCha8Rng) -> Draw {
    Sampler::new(width, height, walls).draw(rng)
}

/// A board from one method alone, retried until it accepts (the exchange walk
/// always does). For tests and benchmarks: on large boards an exact method alone
/// may take astronomically long.
///
/// # Panics
/// If the request is invalid (see [`check_request`](super::board::check_request)).
pub fn sample_with(
    method: Method,
    width: usize,
    height: usize,
    walls: usize,
    rng: &mut ChaCha8Rng,
) -> Board {
    let mut sampler = Sampler::new(width, height, walls);
    loop {
        if let Some(board) = sampler.attempt(method, rng) {
            return board;
        }
    }
}

/// The proven lower bound on τ(H) for a connected spanning grid subgraph with
/// cyclomatic number `k` ≥ 1, as a natural log (see the header).
pub fn log_min_spanning_trees(k: usize) -> f64 {
    math::ln(4.0) + (k.saturating_sub(1)) as f64 * math::ln(16.0 / 9.0)
}

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

/// Buffers for drawing boards of one size and wall count.
struct Sampler {
    grid: Grid,
    dual: Dual,
    walls: usize,
    /// Extra passages beyond a spanning tree.
    extras: usize,
    /// The slots in a persistent random order (a prefix is a uniform subset).
    order: Vec<u32>,
    sets: DisjointSets,
    tree: Tree,
    /// The non-tree slots; the first `extras` become open passages.
    non_tree: Vec<u32>,
    /// (tree edge as its child square, extra index, direction) for each step of
    /// each extra's tree path.
    steps: Vec<(u32, u32, i8)>,
    gram: Vec<f64>,
}

impl Sampler {
    fn new(width: usize, height: usize, walls: usize) -> Sampler {
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

    fn draw(&mut self, rng: &mut ChaCha8Rng) -> Draw {
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
    fn attempt(&mut self, method: Method, rng: &mut ChaCha8Rng) -> Option<Board> {
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

    /// Draws a uniform `walls`-subset into `order[..walls]`, stopping at the
    /// first wall that closes a loop: true when there is none.
    fn try_subsets(&mut self, rng: &mut ChaCha8Rng) -> bool {
        self.sets.reset();
        let slots = self.order.len();
        for i in 0..self.walls {
            let j = i + below(rng, slots - i);
            self.order.swap(i, j);
            let [p, q] = self.dual.ends[self.order[i] as usize];
            if !self.sets.union(p, q) {
                return false;
            }
        }
        true
    }

    /// Draws a spanning tree and extras; true when accepted (the walls are then
    /// `non_tree[extras..]`).
    fn try_tree_and_extras(&mut self, rng: &mut ChaCha8Rng) -> bool {
        self.propose_tree_and_extras(rng);
        match self.extras {
            0 => true,
            1 => {
                let (a, b) = self.grid.slot_squares(self.non_tree[0] as usize);
                let cycle = 1 + self.tree.distance(a, b);
                below(rng, cycle) < 4
            }
            k => {
                let log_accept = log_min_spanning_trees(k) - self.log_spanning_trees();
                unit(rng) < math::exp(log_accept)
            }
        }
    }

    /// A uniform spanning tree, and `extras` uniform non-tree slots moved to the
    /// front of `non_tree`.
    fn propose_tree_and_extras(&mut self, rng: &mut ChaCha8Rng) {
        self.tree.wilson(rng);
        self.non_tree.clear();
        for slot in 0..self.grid.slots() {
            let (a, b) = self.grid.slot_squares(slot);
            if !self.tree.joins(a, b) {
                self.non_tree.push(slot as u32);
            }
        }
        debug_assert_eq!(self.non_tree.len(), self.walls + self.extras);
        let count = self.non_tree.len();
        for i in 0..self.extras {
            let j = i + below(rng, count - i);
            self.non_tree.swap(i, j);
        }
    }

    /// ln τ(T ∪ X) = ln det(C Cᵀ), C the fundamental cycles of the extras X.
    fn log_spanning_trees(&mut self) -> f64 {
        let k = self.extras;
        self.steps.clear();
        for (i, &slot) in self.non_tree[..k].iter().enumerate() {
            let (a, b) = self.grid.slot_squares(slot as usize);
            self.tree.path(a, b, i as u32, &mut self.steps);
        }
        self.steps.sort_unstable();
        self.gram.clear();
        self.gram.resize(k * k, 0.0);
        for i in 0..k {
            self.gram[i * k + i] = 1.0;
        }
        for shared in self.steps.chunk_by(|p, q| p.0 == q.0) {
            for (n, &(_, i, si)) in shared.iter().enumerate() {
                for &(_, j, sj) in &shared[n..] {
                    let product = f64::from(si * sj);
                    self.gram[i as usize * k + j as usize] += product;
                    if i != j {
                        self.gram[j as usize * k + i as usize] += product;
                    }
                }
            }
        }
        log_det_positive_definite(&mut self.gram, k)
    }

    /// The exchange walk for `steps` steps from a tree-and-extras proposal.
    fn exchange(&mut self, steps: usize, rng: &mut ChaCha8Rng) -> Board {
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

fn board_from_slots(grid: Grid, slots: &[u32]) -> Board {
    let mut is_wall = vec![false; grid.slots()];
    for &slot in slots {
        is_wall[slot as usize] = true;
    }
    Board::from_walls(grid, &is_wall)
}

/// A uniform f64 in [0, 1) from 53 random bits.
fn unit(rng: &mut ChaCha8Rng) -> f64 {
    let high = f64::from(rng.random::<u32>() >> 5);
    let low = f64::from(rng.random::<u32>() >> 6);
    (high * 67_108_864.0 + low) / 9_007_199_254_740_992.0
}

/// ln det of a symmetric positive definite k×k matrix (row-major), by Cholesky;
/// the matrix is overwritten. +∞ if it is not positive definite (never for a
/// cycle Gram matrix), which rejects.
fn log_det_positive_definite(a: &mut [f64], k: usize) -> f64 {
    let mut log_det = 0.0;
    for j in 0..k {
        let pivot = a[j * k + j] - (0..j).map(|p| a[j * k + p] * a[j * k + p]).sum::<f64>();
        if pivot.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) {
            debug_assert!(false, "cycle Gram matrix not positive definite");
            return f64::INFINITY;
        }
        log_det += math::ln(pivot);
        let root = pivot.sqrt();
        a[j * k + j] = root;
        for i in j + 1..k {
            let dot: f64 = (0..j).map(|p| a[i * k + p] * a[j * k + p]).sum();
            a[i * k + j] = (a[i * k + j] - dot) / root;
        }
    }
    log_det
}

/// Marks "no square" in parent links.
const NONE: u32 = u32::MAX;

/// A spanning tree of the board's squares, rooted at the centre square.
struct Tree {
    root: usize,
    /// Per square, its neighbours north, east, south, west (`NONE` off the board).
    neighbours: Vec<[u32; 4]>,
    parent: Vec<u32>,
    depth: Vec<u32>,
    in_tree: Vec<bool>,
    stack: Vec<u32>,
    bits: RandomDirections,
}

impl Tree {
    fn new(grid: Grid) -> Tree {
        let squares = grid.squares();
        let neighbours = (0..squares)
            .map(|square| {
                let [x, y] = grid.square(square);
                let to = |ok: bool, next: usize| if ok { next as u32 } else { NONE };
                [
                    to(y > 0, square.wrapping_sub(grid.width)),
                    to(x + 1 < grid.width, square + 1),
                    to(y + 1 < grid.height, square + grid.width),
                    to(x > 0, square.wrapping_sub(1)),
                ]
            })
            .collect();
        Tree {
            root: grid.index([grid.width / 2, grid.height / 2]),
            neighbours,
            parent: vec![NONE; squares],
            depth: vec![0; squares],
            in_tree: vec![false; squares],
            stack: Vec::new(),
            bits: RandomDirections::default(),
        }
    }

    /// Wilson's algorithm: loop-erased random walks into the growing tree give a
    /// uniform spanning tree whatever the root; the centre is quickest to hit.
    fn wilson(&mut self, rng: &mut ChaCha8Rng) {
        self.in_tree.fill(false);
        self.in_tree[self.root] = true;
        self.parent[self.root] = NONE;
        for start in 0..self.parent.len() {
            let mut square = start;
            while !self.in_tree[square] {
                let next = self.random_neighbour(square, rng);
                self.parent[square] = next as u32;
                square = next;
            }
            square = start;
            while !self.in_tree[square] {
                self.in_tree[square] = true;
                square = self.parent[square] as usize;
            }
        }
        self.measure_depths();
    }

    fn random_neighbour(&mut self, square: usize, rng: &mut ChaCha8Rng) -> usize {
        loop {
            let next = self.neighbours[square][self.bits.next(rng)];
            if next != NONE {
                return next as usize;
            }
        }
    }

    fn measure_depths(&mut self) {
        self.depth.fill(NONE);
        self.depth[self.root] = 0;
        for square in 0..self.depth.len() {
            let mut up = square;
            self.stack.clear();
            while self.depth[up] == NONE {
                self.stack.push(up as u32);
                up = self.parent[up] as usize;
            }
            let mut depth = self.depth[up];
            while let Some(down) = self.stack.pop() {
                depth += 1;
                self.depth[down as usize] = depth;
            }
        }
    }

    /// Whether the tree holds the edge between neighbours `a` and `b`.
    fn joins(&self, a: usize, b: usize) -> bool {
        self.parent[a] == b as u32 || self.parent[b] == a as u32
    }

    /// The number of tree edges between `a` and `b`.
    fn distance(&self, a: usize, b: usize) -> usize {
        let (mut a, mut b) = (a, b);
        let mut distance = 0;
        while a != b {
            if self.depth[a] >= self.depth[b] {
                a = self.parent[a] as usize;
            } else {
                b = self.parent[b] as usize;
            }
            distance += 1;
        }
        distance
    }

    /// Appends the tree path from `a` to `b` as (edge, path, direction) steps:
    /// an edge is named by its child square and crossed upwards (+1) on a's
    /// side, downwards (−1) on b's.
    fn path(&self, a: usize, b: usize, index: u32, steps: &mut Vec<(u32, u32, i8)>) {
        let (mut a, mut b) = (a, b);
        while a != b {
            if self.depth[a] >= self.depth[b] {
                steps.push((a as u32, index, 1));
                a = self.parent[a] as usize;
            } else {
                steps.push((b as u32, index, -1));
                b = self.parent[b] as usize;
            }
        }
    }
}

/// Union–find over the dual's vertices, for the subset sampler.
struct DisjointSets {
    parent: Vec<u32>,
}

impl DisjointSets {
    fn new(size: usize) -> DisjointSets {
        DisjointSets {
            parent: (0..size as u32).collect(),
        }
    }

    fn reset(&mut self) {
        for (i, parent) in self.parent.iter_mut().enumerate() {
            *parent = i as u32;
        }
    }

    fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let grand = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = grand;
            x = grand;
        }
        x
    }

    /// Joins the sets of `a` and `b`; false when they were already one.
    fn union(&mut self, a: u32, b: u32) -> bool {
        let (a, b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        self.parent[a as usize] = b;
        true
    }
}

/// The planar dual: the posts (where four squares meet, row-major over the
/// (W−1)×(H−1) inner grid points) and the frame as the last vertex; each slot
/// is an edge between its two end points.
#[derive(Debug, Clone)]
struct Dual {
    vertices: usize,
    ends: Vec<[u32; 2]>,
}

impl Dual {
    fn new(grid: Grid) -> Dual {
        let (columns, rows) = (grid.width - 1, grid.height - 1);
        let frame = (columns * rows) as u32;
        let post = |x: usize, y: usize| (y * columns + x) as u32;
        let ends = (0..grid.slots())
            .map(|slot| {
                let (a, _) = grid.slot_squares(slot);
                let [x, y] = grid.square(a);
                if grid.is_east_slot(slot) {
                    let north = if y > 0 { post(x, y - 1) } else { frame };
                    let south = if y < rows { post(x, y) } else { frame };
                    [north, south]
                } else {
                    let west = if x > 0 { post(x - 1, y) } else { frame };
                    let east = if x < columns { post(x, y) } else { frame };
                    [west, east]
                }
            })
            .collect();
        Dual {
            vertices: frame as usize + 1,
            ends,
        }
    }
}

/// The dual's vertex → slot incidence, compressed: the slots at vertex v are
/// `slots[first[v]..first[v + 1]]` (a loop is listed once).
#[derive(Debug, Clone)]
struct Incidence {
    first: Vec<u32>,
    slots: Vec<u32>,
}

impl Incidence {
    fn new(dual: &Dual) -> Incidence {
        let ends_of = |[p, q]: [u32; 2]| [Some(p), (p != q).then_some(q)].into_iter().flatten();
        let mut first = vec![0u32; dual.vertices + 1];
        for &pair in &dual.ends {
            for v in ends_of(pair) {
                first[v as usize + 1] += 1;
            }
        }
        for v in 0..dual.vertices {
            first[v + 1] += first[v];
        }
        let mut fill = first.clone();
        let mut slots = vec![0u32; first[dual.vertices] as usize];
        for (slot, &pair) in dual.ends.iter().enumerate() {
            for v in ends_of(pair) {
                slots[fill[v as usize] as usize] = slot as u32;
                fill[v as usize] += 1;
            }
        }
        Incidence { first, slots }
    }

    fn at(&self, vertex: u32) -> &[u32] {
        let v = vertex as usize;
        &self.slots[self.first[v] as usize..self.first[v + 1] as usize]
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
    use rand::SeedableRng;

    /// τ by Kirchhoff: the determinant of the reduced Laplacian of the open graph.
    fn kirchhoff(grid: Grid, is_wall: &[bool]) -> f64 {
        let n = grid.squares();
        let mut laplacian = vec![0.0; n * n];
        for slot in (0..grid.slots()).filter(|&s| !is_wall[s]) {
            let (a, b) = grid.slot_squares(slot);
            laplacian[a * n + a] += 1.0;
            laplacian[b * n + b] += 1.0;
            laplacian[a * n + b] -= 1.0;
            laplacian[b * n + a] -= 1.0;
        }
        let m = n - 1;
        let mut reduced: Vec<f64> = (1..n)
            .flat_map(|i| (1..n).map(move |j| (i, j)))
            .map(|(i, j)| laplacian[i * n + j])
            .collect();
        log_det_positive_definite(&mut reduced, m).exp()
    }

    /// Every connected subgraph of the 3×4 grid: the proven bound holds.
    #[test]
    fn min_spanning_trees_bound_holds_on_3x4() {
        let grid = Grid::new(3, 4);
        let slots = grid.slots();
        let squares = grid.squares();
        let mut min_by_k = vec![f64::INFINITY; slots];
        for mask in 0u32..1 << slots {
            let is_wall: Vec<bool> = (0..slots).map(|s| mask >> s & 1 == 1).collect();
            let open = grid.open_sides(&is_wall);
            let mut seen = vec![false; squares];
            if grid.reach(&open, 0, &mut seen) != squares {
                continue;
            }
            let k = slots - mask.count_ones() as usize - (squares - 1);
            min_by_k[k] = min_by_k[k].min(kirchhoff(grid, &is_wall).round());
        }
        for (k, &min) in min_by_k.iter().enumerate().skip(1) {
            if min.is_finite() {
                let bound = log_min_spanning_trees(k).exp();
                assert!(min >= bound - 1e-9, "k={k}: min τ {min} < bound {bound}");
            }
        }
        assert_eq!(min_by_k[1], 4.0);
        assert_eq!(min_by_k[2], 15.0);
    }

    /// The cycle Gram determinant equals Kirchhoff's count on random proposals.
    #[test]
    fn cycle_gram_counts_spanning_trees() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for (width, height, walls) in [(3, 3, 1), (4, 3, 2), (5, 4, 4), (4, 4, 0)] {
            let mut sampler = Sampler::new(width, height, walls);
            for _ in 0..20 {
                sampler.propose_tree_and_extras(&mut rng);
                let mut is_wall = vec![false; sampler.grid.slots()];
                for &slot in &sampler.non_tree[sampler.extras..] {
                    is_wall[slot as usize] = true;
                }
                let expected = kirchhoff(sampler.grid, &is_wall);
                let found = sampler.log_spanning_trees().exp();
                assert!(
                    (found - expected).abs() < 1e-6 * expected,
                    "{found} vs {expected}"
                );
            }
        }
    }

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
