//! Where the start and goal of a shaped maze go, as for rectangles but on the
//! outline of whatever shape the cells make: `corners` (the outline cells nearest
//! the top-left and the bottom-right), `sides` (a cell of the leftmost and one of
//! the rightmost column of the outline), `longest` (the ends of the maze's longest
//! path), and `centre` (start on the outline at the top, goal in the middle: the
//! classic way into a circular maze).

use rand_chacha::ChaCha8Rng;

use super::adjacency::Adjacency;
use super::board::{Board, Tiling};
use super::carve::Passage;
use super::geometry::{Point, centre};
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
    let at = |cell: usize| centre(board, cell);
    let by = |key: &dyn Fn(Point) -> f64| -> usize {
        let best = |a: &usize, b: &usize| key(at(*a)).total_cmp(&key(at(*b))).then(b.cmp(a));
        outline.iter().copied().max_by(best).unwrap_or(0)
    };
    let (start, goal) = match ends {
        Ends::Like(Placement::Corners) => (by(&|(x, y)| -(x + y)), by(&|(x, y)| x + y)),
        Ends::Like(Placement::Sides) => (
            side_cell(board, &outline, -1.0, rng),
            side_cell(board, &outline, 1.0, rng),
        ),
        Ends::Like(Placement::Longest) => {
            longest(graph.len(), passages, outline.first().copied().unwrap_or(0))
        }
        Ends::Centre => (
            by(&|(x, y)| -y - (x - board_middle(board, &outline).0).abs()),
            middle_cell(board, graph),
        ),
    };
    // On a board too small for the placement to find two cells, the goal goes
    // as far from the start as the maze allows.
    match start == goal {
        true => (start, Joined::of(graph.len(), passages).farthest(start)),
        false => (start, goal),
    }
}

/// The cells in the maze on its outline: with a side to no cell of the maze (for a
/// circle, the outer ring).
fn outline(board: &Board, graph: &Adjacency) -> Vec<usize> {
    let on_edge = |cell: usize| match board.tiling {
        Tiling::Circle => board.ring_of(cell).0 + 1 == board.rings.len(),
        _ => graph.neighbours(cell).len() < board.tiling.sides(),
    };
    (0..board.len())
        .filter(|&c| board.in_maze[c] && on_edge(c))
        .collect()
}

/// A random outline cell among those within a cell of the left (−1) or right (+1)
/// extreme.
fn side_cell(board: &Board, outline: &[usize], side: f64, rng: &mut ChaCha8Rng) -> usize {
    let reach = |cell: &usize| side * centre(board, *cell).0;
    let far = outline.iter().map(reach).fold(f64::MIN, f64::max);
    let near: Vec<usize> = outline
        .iter()
        .copied()
        .filter(|c| reach(c) >= far - 1.0)
        .collect();
    near[below(rng, near.len())]
}

fn board_middle(board: &Board, outline: &[usize]) -> Point {
    let xs = outline.iter().map(|&c| centre(board, c).0);
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
        .filter(|&&c| graph.neighbours(c).len() == board.tiling.sides());
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
