//! The general evaluator, for plans too big for `bits`: one breadth-first pass
//! over the reachable states (successors decided on the fly from the colours)
//! gives depths, loops and the layers; a walk back from GOAL along predecessors
//! one level nearer picks the same shortest solution as `analyse`; the walk back
//! along it grows the set of states that still reach GOAL (predecessors also on
//! the fly), counting the alternatives (see `unique`). The inner loops are
//! branch-free (random lights make branches unpredictable), and marks are stamps
//! that grow with every evaluation, so nothing is cleared: a state's `level`
//! minus the evaluation's `base` is its depth, and it is unreached when below
//! `base`.

use super::super::grading::grade;
use super::super::maze::{Colour, Maze};
use super::super::score::{formula, score};
use super::super::tables::{NO_STREET, Tables};
use super::Eval;

/// Whether a light of colour c is open at t mod 3: bit t of `OPEN[c]`.
const OPEN: [u8; 3] = [0b011, 0b101, 0b110];
/// The time after and before a move, by the time mod 3 (index 3 unused).
const NEXT: [u32; 4] = [1, 2, 0, 0];
const BEFORE: [u32; 4] = [2, 0, 1, 0];

/// Reusable buffers and tables for one plan, ends and variant.
#[derive(Debug, Clone)]
pub(super) struct Scalar {
    tables: Tables,
    /// Each street's open phases (bit t) for the colours being evaluated.
    open: Vec<u8>,
    /// This evaluation's depth 0 (levels below it are unreached).
    base: u32,
    level: Vec<u32>,
    /// `stamp` = reaches GOAL, `stamp + 1` = on the path, not yet passed back.
    stamp: u32,
    flag: Vec<u32>,
    node_seen: Vec<u32>,
    queue: Vec<u32>,
    len: usize,
    stack: Vec<u32>,
    path: Vec<u32>,
}

/// 1 if `b`, else 0.
#[inline]
fn bit(b: bool) -> u32 {
    u32::from(b)
}

impl Scalar {
    /// An evaluator for `maze`'s plan, ends and variant.
    pub fn new(maze: &Maze) -> Scalar {
        let tables = Tables::new(maze);
        let slots = tables.state_slots();
        Scalar {
            open: vec![0; maze.canvas().street_count()],
            base: 0,
            level: vec![0; slots],
            stamp: 0,
            flag: vec![0; slots],
            node_seen: vec![0; maze.canvas().node_count()],
            queue: vec![0; slots + tables.max_degree() + 1],
            len: 0,
            stack: vec![0; slots + 1],
            path: Vec::with_capacity(slots),
            tables,
        }
    }

    /// Evaluates the maze with these colours (one per street, each 0–2).
    pub fn evaluate(&mut self, colours: &[Colour]) -> Eval {
        self.begin(colours);
        let loops = self.breadth_first();
        let mut eval = Eval {
            reachable_states: self.len,
            loops,
            ..Eval::default()
        };
        if self.len == 1 && !self.start_exists() {
            eval.reachable_states = 0;
        }
        let goal_level = self.level[self.tables.goal_state as usize];
        if goal_level < self.base {
            return eval;
        }
        let moves = (goal_level - self.base) as usize;
        self.shortest_path();
        let (alternatives, choices) = self.walk_back();
        let (o1, o2, early_dead) = self.layer_counts(moves);
        let unique = alternatives == 0;
        let product = formula(moves + 1, o1, o2, loops, self.endings());
        eval.moves = Some(moves);
        eval.unique = unique;
        eval.alternatives = alternatives;
        eval.score = score(true, unique, product);
        eval.grade = grade(moves, choices, early_dead + loops, self.revisits());
        eval
    }

    fn begin(&mut self, colours: &[Colour]) {
        for (open, &c) in self.open.iter_mut().zip(colours) {
            *open = OPEN[usize::from(c % 3)];
        }
        let span = self.level.len() as u32 + 2;
        if self.base > u32::MAX - 2 * span || self.stamp > u32::MAX - 4 {
            for stamps in [&mut self.level, &mut self.flag, &mut self.node_seen] {
                stamps.fill(0);
            }
            (self.base, self.stamp) = (0, 0);
        }
        self.base += span;
        self.stamp += 2;
    }

    #[inline]
    fn open_bit(&self, street: u32, t: u32) -> u32 {
        u32::from(self.open[street as usize] >> t) & 1
    }

    /// Breadth-first from the start: fills `queue[..len]` (in layer order) and
    /// `level`; returns the loops (edges back two or more layers).
    fn breadth_first(&mut self) -> usize {
        let Scalar {
            tables,
            open,
            base,
            level,
            queue,
            ..
        } = self;
        let (base, goal) = (*base, tables.goal_state);
        queue[0] = tables.start_state;
        level[tables.start_state as usize] = base;
        let (mut len, mut head, mut loops) = (1, 0, 0u32);
        while head < len {
            let state = queue[head];
            head += 1;
            if state == goal {
                continue;
            }
            let (pos, t) = ((state >> 2) as usize, state & 3);
            let cur = level[state as usize];
            let range = tables.step_start[pos] as usize..tables.step_start[pos + 1] as usize;
            for m in &tables.steps[range] {
                let is_open = u32::from(open[m.street as usize] >> t) & 1;
                let next = (m.base | (NEXT[t as usize] & m.tmask)) as usize;
                let lv = level[next];
                let fresh = is_open & bit(lv < base);
                queue[len] = next as u32;
                len += fresh as usize;
                level[next] = if fresh == 1 { cur + 1 } else { lv };
                loops += is_open & bit(lv >= base) & bit(lv + 2 <= cur);
            }
        }
        self.len = len;
        loops as usize
    }

    /// The reference's rule for a start state nothing leaves: it exists (HT)
    /// when another state enters it.
    fn start_exists(&self) -> bool {
        let pos = (self.tables.start_state >> 2) as usize;
        let range = self.tables.step_start[pos] as usize..self.tables.step_start[pos + 1] as usize;
        self.tables.steps[range]
            .iter()
            .any(|m| self.open_bit(m.street, 0) == 1)
            || self
                .tables
                .start_entries
                .iter()
                .any(|&s| self.open_bit(s, 2) == 1)
    }

    /// Walks from GOAL back to the start, each time to the predecessor one
    /// level nearer the start with the smallest key (see `analyse`), and keeps
    /// the path, start first, in `path`.
    fn shortest_path(&mut self) {
        let (start, goal) = (self.tables.start_state, self.tables.goal_state);
        let mut state = goal;
        self.path.clear();
        self.path.push(state);
        while state != start {
            let want = self.level[state as usize] - 1;
            let (mut best, mut best_key) = (start, u64::MAX);
            let mut consider = |before: u32, is_open: bool, ev: &Scalar| {
                let key = ev.tables.key_of[(before >> 2) as usize];
                if is_open && ev.level[before as usize] == want && key < best_key {
                    (best, best_key) = (before, key);
                }
            };
            if state == goal {
                for e in &self.tables.endings {
                    for t in 0..3 {
                        consider(e.base | t, self.open_bit(e.street, t) == 1, self);
                    }
                }
            } else {
                let (pos, before) = ((state >> 2) as usize, BEFORE[(state & 3) as usize]);
                let range =
                    self.tables.back_start[pos] as usize..self.tables.back_start[pos + 1] as usize;
                for b in &self.tables.backs[range] {
                    consider(b.base | before, self.open_bit(b.street, before) == 1, self);
                }
            }
            state = best;
            self.path.push(state);
        }
        self.path.reverse();
    }
}

impl Scalar {
    /// Walks back along `path`, growing the states that reach GOAL without the
    /// path's earlier states; returns the alternatives (see `unique`) and the
    /// path's states with two or more ways on.
    fn walk_back(&mut self) -> (usize, usize) {
        let stamp = self.stamp;
        for &state in &self.path {
            self.flag[state as usize] = stamp + 1;
        }
        let (mut alternatives, mut choices) = (0, 0);
        for i in (0..self.path.len()).rev() {
            let here = self.path[i];
            self.grow(here);
            let Some(&at) = i.checked_sub(1).and_then(|j| self.path.get(j)) else {
                break;
            };
            let (pos, t) = ((at >> 2) as usize, at & 3);
            let range =
                self.tables.step_start[pos] as usize..self.tables.step_start[pos + 1] as usize;
            let mut ways = 0;
            for m in &self.tables.steps[range] {
                let next = m.base | (NEXT[t as usize] & m.tmask);
                let off = bit(next != here) & bit(self.flag[next as usize] == stamp);
                let is_open = self.open_bit(m.street, t);
                alternatives += (off & is_open) as usize;
                ways += is_open;
            }
            choices += usize::from(ways >= 2);
        }
        (alternatives, choices)
    }

    /// Marks `from` and every reachable state that reaches it without a path
    /// state not yet passed (depth-first over predecessors).
    fn grow(&mut self, from: u32) {
        let Scalar {
            tables,
            open,
            base,
            level,
            stamp,
            flag,
            stack,
            ..
        } = self;
        let (base, stamp) = (*base, *stamp);
        flag[from as usize] = stamp;
        stack[0] = from;
        let mut top = 1;
        let mut visit = |state: u32, is_open: u32, stack: &mut [u32], top: &mut usize| {
            let s = state as usize;
            let take = is_open & bit(level[s] >= base) & bit(flag[s] < stamp);
            stack[*top] = state;
            *top += take as usize;
            flag[s] = if take == 1 { stamp } else { flag[s] };
        };
        while top > 0 {
            top -= 1;
            let state = stack[top];
            if state == tables.goal_state {
                for e in &tables.endings {
                    for t in 0..3 {
                        let is_open = u32::from(open[e.street as usize] >> t) & 1;
                        visit(e.base | t, is_open, stack, &mut top);
                    }
                }
                continue;
            }
            let (pos, before) = ((state >> 2) as usize, BEFORE[(state & 3) as usize]);
            let range = tables.back_start[pos] as usize..tables.back_start[pos + 1] as usize;
            for b in &tables.backs[range] {
                let is_open = u32::from(open[b.street as usize] >> before) & 1;
                visit(b.base | before, is_open, stack, &mut top);
            }
        }
    }

    /// O1, O2 and the early dead ends (depth ≤ moves / 2, not reaching GOAL).
    fn layer_counts(&self, moves: usize) -> (usize, usize, usize) {
        let (mut o1, mut o2, mut early_dead) = (0, 0, 0);
        for &state in &self.queue[..self.len] {
            let d = (self.level[state as usize] - self.base) as usize;
            o1 += usize::from(d <= 1);
            o2 += usize::from(d <= moves);
            early_dead += usize::from(2 * d <= moves && self.flag[state as usize] != self.stamp);
        }
        (o1, o2, early_dead)
    }

    /// The reference's E: 1 + whole-graph states with an edge into GOAL.
    fn endings(&self) -> usize {
        let mut count = 1;
        for e in &self.tables.endings {
            for t in 0..3 {
                let exists = if e.start_only {
                    t == 0
                } else {
                    e.arrival == NO_STREET || self.open_bit(e.arrival, BEFORE[t as usize]) == 1
                };
                count += usize::from(exists && self.open_bit(e.street, t) == 1);
            }
        }
        count
    }

    /// Moves of the chosen solution onto an intersection already visited.
    fn revisits(&mut self) -> usize {
        let stamp = self.stamp;
        let mut revisits = 0;
        for &state in &self.path {
            let node = self.tables.node_of[(state >> 2) as usize] as usize;
            revisits += usize::from(self.node_seen[node] == stamp);
            self.node_seen[node] = stamp;
        }
        revisits
    }
}
