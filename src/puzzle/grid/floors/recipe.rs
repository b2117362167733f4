//! Turns a request for a maze with floors (`levels` in a section, `--levels` on
//! the command line, sent here by `grid::split`) into a [`FloorsRecipe`],
//! refusing what cannot be made before any maze is: a number of floors out of
//! range, a shape, loops, bridges (`weave`), an algorithm that works row by row,
//! a size too small for the level or too large to make.

use super::draw::captions::CaptionWidths;
use super::stack::Stack;
use super::zones::Zones;
use super::{FloorsRecipe, levels};
use crate::puzzle::cells::Placement;
use crate::puzzle::cells::cell_size::min_cell_pt;
use crate::puzzle::grid::rectangle::algorithms::Algorithm;
use crate::puzzle::grid::request::{GridRequest, MAX_SIDE, wall};
use crate::puzzle::grid::shaped::carve::{names_on_any_board, runs_on_any_board};
use crate::puzzle::grid::shaped::ends::Ends;
use crate::puzzle::grid::shaped::outline::Outline;
use crate::puzzle::grid::shaped::pictures::MaskSource;
use crate::puzzle::{Difficulty, Refusal};

/// The fewest and the most floors.
pub const LEVELS: std::ops::RangeInclusive<usize> = 2..=6;
/// The most cells of all floors together (as a 4000 × 4000 rectangle).
pub const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;

/// The recipe for `request` at `difficulty` (`None`: no band, any perfect maze).
pub fn recipe(
    request: &GridRequest,
    difficulty: Option<Difficulty>,
) -> Result<FloorsRecipe, Refusal> {
    let level = levels::for_level(difficulty.map_or(5, Difficulty::level));
    let floors = floors(request.levels.unwrap_or(level.floors))?;
    plain_rectangle(request)?;
    let stack = stack(request, level, floors)?;
    if let Some(d) = difficulty
        && stack.cells() < level.min_cells
    {
        return Err(Refusal::new(
            "width",
            format!(
                "a {}×{} maze of {floors} floors is too small for difficulty {d}: it needs at least {} cells in all",
                stack.width, stack.height, level.min_cells
            ),
        ));
    }
    Ok(FloorsRecipe {
        stack,
        algorithm: algorithm(request, difficulty, level)?,
        ends: request.placement.unwrap_or(Ends::Like(Placement::Corners)),
        zones: zones(level, &stack),
        detours: detours(level, &stack),
        band: difficulty.map(|_| level.band),
        wall: wall(request.wall_pt)?,
        min_cell_pt: min_cell_pt(difficulty),
        captions: CaptionWidths::measure(&request.book, floors),
    })
}

/// Cells a zone should have at least: a zone of a cell or two is no maze.
const ZONE_CELLS: usize = 8;

/// The level's zones a floor, as many as `stack`'s floors have room for.
fn zones(level: &levels::Level, stack: &Stack) -> usize {
    let room = (stack.per_floor() / ZONE_CELLS).max(1);
    level.zones.min(Zones::MOST).min(room)
}

/// The level's detours, as many as its zones allow on `stack`: the way visits
/// each zone once at most, and a detour takes two more.
fn detours(level: &levels::Level, stack: &Stack) -> usize {
    let all = zones(level, stack) * stack.floors;
    level.detours.min((all - stack.floors) / 2)
}

fn floors(levels: usize) -> Result<usize, Refusal> {
    match LEVELS.contains(&levels) {
        true => Ok(levels),
        false => Err(Refusal::new(
            "levels",
            format!(
                "{levels} is out of range; a maze with floors has from {} to {} (leave levels out for a maze on one floor)",
                LEVELS.start(),
                LEVELS.end()
            ),
        )),
    }
}

/// Floors are rectangles of squares, perfect: no shape, picture, loops or bridges.
fn plain_rectangle(request: &GridRequest) -> Result<(), Refusal> {
    let refused = |key: &str| {
        Refusal::new(
            "levels",
            format!(
                "a maze with floors is a stack of rectangles without loops, so it takes no `{key}`"
            ),
        )
    };
    match &request.shape {
        None | Some(Outline::Rectangle) => {}
        Some(Outline::Picture { source, .. }) => {
            return Err(refused(match source {
                MaskSource::BuiltIn(_) => "shape",
                MaskSource::File(_) => "mask",
                MaskSource::Word { .. } => "text",
            }));
        }
        Some(Outline::Whole(_)) => return Err(refused("shape")),
    }
    if request.braid.is_some_and(|braid| braid != 0.0) {
        return Err(refused("braid"));
    }
    match request.weave {
        Some(weave) if weave != 0.0 => Err(Refusal::new(
            "levels",
            "a maze with floors has stairs but no bridges, so levels and weave cannot go together; leave out one of them",
        )),
        _ => Ok(()),
    }
}

/// Each floor's width and height (the level's, or a width alone making squares).
fn stack(request: &GridRequest, level: &levels::Level, floors: usize) -> Result<Stack, Refusal> {
    let width = request
        .width
        .or(request.height.map(|_| level.size.0))
        .unwrap_or(level.size.0);
    let height = request.height.unwrap_or(match request.width {
        Some(_) => width,
        None => level.size.1,
    });
    for (key, side) in [("width", width), ("height", height)] {
        if !(2..=MAX_SIDE).contains(&side) {
            return Err(Refusal::new(
                key,
                format!(
                    "{side} is out of range; each floor of a maze with floors is from 2 to {MAX_SIDE} cells each way"
                ),
            ));
        }
    }
    let stack = Stack {
        width,
        height,
        floors,
    };
    match stack.cells() <= MAX_CELLS {
        true => Ok(stack),
        false => Err(Refusal::new(
            "width",
            format!(
                "{width}×{height} on {floors} floors is {} cells; the most is {MAX_CELLS} in all",
                stack.cells()
            ),
        )),
    }
}

/// The algorithm asked for (one that runs on any graph), else the level's;
/// without a difficulty, the backtracker.
fn algorithm(
    request: &GridRequest,
    difficulty: Option<Difficulty>,
    level: &levels::Level,
) -> Result<Algorithm, Refusal> {
    let chosen = request.algorithm.unwrap_or(match difficulty {
        Some(_) => level.algorithm,
        None => Algorithm::Backtracker,
    });
    match runs_on_any_board(chosen) {
        true => Ok(chosen),
        false => Err(Refusal::new(
            "algorithm",
            format!(
                "{chosen} works row by row and cannot carve a maze with floors; use {}",
                names_on_any_board().join(", ")
            ),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asked(levels: usize) -> GridRequest {
        GridRequest {
            levels: Some(levels),
            ..GridRequest::default()
        }
    }

    #[test]
    fn floors_out_of_range_are_refused_naming_levels() {
        for levels in [0, 1, 7, 100] {
            let refusal = recipe(&asked(levels), None).unwrap_err();
            assert_eq!(refusal.key, "levels", "{levels}");
        }
        assert!(recipe(&asked(2), None).is_ok());
        assert!(recipe(&asked(6), None).is_ok());
    }

    #[test]
    fn shapes_loops_bridges_and_row_algorithms_are_refused() {
        let braided = GridRequest {
            braid: Some(0.5),
            ..asked(3)
        };
        assert_eq!(recipe(&braided, None).unwrap_err().key, "levels");
        let woven = GridRequest {
            weave: Some(0.5),
            ..asked(3)
        };
        let refusal = recipe(&woven, None).unwrap_err();
        assert_eq!(refusal.key, "levels");
        assert!(refusal.message.contains("weave"), "{}", refusal.message);
        let unwoven = GridRequest {
            weave: Some(0.0),
            ..asked(3)
        };
        assert!(recipe(&unwoven, None).is_ok());
        let rows = GridRequest {
            algorithm: Some(Algorithm::Sidewinder),
            ..asked(3)
        };
        let refusal = recipe(&rows, None).unwrap_err();
        assert_eq!(refusal.key, "algorithm");
        assert!(
            refusal.message.contains("backtracker, wilson"),
            "{}",
            refusal.message
        );
    }

    #[test]
    fn defaults_follow_the_level() {
        let made = recipe(
            &GridRequest {
                levels: None,
                ..asked(3)
            },
            Some(Difficulty::HARD),
        );
        let level = levels::for_level(8);
        // `levels: None` is the rectangle's request; the split never sends it here,
        // but the recipe still takes the level's floors.
        let made = made.unwrap();
        assert_eq!(made.stack.floors, level.floors);
        assert_eq!((made.stack.width, made.stack.height), level.size);
    }

    #[test]
    fn too_small_for_the_level_is_refused() {
        let small = GridRequest {
            width: Some(3),
            height: Some(3),
            ..asked(2)
        };
        assert_eq!(
            recipe(&small, Some(Difficulty::HARD)).unwrap_err().key,
            "width"
        );
    }
}
