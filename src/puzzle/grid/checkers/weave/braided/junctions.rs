//! The junctions of what leaf peeling left of a braided weave maze: plain cells
//! with three or four ways left, and the start and the goal. Each is marked on
//! its cell's byte (so a corridor's walk sees at once that it has arrived) and
//! ranked in cell order; a junction's rank is found from a bit a cell, 64 to a
//! word, and the count of junctions before each word: a few hundred kilobytes
//! for a million cells, which stay in cache while the corridors are walked.

use super::JUNCTION;

/// Marks the junctions of up to 64 bytes and returns their bits, a bit each:
/// eight bytes at a time, as one word (`mark_word`), the marks gathered by
/// `marks_of_word`; one pass instead of a pass marking byte by byte and one
/// gathering. Whole words are read as they are (a copy of a length the
/// compiler does not know is a call to `memcpy`); only a last short one is
/// padded.
fn mark_block(block: &mut [u8]) -> u64 {
    let mut eights = block.chunks_exact_mut(8);
    let mut marks = 0;
    let mut whole = 0;
    for (i, eight) in (&mut eights).enumerate() {
        let mut word = [0u8; 8];
        word.copy_from_slice(eight);
        let marked = mark_word(u64::from_le_bytes(word));
        eight.copy_from_slice(&marked.to_le_bytes());
        marks |= marks_of_word(marked.to_le_bytes()) << (8 * i);
        whole = i + 1;
    }
    let rest = eights.into_remainder();
    if !rest.is_empty() {
        let mut word = [0u8; 8];
        word[..rest.len()].copy_from_slice(rest);
        let marked = mark_word(u64::from_le_bytes(word)).to_le_bytes();
        let len = rest.len();
        rest.copy_from_slice(&marked[..len]);
        marks |= marks_of_word(marked) << (8 * whole);
    }
    marks
}

/// Eight bytes with `JUNCTION` added to each whose ways number three or four:
/// the ways counted in pairs of bits, then in fours, side by side (a count
/// of 0 to 4 a byte; plus one, its bit 2 is set from three on).
#[inline]
fn mark_word(word: u64) -> u64 {
    const NIBBLES: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    const EVERY_OTHER: u64 = 0x0505_0505_0505_0505;
    const PAIRS: u64 = 0x0303_0303_0303_0303;
    const BOTTOMS: u64 = 0x0101_0101_0101_0101;
    let ways = word & NIBBLES;
    let pairs = (ways & EVERY_OTHER) + ((ways >> 1) & EVERY_OTHER);
    let open = (pairs & PAIRS) + ((pairs >> 2) & PAIRS);
    let three = ((open + BOTTOMS) >> 2) & BOTTOMS;
    word | three << JUNCTION.trailing_zeros()
}

/// The junction bits of eight bytes, the first byte's lowest.
#[inline]
fn marks_of_word(word: [u8; 8]) -> u64 {
    const BOTTOMS: u64 = 0x0101_0101_0101_0101;
    const GATHER: u64 = 0x0102_0408_1020_4080;
    let bits = (u64::from_le_bytes(word) >> JUNCTION.trailing_zeros()) & BOTTOMS;
    bits.wrapping_mul(GATHER) >> 56
}

/// The junctions, ranked in cell order.
pub struct Junctions {
    /// How many there are.
    count: usize,
    /// For each 64 cells, a bit a cell (a junction) and how many junctions
    /// lie before them: read together.
    words: Vec<Word>,
}

/// The junctions of 64 cells: a bit each, and how many lie before them.
#[derive(Clone, Copy)]
#[repr(C, align(16))]
struct Word {
    marks: u64,
    before: u32,
}

impl Junctions {
    /// Finds and marks the junctions of `bytes` (peeled: a crossing's byte has
    /// no ways), a word of eight bytes at a time.
    pub fn find(bytes: &mut [u8], start: usize, goal: usize) -> Junctions {
        for end in [start, goal] {
            bytes[end] |= JUNCTION;
        }
        let mut count = 0;
        let words = bytes
            .chunks_mut(64)
            .map(|block| {
                let marks = mark_block(block);
                let before = count;
                count += marks.count_ones();
                Word { marks, before }
            })
            .collect();
        Junctions {
            count: count as usize,
            words,
        }
    }

    /// The rank of the junction at `cell`: how many lie before it in cell order.
    #[inline]
    pub fn rank(&self, cell: usize) -> u32 {
        let (word, bit) = (cell / 64, cell % 64);
        let Word { marks, before } = self.words[word];
        before + (marks & ((1u64 << bit) - 1)).count_ones()
    }

    /// How many there are.
    pub fn len(&self) -> usize {
        self.count
    }
}

#[cfg(test)]
mod tests {
    use super::super::WAYS;
    use super::*;

    #[test]
    fn a_word_marks_each_byte_with_three_or_four_ways_in_any_place() {
        for byte in 0..=u8::MAX {
            if byte & JUNCTION != 0 {
                continue;
            }
            let junction = (byte & WAYS).count_ones() >= 3;
            let expected = byte | if junction { JUNCTION } else { 0 };
            for place in 0..8 {
                let mut word = [0b0111u8, 0, 0b1111, 0b0011, 0b1000, 0b1101, 0, 0b1010];
                word[place] = byte;
                let marked = mark_word(u64::from_le_bytes(word)).to_le_bytes();
                assert_eq!(marked[place], expected, "{byte:#010b} at {place}");
            }
        }
    }

    #[test]
    fn junctions_are_cells_with_three_or_four_ways_and_the_ends() {
        // 70 cells: every way pattern and flags, past a word of marks.
        let mut bytes: Vec<u8> = (0..70u8).map(|i| (i % 16) | ((i / 16 % 2) << 4)).collect();
        let junctions = Junctions::find(&mut bytes, 0, 69);
        let expected: Vec<u32> = (0..70u32)
            .filter(|&i| i == 0 || i == 69 || (i % 16).count_ones() >= 3)
            .collect();
        assert_eq!(junctions.len(), expected.len());
        for (rank, &cell) in expected.iter().enumerate() {
            assert_eq!(junctions.rank(cell as usize), rank as u32);
            assert!(bytes[cell as usize] & JUNCTION != 0);
        }
        let marked = bytes.iter().filter(|&&b| b & JUNCTION != 0).count();
        assert_eq!(marked, expected.len());
    }
}
