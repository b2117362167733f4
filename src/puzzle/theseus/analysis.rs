//! What a puzzle's exact analysis measures, from the solver's side: the shortest
//! escape, and over the states reachable from the start, how many are dead ends
//! (no escape from them: Theseus is caught or kept in forever) and how many are
//! lost outright (whatever he does, the Minotaur catches him). Also the plain
//! walk: the moves Theseus would need with no Minotaur at all.
//!
//! One forward pass lists every reachable state with its successors; the escape
//! set spreads backward from the states with Theseus on the exit square, and the
//! lost set backward from the states whose every move gets him caught (a state
//! is lost when all its moves lead to capture or to lost states).

use std::collections::VecDeque;

use super::board::Puzzle;
use super::moves::Move;
use super::rules::Rules;
use super::solve::{Solution, Solver};

/// The solver's analysis of one puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// A shortest escape; `None` when there is none.
    pub solution: Option<Solution>,
    /// States reachable from the start, the start included.
    pub reachable_states: usize,
    /// Reachable states from which there is no escape.
    pub dead_end_states: usize,
    /// Reachable states from which the Minotaur catches Theseus whatever he does.
    pub lost_states: usize,
    /// Along the shortest solution, Theseus's legal moves (the escape included)
    /// and how many of them lose: get him caught at once or lead to a dead end.
    pub choices: usize,
    pub losing_choices: usize,
    /// States of the shortest solution where some move gets Theseus caught at
    /// once, and where some move loses (caught at once or into a dead end).
    pub catching_states: usize,
    pub losing_states: usize,
    /// The moves out with no Minotaur on the board (the last one through the
    /// exit); `None` when walls cut Theseus off from the exit.
    pub walk: Option<usize>,
}

impl Analysis {
    pub fn moves(&self) -> Option<usize> {
        self.solution.as_ref().map(Solution::len)
    }

    /// The share of reachable states that are lost.
    pub fn lost_share(&self) -> f64 {
        self.lost_states as f64 / self.reachable_states.max(1) as f64
    }
}

/// Analyses a puzzle exactly.
pub fn analyse(p: &Puzzle) -> Analysis {
    let rules = Rules::new(&p.board);
    let graph = Reachable::explore(&rules, rules.start(p));
    let alive = graph.escaping(&rules);
    let escapes = alive.iter().filter(|&&a| a).count();
    let lost = graph.lost(&rules);
    let solution = Solver::new().solve(p);
    let (choices, losing_choices, catching_states, losing_states) = solution
        .as_ref()
        .map_or((0, 0, 0, 0), |s| graph.choices_along(&rules, s, &alive));
    Analysis {
        solution,
        catching_states,
        losing_states,
        choices,
        losing_choices,
        reachable_states: graph.order.len(),
        dead_end_states: graph.order.len() - escapes,
        lost_states: lost,
        walk: walk(&rules, rules.index(p.theseus)),
    }
}

/// The reachable states and their moves.
struct Reachable {
    /// States in the order they were reached.
    order: Vec<u32>,
    /// Per state: its place in `order` (`u32::MAX` when unreached).
    place: Vec<u32>,
    /// Per state (by its place in `order`): its successors' places, `next[start[i]..start[i + 1]]`.
    start: Vec<u32>,
    next: Vec<u32>,
}

impl Reachable {
    fn explore(rules: &Rules, first: u32) -> Reachable {
        let mut graph = Reachable {
            order: vec![first],
            place: vec![u32::MAX; rules.cells * rules.cells],
            start: vec![0],
            next: Vec::new(),
        };
        graph.place[first as usize] = 0;
        let mut head = 0;
        while let Some(&s) = graph.order.get(head) {
            head += 1;
            let (t, m) = rules.squares(s);
            for step in Move::ALL {
                let Some(to) = rules.step(t, step) else {
                    continue;
                };
                let chased = rules.chase(m, to);
                if to == m || chased == to {
                    continue;
                }
                let successor = rules.state(to, chased) as usize;
                if graph.place[successor] == u32::MAX {
                    graph.place[successor] = graph.order.len() as u32;
                    graph.order.push(successor as u32);
                }
                graph.next.push(graph.place[successor]);
            }
            graph.start.push(graph.next.len() as u32);
        }
        graph
    }

    fn successors(&self, i: usize) -> &[u32] {
        &self.next[self.start[i] as usize..self.start[i + 1] as usize]
    }

    /// Predecessor lists by place: `preds[first[i]..first[i + 1]]`.
    fn predecessors(&self) -> (Vec<u32>, Vec<u32>) {
        let n = self.order.len();
        let mut first = vec![0u32; n + 1];
        for &j in &self.next {
            first[j as usize + 1] += 1;
        }
        for i in 0..n {
            first[i + 1] += first[i];
        }
        let mut fill = first.clone();
        let mut preds = vec![0u32; self.next.len()];
        for i in 0..n {
            for &j in self.successors(i) {
                preds[fill[j as usize] as usize] = i as u32;
                fill[j as usize] += 1;
            }
        }
        (first, preds)
    }

    /// Per reachable state (by place): whether it has an escape.
    fn escaping(&self, rules: &Rules) -> Vec<bool> {
        let (first, preds) = self.predecessors();
        let mut alive = vec![false; self.order.len()];
        let mut stack: Vec<usize> = (0..self.order.len())
            .filter(|&i| rules.squares(self.order[i]).0 == rules.exit)
            .collect();
        for &i in &stack {
            alive[i] = true;
        }
        while let Some(j) = stack.pop() {
            for &i in &preds[first[j] as usize..first[j + 1] as usize] {
                if !alive[i as usize] {
                    alive[i as usize] = true;
                    stack.push(i as usize);
                }
            }
        }
        alive
    }

    /// Theseus's legal moves at each state of `solution`, and the losing ones.
    fn choices_along(
        &self,
        rules: &Rules,
        solution: &Solution,
        alive: &[bool],
    ) -> (usize, usize, usize, usize) {
        let (mut choices, mut losing) = (0, 0);
        let (mut catching_states, mut losing_states) = (0, 0);
        for &(t, m) in &solution.states {
            let (mut catches, mut loses) = (false, false);
            if t == rules.exit {
                choices += 1;
            }
            for step in Move::ALL {
                let Some(to) = rules.step(t, step) else {
                    continue;
                };
                if to == m {
                    continue;
                }
                choices += 1;
                let chased = rules.chase(m, to);
                let state = rules.state(to, chased);
                catches |= chased == to;
                if chased == to || !alive[self.place[state as usize] as usize] {
                    losing += 1;
                    loses = true;
                }
            }
            catching_states += usize::from(catches);
            losing_states += usize::from(loses);
        }
        (choices, losing, catching_states, losing_states)
    }

    /// How many reachable states are lost: no move out, and every move leads to
    /// capture or to a lost state.
    fn lost(&self, rules: &Rules) -> usize {
        let (first, preds) = self.predecessors();
        let n = self.order.len();
        let mut open: Vec<u32> = (0..n).map(|i| self.successors(i).len() as u32).collect();
        let at_exit = |i: usize| rules.squares(self.order[i]).0 == rules.exit;
        let mut queue: VecDeque<usize> = (0..n).filter(|&i| open[i] == 0 && !at_exit(i)).collect();
        let mut lost = vec![false; n];
        for &i in &queue {
            lost[i] = true;
        }
        let mut count = queue.len();
        while let Some(j) = queue.pop_front() {
            for &i in &preds[first[j] as usize..first[j + 1] as usize] {
                let i = i as usize;
                open[i] -= 1;
                if open[i] == 0 && !lost[i] && !at_exit(i) {
                    lost[i] = true;
                    count += 1;
                    queue.push_back(i);
                }
            }
        }
        count
    }
}

/// The moves from `from` out through the exit with no Minotaur: a breadth-first
/// search over squares, plus the step out; `None` when walls cut him off.
pub fn walk(rules: &Rules, from: usize) -> Option<usize> {
    let mut distance = vec![usize::MAX; rules.cells];
    distance[from] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        if at == rules.exit {
            return Some(distance[at] + 1);
        }
        for step in [Move::Up, Move::Down, Move::Left, Move::Right] {
            if let Some(to) = rules.step(at, step)
                && distance[to] == usize::MAX
            {
                distance[to] = distance[at] + 1;
                queue.push_back(to);
            }
        }
    }
    None
}
