//! Where the start and goal of a shaped maze go, as for rectangles but on the
//! outline of whatever shape the cells make: `corners` (the outline cells nearest
//! the top-left and the bottom-right), `sides` (a cell of the leftmost and one of
//! the rightmost column of the outline), `longest` (the ends of the maze's longest
//! path), and `centre` (start on the outline at the top, goal in the middle: the
//! classic way into a circular maze).

use rand_chacha::ChaCha8Rng;

use super::adjacency::{Adjacency, PARITY};
use super::board::{Board, Tiling};
use super::carve::Passage;
use super::geometry::{Point, centre, polar, ring_span};
use crate::puzzle::cells::Placement;
use crate::puzzle::random::below;

/// A placement of a shaped maze's ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ends {
    Like(Placement),
    Centre,
}

impl Ends {
    /// Every name, for messages.
    pub const NAMES: [&'static str; 4] = ["corners", "sides", "longest", "centre"];

    pub fn from_name(name: &str) -> Option<Ends> {
        match name {
            "centre" | "center" => Some(Ends::Centre),
            _ => Placement::from_name(name).map(Ends::Like),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Ends::Like(placement) => placement.name(),
            Ends::Centre => "centre",
        }
    }

    /// Where a board's ends go when nobody says: into the middle of a circle,
    /// corner to corner on anything else.
    pub fn default_for(tiling: Tiling) -> Ends {
        match tiling {
            Tiling::Circle => Ends::Centre,
            _ => Ends::Like(Placement::Corners),
        }
    }
}

/// Start and goal cells for `ends` on a maze of `passages`.
pub fn place(
    ends: Ends,
    board: &Board,
    graph: &Adjacency,
    passages: &[Passage],
    rng: &mut ChaCha8Rng,
) -> (usize, usize) {
    let outline = outline(board, graph);
    let centres = outline_centres(board, &outline);
    let by = |key: &dyn Fn(Point) -> f64| -> usize {
        let best = |a: &usize, b: &usize| {
            let (ka, kb) = (key(centres[*a]), key(centres[*b]));
            ka.total_cmp(&kb).then(outline[*b].cmp(&outline[*a]))
        };
        (0..outline.len()).max_by(best).map_or(0, |i| outline[i])
    };
    let (start, goal) = match ends {
        Ends::Like(Placement::Corners) => (by(&|(x, y)| -(x + y)), by(&|(x, y)| x + y)),
        Ends::Like(Placement::Sides) => (
            side_cell(&outline, &centres, -1.0, rng),
            side_cell(&outline, &centres, 1.0, rng),
        ),
        Ends::Like(Placement::Longest) => {
            longest(graph.len(), passages, outline.first().copied().unwrap_or(0))
        }
        Ends::Centre => {
            let middle = board_middle(&centres).0;
            (
                by(&|(x, y)| -y - (x - middle).abs()),
                middle_cell(board, graph),
            )
        }
    };
    // On a board too small for the placement to find two cells, the goal goes
    // as far from the start as the maze allows.
    match start == goal {
        true => (start, Joined::of(graph.len(), passages).farthest(start)),
        false => (start, goal),
    }
}

/// The cells in the maze on its outline, in order: with a side to no cell of the
/// maze (for a circle, the outer ring).
fn outline(board: &Board, graph: &Adjacency) -> Vec<usize> {
    let inside = |cell: &usize| board.in_maze[*cell];
    if board.tiling == Tiling::Circle {
        let outer_ring = board.len() - board.rings.last().copied().unwrap_or(0);
        return (outer_ring..board.len()).filter(inside).collect();
    }
    let sides = board.tiling.sides() as u32;
    match graph.sides() {
        // A byte a cell: one sweep, with no call per cell.
        Some(bytes) => (bytes.bits.iter().enumerate())
            .filter(|&(_, &bits)| (bits & (PARITY - 1)).count_ones() < sides)
            .map(|(cell, _)| cell)
            .filter(inside)
            .collect(),
        None => (0..board.len())
            .filter(|&cell| inside(&cell) && graph.degree(cell) < sides as usize)
            .collect(),
    }
}

/// The centre of each outline cell, as `centre` gives it; a circle's outline is
/// its outer ring, whose cells' ring and place are known without a search.
fn outline_centres(board: &Board, outline: &[usize]) -> Vec<Point> {
    if board.tiling != Tiling::Circle || board.rings.len() < 2 {
        return outline.iter().map(|&cell| centre(board, cell)).collect();
    }
    let ring = board.rings.len() - 1;
    let first = board.len() - board.rings[ring];
    let middle = |place: usize| {
        let (from, to) = ring_span(board, ring, place);
        polar(board, ring as f64 + 0.5, (from + to) / 2.0)
    };
    outline.iter().map(|&cell| middle(cell - first)).collect()
}

/// A random outline cell among those within a cell of the left (−1) or right (+1)
/// extreme.
fn side_cell(outline: &[usize], centres: &[Point], side: f64, rng: &mut ChaCha8Rng) -> usize {
    let reach = |i: usize| side * centres[i].0;
    let far = (0..outline.len()).map(reach).fold(f64::MIN, f64::max);
    let near: Vec<usize> = (0..outline.len())
        .filter(|&i| reach(i) >= far - 1.0)
        .map(|i| outline[i])
        .collect();
    near[below(rng, near.len())]
}

fn board_middle(centres: &[Point]) -> Point {
    let xs = centres.iter().map(|c| c.0);
    let (low, high) = xs.fold((f64::MAX, f64::MIN), |(l, h), x| (l.min(x), h.max(x)));
    ((low + high) / 2.0, 0.0)
}

/// The cell in the maze nearest the middle of its cells (the centre of a circle).
fn middle_cell(board: &Board, graph: &Adjacency) -> usize {
    if board.tiling == Tiling::Circle {
        return 0;
    }
    let inside: Vec<usize> = (0..board.len()).filter(|&c| board.in_maze[c]).collect();
    let sum = inside.iter().fold((0.0, 0.0), |s, &c| {
        let (x, y) = centre(board, c);
        (s.0 + x, s.1 + y)
    });
    let mean = (sum.0 / inside.len() as f64, sum.1 / inside.len() as f64);
    let distance = |c: &usize| {
        let (x, y) = centre(board, *c);
        (x - mean.0).powi(2) + (y - mean.1).powi(2)
    };
    let interior = inside
        .iter()
        .filter(|&&c| graph.degree(c) == board.tiling.sides());
    let pick = |cells: &mut dyn Iterator<Item = &usize>| {
        cells
            .copied()
            .min_by(|a, b| distance(a).total_cmp(&distance(b)).then(a.cmp(b)))
    };
    pick(&mut interior.clone())
        .or_else(|| pick(&mut inside.iter()))
        .unwrap_or(0)
}

/// The two ends of the maze's longest path, the end nearer the top first.
fn longest(cells: usize, passages: &[Passage], from: usize) -> (usize, usize) {
    let joined = Joined::of(cells, passages);
    let a = joined.farthest(from);
    let b = joined.farthest(a);
    (a.min(b), a.max(b))
}

/// The passages as lists per cell, for the searches above.
struct Joined {
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Joined {
    fn of(cells: usize, passages: &[Passage]) -> Joined {
        let mut offsets = vec![0u32; cells + 1];
        for &[a, b] in passages {
            offsets[a as usize + 1] += 1;
            offsets[b as usize + 1] += 1;
        }
        for cell in 0..cells {
            offsets[cell + 1] += offsets[cell];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0u32; passages.len() * 2];
        for &[a, b] in passages {
            for (from, to) in [(a, b), (b, a)] {
                targets[fill[from as usize] as usize] = to;
                fill[from as usize] += 1;
            }
        }
        Joined { offsets, targets }
    }

    fn farthest(&self, from: usize) -> usize {
        let mut seen = vec![false; self.offsets.len() - 1];
        let mut queue = vec![from as u32];
        seen[from] = true;
        let mut head = 0;
        while let Some(&cell) = queue.get(head) {
            head += 1;
            let (lo, hi) = (self.offsets[cell as usize], self.offsets[cell as usize + 1]);
            for &next in &self.targets[lo as usize..hi as usize] {
                if !seen[next as usize] {
                    seen[next as usize] = true;
                    queue.push(next);
                }
            }
        }
        queue.last().map_or(from, |&c| c as usize)
    }
}
