//! What a shaped maze too large to print legibly on its page can do (issue 19
//! item 5: the refusal names the real cause and the key to change). Its size is
//! set by `width` (a picture's, a word's or a whole board's cells across; by
//! default the level's), so the refusal names `width` with the most cells
//! across that are legible (and `height` for a whole board); a picture on
//! triangles, whose corridors are the narrowest, may take wider cells instead
//! (`tiling`).

use super::board::{Board, Tiling};
use super::draw;
use crate::puzzle::Fit;
use crate::puzzle::cells::cell_size::largest_legible;

/// The fewest cells across a board is offered at.
const LEAST: usize = 2;

/// What a shaped maze on `board` (walls `wall` points wide, corridors at least
/// `needed` points) can do in a `width`×`height` slot it is not legible in.
pub fn fit_in(
    board: &Board,
    (wall, needed): (f64, f64),
    (width, height): (f64, f64),
) -> Option<Fit> {
    let cell = draw::cell_size(board, width, height, wall);
    if cell + 1e-9 >= needed {
        return None;
    }
    let legible = |b: &Board| draw::cell_size(b, width, height, wall) + 1e-9 >= needed;
    let advice = if board.masked {
        // A picture keeps its shape at any width: cells shrink in proportion.
        let across = (board.width as f64 * cell / needed).floor() as usize;
        let tiling = match board.tiling {
            Tiling::Triangle => ", or tiling = \"square\" or \"hexagon\" (wider corridors)",
            _ => "",
        };
        format!("set width = {across} or fewer (cells across){tiling}")
    } else if board.tiling == Tiling::Circle {
        let rings = (LEAST..=board.width)
            .rev()
            .find(|&rings| legible(&Board::circle(rings)))?;
        format!("set width = {} or fewer (cells across)", 2 * rings)
    } else {
        let (across, down) = largest_legible((board.width, board.height), LEAST, |w, h| {
            legible(&Board::tiled(board.tiling, w, h))
        })?;
        format!("set width = {across} and height = {down} or fewer")
    };
    Some(Fit::Refuse {
        key: "width",
        advice,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::shaped::pictures::{MaskSource, board_for};

    fn refusal(board: &Board, slot: (f64, f64)) -> (&'static str, String) {
        match fit_in(board, (1.0, 17.0), slot) {
            Some(Fit::Refuse { key, advice }) => (key, advice),
            _ => panic!("not refused"),
        }
    }

    /// The advised width is legible, and a cell more is not (as far as the
    /// picture's own rows follow).
    #[test]
    fn a_triangle_picture_is_told_the_width_that_fits_and_the_wider_tilings() {
        let fish = |across| {
            let source = MaskSource::BuiltIn("fish".to_string());
            board_for(&source, Tiling::Triangle, across, None).expect("a fish")
        };
        let slot = (300.0, 400.0);
        let (key, advice) = refusal(&fish(28), slot);
        assert_eq!(key, "width");
        assert!(advice.contains("tiling = \"square\""), "{advice}");
        let across: usize = advice["set width = ".len()..]
            .split(' ')
            .next()
            .and_then(|n| n.parse().ok())
            .expect(&advice);
        assert!(
            fit_in(&fish(across), (1.0, 17.0), slot).is_none(),
            "{advice}"
        );
    }

    #[test]
    fn a_whole_board_is_told_both_sides() {
        let (key, advice) = refusal(&Board::tiled(Tiling::Hexagon, 40, 40), (300.0, 300.0));
        assert_eq!(key, "width");
        assert!(advice.contains(" and height = "), "{advice}");
        assert!(
            fit_in(
                &Board::tiled(Tiling::Hexagon, 4, 4),
                (1.0, 17.0),
                (300.0, 300.0)
            )
            .is_none()
        );
    }
}
