//! The linear-time uniqueness test: is there a second simple path from the start
//! state to GOAL, besides one shortest path P? (The reference enumerates every
//! simple path, which is exponential.)
//!
//! Any other simple path follows P up to some P[i], leaves it for a successor
//! x ≠ P[i+1], and then reaches GOAL without touching P[0..=i] again. So walking
//! back from GOAL we grow R_i, the states that reach GOAL in the graph without
//! P[0..=i]: R_{i−1} is R_i plus P[i] plus whatever reaches P[i] while avoiding
//! P[0..i]. A second simple path exists iff some P[i] has a successor in R_i other
//! than P[i+1]. Every state enters R once, so the whole test is linear.
//!
//! We count every such (i, x) "alternative" rather than stopping at the first:
//! the count is a gradient for the search, and the final R (every state that can
//! still reach GOAL) tells dead ends apart.

use super::states::StateGraph;

/// What the walk back along the path found.
#[derive(Debug, Clone, PartialEq)]
pub struct Alternatives {
    /// Pairs (P[i], x): a successor x ≠ P[i+1] of P[i] that reaches GOAL without
    /// touching P[0..=i]. Zero iff P is the only simple path.
    pub count: usize,
    /// For every state, whether it can reach GOAL at all.
    pub reaches_goal: Vec<bool>,
}

/// Counts the alternatives to `path` (state indices, start first, GOAL last).
pub fn alternatives(graph: &StateGraph, path: &[usize]) -> Alternatives {
    let n = graph.state_count();
    let mut on_path_before = vec![false; n];
    for &state in path {
        on_path_before[state] = true;
    }
    let mut reaches = vec![false; n];
    let mut stack = Vec::new();
    let mut count = 0;
    // `on_path_before` marks P[0..=i] while we stand at P[i]: P[i+1..] are cleared.
    for i in (0..path.len()).rev() {
        let here = path[i];
        on_path_before[here] = false;
        grow(graph, here, &on_path_before, &mut reaches, &mut stack);
        if i == 0 {
            break;
        }
        let (at, next) = (path[i - 1], here);
        count += graph.successors[at]
            .iter()
            .filter(|&&x| x != next && reaches[x])
            .count();
    }
    Alternatives {
        count,
        reaches_goal: reaches,
    }
}

/// Adds `from` and every state reaching it while avoiding `blocked` to `reaches`.
fn grow(
    graph: &StateGraph,
    from: usize,
    blocked: &[bool],
    reaches: &mut [bool],
    stack: &mut Vec<usize>,
) {
    if reaches[from] {
        return;
    }
    reaches[from] = true;
    stack.push(from);
    while let Some(state) = stack.pop() {
        for &before in &graph.predecessors[state] {
            if !reaches[before] && !blocked[before] {
                reaches[before] = true;
                stack.push(before);
            }
        }
    }
}
