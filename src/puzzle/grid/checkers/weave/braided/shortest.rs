//! Shortest routes over a braided maze's junctions: each junction's distance
//! from the start in nodes and how many shortest routes reach it (capped at a
//! million, as the search over every node counts them), then one route, node
//! by node, by that search's rule.
//!
//! The corridors' lengths are small whole numbers, so a ring of buckets, one
//! per distance (Dial's algorithm), hands out the junctions in order of
//! distance, each when its distance and count are final; a count is the sum of
//! its neighbours' one step of corridor nearer (two corridors between the same
//! junctions are two ways). A junction's corridors and what the search found of
//! it share half a cache line (`corridors::Junction`), read at once.
//!
//! The route is found walking back from the goal, at each node to the
//! lowest-numbered neighbour one node nearer the start. Inside a corridor that
//! is always the next node on towards the junction the walk is heading for (a
//! corridor node is nearer one end or the other, and the walk, going one nearer
//! at each step, never meets one as near both ways), so a choice is made only
//! at a junction, among the first nodes of its corridors: such a node is one
//! step from the junction, or the corridor's length less one from the other end.

use super::corridors::Corridors;
use super::{CROSSING, JUNCTION, OVER_EW, WAYS};

/// More shortest routes than this are reported as this many.
const ROUTE_CAP: u32 = 1_000_000;

/// The route found and how many shortest ones there are.
pub struct Shortest {
    pub path: Vec<usize>,
    pub routes: u64,
}

/// Searches `graph` from the start; `None` when a junction is not reached.
pub fn search(graph: &mut Corridors, bytes: &[u8]) -> Option<Shortest> {
    distances(graph)?;
    let path = Route { graph, bytes }.back_from_goal()?;
    Some(Shortest {
        path,
        routes: u64::from(graph.records[graph.goal as usize].count),
    })
}

/// Every junction's distance and count of shortest routes, in its record;
/// `None` when one is not reached.
fn distances(graph: &mut Corridors) -> Option<()> {
    let ring = (graph.longest as usize + 1).next_power_of_two();
    let records = &mut graph.records;
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); ring];
    let start = &mut records[graph.start as usize];
    (start.distance, start.count) = (0, 1);
    buckets[0].push(graph.start);
    let (mut pending, mut reached, mut near) = (1usize, 0usize, 0u32);
    while pending > 0 {
        let slot = near as usize & (ring - 1);
        let mut bucket = std::mem::take(&mut buckets[slot]);
        pending -= bucket.len();
        for &junction in &bucket {
            let here = records[junction as usize];
            // A junction put in a bucket again, nearer, is taken at its final distance.
            if here.distance != near {
                continue;
            }
            reached += 1;
            // A closed way leads to the sink, whose distance 0 no step matches.
            for (&to, &length) in here.to.iter().zip(&here.length) {
                let found = near + u32::from(length);
                let there = &mut records[to as usize];
                if found < there.distance {
                    (there.distance, there.count) = (found, here.count);
                    buckets[found as usize & (ring - 1)].push(to);
                    pending += 1;
                } else if found == there.distance {
                    there.count = (there.count + here.count).min(ROUTE_CAP);
                }
            }
        }
        bucket.clear();
        buckets[slot] = bucket;
        near += 1;
    }
    (reached == graph.junctions.len()).then_some(())
}

/// What walking the route back reads.
struct Route<'a> {
    graph: &'a Corridors,
    bytes: &'a [u8],
}

impl Route<'_> {
    /// The route from the start to the goal, as nodes.
    fn back_from_goal(&self) -> Option<Vec<usize>> {
        let graph = self.graph;
        let mut junction = graph.goal as usize;
        let mut path = vec![2 * graph.junctions.cells[junction] as usize];
        while graph.records[junction].distance > 0 {
            let way = self.way_back(junction)?;
            self.follow(graph.junctions.cells[junction] as usize, way, &mut path);
            junction = graph.records[junction].to[way] as usize;
            if path.len() > self.bytes.len() * 2 {
                return None;
            }
        }
        path.reverse();
        Some(path)
    }

    /// The way back from `junction`: to the lowest-numbered first node of a
    /// corridor that is one node nearer the start.
    fn way_back(&self, junction: usize) -> Option<usize> {
        let graph = self.graph;
        let cell = graph.junctions.cells[junction] as usize;
        let record = &graph.records[junction];
        let here = record.distance;
        let mut ways = self.bytes[cell] & WAYS;
        let mut back: Option<(usize, usize)> = None;
        while ways != 0 {
            let way = ways.trailing_zeros() as usize;
            ways &= ways - 1;
            let other = graph.records[record.to[way] as usize].distance;
            let length = u32::from(record.length[way]);
            let first = match length {
                1 => other,
                _ => (here + 1).min(other.saturating_add(length - 1)),
            };
            let node = self.next(2 * cell, way);
            if first.wrapping_add(1) == here && back.is_none_or(|(lowest, _)| node < lowest) {
                back = Some((node, way));
            }
        }
        back.map(|(_, way)| way)
    }

    /// Adds to `path` the nodes of the corridor leaving the junction at `cell`
    /// by `way`, the junction at its other end the last.
    fn follow(&self, mut cell: usize, mut way: usize, path: &mut Vec<usize>) {
        loop {
            let node = self.next(2 * cell, way);
            path.push(node);
            cell = node >> 1;
            let byte = self.bytes[cell];
            if byte & CROSSING != 0 {
                continue;
            }
            if byte & JUNCTION != 0 {
                return;
            }
            let onward = byte & WAYS & !(1 << (way ^ 2));
            way = onward.trailing_zeros() as usize;
        }
    }

    /// The node one step from `node` through `way` (as `nodes::next`): a
    /// crossing's node under its bridge when the bridge runs across `way`.
    fn next(&self, node: usize, way: usize) -> usize {
        let cell = (node >> 1).wrapping_add_signed(self.graph.steps[way]);
        let flags = self.bytes[cell];
        let along_ew = way & 1 == 1;
        let under = flags & CROSSING != 0 && (flags & OVER_EW != 0) != along_ew;
        2 * cell + usize::from(under)
    }
}
