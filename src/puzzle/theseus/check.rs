//! The independent checker. It shares no code with the solver or the generator:
//! it reads the puzzle's plain facts (size, the list of walls, the exit, the two
//! start squares) into its own wall grids, plays the rules of
//! `notes/theseus-rules.md` with its own code, and proves the minimum its own way.
//!
//! - **Replay**: every move of a claimed solution is legal (no wall, never onto
//!   the Minotaur), Theseus is never caught, and the last move steps out through
//!   the exit (and only the last).
//! - **Minimum**: a backward search over *every* position of the board. Positions
//!   with Theseus on the exit square escape in one move; a position escapes in
//!   k + 1 moves when one of its moves leads to a position that escapes in k. The
//!   search builds each position's successors, turns them into predecessor lists,
//!   and spreads distances backward from the exit positions; the start's distance
//!   is the minimum (the solver finds it forward from the start instead).

use std::collections::VecDeque;

use super::board::Puzzle;

/// What the checker found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    /// The minimum number of moves to escape, or `None` when there is no escape.
    pub minimum: Option<usize>,
    /// Positions (Theseus, Minotaur apart) from which some escape exists.
    pub escapable_positions: usize,
}

/// A board as the checker sees it.
struct Maze {
    width: i32,
    height: i32,
    /// `east[y][x]`: a wall between (x, y) and (x + 1, y).
    east: Vec<Vec<bool>>,
    /// `south[y][x]`: a wall between (x, y) and (x, y + 1).
    south: Vec<Vec<bool>>,
    exit: (i32, i32),
    /// The step that leaves the board from the exit square.
    out: (i32, i32),
}

type Spot = (i32, i32);

impl Maze {
    fn read(p: &Puzzle) -> Maze {
        let (w, h) = (p.board.width(), p.board.height());
        let mut east = vec![vec![false; w]; h];
        let mut south = vec![vec![false; w]; h];
        for [a, b] in p.board.wall_list() {
            let (first, second) = if (a[1], a[0]) < (b[1], b[0]) {
                (a, b)
            } else {
                (b, a)
            };
            if first[1] == second[1] {
                east[first[1]][first[0]] = true;
            } else {
                south[first[1]][first[0]] = true;
            }
        }
        let exit = p.board.exit();
        let out = match exit.side.name() {
            "north" => (0, -1),
            "south" => (0, 1),
            "west" => (-1, 0),
            _ => (1, 0),
        };
        Maze {
            width: w as i32,
            height: h as i32,
            east,
            south,
            exit: (exit.cell[0] as i32, exit.cell[1] as i32),
            out,
        }
    }

    fn inside(&self, s: Spot) -> bool {
        (0..self.width).contains(&s.0) && (0..self.height).contains(&s.1)
    }

    /// Whether one may step from `a` to the neighbouring `b` (both on the board).
    fn passable(&self, a: Spot, b: Spot) -> bool {
        if !self.inside(a) || !self.inside(b) {
            return false;
        }
        let (x, y) = (a.0.min(b.0) as usize, a.1.min(b.1) as usize);
        if a.1 == b.1 {
            !self.east[y][x]
        } else {
            !self.south[y][x]
        }
    }

    /// The Minotaur's two steps toward Theseus at `t`; where it ends.
    fn hunt(&self, mut at: Spot, t: Spot) -> Spot {
        for _ in 0..2 {
            if at == t {
                break;
            }
            let dx = (t.0 - at.0).signum();
            if dx != 0 && self.passable(at, (at.0 + dx, at.1)) {
                at.0 += dx;
                continue;
            }
            let dy = (t.1 - at.1).signum();
            if dy != 0 && self.passable(at, (at.0, at.1 + dy)) {
                at.1 += dy;
            }
        }
        at
    }

    fn offset(letter: char) -> Option<Spot> {
        match letter {
            'U' => Some((0, -1)),
            'D' => Some((0, 1)),
            'L' => Some((-1, 0)),
            'R' => Some((1, 0)),
            'W' => Some((0, 0)),
            _ => None,
        }
    }

    /// Every position Theseus can bring about from (t, m) without being caught
    /// (the escape itself is not a position).
    fn successors(&self, t: Spot, m: Spot) -> Vec<(Spot, Spot)> {
        "UDLRW"
            .chars()
            .filter_map(Maze::offset)
            .filter_map(|d| {
                let to = (t.0 + d.0, t.1 + d.1);
                let legal = d == (0, 0) || self.passable(t, to);
                (legal && to != m).then_some(to)
            })
            .filter_map(|to| {
                let hunted = self.hunt(m, to);
                (hunted != to).then_some((to, hunted))
            })
            .collect()
    }

    fn number(&self, s: Spot) -> usize {
        (s.1 * self.width + s.0) as usize
    }
}

/// Why a claimed solution is not an escape.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayFault {
    #[error("move {0} is {1:?}, not one of U, D, L, R, W")]
    Letter(usize, char),
    #[error("move {0} walks into a wall or off the board")]
    Wall(usize),
    #[error("move {0} steps onto the Minotaur")]
    OntoMinotaur(usize),
    #[error("the Minotaur catches Theseus after move {0}")]
    Caught(usize),
    #[error("move {0} leaves through the exit, but more moves follow")]
    OutEarly(usize),
    #[error("after the last move Theseus is still on the board")]
    NotOut,
}

/// Replays `letters` from the start; `Ok` with the number of moves when it ends
/// with Theseus stepping out through the exit.
pub fn replay(p: &Puzzle, letters: &str) -> Result<usize, ReplayFault> {
    let maze = Maze::read(p);
    let mut t = (p.theseus[0] as i32, p.theseus[1] as i32);
    let mut m = (p.minotaur[0] as i32, p.minotaur[1] as i32);
    let total = letters.chars().count();
    for (i, letter) in letters.chars().enumerate() {
        let n = i + 1;
        let d = Maze::offset(letter).ok_or(ReplayFault::Letter(n, letter))?;
        if t == maze.exit && d == maze.out {
            return if n == total {
                Ok(n)
            } else {
                Err(ReplayFault::OutEarly(n))
            };
        }
        let to = (t.0 + d.0, t.1 + d.1);
        if d != (0, 0) && !maze.passable(t, to) {
            return Err(ReplayFault::Wall(n));
        }
        if to == m {
            return Err(ReplayFault::OntoMinotaur(n));
        }
        t = to;
        m = maze.hunt(m, t);
        if m == t {
            return Err(ReplayFault::Caught(n));
        }
    }
    Err(ReplayFault::NotOut)
}

/// The minimum by the backward search over every position (see the header).
pub fn verdict(p: &Puzzle) -> Verdict {
    let maze = Maze::read(p);
    let squares = (maze.width * maze.height) as usize;
    let spots: Vec<Spot> = (0..maze.height)
        .flat_map(|y| (0..maze.width).map(move |x| (x, y)))
        .collect();
    let position = |t: Spot, m: Spot| maze.number(t) * squares + maze.number(m);
    let mut predecessors: Vec<Vec<u32>> = vec![Vec::new(); squares * squares];
    for &t in &spots {
        for &m in spots.iter().filter(|&&m| m != t) {
            for (to, hunted) in maze.successors(t, m) {
                predecessors[position(to, hunted)].push(position(t, m) as u32);
            }
        }
    }
    let mut distance: Vec<Option<usize>> = vec![None; squares * squares];
    let mut queue = VecDeque::new();
    for &m in spots.iter().filter(|&&m| m != maze.exit) {
        let at = position(maze.exit, m);
        distance[at] = Some(1);
        queue.push_back(at);
    }
    while let Some(at) = queue.pop_front() {
        let next = distance[at].map_or(0, |d| d + 1);
        for &before in &predecessors[at] {
            let before = before as usize;
            if distance[before].is_none() {
                distance[before] = Some(next);
                queue.push_back(before);
            }
        }
    }
    let start = position(
        (p.theseus[0] as i32, p.theseus[1] as i32),
        (p.minotaur[0] as i32, p.minotaur[1] as i32),
    );
    Verdict {
        minimum: distance[start],
        escapable_positions: distance.iter().filter(|d| d.is_some()).count(),
    }
}
