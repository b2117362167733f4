//! Breadth-first search over the weave graph's nodes: the distance to every node,
//! how many shortest routes reach each (capped at a million), one of them, and
//! the first node the search never reached. The general check: a maze the
//! fast ways (`tree`, `braided`) could not prove, whose fault it names, and the
//! answer those ways must agree with (`agreement`).

use super::nodes::{CROSSING, Nodes, WAYS};

const UNREACHED: u32 = u32::MAX;
/// More shortest routes than this are reported as this many.
const ROUTE_CAP: u64 = 1_000_000;

/// What the search found.
pub struct Routes {
    distance: Vec<u32>,
    counts: Vec<u64>,
}

impl Routes {
    /// Searches from node `start` over the nodes' open ways.
    pub fn search(nodes: &Nodes, start: usize) -> Routes {
        let mut distance = vec![UNREACHED; nodes.len()];
        let mut counts = vec![0u64; nodes.len()];
        let mut queue: Vec<u32> = Vec::with_capacity(nodes.len() / 2);
        distance[start] = 0;
        counts[start] = 1;
        queue.push(start as u32);
        let mut head = 0;
        while let Some(&node) = queue.get(head) {
            head += 1;
            let node = node as usize;
            let mut ways = nodes.work[node] & WAYS;
            while ways != 0 {
                let other = nodes.next(node, ways.trailing_zeros() as usize);
                ways &= ways - 1;
                if distance[other] == UNREACHED {
                    distance[other] = distance[node] + 1;
                    queue.push(other as u32);
                }
                if distance[other] == distance[node] + 1 {
                    counts[other] = (counts[other] + counts[node]).min(ROUTE_CAP);
                }
            }
        }
        Routes { distance, counts }
    }

    /// Whether the search reached `node`.
    pub fn reached(&self, node: usize) -> bool {
        self.distance[node] != UNREACHED
    }

    /// Shortest routes to `node` (capped).
    pub fn count(&self, node: usize) -> u64 {
        self.counts[node]
    }

    /// The first node of the maze (a cell's, or the passage under a crossing's
    /// bridge) the search did not reach.
    pub fn first_unreached(&self, nodes: &Nodes) -> Option<usize> {
        (0..nodes.len()).find(|&node| {
            let real = node & 1 == 0 || nodes.work[node & !1] & CROSSING != 0;
            real && !self.reached(node)
        })
    }

    /// A shortest route from the start to `goal` (reached), the lowest-numbered
    /// node at each step back.
    pub fn path_to(&self, nodes: &Nodes, goal: usize) -> Vec<usize> {
        let mut path = vec![goal];
        let mut node = goal;
        while self.distance[node] > 0 {
            let mut ways = nodes.work[node] & WAYS;
            let mut back = node;
            while ways != 0 {
                let other = nodes.next(node, ways.trailing_zeros() as usize);
                ways &= ways - 1;
                if self.distance[other].wrapping_add(1) == self.distance[node]
                    && (back == node || other < back)
                {
                    back = other;
                }
            }
            if back == node {
                break;
            }
            node = back;
            path.push(node);
        }
        path.reverse();
        path
    }
}
