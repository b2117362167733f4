//! Puzzle kinds, and the small interface through which the book pipeline uses them.
//!
//! Each kind lives in its own folder and knows how to generate, check, measure and
//! draw itself, and nothing about books. The pipeline sees two things only: a
//! [`Recipe`] (a validated section's options: how to make one puzzle from a seed) and
//! a [`Finished`] puzzle (checked, measured, drawable, with its JSON form).

pub mod answer_walk;
pub mod block;
pub mod cells;
pub mod difficulty;
pub mod error;
pub mod flags;
pub mod grid;
pub mod hints;
pub mod labyrinth;
pub mod metrics;
pub mod random;
pub mod registry;
pub mod rotation;
pub mod section_keys;
pub mod seeds;
pub mod theseus;
pub mod viennese;

use rand_chacha::ChaCha8Rng;

pub use difficulty::Difficulty;
pub use hints::HintPart;
pub use metrics::Metrics;

use crate::render::streamed::Streamed;
use crate::render::style::Style;

/// A request that cannot be met, found before any work: the key (or flag) at
/// fault and why.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    pub key: &'static str,
    pub message: String,
}

impl Refusal {
    pub fn new(key: &'static str, message: impl Into<String>) -> Self {
        Refusal {
            key,
            message: message.into(),
        }
    }
}

/// A how-to page that some puzzles of a kind need besides the kind's own (a
/// grid maze with floors explains its stairs, a weave maze its bridges).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HowToTopic {
    /// The part of its words keys that names it: `how-to-{key}-title`, `how-to-{key}`.
    pub key: &'static str,
    /// What its solved example's section adds to an easy section of the kind
    /// (TOML lines).
    pub example_keys: &'static str,
}

/// Where a puzzle's drawing stands in its book, as the page plan knows it:
/// what a drawing may leave out because the pages around it already say it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placing {
    /// The first puzzle of its section (a Theseus section prints its rules
    /// under this one only).
    pub first_of_section: bool,
}

impl Placing {
    /// A drawing on its own (a stand-alone SVG, a how-to page's example): it
    /// says everything.
    pub const ALONE: Placing = Placing {
        first_of_section: true,
    };
}

/// Attempts per puzzle, unless a recipe asks for fewer.
pub const MAX_ATTEMPTS: u32 = 500;

/// How one attempt at a puzzle failed; the pipeline retries with a new derived seed.
#[derive(Debug, Clone)]
pub struct Rejected {
    /// What was out of band, in words a user can act on.
    pub reason: String,
}

/// A recipe with one of its drawing's extras left out (a traffic-light plan's
/// phase maps, then its move strip), for a page too small for them all.
pub struct Lighter {
    pub recipe: std::sync::Arc<dyn Recipe>,
    /// The section key that asks for the extra (`phase-maps`).
    pub key: &'static str,
    /// The extra, in words ("the phase maps").
    pub what: &'static str,
    /// Whether the user asked for it: then it is not the preflight's to drop.
    pub asked: bool,
}

/// What a recipe whose puzzles are not legible in their slot can do about it
/// ([`Recipe::fit_in`]): the preflight prints the smaller size, or refuses with
/// the advice.
pub enum Fit {
    /// The same level at a smaller size its band still allows (its size was
    /// the level's, not the user's): print this instead. `asked` and `printed`
    /// name the sizes ("39×39", "37×37").
    Smaller {
        recipe: std::sync::Arc<dyn Recipe>,
        asked: String,
        printed: String,
    },
    /// Refuse, naming `key` (the one that really helps), with what to set it
    /// to in words ("set width = 23 or fewer").
    Refuse { key: &'static str, advice: String },
}

/// A validated recipe for one kind of puzzle: everything a section (or the command
/// line) asked for. Making a puzzle is one attempt from one seeded generator.
pub trait Recipe: Send + Sync {
    /// One attempt: generate, check independently, measure, and test the band.
    fn attempt(&self, rng: &mut ChaCha8Rng) -> Result<Box<dyn Finished>, Rejected>;
    /// `Ok` when a puzzle drawn into a `width`×`height` point box stays legible,
    /// else why not (in words a user can act on). Checked before any work.
    fn legible_in(&self, width: f64, height: f64) -> Result<(), String>;
    /// As [`Recipe::legible_in`], for the answer key in an answer page's slot
    /// (keys may print smaller than puzzles, but not shrink to nothing).
    fn answer_legible_in(&self, _width: f64, _height: f64) -> Result<(), String> {
        Ok(())
    }
    /// This recipe with the next of its drawing's extras left out, if it has one.
    fn lighter(&self) -> Option<Lighter> {
        None
    }
    /// What to do when its puzzles are not legible in a `width`×`height` slot,
    /// when the kind can say more than its size key (`None`: it cannot, or they
    /// are legible).
    fn fit_in(&self, _width: f64, _height: f64) -> Option<Fit> {
        None
    }
    /// This recipe shaped to use a `width`×`height` slot better, when its size
    /// is its level's rather than the user's and another shape of about as
    /// many cells prints larger there (`None`: keep it as it is).
    fn shaped_to(&self, _width: f64, _height: f64) -> Option<std::sync::Arc<dyn Recipe>> {
        None
    }
    /// How many attempts a puzzle may take before it is given up: fewer for large
    /// puzzles, so that an unreachable band fails in seconds, not minutes.
    fn max_attempts(&self) -> u32 {
        MAX_ATTEMPTS
    }
    /// What a user can change when no attempt meets the request.
    fn advice(&self) -> &'static str {
        "try another difficulty or size"
    }
    /// Whether its puzzles have an answer key to print (a board-game layout has none).
    fn has_answer(&self) -> bool {
        true
    }
    /// A how-to page of its own these puzzles need besides their kind's, if any.
    fn how_to_topic(&self) -> Option<HowToTopic> {
        None
    }
    /// The most height one of its puzzles' hints of `part` takes, drawn
    /// `width` points wide; `None` when its section asks for no hint pages.
    /// The page plan packs hint pages by it before any puzzle is made.
    fn hint_height(&self, _part: HintPart, _width: f64) -> Option<f64> {
        None
    }
}

/// A puzzle that the independent checker accepted, with its solution and metrics.
pub trait Finished: Send + Sync {
    /// The JSON form of docs/formats.md, with `solution` and `metrics` filled in.
    fn json(&self) -> serde_json::Value;
    /// Writes [`Finished::json`] pretty-printed into `out`. Kinds whose forms grow
    /// with the puzzle (a grid maze's cells) write them straight from their own
    /// data, the same bytes without building the JSON tree first.
    fn write_json(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        serde_json::to_writer_pretty(out, &self.json())?;
        Ok(())
    }
    /// Draws the puzzle (or, with `answer`, its answer key) into a box of
    /// `width`×`height` points with its top-left corner at the origin.
    fn draw(
        &self,
        answer: bool,
        width: f64,
        height: f64,
        style: &Style,
    ) -> svg::node::element::Group;
    /// As [`Finished::draw`], for a puzzle (not an answer) on a book's page
    /// at `placing`: a kind whose drawing repeats what an earlier puzzle of the
    /// section showed (Theseus's rules) leaves it out there.
    fn draw_placed(
        &self,
        width: f64,
        height: f64,
        style: &Style,
        _placing: Placing,
    ) -> svg::node::element::Group {
        self.draw(false, width, height, style)
    }
    /// As [`Finished::draw`], with its longest data (a large maze's walls) put
    /// off to be written straight into the output (a stand-alone SVG).
    fn draw_streamed(&self, answer: bool, width: f64, height: f64, style: &Style) -> Streamed<'_> {
        Streamed::whole(self.draw(answer, width, height, style))
    }
    /// The width ÷ height of the drawing.
    fn aspect_ratio(&self) -> f64;
    /// The box the drawing takes when given a `width`×`height` box: by default the
    /// largest box of its aspect ratio. A drawing whose parts keep a fixed size
    /// (a card's table) says its own.
    fn drawn_size(&self, width: f64, height: f64) -> (f64, f64) {
        let aspect = self.aspect_ratio();
        if !(aspect.is_finite() && aspect > 0.0) {
            return (width, height);
        }
        if aspect > width / height {
            (width, width / aspect)
        } else {
            (height * aspect, height)
        }
    }
    /// The box the answer key takes in a `width`×`height` box: by default the
    /// puzzle's. A puzzle whose page layout fills its slot (a traffic-light
    /// page with its legend beside the plan) keeps its answer in the
    /// stand-alone aspect ratio's box.
    fn answer_size(&self, width: f64, height: f64) -> (f64, f64) {
        self.drawn_size(width, height)
    }
    /// The hint of `part` (the answer's first moves) drawn `width` points wide
    /// from the top, and its height (at most its recipe's
    /// [`Recipe::hint_height`]); `None` for kinds without hints.
    fn hint(
        &self,
        _part: HintPart,
        _width: f64,
        _style: &Style,
    ) -> Option<(svg::node::element::Group, f64)> {
        None
    }
    /// How many of the answer's moves the hint of `part` gives.
    fn hint_moves(&self, _part: HintPart) -> Option<usize> {
        None
    }
    /// One line for a terminal: size, algorithm, metrics.
    fn summary(&self) -> String;
    /// Whether the puzzle, drawn on a puzzle page in a `width`×`height` box,
    /// prints a start or goal mark outside it past an arrow (the how-to page
    /// speaks of arrows only in a book that prints one). Cell mazes say; other
    /// kinds print none.
    fn marks_arrow(&self, _width: f64, _height: f64) -> bool {
        false
    }
    /// The answer's length against the shortest walk on the bare board, for
    /// kinds where a walk through cells is the puzzle (`answer_walk`); `None`
    /// elsewhere.
    fn answer_walk(&self) -> Option<answer_walk::AnswerWalk> {
        None
    }
    /// Where the puzzle goes when a section asks for its puzzles sorted (lower
    /// first, e.g. the fairest layout); `None` keeps it where it was made.
    fn sort_key(&self) -> Option<f64> {
        None
    }
}

/// Makes one puzzle: tries `first_seed`, then seeds derived from it, until an
/// attempt lands in the band or `max_attempts` are used up.
pub fn make(
    recipe: &dyn Recipe,
    first_seed: u64,
    max_attempts: u32,
) -> Result<(u64, Box<dyn Finished>), Rejected> {
    make_with(|rng| recipe.attempt(rng), first_seed, max_attempts)
}

/// As [`make`], for a kind's own recipe whose attempts give its own puzzle type
/// (its command takes the typed puzzle back: a model, a drawing in text).
pub fn make_with<T>(
    attempt: impl Fn(&mut ChaCha8Rng) -> Result<T, Rejected>,
    first_seed: u64,
    max_attempts: u32,
) -> Result<(u64, T), Rejected> {
    let mut last = Rejected {
        reason: "no attempt was made".into(),
    };
    for attempt_number in 0..max_attempts {
        let seed = seeds::attempt_seed(first_seed, attempt_number);
        match attempt(&mut seeds::rng(seed)) {
            Ok(puzzle) => return Ok((seed, puzzle)),
            Err(rejected) => last = rejected,
        }
    }
    Err(Rejected {
        reason: format!(
            "no puzzle met the request in {max_attempts} attempts (the last one: {})",
            last.reason
        ),
    })
}
