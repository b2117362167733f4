//! A uniform spanning tree of the board's squares by Wilson's algorithm, with the
//! depths, distances and paths the tree-and-extras sampler reads off it.

use rand_chacha::ChaCha8Rng;

use super::NONE;
use crate::puzzle::cells::direction::RandomDirections;
use crate::puzzle::labyrinth::board::Grid;

/// A spanning tree of the board's squares, rooted at the centre square.
pub(super) struct Tree {
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
    pub(super) fn new(grid: Grid) -> Tree {
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
    pub(super) fn wilson(&mut self, rng: &mut ChaCha8Rng) {
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
    pub(super) fn joins(&self, a: usize, b: usize) -> bool {
        self.parent[a] == b as u32 || self.parent[b] == a as u32
    }

    /// The number of tree edges between `a` and `b`.
    pub(super) fn distance(&self, a: usize, b: usize) -> usize {
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
    pub(super) fn path(&self, a: usize, b: usize, index: u32, steps: &mut Vec<(u32, u32, i8)>) {
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
