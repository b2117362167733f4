//! Shortest routes over a braided maze's junctions: each junction's distance
//! from the start in nodes and how many shortest routes reach it (capped at a
//! million, as the search over every node counts them), then one route, node
//! by node, by that search's rule.
//!
//! The corridors' lengths are small whole numbers, so a ring of buckets, one
//! per distance (Dial's algorithm), hands out the junctions in order of
//! distance, each when its distance and count are final; a count is the sum of
//! its neighbours' one step of corridor nearer (two corridors between the same
//! junctions are two ways). The corridors are walked as the search goes, each
//! when it first takes one of its ends (the other end, taken later, is no
//! nearer). A junction's corridors and what the search found of it share half
//! a cache line (`corridors::Junction`), read at once.
//!
//! The route is found walking back from the goal, at each node to the
//! lowest-numbered neighbour one node nearer the start. Inside a corridor that
//! is always the next node on towards the junction the walk is heading for (a
//! corridor node is nearer one end or the other, and the walk, going one nearer
//! at each step, never meets one as near both ways), so a choice is made only
//! at a junction, among the first nodes of its corridors: such a node is one
//! step from the junction, or the corridor's length less one from the other end.

use super::corridors::{Corridors, Junction, NONE};
use super::{CROSSING, JUNCTION, OVER_EW, WAYS};

/// More shortest routes than this are reported as this many.
const ROUTE_CAP: u32 = 1_000_000;

/// The route found and how many shortest ones there are.
pub struct Shortest {
    pub path: Vec<usize>,
    pub routes: u64,
}

/// Searches from cell `start` to cell `goal` (junctions of `graph`, marked on
/// `bytes`), walking the corridors as it goes; `None` when a corridor is not
/// sound or a junction is not reached.
pub fn search(
    graph: &mut Corridors,
    bytes: &mut [u8],
    (start, goal): (usize, usize),
) -> Option<Shortest> {
    let start = graph.number(bytes, start);
    distances(graph, bytes, start)?;
    let goal = graph.numbered(bytes, goal)?;
    let path = Route { graph, bytes }.back_from_goal(goal)?;
    Some(Shortest {
        path,
        routes: u64::from(graph.records[goal as usize].count),
    })
}

/// Every junction's distance and count of shortest routes, in its record, each
/// corridor walked when the search first takes one of its ends; `None` when a
/// corridor is not sound or a junction is not reached.
fn distances(graph: &mut Corridors, bytes: &mut [u8], start: u32) -> Option<()> {
    let mut buckets = Buckets::new();
    let first = &mut graph.records[start as usize];
    (first.distance, first.count) = (0, 1);
    buckets.push(0, 0, start);
    let (mut pending, mut reached, mut near) = (1usize, 0usize, 0u32);
    while pending > 0 {
        let mut bucket = buckets.take(near);
        pending -= bucket.len();
        for &junction in &bucket {
            let here = graph.records[junction as usize];
            // A junction put in a bucket again, nearer, is taken at its final distance.
            if here.distance != near {
                continue;
            }
            reached += 1;
            // A way walked from its other end leads to a junction taken already.
            let mut ways = unwalked(&here);
            while ways != 0 {
                let way = ways.trailing_zeros() as usize;
                ways &= ways - 1;
                // A corridor from here back here was walked from both its ends at once.
                if graph.records[junction as usize].to[way] != NONE {
                    continue;
                }
                let (to, length) = graph.walk(bytes, junction, way)?;
                let found = near + u32::from(length);
                let there = &mut graph.records[to as usize];
                if found < there.distance {
                    (there.distance, there.count) = (found, here.count);
                    buckets.push(near, found, to);
                    pending += 1;
                } else if found == there.distance {
                    there.count = (there.count + here.count).min(ROUTE_CAP);
                }
            }
        }
        bucket.clear();
        buckets.give_back(near, bucket);
        near += 1;
    }
    (reached == graph.junctions.len()).then_some(())
}

/// The ways of `record` not walked yet, a bit each, found without a branch
/// per way (which ways were walked from their other end is a toss-up).
#[inline]
fn unwalked(record: &Junction) -> u32 {
    (0..4).fold(0, |ways, way| {
        ways | u32::from(record.to[way] == NONE) << way
    })
}

/// Dial's ring of buckets, one per distance from the nearest not taken yet:
/// as many as the longest corridor found so far needs, grown when a longer
/// one is found.
struct Buckets {
    ring: Vec<Vec<u32>>,
}

impl Buckets {
    fn new() -> Buckets {
        Buckets {
            ring: vec![Vec::new(); 64],
        }
    }

    /// The slot of `distance`.
    #[inline]
    fn slot(&self, distance: u32) -> usize {
        distance as usize & (self.ring.len() - 1)
    }

    /// Puts `junction` in the bucket of `distance` (from `near`, the bucket
    /// being taken).
    #[inline]
    fn push(&mut self, near: u32, distance: u32, junction: u32) {
        if (distance - near) as usize >= self.ring.len() {
            self.grow(near, distance);
        }
        let slot = self.slot(distance);
        self.ring[slot].push(junction);
    }

    /// A ring large enough for `distance`, each bucket moved to its
    /// distance's slot in it.
    fn grow(&mut self, near: u32, distance: u32) {
        let size = ((distance - near) as usize + 1).next_power_of_two();
        let mut ring = vec![Vec::new(); size];
        let old = self.ring.len();
        for (slot, bucket) in self.ring.drain(..).enumerate() {
            let ahead = slot.wrapping_sub(near as usize) & (old - 1);
            ring[(near as usize + ahead) & (size - 1)] = bucket;
        }
        self.ring = ring;
    }

    /// The bucket of distance `near`, taken out.
    fn take(&mut self, near: u32) -> Vec<u32> {
        let slot = self.slot(near);
        std::mem::take(&mut self.ring[slot])
    }

    /// Puts back the bucket of `near`, emptied, to be filled again.
    fn give_back(&mut self, near: u32, bucket: Vec<u32>) {
        let slot = self.slot(near);
        self.ring[slot] = bucket;
    }
}

/// What walking the route back reads.
struct Route<'a> {
    graph: &'a Corridors,
    bytes: &'a [u8],
}

impl Route<'_> {
    /// The route from the start to the `goal`, as nodes.
    fn back_from_goal(&self, goal: u32) -> Option<Vec<usize>> {
        let graph = self.graph;
        let mut junction = goal as usize;
        let mut path = vec![2 * graph.cells[junction] as usize];
        while graph.records[junction].distance > 0 {
            let way = self.way_back(junction)?;
            self.follow(graph.cells[junction] as usize, way, &mut path);
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
        let cell = graph.cells[junction] as usize;
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

#[cfg(test)]
mod tests {
    use super::Buckets;

    /// Takes the buckets from `from` to `to`, with the distance of each
    /// junction found.
    fn take_all(buckets: &mut Buckets, from: u32, to: u32) -> Vec<(u32, u32)> {
        let mut found = Vec::new();
        for near in from..=to {
            let bucket = buckets.take(near);
            found.extend(bucket.iter().map(|&junction| (near, junction)));
            buckets.give_back(near, Vec::new());
        }
        found
    }

    #[test]
    fn a_ring_grown_for_a_long_corridor_keeps_every_bucket_at_its_distance() {
        let mut buckets = Buckets::new();
        buckets.push(0, 5, 1);
        buckets.push(0, 63, 2);
        buckets.push(0, 200, 3);
        buckets.push(0, 5, 4);
        assert_eq!(take_all(&mut buckets, 0, 100), [(5, 1), (5, 4), (63, 2)]);
        // Grown again halfway round, with a bucket pending at 200.
        buckets.push(101, 101 + 1000, 5);
        buckets.push(101, 150, 6);
        let found = take_all(&mut buckets, 101, 1200);
        assert_eq!(found, [(150, 6), (200, 3), (1101, 5)]);
    }
}
