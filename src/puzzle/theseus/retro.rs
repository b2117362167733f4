//! Every state's distance from escape at once, for the generator: one backward
//! search from the states with Theseus on the exit square gives the exact
//! minimum of every possible start on a board, so a board's worth (its longest
//! start) costs one search, not one per start.
//!
//! Going backward needs each state's predecessors. Theseus's move is easy to
//! undo (he came from a neighbour or waited); the Minotaur's is not, so the
//! search first tabulates, for every square Theseus may step to and every square
//! the Minotaur stood on, where the Minotaur ends, and files the Minotaur's old
//! squares under (Theseus's new square, the Minotaur's new square).

use super::moves::Move;
use super::rules::Rules;

/// The search's tables, kept between boards of one size.
#[derive(Debug, Default)]
pub struct Retro {
    /// Per state `t * cells + m`: moves to escape, 0 when there is no escape.
    pub distance: Vec<u32>,
    /// Per state (Theseus's new square, Minotaur's new square): where its
    /// Minotaur squares start in `before`.
    first: Vec<u32>,
    before: Vec<u16>,
    /// Scratch: per (Theseus's new square, the Minotaur's old square), the
    /// Minotaur's new square (`u16::MAX` when caught), and fill positions.
    after: Vec<u16>,
    fill: Vec<u32>,
    queue: Vec<u32>,
    /// The longest distance found.
    pub longest: u32,
}

/// A board's worth to the generator: the states from which escape is hardest.
impl Retro {
    pub fn new() -> Retro {
        Retro::default()
    }

    /// Fills `distance` for every state of the board.
    pub fn run(&mut self, rules: &Rules) {
        let cells = rules.cells;
        let states = cells * cells;
        self.file_minotaur_moves(rules);
        self.distance.clear();
        self.distance.resize(states, 0);
        self.queue.clear();
        for m in (0..cells).filter(|&m| m != rules.exit) {
            let s = rules.state(rules.exit, m);
            self.distance[s as usize] = 1;
            self.queue.push(s);
        }
        let mut head = 0;
        while let Some(&s) = self.queue.get(head) {
            head += 1;
            let d = self.distance[s as usize] + 1;
            let (to, _) = rules.squares(s);
            // Theseus came to `to` from one of these squares by the opposite
            // step, or waited there (walls stand on both sides).
            let mut from = [0usize; 5];
            let mut count = 0;
            for step in Move::ALL {
                if let Some(t) = rules.step(to, step) {
                    from[count] = t;
                    count += 1;
                }
            }
            let range = self.first[s as usize] as usize..self.first[s as usize + 1] as usize;
            for k in range {
                let m = usize::from(self.before[k]);
                for &t in &from[..count] {
                    let earlier = t * cells + m;
                    if t != m && self.distance[earlier] == 0 {
                        self.distance[earlier] = d;
                        self.queue.push(earlier as u32);
                    }
                }
            }
        }
        self.longest = self.queue.last().map_or(0, |&s| self.distance[s as usize]);
    }

    /// For every (Theseus's square after his move, the Minotaur's square before),
    /// the Minotaur's square after: filed by the state it makes, unless caught.
    fn file_minotaur_moves(&mut self, rules: &Rules) {
        let cells = rules.cells;
        let states = cells * cells;
        self.first.clear();
        self.first.resize(states + 1, 0);
        self.after.clear();
        self.after.resize(states, u16::MAX);
        for to in 0..cells {
            for m in (0..cells).filter(|&m| m != to) {
                let chased = rules.chase(m, to);
                if chased != to {
                    self.after[to * cells + m] = chased as u16;
                    self.first[to * cells + chased + 1] += 1;
                }
            }
        }
        for i in 0..states {
            self.first[i + 1] += self.first[i];
        }
        self.before.clear();
        self.before.resize(self.first[states] as usize, 0);
        self.fill.clear();
        self.fill.extend_from_slice(&self.first);
        for to in 0..cells {
            for m in 0..cells {
                let chased = self.after[to * cells + m];
                if chased != u16::MAX {
                    let slot = &mut self.fill[to * cells + usize::from(chased)];
                    self.before[*slot as usize] = m as u16;
                    *slot += 1;
                }
            }
        }
    }
}
