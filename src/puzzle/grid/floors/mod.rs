//! Mazes with floors: a `width` × `height` maze on each of 2–6 floors, joined by
//! stairs, printed as its floors side by side (or in rows) with ▲ and ▼ where
//! the way leads up or down.
//!
//! The pipeline is the rectangle's: `zones` cuts each floor into regions that
//! only stairs join, `stairs` chooses them (so the way changes floors as often
//! as the level asks), the shaped boards' graph algorithms carve a spanning
//! tree of the floors joined there (`stack`; the backtracker on the floors' own
//! bytes, `backtracker`), `ends` places the start on the
//! first floor and the goal on the top one, and the JSON form's fields go to the independent checker in
//! `grid/checkers/floors/` (through `grid::finish`), which proves the maze
//! perfect, finds the way and counts the stairs; the level's band admits it or
//! it is made again. `draw` draws it. Nothing here is shared with the checker.

pub mod backtracker;
pub mod draw;
pub mod ends;
pub mod form;
pub mod levels;
pub mod recipe;
pub mod stack;
pub mod stairs;
pub mod zones;

use crate::render::wall::Wall;
use rand_chacha::ChaCha8Rng;
use svg::node::element::Group;

use self::draw::captions::CaptionWidths;
use self::stack::Stack;
use self::zones::Zones;
use super::finish::{attempts_for, refused, within};
use super::rectangle::algorithms::Algorithm;
use super::shaped::carve;
use super::shaped::ends::Ends;
use crate::puzzle::cells::Band;
use crate::puzzle::cells::cell_size::check_legible;
use crate::puzzle::{Finished, HowToTopic, Metrics, Recipe, Rejected};
use crate::render::style::Style;

/// The how-to page on stairs, with a two-floor example.
pub const HOW_TO: HowToTopic = HowToTopic {
    key: "floors",
    example_keys: "levels = 2",
};

/// Zones grown for one maze before it is given up: on small floors a growth
/// may leave no chain of zones as long as the level asks.
const ZONE_TRIES: usize = 8;

/// A maze with floors as data: the fields of its JSON form, without solution
/// or metrics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FloorsPuzzle {
    pub stack: Stack,
    /// Passage bits, floor by floor (see [`stack`]).
    pub cells: Vec<u8>,
    /// `[x, y, floor]`: on the first floor.
    pub start: [usize; 3],
    /// `[x, y, floor]`: on the top floor.
    pub goal: [usize; 3],
}

/// How to make mazes with floors for one section or one command.
#[derive(Debug, Clone)]
pub struct FloorsRecipe {
    pub stack: Stack,
    pub algorithm: Algorithm,
    pub ends: Ends,
    /// Zones on each floor, joined only by stairs.
    pub zones: usize,
    /// Times the way goes back down a floor and up again.
    pub detours: usize,
    /// `None` makes any perfect maze (no difficulty was asked for).
    pub band: Option<Band>,
    pub wall: Wall,
    /// The smallest cell we will print, in points.
    pub min_cell_pt: f64,
    /// How wide the drawing's words print, in the book's words and font.
    pub captions: CaptionWidths,
}

/// A maze with floors the checker accepted.
#[derive(Debug, Clone)]
pub struct FloorsFinished {
    pub puzzle: FloorsPuzzle,
    pub algorithm: Option<Algorithm>,
    /// The checker's solution, `[x, y, floor]` from start to goal.
    pub solution: Vec<[usize; 3]>,
    pub metrics: Metrics,
    pub wall: Wall,
    pub captions: CaptionWidths,
}

impl FloorsRecipe {
    /// The floor changes of every maze's way.
    pub fn floor_changes(&self) -> usize {
        self.stack.floors - 1 + 2 * self.detours
    }

    /// Makes one maze (not yet checked); `None` when its zones, grown again a
    /// few times, leave no way with the floor changes asked for.
    pub fn generate(&self, rng: &mut ChaCha8Rng) -> Option<FloorsPuzzle> {
        let stack = self.stack;
        let fixed = ends::before_carving(self.ends, &stack, rng);
        let (zones, stairs) = (0..ZONE_TRIES).find_map(|_| {
            let zones = Zones::grow(&stack, self.zones, rng);
            let stairs = stairs::plan(&stack, &zones, self.floor_changes(), fixed, rng)?;
            Some((zones, stairs))
        })?;
        let cells = self.carve(&zones, &stairs.low_cells, rng);
        let (start, goal) = fixed.unwrap_or_else(|| {
            ends::longest(
                &stack,
                &cells,
                &zones,
                (stairs.start_zone, stairs.goal_zone),
            )
        });
        Some(FloorsPuzzle {
            stack,
            cells,
            start,
            goal,
        })
    }
}

impl FloorsRecipe {
    /// Carves the maze's passages along the ways `zones` and the stairs' places
    /// `sites` leave open: the backtracker on the floors' own bytes, the other
    /// algorithms on the shaped boards' graph.
    fn carve(&self, zones: &Zones, sites: &[u32], rng: &mut ChaCha8Rng) -> Vec<u8> {
        let stack = &self.stack;
        if self.algorithm == Algorithm::Backtracker {
            return backtracker::carve(stack, stack.open_ways(sites, zones), rng);
        }
        let graph = stack.adjacency(sites, zones);
        let passages = carve::carve(self.algorithm, &graph, 0, rng).unwrap_or_default();
        stack.cells_of(&passages)
    }

    /// One attempt, as its own type (the command line sizes its drawing from it).
    pub fn make_one(&self, rng: &mut ChaCha8Rng) -> Result<FloorsFinished, Rejected> {
        let puzzle = self.generate(rng).ok_or_else(|| Rejected {
            reason: format!(
                "the floors' zones left no way that changes floors {} times",
                self.floor_changes()
            ),
        })?;
        let algorithm = Some(self.algorithm);
        let (finished, _) =
            FloorsFinished::from_puzzle(puzzle, algorithm, self.wall, self.captions)
                .map_err(refused)?;
        within(self.band.as_ref(), &finished.metrics)?;
        Ok(finished)
    }
}

impl Recipe for FloorsRecipe {
    fn attempt(&self, rng: &mut ChaCha8Rng) -> Result<Box<dyn Finished>, Rejected> {
        Ok(Box::new(self.make_one(rng)?))
    }

    fn advice(&self) -> &'static str {
        "try another difficulty, size, number of levels or algorithm"
    }

    fn max_attempts(&self) -> u32 {
        attempts_for(self.stack.cells())
    }

    fn legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        let shape = draw::Shape::of_recipe(self);
        let cell = draw::layout::best(&shape, (width, height), false).cell;
        let needed = self.min_cell_pt.max(4.0 * self.wall.pt());
        let maze = format!("maze of {} floors", self.stack.floors);
        check_legible(&maze, (self.stack.width, self.stack.height), cell, needed)
    }

    fn how_to_topic(&self) -> Option<HowToTopic> {
        Some(HOW_TO)
    }

    fn answer_legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        let shape = draw::Shape::of_recipe(self);
        let cell = draw::layout::best(&shape, (width, height), true).cell;
        let maze = format!("maze of {} floors", self.stack.floors);
        check_legible(
            &maze,
            (self.stack.width, self.stack.height),
            cell,
            draw::MIN_ANSWER_CELL_PT,
        )
        .map_err(|reason| format!("its answer key: {reason}"))
    }
}

impl Finished for FloorsFinished {
    fn json(&self) -> serde_json::Value {
        form::to_json(self)
    }

    fn draw(&self, answer: bool, width: f64, height: f64, style: &Style) -> Group {
        draw::draw(self, answer, (width, height), style)
    }

    fn aspect_ratio(&self) -> f64 {
        draw::natural_aspect(self)
    }

    fn drawn_size(&self, width: f64, height: f64) -> (f64, f64) {
        draw::drawn_size(self, (width, height))
    }

    fn summary(&self) -> String {
        let algorithm = self.algorithm.map_or(String::new(), |a| format!(" {a}"));
        let stack = &self.puzzle.stack;
        format!(
            "grid {}x{}x{}{algorithm} {}",
            stack.width,
            stack.height,
            stack.floors,
            self.metrics.summary()
        )
    }
}
