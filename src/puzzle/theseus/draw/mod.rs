//! Draws a Theseus puzzle: the board with bold walls and the exit's opening
//! marked by an arrow, Theseus and the Minotaur as pictograms on their start
//! squares, the rules in two lines (under a section's first puzzle only, as
//! the page plan says) and a strip of boxes to pencil the moves in.
//! The answer key draws Theseus's route with numbered checkpoints (where he and
//! the Minotaur stand after those moves) and lists every move as an arrow (a dot
//! for a wait).
//!
//! Drawing takes plain data ([`TheseusDrawing`]). The parts: `board` (squares,
//! walls, exit, pieces; the two pictograms are `render::theseus_figures`),
//! `legend` (the rules), `strip` (the move boxes, and the answer's list of
//! moves in the same grid),
//! `arrows` (the move icons), `route` (the answer's route and checkpoints),
//! `key_layout` (the answer's list of moves under the board or beside it,
//! whichever prints the larger board), `text` (labels).

mod arrows;
mod board;
mod key_layout;
mod legend;
mod route;
mod strip;
mod text;

use svg::node::element::Group;

use super::board::{Puzzle, Side};
use super::solve::Solution;
use crate::render::fmt::num;
use crate::render::style::Style;
use crate::units::PT_PER_MM;
use board::Frame;
use key_layout::ListPlace;

/// What a Theseus drawing shows.
#[derive(Debug, Clone, Copy)]
pub struct TheseusDrawing<'a> {
    pub puzzle: &'a Puzzle,
    /// The shortest escape, drawn on the answer key; `None` when there is none.
    pub solution: Option<&'a Solution>,
}

impl TheseusDrawing<'_> {
    fn moves(&self) -> usize {
        self.solution.map_or(0, Solution::len)
    }
}

/// The smallest printed square of a puzzle (its pictograms are 0.8 of it: 6 mm).
const MIN_CELL_PT: f64 = 7.5 * PT_PER_MM;
/// The smallest printed square of an answer key.
const MIN_ANSWER_CELL_PT: f64 = 5.0 * PT_PER_MM;
/// Room beside the board's exit side for the exit arrow, in squares.
const EXIT_ROOM: f64 = 0.9;
/// From the board to the text under it.
const GAP_PT: f64 = 8.0;
/// A stand-alone drawing's square.
const STANDALONE_CELL_PT: f64 = 12.0 * PT_PER_MM;
/// The narrowest drawing: its text needs the room.
const MIN_WIDTH_PT: f64 = 280.0;

/// The board's extent in squares, exit room included: (across, down).
fn extent(columns: usize, rows: usize, side: Side) -> (f64, f64) {
    let (mut across, mut down) = (columns as f64, rows as f64);
    match side {
        Side::East | Side::West => across += EXIT_ROOM,
        Side::North | Side::South => down += EXIT_ROOM,
    }
    (across, down)
}

/// The square's size when the board takes `width` × `height` minus `footer`.
fn cell_size(extent: (f64, f64), width: f64, height: f64, footer: f64) -> f64 {
    (width / extent.0)
        .min((height - footer) / extent.1)
        .max(0.0)
}

/// The puzzle's footer: the rules and the move strip for `moves` boxes.
fn puzzle_footer(width: f64, moves: usize) -> f64 {
    GAP_PT + legend::HEIGHT_PT + strip::height(width, moves)
}

/// The answer's footer: the list of `moves` moves and its notes.
fn answer_footer(width: f64, moves: usize) -> f64 {
    GAP_PT + route::notes_height() + strip::height(width, moves)
}

/// `Ok` when a `columns`×`rows` board with a strip of `moves` boxes prints with
/// squares of at least 7.5 mm (whichever side the exit is on).
pub fn fits(
    columns: usize,
    rows: usize,
    moves: usize,
    width: f64,
    height: f64,
) -> Result<(), String> {
    let cell = cell_size(
        extent(columns, rows, Side::South),
        width,
        height,
        puzzle_footer(width, moves),
    )
    .min(cell_size(
        extent(columns, rows, Side::East),
        width,
        height,
        puzzle_footer(width, moves),
    ));
    if cell + 1e-6 >= MIN_CELL_PT {
        return Ok(());
    }
    Err(format!(
        "a {columns}×{rows} board with {moves} move boxes would print with {:.1} mm squares; it needs at least {:.1} mm",
        cell / PT_PER_MM,
        MIN_CELL_PT / PT_PER_MM
    ))
}

/// `Ok` when the answer key of a `moves`-move puzzle prints with squares of at
/// least 5 mm above its list of moves.
pub fn answer_fits(
    columns: usize,
    rows: usize,
    moves: usize,
    width: f64,
    height: f64,
) -> Result<(), String> {
    let footer = answer_footer(width, moves);
    let cell = cell_size(extent(columns, rows, Side::South), width, height, footer).min(cell_size(
        extent(columns, rows, Side::East),
        width,
        height,
        footer,
    ));
    if cell + 1e-6 >= MIN_ANSWER_CELL_PT {
        return Ok(());
    }
    Err(format!(
        "the answer key of a {moves}-move puzzle on a {columns}×{rows} board would print with {:.1} mm squares above its list of moves; it needs at least {:.1} mm (use fewer answers per page in [answers])",
        cell / PT_PER_MM,
        MIN_ANSWER_CELL_PT / PT_PER_MM
    ))
}

/// The width of a stand-alone drawing of a board `columns` squares wide: 12 mm
/// squares, and never narrower than its text needs.
pub fn standalone_width(columns: usize) -> f64 {
    (STANDALONE_CELL_PT * columns as f64).max(MIN_WIDTH_PT)
}

/// The height the drawing takes at `width` with at most `height` to use: the
/// board as large as both allow, and its footer (the puzzle's or the answer's,
/// whichever is taller, so one box holds both).
fn needed_height(d: &TheseusDrawing, width: f64, height: f64) -> f64 {
    let b = &d.puzzle.board;
    let span = extent(b.width(), b.height(), b.exit().side);
    let moves = d.moves();
    [puzzle_footer(width, moves), answer_footer(width, moves)]
        .into_iter()
        .map(|footer| cell_size(span, width, height, footer) * span.1 + footer)
        .fold(0.0, f64::max)
}

/// Width ÷ height of a stand-alone drawing ([`standalone_width`] wide).
pub fn aspect_ratio(d: &TheseusDrawing) -> f64 {
    let width = standalone_width(d.puzzle.board.width());
    width / needed_height(d, width, f64::INFINITY)
}

/// The box the drawing takes in a `width`×`height` box: all the width (the
/// footer's rows depend on it), and the height it needs there.
pub fn drawn_size(d: &TheseusDrawing, width: f64, height: f64) -> (f64, f64) {
    (width, needed_height(d, width, height).min(height))
}

/// The box the answer key takes in a `width`×`height` box: its list of moves
/// under the board across the whole width, or beside the board when that
/// prints larger squares (then only as wide as the two need).
pub fn answer_size(d: &TheseusDrawing, width: f64, height: f64) -> (f64, f64) {
    key_layout::choose(&d.puzzle.board, d.moves(), width, height).size
}

/// The height of a hint giving `moves` moves, `width` wide: its caption and
/// the strip's rows.
pub fn hint_height(moves: usize, width: f64) -> f64 {
    strip::height(width, moves)
}

/// A hint: the answer's first `given` moves, `width` wide from the top, and
/// its height.
pub fn hint(d: &TheseusDrawing, given: usize, width: f64, style: &Style) -> (Group, f64) {
    let group = Group::new()
        .set("font-family", style.font_family.as_str())
        .add(strip::hint_list(d.solution, given, width, style));
    (group, hint_height(given.min(d.moves()), width))
}

/// What a drawing shows: the puzzle with or without the rules under it, or
/// its answer key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    /// The puzzle; `rules` under the board (the first puzzle of a section, or
    /// a drawing on its own).
    Puzzle {
        rules: bool,
    },
    Answer,
}

/// Draws the puzzle (or its answer) into a `width`×`height` box, from the top.
pub fn draw(d: &TheseusDrawing, shown: Shown, width: f64, height: f64, style: &Style) -> Group {
    if shown == Shown::Answer {
        return draw_answer(d, width, height, style);
    }
    let b = &d.puzzle.board;
    let side = b.exit().side;
    let moves = d.moves();
    let rules = shown == (Shown::Puzzle { rules: true });
    let footer = match rules {
        true => puzzle_footer(width, moves),
        false => GAP_PT + strip::height(width, moves),
    };
    let span = extent(b.width(), b.height(), side);
    let cell = cell_size(span, width, height, footer);
    let frame = Frame::new(b, cell, (width - cell * span.0) / 2.0);
    let top = cell * span.1 + GAP_PT;
    let mut group = Group::new()
        .set("font-family", style.font_family.as_str())
        .add(board::draw(b, &frame, style))
        .add(board::pieces(d.puzzle, &frame, 0.8, style));
    let mut strip_top = top;
    if rules {
        group = group.add(legend::draw(top, width, style));
        strip_top += legend::HEIGHT_PT;
    }
    group.add(strip::boxes(moves, strip_top, width, style))
}

/// The answer key in a `width`×`height` box: the route and its checkpoints on
/// the board, the notes on the markers, and the list of moves under the board
/// or beside it ([`key_layout`]).
fn draw_answer(d: &TheseusDrawing, width: f64, height: f64, style: &Style) -> Group {
    let b = &d.puzzle.board;
    let moves = d.moves();
    let layout = key_layout::choose(b, moves, width, height);
    let (board_left, list_left) = layout.lefts(b, width);
    let frame = Frame::new(b, layout.cell, board_left);
    let notes_top = layout.notes_top(b, moves);
    let group = Group::new()
        .set("font-family", style.font_family.as_str())
        .add(board::draw(b, &frame, style))
        .add(route::line(d, &frame, style))
        .add(board::pieces(d.puzzle, &frame, route::PIECE_SHARE, style))
        .add(route::markers(d, &frame, style))
        .add(route::notes(d, notes_top, width, style));
    let list = match layout.list {
        ListPlace::Below => {
            strip::answer_list(d.solution, notes_top + route::notes_height(), width, style)
        }
        ListPlace::Beside { width: list } => strip::answer_list(d.solution, 0.0, list, style)
            .set("transform", format!("translate({},0)", num(list_left))),
    };
    group.add(list)
}
