//! Joins wall pieces into as few strokes as the walls allow: pieces meeting end
//! to end become one polyline (its corners joined by the stroke's line join,
//! never two caps on top of each other), straight on where the walls go
//! straight on; collinear pieces merge into one long line and arcs of one
//! circle into one arc. Walks start at the loose ends and junctions, so each
//! stroke runs as far as it can; closed loops (a maze's outline) end in `Z`.
//! The result is one path `d` with few commands: crisp corners and small PDFs.
//!
//! Pieces meet where their ends share a node (`walls` numbers them); the pieces
//! at each node are listed once in compressed rows (two flat arrays), so the
//! walks look nothing up by hashing and a million-cell maze's walls are joined
//! in a fraction of a second. The path is handed on a stroke at a time, so it
//! can be written out as it is made.

use std::f64::consts::TAU;

use super::frame::Frame;
use super::walls::{Piece, Walls, polar};
use crate::render::fmt::push_num;

/// A piece walked one way.
#[derive(Debug, Clone, Copy)]
struct Step {
    piece: usize,
    /// Walked from its second end back to its first.
    reversed: bool,
}

impl Step {
    /// Packed for [`Meetings`]: the piece and which end lies at the node.
    fn pack(self) -> u32 {
        (self.piece as u32) << 1 | u32::from(self.reversed)
    }

    fn unpack(packed: u32) -> Step {
        Step {
            piece: (packed >> 1) as usize,
            reversed: packed & 1 == 1,
        }
    }

    /// The end the walk enters by (0: the piece's first end).
    fn near(self) -> usize {
        usize::from(self.reversed)
    }

    /// The end the walk leaves by.
    fn far(self) -> usize {
        usize::from(!self.reversed)
    }
}

/// For each node, the pieces with an end on it (as steps leaving it), in piece
/// order, first ends before second ends.
struct Meetings {
    offsets: Vec<u32>,
    steps: Vec<u32>,
}

impl Meetings {
    fn of(walls: &impl Walls) -> Meetings {
        let mut offsets = vec![0u32; walls.node_count() + 1];
        for piece in 0..walls.piece_count() {
            for end in 0..2 {
                offsets[walls.node(piece, end) + 1] += 1;
            }
        }
        for node in 1..offsets.len() {
            offsets[node] += offsets[node - 1];
        }
        // Fill each node's row by moving its start along; the starts then sit one
        // node on, and shift back.
        let mut steps = vec![0u32; walls.piece_count() * 2];
        for piece in 0..walls.piece_count() {
            for end in 0..2 {
                let node = walls.node(piece, end);
                let reversed = end == 1;
                steps[offsets[node] as usize] = Step { piece, reversed }.pack();
                offsets[node] += 1;
            }
        }
        offsets.rotate_right(1);
        offsets[0] = 0;
        Meetings { offsets, steps }
    }

    fn at(&self, node: usize) -> &[u32] {
        &self.steps[self.offsets[node] as usize..self.offsets[node + 1] as usize]
    }
}

/// The path `d` of every wall, joined, on `frame`. `middle` is the centre of
/// the arcs (a circle's middle, cell units).
pub fn path(walls: &impl Walls, middle: (f64, f64), frame: &Frame) -> String {
    let mut d = String::new();
    let _ = write_path(walls, middle, frame, &mut |stroke| {
        d.push_str(stroke);
        Ok(())
    });
    d
}

/// [`path`]'s text, handed to `emit` a stroke at a time.
pub fn write_path(
    walls: &impl Walls,
    middle: (f64, f64),
    frame: &Frame,
    emit: &mut dyn FnMut(&str) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let meetings = Meetings::of(walls);
    let mut used = vec![false; walls.piece_count()];
    let (mut steps, mut stroke) = (Vec::new(), String::new());
    // Loose ends and junctions first, so no stroke starts in the middle of a run.
    for odd in [true, false] {
        for piece in 0..walls.piece_count() {
            for end in 0..2 {
                if used[piece] {
                    continue;
                }
                let degree = meetings.at(walls.node(piece, end)).len();
                if odd && degree.is_multiple_of(2) {
                    continue;
                }
                let first = Step {
                    piece,
                    reversed: end == 1,
                };
                walk(walls, &meetings, &mut used, first, &mut steps);
                stroke.clear();
                write_stroke(&mut stroke, walls, &steps, middle, frame);
                emit(&stroke)?;
            }
        }
    }
    Ok(())
}

/// Walks from `first` on, straight on where it can, into `steps`.
fn walk(
    walls: &impl Walls,
    meetings: &Meetings,
    used: &mut [bool],
    first: Step,
    steps: &mut Vec<Step>,
) {
    steps.clear();
    steps.push(first);
    used[first.piece] = true;
    let mut last = first;
    loop {
        let here = walls.node(last.piece, last.far());
        let heading = direction(&walls.piece(last.piece), last, true);
        let mut best: Option<(f64, Step)> = None;
        for &packed in meetings.at(here) {
            let step = Step::unpack(packed);
            if used[step.piece] {
                continue;
            }
            let d = direction(&walls.piece(step.piece), step, false);
            let score = d.0 * heading.0 + d.1 * heading.1;
            // The highest score; on a tie the lower piece, else the later step.
            let better = best.is_none_or(|(top, kept)| {
                score
                    .total_cmp(&top)
                    .then(kept.piece.cmp(&step.piece))
                    .is_ge()
            });
            if better {
                best = Some((score, step));
            }
        }
        let Some((_, step)) = best else {
            return;
        };
        used[step.piece] = true;
        steps.push(step);
        last = step;
    }
}

/// The unit direction of travel along `step` (of `piece`) at its far end
/// (`at_far`) or its near end.
fn direction(piece: &Piece, step: Step, at_far: bool) -> (f64, f64) {
    let (dx, dy) = match *piece {
        Piece::Line(a, b) => {
            let (near, far) = if step.reversed { (b, a) } else { (a, b) };
            (far.0 - near.0, far.1 - near.1)
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
    walls: &impl Walls,
    steps: &[Step],
    middle: (f64, f64),
    frame: &Frame,
) {
    let first = steps[0];
    let start = walls.piece(first.piece).end(first.near(), middle);
    let mut commands: Vec<Command> = Vec::new();
    for &step in steps {
        let command = match walls.piece(step.piece) {
            Piece::Line(a, b) => Command::Line(if step.reversed { a } else { b }),
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
    let last = steps[steps.len() - 1];
    let closed = steps.len() > 1
        && walls.node(last.piece, last.far()) == walls.node(first.piece, first.near());
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
