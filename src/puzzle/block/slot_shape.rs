//! A block maze shaped like its slot (issue 19 item 7: puzzles use their page).
//! A maze whose size is its level's own (no `width` or `height` asked) is
//! square, and a square in a wide slot (two a page on a letter page) leaves
//! the slot's sides white. Such a maze takes the slot's shape instead: about
//! as many cells as the level's square (so about as hard), as many columns and
//! rows as make its cells largest in the slot, each side odd and at least the
//! level's smallest, the band scaled to the new size as for any size. A size
//! the user set is theirs and never reshaped.

use super::draw;
use super::kind::BlockRecipe;
use super::levels;
use super::maze::MAX_SIDE;

/// How much larger a cell the reshaped maze must print at to be worth it: a
/// slot near square keeps the level's square.
const WORTH: f64 = 1.05;

/// `recipe` reshaped to a `width`×`height` slot, when its size is its level's
/// and another shape of about as many cells prints noticeably larger there.
pub fn shaped_to(recipe: &BlockRecipe, width: f64, height: f64) -> Option<BlockRecipe> {
    let level = recipe.level_size?;
    let rung = levels::for_level(level);
    let cells = (recipe.width * recipe.height) as f64;
    let cell = |(columns, rows): (usize, usize)| {
        draw::cell_size(columns, rows, width, height, recipe.placement)
    };
    let square = cell((recipe.width, recipe.height));
    let best = (rung.min_side..=MAX_SIDE.min(4 * recipe.height))
        .step_by(2)
        .map(|rows| (nearest_odd(cells / rows as f64).max(rung.min_side), rows))
        .filter(|&(columns, _)| columns <= MAX_SIDE)
        .fold(None, |best: Option<((usize, usize), f64)>, shape| {
            let size = cell(shape);
            match best {
                Some((_, largest)) if largest >= size => best,
                _ => Some((shape, size)),
            }
        })?;
    let ((columns, rows), size) = best;
    if size < square * WORTH || (columns, rows) == (recipe.width, recipe.height) {
        return None;
    }
    Some(recipe.resized(columns, rows, rung))
}

/// The odd whole number nearest `x` (at least 1).
fn nearest_odd(x: f64) -> usize {
    let below = ((x - 1.0) / 2.0).floor().max(0.0) as usize * 2 + 1;
    match x - below as f64 > 1.0 {
        true => below + 2,
        false => below,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Difficulty;
    use crate::puzzle::block::options::{BlockRequest, recipe};

    fn medium(request: BlockRequest) -> BlockRecipe {
        recipe(&request, Some(Difficulty::MEDIUM)).expect("a recipe")
    }

    /// A letter page's half-page slot: half again as wide as tall.
    const WIDE: (f64, f64) = (540.0, 330.0);

    #[test]
    fn odd_numbers_round_to_the_nearest_odd() {
        let rounded: Vec<usize> = [0.2, 1.0, 2.1, 3.9, 4.2, 35.6].map(nearest_odd).to_vec();
        assert_eq!(rounded, [1, 1, 3, 3, 5, 35]);
    }

    #[test]
    fn a_level_sized_maze_in_a_wide_slot_gets_more_columns_and_about_its_cells() {
        let square = medium(BlockRequest::default());
        let wide = shaped_to(&square, WIDE.0, WIDE.1).expect("reshaped");
        assert!(wide.width > wide.height, "{}×{}", wide.width, wide.height);
        assert!(wide.width % 2 == 1 && wide.height % 2 == 1);
        let ratio = (wide.width * wide.height) as f64 / (square.width * square.height) as f64;
        assert!((0.9..=1.1).contains(&ratio), "{ratio}");
        let rung = levels::for_level(Difficulty::MEDIUM.level());
        assert!(wide.height >= rung.min_side);
        let cell =
            |r: &BlockRecipe| draw::cell_size(r.width, r.height, WIDE.0, WIDE.1, r.placement);
        assert!(cell(&wide) > cell(&square) * WORTH);
    }

    #[test]
    fn a_tall_slot_gets_more_rows() {
        let square = medium(BlockRequest::default());
        let tall = shaped_to(&square, WIDE.1, WIDE.0).expect("reshaped");
        assert!(tall.height > tall.width, "{}×{}", tall.width, tall.height);
    }

    #[test]
    fn a_square_slot_or_a_size_the_user_set_keeps_its_shape() {
        assert!(shaped_to(&medium(BlockRequest::default()), 400.0, 400.0).is_none());
        let set = medium(BlockRequest {
            width: Some(23),
            ..BlockRequest::default()
        });
        assert!(shaped_to(&set, WIDE.0, WIDE.1).is_none());
    }
}
