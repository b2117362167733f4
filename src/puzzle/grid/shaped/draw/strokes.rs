//! Joins wall pieces into as few strokes as the walls allow: pieces meeting end
//! to end become one polyline (its corners joined by the stroke's line join,
//! never two caps on top of each other), straight on where the walls go
//! straight on; collinear pieces merge into one long line and arcs of one
//! circle into one arc. Walks start at the loose ends and junctions, so each
//! stroke runs as far as it can; closed loops (a maze's outline) end in `Z`.
//! The result is one path `d` with few commands: crisp corners and small PDFs.

use std::collections::HashMap;
use std::f64::consts::TAU;

use super::frame::Frame;
use super::walls::Piece;
use crate::render::fmt::push_num;

/// A point, rounded to a millionth of a cell unit, to tell where pieces meet.
type Key = (i64, i64);

fn key((x, y): (f64, f64)) -> Key {
    ((x * 1e6).round() as i64, (y * 1e6).round() as i64)
}

/// A piece walked one way.
#[derive(Debug, Clone, Copy)]
struct Step {
    piece: usize,
    /// Walked from its `to` end back to its `from` end.
    reversed: bool,
}

/// The path `d` of every piece, joined, on `frame`. `middle` is the centre of
/// the arcs (a circle's middle, cell units).
pub fn path(pieces: &[Piece], middle: (f64, f64), frame: &Frame) -> String {
    let ends: Vec<[(f64, f64); 2]> = pieces.iter().map(|p| endpoints(p, middle)).collect();
    let mut at: HashMap<Key, Vec<Step>> = HashMap::new();
    for (piece, [a, b]) in ends.iter().enumerate() {
        at.entry(key(*a)).or_default().push(Step {
            piece,
            reversed: false,
        });
        at.entry(key(*b)).or_default().push(Step {
            piece,
            reversed: true,
        });
    }
    let mut used = vec![false; pieces.len()];
    let mut d = String::new();
    // Loose ends and junctions first, so no stroke starts in the middle of a run.
    for odd in [true, false] {
        for piece in 0..pieces.len() {
            for end in 0..2 {
                let start = ends[piece][end];
                let degree = at[&key(start)].len();
                if used[piece] || (odd && degree.is_multiple_of(2)) {
                    continue;
                }
                let steps = walk(&at, &ends, pieces, &mut used, piece, end == 1);
                write_stroke(&mut d, pieces, &ends, &steps, middle, frame);
            }
        }
    }
    d
}

/// Walks from `first` (reversed or not) on, straight on where it can.
fn walk(
    at: &HashMap<Key, Vec<Step>>,
    ends: &[[(f64, f64); 2]],
    pieces: &[Piece],
    used: &mut [bool],
    first: usize,
    reversed: bool,
) -> Vec<Step> {
    let mut steps = vec![Step {
        piece: first,
        reversed,
    }];
    used[first] = true;
    loop {
        let last = steps[steps.len() - 1];
        let here = far_end(ends, last);
        let heading = direction(pieces, ends, last, true);
        let next = at[&key(here)]
            .iter()
            .filter(|s| !used[s.piece])
            .max_by(|a, b| {
                let score = |s: &&Step| {
                    let d = direction(pieces, ends, **s, false);
                    d.0 * heading.0 + d.1 * heading.1
                };
                score(a).total_cmp(&score(b)).then(b.piece.cmp(&a.piece))
            })
            .copied();
        let Some(step) = next else {
            return steps;
        };
        used[step.piece] = true;
        steps.push(step);
    }
}

fn endpoints(piece: &Piece, middle: (f64, f64)) -> [(f64, f64); 2] {
    match *piece {
        Piece::Line(a, b) => [a, b],
        Piece::Arc { radius, from, to } => [polar(middle, radius, from), polar(middle, radius, to)],
    }
}

fn polar(middle: (f64, f64), radius: f64, turns: f64) -> (f64, f64) {
    let angle = turns * TAU;
    (
        middle.0 + radius * libm::sin(angle),
        middle.1 - radius * libm::cos(angle),
    )
}

fn far_end(ends: &[[(f64, f64); 2]], step: Step) -> (f64, f64) {
    ends[step.piece][usize::from(!step.reversed)]
}

fn near_end(ends: &[[(f64, f64); 2]], step: Step) -> (f64, f64) {
    ends[step.piece][usize::from(step.reversed)]
}

/// The unit direction of travel along `step` at its far end (`at_far`) or its
/// near end.
fn direction(pieces: &[Piece], ends: &[[(f64, f64); 2]], step: Step, at_far: bool) -> (f64, f64) {
    let (dx, dy) = match pieces[step.piece] {
        Piece::Line(..) => {
            let (a, b) = (near_end(ends, step), far_end(ends, step));
            (b.0 - a.0, b.1 - a.1)
        }
        Piece::Arc { from, to, .. } => {
            let turns = if at_far == step.reversed { from } else { to };
            let angle = turns * TAU;
            // Clockwise (from → to) on the page, y down.
            let (tx, ty) = (libm::cos(angle), libm::sin(angle));
            if step.reversed { (-tx, -ty) } else { (tx, ty) }
        }
    };
    let length = (dx * dx + dy * dy).sqrt().max(1e-12);
    (dx / length, dy / length)
}

/// One command of a stroke being written.
#[derive(Debug, Clone, Copy)]
enum Command {
    Line((f64, f64)),
    /// An arc about the middle: radius, turns at its start and signed sweep.
    Arc(f64, f64, f64),
}

/// Writes the walk `steps` as one subpath, merging straight runs and arcs.
fn write_stroke(
    d: &mut String,
    pieces: &[Piece],
    ends: &[[(f64, f64); 2]],
    steps: &[Step],
    middle: (f64, f64),
    frame: &Frame,
) {
    let start = near_end(ends, steps[0]);
    let mut commands: Vec<Command> = Vec::new();
    for &step in steps {
        let command = match pieces[step.piece] {
            Piece::Line(..) => Command::Line(far_end(ends, step)),
            Piece::Arc { radius, from, to } if step.reversed => Command::Arc(radius, to, from - to),
            Piece::Arc { radius, from, to } => Command::Arc(radius, from, to - from),
        };
        let merged = match (commands.last().copied(), command) {
            (Some(Command::Line(last)), Command::Line(next)) => {
                collinear(before_last(&commands, start, middle), last, next)
                    .then_some(Command::Line(next))
            }
            (Some(Command::Arc(r, from, sweep)), Command::Arc(radius, _, more))
                if (r - radius).abs() < 1e-9 && (sweep > 0.0) == (more > 0.0) =>
            {
                Some(Command::Arc(r, from, sweep + more))
            }
            _ => None,
        };
        match merged {
            Some(both) => {
                commands.pop();
                commands.push(both);
            }
            None => commands.push(command),
        }
    }
    let end = far_end(ends, steps[steps.len() - 1]);
    let closed = steps.len() > 1 && key(end) == key(start);
    d.push('M');
    push_point(d, frame.at(start));
    for (i, command) in commands.iter().enumerate() {
        match *command {
            // A loop's last line is its closing `Z`, so its corner joins too.
            Command::Line(_) if closed && i + 1 == commands.len() => {}
            Command::Line(to) => {
                d.push('L');
                push_point(d, frame.at(to));
            }
            Command::Arc(radius, from, sweep) => {
                // No arc command turns half a circle or more: split long arcs.
                let parts = (sweep.abs() / 0.5 - 1e-9).ceil().max(1.0) as usize;
                for part in 1..=parts {
                    let turns = from + sweep * part as f64 / parts as f64;
                    d.push('A');
                    push_num(d, radius * frame.unit);
                    d.push(' ');
                    push_num(d, radius * frame.unit);
                    d.push_str(if sweep > 0.0 { " 0 0 1 " } else { " 0 0 0 " });
                    push_point(d, frame.at(polar(middle, radius, turns)));
                }
            }
        }
    }
    if closed {
        d.push('Z');
    }
}

/// Where the last command starts: the end of the one before it, or `start`.
fn before_last(commands: &[Command], start: (f64, f64), middle: (f64, f64)) -> (f64, f64) {
    match commands.len().checked_sub(2).map(|i| commands[i]) {
        None => start,
        Some(Command::Line(p)) => p,
        Some(Command::Arc(radius, from, sweep)) => polar(middle, radius, from + sweep),
    }
}

/// Whether `b` lies on the straight way from `a` on to `c`.
fn collinear(a: (f64, f64), b: (f64, f64), c: (f64, f64)) -> bool {
    let (u, v) = ((b.0 - a.0, b.1 - a.1), (c.0 - b.0, c.1 - b.1));
    let cross = u.0 * v.1 - u.1 * v.0;
    let dot = u.0 * v.0 + u.1 * v.1;
    let scale = (u.0 * u.0 + u.1 * u.1).sqrt() * (v.0 * v.0 + v.1 * v.1).sqrt();
    dot > 0.0 && cross.abs() <= 1e-9 * scale.max(1e-12)
}

fn push_point(d: &mut String, (x, y): (f64, f64)) {
    push_num(d, x);
    d.push(' ');
    push_num(d, y);
}
