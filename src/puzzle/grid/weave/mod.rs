//! Weave mazes: a rectangle of squares whose corridors cross, one passing
//! straight over the other on a bridge while the other runs straight under it
//! at right angles, hidden.
//!
//! The generator side (nothing here is shared with `checkers/weave/`, which sees
//! only the form's fields): `sites` (where crossings may go: a share `weave` of
//! the inner cells), `loom`, `tunnels`, `frontier` and `picks` (the growing tree that
//! tunnels under corridors, the backtracker among its modes, its active cells and
//! its rounds' draws, made ahead), `prefetch` (a cache hint), `kruskal`
//! (crossings placed first by `crossings`, then Kruskal's, over `parts`), `algorithms`
//! (which weave, the others refused by name),
//! `woven` (what they make: bits and bridges, and the weave graph's steps),
//! `braid` (loops), `ends` (start and goal), `recipe` (a request → `WeaveRecipe`),
//! `levels` (the ladder), `form` (the JSON form) and `draw` (bridges drawn so they
//! read at a glance: every corridor inset in its cell, the one under a bridge
//! broken by the bridge's walls; the answer dashed where it goes under).

pub mod algorithms;
pub mod braid;
pub mod crossings;
pub mod draw;
pub mod draws;
pub mod ends;
pub mod form;
pub mod frontier;
pub mod kruskal;
pub mod levels;
pub mod loom;
pub mod parts;
pub mod picks;
pub mod prefetch;
pub mod recipe;
pub mod sites;
pub mod tunnels;
pub mod woven;

use crate::render::wall::Wall;
use rand_chacha::ChaCha8Rng;
use svg::node::element::Group;

use self::woven::{OVER_EW, PASSAGES, WovenMaze};
use super::finish::{attempts_for, refused, within};
use super::rectangle::GridPuzzle;
use super::rectangle::algorithms::Algorithm;
use crate::puzzle::cells::cell_size::check_legible;
use crate::puzzle::cells::{Band, Placement};
use crate::puzzle::{Finished, HowToTopic, Metrics, Recipe, Rejected};
use crate::render::style::Style;

/// The how-to page on bridges. Its example may cross wherever it can, by
/// Kruskal's, which places its crossings first: on the easy level's 5 × 5 the
/// backtracker often tunnels under nothing, and an example without a bridge
/// would explain nothing.
pub const HOW_TO: HowToTopic = HowToTopic {
    key: "grid-bridges",
    example_keys: "weave = 1\nalgorithm = \"kruskal\"",
};

/// Which way a crossing's bridge runs (the passage under it runs the other way).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bridge {
    NorthSouth,
    EastWest,
}

impl Bridge {
    /// The form's name: `"ns"` or `"ew"`.
    pub fn name(self) -> &'static str {
        match self {
            Bridge::NorthSouth => "ns",
            Bridge::EastWest => "ew",
        }
    }
}

/// A crossing: its cell, and the way its bridge runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Crossing {
    pub cell: [usize; 2],
    pub over: Bridge,
}

/// A weave maze as data: the rectangle's fields (every crossing's cell has its
/// four passages open) and the crossings, in cell order.
#[derive(Debug, Clone, PartialEq)]
pub struct WeavePuzzle {
    pub grid: GridPuzzle,
    pub crossings: Vec<Crossing>,
    /// The share of inner cells crossings could go on.
    pub weave: f64,
    /// The share of dead ends opened into loops (0: a perfect maze).
    pub braid: f64,
}

impl WeavePuzzle {
    /// The maze `woven` made, with its ends.
    pub fn from_woven(
        woven: WovenMaze,
        ends: ([usize; 2], [usize; 2]),
        weave: f64,
        braid: f64,
    ) -> Self {
        let width = woven.width;
        // Counted first, so a large maze's list is never moved as it grows.
        let mut crossings = Vec::with_capacity(woven.count_crossings());
        woven.each_crossing(|cell, over_ew| {
            crossings.push(Crossing {
                cell,
                over: if over_ew {
                    Bridge::EastWest
                } else {
                    Bridge::NorthSouth
                },
            })
        });
        const { assert!(OVER_EW & PASSAGES == 0) };
        let height = woven.height;
        // The passage bits kept in place (no second copy of a large maze).
        let mut cells = woven.cells;
        for value in &mut cells {
            *value &= PASSAGES;
        }
        WeavePuzzle {
            grid: GridPuzzle {
                width,
                height,
                cells,
                start: ends.0,
                goal: ends.1,
            },
            crossings,
            weave,
            braid,
        }
    }
}

/// How to make weave mazes for one section or one command.
#[derive(Debug, Clone)]
pub struct WeaveRecipe {
    pub width: usize,
    pub height: usize,
    pub algorithm: Algorithm,
    pub placement: Placement,
    pub weave: f64,
    pub braid: f64,
    /// `None` makes any maze (no difficulty was asked for).
    pub band: Option<Band>,
    pub wall: Wall,
    /// The narrowest corridor we will print, in points.
    pub min_cell_pt: f64,
}

/// A weave maze the checker accepted.
#[derive(Debug, Clone)]
pub struct WeaveFinished {
    pub puzzle: WeavePuzzle,
    pub algorithm: Option<Algorithm>,
    /// The checker's route, as cells.
    pub route: Vec<[usize; 2]>,
    pub metrics: Metrics,
    pub wall: Wall,
}

impl WeaveRecipe {
    /// Makes one maze (not yet checked).
    pub fn generate(&self, rng: &mut ChaCha8Rng) -> WeavePuzzle {
        let size = (self.width, self.height);
        let mut woven = algorithms::generate(self.algorithm, size, self.weave, rng);
        let ends = ends::place(self.placement, &woven, rng);
        if self.braid > 0.0 {
            braid::braid(&mut woven, self.braid, rng);
        }
        WeavePuzzle::from_woven(woven, ends, self.weave, self.braid)
    }
}

impl Recipe for WeaveRecipe {
    fn attempt(&self, rng: &mut ChaCha8Rng) -> Result<Box<dyn Finished>, Rejected> {
        let puzzle = self.generate(rng);
        let (finished, _) =
            WeaveFinished::from_puzzle(puzzle, Some(self.algorithm), self.wall).map_err(refused)?;
        within(self.band.as_ref(), &finished.metrics)?;
        Ok(Box::new(finished))
    }

    fn advice(&self) -> &'static str {
        "try another difficulty, size, weave or algorithm"
    }

    fn how_to_topic(&self) -> Option<HowToTopic> {
        Some(HOW_TO)
    }

    fn max_attempts(&self) -> u32 {
        attempts_for(self.width * self.height)
    }

    fn legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        let shape = (self.width, self.height);
        let cell = draw::cell_size(shape, width, height, self.wall.pt(), self.placement);
        let needed = self.min_cell_pt.max(4.0 * self.wall.pt());
        check_legible("weave maze", shape, draw::corridor(cell), needed)
    }
}

impl Finished for WeaveFinished {
    fn json(&self) -> serde_json::Value {
        form::to_json(self)
    }

    fn draw(&self, answer: bool, width: f64, height: f64, style: &Style) -> Group {
        let route = answer.then_some(self.route.as_slice());
        draw::draw(&self.puzzle, route, width, height, self.wall, style)
    }

    fn aspect_ratio(&self) -> f64 {
        self.puzzle.grid.width as f64 / self.puzzle.grid.height as f64
    }

    fn marks_arrow(&self, width: f64, height: f64) -> bool {
        draw::marks_arrow(&self.puzzle, width, height, self.wall.pt())
    }

    fn summary(&self) -> String {
        let grid = &self.puzzle.grid;
        let algorithm = self.algorithm.map_or(String::new(), |a| format!(" {a}"));
        let braid = match self.puzzle.braid {
            0.0 => String::new(),
            b => format!(" braid {b}"),
        };
        format!(
            "grid {}x{} weave {}{braid}{algorithm} {}",
            grid.width,
            grid.height,
            self.puzzle.weave,
            self.metrics.summary()
        )
    }
}
