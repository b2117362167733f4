//! A block maze too large to print legibly on its page (issue 19 item 5: fit
//! before refusing). When its size was its level's own (no `width` or `height`
//! asked), it prints at the largest size that is legible, so long as that is
//! one the level allows (each side at least the level's smallest, the band
//! scaled to it as for any size); the preflight reports the change. Otherwise
//! the refusal names the key that really helps, with numbers: `width` and
//! `height` (the largest that fit) when the user set them, else `difficulty`
//! (the hardest level whose smallest maze fits).

use std::sync::Arc;

use super::draw;
use super::kind::BlockRecipe;
use super::levels;
use super::maze::MIN_SIDE;
use crate::puzzle::Difficulty;
use crate::puzzle::Fit;
use crate::puzzle::cells::cell_size::{largest_legible, min_cell_pt};

/// What `recipe` can do in a `width`×`height` slot it is not legible in
/// (`None` when it is legible there).
pub fn fit_in(recipe: &BlockRecipe, width: f64, height: f64) -> Option<Fit> {
    let legible_at = |needed: f64| {
        move |columns: usize, rows: usize| {
            draw::cell_size(columns, rows, width, height, recipe.placement) + 1e-9 >= needed
        }
    };
    let legible = legible_at(recipe.min_cell_pt);
    let asked = (recipe.width, recipe.height);
    if legible(asked.0, asked.1) {
        return None;
    }
    let fits = largest_legible(asked, MIN_SIDE, legible);
    let Some(level) = recipe.level_size else {
        let advice = match fits {
            Some((columns, rows)) => format!("set width = {columns} and height = {rows} or fewer"),
            None => format!("even a {MIN_SIDE}×{MIN_SIDE} block maze is too large here"),
        };
        return Some(Fit::Refuse {
            key: "width",
            advice,
        });
    };
    let rung = levels::for_level(level);
    match fits {
        Some((columns, rows)) if columns.min(rows) >= rung.min_side => Some(Fit::Smaller {
            recipe: Arc::new(recipe.resized(columns, rows, rung)),
            asked: format!("{}×{}", asked.0, asked.1),
            printed: format!("{columns}×{rows}"),
        }),
        _ => {
            let fitting = |level: &u8| {
                let side = levels::for_level(*level).min_side;
                let needed = min_cell_pt(Difficulty::from_level((*level).into()));
                legible_at(needed)(side, side)
            };
            let easier = (1..level).rev().find(fitting)?;
            let least = rung.min_side;
            Some(Fit::Refuse {
                key: "difficulty",
                advice: format!(
                    "block mazes at level {level} have sides of at least {least} cells; ask for difficulty = {easier} or easier"
                ),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Recipe;
    use crate::puzzle::block::options::{BlockRequest, recipe};
    use crate::puzzle::cells::Placement;

    fn hard(request: BlockRequest) -> BlockRecipe {
        recipe(&request, Some(Difficulty::HARD)).expect("a recipe")
    }

    fn sides() -> BlockRequest {
        BlockRequest {
            placement: Some(Placement::Sides),
            ..BlockRequest::default()
        }
    }

    /// A slot 39 × 39 hard cells do not fit in at 3 mm, but 37 × 37 do.
    const SLOT: (f64, f64) = (306.0, 330.0);

    #[test]
    fn a_level_sized_maze_prints_smaller_within_its_level() {
        let asked = hard(sides());
        assert!(asked.legible_in(SLOT.0, SLOT.1).is_err());
        let Some(Fit::Smaller {
            recipe,
            asked,
            printed,
        }) = fit_in(&hard(sides()), SLOT.0, SLOT.1)
        else {
            panic!("not settled");
        };
        assert_eq!(asked, "39×39");
        assert_ne!(printed, asked);
        assert!(recipe.legible_in(SLOT.0, SLOT.1).is_ok(), "{printed}");
    }

    #[test]
    fn a_size_the_user_set_is_refused_naming_width_with_the_size_that_fits() {
        let request = BlockRequest {
            width: Some(39),
            ..sides()
        };
        let Some(Fit::Refuse { key, advice }) = fit_in(&hard(request), SLOT.0, SLOT.1) else {
            panic!("not refused");
        };
        assert_eq!(key, "width");
        assert!(advice.starts_with("set width = 3"), "{advice}");
    }

    #[test]
    fn a_page_too_small_for_the_level_names_an_easier_difficulty() {
        let Some(Fit::Refuse { key, advice }) = fit_in(&hard(sides()), 150.0, 150.0) else {
            panic!("not refused");
        };
        assert_eq!(key, "difficulty");
        assert!(advice.contains("or easier"), "{advice}");
    }

    #[test]
    fn a_legible_maze_needs_no_fit() {
        assert!(fit_in(&hard(sides()), 600.0, 600.0).is_none());
    }
}
