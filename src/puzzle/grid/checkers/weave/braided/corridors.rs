//! What leaf peeling left of a braided weave maze, as a small graph built as
//! the search (`shortest`) reaches it: its junctions (`junctions`) and, for
//! each of a junction's ways, the junction a corridor that way leads to and its
//! length in nodes. A corridor runs through cells with two ways each and
//! straight through any crossings (a node for each, over or under its bridge);
//! each is walked once, from the end the search takes first, and written at
//! both ends.
//!
//! A junction's record is made when the search first reaches it and numbered
//! in that order, so the records the search reads next lie side by side: the
//! junctions it takes in order of distance were mostly made in that order too,
//! where numbers in cell order scattered them over the whole array (a
//! junction's neighbours a row of the maze apart).

use super::junctions::Junctions;
use super::{JUNCTION, NUMBERED, WAYS, jump};

/// A way not walked yet.
pub const NONE: u32 = u32::MAX;
/// A closed way: no junction has this number.
pub const CLOSED: u32 = u32::MAX - 1;
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
    /// not walked, `CLOSED` for a closed way.
    pub to: [u32; 4],
    /// For each way, the corridor's length in steps from node to node.
    pub length: [u16; 4],
}

/// A junction's record before the search reaches it; its ways are set when
/// it is numbered.
const UNSEEN: Junction = Junction {
    distance: UNREACHED,
    count: 0,
    to: [CLOSED; 4],
    length: [0; 4],
};

/// The junctions and the corridors between them, as far as they are known.
pub struct Corridors {
    pub junctions: Junctions,
    /// Each junction's record, by number (in the order they were reached).
    pub records: Vec<Junction>,
    /// Each junction's cell, by number.
    pub cells: Vec<u32>,
    /// The next number to give.
    next: u32,
    /// Each junction's number once it has one (its byte marked `NUMBERED`),
    /// by its rank in cell order (`Junctions::rank`).
    numbers: Vec<u32>,
    /// How many plain cells the corridors walked run through (their ends not
    /// counted).
    pub walked: usize,
    /// The step each way takes in cell numbers.
    pub steps: [isize; 4],
}

impl Corridors {
    /// The graph of the `junctions` of `bytes` (peeled, the junctions marked),
    /// none of them reached yet.
    pub fn new(junctions: Junctions, steps: [isize; 4]) -> Corridors {
        let count = junctions.len();
        Corridors {
            junctions,
            records: vec![UNSEEN; count],
            cells: vec![0; count],
            next: 0,
            numbers: vec![0; count],
            walked: 0,
            steps,
        }
    }

    /// The number of the junction at `cell`: the next one when it has none
    /// yet (its byte is not marked `NUMBERED`), its record made (not reached,
    /// its open ways not walked). Whether a junction is new is a toss-up, but
    /// the branch is taken on the byte the walk has just read, so a junction
    /// seen first costs no read of its number.
    #[inline]
    pub fn number(&mut self, bytes: &mut [u8], cell: usize) -> u32 {
        let rank = self.junctions.rank(cell) as usize;
        let byte = bytes[cell];
        if byte & NUMBERED != 0 {
            return self.numbers[rank];
        }
        bytes[cell] = byte | NUMBERED;
        let number = self.next;
        self.records[number as usize] = Junction {
            to: [0, 1, 2, 3].map(|way| match byte & (1 << way) {
                0 => CLOSED,
                _ => NONE,
            }),
            ..UNSEEN
        };
        self.cells[number as usize] = cell as u32;
        self.numbers[rank] = number;
        self.next += 1;
        number
    }

    /// The number of the junction at `cell` when it has one.
    pub fn numbered(&self, bytes: &[u8], cell: usize) -> Option<u32> {
        (bytes[cell] & NUMBERED != 0).then(|| self.numbers[self.junctions.rank(cell) as usize])
    }

    /// Walks the corridor leaving junction `from` by `way` (not walked yet)
    /// and writes it at both ends; the junction at its other end and its
    /// length. `None` when it does not run through cells of two ways to a
    /// junction, or is longer than a record holds.
    pub fn walk(&mut self, bytes: &mut [u8], from: u32, way: usize) -> Option<(u32, u16)> {
        let mut walk = Walk {
            cell: self.cells[from as usize] as usize,
            way,
            length: 0,
            walked: 0,
        };
        let limit = bytes.len();
        let (end, way_in) = loop {
            if let Some(end) = walk.step(bytes, &self.steps, limit)? {
                break end;
            }
        };
        let length = u16::try_from(walk.length).ok()?;
        let to = self.number(bytes, end);
        for (junction, way, other) in [(from, way, to), (to, way_in, from)] {
            let record = &mut self.records[junction as usize];
            record.to[way] = other;
            record.length[way] = length;
        }
        self.walked += walk.walked;
        Some((to, length))
    }
}

/// A corridor's walk under way.
struct Walk {
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
