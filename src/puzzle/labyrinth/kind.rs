//! The `magic-labyrinth` kind as the book and the command line use it: a recipe
//! (board size, walls, an optional fairness bound and goal list) that samples or
//! searches a layout, the analysed result, and its JSON form (docs/formats.md).

use rand_chacha::ChaCha8Rng;
use serde::Deserialize;
use serde_json::{Value, json};
use svg::node::element::Group;

use super::board::{Board, BoardFault, Square, max_walls};
use super::bound::least_fairness;
use super::card::{self, CardDrawing};
use super::fairness::{Corner, Fairness, analyse, check_goals, default_goals};
use super::{sample, search};
use crate::puzzle::error::PuzzleError;
use crate::puzzle::{Finished, Metrics, Recipe, Rejected};
use crate::render::style::Style;

/// Boards a fairness search may examine before it gives up with the best it found.
pub const SEARCH_BUDGET: usize = 2_000_000;
/// The bound a book's section without `max-fairness` searches for: fair (the
/// rules' own layout is 1.83), and reached on 6×6 in milliseconds. Raised to
/// the least fairness the goals allow when that is more (`bound`).
pub const DEFAULT_MAX_FAIRNESS: f64 = 0.5;
/// Boards that default search examines before it takes the fairest it found:
/// a section that asked for no bound never fails for want of one, and its
/// build stays quick.
pub const DEFAULT_SEARCH_BUDGET: usize = 100_000;
/// The wall pieces in the game's box.
pub const PIECES_IN_THE_BOX: usize = 24;

/// How to make layouts for one section or command-line request.
#[derive(Debug, Clone)]
pub struct LabyrinthRecipe {
    pub width: usize,
    pub height: usize,
    pub walls: usize,
    pub max_fairness: Option<f64>,
    /// Without `max_fairness`: search for a fair layout ([`DEFAULT_MAX_FAIRNESS`],
    /// or the fairest found) rather than sample any (a book's sections do).
    pub fair_by_default: bool,
    /// `None`: the default goals (all but the corners and their neighbours).
    pub goals: Option<Vec<Square>>,
    /// A fixed printed square size in points, if asked for.
    pub square_pt: Option<f64>,
}

/// A layout, analysed.
#[derive(Debug, Clone)]
pub struct LabyrinthFinished {
    pub(super) board: Board,
    pub(super) goals: Vec<Square>,
    pub(super) custom_goals: bool,
    pub(super) fairness: Fairness,
    pub(super) square_pt: Option<f64>,
}

impl LabyrinthFinished {
    /// Analyses `board` with `goals` (the default goals when `None`).
    pub fn analysed(board: Board, goals: Option<Vec<Square>>, square_pt: Option<f64>) -> Self {
        let custom_goals = goals.is_some();
        let goals = goals.unwrap_or_else(|| default_goals(board.width(), board.height()));
        let fairness = analyse(&board, &goals);
        LabyrinthFinished {
            board,
            goals,
            custom_goals,
            fairness,
            square_pt,
        }
    }

    /// What the layout card shows, as plain data.
    fn card(&self) -> CardDrawing<'_> {
        CardDrawing {
            board: &self.board,
            goals: &self.goals,
            fairness: &self.fairness,
            square_pt: self.square_pt,
        }
    }

    fn metrics(&self) -> Metrics {
        let mut metrics = Metrics::default();
        for (i, corner) in Corner::ALL.iter().enumerate() {
            metrics.count(sum_key(*corner), self.fairness.sums[i] as usize);
            metrics.ratio(mean_key(*corner), self.fairness.means[i]);
        }
        metrics
            .ratio("fairness", self.fairness.fairness)
            .count("walls", self.board.walls().len())
            .count("goals", self.goals.len());
        metrics
    }
}

fn sum_key(corner: Corner) -> &'static str {
    match corner {
        Corner::NorthWest => "distance_sum_nw",
        Corner::NorthEast => "distance_sum_ne",
        Corner::SouthWest => "distance_sum_sw",
        Corner::SouthEast => "distance_sum_se",
    }
}

fn mean_key(corner: Corner) -> &'static str {
    match corner {
        Corner::NorthWest => "mean_nw",
        Corner::NorthEast => "mean_ne",
        Corner::SouthWest => "mean_sw",
        Corner::SouthEast => "mean_se",
    }
}

impl LabyrinthRecipe {
    /// One attempt, as its own type (the command line draws it in text).
    pub fn make_one(&self, rng: &mut ChaCha8Rng) -> Result<LabyrinthFinished, Rejected> {
        let goals = || {
            self.goals
                .clone()
                .unwrap_or_else(|| default_goals(self.width, self.height))
        };
        let search_for = |goals: &[Square], bound, budget, rng: &mut ChaCha8Rng| {
            search::search(
                self.width,
                self.height,
                self.walls,
                goals,
                bound,
                rng,
                budget,
            )
        };
        let board = match (self.max_fairness, self.fair_by_default) {
            (None, false) => sample::sample(self.width, self.height, self.walls, rng),
            (None, true) => {
                let goals = goals();
                let least = least_fairness(self.width, self.height, self.walls, &goals);
                let bound = least.map_or(DEFAULT_MAX_FAIRNESS, |(least, _)| {
                    least.max(DEFAULT_MAX_FAIRNESS)
                });
                match search_for(&goals, bound, DEFAULT_SEARCH_BUDGET, rng) {
                    Ok((board, _)) => board,
                    Err(fairest) => fairest.0,
                }
            }
            (Some(bound), _) => match search_for(&goals(), bound, SEARCH_BUDGET, rng) {
                Ok((board, _)) => board,
                Err(best) => {
                    return Err(Rejected {
                        reason: format!(
                            "no layout with fairness at most {bound} was found in {SEARCH_BUDGET} boards; the fairest had {:.3}",
                            best.1.fairness
                        ),
                    });
                }
            },
        };
        Ok(LabyrinthFinished::analysed(
            board,
            self.goals.clone(),
            self.square_pt,
        ))
    }
}

impl Recipe for LabyrinthRecipe {
    fn attempt(&self, rng: &mut ChaCha8Rng) -> Result<Box<dyn Finished>, Rejected> {
        Ok(Box::new(self.make_one(rng)?))
    }

    fn legible_in(&self, width: f64, height: f64) -> Result<(), String> {
        card::fits(self.width, self.height, self.square_pt, width, height)
    }

    fn has_answer(&self) -> bool {
        false
    }

    /// A fairness search already examines up to two million boards; repeating it
    /// with other seeds would only multiply the wait before the same answer.
    fn advice(&self) -> &'static str {
        "raise max-fairness, or use another number of walls"
    }

    fn max_attempts(&self) -> u32 {
        if self.max_fairness.is_some() || self.fair_by_default {
            1
        } else {
            crate::puzzle::MAX_ATTEMPTS
        }
    }
}

impl Finished for LabyrinthFinished {
    fn json(&self) -> Value {
        let walls: Vec<[Square; 2]> = self.board.walls().iter().map(|w| [w.0, w.1]).collect();
        let mut value = json!({
            "kind": "magic-labyrinth",
            "width": self.board.width(),
            "height": self.board.height(),
            "walls": walls,
            "metrics": self.metrics().to_json(),
            "favoured_corner": self.fairness.favoured.name(),
        });
        if self.custom_goals {
            value["goals"] = json!(self.goals);
        }
        value
    }

    fn draw(&self, _answer: bool, width: f64, height: f64, style: &Style) -> Group {
        card::draw(&self.card(), width, height, style)
    }

    fn aspect_ratio(&self) -> f64 {
        card::aspect_ratio(self.board.width(), self.board.height())
    }

    fn drawn_size(&self, width: f64, height: f64) -> (f64, f64) {
        let (columns, rows) = (self.board.width(), self.board.height());
        card::drawn_size(columns, rows, self.square_pt, width, height)
    }

    fn summary(&self) -> String {
        let f = &self.fairness;
        format!(
            "magic-labyrinth {}x{} walls={} fairness={:.3} means nw={:.2} ne={:.2} sw={:.2} se={:.2} favoured={}",
            self.board.width(),
            self.board.height(),
            self.board.walls().len(),
            f.fairness,
            f.means[0],
            f.means[1],
            f.means[2],
            f.means[3],
            f.favoured.name()
        )
    }

    fn sort_key(&self) -> Option<f64> {
        Some(self.fairness.fairness)
    }
}

/// The JSON form as `analyze` reads it; metrics and the favoured corner may be present
/// (they are recomputed).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LabyrinthForm {
    pub kind: String,
    pub width: usize,
    pub height: usize,
    pub walls: Vec<[Square; 2]>,
    #[serde(default)]
    pub goals: Option<Vec<Square>>,
    #[serde(default)]
    pub metrics: Option<Value>,
    #[serde(default)]
    pub favoured_corner: Option<String>,
}

/// Analyses a layout given in its JSON form.
pub fn analyse_form(form: LabyrinthForm) -> Result<LabyrinthFinished, PuzzleError> {
    let max = super::options::MAX_SIDE;
    for (name, side) in [("width", form.width), ("height", form.height)] {
        if !(2..=max).contains(&side) {
            return Err(PuzzleError::Refused(format!(
                "\"{name}\" is {side}; boards are 2 to {max} squares a side"
            )));
        }
    }
    let board = Board::new(form.width, form.height, &form.walls)
        .map_err(|f: BoardFault| PuzzleError::refused(f))?;
    if let Some(goals) = &form.goals {
        check_goals(form.width, form.height, goals).map_err(PuzzleError::refused)?;
    }
    Ok(LabyrinthFinished::analysed(board, form.goals, None))
}

/// The most walls a board can hold, for messages.
pub fn wall_limit(width: usize, height: usize) -> usize {
    max_walls(width, height)
}
