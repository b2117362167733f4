//! The evaluator for plans of up to 64·N positions: sets of positions are
//! bitsets (see `plan`), so a move test costs one AND for a whole set.
//!
//! A state at depth d has time d mod 3, so the breadth-first layers are sets of
//! positions. Per evaluation: the positions entered along a street open at t
//! (NHT: a move p → q at t is open iff q's arrival street is, so the open moves
//! out of p are `succ[p] & open[t]`; HT: each intersection's neighbours along
//! streets open at t, built from the streets) and the positions whose move into
//! GOAL is open at t. Layer d + 1 is the union of the open moves out of layer d,
//! minus the states seen at that time; loops are open moves into states seen at
//! that time before this layer. The solution is chosen from GOAL back, lowest
//! position first; the uniqueness walk (see `unique`) grows the states reaching
//! GOAL as three bitsets, one per time.

use super::super::grading::grade;
use super::super::maze::{Colour, Maze};
use super::super::score::{formula, score};
use super::Eval;
use super::plan::{Bits, NONE, Plan, and, any, count, each, first, has, minus, or, single};

/// The colour closed (red) at each time: colour c is red at t iff c + t ≡ 2.
const RED_AT: [usize; 3] = [2, 1, 0];

/// Buffers and tables for one plan, ends and variant.
#[derive(Debug, Clone)]
pub(super) struct BitCore<const N: usize> {
    plan: Plan<N>,
    /// NHT: positions entered along a street open at t.
    open: [Bits<N>; 3],
    /// Positions whose move into GOAL is open at t.
    goal_open: [Bits<N>; 3],
    /// HT: each position's neighbours along streets open at t.
    near: Vec<[Bits<N>; 3]>,
    reach: [Bits<N>; 3],
    layers: Vec<Bits<N>>,
    depths: usize,
    /// The solution's positions at depths 0..moves (GOAL follows).
    path: Vec<usize>,
    /// States reaching GOAL, and reached states neither there nor on the path
    /// ahead, by time.
    good: [Bits<N>; 3],
    free: [Bits<N>; 3],
    node_seen: Vec<u32>,
    stamp: u32,
}

impl<const N: usize> BitCore<N> {
    pub fn new(maze: &Maze) -> Option<BitCore<N>> {
        let plan = Plan::<N>::new(maze)?;
        let p = plan.positions;
        Some(BitCore {
            open: [[0; N]; 3],
            goal_open: [[0; N]; 3],
            near: vec![[[0; N]; 3]; if plan.ht { p } else { 0 }],
            reach: [[0; N]; 3],
            layers: vec![[0; N]; 3 * p + 2],
            depths: 0,
            path: Vec::with_capacity(3 * p + 2),
            good: [[0; N]; 3],
            free: [[0; N]; 3],
            node_seen: vec![0; plan.node_of.len().max(maze.canvas().node_count())],
            stamp: 0,
            plan,
        })
    }

    pub fn evaluate(&mut self, colours: &[Colour]) -> Eval {
        self.begin(colours);
        let (goal_depth, loops) = self.breadth_first();
        let reached: usize = self.layers[..self.depths].iter().map(|&l| count(l)).sum();
        let mut eval = Eval {
            reachable_states: reached + usize::from(goal_depth.is_some()),
            loops,
            ..Eval::default()
        };
        if eval.reachable_states == 1 && !self.start_exists() {
            eval.reachable_states = 0;
        }
        let Some(moves) = goal_depth else {
            return eval;
        };
        self.shortest_path(moves);
        let (alternatives, choices) = self.walk_back(moves);
        let (o1, o2, early_dead) = self.layer_counts(moves);
        let unique = alternatives == 0;
        let product = formula(moves + 1, o1, o2, loops, self.endings());
        eval.moves = Some(moves);
        eval.unique = unique;
        eval.alternatives = alternatives;
        eval.score = score(true, unique, product);
        eval.grade = grade(moves, choices, early_dead + loops, self.revisits(moves));
        eval
    }

    /// The open sets for these colours.
    fn begin(&mut self, colours: &[Colour]) {
        let colour = |s: usize| usize::from(colours.get(s).map_or(2, |c| c % 3));
        let mut goal_class = [[0; N]; 3];
        for &(s, set) in &self.plan.goal_streets {
            goal_class[colour(s)] = or(goal_class[colour(s)], set);
        }
        self.goal_open = std::array::from_fn(|t| minus(or3(goal_class), goal_class[RED_AT[t]]));
        if self.plan.ht {
            self.near.fill([[0; N]; 3]);
            for (s, &[a, b]) in self.plan.ends.iter().enumerate() {
                if a == NONE || b == NONE {
                    continue;
                }
                let (a, b, c) = (a as usize, b as usize, colour(s));
                for t in (0..3).filter(|&t| RED_AT[t] != c) {
                    self.near[a][t] = or(self.near[a][t], single(b));
                    self.near[b][t] = or(self.near[b][t], single(a));
                }
            }
        } else {
            let mut class = [[0; N]; 3];
            for (s, &set) in self.plan.by_street.iter().enumerate() {
                class[colour(s)] = or(class[colour(s)], set);
            }
            self.open = std::array::from_fn(|t| minus(or3(class), class[RED_AT[t]]));
        }
    }

    /// The positions the open moves out of (p, t) enter.
    #[inline]
    fn succ(&self, p: usize, t: usize) -> Bits<N> {
        if self.plan.ht {
            self.near[p][t]
        } else {
            and(self.plan.succ[p], self.open[t])
        }
    }

    /// The positions p with an open move (p, t) → (q, t + 1).
    #[inline]
    fn pred(&self, q: usize, t: usize) -> Bits<N> {
        if self.plan.ht {
            self.near[q][t]
        } else if has(&self.open[t], q) {
            self.plan.pred[q]
        } else {
            [0; N]
        }
    }

    /// Layers from the start; returns GOAL's depth and the loops.
    fn breadth_first(&mut self) -> (Option<usize>, usize) {
        let mut layer = single(self.plan.start);
        self.reach = [layer, [0; N], [0; N]];
        let (mut d, mut loops, mut goal_depth) = (0, 0, None);
        loop {
            self.layers[d] = layer;
            let (t, t1) = (d % 3, (d + 1) % 3);
            let old = self.reach[t1];
            let mut next = [0; N];
            each(layer, |p| {
                let moves = self.succ(p, t);
                next = or(next, moves);
                loops += count(and(moves, old));
            });
            let into_goal = and(layer, self.goal_open[t]);
            if any(into_goal) {
                match goal_depth {
                    None => goal_depth = Some(d + 1),
                    Some(g) if d >= g + 2 => loops += count(into_goal),
                    Some(_) => {}
                }
            }
            layer = minus(next, old);
            if !any(layer) {
                self.depths = d + 1;
                return (goal_depth, loops);
            }
            self.reach[t1] = or(old, layer);
            d += 1;
        }
    }

    /// The reference's rule for a start state nothing leaves: it exists (HT)
    /// when another state enters it.
    fn start_exists(&self) -> bool {
        self.plan.ht && any(self.near[self.plan.start][2])
    }

    /// From GOAL back, each time the lowest position one layer nearer the start
    /// with an open move to the state chosen last.
    fn shortest_path(&mut self, moves: usize) {
        self.path.clear();
        self.path.resize(moves, self.plan.start);
        let mut into = self.goal_open[(moves - 1) % 3];
        for d in (0..moves).rev() {
            let p = first(and(self.layers[d], into)).unwrap_or(self.plan.start);
            self.path[d] = p;
            if d > 0 {
                into = self.pred(p, (d - 1) % 3);
            }
        }
    }
}

/// The union of three sets.
#[inline]
fn or3<const N: usize>(sets: [Bits<N>; 3]) -> Bits<N> {
    or(or(sets[0], sets[1]), sets[2])
}

impl<const N: usize> BitCore<N> {
    /// Walks back along the path growing `good`; returns the alternatives (see
    /// `unique`) and the path's states with two or more ways on.
    fn walk_back(&mut self, moves: usize) -> (usize, usize) {
        self.free = self.reach;
        for (d, &p) in self.path.iter().enumerate() {
            self.free[d % 3] = minus(self.free[d % 3], single(p));
        }
        let seeds: [Bits<N>; 3] = std::array::from_fn(|t| and(self.goal_open[t], self.free[t]));
        self.good = seeds;
        self.free = std::array::from_fn(|t| minus(self.free[t], seeds[t]));
        self.spread(seeds);
        let (mut alternatives, mut choices) = (0, 0);
        for d in (0..moves).rev() {
            let (at, t) = (self.path[d], d % 3);
            let moves_on = self.succ(at, t);
            let to_goal = usize::from(has(&self.goal_open[t], at));
            let mut off = and(moves_on, self.good[(t + 1) % 3]);
            if let Some(&here) = self.path.get(d + 1) {
                off = minus(off, single(here));
                alternatives += to_goal;
            }
            alternatives += count(off);
            choices += usize::from(count(moves_on) + to_goal >= 2);
            let mut seeds = [[0; N]; 3];
            seeds[t] = single(at);
            self.good[t] = or(self.good[t], seeds[t]);
            self.spread(seeds);
        }
        (alternatives, choices)
    }

    /// Adds to `good` every free state with an open move into `todo` or into a
    /// state added.
    fn spread(&mut self, mut todo: [Bits<N>; 3]) {
        let mut busy = true;
        while busy {
            busy = false;
            for t in 0..3 {
                let states = std::mem::replace(&mut todo[t], [0; N]);
                if !any(states) {
                    continue;
                }
                busy = true;
                let tb = (t + 2) % 3;
                let mut from = [0; N];
                each(states, |q| from = or(from, self.pred(q, tb)));
                let new = and(from, self.free[tb]);
                self.free[tb] = minus(self.free[tb], new);
                self.good[tb] = or(self.good[tb], new);
                todo[tb] = or(todo[tb], new);
            }
        }
    }

    /// O1, O2 and the early dead ends (depth ≤ moves / 2, not reaching GOAL).
    fn layer_counts(&self, moves: usize) -> (usize, usize, usize) {
        let layers = &self.layers[..self.depths];
        let upto = |d: usize| layers.iter().take(d + 1).map(|&l| count(l)).sum::<usize>();
        let o1 = upto(1) + usize::from(moves <= 1);
        let o2 = upto(moves) + 1;
        let early = layers.iter().enumerate().take(moves / 2 + 1);
        let early_dead = early.map(|(d, &l)| count(minus(l, self.good[d % 3]))).sum();
        (o1, o2, early_dead)
    }

    /// The reference's E: 1 + whole-graph states with an edge into GOAL (NHT:
    /// a state exists when its arrival street was open a move earlier; the
    /// start at time 0 only).
    fn endings(&self) -> usize {
        let exists = |t: usize| {
            if self.plan.ht {
                [u64::MAX; N]
            } else if t == 0 {
                or(self.open[2], single(self.plan.start))
            } else {
                self.open[t - 1]
            }
        };
        1 + (0..3)
            .map(|t| count(and(self.goal_open[t], exists(t))))
            .sum::<usize>()
    }

    /// Moves of the solution onto an intersection already visited.
    fn revisits(&mut self, moves: usize) -> usize {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.node_seen.fill(0);
            self.stamp = 1;
        }
        let goal = self.plan.node_of[self.plan.positions];
        let nodes = self.path[..moves].iter().map(|&p| self.plan.node_of[p]);
        let mut revisits = 0;
        for node in nodes.chain([goal]) {
            let seen = &mut self.node_seen[node as usize];
            revisits += usize::from(*seen == self.stamp);
            *seen = self.stamp;
        }
        revisits
    }
}
