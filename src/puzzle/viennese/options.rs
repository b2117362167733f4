//! Turns what a user asked for (a section's keys or command-line flags) into a
//! Viennese recipe: which plan (a built-in shape of a size, or the user's own),
//! which ends and rules, and the target the search must meet.

use std::sync::Arc;

use super::canvas::{Canvas, Shape};
use super::draw::DrawOptions;
use super::form::Plan;
use super::kind::{Aids, VienneseRecipe};
use super::levels::{level, target_for};
use super::maze::{Maze, Variant};
use super::search::Target;
use crate::puzzle::{Difficulty, Refusal};

/// Sides of the built-in square and triangular plans.
pub const SIDES: std::ops::RangeInclusive<usize> = 2..=10;
/// Spokes and rings of the roundabout plan.
pub const SPOKES: std::ops::RangeInclusive<usize> = 3..=12;
pub const RINGS: std::ops::RangeInclusive<usize> = 1..=5;
/// The largest reference score one may ask for (scores of real mazes are far below).
pub const MAX_MIN_SCORE: f64 = 1e30;
/// The most streets a plan may have for the search to colour it in good time.
pub const MAX_SEARCH_STREETS: usize = 200;
/// The most boxes in the move strip.
const MAX_MOVE_BOXES: usize = 45;

/// What the user asked for; `None` means the default.
#[derive(Debug, Clone, Default)]
pub struct VienneseRequest {
    pub shape: Option<Shape>,
    pub width: Option<usize>,
    pub height: Option<usize>,
    /// The user's own plan (from a file); excludes shape and size.
    pub plan: Option<Plan>,
    pub variant: Option<Variant>,
    pub difficulty: Option<Difficulty>,
    pub start: Option<usize>,
    pub goal: Option<usize>,
    pub phase_maps: Option<bool>,
    pub move_strip: Option<bool>,
    /// The least reference score a maze must reach (0 = any).
    pub min_score: Option<f64>,
}

/// Builds the recipe for a section's (or the command line's) puzzles.
pub fn recipe(request: &VienneseRequest) -> Result<VienneseRecipe, Refusal> {
    let difficulty = request.difficulty.unwrap_or(Difficulty::MEDIUM);
    let defaults = level(difficulty);
    let plan_variant = request.plan.as_ref().and_then(|plan| plan.variant);
    let variant = request.variant.or(plan_variant).unwrap_or(defaults.variant);
    one_ring_is_enough(request, difficulty)?;
    let (canvas, ends) = canvas(request, defaults.width, defaults.height)?;
    let start = request.start.or(ends.0).unwrap_or(0);
    let goal = request
        .goal
        .or(ends.1)
        .unwrap_or(canvas.node_count().saturating_sub(1));
    let street_count = canvas.street_count();
    let template =
        Maze::new(canvas, vec![0; street_count], start, goal, variant).map_err(|fault| {
            let goal_at_fault = fault.to_string().contains("goal");
            // An end the plan file gave is the plan's fault, not a key's.
            let key = match (goal_at_fault, request.plan.is_some()) {
                (true, _) if request.goal.is_some() => "goal",
                (false, _) if request.start.is_some() => "start",
                (_, true) => "plan",
                (true, false) => "goal",
                (false, false) => "start",
            };
            Refusal::new(key, fault.to_string())
        })?;
    let mut target = target_for(difficulty, template.canvas(), variant);
    reachable_band(&mut target, &template);
    if let Some(score) = request.min_score {
        if !(0.0..=MAX_MIN_SCORE).contains(&score) {
            return Err(Refusal::new(
                "min-score",
                format!(
                    "{} is not allowed; use a number from 0 to {MAX_MIN_SCORE:e}",
                    if score.abs() < 1e15 {
                        score.to_string()
                    } else {
                        format!("{score:e}")
                    }
                ),
            ));
        }
        target.min_score = score;
        target.unique = true;
    }
    let draw = DrawOptions {
        phase_maps: request.phase_maps.unwrap_or(difficulty.level() <= 3),
        move_boxes: if request.move_strip.unwrap_or(true) {
            move_boxes(*target.moves.end())
        } else {
            0
        },
        ..DrawOptions::default()
    };
    let asked = Aids {
        phase_maps: request.phase_maps.is_some(),
        move_strip: request.move_strip.is_some(),
    };
    Ok(VienneseRecipe {
        template,
        target,
        draw,
        asked,
    })
}

/// Boxes for a strip that holds the longest solution the target allows, in
/// whole rounds of three.
pub fn move_boxes(most_moves: usize) -> usize {
    most_moves.clamp(3, MAX_MOVE_BOXES).next_multiple_of(3)
}

type Ends = (Option<usize>, Option<usize>);

/// The plan, and the ends it suggests.
fn canvas(
    request: &VienneseRequest,
    default_width: usize,
    default_height: usize,
) -> Result<(Arc<Canvas>, Ends), Refusal> {
    if let Some(plan) = &request.plan {
        if request.shape.is_some() || request.width.is_some() || request.height.is_some() {
            return Err(Refusal::new(
                "plan",
                "a plan of your own sets the streets; leave out shape, width and height",
            ));
        }
        check_streets(&plan.canvas, "plan")?;
        return Ok((plan.canvas.clone(), (plan.start, plan.goal)));
    }
    let shape = request.shape.unwrap_or(Shape::Squares);
    let (width, height) = size(request, shape, default_width, default_height)?;
    let ends = shape.default_ends(width, height);
    let canvas = shape.canvas(width, height);
    check_streets(&canvas, "width")?;
    Ok((Arc::new(canvas), (Some(ends.0), Some(ends.1))))
}

/// The search colours plans of a bounded size in good time.
fn check_streets(canvas: &Canvas, key: &'static str) -> Result<(), Refusal> {
    let streets = canvas.street_count();
    if streets > MAX_SEARCH_STREETS {
        return Err(Refusal::new(
            key,
            format!(
                "the plan has {streets} streets; the search colours at most {MAX_SEARCH_STREETS}: use a smaller plan"
            ),
        ));
    }
    Ok(())
}

fn size(
    request: &VienneseRequest,
    shape: Shape,
    default_width: usize,
    default_height: usize,
) -> Result<(usize, usize), Refusal> {
    let (width_range, height_range, what) = match shape {
        Shape::Roundabout => (SPOKES, RINGS, ("spokes", "rings")),
        _ => (SIDES, SIDES, ("intersections a row", "rows")),
    };
    let (width, height) = match shape {
        Shape::Roundabout => roundabout_size(request, default_width, default_height),
        _ => (
            request.width.unwrap_or(default_width),
            request
                .height
                .unwrap_or(request.width.unwrap_or(default_height)),
        ),
    };
    for (key, value, range, noun) in [
        ("width", width, &width_range, what.0),
        ("height", height, &height_range, what.1),
    ] {
        if !range.contains(&value) {
            return Err(Refusal::new(
                key,
                format!(
                    "{value} is out of range; a {} plan has {} to {} {noun}",
                    shape.name(),
                    range.start(),
                    range.end()
                ),
            ));
        }
    }
    Ok((width, height))
}

/// A roundabout of one ring has too few states for the moves levels above 3 ask
/// for: refused here, naming `height`, rather than after a fruitless search.
fn one_ring_is_enough(request: &VienneseRequest, difficulty: Difficulty) -> Result<(), Refusal> {
    let one_ring = request.shape == Some(Shape::Roundabout) && request.height == Some(1);
    if one_ring && difficulty.level() > MAX_ONE_RING_LEVEL {
        return Err(Refusal::new(
            "height",
            format!(
                "a roundabout of 1 ring is too small for difficulty {difficulty}; use 2 to {} rings, or difficulty {MAX_ONE_RING_LEVEL} or lower",
                RINGS.end()
            ),
        ));
    }
    Ok(())
}

/// The highest level a one-ring roundabout can meet.
const MAX_ONE_RING_LEVEL: u8 = 3;

/// A roundabout with about as many streets as the default square plan: a
/// roundabout's "width" is its spokes, its "height" its rings.
fn roundabout_size(
    request: &VienneseRequest,
    default_width: usize,
    default_height: usize,
) -> (usize, usize) {
    let rings = request.height.unwrap_or(
        default_width
            .min(default_height)
            .saturating_sub(2)
            .clamp(1, 5),
    );
    let square_streets = 2 * default_width * default_height - default_width - default_height;
    let spokes = request
        .width
        .unwrap_or(square_streets.div_ceil(2 * rings.max(1)).clamp(3, 12));
    (spokes, rings)
}

/// No solution is shorter than the plan's distance from start to goal: the band
/// must hold it (with room for either parity).
fn reachable_band(target: &mut Target, maze: &Maze) {
    let Some(distance) = plan_distance(maze.canvas(), maze.start(), maze.goal()) else {
        return;
    };
    let (low, high) = (*target.moves.start(), *target.moves.end());
    target.moves = low.max(distance)..=high.max(distance + 3);
}

/// Streets on the shortest way from `from` to `to`, lights aside.
fn plan_distance(canvas: &Canvas, from: usize, to: usize) -> Option<usize> {
    let mut distance = vec![usize::MAX; canvas.node_count()];
    let mut queue = std::collections::VecDeque::from([from]);
    distance[from] = 0;
    while let Some(node) = queue.pop_front() {
        if node == to {
            return Some(distance[node]);
        }
        for &(next, _) in canvas.neighbours(node) {
            if distance[next] == usize::MAX {
                distance[next] = distance[node] + 1;
                queue.push_back(next);
            }
        }
    }
    None
}
