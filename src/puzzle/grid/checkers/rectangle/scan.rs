//! The checker's first pass: every cell's bits in one sweep over the rows, with no
//! branches per cell, so the compiler can vectorise it. It only answers "is any
//! cell faulty?" and counts the passages; when some cell is faulty, the cell-by-cell
//! walk in `mod.rs` names the first fault, with its message.

/// The passage bits: N=1 E=2 S=4 W=8 (the JSON form's, decoded here on their own).
const NORTH: u8 = 1;
const EAST: u8 = 2;
const SOUTH: u8 = 4;
const WEST: u8 = 8;

/// What one sweep found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Sweep {
    /// Some cell has a value above 15, a passage off the grid or one its neighbour
    /// does not mirror.
    pub faulty: bool,
    /// Passages, each counted once (from its west or north end); meaningful only
    /// when no cell is faulty.
    pub passages: usize,
}

/// Sweeps a `width`-column grid stored row-major in `cells` (a whole number of rows).
pub(super) fn sweep(cells: &[u8], width: usize) -> Sweep {
    let mut bad = 0u8;
    let mut passages = 0usize;
    let mut rows = cells.chunks_exact(width).peekable();
    let mut above: Option<&[u8]> = None;
    while let Some(row) = rows.next() {
        bad |= row_faults(row);
        passages += row_passages(row);
        match above {
            None => bad |= row.iter().fold(0, |acc, &v| acc | (v & NORTH)),
            Some(above) => bad |= vertical_mismatches(above, row),
        }
        if rows.peek().is_none() {
            bad |= row.iter().fold(0, |acc, &v| acc | (v & SOUTH));
        }
        above = Some(row);
    }
    Sweep {
        faulty: bad != 0,
        passages,
    }
}

/// Nonzero when a value in `row` is above 15, a passage leaves the row's ends, or an
/// east passage is not mirrored by a west one (or the other way round).
fn row_faults(row: &[u8]) -> u8 {
    let too_large = row.iter().fold(0, |acc, &v| acc | (v & !0x0f));
    let ends = (row[0] & WEST) | (row[row.len() - 1] & EAST);
    let mismatched = row.iter().zip(&row[1..]).fold(0, |acc, (&left, &right)| {
        acc | (((left & EAST) << 2) ^ (right & WEST))
    });
    too_large | ends | mismatched
}

/// Nonzero when a south passage in `above` is not mirrored by a north one in `row`
/// (or the other way round).
fn vertical_mismatches(above: &[u8], row: &[u8]) -> u8 {
    above.iter().zip(row).fold(0, |acc, (&upper, &lower)| {
        acc | (((upper & SOUTH) >> 2) ^ (lower & NORTH))
    })
}

/// East and south passages of the row's cells: every passage once, when mirrored.
fn row_passages(row: &[u8]) -> usize {
    row.iter()
        .map(|&v| usize::from((v >> 1) & 1) + usize::from((v >> 2) & 1))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2×2: (0,0)-E-(1,0), (0,0)-S-(0,1), (1,0)-S-(1,1).
    const TREE: [u8; 4] = [EAST | SOUTH, WEST | SOUTH, NORTH, NORTH];

    #[test]
    fn a_sound_grid_counts_its_passages() {
        assert_eq!(
            sweep(&TREE, 2),
            Sweep {
                faulty: false,
                passages: 3
            }
        );
    }

    #[test]
    fn every_single_bit_flip_is_a_fault() {
        for cell in 0..TREE.len() {
            for bit in 0..8 {
                let mut cells = TREE;
                cells[cell] ^= 1 << bit;
                assert!(sweep(&cells, 2).faulty, "cell {cell} bit {bit}");
            }
        }
    }

    #[test]
    fn passages_off_every_border_are_faults() {
        for (cells, width) in [
            (vec![NORTH], 1),
            (vec![SOUTH], 1),
            (vec![EAST], 1),
            (vec![WEST], 1),
            (vec![EAST, WEST | EAST], 2),
        ] {
            assert!(sweep(&cells, width).faulty, "{cells:?}");
        }
        assert!(!sweep(&[EAST, WEST], 2).faulty);
        assert!(!sweep(&[SOUTH, NORTH], 1).faulty);
    }
}
