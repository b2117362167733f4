//! The full, independent analysis of one maze: the whole state graph as the
//! reference builds it, breadth-first depths from the start, one shortest
//! solution (chosen from the goal backwards, smallest intersections first), the
//! linear-time uniqueness test, the reference score and our own grading.
//!
//! This is the plain form, built for clarity; the search uses the separate,
//! allocation-free `evaluate`, and tests check the two agree.

use std::collections::VecDeque;

use super::grading::Grading;
use super::maze::Maze;
use super::score::{ScoreParts, score};
use super::states::{State, StateGraph};
use super::unique::alternatives;
use crate::puzzle::Metrics;

/// Everything measured about one maze.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    /// Moves of a shortest solution; `None` when unsolvable.
    pub moves: Option<usize>,
    /// Exactly one simple start → GOAL path in the state graph (false if unsolvable).
    pub unique: bool,
    /// Intersections start..=goal of the chosen shortest solution (chosen from
    /// the goal backwards: each time the smallest intersection one move nearer
    /// the start).
    pub route: Option<Vec<usize>>,
    /// Ways off the chosen solution that still reach the goal (0 iff unique).
    pub alternatives: usize,
    /// States reachable from the start, with the start and GOAL (0 if the start
    /// state is absent from the graph).
    pub reachable_states: usize,
    pub reachable_edges: usize,
    /// The reference's whole-graph counts (unreachable states included).
    pub total_states: usize,
    pub total_edges: usize,
    /// The reference score.
    pub score: f64,
    pub parts: ScoreParts,
    /// Reachable states at depth 0, 1, 2, …
    pub depth_histogram: Vec<usize>,
    pub grading: Grading,
}

/// Breadth-first depths of every state from the start (`None`: unreachable).
fn depths(graph: &StateGraph, start: usize) -> Vec<Option<usize>> {
    let mut depth = vec![None; graph.state_count()];
    depth[start] = Some(0);
    let mut queue = VecDeque::from([start]);
    while let Some(state) = queue.pop_front() {
        let next_depth = depth[state].map(|d| d + 1);
        for &next in &graph.successors[state] {
            if depth[next].is_none() {
                depth[next] = next_depth;
                queue.push_back(next);
            }
        }
    }
    depth
}

/// The shortest start → GOAL state path chosen from the end: from GOAL, each
/// time the predecessor one level nearer the start that stands at the smallest
/// intersection (then came from the smallest, none first).
fn shortest_path(
    graph: &StateGraph,
    depth: &[Option<usize>],
    start: usize,
    goal: usize,
) -> Vec<usize> {
    let key = |s: usize| match graph.states[s] {
        State::Goal => (usize::MAX, None),
        State::At { node, prev, .. } => (node, prev),
    };
    let mut path = vec![goal];
    let mut here = goal;
    while here != start {
        let want = depth[here].and_then(|d| d.checked_sub(1));
        let before = graph.predecessors[here]
            .iter()
            .filter(|&&p| depth[p].is_some() && depth[p] == want)
            .min_by_key(|&&p| key(p));
        let Some(&before) = before else { break };
        path.push(before);
        here = before;
    }
    path.reverse();
    path
}

/// Analyses `maze` completely.
pub fn analyse(maze: &Maze) -> Analysis {
    let graph = StateGraph::whole(maze);
    let mut analysis = Analysis {
        moves: None,
        unique: false,
        route: None,
        alternatives: 0,
        reachable_states: 0,
        reachable_edges: 0,
        total_states: graph.state_count(),
        total_edges: graph.edge_count,
        score: 0.0,
        parts: ScoreParts::default(),
        depth_histogram: Vec::new(),
        grading: Grading::unsolvable(),
    };
    let Some(start) = graph.start else {
        return analysis;
    };
    let depth = depths(&graph, start);
    measure_reachable(&graph, &depth, &mut analysis);
    let Some((goal, moves)) = graph.goal.and_then(|g| depth[g].map(|d| (g, d))) else {
        return analysis;
    };
    let path = shortest_path(&graph, &depth, start, goal);
    let found = alternatives(&graph, &path);
    let route: Vec<usize> = path
        .iter()
        .map(|&s| graph.states[s].node(maze.goal()))
        .collect();
    let loops = count_loops(&graph, &depth);
    let within = |limit: usize| {
        depth
            .iter()
            .filter(|d| d.is_some_and(|d| d <= limit))
            .count()
    };
    analysis.parts = ScoreParts::new(moves + 1, within(1), within(moves), loops, graph.endings());
    analysis.moves = Some(moves);
    analysis.unique = found.count == 0;
    analysis.alternatives = found.count;
    analysis.score = score(true, analysis.unique, analysis.parts.product);
    analysis.grading = grade(&graph, &depth, &path, &route, &found.reaches_goal, loops);
    analysis.route = Some(route);
    analysis
}

/// Reachable state and edge counts and the depth histogram.
fn measure_reachable(graph: &StateGraph, depth: &[Option<usize>], analysis: &mut Analysis) {
    for (state, d) in depth.iter().enumerate() {
        let Some(d) = *d else { continue };
        analysis.reachable_states += 1;
        analysis.reachable_edges += graph.successors[state].len();
        if analysis.depth_histogram.len() <= d {
            analysis.depth_histogram.resize(d + 1, 0);
        }
        analysis.depth_histogram[d] += 1;
    }
}

/// Reachable edges u → v with depth(u) − depth(v) ≥ 2.
fn count_loops(graph: &StateGraph, depth: &[Option<usize>]) -> usize {
    let mut loops = 0;
    for (state, d) in depth.iter().enumerate() {
        let Some(d) = *d else { continue };
        loops += graph.successors[state]
            .iter()
            .filter(|&&x| depth[x].is_some_and(|e| e + 2 <= d))
            .count();
    }
    loops
}

/// Our grading from the graph, the chosen path and which states reach GOAL.
fn grade(
    graph: &StateGraph,
    depth: &[Option<usize>],
    path: &[usize],
    route: &[usize],
    reaches_goal: &[bool],
    loops: usize,
) -> Grading {
    let moves = path.len() - 1;
    let choices = path[..moves]
        .iter()
        .filter(|&&s| graph.successors[s].len() >= 2)
        .count();
    let dead = |limit: usize| {
        depth
            .iter()
            .zip(reaches_goal)
            .filter(|&(d, &r)| !r && d.is_some_and(|d| d <= limit))
            .count()
    };
    let mut seen = vec![false; route.iter().max().map_or(0, |&m| m + 1)];
    let mut revisits = 0;
    for &node in route {
        revisits += usize::from(seen[node]);
        seen[node] = true;
    }
    Grading::new(
        moves,
        choices,
        dead(usize::MAX),
        dead(moves / 2),
        loops,
        revisits,
    )
}

impl Analysis {
    pub fn solvable(&self) -> bool {
        self.moves.is_some()
    }

    /// The named numbers for the manifest.
    pub fn metrics(&self) -> Metrics {
        let mut metrics = Metrics::default();
        let g = &self.grading;
        metrics
            .count("solvable", usize::from(self.solvable()))
            .count("moves", self.moves.unwrap_or(0))
            .count("unique", usize::from(self.unique))
            .ratio("score", self.score)
            .count("reachable_states", self.reachable_states)
            .count("alternatives", self.alternatives)
            .count("choices", g.choices)
            .count("dead_ends", g.dead_ends)
            .count("early_dead_ends", g.early_dead_ends)
            .count("loops", g.loops)
            .count("revisits", g.revisits)
            .ratio("grade", g.grade);
        metrics
    }
}
