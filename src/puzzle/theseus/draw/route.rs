//! The answer key's board: Theseus's route as one line from his start out
//! through the exit, and at a few checkpoints numbered markers for where he
//! (a circle) and the Minotaur (a square) stand after that many moves. Markers
//! sit at their squares' centres, or nearby when that spot is taken.

use svg::node::element::{Circle, Group, Rectangle};

use super::TheseusDrawing;
use super::board::Frame;
use super::text::{fitted, label};
use crate::render::answer_line::answer_line;
use crate::render::fit::{INK_ABOVE, TextBox, room_with};
use crate::render::fmt::num;
use crate::render::style::{MIN_TEXT_PT, Style};

/// The pieces' size on an answer key, in squares.
pub const PIECE_SHARE: f64 = 0.62;
/// Checkpoints on a route, at most.
const MOST_CHECKPOINTS: usize = 6;
/// The notes' room over the list of moves.
const NOTES_PT: f64 = 27.0;
const NOTES_SIZE_PT: f64 = 8.5;

pub fn notes_height() -> f64 {
    NOTES_PT
}

/// The moves after which the markers stand: every `step` moves (a round
/// number), at most [`MOST_CHECKPOINTS`], never the escape itself.
pub fn checkpoints(moves: usize) -> Vec<usize> {
    let step = [1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 40, 50, 75, 100]
        .into_iter()
        .find(|&step| (moves.saturating_sub(1)) / step <= MOST_CHECKPOINTS)
        .unwrap_or(moves.max(1));
    (1..)
        .map(|k| k * step)
        .take_while(|&after| after < moves)
        .collect()
}

/// The route: one line through Theseus's squares and out through the exit.
pub fn line(d: &TheseusDrawing, frame: &Frame, style: &Style) -> Group {
    let Some(solution) = d.solution else {
        return Group::new();
    };
    let board = &d.puzzle.board;
    let mut points: Vec<(f64, f64)> = solution
        .states
        .iter()
        .map(|&(t, _)| frame.centre(board.cell(t)))
        .collect();
    let exit = board.exit();
    let (ex, ey) = frame.centre(exit.cell);
    let (dx, dy) = match exit.side.name() {
        "north" => (0.0, -1.0),
        "south" => (0.0, 1.0),
        "west" => (-1.0, 0.0),
        _ => (1.0, 0.0),
    };
    points.push((ex + dx * frame.cell * 0.9, ey + dy * frame.cell * 0.9));
    let line = answer_line(&points, (frame.cell * 0.12).max(1.5), style);
    Group::new().set("class", "route").add(line)
}

/// The numbered markers at the checkpoints.
pub fn markers(d: &TheseusDrawing, frame: &Frame, style: &Style) -> Group {
    let mut group = Group::new().set("class", "checkpoints");
    let Some(solution) = d.solution else {
        return group;
    };
    let board = &d.puzzle.board;
    let r = (frame.cell * 0.24).max(MIN_TEXT_PT / 1.1);
    // The pieces on their start squares stay in sight.
    let piece = frame.cell * PIECE_SHARE / 2.0;
    let mut taken: Vec<(f64, f64, f64)> = [d.puzzle.theseus, d.puzzle.minotaur]
        .into_iter()
        .map(|c| {
            let (x, y) = frame.centre(c);
            (x, y, piece)
        })
        .collect();
    let (low, high) = (
        frame.corner(0, 0),
        frame.corner(board.width(), board.height()),
    );
    // A marker's outline stays clear of the border wall's inner edge.
    let edge = r + marker_stroke(r) / 2.0 + frame.wall() / 2.0;
    let inside = |(x, y): (f64, f64)| {
        (
            x.clamp(low.0 + edge, (high.0 - edge).max(low.0 + edge)),
            y.clamp(low.1 + edge, (high.1 - edge).max(low.1 + edge)),
        )
    };
    for after in checkpoints(solution.len()) {
        let (t, m) = solution.states[after];
        for (square, minotaur) in [(t, false), (m, true)] {
            let at = spot(
                frame.centre(board.cell(square)),
                r,
                frame.cell,
                &inside,
                &mut taken,
            );
            group = group.add(marker(at, r, after, minotaur, style));
        }
    }
    group
}

/// The nearest free spot to `centre` for a marker of radius `r`, taken (each
/// taken spot is a centre and a radius).
fn spot(
    centre: (f64, f64),
    r: f64,
    cell: f64,
    inside: &dyn Fn((f64, f64)) -> (f64, f64),
    taken: &mut Vec<(f64, f64, f64)>,
) -> (f64, f64) {
    let clear = |p: (f64, f64)| {
        taken
            .iter()
            .all(|q| (p.0 - q.0).hypot(p.1 - q.1) >= r + q.2 + 0.5)
    };
    let reach = cell * 0.3;
    let offsets = [
        (0.0, 0.0),
        (1.0, -1.0),
        (-1.0, 1.0),
        (1.0, 1.0),
        (-1.0, -1.0),
        (0.0, -1.4),
        (1.4, 0.0),
        (0.0, 1.4),
        (-1.4, 0.0),
    ];
    let mut chosen = inside(centre);
    'search: for ring in 1..=3 {
        for (ox, oy) in offsets {
            let p = inside((
                centre.0 + ox * reach * f64::from(ring),
                centre.1 + oy * reach * f64::from(ring),
            ));
            if clear(p) {
                chosen = p;
                break 'search;
            }
        }
    }
    taken.push((chosen.0, chosen.1, r));
    chosen
}

/// The outline's width of a marker of radius `r`.
fn marker_stroke(r: f64) -> f64 {
    (r * 0.2).max(0.8)
}

/// A numbered marker: a circle for Theseus, a square for the Minotaur.
fn marker(at: (f64, f64), r: f64, after: usize, minotaur: bool, style: &Style) -> Group {
    let stroke = marker_stroke(r);
    let shape: Box<dyn svg::Node> = if minotaur {
        Box::new(
            Rectangle::new()
                .set("x", num(at.0 - r))
                .set("y", num(at.1 - r))
                .set("width", num(2.0 * r))
                .set("height", num(2.0 * r))
                .set("rx", num(r * 0.25))
                .set("fill", "#ffffff")
                .set("stroke", style.palette.lights[2])
                .set("stroke-width", num(stroke)),
        )
    } else {
        Box::new(
            Circle::new()
                .set("cx", num(at.0))
                .set("cy", num(at.1))
                .set("r", num(r))
                .set("fill", "#ffffff")
                .set("stroke", style.palette.solution)
                .set("stroke-width", num(stroke)),
        )
    };
    let text = after.to_string();
    let size = (r * 1.1)
        .min(2.0 * r * 0.95 / (0.6 * text.len() as f64))
        .max(MIN_TEXT_PT);
    Group::new()
        .set(
            "class",
            if minotaur {
                "minotaur-at"
            } else {
                "theseus-at"
            },
        )
        .add(shape)
        .add(
            label(at.0, at.1 + size * 0.36, size, &text, "middle", style)
                .set("font-weight", "bold"),
        )
}

/// What the markers mean, over the list of moves.
pub fn notes(d: &TheseusDrawing, top: f64, width: f64, style: &Style) -> Group {
    if d.solution.is_none() {
        return Group::new();
    }
    let text = style.words.get("theseus-checkpoints");
    let (mut size, mut lines) = fitted(text, width, NOTES_SIZE_PT, 2, style);
    if lines.len() > 2 {
        (size, lines) = fitted(text, width, NOTES_SIZE_PT * 0.85, 3, style);
    }
    let texts = lines.iter().enumerate().map(|(i, line)| {
        let baseline = top + size + size * 1.2 * i as f64;
        label(0.0, baseline, size, line, "start", style)
    });
    // The notes' band, and a tall face's capitals a little above it.
    let above = (INK_ABOVE - 1.0) * NOTES_SIZE_PT;
    let room = TextBox {
        width,
        height: NOTES_PT + above + 0.5,
    };
    Group::new()
        .set("class", "notes")
        .add(room_with("notes", [0.0, top - above], room, texts))
}
