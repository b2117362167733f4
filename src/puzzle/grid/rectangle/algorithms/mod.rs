//! The maze generation algorithms, one file each, behind one enum.
//!
//! Every algorithm is iterative (no recursion, so 4000×4000 works), linear or
//! n·log n in cells, and makes a perfect maze (a spanning tree of the grid). Each
//! file's header says what character of maze it makes, which is what the difficulty
//! levels choose between.

use std::fmt;

use rand_chacha::ChaCha8Rng;

use super::maze::GridMaze;

mod aldous_broder;
mod backtracker;
mod binary_tree;
mod division;
mod eller;
mod growing_tree;
mod hunt_and_kill;
mod kruskal;
mod padded;
mod prim;
mod sidewinder;
pub(crate) mod unvisited;
mod wilson;

pub use growing_tree::GrowingTreeMode;

/// A maze generation algorithm, by its name on the command line and in book.toml.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Algorithm {
    Backtracker,
    Wilson,
    Kruskal,
    Prim,
    GrowingTree(GrowingTreeMode),
    HuntAndKill,
    Eller,
    Sidewinder,
    BinaryTree,
    Division,
    AldousBroder,
}

impl Algorithm {
    /// Every algorithm (the growing tree once per mode).
    pub const ALL: [Algorithm; 13] = [
        Algorithm::Backtracker,
        Algorithm::Wilson,
        Algorithm::Kruskal,
        Algorithm::Prim,
        Algorithm::GrowingTree(GrowingTreeMode::Mixed),
        Algorithm::GrowingTree(GrowingTreeMode::Newest),
        Algorithm::GrowingTree(GrowingTreeMode::Random),
        Algorithm::HuntAndKill,
        Algorithm::Eller,
        Algorithm::Sidewinder,
        Algorithm::BinaryTree,
        Algorithm::Division,
        Algorithm::AldousBroder,
    ];

    /// The name used on the command line, in book.toml and in the JSON form.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Backtracker => "backtracker",
            Algorithm::Wilson => "wilson",
            Algorithm::Kruskal => "kruskal",
            Algorithm::Prim => "prim",
            Algorithm::GrowingTree(GrowingTreeMode::Mixed) => "growing-tree",
            Algorithm::GrowingTree(GrowingTreeMode::Newest) => "growing-tree-newest",
            Algorithm::GrowingTree(GrowingTreeMode::Random) => "growing-tree-random",
            Algorithm::HuntAndKill => "hunt-and-kill",
            Algorithm::Eller => "eller",
            Algorithm::Sidewinder => "sidewinder",
            Algorithm::BinaryTree => "binary-tree",
            Algorithm::Division => "division",
            Algorithm::AldousBroder => "aldous-broder",
        }
    }

    /// Every accepted name, for error messages and `--help`.
    pub fn names() -> Vec<&'static str> {
        Algorithm::ALL.iter().map(|a| a.name()).collect()
    }

    /// Looks an algorithm up by name (or one of its aliases).
    pub fn from_name(name: &str) -> Option<Algorithm> {
        let alias = match name {
            "recursive-backtracker" | "dfs" => Some(Algorithm::Backtracker),
            "recursive-division" => Some(Algorithm::Division),
            "growing-tree-mixed" => Some(Algorithm::GrowingTree(GrowingTreeMode::Mixed)),
            _ => None,
        };
        alias.or_else(|| Algorithm::ALL.into_iter().find(|a| a.name() == name))
    }

    /// Makes a perfect maze of `width`×`height` cells (both at least 1).
    pub fn generate(self, width: usize, height: usize, rng: &mut ChaCha8Rng) -> GridMaze {
        let mut maze = GridMaze::new(width, height);
        match self {
            Algorithm::Backtracker => backtracker::carve(&mut maze, rng),
            Algorithm::Wilson => wilson::carve(&mut maze, rng),
            Algorithm::Kruskal => kruskal::carve(&mut maze, rng),
            Algorithm::Prim => prim::carve(&mut maze, rng),
            Algorithm::GrowingTree(mode) => growing_tree::carve(&mut maze, rng, mode),
            Algorithm::HuntAndKill => hunt_and_kill::carve(&mut maze, rng),
            Algorithm::Eller => eller::carve(&mut maze, rng),
            Algorithm::Sidewinder => sidewinder::carve(&mut maze, rng),
            Algorithm::BinaryTree => binary_tree::carve(&mut maze, rng),
            Algorithm::Division => division::carve(&mut maze, rng),
            Algorithm::AldousBroder => aldous_broder::carve(&mut maze, rng),
        }
        maze
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
