//! The junctions of what leaf peeling left of a braided weave maze: plain cells
//! with three or four ways left, and the start and the goal. Each is marked on
//! its cell's byte (so a corridor's walk sees at once that it has arrived) and
//! numbered in cell order; a junction's number is found from a bit a cell, 64
//! to a word, and the count of junctions before each word: a few hundred
//! kilobytes for a million cells, which stay in cache while the corridors are
//! walked.

use super::{JUNCTION, WAYS};

/// The junction bits of up to 64 bytes, a bit each: eight bytes at a time,
/// each byte's bit moved to the bottom and the eight gathered by one multiply
/// (the products of the eight bits never overlap). Whole words are read as
/// they are (a copy of a length the compiler does not know is a call to
/// `memcpy`, which took more than the rest); only a last short one is padded.
fn marks_of(block: &[u8]) -> u64 {
    let mut eights = block.chunks_exact(8);
    let mut marks = 0;
    let mut whole = 0;
    for (i, eight) in (&mut eights).enumerate() {
        let mut word = [0u8; 8];
        word.copy_from_slice(eight);
        marks |= marks_of_word(word) << (8 * i);
        whole = i + 1;
    }
    let rest = eights.remainder();
    if !rest.is_empty() {
        let mut word = [0u8; 8];
        word[..rest.len()].copy_from_slice(rest);
        marks |= marks_of_word(word) << (8 * whole);
    }
    marks
}

/// The junction bits of eight bytes, the first byte's lowest.
#[inline]
fn marks_of_word(word: [u8; 8]) -> u64 {
    const BOTTOMS: u64 = 0x0101_0101_0101_0101;
    const GATHER: u64 = 0x0102_0408_1020_4080;
    let bits = (u64::from_le_bytes(word) >> JUNCTION.trailing_zeros()) & BOTTOMS;
    bits.wrapping_mul(GATHER) >> 56
}

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
    /// no ways), in passes the compiler does many bytes at once.
    pub fn find(bytes: &mut [u8], start: usize, goal: usize) -> Junctions {
        for byte in bytes.iter_mut() {
            let ways = *byte & WAYS;
            let open = (ways & 1) + (ways >> 1 & 1) + (ways >> 2 & 1) + (ways >> 3);
            *byte |= u8::from(open >= 3) << JUNCTION.trailing_zeros();
        }
        for end in [start, goal] {
            bytes[end] |= JUNCTION;
        }
        let marks: Vec<u64> = bytes.chunks(64).map(marks_of).collect();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn junctions_are_cells_with_three_or_four_ways_and_the_ends() {
        // 70 cells: every way pattern and flags, past a word of marks.
        let mut bytes: Vec<u8> = (0..70u8).map(|i| (i % 16) | ((i / 16 % 2) << 4)).collect();
        let junctions = Junctions::find(&mut bytes, 0, 69);
        let expected: Vec<u32> = (0..70u32)
            .filter(|&i| i == 0 || i == 69 || (i % 16).count_ones() >= 3)
            .collect();
        assert_eq!(junctions.cells, expected);
        for (number, &cell) in expected.iter().enumerate() {
            assert_eq!(junctions.number(cell as usize), number as u32);
            assert!(bytes[cell as usize] & JUNCTION != 0);
        }
        let marked = bytes.iter().filter(|&&b| b & JUNCTION != 0).count();
        assert_eq!(marked, expected.len());
    }
}
