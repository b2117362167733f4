//! What leaf peeling left of a braided weave maze, as a small graph: its
//! junctions (`junctions`) and, for each of a junction's ways, the junction a
//! corridor that way leads to and its length in nodes. A corridor runs through
//! cells with two ways each and straight through any crossings (a node for
//! each, over or under its bridge); each is walked once, from the end the scan
//! of the junctions meets first, and written at both ends.

use super::junctions::Junctions;
use super::{JUNCTION, WAYS, jump};

/// A way not walked yet.
pub const NONE: u32 = u32::MAX;
/// Not reached by the search (yet).
pub const UNREACHED: u32 = u32::MAX;

/// A junction's corridors, and what the search finds of it: half a cache line,
/// read at once.
#[derive(Debug, Clone, Copy)]
#[repr(C, align(32))]
pub struct Junction {
    /// Its distance from the start in nodes (`UNREACHED`), and how many
    /// shortest routes reach it (capped): the search's.
    pub distance: u32,
    pub count: u32,
    /// For each way, the junction at the corridor's other end: `NONE` while
    /// not walked; for a closed way the sink, a record past the last
    /// junction that no search step changes.
    pub to: [u32; 4],
    /// For each way, the corridor's length in steps from node to node.
    pub length: [u16; 4],
}

/// The junctions and the corridors between them.
pub struct Corridors {
    pub junctions: Junctions,
    /// Each junction's record by number, and the sink last.
    pub records: Vec<Junction>,
    /// How many plain cells the corridors run through (their ends not counted).
    pub walked: usize,
    /// The start's and the goal's numbers.
    pub start: u32,
    pub goal: u32,
    /// The longest corridor's length.
    pub longest: u32,
    /// The step each way takes in cell numbers.
    pub steps: [isize; 4],
}

impl Corridors {
    /// Walks every corridor from the `junctions` of `bytes` (peeled, the
    /// junctions marked); `None` when a corridor does not run through cells of
    /// two ways to a junction, or is longer than a record holds.
    pub fn build(
        bytes: &[u8],
        junctions: Junctions,
        steps: [isize; 4],
        (start, goal): (usize, usize),
    ) -> Option<Corridors> {
        let sink = junctions.len() as u32;
        let records = junctions
            .cells
            .iter()
            .map(|&cell| Junction {
                distance: UNREACHED,
                count: 0,
                to: [0, 1, 2, 3].map(|way| match bytes[cell as usize] & (1 << way) {
                    0 => sink,
                    _ => NONE,
                }),
                length: [0; 4],
            })
            .chain([Junction {
                distance: 0,
                count: 0,
                to: [sink; 4],
                length: [0; 4],
            }])
            .collect();
        let mut graph = Corridors {
            records,
            start: junctions.number(start),
            goal: junctions.number(goal),
            junctions,
            walked: 0,
            longest: 0,
            steps,
        };
        graph.walk_all(bytes)?;
        (graph.longest <= u32::from(u16::MAX)).then_some(graph)
    }

    /// Walks each corridor not walked yet from each junction, in number order.
    fn walk_all(&mut self, bytes: &[u8]) -> Option<()> {
        let limit = bytes.len();
        for junction in 0..self.junctions.len() {
            let cell = self.junctions.cells[junction] as usize;
            let mut ways = bytes[cell] & WAYS;
            while ways != 0 {
                let way = ways.trailing_zeros() as usize;
                ways &= ways - 1;
                if self.records[junction].to[way] != NONE {
                    continue;
                }
                let mut walk = Walk {
                    from: 4 * junction + way,
                    cell,
                    way,
                    length: 0,
                    walked: 0,
                };
                loop {
                    if let Some(end) = walk.step(bytes, &self.steps, limit)? {
                        self.record(&walk, end);
                        break;
                    }
                }
            }
        }
        Some(())
    }

    /// Writes a corridor walked at both its ends (`end`: the cell it ends at
    /// and the way it comes in by).
    fn record(&mut self, walk: &Walk, (end, way_in): (usize, usize)) {
        let (from, way) = (walk.from / 4, walk.from % 4);
        let to = self.junctions.number(end);
        self.longest = self.longest.max(walk.length);
        let length = walk.length as u16;
        let ends = [(from, way, to), (to as usize, way_in, from as u32)];
        for (junction, way, other) in ends {
            self.records[junction].to[way] = other;
            self.records[junction].length[way] = length;
        }
        self.walked += walk.walked;
    }
}

/// A corridor's walk under way.
struct Walk {
    /// The way it left by, as `4 × junction + way`.
    from: usize,
    /// Where it is, and the way it is going.
    cell: usize,
    way: usize,
    /// Nodes stepped so far, and plain cells passed.
    length: u32,
    walked: usize,
}

impl Walk {
    /// One step on, to the next plain cell: `Some((cell, way in))` when it is
    /// a junction; `None` (the outer) when a cell on the way has not exactly
    /// two ways or the walk runs past `limit` cells.
    #[inline]
    fn step(
        &mut self,
        bytes: &[u8],
        steps: &[isize; 4],
        limit: usize,
    ) -> Option<Option<(usize, usize)>> {
        let (next, crossed, byte) = jump(bytes, steps, self.cell, self.way);
        self.length += 1 + crossed;
        if byte & JUNCTION != 0 {
            return Some(Some((next, self.way ^ 2)));
        }
        self.walked += 1;
        let onward = byte & WAYS & !(1 << (self.way ^ 2));
        if onward == 0 || onward & (onward - 1) != 0 || self.walked > limit {
            return None;
        }
        (self.cell, self.way) = (next, onward.trailing_zeros() as usize);
        Some(None)
    }
}
