//! The junctions of what leaf peeling left of a braided weave maze: plain cells
//! with three or four ways left, and the start and the goal. Each is marked on
//! its cell's byte (so a corridor's walk sees at once that it has arrived) and
//! numbered in cell order; a junction's number is found from a bit a cell, 64
//! to a word, and the count of junctions before each word: a few hundred
//! kilobytes for a million cells, which stay in cache while the corridors are
//! walked.

use super::{JUNCTION, WAYS};

/// Ways `0..16` with three or four bits set, as bits of a constant.
const THREE_OR_FOUR: u32 = 1 << 0b0111 | 1 << 0b1011 | 1 << 0b1101 | 1 << 0b1110 | 1 << 0b1111;

/// The junctions, numbered in cell order.
pub struct Junctions {
    /// Each junction's cell, by number.
    pub cells: Vec<u32>,
    /// A bit a cell: a junction.
    marks: Vec<u64>,
    /// Junctions before each word of `marks`.
    before: Vec<u32>,
}

impl Junctions {
    /// Finds and marks the junctions of `bytes` (peeled: a crossing's byte has
    /// no ways), with no branch on each cell.
    pub fn find(bytes: &mut [u8], start: usize, goal: usize) -> Junctions {
        let mut marks: Vec<u64> = bytes
            .chunks_mut(64)
            .map(|block| {
                let mut mark = 0u64;
                for (i, byte) in block.iter_mut().enumerate() {
                    let branches = (THREE_OR_FOUR >> (*byte & WAYS)) & 1;
                    *byte |= (branches as u8) << JUNCTION.trailing_zeros();
                    mark |= u64::from(branches) << i;
                }
                mark
            })
            .collect();
        for end in [start, goal] {
            bytes[end] |= JUNCTION;
            marks[end / 64] |= 1 << (end % 64);
        }
        let mut before = Vec::with_capacity(marks.len());
        let mut cells = Vec::new();
        for (word, &mark) in marks.iter().enumerate() {
            before.push(cells.len() as u32);
            let mut left = mark;
            while left != 0 {
                cells.push((64 * word) as u32 + left.trailing_zeros());
                left &= left - 1;
            }
        }
        Junctions {
            cells,
            marks,
            before,
        }
    }

    /// The number of the junction at `cell`.
    #[inline]
    pub fn number(&self, cell: usize) -> u32 {
        let (word, bit) = (cell / 64, cell % 64);
        let below = self.marks[word] & ((1u64 << bit) - 1);
        self.before[word] + below.count_ones()
    }

    /// How many there are.
    pub fn len(&self) -> usize {
        self.cells.len()
    }
}
