//! The start and goal pictograms of a shaped maze, placed as the rectangle's
//! are (`crate::puzzle::cells::marks`). In its cell a mark is centred on the
//! middle of the largest circle the cell holds (a triangle's incircle, a ring
//! cell's disc, see `rooms`) and as large as that circle holds clear of the
//! walls: 78 % of the room, at least [`MIN_MARK_PT`] where the room holds it.
//!
//! On a puzzle page where an end's cell is too small for a [`MIN_MARK_PT`]
//! mark, its full-size mark stands outside the drawing instead, just beyond the
//! end's opening in the way it faces ([`beside`]): touching it where the outline
//! leaves room, else past a short arrow into it. One mark per end, never a
//! small one or a dot beside it. Only an end with no opening to stand at (a
//! circle's centre, a longest path's end inside the maze, an opening into a
//! pocket too narrow for a mark) keeps the rectangles' copy beyond the side of
//! the bounding box nearest it, past an arrow, with a plain dot in its cell.
//! [`layout`] tries the drawing with no room kept beside it, with room beyond
//! the sides the marks would stand past, and with the arrowed room on both
//! sides of an axis that the legibility check counts on ([`legible_frame`]),
//! and takes the nearest marks, then the largest drawing, never printing
//! smaller than that check counted. Answer keys keep their marks in the
//! cells, never smaller than the rectangle keys' floor
//! ([`MIN_ANSWER_MARK_PT`]), with half of one kept clear round the drawing so
//! a grown mark stays in its box.

use svg::node::element::Group;

use super::super::board::{Board, Tiling};
use super::super::geometry;
use super::beside::{self, Beside, Edge, Opening, Room, opening};
use super::doors;
use super::frame::{self, Frame, bounds};
use super::rooms::room;
use crate::puzzle::cells::Direction;
use crate::puzzle::cells::marks::pointer::{Beyond, arrow, draw_beyond, pictogram_at, spot};
use crate::puzzle::cells::marks::{
    GAP_PT as OUTSIDE_GAP_PT, MIN_ANSWER_MARK_PT, MIN_MARK_PT, Mark, Outside, room as room_for,
};
use crate::render::mark_ids;
use crate::render::style::Style;

/// A mark's share of the circle its cell holds.
const SHARE: f64 = 0.78;
/// Between a mark and the walls' edges, beyond half a wall (as rectangles keep).
const GAP_PT: f64 = 0.75;

/// The size a mark prints in a room `room` points across with walls `wall` wide.
fn fitted(room: f64, wall: f64) -> f64 {
    (room * SHARE)
        .max(MIN_MARK_PT)
        .min(room - wall - 2.0 * GAP_PT)
        .max(0.0)
}

/// The size a mark in `cell` prints with walls `wall` points wide.
pub fn size(board: &Board, cell: usize, frame: &Frame, wall: f64) -> f64 {
    fitted(room(board, cell).1 * frame.unit, wall)
}

/// The frame of a drawing in a `width`×`height` box and, on a puzzle page
/// whose end cells hold no full-size mark, the sides of the marks outside it
/// (unless the box is too small to keep room for them).
pub fn layout(
    board: &Board,
    ends: [usize; 2],
    (width, height): (f64, f64),
    wall: f64,
    answer: bool,
) -> (Frame, Option<[Spot; 2]>) {
    let plain = Frame::fit(board, width, height, wall);
    let holds = |cell: usize, least: f64| size(board, cell, &plain, wall) >= least - 1e-9;
    if answer {
        if ends.iter().all(|&cell| holds(cell, MIN_ANSWER_MARK_PT)) {
            return (plain, None);
        }
        // Keys' marks grow past small cells: keep half a mark clear all round.
        let half = MIN_ANSWER_MARK_PT / 2.0;
        let mut frame = Frame::fit(board, width - 2.0 * half, height - 2.0 * half, wall);
        frame.left += half;
        frame.top += half;
        return (frame, None);
    }
    if ends.iter().all(|&cell| holds(cell, MIN_MARK_PT)) {
        return (plain, None);
    }
    // Never print smaller than the legibility check counted on: the arrowed
    // pairs it weighs are among the rooms tried.
    let legible = legible_frame(board, (width, height), wall).unit;
    let edge = Edge::of(board);
    let mut best: Option<(u32, Frame, [Spot; 2])> = None;
    for kept in rooms(board, ends, &plain, (width, height), wall) {
        let Some(frame) = fit_beside(board, (width, height), wall, &kept) else {
            continue;
        };
        if frame.unit < legible - 1e-9 {
            continue;
        }
        let spots = spots(board, ends, &frame, (wall, (width, height)), (&edge, &kept));
        let cost = spots.iter().map(Spot::cost).sum();

        if best.is_none_or(|(c, b, _)| cost < c || (cost == c && frame.unit > b.unit + 1e-9)) {
            best = Some((cost, frame, spots));
        }
    }
    match best {
        Some((_, frame, spots)) => (frame, Some(spots)),
        None => (plain, None),
    }
}

/// Where one end's mark prints on a puzzle page whose end cells do not all
/// hold a full-size one.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Spot {
    /// In its cell, which holds a full-size mark (or, when nothing outside
    /// has room, as large as it holds).
    InCell { full: bool },
    /// Full size beside its opening ([`beside`]).
    Beside(Beside),
    /// An end inside the maze, with no opening (or one in a pocket of the
    /// outline with no room near it): full size beyond a side of the
    /// drawing's box past an arrow, a dot in its cell.
    Beyond(Outside),
}

impl Spot {
    /// How far from ideal: nothing for a mark in a cell that holds it or at
    /// its opening, more the longer its arrow, most for a small mark.
    fn cost(&self) -> u32 {
        match self {
            Spot::InCell { full: true } => 0,
            Spot::InCell { full: false } => 9,
            Spot::Beside(beside) => beside.cost(),
            Spot::Beyond(_) => 3,
        }
    }

    /// Whether the mark stands past an arrow.
    pub fn arrowed(&self) -> bool {
        match self {
            Spot::Beside(beside) => beside.arrow.is_some(),
            Spot::Beyond(_) => true,
            Spot::InCell { .. } => false,
        }
    }
}

/// The rooms beside the drawing tried for the marks: none; the room the end's
/// marks need beyond the sides their openings face (an inside end: beyond the
/// side nearest it, past an arrow); arrowed room left and right, or above and
/// below (what the legibility check counts on).
fn rooms(
    board: &Board,
    ends: [usize; 2],
    plain: &Frame,
    area: (f64, f64),
    wall: f64,
) -> Vec<Vec<Outside>> {
    let pair = |a, b| {
        vec![
            Outside {
                side: a,
                arrow: true,
            },
            Outside {
                side: b,
                arrow: true,
            },
        ]
    };
    let mut needed = Vec::new();
    for &cell in &ends {
        if size(board, cell, plain, wall) >= MIN_MARK_PT - 1e-9 {
            continue;
        }
        match doors::door(board, cell) {
            Some(door) => needed.extend(overflow(&opening(board, door, plain), area, wall / 2.0)),
            None => needed.push(Outside {
                side: nearest(board, cell, ALL),
                arrow: true,
            }),
        }
    }
    vec![
        Vec::new(),
        needed,
        pair(Direction::West, Direction::East),
        pair(Direction::North, Direction::South),
    ]
}

/// The sides of a `size` box a full-size mark touching `opening` would
/// stand past (walls reaching `outset` beyond the cells).
fn overflow(opening: &Opening, area: (f64, f64), outset: f64) -> Vec<Outside> {
    let reach = outset + OUTSIDE_GAP_PT + MIN_MARK_PT / 2.0;
    let (x, y) = (
        opening.middle.0 + opening.facing.0 * reach,
        opening.middle.1 + opening.facing.1 * reach,
    );
    let half = MIN_MARK_PT / 2.0;
    [
        (x - half < 0.0, Direction::West),
        (x + half > area.0, Direction::East),
        (y - half < 0.0, Direction::North),
        (y + half > area.1, Direction::South),
    ]
    .into_iter()
    .filter(|&(past, _)| past)
    .map(|(_, side)| Outside { side, arrow: false })
    .collect()
}

/// Where the start's and the goal's marks print in `frame`, with room `kept`
/// beside the drawing: in a cell that holds a full-size mark, else beside its
/// opening, else (an inside end) beyond a kept arrowed side nearest it.
fn spots(
    board: &Board,
    ends: [usize; 2],
    frame: &Frame,
    (wall, area): (f64, (f64, f64)),
    (edge, kept): (&Edge, &[Outside]),
) -> [Spot; 2] {
    let ink = edge.on(frame);
    let mut taken = None;
    let mut spot_of = |cell: usize| {
        if size(board, cell, frame, wall) >= MIN_MARK_PT - 1e-9 {
            return Spot::InCell { full: true };
        }
        // Beyond the kept arrowed side nearest the cell, a dot in the cell.
        let beyond = || {
            let arrowed: Vec<Direction> = kept.iter().filter(|o| o.arrow).map(|o| o.side).collect();
            match arrowed.is_empty() {
                true => Spot::InCell { full: false },
                false => Spot::Beyond(Outside {
                    side: nearest(board, cell, &arrowed),
                    arrow: true,
                }),
            }
        };
        let Some(door) = doors::door(board, cell) else {
            return beyond();
        };
        let room = Room {
            ink: &ink,
            outset: wall / 2.0,
            size: area,
            taken,
        };
        match beside::place(&opening(board, door, frame), &room) {
            Some(found) => {
                taken = Some(found.centre);
                Spot::Beside(found)
            }
            None => beyond(),
        }
    };
    let start = spot_of(ends[0]);
    [start, spot_of(ends[1])]
}

/// Every side; the left and right; the top and bottom.
const ALL: &[Direction] = &[
    Direction::West,
    Direction::East,
    Direction::North,
    Direction::South,
];
const ACROSS: &[Direction] = &[Direction::West, Direction::East];
const DOWN: &[Direction] = &[Direction::North, Direction::South];

/// The frame the legibility check counts on: the plain fit when even the
/// narrowest cell holds a full-size mark, else the fit with arrowed room on both
/// sides of whichever axis costs less (the drawing weighs both pairs among
/// others and takes the best), so the drawing never prints smaller.
pub fn legible_frame(board: &Board, (width, height): (f64, f64), wall: f64) -> Frame {
    let plain = Frame::fit(board, width, height, wall);
    if fitted(frame::narrowest(board) * plain.unit, wall) >= MIN_MARK_PT - 1e-9 {
        return plain;
    }
    let fit = |sides: &[Direction]| {
        let outside: Vec<Outside> = sides
            .iter()
            .map(|&side| Outside { side, arrow: true })
            .collect();
        fit_beside(board, (width, height), wall, &outside).map_or(0.0, |f| f.unit)
    };
    let unit = fit(ACROSS).max(fit(DOWN));
    Frame { unit, ..plain }
}

/// The frame in a box with room kept beside it for marks on `outside`, when
/// the box has room for them.
fn fit_beside(
    board: &Board,
    (width, height): (f64, f64),
    wall: f64,
    outside: &[Outside],
) -> Option<Frame> {
    let [left, right, top, bottom] = room_for(outside, wall / 2.0);
    let (inner_width, inner_height) = (width - left - right, height - top - bottom);
    if inner_width <= wall || inner_height <= wall {
        return None;
    }
    let mut frame = Frame::fit(board, inner_width, inner_height, wall);
    frame.left += left;
    frame.top += top;
    Some(frame)
}

/// How far `cell` stops short of each side of the board's bounding box (cell
/// units), in the order west, east, north, south.
fn gaps(board: &Board, cell: usize) -> [(f64, Direction); 4] {
    let (low, high) = bounds(board);
    let (middle, across) = room(board, cell);
    let corners = match board.tiling {
        Tiling::Circle => {
            let r = across / 2.0;
            vec![(middle.0 - r, middle.1 - r), (middle.0 + r, middle.1 + r)]
        }
        _ => geometry::corners(board, cell).to_vec(),
    };
    let least = |pick: fn(&(f64, f64)) -> f64| corners.iter().map(pick).fold(f64::MAX, f64::min);
    let most = |pick: fn(&(f64, f64)) -> f64| corners.iter().map(pick).fold(f64::MIN, f64::max);
    [
        (least(|p| p.0) - low.0, Direction::West),
        (high.0 - most(|p| p.0), Direction::East),
        (least(|p| p.1) - low.1, Direction::North),
        (high.1 - most(|p| p.1), Direction::South),
    ]
}

/// The side of the board's bounding box among `allowed` nearest `cell` (left
/// and right first on a tie).
fn nearest(board: &Board, cell: usize, allowed: &[Direction]) -> Direction {
    gaps(board, cell)
        .into_iter()
        .filter(|(_, side)| allowed.contains(side))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map_or(Direction::West, |(_, side)| side)
}

/// Adds the start and goal marks to `group`: in their cells, or (with
/// `spots`) where those say; `answer` for a key.
pub fn draw(
    group: Group,
    board: &Board,
    ends: [usize; 2],
    (frame, spots): (&Frame, Option<[Spot; 2]>),
    (wall, box_size): (f64, (f64, f64)),
    answer: bool,
    style: &Style,
) -> Group {
    let marks = [Mark::Start, Mark::Goal];
    let spots = spots.unwrap_or([Spot::InCell { full: true }; 2]);
    (0..2).fold(group, |group, i| {
        let cell = ends[i];
        match spots[i] {
            Spot::InCell { .. } => {
                let (x, y) = frame.at(room(board, cell).0);
                let in_cell = size(board, cell, frame, wall);
                let drawn = if answer {
                    in_cell.max(MIN_ANSWER_MARK_PT)
                } else {
                    in_cell
                };
                let mark = pictogram_at(marks[i], x, y, drawn, style);
                let mark = if answer {
                    mark
                } else {
                    mark_ids::tag(mark, i == 0)
                };
                group.add(mark)
            }
            Spot::Beside(beside) => {
                let group = match beside.arrow {
                    Some((tail, tip)) => group.add(arrow(tail, tip, style.ink)),
                    None => group,
                };
                let (x, y) = beside.centre;
                let mark = pictogram_at(marks[i], x, y, MIN_MARK_PT, style);
                group.add(mark_ids::tag(mark, i == 0))
            }
            Spot::Beyond(outside) => {
                let beyond = beyond(board, cell, frame, outside, (wall, box_size));
                let in_cell = size(board, cell, frame, wall);
                let at = frame.at(room(board, cell).0);
                let group = group.add(spot(marks[i], at, in_cell, style));
                draw_beyond(group, marks[i], &beyond, style)
            }
        }
    })
}

/// The full-size mark of the inside end `cell` beyond `outside`'s side of the
/// drawing, in line with the cell but never past the box's edges.
fn beyond(
    board: &Board,
    cell: usize,
    frame: &Frame,
    outside: Outside,
    (wall, box_size): (f64, (f64, f64)),
) -> Beyond {
    let (low, high) = bounds(board);
    let (low, high) = (frame.at(low), frame.at(high));
    let at = frame.at(room(board, cell).0);
    let half = MIN_MARK_PT / 2.0;
    let along = (
        at.0.clamp(half, (box_size.0 - half).max(half)),
        at.1.clamp(half, (box_size.1 - half).max(half)),
    );
    let border = match outside.side {
        Direction::West => low.0,
        Direction::East => high.0,
        Direction::North => low.1,
        Direction::South => high.1,
    };
    Beyond {
        outside,
        border,
        along,
        outset: wall / 2.0,
        tagged: true,
    }
}
