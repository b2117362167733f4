//! The state graph of a Viennese maze, built whole and explicitly, exactly as the
//! reference builds it (the plain, obviously-right form that `analyse` uses; the
//! search's fast evaluator in `evaluate` is a separate implementation).
//!
//! A state is where you are, the time mod 3 and — without U-turns — where you came
//! from. Reaching the goal at any time from any direction is the one absorbing
//! state GOAL. The reference enumerates every state, reachable or not:
//! - HT: for every node v ≠ goal and t ∈ {0,1,2}, an edge (v,t) → (w,t+1) for each
//!   street {v,w} open at t (→ GOAL when w is the goal).
//! - NHT: the start state (start,0,none) with its edges, and for every v ≠ goal,
//!   every neighbour p ≠ goal of v and every t at which arriving from p was
//!   possible ({p,v} open at t−1): edges (v,t,p) → (w,t+1,v) for each street
//!   {v,w} with w ≠ p open at t (→ GOAL when w is the goal).
//!
//! A state exists when it is an end of some edge (the reference's graph library
//! creates nodes with their edges). This matters for the start state (absent when
//! nothing leaves or enters it) and for the whole-graph counts.

use std::collections::HashMap;

use super::maze::{Maze, Variant};

/// One state: GOAL, or (node, time mod 3, previous node — `None` in HT and for
/// the NHT start state).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum State {
    Goal,
    At {
        node: usize,
        t: u8,
        prev: Option<usize>,
    },
}

impl State {
    /// The intersection this state stands at (the goal for GOAL).
    pub fn node(self, goal: usize) -> usize {
        match self {
            State::Goal => goal,
            State::At { node, .. } => node,
        }
    }
}

/// The whole state graph: states in order of creation, their successors and
/// predecessors (by index), and the indices of the start state and GOAL if they
/// exist.
#[derive(Debug, Clone)]
pub struct StateGraph {
    pub states: Vec<State>,
    pub successors: Vec<Vec<usize>>,
    pub predecessors: Vec<Vec<usize>>,
    pub start: Option<usize>,
    pub goal: Option<usize>,
    pub edge_count: usize,
}

/// Builds a state graph edge by edge, creating states as their edges appear.
struct Builder {
    graph: StateGraph,
    index: HashMap<State, usize>,
}

impl Builder {
    fn new() -> Builder {
        Builder {
            graph: StateGraph {
                states: Vec::new(),
                successors: Vec::new(),
                predecessors: Vec::new(),
                start: None,
                goal: None,
                edge_count: 0,
            },
            index: HashMap::new(),
        }
    }

    fn id(&mut self, state: State) -> usize {
        if let Some(&id) = self.index.get(&state) {
            return id;
        }
        let id = self.graph.states.len();
        self.graph.states.push(state);
        self.graph.successors.push(Vec::new());
        self.graph.predecessors.push(Vec::new());
        self.index.insert(state, id);
        id
    }

    fn edge(&mut self, from: State, to: State) {
        let (a, b) = (self.id(from), self.id(to));
        if !self.graph.successors[a].contains(&b) {
            self.graph.successors[a].push(b);
            self.graph.predecessors[b].push(a);
            self.graph.edge_count += 1;
        }
    }

    /// Edges out of `from` standing at `node` at time `t`, never back to `banned`.
    fn leave(&mut self, maze: &Maze, from: State, node: usize, t: u8, banned: Option<usize>) {
        let prev = match maze.variant() {
            Variant::Nht => Some(node),
            Variant::Ht => None,
        };
        for &(next, street) in maze.canvas().neighbours(node) {
            if Some(next) == banned || !maze.open_at(street, usize::from(t)) {
                continue;
            }
            let to = if next == maze.goal() {
                State::Goal
            } else {
                State::At {
                    node: next,
                    t: (t + 1) % 3,
                    prev,
                }
            };
            self.edge(from, to);
        }
    }

    fn finish(mut self, start: State) -> StateGraph {
        self.graph.start = self.index.get(&start).copied();
        self.graph.goal = self.index.get(&State::Goal).copied();
        self.graph
    }
}

impl StateGraph {
    /// The whole state graph of `maze`, as the reference builds it.
    pub fn whole(maze: &Maze) -> StateGraph {
        let mut builder = Builder::new();
        let start = StateGraph::start_state(maze);
        match maze.variant() {
            Variant::Ht => StateGraph::ht(maze, &mut builder),
            Variant::Nht => StateGraph::nht(maze, &mut builder, start),
        }
        builder.finish(start)
    }

    /// The start state of `maze` (present in the graph or not).
    pub fn start_state(maze: &Maze) -> State {
        State::At {
            node: maze.start(),
            t: 0,
            prev: None,
        }
    }

    fn ht(maze: &Maze, builder: &mut Builder) {
        for node in (0..maze.canvas().node_count()).filter(|&v| v != maze.goal()) {
            for t in 0..3 {
                let from = State::At {
                    node,
                    t,
                    prev: None,
                };
                builder.leave(maze, from, node, t, None);
            }
        }
    }

    fn nht(maze: &Maze, builder: &mut Builder, start: State) {
        builder.leave(maze, start, maze.start(), 0, None);
        let goal = maze.goal();
        for node in (0..maze.canvas().node_count()).filter(|&v| v != goal) {
            for &(prev, street) in maze.canvas().neighbours(node) {
                if prev == goal {
                    continue;
                }
                for t in 0..3u8 {
                    if maze.open_at(street, usize::from(t + 2)) {
                        let from = State::At {
                            node,
                            t,
                            prev: Some(prev),
                        };
                        builder.leave(maze, from, node, t, Some(prev));
                    }
                }
            }
        }
    }

    pub fn state_count(&self) -> usize {
        self.states.len()
    }

    /// The reference's "endings": 1 + the states with an edge into GOAL.
    pub fn endings(&self) -> usize {
        1 + self.goal.map_or(0, |goal| self.predecessors[goal].len())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::puzzle::viennese::Canvas;

    #[test]
    fn ht_graph_of_a_path_has_every_open_move() {
        // 0 – 1 – 2, goal 2, lights green and red.
        let canvas = Canvas::new(
            vec![[0.0, 0.0], [1.0, 0.0], [2.0, 0.0]],
            vec![[0, 1], [1, 2]],
        );
        let canvas = Arc::new(canvas.expect("a path"));
        let maze = Maze::new(canvas, vec![0, 2], 0, 2, Variant::Ht).expect("valid");
        let graph = StateGraph::whole(&maze);
        // Street 0-1 open at t = 0, 1 (4 edges both ways); street 1-2 open at t = 1, 2.
        assert_eq!(graph.edge_count, 6);
        assert_eq!(graph.endings(), 3);
        assert!(graph.start.is_some());
    }

    #[test]
    fn nht_start_state_is_absent_when_nothing_leaves_it() {
        let canvas = Canvas::new(
            vec![[0.0, 0.0], [1.0, 0.0], [2.0, 0.0]],
            vec![[0, 1], [1, 2]],
        );
        let canvas = Arc::new(canvas.expect("a path"));
        let maze = Maze::new(canvas, vec![2, 0], 0, 2, Variant::Nht).expect("valid");
        assert_eq!(StateGraph::whole(&maze).start, None);
    }
}
