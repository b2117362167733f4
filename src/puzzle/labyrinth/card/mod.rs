//! The printed layout card: the board drawn at a real size with its walls as thick
//! pieces, the four corners marked with player numbers, the fairness figures in a
//! small table, and a small map of which player is nearest to each goal square.
//! Numbers carry every meaning (colours only help), so it reads in black and white.
//!
//! It takes plain data ([`CardDrawing`]), which `kind` builds, so it does not
//! depend on `kind`. The parts: `board` (the board with its wall pieces and
//! corner markers) and `figures` (the fairness headline, table and nearest-player
//! map).

mod board;
mod figures;

use svg::node::element::{Circle, Group, Text};

use super::board::{Board, Square};
use super::fairness::Fairness;
use crate::render::fmt::num;
use crate::render::style::{MIN_TEXT_PT, Style};
use crate::units::PT_PER_MM;

/// What a layout card shows.
#[derive(Debug, Clone, Copy)]
pub struct CardDrawing<'a> {
    pub board: &'a Board,
    /// The goal squares the fairness was measured on.
    pub goals: &'a [Square],
    pub fairness: &'a Fairness,
    /// A fixed printed square size in points, if asked for.
    pub square_pt: Option<f64>,
}

/// Height of the figures under the board.
const INFO_PT: f64 = 118.0;
/// Width the table and the map need beside each other.
const INFO_MIN_WIDTH_PT: f64 = 290.0;
/// The smallest square worth printing.
const MIN_SQUARE_PT: f64 = 6.0 * PT_PER_MM;
/// The square size of a stand-alone card.
const STANDALONE_SQUARE_PT: f64 = 30.0 * PT_PER_MM;
const ROW_PT: f64 = 15.0;
/// A player disc's number is 1.1 radii tall: never under the smallest printed text.
const MARKER_MIN_RADIUS_PT: f64 = MIN_TEXT_PT / 1.1;
/// A table row's disc: its number 8 pt as laid out (the rows are 15 pt apart).
const TABLE_MARKER_RADIUS_PT: f64 = 8.0 / 1.1;

/// The figures stop this short of the card's right edge (in their own
/// points): a line fitted to its room's width may have ink past its advance,
/// and the card is often as wide as the page's live area.
const FIGURES_INSET_PT: f64 = 2.0;
/// The most the figures under the board are enlarged.
const MAX_INFO_SCALE: f64 = 1.35;
/// The box width at which the figures under the board print as laid out;
/// they grow with a wider box, up to [`MAX_INFO_SCALE`].
const INFO_AS_LAID_OUT_PT: f64 = 320.0;

/// How much the figures under the board are enlarged (laid out for a box
/// [`INFO_AS_LAID_OUT_PT`] wide): as much as the box's width allows, so their
/// smallest text (a table disc's number and the map's heading, 8 pt laid out)
/// prints at 9 pt in a 6 × 9 page's width (5 in), 8 pt at the least, and
/// near 11 pt in a letter or A4 page's; at a fixed square size, no more than
/// the box's height leaves under the board.
fn info_scale(rows: usize, fixed: Option<f64>, width: f64, height: f64) -> f64 {
    let wide = (width / INFO_AS_LAID_OUT_PT).clamp(1.0, MAX_INFO_SCALE);
    match fixed {
        Some(square) => wide.min(((height - square * rows as f64) / INFO_PT).max(1.0)),
        None => wide,
    }
}

/// The square size for a board in a `width`×`height` box.
fn square_size(columns: usize, rows: usize, fixed: Option<f64>, width: f64, height: f64) -> f64 {
    let info = INFO_PT * info_scale(rows, fixed, width, height);
    let fitted = (width / columns as f64).min((height - info) / rows as f64);
    fixed.map_or(fitted, |f| f.min(fitted))
}

/// `Ok` when the card fits its box legibly (and at the fixed square size, if asked).
pub fn fits(
    columns: usize,
    rows: usize,
    fixed: Option<f64>,
    width: f64,
    height: f64,
) -> Result<(), String> {
    let mm = |pt: f64| pt / PT_PER_MM;
    if let Some(square) = fixed {
        let (w, h) = (
            square * columns as f64,
            square * rows as f64 + INFO_PT * info_scale(rows, fixed, width, height),
        );
        if w > width + 1e-6 || h > height + 1e-6 {
            return Err(format!(
                "a {columns}×{rows} board at {:.0} mm squares needs {:.0} × {:.0} mm with its figures, but the space is {:.0} × {:.0} mm",
                mm(square),
                mm(w),
                mm(h),
                mm(width),
                mm(height)
            ));
        }
    }
    let square = square_size(columns, rows, fixed, width, height);
    if square + 1e-6 < MIN_SQUARE_PT || width < INFO_MIN_WIDTH_PT {
        return Err(format!(
            "a {columns}×{rows} board would print with {:.1} mm squares in a {:.0} mm wide space; it needs squares of at least {:.0} mm and {:.0} mm of width",
            mm(square),
            mm(width),
            mm(MIN_SQUARE_PT),
            mm(INFO_MIN_WIDTH_PT)
        ));
    }
    Ok(())
}

/// Width ÷ height of a stand-alone card.
pub fn aspect_ratio(columns: usize, rows: usize) -> f64 {
    let board = STANDALONE_SQUARE_PT * columns as f64;
    board.max(INFO_MIN_WIDTH_PT) / (STANDALONE_SQUARE_PT * rows as f64 + INFO_PT)
}

/// The box a card takes in a `width`×`height` box: the board at its square size,
/// and never narrower than its figures at the size they are enlarged to (so
/// the card drawn in its own box enlarges them alike).
pub fn drawn_size(
    columns: usize,
    rows: usize,
    fixed: Option<f64>,
    width: f64,
    height: f64,
) -> (f64, f64) {
    let scale = info_scale(rows, fixed, width, height);
    let square = square_size(columns, rows, fixed, width, height);
    let card_width = (square * columns as f64).max(INFO_AS_LAID_OUT_PT * scale);
    (
        card_width.min(width),
        square * rows as f64 + INFO_PT * scale,
    )
}

/// Draws the card into a `width`×`height` box, hanging from the top.
pub fn draw(card: &CardDrawing, width: f64, height: f64, style: &Style) -> Group {
    let (columns, rows) = (card.board.width(), card.board.height());
    let square = square_size(columns, rows, card.square_pt, width, height);
    let left = (width - square * columns as f64) / 2.0;
    let board =
        board::board(card, square, style).set("transform", format!("translate({},0)", num(left)));
    let scale = info_scale(rows, card.square_pt, width, height);
    let info = Group::new()
        .set(
            "transform",
            format!(
                "translate(0,{}) scale({})",
                num(square * rows as f64),
                num(scale)
            ),
        )
        .add(figures::headline(
            card,
            width / scale - FIGURES_INSET_PT,
            style,
        ))
        .add(figures::table(card, 26.0, style))
        .add(figures::nearest_map(
            card,
            width / scale - FIGURES_INSET_PT,
            style,
        ));
    Group::new()
        .set("font-family", style.font_family.as_str())
        .add(board)
        .add(info)
}

/// A player's numbered disc in the player's colour.
fn marker(cx: f64, cy: f64, radius: f64, player: usize, style: &Style) -> Group {
    Group::new()
        .add(
            Circle::new()
                .set("cx", num(cx))
                .set("cy", num(cy))
                .set("r", num(radius))
                .set("fill", style.palette.players[player])
                .set("stroke", style.ink)
                .set("stroke-width", num((radius * 0.12).max(0.8))),
        )
        .add(text(
            cx,
            cy + radius * 0.38,
            radius * 1.1,
            &(player + 1).to_string(),
            "middle",
            true,
            style,
        ))
}

/// A line of text in the ink colour.
fn text(x: f64, y: f64, size: f64, content: &str, anchor: &str, bold: bool, style: &Style) -> Text {
    let mut t = Text::new(content)
        .set("x", num(x))
        .set("y", num(y))
        .set("font-size", num(size))
        .set("text-anchor", anchor)
        .set("fill", style.ink);
    if bold {
        t = t.set("font-weight", "bold");
    }
    t
}
